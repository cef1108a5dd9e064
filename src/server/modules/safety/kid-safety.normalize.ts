import { remove as removeConfusables } from "confusables";
import { tify } from "chinese-conv";
import { stemmer } from "stemmer";

/**
 * Text → the words the kid-safety rules read (decision 120). Children get past filters by
 * spelling: look-alike letters ("ѕtupіd" in Cyrillic), leetspeak ("h4ck", "p@ssw0rd"), spaced or
 * dotted letters ("k i l l", "s.t.e.a.l"), held keys ("stuuupid"), emoji for words, and
 * simplified characters for traditional ones. Each is undone here, once, so the rules stay a
 * plain list of words in kid-safety.rules.json.
 */

/** One word of a sentence, with the key rules match on. */
export interface TSafetyToken {
  /** The word as written, lower case, letters and digits only ("jake" for "Jake's"). */
  raw: string;
  /** squeeze(stem(raw)): "bullying" → "buli", "stuuupid" → "stupid". */
  key: string;
  /** A phone number or e-mail address found in the text. */
  special?: "phone" | "email";
  /** Written after "the", "my", "this"…: a thing or a known person, never a bare name. */
  afterDeterminer?: boolean;
  /** Written with a capital inside a sentence ("about Emma"): maybe a name. */
  capitalized?: boolean;
  /** Written the way only a proper noun is ("Can'ın", "Ahmet'e": a Turkish ending after an apostrophe): a name. */
  properNoun?: boolean;
  /**
   * Written as a place or a name is, a capital then small letters inside a sentence ("in Tobago",
   * "from Charlotteville"): read as itself, never as a rule's word one typing slip away.
   */
  nameShaped?: boolean;
}

export interface TSafetySentence {
  /** The sentence as written (with its capitals), for the name finder. */
  text: string;
  tokens: TSafetyToken[];
  /** Ended by a question mark: a question the next sentence may answer ("should you …? no!"). */
  asks: boolean;
}

const HAN = /\p{Script=Han}/u;
const HAN_G = /\p{Script=Han}/gu;

/** Characters chinese-conv turns into mainland variants where Taiwan writes another. */
const TAIWAN_VARIANTS: Record<string, string> = { 賬: "帳", 著: "著", 裏: "裡", 綫: "線", 衆: "眾", 爲: "為", 麪: "麵" };

// Phone numbers as people write them, never a plain number a program uses ("set score to 1000000",
// "go to x: 100 y: -50", "100 200 300"): separators of a phone's shape, a leading + or 0, or
// Taiwan's 09 mobile prefix.
const PHONE = /(?:\+\d{1,3}[\s-]?\(?\d{1,4}\)?(?:[\s-]?\d{2,4}){2,4}|\(\d{2,4}\)\s?\d{3,4}[\s-]?\d{3,4}|\b\d{3,4}-\d{3,4}-\d{3,4}\b|\b0\d{1,3}[\s-]\d{3,4}[\s-]?\d{3,4}\b|\b09\d{8}\b)/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** 8 to 15 digits: a phone number's length (E.164), not a score of +1000000. */
const isPhoneLength = (match: string) => {
  const digits = match.replace(/\D/g, "").length;
  return digits >= 8 && digits <= 15;
};
// An adults' age rating written with a plus ("18+", "21+"): read as "adults only", the way the rules
// name it, not as a number and a leetspeak "t". A sum ("18+2", "18 + x") keeps its plus.
const ADULT_RATING = /(?<![\p{L}\p{N}.+-])(?:18|21)\+(?![\p{L}\p{N}(]|\s*[\p{N}(])/gu;
const PHONE_MARK = " \u{E000}phone ";
const EMAIL_MARK = " \u{E000}email ";

/** Letters written as digits or symbols, read back only inside a word that has letters too. */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", $: "s", "!": "i", "|": "l", "+": "t", "€": "e", "£": "l" };

// Three or more single letters in a row with one separator between each: "k i l l", "s.t.e.a.l",
// "h-a-c-k". Joined into one word. (Two letters are too often a real "a b" choice.)
const SPACED_LETTERS = /(?<![\p{L}\p{N}'’])(?:\p{L}[\s._*\-+/\\|~^]{1,2}){2,}\p{L}(?![\p{L}\p{N}'’])/gu;

// A full stop ends a sentence, the point of "0.5" does not (a beat's length is not two ideas).
const SENTENCE_END = /(?:\.(?!\d)|(?<!\d)\.|[!?;。！？；\n\r])+/u;
// A sprite, costume or level numbered the way Scratch numbers them ("Singer1", "Bush3", "level2"):
// the number is a number, not leetspeak ("Singer1" is not "singeri"). Three letters or fewer
// before a digit ("nud3", "k1ll") stay leetspeak.
const NUMBERED_NAME = /^(\p{Lu}\p{L}{2,}|\p{L}{4,})(\d+)$/u;
// A word: letters, digits and the leetspeak symbols between them; a Han character is a word alone.
const WORD = /\u{E000}(?:phone|email)|\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}@$!|+€£*'’-])+/gu;

/** Doubled letters read as one ("adress", "stuupid"), where the word stays long enough to be told apart ("ddos" is not "dos"). */
export function squeeze(word: string): string {
  const squeezed = word.replace(/(.)\1+/gu, "$1");
  return squeezed.length >= 5 ? squeezed : word;
}

/** "Hack", "hacking", "h4ck" and "haaack" all read as one key. */
export function keyOf(word: string): string {
  if (HAN.test(word) || word.startsWith("\u{E000}")) return word;
  if (/^\d+$/.test(word)) return word;
  return squeeze(stemmer(squeeze3(word)));
}

/**
 * Runs of three or more are a held key ("stuuupid"); doubles stay until after the stemmer. A
 * word of one letter repeated ("kkk", "zzz") is kept as written.
 */
function squeeze3(word: string): string {
  if (/^(.)\1*$/u.test(word)) return word;
  return word.replace(/(.)\1{2,}/gu, "$1");
}

function readLeet(word: string): string {
  if (!/\p{L}/u.test(word)) return word;
  const chars = [...word];
  return chars
    .map((char, index) => {
      const letter = LEET[char];
      if (letter === undefined) return char;
      // A symbol at the edge is punctuation ("stop!", "$5"), unless a letter is beside it.
      const before = chars[index - 1];
      const after = chars[index + 1];
      const besideLetter = (before !== undefined && /[\p{L}\d@$|]/u.test(before)) || (after !== undefined && /[\p{L}\d@$|]/u.test(after));
      if (!besideLetter) return char;
      if (char === "!" || char === "|" || char === "+") return before !== undefined && after !== undefined ? letter : char;
      return letter;
    })
    .join("");
}

/** An article or preposition elided before a vowel in French or Italian ("l'école", "d'un", "nell'account", "dell'amico"). */
const ELISION = /^(l|d|j|m|n|s|t|qu|nell|dell|all|dall|sull|quell|un)['’](\p{L}{2,})$/iu;

/**
 * Turkish writes a case ending after an apostrophe only on a proper noun ("Ahmet'e", "Elif'i",
 * "Mehmet'in"): the word before it is a name, even at the start of a sentence, and the ending is
 * dropped (decision 1070). English contractions ("don't", "I'd", "we're") end otherwise.
 */
const TURKISH_NAME_ENDING = /^(\p{Lu}\p{L}+)['’](?:y?[eaiıuü]|n?[iıuü]n|[dt][ae]n?|y?l[ae])$/u;

/** A capital, then small letters only: how a name or a place is written ("Tobago", not "TOBACO"). */
const NAME_SHAPE = /^\p{Lu}\p{Ll}+$/u;

/** Articles carry no meaning for the rules, and dropping them keeps gaps short ("on the exam"). */
const ARTICLES = new Set(["a", "an", "the"]);
const DETERMINERS = new Set([...ARTICLES, "my", "your", "his", "her", "its", "our", "their", "this", "that", "these", "those", "some", "every", "each", "any", "no"]);

export interface TReadOptions {
  emoji: Record<string, string>;
  /** Words children write for other words ("u" for "you", "2" for "to", "ppl" for "people"). */
  aliases: Record<string, string>;
}

function wordsOf(segment: string, aliases: Record<string, string>): TSafetyToken[] {
  const tokens: TSafetyToken[] = [];
  let previous = "";
  let capitalized = false;
  const push = (written: string, name = false) => {
    const part = written.toLowerCase();
    const afterDeterminer = DETERMINERS.has(previous);
    const inside = previous !== "";
    const flags = {
      afterDeterminer,
      capitalized: name || (capitalized && inside && written !== part),
      ...(name ? { properNoun: true } : {}),
      ...(capitalized && inside && NAME_SHAPE.test(written) ? { nameShaped: true } : {}),
    };
    previous = part;
    if (ARTICLES.has(part)) return;
    const alias = aliases[part];
    if (alias !== undefined) {
      for (const word of alias.split(" ")) if (!ARTICLES.has(word)) tokens.push({ raw: word, key: keyOf(word), ...flags });
      return;
    }
    tokens.push({ raw: part, key: keyOf(part), ...flags });
  };
  for (const [written] of segment.matchAll(WORD)) {
    let match = written;
    capitalized = /^\p{Lu}/u.test(match);
    if (HAN.test(match) || match.startsWith("\u{E000}")) previous = "";
    if (match === "\u{E000}phone" || match === "\u{E000}email") {
      tokens.push({ raw: match, key: match, special: match === "\u{E000}phone" ? "phone" : "email" });
      continue;
    }
    if (HAN.test(match)) {
      tokens.push({ raw: match, key: match });
      continue;
    }
    // French and Italian elision: "d'un élève" is "d" + "un élève", "nell'account" is "nell" + "account".
    const elided = ELISION.exec(match);
    if (elided) {
      push(elided[1] ?? "");
      match = elided[2] ?? "";
      capitalized = /^\p{Lu}/u.test(match);
    }
    const turkishName = TURKISH_NAME_ENDING.exec(match);
    if (turkishName) {
      push(turkishName[1] ?? match, true);
      continue;
    }
    // "friend's" is "friend" + "s" (rules say "my friend s password"); "don't" is "dont".
    const possessive = /^(.*?)['’]s$/iu.exec(match);
    const base = (possessive?.[1] ?? match).replace(/['’]/gu, "");
    // A shorthand is read before leetspeak: "2" is "to", not a letter.
    const numbered = NUMBERED_NAME.exec(base);
    if (aliases[base.toLowerCase()] !== undefined) {
      push(base);
    } else if (numbered) {
      push(numbered[1] ?? base);
      push(numbered[2] ?? "");
    } else {
      for (const part of readLeet(base).split(/[^\p{L}\p{N}]+/u)) if (part !== "") push(part);
    }
    if (possessive) tokens.push({ raw: "s", key: "s" });
  }
  return tokens;
}

/** Emoji that stand for words ("🔫" is "gun"), from the rules file. */
export function replaceEmoji(text: string, emoji: Record<string, string>): string {
  let out = text;
  for (const [symbol, word] of Object.entries(emoji)) if (out.includes(symbol)) out = out.split(symbol).join(` ${word} `);
  return out.replace(/\p{Extended_Pictographic}/gu, " ");
}

/** Traditional characters, the way the rules are written (and a Taiwanese child types). */
function traditional(text: string): string {
  if (!HAN.test(text)) return text;
  return tify(text).replace(HAN_G, (char) => TAIWAN_VARIANTS[char] ?? char);
}

/**
 * The sentences of a text, each as tokens. Sentences are kept apart so that words of one idea
 * are never read together with another's ("a game about my teacher. Shoot the aliens.").
 */
export function readSentences(text: string, options: TReadOptions): TSafetySentence[] {
  let clean = text.normalize("NFKC").replace(/\p{Cf}/gu, "");
  clean = replaceEmoji(clean, options.emoji);
  clean = readLetters(clean);
  clean = clean.replace(EMAIL, EMAIL_MARK).replace(PHONE, (match) => (isPhoneLength(match) ? PHONE_MARK : match));
  clean = clean.replace(ADULT_RATING, " adults only ");
  clean = clean.replace(SPACED_LETTERS, joinSpacedLetters);
  const sentences: TSafetySentence[] = [];
  let start = 0;
  for (const end of [...clean.matchAll(new RegExp(SENTENCE_END, "gu")), undefined]) {
    const part = clean.slice(start, end?.index ?? clean.length);
    const tokens = wordsOf(part, options.aliases);
    if (tokens.length > 0) sentences.push({ text: part, tokens, asks: end !== undefined && /[?？]/u.test(end[0]) });
    if (end) start = (end.index ?? 0) + end[0].length;
  }
  return sentences;
}

/**
 * Look-alike and accented letters read as plain ones ("ѕtupіd", "contraseña" → "contrasena"), only
 * outside Chinese: the confusables table maps some Han characters to Latin letters ("下" to "t").
 * Texts and the rules' own words are read alike, so a rule may be written with its accents.
 */
function readLetters(text: string): string {
  return traditional(text.replace(/[^\p{Script=Han}]+/gu, (run) => removeConfusables(run.replace(DOTLESS_I, "i"))));
}

/**
 * Turkish dotless ı is read as i, the way a child without a Turkish keyboard types it ("sınıf",
 * "sinif"); the look-alike table would read it as an "l" (decision 1070).
 */
const DOTLESS_I = /ı/gu;

/** A rules-file phrase as keys ("mom's phone" → ["mom", "s", "phone"]; "老師" → ["老", "師"]). */
export function phraseKeys(phrase: string, aliases: Record<string, string>): string[] {
  return wordsOf(readLetters(phrase.normalize("NFKC")), aliases).map((token) => token.key);
}

/**
 * "k i l l" → "kill". A leading "a" or "I" followed by a space is usually its own word
 * ("make a n u d e picture", "I h a t e"), so it stays apart when four or more letters follow.
 */
function joinSpacedLetters(run: string): string {
  const letters = run.replace(/[^\p{L}]/gu, "");
  const leadingWord = /^[ai]\s/iu.test(run) && letters.length >= 5;
  return leadingWord ? `${letters[0]} ${letters.slice(1)}` : letters;
}
