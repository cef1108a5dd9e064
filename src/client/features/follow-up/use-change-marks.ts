import { useEffect, type RefObject } from "react";
import type { TLineChange } from "../../../blocks/diff";
import type { TFollowUpTools } from "./follow-up-tools";

/**
 * Keeps the marks on the pictures inside `container`: a picture drawn again (a change of tab,
 * text or style) gets them each time its drawing finishes (its colour pass is the last thing that
 * touches it), and they come off every picture when the changes or the text change. `text` is
 * the whole new version the changes' line numbers speak of; each picture is matched to it
 * through the source it was drawn from. There are changes only once `tools` is here (they come
 * from its comparison).
 */
export function useChangeMarks(container: RefObject<HTMLElement | null>, text: string, changes: readonly TLineChange[] | null, tools: TFollowUpTools | null): void {
  useEffect(() => {
    const root = container.current;
    if (!root || !tools || !changes || changes.length === 0) return;
    let stopped = false;
    const markAll = () => tools.markPictures(root, text, changes, () => stopped);
    void markAll();
    const observer = new MutationObserver(() => void markAll());
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-colour-pass"] });
    return () => {
      stopped = true;
      observer.disconnect();
      // the next version's marks (or none, after an undo) start from clean pictures
      for (const svg of Array.from(root.querySelectorAll("svg"))) tools.clearChanges(svg);
    };
  }, [container, text, changes, tools]);
}
