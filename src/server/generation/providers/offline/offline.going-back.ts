import { programSections, scriptsIn } from "./offline.program-sections";

/**
 * A last step the request orders after the others is in the program after them (issue 26). "draw a
 * square of side 50 with the pen, then go back to x 0 y 0": the reader put its `go to x: (0) y: (0)`
 * before the drawing (where a drawing starts), and the going back the child asked for was gone,
 * unsaid. A going back ("goes back to x 0 y 0", "then returns to the middle") is kept only by a
 * `go to` that comes after something the script does; when no script has one, the one script that
 * moves or draws ends with it (a mend), and when no one script can (two movers, a forever loop),
 * the going back is named.
 */

export interface TGoingBack {
  /** The request's words for it ("go back to x 0 y 0"). */
  words: string;
  x: number;
  y: number;
}

const GOING_BACK = /\b((?:go(?:es)?|comes?|jumps?|moves?|glides?)\s+back\s+to|returns?\s+to)\s+(?:(?:x\s*[:=]?\s*(-?\d+)\s*,?\s*(?:and\s+)?y\s*[:=]?\s*(-?\d+))|(?:the\s+)?(?:centre|center|middle)(?:\s+of\s+the\s+(?:stage|screen))?)/gi;

/** The goings back the request asks for, each with where it goes. */
export function goingsBack(prompt: string): TGoingBack[] {
  return [...prompt.matchAll(GOING_BACK)].map((m) => ({ words: m[0].trim(), x: Number(m[2] ?? 0), y: Number(m[3] ?? 0) }));
}

/** Blocks that do something: a `go to` after one is where the script goes next, not where it starts. */
const DOING = /^(?:move|turn|repeat|forever|if|change [xy] by|glide|say|think|pen down|play|start sound|next costume|wait)\b/;

/** True when a script goes to (x, y) after doing something. */
function goesBackIn(lines: readonly string[], going: TGoingBack): boolean {
  const at = new RegExp(`^go to x: \\(${going.x}\\) y: \\(${going.y}\\)$|^glide \\(.+?\\) secs to x: \\(${going.x}\\) y: \\(${going.y}\\)$`);
  // under an event's hat ("when I receive ...", "when this sprite clicked"), a `go to` comes after that event
  if (lines[0] !== "when green flag clicked" && lines.some((line) => at.test(line))) return true;
  const firstDoing = lines.findIndex((line, i) => i > 0 && DOING.test(line));
  return firstDoing > 0 && lines.some((line, i) => i > firstDoing && at.test(line));
}

const goneBack = (text: string, going: TGoingBack) => programSections(text).some((section) => section.scripts.some((script) => goesBackIn(script.trimmed, going)));

/** A script that moves or draws, whose last block can be followed (no forever loop in it). */
const endsOpen = (trimmed: readonly string[]) => trimmed.some((line) => /^(?:move|pen down|glide|change [xy] by|turn)\b/.test(line)) && !trimmed.includes("forever") && trimmed[0] === "when green flag clicked";

/** The program ending its one moving script with each going back it does not do yet. */
export function goBackLast(prompt: string, text: string): string {
  let mended = text;
  for (const going of goingsBack(prompt)) {
    if (goneBack(mended, going)) continue;
    const chunks = mended.split(/\n(?=\n)/);
    const movers = chunks.flatMap((chunk, i) => scriptsIn(chunk).filter((script) => endsOpen(script.trimmed)).map(() => i));
    if (movers.length !== 1) continue;
    const at = movers[0] as number;
    const chunk = chunks[at] as string;
    const said = `, then goes back to x ${going.x}, y ${going.y}`;
    chunks[at] = `${chunk.replace(/^(\/\/ When [^:\n]+: .+)$/m, `$1${said}`).replace(/\n*$/, "")}\ngo to x: (${going.x}) y: (${going.y})`;
    mended = chunks.join("\n");
  }
  return mended;
}

/** The goings back the program does not do after the rest: named as left out. */
export function goingsBackNotLast(prompt: string, text: string): string[] {
  return goingsBack(prompt)
    .filter((going) => !goneBack(text, going))
    .map((going) => going.words);
}
