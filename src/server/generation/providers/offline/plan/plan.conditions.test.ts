// Issue 26: conditions on the actor: a touch turned round ("if it is not touching the grass
// colour"), a touch said as an -ing word ("Touching the Shark makes the Fish say ..."), how far
// something falls each time ("falls 3 at a time"), each the actor's own watch from the start.
// Wordings of our own.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const read = (prompt: string) => {
  const { plan } = readPlan(prompt);
  return { text: compilePlan(plan).text, leftOut: plan.leftOut, sprites: plan.characters.map((c) => c.name) };
};

describe("conditions on the actor", () => {
  it("turns a touch round when the request says 'not', and falls by the child's amount", () => {
    const { text, leftOut } = read("the Rabbit moves with the arrow keys and if it is not touching the grass colour it falls 3 at a time");
    expect(text).toMatch(/when green flag clicked\nforever\n {2}if <not <touching color \[#[0-9a-f]{6}\]\?>> then\n {4}change y by \(-3\)/);
    expect(leftOut).toEqual([]);
  });

  it("keeps a fall with no amount at its usual step, and never reads a time as the amount", () => {
    expect(read("the apple falls for 3 seconds").text).not.toContain("change y by (-3)");
  });

  it("reads 'Touching the Shark makes the Fish say ...' as the Fish's own watch", () => {
    const { text, leftOut, sprites } = read("the Fish swims with the arrow keys. Touching the Shark makes the Fish say \"Help!\"");
    expect(sprites).toEqual(["Fish", "Shark"]);
    expect(text).toContain("// sprite: Fish");
    expect(text.slice(text.indexOf("// sprite: Fish"), text.indexOf("// sprite: Shark"))).toContain("forever\n  if <touching (Shark v)?> then\n    say [Help!] for (2) seconds");
    expect(leftOut).toEqual([]);
  });

  it("reads 'Reaching the Bone, it says ...' as a watch on the character spoken of", () => {
    const { text } = read("the Dog runs with the arrow keys. Reaching the Bone, it says \"yum\"");
    expect(text.slice(text.indexOf("// sprite: Dog"), text.indexOf("// sprite: Bone"))).toContain("if <touching (Bone v)?> then\n    say [yum]");
  });
});
