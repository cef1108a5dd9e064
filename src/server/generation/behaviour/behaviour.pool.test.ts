import { afterAll, describe, expect, it } from "vitest";
import { createBehaviourRunner } from "./behaviour.pool";

/**
 * Issue 29: the behaviour check on its worker thread. Programs that stop at once, fight, freeze or
 * do nothing are reported; a good program is not.
 */
describe("the behaviour check on a worker thread", () => {
  const runner = createBehaviourRunner({ seconds: 3, budgetMs: 1_500 });
  afterAll(() => runner.close());

  it("passes a program that works", async () => {
    const report = await runner.check("when [space v] key pressed\nmove (10) steps\n\nwhen flag clicked\nsay [Press space!] for (2) seconds");
    expect(report.ran).toBe(true);
    expect(report.problems).toEqual([]);
    expect(report.seconds).toBeGreaterThan(0);
  }, 60_000);

  it("reports a program that stops at once", async () => {
    const report = await runner.check("when flag clicked\nsay [Go!]\nstop [all v]");
    expect(report.problems.map((problem) => problem.code)).toContain("stops-at-once");
  }, 60_000);

  it("reports a run-without-screen-refresh block whose loop never ends", async () => {
    const report = await runner.check("define spin // run without screen refresh\nforever\nturn right (1) degrees\nend\n\nwhen flag clicked\nspin");
    expect(report.problems.map((problem) => problem.code)).toContain("freezes");
  }, 60_000);

  it("reports a project nothing can start", async () => {
    const report = await runner.check("move (10) steps\nsay [Hello]");
    expect(report.problems.map((problem) => problem.code)).toContain("nothing-happens");
  }, 60_000);

  it("reports two scripts fighting over one sprite", async () => {
    const report = await runner.check("when flag clicked\nforever\ngo to (mouse-pointer v)\nend\n\nwhen flag clicked\nforever\nmove (10) steps\nend");
    expect(report.problems.map((problem) => problem.code)).toContain("scripts-fight");
  }, 60_000);
});
