import type { TWord } from "./plan.words";

/**
 * "0.1 seconds apart", "with a 1 second wait between", "a 2 second pause between each one",
 * "half a second between them": a pause closing a clause that repeats, said as the space between
 * the repeats rather than as a step of its own; "one every 0.5 seconds" says it as the time each
 * repeat takes ("one at a time every 0.5 seconds" too). The seconds and the words' span.
 */
export function readSpacing(words: readonly TWord[]): { seconds: number; from: number; end: number } | undefined {
  let end = words.length;
  while (end > 0 && words[end - 1]?.mark !== undefined) end--;
  // "0.5 seconds apart", "one second apart from each other"
  const apart = words.findIndex((w, i) => i < end && w.word === "apart" && words[i - 1]?.lemma === "second" && words[i - 2]?.number !== undefined);
  if (apart >= 0 && trailing(words, apart + 1, end)) return { seconds: words[apart - 2]?.number as number, from: apart - 2, end };
  // "one every 0.5 seconds", "one a second", "one number per second": one repeat for each stretch of time
  for (let i = 0; i < end; i++) {
    if (words[i]?.raw !== "one" && words[i]?.word !== "one") continue;
    let k = words[i + 1]?.isNoun && !/^(?:every|each|per|a|an)$/.test(words[i + 1]?.word ?? "") ? i + 2 : i + 1;
    // ("one at a time, every 0.5 seconds")
    if (words[k]?.word === "at" && words[k + 1]?.word === "a" && words[k + 2]?.word === "time") k += words[k + 3]?.mark === "," ? 4 : 3;
    if (!/^(?:every|each|per|a|an)$/.test(words[k]?.word ?? "")) continue;
    k++;
    const seconds = words[k]?.number;
    if (seconds !== undefined) k++;
    if (words[k]?.lemma !== "second" || !trailing(words, k + 1, end)) continue;
    return { seconds: seconds ?? 1, from: i, end };
  }
  // "(with) a 1 second wait between", "a 2 second pause in between each", "0.5 seconds between each one"
  for (let i = 0; i < end; i++) {
    if (words[i]?.number === undefined || words[i + 1]?.lemma !== "second") continue;
    let k = i + 2;
    if (/^(?:wait|pause|gap|break|rest)$/.test(words[k]?.lemma ?? "")) k++;
    if (words[k]?.word === "in") k++;
    if (words[k]?.word !== "between") continue;
    if (!trailing(words, k + 1, end)) continue;
    let from = i;
    if (/^(?:a|an)$/.test(words[from - 1]?.word ?? "")) from--;
    if (/^(?:with|and)$/.test(words[from - 1]?.word ?? "")) from--;
    return { seconds: words[i]?.number as number, from, end };
  }
  return undefined;
}

/** Nothing after the pause but "each", "each one", "them", "each other", "each time": it closes the clause. */
function trailing(words: readonly TWord[], from: number, end: number): boolean {
  const rest = words.slice(from, end).map((w) => w.word).join(" ");
  return /^(?:(?:from )?(?:each|every)(?: [a-z]+)?|them|)$/.test(rest);
}
