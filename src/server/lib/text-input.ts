import { AppError } from "./app-error";

/**
 * Text we can neither store nor read (issue 25): U+0000, which PostgreSQL's text type cannot
 * hold, and a lone UTF-16 surrogate, which is not Unicode at all (JSON's "\ud800" makes one).
 * Both used to reach the database and come back as 500s. Every JSON body, query string and
 * Gumroad ping is checked once, where it comes in, and refused with a clear 400.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnreadable(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/** Where in a value (a parsed body, a query) the first unreadable string is, or undefined. */
export function findUnreadableText(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return isUnreadable(value) ? path || "(the value)" : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnreadableText(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (isUnreadable(key)) return `${path}${path ? "." : ""}(a name)`;
      const found = findUnreadableText(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function assertReadableText(value: unknown): void {
  const where = findUnreadableText(value);
  if (where === undefined) return;
  throw new AppError("invalid_characters", 400, `Some text contains a character we cannot read (in ${where}). Please type it again.`);
}
