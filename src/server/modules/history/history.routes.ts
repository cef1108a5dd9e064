import { Hono } from "hono";
import { z } from "zod";
import { ZHistoryQuery } from "../../../shared/history";
import type { TAppBindings } from "../../app-context";
import { AppError, notFound } from "../../lib/app-error";
import { requireUser } from "../auth/auth.middleware";
import { deleteHistoryThread, findHistoryPage, getHistoryItem } from "./history.service";

// serial ids are positive int4; anything else cannot name an item and is a bad request.
const ZHistoryId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

export function parseHistoryId(raw: string): number {
  const parsed = ZHistoryId.safeParse(raw);
  if (!parsed.success) throw new AppError("invalid_id", 400, "That history id is not valid.");
  return parsed.data;
}

const itemNotFound = () => notFound("Blocks not found");

/** SPEC 7 GET /api/user/history, plus one item and delete (a whole thread); mounted under /api/user. */
export function createHistoryRoutes() {
  return new Hono<TAppBindings>()
    .get("/history", requireUser, async (c) => {
      // Thrown ZodErrors become 400s in the one error shape.
      const query = ZHistoryQuery.parse(c.req.query());
      const page = await findHistoryPage({ db: c.var.db, userId: c.var.user.id, ...query });
      return c.json(page);
    })
    .get("/history/:id", requireUser, async (c) => {
      const item = await getHistoryItem({ db: c.var.db, userId: c.var.user.id, id: parseHistoryId(c.req.param("id")) });
      if (item === undefined) throw itemNotFound();
      return c.json({ item });
    })
    .delete("/history/:id", requireUser, async (c) => {
      const id = parseHistoryId(c.req.param("id"));
      // the item is a thread: every version of it goes (the card's confirm says so)
      const versions = await deleteHistoryThread({ db: c.var.db, userId: c.var.user.id, id });
      if (versions === 0) throw itemNotFound();
      return c.json({ deleted: true as const, id, versions });
    });
}
