import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { generatedBlocks } from "./generated-blocks";
import { users } from "./users";

/**
 * Classrooms (issue 32, docs/decisions/240-classrooms-and-school-authorisation.md).
 */

export const TEACHER_REQUEST_STATES = ["pending", "granted", "declined"] as const;

/** A teacher account asked for on /for-schools; an administrator grants or declines it (audited). */
export const teacherRequests = pgTable(
  "teacher_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    country: text("country").notNull(),
    /** What the person does at the school ("class teacher", "head of computing"). */
    roleAtSchool: text("role_at_school").notNull(),
    status: text("status", { enum: TEACHER_REQUEST_STATES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("teacher_requests_status_created_idx").on(table.status, table.createdAt.desc()),
    // One open request per person: asking again while one waits changes nothing.
    uniqueIndex("teacher_requests_one_pending_idx").on(table.userId).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * A teacher's class. `joinCode` null means joining is turned off. `schoolAuthorisedAt` is when the
 * teacher affirmed the school's authorisation for classroom use (COPPA's school route), without
 * which a class cannot exist. `poolTokens` is the class's own balance, moved in from the
 * teacher's purchased tokens; pupils' class generations spend it first.
 */
export const classes = pgTable(
  "classes",
  {
    id: serial("id").primaryKey(),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    yearGroup: text("year_group").notNull(),
    joinCode: text("join_code"),
    schoolAuthorisedAt: timestamp("school_authorised_at", { withTimezone: true }).notNull(),
    poolTokens: bigint("pool_tokens", { mode: "number" }).notNull().default(0),
    /** Class generations one pupil may make per UTC day. */
    dailyCap: integer("daily_cap").notNull().default(10),
    /** Teaching mode: the answer shows the build guide first and the blocks when the pupil asks. */
    hintsFirst: boolean("hints_first").notNull().default(false),
    /** A challenge the teacher sets, shown on the pupils' home page; null: none. */
    challenge: text("challenge"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("classes_join_code_idx").on(table.joinCode),
    index("classes_teacher_idx").on(table.teacherId, table.createdAt),
    check("classes_pool_tokens_check", sql`${table.poolTokens} >= 0`),
    check("classes_daily_cap_check", sql`${table.dailyCap} between 0 and 1000`),
  ],
);

/** A pupil in a class. Leaving or being removed deletes only this row: the pupil's account and work stay theirs. */
export const classMembers = pgTable(
  "class_members",
  {
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    /** The teacher reset this pupil's class usage: the daily cap counts only generations after it. */
    usageResetAt: timestamp("usage_reset_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.classId, table.userId] }), index("class_members_user_idx").on(table.userId)],
);

/**
 * Which of a pupil's generations were made in a class: the only generations its teacher can see.
 * The generation itself stays the pupil's (generated_blocks); this row goes with the class.
 */
export const classGenerations = pgTable(
  "class_generations",
  {
    generationId: integer("generation_id")
      .primaryKey()
      .references(() => generatedBlocks.id, { onDelete: "cascade" }),
    classId: integer("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("class_generations_class_created_idx").on(table.classId, table.createdAt.desc()),
    index("class_generations_class_user_created_idx").on(table.classId, table.userId, table.createdAt),
  ],
);

export type TClassRow = typeof classes.$inferSelect;
export type TClassMemberRow = typeof classMembers.$inferSelect;
export type TTeacherRequestRow = typeof teacherRequests.$inferSelect;
