// Where a change shows in a drawn picture (issue 30). The diff names lines of the whole new text;
// a picture is drawn from its own source (the whole text, or one sprite's tab, normalised), so
// each changed line is first found in that source by aligning the two texts line by line, then
// named by what the picture draws for it: its words, and which of the source's lines with the
// same words it is. The picture draws those lines in the same order, so "the 2nd `change x by
// (10)`" is one block, even when a comment or another block reads alike.
import { blockWords } from "./diff.words";
import { diffLines } from "./diff.lines";
import type { TLineChange } from "./diff.project";

/**
 * A line's words as the picture shows them: no comment after it, no brackets, menu arrows,
 * category overrides (`:: variables`) or green-flag words, lower case, letters and digits only.
 */
export function pictureWords(line: string): string {
  return blockWords(line)
    .replace(/\s*::\s*[\w-]+\s*(?=[)\]>])/g, "")
    .replace(/\s+v\s*([\])])/g, "$1")
    .replace(/\b(green\s+)?flag\b/gi, "")
    // icons (`@greenFlag`, `@turnRight`) draw no words, in any language
    .replace(/@[A-Za-z]+/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Words of the picture's own drawing (its labels and values), compared the same way. */
export function drawnWords(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

export type TPictureMarkKind = "added" | "changed" | "uses";

/** One drawn block to mark: the `occurrence`-th (0-based) drawn block with these words. */
export interface TPictureMark {
  kind: TPictureMarkKind;
  words: string;
  occurrence: number;
}

/**
 * The marks for one picture drawn from `source`, given the changes between two versions and the
 * whole new `text` their line numbers speak of. A changed line the source does not hold (another
 * sprite's tab) is not marked there.
 */
export function pictureMarks(
  text: string,
  source: string,
  changes: readonly TLineChange[],
  /** The words a source line draws in the picture's language (English: its own words). */
  drawnLineWords: (line: string) => string = pictureWords,
): TPictureMark[] {
  const textWords = text.split("\n").map(pictureWords);
  const sourceLines = source.split("\n");
  // both texts are English: aligned by their own words
  const sourceWords = sourceLines.map(pictureWords);
  const drawn = drawnLineWords === pictureWords ? sourceWords : sourceLines.map((line, index) => (sourceWords[index] === "" ? "" : drawnLineWords(line)));
  const inSource = new Map<number, number>();
  for (const op of diffLines(textWords, sourceWords)) if (op.kind === "same") inSource.set(op.oldIndex + 1, op.newIndex);
  const wanted = new Map<number, TPictureMarkKind>();
  for (const change of changes) {
    if (change.kind === "removed") continue;
    if (change.line !== undefined) wanted.set(change.line, change.kind);
    for (const line of change.uses ?? []) if (!wanted.has(line)) wanted.set(line, "uses");
  }
  const marks: TPictureMark[] = [];
  for (const [line, kind] of [...wanted].sort(([a], [b]) => a - b)) {
    const index = inSource.get(line);
    const words = index === undefined ? "" : drawn[index]!;
    if (index === undefined || words === "") continue;
    const occurrence = drawn.slice(0, index).filter((other) => other === words).length;
    marks.push({ kind, words, occurrence });
  }
  return marks;
}
