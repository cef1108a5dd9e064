/**
 * "when i click the green flag the Car goes to ...": the click the request says is the green
 * flag's (issue 26, decision 1200). A part named only of click words ("click", "i click") is done
 * by a script the green flag starts when every click the request says is a click of the flag.
 * A click of anything else ("click the Car") stays named until the program has it.
 */

const CLICK = /\b(?:click|clicks|clicked|clicking|press|presses|pressed|pressing|tap|taps|tapped)\b/g;

const CLICK_WORD = /^(?:click|clicks|clicked|clicking|press|presses|pressed|pressing|tap|taps|tapped)$/;

/** A click the request says of the green flag: "click the green flag", "clicking on the flag", "the flag is clicked". */
const OF_THE_FLAG = /^\s+(?:on\s+)?(?:the\s+)?(?:green\s+)?flag\b/;

export function flagClickParts(prompt: string, parts: readonly string[], text: string): string[] {
  if (!/^when green flag clicked$/m.test(text.replace(/^\s+/gm, ""))) return [];
  const lower = prompt.toLowerCase();
  const clicks = [...lower.matchAll(CLICK)];
  const allOfTheFlag = clicks.length > 0 && clicks.every((m) => OF_THE_FLAG.test(lower.slice((m.index ?? 0) + m[0].length)) || /flag\s+(?:is\s+|gets\s+|was\s+)?$/.test(lower.slice(0, m.index)));
  if (!allOfTheFlag) return [];
  return parts.filter((part) => {
    const words = part.toLowerCase().split(/\s+/).filter((word) => word !== "");
    return words.some((word) => CLICK_WORD.test(word)) && words.every((word) => /^(?:i|you|we|when|the|click|clicks|clicked|clicking|press|pressed|tap|tapped)$/.test(word));
  });
}
