// Decision 930: what a request says after "N times" is the loop's, what it says before a "then" is
// done once before it (offline.loop-bodies.ts); a loop still holding the wrong blocks is named
// (offline.coverage.ts). The opposite: a loop already right, and a count after the action, are left alone.
import { describe, expect, it } from "vitest";
import { placeLoopBodies } from "./offline.loop-bodies";
import { uncoveredParts } from "./offline.coverage";

const snail = (...lines: string[]) => `// sprite: Snail\n// x: 0, y: 0\n\nwhen green flag clicked\n${lines.join("\n")}`;

describe("loop bodies", () => {
  it("takes the step after a loop that closed too early back inside", () => {
    const prompt = "4 times, the Snail says \"Slow\" for 1 seconds and then moves 7 steps.";
    const text = snail("repeat (4)", "  say [Slow] for (1) seconds", "end", "move (7) steps");
    expect(placeLoopBodies(prompt, text)).toBe(snail("repeat (4)", "  say [Slow] for (1) seconds", "  move (7) steps", "end"));
  });

  it("takes the steps said before 'then' out before the loop", () => {
    const prompt = "The Snail goes to x 30 y 40 and then, 3 times, moves 12 steps and waits 2 seconds.";
    const text = snail("repeat (3)", "  go to x: (30) y: (40)", "  move (12) steps", "  wait (2) seconds", "end");
    expect(placeLoopBodies(prompt, text)).toBe(snail("go to x: (30) y: (40)", "repeat (3)", "  move (12) steps", "  wait (2) seconds", "end"));
  });

  it("leaves a loop that is already right, and a count said after its action", () => {
    const right = snail("go to x: (30) y: (40)", "repeat (3)", "  move (12) steps", "end");
    expect(placeLoopBodies("The Snail goes to x 30 y 40 and then, 3 times, moves 12 steps.", right)).toBe(right);
    const after = snail("repeat (3)", "  move (12) steps", "end", "say [Done 36] for (2) seconds");
    expect(placeLoopBodies("The Snail moves 12 steps 3 times to show 3 x 12 = 36, then says \"Done 36\".", after)).toBe(after);
  });

  it("names a loop that holds the steps said before it", () => {
    const text = snail("repeat (3)", "  go to x: (30) y: (40)", "end", "move (12) steps");
    expect(uncoveredParts("The Snail goes to x 30 y 40 and then, 3 times, moves 12 steps.", text, [])).toContain('doing "moves 12 steps" 3 times, after the rest');
  });
});
