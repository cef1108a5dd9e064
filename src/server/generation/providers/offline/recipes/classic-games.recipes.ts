import { seconds, steps } from "../offline.explain";
import type { TRecipe, TRecipeOutput, TScript } from "../offline.types";
import { body, colourParam, colourWords, fmt, keyParam, keyWords, num, numberParam, script, str } from "./recipe.helpers";

/**
 * The classic small games, one sprite each, with a score: pong, catch, chase, maze, snake, a
 * flappy-style game and a shooter. Each part of a game (paddle, ball, basket, falling things...)
 * is built by its own function below; in one sprite the parts other than the main one are its
 * clones (costume2), and once whole projects exist each function can become a sprite of its own.
 * Parts share where they are through variables ("paddle x"), so no part needs another sprite's
 * name to work.
 */

interface TGamePart {
  /** The part's name in the explanation: "the paddle". */
  name: string;
  scripts: TScript[];
}

function game(parts: TGamePart[], explanation: string): TRecipeOutput {
  return { scripts: parts.flatMap((part) => part.scripts), explanation };
}

/** How far apart two things are on one axis, as a reporter: "([abs v] of ((x position) - (paddle x)))". */
const apart = (mine: string, theirs: string) => `([abs v] of ((${mine}) - (${theirs})))`;
const near = (xVariable: string, yVariable: string, distance: number) =>
  `<<${apart("x position", xVariable)} < (${distance})> and <${apart("y position", yVariable)} < (${distance})>>`;
const startScore = (start = 0) => [`set [score v] to (${start})`, "show variable [score v]"];
const gameOver = (words: string) => [`say [${words}] for (2) seconds`, "stop [all v]"];
const arrowKeys = (step: number, upDown: boolean) => [
  "if <key (left arrow v) pressed?> then",
  ...body(`change x by (${fmt(-step)})`),
  "end",
  "if <key (right arrow v) pressed?> then",
  ...body(`change x by (${fmt(step)})`),
  "end",
  ...(upDown
    ? ["if <key (up arrow v) pressed?> then", ...body(`change y by (${fmt(step)})`), "end", "if <key (down arrow v) pressed?> then", ...body(`change y by (${fmt(-step)})`), "end"]
    : []),
];

// ---- pong: the ball (this sprite) and the paddle (its clone)

function pongPaddle(): TGamePart {
  return {
    name: "the paddle",
    scripts: [
      script(
        "The paddle: a copy of the sprite that follows the mouse along the bottom",
        "when I start as a clone",
        "switch costume to (costume2 v)",
        "set size to (60) %",
        "go to x: (0) y: (-150)",
        "forever",
        body("set x to (mouse x)", "set [paddle x v] to (x position)"),
        "end",
      ),
    ],
  };
}

function pongBall(speed: number): TGamePart {
  return {
    name: "the ball",
    scripts: [
      script(
        "The ball: make the paddle, then bounce off the walls; hitting the paddle scores, missing it ends the game",
        "when green flag clicked",
        startScore(),
        "switch costume to (costume1 v)",
        "set size to (40) %",
        "set [paddle x v] to (0)",
        "create clone of (myself v)",
        "go to x: (0) y: (100)",
        "point in direction (pick random (150) to (210))",
        "forever",
        body(
          `move (${fmt(speed)}) steps`,
          // checked before "if on edge, bounce", which would otherwise bounce it off the bottom
          "if <(y position) < (-160)> then",
          body(gameOver("Game over!")),
          "end",
          "if on edge, bounce",
          `if <<(y position) < (-125)> and <${apart("x position", "paddle x")} < (50)>> then`,
          body("if <([abs v] of (direction)) > (90)> then", body("point in direction (pick random (-40) to (40))", "change [score v] by (1)"), "end"),
          "end",
        ),
        "end",
      ),
    ],
  };
}

export const pong: TRecipe = {
  id: "pong",
  family: "pong",
  suggestion: "Make a pong game with a paddle",
  requires: [["pong"]],
  boosts: ["ball:2", "bounce:2", "game", "mouse", "score"],
  params: [numberParam("speed", "how fast the ball moves", { default: 6, min: 1, max: 30, meanings: ["speed", "steps"], takesPlain: true })],
  provides: ["score"],
  composesWith: ["timer"],
  build(p) {
    const speed = num(p, "speed");
    return game(
      [pongBall(speed), pongPaddle()],
      `Two parts: the ball (the sprite itself) and the paddle (a copy of it, a clone, in costume2). Move the mouse left and right to move the paddle along the bottom. Each time the ball comes down onto the paddle it flies back up and you score a point; if it gets past, the game is over. To make it faster, change ${fmt(speed)} to a bigger number.`,
    );
  },
};

// ---- catch: the basket (this sprite) and the falling things (its clones)

function catchBasket(): TGamePart {
  return {
    name: "the basket",
    scripts: [
      script(
        "The basket: moves along the bottom with the left and right arrow keys",
        "when green flag clicked",
        startScore(),
        "switch costume to (costume1 v)",
        "set size to (70) %",
        "go to x: (0) y: (-140)",
        "forever",
        body(arrowKeys(10, false), "set [basket x v] to (x position)"),
        "end",
      ),
    ],
  };
}

function catchFallingThings(speed: number, every: number): TGamePart {
  return {
    name: "the falling things",
    scripts: [
      script(`Drop a new thing from the sky every ${seconds(every).replace(/^1 second$/, "second")}`, "when green flag clicked", "forever", body(`wait (${fmt(every)}) seconds`, "create clone of (myself v)"), "end"),
      script(
        "Each falling thing starts at a random place at the top; the basket catches it for a point",
        "when I start as a clone",
        "switch costume to (costume2 v)",
        "set size to (40) %",
        "go to x: (pick random (-220) to (220)) y: (170)",
        "repeat until <(y position) < (-170)>",
        body(
          `change y by (${fmt(-speed)})`,
          `if <<(y position) < (-110)> and <${apart("x position", "basket x")} < (40)>> then`,
          body("change [score v] by (1)", "delete this clone"),
          "end",
        ),
        "end",
        "delete this clone",
      ),
    ],
  };
}

const everySeconds = (defaultSeconds: number) =>
  numberParam("seconds", "the wait between new copies", { default: defaultSeconds, min: 0.05, max: 10, integer: false, meanings: ["interval", "seconds"] });

export const catchGame: TRecipe = {
  id: "catch-game",
  family: "clones",
  suggestion: "Make a catch game with a basket and falling apples",
  requires: [["catch"]],
  boosts: ["fall:2", "score", "click", "clone", "game"],
  penalties: ["chase:3"],
  params: [numberParam("speed", "how fast they fall", { default: 4, min: 1, max: 30, meanings: ["speed", "steps"], takesPlain: true }), everySeconds(1)],
  provides: ["score"],
  composesWith: ["timer"],
  build(p) {
    return game(
      [catchBasket(), catchFallingThings(num(p, "speed"), num(p, "seconds"))],
      `Two parts: the basket (the sprite itself) and the falling things (copies of it, clones, in costume2). Move the basket with the left and right arrow keys. A new thing falls every ${seconds(num(p, "seconds")).replace(/^1 second$/, "second")}, ${steps(num(p, "speed"))} at a time; catch it in the basket for a point.`,
    );
  },
};

// ---- chase: the player (this sprite) and the chaser (its clone)

function chasePlayer(): TGamePart {
  return {
    name: "the player",
    scripts: [
      script(
        "The player: make the chaser, then run from it with the arrow keys",
        "when green flag clicked",
        "switch costume to (costume1 v)",
        "set size to (50) %",
        "go to x: (-150) y: (-100)",
        "create clone of (myself v)",
        "forever",
        body(arrowKeys(6, true), "set [player x v] to (x position)", "set [player y v] to (y position)"),
        "end",
      ),
      script("Score a point for every second you stay free", "when green flag clicked", startScore(), "forever", body("wait (1) seconds", "change [score v] by (1)"), "end"),
    ],
  };
}

function chaseChaser(speed: number): TGamePart {
  const step = fmt(speed);
  return {
    name: "the chaser",
    scripts: [
      script(
        "The chaser: a copy that creeps towards the player and ends the game when it catches them",
        "when I start as a clone",
        "switch costume to (costume2 v)",
        "go to x: (180) y: (130)",
        "forever",
        body(
          "if <(x position) < (player x)> then",
          body(`change x by (${step})`),
          "else",
          body(`change x by (-${step})`),
          "end",
          "if <(y position) < (player y)> then",
          body(`change y by (${step})`),
          "else",
          body(`change y by (-${step})`),
          "end",
          `if ${near("player x", "player y", 30)} then`,
          body(gameOver("Caught you!")),
          "end",
        ),
        "end",
      ),
    ],
  };
}

export const chaseGame: TRecipe = {
  id: "chase-game",
  family: "games",
  suggestion: "Make a chase game where a monster chases me",
  requires: [["chase"], ["game", "score", "arrows", "key"]],
  boosts: ["game:2", "score"],
  penalties: ["mouse:5", "pong:4", "catch:3"],
  params: [numberParam("speed", "how fast the chaser moves", { default: 2, min: 1, max: 20, meanings: ["speed", "steps"], takesPlain: true })],
  provides: ["score", "movement"],
  build(p) {
    return game(
      [chasePlayer(), chaseChaser(num(p, "speed"))],
      `Two parts: the player (the sprite itself, moved with the arrow keys) and the chaser (a copy of it, a clone, in costume2) that keeps creeping towards the player, ${steps(num(p, "speed"))} at a time. You score a point for every second you stay free; if the chaser catches you, the game is over.`,
    );
  },
};

// ---- maze: the maze (drawn with the pen), the player and a score that counts down

function mazeWalls(wall: string, goal: string): TGamePart {
  const line = (points: [number, number][]) => ["pen up", `go to x: (${points[0]?.[0]}) y: (${points[0]?.[1]})`, "pen down", ...points.slice(1).map(([x, y]) => `go to x: (${x}) y: (${y})`), "pen up"];
  return {
    name: "the maze",
    scripts: [
      script(
        "The maze: a wall all round, three walls inside with a gap in each, and the finish",
        "define draw the maze",
        "erase all",
        "set pen size to (8)",
        `set pen color to [${wall}]`,
        line([[-230, 170], [230, 170], [230, -170], [-230, -170], [-230, 170]]),
        line([[-110, 170], [-110, -70]]),
        line([[10, -170], [10, 70]]),
        line([[120, 170], [120, -70]]),
        `set pen color to [${goal}]`,
        "set pen size to (40)",
        line([[180, 120], [180, 120]]),
      ),
    ],
  };
}

function mazePlayer(wall: string, goal: string, step: number): TGamePart {
  const move = (key: string, axis: "x" | "y", amount: number) => [
    `if <key (${key} v) pressed?> then`,
    ...body(`change ${axis} by (${fmt(amount)})`, `if <touching color [${wall}]?> then`, body(`change ${axis} by (${fmt(-amount)})`), "end"),
    "end",
  ];
  return {
    name: "the player",
    scripts: [
      script(
        "The player: draw the maze, then move with the arrow keys and never go through a wall",
        "when green flag clicked",
        "set size to (25) %",
        "point in direction (90)",
        "draw the maze",
        "go to x: (-180) y: (130)",
        "forever",
        body(
          move("up arrow", "y", step),
          move("down arrow", "y", -step),
          move("left arrow", "x", -step),
          move("right arrow", "x", step),
          `if <touching color [${goal}]?> then`,
          body("say (join [You made it! Score: ] (score)) for (2) seconds", "stop [all v]"),
          "end",
        ),
        "end",
      ),
    ],
  };
}

function mazeScore(): TGamePart {
  return {
    name: "the score",
    scripts: [
      script(
        "The score starts at 100 and goes down every second: be quick!",
        "when green flag clicked",
        startScore(100),
        "repeat until <(score) = (0)>",
        body("wait (1) seconds", "change [score v] by (-1)"),
        "end",
      ),
    ],
  };
}

export const maze: TRecipe = {
  id: "maze",
  family: "collisions",
  suggestion: "Make a maze game with walls",
  requires: [["maze"]],
  boosts: ["wall", "arrows", "colour", "game", "touch"],
  params: [
    colourParam("wall", "the colour of the maze walls", "#000000", ["wall", "line", "border"]),
    colourParam("goal", "the colour of the finish", "#00aa00", ["goal", "finish", "end", "exit", "door", "flag"]),
    numberParam("steps", "how far one move goes", { default: 4, min: 1, max: 20, meanings: ["steps", "speed"], takesPlain: true }),
  ],
  provides: ["score"],
  composesWith: ["timer"],
  build(p) {
    const wall = str(p, "wall");
    const goal = str(p, "goal");
    const step = num(p, "steps");
    return game(
      [mazePlayer(wall, goal, step), mazeWalls(wall, goal), mazeScore()],
      `Three parts: the maze, drawn with the pen in ${colourWords(wall)} by the "draw the maze" block; the player (the sprite), moved ${steps(step)} at a time with the arrow keys; and the score, which starts at 100 and goes down every second. If a move touches a wall, the player steps straight back, so walls stop it. Reach the ${colourWords(goal)} finish at the top right to win with the score you have left.`,
    );
  },
};

// ---- snake: the head (this sprite), the body (its clones) and the food (a stamp)

function snakeHead(tick: number): TGamePart {
  return {
    name: "the head",
    scripts: [
      script(
        "The head: the arrow keys turn it; it moves one square at a time and leaves a body piece behind",
        "when green flag clicked",
        startScore(),
        "set [length v] to (3)",
        "switch costume to (costume1 v)",
        "set size to (20) %",
        "go to x: (0) y: (0)",
        "point in direction (90)",
        "put the food somewhere new",
        "forever",
        body(
          "if <key (up arrow v) pressed?> then",
          body("point in direction (0)"),
          "end",
          "if <key (down arrow v) pressed?> then",
          body("point in direction (180)"),
          "end",
          "if <key (left arrow v) pressed?> then",
          body("point in direction (-90)"),
          "end",
          "if <key (right arrow v) pressed?> then",
          body("point in direction (90)"),
          "end",
          "create clone of (myself v)",
          "move (20) steps",
          `if ${near("food x", "food y", 15)} then`,
          body("change [score v] by (1)", "change [length v] by (1)", "put the food somewhere new"),
          "end",
          "if <<([abs v] of (x position)) > (230)> or <([abs v] of (y position)) > (170)>> then",
          body(gameOver("Game over!")),
          "end",
          `wait (${fmt(tick)}) seconds`,
        ),
        "end",
      ),
    ],
  };
}

function snakeBody(tick: number): TGamePart {
  return {
    name: "the body",
    scripts: [
      script(
        "Each body piece stays where the head was, and goes when the snake has moved past it",
        "when I start as a clone",
        `wait ((length) * (${fmt(tick)})) seconds`,
        "delete this clone",
      ),
    ],
  };
}

function snakeFood(): TGamePart {
  return {
    name: "the food",
    scripts: [
      script(
        "The food: a stamp of costume2 on a random square; the head comes straight back",
        "define put the food somewhere new",
        "set [head x v] to (x position)",
        "set [head y v] to (y position)",
        "set [food x v] to ((pick random (-10) to (10)) * (20))",
        "set [food y v] to ((pick random (-7) to (7)) * (20))",
        "erase all",
        "switch costume to (costume2 v)",
        "go to x: (food x) y: (food y)",
        "stamp",
        "switch costume to (costume1 v)",
        "go to x: (head x) y: (head y)",
      ),
    ],
  };
}

export const snake: TRecipe = {
  id: "snake",
  family: "games",
  suggestion: "Make a snake game",
  requires: [["snake"]],
  boosts: ["game:2", "arrows", "score"],
  params: [numberParam("speed", "how many squares the snake moves each second", { default: 6, min: 1, max: 20, meanings: ["speed"], takesPlain: true })],
  provides: ["score", "movement"],
  build(p) {
    const tick = Math.round(100 / num(p, "speed")) / 100;
    return game(
      [snakeHead(tick), snakeBody(tick), snakeFood()],
      `Three parts: the head (the sprite), the body (copies of the head, clones, that each wait as long as the snake is long and then vanish) and the food (a stamp of costume2, put down by the "put the food somewhere new" block). Steer with the arrow keys; eating the food scores a point and makes the snake one piece longer. Leaving the stage ends the game. Next step: make bumping into your own body end it too.`,
    );
  },
};

// ---- flappy-style: the bird (this sprite), its flap, and the pipes (its clones)

function flappyBird(): TGamePart {
  return {
    name: "the bird",
    scripts: [
      script(
        "The bird: gravity pulls it down all the time; flying off the top or bottom ends the game",
        "when green flag clicked",
        startScore(),
        "switch costume to (costume1 v)",
        "set size to (40) %",
        "go to x: (-150) y: (0)",
        "set [y speed v] to (0)",
        "forever",
        body(
          "change [y speed v] by (-0.5)",
          "change y by (y speed)",
          "set [bird y v] to (y position)",
          "if <<(y position) < (-170)> or <(y position) > (170)>> then",
          body(gameOver("Game over!")),
          "end",
        ),
        "end",
      ),
    ],
  };
}

function flappyFlap(key: string): TGamePart {
  return {
    name: "the flap",
    scripts: [script(`Flap: ${keyWords(key)} sends the bird up`, `when [${key} v] key pressed`, "set [y speed v] to (7)", "next costume")],
  };
}

function flappyPipes(speed: number): TGamePart {
  return {
    name: "the pipes",
    scripts: [
      script("Send a new pipe every 2 seconds", "when green flag clicked", "forever", body("wait (2) seconds", "create clone of (myself v)"), "end"),
      script(
        "Each pipe comes from the right at a random height; fly past it to score a point",
        "when I start as a clone",
        "switch costume to (costume2 v)",
        "set size to (80) %",
        "go to x: (240) y: (pick random (-120) to (120))",
        "repeat until <(x position) < (-240)>",
        body(
          `change x by (${fmt(-speed)})`,
          `if <<${apart("x position", "-150")} < (30)> and <${apart("y position", "bird y")} < (50)>> then`,
          body(gameOver("Ouch!")),
          "end",
        ),
        "end",
        "change [score v] by (1)",
        "delete this clone",
      ),
    ],
  };
}

export const flappy: TRecipe = {
  id: "flappy",
  family: "games",
  suggestion: "Make a flappy bird style game",
  requires: [["flappy"]],
  boosts: ["game:2", "score", "space"],
  params: [
    keyParam("key", "the key that flaps", "space"),
    numberParam("speed", "how fast the pipes come", { default: 4, min: 1, max: 20, meanings: ["speed", "steps"], takesPlain: true }),
  ],
  provides: ["score", "jump"],
  build(p) {
    const key = str(p, "key");
    return game(
      [flappyBird(), flappyFlap(key), flappyPipes(num(p, "speed"))],
      `Three parts: the bird (the sprite), which gravity pulls down; the flap, which sends it up each time you press ${keyWords(key)}; and the pipes (copies of the sprite, clones, in costume2), which come from the right. Dodge each pipe to score a point when it leaves the stage. Touching a pipe, or flying off the top or bottom, ends the game. Paint costume2 as a tall pipe.`,
    );
  },
};

// ---- shooter: the ship (this sprite), its lasers and an enemy (its clones)

function shooterShip(key: string): TGamePart {
  return {
    name: "the ship",
    scripts: [
      script(
        `The ship: make the enemy (costume2), then move with the arrow keys; ${keyWords(key)} fires a laser (costume1)`,
        "when green flag clicked",
        startScore(),
        "set size to (50) %",
        "go to x: (0) y: (-150)",
        "switch costume to (costume2 v)",
        "create clone of (myself v)",
        "switch costume to (costume1 v)",
        "forever",
        body(arrowKeys(8, false), `if <key (${key} v) pressed?> then`, body("create clone of (myself v)", "wait (0.3) seconds"), "end"),
        "end",
      ),
    ],
  };
}

function shooterLaser(speed: number): TGamePart {
  return {
    name: "the lasers",
    scripts: [
      script(
        "Each laser flies up; hitting the enemy scores a point",
        "when I start as a clone",
        "if <(costume [number v]) = (1)> then",
        body(
          "set size to (20) %",
          "repeat until <(y position) > (170)>",
          body(`change y by (${fmt(speed)})`, `if ${near("enemy x", "enemy y", 30)} then`, body("change [score v] by (1)", "broadcast (enemy hit v)", "delete this clone"), "end"),
          "end",
          "delete this clone",
        ),
        "end",
      ),
    ],
  };
}

function shooterEnemy(): TGamePart {
  return {
    name: "the enemy",
    scripts: [
      script(
        "The enemy flies from side to side along the top",
        "when I start as a clone",
        "if <(costume [number v]) = (2)> then",
        body(
          "set size to (60) %",
          "go to x: (0) y: (140)",
          "set [enemy speed v] to (4)",
          "forever",
          body(
            "change x by (enemy speed)",
            "if <([abs v] of (x position)) > (200)> then",
            body("set [enemy speed v] to ((0) - (enemy speed))"),
            "end",
            "set [enemy x v] to (x position)",
            "set [enemy y v] to (y position)",
          ),
          "end",
        ),
        "end",
      ),
      script("When a laser hits it, the enemy starts again somewhere new", "when I receive [enemy hit v]", "if <(costume [number v]) = (2)> then", body("go to x: (pick random (-200) to (200)) y: (140)"), "end"),
    ],
  };
}

export const shooterGame: TRecipe = {
  id: "shooter-game",
  family: "games",
  suggestion: "Make a space shooter game with a score",
  requires: [["shoot"], ["game", "score", "chase"]],
  boosts: ["game:2", "clone", "space", "score"],
  params: [
    keyParam("key", "the key that fires", "space"),
    numberParam("speed", "how fast the lasers fly", { default: 10, min: 1, max: 40, meanings: ["speed", "steps"], takesPlain: true }),
  ],
  provides: ["score", "movement"],
  build(p) {
    const key = str(p, "key");
    return game(
      [shooterShip(key), shooterLaser(num(p, "speed")), shooterEnemy()],
      `Three parts, all from one sprite: the ship (the sprite itself) moves along the bottom with the arrow keys; the lasers (copies in costume1) fly up when you press ${keyWords(key)}; the enemy (a copy in costume2) flies from side to side along the top. Each hit scores a point and sends the enemy somewhere new.`,
    );
  },
};

export const CLASSIC_GAME_RECIPES: TRecipe[] = [pong, catchGame, chaseGame, maze, snake, flappy, shooterGame];
