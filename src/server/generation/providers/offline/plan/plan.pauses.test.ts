// Issue 26 (decision 770): wordings the reader misread as a class. An -ing action after a comma
// ("waiting 2 seconds each time"), the pause between repeats ("3 seconds apart", "with a 1 second
// wait between"), one length for a list of lines ("for 2 seconds each"), "moves to the next
// backdrop", another character answering the same key, "from x A to x B", and the one who asks.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { readWords } from "./plan.words";
import { gerundAction } from "./plan.gerund";
import { readSpacing } from "./plan.spacing";
import { lastLinesFor, readEachLasts } from "./plan.each-lasts";
import { checkedQuestionPlan } from "./plan.ask";
import { readPlanWords } from "./plan.read";
import type { TStep } from "./plan.types";
import { readCompiledNamed } from "../test-support/read-compiled";

const read = readCompiledNamed;

describe("an -ing action is the action", () => {
  it("roots only to actions the reader knows, and never after a determiner", () => {
    expect(gerundAction("waiting", ",")).toBe("wait");
    expect(gerundAction("gliding", "and")).toBe("glide");
    expect(gerundAction("hopping", ",")).toBe("hop");
    expect(gerundAction("drawing", "a")).toBeUndefined();
    expect(gerundAction("building", ",")).toBeUndefined();
    expect(gerundAction("string", ",")).toBeUndefined();
  });

  it("'waiting' after a comma has the lemma wait", () => {
    const words = readWords("the owl blinks 4 times, waiting 2 seconds each time");
    expect(words.find((w) => w.word === "waiting")?.lemma).toBe("wait");
  });

  it("'the Lamp switches to its next costume 6 times, waiting 2 seconds each time': the wait inside the repeat", () => {
    const { text, leftOut } = read("the Lamp switches to its next costume 6 times, waiting 2 seconds each time");
    expect(text).toMatch(/repeat \(6\)\n\s+next costume\n\s+wait \(2\) seconds\nend/);
    expect(leftOut).toEqual([]);
  });
});

describe("the pause between repeats", () => {
  it("reads 'N seconds apart' and 'a N second wait between' only where they close the clause", () => {
    expect(readSpacing(readWords("blinks 5 times, 3 seconds apart."))).toMatchObject({ seconds: 3 });
    expect(readSpacing(readWords("hops 2 times with a 4 second pause in between"))).toMatchObject({ seconds: 4 });
    expect(readSpacing(readWords("rings 3 times, half a second between each ring"))).toMatchObject({ seconds: 0.5 });
    expect(readSpacing(readWords("3 seconds apart the bell rings"))).toBeUndefined();
    expect(readSpacing(readWords("walks 3 seconds between the trees"))).toBeUndefined();
  });

  it("'the Bell rings 4 times, 3 seconds apart': a repeat of the sound and the wait", () => {
    const { text, leftOut } = read("the Bell rings 4 times, 3 seconds apart");
    expect(text).toMatch(/repeat \(4\)\n\s+play sound .*\n\s+wait \(3\) seconds\nend/);
    expect(leftOut).toEqual([]);
  });

  it("'the Crab moves 20 steps 3 times with a 2 second wait between': one wait, the child's seconds", () => {
    const { text, leftOut } = read("the Crab moves 20 steps 3 times with a 2 second wait between");
    expect(text).toMatch(/repeat \(3\)\n\s+move \(20\) steps\n\s+wait \(2\) seconds\nend/);
    expect(text.match(/wait \(/g)).toHaveLength(1);
    expect(leftOut).toEqual([]);
  });
});

describe("one length for every line of a list", () => {
  it("reads 'for N seconds each', 'each for N seconds', 'N seconds each'", () => {
    expect(readEachLasts(readWords("says hi and bye for 3 seconds each"))?.seconds).toBe(3);
    expect(readEachLasts(readWords("each for 4 seconds"))?.seconds).toBe(4);
    expect(readEachLasts(readWords("one second each"))?.seconds).toBe(1);
    expect(readEachLasts(readWords("says hi for 3 seconds"))).toBeUndefined();
  });

  it("gives the length only to the lines at the end that had none of their own", () => {
    const steps: TStep[] = [{ kind: "block", text: "say [a] for (5) seconds" }, { kind: "block", text: "say [b] for (2) seconds" }, { kind: "block", text: "say [c] for (2) seconds" }];
    expect(lastLinesFor(steps, 3)).toBe(true);
    expect(steps.map((s) => (s.kind === "block" ? s.text : ""))).toEqual(["say [a] for (5) seconds", "say [b] for (3) seconds", "say [c] for (3) seconds"]);
  });

  it("'the Parrot says \"Hello\", \"Pretty\" and \"Bye\", each for 3 seconds': every line 3 seconds", () => {
    const { text, leftOut } = read('the Parrot says "Hello", "Pretty" and "Bye", each for 3 seconds');
    expect(text.match(/say \[\w+\] for \(3\) seconds/g)).toHaveLength(3);
    expect(leftOut).toEqual([]);
  });

  it("'the Robot says \"Up\" and \"Down\" for 4 seconds each': both lines 4 seconds", () => {
    const { text } = read('the Robot says "Up" and "Down" for 4 seconds each');
    expect(text).toMatch(/say \[Up\] for \(4\) seconds\nsay \[Down\] for \(4\) seconds/);
  });
});

describe("going to the next costume or backdrop", () => {
  it("'when I press n it moves on to the next backdrop': next backdrop, not a move", () => {
    const { text, leftOut } = read("when I press n it moves on to the next backdrop");
    expect(text).toContain("next backdrop");
    expect(text).not.toContain("move (");
    expect(leftOut).toEqual([]);
  });

  it("'the Lizard goes to its next costume when I click it': next costume", () => {
    const { text } = read("the Lizard goes to its next costume when I click it");
    expect(text).toMatch(/when this sprite clicked\nnext costume/);
  });
});

describe("another character in the same breath answers the same key", () => {
  it("'pressing the g key moves to the next backdrop, and the Owl says \"Night\" for 2 seconds': both under the g key", () => {
    const { text } = read('pressing the g key moves to the next backdrop, and the Owl says "Night" for 2 seconds');
    expect(text).not.toContain("when green flag clicked");
    expect(text.match(/when \[g v\] key pressed/g)).toHaveLength(2);
    expect(text).toMatch(/when \[g v\] key pressed\nsay \[Night\] for \(2\) seconds/);
  });

  it("a forever part of its own still starts with the green flag", () => {
    const { text } = read("when I press the j key the Frog jumps, and the Fly flies around forever");
    expect(text).toMatch(/when green flag clicked\nforever/);
  });
});

describe("a journey from one place to another", () => {
  it("'the Bus goes from x -200 to x 200 in 4 seconds': starts at the first place, glides to the second", () => {
    const { text, leftOut } = read("the Bus goes from x -200 to x 200 in 4 seconds");
    expect(text).toMatch(/go to x: \(-200\) y: \(0\)\nglide \(4\) secs to x: \(200\) y: \(0\)/);
    expect(leftOut).toEqual([]);
  });

  it("keeps both places' y when they are given", () => {
    const { text } = read("the Kite flies from x -100 y -50 to x 100 y 120");
    expect(text).toMatch(/go to x: \(-100\) y: \(-50\)\nglide \(1\) secs to x: \(100\) y: \(120\)/);
  });
});

describe("the one who asks", () => {
  it("'the Wizard asks \"...\"; if the answer is ... says ...': a sprite named Wizard asks", () => {
    const plan = checkedQuestionPlan(readPlanWords('the Wizard asks "What is 3 x 3?". If the answer is 9 he says "Magic!", otherwise he says "Oops"').words);
    expect(plan?.characters.map((c) => c.name)).toEqual(["Wizard"]);
  });

  it("a question with no one named is asked by the sprite", () => {
    const plan = checkedQuestionPlan(readPlanWords('ask "Is it sunny?". If the answer is yes say "Hooray"').words);
    expect(plan?.characters.map((c) => c.name)).toEqual(["Sprite1"]);
  });

  it("'Primary 4 maths with Scratch:' frames the request, it is no part to build", () => {
    const { leftOut, names } = read('Primary 4 maths with Scratch: the Owl asks "What is 2 + 2?". If the answer is 4 she says "Yes!", else she says "No"');
    expect(leftOut).toEqual([]);
    expect(names).toEqual(["Owl"]);
  });
});
