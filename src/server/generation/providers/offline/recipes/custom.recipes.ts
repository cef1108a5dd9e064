import type { TRecipe } from "../offline.types";
import { body, colourParam, colourWords, fmt, num, numberParam, script, str } from "./recipe.helpers";

/** My Blocks: custom blocks with parameters. */

export const customJump: TRecipe = {
  id: "custom-jump",
  family: "custom-blocks",
  suggestion: "Make a custom jump block with a height input",
  requires: [["custom", "parameter"], ["jump"]],
  boosts: ["key", "space"],
  params: [numberParam("height", "the height of the small jump", { default: 50, min: 10, max: 150, meanings: ["height", "steps"], takesPlain: true })],
  build(p) {
    const small = num(p, "height");
    return {
      scripts: [
        script(
          "A custom block: jump as high as the number you give it",
          "define jump (height)",
          "repeat (10)",
          body("change y by ((height) / (10))"),
          "end",
          "repeat (10)",
          body("change y by ((0) - ((height) / (10)))"),
          "end",
        ),
        script("Press space for a small jump", "when [space v] key pressed", `jump (${fmt(small)})`),
        script("Press the up arrow for a big jump", "when [up arrow v] key pressed", `jump (${fmt(small * 2)})`),
      ],
      explanation: `"define jump (height)" makes a new block of your own, in My Blocks. "height" is its input: the same block makes a small jump of ${small} steps with space and a big jump of ${small * 2} steps with the up arrow.`,
    };
  },
};

export const customShape: TRecipe = {
  id: "custom-shape",
  family: "custom-blocks",
  suggestion: "Make a custom block that draws any shape",
  requires: [["custom", "parameter"], ["polygon", "shape", "draw", "pen"]],
  boosts: ["draw", "pen", "shape"],
  params: [
    numberParam("sides", "the sides of the middle shape", { default: 6, min: 3, max: 20, meanings: ["sides"], takesPlain: true }),
    colourParam("colour", "the pen colour", "#0066ff"),
  ],
  build(p) {
    const sides = num(p, "sides");
    return {
      scripts: [
        script(
          "A custom block that draws any shape: give it the number of sides and how long each side is",
          "define draw shape (sides) (length)",
          "pen down",
          "repeat (sides)",
          body("move (length) steps", "turn right ((360) / (sides)) degrees"),
          "end",
          "pen up",
        ),
        script(
          "Use the new block to draw three different shapes",
          "when green flag clicked",
          "erase all",
          `set pen color to [${str(p, "colour")}]`,
          "set pen size to (3)",
          "point in direction (90)",
          "pen up",
          "go to x: (-200) y: (0)",
          "draw shape (3) (60)",
          "go to x: (-60) y: (0)",
          `draw shape (${sides}) (${fmt(Math.min(40, Math.round(240 / sides)))})`,
          "go to x: (120) y: (0)",
          "draw shape (4) (60)",
        ),
      ],
      explanation: `"define draw shape (sides) (length)" is your own block with two inputs. Inside, it repeats "sides" times: move, then turn 360 ÷ sides degrees. The green flag script uses it three times to draw a triangle, a ${sides}-sided shape and a square in ${colourWords(str(p, "colour"))}.`,
    };
  },
};

export const CUSTOM_RECIPES: TRecipe[] = [customJump, customShape];
