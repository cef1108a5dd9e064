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

async function openPostgres(url: string, poolSize: number): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
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
