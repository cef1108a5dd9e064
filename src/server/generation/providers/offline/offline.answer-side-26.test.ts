// Issue 26, decision 1650: parts named although built, or never asked (wordings of our own).
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { doneTheLibraryWay, turnSideGiven } from "./offline.asked-parts";
import { uncoveredParts } from "./offline.coverage";
import { dropLostEndings } from "./offline.lost-endings";
import { partsTurnedDown } from "./offline.refused-parts";
import { placesNamedAsDoers } from "./offline.setting-places";
import { quotedTitles } from "./offline.quoted-titles";

const program = (...sprites: [string, string][]) => `// stage\n\n${sprites.map(([name, body]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${body}`).join("\n\n")}\n`;
const leftOut = (prompt: string) => {
  const answer = answerRequest(prompt);
  return answer.kind === "program" ? answer.leftOut : ["(declined)"];
};

describe("a click said of one character is not each character's click", () => {
  const ferry = program(["Ferry", "when green flag clicked\nforever\n  move (2) steps\nend\n\nwhen I receive [halt v]\nstop [all v]"], ["Bell", "when this sprite clicked\nbroadcast [halt v]"]);
  it("reads 'stops all' as the block, and 'each Ray clone' as the clones", () => {
    expect(uncoveredParts("the Ferry moves 2 steps forever; when the Bell is clicked it broadcasts halt, and when the Ferry receives halt it stops all.", ferry, []).filter((part) => part.includes("click"))).toEqual([]);
    const rays = program(["Sun", "when this sprite clicked\ncreate clone of (Ray v)"], ["Ray", "when I start as a clone\nrepeat until <touching (edge v)?>\n  move (5) steps\nend\ndelete this clone"]);
    expect(uncoveredParts("every time the Sun is clicked it makes a clone of the Ray; each Ray clone moves 5 steps until it touches the edge, then deletes itself.", rays, [])).toEqual([]);
  });
  it("still names a character of 'each ... when clicked' that has no click", () => {
    const farm = program(["Cow", "when this sprite clicked\nsay [Moo] for (2) seconds"], ["Hen", "when green flag clicked\nsay [Cluck] for (2) seconds"]);
    expect(uncoveredParts("each animal talks when clicked: the Cow says Moo and the Hen says Cluck", farm, [])).toContain("the hen doing its part when you click it");
  });
});

describe("a clone made is no part left out", () => {
  it("names nothing for 'creates a clone' and 'each Drop clone' when the program clones", () => {
    expect(leftOut("every time the Jar is clicked it creates a clone of the Bean; each Bean clone falls 4 steps until it touches the edge, then deletes itself.")).toEqual([]);
  });
  it("still names a clone nobody makes", () => {
    const none = program(["Tap", "when this sprite clicked\nsay [drip] for (1) seconds"]);
    expect(uncoveredParts("when the Tap is clicked it should clone itself", none, []).some((part) => part.includes("clone"))).toBe(true);
    // the Ship clones itself, never the Shell: "a Shell clone" is not made
    const ship = program(["Ship", "when [space v] key pressed\ncreate clone of (myself v)"], ["Shell", "when I start as a clone\nchange y by (15)"]);
    expect(uncoveredParts("space fires a Shell clone that goes up 15", ship, []).some((part) => part.includes("clone"))).toBe(true);
  });
});

describe("a stop at a thing is built by the loop that moves until it touches it", () => {
  const lost = "// sprite: Tram\n// x: 0, y: 0\n\n// When the green flag is clicked: stops the game\nwhen green flag clicked\nstop [all v]\n\nwhen green flag clicked\nrepeat until <touching (Depot v)?>\n  move (3) steps\nend\nsay [Home!] for (2) seconds\n\n// sprite: Depot\n// x: 100, y: 0\n";
  it("names no ending when the program moves until it touches the thing", () => {
    expect(dropLostEndings("The Tram has to stop at the Depot: it moves 3 steps until it touches the Depot and says 'Home!'", lost, "").leftOut).toEqual([]);
  });
  it("still names the stop when nothing waits to touch that thing", () => {
    expect(dropLostEndings("The Tram has to stop at the Station: it moves 3 steps until it touches the Depot and says 'Home!'", lost, "").leftOut).toEqual(["the moment when it stops the game"]);
  });
});

describe("a thing the request turned down is never a part left out", () => {
  it("drops a part said only after 'no'", () => {
    expect(partsTurnedDown("a story, but no racing game and no keys: the Fox glides to x 100 y 0", ["keys", "racing game"])).toEqual(["keys", "racing game"]);
  });
  it("keeps a part also asked for outside the refusal, and a request with no refusal", () => {
    expect(partsTurnedDown("no timer here, but the keys a and d move the Fox", ["keys"])).toEqual([]);
    expect(partsTurnedDown("the keys a and d move the Fox", ["keys"])).toEqual([]);
  });
});

describe("a place a character is in is no character doing something", () => {
  const duck = program(["Duck", "when green flag clicked\nforever\n  change x by (2)\nend"], ["Pond", ""]);
  it("drops 'what the Pond does' when the pond is only where the Duck is", () => {
    expect(placesNamedAsDoers("a Duck on the pond that swims right 2 steps forever", ["what the Pond does"], duck)).toEqual(["what the Pond does"]);
  });
  it("keeps it when the request also tells the place to act", () => {
    expect(placesNamedAsDoers("a Duck on the pond that swims right 2 steps forever, and the Pond ripples", ["what the Pond does"], duck)).toEqual([]);
  });
});

describe("a turn the child gave no side is done by a library turn either way", () => {
  const planned = ["when green flag clicked", "pen down", "repeat (4)", "move (100) steps", "turn right (90) degrees", "end"];
  const library = [{ lines: ["when green flag clicked", "pen down", "repeat (4)", "  move (100) steps", "  turn left (90) degrees", "end"] }];
  it("counts the library's left turn as the plan's turn when no side was said", () => {
    expect(turnSideGiven("draw a square with the pen, 4 times move 100 turn 90")).toBe(false);
    expect(doneTheLibraryWay(planned, library, new Set([4, 100, 90]), false)).toBe(true);
  });
  it("keeps the side when the child said it", () => {
    expect(turnSideGiven("draw a square with the pen, 4 times move 100 turn right 90")).toBe(true);
    expect(doneTheLibraryWay(planned, library, new Set([4, 100, 90]), true)).toBe(false);
  });
});

describe("a story's title in quotes is no line to say", () => {
  const race = program(["Hare", "when green flag clicked\nglide (1) secs to x: (200) y: (0)"], ["Tortoise", "when green flag clicked\nglide (6) secs to x: (220) y: (0)"]);
  it("drops the title that names the program's characters", () => {
    expect(quotedTitles('Story time: "The Tortoise and the Hare" is a race: the Hare glides to x 200 y 0 in 1 second', ['"The Tortoise and the Hare"'], race)).toEqual(['"The Tortoise and the Hare"']);
  });
  it("keeps a line a character is asked to say, and a quote naming no character", () => {
    expect(quotedTitles('the Hare says "The Tortoise is slow" and glides to x 200 y 0', ['"The Tortoise is slow"'], race)).toEqual([]);
    expect(quotedTitles('"Ready steady go" is shown first: the Hare glides to x 200 y 0', ['"Ready steady go"'], race)).toEqual([]);
  });
});

describe("what a touch, a variable or a turn said on names is built", () => {
  const door = program(["Hero", "when green flag clicked\nforever\n  if <touching (Door v)?> then\n    say [Level 2!]\n  end\nend"], ["Door", ""]);
  it("reads 'touching the Door says' as said by whoever touches the Door", () => {
    expect(uncoveredParts('the Hero walks; touching the Door says "Level 2!"', door, []).filter((part) => part.includes("Level 2"))).toEqual([]);
    // nobody says it: still named
    const silent = program(["Hero", "when green flag clicked\nforever\n  if <touching (Door v)?> then\n    hide\n  end\nend"], ["Door", ""]);
    expect(uncoveredParts('the Hero walks; touching the Door says "Level 2!"', silent, []).length).toBeGreaterThan(0);
  });
  it("reads a variable called hits as no touch, and a touch said with 'hits' as one", () => {
    const pinata = "// stage\n// variable hits = 0\n\n// sprite: Pinata\n// x: 0, y: 0\n\nwhen this sprite clicked\nchange [hits v] by (1)\n";
    expect(uncoveredParts("each click adds 1 to hits, and when hits is 5 the Pinata hides", pinata, [])).not.toContain("what happens when they touch");
    expect(uncoveredParts("each click adds 1 to hits, and when the Ball hits the Pinata it hides", pinata, [])).toContain("what happens when they touch");
  });
  it("reads 'turns right 90 ... and left 90' as a turn when the program turns left", () => {
    const robot = program(["Robot", "when [d v] key pressed\nturn right (90) degrees\n\nwhen [a v] key pressed\nturn left (90) degrees"]);
    expect(uncoveredParts("the Robot turns right 90 degrees when I press d and left 90 when I press a", robot, [])).toEqual([]);
    const moved = program(["Robot", "when [d v] key pressed\nturn right (90) degrees\n\nwhen [a v] key pressed\nturn right (90) degrees"]);
    expect(uncoveredParts("the Robot turns right 90 degrees when I press d and left 90 when I press a", moved, [])).toContain("going left 90");
  });
});

describe("a glide from one place to another and back", () => {
  const glides = (back: string) => program(["Bee", `when green flag clicked\nforever\n  glide (1) secs to x: (100) y: (0)\n  ${back}\nend`]);
  it("names the way back when the program jumps there instead of gliding", () => {
    expect(uncoveredParts("the Bee glides from x -100 to x 100 and back forever, 1 second each way", glides("go to x: (-100) y: (0)"), [])).toContain("gliding back");
  });
  it("names nothing when it glides back", () => {
    expect(uncoveredParts("the Bee glides from x -100 to x 100 and back forever, 1 second each way", glides("glide (1) secs to x: (-100) y: (0)"), [])).toEqual([]);
  });
});
