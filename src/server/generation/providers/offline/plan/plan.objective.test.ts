import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const programOf = (prompt: string) => compilePlan(readPlan(prompt).plan).text;

describe("a lesson's objective, counts between commas, and steps said in other words", () => {
  it("reads 'LO: to ...' as the lesson's objective, never a character or a script", () => {
    const { plan } = readPlan("Year 3, LO: to follow an algorithm. The Frog goes to x 0 y 0 and says hi.");
    expect(plan.characters.map((c) => c.name)).toEqual(["Frog"]);
    expect(plan.leftOut).toEqual([]);
    expect(plan.lesson).toBe("algorithm");
  });

  it("reads 'and then, 6 times, A and B' as a loop of A and B after what came before", () => {
    expect(programOf("The Bee goes to x 10 y 0 and then, 3 times, moves 20 steps and waits 1 second.")).toMatch(/go to x: \(10\) y: \(0\)\nrepeat \(3\)\n\s+move \(20\) steps\n\s+wait \(1\) seconds\nend/);
  });

  it("goes on with the same script after 'After that' and says a reporter by its name", () => {
    const text = programOf("The Robot moves 50 steps. After that it says its y position.");
    expect(text).toMatch(/move \(50\) steps\nsay \(y position\) for \(2\) seconds/);
  });

  it("reads 'the timer is reset' and 'waits until the timer is more than 5' as their blocks", () => {
    const text = programOf("The timer is reset when the flag is clicked; the Runner waits until the timer is more than 3 and says the timer.");
    expect(text).toContain("reset timer");
    expect(text).toMatch(/wait until <\(timer\) > \(3\)>\nsay \(timer\) for \(2\) seconds/);
    expect(text).not.toContain("wait (3) seconds");
  });

  it("gives a second character joined by 'and' the message the first one answers", () => {
    const text = programOf("When the Boss is clicked he broadcasts go; when they receive go the Cat meows and the Dog turns right 15 degrees.");
    expect(text).toMatch(/\/\/ sprite: Dog[\s\S]*when I receive \[go v\]\nturn right \(15\) degrees/);
  });
});
