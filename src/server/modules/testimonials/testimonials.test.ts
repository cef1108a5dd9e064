import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "../../../shared/errors";
import {
  ZPublicTestimonialList,
  ZTestimonialDeleteResponse,
  ZTestimonialList,
  ZTestimonialResponse,
  type TTestimonialCreate,
} from "../../../shared/testimonials";
import { ZAuthResponse } from "../../../shared/user";
import { adminActions, testimonials } from "../../db/schema";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";

describe.each(testBackends())("testimonials API on %s", (backend) => {
  let t: TTestApp;
  let admin: { token: string; id: number };
  let user: { token: string; id: number };
  const now = new Date("2026-03-01T10:00:00Z");

  const signIn = async (email: string) => {
    const body = ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }))).json());
    return { token: body.token, id: body.user.id };
  };
  const adminCall = (method: string, path: string, body?: unknown, token = admin.token) =>
    t.app.request(`/api/admin/testimonials${path}`, jsonRequest(method, body, bearer(token)));
  const create = async (input: TTestimonialCreate) => {
    const res = await adminCall("POST", "", input);
    expect(res.status).toBe(201);
    return ZTestimonialResponse.parse(await res.json()).testimonial;
  };
  const publicList = async () => {
    const res = await t.app.request("/api/testimonials");
    expect(res.status).toBe(200);
    return ZPublicTestimonialList.parse(await res.json()).testimonials;
  };
  const errorOf = async (res: Response, status: number) => {
    expect(res.status).toBe(status);
    return ZErrorBody.parse(await res.json());
  };

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { ADMIN_EMAILS: "head@example.com" }, now: () => now });
    admin = await signIn("head@example.com");
    user = await signIn("pupil@example.com");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows nobody's words when there are none: the public list starts empty", async () => {
    expect(await publicList()).toEqual([]);
  });

  it("keeps every admin route behind a signed-in administrator", async () => {
    for (const [method, path] of [
      ["GET", ""],
      ["POST", ""],
      ["PATCH", "/1"],
      ["DELETE", "/1"],
    ] as const) {
      expect((await t.app.request(`/api/admin/testimonials${path}`, { method })).status).toBe(401);
      const asUser = await adminCall(method, path, method === "POST" || method === "PATCH" ? { quote: "x" } : undefined, user.token);
      expect((await errorOf(asUser, 403)).message).toBe("Administrator access required");
    }
    expect(await t.db.select().from(testimonials)).toEqual([]);
  });

  it("publishes only what an admin published with the author's permission, newest first", async () => {
    const teacher = await create({
      quote: "My Year 5 class read the blocks before building them.",
      attribution: "Year 5 teacher",
      givenOn: "2026-02-10",
      permissionGiven: true,
      isPublished: true,
    });
    expect(teacher).toMatchObject({ permissionGiven: true, isPublished: true, givenOn: "2026-02-10", createdAt: expect.any(String) });
    await create({ quote: "Not yet agreed to share.", attribution: "Parent", givenOn: "2026-02-20" });
    await create({ quote: "Agreed, but the admin has not published it.", attribution: "Parent", givenOn: "2026-02-21", permissionGiven: true });
    const parent = await create({
      quote: "  We built the gravity game together on Sunday.  ",
      attribution: " Parent of a 9-year-old ",
      givenOn: "2026-02-15",
      permissionGiven: true,
      isPublished: true,
    });

    const shown = await publicList();
    expect(shown).toEqual([
      { id: parent.id, quote: "We built the gravity game together on Sunday.", attribution: "Parent of a 9-year-old", givenOn: "2026-02-15" },
      { id: teacher.id, quote: "My Year 5 class read the blocks before building them.", attribution: "Year 5 teacher", givenOn: "2026-02-10" },
    ]);
    // The public answer carries no bookkeeping fields.
    expect(Object.keys(shown[0]!).sort()).toEqual(["attribution", "givenOn", "id", "quote"]);

    const all = ZTestimonialList.parse(await (await adminCall("GET", "")).json()).testimonials;
    expect(all.map((row) => row.givenOn)).toEqual(["2026-02-21", "2026-02-20", "2026-02-15", "2026-02-10"]);
  });

  it("refuses to publish without permission, on create, on update and in the database itself", async () => {
    const created = await adminCall("POST", "", { quote: "Hi", attribution: "Teacher", givenOn: "2026-01-01", isPublished: true });
    expect((await errorOf(created, 400)).issues?.[0]).toMatchObject({ path: "isPublished" });

    const draft = await create({ quote: "Draft", attribution: "Teacher", givenOn: "2026-01-02" });
    const published = await adminCall("PATCH", `/${draft.id}`, { isPublished: true });
    expect(await errorOf(published, 409)).toMatchObject({ code: "permission_required" });

    const live = await create({ quote: "Live", attribution: "Teacher", givenOn: "2026-01-03", permissionGiven: true, isPublished: true });
    // Withdrawing permission while published is refused too: unpublish first.
    expect((await errorOf(await adminCall("PATCH", `/${live.id}`, { permissionGiven: false }), 409)).code).toBe("permission_required");
    const withdrawn = await adminCall("PATCH", `/${live.id}`, { permissionGiven: false, isPublished: false });
    expect(ZTestimonialResponse.parse(await withdrawn.json()).testimonial).toMatchObject({ permissionGiven: false, isPublished: false });
    expect((await publicList()).map((row) => row.quote)).not.toContain("Live");

    await expect(
      t.db.insert(testimonials).values({ quote: "x", attribution: "y", givenOn: "2026-01-01", isPublished: true, permissionGiven: false }),
    ).rejects.toThrow();
  });

  it("validates strictly: required fields, real dates, lengths, unknown keys, malformed JSON", async () => {
    const bad = async (body: unknown) => (await errorOf(await adminCall("POST", "", body), 400)).issues?.map((issue) => issue.path);
    expect(await bad({ attribution: "Teacher", givenOn: "2026-01-01" })).toEqual(["quote"]);
    expect(await bad({ quote: "   ", attribution: "Teacher", givenOn: "2026-01-01" })).toEqual(["quote"]);
    expect(await bad({ quote: "Hi", attribution: "", givenOn: "2026-01-01" })).toEqual(["attribution"]);
    expect(await bad({ quote: "Hi", attribution: "Teacher", givenOn: "2025-02-30" })).toEqual(["givenOn"]);
    expect(await bad({ quote: "x".repeat(601), attribution: "Teacher", givenOn: "2026-01-01" })).toEqual(["quote"]);
    expect(await bad({ quote: "Hi", attribution: "Teacher", givenOn: "2026-01-01", createdBy: 5 })).toEqual([""]);
    const malformed = await t.app.request("/api/admin/testimonials", {
      method: "POST",
      headers: { ...bearer(admin.token), "content-type": "application/json" },
      body: "{",
    });
    expect((await errorOf(malformed, 400)).code).toBe("invalid_json");
    expect((await errorOf(await adminCall("PATCH", "/1", {}), 400)).code).toBe("validation_failed");
    expect((await errorOf(await adminCall("PATCH", "/abc", { quote: "Hi" }), 400)).code).toBe("invalid_id");
    expect((await errorOf(await adminCall("DELETE", "/0"), 400)).code).toBe("invalid_id");
  });

  it("edits and deletes, answers 404 for a missing id, and audits every change", async () => {
    const row = await create({ quote: "Before", attribution: "Teacher", givenOn: "2026-01-04" });
    const edited = ZTestimonialResponse.parse(await (await adminCall("PATCH", `/${row.id}`, { quote: "After", givenOn: "2026-01-05" })).json());
    expect(edited.testimonial).toMatchObject({ quote: "After", givenOn: "2026-01-05", attribution: "Teacher", updatedAt: now.toISOString() });

    const deleted = await adminCall("DELETE", `/${row.id}`);
    expect(ZTestimonialDeleteResponse.parse(await deleted.json())).toEqual({ deleted: true, id: row.id });
    expect((await errorOf(await adminCall("DELETE", `/${row.id}`), 404)).message).toBe("Testimonial not found");
    expect((await errorOf(await adminCall("PATCH", `/${row.id}`, { quote: "Again" }), 404)).message).toBe("Testimonial not found");

    const audit = await t.db.select().from(adminActions).where(eq(adminActions.targetId, row.id));
    expect(audit.map((entry) => [entry.action, entry.adminId])).toEqual([
      ["testimonial_create", admin.id],
      ["testimonial_update", admin.id],
      ["testimonial_delete", admin.id],
    ]);
  });

  it("lets a shared cache keep the public list briefly, but never the admin list", async () => {
    expect((await t.app.request("/api/testimonials")).headers.get("cache-control")).toBe("public, max-age=60");
    expect((await adminCall("GET", "")).headers.get("cache-control")).toBe("no-store");
  });
});
