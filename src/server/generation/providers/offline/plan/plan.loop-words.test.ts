// Issue 26 (decision 1710): loops, messages and short blocks said in words. A count scopes over the
// actions it sits with ("then 10 times says n and changes n by 1"); a closing count after ", then"
// repeats only what follows the "then" when the part before is done first or only sets up; a loop
// in brackets is a loop of its own; "y up 50", "pen size 4" are blocks said in short; a message
// received in words is a `when I receive` hat. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { answerText } from "./plan.answer-text";

/** The lines of the script inside `repeat (n)` ... `end`, trimmed (the first such loop). */
const loopBody = (text: string, head: string): string[] => {
  const lines = text.split("\n").map((line) => line.replace(/\s\/\/.*$/, ""));
  const at = lines.findIndex((line) => line.startsWith(head));
  if (at < 0) return [];
  const end = lines.findIndex((line, i) => i > at && line === "end");
  return lines.slice(at + 1, end).map((line) => line.trim());
};

describe("a count leading the actions after 'then' or 'and,'", () => {
  it.each([
    ["the Teacher sets count to 1, then 10 times says count for 1 second and changes count by 1", "count", 10],
    ["the Owl sets score to 2, then 6 times it says score for 2 seconds and adds 2 to score", "score", 6],
    ["my Robot sets n to 1 and, 5 times, says n for 1 second and changes n by 1", "n", 5],
    ["the Frog sets jumps to 1 and, 3 times, says jumps for 1 second and changes jumps by 1", "jumps", 3],
  ])("%s: the say and the change are both in the loop", (prompt, variable, times) => {
    const { text, leftOut } = answerText(prompt);
    const body = loopBody(text, `repeat (${times})`);
    expect(body.some((line) => line.startsWith(`say (${variable})`)), text).toBe(true);
    expect(body.some((line) => line.startsWith(`change [${variable} v] by`)), text).toBe(true);
    expect(text).not.toMatch(/^say /m);
    expect(leftOut).toEqual([]);
  });

  it("says a product said in words, and names nothing ('says n times n')", () => {
    const { text, leftOut } = answerText("the Robot sets n to 1 and, 5 times, says n times n for 1 second and changes n by 1");
    expect(loopBody(text, "repeat (5)")).toEqual(["say ((n) * (n)) for (1) seconds", "change [n v] by (1)"]);
    expect(leftOut).toEqual([]);
  });
});

describe("a count closing a sentence with ', then' in it", () => {
  it.each([
    ["the Dancer plays a drum sound at the start, then next costume and wait 0.3, 6 times", 6, /^(?:start|play) (?:sound|drum)/],
    ["first the Cat plays a sound, then switches next costume and waits 0.5, 8 times", 8, /^(?:start|play) sound/],
    ["the Counter sets n to 0, then changes n by 1 and says n, 5 times", 5, /^set \[n v\] to \(0\)/],
  ])("%s: the part before the then runs once, first", (prompt, times, once) => {
    const { text, leftOut } = answerText(prompt);
    const lines = text.split("\n").map((line) => line.replace(/\s\/\/.*$/, ""));
    const loopAt = lines.findIndex((line) => line.startsWith(`repeat (${times})`));
    expect(loopAt, text).toBeGreaterThan(0);
    expect(lines.slice(0, loopAt).some((line) => once.test(line)), text).toBe(true);
    expect(loopBody(text, `repeat (${times})`).some((line) => once.test(line)), text).toBe(false);
    expect(leftOut).toEqual([]);
  });

  it.each([
    ["the Cow says Moo for 1 second and then waits 3 seconds, forever", "forever", ["say [Moo] for (1) seconds", "wait (3) seconds"]],
    ["the Dancer says left for 1 second and moves left 30, then says right for 1 second and moves right 30, 4 times", "repeat (4)", ["say [Left] for (1) seconds", "change x by (-30)", "say [Right] for (1) seconds", "change x by (30)"]],
    ["the Cat moves 10 steps, then turns 15 degrees, 8 times", "repeat (8)", ["move (10) steps", "turn right (15) degrees"]],
    ["the Cat says hello, then moves 10 steps and waits 1 second, 5 times", "repeat (5)", ["say [Hello] for (2) seconds", "move (10) steps", "wait (1) seconds"]],
  ])("stays whole: %s", (prompt, head, body) => {
    const { text } = answerText(prompt);
    expect(loopBody(text, head)).toEqual(body);
  });
});

describe("a count asked for before a colon", () => {
  it.each([
    ["please make the Crab repeat 12 times: move 10 steps, wait 0.2 seconds.", 12, ["move (10) steps", "wait (0.2) seconds"]],
    ["i want a Fish that repeats 4 times: move 50, turn 90, and then says fini", 4, ["move (50) steps", "turn right (90) degrees", "say [Fini] for (2) seconds"]],
    ["can you make the Bee repeat 3 times: say buzz and turn 30 degrees", 3, ["say [Buzz] for (2) seconds", "turn right (30) degrees"]],
  ])("%s", (prompt, times, body) => {
    const { text, leftOut } = answerText(prompt);
    expect(loopBody(text, `repeat (${times})`), text).toEqual(body);
    expect(text.match(/^move \(/gm) ?? [], text).toEqual([]);
    expect(leftOut).toEqual([]);
  });
});

describe("a loop said in brackets", () => {
  it("spells the shape named before it, drawn once", () => {
    const { text, leftOut } = answerText("the Turtle draws a hexagon (6 times move 50 and turn 60)");
    expect(text.match(/^repeat/gm)).toHaveLength(1);
    expect(loopBody(text, "repeat (6)")).toEqual(["move (50) steps", "turn right (60) degrees"]);
    expect(text).toMatch(/pen down\nrepeat \(6\)/);
    expect(leftOut).toEqual([]);
  });

  it("two shapes one after the other, each its own loop", () => {
    const { text, leftOut } = answerText("the Pencil: pen size 4, pen down, a square (4 times move 80 turn 90) and then a triangle (3 times move 80 turn 120)");
    expect(text).toContain("set pen size to (4)");
    expect(loopBody(text, "repeat (4)")).toEqual(["move (80) steps", "turn right (90) degrees"]);
    expect(loopBody(text, "repeat (3)")).toEqual(["move (80) steps", "turn right (120) degrees"]);
    expect(text.indexOf("repeat (4)")).toBeLessThan(text.indexOf("repeat (3)"));
    expect(leftOut).toEqual([]);
  });

  it("a count in a block's brackets stays that block's ('(change y by 10, ten times)')", () => {
    const { text } = answerText("the Ball jumps (change y by 10, ten times) when I press space");
    expect(text).not.toMatch(/repeat \(10\)\n\s+change y by \(10\)\n\s+change y by \(10\)/);
  });
});

describe("blocks said in short", () => {
  it.each([
    ["the Frog jumps when I press space: y up 60, wait 0.5 seconds, y down 60", ["change y by (60)", "wait (0.5) seconds", "change y by (-60)"]],
    ["the Cat: y up 50, wait 0.3, y down 50", ["change y by (50)", "wait (0.3) seconds", "change y by (-50)"]],
    ["the Bee: x left 10 and then x right 10, forever", ["forever", "change x by (-10)", "change x by (10)", "end"]],
  ])("%s", (prompt, lines) => {
    const { text, leftOut } = answerText(prompt);
    const plain = text.split("\n").map((line) => line.replace(/\s\/\/.*$/, "").trim());
    const at = plain.indexOf(lines[0] as string);
    expect(plain.slice(at, at + lines.length), text).toEqual(lines);
    expect(leftOut).toEqual([]);
  });

  it("words that only look alike stay as they were ('the y axis', 'jumps up 50')", () => {
    // ("jumps up 50" is a jump of 50 (decision 1770), which lands again: never the short block "y up 50" alone)
    expect(answerText("the Frog jumps up 50 when I press space").text).toContain("change y by (-50)");
    expect(answerText("the Cat says x").text).not.toContain("change x");
  });
});

describe("a message received, said in words", () => {
  it("'when the Phone receives signal': the Phone answers the signal", () => {
    const { text, leftOut } = answerText('when the Dish is clicked it turns 15 degrees and broadcasts signal; when the Phone receives signal it says "Hello!".');
    expect(text).toMatch(/when I receive \[signal v\]\nsay \[Hello!\]/);
    expect(leftOut).toEqual([]);
  });

  it("'the Bulb then ...' after a message sent: the Bulb answers it, no click of its own", () => {
    const { text, leftOut } = answerText("when the Button is clicked it broadcasts a message; the Bulb then switches costume to On, waits 1 second and switches to Off.");
    expect(text).toMatch(/when I receive \[(\w+) v\]\nswitch costume to \(On v\)\nwait \(1\) seconds\nswitch costume to \(Off v\)/);
    expect(text.match(/when this sprite clicked/g)).toHaveLength(1);
    expect(leftOut).toEqual([]);
  });

  it("another's 'Then' after a line said (no message) is a turn, as before", () => {
    const { text } = answerText("when the Button is clicked it says hi. Then the Bulb says hello");
    expect(text).toMatch(/broadcast \[Bulb turn v\]/);
  });
});

describe("a list named in the request keeps its name", () => {
  it.each([
    ['the Idea asks "What problem?" and adds the answer to the list ideas, 3 times.', "ideas"],
    ['the Robot asks "Your name?" and adds the answer to the list names, 4 times', "names"],
  ])("%s", (prompt, list) => {
    const { text, leftOut } = answerText(prompt);
    expect(text).toContain(`add (answer) to [${list} v]`);
    expect(text).not.toContain("[answers v]");
    expect(leftOut).toEqual([]);
  });

  it("a list of items after a comma stays items ('the list apples, pears')", () => {
    const { text } = answerText("the Cat says a random item of the list fruits: apple, pear, plum");
    expect(text).not.toContain("[apple v]");
  });
});
