import { describe, expect, it } from "vitest";
import { buildGuideSentence, readBuildGuide, scriptComments } from "./build-guide";

describe("buildGuideSentence", () => {
  it("writes the counts per palette category in the order given", () => {
    const guide = [
      { category: "motion", count: 3 },
      { category: "events", count: 2 },
      { category: "custom", count: 1 },
    ];
    expect(buildGuideSentence(guide)).toBe("You will need: 3 Motion blocks, 2 Events blocks, 1 My Blocks block");
  });

  it("counts the listed blocks of a group when no total is given", () => {
    const guide = { groups: [{ category: "pen", blocks: [{ text: "pen down", count: 2 }, { text: "erase all" }] }] };
    expect(readBuildGuide(guide)).toEqual([{ category: "pen", count: 3 }]);
    expect(buildGuideSentence(guide)).toBe("You will need: 3 Pen blocks");
  });

  it("uses a ready-made sentence and answers null when there is nothing to say", () => {
    expect(buildGuideSentence({ summary: "You will need: 1 Looks block" })).toBe("You will need: 1 Looks block");
    expect(buildGuideSentence("You will need: 2 Sound blocks")).toBe("You will need: 2 Sound blocks");
    expect(buildGuideSentence(undefined)).toBeNull();
    expect(buildGuideSentence([])).toBeNull();
    expect(buildGuideSentence([{ nope: true }])).toBeNull();
  });
});

describe("scriptComments", () => {
  it("takes the // lines above the scripts as sentences", () => {
    const text = "// Jump when space is pressed\nwhen [space v] key pressed\nchange y by (50)\n\n//Fall back down\nwhen flag clicked";
    expect(scriptComments(text)).toEqual(["Jump when space is pressed", "Fall back down"]);
    expect(scriptComments("when flag clicked\nmove (10) steps")).toEqual([]);
  });
});
