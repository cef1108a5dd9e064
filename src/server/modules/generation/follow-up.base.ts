import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { TDb } from "../../db/client";
import { generatedBlocks } from "../../db/schema";
import { assertFollowUpFits } from "../../generation/follow-up.prompt";
import { AppError, notFound } from "../../lib/app-error";

/**
 * A follow-up request (issue 30) names what it changes: one of the user's own versions
 * (`baseGenerationId`), or the current project text of an opened project that is not in history
 * (`baseProjectText`). This module reads that base; the generation service charges and stores the
 * new version exactly as it does a generation.
 */

/** serial ids are positive int4. */
const ZGenerationId = z.number().int().positive().max(2_147_483_647);
/** Far above what a follow-up may send (the token limit decides); bounds what is read at all. */
export const MAX_BASE_PROJECT_CHARS = 200_000;

/** The fields a follow-up adds to the generation request. */
export const ZFollowUpFields = {
  baseGenerationId: ZGenerationId.optional(),
  baseProjectText: z.string().max(MAX_BASE_PROJECT_CHARS).optional(),
};

export interface TFollowUpBase {
  projectText: string;
  /** From history: the version it changes and that version's thread. Absent for an opened project. */
  parentId?: number;
  threadId?: number;
}

/** Where a new version sits: its thread (the first version's id) and the version it changed. */
export interface TVersionPlace {
  threadId: number;
  parentId: number | null;
}

const baseNotFound = () => notFound("The program you want to change was not found. Open it again from your history.");

export async function resolveFollowUpBase(options: {
  db: TDb;
  userId: number;
  baseGenerationId?: number;
  baseProjectText?: string;
}): Promise<TFollowUpBase | undefined> {
  const { db, userId, baseGenerationId, baseProjectText } = options;
  if (baseGenerationId !== undefined && baseProjectText !== undefined) {
    throw new AppError("invalid_follow_up", 400, "Send either the program to change from your history or its project text, not both.");
  }
  if (baseGenerationId !== undefined) {
    // Scoped by user in SQL: another user's version is simply not found (never "forbidden").
    const [row] = await db
      .select({ id: generatedBlocks.id, blocks: generatedBlocks.blocks, threadId: generatedBlocks.threadId })
      .from(generatedBlocks)
      .where(and(eq(generatedBlocks.id, baseGenerationId), eq(generatedBlocks.userId, userId)))
      .limit(1);
    if (!row) throw baseNotFound();
    assertFollowUpFits(row.blocks);
    return { projectText: row.blocks, parentId: row.id, threadId: row.threadId ?? row.id };
  }
  if (baseProjectText !== undefined) {
    if (baseProjectText.trim() === "") throw new AppError("empty_project", 400, "The program you want to change is empty. Make or open a program first.");
    assertFollowUpFits(baseProjectText);
    return { projectText: baseProjectText };
  }
  return undefined;
}

/** What the idempotency key's request hash covers: the same words on another base are another request. */
export function followUpRequestKey(prompt: string, base: TFollowUpBase | undefined): string {
  if (!base) return prompt;
  const baseKey = base.parentId !== undefined ? `version:${base.parentId}` : `text:${createHash("sha256").update(base.projectText).digest("hex")}`;
  return `${prompt}\u0000${baseKey}`;
}

/** The new row's version columns: a follow-up on a history version joins that version's thread. */
export function versionColumns(base: TFollowUpBase | undefined): { parentId?: number; threadId?: number } {
  if (base?.parentId === undefined) return {};
  return { parentId: base.parentId, threadId: base.threadId ?? base.parentId };
}

export function versionPlace(row: { id: number; threadId: number | null; parentId: number | null }): TVersionPlace {
  return { threadId: row.threadId ?? row.id, parentId: row.parentId };
}
