// Issue 26, decision 1700: a pen shape whose steps the child spells out ("36 times move 10 turn
// 10", "repeat 5: move 80 steps, turn left 72 degrees", "repeats answer times: ... 360 / answer")
// is drawn from those steps, their numbers and side kept, never from the library shape's numbers,
// and never as two drawing scripts.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";
import { readWords } from "./plan.words";
import { spelledLoops } from "./plan.pen-shapes";

const drawingScripts = (text: string) => (text.match(/^pen down$/gm) ?? []).length;

describe("pen shapes from the child's spelled-out loops (plan.pen-shapes.ts)", () => {
  it("a circle keeps the child's move and turn, with the pen size said after it", () => {
    const { text, leftOut } = answer("ich bin 10 aus triesen!! we did circles in logo. in scratch: draw a circle, 36 times move 10 turn 10, with pen size 5");
    expect(text).toMatch(/set pen size to \(5\)\npen down\nrepeat \(36\)\n\s+move \(10\) steps\n\s+turn right \(10\) degrees\nend/);
    expect(text).not.toMatch(/move \(5\) steps/);
    expect(leftOut).toEqual([]);
  });

  it("a triangle of the child's own steps, after a sentence about who asks, is one drawing, not the library's triangle", () => {
    const { text, leftOut } = answer("My daughter is in sixième in Saint-Pierre and her maths teacher showed them Scratch. She wants the Cat to draw a triangle: pen down, then 3 times move 120 steps and turn 120 degrees.");
    expect(text).toMatch(/\/\/ sprite: Cat/);
    expect(text).toMatch(/repeat \(3\)\n\s+move \(120\) steps\n\s+turn right \(120\) degrees\nend/);
    expect(text).not.toMatch(/move \(100\) steps/);
    expect(drawingScripts(text)).toBe(1);
    expect(leftOut).toEqual([]);
  });

  it("the answer as the count and as what 360 is divided by, the question asked first", () => {
    const { text } = answer('Sixième, geometry: the Robot draws any regular polygon: it asks "How many sides?", puts its pen down, then repeats answer times: move 50 steps and turn 360 / answer degrees.');
    expect(text).toMatch(/ask \[How many sides\?\] and wait[\s\S]*pen down\nrepeat \(answer\)\n\s+move \(50\) steps\n\s+turn right \(\(360\) \/ \(answer\)\) degrees\nend/);
    expect(text).not.toMatch(/repeat \(5\)/);
  });

  it("a change of pen colour after every side goes inside the child's loop", () => {
    const { text, leftOut } = answer("Ich komme aus Portugal, wohne in Balzers. My son 9 want the Pen draw a square (4 times move 100 and turn 90) and change pen color by 10 after every side.");
    expect(text).toMatch(/repeat \(4\)\n\s+move \(100\) steps\n\s+turn right \(90\) degrees\n\s+change pen \(color v\) by \(10\)\nend/);
    expect(drawingScripts(text)).toBe(1);
    expect(leftOut).toEqual([]);
  });

  it("a house as two spelled loops, one after the other, with the pen size", () => {
    const { text } = answer("pen drawing!!! draw a house: pen size 4, pen down, a square (4 times move 80 turn 90) and then the roof, a triangle (3 times move 80 turn 120)");
    expect(text).toMatch(/set pen size to \(4\)\npen down\nrepeat \(4\)\n\s+move \(80\) steps\n\s+turn right \(90\) degrees\nend\nrepeat \(3\)\n\s+move \(80\) steps\n\s+turn right \(120\) degrees\nend/);
    expect(text).not.toMatch(/move \(120\) steps/);
  });

  it("other wordings: repeat with a colon and a left turn, the count after the steps, gerunds", () => {
    expect(answer("make the Pencil draw a pentagon: repeat 5: move 80 steps, turn left 72 degrees").text).toMatch(/repeat \(5\)\n\s+move \(80\) steps\n\s+turn left \(72\) degrees/);
    const square = answer("My son (7) wants the Cat to draw a square in red by moving 50 and turning 90, 4 times.").text;
    expect(square).toMatch(/set pen color to \[#ff0000\]\npen down\nrepeat \(4\)\n\s+move \(50\) steps\n\s+turn right \(90\) degrees\nend/);
    expect(square).not.toMatch(/move \(100\) steps/);
    expect(answer("Year 5: the Turtle draws a hexagon with pen size 3: 6 times move 60 and turn 60.").text).toMatch(/set pen size to \(3\)\npen down\nrepeat \(6\)\n\s+move \(60\) steps\n\s+turn right \(60\) degrees/);
  });

  it("stays as it was: a shape with no steps spelled out is the pen classic's, with its own turn", () => {
    const { text } = answer("draw a pentagon with the pen: 5 sides of 45 steps, and the pen is red and thick (size 7)");
    expect(text).toMatch(/repeat \(5\)\n\s+move \(45\) steps\n\s+turn right \(72\) degrees/);
    expect(spelledLoops(readWords("draw a square of 60 steps, 4 sides"))).toEqual([]);
    // a count of something else is no loop of steps
    expect(spelledLoops(readWords("the Cat meows 3 times and moves 10 steps"))).toEqual([]);
    // a loop of more steps than a move and a turn, or inside another loop, is the plan's to read
    expect(spelledLoops(readWords("the Robot draws a staircase with the pen: pen down, then 5 times move 40, turn left 90, move 40, turn right 90."))).toEqual([]);
    expect(spelledLoops(readWords("the Turtle draws a circle: pen down, 36 times move 10 and turn 10, and then changes the pen color by 50"))).toEqual([]);
    expect(spelledLoops(readWords("5 times the Pen put pen down, draw a circle (repeat 36, move 5, turn 10 degree), put pen up and move 60 steps."))).toEqual([]);
    const stairs = answer("Year 4 maths: the Robot draws a staircase with the pen, 5 times: move 40 steps, turn left 90 degrees, move 40 steps, turn right 90 degrees.").text;
    expect(stairs).not.toMatch(/repeat \(5\)\n\s+move \(40\) steps\n\s+turn left \(90\) degrees\nend/);
  });
});
