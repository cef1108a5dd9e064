// Issue 26 (decision 730): going past another character is touching it on the way, watched from
// the green flag beside the move (not after it). Wordings of our own. (scratch-vm with no renderer
// never sees two sprites touch, so this is checked on the program's text.)
import { describe, expect, it } from "vitest";
import { readCompiledNamed } from "../test-support/read-compiled";

const read = readCompiledNamed;

describe("going past another character", () => {
  it("'the Duck swims across the screen and when it swims past the Frog it quacks': a watch of its own from the green flag", () => {
    const { text, leftOut, names } = read("the Duck swims across the screen and when it swims past the Frog it quacks");
    expect(names).toEqual(["Duck", "Frog"]);
    expect(text).toMatch(/when green flag clicked\nforever\n\s+if <touching \(Frog v\)\?> then\n\s+play sound \(Duck v\) until done/);
    expect(text.match(/when green flag clicked/g)).toHaveLength(2);
    expect(leftOut).toEqual([]);
  });

  it("'when the bus passes the Tree it beeps' reads 'passes' as going past; 'passes the ball' does not", () => {
    expect(read("the Bus drives right and when it passes the Tree it beeps").text).toContain("touching (Tree v)?");
    expect(read("when the boy passes the ball the Dog barks").text).not.toContain("touching (Ball v)?");
  });
});
