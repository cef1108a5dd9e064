import { readFileSync } from "node:fs";
import nlp from "compromise";
import { distance } from "fastest-levenshtein";
import wordListPath from "word-list";
import { LOOK_EFFECTS, PLAN_VOCABULARY, SHORTHAND } from "./plan.vocabulary";
import { capitalisedNames } from "./plan.names";
import { gerundAction } from "./plan.gerund";

/**
 * A request as words the plan reader can trust (issue 26, decision 230): quoted text kept whole,
 * numbers as numbers ("twenty five" → 25, "half a second" → 0.5), spelling mended toward the
 * generator's own vocabulary with a fuzzy matcher (fastest-levenshtein) unless the word is real
 * English (word-list's 274,000 words: "clock" stays a clock, "clik" becomes click), and every word's lemma from compromise ("barks" → bark,
 * "swimming" → swim, "penguins" → penguin), so the reader matches one form of each word.
 */
export interface TWord {
  /** As typed (lower case), for the child's own words in explanations and names. */
  raw: string;
  /** Spelling mended, lower case. */
  word: string;
  /** Dictionary form: verbs in the infinitive, nouns singular. */
  lemma: string;
  /** Set when the word is a number (digits or number words). */
  number?: number;
  /** Set when the word stands for quoted text: the text as the child wrote it. */
  quote?: string;
  /** Punctuation that ends a sentence or a clause: ".", ",", "?", "!". */
  mark?: string;
  /** compromise's guess: a noun the child names (a character or a thing). */
  isNoun: boolean;
  isVerb: boolean;
  /** Set on words inside brackets ("small (size 50)"): which bracket, counted from 1. The brackets themselves are not words. */
  bracket?: number;
  /** Set when the request writes this word with a capital where no sentence starts ("the Player"): a name, spelled so. */
  name?: string;
  /**
   * Set instead of `number` on the last number of a count whose loop never writes it ("counts from 3
   * to 30 by 3" repeats 10 times): the count reaches it, so no check looks for it in a block.
   */
  countEnd?: number;
  /** Set on "counts" read from a list of numbers ("says 3, 2, 1"): each number is said as written, no variable. */
  listed?: boolean;
  /** Set on an item of a list the request declares ("Lily, Omar and Zoe in a list called names"): the list's name. A value, never a character. */
  inList?: string;
  /** Set on the words that declare a list ("in a list called names"): read, nothing left out. */
  listWord?: boolean;
}

/** A word the reader writes into a request it rewrites ("the Ghost makes 5 clones" for "5 Ghost clones"), with what it is. */
export const madeWord = (raw: string, extra: Partial<TWord> = {}): TWord => ({ raw, word: raw, lemma: raw, isNoun: false, isVerb: false, ...extra });

/** A child's quoted words as one block's text: one line, no brackets that would close the block early. */
export const quoteAsBlockText = (quote: string) => quote.replace(/[[\]]/g, "").replace(/\s+/g, " ").trim();

const QUOTE = /"([^"]{1,80})"|(?<=^|[\s(:,])'(.+?)'(?=[\s.,!?;:)]|$)|[“”]([^“”]{1,80})[“”]|[‘]([^’]{1,80})[’]/g;

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** Real English words, which are never "mended" into another word. */
const ENGLISH = new Set(readFileSync(wordListPath, "utf8").split("\n"));

/** Words of the generator's vocabulary, by length, for the fuzzy matcher. */
/** The effects' words as one pattern's alternatives: "ghost|colour|color|…". */
const EFFECT_WORDS = Object.keys(LOOK_EFFECTS).join("|");

const VOCABULARY = [...PLAN_VOCABULARY];
const VOCABULARY_SET = new Set(VOCABULARY);

/** The vocabulary word a typo stands for, or the word itself. */
export function mendSpelling(word: string): string {
  const short = SHORTHAND[word];
  if (short) return short;
  // a word with a letter beyond English's ("parabéns", "seán") is the child's own language, never a typo of the vocabulary
  if (word.length < 3 || VOCABULARY_SET.has(word) || /\d|[^\p{ASCII}]/u.test(word)) return word;
  // a key held down: "jummp", "spinnn"
  const squeezed = word.replace(/(.)\1{2,}/g, "$1$1");
  for (const form of [squeezed, squeezed.replace(/(.)\1/g, "$1")]) if (VOCABULARY_SET.has(form)) return form;
  if (ENGLISH.has(word) || word.length < 4) return word;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of VOCABULARY) {
    if (Math.abs(candidate.length - word.length) > allowed || candidate.length < 4) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best ?? word;
}

/** "the variable colour", "colour starts at 0": the request keeps a variable of that name, not the sprite's look. */
function namesVariable(prompt: string, name: string): boolean {
  const spelled = name.startsWith("colo") ? "colou?r" : name;
  return new RegExp(`\\bvariables? (?:called |named )?["']?${spelled}\\b|\\b${spelled}["']? (?:starts|is set|variable)\\b|\\bset ["']?${spelled}["']? to\\b`, "i").test(prompt);
}

/** A question written after an asking verb with no quotes, ending at its question mark. */
const UNQUOTED_QUESTION = /\b(asks?|asking|asked)(\s+(?:me|us|you|them|him|her|the (?:player|user|child|kids?))\s+|\s+)((?:what|how|who|where|why|which|when|do|does|did|are|is|can|could|will|would|should)\s[^"“”‘’'?.!:;\n]{1,80}\?)/gi;

/**
 * Decision 1770: "the Cat asks What is 5 + 3? and if ...": a question written with no quotes but
 * with its question mark is asked as written, signs and all, as if quoted ("What" is no character).
 */
function quoteAskedQuestions(prompt: string): string {
  return prompt.replace(UNQUOTED_QUESTION, (_whole, verb: string, between: string, question: string) => `${verb}${between}"${question.charAt(0).toUpperCase()}${question.slice(1)}"`);
}

function cleanText(prompt: string): { text: string; quotes: string[] } {
  const quotes: string[] = [];
  const withPlaceholders = quoteAskedQuestions(prompt).replace(QUOTE, (_whole, a?: string, b?: string, c?: string, d?: string) => {
    quotes.push((a ?? b ?? c ?? d ?? "").trim());
    // letters only: the cleaner splits letters from digits, which would break a numbered placeholder
    return ` qqquote${String.fromCharCode(97 + ((quotes.length - 1) % 26))} `;
  });
  // Decision 1770: 'asks "What is 10 - 4?" if the answer is 6 ...': a question asked ends where its
  // question mark is, so the condition after it checks the answer rather than holding the asking
  const asked = withPlaceholders.replace(/(\b(?:asks?|asking|asked)\s+(?:(?:me|us|you|them|him|her)\s+)?qqquote([a-z]))\s+(?=if\s)/gi, (whole, placeholder: string, letter: string) => {
    const said = quotes[letter.toLowerCase().charCodeAt(0) - 97] ?? "";
    return said.endsWith("?") && quotes.length <= 26 ? `${placeholder} , ` : whole;
  });
  // (only where a costume's or a backdrop's name is said: "Cloud1 and Cloud2" name sprites, which are read as "cloud 1")
  const namesWithDigits = new Set([...asked.matchAll(/\b(?:to|costume|backdrop)\s+([A-Z][a-z]+\d+)\b/g)].map((match) => (match[1] as string).toLowerCase()));
  const text = asked
    .toLowerCase()
    // "6.º ano", "2.ª série": an ordinal's mark goes with its dot
    .replace(/(\d)\.?\s*[ºª°](?![a-z])/g, "$1")
    .replace(/[’‘`]/g, "'")
    .replace(/\b(it|that|what|there|he|she)'s\b/g, "$1 is")
    .replace(/\b(i)'m\b/g, "$1 am")
    .replace(/n't\b/g, " not")
    .replace(/'ll\b/g, " will")
    .replace(/'re\b/g, " are")
    .replace(/'ve\b/g, " have")
    .replace(/'d\b/g, " would")
    .replace(/(\w)'s\b/g, "$1")
    .replace(/'/g, " ")
    // "w a s d", "w, a, s and d", "WASD": the four keys of one control, one word
    .replace(/\bw\s*,?\s*a\s*,?\s*s\s*,?\s*(?:and\s+)?d\b/g, "wasd")
    // "x: -120", "x=100": a coordinate's letter and its number
    .replace(/\b([xy])\s*[:=]\s*/g, "$1 ")
    // "until y position < -170", "if its x position > 200": a comparison sign after a position, before a number, is its words
    // (a bare "x < -240" stays as the games that read it know it)
    .replace(/(?<=\bposition\s*)([<>])(?![-=<>])(?=\s*-?\d)/g, (_sign, sign: string) => (sign === "<" ? " less than " : " more than "))
    .replace(/(\d)\s*%/g, "$1 percent")
    .replace(/(\d)(st|nd|rd|th)\b/g, "$1")
    // "ghost effect goes up 5": an effect said to go up or down is the effect changed by that much
    .replace(new RegExp(String.raw`\b(${EFFECT_WORDS}) effect (?:goes|go|going|went) (up|down) (?:by )?(?=\d)`, "g"), (_whole, effect: string, way: string) => `change ${effect} effect by ${way === "down" ? "-" : ""}`)
    // ("the Sky's ghost effect changes by 10": the effect said as the subject of its change is the same change)
    .replace(new RegExp(String.raw`\b(${EFFECT_WORDS}) effect (?:changes|change|changed|changing) by (?=-?\d)`, "g"), (_whole, effect: string) => `change ${effect} effect by `)
    // "change colour by 25", "changes its brightness by -10": a look changed by a number is its effect, unless the request names a variable so
    .replace(/\b(chang(?:e|es|ed|ing)) (?:its |the |her |his )?(colou?r|brightness) by (?=-?\d)/g, (whole, verb: string, look: string) => (namesVariable(prompt, look) ? whole : `${verb} ${look} effect by `))
    .replace(/(^|[^\w-])-(?=\d)/g, "$1 ~")
    // "say first + answer": a plus between two words is the word plus
    .replace(/([\p{L}\d)])\s*\+\s*(?=[\p{L}(])/gu, "$1 plus ")
    // "goals +1", "(+5)": a plus written on a number stays on it ("1+1", "a + b" lose theirs)
    .replace(/\+(?!\d)|(?<=[^\s(])\+/g, " ")
    .replace(/(\d)-(\d)/g, "$1 to $2")
    .replace(/#([0-9a-f]{6}|[0-9a-f]{3})\b/g, " hexcolour$1 ")
    // ("switch to Page2", "costume Dance1": a costume's or backdrop's name written with a capital keeps its number, as it is called)
    .replace(/\b[a-z]+\d+\b/g, (token) => (namesWithDigits.has(token) ? token : token.replace(/([a-z])(\d)/g, "$1 $2")))
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/([.,!?;:()])/g, " $1 ")
    .replace(/(\d) \. (\d)/g, "$1.$2")
    // letters of any script stay letters ("parabéns", "ciarán", "ñandú"): only other signs part words
    .replace(/[^\p{L}\p{M}0-9~+.,!?;:#()\s]/gu, " ")
    .replace(/~/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  return { text, quotes };
}

/** Words before "one" that make it a pronoun ("the next one", "which one"), not the number 1. */
const ONE_AS_THING_BEFORE = /^(?:by|first|second|third|fourth|last|next|other|each|this|that|which|every|the|any|no|new|same|right|wrong|big|small|little|red|blue|green|yellow)$/;

/** Number words to numbers: "twenty five" → 25, "a hundred" → 100, "half a second" → 0.5 second. */
function joinNumbers(words: string[]): { word: string; number?: number; raw: string }[] {
  const out: { word: string; number?: number; raw: string }[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (/^[-+]?\d+(?:\.\d+)?$/.test(word)) {
      // ("+1": the sign stays in what was typed, the word is the number)
      out.push({ word: word.replace(/^\+/, ""), number: Number(word), raw: word });
      continue;
    }
    if (word === "half" && (words[i + 1] === "a" || words[i + 1] === "an") && /^(?:second|sec|minute)s?$/.test(words[i + 2] ?? "")) {
      out.push({ word: "0.5", number: 0.5, raw: "half a" });
      i++;
      continue;
    }
    if ((word === "twice" || word === "thrice") && true) {
      out.push({ word: word === "twice" ? "2" : "3", number: word === "twice" ? 2 : 3, raw: word });
      out.push({ word: "times", raw: "" });
      continue;
    }
    // "the first one", "each one", "one by one", "one after the other": "one" stands for a thing, not a count
    if (word === "one" && (ONE_AS_THING_BEFORE.test(words[i - 1] ?? "") || /^(?:by|after|another|of)$/.test(words[i + 1] ?? ""))) {
      out.push({ word, raw: word });
      continue;
    }
    let value: number | undefined = TENS[word] ?? UNITS[word];
    let used = 1;
    if (value === undefined && (word === "a" || word === "one") && /^(?:hundred|thousand)$/.test(words[i + 1] ?? "")) {
      value = 1;
    }
    if (value === undefined) {
      out.push({ word, raw: word });
      continue;
    }
    if (TENS[word] !== undefined && UNITS[words[i + 1] ?? ""] !== undefined && (UNITS[words[i + 1] as string] as number) < 10) {
      value += UNITS[words[i + 1] as string] as number;
      used = 2;
    }
    const scale = words[i + used];
    if (scale === "hundred" || scale === "thousand") {
      value *= scale === "hundred" ? 100 : 1000;
      used++;
      if (words[i + used] === "and" && UNITS[words[i + used + 1] ?? ""] !== undefined) {
        value += UNITS[words[i + used + 1] as string] as number;
        used += 2;
      }
    }
    out.push({ word: String(value), number: value, raw: words.slice(i, i + used).join(" ") });
    i += used - 1;
  }
  return out;
}

const MARKS = new Set([".", ",", "!", "?", ";", ":", "(", ")"]);

/**
 * The last requests' words: one answer reads its request several times (the plan, the lesson, a
 * classic project, the coverage check), and compromise is most of the cost. Copies go out, so a
 * reader that changes a word changes only its own.
 */
const RECENT = new Map<string, TWord[]>();
const RECENT_MAX = 16;

export function readWords(prompt: string): TWord[] {
  let words = RECENT.get(prompt);
  if (!words) {
    words = readWordsUncached(prompt);
    if (RECENT.size >= RECENT_MAX) RECENT.delete(RECENT.keys().next().value as string);
    RECENT.set(prompt, words);
  }
  return words.map((word) => ({ ...word }));
}

/** Brackets are not words: the words inside them carry which bracket they were in. */
function markBrackets(words: TWord[]): TWord[] {
  const out: TWord[] = [];
  let depth = 0;
  let group = 0;
  for (const word of words) {
    if (word.mark === "(") {
      if (depth++ === 0) group++;
      continue;
    }
    if (word.mark === ")") {
      depth = Math.max(0, depth - 1);
      continue;
    }
    out.push(depth > 0 ? { ...word, bracket: group } : word);
  }
  return out;
}

function readWordsUncached(prompt: string): TWord[] {
  return markBrackets(readTokens(prompt));
}

function readTokens(prompt: string): TWord[] {
  const { text, quotes } = cleanText(prompt);
  const names = capitalisedNames(prompt, (word) => ENGLISH.has(word));
  const numbered = joinNumbers(text.split(" ").filter(Boolean));
  const mended = numbered.map((token) => {
    if (token.number !== undefined || MARKS.has(token.word) || token.word.startsWith("qqquote") || token.word.startsWith("hexcolour")) return { ...token, mended: token.word };
    // ("Elsa draws": a name the child wrote is spelled so, never mended into "else")
    return { ...token, mended: names.has(token.raw) ? token.word : mendSpelling(token.word) };
  });
  // compromise reads the plain words together, so it can tell "bark" the verb from "bark" the noun
  const plain = mended.filter((token) => /^[\p{L}\p{M}]+$/u.test(token.mended));
  const doc = nlp(plain.map((token) => token.mended).join(" "));
  doc.compute("root");
  // ("dont", "im", "cant": compromise adds the word a contraction leaves out as a term with no text of its own, which is no word of the request)
  const terms = (doc.json() as { terms: { text: string; normal: string; root?: string; tags: string[] }[] }[]).flatMap((sentence) => sentence.terms).filter((term) => term.text !== "");
  const tagged = new Map<(typeof mended)[number], { root?: string; normal: string; tags: string[] }>();
  if (terms.length === plain.length) plain.forEach((token, i) => tagged.set(token, terms[i] as { root?: string; normal: string; tags: string[] }));
  return mended.map((token, at) => {
    if (MARKS.has(token.word)) return { raw: token.word, word: token.word, lemma: token.word, mark: token.word, isNoun: false, isVerb: false };
    const quote = /^qqquote([a-z])$/.exec(token.word);
    if (quote) {
      // the child's own words, in quotes, wherever a part is said back (a lesson's title, a part left out): never the stand-in
      const said = quotes[(quote[1] as string).charCodeAt(0) - 97] ?? "";
      return { raw: `"${said}"`, word: "qqquote", lemma: "qqquote", quote: said, isNoun: true, isVerb: false };
    }
    const hex = /^hexcolour(.+)$/.exec(token.word);
    if (hex) return { raw: `#${hex[1]}`, word: `#${hex[1]}`, lemma: `#${hex[1]}`, isNoun: true, isVerb: false };
    const term = tagged.get(token);
    const rooted = LEMMA_FIXES[token.mended] ?? (term?.root && term.root !== "is" ? term.root : token.mended);
    const lemma = rooted === token.mended ? (gerundAction(token.mended, mended[at - 1]?.mended) ?? rooted) : rooted;
    const name = token.number === undefined ? names.get(token.raw) : undefined;
    return {
      raw: token.raw,
      ...(name ? { name } : {}),
      word: token.mended,
      lemma,
      ...(token.number !== undefined ? { number: token.number } : {}),
      isNoun: term?.tags.includes("Noun") ?? false,
      isVerb: term?.tags.includes("Verb") ?? false,
    };
  });
}

/** Roots compromise gets wrong for these requests ("press" is not "pres", "bounces" is "bounce"). */
const LEMMA_FIXES: Record<string, string> = {
  press: "press", presses: "press", pressed: "press", pressing: "press", bounces: "bounce", bounced: "bounce",
  clicked: "click", clicks: "click", clicking: "click", glides: "glide", slides: "slide", flies: "fly", flying: "fly",
  steps: "step", degrees: "degree", seconds: "second", secs: "second", sec: "second", times: "times", lives: "life", is: "is",
  falls: "fall", falling: "fall", points: "point", costumes: "costume", clones: "clone", sides: "side", minutes: "minute",
  arrows: "arrow", keys: "key", goes: "go", going: "go", went: "go", does: "do", has: "have", said: "say", says: "say",
};
