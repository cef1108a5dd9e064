import { meansABlock } from "./offline.block-meanings";
import { COLOUR_WORDS } from "./offline.lexicon";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * Words beside a character that ask for nothing of their own (issue 26):
 * - its kind or its kind's word, right next to its name: "the Luzzu boat" (a Luzzu is a boat),
 *   "dragon boat race" (what kind of boat, of race). The sprite is the thing; the word only says
 *   what it is, as a costume would.
 * - a path word after a move: "moves 3 steps along the river", "swims through the reef". The
 *   move is the request; the place it goes along is where, not another thing to do.
 * Each is done when the program has that sprite (or that move) built.
 */

const spritesOf = (text: string): Set<string> => new Set([...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim().toLowerCase()));

/** The plain form of a name or noun, for comparing "boats" with "Boat". */
const plain = (word: TWord | undefined): string => (word === undefined ? "" : (word.lemma || word.word).toLowerCase());

/** What a sprite has, that blocks change ("the Plant's size"): never its kind. */
const ATTRIBUTE = /^(?:size|costumes?|colou?rs?|direction|position|speed|score|sounds?|volume|name|ghost|x|y|turn|go)$/;

/** Words that say how or when, never what kind: "the Dancer already switches". */
const NOT_A_KIND = /ly$|^(?:already|still|also|just|always|never|now|then|again|too|even|only|first|next|last|back|up|down)$/;

/** True when the word stands right beside a sprite's name as a noun that joins it: "Luzzu boat", "dragon boat". */
function besideASprite(words: readonly TWord[], at: number, sprites: ReadonlySet<string>): boolean {
  const word = words[at];
  // (a kind is said plain: "touches", "eats" are the sentence's verbs, however tagged)
  if (word === undefined || word.lemma !== word.word || meansABlock(word.word) || ATTRIBUTE.test(word.word) || NOT_A_KIND.test(word.word) || COLOUR_WORDS.some(([colour]) => colour === word.word) || word.number !== undefined || word.quote !== undefined || word.mark !== undefined) return false;
  const isSprite = (other: TWord | undefined) => other !== undefined && other.mark === undefined && (sprites.has(other.word) || sprites.has(plain(other)));
  // "the Luzzu boat go up": the name, then its kind, after a "the" (a noun, or the word before the sentence's verb)
  const after = isSprite(words[at - 1]) && /^(?:the|a|an|my|our|his|her|their)$/.test(words[at - 2]?.word ?? "") && (word.isNoun || (words[at + 1]?.isVerb ?? false)) && !/^(?:the|a|an|my|his|her|its|their)$/.test(words[at + 1]?.word ?? "");
  // "dragon boat": a noun that says what kind the named thing is, right before it
  const before = word.isNoun && isSprite(words[at + 1]) && !isSprite(words[at - 1]);
  return after || before;
}

const PATH = /^(?:along|through|past|across)$/;
const MOVE_VERB = /^(?:move|go|swim|run|walk|fly|glide|drive|sail|row|float|slide|ride|roll|travel|race)$/;
const MOVE_BLOCK = /^\s*(?:move \(|change [xy] by|glide )/m;

/** True when the word is a path word after a move in its clause, and the program moves. */
function pathOfAMove(words: readonly TWord[], at: number, text: string): boolean {
  if (!PATH.test(words[at]?.word ?? "") || !MOVE_BLOCK.test(text)) return false;
  for (let i = at - 1; i >= 0 && i >= at - 6; i--) {
    const word = words[i] as TWord;
    if (word.mark !== undefined) return false;
    if (MOVE_VERB.test(word.lemma) || MOVE_VERB.test(word.word)) return true;
  }
  return false;
}

/** The one-word parts (of `parts`) that only name a character's kind or a move's path, when the program has that character or move. */
export function kindsAndPathsDone(prompt: string, parts: readonly string[], text: string): string[] {
  const words = readWords(prompt);
  const sprites = spritesOf(text);
  return parts.filter((part) => {
    if (/\s/.test(part.trim())) return false;
    const lower = part.trim().toLowerCase();
    const places = words.map((word, i) => (word.word === lower || word.raw === lower ? i : -1)).filter((i) => i >= 0);
    return places.length > 0 && places.every((at) => besideASprite(words, at, sprites) || pathOfAMove(words, at, text));
  });
}
