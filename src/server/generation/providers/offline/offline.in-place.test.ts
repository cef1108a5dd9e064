// "runs in place", "dances on the spot" (offline.in-place.ts, decision 840): the character's moves
// across the stage go, its costume changes stay; anyone else's moves, and moves when the request
// does not say so, stay.
import { describe, expect, it } from "vitest";
import { inPlaceParts, keepInPlace } from "./offline.in-place";

const jogger = "// sprite: Boy\n// x: 0, y: 0\n\n// Every 0.3 seconds: moves 8 steps, then changes costume\nwhen green flag clicked\nforever\n  move (8) steps\n  next costume\n  wait (0.3) seconds\nend";
const car = "\n\n// sprite: Car\n// x: 0, y: 0\n\nwhen green flag clicked\nforever\n  move (4) steps\n  next costume\nend";

describe("running in place", () => {
  it("drops the moves of the one who runs on the spot, and what its comment said about them", () => {
    const text = keepInPlace("the Boy jogs on the spot and the Car drives past", jogger + car);
    expect(text).toContain("// Every 0.3 seconds: changes costume\nwhen green flag clicked\nforever\n  next costume\n  wait (0.3) seconds\nend");
    expect(text).toContain("  move (4) steps");
  });

  it("takes the reader's leftover \"place\" as kept, and nothing else", () => {
    expect(inPlaceParts("the Boy jogs on the spot", ["spot", "on the spot", "jogs"])).toEqual(["spot", "on the spot"]);
    expect(inPlaceParts("the Boy jogs to his place", ["place"])).toEqual([]);
  });

  it("keeps the moves when nobody stays in place", () => {
    expect(keepInPlace("the Boy jogs across the park", jogger)).toBe(jogger);
  });
});
