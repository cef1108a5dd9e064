import type { TCondition, TScriptPlan, TStep, TTrigger } from "./plan.types";
import { JUMP_VERBS, MOVE_VERBS, SAY_VERBS, SOUND_VERBS, TURN_VERBS } from "./plan.vocabulary";
import type { TWord } from "./plan.words";
import { ONGOING_LOOK_VERBS } from "./plan.ongoing-looks";
import { MOTION_WORD_VERBS } from "./plan.motion-words";

/**
 * A clause of a request and what the plan reader reads in it (issue 26): the shapes every clause
 * reader shares (keys, layers, messages, the main reader in plan.read.ts), and the words that tie
 * clauses together or start one.
 */

export interface TClause {
  words: TWord[];
  used: boolean[];
  sentence: number;
  joiner: "start" | "and" | "then" | "comma";
  /** Words a reader found it cannot build, kept out of the characters noted so they are named as left out. */
  heldBack?: Set<number>;
  /** The clause ends its sentence with a colon: what follows says more about it. */
  beforeColon?: boolean;
  /** A loop in brackets follows: "draws a square (4 times move 100 and turn 90)" spells the square. */
  beforeLoopBrackets?: boolean;
}

export interface TClauseReading {
  actor: string | undefined;
  trigger: TTrigger | undefined;
  condition: TCondition | undefined;
  /** A condition that ends the loop: "until it touches the edge". */
  until: TCondition | undefined;
  /** ("every 0.1 sec, 40 times": a count with a pause after each time, `seconds`) */
  repeat: { kind: "times"; count: number; seconds?: number } | { kind: "forever" } | { kind: "every"; seconds: number } | undefined;
  steps: TStep[];
  says: string[];
  isElse: boolean;
  /** The condition is on values just asked for ("if a is bigger" after "stores them in a and b"): checked once, where it stands. */
  checkedOnce?: boolean;
  /** The clause waits before its steps: "after 3 seconds". */
  delay: number | undefined;
  /** "with the arrow keys": a script per key. */
  keyMoves?: { key: string; text: string }[];
  /** "each arrow key points it that way and moves 10": a script per key press (its own hat), not keys held. */
  keyPresses?: boolean;
  /** Scripts for other characters (the answer to a message). */
  elsewhere: { actor: string; script: TScriptPlan }[];
  /** "... and plays a sound each time": the steps go inside the loop the sentence built, each time round. */
  eachTime?: boolean;
  /** "inside the loop, if it touches the edge, it turns": the steps, a condition and all, go into the loop before them. */
  inLoop?: boolean;
  /** "starts at x -200 y 100": the step that puts it there, once, before any loop the clause builds. */
  startStep?: TStep;
  /** "goes to x 0 y -150, repeats 30 times change y by 10": how many of the steps, first, run once before the clause's loop. */
  onceBefore?: number;
}

/**
 * "each time", "every time", "after each square", "between each one" closing a clause (nothing
 * after it but a mark): the clause's steps go inside the loop before them. The words' span.
 */
export function closingEachTime(words: readonly TWord[]): { from: number; end: number } | undefined {
  let end = words.length;
  while (end > 0 && words[end - 1]?.mark !== undefined) end--;
  if (/^(?:each|every)$/.test(words[end - 2]?.word ?? "") && words[end - 1]?.word === "time") return { from: end - 2, end };
  // "after each square", "after each one", "between each one", "between them"
  if (/^(?:after|between)$/.test(words[end - 3]?.word ?? "") && /^(?:each|every)$/.test(words[end - 2]?.word ?? "")) return { from: end - 3, end };
  if (/^(?:after|between)$/.test(words[end - 2]?.word ?? "") && /^(?:each|them)$/.test(words[end - 1]?.word ?? "")) return { from: end - 2, end };
  return undefined;
}

export const JOINERS = new Set(["and", "then", ",", "but", "so", "also", "plus"]);

export const TRIGGER_WORDS = new Set(["when", "whenever", "if", "once", "every", "each", "after", "press", "click", "tap", "until", "else", "otherwise", "while"]);

/** Known action verbs by lemma: a word that starts a clause of its own after "and" or a comma. */
export const ACTION_LEMMAS = new Set<string>([
  ...MOVE_VERBS, ...JUMP_VERBS, ...TURN_VERBS, ...SAY_VERBS, ...Object.keys(SOUND_VERBS),
  "play", "hide", "disappear", "vanish", "appear", "reappear", "show", "grow", "shrink", "change", "switch", "glide", "follow", "chase",
  "bounce", "wait", "stop", "end", "draw", "clone", "shoot", "fire", "score", "lose", "gain", "add", "set", "broadcast", "send", "fall",
  "rise", "dance", "ask", "pick", "count", "eat", "fade", "flash", "point", "face", "teleport", "become", "turn", "wag", "flap",
  "animate", "reset", "store", "erase", "clear", "catch", "collect", "dodge", "avoid", "feed", "roll", "put", "sit", "sleep", "explode", "breathe",
  "get", "gain", "win", "earn", "make", "create", "reverse", "stay", "burst", "delete",
]);

export function isActionWord(word: TWord | undefined): boolean {
  // ("a lifts it", "lifting the pen": a verb; "the Lift", "a lift" is a character)
  // ("the Star twinkles": a look that goes on; "its called Sparkle": a name)
  return word !== undefined && (ACTION_LEMMAS.has(word.lemma) || ACTION_LEMMAS.has(word.word) || (word.lemma === "lift" && word.raw !== "lift" && word.name === undefined) || ((ONGOING_LOOK_VERBS.includes(word.lemma) || MOTION_WORD_VERBS.includes(word.lemma)) && word.name === undefined));
}
