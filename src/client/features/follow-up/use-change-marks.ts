import { useEffect, type RefObject } from "react";
import { pictureMarks, type TLineChange } from "../../../blocks/diff";
import { pictureLanguageOf, pictureSourceOf } from "../blocks/blocks.picture-source";
import { loadScratchblocks } from "../blocks/blocks.renderer";
import { drawnLineWordsIn, type TBlocksSyntax } from "../blocks/blocks.translate";
import { clearChanges, markChanges } from "./change-marks";

/**
 * Keeps the marks on the pictures inside `container`: a picture drawn again (a change of tab,
 * text or style) gets them each time its drawing finishes (its colour pass is the last thing that
 * touches it), and they come off every picture when the changes or the text change. `text` is
 * the whole new version the changes' line numbers speak of; each picture is matched to it
 * through the source it was drawn from.
 */
export function useChangeMarks(container: RefObject<HTMLElement | null>, text: string, changes: readonly TLineChange[] | null): void {
  useEffect(() => {
    const root = container.current;
    if (!root || !changes || changes.length === 0) return;
    let stopped = false;
    const markAll = async () => {
      for (const svg of Array.from(root.querySelectorAll("svg"))) {
        if (svg.dataset.changesMarked === "yes") continue;
        const source = pictureSourceOf(svg);
        if (source === undefined) continue;
        const language = pictureLanguageOf(svg);
        // a picture in another block language is matched by the words it draws there
        const scratchblocks = language === "en" ? null : await loadScratchblocks();
        if (stopped) return;
        const drawnLineWords = scratchblocks ? drawnLineWordsIn(scratchblocks as unknown as TBlocksSyntax, language) : undefined;
        if (markChanges(svg, pictureMarks(text, source, changes, drawnLineWords)) > 0) svg.dataset.changesMarked = "yes";
      }
    };
    void markAll();
    const observer = new MutationObserver(() => void markAll());
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-colour-pass"] });
    return () => {
      stopped = true;
      observer.disconnect();
      // the next version's marks (or none, after an undo) start from clean pictures
      for (const svg of Array.from(root.querySelectorAll("svg"))) clearChanges(svg);
    };
  }, [container, text, changes]);
}
