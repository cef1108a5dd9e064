import { customType, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Raw bytes (a costume's SVG or PNG, a sound). Buffer suits both drivers (PGlite takes any Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Issue 30: the base of an opened .sb3 (its own project.json and every costume and sound), kept
 * with the versions made from it so a version reopened from history downloads and runs with them.
 * Everything here is the user's (deleted with the account, in their export) and only written
 * when the user may have history stored at all (a child: after consent).
 *
 * Assets are stored once per user by the SHA-256 of their bytes: the versions of a thread share
 * one base, and two opened projects with the same costume share its bytes.
 */
export const projectAssets = pgTable(
  "project_assets",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sha256: text("sha256").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sha256] })],
);

/** One opened project's project.json, exactly as read; its files are rows of project_base_assets. */
export const projectBases = pgTable(
  "project_bases",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the project.json and its file list: the same project stored twice is one row. */
    sha256: text("sha256").notNull(),
    projectJson: text("project_json").notNull(),
    /** project.json and every asset, in bytes (what the size limit counts). */
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("project_bases_user_sha_idx").on(table.userId, table.sha256)],
);

/** A base's files: the name in the archive (`<md5>.<ext>`) and the stored bytes it is. */
export const projectBaseAssets = pgTable(
  "project_base_assets",
  {
    baseId: integer("base_id")
      .notNull()
      .references(() => projectBases.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sha256: text("sha256").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.baseId, table.name] }),
    // Cascade only so that deleting an account may take the tables in any order: the sweep of
    // unused assets deletes none a base still names (it reads this index).
    foreignKey({ columns: [table.userId, table.sha256], foreignColumns: [projectAssets.userId, projectAssets.sha256] }).onDelete("cascade"),
    index("project_base_assets_user_sha_idx").on(table.userId, table.sha256),
  ],
);
