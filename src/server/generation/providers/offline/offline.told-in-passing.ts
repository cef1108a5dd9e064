import { readProgramLines, type TProgramLines } from "./offline.coverage";
import { numberAsks } from "./offline.opening";
import { doerOf, placesOfThePart } from "./offline.setting";
import { EVENTS, PAST, PEOPLE } from "./offline.setting-words";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * What a request tells in passing, after its opening (issue 26, decision 1360): a clause saying
 * what the steps spelled out before it look like done ("so it flies in a circle"), and a past verb
 * saying who made a character ("the Parrot the children drew"). Neither asks for anything.
 */

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
