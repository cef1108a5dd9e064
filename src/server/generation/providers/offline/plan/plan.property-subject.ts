/**
 * Issue 26, decision 1560: a size or an effect said as the subject of its own change: "its size
 * changes by 10", "the ghost effect is set to 100, then 10 times it changes by -10". Read as the
 * blocks say it ("change size by 10", "set ghost effect to 100", "change ghost effect by -10"), so
 * the count and the steps around it are read as they are for any step; "it" after such a change,
 * changing by a number, is the same value again.
 */
import { madeWord as word, type TWord } from "./plan.words";

const EFFECTS = /^(?:ghost|colou?r|brightness|fisheye|whirl|pixelate|mosaic)$/;

/** The value's words from `at` ("its size", "the ghost effect"): its block words and where they end. */
function valueAt(words: readonly TWord[], at: number): { value: TWord[]; end: number } | undefined {
  if (!/^(?:its|the|his|her|their)$/.test(words[at]?.word ?? "")) return undefined;
  const first = words[at + 1];
  if (!first || first.mark !== undefined) return undefined;
  if (first.word === "size") return { value: [word("size")], end: at + 2 };
  if (EFFECTS.test(first.word) && words[at + 2]?.word === "effect" && words[at + 2]?.mark === undefined) return { value: [word(first.word), word("effect")], end: at + 3 };
  return undefined;
}

/** The change at `at`: "changes by", "is changed by", "goes up by", "is set to"; the verb and the word before the number. */
function changeAt(words: readonly TWord[], at: number): { verb: "change" | "set"; end: number } | undefined {
  let i = at;
  if (words[i]?.word === "is" || words[i]?.word === "gets") i++;
  const verb = words[i]?.lemma ?? "";
  const by = words[i + 1]?.word;
  if (/^(?:change|grow|increase)$/.test(verb) && by === "by" && words[i + 2]?.number !== undefined) return { verb: "change", end: i + 2 };
  if (verb === "set" && by === "to" && words[i + 2]?.number !== undefined) return { verb: "set", end: i + 2 };
  return undefined;
}

export function propertySubjects(words: TWord[]): void {
  let last: TWord[] | undefined;
  for (let at = 0; at < words.length; at++) {
    const w = words[at] as TWord;
    if (/^[.!?;]$/.test(w.mark ?? "")) last = undefined;
    // (opening its clause: the start, a mark, "and", "then" or a count's "times" before it)
    const before = words[at - 1];
    const opens = before === undefined || before.mark !== undefined || /^(?:and|then|times|time)$/.test(before.word);
    if (!opens) continue;
    const value = valueAt(words, at);
    if (value) {
      const change = changeAt(words, value.end);
      if (!change) continue;
      last = value.value;
      // "its size changes by 10" -> "change size by 10"; "the ghost effect is set to 100" -> "set ghost effect to 100"
      words.splice(at, change.end - at, word(change.verb, { isVerb: true }), ...value.value.map((v) => ({ ...v })), word(change.verb === "set" ? "to" : "by"));
      continue;
    }
    // "... then 10 times it changes by -10": the value just changed, again
    if (w.word === "it" && last) {
      const change = changeAt(words, at + 1);
      if (!change || change.verb !== "change") continue;
      words.splice(at, change.end - at, word("change", { isVerb: true }), ...last.map((v) => ({ ...v })), word("by"));
    }
  }
}
