// Words about the blocks written between them inside a fence (issue 27, decision 540): a title
// over a script (`Script for the cat (moves around):`) and a paragraph of labels describing the
// project (`Character: Hand or paddle`, `Butterfly: Butterfly sprite`). Neither is a block, and
// scratchblocks reads each as an unknown block of its own. They become notes (`//`), kept with
// the author's words. Only where no block can be meant: the words start with no block's first
// word and no define's, and they stand right over a hat, on top of a paragraph (a title ending in a
// colon, decision 680) or in a paragraph of their own.

import { readsAsBlock } from "./text.loose-values";
import { vocabulary } from "./vocabulary";

/** First words of every block and of the structure words: a line starting with one may be a block. */
const BLOCK_FIRST_WORDS: ReadonlySet<string> = new Set([
  ...vocabulary.map((e) => (/^[^\s([<]+/.exec(e.text)?.[0] ?? "").toLowerCase()),
  "end",
  "else",
  "define",
  "if",
  "when",
]);

const firstWord = (text: string) => (/^[^\s([<:]+/.exec(text)?.[0] ?? "").toLowerCase();

/** `Character: Hand or paddle`: one to four words without brackets or digits, a colon, then words. */
const LABEL = /^([^\s\d:()[\]<>]+(?: [^\s\d:()[\]<>]+){0,3}):\s+\S/u;
/** `Script for the cat (moves around):` — ends with a colon. */
const TITLE = /:\s*$/;

const isComment = (line: string) => line.trimStart().startsWith("//");
const isBlank = (line: string) => line.trim() === "";
const isHat = (line: string) => /^\s*(?:when|define)\b/i.test(line);

function mayBeBlock(text: string, ownFirstWords: ReadonlySet<string>): boolean {
  const first = firstWord(text);
  return BLOCK_FIRST_WORDS.has(first) || ownFirstWords.has(first) || readsAsBlock(text.replace(/:\s*$/, "")) || readsAsBlock(text);
}

/**
 * The lines with titles over hats and paragraphs made only of labels and titles turned into
 * notes. Lines are kept one for one.
 */
export function descriptionsAsNotes(lines: readonly string[]): string[] {
  const ownFirstWords = new Set(lines.filter((l) => /^\s*define\s/i.test(l)).map((l) => firstWord(l.trim().replace(/^define\s+/i, ""))));
  const words = (i: number) => (lines[i] ?? "").trim();
  const describes = (i: number) => {
    const text = words(i);
    // A line with a note of its own is left as it is: its words may be a block with a note after.
    return text !== "" && !text.includes("//") && (LABEL.test(text) || TITLE.test(text)) && !mayBeBlock(text, ownFirstWords);
  };
  const out = [...lines];
  const note = (i: number) => {
    const line = lines[i] ?? "";
    out[i] = `${line.slice(0, line.length - line.trimStart().length)}// ${words(i)}`;
  };
  for (let start = 0; start < lines.length; ) {
    if (isBlank(lines[start] ?? "")) {
      start++;
      continue;
    }
    let end = start;
    while (end < lines.length && !isBlank(lines[end] ?? "")) end++;
    const paragraph = Array.from({ length: end - start }, (_, k) => start + k);
    const content = paragraph.filter((i) => !isComment(lines[i] ?? ""));
    if (content.length > 0 && content.every(describes)) {
      for (const i of content) note(i);
    } else {
      // Titles and labels right over a hat: they name the script that follows.
      for (const hat of paragraph.filter((i) => isHat(lines[i] ?? ""))) {
        for (let i = hat - 1; i >= start && (isComment(lines[i] ?? "") || describes(i)); i--) if (!isComment(lines[i] ?? "")) note(i);
      }
      // A title ending in a colon on top of a paragraph names the stack under it, hat or not
      // (`Thread 2:` over `forever`): no block ends in a colon.
      for (let i = start; i < end - 1 && (isComment(lines[i] ?? "") || (describes(i) && TITLE.test(words(i)))); i++) if (!isComment(lines[i] ?? "")) note(i);
    }
    start = end;
  }
  return out;
}
