import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { classes } from "./classes";
import { users } from "./users";

/** "class-tokens" (issue 32): held from a class pool (`classId`), not from the pupil. */
export const RESERVATION_KINDS = ["tokens", "free-usage", "class-tokens"] as const;

/**
 * What a generation in flight holds back from its user: a premium user's tokens or a free
 * user's free usage, taken with a conditional UPDATE before the provider call and settled or
 * released after it. A crashed server's rows go back as soon as it is seen to be dead (its
 * restart, or another server: issue 25), at the latest at `expiresAt` (DESIGN "Scaling out":
 * nothing of this lives in process memory).
 */
export const generationReservations = pgTable(
  "generation_reservations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: RESERVATION_KINDS }).notNull(),
    /** Tokens held back (0 for a free usage). */
    tokens: bigint("tokens", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The server process (server_instances.id) whose request holds it; given back when that process dies. */
    instanceId: text("instance_id"),
    /**
     * The class a pupil's generation is made in (issue 32): its hold counts towards the pupil's
     * daily cap there, and a "class-tokens" hold goes back to that class's pool.
     */
    classId: integer("class_id").references(() => classes.id, { onDelete: "set null" }),
  },
  (table) => [
    index("generation_reservations_class_user_idx").on(table.classId, table.userId),
    index("generation_reservations_expires_idx").on(table.expiresAt),
    index("generation_reservations_user_idx").on(table.userId),
    index("generation_reservations_instance_idx").on(table.instanceId),
  ],
);

/**
 * Idempotency-Key records for POST /api/blocks/generate: a retried request with the same key
 * gets the first answer back instead of a second charge. `responseBody` is set in the same
 * transaction that charges, so "charged" and "answer stored" can never disagree.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the request (the prompt), so a key reused for another prompt is refused. */
    requestHash: text("request_hash").notNull(),
    /** null while the first request is still running. */
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The server process working on the first request; its claim goes when that process dies. */
    instanceId: text("instance_id"),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
    index("idempotency_keys_instance_idx").on(table.instanceId).where(sql`${table.responseStatus} IS NULL`),
  ],
);

export type TGenerationReservationRow = typeof generationReservations.$inferSelect;
export type TIdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
