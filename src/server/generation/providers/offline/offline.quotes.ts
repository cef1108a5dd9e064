/**
 * Quoted text in a request ("say 'Hello, world!'") is taken out before the words are read and
 * stands in them as a placeholder word, so its words are never read as verbs or triggers. The
 * placeholder is letters only ("qqa", "qqb"...): the cleaner splits letters from digits, so a
 * numbered one ("qq0") would come apart into two words and its text would be lost.
 */
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** The placeholder of the index-th quoted text; past the 26th, none (the quote stays as words). */
export function quotePlaceholder(index: number): string | undefined {
  const letter = LETTERS[index];
  return letter === undefined ? undefined : `qq${letter}`;
}

/** The index of the quoted text a placeholder word stands for, or undefined for any other word. */
export function quoteIndex(word: string | undefined): number | undefined {
  const match = /^qq([a-z])$/.exec(word ?? "");
  return match ? LETTERS.indexOf(match[1] as string) : undefined;
}
