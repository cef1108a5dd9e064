/**
 * The behaviour check's answer (issue 26, for any provider's answer; issue 29 wires it into the
 * pipeline). Plain data, so it can come back from a worker thread as it is.
 */
export type TBehaviourProblemCode =
  /** The project could not be loaded into the engine. */
  | "does-not-load"
  /** The green flag starts it and it stops everything before anyone could play. */
  | "stops-at-once"
  /** It listens to a key or a click, and pressing it changes nothing and starts nothing. */
  | "no-reaction"
  /** Two scripts of one sprite pull the same thing two ways at once. */
  | "scripts-fight"
  /** A loop that never hands the frame back: the stage stops drawing (issue 29). */
  | "freezes"
  /** Nothing a child can do starts any script (issue 29). */
  | "nothing-happens"
  /** The engine stopped with an error while running it (issue 29). */
  | "runtime-error";

export interface TBehaviourProblem {
  code: TBehaviourProblemCode;
  /** In words a teacher (and a model on a repair round) can act on. */
  message: string;
  /** The sprite concerned; the stage is "Stage"; absent when it is the whole project. */
  sprite?: string;
}

export interface TBehaviourReport {
  /** It loaded and ran in the engine. */
  ran: boolean;
  /** Simulated seconds it ran (less than asked when the CPU budget ran out). */
  seconds: number;
  problems: TBehaviourProblem[];
}

export interface TBehaviourOptions {
  /** Simulated seconds to run after the green flag; 3 unless set. */
  seconds?: number;
  /** Wall-clock milliseconds the run may take; past them it stops and reports what it saw. */
  budgetMs?: number;
}
