/**
 * CSV for spreadsheet apps (RFC 4180 quoting), safe against formula injection: a text cell a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return; OWASP
 * "CSV Injection") gets a leading apostrophe, so a username like `=HYPERLINK(...)` stays text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type TCsvValue = string | number | boolean | null | undefined;

export function csvCell(value: TCsvValue): string {
  if (value === null || value === undefined) return "";
  // Numbers and booleans we produce are data, never formulas (and never negative here).
  if (typeof value !== "string") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, CRLF-terminated as RFC 4180 (and Excel) expect. */
export function csvRow(values: readonly TCsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
