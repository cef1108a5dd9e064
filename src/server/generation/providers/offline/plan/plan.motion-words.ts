import type { TClause } from "./plan.clause";
import type { TStep } from "./plan.types";
import { SOUND_VERBS } from "./plan.vocabulary";
import type { TWord } from "./plan.words";

/**
 * Motions a child names with one word instead of spelling out the blocks (issue 26, decision
 * 1740): "the Octopus wiggles", "the Robot waves", "the Bee buzzes round and round", "the Sun
 * moves to the top right corner", "the Cloud floats slowly across the sky", "the Crab walks
 * sideways". Each is read as the few blocks a teacher would show for it. Words the request
 * spells out itself win: "flies in a circle, move 6 turn 4" keeps the child's own move and turn.
 */

type TMotion = { steps: TStep[]; says: string; loops?: boolean };

const block = (text: string): TStep => ({ kind: "block", text });

/** Verbs of a small turn back and forth that keeps going ("wiggles", "wobbles", "sways"). */
const WIGGLES = new Set(["wiggle", "wobble", "wriggle", "jiggle", "sway", "waddle"]);

/** The verbs this module reads on their own, for the reader's list of verbs that act. */
export const MOTION_WORD_VERBS: readonly string[] = [...WIGGLES, "wave"];

/** Verbs that go somewhere smoothly: said with a place, they glide there. */
export const GLIDING_VERBS = new Set(["float", "drift", "soar"]);

/** A wave of the hand is this sprite's turn one way and back, twice. */
const WAVE: TStep[] = [{ kind: "repeat", times: 2, body: [block("turn right (15) degrees"), block("wait (0.2) seconds"), block("turn left (15) degrees"), block("wait (0.2) seconds")] }];

/** Words after "wave" that make it a thing drawn or a sea, not a hand waving ("a wave pattern", "waves of the sea"). */
const A_WAVE_THING = /^(?:pattern|graph|line|lines|of|shape|form|animation)$/;

const GREETINGS: Record<string, string> = { hello: "Hello!", hi: "Hi!", goodbye: "Goodbye!", bye: "Bye!" };

/** "round and round", "in circles", "in a circle", "around in circles", "in a big circle": the span after the verb, or undefined. */
function inCircles(rest: readonly TWord[]): { from: number; end: number } | undefined {
  const words = rest.map((w) => w.word);
  for (let i = 0; i < words.length; i++) {
    if (words[i] === "round" && words[i + 1] === "and" && words[i + 2] === "round") return { from: i, end: i + 3 };
    if (words[i] === "around" && words[i + 1] === "and" && words[i + 2] === "around") return { from: i, end: i + 3 };
    // ("around in circles": the "around" is the circle's too)
    const inAt = words[i] === "around" && words[i + 1] === "in" ? i + 1 : i;
    if (words[inAt] !== "in") continue;
    let k = inAt + 1;
    if (/^(?:a|one)$/.test(words[k] ?? "")) k++;
    if (/^(?:big|small|little|large|wide)$/.test(words[k] ?? "")) k++;
    if (/^circles?$/.test(words[k] ?? "")) return { from: i, end: k + 1 };
  }
  return undefined;
}

/** The words spell out the circle themselves: a move or a turn by a number ("move 6 turn 4"). */
const spellsItsOwnSteps = (words: readonly TWord[]): boolean =>
  words.some((w, k) => /^(?:move|turn|step)$/.test(w.lemma) && words.slice(k + 1, k + 4).some((n) => n.number !== undefined));

/**
 * The verb is spelled out by the words after it, in brackets or after a colon ("wave (turn right
 * 20 degrees and left 20 degrees, 2 times)", "wiggle when he presses b: turn right 15 ..."): those
 * words are the motion, not this module's reading of the verb.
 */
export function spelledOutAfter(clause: TClause, at: number): boolean {
  const after = clause.words.slice(at + 1, at + 9);
  return clause.beforeColon === true || after.some((w) => w.mark === ":") || after.slice(0, 3).some((w) => w.bracket !== undefined);
}

/**
 * A motion said in one word, read where the verb stands: the verb's lemma at `at`, its words up to
 * `to`, and the clause after it. Marks the words it reads as used. Undefined when the verb is not
 * one of these motions.
 */
export function motionWord(clause: TClause, at: number, to: number, isMoveVerb: (lemma: string) => boolean, following: TClause | undefined): TMotion | undefined {
  const { words } = clause;
  const verb = words[at] as TWord;
  const rest = words.slice(at + 1, to);
  const use = (from: number, end: number) => {
    for (let k = from; k < end; k++) clause.used[at + 1 + k] = true;
  };
  if (spelledOutAfter(clause, at)) return undefined;
  if (WIGGLES.has(verb.lemma)) {
    // ("wiggles its tail", "wobbles about")
    rest.forEach((w, i) => /^(?:its|his|her|tail|body|about|around|a|bit|little)$/.test(w.word) && (clause.used[at + 1 + i] = true));
    return { steps: [block("turn right (10) degrees"), block("wait (0.1) seconds"), block("turn left (10) degrees"), block("wait (0.1) seconds")], says: `${verb.word}, turning a little one way and back`, loops: true };
  }
  if (verb.lemma === "wave" && !A_WAVE_THING.test(rest[0]?.word ?? "") && !/^(?:a|the|sine|big|ocean|sea)$/.test(words[at - 1]?.word ?? "")) {
    // ("waves its hand", "waves hello": a greeting said as it waves)
    rest.forEach((w, i) => /^(?:its|his|her|their|hand|arm|paw|at|to|us|me)$/.test(w.word) && (clause.used[at + 1 + i] = true));
    const greetingAt = rest.findIndex((w) => GREETINGS[w.word] !== undefined);
    if (greetingAt >= 0) {
      use(greetingAt, greetingAt + 1);
      const greeting = GREETINGS[(rest[greetingAt] as TWord).word] as string;
      return { steps: [block(`say [${greeting}] for (2) seconds`), ...structuredClone(WAVE)], says: `says "${greeting}" and waves` };
    }
    return { steps: structuredClone(WAVE), says: "waves" };
  }
  // "swims round and round", "buzzes round and round", "flies in circles": a step and a small turn, again and again
  const circles = inCircles(rest);
  // (a sound verb too: the Bee that buzzes round and round is flying as it buzzes)
  const goes = isMoveVerb(verb.lemma) || SOUND_VERBS[verb.lemma] !== undefined;
  // ("flies in a circle forever, move 6 turn 4": the child's own steps, in the clause or the one after it, make the circle)
  const ownSteps = spellsItsOwnSteps(words.slice(at + 1)) || (following?.sentence === clause.sentence && spellsItsOwnSteps(following.words));
  if (goes && circles && !ownSteps) {
    use(circles.from, circles.end);
    const circle = [block("move (5) steps"), block("turn right (5) degrees")];
    // ("the Bee buzzes round and round": its buzz starts as it sets off, and the circle goes on)
    const sound = SOUND_VERBS[verb.lemma];
    if (sound && !isMoveVerb(verb.lemma)) return { steps: [block(`start sound (${sound} v)`), { kind: "forever", body: circle }], says: `${verb.word} and goes round in a circle, over and over` };
    return { steps: circle, says: `${verb.word} round in a circle`, loops: true };
  }
  if (goes && circles) use(circles.from, circles.end);
  return undefined;
}

/** Where each corner is: a sprite's middle well inside the stage (480 by 360), so all of it shows. */
const CORNERS: Record<string, { x: number; y: number }> = {
  "top right": { x: 190, y: 130 },
  "top left": { x: -190, y: 130 },
  "bottom right": { x: 190, y: -130 },
  "bottom left": { x: -190, y: -130 },
};
const CORNER_SIDE: Record<string, string> = { top: "top", upper: "top", bottom: "bottom", lower: "bottom", right: "right", left: "left" };

/** Places a thing goes across: the stage by any name a child gives it. */
const ACROSS_PLACES = /^(?:screen|stage|sky|sea|ocean|pond|lake|river|road|street|room|field|garden|desert|water|space|beach|page|grass|playground|track|pitch|world)$/;

/**
 * Places said in words where a move verb goes: "to the top right corner", "slowly across the sky".
 * `glides` and `seconds` are what the move reader read of how it goes; "slowly" makes a glide
 * that takes 4 seconds, when no time is given.
 */
export function motionPlace(clause: TClause, at: number, to: number, how: { glides: boolean; seconds: number | undefined }): TMotion | undefined {
  const { words } = clause;
  const rest = words.slice(at + 1, to);
  const restWords = rest.map((w) => w.word);
  const markUsed = (i: number) => (clause.used[at + 1 + i] = true);
  const slowAt = restWords.findIndex((w) => /^(?:slowly|gently|slow)$/.test(w));
  const secs = how.seconds ?? (slowAt >= 0 ? 4 : how.glides ? 2 : undefined);
  const glide = (target: string) => (secs !== undefined ? `glide (${secs}) secs to ${target}` : `go to ${target}`);
  // "to the top right corner", "into the bottom-left corner", "to the upper left corner"
  const cornerAt = restWords.findIndex((w) => /^corners?$/.test(w));
  if (cornerAt >= 2) {
    const first = CORNER_SIDE[restWords[cornerAt - 2] ?? ""];
    const second = CORNER_SIDE[restWords[cornerAt - 1] ?? ""];
    const key = first && second ? (first === "top" || first === "bottom" ? `${first} ${second}` : `${second} ${first}`) : "";
    const corner = CORNERS[key];
    if (corner) {
      for (let i = cornerAt - 2; i <= cornerAt; i++) markUsed(i);
      for (let i = cornerAt - 3; i >= 0 && /^(?:the|to|into|in|towards|up|down)$/.test(restWords[i] ?? ""); i--) markUsed(i);
      if (slowAt >= 0) markUsed(slowAt);
      if (restWords[cornerAt + 1] === "of" && /^(?:the)$/.test(restWords[cornerAt + 2] ?? "") && ACROSS_PLACES.test(restWords[cornerAt + 3] ?? "")) for (let i = cornerAt + 1; i <= cornerAt + 3; i++) markUsed(i);
      return { steps: [block(glide(`x: (${corner.x}) y: (${corner.y})`))], says: `${secs !== undefined ? "glides" : "goes"} to the ${key} corner` };
    }
  }
  // "floats slowly across the sky", "walks across the road": from one side of the stage to the other
  const acrossAt = restWords.indexOf("across");
  const placeAt = restWords[acrossAt + 1] === "the" ? acrossAt + 2 : acrossAt + 1;
  // ("back and forth across the screen": to and fro, which the move reader bounces)
  const toAndFro = restWords.some((w) => /^(?:back|forth|fro|forwards|backwards)$/.test(w));
  if (acrossAt >= 0 && ACROSS_PLACES.test(restWords[placeAt] ?? "") && !toAndFro) {
    for (let i = acrossAt; i <= placeAt; i++) markUsed(i);
    if (slowAt >= 0) markUsed(slowAt);
    const time = secs ?? 2;
    return { steps: [block("go to x: (-200) y: (y position)"), block(`glide (${time}) secs to x: (200) y: (y position)`)], says: `goes across the stage from left to right in ${time} seconds` };
  }
  // "walks sideways": along the stage, which is how a move goes while it faces right
  const sideways = restWords.indexOf("sideways");
  if (sideways >= 0) markUsed(sideways);
  return undefined;
}
