/**
 * "glides to x -100 y 100, x 100 y 100, x 100 y -100", "the 4 corners (x -200 y 150, x 200 y 150,
 * ...)": a list of places after one verb of going, each place said by its numbers. Every place of
 * the list is gone to in turn, the same way (and taking as long) as the first (issue 26).
 */
import type { TWord } from "./plan.words";

export type TListedPlace = { x: number; y?: number };

/** A place by its numbers at `at` ("x 100 y -50", "x 100, y -50", "x 100 and y -50"): where it ends, or undefined. */
export function placeAt(words: readonly TWord[], at: number): (TListedPlace & { end: number }) | undefined {
  if (words[at]?.word !== "x" || words[at + 1]?.number === undefined) return undefined;
  const x = words[at + 1]?.number as number;
  let k = at + 2;
  while (words[k]?.mark === "," || words[k]?.word === "and") k++;
  if (words[k]?.word === "y" && words[k + 1]?.number !== undefined) return { x, y: words[k + 1]?.number as number, end: k + 2 };
  return { x, end: at + 2 };
}

/**
 * The places listed after a first place that ends at `from`: each one after a comma, "and" or
 * "then" (with or without "to" again). Returns the places and the indices of the words they took;
 * none when no place follows.
 */
export function readPlaceList(words: readonly TWord[], from: number, to = words.length): { places: TListedPlace[]; used: number[] } {
  const places: TListedPlace[] = [];
  const used: number[] = [];
  let i = from;
  for (;;) {
    let k = i;
    while (words[k]?.mark === "," || /^(?:and|then|to)$/.test(words[k]?.word ?? "")) k++;
    if (k === i) break;
    const place = placeAt(words, k);
    if (!place || place.end > to) break;
    places.push(place.y === undefined ? { x: place.x } : { x: place.x, y: place.y });
    for (let n = i; n < place.end; n++) used.push(n);
    i = place.end;
  }
  return { places, used };
}

/** Words that name a stop on a path without saying where it is ("the next corner", "each point"). */
const STOPS = /^(?:corner|point|place|spot|position|stop|checkpoint)$/;

/**
 * "glides 2 seconds to each corner: x -150 y 120, x 150 y 120", "4 times glide to the next corner:
 * x .., x .., x .., x ..": a way of going to places named by a noun, then the places by their
 * numbers after a colon. Returns the clause's words so far with the noun phrase said as "to" (the
 * places after the colon follow it), dropping a count that only says how many places there are;
 * undefined when the words are not of that kind.
 */
export function placesNamedBefore(current: readonly TWord[], words: readonly TWord[], after: number): TWord[] | undefined {
  const first = placeAt(words, after);
  if (!first) return undefined;
  const toAt = current.findLastIndex((w) => w.word === "to");
  const noun = current.findIndex((w, k) => k > toAt && STOPS.test(w.lemma));
  if (toAt < 0 || noun < 0 || noun !== current.length - 1 || noun - toAt > 4) return undefined;
  if (current.slice(toAt + 1, noun).some((w) => !/^(?:the|each|every|next|all|its|4|four|\d+)$/.test(w.word) && w.number === undefined)) return undefined;
  const count = 1 + readPlaceList(words, first.end).places.length;
  const kept = [...current.slice(0, toAt + 1)];
  // (the count is the number of places only when the stops are taken one by one)
  const oneByOne = current.slice(toAt + 1, noun).some((w) => /^(?:next|each|every)$/.test(w.word));
  const counted = kept.findIndex((w, k) => w.number === count && kept[k + 1]?.word === "times");
  if (oneByOne && counted >= 0) kept.splice(counted, 2);
  return kept;
}
