import { serve } from "@hono/node-server";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { PgliteLockedError } from "./db/pglite-lock";
import { loadEnv } from "./env";
import { answerClientErrorsInJson, listenHost, runMaintenance, startupWarnings } from "./boot";
import { ProviderConfigError, createGenerationProvider, describeGenerationProvider } from "./generation/provider-selection";
import { createBehaviourRunner } from "./generation/behaviour/behaviour.pool";
import { withSessionSecret } from "./session-secret";

/** Boot: env → db → migrate → listen. The only file that listens (DESIGN layout). */
const CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

async function main() {
  const env = withSessionSecret(loadEnv());

  let provider;
  try {
    provider = createGenerationProvider(env);
  } catch (error) {
    if (error instanceof ProviderConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database;
  try {
    database = await openDatabase(
      env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.pgliteDir },
    );
  } catch (error) {
    if (error instanceof PgliteLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  // Holds of requests that died with the last process come back before anyone asks (issue 16).
  const swept = await runMaintenance({ db: database.db, env, now: new Date() });
  if (swept.releasedReservations > 0 || swept.deletedChildren > 0) {
    console.log(`Start-up sweep: ${swept.releasedReservations} held generation(s) released, ${swept.deletedChildren} unconsented child account(s) deleted.`);
  }

  // Every answer runs in Scratch's engine on a worker thread before it is shown (issue 29).
  const behaviour = env.BEHAVIOUR_CHECK_SECONDS > 0 ? createBehaviourRunner({ seconds: env.BEHAVIOUR_CHECK_SECONDS }) : undefined;
  const app = createApp({ env, database, provider, clientDir: CLIENT_DIR, ...(behaviour ? { behaviour } : {}) });
  const hostname = listenHost(env);
  const server = serve({ fetch: app.fetch, port: env.PORT, ...(hostname !== undefined ? { hostname } : {}) }, (info) => {
    const where = env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${env.pgliteDir}`;
    console.log(describeGenerationProvider(provider, env));
    console.log(`PromptBlocks is running at ${env.PUBLIC_URL ?? `http://${hostname === "127.0.0.1" ? "127.0.0.1" : "localhost"}:${info.port}`} (database: ${where})`);
    for (const line of startupWarnings(env)) console.warn(line);
  });
  answerClientErrorsInJson(server);

  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use: stop the other server or set PORT.` : `Server error: ${error.message}`,
    );
    void database.close().finally(() => process.exit(1));
  });

  const pruning = setInterval(() => {
    runMaintenance({ db: database.db, env, now: new Date() }).catch((error: unknown) => console.error("Periodic maintenance failed:", error));
  }, 10 * 60_000);
  pruning.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down...`);
    clearInterval(pruning);
    server.close(() => {
      void behaviour?.close();
      database.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("Closing the database failed:", error);
          process.exit(1);
        },
      );
    });
    // Keep-alive connections can hold close() open; do not hang forever.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("PromptBlocks failed to start:", error);
  process.exit(1);
});
