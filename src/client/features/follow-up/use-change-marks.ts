import { useEffect, type RefObject } from "react";
import { pictureMarks, type TLineChange } from "../../../blocks/diff";
import { pictureSourceOf } from "../blocks/blocks.picture-source";
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
    const markAll = () => {
      for (const svg of Array.from(root.querySelectorAll("svg"))) {
        if (svg.dataset.changesMarked === "yes") continue;
        const source = pictureSourceOf(svg);
        if (source === undefined) continue;
        if (markChanges(svg, pictureMarks(text, source, changes)) > 0) svg.dataset.changesMarked = "yes";
      }
    };
    markAll();
    const observer = new MutationObserver(markAll);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-colour-pass"] });
    return () => {
      observer.disconnect();
      // the next version's marks (or none, after an undo) start from clean pictures
      for (const svg of Array.from(root.querySelectorAll("svg"))) clearChanges(svg);
    };
  }, [container, text, changes]);
}
