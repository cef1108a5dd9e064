import { describe, expect, it } from "vitest";
import { readPlan } from "./plan.read";
import { spellingInRequest } from "./plan.spelling";
import { compilePlan } from "./plan.compile";

describe("variables keep the request's spelling", () => {
  it("takes a spelling written the same way every time, once mid-sentence", () => {
    expect(spellingInRequest("bubblecount", "Make a variable called BubbleCount. BubbleCount goes up by 1.")).toBe("BubbleCount");
    expect(spellingInRequest("stars", "a variable called Stars")).toBe("Stars");
  });

  it("keeps the reader's spelling when the request is not sure, or only capitalises a sentence's start", () => {
    expect(spellingInRequest("gems", "Gems start at 0. gems go up when you touch one.")).toBeUndefined();
    expect(spellingInRequest("gems", "Gems start at 0. Gems go up by 1.")).toBeUndefined();
    expect(spellingInRequest("gems", "a variable called gems")).toBeUndefined();
  });

  it("never respells one of Scratch's own reporters", () => {
    expect(spellingInRequest("timer", "a variable called Timer that starts at 0")).toBeUndefined();
  });

  it("writes the child's spelling in every block and comment of the program", () => {
    const { plan } = readPlan("Make a variable called jumpPower that starts at 12. When I press space, jumpPower goes down by 3.");
    const { text } = compilePlan(plan);
    expect(text).toContain("set [jumpPower v] to (12)");
    expect(text).toContain("change [jumpPower v] by (-3)");
    expect(text).not.toMatch(/jumppower/);
  });
});
