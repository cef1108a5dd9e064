import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { TDb } from "../../db/client";
import { generatedBlocks } from "../../db/schema";
import { assertFollowUpFits } from "../../generation/follow-up.prompt";
import { AppError, notFound } from "../../lib/app-error";
import { isUsersProjectBase } from "../project-bases/project-bases.service";

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
  /** With baseProjectText: the opened project's stored costumes and sounds (POST /api/user/project-bases). */
  baseProjectId: ZGenerationId.optional(),
};

export interface TFollowUpBase {
  projectText: string;
  /** From history: the version it changes and that version's thread. Absent for an opened project. */
  parentId?: number;
  threadId?: number;
  /** The opened project's stored base (costumes and sounds) the new version keeps, if stored. */
  projectBaseId?: number;
}

/** Where a new version sits: its thread (the first version's id) and the version it changed. */
export interface TVersionPlace {
  threadId: number;
  parentId: number | null;
  /** The opened project's costumes and sounds are stored with it (GET /api/user/history/:id/project-base). */
  hasProjectBase?: true;
}

const projectNotFound = () => notFound("The project you opened was not found. Please open it again.");
const baseNotFound = () => notFound("The program you want to change was not found. Open it again from your history.");

export async function resolveFollowUpBase(options: {
  db: TDb;
  userId: number;
  baseGenerationId?: number;
  baseProjectText?: string;
  baseProjectId?: number;
}): Promise<TFollowUpBase | undefined> {
  const { db, userId, baseGenerationId, baseProjectText, baseProjectId } = options;
  if (baseProjectId !== undefined && baseProjectText === undefined) {
    throw new AppError("invalid_follow_up", 400, "A stored project goes with the project text it is the base of.");
  }
  if (baseGenerationId !== undefined && baseProjectText !== undefined) {
    throw new AppError("invalid_follow_up", 400, "Send either the program to change from your history or its project text, not both.");
  }
  if (baseGenerationId !== undefined) {
    // Scoped by user in SQL: another user's version is simply not found (never "forbidden").
    const [row] = await db
      .select({ id: generatedBlocks.id, blocks: generatedBlocks.blocks, threadId: generatedBlocks.threadId, projectBaseId: generatedBlocks.projectBaseId })
      .from(generatedBlocks)
      .where(and(eq(generatedBlocks.id, baseGenerationId), eq(generatedBlocks.userId, userId)))
      .limit(1);
    if (!row) throw baseNotFound();
    assertFollowUpFits(row.blocks);
    return { projectText: row.blocks, parentId: row.id, threadId: row.threadId ?? row.id, ...(row.projectBaseId !== null ? { projectBaseId: row.projectBaseId } : {}) };
  }
  if (baseProjectText !== undefined) {
    if (baseProjectText.trim() === "") throw new AppError("empty_project", 400, "The program you want to change is empty. Make or open a program first.");
    assertFollowUpFits(baseProjectText);
    // another user's stored project is simply not found
    if (baseProjectId !== undefined && !(await isUsersProjectBase(db, userId, baseProjectId))) throw projectNotFound();
    return { projectText: baseProjectText, ...(baseProjectId !== undefined ? { projectBaseId: baseProjectId } : {}) };
  }
  return undefined;
}

/** What the idempotency key's request hash covers: the same words on another base are another request. */
export function followUpRequestKey(prompt: string, base: TFollowUpBase | undefined): string {
  if (!base) return prompt;
  const baseKey =
    base.parentId !== undefined
      ? `version:${base.parentId}`
      : `text:${createHash("sha256").update(base.projectText).digest("hex")}${base.projectBaseId !== undefined ? `:project:${base.projectBaseId}` : ""}`;
  return `${prompt}\u0000${baseKey}`;
}

/**
 * The new row's version columns: a follow-up on a history version joins that version's thread;
 * any version made from an opened project keeps that project's stored base.
 */
export function versionColumns(base: TFollowUpBase | undefined): { parentId?: number; threadId?: number; projectBaseId?: number } {
  const project = base?.projectBaseId !== undefined ? { projectBaseId: base.projectBaseId } : {};
  if (base?.parentId === undefined) return project;
  return { parentId: base.parentId, threadId: base.threadId ?? base.parentId, ...project };
}

export function versionPlace(row: { id: number; threadId: number | null; parentId: number | null; projectBaseId: number | null }): TVersionPlace {
  return { threadId: row.threadId ?? row.id, parentId: row.parentId, ...(row.projectBaseId !== null ? { hasProjectBase: true as const } : {}) };
}
