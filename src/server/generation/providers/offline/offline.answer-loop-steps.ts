import { readWords, type TWord } from "./plan/plan.words";

/**
 * Steps asked inside a count, built outside it (issue 26, decision 1730): "then 10 times says
 * count for 1 second and changes count by 1" built with the say before `repeat (10)` and only the
 * change inside; "play a sound at the start, then next costume and wait 0.5, 8 times" built with
 * the sound inside the loop. The program has the loop and has every block, so no check of numbers
 * or words sees it; the order is what changed. Here the steps of a count's own clause (after
 * "N times", or the last before a closing ", N times") are looked for inside `repeat (N)`, and a
 * step said "at the start" or "first" (before the count's "then") is looked for outside it. A step whose block is not
 * in the program at all is the other checks' business: only a step built in the wrong place is named.
 */

/** The verbs a child uses for a step, each with the blocks that do it (a plain, trimmed block line). */
const STEPS: [RegExp, RegExp][] = [
  [/^(?:say|shout|yell)$/, /^say /],
  [/^think$/, /^think /],
  [/^ask$/, /^ask /],
  [/^(?:move|walk|step|run)$/, /^move |^change [xy] by /],
  [/^(?:turn|rotate)$/, /^turn /],
  [/^(?:wait|pause)$/, /^wait \(/],
  [/^glide$/, /^glide /],
  [/^(?:costume|outfit)$/, /costume/],
  [/^(?:play|sound|drum|note)$/, /^play |^start sound/],
  [/^hide$/, /^hide$/],
  [/^show$/, /^show$/],
  [/^stamp$/, /^stamp$/],
];

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** The block kinds of the steps said in `words[from..to)`, each once, with the word that said it. */
function stepsSaid(words: readonly TWord[], from: number, to: number): { word: string; block: RegExp }[] {
  const found: { word: string; block: RegExp }[] = [];
  for (let k = from; k < to; k++) {
    const word = words[k] as TWord;
    if (word.quote !== undefined || word.number !== undefined) continue;
    const step = STEPS.find(([said]) => said.test(word.lemma) || said.test(word.word));
    if (step && !found.some((one) => one.block === step[1])) found.push({ word: word.raw, block: step[1] });
  }
  return found;
}

/** The program's lines, each with whether it sits inside a `repeat (count)` (at any depth). */
function linesByLoop(text: string, count: number): { line: string; inside: boolean }[] {
  const lines = text.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("//"));
  const indent = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;
  const loop = new RegExp(`^repeat \\(${count}\\)`);
  const open: number[] = [];
  return lines.map((raw) => {
    const line = raw.replace(/\s\/\/.*$/, "").trim();
    while (open.length > 0 && indent(raw) <= (open[open.length - 1] as number)) open.pop();
    const inside = open.length > 0;
    if (loop.test(line)) open.push(indent(raw));
    return { line, inside };
  });
}

/**
 * Where the steps a closing count is said of start, back from `at`: after the nearest mark, "then"
 * or "and" (one mark right before `at` is the count's own). "says hi and grows by 5, 20 times" may
 * count the growing alone: only the last step before the count is surely its.
 */
function clauseStart(words: readonly TWord[], at: number): number {
  let k = at - 1;
  if (words[k]?.mark === ",") k--;
  while (k >= 0 && words[k]?.mark === undefined && !/^(?:then|and)$/.test(words[k]?.word ?? "")) k--;
  return k + 1;
}

/** Where a clause ends, on from `at`: before the next sentence's end, or a mark followed by "then" or a new doer. */
function clauseEnd(words: readonly TWord[], at: number): number {
  let k = at;
  while (k < words.length && !/^[.;!?]$/.test(words[k]?.mark ?? "") && words[k]?.word !== "then" && !(words[k]?.mark === "," && words[k + 1]?.isNoun && !words[k + 1]?.isVerb)) k++;
  return k;
}

export function stepsOutOfTheirCount(prompt: string, text: string): string[] {
  const words = readWords(prompt);
  const named: string[] = [];
  words.forEach((word, at) => {
    if (!/^times$/.test(words[at + 1]?.word ?? "")) return;
    const count = word.number ?? COUNT_WORDS[word.word];
    if (count === undefined || count < 2 || !Number.isInteger(count)) return;
    const lines = linesByLoop(text, count);
    if (!lines.some(({ line }) => line === `repeat (${count})`)) return;
    const next = words[at + 2];
    // "10 times says count and changes count by 1": the steps after the count; "next costume and wait 0.5, 8 times": the steps before it
    const after = next !== undefined && next.mark === undefined && next.quote === undefined && stepsSaid(words, at + 2, at + 3).length > 0;
    const closing = next === undefined || /^[.;!?,]$/.test(next.mark ?? "");
    if (!after && !closing) return;
    const from = after ? at + 2 : clauseStart(words, at);
    const to = after ? clauseEnd(words, at + 2) : at;
    const steps = stepsSaid(words, from, to);
    if (steps.length === 0) return;
    const clause = words.slice(from, to).filter((one) => one.mark === undefined || one.mark === ",").map((one) => one.name ?? one.raw).join(" ").replace(/ ,/g, ",").replace(/,$/, "").trim();
    for (const { block } of steps) {
      const built = lines.filter(({ line }) => block.test(line));
      if (built.length > 0 && !built.some(({ inside }) => inside)) {
        named.push(`${clause}, ${count} times`);
        return;
      }
    }
    // "play a sound at the start, then ...": a step said before the count's clause, in its sentence, is no step of the loop
    if (after) return;
    let then = at - 1;
    if (words[then]?.mark === ",") then--;
    while (then >= 0 && words[then]?.mark === undefined && words[then]?.word !== "then") then--;
    if (then <= 0 || words[then]?.word !== "then") return;
    let start = then;
    while (start > 0 && !/^[.;!?:]$/.test(words[start - 1]?.mark ?? "")) start--;
    // (only a step the request says once, "at the start", "first": a step before "then" alone may be counted too)
    if (!/\b(?:at the (?:start|beginning)|first|at first|once|to (?:start|begin))\b/.test(words.slice(start, then).map((one) => one.word).join(" "))) return;
    const before = stepsSaid(words, start, then).filter(({ block }) => !steps.some((step) => step.block === block));
    for (const { block } of before) {
      const built = lines.filter(({ line }) => block.test(line));
      if (built.length > 0 && built.every(({ inside }) => inside)) named.push(`${words.slice(start, then).filter((one) => one.mark === undefined).map((one) => one.name ?? one.raw).join(" ")}, once before the ${count} times`);
    }
  });
  return [...new Set(named)];
}
