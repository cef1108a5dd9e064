// Issue 27: real model answers (tests/fixtures/model-answers, origins in its README) go through
// the product's own steps — normalise → repair → validate, download, load in scratch-vm — and the
// dev part's acceptance must keep holding. The held-out part is measured by
// `npm run bench -- model-answers` only.
import { describe, expect, it } from "vitest";
import { checkModelAnswer, loadModelAnswers, type TAcceptance } from "./model-answers.check";
import { heldOutOfBatch } from "./model-answers.split";

/**
 * Dev answers accepted when this figure was last raised (bench/results/model-answers.json): 37 of
 * the first two batches, 30 of the third (16 before decision 480, 26 after it, 30 after decision
 * 540), 52 of the fourth (42 at its first measurement, 49 after decision 620, 52 after decision 630,
 * 57 after decision 680), 109 of the fifth's two parts (101 at their first measurement, decision 680).
 */
const DEV_ACCEPTED_AT_LEAST = 233;
/** Of those, accepted with nothing read silently as something else (27 of the first 40 before the repair read cut scripts and disguised blocks). */
const DEV_AS_MEANT_AT_LEAST = 233;

describe("real model answers", () => {
  const { answers, sources } = loadModelAnswers();
  const dev = answers.filter((a) => a.part === "dev");

  it("every answer names a recorded source, and the parts do not overlap", () => {
    for (const answer of answers) expect(sources[answer.source], answer.id).toBeDefined();
    expect(new Set(answers.map((a) => a.id)).size).toBe(answers.length);
    expect(dev.length).toBeGreaterThan(0);
    expect(answers.length - dev.length).toBeGreaterThan(0);
  });

  it("every batch's held-out part is the one its recorded seed gives, not a choice by hand", () => {
    const { split } = loadModelAnswers();
    let start = 0;
    for (const batch of split.batches) {
      const inBatch = answers.slice(start, start + batch.answers);
      start += batch.answers;
      const heldOut = heldOutOfBatch(inBatch.map((a) => a.id), batch.seed);
      for (const answer of inBatch) expect(answer.part, `${answer.id} (seed ${batch.seed})`).toBe(heldOut.has(answer.id) ? "held-out" : "dev");
    }
    expect(start).toBe(answers.length);
  });

  it(`accepts at least ${DEV_ACCEPTED_AT_LEAST} of the dev answers, ${DEV_AS_MEANT_AT_LEAST} of them as meant`, { timeout: 240_000 }, async () => {
    const refused: string[] = [];
    const misread: string[] = [];
    let accepted = 0;
    let asMeant = 0;
    for (const answer of dev) {
      const result: TAcceptance = await checkModelAnswer(answer.text);
      if (result.accepted) {
        accepted += 1;
        if (result.misread.length === 0) asMeant += 1;
        else misread.push(`${answer.id}: ${result.misread.join("; ")}`);
      } else refused.push(`${answer.id} (${result.stage}): ${result.reasons[0] ?? ""}`);
    }
    expect(accepted, `refused:\n${refused.join("\n")}`).toBeGreaterThanOrEqual(DEV_ACCEPTED_AT_LEAST);
    expect(asMeant, `misread:\n${misread.join("\n")}`).toBeGreaterThanOrEqual(DEV_AS_MEANT_AT_LEAST);
  });

  it("names what an accepted answer reads silently as something else", async () => {
    // Blocks under a forever's script can go nowhere; `x pos` is only close to a reporter's words.
    const cut = await checkModelAnswer("```scratch\nwhen green flag clicked\nforever\n  say [hi]\nend\n\nsay (x pos)\n```");
    expect(cut).toMatchObject({ accepted: true, misread: [expect.stringContaining("cut off"), expect.stringContaining("built-in reporter")] });
    const whole = await checkModelAnswer("```scratch\nwhen green flag clicked\nsay (pick random 1 to 10)\n```");
    expect(whole).toEqual({ accepted: true, misread: [] });
  });

  it("refuses an answer with a block Scratch does not have, at the validate step", async () => {
    const result = await checkModelAnswer("```scratch\nwhen green flag clicked\nfly to the moon\n```");
    expect(result).toMatchObject({ accepted: false, stage: "validate" });
  });
});
