// What a repair rule is: a cheap trigger and a list of proposed edits on one line's code.
// Rules never decide; text.repair.ts keeps an edit only when the parser agrees.

import type { Group, Site } from "./text.repair.groups";

export type RepairRuleId =
  | "green-flag"
  | "c-block-words"
  | "quoted-text"
  | "text-with-reporter"
  | "condition-brackets"
  | "worded-condition"
  | "infix-operator"
  | "comparison-operator"
  | "double-brackets"
  | "nest-and-or"
  | "scratch2-wording"
  | "block-words"
  | "bare-number"
  | "bare-truth-value"
  | "mouse-pointer"
  | "menu-brackets"
  | "colour"
  | "bare-menu-option"
  | "reporter-name"
  | "bare-variable"
  | "bare-name"
  | "turn-direction"
  | "wait-seconds"
  | "go-to-one-axis"
  | "sound-until-done"
  | "speak-and-wait"
  | "nested-join"
  | "arithmetic-in-comparison"
  | "labelled-call"
  /** Not a line rule: the `end` lines text.repair.ends.ts adds. */
  | "close-c-block"
  /** Not a line rule: the script text.repair.side-by-side.ts makes of a forever lined up with another. */
  | "split-loops"
  /** Not a line rule: the blank lines text.repair.paragraphs.ts takes out of a cut script. */
  | "join-script";

export interface Edit {
  /** Range of the line's code to replace. */
  from: number;
  to: number;
  replacement: string;
  /** Said instead of the rule's reason when this edit needs its own words. */
  reason?: string;
}

export interface RepairRule {
  id: RepairRuleId;
  /** Said to people ("We tidied …") and shown next to the rewrite. */
  reason: string;
  /**
   * A cheap test on the line, lower-cased (so it needs no `i` flag, which is slower): most lines
   * of a good program match no rule and cost nothing more.
   */
  trigger: { test(lowerCasedLine: string): boolean };
  /**
   * Characters of which the line must hold at least one for the trigger to match (a necessary
   * condition, checked for all rules in one pass over the line before any trigger runs).
   * Omitted when no single character is necessary.
   */
  needs?: string;
  /** Edits to try, in order. */
  propose(code: string, line: LineView): Edit[];
}

/** One line's brackets, read once and shared by every rule that looks at the line. */
export interface LineView {
  /** Null when the line's brackets do not balance. */
  groups: readonly Group[] | null;
  /** The line and its block-holding groups (empty when the brackets do not balance). */
  sites(): readonly Site[];
  /**
   * The program uses this name as a variable elsewhere: sets or changes it in its menu, declares
   * it, or reads it as `(name)`.
   */
  isProgramVariable(name: string): boolean;
  /** The same, counting only uses outside texts: `(lives)` inside `"you have (lives) lives"` is not one. */
  isProgramVariableOutsideText(name: string): boolean;
  /** The program's own blocks as their `define` lines write them, without the word `define`. */
  ownBlocks(): readonly string[];
}

/** An edit that replaces a whole site (the line or one group). */
export const replaceRange = (from: number, to: number, replacement: string, reason?: string): Edit => (reason ? { from, to, replacement, reason } : { from, to, replacement });
