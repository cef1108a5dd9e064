// Test and bench support (issue 27): which answers of a collection batch are held out. The split is
// made once per batch, before anything in it is measured, and recorded in answers.json (`part`);
// this is the rule it was made with, so anyone can check the recorded split was not chosen by hand.
import { seededRandom } from "../../../shared/seeded-random";

/** Fisher-Yates shuffle of the batch's ids (file order) by mulberry32(seed); the first third is held out. */
export function heldOutOfBatch(ids: readonly string[], seed: number): Set<string> {
  const shuffled = [...ids];
  const random = seededRandom(seed);
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const here = shuffled[i];
    const there = shuffled[j];
    if (here === undefined || there === undefined) continue;
    shuffled[i] = there;
    shuffled[j] = here;
  }
  return new Set(shuffled.slice(0, Math.ceil(shuffled.length / 3)));
}
