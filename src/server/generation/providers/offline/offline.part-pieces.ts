import { builtUnderAnotherWord } from "./offline.built-parts";
import { verbsGlossedAndBuilt } from "./offline.colon-gloss";
import { conceptShown } from "./offline.coverage";
import { inTheOpening } from "./offline.opening-parts";
import { inAResultClause, toldOfThePeople } from "./offline.told-in-passing";
import { framingParts } from "./offline.framing";
import { placeOfAMovement } from "./offline.place-phrases";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * Parts named as left out that are made of pieces, each of which asks for nothing left to build
 * (issue 26, decision 1300): "standard 6 at bontleng , i want the zebra to run away" is the
 * request's setting, then a wish whose verb the steps after the colon spell out and the program
 * builds; "super" of "super slow" goes with the word it says more of; "summer workshop at the ruse library , "What shall I be?"" is the setting, then the
 * session's quoted title. Named as left out, they would tell of something missing that the program
 * does or that was never asked. A part counts only when every one of its pieces (its comma
 * pieces) is framing, a title in quotes, or a glossed verb the program builds; one piece asking
 * for anything else keeps the whole part named.
 */

/** "i want the zebra to run away": who wishes, what for, then "to" and the verb that is wished. */
const WISH = /^(?:(?:i|we|he|she|they|my \w+|our \w+) )?(?:want|wants|would like|wish|wishes|need|needs)(?: the \w+| a \w+| an \w+| it| him| her| them)? to (.+)$/;

/** The request's first colon, as an index into its words (-1 when it has none). */
const firstColon = (words: readonly TWord[]) => words.findIndex((word) => word.mark === ":");

/**
 * '"What shall I be?"' before the request's first colon, a comma piece of its own: the title of the
 * session or the project, which no character is asked to say. A quote the program says, or one
 * after the colon, is the request's.
 */
function quotedTitle(prompt: string, piece: string, text: string): boolean {
  const quote = /^"(.+)"$/.exec(piece.trim())?.[1];
  if (quote === undefined || text.includes(quote)) return false;
  const words = readWords(prompt);
  const colon = firstColon(words);
  if (colon < 0 || words.slice(colon + 1).filter((word) => word.mark === undefined).length < 4) return false;
  const at = words.findIndex((word) => word.quote === quote);
  if (at < 0 || at > colon) return false;
  // alone between marks: ', "What shall I be?":'
  const before = words[at - 1];
  const after = words[at + 1];
  return (before === undefined || before.mark !== undefined) && after?.mark !== undefined;
}

/** Words that only say how much of what follows them: "super slow", "really fast". */
const INTENSIFIERS = /^(?:super|very|really|extra|so|too|mega|ultra|quite|veryy+|soo+)$/;

/**
 * "move super slow, 1 step every 1 second": "super" says how slow, and goes with the word after it.
 * It is left out only with that word: when the word after it was read (no part named holds it),
 * the intensifier asks for nothing of its own.
 */
function intensifierOfARead(prompt: string, piece: string, others: readonly string[]): boolean {
  const said = readWords(piece).filter((word) => word.mark === undefined);
  if (said.length === 0 || !said.every((word) => INTENSIFIERS.test(word.word))) return false;
  const words = readWords(prompt);
  const at = words.findIndex((_, i) => said.every((word, j) => words[i + j]?.word === word.word));
  const next = words[at + said.length];
  if (at < 0 || next === undefined || next.mark !== undefined || next.quote !== undefined || next.number !== undefined) return false;
  return !others.some((other) => readWords(other).some((word) => word.word === next.word));
}

/**
 * The parts (of `leftOut`) whose every piece asks for nothing left to build: a part wholly in the
 * request's opening, before its first ask, or in a clause telling what spelled-out steps look like
 * done (offline.opening.ts, offline.told-in-passing.ts), asks for nothing at all.
 */
export function partsFramedPieceByPiece(prompt: string, leftOut: readonly string[], text: string): string[] {
  const shown = (word: string) => conceptShown(word, text);
  return leftOut.filter((part) => {
    if (inTheOpening(prompt, part, text) || inAResultClause(prompt, part, text) || toldOfThePeople(prompt, part) || builtUnderAnotherWord(prompt, part, text) || placeOfAMovement(prompt, part, text)) return true;
    const pieces = part.split(/\s[,;]\s/).map((piece) => piece.trim()).filter((piece) => piece !== "");
    if (pieces.length === 0) return false;
    // a part of one piece is framing or glossed as a whole already: only its wish is new here
    const others = leftOut.filter((other) => other !== part);
    return pieces.every((piece) => {
      if (pieces.length > 1 && (framingParts(prompt, [piece], text, shown).length > 0 || quotedTitle(prompt, piece, text) || inTheOpening(prompt, piece, text) || toldOfThePeople(prompt, piece))) return true;
      if (intensifierOfARead(prompt, piece, others)) return true;
      const verb = WISH.exec(piece)?.[1] ?? (pieces.length > 1 ? piece : undefined);
      return verb !== undefined && verbsGlossedAndBuilt(prompt, [verb, ...others], text).includes(verb);
    });
  });
}
