import { readProgramLines, THINGS } from "./offline.coverage";
import { actionWord } from "./offline.opening";
import { doerOf, placesOfThePart } from "./offline.setting";
import { CONCEPT_WORD, EVENTS, PEOPLE, squashedName } from "./offline.setting-words";
import { COLOURS } from "./plan/plan.vocabulary";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * A place phrase told of a built movement (issue 26, decision 1400): "the Fish jump out of lake",
 * "make the Mango fall from the tree", "balloons go up from the bottom", "glides to random
 * places". The place is scenery the movement goes from, to or through, not a character: named as
 * left out ("lake", "starting from the tree") it would tell of something missing that the program
 * does. A part counts when it is one place word (with its preposition and article), naming no
 * sprite, no colour, no key and no thing of blocks ("the edge", "the mouse"), and every place it
 * is said is right after a preposition that follows a movement the lexicon builds ("jump",
 * "fall", "go up"), that nothing else in the request does ("the Tree waves": a character). A
 * "random" place ("random spots") counts only when the program goes to a random position.
 */

/** Words that put a place after a movement: "out of lake", "from the tree", "to random places" ("in a circle" is a path, "clones of the star" a thing). */
const PREPOSITION = /^(?:from|of|out|off|into|onto|to|at|under|over|behind|through|across|towards?)$/;

/** Prepositions that lead to where a movement ends: only a random place after them is scenery ("flies to the Moon": a character). */
const TOWARDS = /^(?:to|at|towards?)$/;

/** Nouns of who plays or acts: "flies from the player" is from a character. */
const ACTORS = /^(?:players?|enemy|enemies|hero|heroes|user|opponent|computer)$/;

/** Words a place phrase may carry before its noun. */
const CARRIED = /^(?:the|a|an|random)$/;

/** Ways a movement goes, between the verb and its place: "go up from the bottom". */
const WAYS = /^(?:up|down|back|away|out|around|round)$/;

/** Nouns of a place as such: a random one of them is a random position. */
const A_PLACE = /^(?:spots?|places?|positions?|locations?|points?)$/;

/** "starting from the tree": the answer side's words for where a movement starts, not said by the request. */
const STARTING = /^(?:starting|ending)$/;

/** The part's place noun, when the part is only a place phrase (see above). */
function placeNoun(part: readonly TWord[]): TWord | undefined {
  const said = part.filter((word) => word.mark === undefined);
  const nouns = said.filter((word) => !PREPOSITION.test(word.word) && !CARRIED.test(word.word) && !STARTING.test(word.word));
  if (nouns.length !== 1 || said.some((word) => word.quote !== undefined || word.number !== undefined)) return undefined;
  return nouns[0];
}

/** True when the word names something the program or the blocks have: a sprite, a colour, a key, the edge. */
function namesSomething(noun: TWord, sprites: readonly string[]): boolean {
  const forms = [noun.word, noun.lemma];
  return (
    forms.some((form) => sprites.includes(squashedName(form))) ||
    COLOURS[noun.word] !== undefined ||
    PEOPLE.test(noun.word) ||
    ACTORS.test(noun.word) ||
    EVENTS.test(noun.word) ||
    CONCEPT_WORD.test(noun.word) ||
    THINGS.some(([thing]) => forms.some((form) => thing.test(form)))
  );
}

/** True when the words before `at` are a preposition (with articles, "random" and ways) right after a movement. */
function afterAMovement(words: readonly TWord[], at: number, random: boolean, sprites: readonly string[]): boolean {
  let i = at - 1;
  const prepositions: string[] = [];
  while (i >= 0 && words[i]?.mark === undefined && (CARRIED.test(words[i]?.word ?? "") || PREPOSITION.test(words[i]?.word ?? ""))) {
    if (PREPOSITION.test(words[i]?.word ?? "")) prepositions.push(words[i]?.word ?? "");
    if (words[i]?.word === "random" && !random) return false;
    i--;
  }
  // ("of" only as "out of"; "to", "at" only before a random place)
  if (prepositions.length === 0 || (prepositions.includes("of") && !prepositions.includes("out")) || (!random && prepositions.some((word) => TOWARDS.test(word)))) return false;
  while (i >= 0 && WAYS.test(words[i]?.word ?? "")) i--;
  if (i < 0 || words[i]?.mark !== undefined || !actionWord(words, i)) return false;
  // the movement is a character's of the program: "the Fish jump", not "a snowball flies" the program has no sprite for
  let from = i;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  const doer = doerOf(words, from, i);
  return doer !== undefined && [doer.word, doer.lemma].some((form) => sprites.includes(squashedName(form)));
}

/** True when the part is a place phrase told of a built movement (see above). */
export function placeOfAMovement(prompt: string, part: string, text: string): boolean {
  const partWords = readWords(part).filter((word) => !STARTING.test(word.word));
  const noun = placeNoun(partWords);
  if (noun === undefined) return false;
  const program = readProgramLines(text);
  if (program.scripts.length === 0 || namesSomething(noun, program.sprites)) return false;
  const random = A_PLACE.test(noun.word) && program.all.some((line) => /random position/.test(line));
  const words = readWords(prompt);
  // ("the Tree waves": a place word that does something anywhere in the request is a character)
  const doing = words.some((word, i) => word.word === noun.word && i + 1 < words.length && doerOf(words, i, i + 1) === word && actionWord(words, i + 1));
  if (doing) return false;
  const places = placesOfThePart(words, partWords);
  const nounAt = partWords.filter((word) => word.mark === undefined).indexOf(noun);
  // the part's preposition and articles lead straight to its noun, and a movement comes before them
  return places.length > 0 && places.every((place) => afterAMovement(words, place[nounAt] as number, random, program.sprites));
}
