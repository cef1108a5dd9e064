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
  /** How far apart the numbers said are, always positive ("counts from 0 to 100 by 10": 10). */
  step: number;
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
  if (words[k]?.word === "to" && (words[k + 1]?.number ?? words[k + 1]?.countEnd) !== undefined && k + 1 < to) {
    last = words[k + 1]?.number ?? words[k + 1]?.countEnd;
    used.push(k, k + 1);
    k += 2;
  }
  // "counts from 0 to 100 by 10", "counts down from 20 in steps of 2": how far apart the numbers are
  const apart = stepSaid(words, k, to);
  if (apart) used.push(...apart.used);
  // "counts down from 5": to 1; "counts to 10", "counts up to 10": from 1
  if (from === undefined && last === undefined) return undefined;
  const start = from ?? 1;
  const size = apart?.step ?? 1;
  // ("counts down from 20 by 2": the last number above 0 it reaches, 2)
  const end = last ?? (way === "up" ? undefined : start - size * Math.floor((start - 1) / size));
  if (end === undefined || !Number.isInteger(start) || !Number.isInteger(end) || start === end || Math.abs(end - start) / size > 1000) return undefined;
  const step = end > start ? size : -size;
  // (the numbers said: the first, then one step further each time, none beyond the last)
  const times = Math.floor(Math.abs(end - start) / size) + 1;
  // ", saying each number for 1 second": how long each number is said
  const saying = eachNumberSaid(words, k);
  if (saying) used.push(...saying.used);
  // (with no time said, each number is said for a second, so each can be seen; a pace said later replaces it)
  const say = `say (${COUNT_VARIABLE}) for (${saying?.seconds ?? 1}) seconds`;
  const loop: Extract<TStep, { kind: "repeat" }> = {
    kind: "repeat",
    times,
    body: [
      { kind: "block", text: say },
      { kind: "block", text: `change [${COUNT_VARIABLE} v] by (${step})` },
    ],
  };
  // "a timer that counts down from 10": a timer counts seconds, one number a second
  const timer = words.findIndex((w, i) => i >= at - 3 && i < at && /^(?:timer|clock|stopwatch)$/.test(w.lemma));
  const counting: TCounting = { from: start, to: end, step: size, loop, steps: [{ kind: "block", text: `set [${COUNT_VARIABLE} v] to (${start})` }, loop], says: words[at]?.listed ? `says ${Array.from({ length: times }, (_n, i) => start + i * step).join(", ")}` : `counts from ${start} to ${end}${size === 1 ? "" : ` in steps of ${size}`}`, used, ...(words[at]?.listed ? { listed: true } : {}) };
  if (timer >= 0) {
    used.push(timer);
    pauseBetweenNumbers(counting, 1);
  }
  return counting;
}

/** "by 10", "in steps of 2", "in 5s" at `at`: how far apart the numbers of a count are (a whole number above 1). */
export function stepSaid(words: readonly TWord[], at: number, to = words.length): { step: number; used: number[] } | undefined {
  const whole = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n > 1 && n <= 1000;
  if (words[at]?.word === "by" && whole(words[at + 1]?.number) && at + 1 < to && !/^(?:second|sec|step|degree|pixel)$/.test(words[at + 2]?.lemma ?? "")) return { step: words[at + 1]?.number as number, used: [at, at + 1] };
  if (words[at]?.word === "in" && words[at + 1]?.lemma === "step" && words[at + 2]?.word === "of" && whole(words[at + 3]?.number) && at + 3 < to) return { step: words[at + 3]?.number as number, used: [at, at + 1, at + 2, at + 3] };
  // "in 5s" (read as 5 and "s"), "in twos": the number written as a plural
  if (words[at]?.word === "in" && whole(words[at + 1]?.number) && words[at + 2]?.word === "s" && at + 2 < to) return { step: words[at + 1]?.number as number, used: [at, at + 1, at + 2] };
  const plural = PLURAL_NUMBERS[words[at + 1]?.word ?? ""];
  if (words[at]?.word === "in" && plural !== undefined && at + 1 < to) return { step: Number(plural), used: [at, at + 1] };
  return undefined;
}

const PLURAL_NUMBERS: Record<string, string> = { twos: "2", threes: "3", fours: "4", fives: "5", tens: "10", twenties: "20", fifties: "50", hundreds: "100" };

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

/**
 * "counts from 1 to 10 with variable n, it says n for 1 second each time": the variable the request
 * names as the count's ("variable n", "a variable called n") and only says, never sets nor changes,
 * is the count's; what it says is the count saying its numbers, said once.
 */
export function countSaidByItsName(words: readonly TWord[], scripts: readonly { steps: TStep[] }[], variables: Map<string, number | string>): void {
  const all = scripts.flatMap((script) => script.steps);
  if (!variables.has(COUNT_VARIABLE) || !mentions(all, COUNT_VARIABLE)) return;
  const named = new Set(words.flatMap((w, i) => (w.lemma === "variable" || (/^(?:called|named)$/.test(w.word) && words[i - 1]?.lemma === "variable") ? [words[i + 1]?.word ?? ""] : [])));
  const onlySaid = [...variables.keys()].filter((name) => name !== COUNT_VARIABLE && named.has(name) && mentions(all, name) && !JSON.stringify(all).includes(`[${name} v]`));
  if (onlySaid.length !== 1) return;
  const name = onlySaid[0] as string;
  keepCountIn(name, scripts, variables);
  for (const script of scripts) sayOnceEachTime(script.steps, name);
}

/** In each loop, a second saying of the variable after its first is the same saying again: dropped. */
function sayOnceEachTime(steps: TStep[], name: string): void {
  const saying = new RegExp(`^say \\(${name}\\)(?: for \\([\\d.]+\\) seconds)?$`);
  for (const step of steps) {
    if (step.kind === "if") continue;
    if (step.kind !== "repeat" && step.kind !== "forever" && step.kind !== "until") continue;
    const first = step.body.findIndex((s) => s.kind === "block" && saying.test(s.text));
    step.body = step.body.filter((s, k) => k <= first || s.kind !== "block" || !saying.test(s.text));
    sayOnceEachTime(step.body, name);
  }
}

/** The count's variable renamed `name` in every script, starting where the count started. */
function keepCountIn(name: string, scripts: readonly { steps: TStep[] }[], variables: Map<string, number | string>): void {
  for (const script of scripts) rewriteSteps(script.steps, (text) => text.replaceAll(`[${COUNT_VARIABLE} v]`, `[${name} v]`).replaceAll(`(${COUNT_VARIABLE})`, `(${name})`));
  variables.set(name, variables.get(COUNT_VARIABLE) as number);
  variables.delete(COUNT_VARIABLE);
}

/**
 * Decision 880: the numbers of a count given as a list ("counts 3, 2, 1", "says 4, 3 and 2",
 * "countdown 5 4 3 2 1"): numbers one apart, in order, read as the count from the
 * first to the last ("counts from 3 to 1"), so each is said in turn and what follows comes after. A
 * saying verb needs three numbers or more (two could be anything said); the list stops at the first
 * number out of step or one with a unit after it ("3, 2, 1 second each": the 1 is the time).
 *
 * Decision 1050: a list that goes on by a rule ("says 2, 4, 6 until 20", "10, 9, 8 ... 1", "5, 10,
 * 15 and so on up to 50") is that count, stepped as the list steps, said with a variable (the rule
 * asks for a loop, not each number written out); so is "says the numbers from 1 to 10" and "the
 * even numbers from 2 to 20", whose step is 2.
 */
export function numberListAsCount(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    const verb = words[at] as TWord;
    const counts = verb.lemma === "count" || verb.word === "countdown";
    if (!counts && verb.lemma !== "say") continue;
    const like = (word: string, number?: number): TWord => ({ raw: word, word, lemma: word, isNoun: false, isVerb: false, ...(number !== undefined ? { number } : {}), ...(verb.bracket !== undefined ? { bracket: verb.bracket } : {}) });
    const range = numbersFromTo(words, at + 1);
    // ("says the even numbers from 2 to 20: n starts at 2, and 10 times ...": a title, the loop told after the colon)
    if (range && words[range.end - 1]?.mark !== ":" && words[range.end]?.mark !== ":") {
      const counting: TWord = { ...verb, raw: "counts", word: "counts", lemma: "count", isVerb: true };
      words.splice(at, range.end - at, counting, like("from"), like(String(range.from), range.from), like("to"), like(String(range.to), range.to), ...stepWords(range.step, like));
      at += 4;
      continue;
    }
    // "says the numbers 2, 4, 6": the words naming the list are part of it
    let k = at + 1;
    const named = /^(?:the)$/.test(words[k]?.word ?? "") && words[k + 1]?.lemma === "number" && words[k + 2]?.number !== undefined ? 2 : 0;
    k += named;
    const numbers: number[] = [];
    let end = k;
    while (words[k]?.number !== undefined && words[k]?.bracket === verb.bracket) {
      const n = words[k]?.number as number;
      const previous = numbers[numbers.length - 1];
      const apart = previous === undefined ? undefined : n - previous;
      if (!Number.isInteger(n) || (apart !== undefined && (apart === 0 || Math.abs(apart) > 1000)) || (numbers.length >= 2 && apart !== (previous as number) - (numbers[numbers.length - 2] as number))) break;
      if (/^(?:second|sec|step|degree|time|point|pixel|minute|beat)$/.test(words[k + 1]?.lemma ?? "")) break;
      numbers.push(n);
      end = k + 1;
      k++;
      if (words[k]?.word === "," || words[k]?.word === "and") k++;
      if (words[k - 1]?.word === "," && words[k]?.word === "and") k++;
    }
    const first = numbers[0] as number;
    const step = numbers.length >= 2 ? (numbers[1] as number) - first : 0;
    const rule = numbers.length >= 2 ? goesOnTo(words, end, numbers[numbers.length - 1] as number, step) : undefined;
    if (rule) {
      const counting: TWord = { ...verb, raw: "counts", word: "counts", lemma: "count", isVerb: true };
      words.splice(at, rule.end - at, counting, like("from"), like(String(first), first), like("to"), like(String(rule.last), rule.last), ...stepWords(Math.abs(step), like));
      at += 4;
      continue;
    }
    // (a list written out is a count only one apart: "says 2, 4 and 6" with no rule could be anything said)
    if (numbers.length < (counts ? 2 : 3) || Math.abs(step) !== 1) continue;
    // (a list written out is said as written)
    const last = numbers[numbers.length - 1] as number;
    const counting: TWord = { ...verb, raw: "counts", word: "counts", lemma: "count", isVerb: true, listed: true };
    words.splice(at, end - at, counting, like("from"), like(String(first), first), like("to"), like(String(last), last));
    at += 4;
  }
}

/** "by 2" after a count's range, when its numbers are further apart than one. */
const stepWords = (step: number, like: (word: string, number?: number) => TWord): TWord[] => (step > 1 ? [like("by"), like(String(step), step)] : []);

/**
 * "until 20", "... 1", "up to 30", "and so on to 50" after a list stepping by `step` from `last`:
 * the last number of the count, when the list's steps reach it.
 */
function goesOnTo(words: readonly TWord[], at: number, last: number, step: number): { last: number; end: number } | undefined {
  let k = at;
  let said = false;
  // "10, 9, 8 ... 1": an ellipsis, written as dots
  while (words[k]?.mark === "." && words[k + 1]?.mark === ".") {
    k += 2;
    said = true;
    while (words[k]?.mark === ".") k++;
  }
  if (words[k]?.word === "," || words[k]?.word === "and") k++;
  if (words[k]?.word === "so" && words[k + 1]?.word === "on") {
    k += 2;
    said = true;
  }
  if (/^(?:until|till|til|through)$/.test(words[k]?.word ?? "")) {
    k++;
    said = true;
  } else if (/^(?:up|down|all)$/.test(words[k]?.word ?? "") && words[k + 1]?.word === "to") {
    k += 2;
    said = true;
  } else if (words[k]?.word === "all" && words[k + 1]?.word === "the" && words[k + 2]?.word === "way" && words[k + 3]?.word === "to") {
    k += 4;
    said = true;
  } else if (words[k]?.word === "to") k++;
  const end = words[k]?.number;
  if (!said || end === undefined || !Number.isInteger(end)) return undefined;
  // (the rule must reach the number: 2, 4, 6 until 20, not until 21)
  if ((end - last) * step <= 0 || (end - last) % step !== 0 || Math.abs(end - last) / Math.abs(step) > 1000) return undefined;
  return { last: end, end: k + 1 };
}

/**
 * "the numbers from 1 to 10", "the even numbers from 2 to 20", "the odd numbers between 1 and 19",
 * "the numbers 1 to 5" at `at`: a count's first and last numbers and its step (2 for even or odd
 * numbers, whose first is the first one of that kind).
 */
function numbersFromTo(words: readonly TWord[], at: number): { from: number; to: number; step: number; end: number } | undefined {
  let k = at;
  if (words[k]?.word === "the" || words[k]?.word === "all") k++;
  if (words[k]?.word === "the") k++;
  const kind = /^(?:even|odd)$/.test(words[k]?.word ?? "") ? (words[k++] as TWord).word : undefined;
  if (words[k]?.lemma !== "number") return undefined;
  k++;
  if (words[k]?.word === "from" || words[k]?.word === "between") k++;
  const from = words[k]?.number;
  if (from === undefined || !/^(?:to|and|until)$/.test(words[k + 1]?.word ?? "")) return undefined;
  const to = words[k + 2]?.number;
  if (to === undefined || !Number.isInteger(from) || !Number.isInteger(to) || from === to || Math.abs(to - from) > 1000) return undefined;
  const wrong = (n: number) => (kind === "even" ? Math.abs(n % 2) === 1 : kind === "odd" ? n % 2 === 0 : false);
  const towards = to > from ? 1 : -1;
  const first = wrong(from) ? from + towards : from;
  const last = wrong(to) ? to - towards : to;
  if ((last - first) * towards <= 0) return undefined;
  return { from: first, to: last, step: kind ? 2 : 1, end: k + 3 };
}

/**
 * Decision 1050: "counts from 3 to 30 by 3" repeats 10 times and says 30 from its variable: the
 * last number is reached, never written in a block, so it is kept as the count's end (`countEnd`)
 * and no check names it as missing. A count whose repeat is its last number ("from 1 to 10") keeps it.
 */
export function countEndsReached(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    if (words[at]?.lemma !== "count") continue;
    let k = at + 1;
    if (/^(?:down|up|backwards)$/.test(words[k]?.word ?? "")) k++;
    const from = words[k]?.word === "from" ? words[k + 1]?.number : undefined;
    const end = words[k + 2]?.word === "to" ? words[k + 3] : undefined;
    // (counts down keep their end: a countdown's loop reads it, and "change by -1" holds the 1 of "to 1")
    if (from === undefined || end?.number === undefined || !Number.isInteger(from) || !Number.isInteger(end.number) || end.number < from) continue;
    const size = stepSaid(words, k + 4)?.step ?? 1;
    const times = Math.floor(Math.abs(end.number - from) / size) + 1;
    if (times === Math.abs(end.number) || from === end.number) continue;
    end.countEnd = end.number;
    delete end.number;
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
        const step = counting.to > counting.from ? counting.step : -counting.step;
        const said: TStep[] = [];
        for (let i = 0, n = counting.from; i < counting.loop.times; i++, n += step) {
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
