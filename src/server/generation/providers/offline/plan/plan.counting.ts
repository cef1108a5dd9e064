/**
 * Issue 26 (decision 850): counting said aloud ("counts from 10 to 1", "counts down from 5",
 * "counts up to 20"): a variable that starts at the first number, said and stepped by one towards
 * the last, as many times as there are numbers. The pause between numbers ("one number a second",
 * "every second") goes after each number is said.
 */
import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

export const COUNT_VARIABLE = "count";

export interface TCounting {
  from: number;
  to: number;
  /** The loop, whose body a pause between the numbers joins after the number is said. */
  loop: Extract<TStep, { kind: "repeat" }>;
  steps: TStep[];
  says: string;
  used: number[];
  /** Read from a list of numbers ("says 3, 2, 1"): unrolled into one saying per number once the plan is read. */
  listed?: boolean;
}

/** The words after "count" at `at` (up to `to`): "from 10 to 1", "down from 5", "up to 20", "to 10". */
export function readCounting(words: readonly TWord[], at: number, to: number): TCounting | undefined {
  if (words[at]?.lemma !== "count") return undefined;
  const used = [at];
  let k = at + 1;
  const way = /^(?:down|up|backwards)$/.test(words[k]?.word ?? "") ? (words[k++] as TWord).word : undefined;
  if (way) used.push(k - 1);
  let from: number | undefined;
  let last: number | undefined;
  if (words[k]?.word === "from" && words[k + 1]?.number !== undefined) {
    from = words[k + 1]?.number;
    used.push(k, k + 1);
    k += 2;
  }
  if (words[k]?.word === "to" && words[k + 1]?.number !== undefined && k + 1 < to) {
    last = words[k + 1]?.number;
    used.push(k, k + 1);
  }
  // "counts down from 5": to 1; "counts to 10", "counts up to 10": from 1
  if (from === undefined && last === undefined) return undefined;
  const start = from ?? 1;
  const end = last ?? (way === "up" ? undefined : 1);
  if (end === undefined || !Number.isInteger(start) || !Number.isInteger(end) || start === end || Math.abs(end - start) > 1000) return undefined;
  const step = end > start ? 1 : -1;
  // ", saying each number for 1 second": how long each number is said
  const saying = eachNumberSaid(words, k);
  if (saying) used.push(...saying.used);
  // (with no time said, each number is said for a second, so each can be seen; a pace said later replaces it)
  const say = `say (${COUNT_VARIABLE}) for (${saying?.seconds ?? 1}) seconds`;
  const loop: Extract<TStep, { kind: "repeat" }> = {
    kind: "repeat",
    times: Math.abs(end - start) + 1,
    body: [
      { kind: "block", text: say },
      { kind: "block", text: `change [${COUNT_VARIABLE} v] by (${step})` },
    ],
  };
  // "a timer that counts down from 10": a timer counts seconds, one number a second
  const timer = words.findIndex((w, i) => i >= at - 3 && i < at && /^(?:timer|clock|stopwatch)$/.test(w.lemma));
  const counting: TCounting = { from: start, to: end, loop, steps: [{ kind: "block", text: `set [${COUNT_VARIABLE} v] to (${start})` }, loop], says: words[at]?.listed ? `says ${Array.from({ length: Math.abs(end - start) + 1 }, (_n, i) => start + i * step).join(", ")}` : `counts from ${start} to ${end}`, used, ...(words[at]?.listed ? { listed: true } : {}) };
  if (timer >= 0) {
    used.push(timer);
    pauseBetweenNumbers(counting, 1);
  }
  return counting;
}

/** The pause between the numbers, after each one is said (before the count moves on). */
export function pauseBetweenNumbers(counting: TCounting, seconds: number): void {
  const waits = counting.loop.body.findIndex((step) => step.kind === "block" && step.text.startsWith("wait ("));
  const pause: TStep = { kind: "block", text: `wait (${seconds}) seconds` };
  // (the number is said, then the pause: no second of saying on top of it)
  counting.loop.body[0] = { kind: "block", text: `say (${COUNT_VARIABLE})` };
  if (waits >= 0) counting.loop.body[waits] = pause;
  else counting.loop.body.splice(1, 0, pause);
}

/** "saying each number for 1 second", "and says every number": the count's own saying, and for how long. */
export function eachNumberSaid(words: readonly TWord[], from: number): { seconds?: number; used: number[] } | undefined {
  // "(one second each)", ", 2 seconds each": how long each number is said
  const each = words.findIndex((w, i) => i >= from && w.number !== undefined && /^(?:second|sec)$/.test(words[i + 1]?.lemma ?? "") && words[i + 2]?.word === "each");
  if (each >= 0 && !words.slice(from, each).some((w) => w.mark !== undefined && w.mark !== ",")) return { seconds: words[each]?.number, used: [each, each + 1, each + 2] };
  const at = words.findIndex((w, i) => i >= from && w.lemma === "say" && /^(?:each|every|the)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.lemma === "number");
  if (at < 0 || words.slice(from, at).some((w) => w.mark !== undefined && w.mark !== ",")) return undefined;
  const used = [at, at + 1, at + 2];
  if (words[at + 3]?.word === "for" && words[at + 4]?.number !== undefined && words[at + 5]?.lemma === "second") return { seconds: words[at + 4]?.number, used: [...used, at + 3, at + 4, at + 5] };
  return { used };
}

/** "..., saying each number for 2 seconds" said as a clause of its own: the count's saying takes that long. */
export function sayEachNumberFor(counting: TCounting, seconds: number | undefined): void {
  if (seconds !== undefined) counting.loop.body[0] = { kind: "block", text: `say (${COUNT_VARIABLE}) for (${seconds}) seconds` };
}

/** Every block text in steps, loops and branches included, rewritten. */
function rewriteSteps(steps: TStep[], rewrite: (text: string) => string): void {
  for (const step of steps) {
    if (step.kind === "block") step.text = rewrite(step.text);
    else if (step.kind === "if") {
      rewriteSteps(step.then, rewrite);
      if (step.else) rewriteSteps(step.else, rewrite);
    } else rewriteSteps(step.body, rewrite);
  }
}

const mentions = (steps: readonly TStep[], name: string): boolean => JSON.stringify(steps).includes(`[${name} v]`) || JSON.stringify(steps).includes(`(${name})`);

/** Things that count and show what they count: "a timer that counts down from 30". */
const COUNTING_THINGS = /^(?:timer|countdown|stopwatch|counter|clock)$/;

/**
 * "a timer that counts down from 30": the count is the timer's, so it is kept in a variable named
 * as the child named the thing ("timer"), the word the stage shows beside the number.
 */
export function countNamedForItsThing(words: readonly TWord[], scripts: readonly { steps: TStep[] }[], variables: Map<string, number | string>): void {
  const all = scripts.flatMap((script) => script.steps);
  if (!variables.has(COUNT_VARIABLE) || !mentions(all, COUNT_VARIABLE)) return;
  const at = words.findIndex((word, i) => word.lemma === "count" && /^(?:that|which)$/.test(words[i - 1]?.word ?? "") && COUNTING_THINGS.test(words[i - 2]?.word ?? ""));
  const name = at < 0 ? undefined : (words[at - 2] as TWord).word;
  if (name === undefined || variables.has(name)) return;
  keepCountIn(name, scripts, variables);
}

/**
 * "counts from 1 to 10 ... Use a variable called n": the one variable the request names and no
 * script uses is the count's, so the count is kept in it.
 */
export function countInNamedVariable(scripts: readonly { steps: TStep[] }[], variables: Map<string, number | string>): void {
  const all = scripts.flatMap((script) => script.steps);
  if (!variables.has(COUNT_VARIABLE) || !mentions(all, COUNT_VARIABLE)) return;
  const unused = [...variables.keys()].filter((name) => name !== COUNT_VARIABLE && !mentions(all, name));
  if (unused.length !== 1) return;
  keepCountIn(unused[0] as string, scripts, variables);
}

/** The count's variable renamed `name` in every script, starting where the count started. */
function keepCountIn(name: string, scripts: readonly { steps: TStep[] }[], variables: Map<string, number | string>): void {
  for (const script of scripts) rewriteSteps(script.steps, (text) => text.replaceAll(`[${COUNT_VARIABLE} v]`, `[${name} v]`).replaceAll(`(${COUNT_VARIABLE})`, `(${name})`));
  variables.set(name, variables.get(COUNT_VARIABLE) as number);
  variables.delete(COUNT_VARIABLE);
}

/**
 * Decision 880: the numbers of a count given as a list ("counts 3, 2, 1", "says 4, 3 and 2",
 * "countdown 5 4 3 2 1"): numbers one apart, in order, read as the count from the first to the last
 * ("counts from 3 to 1"), so each is said in turn and what follows comes after. A saying verb needs
 * three numbers or more (two could be anything said); the list stops at the first number out of step
 * or one with a unit after it ("3, 2, 1 second each": the 1 is the time).
 */
export function numberListAsCount(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    const verb = words[at] as TWord;
    const counts = verb.lemma === "count" || verb.word === "countdown";
    if (!counts && verb.lemma !== "say") continue;
    const numbers: number[] = [];
    let k = at + 1;
    let end = k;
    while (words[k]?.number !== undefined && words[k]?.bracket === verb.bracket) {
      const n = words[k]?.number as number;
      const previous = numbers[numbers.length - 1];
      if (!Number.isInteger(n) || (previous !== undefined && Math.abs(n - previous) !== 1) || (numbers.length >= 2 && n - (previous as number) !== (previous as number) - (numbers[numbers.length - 2] as number))) break;
      if (/^(?:second|sec|step|degree|time|point|pixel|minute)$/.test(words[k + 1]?.lemma ?? "")) break;
      numbers.push(n);
      end = k + 1;
      k++;
      if (words[k]?.word === "," || words[k]?.word === "and") k++;
      if (words[k - 1]?.word === "," && words[k]?.word === "and") k++;
    }
    if (numbers.length < (counts ? 2 : 3)) continue;
    const first = numbers[0] as number;
    const last = numbers[numbers.length - 1] as number;
    const like = (word: string, number?: number): TWord => ({ raw: word, word, lemma: word, isNoun: false, isVerb: false, ...(number !== undefined ? { number } : {}), ...(verb.bracket !== undefined ? { bracket: verb.bracket } : {}) });
    const counting: TWord = { ...verb, raw: "counts", word: "counts", lemma: "count", isVerb: true, listed: true };
    words.splice(at, end - at, counting, like("from"), like(String(first), first), like("to"), like(String(last), last));
    at += 4;
  }
}

const ENDS_SENTENCE = /^[.!?]$/;

/**
 * Decision 880: "countdown 3 2 1 go! the Owl says each number for 2 seconds": a count said on its
 * own, a sentence with no one in it, then who says its numbers: that one counts ("the Owl counts
 * from 3 to 1, saying each number for 2 seconds"), and the word after the numbers ("go") is said
 * after them unless the request says it already. Runs on words numberListAsCount has read.
 */
export function countSaidLater(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    if (at > 0 && !ENDS_SENTENCE.test(words[at - 1]?.mark ?? "")) continue;
    if (words[at]?.lemma !== "count" || words[at + 1]?.word !== "from" || words[at + 3]?.word !== "to") continue;
    let end = at + 5;
    const after: TWord[] = [];
    while (end < words.length && !words[end]?.mark && after.length < 3) after.push(words[end++] as TWord);
    if (!ENDS_SENTENCE.test(words[end]?.mark ?? "")) continue;
    while (ENDS_SENTENCE.test(words[end]?.mark ?? "")) end++;
    // the next sentence: who says each number
    let close = end;
    while (close < words.length && !ENDS_SENTENCE.test(words[close]?.mark ?? "")) close++;
    const says = words.findIndex((w, i) => i >= end && i < close && w.lemma === "say" && /^(?:each|every|the)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.lemma === "number");
    if (says < 0 || words.slice(end, close).some((w) => w.lemma === "count")) continue;
    const counting = words.slice(at, at + 5);
    const comma: TWord = { raw: ",", word: ",", lemma: ",", mark: ",", isNoun: false, isVerb: false };
    const saying: TWord = { ...(words[says] as TWord), raw: "saying", word: "saying", lemma: "say" };
    const sentence = words.slice(end, close);
    const sayingOf = says - end;
    sentence.splice(sayingOf, 1, ...counting, comma, saying);
    // ("... and then says GO": said already, not twice)
    const said = after.length > 0 && words.slice(end, close).some((w, i, all) => w.lemma === "say" && all[i + 1]?.word === after[0]?.word);
    if (after.length > 0 && !said) {
      const and: TWord = { raw: "and", word: "and", lemma: "and", isNoun: false, isVerb: false };
      const then: TWord = { raw: "then", word: "then", lemma: "then", isNoun: false, isVerb: false };
      const say: TWord = { ...(words[says] as TWord), raw: "says", word: "says", lemma: "say" };
      sentence.push(and, then, say, ...after);
    }
    words.splice(at, close - at, ...sentence);
    at += sentence.length - 1;
  }
}

/**
 * Decision 880: a count the request gave as a list ("says 3, 2, 1, one second each") is said number
 * by number as written, once its pace is read: the loop becomes one saying (and pause) per number,
 * and the set before it goes.
 */
export function unrollListedCounts(all: TStep[][], listed: readonly TCounting[]): void {
  for (const counting of listed) {
    const visit = (steps: TStep[]): boolean => {
      const at = steps.indexOf(counting.loop);
      if (at >= 0) {
        const sets = steps[at - 1]?.kind === "block" && (steps[at - 1] as { text: string }).text === `set [${COUNT_VARIABLE} v] to (${counting.from})`;
        const step = counting.to > counting.from ? 1 : -1;
        const said: TStep[] = [];
        for (let n = counting.from; n !== counting.to + step; n += step) {
          for (const s of counting.loop.body) if (s.kind === "block" && !s.text.startsWith(`change [${COUNT_VARIABLE} v]`)) said.push({ kind: "block", text: s.text.replaceAll(`(${COUNT_VARIABLE})`, `[${n}]`) });
        }
        steps.splice(sets ? at - 1 : at, sets ? 2 : 1, ...said);
        return true;
      }
      return steps.some((s) => (s.kind === "if" ? visit(s.then) || (s.else ? visit(s.else) : false) : s.kind !== "block" && visit(s.body)));
    };
    all.some(visit);
  }
}
