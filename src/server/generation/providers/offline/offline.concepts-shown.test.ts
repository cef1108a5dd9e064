// A teacher's instruction on how (decision 720) is built when the program does it that way, and
// a counter the request counts must be counted: offline.coverage.ts.
import { describe, expect, it } from "vitest";
import { conceptsTheProgramShows, uncoveredParts } from "./offline.coverage";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;

describe("how a teacher asked it done", () => {
  const worked = sprite("Robot", "when green flag clicked\nsay ((9) * (6)) for (2) seconds");
  const typed = sprite("Robot", "when green flag clicked\nsay [54] for (2) seconds");

  it("an operator the program uses, and a number turned down that it does not type", () => {
    const part = "teacher said use an operator block , never type 54";
    expect(conceptsTheProgramShows([part], worked)).toEqual([part]);
    expect(conceptsTheProgramShows([part], typed)).toEqual([]);
  });

  it("a check kept in a forever loop 'the whole game'", () => {
    const part = "put the check in a forever loop for the whole game";
    const watching = sprite("Bat", "when green flag clicked\nforever\n  if <touching (edge v)?> then\n    go to x: (0) y: (0)\n  end\nend");
    expect(conceptsTheProgramShows([part], watching)).toEqual([part]);
    expect(conceptsTheProgramShows([part], sprite("Bat", "when green flag clicked\nforever\n  move (3) steps\nend"))).toEqual([]);
  });

  it("a shape is the shape its loop draws: a square is not a circle", () => {
    const square = sprite("Pen", "when green flag clicked\npen down\nrepeat (4)\n  move (50) steps\n  turn right (90) degrees\nend");
    expect(conceptsTheProgramShows(["a square"], square)).toEqual(["a square"]);
    expect(conceptsTheProgramShows(["a triangle"], square)).toEqual([]);
    expect(conceptsTheProgramShows(["circle"], square)).toEqual([]);
  });

  it("a custom block with an input the block uses", () => {
    const hop = sprite("Frog", "define hop (height)\nchange y by (height)\nchange y by ((0) - (height))", "when [space v] key pressed\nhop (40)");
    expect(conceptsTheProgramShows(["custom block with an input"], hop)).toEqual(["custom block with an input"]);
    expect(conceptsTheProgramShows(["custom block with an input"], sprite("Frog", "when [space v] key pressed\nchange y by (40)"))).toEqual([]);
  });
});

describe("a count the request counts", () => {
  it("names a counter nothing adds to, when the request counts after so many", () => {
    const stuck = sprite("Piggy", "when green flag clicked\nset [taps v] to (0)", "when this sprite clicked\nif <(taps) = (3)> then\n  hide\nend");
    expect(uncoveredParts("tap the Piggy and after 3 taps it hides", stuck, []).some((part) => part.startsWith("counting the taps"))).toBe(true);
    const counted = sprite("Piggy", "when green flag clicked\nset [taps v] to (0)", "when this sprite clicked\nchange [taps v] by (1)\nif <(taps) = (3)> then\n  hide\nend");
    expect(uncoveredParts("tap the Piggy and after 3 taps it hides", counted, []).some((part) => part.startsWith("counting"))).toBe(false);
  });
});

describe("a jump to somewhere", () => {
  it("is going there, not a hop up and down", () => {
    const apple = sprite("Apple", "when this sprite clicked\ngo to (random position v)");
    expect(uncoveredParts("click the apple and it jumps to a random spot", apple, [])).toEqual([]);
    const still = sprite("Apple", "when this sprite clicked\nsay [Hi] for (1) seconds");
    expect(uncoveredParts("click the apple and it jumps to a random spot", still, []).length).toBeGreaterThan(0);
  });
});

describe("a variable the child named", () => {
  it("is kept under the child's name", () => {
    const coins = sprite("Bee", "when this sprite clicked\nchange [score v] by (1)");
    expect(uncoveredParts("make a variable called honey. clicking the Bee adds 1 to it", coins, [])).toContain("a variable called honey");
    const honey = `// stage\n// variable honey = 0\n\n${sprite("Bee", "when this sprite clicked\nchange [honey v] by (1)")}`;
    expect(uncoveredParts("make a variable called honey. clicking the Bee adds 1 to it", honey, []).filter((part) => part.startsWith("a variable"))).toEqual([]);
  });
});

describe("a count of things a sprite does", () => {
  it("is shown by one script each", () => {
    const three = sprite("Bee", "when green flag clicked\nsay [hi]", "when [space v] key pressed\nchange y by (10)", "when this sprite clicked\nturn right (15) degrees");
    expect(conceptsTheProgramShows(["three things"], three)).toEqual(["three things"]);
    expect(conceptsTheProgramShows(["three things"], sprite("Bee", "when green flag clicked\nsay [hi]"))).toEqual([]);
  });
});

describe("joining verbs (decision 780)", () => {
  it("takes a part that is only a verb that hands on to the next ('makes') as shown", () => {
    const jumper = "// sprite: Roo\n// x: 0, y: 0\n\nwhen [space v] key pressed\nchange y by (40)\nwait (1) seconds\nchange y by (-40)";
    expect(conceptsTheProgramShows(["makes"], jumper)).toEqual(["makes"]);
    expect(conceptsTheProgramShows(["makes it spin"], jumper)).toEqual([]);
  });
});
