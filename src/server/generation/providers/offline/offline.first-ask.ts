import { meansABlock } from "./offline.block-meanings";
import { ACTIONS as ACTION_BLOCKS, conceptShown, readProgramLines, THINGS, type TProgramLines } from "./offline.coverage";
import { ACTIONS as ACTION_VERBS, settingNumber } from "./offline.opening-setting";
import { doerOf, placesOfThePart } from "./offline.setting";
import { CONCEPT_WORD, EVENTS, PEOPLE, squashedName, WISHING } from "./offline.setting-words";
import { COLOURS, SAY_VERBS, VARIABLE_NOUNS } from "./plan/plan.vocabulary";
import { quoteAsBlockText, readWords, type TWord } from "./plan/plan.words";

/**
 * The request's opening, up to its first ask (issue 26, decision 1360). A request often opens with
 * who asks, where, when or why ("we won 3rd place in sarajevo!!!", "Africa Code Week at the
 * reading centre, ages 7-17, two or three to a computer:", "hola soy henry i have 10 years, i
 * drew"), and only then says what to build. Previous readers recognised such openings one wording
 * at a time (ages, clubs, zoom); this one reads them by what they lack: the opening is every word
 * before the first word that asks for something a program is built of —
 *  - an action the lexicon maps to blocks, done by a thing (not by the teller, the class or the family),
 *  - a wish ("make", "i want", "can you"),
 *  - a key, a click, the flag or the mouse,
 *  - a character or a variable of the program, or a colour,
 *  - a loop's, a condition's or a manner's word ("forever", "if", "slowly"),
 *  - a concept or a thing of blocks ("lists", "costume", "timer") the program does not show already,
 *  - a quoted line, unless it is a title standing among names ("theme 1 "Space Travel":"),
 *  - a number bound to an action or a unit ("10 steps", "x 0", "-5"); an age, a grade, a place
 *    ("3rd"), an event's number ("cop27") or a count of people binds to nothing.
 * A part named as left out that lies wholly in the opening asks for nothing buildable: it is the
 * request's framing, and naming it would tell of something missing that was never asked.
 */

/** Words of a loop, a condition, a time or a manner: each says how the program runs. */
const CONTROL = /^(?:forever|repeat|repeats|repeated|until|if|else|otherwise|when|whenever|while|always|again|twice|slowly|quickly|fast|faster|slower|smoothly|randomly|only|up|down|left|right|back|forward|forwards|backwards?)$/;

/** What a number counts when it asks for something: steps, seconds, degrees, times, points. */
const UNIT = /^(?:steps?|seconds?|secs?|sec|s|degrees?|times|beats?|points?|pixels?|px|percent|%|lives|life|clicks?|frames?|notes?|costumes?|backdrops?|scenes?|levels?|clones?|questions?|rounds?|laps?|coins?|goals?)$/;

/** Words a number after them is a value of a block: "x 0", "by 5", "size 120", "direction 90". */
const VALUE_OF = /^(?:x|y|by|size|direction|volume|tempo|speed|score|note|drum|costume|backdrop|item)$/;

/** Words that make an "-ing" word after them a thing named, not an action: "a drawing", "our greeting". */
const NAMING = /^(?:a|an|the|our|my|your|his|her|their)$/;

const isSprite = (word: TWord, program: TProgramLines) => [word.word, word.raw, word.lemma].some((form) => program.sprites.includes(squashedName(form)) || program.variables.includes(squashedName(form)));

/** A word the lexicon maps to blocks as an action: "spin", "honk", "jumps" ("a drawing", "a shooting game": a thing, after its article). */
function actionWord(words: readonly TWord[], at: number): boolean {
  const word = words[at] as TWord;
  if (/ing$/.test(word.word) && NAMING.test(words[at - 1]?.word ?? "")) return false;
  // ("my animated pet": "animate" said as what the pet is)
  const forms = [word.word, word.lemma, ...["ed", "d", "ing", "s", "es"].map((ending) => word.word.replace(new RegExp(`${ending}$`), "")), word.word.replace(/ing$/, "e")];
  return forms.some((form) => ACTION_VERBS.has(form) || ACTION_BLOCKS.some(([verb]) => verb.test(form))) || (word.isVerb && forms.some(meansABlock));
}

/**
 * "cop27", "No.17", "3rd", "P6": a number written into a word or a label, every time the request
 * says it. It names an event, a place or a class, never a value of a block.
 */
function gluedToAWord(prompt: string, value: number): boolean {
  const said = [...prompt.matchAll(new RegExp(String.raw`(?<![\d.])${value}(?![\d]|\.\d)`, "g"))];
  return said.length > 0 && said.every((m) => /[\p{L}#.]$/u.test(prompt.slice(0, m.index)) || /^\p{L}/u.test(prompt.slice((m.index ?? 0) + m[0].length)));
}

/** "5, 4, 3, 2, 1", "drum 1 2 4 and 17": three numbers or more in a row ("7 to 17" is a range, "two or three" a guess). */
function inARun(words: readonly TWord[], at: number): boolean {
  const joins = (word: TWord | undefined) => word !== undefined && (word.mark === "," || /^(?:and|then)$/.test(word.word));
  const count = (step: number) => {
    let n = 0;
    for (let i = at + step; words[i]?.number !== undefined || (joins(words[i]) && words[i + step]?.number !== undefined); i += step) if (words[i]?.number !== undefined) n++;
    return n;
  };
  return 1 + count(-1) + count(1) >= 3;
}

/**
 * A number that asks for something: bound to an action or a unit ("10 steps", "x 0", "-5", "0.5"),
 * counting a thing ("12 lines"), or one of a run ("5, 4, 3"). An age, a grade, a place ("3rd"),
 * an event's number ("cop27"), a count of people or a label's number ("theme 1") asks for nothing.
 */
function numberAsks(prompt: string, words: readonly TWord[], at: number, program: TProgramLines): boolean {
  const word = words[at] as TWord;
  const value = word.number as number;
  if (value < 0 || !Number.isInteger(value)) return true;
  const next = words[at + 1];
  const before = words[at - 1];
  if (before !== undefined && before.mark === undefined && (VALUE_OF.test(before.word) || isSprite(before, program))) return true;
  if (next !== undefined && next.mark === undefined && (UNIT.test(next.word) || UNIT.test(next.lemma) || VARIABLE_NOUNS.has(next.word) || isSprite(next, program))) return true;
  if (settingNumber(words, at) || gluedToAWord(prompt, value) || PEOPLE.test(next?.word ?? "")) return false;
  return inARun(words, at) || (next !== undefined && next.mark === undefined && next.quote === undefined && next.isNoun);
}

/**
 * '"Space Travel"' in "theme 1 "Space Travel":": a quote among names and numbers, ending its clause,
 * that no verb says and the program never shows: the title of a theme, a session or a motto.
 */
function titleQuote(words: readonly TWord[], at: number, text: string): boolean {
  const quote = words[at]?.quote as string;
  if (text.toLowerCase().includes(quoteAsBlockText(quote).toLowerCase())) return false;
  const after = words[at + 1];
  if (after !== undefined && after.mark === undefined) return false;
  for (let i = at - 1; i >= 0 && words[i]?.mark === undefined; i--) {
    const word = words[i] as TWord;
    if (word.quote !== undefined || SAY_VERBS.has(word.word) || SAY_VERBS.has(word.lemma) || /^(?:called|named|to)$/.test(word.word)) return false;
  }
  return true;
}

/** True when words[at] asks for something a program is built of (see above). */
export function asksForSomething(prompt: string, words: readonly TWord[], at: number, program: TProgramLines, text: string): boolean {
  const word = words[at];
  if (word === undefined || word.mark !== undefined) return false;
  if (word.quote !== undefined) return !titleQuote(words, at, text);
  if (word.number !== undefined) return numberAsks(prompt, words, at, program);
  if (EVENTS.test(word.word) || COLOURS[word.word] !== undefined || CONTROL.test(word.word) || isSprite(word, program)) return true;
  if (CONCEPT_WORD.test(word.word) || THINGS.some(([thing]) => thing.test(word.word) || thing.test(word.lemma))) return !conceptShown(word.word, text) && !conceptShown(word.lemma, text);
  if (WISHING.test(word.word)) return true;
  if (!actionWord(words, at)) return false;
  // "we won", "students ask", "i go to the code club": what people of the setting do
  let from = at;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  // ("our drawings come alive": a thing of theirs that is no character of the program)
  const doer = doerOf(words, from, at);
  const theirs = doer !== undefined && /^(?:my|our|his|her|their)$/.test(words[words.indexOf(doer) - 1]?.word ?? "");
  return doer === undefined || !(PEOPLE.test(doer.word) || theirs);
}

/** The index of the request's first word that asks for something (words.length when none does). */
export function firstAskAt(prompt: string, words: readonly TWord[], program: TProgramLines, text: string): number {
  const at = words.findIndex((_, i) => asksForSomething(prompt, words, i, program, text));
  return at < 0 ? words.length : at;
}

/** "the number 5", "the number 5 ("Grade 5")": the number a part names, and the words it was said in. */
const NUMBER_PART = /^the number (-?\d+(?:\.\d+)?)(?: \("(.+)"\))?$/;

/**
 * True when the part (named as left out) lies wholly in the request's opening: every place its
 * words are said is before the first ask, and the request asks for something after it. A number
 * named on its own ("the number 5") counts when every time the request says it is in the opening.
 */
export function inTheOpening(prompt: string, part: string, text: string): boolean {
  const words = readWords(prompt);
  const program = readProgramLines(text);
  const first = firstAskAt(prompt, words, program, text);
  if (first >= words.length || program.scripts.length === 0) return false;
  const number = NUMBER_PART.exec(part.trim());
  if (number !== null) {
    const value = Number(number[1]);
    const places = words.flatMap((word, i) => (word.number === value && word.quote === undefined ? [i] : []));
    return places.length > 0 && places.every((i) => i < first);
  }
  const places = placesOfThePart(words, readWords(part));
  return places.length > 0 && places.every((place) => place.every((i) => i < first));
}
