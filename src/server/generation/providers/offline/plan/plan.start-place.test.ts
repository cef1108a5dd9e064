// Issue 26 (decision 850): where a character starts, "back to the start", a journey's "N seconds each",
// a touch said in the passive and steps said to be "inside the loop". Wordings of our own.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { readStartPlace, readStartState } from "./plan.start-place";
import { insideTheLoop } from "./plan.in-loop";
import { readCompiledNamed } from "../test-support/read-compiled";

const read = readCompiledNamed;

describe("where a character starts", () => {
  it("reads one or two coordinates after 'starts at' / 'begins from'", () => {
    const words = readWords("the kite begins from x 30 y -70");
    expect(readStartPlace(words, words.map(() => false))?.block).toBe("go to x: (30) y: (-70)");
    const only = readWords("the rock starts at y -90");
    expect(readStartPlace(only, only.map(() => false))?.block).toBe("set y to (-90)");
    const none = readWords("the game starts when I press space");
    expect(readStartPlace(none, none.map(() => false))).toBeUndefined();
  });

  it("'the Kite starts at x 30 y -70 and moves 15 steps': the go-to first, nothing left out", () => {
    const { text, leftOut } = read("the Kite starts at x 30 y -70 and moves 15 steps");
    expect(text).toMatch(/when green flag clicked\ngo to x: \(30\) y: \(-70\)\nmove \(15\) steps/);
    expect(leftOut).toEqual([]);
  });

  it("'the Lift starts at y -90': a set y of its own", () => {
    const { text, leftOut } = read("the Lift starts at y -90");
    expect(text).toMatch(/when green flag clicked\nset y to \(-90\)/);
    expect(leftOut).toEqual([]);
  });

  it("'glides 3 seconds each to A, to B and then back to the start': every glide 3 seconds, the last back where it started", () => {
    const { text, leftOut } = read("the Van starts at x -80 y 40 and glides 3 seconds each to x 80 y 40 and to x 80 y -40, and then back to the start");
    expect(text).toContain("go to x: (-80) y: (40)\nglide (3) secs to x: (80) y: (40)\nglide (3) secs to x: (80) y: (-40)\nglide (3) secs to x: (-80) y: (40)");
    expect(leftOut).toEqual([]);
  });

  it("'starts at A and flies to B in 3 seconds and back again, 4 times': there once, then there and back in the loop", () => {
    const { text, leftOut } = read("the Owl starts at x -150 y 80 and flies to x 150 y 80 in 3 seconds and back again, 4 times");
    expect(text).toMatch(/go to x: \(-150\) y: \(80\)\nrepeat \(4\)\n\s+glide \(3\) secs to x: \(150\) y: \(80\)\n\s+glide \(3\) secs to x: \(-150\) y: \(80\)\nend/);
    expect(leftOut).toEqual([]);
  });

  it("'flies to B and back again' with no start said: the way back is named, not made up", () => {
    expect(read("the Owl flies to x 150 y 80 in 3 seconds and back again").leftOut.join(" ")).toContain("back");
  });

  it("'Sparks clones start at x 200': a clone's start is not read as the sprite's", () => {
    const words = readWords("sparks clones start at x 200");
    expect(readStartPlace(words, words.map(() => false))).toBeUndefined();
  });

  it("with no start given, 'back to the start' is still the middle", () => {
    expect(read("the Van goes to x 80 y 40, then back to the start").text).toContain("go to x: (0) y: (0)");
  });
});

describe("a touch said in the passive", () => {
  it("'when the Vase is hit by the Ball, the Vase says ...': the Vase watches for the Ball", () => {
    const { text, names, leftOut } = read("the Ball moves 4 steps forever. When the Vase is hit by the Ball, the Vase says 'Crash' and hides");
    expect(names).toEqual(["Ball", "Vase"]);
    expect(text).toMatch(/sprite: Vase[\s\S]*if <touching \(Ball v\)\?> then\n\s+say \[Crash\] for \(2\) seconds\n\s+hide/);
    expect(leftOut).toEqual([]);
  });

  it("'if it gets caught by the Owl': the one caught acts", () => {
    const { text } = read("the Mouse runs around. If it gets caught by the Owl it says 'Squeak'");
    expect(text).toMatch(/sprite: Mouse[\s\S]*if <touching \(Owl v\)\?> then\n\s+say \[Squeak\]/);
  });
});

describe("inside the loop", () => {
  it("finds the words and whether they close the clause", () => {
    expect(insideTheLoop(readWords("and inside the loop"))).toEqual({ from: 1, end: 4, closing: true });
    expect(insideTheLoop(readWords("inside the same loop it says hi"))?.closing).toBe(false);
    expect(insideTheLoop(readWords("it goes in the box"))).toBeUndefined();
  });

  it("'walks 3 steps 40 times, and inside the loop, if it touches the edge, it turns 45 degrees': the check in the loop", () => {
    const { text, leftOut } = read("the Ant walks 3 steps 40 times, and inside the loop, if it touches the edge, it turns 45 degrees");
    expect(text).toMatch(/repeat \(40\)\n\s+move \(3\) steps\n\s+if <touching \(edge v\)\?> then\n\s+turn right \(45\) degrees\n\s+end\nend/);
    expect(leftOut).toEqual([]);
  });

  it("a sentence later: 'Inside the loop it beeps' joins the loop said before", () => {
    const { text } = read("the Ant walks 3 steps 40 times. Inside the loop it says 'Step'");
    expect(text).toMatch(/repeat \(40\)\n\s+move \(3\) steps\n\s+say \[Step\] for \(2\) seconds\nend/);
  });
});

describe("how a character starts", () => {
  it("reads 'is hidden at the start', 'starts invisible', and not a thing hidden behind another", () => {
    const state = (said: string) => {
      const words = readWords(said);
      return readStartState(words, words.map(() => false))?.block;
    };
    expect(state("the owl is hidden at the start")).toBe("hide");
    expect(state("the owl starts invisible")).toBe("hide");
    expect(state("the owl is visible at first")).toBe("show");
    expect(state("a coin hidden behind the box")).toBeUndefined();
  });

  it("'the Mole starts hidden and shows when I press m': the hide from the green flag, the show under the key", () => {
    const { text, leftOut } = read("the Mole starts hidden and shows when I press m");
    expect(text).toMatch(/when green flag clicked\nhide/);
    expect(text).toMatch(/when \[m v\] key pressed\nshow/);
    expect(leftOut).toEqual([]);
  });
});
