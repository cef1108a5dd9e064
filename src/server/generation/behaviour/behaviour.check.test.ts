// The behaviour check runs any answer in Scratch's engine and reports what a child would meet.
// Each kind of problem is shown here being found, and a working program being left alone.
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject, projectToProjectJson } from "../../../blocks";
import { checkBehaviour } from "./behaviour.check";

const codes = async (text: string) => (await checkBehaviour(text)).problems.map((problem) => problem.code);

describe("the behaviour check", () => {
  it("runs a working program for its seconds and finds nothing wrong", async () => {
    const report = await checkBehaviour("when [space v] key pressed\nrepeat (10)\n  change y by (10)\nend\nrepeat (10)\n  change y by (-10)\nend");
    expect(report).toEqual({ ran: true, seconds: 3, problems: [] });
  });

  it("finds a program that stops itself as soon as it starts", async () => {
    expect(await codes("when green flag clicked\nsay [Hi!]\nstop [all v]")).toEqual(["stops-at-once"]);
    // a game that ends later, after play, is not stopping at once
    expect(await codes("when green flag clicked\nwait (2) seconds\nstop [all v]")).toEqual([]);
  });

  it("finds a key it listens to that does nothing, and takes a held key in a loop as a reaction", async () => {
    // the key is asked about once, at the start, so pressing it later changes nothing
    expect(await codes("when green flag clicked\nif <key (space v) pressed?> then\n  change x by (10)\nend")).toEqual(["no-reaction"]);
    expect(await codes("when green flag clicked\nforever\n  if <key (right arrow v) pressed?> then\n    change x by (5)\n  end\nend")).toEqual([]);
  });

  it("plays a loop's moves one frame at a time, as a stage that draws them does", async () => {
    // a hop that rises and lands back in place: done all in one frame it would look like nothing happened
    const hop = "when green flag clicked\nset [vy v] to (0)\nforever\n  change [vy v] by (-1)\n  change y by (vy)\n  if <(y position) < (0)> then\n    set y to (0)\n    set [vy v] to (0)\n    if <key (up arrow v) pressed?> then\n      set [vy v] to (9)\n    end\n  end\nend";
    expect(await codes(hop)).toEqual([]);
    // a hop that never checks the key still does nothing when it is pressed
    expect(await codes(hop.replace("<key (up arrow v) pressed?>", "<<key (up arrow v) pressed?> and <(vy) > (100)>>"))).toEqual(["no-reaction"]);
  });

  it("gives a program that picks at random the same report every time", async () => {
    // half the draws stop everything at once: with the engine's own random numbers the report
    // would change from one check to the next
    const coin = "when green flag clicked\nif <(pick random (1) to (2)) = (1)> then\n  stop [all v]\nend\nforever\n  turn right (15) degrees\nend";
    const reports = await Promise.all(Array.from({ length: 6 }, () => codes(coin)));
    expect(new Set(reports.map((report) => report.join()))).toHaveLength(1);
  });

  it("finds two scripts fighting over one sprite, and two questions asked at once", async () => {
    const fight = "when green flag clicked\nforever\n  go to (mouse-pointer v)\nend\n\nwhen green flag clicked\nforever\n  change x by (3)\nend";
    expect(await codes(fight)).toEqual(["scripts-fight"]);
    const quizzes = "when green flag clicked\nask [Name?] and wait\n\nwhen green flag clicked\nask [Age?] and wait";
    expect(await codes(quizzes)).toEqual(["scripts-fight"]);
    // a gravity loop and a loop of arrow keys both change y: that is a platformer, not a fight
    expect(await codes("when green flag clicked\nforever\n  change y by (-1)\nend\n\nwhen green flag clicked\nforever\n  if <key (up arrow v) pressed?> then\n    change y by (3)\n  end\nend")).toEqual([]);
    // a loop that puts it back only when it touches a colour is a reset, not a fight (decision 780)
    expect(await codes("when green flag clicked\nforever\n  if <key (left arrow v) pressed?> then\n    change x by (-4)\n  end\nend\n\nwhen green flag clicked\nforever\n  if <touching color [#ff0000]?> then\n    go to x: (0) y: (0)\n  end\nend")).toEqual([]);
  });

  it("takes project.json as well as project text, and names the sprite a click does nothing for", async () => {
    const text = "// sprite: Cat\n// x: 0, y: 0\n\nwhen this sprite clicked\nif <(x position) > (1000)> then\n  say [far]\nend\n\nwhen green flag clicked\nforever\n  if <(x position) > (1000)> then\n    say [far]\n  end\nend";
    const json = projectToProjectJson(parseProject(normalizeBlocksText(text)).project);
    const report = await checkBehaviour(json);
    expect(report.ran).toBe(true);
    // a click starts its script: the check counts that as a reaction even when nothing shows
    expect(report.problems).toEqual([]);
  });

  it("runs music programs with the music made silent, and keeps to its CPU budget", async () => {
    const report = await checkBehaviour("when [a v] key pressed\nplay note (60) for (0.5) beats", { seconds: 2 });
    expect(report).toEqual({ ran: true, seconds: 2, problems: [] });
    // an hour of simulated frames cannot run in 50 ms of CPU on any machine: the budget must cut it short
    const busy = await checkBehaviour("when green flag clicked\nforever\n  change x by (1)\nend", { seconds: 3600, budgetMs: 50 });
    expect(busy.ran).toBe(true);
    expect(busy.seconds).toBeLessThan(3600);
  });

  it("leaves console.warn as it found it when checks overlap, so no finished check's engine is kept", async () => {
    // The offline generator checks answers on the request thread, several at once (issue 25). A
    // check that put back the warn it found could put back another check's filter, which held
    // that check's whole engine, for good; every later check wrapped it again.
    const original = console.warn;
    const small = "when green flag clicked\nsay [Hi!]";
    const big = Array.from({ length: 12 }, (_, i) => `when [${"abcdefghijkl"[i]} v] key pressed\nrepeat (10)\n  change x by (${i + 1})\n  play note (60) for (0.1) beats\nend`).join("\n\n");
    for (let round = 0; round < 4; round++) {
      await Promise.all([checkBehaviour(small, { seconds: 0.1 }), checkBehaviour(big, { seconds: 0.1 }), checkBehaviour(small, { seconds: 0.1 })]);
    }
    expect(console.warn).toBe(original);
  });

  it("leaves nothing of its own on the process's performance timeline, however many answers it checks", async () => {
    // Node keeps every performance mark until it is cleared; the engine marks each project it loads
    const entries = () => performance.getEntries().filter((entry) => entry.name.startsWith("scratch-vm")).length;
    for (let i = 0; i < 5; i++) await checkBehaviour("when green flag clicked\nsay [Hi!]", { seconds: 0.1 });
    expect(entries()).toBe(0);
  });

  it("says what it could not read, instead of throwing", async () => {
    const report = await checkBehaviour("{ not json");
    expect(report.ran).toBe(false);
    expect(report.problems[0]?.code).toBe("does-not-load");
  });
});
