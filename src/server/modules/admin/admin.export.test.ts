import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { openTestDatabase } from "../../test-support/create-test-app";
import { usersCsvStream } from "./admin.export";

/**
 * Issue 25: a database error during the admin CSV export never shows SQL text or parameters.
 * Before the download starts it reaches the error handler (JSON, security headers); once rows
 * are flowing, the download stops with a message that names no internals.
 */
describe("the admin CSV export when the database fails", () => {
  it("fails before answering when the first batch cannot be read, and stops a started download without SQL", async () => {
    const database = await openTestDatabase("pglite");
    await database.db.insert(users).values([1, 2, 3].map((n) => ({ username: `u${n}`, email: `u${n}@example.com` })));
    const stream = await usersCsvStream({ db: database.db, search: "", batchSize: 1 });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    text += decoder.decode((await reader.read()).value);
    expect(text).toContain("u1@example.com");
    // The database goes away in the middle of the download.
    await database.close();
    const failure = await (async () => {
      for (;;) {
        const next = await reader.read();
        if (next.done) return undefined;
      }
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).not.toMatch(/select|Failed query|params/i);

    // Nothing read yet: the failure comes out of usersCsvStream itself, for the error handler.
    const closed = await usersCsvStream({ db: database.db, search: "" }).catch((error: unknown) => error);
    expect(closed).toBeInstanceOf(Error);
  });
});
