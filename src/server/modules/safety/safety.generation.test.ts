import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZErrorBody } from "../../../shared/errors";
import { countRows, createSignedInUser, readUser, startGenerationBench, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { bearer, jsonRequest, testBackends } from "../../test-support/create-test-app";

/**
 * OpenAI's moderation endpoint played by a small server on 127.0.0.1: it flags what the test
 * tells it to, and records what it was asked, so the real HTTP client code runs.
 */
async function startFakeModeration() {
  const state = { inputs: [] as string[], flag: new Map<string, Record<string, boolean>>(), down: false };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (state.down || request.url !== "/v1/moderations" || request.headers.authorization !== "Bearer moderation-key") {
        response.writeHead(state.down ? 500 : 401).end();
        return;
      }
      const { input } = JSON.parse(body) as { input: string[] };
      state.inputs.push(...input);
      const results = input.map((text) => {
        const hit = [...state.flag.entries()].find(([needle]) => text.includes(needle))?.[1] ?? {};
        return { flagged: Object.values(hit).some(Boolean), categories: { sexual: false, violence: false, "self-harm": false, ...hit } };
      });
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "modr-1", model: "omni-moderation-latest", results }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { ...state, state, baseUrl: `http://127.0.0.1:${port}/v1`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const SAFE_PROGRAM = "```scratchblocks\nwhen flag clicked\nsay [Hello!] for (2) seconds\n```";

describe.each(testBackends())("kid-safety check around generation (%s)", (backend) => {
  let bench: TGenerationBench;
  let moderation: Awaited<ReturnType<typeof startFakeModeration>>;

  beforeAll(async () => {
    moderation = await startFakeModeration();
    bench = await startGenerationBench({
      backend,
      env: { MODERATION_PROVIDER: "openai", MODERATION_BASE_URL: moderation.baseUrl, MODERATION_API_KEY: "moderation-key" },
    });
  });
  afterAll(async () => {
    await bench.close();
    await moderation.close();
  });
  beforeEach(() => {
    bench.fake.requests.length = 0;
    moderation.state.inputs.length = 0;
    moderation.state.flag.clear();
    moderation.state.down = false;
  });

  const generate = (token: string, prompt: string) => bench.t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt }, bearer(token)));

  it("refuses a rude prompt offline with a kind message: no provider call, nothing charged, nothing stored", async () => {
    const user = await createSignedInUser(bench.t);
    const response = await generate(user.token, "make the cat say fuck you");
    expect(response.status).toBe(422);
    const body = ZErrorBody.parse(await response.json());
    expect(body).toMatchObject({ code: "unsafe_request", safetyRefusal: true, category: "rude_words" });
    expect(body.message).toContain("PromptBlocks can't help make that");
    expect(body.message).not.toMatch(/fuck/i);
    expect(body.suggestions).toHaveLength(3);
    expect(bench.fake.requests).toHaveLength(0);
    // The word list answered; the moderation service never saw it either.
    expect(moderation.state.inputs).toHaveLength(0);
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(0);
    expect(await countRows(bench.t, "generated_blocks", user.id)).toBe(0);
  });

  it("refuses what the moderation endpoint flags, in our categories, but not Scratch's plain game violence", async () => {
    const user = await createSignedInUser(bench.t);
    moderation.state.flag.set("a sad game about my evening", { "self-harm": true });
    moderation.state.flag.set("kill the clone", { violence: true });
    const refused = await generate(user.token, "a sad game about my evening");
    expect(refused.status).toBe(422);
    expect(ZErrorBody.parse(await refused.json())).toMatchObject({ code: "unsafe_request", safetyRefusal: true, category: "self_harm" });
    expect(bench.fake.requests).toHaveLength(0);

    bench.fake.enqueue({ text: SAFE_PROGRAM });
    const game = await generate(user.token, "kill the clone when it touches the edge");
    expect(game.status).toBe(200);
    expect(moderation.state.inputs).toContain("kill the clone when it touches the edge");
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(1);
  });

  it("checks the generated text before showing it: an unsafe answer is not shown, not stored, not charged", async () => {
    const user = await createSignedInUser(bench.t);
    bench.fake.enqueue({ text: "```scratchblocks\nwhen flag clicked\nsay [you are a bitch] for (2) seconds\n```" });
    const rude = await generate(user.token, "make the cat say something funny");
    expect(rude.status).toBe(422);
    const rudeBody = ZErrorBody.parse(await rude.json());
    expect(rudeBody).toMatchObject({ code: "unsafe_answer", safetyRefusal: true, category: "rude_words" });
    expect(rudeBody.message).not.toMatch(/bitch/i);

    // The rules read the answer's say, ask, list and name texts too, whatever the provider.
    bench.fake.enqueue({ text: "```scratchblocks\nwhen flag clicked\nask [What is your home address?] and wait\nsay (answer)\n```" });
    const asks = await generate(user.token, "make a quiz");
    expect(asks.status).toBe(422);
    expect(ZErrorBody.parse(await asks.json())).toMatchObject({ code: "unsafe_answer", category: "personal_data" });

    bench.fake.enqueue({ text: "```scratchblocks\nwhen flag clicked\nsay [Jake is a stupid loser] for (2) seconds\n```" });
    const mean = await generate(user.token, "make the cat talk");
    expect(ZErrorBody.parse(await mean.json())).toMatchObject({ code: "unsafe_answer", category: "bullying" });

    moderation.state.flag.set("bad list item", { sexual: true });
    bench.fake.enqueue({ text: "```scratchblocks\nwhen flag clicked\nadd [bad list item] to [things v]\n```" });
    const flagged = await generate(user.token, "make a list of things");
    expect(flagged.status).toBe(422);
    expect(moderation.state.inputs.some((text) => text.includes("add [bad list item] to [things v]"))).toBe(true);

    const row = await readUser(bench.t, user.id);
    expect(row.freeUsagesUsed).toBe(0);
    expect(await countRows(bench.t, "generated_blocks", user.id)).toBe(0);
    expect(await countRows(bench.t, "generation_reservations", user.id)).toBe(0);
  });

  it("sends nothing on when the moderation service is down (503, nothing charged)", async () => {
    const user = await createSignedInUser(bench.t);
    moderation.state.down = true;
    const response = await generate(user.token, "make the cat dance");
    expect(response.status).toBe(503);
    expect(ZErrorBody.parse(await response.json()).code).toBe("safety_unavailable");
    expect(bench.fake.requests).toHaveLength(0);
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(0);
  });
});
