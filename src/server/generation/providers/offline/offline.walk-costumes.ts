import { mendSections } from "./offline.program-sections";

/**
 * A walk both ways looks the same both ways (issue 26). "right arrow: the fox walks right and its
 * legs move (next costume); left arrow walks left": when one key's script of a sprite changes
 * costume as it moves and the mirror key's script of the same sprite moves with no costume change,
 * while the request says the same kind of going (walks, runs, flies ...) of that mirror key, the
 * mirror's step changes costume too. A request that says the costume stays ("without changing
 * costume", "same costume") is left as it is.
 */

const MIRRORS: [string, string][] = [
  ["left arrow", "right arrow"],
  ["up arrow", "down arrow"],
  ["a", "d"],
  ["w", "s"],
];

/** Ways of going that a body part's costume changes show. */
const GOING = /\b(?:walk|walks|walking|run|runs|running|fly|flies|flying|swim|swims|swimming|hop|hops|hopping|march|marches|marching|crawl|crawls|crawling|waddle|waddles|gallop|gallops|trot|trots|skip|skips|flap|flaps)\b/;

const KEEPS_COSTUME = /\b(?:without|no|not|never|don'?t|doesn'?t)\b[^.!?]{0,20}\bcostumes?\b|\bsame costume\b/;

const MOVES = /^\s*(?:change [xy] by|move \(|glide )/;
const COSTUME = /^\s*(?:next costume|switch costume to)/;

/** Where the request speaks of `key`: the words from it to the next mark or key. */
function wordsAboutKey(lower: string, key: string): string[] {
  const said = key.length === 1 ? new RegExp(`(?<![a-z])(?:the )?${key}(?: key)?(?![a-z'])`, "g") : new RegExp(`\\b${key.replace(" arrow", "")}(?: arrow)?(?: key)?\\b|\\barrow ${key.replace(" arrow", "")}\\b`, "g");
  return [...lower.matchAll(said)].map((m) => {
    const after = lower.slice(m.index + m[0].length);
    const end = after.search(/[.;!?(]|,\s*(?:and\s+)?(?:the\s+)?(?:left|right|up|down)\b|\band\s+(?:the\s+)?(?:left|right|up|down)\s+arrow\b/);
    return after.slice(0, end < 0 ? after.length : end);
  });
}

/** The script under the hat at `at`: its lines up to a blank line, a comment or another hat. */
function scriptEnd(lines: readonly string[], at: number): number {
  let end = at + 1;
  while (end < lines.length && (lines[end] as string).trim() !== "" && !/^(?:when |define |\/\/)/.test(lines[end] as string)) end++;
  return end;
}

export function walksBothWays(prompt: string, text: string): string {
  const lower = prompt.toLowerCase();
  if (KEEPS_COSTUME.test(lower)) return text;
  return mendSections(text, (section) => {
      let lines = section.text.split("\n");
      const hatAt = (key: string) => lines.findIndex((line) => line === `when [${key} v] key pressed`);
      for (const pair of MIRRORS) {
        for (const [walked, mirror] of [pair, [pair[1], pair[0]] as const]) {
          const from = hatAt(walked);
          const to = hatAt(mirror);
          if (from < 0 || to < 0) continue;
          const walkedBody = lines.slice(from + 1, scriptEnd(lines, from));
          const mirrorBody = lines.slice(to + 1, scriptEnd(lines, to));
          if (!walkedBody.some((line) => COSTUME.test(line)) || !walkedBody.some((line) => MOVES.test(line))) continue;
          if (mirrorBody.some((line) => COSTUME.test(line)) || !mirrorBody.some((line) => MOVES.test(line))) continue;
          if (!wordsAboutKey(lower, mirror).some((words) => GOING.test(words))) continue;
          const lastMove = to + 1 + mirrorBody.map((line) => MOVES.test(line)).lastIndexOf(true);
          const indent = /^\s*/.exec(lines[lastMove] as string)?.[0] ?? "";
          lines = [...lines.slice(0, lastMove + 1), `${indent}next costume`, ...lines.slice(lastMove + 1)];
          // (the script's own sentence says so too)
          if (/^\/\/ When /.test(lines[to - 1] ?? "")) lines[to - 1] = `${lines[to - 1] as string}, changing costume as it goes`;
        }
      }
      return lines.join("\n");
    });
}
