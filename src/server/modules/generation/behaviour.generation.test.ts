import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSignedInUser, readUser, startGenerationBench, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { bearer, jsonRequest } from "../../test-support/create-test-app";

/**
 * Issue 29 point 3 through the real route and the AI SDK provider (the local fake OpenAI server):
 * every valid answer runs in Scratch's engine on a worker thread before it is shown; what the run
 * shows goes into the one repair round, and what is left comes back with the answer.
 */
const fence = (text: string) => `\`\`\`scratchblocks\n${text}\n\`\`\``;
const STOPS_AT_ONCE = fence("when flag clicked\nsay [Go!]\nstop [all v]");
const WORKS = fence("when flag clicked\nsay [Go!] for (2) seconds\n\nwhen [space v] key pressed\nmove (10) steps");

describe("the behaviour check in the generation pipeline", () => {
  let bench: TGenerationBench;
  beforeAll(async () => {
    bench = await startGenerationBench({ backend: "pglite", env: { BEHAVIOUR_CHECK_SECONDS: "3" } });
  });
  afterAll(() => bench.close());
  beforeEach(() => {
    bench.fake.requests.length = 0;
  });
  const generate = (token: string, prompt: string) => bench.t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt }, bearer(token)));

  it("runs a good answer and reports no problem", async () => {
    const user = await createSignedInUser(bench.t);
    bench.fake.enqueue({ text: WORKS });
    const response = await generate(user.token, "say go and move when I press space");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { behaviour: { ran: boolean; seconds: number; problems: unknown[] } };
    expect(body.behaviour).toMatchObject({ ran: true, problems: [] });
    expect(body.behaviour.seconds).toBeGreaterThan(0);
    expect(bench.fake.requests).toHaveLength(1);
  }, 90_000);

  it("sends what the run showed back in the one repair round, and delivers the fixed answer", async () => {
    const user = await createSignedInUser(bench.t);
    bench.fake.enqueue({ text: STOPS_AT_ONCE }, { text: WORKS });
    const response = await generate(user.token, "a game that says go");
    expect(response.status).toBe(200);
    expect(bench.fake.requests).toHaveLength(2);
    const repairMessage = JSON.stringify(bench.fake.requests[1]?.messages.at(-1));
    expect(repairMessage).toContain("running it in Scratch showed these problems");
    expect(repairMessage).toContain("stops everything");
    const body = (await response.json()) as { blocks: string; behaviour: { problems: unknown[] } };
    expect(body.blocks).toContain("move (10) steps");
    expect(body.behaviour.problems).toEqual([]);
  }, 90_000);

  it("delivers what the repair round could not fix with its problem named, and charges as for any answer", async () => {
    const user = await createSignedInUser(bench.t);
    bench.fake.enqueue({ text: STOPS_AT_ONCE }, { text: STOPS_AT_ONCE });
    const response = await generate(user.token, "a game that says go");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { behaviour: { problems: Array<{ code: string; message: string }> } };
    expect(body.behaviour.problems.map((problem) => problem.code)).toContain("stops-at-once");
    expect((await readUser(bench.t, user.id)).freeUsagesUsed).toBe(1);
  }, 90_000);
});
