import { readReporter } from "./plan.block-words";
import type { TClause } from "./plan.clause";
import type { TContext } from "./plan.context";
import type { TCondition, TStep } from "./plan.types";
import type { TWord } from "./plan.words";

/**
 * Conditions on a value (issue 26): "if the score is over 10", "when the energy runs out", "if the
 * answer is Paris", "until its x position is more than 200", and "after 2 mistakes". A variable
 * the condition names and the request has not yet made is made here, at its usual start.
 */

const COMPARE: [RegExp, string][] = [
  [/^(?:over|above|more|greater|bigger|higher|older|larger)$/, ">"],
  [/^(?:below|under|less|lower|smaller|younger|fewer)$/, "<"],
];

/** "if the score is over 10", "when the energy runs out", "if the answer is Paris", "after 2 mistakes". */
export function valueCondition(ctx: TContext, clause: TClause, from: number): { condition: TCondition; end: number } | undefined {
  const { words } = clause;
  let j = from;
  // "a variable temperature; if it is below 18": "it" is the one variable the request named
  const named = [...ctx.variables.keys()];
  const itIsTheVariable = words[j]?.word === "it" && named.length === 1 && /^(?:is|gets|goes|reaches)$/.test(words[j + 1]?.word ?? "");
  while (words[j] && /^(?:the|my|your|you|it|he|she|they|i|its|his|her|their)$/.test((words[j] as TWord).word) && !(itIsTheVariable && words[j]?.word === "it")) j++;
  const subject = words[j];
  if (!subject) return undefined;
  let reporter: string | undefined;
  let name = subject.word;
  if (itIsTheVariable) {
    name = named[0] as string;
    reporter = `(${name})`;
  } else
  if (reporter) {
    // the one variable, already found
  } else if (subject.lemma === "answer" || subject.word === "answer") reporter = "(answer)";
  // "asks 'How old are you?'. If the age is bigger than 17": what was asked for is the answer
  else if (ctx.hasAsk && !ctx.variables.has(subject.word) && /^(?:age|guess|reply|response)$/.test(subject.word)) reporter = "(answer)";
  else if (ctx.hasAsk && j > from && /^(?:say|says|answer|answers|type|types|write|writes|reply|replies|guess|guesses|choose|chooses|pick|picks)$/.test(subject.word)) {
    // "if you say blue", "if he types 12": what was said is the answer
    reporter = "(answer)";
  }
  else if (subject.word === "timer" || (subject.word === "time" && ctx.variables.has("time") === false && words[j + 1]?.word === "is")) reporter = "(timer)";
  // "and if they are equal": the two values stored together, compared with each other
  else if (ctx.pair && subject.word === "are" && (words[j + 1]?.word === "equal" || (words[j + 1]?.word === "the" && words[j + 2]?.word === "same"))) {
    const [a, b] = ctx.pair;
    return { condition: { text: `<(${a}) = (${b})>`, words: `${a} and ${b} are equal` }, end: words[j + 1]?.word === "equal" ? j + 2 : j + 3 };
  }
  else if ((subject.word === "are" || subject.word === "is") && COMPARE.some(([re]) => re.test(words[j + 1]?.word ?? ""))) {
    // "if you are older than 10": the answer compared
    reporter = "(answer)";
    j--;
  } else if (/^(?:score|lives|life|energy|hunger|happiness|health|points|speed|temperature|mistakes|coins|count|counter|level|number)$/.test(subject.word) || (ctx.variables.has(subject.word) && subject.word !== "timer")) {
    name = subject.word === "life" ? "lives" : subject.word;
    if (!ctx.variables.has(name)) ctx.variables.set(name, name === "lives" ? 3 : 0);
    ctx.lastVariable = { name, sentence: clause.sentence };
    reporter = `(${name})`;
  }
  // "when its x is below -240", "if y is over 170": the position, with no "position" said
  const bare = !reporter && /^[xy]$/.test(subject.word) && /^(?:is|gets|goes|reaches|becomes)$/.test(words[j + 1]?.word ?? "") && words[j + 1]?.word !== "position" ? subject.word : undefined;
  if (bare) {
    reporter = `(${bare} position)`;
    name = `its ${bare}`;
  }
  // "until its x position is more than 200": a reporter block the words name
  const sensed = reporter ? undefined : readReporter(words, j);
  if (sensed) {
    reporter = sensed.text;
    name = sensed.words;
    j = sensed.end - 1;
  }
  // "if temp is more than 25", "when hunger goes above 80": a word no one made, compared with a
  // number in so many words, is a variable of that name (decision 1770)
  if (!reporter && comparedVariable(words, j)) {
    name = subject.word;
    if (!ctx.variables.has(name)) ctx.variables.set(name, 0);
    ctx.lastVariable = { name, sentence: clause.sentence };
    reporter = `(${name})`;
  }
  if (!reporter) return undefined;
  // "if the answer mod 2 = 0", "when coins mod 10 is 0": the remainder compared
  const remainder = remainderCondition(ctx, words, j + 1, reporter, name);
  if (remainder) return remainder;
  let k = j + 1;
  while (words[k] && /^(?:is|are|gets|get|goes|go|reaches|reach|becomes|equals|hits|hit|to|than|then|up|down)$/.test((words[k] as TWord).word) && words[k]?.word !== "than") k++;
  const what = words[k];
  if (!what) return undefined;
  // "runs out", "is empty", "is zero"
  if ((what.lemma === "run" && words[k + 1]?.word === "out") || what.word === "empty") {
    return { condition: { text: `<${reporter} < (1)>`, words: `${name} runs out` }, end: k + (what.lemma === "run" ? 2 : 1) };
  }
  // "is even", "is a multiple of 3", "is divisible by 5": what dividing it leaves
  const kind = divisibility(words, k, reporter, name);
  if (kind) return kind;
  for (const [re, op] of COMPARE) {
    if (re.test(what.word)) {
      let m = k + 1;
      while (words[m] && /^(?:than|then|equal|to|or)$/.test((words[m] as TWord).word)) m++;
      const value = words[m]?.number;
      // "if a is bigger": one of the two values stored together, bigger than the other
      const other = ctx.pair && reporter === `(${ctx.pair[0]})` ? ctx.pair[1] : ctx.pair && reporter === `(${ctx.pair[1]})` ? ctx.pair[0] : undefined;
      if (value === undefined && other !== undefined && (words[m] === undefined || words[m]?.mark !== undefined || !/^(?:than)$/.test(words[m - 1]?.word ?? ""))) {
        return { condition: { text: `<${reporter} ${op} (${other})>`, words: `${name} is ${op === ">" ? "bigger" : "smaller"} than ${other}` }, end: k + 1 };
      }
      if (value === undefined) return undefined;
      const word = words[m + 1]?.lemma === "second" ? m + 2 : m + 1;
      return { condition: { text: `<${reporter} ${op} (${value})>`, words: `${name} is ${op === ">" ? "more" : "less"} than ${value}` }, end: word };
    }
  }
  if (what.number !== undefined && reporter === "(timer)" && what.number <= 0) {
    // Scratch's timer counts up: reaching 0 is a countdown, kept in a variable of its own
    if (!ctx.variables.has("timer")) ctx.variables.set("timer", 0);
    ctx.countdown = true;
    return { condition: { text: `<(timer) < (1)>`, words: "the timer runs out" }, end: k + 1 };
  }
  // "is 10 or more", "is at least 10", "is 3 or less", "is at most 3": the bound itself counts
  const bounded = boundCondition(words, k, reporter, name);
  if (bounded) return bounded;
  if (what.number !== undefined) return { condition: { text: `<${reporter} = (${what.number})>`, words: `${name} is ${what.number}` }, end: k + 1 };
  // "while light = green": a word the variable holds
  const held = ctx.variableValues?.get(name);
  if (held && reporter === `(${name})` && held.includes(what.quote ?? what.raw)) {
    return { condition: { text: `<(${name}) = [${what.quote ?? what.raw}]>`, words: `${name} is ${what.quote ?? what.raw}` }, end: k + 1 };
  }
  if (reporter === "(answer)" && (what.quote !== undefined || /^[a-z]+$/.test(what.word))) {
    const expected = what.quote ?? what.raw;
    return { condition: { text: `<(answer) = [${expected}]>`, words: `the answer is ${expected}` }, end: k + 1 };
  }
  return undefined;
}

/** The subject at `at` is a plain word ("temp", "hunger") followed by "is more than 25" or "goes above 80": a value compared. */
function comparedVariable(words: readonly TWord[], at: number): boolean {
  const subject = words[at];
  if (!subject || subject.name !== undefined || subject.quote !== undefined || subject.number !== undefined || subject.mark !== undefined || !/^[a-z]{2,}$/.test(subject.word)) return false;
  if (subject.isVerb || /^(?:it|he|she|they|you|i|we|this|that|there|what|which|who|someone|something|one|player|sprite|game|answer|key|mouse)$/.test(subject.word)) return false;
  if (!/^(?:is|gets|goes|becomes)$/.test(words[at + 1]?.word ?? "")) return false;
  const comparison = words[at + 2]?.word ?? "";
  if (!COMPARE.some(([re]) => re.test(comparison))) return false;
  const after = words[at + 3]?.word === "than" ? at + 4 : at + 3;
  return words[after]?.number !== undefined;
}

const OR_MORE = /^(?:more|above|higher|greater|bigger|over|up|upwards)$/;
const OR_LESS = /^(?:less|fewer|below|lower|smaller|under|down)$/;

/**
 * Decision 1770: "is 10 or more", "is 10 or above", "is at least 10", "is 3 or less", "is at most 3"
 * at `k` (the word after "is"): the number itself passes, so the test is "not less than" (or "not
 * more than"), right for any number, whole or not.
 */
function boundCondition(words: readonly TWord[], k: number, reporter: string, name: string): { condition: TCondition; end: number } | undefined {
  const what = words[k];
  if (!what) return undefined;
  let value: number | undefined;
  let atLeast: boolean | undefined;
  let end = k;
  if (what.number !== undefined && words[k + 1]?.word === "or" && (OR_MORE.test(words[k + 2]?.word ?? "") || OR_LESS.test(words[k + 2]?.word ?? ""))) {
    value = what.number;
    atLeast = OR_MORE.test(words[k + 2]?.word ?? "");
    end = k + 3;
  } else if (what.word === "at" && /^(?:least|most)$/.test(words[k + 1]?.word ?? "") && words[k + 2]?.number !== undefined) {
    value = words[k + 2]?.number;
    atLeast = words[k + 1]?.word === "least";
    end = k + 3;
  }
  if (value === undefined || atLeast === undefined) return undefined;
  const text = atLeast ? `<not <${reporter} < (${value})>>` : `<not <${reporter} > (${value})>>`;
  return { condition: { text, words: `${name} is ${value} or ${atLeast ? "more" : "less"}` }, end };
}

/** "after 2 mistakes": a count of something reached. */
export function countReached(ctx: TContext, clause: TClause, at: number): { condition: TCondition; end: number } | undefined {
  const count = clause.words[at + 1]?.number;
  const thing = clause.words[at + 2];
  if (count === undefined || !thing || thing.lemma === "second" || thing.lemma === "minute" || thing.lemma === "times") return undefined;
  const name = thing.word.endsWith("s") ? thing.word : `${thing.word}s`;
  if (!ctx.variables.has(name)) ctx.variables.set(name, 0);
  return { condition: { text: `<(${name}) = (${count})>`, words: `${name} reaches ${count}` }, end: at + 3 };
}

/**
 * Decision 1050: "the answer mod 2 = 0", "n mod d is 0", "coins mod 10 equals 0" at `at` (the word
 * after the value): the remainder of the value divided by a number or a variable, compared.
 */
function remainderCondition(ctx: TContext, words: readonly TWord[], at: number, reporter: string, name: string): { condition: TCondition; end: number } | undefined {
  if (words[at]?.word !== "mod") return undefined;
  const by = words[at + 1];
  const divisor = by?.number !== undefined ? `(${by.number})` : by && ctx.variables.has(by.word) ? `(${by.word})` : undefined;
  if (!by || divisor === undefined) return undefined;
  let k = at + 2;
  while (/^(?:is|equals|=|==)$/.test(words[k]?.word ?? "")) k++;
  const value = words[k]?.number;
  if (value === undefined) return undefined;
  return { condition: { text: `<(${reporter} mod ${divisor}) = (${value})>`, words: `${name} mod ${by.number ?? by.word} is ${value}` }, end: k + 1 };
}

/**
 * Decision 1050: "is even", "is odd", "is a multiple of 3", "is divisible by 5" at `at` (after "is"):
 * a remainder of 0 (or 1 for odd) when the value is divided.
 */
function divisibility(words: readonly TWord[], at: number, reporter: string, name: string): { condition: TCondition; end: number } | undefined {
  const mod = (n: number, left: number, said: string, end: number) => ({ condition: { text: `<(${reporter} mod (${n})) = (${left})>`, words: `${name} ${said}` }, end });
  const what = words[at];
  // ("says if it is odd or even", "whether it is a multiple of 3 or not": a choice to say, no condition)
  if (words.slice(at + 1, at + 5).some((w) => w.word === "or")) return undefined;
  if (what?.word === "even") return mod(2, 0, "is even", at + 1);
  if (what?.word === "odd") return mod(2, 1, "is odd", at + 1);
  const a = what?.word === "a" || what?.word === "an" ? at + 1 : at;
  if (words[a]?.lemma === "multiple" && words[a + 1]?.word === "of" && isWhole(words[a + 2]?.number)) return mod(words[a + 2]?.number as number, 0, `is a multiple of ${words[a + 2]?.number}`, a + 3);
  if (what?.word === "divisible" && words[at + 1]?.word === "by" && isWhole(words[at + 2]?.number)) return mod(words[at + 2]?.number as number, 0, `is divisible by ${words[at + 2]?.number}`, at + 3);
  return undefined;
}

const isWhole = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n > 1;

/**
 * Decision 1050: "says whether it is even or odd", "says if the number is odd or even", "says whether
 * it is a multiple of 3 or not", after a question (`at`: the word after the saying verb): the
 * verdict said, "Even" or "Odd" (or "Yes" or "No"), by the remainder of the answer. Never the
 * words said as they are.
 */
export function saysWhichKind(words: readonly TWord[], at: number, to: number): { steps: TStep[]; says: string; used: number[] } | undefined {
  if (!/^(?:whether|if)$/.test(words[at]?.word ?? "")) return undefined;
  let k = at + 1;
  while (/^(?:it|the|that|this|your|my)$/.test(words[k]?.word ?? "")) k++;
  if (/^(?:number|answer)$/.test(words[k]?.word ?? "")) k++;
  if (!/^(?:is|was|'s)$/.test(words[k]?.word ?? "")) return undefined;
  k++;
  const pair = `${words[k]?.word} ${words[k + 1]?.word} ${words[k + 2]?.word}`;
  const used = (end: number) => Array.from({ length: end - at }, (_n, i) => at + i);
  const verdict = (text: string, yes: string, no: string): TStep[] => [{ kind: "if", condition: { text, words: `the answer is ${yes.toLowerCase()}` }, then: [{ kind: "block", text: `say [${yes}] for (2) seconds` }], else: [{ kind: "block", text: `say [${no}] for (2) seconds` }] }];
  if ((pair === "even or odd" || pair === "odd or even") && k + 2 < to) return { steps: verdict("<((answer) mod (2)) = (0)>", "Even", "Odd"), says: "says whether the answer is even or odd", used: used(k + 3) };
  const a = /^(?:a|an)$/.test(words[k]?.word ?? "") ? k + 1 : k;
  const n = words[a + 2]?.number;
  if (words[a]?.lemma === "multiple" && words[a + 1]?.word === "of" && isWhole(n) && a + 2 < to) {
    const end = words[a + 3]?.word === "or" && words[a + 4]?.word === "not" ? a + 5 : a + 3;
    return { steps: verdict(`<((answer) mod (${n})) = (0)>`, "Yes", "No"), says: `says whether the answer is a multiple of ${n}`, used: used(end) };
  }
  return undefined;
}
