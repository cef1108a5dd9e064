import { changeAfter, signedChangeAt } from "./plan/plan.variables";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * A count asked to go down and built going up (issue 26, decisions 1320, 1350): "the Ghost takes 1
 * away from lives when it touches the Kid" built with `change [lives v] by (1)`. Words that take
 * a number away ask for the number taken off; when the program changes a variable by that number
 * upwards and never takes it off anything (a change by minus the number, a set to something minus
 * it), the taking away is named as left out, in the request's words.
 *
 * The wordings are read on the request's words, by the plan's own readers where it has them
 * ("goes down by 4", "drops by 2": `changeAfter`; "lives -1": `signedChangeAt`), so a wording the
 * plan learns to read is checked here too.
 */

/** The verbs that take a number away: "takes 5 away", "loses 2", "subtracts 1". */
const TAKES = /^(?:take|lose|subtract)$/;

/** A number taken away said at `i`, and where its words end. */
function takenAt(words: readonly TWord[], i: number): { value: TWord; end: number } | undefined {
  const [a, b, c, d] = [words[i], words[i + 1], words[i + 2], words[i + 3]];
  if (a === undefined) return undefined;
  // "takes 5 away", "take away 5", "loses 2", "minus 3"
  if (TAKES.test(a.lemma) || a.word === "minus") {
    if (b?.number !== undefined) return { value: b, end: c?.word === "away" ? i + 3 : i + 2 };
    if (TAKES.test(a.lemma) && b?.word === "away" && c?.number !== undefined) return { value: c, end: i + 3 };
  }
  // "counts down 4", "counting down by 2"
  if (a.lemma === "count" && b?.word === "down") {
    if (c?.number !== undefined) return { value: c, end: i + 3 };
    if (c?.word === "by" && d?.number !== undefined) return { value: d, end: i + 4 };
  }
  // "goes down by 4", "drops by 2", "decreases by 3": the variables' reader, with its number said
  const change = changeAfter(words, i);
  const said = words[(change?.end ?? 0) - 1];
  if (change !== undefined && !change.up && said?.number !== undefined && change.end > i + 1) return { value: said, end: change.end };
  // "lives -1"
  const signed = signedChangeAt(words, i);
  if (signed !== undefined && signed.by < 0) return { value: words[i + 1] as TWord, end: i + 2 };
  return undefined;
}

export function signsTurnedUp(prompt: string, text: string): string[] {
  const words = readWords(prompt);
  const named: string[] = [];
  words.forEach((_, i) => {
    const taken = takenAt(words, i);
    if (taken === undefined) return;
    const said = taken.value.raw.replace(/^[-+]/, "");
    const value = Number(said);
    const number = String.raw`\(${said.replace(".", "\\.")}\)`;
    const up = new RegExp(String.raw`^\s*change \[[^\]]+ v\] by ${number}`, "m").test(text);
    const down = new RegExp(String.raw`by \(-${said.replace(".", "\\.")}\)|\) - ${number}\)|\(-${said.replace(".", "\\.")}\)`).test(text);
    if (value > 0 && up && !down) named.push(words.slice(i, taken.end).map((word) => word.raw).join(" "));
  });
  return [...new Set(named)];
}
