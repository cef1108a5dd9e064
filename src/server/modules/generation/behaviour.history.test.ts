import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZHistoryItemResponse } from "../../../shared/history";
import { createSignedInUser, startGenerationBench, type TGenerationBench } from "../../generation/test-support/generation-test-kit";
import { bearer, jsonRequest, testBackends } from "../../test-support/create-test-app";

/**
 * Issue 29: an answer opened again from history brings what the behaviour check found when it was
 * made, so the same note shows beside its stage. Through the real routes, on each database.
 */
const fence = (text: string) => `\`\`\`scratchblocks\n${text}\n\`\`\``;
const STOPS_AT_ONCE = fence("when flag clicked\nsay [Go!]\nstop [all v]");
const WORKS = fence("when flag clicked\nsay [Go!] for (2) seconds\n\nwhen [space v] key pressed\nmove (10) steps");

describe.each(testBackends())("the behaviour check's findings kept with the answer on %s", (backend) => {
  let bench: TGenerationBench;
  beforeAll(async () => {
    bench = await startGenerationBench({ backend, env: { BEHAVIOUR_CHECK_SECONDS: "3" } });
  });
  afterAll(() => bench.close());

  const generateThenOpen = async (token: string, answers: string[]) => {
    bench.fake.enqueue(...answers.map((text) => ({ text })));
    const response = await bench.t.app.request("/api/blocks/generate", jsonRequest("POST", { prompt: "a game that says go" }, bearer(token)));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { generationId: number; behaviour: unknown };
    const opened = await bench.t.app.request(`/api/user/history/${body.generationId}`, { headers: bearer(token) });
    expect(opened.status).toBe(200);
    return { generated: body, item: ZHistoryItemResponse.parse(await opened.json()).item };
  };

  it("gives back the problems the repair round left, exactly as the answer carried them", async () => {
    const user = await createSignedInUser(bench.t);
    const { generated, item } = await generateThenOpen(user.token, [STOPS_AT_ONCE, STOPS_AT_ONCE]);
    expect(item.behaviour?.problems.map((problem) => problem.code)).toContain("stops-at-once");
    expect(item.behaviour).toEqual(generated.behaviour);
  }, 90_000);

  it("gives back a clean run as a clean run: the note stays away", async () => {
    const user = await createSignedInUser(bench.t);
    const { item } = await generateThenOpen(user.token, [WORKS]);
    expect(item.behaviour).toMatchObject({ ran: true, problems: [] });
  }, 90_000);

  it("lists history without the findings: only an opened item carries them", async () => {
    const user = await createSignedInUser(bench.t);
    await generateThenOpen(user.token, [STOPS_AT_ONCE, STOPS_AT_ONCE]);
    const list = (await (await bench.t.app.request("/api/user/history", { headers: bearer(user.token) })).json()) as { items: Array<Record<string, unknown>> };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).not.toHaveProperty("behaviour");
  }, 90_000);
});
