// The child's keys replace the library's arrow keys (offline.child-keys.ts), and the keys a request
// names after "with" or turns down ("not the arrows") are read as such (keysOf in offline.coverage.ts).
import { describe, expect, it } from "vitest";
import { rebindArrowKeys } from "./offline.child-keys";
import { keysOf } from "./offline.coverage";

const steering = [
  "// sprite: Car",
  "// x: 0, y: 0",
  "",
  "// The arrow keys steer the Car",
  "when green flag clicked",
  "forever",
  "  if <key (left arrow v) pressed?> then",
  "    turn left (5) degrees",
  "  end",
  "  if <key (right arrow v) pressed?> then",
  "    turn right (5) degrees",
  "  end",
  "end",
].join("\n");

describe("keys the request names", () => {
  it("reads a single key after with or using, and not the arrows it turns down", () => {
    expect(keysOf("the timer begins with space and pauses with p")).toEqual(expect.arrayContaining(["space", "p"]));
    expect(keysOf("jump using j, please")).toContain("j");
    expect(keysOf("drive the car with WASD instead of the arrow keys")).toEqual(["w", "a", "s", "d"]);
    expect(keysOf("a maze with wasd, no arrows")).toEqual(["w", "a", "s", "d"]);
    // an "a" that is a word, not a key
    expect(keysOf("a cat with a hat")).toEqual([]);
  });
});

describe("the child's keys replace the library's arrow keys", () => {
  it("turns each arrow into its letter in the blocks, the comments and the explanation", () => {
    const out = rebindArrowKeys("a racing car that I steer with a and d", steering, "The arrow keys steer the Car.");
    expect(out.text).toContain("key (a v) pressed?");
    expect(out.text).toContain("key (d v) pressed?");
    expect(out.text).not.toContain("arrow");
    expect(out.explanation).toBe("The A and D keys steer the Car.");
  });

  it("leaves the program alone when the request names an arrow, or not every letter the arrows would need", () => {
    expect(rebindArrowKeys("steer the car with the arrow keys", steering, "x").text).toBe(steering);
    expect(rebindArrowKeys("steer the car, press d to honk", steering, "x").text).toBe(steering);
    expect(rebindArrowKeys("a car race", steering, "x").text).toBe(steering);
  });

  it("keeps the child's quoted words in the explanation as they were", () => {
    const out = rebindArrowKeys("steer with a and d, not the arrow keys", steering, 'The arrow keys steer. I didn\'t build "not the arrow keys" yet.');
    expect(out.explanation).toBe('The A and D keys steer. I didn\'t build "not the arrow keys" yet.');
  });
});
