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
