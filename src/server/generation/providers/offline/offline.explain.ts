import { fmt } from "./recipes/recipe.helpers";

/**
 * Words for explanations: counts with the right grammar ("1 second", "2 seconds", "half a
 * second"), lists ("a, b and c") and sentences that start with a capital.
 */

/** "1 step", "2 steps", "0.5 steps": singular only for exactly one. */
export function count(value: number, singular: string, plural = `${singular}s`): string {
  return `${fmt(value)} ${value === 1 ? singular : plural}`;
}

export function seconds(value: number): string {
  if (value === 0.5) return "half a second";
  return count(value, "second");
}

export function steps(value: number): string {
  return count(value, "step");
}

export function times(value: number): string {
  if (value === 1) return "once";
  if (value === 2) return "twice";
  return count(value, "time");
}

/** "a", "a and b", "a, b and c". */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
