/**
 * The plan: what a request asks for, read into an explicit, small structure before any block is
 * written (issue 26). Characters are one sprite each, named as the child named them; each has
 * scripts made of a trigger and steps; steps are blocks with exact arguments, loops and
 * conditions. plan.compile.ts turns a plan into project text; nothing is added that the plan
 * does not hold, and what the request asked but the plan could not hold is in `leftOut`.
 */

/** A boolean in scratchblocks text, e.g. `<touching (edge v)?>`. */
export interface TCondition {
  text: string;
  /** In the child's words, for comments and the explanation: "it touches the edge". */
  words: string;
}

export type TStep =
  /** One block line with its arguments, e.g. `move (10) steps`. */
  | { kind: "block"; text: string }
  /** `reporter`: a count the program only knows when it runs ("makes that many clones": `repeat (answer)`); `times` is then 0. */
  | { kind: "repeat"; times: number; body: TStep[]; reporter?: string }
  | { kind: "forever"; body: TStep[] }
  | { kind: "until"; condition: TCondition; body: TStep[] }
  | { kind: "if"; condition: TCondition; then: TStep[]; else?: TStep[] };

export type TTrigger =
  | { kind: "flag" }
  | { kind: "key"; key: string }
  | { kind: "click" }
  | { kind: "stage-click" }
  /** "when the backdrop switches to Windy": `when backdrop switches to [Windy v]`. */
  | { kind: "backdrop"; name: string }
  | { kind: "message"; name: string }
  | { kind: "clone" }
  /** A block of the child's own ("make a block called jump that ..."): `define jump`. */
  | { kind: "define"; name: string };

export interface TScriptPlan {
  trigger: TTrigger;
  steps: TStep[];
  /** What the script does, in a child's words (the `//` line above it). */
  says: string;
}

export interface TCharacter {
  /** The sprite's name as the child named it ("Penguin", "Bob"); "Sprite1" when none was named. */
  name: string;
  /** Extra settings for the sprite's settings line, e.g. "x: -150, y: 0". */
  settings?: string;
  scripts: TScriptPlan[];
}

export interface TVariable {
  name: string;
  start: number | string;
}

export interface TPlan {
  characters: TCharacter[];
  /** Variables for all sprites, declared on the stage with their starting values. */
  variables: TVariable[];
  lists: { name: string; items: string[] }[];
  /** Scripts on the stage (a backdrop that changes, the stage clicked). */
  stageScripts: TScriptPlan[];
  /** A teacher's lesson: what it teaches, said in a comment at the top; "" when the framing names no concept ("Year 2: ..."), and its loops still explain themselves. */
  lesson?: string;
  /** Parts of the request not built, in the child's words. */
  leftOut: string[];
}
