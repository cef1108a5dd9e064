import { escapeRegExp } from "../../../../blocks";
import { spriteSections } from "./offline.program-sections";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * A character told to do something the program never does is named (issue 26, decision 1600).
 * "the Cat meows and the Dog sleeps": the reader has no block for sleeping, the Dog is made with no
 * script at all, and the answer said nothing, so the child would look for a sleeping Dog that never
 * comes. A sprite of the answer with no script, whose name the request follows with a verb given to
 * it ("the Dog sleeps", "the Lamp should glow"), names that clause in the child's words.
 *
 * Only a clause about the idle sprite alone: "the Wall stops the Cat" or "the Cat catches the Mouse"
 * may be built on the other sprite (its touching test), so a clause naming another sprite of the
 * answer is left to the coverage check.
 */

/** Words between a character and its verb that do not change who acts: "the Dog should sleep". */
const BEFORE_THE_VERB = new Set(["should", "will", "can", "must", "to", "always", "just", "also", "then", "slowly", "quickly", "never", "only"]);

/** Verbs that say what something is or has, not what it does: no block is missing for them. */
const STATE_VERBS = new Set(["be", "is", "are", "was", "were", "have", "has", "had", "look", "looks", "seem", "seems", "get", "gets", "become", "becomes", "stay", "stays", "sit", "sits", "live", "lives", "belong", "belongs", "mean", "means", "need", "needs", "want", "wants", "like", "likes", "love", "loves", "name", "call", "called", "named"]);

/**
 * A verb of doing after a character's name. The tagger reads an unknown "sleeps" or "glows" after a
 * noun as a plural noun, so a word in the third person ("-s", not "-ss") right after the name counts too.
 */
const doingWord = (word: TWord) => word.number === undefined && word.quote === undefined && ((word.isVerb && !word.isNoun) || /[^s]s$/.test(word.word));

/** Verbs of meeting, which Scratch tests from either side: `touching (Hero v)` in the other sprite's script. */
const MEETS = /^(?:touch|hit|bump|reach|collide)$/;

/** Words that end a clause: what follows is another step or another character's. */
const CLAUSE_END = new Set(["and", "then", "but", "when", "while", "if", "until", "after", "before", "or", "so"]);

/** Words after which a character's name starts a clause of its own: "and the Dog sleeps", "i want the Dog to sleep". */
const SUBJECT_AFTER = new Set([...CLAUSE_END, "make", "makes", "let", "lets", "want", "wants", "wish"]);

/** The sprites of project text, each with whether any script (a `when` hat) is under it. */
const spritesOfText = (text: string) => spriteSections(text).map((section) => ({ name: section.name, scripted: section.scripts.some((script) => /^when\b/.test(script.hat)) }));

/** The words of a sprite's name as the reader writes them ("Big Dog" is "big", "dog"). */
const nameWords = (name: string) => readWords(name).filter((word) => word.mark === undefined).map((word) => word.word);

/** Where the name's words start in `words`, each place. */
function placesOf(words: readonly TWord[], name: readonly string[]): number[] {
  const places: number[] = [];
  for (let at = 0; at + name.length <= words.length; at += 1) if (name.every((part, k) => words[at + k]?.word === part)) places.push(at);
  return places;
}

/**
 * What the request says the sprite named at `at` does, from its verb (past "should", "to", ...) to the
 * end of that clause, with the article before the name; undefined when the next word is no verb of doing.
 */
function doingAfter(words: readonly TWord[], at: number, length: number): { article: string; doing: TWord[] } | undefined {
  let verb = at + length;
  while (BEFORE_THE_VERB.has(words[verb]?.word ?? "")) verb += 1;
  const said = words[verb];
  // after "should", "to", "will": the word is a verb in its plain form, whatever the tagger guessed ("to creak")
  const afterHelper = verb > at + length;
  if (!said || said.mark !== undefined || !(afterHelper ? said.number === undefined && said.quote === undefined : doingWord(said)) || STATE_VERBS.has(said.word) || STATE_VERBS.has(said.lemma)) return undefined;
  let end = verb + 1;
  while (end < words.length && words[end]?.mark === undefined && !CLAUSE_END.has(words[end]?.word ?? "")) end += 1;
  const before = words[at - 1]?.word ?? "";
  const article = /^(?:the|my|our|his|her)$/.test(before) ? `${before} ` : "";
  // the character is the clause's subject: nothing or a clause's start before it ("touching the Exit makes
  // him say", "a Reaction game", "for the students" are no character doing something)
  const lead = words[at - (article ? 2 : 1)];
  if (/^(?:a|an)$/.test(before) || (lead !== undefined && lead.mark === undefined && !SUBJECT_AFTER.has(lead.word))) return undefined;
  return { article, doing: words.slice(at + length, end) };
}

/** The clauses in which a sprite with no script is told to do something, in the child's words, not yet named. */
export function idleCharacterParts(prompt: string, text: string, named: readonly string[]): string[] {
  const sprites = spritesOfText(text);
  const words = readWords(prompt);
  const namedWords = named.join(" ").toLowerCase();
  const parts: string[] = [];
  for (const sprite of sprites.filter((each) => !each.scripted)) {
    const name = nameWords(sprite.name);
    if (name.length === 0) continue;
    for (const at of placesOf(words, name)) {
      const clause = doingAfter(words, at, name.length);
      if (!clause) continue;
      // a clause that names another sprite may be built on that sprite
      if (sprites.some((other) => other !== sprite && placesOf(clause.doing, nameWords(other.name)).length > 0)) continue;
      // "the Coin hides when the Hero touches it": the touch is built on the one touched (`touching (Hero v)`), as Scratch tests it
      if (MEETS.test(clause.doing[0]?.lemma ?? "") && text.includes(`touching (${sprite.name} v)`)) continue;
      const doing = clause.doing.map((word) => (word.quote !== undefined ? `"${word.quote}"` : word.raw)).join(" ");
      const verb = clause.doing.find((word) => !BEFORE_THE_VERB.has(word.word));
      // each part once: a verb a named part already says is named there
      if (verb !== undefined && new RegExp(`(?<![\\w-])${escapeRegExp(verb.raw.toLowerCase())}(?![\\w-])`).test(namedWords)) continue;
      parts.push(`${clause.article}${sprite.name} ${doing}`);
    }
  }
  return [...new Set(parts)];
}
