import { meansABlock } from "./offline.block-meanings";
import { ACTIONS as ACTION_BLOCKS, conceptShown, readProgramLines, THINGS, type TProgramLines } from "./offline.coverage";
import { ACTIONS as ACTION_VERBS, settingNumber } from "./offline.opening-setting";
import { doerOf, placesOfThePart } from "./offline.setting";
import { CONCEPT_WORD, EVENTS, PAST, PEOPLE, squashedName, WISHING } from "./offline.setting-words";
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
const CONTROL = /^(?:forever|repeat|repeats|repeated|until|if|else|otherwise|when|whenever|while|always|again|twice|slowly|quickly|fast|faster|slower|smoothly|randomly|only)$/;

/** Ways to go: an ask, unless it only ends a verb no block does ("paired up", "grew up"). */
const WAYS = /^(?:up|down|left|right|back|forward|forwards|backwards?)$/;

/** What a number counts when it asks for something: steps, seconds, degrees, times, points. */
const UNIT = /^(?:steps?|seconds?|secs?|sec|degrees?|times|beats?|points?|pixels?|px|percent|%|lives|life|clicks?|frames?|notes?|costumes?|backdrops?|scenes?|levels?|clones?|questions?|rounds?|laps?|coins?|goals?|tries|guesses|attempts|chances|turns)$/;

/** Words a number after them is a value of a block: "x 0", "by 5", "size 120", "direction 90". */
const VALUE_OF = /^(?:x|y|by|size|direction|volume|tempo|speed|score|note|drum|costume|backdrop|item)$/;

/** Verbs that say what a thing is or has, not what it does: "the summer camp was cool". */
const BEING = /^(?:is|are|was|were|be|been|am|has|have|had|gets?|got|looks?|seems?|feels?|becomes?)$/;

/** Words that make an "-ing" word after them a thing named, not an action: "a drawing", "our greeting". */
const NAMING = /^(?:a|an|the|our|my|your|his|her|their)$/;

/** A sprite or a variable of the program by this word. */
const isSprite = (word: TWord, program: TProgramLines) => [word.word, word.raw, word.lemma].some((form) => program.sprites.includes(squashedName(form)) || program.variables.includes(squashedName(form)));

/**
 * A character of the program (a sprite that does something, or one the request names twice) or a
 * variable. A sprite named once and doing nothing ("cop27 challenge!!" read as a Cop) is a word of
 * the opening that a character was wrongly made of, not a character asked for.
 */
function characterAt(words: readonly TWord[], at: number, program: TProgramLines): boolean {
  const word = words[at] as TWord;
  if (!isSprite(word, program)) return false;
  const names = [word.word, word.raw, word.lemma].map(squashedName);
  if (program.variables.some((variable) => names.includes(variable))) return true;
  const acts = program.scripts.some((script) => names.includes(script.sprite));
  return acts || words.filter((other) => other !== word && [other.word, other.raw, other.lemma].map(squashedName).some((name) => names.includes(name))).length > 0;
}

/** A word the lexicon maps to blocks as an action: "spin", "honk", "jumps" ("a drawing", "a shooting game": a thing, after its article). */
export function actionWord(words: readonly TWord[], at: number): boolean {
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
  // ("10x", "3s", "5px": a unit written onto the number, which binds it)
  const glued = (m: RegExpMatchArray) => /[\p{L}#.]$/u.test(prompt.slice(0, m.index)) || /^(?!(?:x|s|px|secs?)\b)\p{L}/iu.test(prompt.slice((m.index ?? 0) + m[0].length));
  return said.length > 0 && said.every(glued);
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
  if (gluedToAWord(prompt, value)) return false;
  const next = words[at + 1];
  const before = words[at - 1];
  if (before !== undefined && before.mark === undefined && (VALUE_OF.test(before.word) || isSprite(before, program))) return true;
  // "set the tempo to 90", "a number from 1 to 10": a value set, or a range to pick from ("ages 7 to 17" is the children's)
  if (before?.word === "to" && words[at - 2]?.number === undefined) return true;
  if (before?.word === "from" && next?.word === "to" && words[at + 2]?.number !== undefined) return true;
  if (before?.word === "to" && words[at - 3]?.word === "from") return true;
  if (next !== undefined && next.mark === undefined && (UNIT.test(next.word) || UNIT.test(next.lemma) || VARIABLE_NOUNS.has(next.word) || isSprite(next, program))) return true;
  // ("one player pong", "two or three to a computer": how many people play or share)
  if (settingNumber(words, at) || PEOPLE.test(next?.word ?? "") || /^players?$/.test(next?.word ?? "")) return false;
  // ("12 stars": a plural after it is what it counts, whatever the tagger makes of it)
  return inARun(words, at) || (next !== undefined && next.mark === undefined && next.quote === undefined && (next.isNoun || /[^s]s$/.test(next.word)));
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
  if (EVENTS.test(word.word) || COLOURS[word.word] !== undefined || CONTROL.test(word.word) || characterAt(words, at, program)) return true;
  if (WAYS.test(word.word)) return !(words[at - 1]?.isVerb === true && !actionWord(words, at - 1));
  if (CONCEPT_WORD.test(word.word) || THINGS.some(([thing]) => thing.test(word.word) || thing.test(word.lemma))) return !conceptShown(word.word, text) && !conceptShown(word.lemma, text);
  if (WISHING.test(word.word)) return true;
  // "we won", "students ask", "i go to the code club": what people of the setting do
  let from = at;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  // ("our drawings come alive": a thing of theirs that is no character of the program)
  const doer = doerOf(words, from, at);
  const theirs = doer !== undefined && /^(?:my|our|his|her|their)$/.test(words[words.indexOf(doer) - 1]?.word ?? "");
  const people = doer !== undefined && (PEOPLE.test(doer.word) || theirs);
  if (actionWord(words, at)) return !people;
  // "the crosshair wobbles around": a thing doing what the lexicon has no word for is asked all the same
  // ("the moon wobbles:": a word in -s ending the clause after a thing is its verb, whatever the tagger makes of it)
  const verb = word.isVerb || (/[^s]s$/.test(word.word) && (words[at + 1] === undefined || words[at + 1]?.mark !== undefined));
  return verb && !BEING.test(word.word) && doer !== undefined && doer.isNoun && doer.number === undefined && !people && /^(?:the|a|an|its)$/.test(words[words.indexOf(doer) - 1]?.word ?? "");
}

/** The index of the request's first word that asks for something (words.length when none does). */
export function firstAskAt(prompt: string, words: readonly TWord[], program: TProgramLines, text: string): number {
  const at = words.findIndex((_, i) => asksForSomething(prompt, words, i, program, text));
  return at < 0 ? words.length : at;
}

/**
 * Where the request's instructions start: at its first ask, or, when that ask is in the clause
 * right after a colon, at the colon ("poetry generator: pick random words from a list ... and say
 * a poem": every word after the colon is the instruction the "say" is in, known to the lexicon or
 * not). A comma's or an exclamation's clause ("i drew a Bus and i want it to honk") keeps the
 * words before its ask, which tell who asks.
 */
export function instructionsStartAt(prompt: string, words: readonly TWord[], program: TProgramLines, text: string): number {
  const ask = firstAskAt(prompt, words, program, text);
  let at = ask;
  while (at > 0 && at < words.length && words[at - 1]?.mark === undefined) at--;
  return words[at - 1]?.mark === ":" ? at : ask;
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
  const first = instructionsStartAt(prompt, words, program, text);
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

/** Words that open what the steps before them are for: "so it flies in a circle", "so that it looks like ...", "as if". */
const RESULT_OPENERS: readonly (readonly string[])[] = [["so", "it"], ["so", "they"], ["so", "he"], ["so", "she"], ["so", "that"], ["so", "the"], ["as", "if"], ["to", "make", "it", "look"], ["making", "it", "look"]];

/**
 * "moves 10 steps and turns 15 degrees, 24 times, so it flies in a circle": the clause after the
 * steps the child spelled out (a number bound to an action or a unit before it, in its sentence)
 * tells what they look like done, and asks for nothing more. It runs from its opener to the next
 * mark, and counts only when it quotes nothing, names no key or click, and says no number.
 * Returns the indexes of its words.
 */
function resultClauses(prompt: string, words: readonly TWord[], program: TProgramLines): Set<number> {
  const inside = new Set<number>();
  for (let at = 0; at < words.length; at++) {
    const opener = RESULT_OPENERS.find((wanted) => wanted.every((word, k) => words[at + k]?.word === word && words[at + k]?.mark === undefined));
    if (opener === undefined) continue;
    let end = at;
    while (end < words.length && words[end]?.mark === undefined) end++;
    const clause = words.slice(at, end);
    if (clause.some((word) => word.quote !== undefined || word.number !== undefined || EVENTS.test(word.word))) continue;
    let from = at;
    while (from > 0 && !/^[.!?;:]$/.test(words[from - 1]?.mark ?? "")) from--;
    const spelledOut = words.slice(from, at).some((word, k) => word.number !== undefined && word.quote === undefined && numberAsks(prompt, words, from + k, program));
    if (spelledOut) for (let i = at; i < end; i++) inside.add(i);
  }
  return inside;
}

/** True when the part (named as left out) lies wholly in clauses that tell what spelled-out steps look like done. */
export function inAResultClause(prompt: string, part: string, text: string): boolean {
  const words = readWords(prompt);
  const program = readProgramLines(text);
  if (program.scripts.length === 0) return false;
  const inside = resultClauses(prompt, words, program);
  if (inside.size === 0) return false;
  const places = placesOfThePart(words, readWords(part));
  return places.length > 0 && places.every((place) => place.every((i) => inside.has(i)));
}

/**
 * "the Parrot the children drew says ...", "the Bus i made honks": what the child or the class did
 * to make a character, told of it in passing. A part that is only such a past verb (with who did
 * it) asks for nothing, wherever it is: every place of it has a person as its doer.
 */
export function toldOfThePeople(prompt: string, part: string): boolean {
  const words = readWords(prompt);
  const said = readWords(part).filter((word) => word.mark === undefined);
  const past = (word: TWord) => PAST.test(word.word) || (/[^e]ed$/.test(word.word) && word.word.length > 4);
  if (said.length === 0 || said.length > 4 || !said.some(past)) return false;
  if (!said.every((word) => past(word) || PEOPLE.test(word.word) || /^(?:the|my|our|his|her|their)$/.test(word.word))) return false;
  const places = placesOfThePart(words, said);
  return (
    places.length > 0 &&
    places.every((place) =>
      place.every((i) => {
        if (!past(words[i] as TWord)) return true;
        let from = i;
        while (from > 0 && words[from - 1]?.mark === undefined) from--;
        return PEOPLE.test(doerOf(words, from, i)?.word ?? "");
      }),
    )
  );
}
