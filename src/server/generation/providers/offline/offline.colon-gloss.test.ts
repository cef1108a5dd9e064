// A verb glossed after a colon (offline.colon-gloss.ts, decisions 1200 and 1530): the gloss may
// count the verb's places ("visits 3 trees: glides to x .. y .., then to ..") or name a key whose
// script is built ("do a trick: when i press h the Chick shows"). Each has its opposite.
import { describe, expect, it } from "vitest";
import { verbsGlossedAndBuilt } from "./offline.colon-gloss";

const glides = (places: [number, number][]) => `// sprite: Bee\n// x: 0, y: 0\n\nwhen green flag clicked\n${places.map(([x, y]) => `glide (1) secs to x: (${x}) y: (${y})`).join("\n")}`;

describe("a verb's number counted by the places of its gloss", () => {
  it("is done when the gloss goes to as many places as the verb says, each built in order", () => {
    const teacher = "the Bee visits 3 flowers: it glides 1 second to x -100 y 50, then to x 100 y 50, then to x 0 y -80.";
    expect(verbsGlossedAndBuilt(teacher, ["visits 3 flowers"], glides([[-100, 50], [100, 50], [0, -80]]))).toEqual(["visits 3 flowers"]);
    const child = "my Fish swims to 2 rocks: glide 2 secs to x 120 y -40 then glide to x -120 y -40";
    expect(verbsGlossedAndBuilt(child, ["swims to 2 rocks"], glides([[120, -40], [-120, -40]]).replace(/\(1\)/g, "(2)"))).toEqual(["swims to 2 rocks"]);
  });

  it("stays named when the places are not as many as the verb's number, or a place is not built", () => {
    const teacher = "the Bee visits 4 flowers: it glides 1 second to x -100 y 50, then to x 100 y 50, then to x 0 y -80.";
    expect(verbsGlossedAndBuilt(teacher, ["visits 4 flowers"], glides([[-100, 50], [100, 50], [0, -80]]))).toEqual([]);
    const three = "the Bee visits 3 flowers: it glides 1 second to x -100 y 50, then to x 100 y 50, then to x 0 y -80.";
    expect(verbsGlossedAndBuilt(three, ["visits 3 flowers"], glides([[-100, 50], [100, 50], [0, -70]]))).toEqual([]);
    expect(verbsGlossedAndBuilt(three, ["visits 3 flowers"], glides([[-100, 50], [100, 50]]))).toEqual([]);
  });
});

describe("a verb glossed by a key's script", () => {
  const hatch = "// sprite: Chick\n// x: 0, y: 0\n\nwhen [h v] key pressed\nshow\nsay [Peep] for (2) seconds";
  it("is done when the key the gloss names has its script in the program", () => {
    expect(verbsGlossedAndBuilt("can the Magician do a trick: when i press h the Chick shows", ["do a trick"], hatch)).toEqual(["do a trick"]);
    expect(verbsGlossedAndBuilt("pls make magician do a trick:  u press the h key and Chick appear", ["do a trick"], hatch)).toEqual(["do a trick"]);
  });

  it("stays named when the key's script is not there, or the gloss names no key", () => {
    expect(verbsGlossedAndBuilt("can the Magician do a trick: when i press j the Chick shows", ["do a trick"], hatch)).toEqual([]);
    expect(verbsGlossedAndBuilt("can the Magician do a trick: the Chick shows after a while", ["do a trick"], hatch)).toEqual([]);
    expect(verbsGlossedAndBuilt("can the Magician do a trick: when i press h the Chick shows", ["do a trick"], "// sprite: Chick\n// x: 0, y: 0\n\nwhen [h v] key pressed")).toEqual([]);
  });
});

describe("a wish after the setting", () => {
  it("is never read as the opening's setting", async () => {
    const { openingSettingLength } = await import("./offline.opening");
    const { readWords } = await import("./plan/plan.words");
    const setting = (prompt: string) => {
      const words = readWords(prompt);
      return words.slice(0, openingSettingLength(words, ["truck", "dog", "cat", "fish"], { lines: [], shows: () => false })).filter((word) => word.mark === undefined).map((word) => word.raw).join(" ");
    };
    expect(setting("code club at blue school, i want the Truck to drive to the right")).not.toContain("want");
    expect(setting("Year 5 in Accra: we want the Dog to bark when clicked")).toBe("year 5 in accra");
    expect(setting("hello from lagos i want the Cat to meow")).not.toContain("want");
    expect(setting("Grade 3 class, my students want the Fish to swim forever")).toBe("grade 3 class");
  });
});

// Decision 1640: a gloss's glide seconds and comparisons, a longer verb phrase, and a trigger between the verb and its colon.
describe("a gloss built in the program's own words", () => {
  const glide = "// sprite: Turtle\n// x: 0, y: 0\n\nwhen green flag clicked\nglide (4) secs to x: (150) y: (-90)\nsay [Olá!] for (2) seconds";
  it("is built when its seconds are a glide's secs", () => {
    expect(verbsGlossedAndBuilt("the Turtle walks home: it glides to x 150 y -90 in 4 seconds and says \"Olá!\" for 2 seconds", ["walks"], glide)).toEqual(["walks"]);
    expect(verbsGlossedAndBuilt("the Turtle walks home: it glides to x 150 y -90 in 6 seconds and says \"Olá!\" for 2 seconds", ["walks"], glide)).toEqual([]);
  });

  const wrap = "// sprite: Car\n// x: 0, y: 0\n\nwhen green flag clicked\nforever\n  if <(x position) > (200)> then\n    set x to (-200)\n  end\nend";
  it("is built when its comparison is the program's check, and not by any line with the same number", () => {
    expect(verbsGlossedAndBuilt("the Car wraps round: when its x is more than 200, it goes to x -200", ["wraps"], wrap)).toEqual(["wraps"]);
    expect(verbsGlossedAndBuilt("the Car wraps round: when its x is less than 200, it goes to x -200", ["wraps"], wrap)).toEqual([]);
  });

  const circle = "// sprite: Kite\n// x: 0, y: 0\n\nwhen green flag clicked\nrepeat (24)\n  move (15) steps\n  turn right (15) degrees\nend";
  it("takes a verb's longer phrase when no other word of it asks for something", () => {
    expect(verbsGlossedAndBuilt("the Kite goes around in a big circle: move 15 turn 15, 24 times", ["goes around in a big circle"], circle)).toEqual(["goes around in a big circle"]);
    expect(verbsGlossedAndBuilt("the Kite goes around and plays a big sound: move 15 turn 15, 24 times", ["goes around and plays a big sound"], circle)).toEqual([]);
    expect(verbsGlossedAndBuilt("the Kite goes around 3 big circles: move 15 turn 15, 24 times", ["goes around 3 big circles"], circle)).toEqual([]);
  });

  const wobble = "// sprite: Jelly\n// x: 0, y: 0\n\nwhen [w v] key pressed\nrepeat (3)\n  turn right (10) degrees\n  turn left (10) degrees\nend";
  it("reaches past a trigger's clause between the verb and its colon", () => {
    expect(verbsGlossedAndBuilt("i want the Jelly to shake when i press w: turn 10 right, turn 10 left, 3 times", ["shake"], wobble)).toEqual(["shake"]);
    expect(verbsGlossedAndBuilt("i want the Jelly to shake about and then some more: turn 10 right, turn 10 left, 3 times", ["shake"], wobble)).toEqual([]);
  });
});

describe("a trigger said between the verb and its colon", () => {
  const onFlag = "// sprite: Jelly\n// x: 0, y: 0\n\nwhen green flag clicked\nrepeat (3)\n  turn right (10) degrees\n  turn left (10) degrees\nend";
  it("keeps the verb named when the gloss is built on another trigger than the key said", () => {
    expect(verbsGlossedAndBuilt("i want the Jelly to shake when i press w: turn 10 right, turn 10 left, 3 times", ["shake"], onFlag)).toEqual([]);
  });
});
