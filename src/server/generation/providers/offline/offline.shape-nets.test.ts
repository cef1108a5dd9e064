import { describe, expect, it } from "vitest";
import { unbuiltTriggers } from "./offline.asked-triggers";
import { blocksAfterForever, clonesNeverMade, countsAroundForever, idleDoers, oneArrowMover, pointerNeverFollowed, stepsLeftBeforeTheirLoop, stuckCounts } from "./offline.shape-nets";
import { looksNotVariables, moveSelfTouchingScripts, penBeforeItsDrawing, touchesItself } from "./offline.shape-mends";

const sprite = (name: string, body = "") => `// sprite: ${name}\n// x: 0, y: 0\n\n${body}${body === "" ? "" : "\n\n"}`;

describe("every key of a list of keys (decision 1350)", () => {
  const piano = sprite("Piano", "when [f v] key pressed\nplay note (65) for (1) beats");
  it("names the keys of the list no script starts on", () => {
    expect(unbuiltTriggers("pressing f, g or h plays a note", piano)).toEqual(["pressing g", "pressing h"]);
    expect(unbuiltTriggers("the Car steers with the f and j keys", piano)).toEqual(["pressing j"]);
  });
  it("stays quiet when every key is built, as a hat or as a test", () => {
    const both = `${piano}when green flag clicked\nforever\n  if <key (g v) pressed?> then\n    play note (67) for (1) beats\n  end\nend\n`;
    expect(unbuiltTriggers("pressing f or g plays a note", both)).toEqual([]);
    expect(unbuiltTriggers("press f and the Piano plays", piano)).toEqual([]);
    expect(unbuiltTriggers("the Piano goes up when i press f and down when i press g", piano)).toEqual([]);
  });
});

describe("loops that never end where a count or more blocks were asked (decision 1350)", () => {
  it("names a count holding a forever", () => {
    expect(countsAroundForever(sprite("Kite", "when green flag clicked\nrepeat (8)\n  forever\n    turn right (5) degrees\n  end\nend"))).toEqual(["the Kite doing it 8 times"]);
    expect(countsAroundForever(sprite("Kite", "when green flag clicked\nforever\n  repeat (8)\n    turn right (5) degrees\n  end\nend"))).toEqual([]);
  });
  it("names a block after a forever in the same stack", () => {
    expect(blocksAfterForever(sprite("Kite", "when green flag clicked\nforever\n  turn right (5) degrees\nend\nsay [Done] for (1) seconds"))).toEqual(['the Kite doing "say [Done] for (1) seconds" after the loop that never ends']);
    expect(blocksAfterForever(sprite("Kite", "when green flag clicked\nif <(x position) > (0)> then\n  forever\n    move (1) steps\n  end\nend\nsay [Go] for (1) seconds"))).toEqual([]);
    expect(blocksAfterForever(sprite("Kite", "when green flag clicked\nsay [Go] for (1) seconds\nforever\n  move (1) steps\nend"))).toEqual([]);
  });
});

describe("a value said that never counts (decision 1350)", () => {
  const stuck = `// stage\n// variable k = 0\n\n${sprite("Owl", "when green flag clicked\nset [k v] to (0)\nrepeat (5)\n  say (k) for (1) seconds\nend")}`;
  it("names a variable said, never changed, when the request counts with it", () => {
    expect(stuckCounts("the Owl counts to 5 with k and says k each time", stuck)).toEqual(["k counting"]);
  });
  it("stays quiet when it changes, when nothing counts, or when it is used as a setting", () => {
    expect(stuckCounts("the Owl counts to 5 with k and says k each time", stuck.replace("say (k) for (1) seconds", "change [k v] by (1)\n  say (k) for (1) seconds"))).toEqual([]);
    expect(stuckCounts("the Owl says k five times", stuck)).toEqual([]);
    expect(stuckCounts("the Owl counts steps with k", stuck.replace("say (k) for (1) seconds", "move (k) steps"))).toEqual([]);
  });
});

describe("clones of a sprite never made (decision 1350)", () => {
  const made = (line: string) => `${sprite("Cloud", `when this sprite clicked\n${line}`)}${sprite("Drop")}`;
  it("names the clones asked of a sprite nobody clones", () => {
    expect(clonesNeverMade("clicking the Cloud makes 5 clones of the Drop", made("create clone of (myself v)"))).toEqual(["5 clones of the Drop"]);
  });
  it("stays quiet when that sprite is cloned, by another or by itself", () => {
    expect(clonesNeverMade("clicking the Cloud makes 5 clones of the Drop", made("create clone of (Drop v)"))).toEqual([]);
    expect(clonesNeverMade("the Drop makes a clone of the Drop", `${sprite("Drop", "when green flag clicked\ncreate clone of (myself v)")}`)).toEqual([]);
    expect(clonesNeverMade("the Cloud makes clones of itself", made("create clone of (myself v)"))).toEqual([]);
  });
});

describe("a character given something to do that has no script (decision 1350)", () => {
  const built = `${sprite("Duck", "when green flag clicked\nforever\n  change x by (3)\nend")}${sprite("Boat")}`;
  it("names what the idle character was asked to do", () => {
    expect(idleDoers("the Duck swims past the Boat, which sails right 3 forever", built)).toEqual(["what the Boat does"]);
  });
  it("stays quiet for a character only spoken of, or one with a script", () => {
    expect(idleDoers("the Duck swims to the Boat, which is red", built)).toEqual([]);
    expect(idleDoers("the Duck swims to the Boat", built)).toEqual([]);
    expect(idleDoers("the Boat, which sails, is chased by the Duck", `${sprite("Duck", "when green flag clicked\nmove (3) steps")}${sprite("Boat", "when green flag clicked\nmove (1) steps")}`)).toEqual([]);
  });
});

describe("a sprite testing a touch of itself (decision 1350)", () => {
  const wrong = `// stage\n\n${sprite("Wall", "// When it touches the Wall: stops\nwhen green flag clicked\nforever\n  if <touching (Wall v)?> then\n    stop [all v]\n  end\nend")}${sprite("Car")}`;
  it("moves the script to the one sprite without scripts", () => {
    const mended = moveSelfTouchingScripts("the Car stops when it touches the Wall", wrong);
    expect(mended).toContain("// sprite: Car\n// x: 0, y: 0\n\n// When it touches the Wall: stops\nwhen green flag clicked");
    expect(mended.slice(0, mended.indexOf("// sprite: Car"))).not.toContain("touching (Wall v)");
    expect(touchesItself(mended)).toEqual([]);
  });
  it("names it when no single sprite can take it, and leaves a touch of another sprite alone", () => {
    const crowded = `${wrong}${sprite("Bus")}`;
    expect(moveSelfTouchingScripts("the Car stops when it touches the Wall", crowded)).toBe(crowded);
    expect(touchesItself(crowded)).toEqual(["what happens when something touches the Wall"]);
    expect(touchesItself(sprite("Wall", "when green flag clicked\nif <touching (Wall v)?> then\n  hide\nend"))).toEqual([]);
    const right = `${sprite("Car", "when green flag clicked\nwait until <touching (Wall v)?>\nstop [all v]")}${sprite("Wall")}`;
    expect(moveSelfTouchingScripts("", right)).toBe(right);
    expect(touchesItself(right)).toEqual([]);
  });
});

describe("a look read as a variable (decision 1350)", () => {
  const asVariable = `// stage\n// variable color = 0\n\n${sprite("Lamp", "when this sprite clicked\nchange [color v] by (40)")}`;
  it("makes it the effect when nothing reads the value", () => {
    const mended = looksNotVariables("clicking the Lamp changes its color by 40", asVariable);
    expect(mended).toContain("change [color v] effect by (40)");
    expect(mended).not.toContain("// variable color");
    const ghost = looksNotVariables("the Lamp fades: its ghost goes up by 10", `// stage\n// variable ghost = 0\n\n${sprite("Lamp", "when green flag clicked\nset [ghost v] to (0)\nchange [ghost v] by (10)")}`);
    expect(ghost).toContain("set [ghost v] effect to (0)\nchange [ghost v] effect by (10)");
  });
  it("keeps a variable the request makes, or one the program reads", () => {
    expect(looksNotVariables("make a variable color that goes up by 40 on a click", asVariable)).toBe(asVariable);
    const size = `// stage\n// variable size = 0\n\n${sprite("Snail", "when green flag clicked\nchange [size v] by (1)")}`;
    expect(looksNotVariables("eating adds 1 to size", size)).toBe(size);
    const read = asVariable.replace("change [color v] by (40)", "change [color v] by (40)\nsay (color) for (1) seconds");
    expect(looksNotVariables("clicking the Lamp changes its color by 40", read)).toBe(read);
  });
});

describe("one mover asked, two built (decision 1350)", () => {
  const arrows = "when green flag clicked\nforever\n  if <key (left arrow v) pressed?> then\n    change x by (-4)\n  end\nend";
  it("names the one mover the request asks for", () => {
    expect(oneArrowMover("the Crab walks with the arrows. it eats the Shell", `${sprite("Club", arrows)}${sprite("Crab", arrows)}${sprite("Shell")}`)).toEqual(["only the Crab moving with the arrow keys"]);
  });
  it("stays quiet with one mover, or when both are asked", () => {
    expect(oneArrowMover("the Crab walks with the arrows", `${sprite("Crab", arrows)}${sprite("Shell")}`)).toEqual([]);
    expect(oneArrowMover("the Crab and the Club walk with the arrows", `${sprite("Club", arrows)}${sprite("Crab", arrows)}`)).toEqual([]);
  });
});

describe("the pen put down before its drawing (decision 1350)", () => {
  const apart = `// stage\n\n${sprite("Turtle", "// When the green flag is clicked: puts its pen down\nwhen green flag clicked\npen down\n\n// When the green flag is clicked: draws a line\nwhen green flag clicked\nmove (80) steps\nturn right (45) degrees")}`;
  it("makes the pen's script and the drawing one script, the pen first", () => {
    const mended = penBeforeItsDrawing("", apart);
    expect(mended).toContain("// When the green flag is clicked: puts its pen down, then draws a line\nwhen green flag clicked\npen down\nmove (80) steps\nturn right (45) degrees");
    expect(mended.match(/when green flag clicked/g)).toHaveLength(1);
  });
  it("leaves a pen script beside two movers, or one that does more, as it is", () => {
    const two = `${apart}when green flag clicked\nglide (1) secs to x: (0) y: (0)\n\n`;
    expect(penBeforeItsDrawing("", two)).toBe(two);
    const more = apart.replace("pen down\n", "pen down\nsay [Hi] for (1) seconds\n");
    expect(penBeforeItsDrawing("", more)).toBe(more);
  });
});

describe("the mouse pointer asked and never read (decision 1350)", () => {
  const chase = `${sprite("Mouse", "when green flag clicked\nforever\n  point towards (Owl v)\n  move (2) steps\nend")}${sprite("Owl")}`;
  it("names following the pointer when no block reads it", () => {
    expect(pointerNeverFollowed("the Mouse follows the mouse pointer and runs from the Owl", chase)).toEqual(["following the mouse pointer"]);
    expect(pointerNeverFollowed("the Bee chases the mouse", chase.replace(/Mouse/g, "Bee"))).toEqual(["following the mouse pointer"]);
  });
  it("stays quiet when the pointer is read, or when the Mouse is a character", () => {
    expect(pointerNeverFollowed("the Mouse follows the mouse pointer", chase.replace("point towards (Owl v)", "point towards (mouse-pointer v)"))).toEqual([]);
    expect(pointerNeverFollowed("the Owl chases the mouse", chase)).toEqual([]);
  });
});

describe("a step said with its loop's steps, built before the loop (decision 1350)", () => {
  const once = sprite("Fan", "when green flag clicked\nsay [Whirr] for (1) seconds\nforever\n  turn right (10) degrees\nend");
  it("names the step left out of the loop", () => {
    expect(stepsLeftBeforeTheirLoop("the Fan says whirr and turns 10 degrees forever", once)).toEqual(['the Fan doing "say [Whirr] for (1) seconds" each time round the loop']);
    const until = sprite("Car", "when green flag clicked\nmove (6) steps\nrepeat until <touching (Wall v)?>\n  next costume\nend");
    expect(stepsLeftBeforeTheirLoop("the Car move 6 steps and next costume until it touch the Wall", until)).toEqual(['the Car doing "move (6) steps" each time round the loop']);
  });
  it("stays quiet when the step is in the loop, or said to come first", () => {
    expect(stepsLeftBeforeTheirLoop("the Fan says whirr and turns 10 degrees forever", once.replace("say [Whirr] for (1) seconds\nforever\n", "forever\n  say [Whirr] for (1) seconds\n"))).toEqual([]);
    expect(stepsLeftBeforeTheirLoop("the Fan says whirr first and then turns 10 degrees forever", once)).toEqual([]);
    expect(stepsLeftBeforeTheirLoop("the Fan says whirr. it turns 10 degrees forever", once)).toEqual([]);
  });
});
