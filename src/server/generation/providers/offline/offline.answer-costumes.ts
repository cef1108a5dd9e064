/**
 * A costume the request names by Scratch's own name (issue 26, decision 1730): "pressing r switches
 * it back to costume1" built as `switch costume to (1 v)`. A sprite's costumes are called costume1,
 * costume2 (sb3.costumes.ts), so the name the child wrote is the block's menu choice, and a number
 * in its place is another choice a child reading the blocks does not find. The number goes back to
 * the name; a costume the request names that no block switches to is named as left out.
 */

/** The costume numbers the request names as Scratch does: "costume1", or "costume 2" right after "to". */
function costumeNamesSaid(prompt: string): number[] {
  const lower = prompt.toLowerCase();
  return [...lower.matchAll(/\bcostume(\d+)\b|\bto costume (\d+)\b(?! (?:times|seconds?|secs?|steps|beats)\b)/g)].map((m) => Number(m[1] ?? m[2]));
}

/** `switch costume to (1 v)` for "costume1": the name the request wrote (only names written as one word, as Scratch does). */
export function keepCostumeNames(prompt: string, text: string): string {
  const said = new Set([...prompt.toLowerCase().matchAll(/\bcostume(\d+)\b/g)].map((m) => Number(m[1])));
  if (said.size === 0) return text;
  return text.replace(/^(\s*switch costume to \()(\d+)( v\))/gm, (line, before: string, n: string, after: string) => (said.has(Number(n)) ? `${before}costume${n}${after}` : line));
}

/** "back to costume1" when no block switches to costume1 (nor to 1): a `next costume` in its place goes on, never back. */
export function costumesNotSwitchedTo(prompt: string, text: string): string[] {
  const lower = text.toLowerCase();
  return [...new Set(costumeNamesSaid(prompt))].filter((n) => !new RegExp(`^\\s*switch costume to \\((?:costume ?)?${n} v\\)`, "m").test(lower)).map((n) => `costume${n}`);
}
