import { SOUND_VERBS } from "./plan/plan.vocabulary";
import { readWords } from "./plan/plan.words";
import { programSections } from "./offline.program-sections";

/**
 * A sound asked on a click, played at the flag (issue 26, decision 1200): "a Kitten that meows
 * and says "Hi!" when you click it" read with the meow under the green flag. Every verb of a
 * clause that ends on its click is the click's; a sound verb there ("meows", "barks") whose
 * sound the program plays only from other scripts is named as left out, in the child's words.
 * A clause that puts something at the start ("at the start", "when the flag ...") is left to
 * the other checks.
 */

/** The click a sentence ends on: "when you click it", "when clicked", "when the Dog is clicked". */
const ON_A_CLICK = /\bwhen (?:(?:you|i|we) (?:click|tap)(?: on)? (?:it|him|her|them|the \w+)|(?:it|he|she|the \w+) (?:is|gets) (?:clicked|tapped)|clicked)\s*$/;

/** Words that put part of the sentence at the start: its own trigger. */
const AT_THE_START = /\b(?:at the start|flag|first|begins?|starts?)\b/;

export function soundsOffTheirClick(prompt: string, text: string): string[] {
  const plays = (script: readonly string[]) => script.some((line) => /^(?:play sound|start sound)\b/.test(line));
  // a sprite clicked that plays no sound then, and plays one from another script
  const offTheClick = programSections(text).some((section) => {
    const scripts = section.scripts.map((script) => script.trimmed);
    const clicks = scripts.filter((script) => script[0] === "when this sprite clicked");
    return clicks.length > 0 && !clicks.some(plays) && scripts.some((script) => script[0] !== "when this sprite clicked" && plays(script));
  });
  if (!offTheClick) return [];
  const named: string[] = [];
  for (const sentence of prompt.split(/[.;!?:,]+(?:\s|$)/)) {
    const lower = sentence.toLowerCase().replace(/\s+/g, " ").trim();
    if (!ON_A_CLICK.test(lower) || AT_THE_START.test(lower)) continue;
    const words = readWords(sentence);
    // ("a bark", "the ring": a thing, after its article)
    words.forEach((word, i) => {
      if (word.mark === undefined && word.quote === undefined && SOUND_VERBS[word.lemma] !== undefined && !/^(?:a|an|the|its|his|her)$/.test(words[i - 1]?.word ?? "")) named.push(`${word.raw} when you click it`);
    });
  }
  return [...new Set(named)];
}
