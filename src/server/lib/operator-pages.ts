import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TEnv } from "../env";

/** The prerendered page that must name the operator (a privacy notice for children has to). */
const PRIVACY_PAGE = join("prerendered", "privacy-policy.html");

/**
 * Issue 31: the operator's details are built into the pages (Vite reads OPERATOR_*), while the
 * server reads them at start. Pages built without them, or for another operator, would show a
 * contact that is not this site's. Returns the problem, or undefined when the pages agree (or
 * there are no built pages to serve).
 */
export function operatorPagesProblem(env: Pick<TEnv, "SERVE_CLIENT" | "OPERATOR_EMAIL">, clientDir: string): string | undefined {
  const page = join(clientDir, PRIVACY_PAGE);
  if (!env.SERVE_CLIENT || env.OPERATOR_EMAIL === undefined || !existsSync(page)) return undefined;
  if (readFileSync(page, "utf8").includes(`mailto:${env.OPERATOR_EMAIL}`)) return undefined;
  return `The built pages do not show OPERATOR_EMAIL (${env.OPERATOR_EMAIL}): they were built without the operator's details or for another operator. Run npm run build with the same OPERATOR_* variables.`;
}
