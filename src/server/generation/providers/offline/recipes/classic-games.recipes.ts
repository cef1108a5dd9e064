import { seconds, steps } from "../offline.explain";
import { STAGE_SECTION } from "../offline.program";
import type { TParams, TRecipe, TRecipeOutput, TScript, TSpriteSection } from "../offline.types";
import { body, choiceParam, colourParam, colourWords, fmt, keyParam, keyWords, num, numberParam, script, str } from "./recipe.helpers";

/**
 * The classic small games as whole projects (docs/decisions/014-project-text.md), each with a
 * score "for all sprites" on the stage: pong, catch, chase, maze, snake, a flappy-style game and
 * a shooter. Each sprite (Paddle, Ball, Basket, Apple...) is built by its own function, named so
 * our art fits it, with its starting place on its settings line and its own "this sprite only"
 * variables (the Enemy's speed, the Bird's y speed). Things that come and go (apples, pipes, bullets, the snake's
 * body) are clones. Things meet with `touching` as every beginner tutorial writes it (the Bird
 * touching the Pipe, the Ball the Paddle, an Apple the Basket, a Bullet the Enemy), and each
 * game moves by plain numbers (`move (6) steps`) where its speed never changes (docs/decisions/870);
 * the chase and the maze keep `distance to` (docs/decisions/820). The Snake touches its Apple on its grid.
 */

interface TGamePart {
  sprite: TSpriteSection;
  /** What the sprite does, for the explanation: "The Paddle follows the mouse along the bottom." */
  does: string;
  scripts: TScript[];
}

const sprite = (name: string, settings: string, variables?: string[]): TSpriteSection => ({ name, settings, ...(variables ? { variables } : {}) });

/** A game: every part's scripts in its own sprite's section, the score on the stage. */
function game(parts: TGamePart[], tail: string, stageScripts: TScript[] = []): TRecipeOutput {
  return {
    scripts: [
      ...stageScripts.map((one) => ({ ...one, sprite: STAGE_SECTION })),
      ...parts.flatMap((part) => part.scripts.map((one) => ({ ...one, sprite: part.sprite.name }))),
    ],
    sprites: parts.map((part) => part.sprite),
    stageVariables: ["score = 0"],
    explanation: [...parts.map((part) => part.does), tail].join(" "),
  };
}

const startScore = (start = 0) => [`set [score v] to (${start})`, "show variable [score v]"];
const gameOver = (words: string) => [`say [${words}] for (2) seconds`, "stop [all v]"];
const arrowKeys = (step: number, upDown: boolean) => [
  ...sidewaysKeys(step, ARROWS),
  ...(upDown
    ? ["if <key (up arrow v) pressed?> then", ...body(`change y by (${fmt(step)})`), "end", "if <key (down arrow v) pressed?> then", ...body(`change y by (${fmt(-step)})`), "end"]
    : []),
];
/** The keys that move a sprite left and right. */
interface TSidewaysKeys {
  left: string;
  right: string;
  /** In a child's words: "the left and right arrow keys", "A and D". */
  words: string;
}
const ARROWS: TSidewaysKeys = { left: "left arrow", right: "right arrow", words: "the left and right arrow keys" };
const A_AND_D: TSidewaysKeys = { left: "a", right: "d", words: "the A and D keys" };
const sidewaysKeys = (step: number, keys: TSidewaysKeys) => [
  `if <key (${keys.left} v) pressed?> then`,
  ...body(`change x by (${fmt(-step)})`),
  "end",
  `if <key (${keys.right} v) pressed?> then`,
  ...body(`change x by (${fmt(step)})`),
  "end",
];

/**
 * What moves the player's sprite along the bottom: the mouse, the arrow keys or A and D. A pong
 * "with a paddle I move with the arrow keys" is still pong, with the keys the child asked for.
 */
type TControl = "mouse" | "arrows" | "wasd";
const controlParam = (about: string, defaultControl: TControl) =>
  choiceParam("control", about, defaultControl, { arrows: ["arrows"], wasd: ["wasd"], mouse: ["mouse", "follow"] });
const controlOf = (params: TParams): TControl => {
  const control = str(params, "control");
  return control === "arrows" || control === "wasd" ? control : "mouse";
};

/** A sprite that stays on one line near the bottom and moves along it the way the child chose. */
function alongTheBottom(name: string, y: number, control: TControl, setup: string[] = []): { does: string; comment: string; lines: string[] } {
  if (control === "mouse") {
    const comment = `The ${name} follows the mouse along the bottom`;
    return { does: `${comment} of the stage.`, comment, lines: ["when green flag clicked", ...setup, `go to x: (0) y: (${y})`, "forever", ...body("set x to (mouse x)"), "end"] };
  }
  const keys = control === "arrows" ? ARROWS : A_AND_D;
  const comment = `The ${name} moves along the bottom with ${keys.words}`;
  return { does: `${comment}.`, comment, lines: ["when green flag clicked", ...setup, `go to x: (0) y: (${y})`, "forever", ...body(sidewaysKeys(10, keys)), "end"] };
}

/** The original of a sprite whose clones do the work stays hidden and makes a new clone now and then. */
const spawner = (comment: string, every: number) =>
  script(comment, "when green flag clicked", "hide", "forever", body(`wait (${fmt(every)}) seconds`, "create clone of (myself v)"), "end");
const everyWords = (every: number) => `every ${seconds(every).replace(/^1 second$/, "second")}`;

// ---- pong: the Paddle and the Ball

function pongPaddle(control: TControl): TGamePart {
  const moves = alongTheBottom("Paddle", -150, control);
  return { sprite: sprite("Paddle", "x: 0, y: -150"), does: moves.does, scripts: [script(moves.comment, moves.lines)] };
}

function pongBall(speed: number): TGamePart {
  return {
    sprite: sprite("Ball", "x: 0, y: 100, size: 60"),
    does: `The Ball flies down at an angle, ${steps(speed)} at a time, and bounces off the walls; each time it comes down onto the Paddle it flies back up and you score a point, and if it gets past, the game is over.`,
    scripts: [
      script(
        "The Ball bounces off the walls; hitting the Paddle scores, missing it ends the game",
        "when green flag clicked",
        startScore(),
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
          "if <touching (Paddle v)?> then",
          // only a Ball coming down turns back: one still touching on its way up scores once
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
  params: [
    numberParam("speed", "how fast the ball moves", { default: 6, min: 1, max: 30, meanings: ["speed", "steps"], takesPlain: true }),
    controlParam("what moves the paddle", "mouse"),
  ],
  provides: ["score"],
  composesWith: ["timer"],
  covers: ["move", "mouse", "bounce", "score", "stop"],
  build(p) {
    return game([pongPaddle(controlOf(p)), pongBall(num(p, "speed"))], `To make it faster, change the number in the Ball's move block to a bigger one.`);
  },
};

// ---- catch: the Basket and the falling Apples (clones)

function catchBasket(control: TControl): TGamePart {
  const moves = alongTheBottom("Basket", -140, control, startScore());
  return { sprite: sprite("Basket", "x: 0, y: -140"), does: moves.does, scripts: [script(moves.comment, moves.lines)] };
}

function catchApples(speed: number, every: number): TGamePart {
  return {
    sprite: sprite("Apple", "x: 0, y: 170, hidden"),
    does: `A new Apple (a clone) falls from a random place at the top ${everyWords(every)}, ${steps(speed)} at a time; catch it in the Basket for a point.`,
    scripts: [
      spawner(`Drop a new Apple from the sky ${everyWords(every)}`, every),
      script(
        "Each Apple falls from a random place at the top; the Basket catches it for a point",
        "when I start as a clone",
        "go to x: (pick random (-220) to (220)) y: (170)",
        "show",
        "repeat until <(y position) < (-170)>",
        body(
          `change y by (${fmt(-speed)})`,
          "if <touching (Basket v)?> then",
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
  params: [
    numberParam("speed", "how fast they fall", { default: 4, min: 1, max: 30, meanings: ["speed", "steps"], takesPlain: true }),
    everySeconds(1),
    controlParam("what moves the basket", "arrows"),
  ],
  provides: ["score"],
  composesWith: ["timer"],
  covers: ["move", "mouse", "score"],
  build(p) {
    return game([catchBasket(controlOf(p)), catchApples(num(p, "speed"), num(p, "seconds"))], "Next step: make a second sprite that falls too but takes a point away.");
  },
};

// ---- chase: the Player and the Enemy

function chasePlayer(): TGamePart {
  return {
    sprite: sprite("Player", "x: -150, y: -100, size: 60"),
    does: "The Player runs with the arrow keys and scores a point for every second it stays free.",
    scripts: [
      script("The Player moves with the arrow keys", "when green flag clicked", "go to x: (-150) y: (-100)", "forever", body(arrowKeys(6, true)), "end"),
      script("Score a point for every second you stay free", "when green flag clicked", startScore(), "forever", body("wait (1) seconds", "change [score v] by (1)"), "end"),
    ],
  };
}

function chaseEnemy(speed: number): TGamePart {
  return {
    sprite: sprite("Enemy", "x: 180, y: 130, size: 70", [`speed = ${fmt(speed)}`]),
    does: `The Enemy keeps creeping towards the Player, ${steps(speed)} at a time (its "speed" variable); if it catches the Player, the game is over.`,
    scripts: [
      script(
        "The Enemy creeps towards the Player and ends the game when it catches them",
        "when green flag clicked",
        "go to x: (180) y: (130)",
        "forever",
        body("point towards (Player v)", "move (speed) steps", "if <(distance to (Player v)) < (30)> then", body(gameOver("Caught you!")), "end"),
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
    return game([chasePlayer(), chaseEnemy(num(p, "speed"))], "Next step: add a second Enemy, or make the Enemy faster as the score grows.");
  },
};

// ---- maze: the Maze (drawn with the pen), the Player and the goal Star; the score counts down on the stage

function mazeWalls(wall: string, goal: string): TGamePart {
  const line = (points: [number, number][]) => ["pen up", `go to x: (${points[0]?.[0]}) y: (${points[0]?.[1]})`, "pen down", ...points.slice(1).map(([x, y]) => `go to x: (${x}) y: (${y})`), "pen up"];
  return {
    sprite: sprite("Maze", "x: 0, y: 0, hidden"),
    does: `The Maze sprite stays hidden and draws the walls with the pen in ${colourWords(wall)}, with a ${colourWords(goal)} patch at the finish.`,
    scripts: [
      script("The Maze draws itself when the game starts", "when green flag clicked", "hide", "draw the maze"),
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

function mazePlayer(wall: string, step: number): TGamePart {
  const move = (key: string, axis: "x" | "y", amount: number) => [
    `if <key (${key} v) pressed?> then`,
    ...body(`change ${axis} by (${fmt(amount)})`, `if <touching color [${wall}]?> then`, body(`change ${axis} by (${fmt(-amount)})`), "end"),
    "end",
  ];
  return {
    sprite: sprite("Player", "x: -180, y: 130, size: 25"),
    does: `The Player moves ${steps(step)} at a time with the arrow keys; if a move touches a wall, it steps straight back, so walls stop it.`,
    scripts: [
      script(
        "The Player moves with the arrow keys, never goes through a wall, and wins at the Star",
        "when green flag clicked",
        "go to x: (-180) y: (130)",
        "forever",
        body(
          move("up arrow", "y", step),
          move("down arrow", "y", -step),
          move("left arrow", "x", -step),
          move("right arrow", "x", step),
          "if <(distance to (Star v)) < (30)> then",
          body("say (join [You made it! Score: ] (score)) for (2) seconds", "stop [all v]"),
          "end",
        ),
        "end",
      ),
    ],
  };
}

function mazeGoal(): TGamePart {
  return {
    sprite: sprite("Star", "x: 180, y: 120, size: 60"),
    does: "The Star waits at the finish, top right, and turns slowly so you can spot it.",
    scripts: [script("The Star waits at the finish and turns slowly", "when green flag clicked", "go to x: (180) y: (120)", "forever", body("turn right (3) degrees"), "end")],
  };
}

const mazeCountdown = (): TScript =>
  script(
    "The score starts at 100 and goes down every second: be quick!",
    "when green flag clicked",
    startScore(100),
    "repeat until <(score) = (0)>",
    body("wait (1) seconds", "change [score v] by (-1)"),
    "end",
  );

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
    return game(
      // the Player first: the main sprite, where any other behaviour asked for goes (the pen's drawing is behind every sprite anyway)
      [mazePlayer(wall, num(p, "steps")), mazeWalls(wall, goal), mazeGoal()],
      "The stage counts the score down from 100, one point a second: reach the Star to win with the score you have left.",
      [mazeCountdown()],
    );
  },
};

// ---- snake: the Snake (its body pieces are clones) and the Apple it eats

function snakeHead(tick: number): TGamePart {
  return {
    sprite: sprite("Snake", "x: 0, y: 0, size: 50", ["length = 3"]),
    does: `The Snake moves one square every ${seconds(tick)}; the arrow keys turn it, and it leaves body pieces behind (clones that each wait as long as the snake is long, its "length" variable, then vanish). Leaving the stage ends the game.`,
    scripts: [
      script(
        "The Snake: the arrow keys turn it; it moves one square at a time and leaves a body piece behind",
        "when green flag clicked",
        startScore(),
        "set [length v] to (3)",
        "go to x: (0) y: (0)",
        "point in direction (90)",
        "broadcast (new apple v)",
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
          "if <touching (Apple v)?> then",
          body("change [score v] by (1)", "change [length v] by (1)", "broadcast (new apple v)"),
          "end",
          "if <<([abs v] of (x position)) > (230)> or <([abs v] of (y position)) > (170)>> then",
          body(gameOver("Game over!")),
          "end",
          `wait (${fmt(tick)}) seconds`,
        ),
        "end",
      ),
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
    sprite: sprite("Apple", "x: 100, y: 0, size: 50"),
    does: "The Apple jumps to a new square each time the Snake eats it: a point, and one piece longer.",
    scripts: [
      script(
        "The Apple goes to a random square on the Snake's grid",
        "when I receive [new apple v]",
        "go to x: ((pick random (-10) to (10)) * (20)) y: ((pick random (-7) to (7)) * (20))",
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
    return game([snakeHead(tick), snakeFood()], "Next step: make bumping into your own body end the game too.");
  },
};

// ---- flappy-style: the Bird and the Pipes (clones)

function flappyBird(key: string): TGamePart {
  return {
    sprite: sprite("Bird", "x: -150, y: 0, size: 60", ["y speed = 0"]),
    does: `The Bird falls faster and faster (its "y speed" variable); press ${keyWords(key)} to flap up. Flying off the top or bottom ends the game.`,
    scripts: [
      script(
        "The Bird: gravity pulls it down all the time; flying off the top or bottom ends the game",
        "when green flag clicked",
        startScore(),
        "go to x: (-150) y: (0)",
        "set [y speed v] to (0)",
        "forever",
        body(
          "change [y speed v] by (-0.5)",
          "change y by (y speed)",
          "if <<(y position) < (-170)> or <(y position) > (170)>> then",
          body(gameOver("Game over!")),
          "end",
          // every Pipe is a clone of one sprite: touching the Pipe means touching any of them
          "if <touching (Pipe v)?> then",
          body(gameOver("Ouch!")),
          "end",
        ),
        "end",
      ),
      script(`Flap: ${keyWords(key)} sends the Bird up`, `when [${key} v] key pressed`, "set [y speed v] to (7)", "next costume"),
    ],
  };
}

function flappyPipes(speed: number): TGamePart {
  return {
    sprite: sprite("Pipe", "x: 240, y: 0, hidden"),
    does: `A new Pipe (a clone) comes from the right every 2 seconds at a random height, ${steps(speed)} at a time; dodge it to score a point when it leaves the stage, and touching it ends the game.`,
    scripts: [
      spawner("Send a new Pipe every 2 seconds", 2),
      script(
        "Each Pipe comes from the right at a random height; fly past it to score a point",
        "when I start as a clone",
        "go to x: (240) y: (pick random (-120) to (120))",
        "show",
        "repeat until <(x position) < (-240)>",
        body(
          `change x by (${fmt(-speed)})`,
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
    return game([flappyBird(str(p, "key")), flappyPipes(num(p, "speed"))], "Next step: paint the Pipe's costume taller, or send Pipes faster as the score grows.");
  },
};

// ---- shooter: the Rocket, its Bullets (clones) and the Enemy

function shooterRocket(key: string): TGamePart {
  return {
    sprite: sprite("Rocket", "x: 0, y: -150, size: 60"),
    does: `The Rocket moves along the bottom with the arrow keys; ${keyWords(key)} fires a Bullet.`,
    scripts: [
      script(
        `The Rocket moves with the arrow keys; ${keyWords(key)} fires a Bullet`,
        "when green flag clicked",
        startScore(),
        "go to x: (0) y: (-150)",
        "forever",
        body(arrowKeys(8, false), `if <key (${key} v) pressed?> then`, body("create clone of (Bullet v)", "wait (0.3) seconds"), "end"),
        "end",
      ),
    ],
  };
}

function shooterBullet(speed: number): TGamePart {
  return {
    sprite: sprite("Bullet", "x: 0, y: -150, hidden"),
    does: `Each Bullet (a clone) starts at the Rocket and flies up, ${steps(speed)} at a time; hitting the Enemy scores a point.`,
    scripts: [
      script("The Bullet itself stays hidden: only its clones fly", "when green flag clicked", "hide"),
      script(
        "Each Bullet flies up from the Rocket; hitting the Enemy scores a point",
        "when I start as a clone",
        "go to (Rocket v)",
        "show",
        "repeat until <(y position) > (170)>",
        body(`change y by (${fmt(speed)})`, "if <touching (Enemy v)?> then", body("change [score v] by (1)", "broadcast (enemy hit v)", "delete this clone"), "end"),
        "end",
        "delete this clone",
      ),
    ],
  };
}

function shooterEnemy(): TGamePart {
  return {
    sprite: sprite("Enemy", "x: 0, y: 140, size: 70", ["speed = 4"]),
    does: "The Enemy flies from side to side along the top; when a Bullet hits it, it starts again somewhere new.",
    scripts: [
      script(
        "The Enemy flies from side to side along the top",
        "when green flag clicked",
        "go to x: (0) y: (140)",
        "set [speed v] to (4)",
        "forever",
        body("change x by (speed)", "if <([abs v] of (x position)) > (200)> then", body("set [speed v] to ((0) - (speed))"), "end"),
        "end",
      ),
      script("When a Bullet hits it, the Enemy starts again somewhere new", "when I receive [enemy hit v]", "go to x: (pick random (-200) to (200)) y: (140)"),
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
    return game([shooterRocket(str(p, "key")), shooterBullet(num(p, "speed")), shooterEnemy()], "The Bullet and the Enemy each have their own \"speed\" variable: change one and the other stays as it is.");
  },
};

export const CLASSIC_GAME_RECIPES: TRecipe[] = [pong, catchGame, chaseGame, maze, snake, flappy, shooterGame];
