/**
 * A test request in a real voice, with the behaviours the program must contain, written as
 * "trigger>action" pairs read structurally from the parsed program (program.pairs.ts):
 * triggers "flag", "click", "key:<key>", "touch:edge|mouse|colour", "message", "clone";
 * actions "move", "jump", "turn", "say", "think", "sound", "music", "colour", "ghost", "size",
 * "hide", "show", "costume", "random", "score", "bounce", "stop", "backdrop", "clone", "pen",
 * "ask", "wait".
 */
export interface TCorpusRequest {
  prompt: string;
  expect: string[];
  /** Who wrote it like this: for the report's spread of voices. */
  voice?: "child" | "teacher" | "parent" | "non-native";
  /** Why the stage cannot show it in scratch-vm (the sprite already starts where it is sent). */
  noVm?: string;
}
