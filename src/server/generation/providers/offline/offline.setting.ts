import { meansABlock } from "./offline.block-meanings";
import { PLAN_VOCABULARY } from "./plan/plan.vocabulary";
import { readWords, type TWord } from "./plan/plan.words";
import { openingSettingLength, type TProgramSeen } from "./offline.opening";
import { CLASS_LABEL, CODING, COUNTED, EVENTS, PEOPLE, squashedName, TITLED, WISHING } from "./offline.setting-words";

export { PEOPLE, squashedName, WISHING };

/**
 * The setting of a request (issue 26, decision 1150): a sentence before the request that says who
 * asks, where, when or why, and has no character of the program doing anything in it. "im 12 and
 * i go to the code club at ambassadors college.", "We share the laptops, 3 kids for one.", "his
 * little sister (6) now wants a simple one:", "Grade 6, each group teaches a block category.",
 * "Hour of Code at a resource centre, every child writes a line of code:". Named as left out, its
 * words (or its numbers) would tell of something missing that was never asked.
 *
 * A sentence is the setting when the request goes on after it, it quotes nothing, names no key,
 * click or sprite of the program, every verb a block could do is done by people (the teller, the
 * class, the family), a wish in it wants only "a game" or "a simple one", and each number is an
 * age, a class, a length of time or a count of people.
 */

/** Words between a doer and its verb: "i already made", "she now wants". */
const ADVERB = /^(?:already|now|also|just|really|often|always|usually|all|both|still|then|only|sometimes|never|each|every|and|so|too)$/;

/** What a wish in the setting may want: "a simple one", "an animation", "a game of her own". */
const WISHED = /^(?:to|the|a|an|his|her|their|my|our|its|own|one|it|this|that|too|also|so|and|more|some|something|simple|small|little|easy|new|short|fun|cool|nice|first|another|own|game|games|project|projects|program|animation|animations|story|stories|card|scene|show|quiz|quizzes|maze|mazes|drawing|picture|of|for|with|at|home|now|again|too)$/;

/** Kinds of project an opening may name, which the request must then build: "pong!!!", "my maze game!". */
const PROJECT_NAMES = /^(?:games?|pong|snake|mazes?|quiz(?:zes)?|platformers?|shooters?|clickers?|flappy|races?|racing|dice|stor(?:y|ies)|animations?|dances?|drawings?|cards?|pets?|parties|party|music|songs?|beats?|chase|catch|tag|hide|seek)$/;

/**
 * "dinas powys library code club!!!", "hour of code in kangemi!!!", "sono giorgio!!": an opening
 * exclamation, a few words with no doer in them, that greets or says where the child codes before
 * the request. It counts as the setting only when nothing in it could be the program's: no quote,
 * key, click, sprite, kind of project, nor a word a block does.
 */
function openingExclamation(words: readonly TWord[], from: number, to: number, sprites: readonly string[]): boolean {
  if (from !== 0 || words[to]?.mark !== "!") return false;
  const plain = words.slice(from, to).filter((word) => word.mark === undefined);
  if (plain.length === 0 || plain.length > 6) return false;
  return plain.every((word) => {
    if (CODING.test(word.word) || CODING.test(word.raw)) return true;
    if (word.quote !== undefined || word.number !== undefined || EVENTS.test(word.word) || PEOPLE.test(word.word)) return false;
    if (sprites.includes(squashedName(word.word)) || sprites.includes(squashedName(word.raw)) || sprites.includes(word.lemma)) return false;
    if (PROJECT_NAMES.test(word.word) || PROJECT_NAMES.test(word.raw)) return false;
    // (the child's own spelling too: "sono" read as "song" is no song)
    return ![word.raw, word.word, word.lemma].some((form) => meansABlock(form) || PLAN_VOCABULARY.has(form));
  });
}

/** Bounds [from, to) of the sentence around words[at]: to the marks that end one (a colon too). */
function sentenceBounds(words: readonly TWord[], at: number): [number, number] {
  const ends = (word: TWord | undefined) => /^[.!?:;]$/.test(word?.mark ?? "");
  let from = at;
  while (from > 0 && !ends(words[from - 1])) from--;
  let to = at;
  while (to < words.length && !ends(words[to])) to++;
  return [from, to];
}

/** The doer of words[at]: the nearest word before it that is not an adverb or a bracket's. */
export function doerOf(words: readonly TWord[], from: number, at: number): TWord | undefined {
  let i = at - 1;
  while (i >= from && (ADVERB.test(words[i]?.word ?? "") || words[i]?.bracket !== undefined)) i--;
  return i >= from ? words[i] : undefined;
}

/** A number of the setting: an age, a class, a length of time, a count of people, or "one". */
function settingNumber(words: readonly TWord[], at: number): boolean {
  const word = words[at] as TWord;
  if (word.bracket !== undefined || word.raw === "one") return true;
  const before = words[at - 1];
  const after = words[at + 1];
  // "6-year-old", "12 years old"
  if (/^(?:years?|yrs?)$/.test(after?.word ?? "") && words[at + 2]?.word === "old") return true;
  return CLASS_LABEL.test(before?.word ?? "") || COUNTED.test(after?.word ?? "") || /^(?:th|st|nd|rd)$/.test(after?.word ?? "");
}

/**
 * "im a proton (12) and my trex game ...", "my little brother (6) wants ...": a number alone in
 * brackets after the one who asks ("im a ...", "my ...") is their age, whatever the sentence asks
 * after it. After "my" or "our", a sprite of the program ("my Ball (12)") is no one asking.
 */
function tellerAndAge(words: readonly TWord[], at: number, sprites: readonly string[]): boolean {
  const age = (i: number) => {
    const word = words[i];
    return word?.number !== undefined && word.bracket !== undefined && !words.some((other) => other !== word && other.bracket === word.bracket && other.mark === undefined);
  };
  const noun = (i: number) => words[i]?.mark === undefined && words[i]?.isNoun === true;
  const teller = (i: number) => noun(i) && /^(?:a|an)$/.test(words[i - 1]?.word ?? "") && (/^(?:im|i'm)$/.test(words[i - 2]?.word ?? "") || (words[i - 2]?.word === "am" && words[i - 3]?.word === "i"));
  const sprite = (i: number) => sprites.includes(squashedName(words[i]?.word ?? "")) || sprites.includes(words[i]?.lemma ?? "");
  const owned = (i: number) => noun(i) && !sprite(i) && words.slice(Math.max(0, i - 3), i).some((other) => /^(?:my|our)$/.test(other.word));
  return age(at) && (teller(at - 1) || owned(at - 1));
}

/**
 * True when words[at] is in a sentence of the request's setting (see above). `sprites` are the
 * program's sprites (squashed, lower case).
 */
export function inTheSetting(words: readonly TWord[], at: number, sprites: readonly string[], seen?: TProgramSeen): boolean {
  if (words[at] === undefined || words[at]?.mark !== undefined) return false;
  // "Dojo session 2, drawing shapes:", "hola im 9 from ecuador, make ...": the clauses the request opens with
  if (at < openingSettingLength(words, sprites, seen) || tellerAndAge(words, at, sprites)) return true;
  const [from, to] = sentenceBounds(words, at);
  // the request goes on after it
  if (words.slice(to + 1).filter((word) => word.mark === undefined).length < 4) return false;
  const sentence = words.slice(from, to);
  const plain = sentence.filter((word) => word.mark === undefined);
  if (plain.length === 0) return false;
  if (openingExclamation(words, from, to, sprites)) return true;
  // "The Looks group:": a group's label before what it does
  if (words[to]?.mark === ":" && plain.length <= 4 && /^(?:group|team|class|table)$/.test(plain[plain.length - 1]?.word ?? "") && plain.every((word) => !word.isVerb || word === plain[plain.length - 2])) return true;
  // someone of the setting is in it: the teller, the family, the class ("a list class holds ..." is a list's name, not a class)
  const someone = sentence.some((word, k) => PEOPLE.test(word.word) && (k === 0 || !sentence[k - 1]?.isNoun || /^(?:my|our|his|her|their|your|each|every|the|a|an|year|years|yr|yrs)$/.test(sentence[k - 1]?.word ?? "")));
  if (!someone) return false;
  return sentence.every((word, k) => {
    const i = from + k;
    if (word.mark !== undefined) return true;
    if (word.quote !== undefined || EVENTS.test(word.word)) return false;
    // ("loves the Potato Pirates card game": a sprite's name in the title of a game is the game's)
    // ("the kids do a snake:": the project the request then describes, named by its character, last before the colon)
    const named = k === sentence.length - 1 && words[to]?.mark === ":" && /^(?:a|an)$/.test(sentence[k - 1]?.word ?? "");
    if ((sprites.includes(squashedName(word.word)) || sprites.includes(word.lemma)) && !named && !sentence.slice(k + 1, k + 4).some((other) => TITLED.test(other.word))) return false;
    if (word.number !== undefined) return settingNumber(words, i);
    // a wish wants only a thing of no behaviour: "now wants a simple one"
    // ("the children like music": liking, not a wish; "would like to" is one)
    const wish = WISHING.test(word.word) || (/^(?:like|likes|love|loves|d)$/.test(word.word) && words[i + 1]?.word === "to");
    if (wish) return sentence.slice(k + 1).every((other) => other.mark !== undefined || WISHED.test(other.word) || WISHED.test(other.raw) || other.bracket !== undefined);
    // "a pond that ripples", "it spins": a thing doing something is the request's
    if (word.isVerb && /^(?:that|which|it)$/.test(doerOf(words, from, i)?.word ?? "")) return false;
    const acts = word.isVerb && !PEOPLE.test(word.word) && !CODING.test(word.word) && (meansABlock(word.word) || PLAN_VOCABULARY.has(word.lemma) || PLAN_VOCABULARY.has(word.word));
    if (!acts) return true;
    // a verb a block could do, done by people: "i go to the code club", "every child writes a line of code"
    const doer = doerOf(words, from, i);
    return doer !== undefined && PEOPLE.test(doer.word);
  });
}

/**
 * Every place the part's words are said in order in `words` (marks skipped), each as the indexes of
 * its words: a few words the part left out may come between them ("sister (6) now", "my 10-year-old drew").
 */
export function placesOfThePart(words: readonly TWord[], partWords: readonly TWord[]): number[][] {
  const plain = partWords.filter((word) => word.mark === undefined);
  if (plain.length === 0) return [];
  const spoken = words.map((word, i) => ({ word, i })).filter(({ word }) => word.mark === undefined);
  const from = (k: number): number[] | undefined => {
    const found: number[] = [];
    for (const word of plain) {
      const gap = k + (found.length > 0 ? 4 : 0);
      // (as typed or as mended: "centro" may be mended to "centre" alone and kept in the request)
      const same = (at: number) => (spoken[at]?.word.word === word.word || spoken[at]?.word.raw === word.raw) && spoken[at]?.word.quote === word.quote;
      while (k < gap && spoken[k] !== undefined && !same(k)) k++;
      if (!same(k)) return undefined;
      found.push(spoken[k]?.i ?? -1);
      k++;
    }
    return found;
  };
  return spoken.map((_, k) => from(k)).filter((places): places is number[] => places !== undefined);
}

/** True when every word of the part, found in order in `words`, is in the request's setting. */
export function partInTheSetting(words: readonly TWord[], partWords: readonly TWord[], sprites: readonly string[], seen?: TProgramSeen): boolean {
  const found = placesOfThePart(words, partWords)[0];
  return found !== undefined && found.every((i) => inTheSetting(words, i, sprites, seen));
}

/** Where the name (one word, or a squashed run of words: "LilyPad") is said in the request: the index of its first word each time. */
function placesOfName(words: readonly TWord[], name: string): number[] {
  const wanted = squashedName(name);
  const at: number[] = [];
  words.forEach((word, i) => {
    if (word.mark !== undefined) return;
    let joined = "";
    for (let j = i; j < Math.min(words.length, i + 3) && words[j]?.mark === undefined; j++) {
      joined += squashedName((words[j] as TWord).word);
      // ("girls" for a Girl; "caught" is no Catch)
      if (joined === wanted || (j === i && (words[j] as TWord).lemma === wanted && (words[j] as TWord).word.startsWith(wanted) && /^(?:s|es)?$/.test((words[j] as TWord).word.slice(wanted.length)))) {
        at.push(i);
        return;
      }
    }
  });
  return at;
}

/**
 * "im 12 and i go to the code club at ...", "his Step game at the Dojo": a name said only in the
 * request's setting (the program's other sprites aside) is no character of the request.
 */
export function saidOnlyInTheSetting(prompt: string, name: string, sprites: readonly string[], titles = false, seen?: TProgramSeen): boolean {
  const words = readWords(prompt);
  const others = sprites.filter((sprite) => sprite !== squashedName(name));
  const places = placesOfName(words, name);
  // with `titles`, "my catch game", "a catch game.": an action said only as the kind of game names the game, no character
  // (a "Snake game" or a "flappy bird game" is named after its character)
  const inATitle = (at: number) => titles && meansABlock(words[at]?.word ?? "") && TITLED.test(words[at + 1]?.word ?? "") && words[at + 1]?.mark === undefined && words[at]?.name === undefined;
  return places.length > 0 && places.every((at) => inTheSetting(words, at, others, seen) || inATitle(at));
}
