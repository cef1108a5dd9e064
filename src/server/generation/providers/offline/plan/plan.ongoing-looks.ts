import type { TStep } from "./plan.types";

/**
 * Looks that go on (issue 26, decision 1660): "the Star twinkles", "the Lamp blinks", "the Moon
 * glows". Each verb names a small change of look that keeps coming
 * back, so it is read as one round of that change, which runs for ever unless the request counts
 * it ("blinks 3 times") or gives it a loop of its own. The rounds use the blocks a child would:
 * an effect up and back down for a light that twinkles or glows, hide and show for one that
 * blinks. (Flapping and wagging stay one next costume: the flappy game's bird flaps on its key.)
 */

const block = (text: string): TStep => ({ kind: "block", text });

/** An effect changed in five small steps up, then five back down: one soft pulse. */
const pulse = (effect: string, by: number): TStep[] => [
  { kind: "repeat", times: 5, body: [block(`change [${effect} v] effect by (${by})`), block("wait (0.05) seconds")] },
  { kind: "repeat", times: 5, body: [block(`change [${effect} v] effect by (${-by})`), block("wait (0.05) seconds")] },
];

const ROUNDS: Record<string, { steps: TStep[]; says: string }> = {
  twinkle: { steps: pulse("ghost", 10), says: "twinkles, fading a little and back" },
  sparkle: { steps: pulse("brightness", 10), says: "sparkles, getting brighter and back" },
  glitter: { steps: pulse("brightness", 10), says: "glitters, getting brighter and back" },
  shimmer: { steps: pulse("ghost", 10), says: "shimmers, fading a little and back" },
  glow: { steps: pulse("brightness", 8), says: "glows, getting brighter and back" },
  shine: { steps: pulse("brightness", 8), says: "shines, getting brighter and back" },
  pulse: { steps: pulse("brightness", 8), says: "pulses, getting brighter and back" },
  blink: { steps: [block("hide"), block("wait (0.3) seconds"), block("show"), block("wait (0.3) seconds")], says: "blinks off and on" },
  flicker: { steps: [block("hide"), block("wait (0.1) seconds"), block("show"), block("wait (0.1) seconds")], says: "flickers off and on" },
};

/** Words that make "twinkle" the song: said twice ("twinkle twinkle"), "little star", or a word of music beside it. */
const SONG_WORDS = /^(?:song|songs|tune|tunes|music|musical|melody|sing|sings|singing|piano|note|notes|play|plays|playing|instrument|guitar|flute)$/;

/** True when the request's "twinkle" is the song Twinkle Twinkle Little Star, not a look (the library plays the song). */
export function twinkleIsTheSong(words: readonly string[]): boolean {
  return words.filter((word) => word === "twinkle").length >= 2 || words.some((word, i) => word === "little" && words[i + 1] === "star") || words.some((word) => SONG_WORDS.test(word));
}

/** The verbs of looks that go on, for the reader's list of verbs that act. */
export const ONGOING_LOOK_VERBS: readonly string[] = Object.keys(ROUNDS);

/** The round of a look that goes on, for the verb's lemma ("twinkle", "blink", "flap"), or undefined. */
export function ongoingLook(lemma: string): { steps: TStep[]; says: string } | undefined {
  const round = ROUNDS[lemma];
  return round && { steps: structuredClone(round.steps), says: round.says };
}
