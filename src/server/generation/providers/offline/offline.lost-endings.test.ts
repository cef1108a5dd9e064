// Issue 26: an ending whose moment was not read ("... and the game stops", "when it gets to 0 it
// says game over") is never built at the green flag, where it would stop or end the program as
// it starts: the script goes and the ending is named as left out.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../../../blocks";
import { loadInVm } from "../../../../blocks/sb3/test-support/scratch-vm.harness";
import { answerRequest } from "./offline.answer";
import { dropLostEndings } from "./offline.lost-endings";

const flagScripts = (text: string) => text.split(/\n{2,}/).filter((chunk) => chunk.includes("when green flag clicked"));

describe("endings that lost their moment", () => {
  it.each([
    "When the dog touches the bone it says yum and the game stops",
    "a bus that stops at the bus stop",
  ])("%j: no green-flag script that stops everything at once, and the ending is named", (prompt: string) => {
    const answer = answerRequest(prompt);
    if (answer.kind !== "program") throw new Error("declined");
    const stopsAtOnce = flagScripts(answer.text).filter((chunk) => /when green flag clicked\nstop \[all v\]\s*$/.test(chunk.replace(/^\/\/.*\n/gm, "")));
    expect(stopsAtOnce, answer.text).toEqual([]);
    // the ending is named, or built in its moment (inside the condition that the sentence gives it)
    const builtInItsMoment = /if <[^\n]*> then\n(?: {4}.*\n)* {4}stop \[all v\]/.test(answer.text);
    expect(builtInItsMoment || answer.leftOut.some((part) => /stop/.test(part)), JSON.stringify(answer.leftOut)).toBe(true);
  });

  it.each([
    ["A 45 second timer on the stage for the game; when it gets to 0 it says you lose", /lose/i],
    ["when the ball falls off the screen it says game over", /game over/i],
  ])("%j: the ending line is not said as the program starts or every time round a loop; the part is named", (prompt, ending) => {
    const answer = answerRequest(prompt);
    if (answer.kind !== "program") throw new Error("declined");
    const lines = answer.text.split("\n").filter((line) => !line.startsWith("//"));
    const saidAtOnce = lines.some((line, i) => ending.test(line) && /^\s*(?:say|think) /.test(line) && /^(?:when green flag clicked|forever)$/.test((lines[i - 1] ?? "").trim()));
    expect(saidAtOnce, answer.text).toBe(false);
    expect(answer.leftOut.join(" "), answer.text).toMatch(ending);
  });

  it("run: the dog's answer keeps running after the green flag instead of stopping at once", async () => {
    const answer = answerRequest("When the dog touches the bone it says yum and the game stops");
    if (answer.kind !== "program") throw new Error("declined");
    const vm = await loadInVm(projectToSb3(parseProject(normalizeBlocksText(answer.text)).project), { workMsPerIteration: 7 });
    try {
      vm.greenFlag();
      await vm.step(30);
      expect(vm.vm.runtime.threads.length).toBeGreaterThan(0);
    } finally {
      vm.dispose();
    }
  });

  it("keeps what the request asks at the start, and an ending that waits for its moment", () => {
    const atStart = "// sprite: Cat\n\nwhen green flag clicked\nsay [Game over] for (2) seconds\n";
    expect(dropLostEndings("when the green flag is clicked the cat says game over", atStart, "").text).toBe(atStart);
    const timed = "// sprite: Mole\n\n// Stop after 30 seconds\nwhen green flag clicked\nwait (30) seconds\nstop [all v]\n";
    expect(dropLostEndings("whack a mole with a 30 second timer", timed, "").text).toBe(timed);
    const lost = dropLostEndings("the cat runs and if it falls it's game over", "// sprite: Cat\n\n// When the green flag is clicked: says \"Game over\"\nwhen green flag clicked\nsay [Game over] for (2) seconds\n", "The Cat says \"Game over\".");
    expect(lost.text).not.toMatch(/Game over/);
    expect(lost.leftOut).toEqual(['the moment when it says "Game over"']);
  });
});
