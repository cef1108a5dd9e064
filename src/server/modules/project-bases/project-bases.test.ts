import { openExportResponse } from "../../test-support/export-zip";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diffProjectTexts } from "../../../blocks/diff";
import { openProject } from "../../../blocks/project/project.files";
import { readSb3Archive } from "../../../blocks/project/project.sb3-file";
import { packSb3Files } from "../../../blocks/sb3/sb3.archive";
import { ZHistoryPage } from "../../../shared/history";
import { generatedBlocks, projectAssets, projectBases, users } from "../../db/schema";
import { createSignedInUser } from "../../generation/test-support/generation-test-kit";
import { bearer, createTestApp, jsonRequest, testBackends, type TTestApp } from "../../test-support/create-test-app";

/**
 * Issue 30: a version made from an opened .sb3 keeps that project's costumes and sounds on the
 * server, so reopened from history it downloads and runs with them. Owned by the user, stored
 * once per asset, gone with the thread (and the account). On PGlite and PostgreSQL, with the
 * offline generator and a real Code Club project.
 */

const opened = openProject(new Uint8Array(readFileSync("tests/fixtures/real-projects/corpus/lost-in-space.en.sb3")));
const sb3Of = (base: { projectJson: string; assets: Record<string, Uint8Array> }) => new Uint8Array(packSb3Files(new TextEncoder().encode(base.projectJson), base.assets));
const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe.each(testBackends())("stored project bases (%s)", (backend) => {
  let t: TTestApp;
  const upload = (token: string, body: Uint8Array<ArrayBuffer>, query = "") =>
    t.app.request(`/api/user/project-bases${query}`, { method: "POST", headers: { ...bearer(token), "Content-Type": "application/octet-stream" }, body });
  const generate = (token: string, body: unknown) => t.app.request("/api/blocks/generate", jsonRequest("POST", body, bearer(token)));
  const storedBase = (token: string, versionId: number) => t.app.request(`/api/user/history/${versionId}/project-base`, { headers: bearer(token) });
  const assetCount = async (userId: number) => (await t.db.select().from(projectAssets).where(eq(projectAssets.userId, userId))).length;

  beforeAll(async () => {
    t = await createTestApp({ backend, env: { GENERATE_RATE_LIMIT_PER_MINUTE: "1000" } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps an opened project's costumes and sounds with every version made from it; reopened, the download has them all", { timeout: 120_000 }, async () => {
    const user = await createSignedInUser(t, { freeUsagesAllowed: 10 });
    const stored = await upload(user.token, sb3Of(opened.base));
    expect(stored.status).toBe(201);
    const { projectBaseId } = (await stored.json()) as { projectBaseId: number };
    // the same project again is the same stored base
    expect(await (await upload(user.token, sb3Of(opened.base))).json()).toEqual({ projectBaseId });

    const first = await generate(user.token, { prompt: "make the rocketship faster", baseProjectText: opened.text, baseProjectId: projectBaseId });
    expect(first.status).toBe(200);
    const version = (await first.json()) as { generationId: number; blocks: string; version: { hasProjectBase?: true } };
    expect(version.version.hasProjectBase).toBe(true);
    // a follow-up on that version (from history) keeps the same base
    const second = await generate(user.token, { prompt: "make the rocketship slower", baseGenerationId: version.generationId });
    expect(second.status).toBe(200);
    const later = (await second.json()) as { generationId: number; blocks: string; version: { hasProjectBase?: true } };
    expect(later.version.hasProjectBase).toBe(true);

    const list = ZHistoryPage.parse(await (await t.app.request("/api/user/history", { headers: bearer(user.token) })).json());
    expect(list.items.map((item) => [item.id, item.hasProjectBase, item.versionCount])).toEqual([[later.generationId, true, 2]]);

    // reopened: the stored base is the opened file's project.json and every asset, byte for byte
    for (const id of [version.generationId, later.generationId]) {
      const response = await storedBase(user.token, id);
      expect(response.status).toBe(200);
      const archive = readSb3Archive(new Uint8Array(await response.arrayBuffer()));
      expect(archive.projectJsonText).toBe(opened.base.projectJson);
      expect(Object.keys(archive.assets).sort()).toEqual(Object.keys(opened.base.assets).sort());
      for (const [name, bytes] of Object.entries(opened.base.assets)) expect(sameBytes(archive.assets[name]!, bytes), name).toBe(true);
    }
    expect(diffProjectTexts(version.blocks, later.blocks).changes.length).toBeGreaterThan(0);
    // each costume and sound once, however many versions use it
    expect(await assetCount(user.id)).toBe(new Set(Object.values(opened.base.assets).map((bytes) => Buffer.from(bytes).toString("base64"))).size);
  });

  it("shares assets between projects, keeps them the user's own, and deletes them with the last thread that uses them", { timeout: 120_000 }, async () => {
    const owner = await createSignedInUser(t, { freeUsagesAllowed: 10 });
    const other = await createSignedInUser(t, { freeUsagesAllowed: 10 });
    const { projectBaseId } = (await (await upload(owner.token, sb3Of(opened.base))).json()) as { projectBaseId: number };
    // a second project with one costume of the first and one of its own
    const [sharedName, sharedBytes] = Object.entries(opened.base.assets)[0]!;
    const remix = { projectJson: '{"targets":[],"meta":{"semver":"3.0.0"}}', assets: { [sharedName]: sharedBytes, "new.svg": new TextEncoder().encode("<svg/>") } };
    const { projectBaseId: remixId } = (await (await upload(owner.token, sb3Of(remix))).json()) as { projectBaseId: number };
    expect(remixId).not.toBe(projectBaseId);
    const distinct = new Set(Object.values(opened.base.assets).map((bytes) => Buffer.from(bytes).toString("base64"))).size;
    expect(await assetCount(owner.id)).toBe(distinct + 1);

    // another user can neither name nor read the owner's base
    expect((await generate(other.token, { prompt: "make the rocketship faster", baseProjectText: opened.text, baseProjectId: projectBaseId })).status).toBe(404);
    const made = await generate(owner.token, { prompt: "make the rocketship faster", baseProjectText: opened.text, baseProjectId: projectBaseId });
    const version = (await made.json()) as { generationId: number };
    expect((await storedBase(other.token, version.generationId)).status).toBe(404);
    expect(await assetCount(other.id)).toBe(0);

    // the data download's technical file holds the stored project and its files (bytes as base64)
    const download = await openExportResponse(await t.app.request("/api/user/export", { headers: bearer(owner.token) }));
    const exported = download.technical as unknown as { tables: Record<string, Array<Record<string, unknown>>> };
    // ...and the version's .sb3 in it opens with every costume and sound of the opened project
    const versionSb3 = download.names.find((name) => name.endsWith("make-the-rocketship-faster.sb3"));
    expect(versionSb3).toBeDefined();
    const versionArchive = readSb3Archive(download.bytes(versionSb3!));
    for (const [name, bytes] of Object.entries(opened.base.assets)) expect(sameBytes(versionArchive.assets[name]!, bytes), name).toBe(true);
    expect(exported.tables.project_bases?.map((row) => row.projectJson)).toContain(opened.base.projectJson);
    const exportedAsset = exported.tables.project_assets?.find((row) => typeof row.bytes === "object" && row.bytes !== null);
    expect(Buffer.from((exportedAsset!.bytes as { base64: string }).base64, "base64").byteLength).toBe(exportedAsset!.size);

    // deleting the thread deletes its base and the assets only it named; the remix's stay
    expect((await t.app.request(`/api/user/history/${version.generationId}`, { method: "DELETE", headers: bearer(owner.token) })).status).toBe(200);
    const bases = await t.db.select({ id: projectBases.id }).from(projectBases).where(eq(projectBases.userId, owner.id));
    expect(bases.map((row) => row.id)).toEqual([remixId]);
    expect(await assetCount(owner.id)).toBe(2);

    // and the account's deletion takes the rest
    expect((await t.app.request("/api/user", { method: "DELETE", headers: bearer(owner.token) })).status).toBe(200);
    expect(await assetCount(owner.id)).toBe(0);
  });

  it("stores nothing for a child a parent has not said yes to, and refuses what is not a project", async () => {
    const child = await createSignedInUser(t);
    await t.db.update(users).set({ birthYear: 2016, birthMonth: 5, adultFrom: new Date(Date.UTC(2029, 5, 1)) }).where(eq(users.id, child.id));
    const refused = await upload(child.token, sb3Of(opened.base));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("parental_consent_required");
    expect(await assetCount(child.id)).toBe(0);

    const adult = await createSignedInUser(t);
    expect((await upload(adult.token, new Uint8Array(new TextEncoder().encode("not a project")))).status).toBe(400);
    expect((await t.app.request("/api/user/project-bases", { method: "POST", body: sb3Of(opened.base) })).status).toBe(401);
    // a stored base goes with project text only
    expect((await generate(adult.token, { prompt: "faster", baseProjectId: 1 })).status).toBe(400);
    const [row] = await t.db.select({ n: generatedBlocks.id }).from(generatedBlocks).where(eq(generatedBlocks.userId, adult.id));
    expect(row).toBeUndefined();
  });
});
