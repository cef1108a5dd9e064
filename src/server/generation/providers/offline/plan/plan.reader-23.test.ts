// Issue 26, decision 1520: a count said last in brackets that spell a verb's blocks repeats all of
// them; "and then by -5" in those brackets. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { readCompiled as read } from "../test-support/read-compiled";

describe("one count said last in a bracketed list of blocks repeats the whole list", () => {
  it("a child: 'the Frog hops (change y by 20, then change y by -20, 6 times)'", () => {
    const { text } = read("the Frog hops (change y by 20, then change y by -20, 6 times)");
    expect(text).toMatch(/repeat \(6\)\n\s+change y by \(20\)\n\s+change y by \(-20\)\nend/);
  });

  it("a teacher: 'The Bee buzzes (turn right 10 degrees, turn left 10 degrees, 8 times).'", () => {
    const { text } = read("The Bee buzzes (turn right 10 degrees, turn left 10 degrees, 8 times).");
    expect(text).toMatch(/repeat \(8\)\n\s+turn right \(10\) degrees\n\s+turn left \(10\) degrees\nend/);
  });

  it("a non-native speaker: 'the Boat jump (change y by 4 and then by -4, 12 times)': the verb carried to 'by -4'", () => {
    const { text } = read("the Boat jump (change y by 4 and then by -4, 12 times)");
    expect(text).toMatch(/repeat \(12\)\n\s+change y by \(4\)\n\s+change y by \(-4\)\nend/);
  });

  it("the other way: a count after each block stays that block's own", () => {
    const { text } = read("the Frog hops (change y by 10, 5 times, then change y by -10, 5 times)");
    expect(text).toMatch(/repeat \(5\)\n\s+change y by \(10\)\nend\nrepeat \(5\)\n\s+change y by \(-10\)\nend/);
  });
});
