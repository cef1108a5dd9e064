import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diffProjectTexts } from "../../../blocks/diff";
import { ZErrorBody } from "../../../shared/errors";
import { ZVersionThread } from "../../../shared/versions";
import { FOLLOW_UP_RULES, MAX_FOLLOW_UP_PROJECT_TOKENS } from "../../generation/follow-up.prompt";
import { countRows, createSignedInUser, readUser, startGenerationBench, sumUsage, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { estimateTokenBudget } from "../../generation/token-budget";
import { bearer, createTestApp, jsonRequest, testBackends } from "../../test-support/create-test-app";
import { suggestFollowUps } from "../../../blocks/diff/diff.suggestions";
import { readFileSync } from "node:fs";
import { downloadProject, openProject } from "../../../blocks/project/project.files";
import { readSb3Archive } from "../../../blocks/project/project.sb3-file";

/**
 * Issue 30: a follow-up request goes to the generation endpoint with the version it changes (or
 * an opened project's text). The provider (a fake OpenAI-compatible server on 127.0.0.1, through
 * the real AI SDK code) receives the current project; the answer is stored as a new version of
 * the thread, charged exactly like a generation. On PGlite and PostgreSQL.
 */

const fenced = (program: string) => "```scratchblocks\n" + program + "\n```";

const PONG = [
  "// stage",
  "// variable score = 0",
  "when flag clicked",
  "set [score v] to (0)",
  "",
  "// sprite: Ball",
  "// x: 0, y: 0, direction: 45",
  "when flag clicked",
  "forever",
  "move (5) steps",
  "if on edge, bounce",
  "if <touching (Paddle v)?> then",
  "point in direction ((180) - (direction))",
  "change [score v] by (1)",
  "end",
  "end",
  "",
  "// sprite: Paddle",
  "// x: 0, y: -150",
  "when [left arrow v] key pressed",
  "change x by (-20)",
  "",
  "when [right arrow v] key pressed",
  "change x by (20)",
].join("\n");
const FASTER = PONG.replace("move (5) steps", "move (8) steps");

interface TGenerated {
  generationId: number;
  blocks: string;
  tokensUsed: number;
  user: { freeUsagesUsed: number; availableTokens: number };
  version?: { threadId: number; parentId: number | null };
}

describe.each(testBackends())("follow-up requests and versions (%s)", (backend) => {
  let bench: TGenerationBench;
  const generate = (token: string, body: unknown) => bench.t.app.request("/api/blocks/generate", jsonRequest("POST", body, bearer(token)));
  const versions = (token: string, id: number) => bench.t.app.request(`/api/user/history/${id}/versions`, { headers: bearer(token) });
  const makeCurrent = (token: string, id: number) => bench.t.app.request(`/api/user/history/${id}/make-current`, jsonRequest("POST", {}, bearer(token)));

  async function generatePong(token: string): Promise<TGenerated> {
    bench.fake.enqueue({ text: fenced(PONG) });
    const response = await generate(token, { prompt: "make pong" });
    expect(response.status).toBe(200);
    return (await response.json()) as TGenerated;
  }

  beforeAll(async () => {
    bench = await startGenerationBench({ backend, env: { AI_TIMEOUT_MS: "20000" } });
  });
  afterAll(async () => {
    await bench?.close();
  });
  beforeEach(() => {
    bench.fake.fallback = null;
    bench.fake.requests.length = 0;
  });

  it("sends the provider the current project and the request; the new version keeps every untouched script byte for byte", async () => {
    const user = await createSignedInUser(bench.t);
    const first = await generatePong(user.token);
    expect(first.version).toBeUndefined();
    bench.fake.requests.length = 0;
    bench.fake.enqueue({ text: `Here you go!\n\n${fenced(FASTER)}`, promptTokens: 1_200, completionTokens: 300 });
    const response = await generate(user.token, { prompt: "make the ball faster", baseGenerationId: first.generationId });
    expect(response.status).toBe(200);
    const next = (await response.json()) as TGenerated;

    const sent = bench.fake.requests[0]!;
    expect(bench.fake.requests).toHaveLength(1);
    expect(String(sent.messages[0]?.content)).toContain(FOLLOW_UP_RULES);
    const userTurn = String(sent.messages.at(-1)?.content);
    expect(userTurn).toContain(first.blocks);
    expect(userTurn).toContain("make the ball faster");

    expect(next.version).toEqual({ threadId: first.generationId, parentId: first.generationId });
    expect(next.generationId).not.toBe(first.generationId);
    // Every line but the one changed is the same text, in the same place.
    const before = first.blocks.split("\n");
    const after = next.blocks.split("\n");
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual(["move (8) steps"]);
    const diff = diffProjectTexts(first.blocks, next.blocks);
    expect(diff.unchangedScripts).toBe(3);
    expect(diff.changes).toEqual([{ target: "Ball", kind: "changed", before: "move (5) steps", after: "move (8) steps", line: after.indexOf("move (8) steps") + 1 }]);

    // Charged like a generation: one more free usage, one more ledger row.
    expect(next.user.freeUsagesUsed).toBe(2);
    expect(next.tokensUsed).toBe(1_500);
    expect(await countRows(bench.t, "token_usage", user.id)).toBe(2);
    expect(await countRows(bench.t, "generated_blocks", user.id)).toBe(2);
  });

  it("a follow-up on an opened project's text starts a thread of its own", async () => {
    const user = await createSignedInUser(bench.t);
    bench.fake.enqueue({ text: fenced(FASTER) });
    const response = await generate(user.token, { prompt: "make the ball faster", baseProjectText: PONG });
    expect(response.status).toBe(200);
    const body = (await response.json()) as TGenerated;
    expect(body.version).toEqual({ threadId: body.generationId, parentId: null });
    expect(String(bench.fake.requests[0]?.messages.at(-1)?.content)).toContain(PONG);
  });

  it("refuses another user's version with 404, a misspelt or doubled base with 400, and calls no provider", async () => {
    const owner = await createSignedInUser(bench.t);
    const other = await createSignedInUser(bench.t);
    const first = await generatePong(owner.token);
    bench.fake.requests.length = 0;
    const stolen = await generate(other.token, { prompt: "make the ball faster", baseGenerationId: first.generationId });
    expect(stolen.status).toBe(404);
    expect((await generate(other.token, { prompt: "make the ball faster", baseGenerationId: 2_000_000_000 })).status).toBe(404);
    for (const body of [
      { prompt: "faster", baseGenerationId: first.generationId, baseProjectText: PONG },
      { prompt: "faster", baseGenerationID: first.generationId },
      { prompt: "faster", baseGenerationId: "1" },
      { prompt: "faster", baseGenerationId: -3 },
      { prompt: "faster", baseProjectText: "   " },
    ]) {
      const response = await generate(owner.token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(bench.fake.requests).toHaveLength(0);
    expect((await readUser(bench.t, other.id)).freeUsagesUsed).toBe(0);
    expect((await versions(other.token, first.generationId)).status).toBe(404);
    expect((await makeCurrent(other.token, first.generationId)).status).toBe(404);
  });

  it("two follow-ups sent at once on the same version make two versions; any version can be made current again", async () => {
    const user = await createSignedInUser(bench.t, { freeUsagesAllowed: 10 });
    const first = await generatePong(user.token);
    let calls = 0;
    bench.fake.fallback = () => {
      calls += 1;
      return { text: fenced(calls === 1 ? FASTER : PONG.replace("move (5) steps", "move (3) steps")), delayMs: 100 };
    };
    const [a, b] = await Promise.all([
      generate(user.token, { prompt: "make the ball faster", baseGenerationId: first.generationId }),
      generate(user.token, { prompt: "make the ball slower", baseGenerationId: first.generationId }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [one, two] = [(await a.json()) as TGenerated, (await b.json()) as TGenerated];
    expect(one.generationId).not.toBe(two.generationId);
    expect(one.version?.parentId).toBe(first.generationId);
    expect(two.version?.parentId).toBe(first.generationId);

    const thread = ZVersionThread.parse(await (await versions(user.token, one.generationId)).json());
    expect(thread.threadId).toBe(first.generationId);
    expect(thread.versions.map((version) => version.id).sort()).toEqual([first.generationId, one.generationId, two.generationId].sort());
    expect(thread.versions.find((version) => version.id === first.generationId)?.blocks).toBe(first.blocks);
    expect(thread.currentId).toBe(Math.max(one.generationId, two.generationId));

    // Undo: the first version is current again; nothing else changes.
    const undone = ZVersionThread.parse(await (await makeCurrent(user.token, first.generationId)).json());
    expect(undone.currentId).toBe(first.generationId);
    expect(undone.versions.filter((version) => version.isCurrent).map((version) => version.id)).toEqual([first.generationId]);
    expect(undone.versions.map((version) => version.blocks)).toEqual(thread.versions.map((version) => version.blocks));

    // A follow-up on a later version joins the same thread.
    bench.fake.fallback = null;
    bench.fake.enqueue({ text: fenced(FASTER.replace("change x by (20)", "change x by (30)")) });
    const third = (await (await generate(user.token, { prompt: "make the paddle faster to the right", baseGenerationId: one.generationId })).json()) as TGenerated;
    expect(third.version).toEqual({ threadId: first.generationId, parentId: one.generationId });
    const latest = ZVersionThread.parse(await (await versions(user.token, first.generationId)).json());
    expect(latest.versions).toHaveLength(4);
    expect(latest.currentId).toBe(third.generationId);
  });

  it("charges tokens for a follow-up exactly as reported, counting the project text in the hold", async () => {
    const plain = estimateTokenBudget("make the ball faster");
    const followUp = estimateTokenBudget("make the ball faster", { projectText: PONG });
    expect(followUp.minTokens).toBeGreaterThan(plain.minTokens);
    // Enough to start a fresh generation but not a follow-up carrying the project, and no free
    // usage left to pay instead (issue 31's plan rule): refused, nothing charged.
    const poor = await createSignedInUser(bench.t, { isSubscribed: true, availableTokens: followUp.minTokens - 1, freeUsagesUsed: 3 });
    const refused = await generate(poor.token, { prompt: "make the ball faster", baseProjectText: PONG });
    expect(refused.status).toBe(403);
    expect(bench.fake.requests).toHaveLength(0);
    expect((await readUser(bench.t, poor.id)).availableTokens).toBe(followUp.minTokens - 1);

    const user = await createSignedInUser(bench.t, { isSubscribed: true, availableTokens: 100_000 });
    bench.fake.enqueue({ text: fenced(FASTER), promptTokens: 2_000, completionTokens: 400 });
    const response = await generate(user.token, { prompt: "make the ball faster", baseProjectText: PONG });
    expect(response.status).toBe(200);
    expect((await readUser(bench.t, user.id)).availableTokens).toBe(100_000 - 2_400);
    expect(await sumUsage(bench.t, user.id)).toBe(2_400);
  });

  it("gives back the free usage when the provider fails on a follow-up", async () => {
    const user = await createSignedInUser(bench.t);
    const first = await generatePong(user.token);
    bench.fake.enqueue({ status: 500 });
    const response = await generate(user.token, { prompt: "make the ball faster", baseGenerationId: first.generationId });
    expect(response.status).toBe(502);
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(1);
    expect(await countRows(bench.t, "generated_blocks", user.id)).toBe(1);
    expect(await countRows(bench.t, "generation_reservations", user.id)).toBe(0);
  });

  it("refuses a project too large to send and get back whole with a clear 413, before anything is reserved", async () => {
    const user = await createSignedInUser(bench.t, { isSubscribed: true, availableTokens: 1_000_000 });
    const script = (n: number) => `when [${"abcdefghijklmnopqrstuvwxyz"[n % 26]} v] key pressed\nsay [Number ${n} of a very long list of things to say] for (2) seconds\nchange x by (${n})`;
    const huge = Array.from({ length: 400 }, (_, n) => script(n)).join("\n\n");
    const response = await generate(user.token, { prompt: "make it faster", baseProjectText: huge });
    expect(response.status).toBe(413);
    expect(ZErrorBody.parse(await response.json()).message).toMatch(/too big to change with words in one go/);
    expect(bench.fake.requests).toHaveLength(0);
    expect((await readUser(bench.t, user.id)).availableTokens).toBe(1_000_000);
    expect(MAX_FOLLOW_UP_PROJECT_TOKENS).toBeGreaterThan(1_000);
  });

  it("an idempotent retry of a follow-up gets the same version back; the same key on another base is refused", async () => {
    const user = await createSignedInUser(bench.t, { freeUsagesAllowed: 10 });
    const first = await generatePong(user.token);
    bench.fake.enqueue({ text: fenced(FASTER) });
    const send = (body: unknown) => bench.t.app.request("/api/blocks/generate", jsonRequest("POST", body, { ...bearer(user.token), "idempotency-key": "follow-up-1" }));
    const a = (await (await send({ prompt: "make the ball faster", baseGenerationId: first.generationId })).json()) as TGenerated;
    const again = await send({ prompt: "make the ball faster", baseGenerationId: first.generationId });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(((await again.json()) as TGenerated).generationId).toBe(a.generationId);
    expect((await send({ prompt: "make the ball faster", baseGenerationId: a.generationId })).status).toBe(422);
  });
});

describe("a follow-up answered by the offline generator (no AI_PROVIDER set)", () => {
  // The offline generator loads its word lists and Scratch's engine on first use: slow on a loaded machine.
  it("makes the ball faster in the version it was given, and offers changes that fit when it cannot", { timeout: 180_000 }, async () => {
    const t = await createTestApp({ env: { GENERATE_RATE_LIMIT_PER_MINUTE: "1000" } });
    try {
      const user = await createSignedInUser(t, { freeUsagesAllowed: 10 });
      const send = (body: unknown) => t.app.request("/api/blocks/generate", jsonRequest("POST", body, bearer(user.token)));
      const first = (await (await send({ prompt: "make pong" })).json()) as TGenerated;
      expect(first.blocks).toContain("// sprite: Ball");
      const response = await send({ prompt: "make the ball faster", baseGenerationId: first.generationId });
      expect(response.status).toBe(200);
      const next = (await response.json()) as TGenerated & { explanation: string; leftOut: string[] };
      expect(next.version).toEqual({ threadId: first.generationId, parentId: first.generationId });
      const diff = diffProjectTexts(first.blocks, next.blocks);
      expect(diff.changes.map((change) => change.target)).toEqual(["Ball"]);
      expect(diff.changes[0]?.kind).toBe("changed");
      expect(next.explanation).toContain("the Ball moves faster");
      expect(next.leftOut).toEqual([]);
      expect(next.user.freeUsagesUsed).toBe(2);

      const unknown = await send({ prompt: "make it feel more like a rainy day in spring", baseGenerationId: next.generationId });
      expect(unknown.status).toBe(422);
      const body = (await unknown.json()) as { suggestions: string[] };
      expect(body.suggestions).toEqual(suggestFollowUps(next.blocks));
      expect((await readUser(t, user.id)).freeUsagesUsed).toBe(2);
    } finally {
      await t.close();
    }
  });

  it("changes an opened .sb3 and keeps everything else of it: every asset byte for byte, every untouched script and setting as Scratch stored it", { timeout: 180_000 }, async () => {
    const opened = openProject(new Uint8Array(readFileSync("tests/fixtures/real-projects/corpus/lost-in-space.en.sb3")));
    const t = await createTestApp({ env: { GENERATE_RATE_LIMIT_PER_MINUTE: "1000" } });
    try {
      const user = await createSignedInUser(t, { freeUsagesAllowed: 10 });
      // only the text is sent (the base stays in the browser); the answer is laid over the base there
      const response = await t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: "make the rocketship faster", baseProjectText: opened.text }, bearer(user.token)));
      expect(response.status).toBe(200);
      const next = (await response.json()) as TGenerated;
      const diff = diffProjectTexts(opened.text, next.blocks);
      expect(diff.changes.map((change) => [change.target, change.kind])).toEqual([["Rocketship", "changed"]]);
      expect(diff.changedScripts).toBe(1);

      const saved = readSb3Archive(downloadProject(next.blocks, opened.base));
      expect(Object.keys(saved.assets).sort()).toEqual(Object.keys(opened.base.assets).sort());
      for (const [name, bytes] of Object.entries(opened.base.assets)) expect(Buffer.from(saved.assets[name]!).equals(Buffer.from(bytes)), name).toBe(true);

      type TTarget = { name: string; blocks: Record<string, { topLevel?: boolean; parent?: string | null; next?: string | null }> } & Record<string, unknown>;
      const base = JSON.parse(opened.base.projectJson) as { targets: TTarget[] } & Record<string, unknown>;
      const now = saved.projectJson as unknown as { targets: TTarget[] } & Record<string, unknown>;
      // the project's other parts (monitors, extensions, meta) as they were
      const { targets: _baseTargets, ...baseRest } = base;
      const { targets: _nowTargets, ...nowRest } = now;
      expect(nowRest).toEqual(baseRest);
      expect(now.targets.map((target) => target.name)).toEqual(base.targets.map((target) => target.name));
      let keptScripts = 0;
      let changedScripts = 0;
      for (const [index, target] of base.targets.entries()) {
        const { blocks: baseBlocks, ...baseSettings } = target;
        const { blocks: nowBlocks, ...nowSettings } = now.targets[index]!;
        // costumes, sounds, variables, lists, position, layer: untouched
        expect(nowSettings, target.name).toEqual(baseSettings);
        // a script is its top block and every block under it; untouched ones keep their ids and JSON
        const scriptOf = (blocks: TTarget["blocks"], id: string): string => {
          let at = id;
          while (blocks[at]?.parent) at = blocks[at]!.parent!;
          return at;
        };
        const scripts = new Map<string, string[]>();
        for (const id of Object.keys(baseBlocks)) scripts.set(scriptOf(baseBlocks, id), [...(scripts.get(scriptOf(baseBlocks, id)) ?? []), id]);
        for (const ids of scripts.values()) {
          if (ids.every((id) => JSON.stringify(nowBlocks[id]) === JSON.stringify(baseBlocks[id]))) keptScripts += 1;
          else changedScripts += 1;
        }
      }
      // the one script the text changed; every other script as it was in the file
      expect([changedScripts, keptScripts]).toEqual([1, diff.unchangedScripts]);
    } finally {
      await t.close();
    }
  });
});
