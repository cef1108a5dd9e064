import type { TWord } from "./plan.words";

/**
 * Ways of speaking that say the words in quotes after them (issue 26, decision 701): "the Mouse
 * answers "I am Max!"", "the Toad replies "Yes!"", "she whispers "shh"", "the cow goes "Moo"".
 * Each of these is a say block of the child's words, so the verb is read as "say". Only a verb
 * with a quote straight after it (or after "with" or "back") is speech: "the answer is 7" and
 * "goes to the door" are left as they are.
 */
const SPEAKING = /^(?:answer|reply|respond|whisper|scream|exclaim|mumble|mutter|cry|call|go)$/;
/** Words a speaking verb may take before its quote: "answers back", "replies with". */
const BEFORE_QUOTE = /^(?:with|back|loudly|softly|quietly|happily|sadly)$/;

export function speakingAsSaying(words: TWord[]): void {
  words.forEach((word, i) => {
    if (word.quote !== undefined || word.mark !== undefined || !SPEAKING.test(word.lemma)) return;
    // (a noun, "the answer", "an answer", is not speaking)
    if (/^(?:the|a|an|my|your|his|her|their|right|wrong|correct)$/.test(words[i - 1]?.word ?? "")) return;
    const next = words[i + 1];
    const quoteAt = next !== undefined && BEFORE_QUOTE.test(next.word) && next.quote === undefined ? i + 2 : i + 1;
    if (words[quoteAt]?.quote === undefined) return;
    word.lemma = "say";
  });
}
