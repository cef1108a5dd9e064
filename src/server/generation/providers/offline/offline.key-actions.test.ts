// Each key its own action (offline.key-actions.ts): a step said for one key, put in another
// key's script, goes to a script of its own key.
import { describe, expect, it } from "vitest";
import { stepsToTheirKeys } from "./offline.key-actions";

const boat = "// sprite: Boat\n// x: 0, y: 0\n\n// When you press the down arrow key: changes y by -8, then changes y by 8\nwhen [down arrow v] key pressed\nchange y by (-8)\nchange y by (8)";

describe("each key its own action", () => {
  it("moves a step said for a key with no script into a script of that key", () => {
    const text = stepsToTheirKeys("the down arrow changes y by -8 and the up arrow changes y by 8", boat);
    expect(text).toContain("when [down arrow v] key pressed\nchange y by (-8)\n\n");
    expect(text).toContain("when [up arrow v] key pressed\nchange y by (8)");
    expect(text).not.toContain("then changes y by 8");
  });

  it("reads a key said again by what is said the last time", () => {
    const text = stepsToTheirKeys("It went the wrong way with 8 after the down arrow key. Fix it: the down arrow changes y by -8, the up arrow changes y by 8.", boat);
    expect(text).toContain("when [up arrow v] key pressed\nchange y by (8)");
  });

  it("leaves a program alone when the key already has a script, or a value belongs to both keys", () => {
    const both = `${boat}\n\nwhen [up arrow v] key pressed\nchange y by (8)`;
    expect(stepsToTheirKeys("the down arrow changes y by -8 and the up arrow changes y by 8", both)).toBe(both);
    expect(stepsToTheirKeys("the down arrow moves it 8 and the up arrow moves it 8 too", boat)).toBe(boat);
  });
});
