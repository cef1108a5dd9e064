import { z } from "zod";
import { ZHistoryItem } from "./history";

/**
 * Versions (issue 30): a history item is a thread of versions, each a follow-up on the one it
 * changed. Any version can be opened, copied, downloaded or made current again (undo).
 */
export const ZVersion = ZHistoryItem.extend({
  /** The version this one changed; null for the first version (or when that one was deleted). */
  parentId: z.number().int().nullable(),
  isCurrent: z.boolean(),
});
export type TVersion = z.infer<typeof ZVersion>;

export const ZVersionThread = z.object({
  /** The first version's id: the thread's name. */
  threadId: z.number().int(),
  currentId: z.number().int(),
  /** Oldest first. */
  versions: z.array(ZVersion),
});
export type TVersionThread = z.infer<typeof ZVersionThread>;
