// Issue 26 (decision 1680): "the Cat says hi 5 times" says "Hi" five times; the count is how
// often it is said, never words to say, and the coverage check does not name it as unsaid.
import { describe, expect, it } from "vitest";
import { answerText } from "./plan.answer-text";
import { playAnswer } from "../test-support/answer-in-vm";

describe("a count said after the words to say", () => {
  it.each([
    ["the Cat says hi 5 times", 5, "Hi"],
    ["the Dog says woof twice when I click it", 2, "Woof"],
    ["the Parrot says hello three times then flies away", 3, "Hello"],
    ["the Robot should say Hello 3 times and then walk to the right", 3, "Hello"],
  ])("%s: says %s times, nothing named", (prompt, times, line) => {
    const { text, leftOut } = answerText(prompt);
    expect(text).toContain(`repeat (${times})\n  say [${line}] for (2) seconds`);
    expect(text).not.toMatch(/say \[[^\]]*(?:times|twice)/);
    expect(leftOut).toEqual([]);
  });

  it("a line with no count keeps all its words ('says hi there')", () => {
    expect(answerText("the Cat says hi there").text).toContain("say [Hi there]");
  });

  it("played: the Cat's speech bubble says Hi, and only Hi", async () => {
    await playAnswer("the Cat says hi 5 times", async (vm) => {
      const said = new Set<string>();
      // (the engine's SAY event: target, "say" or "think", then the text)
      vm.vm.runtime.on("SAY", (...args: unknown[]) => {
        said.add(String(args[2] ?? ""));
      });
      await vm.step(60);
      expect([...said].filter(Boolean)).toEqual(["Hi"]);
    });
  });
});
