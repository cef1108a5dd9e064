// Words the program built under other words (decision 1570): "sticks to the mouse" and "wherever
// the mouse goes" are a go to the mouse pointer, "leaves a trail" a pen down, "fades" a ghost
// effect changing, a word said only in a quoted line the program says is that line. Both ways:
// the same words with nothing built for them stay named.
import { describe, expect, it } from "vitest";
import { leftOutOf as leftOut } from "./test-support/built-answer";
import { wordDoneByBlocks } from "./offline.block-meanings";

describe("words built under other words are not named", () => {
  it("sticking to the mouse and going wherever it goes", () => {
    expect(leftOut("i want my Bee to stick to the mouse: forever go to the mouse pointer")).toEqual([]);
    expect(leftOut("the Pencil goes wherever the mouse goes, forever, and draws with the pen")).toEqual([]);
  });

  it("a trail left with the pen", () => {
    expect(leftOut("how do i make the Comet follow my mouse and leave a trail with the pen")).toEqual([]);
    expect(leftOut("the Comet leaves a trail when I press space")).toEqual([]);
  });

  it("a word said only inside a quoted line the program says", () => {
    expect(leftOut("the Owl says 'Quietly!' when I click it")).toEqual([]);
  });

  it("a fade is a ghost effect changing", () => {
    expect(wordDoneByBlocks("fades", ["change ghost effect by -10"])).toBe(true);
    expect(wordDoneByBlocks("fades", ["set ghost effect to 100"])).toBe(false);
  });
});

describe("the same words with nothing built for them stay named", () => {
  it("sticking to a thing that is no mouse", () => {
    expect(leftOut("my Bee sticks to the flower").join(" ")).toContain("sticks");
    expect(wordDoneByBlocks("sticks", ["go to flower"])).toBe(false);
  });

  it("a manner said outside the quote", () => {
    expect(leftOut("the Owl moves 5 steps quietly when I click it")).toContain("quietly");
  });

  it("a trail with no pen", () => {
    expect(wordDoneByBlocks("trail", ["move 10 steps"])).toBe(false);
  });
});
