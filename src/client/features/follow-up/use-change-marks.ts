import { useEffect, type RefObject } from "react";
import type { TLineChange } from "../../../blocks/diff";
import { markChanges } from "./change-marks";

/**
 * Keeps the marks on the pictures inside `container`: every picture is drawn again after a
 * change of tab, text or style, so the marks go on each time a drawing finishes (its colour pass
 * is the last thing that touches it).
 */
export function useChangeMarks(container: RefObject<HTMLElement | null>, changes: readonly TLineChange[] | null): void {
  useEffect(() => {
    const root = container.current;
    if (!root || !changes || changes.length === 0) return;
    const markAll = () => {
      for (const svg of Array.from(root.querySelectorAll("svg"))) {
        if (svg.dataset.changesMarked === "yes") continue;
        if (markChanges(svg, changes) > 0) svg.dataset.changesMarked = "yes";
      }
    };
    markAll();
    const observer = new MutationObserver(markAll);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-colour-pass"] });
    return () => observer.disconnect();
  }, [container, changes]);
}
