/**
 * Issue 31: who runs this site and how to reach them: OPERATOR_NAME, OPERATOR_EMAIL and
 * OPERATOR_POSTAL_ADDRESS, built into the pages (the same variables the server requires in
 * production, where it also refuses pages built for another operator). A build without them
 * (local development, tests) shows a clearly marked example instead, never a made-up "real" one.
 */

export type TOperator = {
  name: string;
  email: string;
  postalAddress: string;
  /** True when nothing is configured and these are the local example's details. */
  isExample: boolean;
};

export const EXAMPLE_OPERATOR: TOperator = {
  name: "Example operator (local example: set OPERATOR_NAME)",
  email: "operator@example.com",
  postalAddress: "1 Example Street, Exampletown (set OPERATOR_POSTAL_ADDRESS)",
  isExample: true,
};

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

const text = (value: string | boolean | undefined): string => (typeof value === "string" ? value.trim() : "");

/** The configured operator when all three are set and the address is an e-mail; the example otherwise. */
export function readOperator(env: Record<string, string | boolean | undefined>): TOperator {
  const name = text(env.OPERATOR_NAME);
  const email = text(env.OPERATOR_EMAIL);
  const postalAddress = text(env.OPERATOR_POSTAL_ADDRESS);
  if (name === "" || postalAddress === "" || !EMAIL.test(email)) return EXAMPLE_OPERATOR;
  return { name, email, postalAddress, isExample: false };
}

export const OPERATOR: TOperator = readOperator(import.meta.env);

export function mailtoOf(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
