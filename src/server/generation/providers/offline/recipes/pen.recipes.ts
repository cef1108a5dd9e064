import type { TRecipe } from "../offline.types";
import { body, centredStart, colourParam, colourWords, fmt, num, numberParam, script, str } from "./recipe.helpers";

/** Drawing with the Pen extension: shapes, stars, spirals, flowers, grids, graphs, patterns. */

const DRAW_BOOSTS = ["draw:2", "pen:2", "colour"];

function penStart(x: number, y: number, colour: string, size: number): string[] {
  return ["erase all", "pen up", `go to x: (${fmt(x)}) y: (${fmt(y)})`, "point in direction (90)", `set pen color to [${colour}]`, `set pen size to (${fmt(size)})`, "pen down"];
}

const colour = (defaultHex: string) => colourParam("colour", "the pen colour", defaultHex);

const SIDE_NAMES: Record<number, string> = { 3: "triangle", 4: "square", 5: "pentagon", 6: "hexagon", 7: "heptagon", 8: "octagon", 9: "nonagon", 10: "decagon" };

export const penPolygon: TRecipe = {
  id: "pen-polygon",
  family: "pen",
  suggestion: "Draw a 5 sided shape with the pen",
  requires: [["polygon", "shape"]],
  boosts: DRAW_BOOSTS,
  penalties: ["star:4", "custom:5", "pattern:4", "grid:4", "spiral:4", "flower:4", "circle:3", "maze:3", "clone:3"],
  params: [
    numberParam("sides", "how many sides the shape has", { default: 5, min: 3, max: 36, meanings: ["sides"], takesPlain: true }),
    {
      ...numberParam("size", "how long each side is", { default: 100, min: 5, max: 200, meanings: ["size", "steps"] }),
      // many sides need shorter sides to fit on the stage
      autoDefault: (p) => Math.min(100, Math.round(600 / Number(p.sides ?? 5))),
    },
    colour("#0066ff"),
  ],
  build(p) {
    const sides = num(p, "sides");
    const size = num(p, "size");
    const turn = 360 / sides;
    const start = centredStart(Array.from({ length: sides }, () => [{ move: size }, { turn: -turn }]).flat());
    const name = SIDE_NAMES[sides] ?? `${sides}-sided shape`;
    return {
      scripts: [
        script(
          `Draw a ${name} with the pen`,
          "when green flag clicked",
          penStart(start.x, start.y, str(p, "colour"), 3),
          `repeat (${sides})`,
          body(`move (${fmt(size)}) steps`, `turn left (${fmt(turn)}) degrees`),
          "end",
          "pen up",
        ),
      ],
      explanation: `To draw a ${name}, the sprite moves ${size} steps and turns ${fmt(turn)} degrees, ${sides} times. Why ${fmt(turn)}? All the turns add up to one full turn: 360 ÷ ${sides} = ${fmt(turn)}. The pen is ${colourWords(str(p, "colour"))}.`,
    };
  },
};

export const penStar: TRecipe = {
  id: "pen-star",
  family: "pen",
  suggestion: "Draw a star with the pen",
  requires: [["star"]],
  boosts: [...DRAW_BOOSTS, "pointed"],
  penalties: ["fall:5", "rain:5", "clone:4", "shoot:4", "twinkle:5", "music:4", "catch:4", "score:2"],
  params: [
    numberParam("points", "how many points the star has", { default: 5, min: 3, max: 20, meanings: ["points", "sides"], takesPlain: true }),
    numberParam("size", "how long each line is", { default: 80, min: 10, max: 150, meanings: ["size", "steps"] }),
    colour("#ffcc00"),
  ],
  build(p) {
    const points = num(p, "points");
    const size = num(p, "size");
    // a sharp 36° tip (turn right 144) and an inner corner that makes the turns add up to 360°
    const tip = 144;
    const inner = tip - 360 / points;
    const start = centredStart(Array.from({ length: points }, () => [{ move: size }, { turn: tip }, { move: size }, { turn: -inner }]).flat());
    return {
      scripts: [
        script(
          `Draw a star with ${points} points`,
          "when green flag clicked",
          penStart(start.x, start.y, str(p, "colour"), 3),
          `repeat (${points})`,
          body(`move (${fmt(size)}) steps`, `turn right (${tip}) degrees`, `move (${fmt(size)}) steps`, `turn left (${fmt(inner)}) degrees`),
          "end",
          "pen up",
        ),
      ],
      explanation: `Each point of the star is two lines: out to the tip with a sharp turn of ${tip} degrees, then back in with a turn of ${fmt(inner)} degrees the other way. Doing that ${points} times draws a ${colourWords(str(p, "colour"))} star with ${points} points.`,
    };
  },
};

export const penSpiral: TRecipe = {
  id: "pen-spiral",
  family: "pen",
  suggestion: "Draw a rainbow spiral",
  requires: [["spiral"]],
  boosts: [...DRAW_BOOSTS, "rainbow"],
  penalties: ["spin:2"],
  params: [
    numberParam("lines", "how many lines the spiral has", { default: 150, min: 20, max: 500, meanings: ["count"], takesPlain: true }),
    colour("#ff0000"),
  ],
  build(p) {
    const lines = num(p, "lines");
    const grow = fmt(28 / lines);
    return {
      scripts: [
        script(
          "Draw a spiral that gets bigger and bigger, changing colour as it goes",
          "when green flag clicked",
          penStart(0, 0, str(p, "colour"), 2),
          "set [length v] to (1)",
          `repeat (${lines})`,
          body("move (length) steps", "turn right (10) degrees", `change [length v] by (${grow})`, "change pen (color v) by (2)"),
          "end",
          "pen up",
        ),
      ],
      explanation: `The sprite moves a little, turns 10 degrees, and makes the next line a bit longer (the "length" variable grows by ${grow}). Doing that ${lines} times makes a spiral. The pen colour changes a little each time, so it looks like a rainbow.`,
    };
  },
};

export const penFlower: TRecipe = {
  id: "pen-flower",
  family: "pen",
  suggestion: "Draw a flower with 8 petals",
  requires: [["flower"]],
  boosts: DRAW_BOOSTS,
  params: [
    numberParam("petals", "how many petals the flower has", { default: 8, min: 3, max: 36, meanings: ["count", "sides"], takesPlain: true }),
    colour("#ff66cc"),
  ],
  build(p) {
    const petals = num(p, "petals");
    return {
      scripts: [
        script(
          `Draw a flower with ${petals} petals`,
          "when green flag clicked",
          penStart(0, 0, str(p, "colour"), 3),
          `repeat (${petals})`,
          body("repeat (2)", body("repeat (9)", body("move (8) steps", "turn right (10) degrees"), "end", "turn right (90) degrees"), "end", `turn right (${fmt(360 / petals)}) degrees`),
          "end",
          "pen up",
          "set pen color to [#ffdd00]",
          "set pen size to (20)",
          "pen down",
          "pen up",
        ),
      ],
      explanation: `Each petal is two curved lines (small moves with small turns). After a petal the sprite turns ${fmt(360 / petals)} degrees, so ${petals} petals go all the way round. Last, a fat yellow pen dot makes the middle of the flower.`,
    };
  },
};

export const penGrid: TRecipe = {
  id: "pen-grid",
  family: "pen",
  suggestion: "Draw a grid of squares",
  requires: [["grid"]],
  boosts: [...DRAW_BOOSTS, "polygon"],
  penalties: ["maze:3"],
  params: [
    numberParam("cells", "how many squares across and down", { default: 8, min: 2, max: 30, meanings: ["count", "sides"], takesPlain: true }),
    {
      ...numberParam("size", "how big each square is", { default: 40, min: 5, max: 100, meanings: ["size", "steps"] }),
      autoDefault: (p) => Math.min(40, Math.floor(340 / Number(p.cells ?? 8))),
    },
    colour("#888888"),
  ],
  build(p) {
    const cells = num(p, "cells");
    const size = num(p, "size");
    const half = fmt((cells * size) / 2);
    const pos = `((-${half}) + ((line) * (${fmt(size)})))`;
    return {
      scripts: [
        script(
          `Draw a grid of ${cells} by ${cells} squares, line by line`,
          "when green flag clicked",
          "erase all",
          `set pen color to [${str(p, "colour")}]`,
          "set pen size to (1)",
          "set [line v] to (0)",
          `repeat (${cells + 1})`,
          body(
            "pen up",
            `go to x: (-${half}) y: ${pos}`,
            "pen down",
            `go to x: (${half}) y: ${pos}`,
            "pen up",
            `go to x: ${pos} y: (-${half})`,
            "pen down",
            `go to x: ${pos} y: (${half})`,
            "pen up",
            "change [line v] by (1)",
          ),
          "end",
        ),
      ],
      explanation: `The "line" variable counts the lines. Each time round, the sprite draws one line across and one line down, ${size} steps further along. ${cells + 1} lines each way make ${cells} × ${cells} squares.`,
    };
  },
};

export const penParabola: TRecipe = {
  id: "pen-parabola",
  family: "pen",
  suggestion: "Draw a parabola y = x² on a graph",
  requires: [["parabola"]],
  boosts: [...DRAW_BOOSTS, "graph:2", "math"],
  params: [colour("#0066ff")],
  build(p) {
    return {
      scripts: [
        script(
          "Draw the x and y axes, then the curve y = x × x ÷ 100, one small step at a time",
          "when green flag clicked",
          "erase all",
          "set pen size to (1)",
          "set pen color to [#888888]",
          "pen up",
          "go to x: (-240) y: (0)",
          "pen down",
          "go to x: (240) y: (0)",
          "pen up",
          "go to x: (0) y: (-180)",
          "pen down",
          "go to x: (0) y: (180)",
          "pen up",
          `set pen color to [${str(p, "colour")}]`,
          "set pen size to (3)",
          "set [x v] to (-130)",
          "go to x: (x) y: (((x) * (x)) / (100))",
          "pen down",
          "repeat (52)",
          body("change [x v] by (5)", "go to x: (x) y: (((x) * (x)) / (100))"),
          "end",
          "pen up",
        ),
      ],
      explanation: `A parabola is the curve y = x × x. The sprite first draws the two axes in grey. Then the variable x goes from -130 to 130 in steps of 5, and each time the sprite goes to the point (x, x × x ÷ 100) with the pen down, so the dots join into a ${colourWords(str(p, "colour"))} U-shaped curve. Dividing by 100 keeps it on the stage.`,
    };
  },
};

export const penSineWave: TRecipe = {
  id: "pen-sine-wave",
  family: "pen",
  suggestion: "Draw a sine wave",
  requires: [["sine"]],
  boosts: [...DRAW_BOOSTS, "graph:2", "math"],
  params: [
    numberParam("height", "how tall the waves are", { default: 100, min: 10, max: 170, meanings: ["height", "size"], takesPlain: true }),
    numberParam("waves", "how many waves fit across the stage", { default: 2, min: 1, max: 12, meanings: ["count"] }),
    colour("#0066ff"),
  ],
  build(p) {
    const height = num(p, "height");
    const waves = num(p, "waves");
    const scale = fmt((360 * waves) / 480);
    return {
      scripts: [
        script(
          `Draw a wave that goes up and down ${waves} times across the stage`,
          "when green flag clicked",
          "erase all",
          `set pen color to [${str(p, "colour")}]`,
          "set pen size to (3)",
          "set [x v] to (-240)",
          "pen up",
          `go to x: (x) y: ((${fmt(height)}) * ([sin v] of ((x) * (${scale}))))`,
          "pen down",
          "repeat (96)",
          body("change [x v] by (5)", `go to x: (x) y: ((${fmt(height)}) * ([sin v] of ((x) * (${scale}))))`),
          "end",
          "pen up",
        ),
      ],
      explanation: `This graph is y = ${height} × sin(x × ${scale}). The variable x goes across the whole stage from -240 to 240, and "sin" makes y go smoothly up and down between ${height} and -${height}, ${waves} times.`,
    };
  },
};

export const penCircle: TRecipe = {
  id: "pen-circle",
  family: "pen",
  suggestion: "Draw a circle with the pen",
  requires: [["circle"]],
  boosts: DRAW_BOOSTS,
  penalties: ["flower:4", "spiral:4", "pattern:3", "spin:3", "custom:4"],
  params: [
    numberParam("radius", "how far the circle is from its middle", { default: 100, min: 10, max: 170, meanings: ["size", "steps"], takesPlain: true }),
    colour("#ff0000"),
  ],
  build(p) {
    const radius = num(p, "radius");
    const step = (2 * Math.PI * radius) / 72;
    return {
      scripts: [
        script(
          `Draw a circle with the pen`,
          "when green flag clicked",
          penStart(0, -radius, str(p, "colour"), 3),
          "repeat (72)",
          body(`move (${fmt(step)}) steps`, "turn left (5) degrees"),
          "end",
          "pen up",
        ),
      ],
      explanation: `A circle is lots of tiny straight lines: 72 moves of ${fmt(step)} steps with a 5 degree turn after each (72 × 5 = 360, one full turn). That makes a ${colourWords(str(p, "colour"))} circle ${radius * 2} steps wide.`,
    };
  },
};

export const penPaint: TRecipe = {
  id: "pen-paint",
  family: "pen",
  suggestion: "Draw with the mouse like a paint program",
  requires: [["draw", "pen"], ["mouse", "paintapp"]],
  boosts: ["click", "colour"],
  params: [
    colour("#0066ff"),
    numberParam("size", "how thick the pen is", { default: 4, min: 1, max: 50, meanings: ["size", "steps"], takesPlain: true }),
  ],
  build(p) {
    return {
      scripts: [
        script(
          "Hold the mouse button down to paint, let go to stop",
          "when green flag clicked",
          "erase all",
          `set pen color to [${str(p, "colour")}]`,
          `set pen size to (${fmt(num(p, "size"))})`,
          "forever",
          body("go to (mouse-pointer v)", "if <mouse down?> then", body("pen down"), "else", body("pen up"), "end"),
          "end",
        ),
        script("Press C to clean the screen", "when [c v] key pressed", "erase all"),
      ],
      explanation: `The sprite always goes to the mouse pointer. While you hold the mouse button down, the pen is down and draws ${colourWords(str(p, "colour"))} lines. Press C to start a new picture.`,
    };
  },
};

export const penPattern: TRecipe = {
  id: "pen-pattern",
  family: "pen",
  suggestion: "Draw a spinning pattern of squares",
  requires: [["pattern"]],
  boosts: [...DRAW_BOOSTS, "polygon", "rainbow", "spin"],
  params: [
    numberParam("copies", "how many shapes make the pattern", { default: 36, min: 3, max: 120, meanings: ["count"], takesPlain: true }),
    numberParam("sides", "how many sides each shape has", { default: 4, min: 3, max: 12, meanings: ["sides"] }),
    colour("#ff0000"),
  ],
  build(p) {
    const copies = num(p, "copies");
    const sides = num(p, "sides");
    return {
      scripts: [
        script(
          "Draw a shape, turn a little, and draw it again to make a pattern",
          "when green flag clicked",
          penStart(0, 0, str(p, "colour"), 2),
          `repeat (${copies})`,
          body(`repeat (${sides})`, body(`move (${fmt(Math.min(100, 360 / sides))}) steps`, `turn right (${fmt(360 / sides)}) degrees`), "end", `turn right (${fmt(360 / copies)}) degrees`, "change pen (color v) by (5)"),
          "end",
          "pen up",
        ),
      ],
      explanation: `The inner loop draws one shape with ${sides} sides. The outer loop turns ${fmt(360 / copies)} degrees and draws it again, ${copies} times, so the copies go all the way round and make a pattern. The pen colour changes a little each time.`,
    };
  },
};

const RAINBOW = ["#ff0000", "#ff8800", "#ffdd00", "#00aa00", "#0066ff", "#4b0082", "#8800cc"];

export const penRainbow: TRecipe = {
  id: "pen-rainbow",
  family: "pen",
  suggestion: "Draw a rainbow with the pen",
  requires: [["rainbow"], ["draw", "pen"]],
  boosts: ["circle"],
  penalties: ["spiral:5", "pattern:5", "flower:5", "star:5", "polygon:5", "shape:5"],
  params: [numberParam("size", "how wide the outside arc is, from its middle", { default: 200, min: 100, max: 230, meanings: ["size", "steps"], takesPlain: true })],
  build(p) {
    const outer = num(p, "size");
    const arc = (colour: string, radius: number) => [
      `set pen color to [${colour}]`,
      `go to x: (${fmt(-radius)}) y: (-100)`,
      "point in direction (0)",
      "pen down",
      "repeat (36)",
      ...body(`move (${fmt((Math.PI * radius) / 36)}) steps`, "turn right (5) degrees"),
      "end",
      "pen up",
    ];
    return {
      scripts: [
        script(
          "Draw seven coloured arcs, one inside the other, to make a rainbow",
          "when green flag clicked",
          "erase all",
          "pen up",
          "set pen size to (12)",
          RAINBOW.flatMap((colour, i) => arc(colour, outer - i * 12)),
        ),
      ],
      explanation: `Each colour of the rainbow is a half circle: 36 small moves with a 5 degree turn after each (36 × 5 = 180, half a turn). Every arc starts 12 steps further in, so the seven colours sit side by side like a real rainbow.`,
    };
  },
};

export const penHouse: TRecipe = {
  id: "pen-house",
  family: "pen",
  suggestion: "Draw a house with the pen",
  requires: [["house"]],
  boosts: DRAW_BOOSTS,
  penalties: ["clone:3", "music:4"],
  params: [numberParam("size", "how wide the house is", { default: 120, min: 20, max: 160, meanings: ["size", "steps"], takesPlain: true }), colour("#8800cc")],
  build(p) {
    const size = num(p, "size");
    return {
      scripts: [
        script(
          "Draw a house: a square for the walls, then a triangle for the roof",
          "when green flag clicked",
          penStart(-size / 2, -size / 2 - 20, str(p, "colour"), 3),
          "repeat (4)",
          body(`move (${fmt(size)}) steps`, "turn left (90) degrees"),
          "end",
          "point in direction (0)",
          `move (${fmt(size)}) steps`,
          "point in direction (30)",
          `move (${fmt(size)}) steps`,
          "turn right (120) degrees",
          `move (${fmt(size)}) steps`,
          "pen up",
        ),
      ],
      explanation: `The walls are a square: move ${size} steps and turn 90 degrees, 4 times. Then the sprite goes up the left wall and draws the roof as a triangle on top: each roof side is ${size} steps, and turning 120 degrees at the top makes all three corners of the triangle the same. The pen is ${colourWords(str(p, "colour"))}.`,
    };
  },
};

export const PEN_RECIPES: TRecipe[] = [penRainbow, penHouse, penPolygon, penStar, penSpiral, penFlower, penGrid, penParabola, penSineWave, penCircle, penPaint, penPattern];
