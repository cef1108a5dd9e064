import type { TRecipe } from "../offline.types";
import { seconds as secondsWords, steps as stepsWords } from "../offline.explain";
import { body, choiceParam, colourParam, colourWords, fmt, keyParam, keyWords, nameParam, num, numberParam, safeText, script, str } from "./recipe.helpers";

/** Clones (falling things, rain, shooting) and collisions. The classic games are in classic-games.recipes.ts. */

const everySeconds = (defaultSeconds: number) =>
  numberParam("seconds", "the wait between new copies", { default: defaultSeconds, min: 0.05, max: 10, integer: false, meanings: ["interval", "seconds"] });

function fallingCopy(speed: number, wobble: boolean): string[] {
  return [
    "when I start as a clone",
    "go to x: (pick random (-220) to (220)) y: (180)",
    "show",
    "repeat until <(y position) < (-170)>",
    ...body(`change y by (${fmt(-speed)})`, wobble ? ["change x by (pick random (-2) to (2))"] : []),
    "end",
    "delete this clone",
  ];
}

export const fallingObjects: TRecipe = {
  id: "falling-objects",
  family: "clones",
  suggestion: "Make things fall from the sky with clones",
  requires: [["fall"]],
  boosts: ["clone:2", "random", "star"],
  penalties: ["gravity:4", "jump:4", "catch:5", "rain:5", "snow:5", "ball:2", "score:3", "bounce:3"],
  params: [
    numberParam("speed", "how fast they fall", { default: 5, min: 1, max: 30, meanings: ["speed", "steps"], takesPlain: true }),
    everySeconds(0.5),
  ],
  build(p) {
    return {
      scripts: [
        script(`Hide me, then make a new falling copy every ${secondsWords(num(p, "seconds")).replace(/^1 second$/, "second")}`, "when green flag clicked", "hide", "forever", body("create clone of (myself v)", `wait (${fmt(num(p, "seconds"))}) seconds`), "end"),
        script("Each copy starts at a random place at the top and falls down", fallingCopy(num(p, "speed"), false)),
      ],
      explanation: `The sprite hides and makes clones (copies) of itself. Each clone appears at a random place at the top, falls ${stepsWords(num(p, "speed"))} at a time, and deletes itself at the bottom so the stage never fills up.`,
    };
  },
};

export const rain: TRecipe = {
  id: "rain",
  family: "clones",
  suggestion: "Make it rain with clones",
  requires: [["rain", "snow"]],
  boosts: ["fall", "clone"],
  params: [
    choiceParam("kind", "rain or snow", "rain", { snow: ["snow"], rain: [] }),
    numberParam("perSecond", "how many drops start each second", { default: 20, min: 1, max: 30, meanings: ["count"], takesPlain: true }),
  ],
  build(p) {
    const snow = str(p, "kind") === "snow";
    const wait = fmt(1 / num(p, "perSecond"));
    const drop = snow ? "snowflake" : "raindrop";
    return {
      scripts: [
        script(
          `Make lots of tiny ${drop} copies`,
          "when green flag clicked",
          "hide",
          `set size to (${snow ? 30 : 20}) %`,
          "forever",
          body("create clone of (myself v)", `wait (${wait}) seconds`),
          "end",
        ),
        script(`Each ${drop} falls ${snow ? "slowly and drifts" : "fast"} from a random place at the top`, fallingCopy(snow ? 3 : 12, snow)),
      ],
      explanation: `The sprite is the ${drop}: it hides and makes ${num(p, "perSecond")} small clones every second. Each clone falls from a random place at the top${snow ? ", drifting a little from side to side," : ""} and deletes itself at the bottom. Draw a ${snow ? "white dot" : "small blue line"} as the costume.`,
    };
  },
};

export const shooting: TRecipe = {
  id: "shooting",
  family: "clones",
  suggestion: "Shoot lasers when I press space",
  requires: [["shoot"]],
  boosts: ["key", "space", "clone", "game"],
  params: [
    keyParam("key", "the key that shoots", "space"),
    numberParam("speed", "how fast the shots fly", { default: 10, min: 1, max: 40, meanings: ["speed", "steps"], takesPlain: true }),
  ],
  build(p) {
    const key = str(p, "key");
    return {
      scripts: [
        script(
          `Move with the left and right arrow keys; ${keyWords(key)} shoots`,
          "when green flag clicked",
          "show",
          "set size to (100) %",
          "go to x: (0) y: (-140)",
          "forever",
          body(
            "if <key (left arrow v) pressed?> then",
            body("change x by (-8)"),
            "end",
            "if <key (right arrow v) pressed?> then",
            body("change x by (8)"),
            "end",
            `if <key (${key} v) pressed?> then`,
            body("create clone of (myself v)", "wait (0.2) seconds"),
            "end",
          ),
          "end",
        ),
        script(
          "Each shot is a small copy that flies up and disappears at the top",
          "when I start as a clone",
          "set size to (30) %",
          "repeat until <(y position) > (170)>",
          body(`change y by (${fmt(num(p, "speed"))})`),
          "end",
          "delete this clone",
        ),
      ],
      explanation: `The sprite moves along the bottom with the arrow keys. Holding ${keyWords(key)} makes small copies of it (clones) that fly up ${stepsWords(num(p, "speed"))} at a time, like lasers, and disappear at the top.`,
    };
  },
};

export const touchColour: TRecipe = {
  id: "touch-colour",
  family: "collisions",
  suggestion: "Say ouch when the sprite touches red",
  requires: [["touch"], ["colour", "wall"]],
  boosts: ["say", "wall"],
  penalties: ["maze:5", "score:3"],
  params: [colourParam("colour", "the colour to watch for", "#ff0000"), nameParam("text", "text", "what the sprite says", "Ouch!")],
  build(p) {
    const colour = str(p, "colour");
    const text = safeText(str(p, "text"));
    return {
      scripts: [
        script(
          `When I touch ${colourWords(colour)}, say "${text}" and step back`,
          "when green flag clicked",
          "forever",
          body(`if <touching color [${colour}]?> then`, body(`say [${text}] for (1) seconds`, "move (-10) steps"), "end"),
          "end",
        ),
      ],
      explanation: `The forever loop keeps checking "touching color". As soon as the sprite touches something ${colourWords(colour)}, it says "${text}" and steps back. Use the colour picker in the block to choose the exact colour of your wall.`,
    };
  },
};

export const fireworks: TRecipe = {
  id: "fireworks",
  family: "clones",
  suggestion: "Make fireworks burst from the sprite",
  requires: [["fireworks"]],
  boosts: ["colour", "clone", "click"],
  params: [numberParam("bursts", "how many bursts", { default: 3, min: 1, max: 10, meanings: ["count"], takesPlain: true })],
  build(p) {
    const bursts = num(p, "bursts");
    return {
      scripts: [
        script(
          `Burst into sparks ${bursts === 1 ? "once" : `${bursts} times`}: 24 copies at a time`,
          "when green flag clicked",
          `repeat (${bursts})`,
          body("repeat (24)", body("create clone of (myself v)"), "end", "wait (1) seconds"),
          "end",
        ),
        script(
          "Each spark flies out in its own direction and colour, fading as it goes",
          "when I start as a clone",
          "set size to (30) %",
          "set [color v] effect to (pick random (0) to (200))",
          "point in direction (pick random (-180) to (180))",
          "repeat (20)",
          body("move (8) steps", "change [ghost v] effect by (5)"),
          "end",
          "delete this clone",
        ),
      ],
      explanation: `Each burst makes 24 clones of the sprite where it stands. Every clone is a spark: it gets a random colour and a random direction, flies out 8 steps at a time while it fades, and deletes itself. A small round costume makes the best spark.`,
    };
  },
};

export const GAME_RECIPES: TRecipe[] = [fallingObjects, rain, shooting, fireworks, touchColour];
