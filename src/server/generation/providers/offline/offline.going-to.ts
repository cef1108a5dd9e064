import { escapeRegExp } from "../../../../blocks";

/**
 * Going somewhere takes time (issue 26). "the Horse gallops to the Barn", "the Duck waddles over
 * to the Pond": a character that walks, runs or flies to another is seen on its way, so a `go to
 * (Barn v)` that jumps there at once is a glide to it (in the seconds the request says, else 1).
 * "goes to", "jumps to" and "appears at" stay a jump.
 */

const ON_ITS_WAY = String.raw`(?:walk|run|gallop|trot|fly|flie|swim|drive|ride|race|march|hop|crawl|sail|float|slide|dash|zoom|skate|roll|waddle|wander|stroll|hurr(?:y|ie)|rush|travel|jog|sprint|scurr(?:y|ie)|slither|paddle|drift)`;

export function goingTakesTime(prompt: string, text: string): string {
  const lower = prompt.toLowerCase();
  let mended = text;
  for (const m of lower.matchAll(new RegExp(String.raw`\b${ON_ITS_WAY}(?:s|es|ed|ing)?(?:\s+(?:all the way|over|across|back|straight|quickly|slowly|home))?\s+to\s+(?:the\s+|a\s+|an\s+|his\s+|her\s+|its\s+|their\s+)?([a-z][a-z0-9]*)`, "g"))) {
    const place = m[1] as string;
    const goTo = new RegExp(`^(\\s*)go to \\((${escapeRegExp(place)}) v\\)\\s*$`, "im");
    const found = goTo.exec(mended);
    if (!found) continue;
    const seconds = /\b(?:in|for|over)\s+(\d+(?:\.\d+)?)\s+sec/.exec(lower.slice(m.index, m.index + m[0].length + 40))?.[1] ?? "1";
    mended = mended.replace(goTo, `${found[1] as string}glide (${seconds}) secs to (${found[2] as string} v)`);
  }
  return mended;
}
