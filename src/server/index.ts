import { serve } from "@hono/node-server";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { DatabaseUnreachableError, openDatabase } from "./db/client";
import { PgliteLockedError } from "./db/pglite-lock";
import { loadEnv } from "./env";
import { answerClientErrorsInJson, listenHost, runMaintenance, startupWarnings } from "./boot";
import { ProviderConfigError, createGenerationProvider, describeGenerationProvider } from "./generation/provider-selection";
import { createBehaviourRunner } from "./generation/behaviour/behaviour.pool";
import { HEARTBEAT_EVERY_MS, heartbeat, registerInstance, retireInstance, returnWhatDeadInstancesHeld } from "./modules/instances/instance.service";
import { operatorPagesProblem } from "./lib/operator-pages";
import { withSessionSecret } from "./session-secret";

/** Boot: env → db → migrate → listen. The only file that listens (DESIGN layout). */
const CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

async function main() {
  const env = withSessionSecret(loadEnv());
  const pagesProblem = operatorPagesProblem(env, CLIENT_DIR);
  if (pagesProblem !== undefined && env.NODE_ENV === "production") {
    console.error(pagesProblem);
    process.exit(1);
  }
  if (pagesProblem !== undefined) console.warn(pagesProblem);

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
    if (error instanceof PgliteLockedError || error instanceof DatabaseUnreachableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  // Before anyone is answered: this process joins the list, and what dead ones held (free usages,
  // tokens, Idempotency-Key claims) goes back. On PGlite nobody else can be running (issue 25).
  const instance = await registerInstance(database.db);
  const returned = await returnWhatDeadInstancesHeld({ db: database.db, self: instance, isOnlyProcess: database.kind === "pglite" });
  const swept = await runMaintenance({ db: database.db, env, now: new Date() });
  const released = returned.releasedReservations + swept.releasedReservations;
  if (released > 0 || returned.forgottenClaims > 0 || swept.deletedChildren > 0 || swept.deletedUndated > 0) {
    console.log(
      `Start-up sweep: ${released} held generation(s) released, ${returned.forgottenClaims} unanswered Idempotency-Key claim(s) forgotten, ` +
        `${swept.deletedChildren} unconsented child account(s) and ${swept.deletedUndated} account(s) that never gave a birth date deleted.`,
    );
  }

  // Every answer runs in Scratch's engine on a worker thread before it is shown (issue 29).
  const behaviour = env.BEHAVIOUR_CHECK_SECONDS > 0 ? createBehaviourRunner({ seconds: env.BEHAVIOUR_CHECK_SECONDS }) : undefined;
  const app = createApp({ env, database, provider, clientDir: CLIENT_DIR, instance, ...(behaviour ? { behaviour } : {}) });
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
  // The heartbeat says this process lives; with it, what another server left when it died goes back.
  const beating = setInterval(() => {
    heartbeat(database.db, instance)
      .then(() => returnWhatDeadInstancesHeld({ db: database.db, self: instance, isOnlyProcess: false }))
      .catch((error: unknown) => console.error("Heartbeat failed:", error instanceof Error ? error.message : error));
  }, HEARTBEAT_EVERY_MS);
  beating.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down...`);
    clearInterval(pruning);
    clearInterval(beating);
    server.close(() => {
      void behaviour?.close();
      retireInstance(database.db, instance)
        .catch((error: unknown) => console.error("Leaving the server list failed:", error))
        .then(() => database.close())
        .then(
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
