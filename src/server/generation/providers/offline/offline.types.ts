import type { TActionId } from "./offline.actions";

/**
 * Shapes shared by the offline generator's parts: the recipe library, the prompt reader and the
 * matcher. A recipe is a parameterised scratchblocks program; the matcher picks one (or a few
 * that compose) and fills its parameters from the request's words.
 */

/** What a number in the request means, read from the words around it ("5 sided", "speed 3"). */
export type TNumberMeaning =
  | "sides"
  | "points"
  | "steps"
  | "speed"
  | "size"
  | "seconds"
  | "count"
  | "degrees"
  | "max"
  | "height"
  | "tempo"
  /** "every 2 seconds": the wait between repeats. */
  | "interval"
  /** "a 60 second timer": how long a timer runs. */
  | "duration"
  | "plain";

export type TParamValue = string | number;
export type TParams = Record<string, TParamValue>;

interface TParamBase {
  name: string;
  /** Said in a test's words: what the parameter changes in the program. */
  about: string;
}

export interface TNumberParam extends TParamBase {
  kind: "number";
  default: number;
  min: number;
  max: number;
  integer: boolean;
  /** Meanings this parameter accepts, best first. */
  meanings: TNumberMeaning[];
  /** A number with no unit word nearby ("draw a star 5") may fill it. */
  takesPlain?: boolean;
  /** When the request gives no number: a default that fits the other values (a 12-sided shape needs shorter sides). */
  autoDefault?: (params: TParams) => number;
}

export interface TKeyParam extends TParamBase {
  kind: "key";
  default: string;
}

export interface TColourParam extends TParamBase {
  kind: "colour";
  /** A hex colour, "#rrggbb". */
  default: string;
  /** Words that, right after a colour word, tie the colour to this parameter ("blue walls"). */
  near?: string[];
}

export interface TNameParam extends TParamBase {
  /** A variable, message, list or character name, a short text to say, or what a quiz is about. */
  kind: "name" | "message" | "text" | "topic";
  default: string;
  /** Words that, before "called"/"named", tie a name to this parameter ("a variable called lives"). */
  nouns?: string[];
}

export interface TChoiceParam extends TParamBase {
  kind: "choice";
  default: string;
  /** Each option with the concepts that select it. */
  options: Record<string, string[]>;
}

export interface TListParam extends TParamBase {
  kind: "items";
  default: string[];
}

/** A sum from the request, kept as text "a op b" ("7 * 8"). */
export interface TExpressionParam extends TParamBase {
  kind: "expression";
  default: string;
}

export type TParamSpec = TNumberParam | TKeyParam | TColourParam | TNameParam | TChoiceParam | TListParam | TExpressionParam;

export interface TScript {
  /** One line in a child's words, written as a `//` comment above the script. */
  comment: string;
  lines: string[];
  /** The sprite whose section holds the script (a game's "Paddle"); none: the program's main sprite. */
  sprite?: string;
}

/** A sprite of a whole project (docs/decisions/014-project-text.md): its section's header lines. */
export interface TSpriteSection {
  /** Also picks its art: "Paddle", "Ball", "Basket", "Apple"... */
  name: string;
  /** The settings line: "x: 0, y: -150" or "x: 0, y: 170, hidden". */
  settings: string;
  /** "this sprite only" variables with their starting values: "speed = 4". */
  variables?: string[];
}

export interface TRecipeOutput {
  scripts: TScript[];
  explanation: string;
  /** A game with several sprites: its sprites back to front; the first is the main one. */
  sprites?: TSpriteSection[];
  /** Variables "for all sprites", declared on the stage with starting values: "score = 0". */
  stageVariables?: string[];
}

/**
 * Feature slots that combine into one program ("arrow keys + score + timer"). A recipe that
 * fills a slot composes with the recipes of other slots its `composesWith` lists.
 */
export type TSlot = "movement" | "jump" | "score" | "timer";

export type TFamily =
  | "movement"
  | "jumping"
  | "bouncing"
  | "following"
  | "animation"
  | "looks"
  | "pen"
  | "counters"
  | "timers"
  | "ask-answer"
  | "lists"
  | "clones"
  | "collisions"
  | "pong"
  | "music"
  | "broadcasts"
  | "custom-blocks"
  /** Classic small games, one sprite, each part built by its own function (recipes/games/). */
  | "games";

export interface TBuildContext {
  /** Slots of the whole composed program (a movement script leaves up/down to a jump script). */
  slots: ReadonlySet<TSlot>;
}

export interface TRecipe {
  id: string;
  family: TFamily;
  /** Offered as a suggestion when the generator declines: something a child could type. */
  suggestion: string;
  /**
   * Every group needs at least one of its concepts in the request; each satisfied group is
   * worth 3 points. Concepts come from offline.lexicon.ts.
   */
  requires: string[][];
  /** Concepts that make this recipe a better fit, "concept" (1 point) or "concept:2". */
  boosts?: string[];
  /** Concepts that point elsewhere, "concept" (-3 points) or "concept:5". */
  penalties?: string[];
  params: TParamSpec[];
  slot?: TSlot;
  composesWith?: TSlot[];
  /** Slots this recipe already covers itself (a catch game has its own score). */
  provides?: TSlot[];
  /**
   * Actions this recipe does itself beyond its family's (a catch game's Basket follows the mouse
   * when asked), so "the basket follows the mouse" adds no second script beside the game.
   */
  covers?: TActionId[];
  /**
   * Concepts that make this recipe the answer even where the request also reads as a behaviour:
   * "say how many times I clicked it" is the clicker, not a click that says some words.
   */
  wins?: string[];
  /**
   * A text parameter the recipe says when it ends, which a "say" right after it in the request
   * fills: "count down from 10 and then say blast off".
   */
  finishText?: string;
  build(params: TParams, context: TBuildContext): TRecipeOutput;
}
