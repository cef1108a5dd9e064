// Where a Run's time goes (issue 29): a user-timing mark as each part of a start is done, read by
// bench/stage.bench.ts beside the click and first-frame marks (stage.constants.ts). A mark costs
// microseconds and records nothing about the child or the project.

/** The parts of a start, in the order a cold Run usually finishes them. */
export const STAGE_PHASES = {
  /**
   * The stage has the engine's module: its chunk fetched, compiled and evaluated. Marked when the
   * preparation receives it, so never before the intent to run (a chunk prefetched while the child
   * read shows here as the intent's time).
   */
  engineModule: "promptblocks-stage-engine-module",
  /** The virtual machine and the renderer (its WebGL context, shaders) are made. */
  engineMade: "promptblocks-stage-engine-made",
  /** The project's .sb3 bytes are built from the text (or the opened project's base). */
  projectBytes: "promptblocks-stage-project-bytes",
  /** The engine has read the project: sprites made, costumes decoded and on the GPU. */
  projectLoaded: "promptblocks-stage-project-loaded",
} as const;

export type TStagePhase = keyof typeof STAGE_PHASES;

export function markStagePhase(phase: TStagePhase): void {
  performance.mark(STAGE_PHASES[phase]);
}

/** A new preparation starts a new record: the marks of an earlier stage are not this one's. */
export function clearStagePhases(): void {
  for (const name of Object.values(STAGE_PHASES)) performance.clearMarks(name);
}
