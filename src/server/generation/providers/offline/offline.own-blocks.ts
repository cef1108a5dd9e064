import { escapeRegExp } from "../../../../blocks";
import { joiningWord, meansABlock, wordDoneByBlocks } from "./offline.block-meanings";
import { conceptShown, numberInLine, readProgramLines } from "./offline.coverage";
import { quoteAsBlockText, readWords, type TWord } from "./plan/plan.words";
import { COLOURS, PLAN_VOCABULARY } from "./plan/plan.vocabulary";
import { COLOUR_WORDS } from "./offline.lexicon";

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

/**
 * The places (in `words`) of a run of three words or more that a block line says in its order,
 * starting with the block's verb ("play the sound until done" is `play sound (pop) until done`);
 * plain words between them are skipped.
 */
function blockWordsSaid(words: readonly string[], text: string): Set<number> {
  const done = new Set<number>();
  const lines = blockLines(text);
  for (let start = 0; start < words.length; start++) {
    for (const line of lines) {
      if (line[0] !== words[start]) continue;
      const run = [start];
      let at = 1;
      for (let i = start + 1; i < words.length; i++) {
        const word = words[i] as string;
        const found = line.indexOf(word, at);
        if (found >= 0) {
          run.push(i);
          at = found + 1;
        } else if (!PLAIN.test(word)) break;
      }
      if (run.length >= 3) for (const i of run) done.add(i);
    }
  }
  return done;
}

/** The parts (of `parts`) that some block line of `text` says word for word. */
export function partsTheBlocksSay(parts: readonly string[], text: string): string[] {
  const lines = blockLines(text);
  return parts.filter((part) => {
    const words = tokens(part);
    return words.length >= 2 && lines.some((line) => inOrder(words, line));
  });
}

/** "stop on red", "the red colour": a colour's name, when a block of the program uses that colour (touching it, drawing with it). */
const colourUsed = (word: string, text: string) => {
  const hexes = [COLOURS[word], ...COLOUR_WORDS.filter(([name]) => name === word).map(([, hex]) => hex)].filter((hex) => hex !== undefined);
  return hexes.some((hex) => text.toLowerCase().includes(`[${hex.toLowerCase()}]`));
};

/** Units said after a number, and how a block line says them. */
const UNITS = /^(?:seconds?|secs?|steps?|degrees?|beats?|times)$/;
const unitIn = (line: string, unit: string) => (/^sec/.test(unit) ? /seconds|secs|^wait/.test(line) : /^step/.test(unit) ? /steps|^change [xy] by/.test(line) : /^degree/.test(unit) ? /degrees|direction/.test(line) : /^beat/.test(unit) ? /beats/.test(line) : /^repeat/.test(line));

/** Shapes a sprite can walk round: how many turns, of how many degrees. */
const SHAPE_PATHS: [RegExp, number, number][] = [
  [/^squares?$/, 4, 90],
  [/^triangles?$/, 3, 120],
  [/^pentagons?$/, 5, 72],
  [/^hexagons?$/, 6, 60],
  [/^octagons?$/, 8, 45],
];

/** Words that carry no meaning of their own in a part ("the", "it", "how many"). */
const PLAIN = /^(?:use|uses|using|sprite|ke|ka|ki|ko|se|mein|andar|karo|kare|karna|hai|ho|aur|wala|wali|a|an|the|it|its|itself|himself|herself|themselves|to|and|or|of|in|on|at|by|for|with|him|her|them|he|she|they|i|you|u|we|my|your|me|us|our|how|many|much|really|very|so|then|new|gets?|is|are|be|was|this|that|these|those)$/;

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
    if (wordsOfAShownQuote(prompt, part, text)) return true;
    if (part.startsWith("\"") || /^the number |as a sprite of its own$|^when |^two scripts /.test(part) || /\bcount(?:ing)? down\b|\bcountdown\b/.test(part)) return false;
    const words = readWords(part).filter((word) => word.mark === undefined && word.quote === undefined);
    const meant = words.filter((word) => wordDoneByBlocks(word.word, program.all) || colourUsed(word.word, text));
    // a part with no word a block means may still be a concept the program shows ("in this order")
    if (meant.length === 0 && !words.some((word) => !PLAIN.test(word.word) && conceptShown(word.word, text)) && !words.some((word) => word.word === "away")) return false;
    // "between its costumes open and closed": the words after "costumes" are the costumes' names
    const costumes = words.findIndex((word) => /^costumes?$/.test(word.word) && meant.includes(word));
    // a part of one word ("play") may be any of the times the request says it: each must be done
    const alone = words.filter((word) => !PLAIN.test(word.word) && !joiningWord(word.word)).length === 1;
    const enough = !alone || meant.every((word) => colourUsed(word.word, text) || program.all.filter((line) => wordDoneByBlocks(word.word, [line])).length >= timesSaid(prompt, word.word));
    // "play the sound until done": a block's own words, in its order, from its verb on
    const saidByABlock = blockWordsSaid(words.map((word) => word.word), text);
    return enough && words.every((word, i) => {
      if (saidByABlock.has(i)) return true;
      // "right away", "straight away": at once, the order of the script
      if ((/^(?:right|straight)$/.test(word.word) && words[i + 1]?.word === "away") || (word.word === "away" && /^(?:right|straight)$/.test(words[i - 1]?.word ?? ""))) return true;
      // "moves 10 steps away": the move of that many steps (running away from someone is not this)
      if (word.word === "away") return [...prompt.toLowerCase().matchAll(/\b(\d+) steps? away\b/g)].some((m) => program.all.some((line) => line === `move ${m[1] as string} steps`));
      // "the red lava colour", "the wall colour": the colour's name in the child's world, when a colour is touched
      if (/^colou?r$/.test(words[i + 1]?.word ?? "") && program.all.some((line) => /touching colou?r/.test(line))) return true;
      if (PLAIN.test(word.word) || joiningWord(word.word) || meant.includes(word) || conceptShown(word.word, text)) return true;
      // "the snake", "the Apple": a character the program has
      if (program.sprites.includes(word.word) || program.sprites.includes(word.lemma)) return true;
      if (costumes >= 0 && i > costumes && word.number === undefined) return true;
      // "change costume", "switch colour": the verb of a word a block does
      if (/^(?:change|changes|changing|switch|switches|switching)$/.test(word.word) && meant.includes(words[i + 1] as (typeof words)[number])) return true;
      // "2 seconds", "10 steps": the unit of a number the program uses with it
      if (UNITS.test(word.word) && words[i - 1]?.number !== undefined) return program.all.some((line) => numberInLine(line, words[i - 1]?.number as number) && unitIn(line, word.word));
      // "walks round a square": a loop of that many turns of that angle, with or without the pen
      const shape = SHAPE_PATHS.find(([name]) => name.test(word.word));
      if (shape && /^(?:round|around|in|along)$/.test(words[i - 2]?.word ?? words[i - 1]?.word ?? "")) return program.all.includes(`repeat ${shape[1]}`) && program.all.some((line) => line === `turn right ${shape[2]} degrees` || line === `turn left ${shape[2]} degrees`);
      if (word.number !== undefined) return program.all.some((line) => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].some((m) => Math.abs(Number(m[0])) === Math.abs(word.number as number)));
      // "the mouse x", "the mouse's y": the mouse's place along that side, not a key
      if (/^[xy]$/.test(word.word) && /^mouse(?:'s)?$/.test(words[i - 1]?.word ?? "")) return program.all.some((line) => line.includes(`mouse ${word.word}`));
      // "c clears it": the key is listened to
      if (/^[a-z0-9]$/.test(word.word)) return program.all.includes(`when ${word.word} key pressed`);
      return false;
    });
  });
}

/**
 * "slowly" of "say 'Slowly!'": a part whose words the request says only inside quoted lines the
 * program shows (said, thought or asked word for word) is that line, built.
 */
export function wordsOfAShownQuote(prompt: string, part: string, text: string): boolean {
  const said = readWords(part).filter((word) => word.mark === undefined && word.quote === undefined);
  if (said.length === 0) return false;
  const words = readWords(prompt);
  if (said.some((word) => words.some((other) => other.quote === undefined && other.mark === undefined && other.word === word.word))) return false;
  const lower = text.toLowerCase();
  const shown = words.filter((word) => word.quote !== undefined && lower.includes(quoteAsBlockText(word.quote).toLowerCase()));
  return said.every((word) => shown.some((quote) => letters(quote.quote as string).includes(` ${word.word} `) || letters(quote.quote as string).includes(` ${word.raw} `)));
}

/** Words that make a character the place of an action: "from the fish", "towards the tree". */
const PLACE = /^(?:from|to|towards?|at|into|onto|off|behind|under|over|above|below|near|beside|around|through|out)$/;

/** Verbs of saying something without quotes: "say ouch", "shouts hooray". */
const SAYING = /^(?:say|says|saying|said|shout|shouts|shouting|yell|yells|think|thinks)$/;

/** The letters of a line, as a child's unquoted words are compared with what a block says. */
const letters = (line: string) => ` ${line.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()} `;

/**
 * Parts the reader named that are the program's characters or its words (issue 26): "the coins"
 * when the program has a Coin sprite, "ball" of "the Soccer ball" (the sprite Soccer), "cat" when
 * the only sprite is Scratch's own cat (Sprite1), "say ouch" when a block says "Ouch". A part
 * with any other word (an action, a number, a quote) is not a character alone, and stays named.
 */
export function partsTheProgramHas(prompt: string, parts: readonly string[], text: string): string[] {
  const program = readProgramLines(text);
  const said = program.all.filter((line) => /^(?:say|think) /.test(line)).map((line) => letters(line.replace(/^(?:say|think) /, "")));
  const promptWords = readWords(prompt).filter((word) => word.mark === undefined);
  const isSprite = (name: string) => program.sprites.includes(name) || program.sprites.includes(name.replace(/e?s$/, ""));
  // "the Soccer ball": a thing said right after a name the child wrote with a capital, a sprite of the program, says what it is
  const afterASprite = (word: string) => promptWords.some((other, i) => other.word === word && other.isNoun && !other.isVerb && !PLAN_VOCABULARY.has(other.word) && !PLAN_VOCABULARY.has(other.lemma) && !meansABlock(other.word) && promptWords[i - 1]?.name !== undefined && isSprite(promptWords[i - 1]?.word ?? ""));
  // "a Bubble goes up from the fish": a character said after "from", "to" or "at" is where something happens, which its sprite alone does not do
  const placeOnly = (word: string) =>
    promptWords.some((other, i) => {
      if (other.word !== word && other.lemma !== word) return false;
      let at = i - 1;
      while (at > 0 && /^(?:a|an|the|my|his|her|its|their|your|our|little|big|small)$/.test(promptWords[at]?.word ?? "")) at--;
      return PLACE.test(promptWords[at]?.word ?? "");
    });
  const scratchCat = program.sprites.length === 1 && program.sprites[0] === "sprite1";
  // "ring a bell sound": the sound the program plays by that name ("play sound (Bell v)")
  const sounds = program.all.flatMap((line) => [.../^(?:play|start) sound (.+?)(?: until done)?$/.exec(line)?.slice(1) ?? []]).map((name) => ` ${name.replace(/[^a-z0-9]+/g, " ").trim()} `);
  const soundPlayed = (word: TWord) => [word.word, word.lemma].some((form) => sounds.some((sound) => sound.includes(` ${form} `)));
  return parts.filter((part) => {
    if (part.startsWith("\"") || /^the number |as a sprite of its own$|^when |^two scripts /.test(part)) return false;
    const words = readWords(part).filter((word) => word.mark === undefined);
    if (words.length === 0 || words.some((word) => word.quote !== undefined || word.number !== undefined)) return false;
    // "say ouch": every word after the saying verb is in a line the program says
    if (SAYING.test(words[0]?.word ?? "") && words.length > 1) {
      const spoken = letters(words.slice(1).map((word) => word.raw).join(" "));
      return said.some((line) => line.includes(spoken));
    }
    const named = words.filter((word) => !PLAIN.test(word.word));
    return named.length > 0 && named.every((word) => ((isSprite(word.word) || isSprite(word.lemma)) && !placeOnly(word.word)) || afterASprite(word.word) || (scratchCat && /^cats?$/.test(word.word)) || (word.isNoun && soundPlayed(word)));
  });
}

/**
 * "points right (direction 90)": a bracket that says a block's words and its number is the block
 * itself, a gloss of the words before it; when a block line says them (the words in order, the
 * number as its argument) the brackets are done, wherever the block's verb stands.
 */
function bracketSaidByABlock(prompt: string, part: string, text: string): boolean {
  const words = tokens(part);
  const inBrackets = new RegExp(`\\(\\s*${escapeRegExp(part)}\\s*\\)`, "i").test(prompt);
  if (!inBrackets || !words.some((word) => /^-?\d/.test(word)) || !words.some((word) => /^[a-z]{3,}$/.test(word) && !PLAIN.test(word))) return false;
  return blockLines(text).some((line) => {
    let at = 0;
    return words.every((word) => {
      while (at < line.length && line[at] !== word) at++;
      return at++ < line.length;
    });
  });
}

/**
 * "make the snowman melt (get smaller)": a word the child explains in brackets right after it is
 * built when what the brackets say is (issue 26). The word is the child's; the brackets say
 * what it means in blocks.
 */
export function partsGlossedAndDone(prompt: string, parts: readonly string[], text: string): string[] {
  const words = readWords(prompt);
  return parts.filter((part) => {
    if (bracketSaidByABlock(prompt, part, text)) return true;
    const allWords = readWords(part).filter((word) => word.mark === undefined);
    const first = words.findIndex((_, i) => allWords.every((word, j) => words[i + j]?.word === word.word));
    // "trumpet any sound": the word named with its whole gloss, "to trumpet (any sound)"
    const glossed = first >= 0 && allWords.length > 1 && words[first + 1]?.bracket !== undefined && words[first]?.bracket === undefined && words.filter((word) => word.bracket === words[first + 1]?.bracket).length === allWords.length - 1;
    const partWords = glossed ? allWords.slice(0, 1) : allWords;
    if (partWords.length === 0 || partWords.length > 2 || partWords.some((word) => word.quote !== undefined || word.number !== undefined)) return false;
    const at = words.findIndex((_, i) => partWords.every((word, j) => words[i + j]?.word === word.word));
    // the word glossed is a verb or a thing, never how it is done ("slowly" is checked as a speed); a "slowly" may stand between it and the brackets
    if (partWords.some((word) => /ly$/.test(word.word))) return false;
    // "changes to his next costume (a new wig)": words inside brackets right after a costume say what the costume looks like
    const inside = words[at]?.bracket;
    if (at >= 0 && inside !== undefined && partWords.every((_, j) => words[at + j]?.bracket === inside)) {
      const opens = words.findIndex((word) => word.bracket === inside);
      return /^(?:costumes?|outfits?|looks?)$/.test(words[opens - 1]?.word ?? "") && /^next costume$|^switch costume to/m.test(text.replace(/^\s+/gm, ""));
    }
    let next = at + partWords.length;
    while (/ly$/.test(words[next]?.word ?? "") && words[next]?.bracket === undefined) next++;
    // "puts it on the horse (it goes to the Horse)": the brackets after the verb's own few words, before any mark, gloss the verb
    if (partWords.length === 1 && words[at]?.isVerb) {
      let gap = next;
      // (no "slowly" among them: how fast is checked as a speed)
      while (gap < next + 5 && words[gap] !== undefined && words[gap]?.bracket === undefined && words[gap]?.mark === undefined && words[gap]?.number === undefined && words[gap]?.quote === undefined && !/ly$/.test(words[gap]?.word ?? "")) gap++;
      if (words[gap]?.bracket !== undefined && words[gap]?.mark === undefined) next = gap;
    }
    const gloss = words[next];
    if (at < 0 || gloss?.bracket === undefined || partWords.some((_, j) => words[at + j]?.bracket !== undefined)) return false;
    // ("any sound": any one of them, which the program picks)
    const said = words.filter((word) => word.bracket === gloss.bracket).map((word) => (word.quote !== undefined ? `"${word.quote}"` : word.raw)).join(" ").replace(/^(?:any|some) /, "a ");
    return partsDoneInOtherWords(prompt, [said], text).length === 1 || partsTheBlocksSay([said], text).length === 1;
  });
}
