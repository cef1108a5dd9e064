import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAuthResponse } from "../../../shared/user";
import type { TAppBindings } from "../../app-context";
import { users } from "../../db/schema";
import { errorHandler } from "../../middleware/error-handler";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { describeProvider } from "../../provider-info";
import { requireAdmin, requireUser } from "./auth.middleware";

/** requireUser / requireAdmin as another module (billing, admin) will mount them. */
describe.each(testBackends())("auth middleware on %s", (backend) => {
  let t: TTestApp;
  let guarded: Hono<TAppBindings>;

  beforeAll(async () => {
    t = await createTestApp({ backend });
    const deps = { env: t.env, database: t.database, provider: describeProvider(t.env) };
    guarded = new Hono<TAppBindings>()
      .use("*", async (c, next) => {
        c.set("deps", deps);
        c.set("db", t.db);
        await next();
      })
      .get("/mine", requireUser, (c) => c.json({ id: c.var.user.id, session: c.var.session.id }))
      .get("/admin", requireAdmin, (c) => c.json({ ok: true }));
    guarded.onError(errorHandler);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = async (email: string) =>
    ZAuthResponse.parse(await (await t.app.request("/api/auth/test-login", jsonRequest("POST", { email }))).json());

  it("requireUser passes the signed-in user and session on, and refuses anyone else", async () => {
    const { token, user } = await signIn("kid@example.com");
    const ok = await guarded.request("/mine", { headers: bearer(token) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: user.id });
    expect((await guarded.request("/mine")).status).toBe(401);
    expect((await guarded.request("/mine", { headers: { authorization: "Basic abc" } })).status).toBe(401);
  });

  it("requireAdmin reads the role from the database on every request", async () => {
    const { token, user } = await signIn("teacher@example.com");
    expect((await guarded.request("/admin", { headers: bearer(token) })).status).toBe(403);
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    expect((await guarded.request("/admin", { headers: bearer(token) })).status).toBe(200);
    await t.db.update(users).set({ role: "user" }).where(eq(users.id, user.id));
    const demoted = await guarded.request("/admin", { headers: bearer(token) });
    expect(demoted.status).toBe(403);
    expect(await demoted.json()).toMatchObject({ code: "forbidden", message: "Administrator access required" });
    expect((await guarded.request("/admin")).status).toBe(401);
  });
});
