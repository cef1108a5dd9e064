import { describe, expect, it } from "vitest";
import { unbuiltTriggers } from "./offline.asked-triggers";
import { signsTurnedUp } from "./offline.asked-signs";
import { loopsNotBuilt } from "./offline.loop-counts";
import { speedChangesShown } from "./offline.speed-shown";

const program = (...sprites: [string, string][]) => sprites.map(([name, body]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${body}`).join("\n\n");

describe("triggers asked and never built (decision 1320)", () => {
  it("names a backdrop switch no script starts on", () => {
    const text = program(["Owl", "when green flag clicked\nsay [Hoo] for (2) seconds"]);
    expect(unbuiltTriggers("when the backdrop switches to Night, the Owl says Hoo", text)).toEqual(["when the backdrop switches to Night"]);
    expect(unbuiltTriggers("when the backdrop switches to Night, the Owl says Hoo", program(["Owl", "when backdrop switches to [night v]\nsay [Hoo] for (2) seconds"]))).toEqual([]);
  });
  it("names a message never received", () => {
    const text = program(["Ghost", "when green flag clicked\nhide"]);
    expect(unbuiltTriggers("the Ghost hides when it receives boo", text)).toEqual(["when it receives boo"]);
    expect(unbuiltTriggers("the Ghost hides when it receives boo", program(["Ghost", "when I receive [boo v]\nhide"]))).toEqual([]);
  });
  it("names a key nobody checks, and keeps a key checked in a loop", () => {
    const text = program(["Rocket", "when green flag clicked\nchange y by (10)"]);
    expect(unbuiltTriggers("when I press the up arrow the Rocket flies up", text)).toEqual(["when I press the up arrow"]);
    expect(unbuiltTriggers("pressing space makes the Rocket fly", text)).toEqual(["pressing space"]);
    expect(unbuiltTriggers("when I press the up arrow the Rocket flies up", program(["Rocket", "when green flag clicked\nforever\nif <key (up arrow v) pressed?> then\nchange y by (10)\nend\nend"]))).toEqual([]);
    expect(unbuiltTriggers("when you press the j key the Frog jumps", program(["Frog", "when [j v] key pressed\nchange y by (10)"]))).toEqual([]);
  });
  it("names a character's click only when that character has no click script", () => {
    const text = program(["Robot", "when green flag clicked\nturn right (15) degrees"], ["Cat", "when this sprite clicked\nsay [Hi]"]);
    expect(unbuiltTriggers("when the Robot is clicked it spins", text)).toEqual(["when the Robot is clicked"]);
    expect(unbuiltTriggers("clicking the Cat makes it say Hi", text)).toEqual([]);
  });
  it("does not name a trigger already named", () => {
    const text = program(["Owl", "when green flag clicked\nsay [Hoo] for (2) seconds"]);
    expect(unbuiltTriggers("when the backdrop switches to Night, the Owl says Hoo", text, ["when the backdrop switches to Night the Owl says Hoo"])).toEqual([]);
  });
});

describe("loops asked and never built (decision 1320)", () => {
  it("names forever and N times a character's scripts do not repeat", () => {
    const text = program(["Bee", "when green flag clicked\nmove (10) steps"]);
    expect(loopsNotBuilt("the Bee buzzes around forever", text)).toEqual(["the Bee doing it forever"]);
    expect(loopsNotBuilt("the Bee flies in a circle 5 times", text)).toEqual(["the Bee doing it 5 times"]);
    expect(loopsNotBuilt("the Bee hops twice", text)).toEqual(["the Bee doing it 2 times"]);
  });
  it("stays quiet when the loop is built, or the count is a size", () => {
    expect(loopsNotBuilt("the Bee buzzes around forever", program(["Bee", "when green flag clicked\nforever\nmove (10) steps\nend"]))).toEqual([]);
    expect(loopsNotBuilt("the Bee flies in a circle 5 times", program(["Bee", "when green flag clicked\nrepeat (5)\nmove (10) steps\nend"]))).toEqual([]);
    expect(loopsNotBuilt("the Bee grows to twice its size", program(["Bee", "when green flag clicked\nchange size by (100)"]))).toEqual([]);
    expect(loopsNotBuilt("the Bee grows 3 times bigger", program(["Bee", "when green flag clicked\nchange size by (200)"]))).toEqual([]);
    expect(loopsNotBuilt("the Bee and the Bear dance forever", program(["Bee", "when green flag clicked\nmove (10) steps"], ["Bear", "when green flag clicked\nforever\nturn right (15) degrees\nend"]))).toEqual([]);
  });
});

describe("counts asked to go down (decision 1320)", () => {
  it("names taking away built as adding", () => {
    const text = "when green flag clicked\nset [coins v] to (10)\nchange [coins v] by (2)";
    expect(signsTurnedUp("the Pig loses 2 coins when it trips", text)).toEqual(["loses 2"]);
    expect(signsTurnedUp("coins go down by 2 on every trip", text)).toEqual(["go down by 2"]);
  });
  it("stays quiet when the number is taken off", () => {
    expect(signsTurnedUp("the Pig loses 2 coins when it trips", "when green flag clicked\nchange [coins v] by (-2)")).toEqual([]);
    expect(signsTurnedUp("take 3 away from the score", "when green flag clicked\nset [score v] to ((score) - (3))\nchange [score v] by (3)")).toEqual([]);
  });
});

describe("a speed built is not named (decision 1320)", () => {
  const parts = ["going faster or slower (say how it moves)"];
  it("keeps a loop moving by a variable that a key changes", () => {
    expect(speedChangesShown(parts, "when green flag clicked\nset [pace v] to (2)\nforever\n  move (pace) steps\nend\n\nwhen [up arrow v] key pressed\nchange [pace v] by (1)")).toEqual(parts);
  });
  it("names it when the move does not use the changed variable", () => {
    expect(speedChangesShown(parts, "when green flag clicked\nforever\n  move (10) steps\nend\n\nwhen [up arrow v] key pressed\nchange [pace v] by (1)")).toEqual([]);
  });
});
