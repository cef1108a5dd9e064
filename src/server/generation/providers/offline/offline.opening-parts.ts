import { readProgramLines, THINGS, type TProgramLines } from "./offline.coverage";
import { actionWord, beforeARole, firstAskAt, instructionsStartAt } from "./offline.opening";
import { NUMBER_LABELS, PLACE_BEFORE, SETTING_NOUNS, SUBJECTS } from "./offline.opening-words";
import { doerOf, placesOfThePart } from "./offline.setting";
import { CLASS_LABEL, CODING, CONCEPT_WORD, COUNTED, EVENTS, PEOPLE, squashedName } from "./offline.setting-words";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * Which parts named as left out are the request's framing (issue 26, decisions 1360 and 1460): a
 * part said only in the opening (offline.opening.ts), before the first ask, that holds none of the
 * request's characters. The opening ends at the first number bound to an action, key, click or
 * quote said, so those are never in it; what can still be in it is a character named before what
 * it does: "Star spins when i click it" opens with the Star, which is no sprite of a program that
 * made a "Sprite1" spin, and dropping "Star" would hide that the Star is missing.
 *
 * A word of the opening is a character when it is
 *  - the subject of the first ask ("Star" of "Star spins"; "the robot" of "Year 4, the robot waves"),
 *  - a name the request makes act anywhere ("my cat" of "my cat jumps when i press space"),
 *  - a capitalised name that is no place ("from Lagos"), no person's title and no word of the
 *    setting ("Code Club", "Year 4"),
 *  - a sprite word ("sprite", "character", "player"; "2 players" count people).
 */

/** Words that only point or join: never a character themselves. */
const POINTING = /^(?:the|a|an|my|our|his|her|their|your|its|this|that|these|those|and|or|it|then|so|but|when|if|one|some|all)$/;

/** The program's own words for a character. */
const SPRITE_WORDS = /^(?:sprites?|characters?|players?)$/;

/** Titles of a person: "Mrs Okafor's class", "Mr Tan". */
const PERSON_TITLES = /^(?:mr|mrs|ms|miss|dr|sir|madam|teacher)$/;

/** Helpers before a verb, looked past to its doer: "i dont speak", "it can jump". */
const AUXILIARY = /^(?:dont|don't|doesnt|doesn't|didnt|didn't|do|does|did|not|cant|can't|can|could|will|wont|won't|would|should|must|may|might)$/;

/** Words that join a thing to what it is in or with: "2 kids in christmas clothes", "the box of toys". */
const JOINING = /^(?:in|with|of|from|on|at)$/;

/** Other prepositions, never a thing: "they want to keep going". */
const PREPOSITIONS = /^(?:to|for|by|about|into|onto|than|as|like|up|down)$/;

/**
 * A word that could name a thing that acts (the tagger's noun or not: "Star spins" is read as a
 * verb): not a person, a pointing word, a helper, a preposition, nor a thing of blocks ("the list answers ..." is a list, no character).
 */
const thingWord = (word: TWord | undefined): word is TWord =>
  word !== undefined &&
  word.mark === undefined &&
  word.number === undefined &&
  word.quote === undefined &&
  ![PEOPLE, POINTING, AUXILIARY, JOINING, PREPOSITIONS, CONCEPT_WORD].some((words) => words.test(word.word)) &&
  !THINGS.some(([thing]) => thing.test(word.word) || thing.test(word.lemma));

/** The index where the clause around words[at] starts (just after the last mark before it). */
function clauseStart(words: readonly TWord[], at: number): number {
  let from = at;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  return from;
}

/**
 * The subject of the verb at words[at]: its doer (past any helper: "i dont speak" is the teller's)
 * and the thing words right before it ("Star", "big red Ball"). A subject whose head is people ("2
 * kids in christmas clothes talk") is none of the program's.
 */
function subjectOf(words: readonly TWord[], at: number): number[] {
  const from = clauseStart(words, at);
  let verb = at;
  while (verb > from && AUXILIARY.test(words[verb - 1]?.word ?? "")) verb--;
  const doer = doerOf(words, from, verb);
  if (!thingWord(doer)) return [];
  const subject: number[] = [];
  let i = words.indexOf(doer, from);
  for (; i >= from && (thingWord(words[i]) || JOINING.test(words[i]?.word ?? "")); i--) if (thingWord(words[i])) subject.push(i);
  return i >= from && PEOPLE.test(words[i]?.word ?? "") ? [] : subject;
}

/**
 * Squashed forms of every thing the request makes do something a block does, from the clause of its
 * first ask on ("my cat jumps when i press space": the cat; "our drawings come alive: the Parrot
 * ...": the drawings are the class's story, told before the clause that asks).
 */
function actingNames(words: readonly TWord[], from: number): Set<string> {
  const names = new Set<string>();
  words.forEach((word, at) => {
    if (at < from || word.mark !== undefined || word.quote !== undefined || !actionWord(words, at)) return;
    for (const i of subjectOf(words, at)) for (const form of [words[i]?.word, words[i]?.lemma]) if (form !== undefined) names.add(squashedName(form));
  });
  return names;
}

/** "from Lagos", "in São Paulo", "at St Mary's": a name after a place's preposition, the words between it names too. */
function placeName(words: readonly TWord[], at: number): boolean {
  return [1, 2, 3].some((back) => PLACE_BEFORE.test(words[at - back]?.word ?? "") && words.slice(at - back + 1, at).every((other) => other.mark === undefined && other.name !== undefined));
}

/** A capitalised name that names a character, not a place, a person's title or the setting ("Code Club", "Year 4"). */
function characterName(words: readonly TWord[], at: number): boolean {
  const word = words[at] as TWord;
  if (word.name === undefined || !thingWord(word) || placeName(words, at)) return false;
  const setting = (other: TWord | undefined) => other !== undefined && [CODING, COUNTED, SETTING_NOUNS, SUBJECTS, NUMBER_LABELS, CLASS_LABEL, EVENTS, PERSON_TITLES].some((words) => words.test(other.word));
  // ("with Andorran culture", "Maori legends": a people's or a country's word before what is theirs)
  const theirs = words[at + 1]?.mark === undefined && CULTURE.test(words[at + 1]?.word ?? "");
  return !setting(word) && !setting(words[at - 1]) && !setting(words[at + 1]) && !theirs;
}

/** What a people or a place has, after its name: "Andorran culture", "Samoan legends" (decision 1720). */
const CULTURE = /^(?:culture|cultures|traditions?|traditional|music|food|flags?|languages?|history|folklore|legends?|myths?|style|heritage|customs?|festivals?|holidays?|stories|art|crafts?|dances|songs|words)$/;

/** Indexes of the words before `first` that are characters of the request (see above). */
export function charactersOfTheOpening(words: readonly TWord[], first: number, program: TProgramLines, prompt: string, text: string): Set<number> {
  const ask = firstAskAt(prompt, words, program, text);
  const verb = words[ask]?.isVerb === true || actionWord(words, ask);
  const characters = new Set<number>(verb ? subjectOf(words, ask) : []);
  const acting = actingNames(words, clauseStart(words, Math.min(ask, words.length - 1)));
  for (let i = 0; i < first; i++) {
    const word = words[i] as TWord;
    // ("a boat captain came ...": the Boat's word, said of a person's role, is no character there)
    if (!thingWord(word) || beforeARole(words, i)) continue;
    if (acting.has(squashedName(word.word)) || acting.has(squashedName(word.lemma)) || characterName(words, i) || (SPRITE_WORDS.test(word.word) && words[i - 1]?.number === undefined)) characters.add(i);
  }
  return characters;
}

/** "the number 5", "the number 5 ("Grade 5")": the number a part names, and the words it was said in. */
const NUMBER_PART = /^the number (-?\d+(?:\.\d+)?)(?: \("(.+)"\))?$/;

/**
 * True when the part (named as left out) is the request's framing: every place its words are said
 * is before the first ask, none of those words is a character of the request, and the request asks
 * for something after it. A number named on its own ("the number 5") counts when every time the
 * request says it is in the opening.
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
  if (places.length === 0 || !places.every((place) => place.every((i) => i < first))) return false;
  const characters = charactersOfTheOpening(words, first, program, prompt, text);
  return places.every((place) => place.every((i) => !characters.has(i)));
}
