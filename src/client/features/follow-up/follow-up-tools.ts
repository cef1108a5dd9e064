import { pictureMarks, type TLineChange } from "../../../blocks/diff";
import { pictureLanguageOf, pictureSourceOf } from "../blocks/blocks.picture-source";
import { loadScratchblocks } from "../blocks/blocks.renderer";
import { drawnLineWordsIn, type TBlocksSyntax } from "../blocks/blocks.translate";
import { markChanges } from "./change-marks";

/**
 * What the conversation around the generator computes once there is a program to talk about:
 * the comparison of two versions, its words, the suggested next requests, and the marks in the
 * picture. It is a chunk of its own, loaded with the first answer, an opened project or a
 * generation on its way (use-follow-up.ts), not with the home page: a first-time visitor has
 * nothing to compare (issue 28, first-load JavaScript).
 */
export { clearChanges } from "./change-marks";
export { describeDiff, diffProjectTexts } from "../../../blocks/diff";
export { suggestFollowUps } from "../../../blocks/diff/diff.suggestions";

/** Marks `changes` on every picture inside `root` not marked yet; `isStopped` ends it early. */
export async function markPictures(root: HTMLElement, text: string, changes: readonly TLineChange[], isStopped: () => boolean): Promise<void> {
  for (const svg of Array.from(root.querySelectorAll("svg"))) {
    if (svg.dataset.changesMarked === "yes") continue;
    const source = pictureSourceOf(svg);
    if (source === undefined) continue;
    const language = pictureLanguageOf(svg);
    // a picture in another block language is matched by the words it draws there
    const scratchblocks = language === "en" ? null : await loadScratchblocks();
    if (isStopped()) return;
    const drawnLineWords = scratchblocks ? drawnLineWordsIn(scratchblocks as unknown as TBlocksSyntax, language) : undefined;
    if (markChanges(svg, pictureMarks(text, source, changes, drawnLineWords)) > 0) svg.dataset.changesMarked = "yes";
  }
}

export type TFollowUpTools = typeof import("./follow-up-tools");
