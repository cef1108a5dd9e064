/** Scratch's stage size in its own pixels; the page scales it to the panel. */
export const STAGE_WIDTH = 480;
export const STAGE_HEIGHT = 360;

/**
 * Performance marks around a Run: the click, and the first frame the renderer draws of the loaded
 * project. bench/stage.bench.ts reads the time between them.
 */
export const RUN_CLICK_MARK = "promptblocks-stage-run";
export const FIRST_FRAME_MARK = "promptblocks-stage-first-frame";
