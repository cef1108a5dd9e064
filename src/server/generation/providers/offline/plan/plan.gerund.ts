import { ACTION_LEMMAS } from "./plan.clause";

/**
 * "waiting 0.5 seconds each time", "gliding to the tree", "hopping 3 times": an -ing form the
 * tagger left whole (it reads a gerund after a comma as a noun) is the action it names, so the
 * reader treats "waiting" as it treats "waits". Only roots that are actions the reader knows are
 * taken, and never after a determiner ("a drawing", "the ending": things, not actions).
 */
export function gerundAction(word: string, before: string | undefined): string | undefined {
  if (!word.endsWith("ing") || word.length < 6 || DETERMINERS.has(before ?? "")) return undefined;
  const stem = word.slice(0, -3);
  // "wait-ing", "glid-ing" (glide), "hopp-ing" (hop)
  const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : undefined;
  return [stem, `${stem}e`, undoubled].find((root): root is string => root !== undefined && ACTION_LEMMAS.has(root));
}

const DETERMINERS = new Set(["a", "an", "the", "my", "his", "her", "its", "their", "your", "our", "this", "that"]);
