import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { fileURLToPath } from "node:url";
import pg from "pg";
import * as schema from "./schema";
import { acquirePgliteLock } from "./pglite-lock";

/** One Drizzle type for both drivers: services never know which engine runs underneath. */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabase {
  db: TDb;
  kind: "pglite" | "postgres";
  /** Applies the committed drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

export type TDatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** dataDir undefined: in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  return options.kind === "postgres" ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<TDatabase> {
  const release = dataDir === undefined ? () => {} : acquirePgliteLock(dataDir);
  try {
    // pg_trgm backs the admin user search indexes (migration 0003 creates the extension).
    const extensions = { pg_trgm };
    const client = dataDir === undefined ? await PGlite.create({ extensions }) : await PGlite.create({ dataDir, extensions });
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: "pglite",
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * DATABASE_URL cannot be used: the server is not there, the database or the user does not exist,
 * the password is wrong. Its message names the cause first and the address without its password
 * (issue 25: a stack trace used to come first).
 */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    super(
      `Cannot use the PostgreSQL database in DATABASE_URL (${withoutPassword(url)}): ${rootMessage(cause)}. ` +
        "Check that PostgreSQL runs there and that the user, password and database name are right.",
      { cause },
    );
    this.name = "DatabaseUnreachableError";
  }
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== "") parsed.password = "***";
    return parsed.toString();
  } catch {
    return "an address that is not a URL";
  }
}

/** The innermost cause's message: the driver's words, not a wrapper's. */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause !== undefined) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

async function openPostgres(url: string, poolSize: number): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  try {
    // Connect once now, so a wrong address fails here with its cause instead of in a migration.
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnreachableError(url, error);
  }
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
