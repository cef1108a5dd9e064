// Decision 930: mends of an answer's text that keep what was asked (offline.answer.ts TEXT_FIX_UPS
// and the unasked-script drops): the child's wait length, one movement read twice kept once, a
// chase that points at each step, a reporter's name said as its value, an "After that" sentence
// going on from the script before, a key's action not copied at the green flag. Each has its
// opposite, left as it was.
import { describe, expect, it } from "vitest";
import { keepSaidWait } from "./offline.wait-seconds";
import { chaseEachStep, keepOneMover } from "./offline.one-mover";
import { sayReporters } from "./offline.said-reporters";
import { followOn } from "./offline.after-that";
import { dropFlagCopiesOfKeyScripts } from "./offline.unasked";
import { partsDoneInOtherWords, partsGlossedAndDone } from "./offline.own-blocks";
import { uncoveredParts } from "./offline.coverage";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;

describe("the child's wait", () => {
  it("takes the one wait length the request gives", () => {
    const text = sprite("Dog", "when [space v] key pressed\nmove (3) steps\nwait (1) seconds");
    expect(keepSaidWait("my Dog trots when i press space: 3 steps, with a 0.3 wait", text)).toContain("wait (0.3) seconds");
  });

  it("leaves waits the request said, and two wait lengths", () => {
    const text = sprite("Dog", "when [space v] key pressed\nmove (3) steps\nwait (1) seconds");
    expect(keepSaidWait("the Dog moves 3 steps and waits 1 second when i press space", text)).toBe(text);
    expect(keepSaidWait("wait 0.3 then wait 0.6 when i press space", text)).toBe(text);
  });
});

describe("one movement, one script", () => {
  it("drops a mover by a number never said beside the mouse follower, and a plain follower beside the child's glide", () => {
    const basket = sprite("Tray", "when green flag clicked\nforever\n  set x to (mouse x)\nend", "when green flag clicked\nforever\n  move (5) steps\n  if on edge, bounce\nend");
    expect(keepOneMover("a Tray at the bottom moves with the mouse", basket)).not.toContain("move (5) steps");
    const moth = sprite("Moth", "when green flag clicked\nforever\n  go to (mouse-pointer v)\nend", "when green flag clicked\nforever\n  glide (2) secs to (mouse-pointer v)\nend");
    const kept = keepOneMover("a Moth that follows the mouse slowly: glide 2 seconds to the mouse pointer, forever", moth);
    expect(kept).not.toContain("go to (mouse-pointer v)");
    expect(kept).toContain("glide (2) secs to (mouse-pointer v)");
  });

  it("keeps two movers the request both asked for", () => {
    const both = sprite("Moth", "when green flag clicked\nforever\n  move (4) steps\nend", "when green flag clicked\nforever\n  turn right (15) degrees\nend");
    expect(keepOneMover("the Moth moves 4 steps forever and turns 15 degrees forever", both)).toBe(both);
  });

  it("points at each step of a chase, not once", () => {
    const text = sprite("Owl", "when green flag clicked\npoint towards (Mouse v)\nforever\n  move (3) steps\nend");
    expect(chaseEachStep(text)).toContain("forever\n  point towards (Mouse v)\n  move (3) steps");
    const once = sprite("Owl", "when green flag clicked\npoint towards (Mouse v)\nmove (30) steps");
    expect(chaseEachStep(once)).toBe(once);
  });
});

describe("said values and what follows on", () => {
  it("says a reporter, not its name, unless the child quoted the words", () => {
    const text = sprite("Crab", "when green flag clicked\nsay [Its y position] for (2) seconds");
    expect(sayReporters("then the Crab says its y position", text)).toContain("say (y position) for (2) seconds");
    expect(sayReporters("the Crab says \"Its y position\"", text)).toBe(text);
  });

  it("goes on from the script before after 'After that'", () => {
    const text = sprite("Crab", "when green flag clicked\nrepeat (2)\n  move (30) steps\nend", "when green flag clicked\nsay [Done walking] for (2) seconds");
    expect(followOn("The Crab moves 30 steps, 2 times. After that it says \"Done walking\".", text)).toBe(sprite("Crab", "when green flag clicked\nrepeat (2)\n  move (30) steps\nend\nsay [Done walking] for (2) seconds"));
    expect(followOn("The Crab moves 30 steps, 2 times. At the same time it says \"Done walking\".", text)).toBe(text);
  });

  it("names a value that starts at a number when the program has no variable of that name", () => {
    const letter = sprite("Owl", "when green flag clicked\nrepeat (5)\n  say [K] for (1) seconds\nend");
    expect(uncoveredParts("k starts at 3 and 5 times the Owl says k and k goes up by 3", letter, [])).toContain("the variable k");
    const kept = `// variable k = 3\n${sprite("Owl", "when green flag clicked\nset [k v] to (3)\nrepeat (5)\n  say (k) for (1) seconds\n  change [k v] by (3)\nend")}`;
    expect(uncoveredParts("k starts at 3 and 5 times the Owl says k and k goes up by 3", kept, [])).not.toContain("the variable k");
    // a block's own setting is no variable
    expect(uncoveredParts("the Owl's ghost effect goes up by 5, 5 times", letter, []).filter((part) => /variable/.test(part))).toEqual([]);
  });
});

describe("a key's action is the key's", () => {
  it("drops a green-flag copy of what the key does", () => {
    const text = sprite("Cat", "// When the green flag is clicked: moves 10 steps\nwhen green flag clicked\nmove (10) steps", "// When you press the right arrow key: moves 10 steps\nwhen [right arrow v] key pressed\nmove (10) steps");
    const kept = dropFlagCopiesOfKeyScripts("the Cat moves 10 steps each time the right arrow is pressed", text);
    expect(kept).not.toContain("when green flag clicked");
    expect(kept).not.toContain("When the green flag is clicked");
    expect(kept).toContain("when [right arrow v] key pressed");
  });

  it("keeps the green-flag script when the request asks for something at the start", () => {
    const text = sprite("Cat", "when green flag clicked\nmove (10) steps", "when [right arrow v] key pressed\nmove (10) steps");
    expect(dropFlagCopiesOfKeyScripts("the Cat moves 10 steps at the start and each time the right arrow is pressed", text)).toBe(text);
  });
});

describe("words built in other words", () => {
  const clown = sprite("Clown", "when this sprite clicked\nmove (10) steps\nnext costume");
  it("counts a costume's look in brackets, a verb glossed after its object, 'right away' and 'N steps away'", () => {
    expect(partsGlossedAndDone("the Clown changes to its next costume (a red nose)", ["nose"], clown)).toEqual(["nose"]);
    const hat = sprite("Hat", "when this sprite clicked\ngo to (Clown v)");
    expect(partsGlossedAndDone("clicking the Hat places it on the clown (it goes to the Clown)", ["places"], `${hat}\n\n${clown}`)).toEqual(["places"]);
    expect(partsDoneInOtherWords("the Clown moves 10 steps away right away", ["away right away"], clown)).toEqual(["away right away"]);
  });

  it("keeps a bracket after anything but a costume, and running away", () => {
    expect(partsGlossedAndDone("the Clown juggles (three balls) and changes costume", ["three balls"], clown)).toEqual([]);
    expect(partsDoneInOtherWords("the clown runs away from the lion", ["away"], clown)).toEqual([]);
  });
});

describe("the asker's people are no characters", () => {
  it("moves the scripts given to 'my nephew' to the character the sentence asks for, and drops the asker", async () => {
    const { dropFamilySprites } = await import("./offline.unasked");
    const text = `${sprite("Nana")}\n\n${sprite("Nephew", "when this sprite clicked\nsay [splash]")}\n\n${sprite("Duck")}`;
    const kept = dropFamilySprites("Nana here. My nephew (5) wants a Duck that says splash when you click it.", text, "").text;
    expect(kept).not.toMatch(/sprite: (?:Nana|Nephew)/);
    expect(kept).toContain("// sprite: Duck\n// x: 0, y: 0\n\nwhen this sprite clicked\nsay [splash]");
  });

  it("keeps a character who is a relative in the story", async () => {
    const { dropFamilySprites } = await import("./offline.unasked");
    const text = `${sprite("Grandma", "when this sprite clicked\nsay [Tea?]")}\n\n${sprite("Wolf")}`;
    expect(dropFamilySprites("the Wolf knocks and Grandma says Tea? when you click her", text, "").text).toBe(text);
  });
});

describe("more framing", () => {
  const chase = sprite("Shark", "when green flag clicked\nforever\n  point towards (Fish v)\n  move (4) steps\nend");
  it("sets aside a title of topics the program shows, a class telling what it makes, and 'mine:'", async () => {
    const { framingParts } = await import("./offline.framing");
    const { conceptShown } = await import("./offline.coverage");
    const framing = (prompt: string, parts: string[]) => framingParts(prompt, parts, chase, (word) => conceptShown(word, chase));
    expect(framing("Y8, Boolean logic and chasing: the Shark points towards the Fish and moves 4 steps forever", ["8 , boolean logic and chasing"])).toHaveLength(1);
    expect(framing("we r in class 4 and we r making games for the 3rd graders. ours: the Shark moves 4 steps forever towards the Fish", ["4 and we r making games for the 3", "ours"])).toHaveLength(2);
  });

  it("keeps a title topic the program does not show", async () => {
    const { framingParts } = await import("./offline.framing");
    const { conceptShown } = await import("./offline.coverage");
    expect(framingParts("Y8, lists and chasing: the Shark points towards the Fish and moves 4 steps forever", ["8 , lists and chasing"], chase, (word) => conceptShown(word, chase))).toEqual([]);
  });

  it("reads a turn at the edges as a bounce", () => {
    const fish = sprite("Fish", "when green flag clicked\nforever\n  move (5) steps\n  if on edge, bounce\nend");
    expect(uncoveredParts("the fish swims across the pond forever, turning round at each side", fish, []).filter((part) => /turn/.test(part))).toEqual([]);
    const still = sprite("Fish", "when green flag clicked\nforever\n  move (5) steps\nend");
    expect(uncoveredParts("the fish swims across the pond forever, turning round at each side", still, []).filter((part) => /turn/.test(part))).toHaveLength(1);
  });
});

describe("'one' for the thing asked", () => {
  const owl = sprite("Owl", "when this sprite clicked\nsay [Hoo] for (2) seconds");
  it("sets aside where it is from, keeps what it is for", async () => {
    const { framingParts } = await import("./offline.framing");
    const { conceptShown } = await import("./offline.coverage");
    const framing = (prompt: string, parts: string[]) => framingParts(prompt, parts, owl, (word) => conceptShown(word, owl));
    expect(framing("the owl one from our worksheet!! the Owl says Hoo when you click it", ["one from our worksheet"])).toHaveLength(1);
    expect(framing("could you make one for the garden: the Owl says Hoo when you click it", ["one for the garden"])).toEqual([]);
  });
});

describe("one spawner at the request's pace", () => {
  const spawners = sprite(
    "Leaf",
    "// Makes a copy at once\nwhen green flag clicked\ncreate clone of (myself v)",
    "// Every 2 seconds: a copy\nwhen green flag clicked\nforever\n  wait (2) seconds\n  create clone of (myself v)\nend",
    "// Hide me, then a copy every half a second\nwhen green flag clicked\nhide\nforever\n  create clone of (myself v)\n  wait (0.5) seconds\nend",
    "when I start as a clone\nshow\nchange y by (-4)",
  );
  it("keeps the spawner that waits the seconds said, hidden as the others were", async () => {
    const { dropExtraSpawners } = await import("./offline.unasked");
    const kept = dropExtraSpawners("every 2 seconds a Leaf clone falls 4 steps", spawners);
    expect(kept).toContain("when green flag clicked\nhide\nforever\n  wait (2) seconds\n  create clone of (myself v)\nend");
    expect(kept).not.toContain("wait (0.5) seconds");
    expect(kept).not.toContain("Makes a copy at once");
    expect(kept).toContain("when I start as a clone");
  });

  it("keeps a spawner that does more than make clones", async () => {
    const { dropExtraSpawners } = await import("./offline.unasked");
    const more = sprite("Leaf", "when green flag clicked\ncreate clone of (myself v)\ngo to (random position v)", "when green flag clicked\nforever\n  wait (2) seconds\n  create clone of (myself v)\nend");
    expect(dropExtraSpawners("every 2 seconds a Leaf clone falls", more)).toBe(more);
  });

  it("keeps them all when the request says two paces, or none", async () => {
    const { dropExtraSpawners } = await import("./offline.unasked");
    expect(dropExtraSpawners("a Leaf clone every 2 seconds, and a faster one every 0.5 seconds", spawners)).toBe(spawners);
    expect(dropExtraSpawners("Leaf clones fall", spawners)).toBe(spawners);
  });
});

describe("movers that do not fight, and a title's own character", () => {
  it("keeps a key-steered loop, and a fall beside a scroll", () => {
    const steered = sprite("Cart", "when green flag clicked\nforever\n  if <key (left arrow v) pressed?> then\n    change x by (-10)\n  end\nend", "when green flag clicked\nforever\n  change y by (-1)\nend");
    expect(keepOneMover("the Cart slides down 1 at a time and moves with the arrow keys", steered)).toBe(steered);
    const fall = sprite("Bat", "when green flag clicked\nforever\n  change y by (-3)\nend", "when green flag clicked\nforever\n  change x by (-5)\nend");
    expect(keepOneMover("the Bat falls 3 at a time", fall)).toBe(fall);
  });

  it("keeps the character a title is about, drops a word that labels the title's setting", async () => {
    const { dropFramingSprites } = await import("./offline.unasked");
    const skier = `${sprite("Goat")}\n\n${sprite("Slope", "when green flag clicked\nforever\n  turn right (5) degrees\nend")}`;
    expect(dropFramingSprites("The goat goes skiing: steer him with the arrows", skier, "").text).toContain("sprite: Goat");
    const club = `${sprite("Youth")}\n\n${sprite("Slope", "when green flag clicked\nforever\n  turn right (5) degrees\nend")}`;
    expect(dropFramingSprites("We met at the youth club last week: the Slope turns 5 degrees forever", club, "").text).not.toContain("sprite: Youth");
  });
});
