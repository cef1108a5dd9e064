import type { TWord } from "./plan.words";
import type { TClause } from "./plan.clause";
import type { TCounting } from "./plan.counting";
import type { TList } from "./plan.lists";

/**
 * What the reader knows while it reads a request clause by clause (plan.read.ts): the characters
 * and variables met so far, who "it" is, and what the clauses before left for the ones after.
 */
export interface TContext {
  /** The character spoken of last: "it", "he", "she" mean this one. */
  last: string | undefined;
  /** The size change read last ("grows 30"): what "shrinks back" undoes. */
  lastSizeChange?: number;
  /** The sentence a costume was last switched to by its name in: "switches costume to Green, ..., switches to Yellow" names another. */
  costumeNamedIn?: number;
  characters: Map<string, string>;
  variables: Map<string, number | string>;
  lists: Map<string, string[]>;
  /** The lists the request declares, with how long each item is said (plan.lists.ts). */
  listsRead?: Map<string, TList>;
  /** "picks a random name from the list": the list a later "says it" says from. */
  picked?: TList;
  /** The last "set [ghost v] effect to" read: "else it sets it to 0" sets the same. */
  lastSetting?: { prefix: string; sentence: number };
  /** "stores them in a and b": two variables holding two answers, which "if a is bigger" and "if they are equal" compare. */
  pair?: [string, string];
  /** 'a variable light is "red" or "green"': the words a variable holds, by name. */
  variableValues?: Map<string, string[]>;
  /** Blocks of the child's own the request defines ("a block called jump"), and the last one ("uses it"). */
  defined?: Set<string>;
  lastDefined?: string;
  /** Variables a list's use keeps (the index of the item said, the item picked), declared with no setup of their own. */
  listHelpers?: Set<string>;
  /** The request speaks of clones: "each one", "deletes it" and "clicking one" are about them (plan.clones.ts). */
  clones?: boolean;
  hasAsk: boolean;
  /** The sprite that checked a touch last ("when it touches Trash"): the "it" of the next touch. */
  toucher?: string;
  /** The variable the answer is kept in ("keeps it in a variable player"): the answer said later is that variable. */
  answerIn?: string;
  programKinds: Set<string>;
  /** The variable spoken of last: "... starts at 5 and goes down by 1" changes this one. */
  lastVariable?: { name: string; sentence: number };
  /** A countdown the request relies on but does not describe (how long, counting how). */
  countdown?: boolean;
  /** The request asks for keys checked in a loop ("if key pressed"), not key hats. */
  pollsKeys?: boolean;
  /** Nouns said with two telling words ("red car", "blue car"): the words, by noun. */
  toldApart: Map<string, Set<string>>;
  /** The word that "without turning upside down" followed: its clause sets the left-right rotation style. */
  leftRightAfter?: TWord;
  /** Messages the request has sent so far (lower case): "On go, ..." answers one of them. */
  sent?: Set<string>;
  /** The steps of the last move read: "moves back" goes back by as many. */
  lastMove?: number;
  /** Where each character starts, by name ("starts at x -200 y 150"): "back to the start" goes there. */
  startPlaces?: Map<string, { x?: number; y?: number }>;
  /** The character whose actions are being read. */
  acting?: string;
  /** The clause after the one being read. */
  following?: TClause;
  /** The count said last ("counts from 1 to 10"): ", saying each number for 1 second" is how it says them. */
  lastCounting?: { counting: TCounting; sentence: number };
  /** Counts read from lists of numbers, said number by number once the plan is read. */
  listedCounts?: TCounting[];
  /** The sentence that last spoke of the arrow keys ("and turns with left and right": those arrows). */
  arrowsSentence?: number;
  /** The sentence that last put the pen down or lifted it ("and a lifts it": "it" is the pen). */
  penSentence?: number;
  /** The clause before closed with "and inside the loop": the next clause's steps go into that loop. */
  inLoopNext?: boolean;
}
