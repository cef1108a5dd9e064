import { eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "../../../shared/errors";
import { ZAuthResponse } from "../../../shared/user";
import { adminActions, classes, generatedBlocks, rateLimitBuckets, tokenPurchases, users } from "../../db/schema";
import { readSb3Archive } from "../../../blocks/project/project.sb3-file";
import { dateInWords, dateTimeInWords } from "../../lib/date-words";
import { ADULT_BIRTH_DATE } from "../../generation/test-support/generation-test-kit";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { openExportResponse } from "../../test-support/export-zip";
import { findUserLinks, schemaTables, type TUserLink } from "./account-data.tables";

/**
 * Issue 16: the export holds every table's rows of the user and nothing of anyone else; deletion
 * leaves no row of the user in any table. Tables come from the Drizzle schema, and a row is
 * fabricated in each from its column types, so a table another module adds later is checked
 * here without anyone editing this file.
 */

/** Tables that hold no user column; each must say why. */
const TABLES_WITHOUT_USER_COLUMN: Record<string, string> = {
  rate_limit_buckets: "keyed by text; a user's buckets end in :user:<id> and are exported and deleted by that key",
  generation_daily_totals: "counts per day across everyone (admin stats): no row belongs to a user, and deleting a user's generations lowers the counts by trigger",
  server_instances: "one row per running server process (issue 25): a machine name and a pid, nothing about anyone",
  gumroad_sale_states: "a Gumroad sale id and whether it was refunded, disputed or the dispute won: no personal data, and it must outlive the account so a late refund still applies once",
  safety_refusals_daily: "kid-safety refusals counted per day and category across everyone (admin stats, issue 24): no user and no text is stored",
};

function sampleValue(column: PgColumn): unknown {
  if (column.enumValues && column.enumValues.length > 0) return column.enumValues[0];
  // Content addresses: the same value in every table, so a stored base's file names the user's asset row.
  if (column.name === "sha256") return "fabricated-sha256";
  if (column.getSQLType() === "bytea") return new Uint8Array([1, 2, 3]);
  switch (column.columnType) {
    case "PgText":
    case "PgVarchar":
      return `fabricated-${randomBytes(6).toString("hex")}`;
    case "PgInteger":
    case "PgSerial":
    case "PgBigInt53":
    case "PgDoublePrecision":
    case "PgSmallInt":
      return 1;
    case "PgNumeric":
      return "1.00";
    case "PgBoolean":
      return false;
    case "PgTimestamp":
    case "PgDate":
      return new Date();
    case "PgDateString":
      return "2025-05-21";
    case "PgJsonb":
    case "PgJson":
      return { fabricated: true };
    default:
      throw new Error(`account-data.test cannot fabricate a ${column.columnType} (${column.name}); teach sampleValue about it`);
  }
}

const keyOf = (table: PgTable, column: PgColumn) => Object.entries(getTableColumns(table)).find(([, value]) => value === column)![0];

/** Integer primary keys that are not serial (class_generations.generation_id, issue 32): a fresh value per fabricated row. */
const nextPrimaryKey = new Map<PgTable, number>();

/** One row in the link's table owned by `userId`; other required user columns name `bystanderId`. */
async function fabricateRow(t: TTestApp, link: TUserLink, userId: number, bystanderId: number) {
  const values: Record<string, unknown> = {};
  const userColumns = new Set(findUserLinks().filter((other) => other.table === link.table).map((other) => other.column));
  for (const [key, column] of Object.entries(getTableColumns(link.table))) {
    if (column === link.column) values[key] = userId;
    else if (userColumns.has(column)) values[key] = column.notNull ? bystanderId : null;
    else if (column.primary && column.columnType === "PgInteger") {
      const next = nextPrimaryKey.get(link.table) ?? 1;
      nextPrimaryKey.set(link.table, next + 1);
      values[key] = next;
    }
    else if (column.notNull && !column.hasDefault) values[key] = sampleValue(column);
  }
  await t.db.insert(link.table).values(values);
}

async function countFor(t: TTestApp, link: TUserLink, userId: number): Promise<number> {
  const rows = await t.db.select({ n: sql<number>`count(*)::int` }).from(link.table).where(eq(link.column, userId));
  return Number(rows[0]?.n ?? -1);
}

describe.each(testBackends())("account data (%s)", (backend) => {
  let t: TTestApp;
  const ips = () => ({ "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250)}` });

  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(async () => {
    await t.close();
  });

  async function adult(email: string) {
    const login = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }, ips()))).json());
    await t.db.update(users).set(ADULT_BIRTH_DATE).where(eq(users.id, login.user.id));
    return login;
  }

  it("knows, for every table in the schema, how it holds a user's rows", () => {
    const linked = new Set(findUserLinks().map((link) => link.tableName));
    for (const table of schemaTables()) {
      const name = getTableConfig(table).name;
      if (name === "users") continue;
      expect(linked.has(name) || name in TABLES_WITHOUT_USER_COLUMN, `table ${name}: add a foreign key to users.id, or explain it in TABLES_WITHOUT_USER_COLUMN`).toBe(true);
    }
    // The tables issue 16 names are all covered.
    for (const name of ["generated_blocks", "token_purchases", "token_usage", "sessions", "parental_consents", "generation_reservations", "idempotency_keys", "login_codes"]) {
      expect(linked.has(name), name).toBe(true);
    }
  });

  it("exports every table's rows of the user and nothing of anyone else; deletion leaves none of them, table by table", async () => {
    const a = await adult("export-a@example.com");
    const b = await adult("export-b@example.com");
    const bystander = await adult("bystander@example.com");
    // Real rows through the app: a generation (with its usage row) each.
    for (const who of [a, b]) {
      const generated = await t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: "make the cat spin" }, bearer(who.token)));
      expect(generated.status).toBe(200);
    }
    // Fabricated rows name other rows by id 1: class 1 is the bystander's, so deleting a (whose own
    // fabricated class goes with them, memberships included) leaves b's rows where they were.
    await t.db.insert(classes).values({ teacherId: bystander.user.id, name: "Bystander's class", yearGroup: "5", schoolAuthorisedAt: new Date() });
    // Stored project base 1 is the bystander's, through the app (issue 30).
    const stored = await t.app.request("/api/user/project-bases", { method: "POST", headers: bearer(bystander.token), body: new TextEncoder().encode('{"targets":[]}') });
    expect(stored.status).toBe(201);
    // And a fabricated row in every table that links to users (tables added later included).
    const links = findUserLinks();
    for (const link of links) {
      await fabricateRow(t, link, a.user.id, bystander.user.id);
      await fabricateRow(t, link, b.user.id, bystander.user.id);
    }
    // The generate limiter made a bucket for each of them (keyed user:<id>).

    const response = await t.app.request("/api/user/export", { headers: bearer(a.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="promptblocks-my-data.zip"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const opened = await openExportResponse(response);
    const exported = opened.technical;
    expect(exported.user).toMatchObject({ id: a.user.id, email: "export-a@example.com" });
    expect(opened.allText()).not.toContain("export-b@example.com");
    for (const link of links) {
      const key = keyOf(link.table, link.column);
      const ownRows = (exported.tables[link.tableName] ?? []).filter((row) => row[key] === a.user.id);
      expect(ownRows.length, `${link.tableName}.${link.column.name}`).toBe(await countFor(t, link, a.user.id));
      expect(ownRows.length, `${link.tableName}.${link.column.name}`).toBeGreaterThan(0);
      expect((exported.tables[link.tableName] ?? []).some((row) => row[key] === b.user.id), `${link.tableName} leaks b`).toBe(false);
    }
    // The export's own limiter made a bucket too, just before the rows were read.
    expect(exported.tables.rate_limit_buckets?.map((row) => row.key).sort()).toEqual([`data-export:user:${a.user.id}`, `generate:user:${a.user.id}`]);

    const bBefore = await Promise.all(links.map((link) => countFor(t, link, b.user.id)));
    const aBefore = await Promise.all(links.map((link) => countFor(t, link, a.user.id)));
    const purchasesBefore = (await t.db.select().from(tokenPurchases)).length;
    const deleted = await t.app.request("/api/user", { method: "DELETE", headers: bearer(a.token) });
    expect(deleted.status).toBe(200);

    expect(await t.db.select().from(users).where(eq(users.id, a.user.id))).toHaveLength(0);
    for (const [index, link] of links.entries()) {
      // Audit rows the user wrote about other people's accounts outlive them as they are (issue 25).
      const expected = link.action === "keep" ? aBefore[index] : 0;
      expect(await countFor(t, link, a.user.id), `${link.tableName}.${link.column.name} (${link.action})`).toBe(expected);
    }
    expect(await Promise.all(links.map((link) => countFor(t, link, b.user.id)))).toEqual(bBefore);
    const userBuckets = (await t.db.select().from(rateLimitBuckets)).map((row) => row.key).filter((key) => key.includes(":user:"));
    expect(userBuckets.sort()).toEqual([`generate:user:${b.user.id}`, `project-base:user:${bystander.user.id}`].sort());
    // Purchases stay only as anonymised accounting records, detached from anyone.
    expect((await t.db.select().from(tokenPurchases)).length).toBe(purchasesBefore);
    expect((await t.db.select().from(tokenPurchases).where(isNull(tokenPurchases.userId))).length).toBeGreaterThan(0);
    // The deleted account's session is gone with it.
    expect((await t.app.request("/api/auth/session", { headers: bearer(a.token) })).status).toBe(401);
  });

  it("downloads a .zip a person reads: the account, each project as a file and a Scratch project, the technical record (issue 31)", async () => {
    const maker = await adult("zip-reader@example.com");
    for (const prompt of ["make the cat spin", "make the cat jump"]) {
      expect((await t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt }, bearer(maker.token)))).status).toBe(200);
    }
    expect((await t.app.request("/api/user/export")).status).toBe(401);

    const response = await t.app.request("/api/user/export", { headers: { ...bearer(maker.token), "accept-language": "de-DE,de;q=0.9" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    const opened = await openExportResponse(response);
    const stored = await t.db.select().from(generatedBlocks).where(eq(generatedBlocks.userId, maker.user.id)).orderBy(generatedBlocks.id);
    expect(opened.names.filter((name) => name.startsWith("projects/"))).toEqual([
      "projects/001-make-the-cat-spin.txt",
      "projects/001-make-the-cat-spin.sb3",
      "projects/002-make-the-cat-jump.txt",
      "projects/002-make-the-cat-jump.sb3",
    ]);
    for (const [index, row] of stored.entries()) {
      const name = `projects/00${index + 1}-${row.prompt.replaceAll(" ", "-")}`;
      const text = opened.text(`${name}.txt`);
      expect(text).toContain(row.prompt);
      for (const line of row.blocks.split("\n")) expect(text).toContain(line);
      expect(text).toContain(dateInWords(row.createdAt));
      // The reader's own language follows the English words.
      expect(text).toContain(`(${dateTimeInWords(row.createdAt, "de-DE")})`);
      expect(readSb3Archive(opened.bytes(`${name}.sb3`)).projectJson).toMatchObject({ targets: expect.any(Array) });
    }
    expect(opened.text("account.txt")).toContain("E-mail: zip-reader@example.com");
    expect(opened.text("README.txt")).toContain("technical/all-data.json");
    expect(opened.technical.tables.generated_blocks).toHaveLength(2);
  });

  it("refuses an eleventh download within a quarter hour", async () => {
    const saver = await adult("zip-limit@example.com");
    for (let index = 0; index < 10; index += 1) expect((await t.app.request("/api/user/export", { headers: bearer(saver.token) })).status).toBe(200);
    const refused = await t.app.request("/api/user/export", { headers: bearer(saver.token) });
    expect(refused.status).toBe(429);
    // Someone else's downloads are their own.
    const other = await adult("zip-limit-other@example.com");
    expect((await t.app.request("/api/user/export", { headers: bearer(other.token) })).status).toBe(200);
  });

  it("keeps a deleted account's purchases without its e-mail, so signing up again with it credits nothing twice", async () => {
    const buyer = await adult("returning-buyer@example.com");
    await t.db.insert(tokenPurchases).values({
      userId: buyer.user.id,
      amountUsd: "5.00",
      tokensPurchased: 1_000_000,
      gumroadPurchaseId: `sale-${randomBytes(4).toString("hex")}`,
      buyerEmail: "returning-buyer@example.com",
    });
    expect((await t.app.request("/api/user", { method: "DELETE", headers: bearer(buyer.token) })).status).toBe(200);
    const kept = await t.db.select().from(tokenPurchases).where(isNull(tokenPurchases.userId));
    expect(kept.some((row) => row.buyerEmail === "returning-buyer@example.com")).toBe(false);
    const again = await adult("returning-buyer@example.com");
    const [row] = await t.db.select({ availableTokens: users.availableTokens }).from(users).where(eq(users.id, again.user.id));
    expect(row?.availableTokens).toBe(0);
  });

  it("does not delete an administrator's account (their audit trail names them)", async () => {
    const admin = await adult("admin-delete@example.com");
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const response = await t.app.request("/api/user", { method: "DELETE", headers: bearer(admin.token) });
    expect(response.status).toBe(409);
    expect(ZErrorBody.parse(await response.json()).code).toBe("admin_account");
  });

  it("keeps the audit rows a demoted administrator wrote when they delete their account; their export names nobody else (issue 25)", async () => {
    const author = await adult("audit-author@example.com");
    const target = await adult("audit-target@example.com");
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, author.user.id));
    const edited = await t.app.request(`/api/admin/users/${target.user.id}`, jsonRequest("PATCH", { email: "audit-target-renamed@example.com" }, bearer(author.token)));
    expect(edited.status).toBe(200);
    // Another administrator makes them a regular user again; then they leave.
    await t.db.update(users).set({ role: "user" }).where(eq(users.id, author.user.id));

    const opened = await openExportResponse(await t.app.request("/api/user/export", { headers: bearer(author.token) }));
    expect(opened.allText()).toContain("audit-author@example.com");
    expect(opened.allText()).not.toContain("audit-target");
    expect(opened.technical.tables.admin_actions).toMatchObject([{ action: "update_user", adminId: author.user.id, targetId: target.user.id }]);

    expect((await t.app.request("/api/user", { method: "DELETE", headers: bearer(author.token) })).status).toBe(200);
    const trail = await t.db.select().from(adminActions).where(eq(adminActions.targetId, target.user.id));
    expect(trail).toMatchObject([{ action: "update_user", adminId: author.user.id, details: { before: { email: "audit-target@example.com" }, after: { email: "audit-target-renamed@example.com" } } }]);
  });

  it("logs out everywhere: every session of the user ends, other people's stay", async () => {
    const first = await adult("everywhere@example.com");
    const second = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "everywhere@example.com" }, ips()))).json());
    const other = await adult("someone-else@example.com");
    const response = await t.app.request("/api/user/logout-everywhere", { method: "POST", headers: bearer(second.token) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revokedSessions: 2 });
    for (const token of [first.token, second.token]) expect((await t.app.request("/api/auth/session", { headers: bearer(token) })).status).toBe(401);
    expect((await t.app.request("/api/auth/session", { headers: bearer(other.token) })).status).toBe(200);
  });
});
