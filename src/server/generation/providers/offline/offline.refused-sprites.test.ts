// A sprite of a kind the request refuses ("a Parrot (not a cat!)") that does nothing goes
// (offline.unasked.ts, dropRefusedSprites); a refused kind that does something, or a sprite
// another one points at, stays.
import { describe, expect, it } from "vitest";
import { dropRefusedSprites } from "./offline.unasked";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;
const parrot = sprite("Parrot", "when green flag clicked\nforever\n  move (5) steps\n  if on edge, bounce\nend");

describe("a refused sprite", () => {
  it("goes when it does nothing, with the explanation's sentences about it", () => {
    const text = `${parrot}\n\n${sprite("Cat")}\n\n${sprite("Tree")}`;
    const dropped = dropRefusedSprites("a Parrot that flies near the tree (no cats please!)", text, "The Parrot flies. The Cat waits.");
    expect(dropped.text).not.toContain("// sprite: Cat");
    expect(dropped.text).toContain("// sprite: Tree");
    expect(dropped.explanation).toBe("The Parrot flies.");
  });

  it("stays when it does something, when another sprite points at it, or when nothing is refused", () => {
    const busyCat = sprite("Cat", "when this sprite clicked\nsay [Meow] for (2) seconds");
    expect(dropRefusedSprites("a Parrot, not a cat", `${parrot}\n\n${busyCat}`, "").text).toContain("// sprite: Cat");
    const chase = sprite("Parrot", "when green flag clicked\nforever\n  point towards (Cat v)\n  move (5) steps\nend");
    expect(dropRefusedSprites("a Parrot, not a cat", `${chase}\n\n${sprite("Cat")}`, "").text).toContain("// sprite: Cat");
    const text = `${parrot}\n\n${sprite("Cat")}`;
    expect(dropRefusedSprites("a Parrot and a cat", text, "").text).toBe(text);
  });
});
