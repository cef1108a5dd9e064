/**
 * A part the plan reader set aside that a block of its own plan says word for word (issue 26):
 * "a variable called Timer set to 0" builds `set [timer v] to (0)`, yet "set to 0" was named as
 * left out. A part is said by a block when its words are that block's words, in order, starting
 * with the block's own first word (its verb), with only the block's arguments between them.
 */

const tokens = (text: string): string[] => text.toLowerCase().replace(/\s+v\]/g, "]").split(/[^a-z0-9.-]+/).filter(Boolean);

/** Block lines of project text: not comments, not the header, not hats or loop ends. */
const blockLines = (text: string): string[][] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//") && !/^(?:when |end$|else$|forever$)/.test(line))
    .map(tokens);

function inOrder(part: readonly string[], line: readonly string[]): boolean {
  if (part[0] !== line[0]) return false;
  let at = 1;
  for (const word of part.slice(1)) {
    while (at < line.length && line[at] !== word) at++;
    if (at >= line.length) return false;
    at++;
  }
  return true;
}

/** The parts (of `parts`) that some block line of `text` says word for word. */
export function partsTheBlocksSay(parts: readonly string[], text: string): string[] {
  const lines = blockLines(text);
  return parts.filter((part) => {
    const words = tokens(part);
    return words.length >= 2 && lines.some((line) => inOrder(words, line));
  });
}
