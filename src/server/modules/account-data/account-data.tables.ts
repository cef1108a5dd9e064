import { getTableColumns, is } from "drizzle-orm";
import { PgTable, getTableConfig, type PgColumn } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";

/**
 * Where a user's rows live, discovered from the Drizzle schema itself: every column with a
 * foreign key to users.id. A table another module adds later is covered the day it is added,
 * with no list here to forget (issue 16: export every row, delete every row).
 *
 * A not-null link means the row belongs to the user and is deleted with them. A nullable link
 * means the row outlives them detached (set to null): purchases kept as anonymised accounting
 * records, a setting someone last changed. A "keep" link names the user as the author of an audit
 * row about someone else's account: the row outlives them as it is, and their export holds it
 * without the fields that describe the other person (issue 25).
 */
export interface TUserLink {
  tableName: string;
  table: PgTable;
  column: PgColumn;
  action: "delete" | "detach" | "keep";
  /** Columns left out of the user's export (they describe other people). */
  othersData?: PgColumn[];
}

/** Columns that name a user without a foreign key (ids written into an audit trail). */
const LINKS_WITHOUT_FOREIGN_KEY: Array<Omit<TUserLink, "tableName">> = [
  // Changes made to this user's account: theirs, deleted with them.
  { table: schema.adminActions, column: schema.adminActions.targetId, action: "delete" },
  // Changes this user made, as an administrator, to other people's accounts: the audit trail.
  { table: schema.adminActions, column: schema.adminActions.adminId, action: "keep", othersData: [schema.adminActions.details] },
];

export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

export function findUserLinks(): TUserLink[] {
  const usersName = getTableConfig(schema.users).name;
  const links: TUserLink[] = [];
  for (const table of schemaTables()) {
    const config = getTableConfig(table);
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (getTableConfig(reference.foreignTable).name !== usersName) continue;
      const column = reference.columns[0];
      if (column === undefined || reference.columns.length !== 1) continue;
      links.push({ tableName: config.name, table, column, action: column.notNull ? "delete" : "detach" });
    }
  }
  for (const extra of LINKS_WITHOUT_FOREIGN_KEY) links.push({ ...extra, tableName: getTableConfig(extra.table).name });
  return links;
}

/** Rate-limit buckets are keyed by text; a user's end in `user:<id>` (see the generate limiter). */
export const userBucketSuffix = (userId: number) => `:user:${userId}`;

/** Every column name of a table, for tests that fabricate rows. */
export const columnsOf = (table: PgTable) => Object.values(getTableColumns(table));
