import { programSections } from "./offline.program-sections";

/**
 * Upright by default (issue 26, decision 1670): "the cat walks back and forth forever" is built as
 * a move and `if on edge, bounce` in a loop, and Scratch's own rotation style (all around) then
 * draws the Cat upside down all the way back: the first thing a teacher fixes with a class, and
 * never what a child means by walking back and forth. A sprite whose loop bounces it off the
 * edges while it only ever faces right or left (no line of it turns, points towards anything,
 * points another way than 90 or -90, or sets a style) gets `set rotation style [left-right v]`
 * just before that loop, and before the way it points for it.
 *
 * It runs on the finished project text, whoever wrote it (the plan or the library), after every
 * check of what the answer holds, so the block is never taken for a part of the request. A
 * request that speaks of rotating at all ("rotation style all around", "it should not rotate")
 * says for itself how its sprite turns, and is left as it is.
 */

const LEFT_RIGHT = "set rotation style [left-right v]";

/** Words with which a request says how its sprite turns (or flips) by itself. */
const ROTATION_WORDS = /\b(?:rotation|rotat(?:e|es|ing|ed)|upside|upright|flip(?:s|ping|ped)?)\b/i;

/** Lines that turn a sprite, point it a way other than right or left, or set its style. */
const TURNS_OR_STYLES = /^(?:turn (?:right|left|cw|ccw)|turn ⟳|turn ⟲|point towards|set rotation style|point in direction \((?!-?90\)))/;

const LOOP_START = /^(?:forever|repeat\b)/;
const POINTS_SIDEWAYS = /^point in direction \(-?90\)$/;

/** A line's blocks without the lesson comment a line may carry. */
const blocksOf = (line: string) => line.replace(/ \/\/ .*$/, "").trim();
const indentOf = (line: string) => line.length - line.trimStart().length;

/** Where the loop that bounces starts, in a sprite section's lines, or -1. */
function bouncingLoopAt(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!LOOP_START.test(blocksOf(line))) continue;
    const indent = indentOf(line);
    for (let k = i + 1; k < lines.length; k++) {
      const inner = lines[k] as string;
      if (inner.trim() === "" || (indentOf(inner) <= indent && blocksOf(inner) === "end")) break;
      if (blocksOf(inner) === "if on edge, bounce") return i;
    }
  }
  return -1;
}

export function uprightWhenBouncing(prompt: string, text: string): string {
  if (ROTATION_WORDS.test(prompt)) return text;
  return programSections(text)
    .map((section) => {
      if (section.isStage) return section.text;
      const lines = section.text.split("\n");
      if (lines.some((line) => TURNS_OR_STYLES.test(blocksOf(line)))) return section.text;
      let at = bouncingLoopAt(lines);
      if (at < 0) return section.text;
      const indent = " ".repeat(indentOf(lines[at] as string));
      while (at > 0 && POINTS_SIDEWAYS.test(blocksOf(lines[at - 1] as string)) && indentOf(lines[at - 1] as string) === indent.length) at -= 1;
      return [...lines.slice(0, at), `${indent}${LEFT_RIGHT}`, ...lines.slice(at)].join("\n");
    })
    .join("");
}
