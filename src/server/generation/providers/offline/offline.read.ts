import { ACTION_WORDS, COLOUR_WORDS, CONCEPTS, MISSPELLINGS, NEVER_CORRECT, NUMBER_WORDS, SHAPE_SIDES, SHORTHAND } from "./offline.lexicon";
import type { TNumberMeaning } from "./offline.types";

/**
 * Reads a request the way the recipes need it: which concepts it mentions, and the numbers
 * (with what they mean), keys, colours, names and items it gives. Pure and deterministic.
 */

export interface TFoundNumber {
  value: number;
  meaning: TNumberMeaning;
}

export interface TFoundColour {
  hex: string;
  /** The word right after the colour ("blue walls" → "wall"), to tie it to a parameter. */
  next: string | undefined;
}

export interface TNamed {
  /** The word before "called"/"named" ("variable called lives" → "variable"). */
  noun: string | undefined;
  value: string;
}

export interface TReading {
  concepts: Set<string>;
  /** Canonical words (spelling fixed, plurals folded), in order. */
  words: string[];
  numbers: TFoundNumber[];
  keys: string[];
  colours: TFoundColour[];
  named: TNamed[];
  /** Text to say: a quoted part of the request, or the words after "say". */
  sayText: string | undefined;
  /** A list the request spells out: "pick from pizza, tacos and pasta". */
  items: string[];
  /** Message name after "broadcast" / "send". */
  message: string | undefined;
  /** A sum written in the request ("what is 7 x 8"), for a one-question quiz. */
  expression: TExpression | undefined;
  /** What a quiz is about, in the request's words ("capital city", "dinosaurs"); none for maths. */
  topic: string | undefined;
}

export interface TExpression {
  a: number;
  op: "+" | "-" | "*" | "/";
  b: number;
}

// ---- vocabulary indexes, built once at module load (a few hundred words: well under a millisecond)

const WORD_CONCEPTS = new Map<string, string[]>();
const PHRASES: { phrase: string; concept: string }[] = [];
for (const [concept, entries] of Object.entries(CONCEPTS)) {
  for (const entry of entries) {
    if (entry.includes(" ")) PHRASES.push({ phrase: ` ${entry} `, concept });
    else WORD_CONCEPTS.set(entry, [...(WORD_CONCEPTS.get(entry) ?? []), concept]);
  }
}
const PHRASES_BY_FIRST_WORD = new Map<string, { phrase: string; concept: string }[]>();
for (const entry of PHRASES) {
  const first = entry.phrase.trim().split(" ")[0] as string;
  PHRASES_BY_FIRST_WORD.set(first, [...(PHRASES_BY_FIRST_WORD.get(first) ?? []), entry]);
}
const KNOWN_WORDS = new Set<string>([
  ...WORD_CONCEPTS.keys(),
  ...Object.keys(SHAPE_SIDES),
  ...Object.keys(NUMBER_WORDS),
  ...COLOUR_WORDS.filter(([word]) => !word.includes(" ")).map(([word]) => word),
  ...ACTION_WORDS,
]);
/**
 * Words the fuzzy pass may correct to: long enough that one changed letter is still telling,
 * and never number words ("height" is not "eight").
 */
const FUZZY_TARGETS = [...KNOWN_WORDS].filter((word) => word.length >= 5 && NUMBER_WORDS[word] === undefined);
const DELETES = new Map<string, string[]>();
for (const word of FUZZY_TARGETS) {
  for (const key of [word, ...oneDeletes(word)]) DELETES.set(key, [...(DELETES.get(key) ?? []), word]);
}

function oneDeletes(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance, stopping early past 1 (all the fuzzy pass needs). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [];
    for (let j = 0; j <= b.length; j++) {
      if (i === 0) row.push(j);
      else if (j === 0) row.push(i);
      else {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let best = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
        row.push(best);
      }
    }
    rows.push(row);
  }
  return (rows[a.length]?.[b.length] ?? 2) <= 1;
}

/** The known word a typed word stands for: itself, a plural or -ing form, a fixed misspelling, or one edit away. */
export function canonicalWord(word: string): string {
  if (KNOWN_WORDS.has(word) || /^\d/.test(word) || word.startsWith("#")) return word;
  const fixed = MISSPELLINGS[word] ?? SHORTHAND[word];
  if (fixed) return fixed;
  // a key held down too long: "jummp", "spinnn", "helllo"
  if (/(\w)\1/.test(word)) {
    for (const squeezed of [word.replace(/(\w)\1+/g, "$1"), word.replace(/(\w)\1{2,}/g, "$1$1")]) {
      if (squeezed !== word && KNOWN_WORDS.has(squeezed)) return squeezed;
    }
  }
  for (const stem of stems(word)) {
    if (KNOWN_WORDS.has(stem)) return stem;
    const fixedStem = MISSPELLINGS[stem];
    if (fixedStem) return fixedStem;
  }
  // short words have too many real neighbours ("block" / "clock"): those typos are in MISSPELLINGS
  // (and no concept word is longer than 20 letters: a huge "word" must not cost a huge search)
  if (word.length < 6 || word.length > 20 || NEVER_CORRECT.has(word)) return word;
  const candidates = new Set<string>();
  for (const key of [word, ...oneDeletes(word)]) for (const target of DELETES.get(key) ?? []) candidates.add(target);
  // FUZZY_TARGETS order breaks ties, so the same typo always gives the same word.
  for (const target of FUZZY_TARGETS) if (candidates.has(target) && withinOneEdit(word, target)) return target;
  return word;
}

function stems(word: string): string[] {
  const out: string[] = [];
  const cut = (suffix: string) => (word.endsWith(suffix) && word.length > suffix.length + 2 ? word.slice(0, -suffix.length) : undefined);
  const add = (stem: string | undefined) => {
    if (stem) out.push(stem);
  };
  add(word.endsWith("ss") ? undefined : cut("s"));
  // "sayz", "jumpz": a child's plural s
  add(word.endsWith("zz") ? undefined : cut("z"));
  add(cut("es"));
  const ies = cut("ies");
  if (ies) out.push(`${ies}y`);
  const ing = cut("ing");
  if (ing) out.push(ing, `${ing}e`, ing.slice(0, -1));
  const ed = cut("ed");
  if (ed) out.push(ed, `${ed}e`, ed.slice(0, -1));
  add(cut("er"));
  add(cut("ers"));
  add(cut("ly"));
  return out;
}

// ---- cleaning

/** Lower-case words and numbers; punctuation becomes spaces but commas survive for item lists. */
export function clean(prompt: string): string {
  return ` ${prompt
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/x\s*(?:\^\s*2|²|\*\s*x)/g, " xsquared ")
    .replace(/(\w)'s\b/g, "$1")
    .replace(/'/g, "")
    .replace(/(\d)\s*%/g, "$1 percent")
    .replace(/(\d)\s*(st|nd|rd|th)\b/g, "$1")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/(?<!\d)\.|\.(?!\d)/g, " . ")
    .replace(/,/g, " , ")
    // a minus sign that starts a number ("x: -100") stays; a dash between numbers ("1-10") goes
    .replace(/(^|[\s:=([])-(?=\d)/g, "$1 \u2212")
    .replace(/[^\p{L}\p{M}0-9#.,\s\u2212]/gu, " ")
    .replace(/\u2212/g, "-")
    .replace(/\s+/g, " ")
    .trim()} `;
}

// ---- numbers

const UNIT_AFTER: Record<string, TNumberMeaning> = {
  side: "sides", sided: "sides", edge: "sides", corner: "sides",
  point: "points", pointed: "points", spike: "points", spiky: "points",
  step: "steps", pixel: "steps", px: "steps",
  second: "seconds", sec: "seconds", secs: "seconds", s: "seconds", minute: "seconds", min: "seconds",
  degree: "degrees", deg: "degrees",
  bpm: "tempo",
  percent: "size",
  fast: "speed", speed: "speed",
  high: "height", tall: "height",
  time: "count", times: "count", question: "count", clone: "count", drop: "count", raindrop: "count", snowflake: "count",
  item: "count", petal: "count", row: "count", column: "count", thing: "count", copy: "count",
  star: "count", apple: "count", ball: "count", circle: "count", square: "count", note: "count",
  beat: "count", bullet: "count", wave: "count", move: "count", triangle: "count", coin: "count", loop: "count", ring: "count", line: "count",
};
/** Words that, after "60 seconds", make the number a timer's length. */
const TIMER_WORDS = new Set(["timer", "countdown", "count", "clock", "limit", "time"]);

const UNIT_BEFORE: Record<string, TNumberMeaning> = {
  speed: "speed", size: "size", height: "height", tempo: "tempo", wait: "seconds", by: "steps",
  move: "steps", sides: "sides", side: "sides", repeat: "count",
};

function unitAfter(word: string): TNumberMeaning | undefined {
  for (const form of [word, canonicalWord(word), ...stems(word)]) {
    const meaning = UNIT_AFTER[form];
    if (meaning) return meaning;
  }
  return undefined;
}

function numberAt(words: string[], i: number): { value: number; length: number } | undefined {
  const word = words[i];
  if (word === undefined) return undefined;
  if (/^\d+(\.\d+)?$/.test(word)) return { value: Number(word), length: 1 };
  const first = NUMBER_WORDS[word];
  if (first === undefined) {
    if ((word === "a" || word === "one") && words[i + 1] === "hundred") return { value: 100, length: 2 };
    return undefined;
  }
  // "twenty five", "two hundred"
  const next = words[i + 1] === undefined ? undefined : NUMBER_WORDS[words[i + 1] as string];
  if (next !== undefined && first >= 20 && first < 100 && next < 10) return { value: first + next, length: 2 };
  if (next !== undefined && (next === 100 || next === 1000) && first < 10) return { value: first * next, length: 2 };
  return { value: first, length: 1 };
}

function findNumbers(words: string[]): TFoundNumber[] {
  const found: TFoundNumber[] = [];
  for (let i = 0; i < words.length; i++) {
    const number = numberAt(words, i);
    if (!number) continue;
    // "one" and "a" are too often plain English ("one sprite", "make one") to count unless a unit follows
    const after = words[i + number.length];
    const before = words[i - 1];
    let meaning: TNumberMeaning = "plain";
    let value = number.value;
    const afterMeaning = after === undefined ? undefined : unitAfter(after);
    const twoBefore = words[i - 2];
    if (afterMeaning) {
      meaning = afterMeaning;
      if (after === "minute" || after === "minutes" || after === "min" || after === "mins") value *= 60;
      if (meaning === "seconds" && before === "every") meaning = "interval";
      const unitNext = words[i + number.length + 1];
      if (meaning === "seconds" && unitNext !== undefined && TIMER_WORDS.has(unitNext)) meaning = "duration";
    } else if ((before === "of" || before === "length") && twoBefore !== undefined && /^(?:side|sides|sided)$/.test(twoBefore)) {
      // "sides of 150", "side length 40": how long the sides are, not how many
      meaning = "size";
    } else if (before === "by" && twoBefore !== undefined && numberAt(words, i - 2)) {
      // "10 by 10": a count both ways
      meaning = "count";
    } else if (before === "to" || before === "and") {
      meaning = "max";
    } else if (before !== undefined && UNIT_BEFORE[before]) {
      meaning = UNIT_BEFORE[before] as TNumberMeaning;
    } else if (before === "of" && (words[i - 2] === "speed" || words[i - 2] === "size")) {
      meaning = words[i - 2] === "speed" ? "speed" : "size";
    }
    if (meaning === "plain" && after === "by" && numberAt(words, i + 2)) meaning = "count";
    const isWordOne = words[i] === "one" || words[i] === "a";
    if (!(isWordOne && meaning === "plain")) found.push({ value, meaning });
    i += number.length - 1;
  }
  for (const word of words) {
    const sides = SHAPE_SIDES[word];
    if (sides !== undefined) found.push({ value: sides, meaning: "sides" });
  }
  return found;
}

// ---- keys, colours, names, items

const SINGLE_KEY = /^[a-z0-9]$/;

export function findKeys(text: string): string[] {
  const keys: { at: number; key: string }[] = [];
  const add = (re: RegExp, key: (m: RegExpExecArray) => string | undefined) => {
    for (const m of text.matchAll(re)) {
      const value = key(m as RegExpExecArray);
      if (value) keys.push({ at: m.index ?? 0, key: value });
    }
  };
  add(/ (up|down|left|right) arrow/g, (m) => `${m[1]} arrow`);
  // "space invaders" and "spaceship" are games, not the space key
  add(/ (?:space ?bar|space key|space(?! invaders| ship| shooter| game| station| rocket| war)) /g, () => "space");
  add(/ any key /g, () => "any");
  add(/ (?:the|letter) ([a-z0-9]) key /g, (m) => m[1]);
  add(/ ([b-z0-9]) key /g, (m) => m[1]);
  add(/ press (?:a|any) key /g, () => "any");
  // "press a to jump" is rare next to "press a key": a lone "a" counts only after "key" or "letter"
  add(/ (key|letter|press|presses|pressing|pressed|hit|tap) ([a-z0-9]) /g, (m) =>
    m[2] === "a" && m[1] !== "key" && m[1] !== "letter" ? undefined : m[2],
  );
  const seen = new Set<string>();
  return keys
    .sort((x, y) => x.at - y.at)
    .map((k) => k.key)
    .filter((key) => SINGLE_KEY.test(key) || key.includes(" ") || key === "space" || key === "any")
    .filter((key) => (seen.has(key) ? false : (seen.add(key), true)));
}

/** Colour patterns compiled once; phrases ("light blue") come first in COLOUR_WORDS. */
const COLOUR_PATTERNS = COLOUR_WORDS.map(([word, hex]) => ({ re: new RegExp(` ${word} `, "g"), hex }));

function findColours(text: string): TFoundColour[] {
  const found: { at: number; hex: string; next: string | undefined }[] = [];
  let rest = text;
  for (const { re, hex } of COLOUR_PATTERNS) {
    if (!rest.includes(re.source.trim())) continue;
    for (const m of rest.matchAll(re)) {
      const at = m.index ?? 0;
      const next = rest.slice(at + m[0].length).split(" ")[0];
      found.push({ at, hex, next: next ? canonicalWord(next) : undefined });
    }
    // blank the phrase so "light blue" is not also read as "blue"
    rest = rest.replace(re, (m) => " ".repeat(m.length));
  }
  for (const m of text.matchAll(/ (#[0-9a-f]{6}|#[0-9a-f]{3}) /g)) {
    const next = text.slice((m.index ?? 0) + m[0].length).split(" ")[0];
    found.push({ at: m.index ?? 0, hex: m[1] as string, next: next ? canonicalWord(next) : undefined });
  }
  return found.sort((a, b) => a.at - b.at).map(({ hex, next }) => ({ hex, next }));
}

const NAME_STOP = new Set(["and", "with", "that", "when", "to", "for", "which", "so", "then", "if", "in", "on", "at", "of", "it", "it's", "the", "a", ",", "."]);

function takeWords(words: string[], from: number, max: number): string {
  const out: string[] = [];
  for (let i = from; i < words.length && out.length < max; i++) {
    const word = words[i] as string;
    if (NAME_STOP.has(word)) break;
    out.push(word);
  }
  return out.join(" ");
}

function findNamed(rawWords: string[], quoted: string[]): TNamed[] {
  const named: TNamed[] = [];
  for (let i = 0; i < rawWords.length; i++) {
    if (rawWords[i] !== "called" && rawWords[i] !== "named") continue;
    const noun = rawWords[i - 1];
    const words = takeWords(rawWords, i + 1, 2);
    // a quoted name keeps the child's own spelling and capitals
    const value = quoted.find((q) => q.toLowerCase().startsWith(words.split(" ")[0] ?? "\u0000")) ?? words;
    if (value) named.push({ noun: noun ? canonicalWord(noun) : undefined, value });
  }
  return named;
}

function findSayText(rawWords: string[]): string | undefined {
  // "if they say yes, say yum": saying yes or no is the answer given, not the words to say
  const at = rawWords.findIndex((w, i) => (w === "say" || w === "says" || w === "saying") && !/^(?:yes|no)$/.test(rawWords[i + 1] ?? ""));
  if (at < 0) return undefined;
  const words: string[] = [];
  for (let i = at + 1; i < rawWords.length && words.length < 6; i++) {
    const word = rawWords[i] as string;
    if (["when", "if", "and", "then", "for", "after", "every", ",", ".", "forever", "while"].includes(word)) break;
    words.push(word);
  }
  const text = words.join(" ").trim();
  if (!text || ["something", "stuff", "things", "it"].includes(text)) return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ITEM_LEAD = / (?:from|between|among|like|with|of|for|items|names|options|choices) (?:these |the |my )?(?:names |items |foods |things |options )?([a-z0-9 ,]+)$/;

function findItems(text: string): string[] {
  const sentence = text.split(" . ").find((part) => / , | and | or /.test(part)) ?? "";
  const m = ITEM_LEAD.exec(sentence.trimEnd() + " ");
  if (!m?.[1]) return [];
  const items = m[1]
    .split(/ , | and | or |,/)
    .map((item) => item.trim().replace(/^(?:a|an|the|and|or) /, ""))
    .filter((item) => item.length > 0);
  if (items.length < 2 || items.some((item) => item.split(" ").length > 3)) return [];
  return items.slice(0, 12);
}

function findMessage(rawWords: string[], named: TNamed[]): string | undefined {
  const byNoun = named.find((n) => n.noun === "message" || n.noun === "broadcast" || n.noun === "signal");
  if (byNoun) return byNoun.value;
  const at = rawWords.findIndex((w) => w === "broadcast" || w === "broadcasts" || w === "send" || w === "sends");
  if (at < 0) return undefined;
  let from = at + 1;
  while (["a", "the", "message", "signal", "broadcast", "out"].includes(rawWords[from] ?? "")) from++;
  const value = takeWords(rawWords, from, 2);
  return value && !["to", "message"].includes(value) ? value : undefined;
}

function findConcepts(words: string[], cleaned: string): Set<string> {
  const concepts = new Set<string>();
  for (const word of words) for (const concept of WORD_CONCEPTS.get(word) ?? []) concepts.add(concept);
  const canonical = ` ${words.join(" ")} `;
  // only phrases whose first word is in the request can be in it: a lookup, not a scan of all
  const firstWords = new Set([...cleaned.split(" "), ...words]);
  for (const first of firstWords) {
    for (const { phrase, concept } of PHRASES_BY_FIRST_WORD.get(first) ?? []) if (cleaned.includes(phrase) || canonical.includes(phrase)) concepts.add(concept);
  }
  for (const word of words) if (SHAPE_SIDES[word] !== undefined) concepts.add("polygon");
  return concepts;
}

// ---- what a quiz is about

/** Words that name a quiz, test or set of questions. */
const QUIZ_NOUN = /^(?:quiz|quizzes|quizz|trivia|questions?|test|facts?|flashcards?|exam)$/;
/** A quiz about these is a maths quiz, which quiz-math makes with real questions. */
const MATHS_WORD = /^(?:maths?|mathematics?|mathematical|arithmetic|sums?|numbers?|adding|addition|add|plus|minus|subtraction|subtracting|take|away|multiplication|multiplying|multiply|times|tables?|division|dividing|divide|mental|number|bonds?|counting)$/;
/** Words around a quiz word that are not its subject: articles, sizes, who it is for, verbs. */
const NOT_A_TOPIC = new Set([
  "a", "an", "the", "my", "our", "your", "some", "this", "that", "these", "fun", "little", "short", "small", "big", "long", "easy", "hard",
  "simple", "quick", "new", "cool", "good", "great", "few", "multiple", "choice", "kid", "kids", "class", "student", "students", "year",
  "grade", "me", "us", "them", "with", "of", "for", "and", "or", "make", "create", "build", "want", "need", "do", "write", "code",
  "program", "design", "give", "please", "can", "you", "i", "to", "ask", "asking", "asks", "which", "where", "pop", "random",
  "scratch", "game", "games", "sprite", "cat", "about", "on", "up", "in", "it", "is", "be", "like", "type", "typing", "answer", "answers",
]);
const TOPIC_STOP = new Set([",", ".", "and", "with", "for", "that", "which", "where", "when", "then", "so", "to", "in", "keep", "keeps", "score", "points", "if", "using", "use", "at"]);

/**
 * The subject of a quiz ("a quiz about dinosaurs", "5 capital city questions", "quiz me on
 * animal facts"): the words after "about"/"on", or the words just before the quiz word. A quiz
 * about maths has none: the maths quiz asks real sums.
 */
function findTopic(rawWords: string[]): string | undefined {
  const candidates: string[][] = [];
  rawWords.forEach((word, at) => {
    if (!QUIZ_NOUN.test(word)) return;
    let after = at + 1;
    while (["me", "us", "them", "my", "our", "class", "kids", "students", "questions", "question", "game", "games"].includes(rawWords[after] ?? "")) after++;
    if (rawWords[after] === "about" || rawWords[after] === "on" || rawWords[after] === "of") {
      const words: string[] = [];
      for (let i = after + 1; i < rawWords.length && words.length < 5; i++) {
        const next = rawWords[i] as string;
        if (TOPIC_STOP.has(next) || /^\d/.test(next) || /^(?:quiz|quizzes|quizz|trivia|questions?|test|exam)$/.test(next)) break;
        words.push(next);
      }
      // "the capital of each country": the words between stay, the ones around go (but "the")
      while (words.length > 0 && words[0] !== "the" && NOT_A_TOPIC.has(words[0] as string)) words.shift();
      while (words.length > 0 && NOT_A_TOPIC.has(words[words.length - 1] as string)) words.pop();
      candidates.push(words);
    }
    const before: string[] = [];
    for (let i = at - 1; i >= 0 && before.length < 3; i--) {
      const previous = rawWords[i] as string;
      if (NOT_A_TOPIC.has(previous) || TOPIC_STOP.has(previous) || /^\d/.test(previous) || NUMBER_WORDS[previous] !== undefined || QUIZ_NOUN.test(previous)) break;
      before.unshift(previous);
    }
    candidates.push(before);
  });
  const found = candidates.filter((words) => words.length > 0);
  // "a maths quiz", "times tables test": the maths quiz, whatever else the request says
  if (found.some((words) => words.some((word) => MATHS_WORD.test(word)))) return undefined;
  const topic = found[0]?.join(" ");
  return topic && topic.length <= 40 ? topic : undefined;
}

const EXPRESSION = /(\d+(?:\.\d+)?)\s*(\+|-|\*|×|x|÷|\/|plus|minus|times|divided by)\s*(\d+(?:\.\d+)?)(?![\d.])(?!\s*(?:by|grid|squares|sided|sides|steps|times))/;
const OPERATORS: Record<string, TExpression["op"]> = { "+": "+", plus: "+", "-": "-", minus: "-", "*": "*", "×": "*", x: "*", times: "*", "÷": "/", "/": "/", "divided by": "/" };

function findExpression(prompt: string): TExpression | undefined {
  const m = EXPRESSION.exec(prompt.toLowerCase());
  const op = m?.[2] === undefined ? undefined : OPERATORS[m[2]];
  if (!m || !op) return undefined;
  return { a: Number(m[1]), op, b: Number(m[3]) };
}

export function readPrompt(prompt: string): TReading {
  const quoted = [...prompt.matchAll(/["\u201c\u201d]([^"\u201c\u201d]{1,60})["\u201c\u201d]/g)].map((m) => (m[1] as string).trim());
  const cleaned = clean(prompt);
  const rawWords = cleaned.trim().split(" ").filter((w) => w.length > 0);
  const words = rawWords.filter((w) => w !== "," && w !== ".").map(canonicalWord);
  const named = findNamed(rawWords, quoted);
  const colours = findColours(cleaned);
  const concepts = findConcepts(words, cleaned.replace(/ [,.] /g, " "));
  if (colours.length > 0) concepts.add("colour");
  const expression = findExpression(prompt);
  if (expression) concepts.add("expression");
  // "the up arrow" is one key, not arrow-key movement
  const arrowMentions = cleaned.match(/ arrows? /g)?.length ?? 0;
  const singleArrowKeys = cleaned.match(/ (?:up|down|left|right) arrow (?!keys )/g)?.length ?? 0;
  if (arrowMentions > 0 && arrowMentions === singleArrowKeys && !concepts.has("wasd")) concepts.delete("arrows");
  // a maths quiz asks real sums; a yes-or-no question is answered back, not a quiz on "yes"
  const maths = ["math", "add", "subtract", "multiply", "timestable", "expression", "yesno"].some((concept) => concepts.has(concept));
  const topic = concepts.has("quiz") && !maths ? findTopic(rawWords) : undefined;
  if (topic) {
    concepts.add("topic");
    // "a quiz on the capital of each country": questions the child writes are a program, whatever they ask
    concepts.delete("offtopic");
  }
  // "a story where two characters talk": told with sprites, not written for the child
  if (concepts.has("dialogue")) concepts.delete("offtopic");
  return {
    concepts,
    words,
    numbers: findNumbers(words),
    keys: findKeys(cleaned.replace(/ [,.] /g, " ")),
    colours,
    named,
    sayText: quoted[0] ?? findSayText(rawWords),
    items: findItems(cleaned),
    message: findMessage(rawWords, named),
    expression,
    topic,
  };
}
