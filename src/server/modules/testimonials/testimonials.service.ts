import { and, desc, eq } from "drizzle-orm";
import {
  PUBLISH_NEEDS_PERMISSION,
  type TPublicTestimonial,
  type TTestimonial,
  type TTestimonialCreate,
  type TTestimonialUpdate,
} from "../../../shared/testimonials";
import type { TDb } from "../../db/client";
import { adminActions, testimonials, type TTestimonialRow } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * Testimonials an admin enters from what real people sent (issue 12). Every change is written
 * with its admin_actions row in one transaction, so the audit trail never misses an edit.
 */

/** The public section shows a handful; more would be a wall of text on a phone. */
export const PUBLIC_TESTIMONIAL_LIMIT = 6;

export function toPublicTestimonial(row: TTestimonialRow): TPublicTestimonial {
  return { id: row.id, quote: row.quote, attribution: row.attribution, givenOn: row.givenOn };
}

export function toTestimonial(row: TTestimonialRow): TTestimonial {
  return {
    ...toPublicTestimonial(row),
    permissionGiven: row.permissionGiven,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const newestFirst = [desc(testimonials.givenOn), desc(testimonials.id)];

/** Published testimonials, newest first. Permission is checked again here, not only on write. */
export async function findPublishedTestimonials(options: { db: TDb; limit?: number }): Promise<TPublicTestimonial[]> {
  const rows = await options.db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.isPublished, true), eq(testimonials.permissionGiven, true)))
    .orderBy(...newestFirst)
    .limit(options.limit ?? PUBLIC_TESTIMONIAL_LIMIT);
  return rows.map(toPublicTestimonial);
}

export async function findAllTestimonials(options: { db: TDb }): Promise<TTestimonial[]> {
  const rows = await options.db.select().from(testimonials).orderBy(...newestFirst);
  return rows.map(toTestimonial);
}

export async function createTestimonial(options: {
  db: TDb;
  adminId: number;
  input: Required<TTestimonialCreate>;
}): Promise<TTestimonial> {
  const { db, adminId, input } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(testimonials)
      .values({ ...input, createdBy: adminId })
      .returning();
    if (row === undefined) throw new Error("insert returned no row");
    await tx.insert(adminActions).values({ adminId, action: "testimonial_create", targetId: row.id, details: { isPublished: row.isPublished } });
    return toTestimonial(row);
  });
}

/** Undefined when there is no such testimonial. */
export async function updateTestimonial(options: {
  db: TDb;
  adminId: number;
  id: number;
  changes: TTestimonialUpdate;
  now: Date;
}): Promise<TTestimonial | undefined> {
  const { db, adminId, id, changes, now } = options;
  return db.transaction(async (tx) => {
    // Lock the row so the permission check below and the update see the same state.
    const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (current === undefined) return undefined;
    const merged = { ...current, ...changes };
    if (merged.isPublished && !merged.permissionGiven) {
      throw new AppError("permission_required", 409, PUBLISH_NEEDS_PERMISSION);
    }
    const [row] = await tx
      .update(testimonials)
      .set({ ...changes, updatedAt: now })
      .where(eq(testimonials.id, id))
      .returning();
    if (row === undefined) return undefined;
    await tx.insert(adminActions).values({ adminId, action: "testimonial_update", targetId: id, details: { fields: Object.keys(changes) } });
    return toTestimonial(row);
  });
}

export async function deleteTestimonial(options: { db: TDb; adminId: number; id: number }): Promise<boolean> {
  const { db, adminId, id } = options;
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
    if (deleted.length === 0) return false;
    await tx.insert(adminActions).values({ adminId, action: "testimonial_delete", targetId: id });
    return true;
  });
}
