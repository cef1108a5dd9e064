// A place phrase told of a built movement (offline.place-phrases.ts, decision 1400): "jump out of
// the pond", "drop from the roof", "glide to random spots" name scenery, not a character; named as
// left out they would tell of something missing that the program does. The opposite stays named:
// a place that is a sprite or acts, a place after no movement, a random place the program never picks.
import { describe, expect, it } from "vitest";
import { leftOutOf } from "./test-support/built-answer";
import { placeOfAMovement } from "./offline.place-phrases";

/** A sprite `name` with one green-flag script of `lines`. */
const sprite = (name: string, lines: string[]) => [`// sprite: ${name}`, "// x: 0, y: 0", "", "when green flag clicked", ...lines, ""].join("\n");

const HOP = sprite("Frog", ["change y by (40)", "wait (0.5) seconds", "change y by (-40)"]);
const WANDER = sprite("Bug", ["forever", "  glide (1) secs to (random position v)", "end"]);

describe("a place phrase of a movement", () => {
  it("drops the pond a frog jumps out of", () => {
    expect(placeOfAMovement("when i press up the Frog jumps out of the pond: change y by 40, wait 0.5, change y by -40", "pond", HOP)).toBe(true);
    expect(placeOfAMovement("the Frog drops from the roof: change y by 40, wait 0.5, change y by -40", "starting from the roof", HOP)).toBe(true);
  });
  it("drops random spots when the program goes to a random position", () => {
    expect(placeOfAMovement("the Bug glides to random spots forever", "spots", WANDER)).toBe(true);
    expect(placeOfAMovement("the Bug glides to a random spot every second", "random spot", WANDER)).toBe(true);
  });
  it("keeps random spots the program never picks", () => {
    expect(placeOfAMovement("the Frog jumps to random spots", "spots", HOP)).toBe(false);
  });
  it("keeps a place that is a sprite of the program", () => {
    const withPond = [HOP, sprite("Pond", [])].join("\n");
    expect(placeOfAMovement("the Frog jumps out of the pond", "pond", withPond)).toBe(false);
  });
  it("keeps a place that does something in the request", () => {
    expect(placeOfAMovement("the Frog jumps out of the pond, and the pond shakes", "pond", HOP)).toBe(false);
  });
  it("keeps a place after no movement", () => {
    expect(placeOfAMovement("the Frog is happy in the pond and jumps 40", "pond", HOP)).toBe(false);
  });
  it("keeps a path, a thing counted, an end point and a character", () => {
    expect(placeOfAMovement("the Frog jumps in a circle forever", "circle", HOP)).toBe(false);
    expect(placeOfAMovement("the Frog makes 5 copies of the lily", "lily", HOP)).toBe(false);
    expect(placeOfAMovement("the Frog jumps to the lily", "lily", HOP)).toBe(false);
    expect(placeOfAMovement("the Frog jumps away from the enemy", "starting from the enemy", HOP)).toBe(false);
  });
  it("keeps a place of a movement no sprite of the program makes", () => {
    expect(placeOfAMovement("a fly zooms out of the pond", "pond", HOP)).toBe(false);
  });
  it("keeps a part that is more than a place", () => {
    expect(placeOfAMovement("the Frog jumps out of the pond and croaks", "croaks", HOP)).toBe(false);
  });
});

describe("answers", () => {
  const leftOut = leftOutOf;
  it("names no scenery of a built jump", () => {
    expect(leftOut("how does the Dolphin leap out of sea when i press space? change y by 60, wait 0.4 seconds, change y by -60").join(" | ")).not.toMatch(/sea/);
  });
  it("names no random spots the program picks", () => {
    expect(leftOut("the Fly zooms to random spots (1 sec) forever").join(" | ")).not.toMatch(/spot/);
  });
});
