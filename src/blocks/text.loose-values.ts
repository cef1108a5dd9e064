// Block words with their values typed loose (issue 27, seen in real model answers): numbers
// without round brackets (`change size by 10`, `(pick random 4 to 10)`) and text in quotes
// instead of square brackets (`ask "What is your name?" and wait`). scratchblocks does not read
// such a line as its block: at a script's edge the normaliser would take it for a sentence, and
// inside round brackets scratchblocks reads it as a variable named after the words, a silent
// change of meaning. Both ask the same question: with its loose values taken as inputs, is this
// one of scratchblocks' blocks?

import { allLanguages } from "scratchblocks/syntax/index.js";
import { minifyHash } from "./scratchblocks.hash";

/** Text in straight quotes standing where a value stands (models' `say "Hi!"`). */
const QUOTED_TEXT = /(?<=^|\s)"[^"]*"(?=\s|$)/g;
/** A number standing alone among the words (not part of a name such as `level2`). */
const BARE_NUMBER = /(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])/g;

const blocksByHash = () => allLanguages.en?.blocksByHash;

/** The words read with every loose value as an input, hashed as scratchblocks matches blocks. */
const looseValuesAsInputs = (words: string) => minifyHash(words.replace(QUOTED_TEXT, "_").replace(BARE_NUMBER, "_"));

/** The words are one of scratchblocks' blocks as written, or once their loose values are inputs. */
export function readsAsBlock(words: string): boolean {
  const byHash = blocksByHash();
  if (!byHash) return false;
  return byHash[minifyHash(words)] !== undefined || byHash[looseValuesAsInputs(words)] !== undefined;
}

/**
 * The words are a block only once their loose values are inputs: as a name in round brackets
 * (`(pick random 4 to 10)`) they are that block in disguise, never the block itself.
 */
export function isBlockWithLooseValues(words: string): boolean {
  const byHash = blocksByHash();
  if (!byHash) return false;
  const slotted = looseValuesAsInputs(words);
  return slotted !== minifyHash(words) && byHash[slotted] !== undefined;
}
