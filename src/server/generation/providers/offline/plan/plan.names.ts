/**
 * Characters as the child names them (issue 26): "the Player", "the Goal sprite", "Pacman moves".
 * The word reader lowercases every word, so a child's capital, the surest sign that a word is a
 * name ("the Player" is a character, "the player" is whoever plays), is read here from the
 * request as written: a word the request writes with a capital where no sentence starts is a name
 * wherever it stands, with that spelling.
 */

/** Where a word starts a sentence (or a quote, a bracket, a list item) its capital says nothing. */
const STARTS = /(?:^|[.!?:;(\n"“]\s*|\s[-–*•]\s*)$/;

/** Capitalised words that are not a character's name: the tool, the pronoun, school words. */
const NEVER_NAMES = new Set(["scratch", "i", "im", "ok", "okay", "please", "hello", "hi", "bye", "goodbye", "yes", "no", "year", "grade", "lesson", "level", "video", "part", "step", "scene", "english", "maths", "math", "science", "computing", "ks1", "ks2", "ks3", "when", "if", "then", "and", "the", "a", "an"]);

/** A word written with a capital and then small letters, in any script with capitals. */
const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}]+\d*$/u;

/** A speech verb right before a word: the word is what is said. */
const SPOKEN_BEFORE = /\b(?:says?|said|saying|shouts?|shouted|shouting|yells?|yelled|thinks?|whispers?|writes?)\s+$/i;

/** Quoted text is the child's speech, not names of characters. */
const QUOTED = /"[^"]*"|“[^”]*”|(?<=^|[\s(:,])'[^']*'(?=[\s.,!?;:)]|$)/g;

/** "draws", "builds", "goes": a small word that is a verb said of one (an English word and its "s"). */
const ACTS_OF_ONE = /^\p{Ll}+(?:e?s)$/u;

/**
 * "Code Week: Elsa draws a snowflake", "Pacman eats the dots": a capitalised word opening a
 * sentence is a name when it is no English word (so no capital of a sentence's first word) and a
 * verb said of one follows it. `isEnglish` tells English words; with none, openers are never names.
 */
function openerIsName(word: string, next: string | undefined, isEnglish?: (word: string) => boolean): boolean {
  if (!isEnglish || !CAPITALISED.test(word) || NEVER_NAMES.has(word.toLowerCase()) || isEnglish(word.toLowerCase())) return false;
  if (!next || !ACTS_OF_ONE.test(next)) return false;
  return isEnglish(next.slice(0, -1)) || isEnglish(next.replace(/es$/, ""));
}

/**
 * The request's names, lowercase → as written. A request written In Title Case, or all in
 * capitals, tells nothing by its capitals, so it has none.
 */
export function capitalisedNames(prompt: string, isEnglish?: (word: string) => boolean): Map<string, string> {
  const text = prompt.replace(QUOTED, (quote) => " ".repeat(quote.length));
  const names = new Map<string, string>();
  let midSentenceWords = 0;
  let capitals = 0;
  // letters of any script: "Seán", "Ñandú", "Zoë" are names as much as "Sean"
  // ("switch to Page2": a costume's or backdrop's name with its number, kept whole by plan.words.ts, is a name too)
  const words = [...text.matchAll(/(?<![\p{L}\p{M}\d_'’-])(\p{L}[\p{Ll}\p{M}]*\d*)(?![\p{L}\p{M}\d_'’-])/gu)];
  // "Game Design club", "Geometry Dash", "Hello Mars": capitals side by side are a title, not a character
  const titled = (k: number) => CAPITALISED.test(words[k]?.[1] ?? "");
  const together = (a: number, b: number) => /^\s+$/.test(text.slice((words[a]?.index ?? 0) + (words[a]?.[1]?.length ?? 0), words[b]?.index ?? 0));
  const openers = new Map<string, string>();
  for (const [k, match] of words.entries()) {
    if (STARTS.test(text.slice(0, match.index))) {
      const word = match[1] as string;
      if (together(k, k + 1) && openerIsName(word, words[k + 1]?.[1], isEnglish)) openers.set(word.toLowerCase(), word);
      continue;
    }
    midSentenceWords++;
    const word = match[1] as string;
    // "it says Parabéns and my name", "shouts Hooray": the word said, unquoted, not a character
    if (SPOKEN_BEFORE.test(text.slice(0, match.index))) continue;
    if (!CAPITALISED.test(word) || NEVER_NAMES.has(word.toLowerCase())) continue;
    if ((titled(k - 1) && together(k - 1, k)) || (titled(k + 1) && together(k, k + 1))) continue;
    capitals++;
    names.set(word.toLowerCase(), word);
  }
  if (capitals > 0 && capitals * 3 > midSentenceWords) return new Map();
  for (const [lower, word] of openers) if (!names.has(lower)) names.set(lower, word);
  return names;
}
