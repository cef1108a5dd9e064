// How a request says a thing is done (offline.coverage.ts, unkeptHows): a program that does the
// thing another way names it; a program that does it the child's way names nothing.
import { describe, expect, it } from "vitest";
import { uncoveredParts } from "./offline.coverage";
import { sayDescribedValues } from "./offline.said-values";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;
const edgeBounce = sprite("Puck", "when green flag clicked\nforever\n  move (10) steps\n  if on edge, bounce\nend");

describe("what a thing bounces off", () => {
  it("names a sprite bounced off that nothing touches, and not the edges", () => {
    expect(uncoveredParts("the puck bounces off the goalie", `${edgeBounce}\n\n${sprite("Goalie")}`, [])).toContain("bouncing off the goalie");
    expect(uncoveredParts("the puck bounces off the walls", edgeBounce, [])).toEqual([]);
  });

  it("names nothing when the program turns it on touching that sprite", () => {
    const touched = sprite("Puck", "when green flag clicked\nforever\n  move (10) steps\n  if <touching (Goalie v)?> then\n    turn right (180) degrees\n  end\nend");
    expect(uncoveredParts("the puck bounces off the goalie", `${touched}\n\n${sprite("Goalie")}`, [])).not.toContain("bouncing off the goalie");
  });
});

describe("where a thing goes", () => {
  const steps = sprite("Crab", "when this sprite clicked\nmove (10) steps");
  it("names the mouse pointer when the program never goes to it", () => {
    expect(uncoveredParts("the crab walks to wherever you tap", steps, [])).toContain("going to the mouse pointer");
    expect(uncoveredParts("the crab follows my cursor", steps, [])).toContain("going to the mouse pointer");
  });

  it("names nothing when it goes to the pointer, or when the mouse is a character", () => {
    const glides = sprite("Crab", "when stage clicked\nglide (1) secs to (mouse-pointer v)");
    expect(uncoveredParts("the crab walks to wherever you tap", glides, [])).not.toContain("going to the mouse pointer");
    const chase = `${sprite("Owl", "when green flag clicked\nforever\n  point towards (Mouse v)\n  move (3) steps\nend")}\n\n${sprite("Mouse")}`;
    expect(uncoveredParts("the owl flies towards the mouse", chase, [])).not.toContain("going to the mouse pointer");
  });
});

describe("a size multiplied", () => {
  it("names growing by a little where the request doubles or triples the size", () => {
    const little = sprite("Balloon", "when this sprite clicked\nchange size by (2)");
    expect(uncoveredParts("click the balloon and it gets double its size", little, [])).toContain("growing to double the size");
    expect(uncoveredParts("the balloon becomes three times as big when clicked", little, [])).toContain("growing to three times the size");
  });

  it("names nothing when the size is set to the product", () => {
    const doubled = sprite("Balloon", "when this sprite clicked\nset size to (200) %");
    expect(uncoveredParts("click the balloon and it gets double its size", doubled, [])).toEqual([]);
  });
});

describe("numbers said in a row", () => {
  const notes = (...n: number[]) => sprite("Piano", ["when green flag clicked", ...n.map((x) => `play note (${x}) for (1) beats`)].join("\n"));
  it("names them when no script plays them one after another", () => {
    expect(uncoveredParts("the piano plays 67, 65 and 64", notes(64, 65, 67, 64), [])).toContain("67 65 64 in that order");
  });

  it("names nothing when they are played in order, or counted by a loop", () => {
    expect(uncoveredParts("the piano plays 67, 65 and 64", notes(67, 65, 64), [])).toEqual([]);
    const counted = sprite("Rocket", "when green flag clicked\nset [n v] to (3)\nrepeat (3)\n  say (n) for (1) seconds\n  change [n v] by (-1)\nend");
    expect(uncoveredParts("the rocket counts 3 2 1", counted, [])).not.toContain("3 2 1 in that order");
  });
});

describe("a quoted line and the value after it", () => {
  it("says the line joined with the value the program keeps", () => {
    const text = `// stage\n// variable coins = 0\n\n${sprite("Frog", "when green flag clicked\nsay [You have this many coins:] for (2) seconds")}`;
    expect(sayDescribedValues('the frog says "You have this many coins:" and the coins', text).text).toContain("say (join [You have this many coins: ] (coins)) for (2) seconds");
    // a value the program does not keep: the line stays as it was
    expect(sayDescribedValues('the frog says "You have this many gems:" and the gems', text).text).toContain("say [You have this many coins:]");
  });
});

describe("the game ending and where a thing starts", () => {
  const bounce = sprite("Puck", "when green flag clicked\nforever\n  if <touching color [#0000ff]?> then\n    say [Oops] for (1) seconds\n  end\nend");
  it("names an ending the program never does, and not one that is only said", () => {
    expect(uncoveredParts("when the puck hits the blue goal it's game over", bounce, [])).toContain("ending the game");
    expect(uncoveredParts("when the puck hits blue the game stops", bounce, [])).toContain("ending the game");
    expect(uncoveredParts("when the puck touches blue, say game over", bounce, [])).not.toContain("ending the game");
    expect(uncoveredParts("when the puck touches blue say 'game over'", bounce, [])).not.toContain("ending the game");
    const stops = sprite("Puck", "when green flag clicked\nforever\n  if <touching color [#0000ff]?> then\n    stop [all v]\n  end\nend");
    expect(uncoveredParts("when the puck hits blue the game ends", stops, [])).not.toContain("ending the game");
  });

  it("names a start at a character the program never goes to", () => {
    const flies = `${sprite("Arrow", "when [space v] key pressed\nglide (1) secs to (mouse-pointer v)")}\n\n${sprite("Archer")}`;
    expect(uncoveredParts("an arrow shoots from the archer when i press space", flies, [])).toContain("starting from the archer");
    const starts = `${sprite("Arrow", "when [space v] key pressed\ngo to (Archer v)\nglide (1) secs to (mouse-pointer v)")}\n\n${sprite("Archer")}`;
    expect(uncoveredParts("an arrow shoots from the archer when i press space", starts, [])).not.toContain("starting from the archer");
    expect(uncoveredParts("an arrow falls from the sky when i press space", flies, [])).not.toContain("starting from the sky");
  });
});

describe("a body part moving", () => {
  it("is a change of costume: named when the program only moves the sprite", () => {
    const walks = sprite("Bird", "when [right arrow v] key pressed\nchange x by (10)");
    expect(uncoveredParts("the bird walks with the right arrow and its wings flap", walks, [])).toContain("the wings flap (a change of costume)");
    const flaps = sprite("Bird", "when [right arrow v] key pressed\nchange x by (10)\nnext costume");
    expect(uncoveredParts("the bird walks with the right arrow and its wings flap", flaps, [])).toEqual([]);
  });
});

describe("a quoted line said on a condition", () => {
  const atOnce = sprite("Owl", 'when green flag clicked\nsay [Too late!] for (2) seconds');
  it("is named when the program says it as soon as the flag is clicked", () => {
    expect(uncoveredParts('if the owl sees the mouse, the owl says "Too late!"', `${atOnce}\n\n${sprite("Mouse")}`, [])).toContain('saying "Too late!" only when the owl sees the mouse');
  });

  it("is not named when something comes first, or when the condition is the start or a click", () => {
    const waits = sprite("Owl", "when green flag clicked\nwait until <touching (Mouse v)?>\nsay [Too late!] for (2) seconds");
    expect(uncoveredParts('if the owl sees the mouse, the owl says "Too late!"', `${waits}\n\n${sprite("Mouse")}`, [])).toEqual([]);
    expect(uncoveredParts('when the game starts the owl says "Too late!"', atOnce, [])).toEqual([]);
    const clicked = sprite("Owl", "when this sprite clicked\nsay [Too late!] for (2) seconds");
    expect(uncoveredParts('when you click the owl it says "Too late!"', clicked, [])).toEqual([]);
  });
});

describe("the condition of a quoted line, without a comma", () => {
  it("runs to the one who speaks", () => {
    const atOnce = `${sprite("Owl", "when green flag clicked\nsay [Gotcha] for (2) seconds")}\n\n${sprite("Mouse")}`;
    expect(uncoveredParts('when the owl reaches the mouse the owl says "Gotcha"', atOnce, [])).toContain('saying "Gotcha" only when the owl reaches the mouse');
  });
});

describe("a way across the stage", () => {
  const keys = sprite("Boat", "when green flag clicked\nforever\n  if <key (left arrow v) pressed?> then\n    change x by (-10)\n  end\nend");
  it("names the way when the sprite said to go it only bounces back and forth", () => {
    const bounce = sprite("Comet", "when green flag clicked\nforever\n  move (10) steps\n  if on edge, bounce\nend");
    expect(uncoveredParts("the Boat steers with the arrows. The Comet zooms over the sky from the right to the left", `${keys}\n\n${bounce}`, [])).toContain("going from the right to the left");
  });

  it("names nothing when that sprite goes that way", () => {
    const glide = sprite("Comet", "when green flag clicked\ngo to x: (220) y: (100)\nglide (3) secs to x: (-220) y: (100)");
    expect(uncoveredParts("the Boat steers with the arrows. The Comet zooms over the sky from the right to the left", `${keys}\n\n${glide}`, [])).not.toContain("going from the right to the left");
    const steps = sprite("Comet", "when green flag clicked\nrepeat (40)\n  move (10) steps\nend");
    expect(uncoveredParts("a comet zooms from left to right", steps, [])).not.toContain("going from the left to the right");
  });
});

describe("each time another thing does something", () => {
  const bell = sprite("Ringer", "when [b v] key pressed\nrepeat (3)\n  play sound (bell v) until done\nend");
  it("names it when the sprite said to follow does its part once, on a key", () => {
    const once = sprite("Owl", "when [b v] key pressed\nturn right (15) degrees");
    expect(uncoveredParts("press b and the Ringer rings a bell 3 times, and the Owl turns 15 degrees each time the bell rings", `${bell}\n\n${once}`, [])).toContain("doing it each time the bell rings");
  });

  it("names nothing when a message or a loop starts it each time, or when the time is a key press", () => {
    const heard = sprite("Owl", "when I receive [ring v]\nturn right (15) degrees");
    const ringer = sprite("Ringer", "when [b v] key pressed\nrepeat (3)\n  play sound (bell v) until done\n  broadcast [ring v]\nend");
    expect(uncoveredParts("press b and the Ringer rings a bell 3 times, and the Owl turns 15 degrees each time the bell rings", `${ringer}\n\n${heard}`, []).some((part) => part.startsWith("doing it each time"))).toBe(false);
    const key = sprite("Owl", "when [b v] key pressed\nturn right (15) degrees");
    expect(uncoveredParts("the Owl turns 15 degrees each time the player presses b", key, []).some((part) => part.startsWith("doing it each time"))).toBe(false);
  });
});
