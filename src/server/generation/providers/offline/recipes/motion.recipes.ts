import type { TRecipe } from "../offline.types";
import { count, seconds as secondsWords, steps as stepsWords } from "../offline.explain";
import { body, choiceParam, fmt, keyParam, keyWords, num, numberParam, script, str } from "./recipe.helpers";

/** Moving, jumping, bouncing, following and chasing. */

/** Whole games whose player moves with keys of their own: a request naming one is for the game. */
const GAMES_WITH_CONTROLS = ["pong:6", "catch:6", "snake:6", "flappy:6"];

const stepsParam = (defaultSteps: number) =>
  numberParam("steps", "how far one move goes", { default: defaultSteps, min: 1, max: 50, meanings: ["steps", "speed"], takesPlain: true });

function keyLoop(keys: { right: string; left: string; up: string; down: string }, steps: number, upDown: boolean): string[] {
  const s = fmt(steps);
  const when = (key: string, lines: string[]) => [`if <key (${key} v) pressed?> then`, ...body(lines), "end"];
  return [
    ...when(keys.right, ["point in direction (90)", `change x by (${s})`]),
    ...when(keys.left, ["point in direction (-90)", `change x by (${fmt(-steps)})`]),
    ...(upDown ? [...when(keys.up, [`change y by (${s})`]), ...when(keys.down, [`change y by (${fmt(-steps)})`])] : []),
  ];
}

/**
 * Arrow keys and W A S D are the same program with other keys and words; when a jump recipe
 * composes with it, up and down are left to the jump.
 */
function keyMovementRecipe(options: {
  id: string;
  suggestion: string;
  requires: TRecipe["requires"];
  penalties?: TRecipe["penalties"];
  keys: { right: string; left: string; up: string; down: string };
  comment: { all: string; sideways: string };
  explain: (steps: number, upDown: boolean) => string;
}): TRecipe {
  return {
    id: options.id,
    family: "movement",
    suggestion: options.suggestion,
    requires: options.requires,
    boosts: ["move:2", "key", "game"],
    ...(options.penalties ? { penalties: options.penalties } : {}),
    params: [stepsParam(10), choiceParam("directions", "which ways the keys move it", "all", { sideways: ["sideways"], all: [] })],
    slot: "movement",
    composesWith: ["jump", "score", "timer"],
    build(p, { slots }) {
      const upDown = !slots.has("jump") && str(p, "directions") !== "sideways";
      return {
        scripts: [
          script(
            upDown ? options.comment.all : options.comment.sideways,
            "when green flag clicked",
            "set rotation style [left-right v]",
            "forever",
            body(keyLoop(options.keys, num(p, "steps"), upDown)),
            "end",
          ),
        ],
        explanation: options.explain(num(p, "steps"), upDown),
      };
    },
  };
}

export const moveArrows = keyMovementRecipe({
  id: "move-arrows",
  suggestion: "Move a sprite with the arrow keys",
  requires: [["arrows"]],
  // the arrow keys of a game ("pong with a paddle I move with the arrow keys") are the game's
  penalties: ["maze:5", "shoot:5", "piano:4", ...GAMES_WITH_CONTROLS],
  keys: { right: "right arrow", left: "left arrow", up: "up arrow", down: "down arrow" },
  comment: { all: "Move with the arrow keys", sideways: "Move left and right with the arrow keys" },
  explain: (steps, upDown) =>
    `Press the arrow keys and the sprite moves ${stepsWords(steps)} at a time${upDown ? "" : " to the left or right"}. The forever loop keeps checking the keys, so holding a key keeps it moving.`,
});

export const moveWasd = keyMovementRecipe({
  id: "move-wasd",
  suggestion: "Move a sprite with the W A S D keys",
  requires: [["wasd"]],
  penalties: GAMES_WITH_CONTROLS,
  keys: { right: "d", left: "a", up: "w", down: "s" },
  comment: { all: "Move with W, A, S and D", sideways: "Move left and right with A and D" },
  explain: (steps, upDown) =>
    upDown
      ? `W moves up, S moves down, A moves left and D moves right, ${stepsWords(steps)} at a time.`
      : `A moves left and D moves right, ${stepsWords(steps)} at a time.`,
});

export const keyMove: TRecipe = {
  id: "key-move",
  family: "movement",
  suggestion: "Make the cat move when I press the space key",
  requires: [["move", "walk"], ["key", "space"]],
  penalties: ["arrows:5", "wasd:5", "jump:4", "shoot:4", "maze:4", "piano:4", "music:3"],
  params: [
    keyParam("key", "the key that makes it move", "space"),
    stepsParam(10),
    choiceParam("direction", "which way it moves", "forward", { forward: [], right: ["right"], left: ["left"], up: ["up"], down: ["down"] }),
  ],
  build(p) {
    const steps = num(p, "steps");
    const direction = str(p, "direction");
    const move: Record<string, string> = {
      forward: `move (${fmt(steps)}) steps`,
      right: `change x by (${fmt(steps)})`,
      left: `change x by (${fmt(-steps)})`,
      up: `change y by (${fmt(steps)})`,
      down: `change y by (${fmt(-steps)})`,
    };
    const where = direction === "forward" ? "" : ` ${direction}`;
    return {
      scripts: [script(`Move${where} when ${keyWords(str(p, "key"))} is pressed`, `when [${str(p, "key")} v] key pressed`, move[direction] ?? move.forward ?? "")],
      explanation: `Every time you press ${keyWords(str(p, "key"))}, the sprite moves ${stepsWords(steps)}${where}.`,
    };
  },
};

export const walkAround: TRecipe = {
  id: "walk-around",
  family: "movement",
  suggestion: "Make the cat walk back and forth",
  requires: [["move", "walk"]],
  boosts: ["walk:2", "edge", "animate"],
  penalties: ["key:4", "arrows:5", "wasd:5", "mouse:4", "draw:4", "follow:4", "chase:4", "glide:4", "random:3", "jump:4", "fall:3", "maze:4", "pong:4", "shoot:4", "dance:3", "grow:3", "bounce:2", "spin:3"],
  params: [stepsParam(5)],
  build(p) {
    return {
      scripts: [
        script(
          "Walk across the stage and turn around at the edge",
          "when green flag clicked",
          "set rotation style [left-right v]",
          "forever",
          body(`move (${fmt(num(p, "steps"))}) steps`, "next costume", "if on edge, bounce", "wait (0.1) seconds"),
          "end",
        ),
      ],
      explanation: `The sprite walks ${stepsWords(num(p, "steps"))} at a time and changes costume so its legs move. When it reaches the edge it turns around.`,
    };
  },
};

export const glideRandom: TRecipe = {
  id: "glide-random",
  family: "movement",
  suggestion: "Glide to a random place every second",
  requires: [["glide", "random"]],
  boosts: ["glide:2", "move"],
  penalties: ["number:4", "list:5", "picker:5", "name:3", "guess:5", "rainbow:3", "quiz:5", "fall:4", "clone:4", "chase:3", "rain:4", "spin:3"],
  params: [numberParam("seconds", "how long each glide takes", { default: 1, min: 0.1, max: 10, integer: false, meanings: ["seconds", "interval"], takesPlain: true })],
  build(p) {
    const seconds = fmt(num(p, "seconds"));
    return {
      scripts: [
        script("Glide to a new random place again and again", "when green flag clicked", "forever", body(`glide (${seconds}) secs to (random position v)`, "wait (0.5) seconds"), "end"),
      ],
      explanation: `The sprite glides smoothly to a random place on the stage, taking ${secondsWords(num(p, "seconds"))} each time, and then does it again.`,
    };
  },
};

export const spin: TRecipe = {
  id: "spin",
  family: "movement",
  suggestion: "Make the sprite spin around",
  requires: [["spin"]],
  boosts: ["loop"],
  penalties: ["dance:3", "draw:4", "pattern:4"],
  params: [
    numberParam("degrees", "how far it turns each time", { default: 15, min: 1, max: 180, meanings: ["degrees", "speed"], takesPlain: true }),
    choiceParam("direction", "clockwise (right) or anticlockwise (left)", "right", { right: ["right"], left: ["left"] }),
  ],
  build(p) {
    const direction = str(p, "direction");
    return {
      scripts: [script("Spin round and round", "when green flag clicked", "forever", body(`turn ${direction} (${fmt(num(p, "degrees"))}) degrees`), "end")],
      explanation: `The sprite turns ${direction} by ${count(num(p, "degrees"), "degree")} again and again, so it spins. A bigger number spins faster.`,
    };
  },
};

export const followMouse: TRecipe = {
  id: "follow-mouse",
  family: "following",
  suggestion: "Make a sprite follow the mouse",
  requires: [["follow", "mouse"]],
  boosts: ["follow:2", "mouse:2", "move"],
  penalties: ["draw:5", "pen:5", "chase:2", "pong:5", "catch:5", "click:3", "maze:4"],
  params: [numberParam("speed", "how many steps it takes towards the mouse", { default: 5, min: 1, max: 50, meanings: ["speed", "steps"], takesPlain: true })],
  build(p) {
    const speed = fmt(num(p, "speed"));
    return {
      scripts: [
        script(
          "Follow the mouse pointer wherever it goes",
          "when green flag clicked",
          "forever",
          body("point towards (mouse-pointer v)", `if <(distance to (mouse-pointer v)) > (${speed})> then`, body(`move (${speed}) steps`), "end"),
          "end",
        ),
      ],
      explanation: `The sprite turns towards the mouse pointer and moves ${stepsWords(num(p, "speed"))} closer, again and again. It stops when it gets there, so it does not wobble.`,
    };
  },
};

export const chaseMouse: TRecipe = {
  id: "chase-mouse",
  family: "following",
  suggestion: "Make a monster that chases the mouse pointer",
  requires: [["chase"]],
  boosts: ["mouse:2", "follow", "game"],
  penalties: ["pong:4"],
  params: [numberParam("speed", "how fast the chaser moves", { default: 3, min: 1, max: 30, meanings: ["speed", "steps"], takesPlain: true })],
  build(p) {
    return {
      scripts: [
        script(
          "Chase the mouse pointer, and start again somewhere new after catching it",
          "when green flag clicked",
          "go to (random position v)",
          "forever",
          body(
            "point towards (mouse-pointer v)",
            `move (${fmt(num(p, "speed"))}) steps`,
            "if <touching (mouse-pointer v)?> then",
            body("say [Got you!] for (1) seconds", "go to (random position v)"),
            "end",
          ),
          "end",
        ),
      ],
      explanation: `The chaser keeps turning towards your mouse pointer and moves ${stepsWords(num(p, "speed"))} at a time. Keep the mouse away from it! If it catches you, it says "Got you!" and jumps to a new place.`,
    };
  },
};

export const jumpSimple: TRecipe = {
  id: "jump-simple",
  family: "jumping",
  suggestion: "Make the cat jump when I press space",
  requires: [["jump"]],
  boosts: ["key", "space"],
  penalties: ["gravity:5", "custom:5", "parameter:3"],
  params: [
    keyParam("key", "the key that makes it jump", "space"),
    numberParam("height", "how high the jump goes", { default: 100, min: 10, max: 300, meanings: ["height", "steps", "size"], takesPlain: true }),
  ],
  slot: "jump",
  composesWith: ["movement", "score", "timer"],
  build(p) {
    const step = fmt(num(p, "height") / 10);
    return {
      scripts: [
        script(
          `Jump up and come back down when ${keyWords(str(p, "key"))} is pressed`,
          `when [${str(p, "key")} v] key pressed`,
          "repeat (10)",
          body(`change y by (${step})`),
          "end",
          "repeat (10)",
          body(`change y by (-${step})`),
          "end",
        ),
      ],
      explanation: `Press ${keyWords(str(p, "key"))}: the sprite goes up ${num(p, "height")} steps in ten small hops, then comes back down the same way.`,
    };
  },
};

export const jumpGravity: TRecipe = {
  id: "jump-gravity",
  family: "jumping",
  suggestion: "Jump with gravity like in a platformer",
  requires: [["jump"], ["gravity", "fall"]],
  boosts: ["key", "space", "game"],
  penalties: ["custom:5"],
  params: [
    keyParam("key", "the key that makes it jump", "space"),
    numberParam("strength", "how strong the jump is", { default: 15, min: 5, max: 40, meanings: ["height", "speed"], takesPlain: true }),
  ],
  slot: "jump",
  composesWith: ["movement", "score", "timer"],
  build(p) {
    const key = str(p, "key");
    return {
      scripts: [
        script(
          "Gravity pulls the sprite down until it lands on the ground",
          "when green flag clicked",
          "go to x: (0) y: (-100)",
          "set [y speed v] to (0)",
          "forever",
          body(
            "change [y speed v] by (-1)",
            "change y by (y speed)",
            "if <(y position) < (-100)> then",
            body("set y to (-100)", "set [y speed v] to (0)"),
            "end",
          ),
          "end",
        ),
        script(
          `Jump when ${keyWords(key)} is pressed, but only from the ground`,
          `when [${key} v] key pressed`,
          "if <(y position) < (-99)> then",
          body(`set [y speed v] to (${fmt(num(p, "strength"))})`),
          "end",
        ),
      ],
      explanation: `The variable "y speed" is how fast the sprite goes up or down. Gravity takes 1 away from it every moment, so a jump slows down, stops and falls back. Press ${keyWords(key)} to jump with speed ${num(p, "strength")}; the ground is at y = -100.`,
    };
  },
};

export const gravityBall: TRecipe = {
  id: "gravity-ball",
  family: "bouncing",
  suggestion: "Make a ball fall with gravity and bounce",
  requires: [["gravity"]],
  boosts: ["ball:2", "bounce:2", "fall"],
  penalties: ["jump:5"],
  params: [numberParam("bounciness", "how much speed is kept after each bounce, in percent", { default: 80, min: 0, max: 100, meanings: ["size"], takesPlain: true })],
  build(p) {
    const keep = fmt(num(p, "bounciness") / 100);
    return {
      scripts: [
        script(
          "Drop the ball from the top: gravity makes it fall faster and faster",
          "when green flag clicked",
          "go to x: (0) y: (150)",
          "set [speed v] to (0)",
          "forever",
          body(
            "change [speed v] by (-1)",
            "change y by (speed)",
            "if <(y position) < (-150)> then",
            body("set y to (-150)", `set [speed v] to ((0) - ((speed) * (${keep})))`),
            "end",
          ),
          "end",
        ),
        script("Click the ball to throw it up again", "when this sprite clicked", "set [speed v] to (20)"),
      ],
      explanation: `This is gravity physics: the "speed" variable goes down by 1 every moment, so the ball falls faster and faster. When it hits the floor, it bounces up with ${num(p, "bounciness")}% of its speed, so each bounce is a little lower. Click the ball to throw it up again.`,
    };
  },
};

export const bounceEdge: TRecipe = {
  id: "bounce-edge",
  family: "bouncing",
  suggestion: "Make a ball bounce around the screen",
  requires: [["bounce"]],
  boosts: ["edge:2", "ball", "wall", "move"],
  penalties: ["gravity:5", "pong:5", "fall:3"],
  params: [
    numberParam("speed", "how many steps it moves each time", { default: 5, min: 1, max: 40, meanings: ["speed", "steps"], takesPlain: true }),
    numberParam("direction", "the direction it starts in", { default: 45, min: -180, max: 180, meanings: ["degrees"] }),
  ],
  build(p) {
    return {
      scripts: [
        script(
          "Bounce around the stage, off every edge",
          "when green flag clicked",
          "go to x: (0) y: (0)",
          `point in direction (${fmt(num(p, "direction"))})`,
          "forever",
          body(`move (${fmt(num(p, "speed"))}) steps`, "if on edge, bounce"),
          "end",
        ),
      ],
      explanation: `The sprite starts in the middle pointing in direction ${num(p, "direction")} and moves ${stepsWords(num(p, "speed"))} at a time. "if on edge, bounce" turns it around whenever it touches the edge.`,
    };
  },
};

export const MOTION_RECIPES: TRecipe[] = [
  moveArrows,
  moveWasd,
  keyMove,
  walkAround,
  glideRandom,
  spin,
  followMouse,
  chaseMouse,
  jumpSimple,
  jumpGravity,
  gravityBall,
  bounceEdge,
];
