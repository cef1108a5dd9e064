import { readPlanWords } from "./plan/plan.read";
import { FRAMING } from "./plan/plan.vocabulary";
import { quoteAsBlockText, type TWord } from "./plan/plan.words";

/**
 * A whole program's own lines give way to the child's (issue 26): "if hunger gets to 0 the cat
 * says 'feed me please'" puts "feed me please" where the virtual pet said its own "I'm hungry!".
 * A quoted line the program does not say replaces the said text of the line it is about: the one
 * whose condition or words share a word with the quote's clause ("hunger") or with the quote itself
 * ("im so hungry" for "I'm hungry!"). A line that matches nothing stays, and the quote is named as
 * left out as before.
 */

const SAID = /^(\s*)(say|think) \[([^\]]*)\]/;
const wordsOf = (text: string) => new Set(text.toLowerCase().replace(/['’]/g, "").split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !FRAMING.has(w)));

/** The words of the clause a quote stands in, without the quote. */
function clauseAround(words: readonly TWord[], at: number): Set<string> {
  let from = at;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  let to = at;
  while (to < words.length - 1 && words[to + 1]?.mark === undefined) to++;
  const clause = new Set<string>();
  for (let i = from; i <= to; i++) {
    const word = words[i] as TWord;
    if (i === at || word.quote !== undefined || FRAMING.has(word.word)) continue;
    clause.add(word.word);
    clause.add(word.lemma);
  }
  return clause;
}

/** The condition of the `if` a line sits in, or "" at the top of its script. */
function enclosingCondition(lines: readonly string[], at: number): string {
  const indent = (lines[at] as string).search(/\S/);
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i] as string;
    if (line.trim() === "" || /^when /.test(line)) return "";
    if (line.search(/\S/) < indent && /^\s*if </.test(line)) return line;
  }
  return "";
}

export function placeOwnLines(prompt: string, text: string): string {
  const { words } = readPlanWords(prompt);
  const quotes = words.map((word, at) => ({ word, at })).filter(({ word }) => word.quote !== undefined && !text.includes(word.quote));
  if (quotes.length === 0) return text;
  const lines = text.split("\n");
  const requestQuotes = new Set(words.filter((w) => w.quote !== undefined).map((w) => w.quote as string));
  const taken = new Set<number>();
  for (const { word, at } of quotes) {
    const clause = clauseAround(words, at);
    const own = wordsOf(word.quote as string);
    let best: { line: number; score: number } | undefined;
    lines.forEach((line, i) => {
      const said = SAID.exec(line);
      if (!said || taken.has(i) || requestQuotes.has(said[3] as string)) return;
      const about = wordsOf(`${enclosingCondition(lines, i)} ${said[3]}`);
      const score = [...about].filter((w) => clause.has(w) || own.has(w)).length;
      if (score > 0 && (!best || score > best.score)) best = { line: i, score };
    });
    if (!best) continue;
    taken.add(best.line);
    lines[best.line] = (lines[best.line] as string).replace(SAID, (_all, indent: string, verb: string) => `${indent}${verb} [${quoteAsBlockText(word.quote as string)}]`);
  }
  return lines.join("\n");
}

/** What a variable counts, by its name: a score, lives, a time, a speed. */
type TVariableKind = "score" | "lives" | "time" | "speed";

const KIND_BY_NAME: [RegExp, TVariableKind][] = [
  [/^(?:score|points?|puntos?|punkte|pontos|punti|coins?|gems?|stars?|cookies?|clicks?|hits?|counts?|catches|caught|collected|correct|right answers)$/, "score"],
  [/^(?:lives|life|vidas?|leben|chances?|health|hearts?)$/, "lives"],
  [/^(?:time|timer|countdown|seconds|time left|zeit|tiempo|temps|clock)$/, "time"],
  [/^(?:speed|y ?speed|x ?speed|velocity|y ?velocity|gravity|fall ?speed)$/, "speed"],
];

/** A variable's kind by its whole name, else by its last word ("left score" is a score). */
const kindByName = (name: string): TVariableKind | undefined => {
  const said = name.toLowerCase().replace(/_/g, " ");
  return KIND_BY_NAME.find(([pattern]) => pattern.test(said) || pattern.test(said.split(" ").pop() as string))?.[1];
};

/**
 * A request variable's kind by its name, else by what the request does to it: "adds 1 to
 * objetos", "puntos + 1", "recycled goes up" count a score; "goes down by 1 every second" is a
 * time; "loses one" lives.
 */
function kindOf(lower: string, name: string): TVariableKind | undefined {
  const own = kindByName(name);
  if (own) return own;
  const at = escapeName(name.toLowerCase());
  if (new RegExp(`\\b(?:adds?|add up|gives?) (?:\\d+|one|a point) (?:point )?to (?:the |a )?(?:variable )?(?:called |named )?${at}\\b|\\b${at} ?\\+ ?\\d|\\+ ?\\d+ (?:in|to) (?:the )?(?:variable )?${at}\\b|\\b${at} (?:goes|go|gets|get) up\\b|\\b${at} (?:increases|increase)\\b|\\bcounts?\\b[^.]*\\b${at}\\b|\\b${at}\\b[^.]{0,20}\\bcounts?\\b`).test(lower)) return "score";
  if (new RegExp(`\\b${at}\\b[^.]{0,40}\\b(?:goes|go) down\\b[^.]*\\bseconds?\\b|\\b${at}\\b[^.]{0,30}\\bevery second\\b`).test(lower)) return "time";
  if (new RegExp(`\\b(?:lose|loses|lost) (?:a|one|\\d+)[^.]{0,20}\\b${at}\\b|\\b${at} (?:goes|go) down\\b`).test(lower)) return "lives";
  return undefined;
}

const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const squashed = (name: string) => name.toLowerCase().replace(/[\s_]+/g, "");

/** The variables the request names: "a variable called object location", "variables 'best time' and 'new time'", and those the plan read. */
export function requestVariables(prompt: string, planVariables: readonly string[]): string[] {
  const name = `['"‘“]?([A-Za-z][\\w]*(?: [a-z][\\w]*)??)['"’”]?(?=\\s*(?:[.,;:!?()=]|$)|\\s(?:and|that|which|to|set|starts?|with|at|is|goes|go|for|in|of|holds|keeps|from|will|should|then|counts?|adds?|gets)\\b)`;
  const called = [...prompt.matchAll(new RegExp(`\\b(?:variables?|var),? (?:called |named )?${name}`, "g"))].map((m) => (m[1] as string).trim());
  // "two variables, Left hits and Right hits": the second name of a pair
  const paired = [...prompt.matchAll(new RegExp(`\\bvariables,? (?:called |named )?['"‘“]?[A-Za-z][\\w]*(?: [a-z][\\w]*)??['"’”]? and ${name}`, "g"))].map((m) => (m[1] as string).trim());
  // "puntos + 1", "points +1": a word the request adds a number to is a variable
  // (not the verb that gives it: "clicking it gives +1 whacks")
  const added = [...prompt.matchAll(/\b([A-Za-z][\w]*) ?\+ ?\d/g)].map((m) => m[1] as string).filter((name) => !/^(?:score|and|or|then|it|is|x|y|gives?|gets?|adds?|earns?|scores?|plus|with|means|equals)$/i.test(name) && !/^[A-Z]/.test(name));
  // "gives +1 whacks", "catching it gives +1 mangoes": the word a number is added to, after it
  const addedTo = [...prompt.matchAll(/(?:^|[\s(])\+ ?\d+ ([a-z][\w]*)\b/g)].map((m) => m[1] as string).filter((name) => !/^(?:score|and|or|then|to|for|each|every|when|if|it|x|y|steps?|seconds?|secs?|times?|degrees?|more|point|points)$/i.test(name));
  // "yVelocity", "tobi_speed": a name written as one word in code style is a variable
  const coded = [...prompt.matchAll(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[a-z]+(?:_[a-z0-9]+)+\b/g)].map((m) => m[0]);
  // (the plan's "gives" read from "gives +1 whacks" is the verb, the variable is after the number)
  const planNames = planVariables.filter((name) => !(addedTo.length > 0 && /^(?:gives?|gets?|adds?|earns?)$/i.test(name)));
  const names = [...[...called, ...paired].filter((name) => !/^(?:called|named|a|the|that|and)$/i.test(name)), ...added, ...addedTo, ...coded, ...planNames];
  // "object" read for "object location": the longer name the request gives is the variable
  const whole = names.filter((name) => !names.some((other) => other !== name && other.toLowerCase().split(/\s+/).includes(name.toLowerCase()) && other.length > name.length));
  const said = (name: string) => new RegExp(`\\b${escapeName(name)}\\b`, "i").test(prompt);
  return whole.filter((name, i) => said(name) && whole.findIndex((other) => squashed(other) === squashed(name)) === i);
}

/** The variables a program sets, changes or shows. */
const programVariables = (text: string) => [...new Set([...text.matchAll(/^\/\/ variable (.+?) = |(?:set|change|show variable|hide variable) \[(.+?) v\]/gm)].map((m) => ((m[1] ?? m[2]) as string).trim()))];

/**
 * A whole program's own variables give way to the ones the request names: the catch game's
 * "score" is the child's "puntos", the gravity program's "speed" the child's "velocity". Each
 * program variable the request does not name takes the request's variable of the same kind (a
 * score, lives, a time, a speed); with one of each left, the one takes the other when their kinds
 * are the same, or when it is the program's only variable and the request's says no kind.
 * Nothing else changes.
 */
export function placeOwnVariables(prompt: string, planVariables: readonly string[], text: string): string {
  const lower = prompt.toLowerCase();
  const mine = programVariables(text);
  const asked = requestVariables(prompt, planVariables);
  const renames = new Map<string, string>();
  // "velocity that", "seconds starts": a name read on past the request's own variable is that variable
  for (const name of mine) {
    const own = asked.find((other) => name.toLowerCase().startsWith(`${other.toLowerCase()} `) && !mine.some((kept) => squashed(kept) === squashed(other)));
    if (own !== undefined) renames.set(name, own);
  }
  // a program variable said only inside a longer name the request gives ("speed" in "fall speed") is not asked for
  const rest = asked.reduce((said, name) => said.replace(new RegExp(`\\b${escapeName(name)}\\b`, "gi"), " "), prompt);
  const unasked = mine.filter((name) => !renames.has(name) && !new RegExp(`\\b${escapeName(name)}\\b`, "i").test(rest) && !asked.some((other) => squashed(other) === squashed(name)));
  const unkept = asked.filter((name) => !mine.some((other) => squashed(other) === squashed(name)) && ![...renames.values()].includes(name));
  for (const name of unasked) {
    const kind = kindByName(name);
    const same = unkept.filter((other) => !renames.has(other) && ![...renames.values()].includes(other) && kind !== undefined && kindOf(lower, other) === kind);
    // several of the same kind: the one that shares a word with the program's ("left score" is "Left hits")
    const sharing = same.filter((other) => other.toLowerCase().split(/[\s_]+/).some((word) => name.toLowerCase().split(/\s+/).includes(word)));
    const chosen = same.length === 1 ? same : sharing;
    if (chosen.length === 1) renames.set(name, chosen[0] as string);
  }
  const restProgram = unasked.filter((name) => !renames.has(name));
  const restRequest = unkept.filter((name) => ![...renames.values()].includes(name));
  if (restProgram.length === 1 && restRequest.length === 1) {
    const [from, to] = [restProgram[0] as string, restRequest[0] as string];
    const [a, b] = [kindByName(from), kindOf(lower, to)];
    // one variable of each: the same kind, or the program's only variable where the request's says no kind
    if ((a !== undefined && a === b) || (b === undefined && mine.length === 1)) renames.set(from, to);
  }
  let renamed = text;
  for (const [from, to] of renames) {
    const at = escapeName(from);
    renamed = renamed.replace(new RegExp(`\\[${at} v\\]`, "g"), `[${to} v]`).replace(new RegExp(`\\(${at}\\)`, "g"), `(${to})`).replace(new RegExp(`^(// variable )${at}( = )`, "gm"), `$1${to}$2`);
  }
  return renamed;
}
