import { and, count, eq } from "drizzle-orm";
import { openExportResponse } from "../../test-support/export-zip";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZClassDetail, ZClassList, ZClassOverview, ZClassWorkPage, ZCreateClassResponse, ZJoinClassResponse, ZPupilClassList, ZTeacherRequestList } from "../../../shared/classes";
import { ZErrorBody } from "../../../shared/errors";
import { adminActions, classGenerations, classMembers, classes, generatedBlocks, generationReservations, tokenUsage, users } from "../../db/schema";
import { startGenerationBench, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { estimateTokenBudget } from "../../generation/token-budget";
import { bearer, jsonRequest, TEST_SESSION_SECRET, testBackends } from "../../test-support/create-test-app";
import { createSession } from "../auth/session.service";
import { readLedger } from "../billing/billing.purchases";
import { growReservation, releaseReservation, settleReservation } from "../billing/billing.service";
import { reserveClassGeneration } from "./class-pool.charging";

const JUMP = ["// When you press space, the cat jumps.", "when [space v] key pressed", "change y by (10)", "change y by (-10)"].join("\n");
const fenced = (program: string) => "```scratchblocks\n" + program + "\n```";
const ADMIN_EMAIL = "head.of.it@example.com";

type TRole = "user" | "teacher" | "admin";
type TAge = "adult" | "child" | "unknown";

describe.each(testBackends())("classrooms on %s", (backend) => {
  let bench: TGenerationBench;
  let counter = 0;
  const app = () => bench.t.app;
  const db = () => bench.t.db;

  /** A signed-in account as the tests need it; children have no parent's yes. */
  const makeUser = async (options: { role?: TRole; age?: TAge; email?: string; fields?: Partial<typeof users.$inferInsert> } = {}) => {
    counter += 1;
    const age = options.age ?? "adult";
    const birth =
      age === "adult"
        ? { birthYear: 1985, birthMonth: 3, adultFrom: new Date(Date.UTC(1998, 3, 1)) }
        : age === "child"
          ? { birthYear: 2016, birthMonth: 5, adultFrom: new Date(Date.UTC(2029, 5, 1)) }
          : {};
    const [row] = await db()
      .insert(users)
      .values({ email: options.email ?? `person${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`, username: `Person ${counter}`, role: options.role ?? "user", ...birth, ...options.fields })
      .returning({ id: users.id });
    if (!row) throw new Error("no user row");
    const token = await createSession({ db: db(), secret: TEST_SESSION_SECRET, userId: row.id, now: new Date() });
    return { id: row.id, token };
  };
  const call = (method: string, path: string, token?: string, body?: unknown) => app().request(path, jsonRequest(method, body, token === undefined ? {} : bearer(token)));
  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
  const newClass = async (teacherToken: string, name = "5B Coders") => {
    const response = await call("POST", "/api/classes", teacherToken, { name, yearGroup: "Year 5", schoolAuthorisation: true });
    expect(response.status).toBe(201);
    return ZCreateClassResponse.parse(await response.json());
  };
  const join = async (token: string, code: string) => call("POST", "/api/classes/join", token, { code });
  const generate = (token: string, body: Record<string, unknown>) => call("POST", "/api/blocks/generate", token, body);
  const poolOf = async (classId: number) => (await db().select({ pool: classes.poolTokens }).from(classes).where(eq(classes.id, classId)))[0]?.pool;

  beforeAll(async () => {
    bench = await startGenerationBench({ backend, env: { ADMIN_EMAILS: ADMIN_EMAIL, AI_TIMEOUT_MS: "20000" } });
  });
  afterAll(async () => {
    await bench?.close();
  });
  beforeEach(() => {
    bench.fake.fallback = () => ({ text: fenced(JUMP), promptTokens: 600, completionTokens: 100 });
  });

  it("a teacher account is asked for, reviewed and granted by an administrator, audited", async () => {
    const asker = await makeUser();
    const admin = await makeUser({ email: ADMIN_EMAIL });
    const bad = await call("POST", "/api/teacher-requests", asker.token, { school: "", country: "UK", roleAtSchool: "Teacher" });
    expect(bad.status).toBe(400);
    const extra = await call("POST", "/api/teacher-requests", asker.token, { school: "Hill Primary", country: "UK", roleAtSchool: "Teacher", role: "admin" });
    expect(extra.status).toBe(400);
    const asked = await call("POST", "/api/teacher-requests", asker.token, { school: "Hill Primary", country: "United Kingdom", roleAtSchool: "Class teacher" });
    expect(asked.status).toBe(201);
    // Asking twice while one waits is the same request.
    await call("POST", "/api/teacher-requests", asker.token, { school: "Hill Primary", country: "United Kingdom", roleAtSchool: "Class teacher" });
    const mine = await json(await call("GET", "/api/teacher-requests/mine", asker.token));
    expect(mine.request).toMatchObject({ school: "Hill Primary", status: "pending" });

    expect((await call("GET", "/api/admin/teacher-requests", asker.token)).status).toBe(403);
    const list = ZTeacherRequestList.parse(await json(await call("GET", "/api/admin/teacher-requests?status=pending", admin.token)));
    const request = list.items.find((item) => item.userId === asker.id);
    expect(request).toBeDefined();
    expect(list.items.filter((item) => item.userId === asker.id)).toHaveLength(1);

    const granted = await call("POST", `/api/admin/teacher-requests/${request!.id}/decision`, admin.token, { decision: "grant" });
    expect(granted.status).toBe(200);
    expect((await db().select({ role: users.role }).from(users).where(eq(users.id, asker.id)))[0]?.role).toBe("teacher");
    const audit = await db().select().from(adminActions).where(and(eq(adminActions.targetId, asker.id), eq(adminActions.action, "grant_teacher")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.adminId).toBe(admin.id);
    expect((await call("POST", `/api/admin/teacher-requests/${request!.id}/decision`, admin.token, { decision: "decline" })).status).toBe(409);
    expect((await call("POST", "/api/teacher-requests", asker.token, { school: "Hill Primary", country: "UK", roleAtSchool: "Teacher" })).status).toBe(409);
  });

  it("an administrator grants the role directly with PATCH /api/admin/users/{userId}, audited", async () => {
    const person = await makeUser();
    const admin = await makeUser({ email: ADMIN_EMAIL.replace("head", "x") , role: "admin" });
    const response = await call("PATCH", `/api/admin/users/${person.id}`, admin.token, { role: "teacher" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { role: string } }).user.role).toBe("teacher");
    const [audit] = await db().select().from(adminActions).where(and(eq(adminActions.targetId, person.id), eq(adminActions.action, "update_user")));
    expect(audit?.details).toEqual({ before: { role: "user" }, after: { role: "teacher" } });
  });

  it("creates a class only for a teacher who affirms the school's authorisation", async () => {
    const pupil = await makeUser();
    const teacher = await makeUser({ role: "teacher" });
    expect((await call("POST", "/api/classes", undefined, { name: "A", yearGroup: "5", schoolAuthorisation: true })).status).toBe(401);
    expect((await call("POST", "/api/classes", pupil.token, { name: "A", yearGroup: "5", schoolAuthorisation: true })).status).toBe(403);
    for (const body of [
      { name: "A", yearGroup: "5" },
      { name: "A", yearGroup: "5", schoolAuthorisation: false },
      { name: "A", yearGroup: "5", schoolAuthorisation: "yes" },
      { name: "", yearGroup: "5", schoolAuthorisation: true },
      { name: "A", yearGroup: "5", schoolAuthorisation: true, poolTokens: 5 },
    ]) {
      expect((await call("POST", "/api/classes", teacher.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    const created = await newClass(teacher.token);
    expect(created.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const [row] = await db().select().from(classes).where(eq(classes.id, created.id));
    expect(row?.teacherId).toBe(teacher.id);
    expect(row?.schoolAuthorisedAt).toBeInstanceOf(Date);
    const list = ZClassList.parse(await json(await call("GET", "/api/classes", teacher.token)));
    expect(list.classes.map((item) => item.id)).toEqual([created.id]);
  });

  it("pupils join with the code; the code can be turned off and renewed", async () => {
    const teacher = await makeUser({ role: "teacher" });
    const { id, joinCode } = await newClass(teacher.token);
    const pupil = await makeUser({ age: "child" });
    expect((await join(pupil.token, "ZZZZZZZZ")).status).toBe(404);
    expect((await join(pupil.token, "short")).status).toBe(400);
    expect((await call("POST", "/api/classes/join", undefined, { code: joinCode })).status).toBe(401);
    // Typed as a child might: lower case, a dash, spaces.
    const typed = `${joinCode.slice(0, 4).toLowerCase()}-${joinCode.slice(4)} `;
    const joined = await join(pupil.token, typed);
    expect(joined.status).toBe(200);
    expect(ZJoinClassResponse.parse(await joined.json()).classId).toBe(id);
    expect((await join(pupil.token, joinCode)).status).toBe(200);
    expect((await db().select({ n: count() }).from(classMembers).where(eq(classMembers.classId, id)))[0]?.n).toBe(1);
    expect((await join(teacher.token, joinCode)).status).toBe(409);

    const off = await call("POST", `/api/classes/${id}/join-code`, teacher.token, { action: "off" });
    expect(await json(off)).toEqual({ joinCode: null });
    const late = await makeUser();
    expect((await join(late.token, joinCode)).status).toBe(404);
    const on = (await json(await call("POST", `/api/classes/${id}/join-code`, teacher.token, { action: "on" }))) as { joinCode: string };
    expect(on.joinCode).not.toBe(joinCode);
    const renewed = (await json(await call("POST", `/api/classes/${id}/join-code`, teacher.token, { action: "renew" }))) as { joinCode: string };
    expect(renewed.joinCode).not.toBe(on.joinCode);
    expect((await join(late.token, on.joinCode)).status).toBe(404);
    expect((await join(late.token, renewed.joinCode)).status).toBe(200);
    const mine = ZPupilClassList.parse(await json(await call("GET", "/api/classes/mine", late.token)));
    expect(mine.classes.map((item) => item.id)).toEqual([id]);
    expect(JSON.stringify(mine)).not.toContain(renewed.joinCode);
  });

  it("an under-13 pupil makes blocks in their class without a parent's e-mail; outside it the parent route stays", async () => {
    const teacher = await makeUser({ role: "teacher" });
    const { id, joinCode } = await newClass(teacher.token);
    const other = await newClass(teacher.token, "Other class");
    const child = await makeUser({ age: "child" });
    const unknownAge = await makeUser({ age: "unknown" });
    await join(child.token, joinCode);
    await join(unknownAge.token, joinCode);

    const outside = await generate(child.token, { prompt: "make the cat jump" });
    expect(outside.status).toBe(403);
    expect(ZErrorBody.parse(await outside.json()).code).toBe("parental_consent_required");
    // A class the child is not in is no class at all (404), and nothing reaches the provider.
    const before = bench.fake.requests.length;
    expect((await generate(child.token, { prompt: "make the cat jump", classId: other.id })).status).toBe(404);
    expect((await generate(child.token, { prompt: "make the cat jump", classId: 2_000_000_000 })).status).toBe(404);
    expect((await generate(child.token, { prompt: "make the cat jump", classId: "x" })).status).toBe(403);
    expect(bench.fake.requests.length).toBe(before);

    const inClass = await generate(child.token, { prompt: "make the cat jump", classId: id });
    expect(inClass.status).toBe(200);
    const unknown = await generate(unknownAge.token, { prompt: "make the cat jump", classId: id });
    expect(ZErrorBody.parse(await unknown.json()).code).toBe("birth_date_required");
  });

  it("the class pool pays first (from tokens the teacher bought), with the teacher's daily cap and reset", async () => {
    const teacher = await makeUser({ role: "teacher", fields: { availableTokens: 3_000_000, tokensPurchased: 3_000_000, isSubscribed: true } });
    const { id, joinCode } = await newClass(teacher.token);
    expect((await call("POST", `/api/classes/${id}/pool`, teacher.token, { tokens: 5_000_000 })).status).toBe(409);
    expect((await call("POST", `/api/classes/${id}/pool`, teacher.token, { tokens: -5 })).status).toBe(400);
    const moved = await json(await call("POST", `/api/classes/${id}/pool`, teacher.token, { tokens: 2_000_000 }));
    expect(moved).toEqual({ poolTokens: 2_000_000, availableTokens: 1_000_000 });

    const pupil = await makeUser({ age: "child" });
    await join(pupil.token, joinCode);
    const made = await generate(pupil.token, { prompt: "make the cat jump", classId: id });
    expect(made.status).toBe(200);
    expect(await poolOf(id)).toBe(2_000_000 - 700);
    // The pupil's own free usages are untouched; the ledger names the class spend.
    const [pupilRow] = await db().select().from(users).where(eq(users.id, pupil.id));
    expect(pupilRow?.freeUsagesUsed).toBe(0);
    const ledger = await db().select().from(tokenUsage).where(eq(tokenUsage.userId, pupil.id));
    expect(ledger.map((row) => [row.operation, row.tokensUsed])).toEqual([["class-generate", 700]]);
    // The teacher's own ledger still adds up: purchased = available + spent (the move) + refunded.
    const teacherLedger = await readLedger(db(), teacher.id);
    expect(teacherLedger.available + teacherLedger.spent + teacherLedger.refundedBack).toBe(teacherLedger.userTokensPurchased);

    const capped = await call("PATCH", `/api/classes/${id}`, teacher.token, { dailyCap: 1 });
    expect(ZClassDetail.parse(await capped.json()).class.dailyCap).toBe(1);
    const over = await generate(pupil.token, { prompt: "make the cat spin", classId: id });
    expect(over.status).toBe(403);
    expect(ZErrorBody.parse(await over.json()).code).toBe("class_daily_limit_reached");
    const detail = ZClassDetail.parse(await json(await call("GET", `/api/classes/${id}`, teacher.token)));
    expect(detail.pupils).toEqual([expect.objectContaining({ userId: pupil.id, usedToday: 1 })]);
    expect((await call("POST", `/api/classes/${id}/pupils/${pupil.id}/reset-usage`, teacher.token)).status).toBe(200);
    expect((await generate(pupil.token, { prompt: "make the cat spin", classId: id })).status).toBe(200);

    // An empty pool: the pupil's own route pays (a free usage).
    await db().update(classes).set({ poolTokens: 0, dailyCap: 10 }).where(eq(classes.id, id));
    expect((await generate(pupil.token, { prompt: "make the cat hop", classId: id })).status).toBe(200);
    expect((await db().select().from(users).where(eq(users.id, pupil.id)))[0]?.freeUsagesUsed).toBe(1);
    expect(await poolOf(id)).toBe(0);
  });

  it("the teacher sees only the work made in their class, with search, filters and paging; pupils see nobody's", async () => {
    const teacher = await makeUser({ role: "teacher" });
    const otherTeacher = await makeUser({ role: "teacher" });
    const admin = await makeUser({ role: "admin" });
    const { id, joinCode } = await newClass(teacher.token);
    const a = await makeUser({ age: "child" });
    const b = await makeUser();
    await join(a.token, joinCode);
    await join(b.token, joinCode);
    await generate(a.token, { prompt: "make the cat jump", classId: id });
    await generate(b.token, { prompt: "a dog that barks", classId: id });
    await generate(b.token, { prompt: "a dragon that flies", classId: id });
    // Made outside the class: never the teacher's to see.
    await generate(b.token, { prompt: "my secret home project" });

    const page = ZClassWorkPage.parse(await json(await call("GET", `/api/classes/${id}/work`, teacher.token)));
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.prompt)).toEqual(["a dragon that flies", "a dog that barks", "make the cat jump"]);
    expect(page.items[0]?.blocks).toContain("when [space v] key pressed");
    expect(JSON.stringify(page)).not.toContain("secret");
    const searched = ZClassWorkPage.parse(await json(await call("GET", `/api/classes/${id}/work?search=DOG`, teacher.token)));
    expect(searched.items.map((item) => item.prompt)).toEqual(["a dog that barks"]);
    const byPupil = ZClassWorkPage.parse(await json(await call("GET", `/api/classes/${id}/work?pupilId=${a.id}`, teacher.token)));
    expect(byPupil).toMatchObject({ total: 1, items: [{ pupilId: a.id }] });
    const paged = ZClassWorkPage.parse(await json(await call("GET", `/api/classes/${id}/work?limit=2&page=2`, teacher.token)));
    expect(paged).toMatchObject({ total: 3, items: [{ prompt: "make the cat jump" }] });
    const past = ZClassWorkPage.parse(await json(await call("GET", `/api/classes/${id}/work?limit=2&page=9`, teacher.token)));
    expect(past).toEqual({ items: [], total: 3 });
    const future = ZClassWorkPage.parse(await json(await call("GET", `/api/classes/${id}/work?from=2999-01-01`, teacher.token)));
    expect(future.total).toBe(0);
    expect((await call("GET", `/api/classes/${id}/work?limit=1000`, teacher.token)).status).toBe(400);
    expect((await call("GET", `/api/classes/${id}/work?sort=evil`, teacher.token)).status).toBe(400);
    const overview = ZClassOverview.parse(await json(await call("GET", `/api/classes/${id}/overview`, teacher.token)));
    expect(overview.totalThisWeek).toBe(3);
    expect(overview.pupils.find((pupil) => pupil.userId === b.id)).toMatchObject({ thisWeek: 2, lastPrompt: "a dragon that flies" });

    expect((await call("GET", `/api/classes/${id}/work`, otherTeacher.token)).status).toBe(404);
    expect((await call("GET", `/api/classes/${id}/work`, a.token)).status).toBe(404);
    expect(ZClassWorkPage.parse(await json(await call("GET", `/api/classes/${id}/work`, admin.token))).total).toBe(3);

    // Removed: the teacher no longer sees their work; the pupil keeps account and work.
    expect((await call("DELETE", `/api/classes/${id}/pupils/${b.id}`, teacher.token)).status).toBe(200);
    expect(ZClassWorkPage.parse(await json(await call("GET", `/api/classes/${id}/work`, teacher.token))).total).toBe(1);
    expect((await db().select({ n: count() }).from(generatedBlocks).where(eq(generatedBlocks.userId, b.id)))[0]?.n).toBe(3);
    expect((await generate(b.token, { prompt: "make the cat jump", classId: id })).status).toBe(404);
    expect((await call("DELETE", `/api/classes/${id}/pupils/${b.id}`, teacher.token)).status).toBe(404);
  });

  it("leaving or deleting a class keeps the pupil's account and data; the export holds the membership", async () => {
    const teacher = await makeUser({ role: "teacher", fields: { availableTokens: 1_000_000, tokensPurchased: 1_000_000, isSubscribed: true } });
    const { id, joinCode } = await newClass(teacher.token);
    const second = await newClass(teacher.token, "Second");
    const pupil = await makeUser({ age: "child" });
    await join(pupil.token, joinCode);
    await join(pupil.token, second.joinCode);
    await generate(pupil.token, { prompt: "make the cat jump", classId: id });

    const exported = (await openExportResponse(await call("GET", "/api/user/export", pupil.token))).technical;
    expect(exported.tables.class_members?.map((row) => row.classId).sort()).toEqual([id, second.id].sort());
    expect(exported.tables.class_generations).toHaveLength(1);

    expect((await call("DELETE", `/api/classes/${second.id}/membership`, pupil.token)).status).toBe(200);
    expect((await call("DELETE", `/api/classes/${second.id}/membership`, pupil.token)).status).toBe(404);
    await call("POST", `/api/classes/${id}/pool`, teacher.token, { tokens: 400_000 });
    const deleted = await json(await call("DELETE", `/api/classes/${id}`, teacher.token));
    expect(deleted).toEqual({ deleted: true, tokensReturned: 400_000 });
    expect((await db().select().from(users).where(eq(users.id, teacher.id)))[0]?.availableTokens).toBe(1_000_000);
    const teacherLedger = await readLedger(db(), teacher.id);
    expect(teacherLedger.available + teacherLedger.spent + teacherLedger.refundedBack).toBe(teacherLedger.userTokensPurchased);
    expect((await db().select().from(users).where(eq(users.id, pupil.id)))).toHaveLength(1);
    expect((await db().select({ n: count() }).from(generatedBlocks).where(eq(generatedBlocks.userId, pupil.id)))[0]?.n).toBe(1);
    const history = (await json(await call("GET", "/api/user/history?page=1", pupil.token))) as { total: number };
    expect(history.total).toBe(1);
    expect(ZPupilClassList.parse(await json(await call("GET", "/api/classes/mine", pupil.token))).classes).toEqual([]);
  });

  it("authorisation matrix: visitor, pupil, teacher of another class, teacher, admin over every new route", async () => {
    const teacher = await makeUser({ role: "teacher", fields: { availableTokens: 100, tokensPurchased: 100, isSubscribed: true } });
    const otherTeacher = await makeUser({ role: "teacher", fields: { availableTokens: 100, tokensPurchased: 100, isSubscribed: true } });
    const admin = await makeUser({ role: "admin", fields: { availableTokens: 100, tokensPurchased: 100, isSubscribed: true } });
    const pupil = await makeUser({ age: "child" });
    await newClass(otherTeacher.token, "Their class");
    const callers = { visitor: undefined, pupil: pupil.token, otherTeacher: otherTeacher.token, teacher: teacher.token, admin: admin.token } as const;
    type TCaller = keyof typeof callers;
    // Each row: the route, a fresh class per caller (so one caller's change never decides another's answer), expected status per caller.
    const routes: Array<{ name: string; run: (token: string | undefined, ctx: { id: number; code: string; pupilId: number }) => Response | Promise<Response>; expect: Record<TCaller, number> }> = [
      { name: "GET class", run: (t, x) => call("GET", `/api/classes/${x.id}`, t), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "PATCH class", run: (t, x) => call("PATCH", `/api/classes/${x.id}`, t, { challenge: "Make a maze" }), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "join code", run: (t, x) => call("POST", `/api/classes/${x.id}/join-code`, t, { action: "renew" }), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "pool", run: (t, x) => call("POST", `/api/classes/${x.id}/pool`, t, { tokens: 10 }), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "work", run: (t, x) => call("GET", `/api/classes/${x.id}/work`, t), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "overview", run: (t, x) => call("GET", `/api/classes/${x.id}/overview`, t), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "reset usage", run: (t, x) => call("POST", `/api/classes/${x.id}/pupils/${x.pupilId}/reset-usage`, t), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "remove pupil", run: (t, x) => call("DELETE", `/api/classes/${x.id}/pupils/${x.pupilId}`, t), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "delete class", run: (t, x) => call("DELETE", `/api/classes/${x.id}`, t), expect: { visitor: 401, pupil: 404, otherTeacher: 404, teacher: 200, admin: 200 } },
      { name: "create class", run: (t) => call("POST", "/api/classes", t, { name: "New", yearGroup: "4", schoolAuthorisation: true }), expect: { visitor: 401, pupil: 403, otherTeacher: 201, teacher: 201, admin: 201 } },
      { name: "list taught classes", run: (t) => call("GET", "/api/classes", t), expect: { visitor: 401, pupil: 403, otherTeacher: 200, teacher: 200, admin: 200 } },
      { name: "my classes", run: (t) => call("GET", "/api/classes/mine", t), expect: { visitor: 401, pupil: 200, otherTeacher: 200, teacher: 200, admin: 200 } },
      { name: "join", run: (t, x) => call("POST", "/api/classes/join", t, { code: x.code }), expect: { visitor: 401, pupil: 200, otherTeacher: 200, teacher: 409, admin: 200 } },
      { name: "leave", run: (t, x) => call("DELETE", `/api/classes/${x.id}/membership`, t), expect: { visitor: 401, pupil: 200, otherTeacher: 404, teacher: 404, admin: 404 } },
      { name: "class generation", run: (t, x) => call("POST", "/api/blocks/generate", t, { prompt: "make the cat jump", classId: x.id }), expect: { visitor: 401, pupil: 200, otherTeacher: 404, teacher: 404, admin: 404 } },
      { name: "teacher requests (admin)", run: (t) => call("GET", "/api/admin/teacher-requests", t), expect: { visitor: 401, pupil: 403, otherTeacher: 403, teacher: 403, admin: 200 } },
      { name: "decide a request (admin)", run: (t) => call("POST", "/api/admin/teacher-requests/999999/decision", t, { decision: "grant" }), expect: { visitor: 401, pupil: 403, otherTeacher: 403, teacher: 403, admin: 404 } },
      { name: "my teacher request", run: (t) => call("GET", "/api/teacher-requests/mine", t), expect: { visitor: 401, pupil: 200, otherTeacher: 200, teacher: 200, admin: 200 } },
    ];
    for (const route of routes) {
      for (const [caller, token] of Object.entries(callers) as Array<[TCaller, string | undefined]>) {
        const { id, joinCode } = await newClass(teacher.token, `${route.name} for ${caller}`);
        // Set up in the database: the join route's rate limit is tested on its own.
        await db().insert(classMembers).values({ classId: id, userId: pupil.id });
        const response = await route.run(token, { id, code: joinCode, pupilId: pupil.id });
        expect(response.status, `${route.name} as ${caller}`).toBe(route.expect[caller]);
      }
    }
    // A malformed class id names no class.
    expect((await call("GET", "/api/classes/abc", teacher.token)).status).toBe(404);
    expect((await call("GET", "/api/classes/99999999999", teacher.token)).status).toBe(404);
  });

  it("join attempts are rate limited per pupil", async () => {
    const guesser = await makeUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await join(guesser.token, "ZZZZZZZZ")).status);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("a repair round's hold grows from the class pool only as far as it goes, and a release gives it all back", async () => {
    const teacher = await makeUser({ role: "teacher" });
    const { id, joinCode } = await newClass(teacher.token);
    const pupil = await makeUser({ age: "child", fields: { freeUsagesAllowed: 0 } });
    await join(pupil.token, joinCode);
    await db().update(classes).set({ poolTokens: 5_000 }).where(eq(classes.id, id));
    const hold = await reserveClassGeneration({ db: db(), userId: pupil.id, classId: id, maxTokens: 3_000, minTokens: 500, holdMs: 60_000, now: new Date() });
    expect(hold).toMatchObject({ kind: "class-tokens", tokens: 3_000, classId: id });
    expect(await poolOf(id)).toBe(2_000);
    expect(await growReservation({ db: db(), reservation: hold, toTokens: 9_000 })).toBe(5_000);
    expect(await poolOf(id)).toBe(0);
    await releaseReservation({ db: db(), reservation: hold });
    expect(await poolOf(id)).toBe(5_000);
    // Nothing in the pool and nothing of the pupil's own: refused, nothing held.
    await db().update(classes).set({ poolTokens: 0 }).where(eq(classes.id, id));
    await expect(reserveClassGeneration({ db: db(), userId: pupil.id, classId: id, maxTokens: 3_000, minTokens: 500, holdMs: 60_000, now: new Date() })).rejects.toMatchObject({ status: 403 });
    expect((await db().select({ n: count() }).from(generationReservations).where(eq(generationReservations.classId, id)))[0]?.n).toBe(0);
  });

  it("deleting a class while a pupil's generation runs gives its hold back to the teacher, and the generation is charged nothing", async () => {
    const teacher = await makeUser({ role: "teacher" });
    const { id, joinCode } = await newClass(teacher.token);
    const pupil = await makeUser({ age: "child", fields: { freeUsagesAllowed: 0 } });
    await join(pupil.token, joinCode);
    await db().update(classes).set({ poolTokens: 5_000 }).where(eq(classes.id, id));
    const before = (await db().select().from(users).where(eq(users.id, teacher.id)))[0]?.availableTokens ?? 0;
    const hold = await reserveClassGeneration({ db: db(), userId: pupil.id, classId: id, maxTokens: 3_000, minTokens: 500, holdMs: 60_000, now: new Date() });
    const deleted = await json(await call("DELETE", `/api/classes/${id}`, teacher.token));
    // the pool's 2,000 and the running generation's 3,000: nothing vanishes with the class
    expect(deleted).toEqual({ deleted: true, tokensReturned: 5_000 });
    expect((await db().select().from(users).where(eq(users.id, teacher.id)))[0]?.availableTokens).toBe(before + 5_000);
    await expect(db().transaction((tx) => settleReservation({ tx, reservation: hold, tokensUsed: 700 }))).rejects.toMatchObject({ status: 403 });
    expect((await db().select().from(users).where(eq(users.id, pupil.id)))[0]?.availableTokens).toBe(0);
    expect((await db().select({ n: count() }).from(generationReservations).where(eq(generationReservations.userId, pupil.id)))[0]?.n).toBe(0);
  });

  it("race: pupils spending a class pool at once take it exactly to zero, never below, each generation charged once", async () => {
    const teacher = await makeUser({ role: "teacher" });
    const { id, joinCode } = await newClass(teacher.token);
    const prompt = "make the cat jump";
    const perHold = estimateTokenBudget(prompt).maxTokens;
    // Each generation uses all of its hold, so the pool pays exactly five of them and ends at zero.
    const start = perHold * 5;
    await db().update(classes).set({ poolTokens: start, dailyCap: 1000 }).where(eq(classes.id, id));
    // No free usages of their own: a pupil the pool cannot cover is refused, never paid for elsewhere.
    const pupils = await Promise.all(Array.from({ length: 10 }, () => makeUser({ age: "child", fields: { freeUsagesAllowed: 0 } })));
    for (const pupil of pupils) await join(pupil.token, joinCode);
    bench.fake.fallback = () => ({ text: fenced(JUMP), promptTokens: perHold - 100, completionTokens: 100, delayMs: 40 });
    const answers = await Promise.all(pupils.flatMap((pupil) => [generate(pupil.token, { prompt, classId: id }), generate(pupil.token, { prompt, classId: id })]));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(15);
    expect(await poolOf(id)).toBe(0);
    const delivered = await Promise.all(answers.filter((answer) => answer.status === 200).map(async (answer) => Number((await json(answer)).generationId)));
    // One ledger row per delivered generation, of exactly what it used, and one class link each.
    const ledger = await db()
      .select({ generationId: tokenUsage.blockGenerationId, tokens: tokenUsage.tokensUsed })
      .from(tokenUsage)
      .innerJoin(classMembers, and(eq(classMembers.userId, tokenUsage.userId), eq(classMembers.classId, id)))
      .where(eq(tokenUsage.operation, "class-generate"));
    const byId = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);
    expect(ledger.map((row) => row.generationId).sort(byId)).toEqual([...delivered].sort(byId));
    expect(ledger.every((row) => row.tokens === perHold)).toBe(true);
    expect((await db().select({ n: count() }).from(classGenerations).where(eq(classGenerations.classId, id)))[0]?.n).toBe(5);
    expect((await db().select({ n: count() }).from(generationReservations).where(eq(generationReservations.classId, id)))[0]?.n).toBe(0);
  });
});
