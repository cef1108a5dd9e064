import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAdminActionsPage, ZAdminDailyStats, ZAdminSettingsList, ZAdminStats, ZAdminUserResponse, ZAdminUsersPage } from "../../../shared/admin";
import { ZAuthResponse } from "../../../shared/user";
import { adminActions, generatedBlocks, systemSettings, tokenPurchases, tokenUsage, users } from "../../db/schema";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";

const NOW = new Date("2026-03-15T12:00:00.000Z");
const ENV_ADMIN = "head.teacher@example.com";

/** Every admin route with a request that succeeds for an admin. */
const ROUTES: Array<{ method: string; path: (targetId: number) => string; body?: (targetId: number) => unknown }> = [
  { method: "GET", path: () => "/api/admin/users?page=1&limit=10&search=" },
  { method: "GET", path: () => "/api/admin/users/export?search=" },
  { method: "PATCH", path: (id) => `/api/admin/users/${id}`, body: () => ({ freeUsagesAllowed: 4 }) },
  { method: "POST", path: () => "/api/admin/users/update-tokens", body: (id) => ({ userId: id, tokenAmount: 1_000_000 }) },
  { method: "POST", path: () => "/api/admin/users/update-free-usages", body: (id) => ({ userId: id }) },
  { method: "GET", path: () => "/api/admin/settings" },
  { method: "POST", path: () => "/api/admin/settings", body: () => ({ settings: [{ key: "TOKENS_PER_FIVE_USD", value: "1000000" }] }) },
  { method: "GET", path: () => "/api/admin/stats" },
  { method: "GET", path: () => "/api/admin/stats/daily" },
  { method: "GET", path: () => "/api/admin/actions?page=1" },
];

describe.each(testBackends())("admin API on %s", (backend) => {
  let t: TTestApp;
  let admin: { token: string; id: number };
  let pupil: { token: string; id: number };

  const signIn = async (email: string) => {
    const res = await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }));
    const body = ZAuthResponse.parse(await res.json());
    return { token: body.token, id: body.user.id, user: body.user };
  };
  const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
    t.app.request(path, jsonRequest(method, body, token === undefined ? {} : bearer(token)));
  const asAdmin = async (method: string, path: string, body?: unknown) => call(method, path, admin.token, body);
  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const actionCount = async () => (await t.db.select({ n: count() }).from(adminActions))[0]!.n;
  const ledgerCounts = async () => ({
    purchases: (await t.db.select({ n: count() }).from(tokenPurchases))[0]!.n,
    usage: (await t.db.select({ n: count() }).from(tokenUsage))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { ADMIN_EMAILS: `${ENV_ADMIN}, other.admin@example.com` }, now: () => NOW });
    admin = await signIn(ENV_ADMIN);
    pupil = await signIn("pupil@example.com");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("ADMIN_EMAILS makes an administrator at sign-in; everyone else is a user", async () => {
    expect((await userRow(admin.id)).role).toBe("admin");
    expect((await userRow(pupil.id)).role).toBe("user");
  });

  it("ADMIN_EMAILS is honoured on every request, even for a row whose role says user", async () => {
    await t.db.update(users).set({ role: "user" }).where(eq(users.id, admin.id));
    try {
      expect((await asAdmin("GET", "/api/admin/stats")).status).toBe(200);
    } finally {
      await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    }
  });

  it("guards every admin route: 401 signed out, 403 for a user, 2xx for an admin", async () => {
    const target = await signIn("matrix-target@example.com");
    for (const route of ROUTES) {
      const path = route.path(target.id);
      const body = route.body?.(target.id);
      const label = `${route.method} ${path}`;
      expect((await call(route.method, path, undefined, body)).status, `${label} signed out`).toBe(401);
      expect((await call(route.method, path, "not-a-session-token", body)).status, `${label} bad token`).toBe(401);
      const asUser = await call(route.method, path, pupil.token, body);
      expect(asUser.status, `${label} as a user`).toBe(403);
      expect(((await asUser.json()) as { message: string }).message).toBe("Administrator access required");
      const asAdminRes = await call(route.method, path, admin.token, body);
      expect(asAdminRes.status, `${label} as an admin`).toBeGreaterThanOrEqual(200);
      expect(asAdminRes.status, `${label} as an admin`).toBeLessThan(300);
    }
    // Unknown admin paths are guarded too, and answer JSON 404 only to admins.
    expect((await call("GET", "/api/admin/nothing-here", pupil.token)).status).toBe(403);
    expect((await call("GET", "/api/admin/nothing-here", admin.token)).status).toBe(404);
  });

  it("a role-column admin is an admin too, and an admin cannot remove their own role", async () => {
    const deputy = await signIn("deputy@example.com");
    expect((await call("GET", "/api/admin/stats", deputy.token)).status).toBe(403);
    const promoted = await asAdmin("PATCH", `/api/admin/users/${deputy.id}`, { role: "admin" });
    expect(promoted.status).toBe(200);
    expect((await call("GET", "/api/admin/stats", deputy.token)).status).toBe(200);

    const selfDemote = await call("PATCH", `/api/admin/users/${deputy.id}`, deputy.token, { role: "user" });
    expect(selfDemote.status).toBe(403);
    expect(((await selfDemote.json()) as { message: string }).message).toBe("You cannot remove your own administrator role.");
    // An ADMIN_EMAILS admin cannot be demoted in the console (the next sign-in would undo it).
    expect((await call("PATCH", `/api/admin/users/${admin.id}`, deputy.token, { role: "user" })).status).toBe(409);
    // Another admin can demote the deputy; the role change is audited with before and after.
    const demoted = await asAdmin("PATCH", `/api/admin/users/${deputy.id}`, { role: "user" });
    expect(ZAdminUserResponse.parse(await demoted.json()).user.role).toBe("user");
    expect((await call("GET", "/api/admin/stats", deputy.token)).status).toBe(403);
    const [audit] = await t.db.select().from(adminActions).where(eq(adminActions.targetId, deputy.id)).orderBy(adminActions.id);
    expect(audit).toMatchObject({ adminId: admin.id, action: "update_user", details: { before: { role: "user" }, after: { role: "admin" } } });
  });

  it("PATCH refuses any field but the four, and changes nothing", async () => {
    const target = await signIn("strict-patch@example.com");
    const before = await userRow(target.id);
    const actionsBefore = await actionCount();
    for (const extra of [{ availableTokens: 99_000_000 }, { role: "owner" }, { id: 1 }, { isSubscribed: true }, { tokensPurchased: 5 }]) {
      const res = await asAdmin("PATCH", `/api/admin/users/${target.id}`, { username: "Renamed", ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    for (const bad of [{}, { freeUsagesAllowed: -1 }, { freeUsagesAllowed: 2.5 }, { freeUsagesAllowed: "5" }, { email: "not-an-email" }, { username: "  " }]) {
      expect((await asAdmin("PATCH", `/api/admin/users/${target.id}`, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await userRow(target.id)).toEqual(before);
    expect(await actionCount()).toBe(actionsBefore);
    expect((await asAdmin("PATCH", "/api/admin/users/abc", { username: "x" })).status).toBe(400);
    expect((await asAdmin("PATCH", "/api/admin/users/999999", { username: "x" })).status).toBe(404);
  });

  it("PATCH edits username, e-mail, role and free allowance with one audit row; a taken e-mail is a clear 409", async () => {
    const target = await signIn("edit-me@example.com");
    await signIn("taken@example.com");
    const res = await asAdmin("PATCH", `/api/admin/users/${target.id}`, { username: "Ms Ada", email: "  Ada@School.Example ", freeUsagesAllowed: 7, role: "user" });
    expect(res.status).toBe(200);
    expect(ZAdminUserResponse.parse(await res.json()).user).toMatchObject({ username: "Ms Ada", email: "ada@school.example", freeUsagesAllowed: 7, role: "user" });
    const rows = await t.db.select().from(adminActions).where(eq(adminActions.targetId, target.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toEqual({
      before: { username: "edit-me", email: "edit-me@example.com", freeUsagesAllowed: 3 },
      after: { username: "Ms Ada", email: "ada@school.example", freeUsagesAllowed: 7 },
    });

    const clash = await asAdmin("PATCH", `/api/admin/users/${target.id}`, { email: "TAKEN@example.com" });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { message: string }).message).toBe("That e-mail is already used by another account.");
    expect((await userRow(target.id)).email).toBe("ada@school.example");
  });

  it("adds and removes exactly 1,000,000 tokens, each with one audit row and no other ledger row, never below zero", async () => {
    const target = await signIn("tokens@example.com");
    const ledgerBefore = await ledgerCounts();
    const auditFor = () => t.db.select().from(adminActions).where(eq(adminActions.targetId, target.id)).orderBy(adminActions.id);

    const add = await asAdmin("POST", "/api/admin/users/update-tokens", { userId: target.id, tokenAmount: 1_000_000 });
    expect(add.status).toBe(200);
    expect(ZAdminUserResponse.parse(await add.json()).user).toMatchObject({ availableTokens: 1_000_000, isSubscribed: true });
    expect(await auditFor()).toHaveLength(1);
    expect((await auditFor())[0]).toMatchObject({
      adminId: admin.id,
      action: "update_tokens",
      details: { tokenAmount: 1_000_000, before: { availableTokens: 0 }, after: { availableTokens: 1_000_000 } },
    });

    await t.db.update(users).set({ availableTokens: 1_250_000 }).where(eq(users.id, target.id));
    const remove = await asAdmin("POST", "/api/admin/users/update-tokens", { userId: target.id, tokenAmount: -1_000_000 });
    expect(ZAdminUserResponse.parse(await remove.json()).user.availableTokens).toBe(250_000);
    expect(await auditFor()).toHaveLength(2);
    expect((await auditFor())[1]!.details).toMatchObject({ tokenAmount: -1_000_000, before: { availableTokens: 1_250_000 }, after: { availableTokens: 250_000 } });

    // 250,000 left: removing a million is refused, and nothing is written.
    const refused = await asAdmin("POST", "/api/admin/users/update-tokens", { userId: target.id, tokenAmount: -1_000_000 });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/fewer than 1,000,000 tokens/);
    for (const amount of [500_000, 2_000_000, 0, "1000000", 1_000_000.5]) {
      expect((await asAdmin("POST", "/api/admin/users/update-tokens", { userId: target.id, tokenAmount: amount })).status).toBe(400);
    }
    expect((await asAdmin("POST", "/api/admin/users/update-tokens", { userId: target.id, tokenAmount: 1_000_000, extra: 1 })).status).toBe(400);
    expect((await asAdmin("POST", "/api/admin/users/update-tokens", { userId: 999_999, tokenAmount: 1_000_000 })).status).toBe(404);
    expect((await userRow(target.id)).availableTokens).toBe(250_000);
    expect(await auditFor()).toHaveLength(2);
    expect(await ledgerCounts()).toEqual(ledgerBefore);
  });

  it("concurrent removals never take a balance below zero", async () => {
    const target = await signIn("race@example.com");
    await t.db.update(users).set({ availableTokens: 2_000_000 }).where(eq(users.id, target.id));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => asAdmin("POST", "/api/admin/users/update-tokens", { userId: target.id, tokenAmount: -1_000_000 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect((await userRow(target.id)).availableTokens).toBe(0);
    expect(await t.db.select().from(adminActions).where(eq(adminActions.targetId, target.id))).toHaveLength(2);
  });

  it("resets a user's free usages, audited with the old count", async () => {
    const target = await signIn("reset@example.com");
    await t.db.update(users).set({ freeUsagesUsed: 3, freeUsageUsed: true }).where(eq(users.id, target.id));
    const res = await asAdmin("POST", "/api/admin/users/update-free-usages", { userId: target.id });
    expect(ZAdminUserResponse.parse(await res.json()).user).toMatchObject({ freeUsagesUsed: 0, freeUsageUsed: false });
    const rows = await t.db.select().from(adminActions).where(eq(adminActions.targetId, target.id));
    expect(rows.map((row) => [row.action, row.details])).toEqual([["reset_free_usages", { before: { freeUsagesUsed: 3 }, after: { freeUsagesUsed: 0 } }]]);
    const missing = await asAdmin("POST", "/api/admin/users/update-free-usages", { userId: 999_999 });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe("That user no longer exists. Please refresh the list.");
    expect((await asAdmin("POST", "/api/admin/users/update-free-usages", {})).status).toBe(400);
  });

  it("settings: validated, aliases accepted, blank means the default, new users get the new allowance", async () => {
    const list = ZAdminSettingsList.parse(await (await asAdmin("GET", "/api/admin/settings")).json());
    expect(list.map((s) => s.key)).toEqual(["DEFAULT_FREE_USAGES", "TOKENS_PER_FIVE_USD"]);

    const refusals: Array<[unknown, RegExp]> = [
      [{ settings: [{ key: "DEFAULT_FREE_USAGES", value: "-1" }] }, /cannot be negative/],
      [{ settings: [{ key: "DEFAULT_FREE_USAGES", value: "2.5" }] }, /whole number/],
      [{ settings: [{ key: "TOKENS_PER_FIVE_USD", value: "lots" }] }, /must be a number/],
      [{ settings: [{ key: "TOKENS_PER_FIVE_USD", value: 0 }] }, /at least 1/],
      [{ settings: [{ key: "ADMIN_PASSWORD", value: "1" }] }, /Unknown setting/],
      // One bad entry refuses the whole request.
      [{ settings: [{ key: "DEFAULT_FREE_USAGES", value: "9" }, { key: "tokensPerFiveUsd", value: "x" }] }, /must be a number/],
    ];
    for (const [body, message] of refusals) {
      const res = await asAdmin("POST", "/api/admin/settings", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    const unchanged = await t.db.select().from(systemSettings).where(eq(systemSettings.key, "DEFAULT_FREE_USAGES"));
    expect(unchanged[0]?.value).toBe("3");

    const existing = await signIn("before-change@example.com");
    const saved = await asAdmin("POST", "/api/admin/settings", { settings: [{ key: "freeUsagesAllowed", value: "5" }, { key: "tokensPerFiveUsd", value: "" }] });
    expect(saved.status).toBe(200);
    const after = ZAdminSettingsList.parse(await saved.json());
    expect(after.find((s) => s.key === "DEFAULT_FREE_USAGES")).toMatchObject({ value: "5", updatedBy: ENV_ADMIN });
    expect(after.find((s) => s.key === "TOKENS_PER_FIVE_USD")?.value).toBe("1000000");
    const settingAudit = await t.db.select().from(adminActions).where(eq(adminActions.action, "update_setting"));
    expect(settingAudit.map((row) => row.details)).toContainEqual({ key: "DEFAULT_FREE_USAGES", before: "3", after: "5" });

    const newcomer = await signIn("after-change@example.com");
    expect(newcomer.user.freeUsagesAllowed).toBe(5);
    expect((await userRow(existing.id)).freeUsagesAllowed).toBe(3);
    await asAdmin("POST", "/api/admin/settings", { settings: [{ key: "DEFAULT_FREE_USAGES", value: "" }] });
    expect((await signIn("after-reset@example.com")).user.freeUsagesAllowed).toBe(3);
  });

  it("lists users newest first, 10 a page, searching username or e-mail case-insensitively", async () => {
    for (let i = 0; i < 12; i++) {
      await t.db.insert(users).values({ username: `Class 5B pupil ${i}`, email: `pupil${i}@green-school.example`, createdAt: new Date(NOW.getTime() + (i + 1) * 1000) });
    }
    const first = ZAdminUsersPage.parse(await (await asAdmin("GET", "/api/admin/users?search=GREEN-school")).json());
    expect(first.total).toBe(12);
    expect(first.users).toHaveLength(10);
    expect(first.users[0]?.email).toBe("pupil11@green-school.example");
    const second = ZAdminUsersPage.parse(await (await asAdmin("GET", "/api/admin/users?search=green-school&page=2")).json());
    expect(second.users.map((u) => u.email)).toEqual(["pupil1@green-school.example", "pupil0@green-school.example"]);
    const byName = ZAdminUsersPage.parse(await (await asAdmin("GET", "/api/admin/users?search=class%205b%20PUPIL%207")).json());
    expect(byName.users.map((u) => u.username)).toEqual(["Class 5B pupil 7"]);
    const none = ZAdminUsersPage.parse(await (await asAdmin("GET", "/api/admin/users?search=100%25")).json());
    expect(none).toEqual({ users: [], total: 0 });
    const all = ZAdminUsersPage.parse(await (await asAdmin("GET", "/api/admin/users")).json());
    expect(all.total).toBe((await t.db.select({ n: count() }).from(users))[0]!.n);
    expect((await asAdmin("GET", "/api/admin/users?limit=500")).status).toBe(400);
    expect((await asAdmin("GET", "/api/admin/users?page=0")).status).toBe(400);
  });

  it("exports the searched users as a streamed CSV that spreadsheets cannot run", async () => {
    await t.db.insert(users).values({ username: '=HYPERLINK("http://evil.example","Click")', email: "csv-attack@export.example" });
    await t.db.insert(users).values({ username: "Plain, with comma", email: "plain@export.example" });
    const res = await asAdmin("GET", "/api/admin/users/export?search=export.example");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="promptblocks-users-2026-03-15.csv"');
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,username,email,role,isSubscribed,availableTokens,tokensPurchased,tokensUsed,freeUsagesUsed,freeUsagesAllowed,createdAt");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",csv-attack@export.example,user,false,0`);
    expect(lines[2]).toContain('"Plain, with comma",plain@export.example');
  });

  it("streams a large export in batches, every matching user once", async () => {
    await t.db.insert(users).values(Array.from({ length: 2500 }, (_, i) => ({ username: `bulk ${i}`, email: `bulk${i}@bulk.example` })));
    const text = await (await asAdmin("GET", "/api/admin/users/export?search=@bulk.example")).text();
    const emails = text.trimEnd().split("\r\n").slice(1).map((line) => line.split(",")[2]);
    expect(emails).toHaveLength(2500);
    expect(new Set(emails).size).toBe(2500);
  });

  it("shows the audit trail newest first, naming the admin and the target", async () => {
    const page = ZAdminActionsPage.parse(await (await asAdmin("GET", "/api/admin/actions?page=1&limit=5")).json());
    expect(page.total).toBe(await actionCount());
    expect(page.actions).toHaveLength(5);
    const ids = page.actions.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.actions[0]).toMatchObject({ adminEmail: ENV_ADMIN });
    const withTarget = page.actions.find((a) => a.targetId !== null);
    if (withTarget) expect(withTarget.targetEmail).toMatch(/@/);
  });
});

describe.each(testBackends())("admin stats on %s", (backend) => {
  let t: TTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { ADMIN_EMAILS: ENV_ADMIN }, now: () => NOW });
    const auth = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: ENV_ADMIN }))).json());
    token = auth.token;
    // The fixture (NOW = 2026-03-15 12:00 UTC; "this month" from 2026-03-01; active = since 2026-02-13 12:00):
    const at = (iso: string) => new Date(iso);
    const [ann, ben, cat, dan] = await t.db
      .insert(users)
      .values([
        { username: "ann", email: "ann@x.example", createdAt: at("2025-12-01T00:00:00Z") },
        { username: "ben", email: "ben@x.example", createdAt: at("2026-03-14T09:00:00Z") },
        { username: "cat", email: "cat@x.example", createdAt: at("2026-03-15T08:00:00Z") },
        { username: "dan", email: "dan@x.example", createdAt: at("2026-01-20T00:00:00Z") },
      ])
      .returning({ id: users.id });
    const gen = (userId: number, tokensUsed: number, createdAt: string) => ({ userId, prompt: "p", blocks: "b", tokensUsed, createdAt: at(createdAt) });
    await t.db.insert(generatedBlocks).values([
      gen(ann!.id, 1000, "2026-01-05T10:00:00Z"), // old: not active, not this month
      gen(ann!.id, 2000, "2026-02-20T10:00:00Z"), // active window, last month
      gen(ben!.id, 300, "2026-03-14T10:00:00Z"), // this month
      gen(ben!.id, 700, "2026-03-15T11:00:00Z"), // this month, today
      gen(dan!.id, 500, "2026-02-10T10:00:00Z"), // before the active window
    ]);
    await t.db.insert(tokenPurchases).values([
      { userId: ann!.id, amountUsd: "5.00", tokensPurchased: 1_000_000, createdAt: at("2026-01-05T09:00:00Z") },
      { userId: ann!.id, amountUsd: "5.00", tokensPurchased: 1_000_000, createdAt: at("2026-03-02T09:00:00Z") },
      { userId: ben!.id, amountUsd: "10.00", tokensPurchased: 2_000_000, createdAt: at("2026-03-15T09:30:00Z") },
      // A test purchase (the local test checkout, or GUMROAD_ACCEPT_TEST): no money moved, so it counts nowhere (issue 25).
      { userId: dan!.id, amountUsd: "500.00", tokensPurchased: 100_000_000, isTest: true, createdAt: at("2026-03-10T09:00:00Z") },
    ]);
    void cat;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("equals the figures computed by hand", async () => {
    const res = await t.app.request("/api/admin/stats", { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(ZAdminStats.parse(await res.json())).toEqual({
      totalUsers: 5, // ann, ben, cat, dan and the admin
      activeUsers: 2, // ann (Feb 20) and ben
      totalRevenue: 20,
      revenueThisMonth: 15,
      totalTokensUsed: 4500,
      tokensUsedThisMonth: 1000,
      totalGenerations: 5,
      generationsThisMonth: 2,
      avgTokensPerGeneration: 900,
      totalTokensSold: 4_000_000,
      conversionRate: 40, // ann and ben bought, of 5
    });
  });

  it("keeps the daily totals equal to generated_blocks through inserts, updates and deletes", async () => {
    const live = async () =>
      (await t.db.execute(sql`
        SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS generations, sum(tokens_used)::int AS tokens
        FROM generated_blocks GROUP BY 1 ORDER BY 1`)) as unknown as { rows: unknown[] };
    const rollup = async () =>
      (await t.db.execute(sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, generations::int AS generations, tokens_used::int AS tokens
        FROM generation_daily_totals WHERE generations <> 0 OR tokens_used <> 0 ORDER BY 1`)) as unknown as { rows: unknown[] };
    expect((await rollup()).rows).toEqual((await live()).rows);

    const [extra] = await t.db.insert(users).values({ username: "temp", email: "temp@x.example" }).returning({ id: users.id });
    const rows = await t.db
      .insert(generatedBlocks)
      .values([
        { userId: extra!.id, prompt: "p", blocks: "b", tokensUsed: 10, createdAt: new Date("2026-03-15T23:59:59Z") },
        { userId: extra!.id, prompt: "p", blocks: "b", tokensUsed: 20, createdAt: new Date("2026-03-16T00:00:00Z") },
      ])
      .returning({ id: generatedBlocks.id });
    await t.db.update(generatedBlocks).set({ tokensUsed: 25, createdAt: new Date("2026-03-10T10:00:00Z") }).where(eq(generatedBlocks.id, rows[1]!.id));
    expect((await rollup()).rows).toEqual((await live()).rows);
    await t.db.delete(generatedBlocks).where(eq(generatedBlocks.id, rows[0]!.id));
    expect((await rollup()).rows).toEqual((await live()).rows);
    // Deleting the user cascades to their generations; the totals follow.
    await t.db.delete(users).where(eq(users.id, extra!.id));
    expect((await rollup()).rows).toEqual((await live()).rows);
  });

  it("gives 30 days of generations, new users and revenue, oldest first, today last", async () => {
    const daily = ZAdminDailyStats.parse(await (await t.app.request("/api/admin/stats/daily", { headers: bearer(token) })).json());
    expect(daily.days).toHaveLength(30);
    expect(daily.days[0]).toBe("2026-02-14");
    expect(daily.days[29]).toBe("2026-03-15");
    const on = (series: number[], day: string) => series[daily.days.indexOf(day)];
    expect(on(daily.generations, "2026-02-20")).toBe(1);
    expect(on(daily.generations, "2026-03-14")).toBe(1);
    expect(on(daily.generations, "2026-03-15")).toBe(1);
    expect(daily.generations.reduce((a, b) => a + b, 0)).toBe(3);
    // ben and cat (the admin's row carries the database's clock, outside the fixture's window).
    expect(on(daily.newUsers, "2026-03-14")).toBe(1);
    expect(on(daily.newUsers, "2026-03-15")).toBe(1);
    expect(daily.newUsers.reduce((a, b) => a + b, 0)).toBe(2);
    expect(on(daily.revenue, "2026-03-02")).toBe(5);
    expect(on(daily.revenue, "2026-03-15")).toBe(10);
    expect(daily.revenue.reduce((a, b) => a + b, 0)).toBe(15);
  });
});
