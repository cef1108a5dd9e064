/** SPEC 2 and 9: both policies are dated May 21, 2025. */
export const POLICY_DATE = { iso: "2025-05-21", text: "May 21, 2025" } as const;
