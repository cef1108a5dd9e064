/**
 * Issue 26, decision 1560: "draws a star with pen size 2: pen down, then ...": the pen's size said
 * with what is drawn, right before the colon that spells the steps, is the first of those steps ("set pen
 * size to 2"), so the steps after the colon stay the script's own.
 */
import { madeWord as word, type TWord } from "./plan.words";

export function penSizeBeforeColon(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    if (words[at]?.word !== "with") continue;
    let i = at + 1;
    if (/^(?:a|the)$/.test(words[i]?.word ?? "")) i++;
    if (words[i]?.word !== "pen" || words[i + 1]?.word !== "size") continue;
    i += 2;
    if (words[i]?.word === "of") i++;
    const size = words[i];
    if (size?.number === undefined || words[i + 1]?.mark !== ":") continue;
    // "with pen size 2 :" goes; "set pen size to 2 ," opens what the colon spells
    words.splice(at, i + 1 - at);
    words.splice(at + 1, 0, word("set", { lemma: "set", isVerb: true }), word("pen", { isNoun: true }), word("size", { isNoun: true }), word("to"), size, word(",", { mark: "," }));
    return;
  }
}
