import * as syntax from "scratchblocks/syntax/index.js";
import { beforeAll, describe, expect, it } from "vitest";
import { diffProjectTexts, pictureMarks, pictureWords } from "../../../blocks/diff";
import { loadBlocksLanguage } from "../../../blocks/language.load";
import { drawnLineWordsIn, translateBlocksDoc, type TBlocksSyntax } from "./blocks.translate";

/**
 * Issue 30: a change is marked on the block its line draws, also when the picture is drawn in
 * another block language. scratchblocks' syntax (the same parse, translate and stringify the
 * browser build draws with) stands in for the picture: the marked words must be the words of
 * the changed block as translated in the whole picture, at the same place among alike blocks.
 */
const blocks = syntax as unknown as TBlocksSyntax;

const BALL = [
  "// sprite: Ball",
  "when green flag clicked",
  "forever",
  "  move (5) steps",
  "  if on edge, bounce",
  "end",
  "",
  "when [space v] key pressed",
  "move (5) steps",
  "say [Hello!] for (2) seconds",
].join("\n");
// the second `move (5) steps` changes: the first, alike, must not be marked
const FASTER = BALL.replace(/move \(5\) steps\nsay/, "move (8) steps\nsay").replace("say [Hello!] for (2) seconds", "say [Hello!] for (3) seconds");

describe.each(["de", "fr"])("change marks in a picture drawn in %s", (language) => {
  beforeAll(async () => {
    await loadBlocksLanguage(language);
  });

  it("marks the changed blocks by the words the translated picture draws, at their own place", () => {
    const diff = diffProjectTexts(BALL, FASTER);
    expect(diff.changes.map((change) => change.after)).toEqual(["move (8) steps", "say [Hello!] for (3) seconds"]);
    const marks = pictureMarks(FASTER, FASTER, diff.changes, drawnLineWordsIn(blocks, language));
    // the picture: the whole source translated as the renderer does, each line's drawn words
    const drawn = translateBlocksDoc(blocks, FASTER, language)!.stringify().split("\n").map(pictureWords);
    expect(marks).toHaveLength(2);
    for (const mark of marks) {
      // not the English words: those are not in this picture
      expect(drawn.filter((words) => words === mark.words).length, mark.words).toBeGreaterThan(mark.occurrence);
    }
    const [move, say] = marks;
    // the second of the two move blocks (the one that changed), drawn with its new value
    const moves = drawn.filter((words) => words === move!.words);
    expect(move!.words).toContain("8");
    expect(move!.words).not.toBe(pictureWords("move (8) steps"));
    expect(moves).toHaveLength(1);
    expect(say!.words).toContain("hello");
    expect(say!.words).toContain("3");
    expect(say!.words).not.toBe(pictureWords("say [Hello!] for (3) seconds"));
  });

  it("finds which of alike blocks changed among translated ones", () => {
    const twice = FASTER.replace("move (8) steps", "move (5) steps\nmove (5) steps");
    const changed = twice.replace(/move \(5\) steps\nmove \(5\) steps\nsay/, "move (5) steps\nmove (9) steps\nsay");
    const diff = diffProjectTexts(twice, changed);
    const [mark] = pictureMarks(changed, changed, diff.changes, drawnLineWordsIn(blocks, language));
    const englishMark = pictureMarks(changed, changed, diff.changes)[0]!;
    expect(mark).toMatchObject({ kind: "changed", occurrence: englishMark.occurrence });
    const drawn = translateBlocksDoc(blocks, changed, language)!.stringify().split("\n").map(pictureWords);
    expect(drawn.filter((words) => words === mark!.words)).toHaveLength(1);
  });
});
