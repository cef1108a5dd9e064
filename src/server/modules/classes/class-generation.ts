import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { TAppBindings } from "../../app-context";
import type { TUserRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { nowOf } from "../auth/auth.middleware";
import type { TDbOrTx } from "../billing/billing.sql";
import { ageStatusOf, assertMayGenerate } from "../consent/consent.age";
import { findJoinedClass } from "./classes.access";
import { reserveClassGeneration } from "./class-pool.charging";
import type { TDb } from "../../db/client";

/**
 * The generation route's hooks for a class (issue 32): a pupil's request may carry `classId`.
 * Inside a class they are a member of, an under-13 pupil is covered by the school's authorisation
 * for classroom use (docs/decisions/240-classrooms-and-school-authorisation.md); outside it,
 * the parent route of issue 16 stays.
 */

export const ZClassIdField = z.number("classId must be a class id").int().positive().max(2_147_483_647);

/** The classId of the request body, if it carries a well-formed one (the route's schema reports bad ones). */
async function peekClassId(c: Context<TAppBindings>): Promise<number | undefined> {
  let body: unknown;
  try {
    // Hono keeps the parsed body: the route reads the same object again.
    body = await c.req.json();
  } catch {
    return undefined;
  }
  if (typeof body !== "object" || body === null || !("classId" in body)) return undefined;
  const parsed = ZClassIdField.safeParse((body as { classId: unknown }).classId);
  return parsed.success ? parsed.data : undefined;
}

/** In a class: a known age is still needed, a parent's yes is not (the school authorised classroom use). */
export function assertMayGenerateInClass(user: TUserRow, now: Date): void {
  if (ageStatusOf(user, now) === "unknown") {
    throw new AppError("birth_date_required", 403, "Before you make blocks, please tell us the month and year you were born.");
  }
}

/** Replaces assertMayGenerate for the generate route: the class route when the pupil is in that class. */
export async function assertMayGenerateHere(c: Context<TAppBindings>): Promise<void> {
  const user = c.var.user;
  const now = nowOf(c);
  const classId = await peekClassId(c);
  if (classId === undefined) return assertMayGenerate(user, now);
  // Not a member (or no such class): 404, before anything is stored.
  await findJoinedClass({ db: c.var.db, userId: user.id, classId });
  assertMayGenerateInClass(user, now);
}

/** generateBlocks' classUse for a pupil's class generation: the pool pays first, the link shows it to the teacher. */
export function classUseOf(options: {
  db: TDb;
  userId: number;
  classId: number;
  holdMs: number;
  now: Date;
  monthlyTokenLimit?: number;
  instanceId?: string;
}) {
  const { userId, classId, now } = options;
  return {
    reserve: (budget: { maxTokens: number; minTokens: number }) => reserveClassGeneration({ ...options, ...budget }),
    onStored: async (tx: TDbOrTx, generationId: number) => {
      await tx.execute(sql`INSERT INTO class_generations (generation_id, class_id, user_id, created_at)
        VALUES (${generationId}, ${classId}, ${userId}, ${now.toISOString()}::timestamptz)`);
    },
  };
}
