import { joiningWord, wordDoneByBlocks } from "./offline.block-meanings";
import { conceptShown, readProgramLines } from "./offline.coverage";
import { readWords } from "./plan/plan.words";

/**
 * A part the plan reader set aside that a block of its own plan says word for word (issue 26):
 * "a variable called Timer set to 0" builds `set [timer v] to (0)`, yet "set to 0" was named as
 * left out. A part is said by a block when its words are that block's words, in order, starting
 * with the block's own first word (its verb), with only the block's arguments between them.
 */

const tokens = (text: string): string[] => text.toLowerCase().replace(/\s+v\]/g, "]").split(/[^a-z0-9.-]+/).filter(Boolean);

/** Block lines of project text: not comments, not the header, not hats or loop ends. */
const blockLines = (text: string): string[][] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//") && !/^(?:when |end$|else$|forever$)/.test(line))
    .map(tokens);

function inOrder(part: readonly string[], line: readonly string[]): boolean {
  if (part[0] !== line[0]) return false;
  let at = 1;
  for (const word of part.slice(1)) {
    while (at < line.length && line[at] !== word) at++;
    if (at >= line.length) return false;
    at++;
  }
  return true;
}

/** The parts (of `parts`) that some block line of `text` says word for word. */
export function partsTheBlocksSay(parts: readonly string[], text: string): string[] {
  const lines = blockLines(text);
  return parts.filter((part) => {
    const words = tokens(part);
    return words.length >= 2 && lines.some((line) => inOrder(words, line));
  });
}

/** Words that carry no meaning of their own in a part ("the", "it", "how many"). */
const PLAIN = /^(?:a|an|the|it|its|to|and|or|of|in|on|at|by|for|with|him|her|them|he|she|they|i|you|u|we|my|your|how|many|much|really|very|so|then|new|gets?|is|are|be|was)$/;

/** How often a word (or its plain form) is said in the request: "play" said twice is two plays to find. */
const timesSaid = (prompt: string, word: string) => prompt.toLowerCase().split(/[^a-z0-9]+/).filter((said) => said === word || said.replace(/(?:es|s|ed|ing)$/, "") === word.replace(/(?:es|s|ed|ing)$/, "")).length;

/**
 * Parts the reader named as left out that the program does in other words (decision 720): "c
 * clears it" is `when [c] key pressed` then `erase all`, "jumps to a new place" `go to (random
 * position)`. Every word is a plain word, a key or number the program uses, or a word whose
 * meaning a block does (offline.block-meanings.ts), or a concept the program shows ("pen"). A
 * part of one word is done as many times as the request says it, so "press 1 to play a drum and
 * 2 to play a cymbal" with one sound played still names the second "play".
 * A countdown ("count down from 5") is not a count up.
 */
export function partsDoneInOtherWords(prompt: string, parts: readonly string[], text: string): string[] {
  const program = readProgramLines(text);
  return parts.filter((part) => {
    if (part.startsWith("\"") || /^the number |as a sprite of its own$|^when |^two scripts /.test(part) || /\bcount(?:ing)? down\b|\bcountdown\b/.test(part)) return false;
    const words = readWords(part).filter((word) => word.mark === undefined && word.quote === undefined);
    const meant = words.filter((word) => wordDoneByBlocks(word.word, program.all));
    if (meant.length === 0) return false;
    // a part of one word ("play") may be any of the times the request says it: each must be done
    const alone = words.filter((word) => !PLAIN.test(word.word) && !joiningWord(word.word)).length === 1;
    const enough = !alone || meant.every((word) => program.all.filter((line) => wordDoneByBlocks(word.word, [line])).length >= timesSaid(prompt, word.word));
    return enough && words.every((word, i) => {
      // "the red lava colour", "the wall colour": the colour's name in the child's world, when a colour is touched
      if (/^colou?r$/.test(words[i + 1]?.word ?? "") && program.all.some((line) => /touching colou?r/.test(line))) return true;
      if (PLAIN.test(word.word) || joiningWord(word.word) || meant.includes(word) || conceptShown(word.word, text)) return true;
      // "the snake", "the Apple": a character the program has
      if (program.sprites.includes(word.word) || program.sprites.includes(word.lemma)) return true;
      if (word.number !== undefined) return program.all.some((line) => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].some((m) => Math.abs(Number(m[0])) === Math.abs(word.number as number)));
      // "c clears it": the key is listened to
      if (/^[a-z0-9]$/.test(word.word)) return program.all.includes(`when ${word.word} key pressed`);
      return false;
    });
  });
}
