import { readProgramLines } from "./offline.coverage";
import { quoteAsBlockText, readWords, type TWord } from "./plan/plan.words";

/**
 * Parts named as left out that the program builds under another word (issue 26, decision 1400).
 * The answer side names a part by the word the request said it with; when the program builds
 * that very thing as something else than the part supposes, naming it would tell of something
 * missing that is there:
 *  - "the Platform doing it 8 times" of "jump with space (change y by 15, 8 times)": the count is
 *    built as a repeat on the character that jumps; every "N times" the request says is a repeat
 *    of N in the program, or lies in a quote the program shows ("What is 7 times 8?");
 *  - "the basket as a sprite of its own" of "a list called basket", "the dream as a sprite of its
 *    own" of "say my dream is ...": a word the program keeps as a list or a variable, or says
 *    with the words the request said it with, is no character.
 */

/** "the Ground doing it 10 times", "doing it 4 times": the count the part says. */
const COUNTED_PART = /^(?:the [\w-]+ )?doing it (\d+) times$/;

/** "the dream as a sprite of its own": the word the part supposes a character. */
const OWN_SPRITE_PART = /^the ([\w-]+) as a sprite of its own$/;

/** The program's block lines, lower case, comments gone. */
const blockLines = (text: string) => readProgramLines(text).all;

/** How many "N times" the request says outside the quotes the program shows. */
function countsSaid(prompt: string, value: number, text: string): number {
  const lower = text.toLowerCase();
  const shown = readWords(prompt).filter((word) => word.quote !== undefined && lower.includes(quoteAsBlockText(word.quote).toLowerCase()));
  let said = prompt;
  for (const word of shown) said = said.split(word.quote as string).join(" ");
  return [...said.matchAll(new RegExp(String.raw`(?<![\d.])${value} times\b`, "gi"))].length;
}

/** True when every "N times" of the part is a repeat of N in the program (or a quote it shows). */
function countBuilt(prompt: string, part: string, text: string): boolean {
  const value = Number(COUNTED_PART.exec(part.trim())?.[1]);
  if (!Number.isFinite(value)) return false;
  const lines = blockLines(text);
  // ("repeat 20" around a forever never ends its first round: the count is not built on what it counts)
  const repeats = lines.filter((line, i) => line === `repeat ${value}` && lines[i + 1] !== "forever").length;
  return countsSaid(prompt, value, text) <= repeats;
}

/** A list block naming its list last: "add answer to basket", "delete 1 of basket", "show list basket". */
const listNamed = (line: string, name: string) => new RegExp(String.raw`^(?:(?:add .+ to|delete .+ of|delete all of|insert .+ of|replace item .+ of) ${name}|(?:show|hide) list ${name})(?:\s|$)`).test(line);

/** True when the word the part supposes a character is a list or a variable, or said by the program as the request said it. */
function wordBuilt(prompt: string, part: string, text: string): boolean {
  const name = OWN_SPRITE_PART.exec(part.trim())?.[1]?.toLowerCase();
  if (name === undefined) return false;
  const program = readProgramLines(text);
  const lines = program.all;
  // ("change ghost effect by 10" keeps no ghost: only a variable's or a list's own name counts)
  if (program.variables.includes(name) || lines.some((line) => listNamed(line, name))) return true;
  // "say my dream is": every place the request says it, with a word beside it, is in a line the program says or asks
  const words = readWords(prompt).filter((word) => word.mark === undefined && word.quote === undefined);
  const said = lines.filter((line) => /^(?:say|think|ask) /.test(line)).join(" | ");
  const places = words.flatMap((word, i) => (word.word === name || word.lemma === name ? [i] : []));
  // ("the Dog barks" after "say i like the dog": an article beside it names a thing, said or not)
  const beside = (i: number, j: number) => (words[j] === undefined || /^(?:the|a|an)$/.test((words[j] as TWord).word) ? false : said.includes(i < j ? `${name} ${(words[j] as TWord).word}` : `${(words[j] as TWord).word} ${name}`));
  return places.length > 0 && places.every((i) => beside(i, i - 1) || beside(i, i + 1));
}

/** True when the part names something the program builds under another word (see above). */
export function builtUnderAnotherWord(prompt: string, part: string, text: string): boolean {
  return countBuilt(prompt, part, text) || wordBuilt(prompt, part, text);
}
