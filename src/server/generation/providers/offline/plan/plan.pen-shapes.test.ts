// Issue 26: a pen drawing is built on the child's details (sides, side length, pen colour and
// size, start place, copies, a shape after another), never on a library drawing's defaults.
import { describe, expect, it } from "vitest";
import { builtAnswer as answer } from "../test-support/built-answer";

describe("pen shapes on the child's details (plan.pen-shapes.ts)", () => {
  it("keeps the sides, the side length, the pen colour by name and the pen size", () => {
    const { text, leftOut } = answer("draw a pentagon with the pen: 5 sides of 45 steps, and the pen is red and thick (size 7)");
    expect(text).toMatch(/set pen color to \[#ff0000\]\nset pen size to \(7\)\npen down\nrepeat \(5\)\n\s+move \(45\) steps\n\s+turn right \(72\) degrees\nend/);
    expect(leftOut).toEqual([]);
  });

  it("a shape by its count of sides, where the child starts it", () => {
    const { text } = answer("the Turtle draws a shape with 9 sides, each side 30 steps long, starting at x -40 y 60");
    expect(text).toMatch(/\/\/ sprite: Turtle/);
    expect(text).toMatch(/go to x: \(-40\) y: \(60\)[\s\S]*repeat \(9\)\n\s+move \(30\) steps\n\s+turn right \(40\) degrees/);
    expect(text).not.toMatch(/set pen (?:color|size)/);
  });

  it("one shape then another, each with its own length and colour", () => {
    const { text } = answer("with the pen draw a yellow triangle of 90 steps, then a purple square with sides of 20");
    expect(text).toMatch(/set pen color to \[#ffff00\][\s\S]*repeat \(3\)\n\s+move \(90\) steps\n\s+turn right \(120\) degrees\nend\nset pen color to \[#8800cc\]\nrepeat \(4\)\n\s+move \(20\) steps/);
  });

  it("copies of a shape with the child's turn between them, loop in a loop", () => {
    const { text } = answer("The Pencil draws 6 triangles of side 70, turning 60 degrees after each triangle");
    expect(text).toMatch(/repeat \(6\)\n\s+repeat \(3\)\n\s+move \(70\) steps\n\s+turn right \(120\) degrees\n\s+end\n\s+turn right \(60\) degrees\nend/);
  });

  it("houses in a row, the child's gap apart", () => {
    const { text } = answer("the Robot draws a house with the pen, walls and roof of side 40, then 3 houses in a row 100 steps apart");
    expect(text).toMatch(/repeat \(3\)\n\s+repeat \(4\)\n\s+move \(40\) steps[\s\S]*repeat \(3\)\n\s+move \(40\) steps\n\s+turn left \(120\) degrees\n\s+end\n\s+pen up\n\s+move \(100\) steps\n\s+pen down\nend/);
  });

  it("a spelled-out circle keeps its repeat and its turn; a key starts the drawing", () => {
    const { text } = answer("when I press c the Pen draws a circle: repeat 180, move 2 steps and turn 2 degrees");
    expect(text).toMatch(/when \[c v\] key pressed[\s\S]*repeat \(180\)\n\s+move \(2\) steps\n\s+turn right \(2\) degrees/);
  });

  it("a trail after the mouse, its colour changing by the child's step", () => {
    const { text, leftOut } = answer("the Comet leaves a trail: it follows the mouse pointer forever with the pen down and the pen colour changing by 8");
    expect(text).toMatch(/pen down\nforever\n\s+go to \(mouse-pointer v\)\n\s+change pen \(color v\) by \(8\)\nend/);
    expect(leftOut).toEqual([]);
  });

  it("a pen size said later in the pen's own sentence, and a side given as the shape's size", () => {
    const said = answer("the Dog makes a triangle with the pen: 3 times move 90 steps and turn 120 degrees. The pen is blue and the size 6.");
    expect(said.text).toMatch(/set pen color to \[#0000ff\]\nset pen size to \(6\)/);
    expect(said.leftOut).toEqual([]);
    expect(answer("the Cat draws a pentagon of size 35 with an orange pen").text).toMatch(/repeat \(5\)\n\s+move \(35\) steps/);
  });

  it("a star stays the library's drawing", () => {
    expect(answer("draw a star with the pen").text).toMatch(/turn right \(144\) degrees/);
  });
});
