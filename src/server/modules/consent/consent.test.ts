import { openExportResponse } from "../../test-support/export-zip";
import { eq, sql } from "drizzle-orm";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_WORDING, CONSENT_WORDING_VERSION, ZConsentView, ZParentView } from "../../../shared/consent";
import { ZErrorBody } from "../../../shared/errors";
import { ZAuthResponse, ZSessionResponse } from "../../../shared/user";
import { parentalConsents, tokenPurchases, users } from "../../db/schema";
import { bearer, createTestApp, jsonRequest, tempDir, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { findLink, startLocalSmtpServer, type TLocalSmtpServer } from "../../test-support/local-smtp-server";
import { runMaintenance } from "../../boot";
import { adultFromBirth, ageStatusOf } from "./consent.age";

const CHILD_YEAR = new Date().getUTCFullYear() - 9;

describe("adultFromBirth / ageStatusOf", () => {
  it("counts someone as 13 only once their birthday month is surely over", () => {
    const adultFrom = adultFromBirth(2010, 6, 13);
    expect(adultFrom.toISOString()).toBe("2023-07-01T00:00:00.000Z");
    expect(ageStatusOf({ birthYear: 2010, adultFrom }, new Date("2023-06-30T23:59:59Z"))).toBe("child");
    expect(ageStatusOf({ birthYear: 2010, adultFrom }, new Date("2023-07-01T00:00:00Z"))).toBe("adult");
    expect(adultFromBirth(2010, 12, 13).toISOString()).toBe("2024-01-01T00:00:00.000Z");
    expect(ageStatusOf({ birthYear: null, adultFrom: null }, new Date())).toBe("unknown");
  });
});

describe.each(testBackends())("parental consent (%s)", (backend) => {
  let t: TTestApp;
  let smtp: TLocalSmtpServer;
  let clock = Date.now();

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    t = await createTestApp({ backend, now: () => new Date(clock), env: { SMTP_URL: smtp.url, MAIL_FROM: "PromptBlocks <hello@promptblocks.test>", PUBLIC_URL: "http://promptblocks.test" } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function signIn(email: string) {
    const response = await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }, { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` }));
    return ZAuthResponse.parse(await response.json());
  }
  const post = (path: string, token: string | undefined, body?: unknown) => t.app.request(path, jsonRequest("POST", body, token ? bearer(token) : {}));
  const generate = (token: string) => post("/api/blocks/generate", token, { prompt: "make the cat jump when I press space" });

  async function childAskingParent(email: string, parentEmail: string) {
    const { token } = await signIn(email);
    const saved = ZSessionResponse.parse(await (await post("/api/user/birth-date", token, { year: CHILD_YEAR, month: 3 })).json());
    expect(saved.user).toMatchObject({ ageStatus: "child", parentalConsent: "needed" });
    const asked = await post("/api/consent/request", token, { parentEmail });
    expect(asked.status).toBe(200);
    const mail = await smtp.next();
    expect(mail.to).toEqual([parentEmail]);
    const link = findLink(mail.raw, "/consent/");
    return { token, link, linkToken: link.split("/consent/")[1]!, mail };
  }

  it("refuses to generate with birth_date_required before any birth date, and never for a waiting child", async () => {
    const { token, user } = await signIn("no-birth@example.com");
    expect(user.ageStatus).toBe("unknown");
    const first = await generate(token);
    expect(first.status).toBe(403);
    expect(ZErrorBody.parse(await first.json()).code).toBe("birth_date_required");

    await post("/api/user/birth-date", token, { year: CHILD_YEAR, month: 1 });
    const waiting = await generate(token);
    expect(waiting.status).toBe(403);
    expect(ZErrorBody.parse(await waiting.json()).code).toBe("parental_consent_required");
    // Nothing was stored beyond the account row (and, later, the consent request).
    const counted = (await t.db.execute(sql`SELECT count(*)::int AS n FROM generated_blocks`)) as unknown as { rows: Array<{ n: number }> };
    expect(counted.rows[0]?.n).toBe(0);
    const buckets = (await t.db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_buckets WHERE key LIKE ${`%:user:${user.id}`}`)) as unknown as { rows: Array<{ n: number }> };
    expect(buckets.rows[0]?.n).toBe(0);
  });

  it("keeps a birth date once given and refuses impossible ones", async () => {
    const { token } = await signIn("adult@example.com");
    expect((await post("/api/user/birth-date", token, { year: new Date().getUTCFullYear() + 1, month: 1 })).status).toBe(400);
    expect((await post("/api/user/birth-date", token, { year: 1990, month: 13 })).status).toBe(400);
    expect((await post("/api/user/birth-date", token, { year: 1990, month: 5, day: 3 })).status).toBe(400);
    const saved = ZSessionResponse.parse(await (await post("/api/user/birth-date", token, { year: 1990, month: 5 })).json());
    expect(saved.user).toMatchObject({ ageStatus: "adult", parentalConsent: "not_needed" });
    const again = await post("/api/user/birth-date", token, { year: CHILD_YEAR, month: 5 });
    expect(again.status).toBe(409);
    expect((await generate(token)).status).toBe(200);
    // An adult has nobody to ask.
    expect((await post("/api/consent/request", token, { parentEmail: "mum@example.com" })).status).toBe(409);
  });

  it("e-mails the parent a signed single-use link; approving records who, when, from where and the wording; then the child generates", async () => {
    const { token, link, linkToken, mail } = await childAskingParent("kid-approve@example.com", "parent-a@example.com");
    expect(link.startsWith("http://promptblocks.test/consent/")).toBe(true);
    expect(mail.raw).toContain("hello@promptblocks.test");

    const view = ZConsentView.parse(await (await t.app.request(`/api/consent/${linkToken}`)).json());
    expect(view).toMatchObject({ childEmail: "kid-approve@example.com", parentEmail: "parent-a@example.com", wordingVersion: CONSENT_WORDING_VERSION });

    const session = ZSessionResponse.parse(await (await t.app.request("/api/auth/session", { headers: bearer(token) })).json());
    expect(session.user.parentalConsent).toBe("requested");

    const approved = await t.app.request(`/api/consent/${linkToken}`, jsonRequest("POST", { decision: "approve" }, { "x-forwarded-for": "203.0.113.50" }));
    expect(approved.status).toBe(200);
    const { managePath } = (await approved.json()) as { managePath: string };
    expect(managePath).toMatch(/^\/consent\/manage\//);

    const [record] = await t.db.select().from(parentalConsents).innerJoin(users, eq(users.id, parentalConsents.userId)).where(eq(users.email, "kid-approve@example.com"));
    expect(record?.parental_consents).toMatchObject({ status: "approved", parentEmail: "parent-a@example.com", wordingVersion: CONSENT_WORDING_VERSION, wording: CONSENT_WORDING.join("\n\n") });
    expect(record?.parental_consents.decidedAt).toBeInstanceOf(Date);

    // Single use: the same link cannot decide again.
    expect((await t.app.request(`/api/consent/${linkToken}`, jsonRequest("POST", { decision: "decline" }))).status).toBe(410);
    expect((await t.app.request(`/api/consent/${linkToken}`)).status).toBe(410);

    expect((await generate(token)).status).toBe(200);
    const after = ZSessionResponse.parse(await (await t.app.request("/api/auth/session", { headers: bearer(token) })).json());
    expect(after.user).toMatchObject({ ageStatus: "child", parentalConsent: "approved" });

    // The parent's page (also e-mailed): generations, export, revoke, delete.
    const manageMail = await smtp.next();
    expect(findLink(manageMail.raw, "/consent/manage/")).toBe(`http://promptblocks.test${managePath}`);
    const manageToken = managePath.split("/consent/manage/")[1]!;
    const parentView = ZParentView.parse(await (await t.app.request(`/api/consent/manage/${manageToken}`)).json());
    expect(parentView.generations).toHaveLength(1);
    expect(parentView.generations[0]?.prompt).toBe("make the cat jump when I press space");
    // The download is a .zip a parent reads (issue 31): README, account, the project, the technical record.
    const download = await t.app.request(`/api/consent/manage/${manageToken}/export`);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="promptblocks-child-data.zip"');
    const exported = await openExportResponse(download);
    expect(exported.technical.user.email).toBe("kid-approve@example.com");
    expect(exported.technical.tables.generated_blocks).toHaveLength(1);
    expect(exported.text("account.txt")).toContain("E-mail: kid-approve@example.com");
    expect(exported.text("account.txt")).toContain("A parent's permission: given");
    expect(exported.names).toContain("projects/001-make-the-cat-jump-when-i-press-space.txt");
    expect(exported.text("projects/001-make-the-cat-jump-when-i-press-space.txt")).toContain("make the cat jump when I press space");

    expect((await t.app.request(`/api/consent/manage/${manageToken}/revoke`, { method: "POST" })).status).toBe(200);
    const revoked = await generate(token);
    expect(revoked.status).toBe(403);
    expect(ZErrorBody.parse(await revoked.json()).code).toBe("parental_consent_required");

    expect((await t.app.request(`/api/consent/manage/${manageToken}`, { method: "DELETE" })).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, "kid-approve@example.com"))).toHaveLength(0);
    expect((await t.app.request(`/api/consent/manage/${manageToken}`)).status).toBe(410);
  });

  it("deletes the account and everything in it when the parent declines", async () => {
    const { token, linkToken } = await childAskingParent("kid-decline@example.com", "parent-d@example.com");
    const declined = await t.app.request(`/api/consent/${linkToken}`, jsonRequest("POST", { decision: "decline" }));
    expect(declined.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, "kid-decline@example.com"))).toHaveLength(0);
    expect((await t.app.request("/api/auth/session", { headers: bearer(token) })).status).toBe(401);
  });

  it("refuses a tampered or wrong-purpose link", async () => {
    const { linkToken } = await childAskingParent("kid-tamper@example.com", "parent-t@example.com");
    const [header, payload, signature] = linkToken.split(".");
    // Change the signature's first character: its last ones carry padding bits, so rewriting
    // them can decode to the very same bytes (and the link would rightly still verify).
    const forged = `${header}.${payload}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;
    expect((await t.app.request(`/api/consent/${forged}`)).status).toBe(410);
    // A consent link is not a manage link.
    expect((await t.app.request(`/api/consent/manage/${linkToken}`)).status).toBe(410);
  });

  it("deletes a child's account when the link expires unanswered (start-up and periodic sweep), and a late answer finds nothing", async () => {
    const { linkToken } = await childAskingParent("kid-expire@example.com", "parent-e@example.com");
    const adult = await signIn("grown-up-sweep@example.com");
    await post("/api/user/birth-date", adult.token, { year: 1980, month: 2 });

    clock += (t.env.CONSENT_LINK_TTL_HOURS + 1) * 60 * 60 * 1000;
    expect((await t.app.request(`/api/consent/${linkToken}`, jsonRequest("POST", { decision: "approve" }))).status).toBe(410);
    const swept = await runMaintenance({ db: t.db, env: t.env, now: new Date(clock) });
    expect(swept.deletedChildren).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(users).where(eq(users.email, "kid-expire@example.com"))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.email, "grown-up-sweep@example.com"))).toHaveLength(1);
  });

  it("takes every power from a withdrawn parent's link once the child has asked again (issue 25)", async () => {
    const manageTokenOf = async (linkToken: string) => {
      const approved = await t.app.request(`/api/consent/${linkToken}`, jsonRequest("POST", { decision: "approve" }));
      expect(approved.status).toBe(200);
      await smtp.next(); // the manage-link e-mail
      return ((await approved.json()) as { managePath: string }).managePath.split("/consent/manage/")[1]!;
    };
    const first = await childAskingParent("kid-two-parents@example.com", "parent-first@example.com");
    const firstManage = await manageTokenOf(first.linkToken);
    expect((await t.app.request(`/api/consent/manage/${firstManage}/revoke`, { method: "POST" })).status).toBe(200);
    // Withdrawn but still the latest word on the account: the page, the export and deletion stay open.
    expect((await t.app.request(`/api/consent/manage/${firstManage}`)).status).toBe(200);

    const asked = await post("/api/consent/request", first.token, { parentEmail: "parent-second@example.com" });
    expect(asked.status).toBe(200);
    const secondLink = findLink((await smtp.next()).raw, "/consent/").split("/consent/")[1]!;
    // The child asked someone else: the withdrawn parent's link is spent from this moment.
    expect((await t.app.request(`/api/consent/manage/${firstManage}`)).status).toBe(410);
    const secondManage = await manageTokenOf(secondLink);
    expect((await generate(first.token)).status).toBe(200);

    expect((await t.app.request(`/api/consent/manage/${firstManage}`)).status).toBe(410);
    expect((await t.app.request(`/api/consent/manage/${firstManage}/export`)).status).toBe(410);
    expect((await t.app.request(`/api/consent/manage/${firstManage}/revoke`, { method: "POST" })).status).toBe(410);
    expect((await t.app.request(`/api/consent/manage/${firstManage}`, { method: "DELETE" })).status).toBe(410);
    const session = ZSessionResponse.parse(await (await t.app.request("/api/auth/session", { headers: bearer(first.token) })).json());
    expect(session.user.parentalConsent).toBe("approved");
    expect((await generate(first.token)).status).toBe(200);

    // The parent who said yes last sees the work; their export names no other parent.
    const view = ZParentView.parse(await (await t.app.request(`/api/consent/manage/${secondManage}`)).json());
    expect(view.generations).toHaveLength(2);
    const exported = (await openExportResponse(await t.app.request(`/api/consent/manage/${secondManage}/export`))).allText();
    expect(exported).toContain("kid-two-parents@example.com");
    expect(exported).not.toContain("parent-first@example.com");
  });

  it("revoking an old consent row never resets a newer one's approval", async () => {
    const first = await childAskingParent("kid-stale-revoke@example.com", "parent-old@example.com");
    const approved = await t.app.request(`/api/consent/${first.linkToken}`, jsonRequest("POST", { decision: "approve" }));
    await smtp.next();
    const oldManage = ((await approved.json()) as { managePath: string }).managePath.split("/consent/manage/")[1]!;
    // An approved child asking again is refused, so the newer row can only come from the database's own history.
    const [user] = await t.db.select().from(users).where(eq(users.email, "kid-stale-revoke@example.com"));
    const now = new Date(clock);
    await t.db.insert(parentalConsents).values({ userId: user!.id, parentEmail: "parent-new@example.com", status: "approved", requestedAt: now, decidedAt: now, expiresAt: new Date(clock + 3_600_000) });
    expect((await t.app.request(`/api/consent/manage/${oldManage}/revoke`, { method: "POST" })).status).toBe(410);
    const [after] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(after?.parentalConsent).toBe("approved");
  });

  it("deletes accounts that never gave a birth date once they have waited as long as a consent link lives, but never one holding purchases (issue 25)", async () => {
    const undated = await signIn("never-dated@example.com");
    const buyer = await signIn("never-dated-buyer@example.com");
    await t.db.insert(tokenPurchases).values({ userId: buyer.user.id, amountUsd: "5.00", tokensPurchased: 1_000_000, gumroadPurchaseId: `undated-${Date.now()}` });
    const dated = await signIn("dated-adult@example.com");
    await post("/api/user/birth-date", dated.token, { year: 1980, month: 2 });

    // Not yet: a day later everything is still there.
    clock += 24 * 60 * 60 * 1000;
    await runMaintenance({ db: t.db, env: t.env, now: new Date(clock) });
    expect(await t.db.select().from(users).where(eq(users.id, undated.user.id))).toHaveLength(1);

    clock += t.env.CONSENT_LINK_TTL_HOURS * 60 * 60 * 1000;
    const swept = await runMaintenance({ db: t.db, env: t.env, now: new Date(clock) });
    expect(swept.deletedUndated).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(users).where(eq(users.id, undated.user.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.id, buyer.user.id))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.id, dated.user.id))).toHaveLength(1);
  });

  it("will not let a child ask themselves", async () => {
    const { token } = await signIn("kid-self@example.com");
    await post("/api/user/birth-date", token, { year: CHILD_YEAR, month: 1 });
    const response = await post("/api/consent/request", token, { parentEmail: "kid-self@example.com" });
    expect(response.status).toBe(400);
    expect(ZErrorBody.parse(await response.json()).code).toBe("parent_email_is_own");
  });
});

describe("the outbox (no SMTP configured)", () => {
  it("writes each message as an .eml under DATA_DIR/outbox/ and logs its path", async () => {
    const dir = tempDir("promptblocks-outbox-");
    const t = await createTestApp({ env: { DATA_DIR: dir.path } });
    try {
      const login = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "kid-outbox@example.com" }))).json());
      await t.app.request("/api/user/birth-date", jsonRequest("POST", { year: CHILD_YEAR, month: 4 }, bearer(login.token)));
      const asked = await t.app.request("/api/consent/request", jsonRequest("POST", { parentEmail: "parent-o@example.com" }, bearer(login.token)));
      expect(asked.status).toBe(200);
      const files = readdirSync(join(dir.path, "outbox")).filter((name) => name.endsWith(".eml"));
      expect(files).toHaveLength(1);
      const raw = readFileSync(join(dir.path, "outbox", files[0]!), "utf8");
      expect(raw).toMatch(/^To: parent-o@example.com$/m);
      expect(findLink(raw, "/consent/")).toContain("/consent/");
    } finally {
      await t.close();
      dir.remove();
    }
  });

  it("keeps no e-mail naming a child whose account is gone: deleted by the parent's no, or by the sweep (issue 25)", async () => {
    const dir = tempDir("promptblocks-outbox-deleted-");
    let clock = Date.now();
    const t = await createTestApp({ env: { DATA_DIR: dir.path }, now: () => new Date(clock) });
    const outbox = () => readdirSync(join(dir.path, "outbox")).filter((name) => name.endsWith(".eml")).map((name) => readFileSync(join(dir.path, "outbox", name), "utf8"));
    const childAsks = async (email: string, parentEmail: string) => {
      const login = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }))).json());
      await t.app.request("/api/user/birth-date", jsonRequest("POST", { year: CHILD_YEAR, month: 4 }, bearer(login.token)));
      expect((await t.app.request("/api/consent/request", jsonRequest("POST", { parentEmail }, bearer(login.token)))).status).toBe(200);
    };
    try {
      await childAsks("kid-declined@example.com", "parent-no@example.com");
      await childAsks("kid-forgotten@example.com", "parent-silent@example.com");
      await childAsks("kid-staying@example.com", "parent-late@example.com");
      expect(outbox()).toHaveLength(3);
      const declineLink = findLink(outbox().find((raw) => raw.includes("parent-no@example.com"))!, "/consent/").split("/consent/")[1]!;
      expect((await t.app.request(`/api/consent/${declineLink}`, jsonRequest("POST", { decision: "decline" }))).status).toBe(200);
      expect(outbox().some((raw) => raw.includes("kid-declined"))).toBe(false);

      // The third child asks again just before the sweep, so only the second one's wait is over.
      clock += (t.env.CONSENT_LINK_TTL_HOURS - 1) * 60 * 60 * 1000;
      const staying = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "kid-staying@example.com" }))).json());
      await t.app.request("/api/consent/request", jsonRequest("POST", { parentEmail: "parent-late@example.com" }, bearer(staying.token)));
      clock += 2 * 60 * 60 * 1000;
      await runMaintenance({ db: t.db, env: t.env, now: new Date(clock) });
      const left = outbox();
      expect(left.some((raw) => raw.includes("kid-forgotten"))).toBe(false);
      expect(left.filter((raw) => raw.includes("kid-staying"))).toHaveLength(2);
    } finally {
      await t.close();
      dir.remove();
    }
  });

  it("builds the e-mailed link from this server's own address, never from the request's Host header (issue 25)", async () => {
    const dir = tempDir("promptblocks-outbox-host-");
    const t = await createTestApp({ env: { DATA_DIR: dir.path, PORT: "3999" } });
    try {
      const login = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email: "kid-host@example.com" }))).json());
      await t.app.request("/api/user/birth-date", jsonRequest("POST", { year: CHILD_YEAR, month: 4 }, bearer(login.token)));
      // What a forged Host header (or an absolute request URL) looks like to the app.
      const asked = await t.app.request("http://evil.example/api/consent/request", jsonRequest("POST", { parentEmail: "parent-h@example.com" }, { ...bearer(login.token), host: "evil.example" }));
      expect(asked.status).toBe(200);
      const [file] = readdirSync(join(dir.path, "outbox")).filter((name) => name.endsWith(".eml"));
      const raw = readFileSync(join(dir.path, "outbox", file!), "utf8");
      expect(raw).not.toContain("evil.example");
      expect(findLink(raw, "/consent/").startsWith("http://127.0.0.1:3999/consent/")).toBe(true);
    } finally {
      await t.close();
      dir.remove();
    }
  });
});
