/**
 * Issue 26 (decision 850): where a character starts, said with its numbers ("the Robot starts at
 * x -200 y 150", "the Water begins at y -100", "starting from x 0"): a go-to (or a set x / set y
 * when only one number is given) at the top of its script. The place is remembered, so "and then
 * back to the start" goes back there, not to the middle.
 */
import type { TWord } from "./plan.words";

export interface TStartPlace {
  x?: number;
  y?: number;
  /** The block that puts the character there. */
  block: string;
  says: string;
  /** The words read (indexes into the clause's words). */
  used: number[];
}

const STARTING = /^(?:start|begin|starting|beginning)$/;
const FILLER = /^(?:the|a|position|point|place|spot|coordinates?|of|its|his|her)$/;

/** "x -200 y 150", "y -100", "x 30": one or two coordinates from `from`; the indexes read. */
export function readCoordinates(words: readonly TWord[], from: number): { x?: number; y?: number; used: number[] } | undefined {
  const found: { x?: number; y?: number } = {};
  const used: number[] = [];
  let i = from;
  while (i < words.length) {
    const axis = words[i]?.word;
    // ("x = -200", "x: 150"): an equals sign or a colon between is not a word
    const value = words[i + 1]?.number;
    if ((axis !== "x" && axis !== "y") || value === undefined || found[axis] !== undefined) break;
    found[axis] = value;
    used.push(i, i + 1);
    i += 2;
    // "x -200 and y 150", "x -200, y 150"
    if ((words[i]?.word === "and" || words[i]?.mark === ",") && /^[xy]$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.number !== undefined) used.push(i++);
  }
  return used.length > 0 ? { ...found, used } : undefined;
}

/** The block that puts a character at a place with one or two coordinates given. */
export function placeBlock(place: { x?: number; y?: number }): string {
  if (place.x !== undefined && place.y !== undefined) return `go to x: (${place.x}) y: (${place.y})`;
  return place.x !== undefined ? `set x to (${place.x})` : `set y to (${place.y})`;
}

/** The place in the child's words: "x -200, y 150", "y -100". */
const placeWords = (place: { x?: number; y?: number }) => [place.x !== undefined ? `x ${place.x}` : "", place.y !== undefined ? `y ${place.y}` : ""].filter(Boolean).join(", ");

/**
 * "starts at x -200 y 150", "begins at y -100", "starting from x 0": the start verb, "at"/"from"
 * and the coordinates; words already read are not read again.
 */
export function readStartPlace(words: readonly TWord[], used: readonly boolean[]): TStartPlace | undefined {
  for (let i = 0; i < words.length; i++) {
    const verb = words[i] as TWord;
    // ("goes back to the start at x -210 y 160": "the start" is a place, which the move reads)
    if (!STARTING.test(verb.lemma) || used[i] || !/^(?:at|from|on)$/.test(words[i + 1]?.word ?? "") || /^(?:the|its|a|to|his|her)$/.test(words[i - 1]?.word ?? "")) continue;
    // ("Junk clones start at x 240": each clone's start, which a clone's own script would hold; not read here)
    if (words.slice(0, i).some((w) => w.lemma === "clone")) continue;
    let k = i + 2;
    while (FILLER.test(words[k]?.word ?? "") && k < i + 5) k++;
    const place = readCoordinates(words, k);
    if (!place || place.used.some((at) => used[at])) continue;
    const fillers = Array.from({ length: k - i }, (_v, n) => i + n);
    return { x: place.x, y: place.y, block: placeBlock(place), says: `starts at ${placeWords(place)}`, used: [...fillers, ...place.used] };
  }
  return undefined;
}

/** "goes back to the start", "and then back to the beginning": a way back to where it started. */
export function backToTheStart(words: readonly TWord[]): number[] | undefined {
  const at = words.findIndex((w, i) => /^(?:start|beginning)$/.test(w.word) && words[i - 1]?.word === "the" && /^(?:to|at)$/.test(words[i - 2]?.word ?? ""));
  if (at < 0) return undefined;
  const from = words[at - 3]?.word === "back" ? at - 3 : at - 2;
  return Array.from({ length: at - from + 1 }, (_v, n) => from + n);
}

/** "glides 1 second each to ...": the time each part of a journey takes, as words to say again for the next part. */
export function eachLasting(words: readonly TWord[]): TWord[] {
  const at = words.findIndex((w, i) => w.number !== undefined && words[i + 1]?.lemma === "second" && words[i + 2]?.word === "each");
  return at < 0 ? [] : words.slice(at, at + 3).map((w) => ({ ...w }));
}

const START_PHRASES = [["at", "the", "start"], ["at", "the", "beginning"], ["at", "first"], ["in", "the", "beginning"], ["at", "the", "begin"]];

/**
 * "the Rabbit is hidden at the start", "the Ghost starts hidden", "it begins invisible": how a
 * character is when the program starts, a hide (or show) at the top of its script. Being hidden
 * with no start said ("a Key hidden behind the Painting") is not read.
 */
export function readStartState(words: readonly TWord[], used: readonly boolean[]): { block: string; says: string; used: number[] } | undefined {
  for (let i = 0; i < words.length; i++) {
    const state = words[i]?.word ?? "";
    const hidden = /^(?:hidden|invisible)$/.test(state);
    if ((!hidden && !/^(?:shown|visible)$/.test(state)) || used[i]) continue;
    const before = words[i - 1];
    const starts = before !== undefined && STARTING.test(before.lemma) && !used[i - 1];
    const phrase = START_PHRASES.find((p) => p.every((w, n) => words[i + 1 + n]?.word === w));
    const being = before !== undefined && /^(?:is|are|stays|be)$/.test(before.word);
    if (!starts && !(being && phrase)) continue;
    const read = [i - 1, i, ...(phrase ? phrase.map((_w, n) => i + 1 + n) : [])];
    return { block: hidden ? "hide" : "show", says: hidden ? "starts hidden" : "starts shown", used: read };
  }
  return undefined;
}
