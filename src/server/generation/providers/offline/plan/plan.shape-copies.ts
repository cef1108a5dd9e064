import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

/**
 * Several copies of a shape (issue 26, decision 730): "draw 6 squares in a ring, turning 60
 * degrees after each square", "8 triangles, and turn 45 degrees between each one". A loop within
 * a loop: the shape's own loop, that many times; what the next clause does "after each" goes in
 * the copies' loop after the shape (intoLastLoop).
 */

/** The count before the shape word at `shapeAt` ("6 squares") and the words "in a ring" after it. */
export function readCopies(words: readonly TWord[], shapeAt: number): { count: number; used: number[] } | undefined {
  const count = words[shapeAt - 1]?.number;
  if (count === undefined || count < 2 || !Number.isInteger(count)) return undefined;
  const used = [shapeAt - 1];
  // "in a ring", "in a circle": how the copies stand, which the turn between them makes
  const i = shapeAt + 1;
  if (words[i]?.word === "in" && words[i + 1]?.word === "a" && /^(?:ring|circle|flower|pattern)$/.test(words[i + 2]?.word ?? "")) used.push(i, i + 1, i + 2);
  return { count, used };
}

/**
 * Puts `steps` at the end of the last repeat of `script` (before the pen goes up after it), for
 * "after each" said of what that loop repeats. False when the script has no repeat to go into.
 */
export function intoLastLoop(script: TStep[], steps: readonly TStep[]): boolean {
  let at = script.length - 1;
  if (script[at]?.kind === "block" && (script[at] as { text: string }).text === "pen up") at--;
  const loop = script[at];
  if (loop?.kind !== "repeat") return false;
  loop.body.push(...steps);
  return true;
}
