import { z } from "zod";
import { ZBehaviourReport } from "./behaviour";

/** SPEC 9: the history page shows 10 cards a page. */
export const HISTORY_PAGE_SIZE = 10;
/** A page larger than this is refused: nobody reads 100 cards at once, and it bounds the query. */
export const HISTORY_MAX_LIMIT = 100;
/** SPEC 9: prompt titles on history cards are cut at 100 characters. */
export const HISTORY_TITLE_MAX_CHARS = 100;
/** Long enough for any prompt fragment; stops a huge LIKE pattern reaching the database. */
export const HISTORY_SEARCH_MAX_CHARS = 200;

/** One past generation as the API sends it (SPEC 3 "generated_blocks", camelCase, ISO dates). */
export const ZHistoryItem = z.object({
  id: z.number().int(),
  prompt: z.string(),
  blocks: z.string(),
  tokensUsed: z.number().int(),
  createdAt: z.string(),
  /** In the history list, an item is a thread of versions (issue 30) shown as its current one: the thread (its first version's id)… */
  threadId: z.number().int().optional(),
  /** …and how many versions it has. */
  versionCount: z.number().int().min(1).optional(),
  /** One item opened (GET /api/user/history/:id): what the behaviour check found when it was made (issue 29); absent for older items. */
  behaviour: ZBehaviourReport.optional(),
  /** Made from an opened .sb3 whose costumes and sounds are stored with it (GET /api/user/history/:id/project-base). */
  hasProjectBase: z.literal(true).optional(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;

/**
 * GET /api/user/history query. Values arrive as strings; anything that is not a positive whole
 * number (or too long a search) is a 400 rather than a silently different page.
 */
export const ZHistoryQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "page must be a whole number from 1")
    .transform(Number)
    .optional()
    .default(1),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/, "limit must be a whole number from 1")
    .transform(Number)
    .pipe(z.number().max(HISTORY_MAX_LIMIT, `limit may be at most ${HISTORY_MAX_LIMIT}`))
    .optional()
    .default(HISTORY_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(HISTORY_SEARCH_MAX_CHARS)
    // PostgreSQL text cannot hold U+0000; refused as a bad request, not a 500 (issue 16).
    .refine((value) => !value.includes("\u0000"), "search must not contain a NUL character")
    .optional()
    .default(""),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;

/** Answer of GET /api/user/history: one page and the number of matching items. */
export const ZHistoryPage = z.object({
  items: z.array(ZHistoryItem),
  total: z.number().int(),
});
export type THistoryPage = z.infer<typeof ZHistoryPage>;

/** Answer of GET /api/user/history/:id. */
export const ZHistoryItemResponse = z.object({ item: ZHistoryItem });

/** Answer of DELETE /api/user/history/:id. */
export const ZHistoryDeleteResponse = z.object({ deleted: z.literal(true), id: z.number().int(), /** every version of the item's thread went */ versions: z.number().int().min(1) });

/** SPEC 9: a card title is the prompt cut at 100 characters, with an ellipsis when cut. */
export function historyTitle(prompt: string): string {
  const chars = Array.from(prompt.trim());
  if (chars.length <= HISTORY_TITLE_MAX_CHARS) return chars.join("");
  return `${chars.slice(0, HISTORY_TITLE_MAX_CHARS).join("").trimEnd()}...`;
}

/** 1-based page count; an empty list still has one (empty) page to show. */
export function historyPageCount(total: number, limit = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** SPEC 2 'Showing a-b of n items': 1-based positions of a page's first and last item (0-0 when empty). */
export function historyShowingRange(page: number, itemCount: number, total: number, limit = HISTORY_PAGE_SIZE): { first: number; last: number } {
  if (total === 0 || itemCount === 0) return { first: 0, last: 0 };
  const first = (page - 1) * limit + 1;
  return { first, last: Math.min(total, first + itemCount - 1) };
}
