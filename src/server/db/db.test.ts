import { eq } from "drizzle-orm";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, tempDir, testBackends } from "../test-support/create-test-app";
import { openDatabase, type TDatabase } from "./client";
import { PgliteLockedError } from "./pglite-lock";
import { adminActions, generatedBlocks, systemSettings, tokenPurchases, tokenUsage, users } from "./schema";

describe.each(testBackends())("database schema on %s", (backend) => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("seeds system_settings with SPEC's defaults", async () => {
    const rows = await database.db.select({ key: systemSettings.key, value: systemSettings.value }).from(systemSettings);
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: "DEFAULT_FREE_USAGES", value: "3" },
        { key: "TOKENS_PER_FIVE_USD", value: "1000000" },
      ]),
    );
  });

  it("migrating twice changes nothing and keeps edited settings", async () => {
    await database.db.update(systemSettings).set({ value: "5" }).where(eq(systemSettings.key, "DEFAULT_FREE_USAGES"));
    await database.migrate();
    const [row] = await database.db.select().from(systemSettings).where(eq(systemSettings.key, "DEFAULT_FREE_USAGES"));
    expect(row?.value).toBe("5");
    await database.db.update(systemSettings).set({ value: "3" }).where(eq(systemSettings.key, "DEFAULT_FREE_USAGES"));
  });

  it("applies SPEC's user defaults", async () => {
    const [user] = await database.db.insert(users).values({ username: "ada", email: "ada@example.com" }).returning();
    expect(user).toMatchObject({
      isSubscribed: false,
      subscriptionId: null,
      googleId: null,
      tokensUsed: 0,
      freeUsageUsed: false,
      role: "user",
      tokensPurchased: 0,
      availableTokens: 0,
      freeUsagesAllowed: 3,
      freeUsagesUsed: 0,
    });
    expect(user?.createdAt).toBeInstanceOf(Date);
    expect(user?.lastResetDate).toBeInstanceOf(Date);
  });

  it("keeps e-mail and googleId unique, and roles and balances valid", async () => {
    await database.db.insert(users).values({ username: "b", email: "b@example.com", googleId: "g-b" });
    await expect(database.db.insert(users).values({ username: "b2", email: "b@example.com" })).rejects.toThrow();
    await expect(database.db.insert(users).values({ username: "b3", email: "b3@example.com", googleId: "g-b" })).rejects.toThrow();
    await expect(database.db.insert(users).values({ username: "c", email: "c@example.com", role: "owner" as "admin" })).rejects.toThrow();
    await expect(database.db.insert(users).values({ username: "d", email: "d@example.com", availableTokens: -1 })).rejects.toThrow();
  });

  it("enforces foreign keys and the purchase idempotency keys", async () => {
    const [user] = await database.db.insert(users).values({ username: "e", email: "e@example.com" }).returning();
    const userId = user!.id;
    await expect(database.db.insert(generatedBlocks).values({ userId: 999_999, prompt: "p", blocks: "b" })).rejects.toThrow();
    const [blocks] = await database.db.insert(generatedBlocks).values({ userId, prompt: "jump", blocks: "when flag clicked" }).returning();
    await database.db.insert(tokenUsage).values({ userId, blockGenerationId: blocks!.id, tokensUsed: 1234, operation: "generate" });
    const purchase = { userId, amountUsd: "5.00", tokensPurchased: 1_000_000, gumroadPurchaseId: "sale-1", gumroadOrderNumber: "1001" };
    await database.db.insert(tokenPurchases).values(purchase);
    await expect(database.db.insert(tokenPurchases).values({ ...purchase, gumroadOrderNumber: "1002" })).rejects.toThrow();
    await expect(database.db.insert(tokenPurchases).values({ ...purchase, gumroadPurchaseId: "sale-2" })).rejects.toThrow();
    await database.db.insert(adminActions).values({ adminId: userId, action: "add_tokens", targetId: userId, details: { amount: 1_000_000 } });

    // Deleting a generation keeps its spend on the ledger.
    await database.db.delete(generatedBlocks).where(eq(generatedBlocks.id, blocks!.id));
    const [usage] = await database.db.select().from(tokenUsage).where(eq(tokenUsage.userId, userId));
    expect(usage).toMatchObject({ blockGenerationId: null, tokensUsed: 1234 });
    // Purchase records block deleting their user: financial history is never dropped silently.
    await expect(database.db.delete(users).where(eq(users.id, userId))).rejects.toThrow();
  });

  it("stores token amounts beyond 32 bits", async () => {
    const [user] = await database.db.insert(users).values({ username: "f", email: "f@example.com", availableTokens: 5_000_000_000 }).returning();
    expect(user?.availableTokens).toBe(5_000_000_000);
  });
});

describe("PGlite on disk", () => {
  let dir: ReturnType<typeof tempDir>;
  beforeAll(() => {
    dir = tempDir("pb-pglite-");
  });
  afterAll(() => dir?.remove());

  it("keeps data across a restart and refuses a second process on the same directory", async () => {
    const dataDir = join(dir.path, "pglite");
    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.migrate();
    await first.db.insert(users).values({ username: "persist", email: "persist@example.com" });
    expect(readFileSync(join(dataDir, "server.lock"), "utf8")).toBe(String(process.pid));

    // Simulate another live server owning the directory: the parent of this test process.
    const { writeFileSync, rmSync } = await import("node:fs");
    await first.close();
    expect(existsSync(join(dataDir, "server.lock"))).toBe(false);
    writeFileSync(join(dataDir, "server.lock"), String(process.ppid));
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(PgliteLockedError);
    rmSync(join(dataDir, "server.lock"));

    // A lock left by a process that no longer exists is taken over.
    writeFileSync(join(dataDir, "server.lock"), "2147483646");
    const second = await openDatabase({ kind: "pglite", dataDir });
    try {
      await second.migrate();
      const rows = await second.db.select().from(users).where(eq(users.email, "persist@example.com"));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
