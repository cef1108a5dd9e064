import { describe, expect, it } from "vitest";
import { elapsedWords } from "./generation-progress";

describe("elapsedWords", () => {
  it("says the time so far in words a child reads", () => {
    expect(elapsedWords(0)).toBe("0 seconds");
    expect(elapsedWords(1)).toBe("1 second");
    expect(elapsedWords(42.9)).toBe("42 seconds");
    expect(elapsedWords(60)).toBe("1 minute");
    expect(elapsedWords(61)).toBe("1 minute 1 second");
    expect(elapsedWords(125)).toBe("2 minutes 5 seconds");
    expect(elapsedWords(-3)).toBe("0 seconds");
  });
});
