import { createHash } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { readSb3Archive } from "../../../blocks/project/project.sb3-file";
import { packSb3Files } from "../../../blocks/sb3/sb3.archive";
import { ProjectImportError } from "../../../blocks/project/project.import";
import type { TDb } from "../../db/client";
import { generatedBlocks, projectAssets, projectBaseAssets, projectBases } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { TDbOrTransaction as TDbOrTx } from "../account-data/account-data.service";

/**
 * Issue 30: an opened project's base (its project.json and every costume and sound), stored with
 * the versions made from it. It arrives as the .sb3 the page opened, is read by the very reader
 * (and size limits) that opened it in the page, and goes back out as an .sb3 of the same files.
 */

/** An uploaded base no version has used within this time is the leftover of a request that never finished. */
export const UNUSED_BASE_TTL_MS = 24 * 60 * 60 * 1000;

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/** The base's own digest: its project.json and which bytes each of its files is. */
function baseDigest(projectJson: string, assets: Array<{ name: string; sha256: string }>): string {
  const files = assets.map((asset) => `${asset.name}\u0000${asset.sha256}`).sort();
  return sha256([sha256(projectJson), ...files].join("\n"));
}

/** Stores a base (once per user: the same project again is the same row, a known costume is not stored twice). */
export async function storeProjectBase(options: { db: TDb; userId: number; sb3: Uint8Array; now: Date }): Promise<{ id: number }> {
  const { db, userId, sb3, now } = options;
  let archive;
  try {
    archive = readSb3Archive(sb3);
  } catch (error) {
    if (error instanceof ProjectImportError) throw new AppError("invalid_project", 400, error.message);
    throw error;
  }
  const assets = Object.entries(archive.assets).map(([name, bytes]) => ({ name, bytes, sha256: sha256(bytes) }));
  const digest = baseDigest(archive.projectJsonText, assets);
  const size = new TextEncoder().encode(archive.projectJsonText).byteLength + assets.reduce((sum, asset) => sum + asset.bytes.byteLength, 0);
  return db.transaction(async (tx) => {
    await sweepUnusedBases(tx, userId, new Date(now.getTime() - UNUSED_BASE_TTL_MS));
    const [known] = await tx
      .select({ id: projectBases.id })
      .from(projectBases)
      .where(and(eq(projectBases.userId, userId), eq(projectBases.sha256, digest)));
    if (known) {
      // used again: not swept as a leftover
      await tx.update(projectBases).set({ createdAt: now }).where(eq(projectBases.id, known.id));
      return known;
    }
    for (const asset of uniqueBySha(assets)) {
      await tx
        .insert(projectAssets)
        .values({ userId, sha256: asset.sha256, bytes: asset.bytes, size: asset.bytes.byteLength, createdAt: now })
        .onConflictDoNothing();
    }
    const [base] = await tx
      .insert(projectBases)
      .values({ userId, sha256: digest, projectJson: archive.projectJsonText, size, createdAt: now })
      .returning({ id: projectBases.id });
    if (!base) throw new Error("the base was not stored");
    if (assets.length > 0) await tx.insert(projectBaseAssets).values(assets.map((asset) => ({ baseId: base.id, userId, name: asset.name, sha256: asset.sha256 })));
    return base;
  });
}

function uniqueBySha<T extends { sha256: string }>(assets: T[]): T[] {
  return [...new Map(assets.map((asset) => [asset.sha256, asset])).values()];
}

/** The base as an .sb3 of its own files, or undefined when it is not the user's or no longer stored. */
export async function readProjectBase(options: { db: TDb; userId: number; baseId: number }): Promise<Uint8Array | undefined> {
  const { db, userId, baseId } = options;
  const [base] = await db
    .select({ projectJson: projectBases.projectJson })
    .from(projectBases)
    .where(and(eq(projectBases.id, baseId), eq(projectBases.userId, userId)));
  if (!base) return undefined;
  const files = await db
    .select({ name: projectBaseAssets.name, bytes: projectAssets.bytes })
    .from(projectBaseAssets)
    .innerJoin(projectAssets, and(eq(projectAssets.userId, projectBaseAssets.userId), eq(projectAssets.sha256, projectBaseAssets.sha256)))
    .where(eq(projectBaseAssets.baseId, baseId));
  return packSb3Files(new TextEncoder().encode(base.projectJson), Object.fromEntries(files.map((file) => [file.name, file.bytes])));
}

/** The base a version of the user's was made from, as an .sb3; undefined when it has none or is not theirs. */
export async function readVersionProjectBase(options: { db: TDb; userId: number; generationId: number }): Promise<Uint8Array | undefined> {
  const { db, userId, generationId } = options;
  const [row] = await db
    .select({ baseId: generatedBlocks.projectBaseId })
    .from(generatedBlocks)
    .where(and(eq(generatedBlocks.id, generationId), eq(generatedBlocks.userId, userId)));
  if (!row?.baseId) return undefined;
  return readProjectBase({ db, userId, baseId: row.baseId });
}

/** Whether the base is the user's: a follow-up may only name its own. */
export async function isUsersProjectBase(db: TDbOrTx, userId: number, baseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectBases.id })
    .from(projectBases)
    .where(and(eq(projectBases.id, baseId), eq(projectBases.userId, userId)));
  return row !== undefined;
}

/**
 * Deletes the given bases when no version uses them any more, then every asset of the user no
 * base names. Called in the transaction that deleted the versions.
 */
export async function sweepProjectBases(tx: TDbOrTx, userId: number, baseIds: number[]): Promise<void> {
  if (baseIds.length === 0) return;
  await tx
    .delete(projectBases)
    .where(
      and(
        eq(projectBases.userId, userId),
        inArray(projectBases.id, baseIds),
        sql`not exists (select 1 from ${generatedBlocks} where ${generatedBlocks.projectBaseId} = ${projectBases.id})`,
      ),
    );
  await sweepUnnamedAssets(tx, userId);
}

/** Bases uploaded before `before` that no version uses: a request that failed or was cancelled left them. */
async function sweepUnusedBases(tx: TDbOrTx, userId: number, before: Date): Promise<void> {
  const swept = await tx
    .delete(projectBases)
    .where(
      and(
        eq(projectBases.userId, userId),
        lt(projectBases.createdAt, before),
        sql`not exists (select 1 from ${generatedBlocks} where ${generatedBlocks.projectBaseId} = ${projectBases.id})`,
      ),
    )
    .returning({ id: projectBases.id });
  if (swept.length > 0) await sweepUnnamedAssets(tx, userId);
}

async function sweepUnnamedAssets(tx: TDbOrTx, userId: number): Promise<void> {
  await tx
    .delete(projectAssets)
    .where(
      and(
        eq(projectAssets.userId, userId),
        sql`not exists (select 1 from ${projectBaseAssets} where ${projectBaseAssets.userId} = ${userId} and ${projectBaseAssets.sha256} = ${projectAssets.sha256})`,
      ),
    );
}
