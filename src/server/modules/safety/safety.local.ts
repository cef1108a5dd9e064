import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";

/**
 * The offline half of the kid-safety check: obscenity's maintained English dataset (profanity,
 * sexual words and slurs, including l33t and spaced-out spellings) with its recommended
 * transformers. Violence words are deliberately not in it: in Scratch "shoot", "kill the clone",
 * "die" and "blood moon" are ordinary game words.
 *
 * The whitelist below only adds ordinary words that contain a listed word and that children
 * type for Scratch projects (an aeroplane's cockpit, a peacock sprite, the Owl and the Pussycat);
 * the corpus test (safety.corpus.test.ts) is what found each of them.
 */
const SCRATCH_WHITELIST = ["cockpit", "cockpits", "peacock", "peacocks", "cockatoo", "cockatiel", "cockroach", "cockroaches", "shuttlecock", "weathercock", "pussycat", "pussy cat", "pussy willow", "scunthorpe", "shiitake"];

const dataset = englishDataset.build();
const matcher = new RegExpMatcher({
  blacklistedTerms: dataset.blacklistedTerms,
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...SCRATCH_WHITELIST],
  ...englishRecommendedTransformers,
});

/** True when the text contains a word children should not meet. */
export function isLocallyUnsafe(text: string): boolean {
  return matcher.hasMatch(text);
}
