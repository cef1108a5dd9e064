// Parts done in other words (offline.own-blocks.ts `partsDoneInOtherWords`, decision 720): every
// word of the part is done by a block that means it; a word the blocks do not do keeps it named.
import { describe, expect, it } from "vitest";
import { partsDoneInOtherWords, partsTheBlocksSay } from "./offline.own-blocks";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;

describe("parts the blocks do in other words", () => {
  const painter = sprite("Brush", "when green flag clicked\nset pen size to (12)\nforever\n  go to (mouse-pointer v)\n  pen down\nend", "when [x v] key pressed\nerase all");

  it("takes a key that wipes the picture, and a fat pen, as built", () => {
    expect(partsDoneInOtherWords("the brush paints where the mouse goes, x wipes it and the pen is fat", ["x wipes it", "pen is fat"], painter)).toEqual(["x wipes it", "pen is fat"]);
  });

  it("keeps a part whose key or meaning the program does not have", () => {
    expect(partsDoneInOtherWords("the brush paints, z wipes it", ["z wipes it"], painter)).toEqual([]);
    const thin = sprite("Brush", "when green flag clicked\nset pen size to (1)\npen down");
    expect(partsDoneInOtherWords("draw with a fat pen", ["fat"], thin)).toEqual([]);
  });

  it("names a one-word part the request says more often than the program does it", () => {
    const oneSound = sprite("Band", "when [1 v] key pressed\nplay drum (1 v) for (0.25) beats");
    expect(partsDoneInOtherWords("key 1 plays a drum, key 2 plays a bell", ["plays"], oneSound)).toEqual([]);
    const twoSounds = sprite("Band", "when [1 v] key pressed\nplay drum (1 v) for (0.25) beats", "when [2 v] key pressed\nplay sound (bell v) until done");
    expect(partsDoneInOtherWords("key 1 plays a drum, key 2 plays a bell", ["plays"], twoSounds)).toEqual(["plays"]);
  });

  it("reads a way as the way something goes: moving right does not go back left", () => {
    const right = sprite("Kite", "when green flag clicked\nforever\n  change x by (5)\nend");
    expect(partsDoneInOtherWords("the kite drifts right and then back to the left", ["left"], right)).toEqual([]);
    const both = sprite("Kite", "when green flag clicked\nforever\n  change x by (5)\n  if <touching (edge v)?> then\n    change x by (-200)\n  end\nend");
    expect(partsDoneInOtherWords("the kite drifts right and then back to the left", ["left"], both)).toEqual(["left"]);
  });

  it("a teleport to somewhere random is a jump to a new place", () => {
    const hop = sprite("Frog", "when this sprite clicked\ngo to (random position v)");
    expect(partsDoneInOtherWords("click the frog and it hops to a new place", ["hops to a new place"], hop)).toEqual(["hops to a new place"]);
    expect(partsDoneInOtherWords("click the frog and it hops to the pond", ["hops to the pond"], hop)).toEqual([]);
  });

  it("never takes a countdown for a count", () => {
    const up = sprite("Clock", "when this sprite clicked\nchange [n v] by (1)");
    expect(partsDoneInOtherWords("count down from 3 when clicked", ["count down from 3"], up)).toEqual([]);
    expect(partsDoneInOtherWords("count the clicks", ["count the clicks"], up)).toEqual(["count the clicks"]);
  });

  it("a worm that eats and grows longer, and a wall that pushes back", () => {
    const worm = sprite("Worm", "when green flag clicked\nforever\n  move (5) steps\n  if <touching (Leaf v)?> then\n    change [length v] by (1)\n  end\nend");
    expect(partsDoneInOtherWords("the worm grows longer each time it eats a leaf", ["worm grows longer each time it eats"], worm)).toEqual(["worm grows longer each time it eats"]);
    const still = sprite("Worm", "when green flag clicked\nforever\n  move (5) steps\nend");
    expect(partsDoneInOtherWords("the worm grows longer each time it eats a leaf", ["worm grows longer each time it eats"], still)).toEqual([]);
    const walls = sprite("Mole", "when green flag clicked\nforever\n  change x by (3)\n  if <touching color [#000000]?> then\n    change x by (-3)\n  end\nend");
    expect(partsDoneInOtherWords("if the mole touches black it is pushed back", ["pushed back"], walls)).toEqual(["pushed back"]);
    expect(partsDoneInOtherWords("if the mole touches black it is pushed back", ["pushed back"], still)).toEqual([]);
  });

  it("a point scored, and a key said without the word 'key'", () => {
    const scores = sprite("Coin", "when this sprite clicked\nchange [score v] by (1)");
    expect(partsDoneInOtherWords("click the coin to win a point", ["point"], scores)).toEqual(["point"]);
    expect(partsDoneInOtherWords("click the coin to win a point", ["point"], sprite("Coin", "when this sprite clicked\nhide"))).toEqual([]);
    const hops = sprite("Coin", "when [space v] key pressed\nchange y by (20)");
    expect(partsDoneInOtherWords("on space the coin hops", ["space"], hops)).toEqual(["space"]);
    expect(partsDoneInOtherWords("on space the coin hops", ["space"], scores)).toEqual([]);
  });

  it("still finds parts said word for word", () => {
    expect(partsTheBlocksSay(["set to 0"], sprite("Cat", "when green flag clicked\nset [timer v] to (0)"))).toEqual(["set to 0"]);
  });
});

describe("parts the blocks do in other words (decision 780)", () => {
  const toucher = sprite("Frog", "when green flag clicked\nforever\n  if <touching color [#00ff00]?> then\n    say [Yuck] for (1) seconds\n  end\nend");
  const painter = sprite("Chalk", "when green flag clicked\nforever\n  go to (mouse-pointer v)\n  if <mouse down?> then\n    pen down\n  else\n    pen up\n  end\nend");
  // each: the request, the part, a program that does it, a program that does not
  const cases: [prompt: string, part: string, doing: string, notDoing: string][] = [
    // the name a child gives a colour the program touches
    ["if the Frog touches the green swamp colour it says 'Yuck'", "swamp colour", toucher, painter],
    // drawing only while the mouse button is down: the mouse check
    ["the chalk draws only while the mouse button is held", "only while the mouse button", painter, toucher],
  ];

  it.each(cases)("takes %j as built only where the blocks do it", (prompt, part, doing, notDoing) => {
    expect(partsDoneInOtherWords(prompt, [part], doing)).toEqual([part]);
    expect(partsDoneInOtherWords(prompt, [part], notDoing)).toEqual([]);
  });
});
