// Behaviour proofs for whole projects: each is project text, parsed with parseProject, exported
// with projectToSb3, validated by scratch-parser, run in Scratch's own engine (scratch-vm,
// headless), and checked on what the sprites do. Each also survives the round trip through
// fromProjectJson: import, parse and export again give the same project and the same behaviour.
// (Headless scratch-vm has no renderer, so contact is tested with `distance to`, not `touching`.)
import { describe, expect, it } from "vitest";
import { validateWithScratchParser } from "../sb3/test-support/scratch-parser.validate";
import { loadInVm, type TVmRun } from "../sb3/test-support/scratch-vm.harness";
import { projectToProjectJson, projectToSb3 } from "./project.export";
import { fromProjectJson } from "./project.import";
import { parseProject } from "./project.parse";

interface TCase {
  name: string;
  text: string;
  drive?: (run: TVmRun) => Promise<void>;
  check: (run: TVmRun) => void;
}

function exportText(text: string): Uint8Array {
  const { project, diagnostics } = parseProject(text);
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return projectToSb3(project);
}

async function runText(text: string, drive: TCase["drive"]): Promise<TVmRun> {
  const sb3 = exportText(text);
  const parsed = await validateWithScratchParser(sb3);
  expect(parsed.ok, parsed.ok ? "" : parsed.error).toBe(true);
  const run = await loadInVm(sb3);
  run.greenFlag();
  if (drive) await drive(run);
  else expect(await run.runUntilIdle(3_000), "the scripts should finish").toBeLessThan(3_000);
  return run;
}

const cases: TCase[] = [
  {
    name: "a broadcast from the stage reaches every sprite",
    text: `// stage\n// variable heard = 0\nwhen green flag clicked\nbroadcast (go v)\n\n// sprite: A\nwhen I receive [go v]\nchange [heard v] by (1)\n\n// sprite: B\nwhen I receive [go v]\nchange [heard v] by (1)\n\n// sprite: C\nwhen I receive [go v]\nchange [heard v] by (1)\n`,
    check: (run) => expect(run.stage().variables.heard).toBe(3),
  },
  {
    name: "layer order decides which sprite's script runs first (top sprite first)",
    text: `// stage\n// variable order = ""\n\n// sprite: Back\nwhen green flag clicked\nset [order v] to (join (order) [back])\n\n// sprite: Front\nwhen green flag clicked\nset [order v] to (join (order) [front])\n`,
    check: (run) => expect(run.stage().variables.order).toBe("frontback"),
  },
  {
    name: "swapping the sections swaps the order",
    text: `// stage\n// variable order = ""\n\n// sprite: Front\nwhen green flag clicked\nset [order v] to (join (order) [front])\n\n// sprite: Back\nwhen green flag clicked\nset [order v] to (join (order) [back])\n`,
    check: (run) => expect(run.stage().variables.order).toBe("backfront"),
  },
  {
    name: "a local variable differs between two sprites",
    text: `// sprite: Cat\n// variable speed = 2\nwhen green flag clicked\nchange [speed v] by (1)\n\n// sprite: Dog\n// variable speed = 5\nwhen green flag clicked\nchange [speed v] by (10)\n`,
    check: (run) => {
      expect(run.sprite("Cat").variables.speed).toBe(3);
      expect(run.sprite("Dog").variables.speed).toBe(15);
    },
  },
  {
    name: "each clone keeps its own copy of a local variable",
    text: `// stage\n// list ids = []\nwhen green flag clicked\nrepeat (3)\n  create clone of (Counter v)\nend\n\n// sprite: Counter\n// variable id = 0\nwhen green flag clicked\nset [id v] to (100)\n\nwhen I start as a clone\nchange [id v] by (pick random (1) to (1))\nadd (id) to [ids v]\n`,
    drive: async (run) => {
      await run.step(10);
    },
    check: (run) => {
      expect(run.cloneCount("Counter")).toBe(3);
      expect(run.stage().lists.ids).toEqual([101, 101, 101]);
      // `set` stores what was typed, as Scratch does.
      expect(run.sprite("Counter").variables.id).toBe("100");
    },
  },
  {
    name: "a global variable starts at its declared value",
    text: `// stage\n// variable score = 10\n\n// sprite: Player\nwhen green flag clicked\nsay (score)\n`,
    check: (run) => expect(run.sprite("Player").bubble?.text).toBe("10"),
  },
  {
    name: "a text variable starts with its text",
    text: `// stage\n// variable greeting = "Hello, friend"\n\n// sprite: Player\nwhen green flag clicked\nsay (greeting)\n`,
    check: (run) => expect(run.sprite("Player").bubble?.text).toBe("Hello, friend"),
  },
  {
    name: "a list starts with its items",
    text: `// stage\n// list fruits = ["apple", "banana, ripe", 3]\n\n// sprite: Player\nwhen green flag clicked\nsay (item (2) of [fruits v])\n`,
    check: (run) => {
      expect(run.sprite("Player").bubble?.text).toBe("banana, ripe");
      expect(run.stage().lists.fruits).toEqual(["apple", "banana, ripe", 3]);
    },
  },
  {
    name: "a sprite's own list is not the stage's",
    text: `// sprite: Bag\n// list items = ["key"]\nwhen green flag clicked\nadd [map] to [items v]\n`,
    check: (run) => {
      expect(run.sprite("Bag").lists.items).toEqual(["key", "map"]);
      expect(run.stage().lists.items).toBeUndefined();
    },
  },
  {
    name: "each sprite starts where its settings say",
    text: `// sprite: Ball\n// x: 30, y: -40, direction: 45, size: 50, hidden, rotation: left-right\n\n// sprite: Paddle\n// x: -100, y: -150\n`,
    drive: async (run) => {
      await run.step(1);
    },
    check: (run) => {
      expect(run.sprite("Ball")).toMatchObject({ x: 30, y: -40, direction: 45, size: 50, visible: false, rotationStyle: "left-right" });
      expect(run.sprite("Paddle")).toMatchObject({ x: -100, y: -150, visible: true });
    },
  },
  {
    name: "the starting costume is the one the settings name",
    text: `// sprite: Hero\n// costume: jump\n// costumes = ["stand", "jump", "fall"]\nwhen green flag clicked\nnext costume\n`,
    check: (run) => expect(run.sprite("Hero").costumeName).toBe("fall"),
  },
  {
    name: "next costume walks the declared costumes in order and wraps",
    text: `// sprite: Walker\n// costumes = ["a", "b", "c"]\nwhen green flag clicked\nrepeat (4)\n  next costume\nend\nsay (costume [number v])\n`,
    check: (run) => expect(run.sprite("Walker").bubble?.text).toBe("2"),
  },
  {
    name: "a ball moving down to the paddle scores once it reaches it",
    text: `// stage\n// variable score = 0\n\n// sprite: Paddle\n// x: 0, y: -150\n\n// sprite: Ball\n// x: 0, y: 100, direction: 180\nwhen green flag clicked\nrepeat until <(distance to (Paddle v)) < (30)>\n  move (10) steps\nend\nchange [score v] by (1)\npoint in direction (0)\n`,
    check: (run) => {
      expect(run.stage().variables.score).toBe(1);
      expect(run.sprite("Ball").direction).toBe(0);
      expect(run.sprite("Ball").y).toBeLessThan(-120);
    },
  },
  {
    name: "a basket catches a falling apple and the score goes up",
    text: `// stage\n// variable score = 0\n\n// sprite: Basket\n// x: 50, y: -150\n\n// sprite: Apple\n// x: 50, y: 170\nwhen green flag clicked\nrepeat until <(y position) < (-140)>\n  change y by (-10)\n  if <(distance to (Basket v)) < (30)> then\n    change [score v] by (1)\n    go to x: (0) y: (170)\n    stop [this script v]\n  end\nend\n`,
    check: (run) => {
      expect(run.stage().variables.score).toBe(1);
      expect(run.sprite("Apple").y).toBe(170);
    },
  },
  {
    name: "a chaser follows its target and reports the catch by broadcast",
    text: `// sprite: Mouse\n// x: 120, y: 90\nwhen I receive [caught v]\nsay [You got me!]\n\n// sprite: Cat\n// x: -120, y: -90\nwhen green flag clicked\nrepeat until <(distance to (Mouse v)) < (10)>\n  point towards (Mouse v)\n  move (5) steps\nend\nbroadcast (caught v) and wait\n`,
    drive: async (run) => {
      await run.runUntilIdle(500);
    },
    check: (run) => {
      expect(run.sprite("Mouse").bubble?.text).toBe("You got me!");
      expect(Math.hypot(run.sprite("Cat").x - 120, run.sprite("Cat").y - 90)).toBeLessThan(10);
    },
  },
  {
    name: "a paddle moves with the arrow keys",
    text: `// sprite: Paddle\n// y: -150\nwhen [right arrow v] key pressed\nchange x by (20)\n\nwhen [left arrow v] key pressed\nchange x by (-20)\n\n// sprite: Ball\n`,
    drive: async (run) => {
      // Keys arrive as the browser names them.
      await run.pressKey("ArrowRight");
      await run.pressKey("ArrowRight");
      await run.pressKey("ArrowLeft");
      await run.step(4);
    },
    check: (run) => {
      expect(run.sprite("Paddle").x).toBe(20);
      expect(run.sprite("Ball").x).toBe(0);
    },
  },
  {
    name: "one sprite reads another's position and local variable with 'of'",
    text: `// sprite: Ball\n// x: 77, y: 12\n// variable speed = 9\n\n// sprite: Reporter\nwhen green flag clicked\nsay (join ([x position v] of (Ball v)) (join [/] ([speed v] of (Ball v))))\n`,
    check: (run) => expect(run.sprite("Reporter").bubble?.text).toBe("77/9"),
  },
  {
    name: "go to another sprite jumps to its position",
    text: `// sprite: Flag\n// x: -80, y: 60\n\n// sprite: Runner\nwhen green flag clicked\ngo to (Flag v)\n`,
    check: (run) => expect(run.sprite("Runner")).toMatchObject({ x: -80, y: 60 }),
  },
  {
    name: "point towards another sprite turns to face it",
    text: `// sprite: Target\n// x: 0, y: 100\n\n// sprite: Arrow\nwhen green flag clicked\npoint towards (Target v)\n`,
    check: (run) => expect(run.sprite("Arrow").direction).toBe(0),
  },
  {
    name: "broadcast and wait lets every receiver finish first",
    text: `// stage\n// variable log = ""\nwhen green flag clicked\nbroadcast (work v) and wait\nset [log v] to (join (log) [done])\n\n// sprite: Worker\nwhen I receive [work v]\nwait (0.2) seconds\nset [log v] to (join (log) [w])\n\n// sprite: Helper\nwhen I receive [work v]\nset [log v] to (join (log) [h])\n`,
    check: (run) => expect(run.stage().variables.log).toBe("hwdone"),
  },
  {
    name: "a sprite switches the stage to a declared backdrop and the stage reacts",
    text: `// stage\n// backdrops = ["day", "night"]\n// variable mood = "awake"\nwhen backdrop switches to [night v]\nset [mood v] to [sleepy]\n\n// sprite: Sun\nwhen green flag clicked\nswitch backdrop to (night v)\n`,
    check: (run) => {
      expect(run.stage().backdropName).toBe("night");
      expect(run.stage().variables.mood).toBe("sleepy");
    },
  },
  {
    name: "a hidden sprite shows when it receives a message",
    text: `// stage\nwhen green flag clicked\nwait (0.1) seconds\nbroadcast (reveal v)\n\n// sprite: Ghost\n// hidden\nwhen I receive [reveal v]\nshow\n`,
    check: (run) => expect(run.sprite("Ghost").visible).toBe(true),
  },
  {
    name: "two sprites add to one global score",
    text: `// stage\n// variable score = 0\n\n// sprite: Left\nwhen green flag clicked\nrepeat (3)\n  change [score v] by (1)\nend\n\n// sprite: Right\nwhen green flag clicked\nrepeat (4)\n  change [score v] by (10)\nend\n`,
    check: (run) => expect(run.stage().variables.score).toBe(43),
  },
  {
    name: "the stage clones a sprite and each clone goes its own way",
    text: `// stage\nwhen green flag clicked\nrepeat (4)\n  create clone of (Star v)\nend\n\n// sprite: Star\n// hidden\n// variable n = 0\nwhen I start as a clone\nchange [n v] by (1)\ngo to x: (pick random (-200) to (200)) y: (0)\nshow\n`,
    drive: async (run) => {
      await run.step(10);
    },
    check: (run) => {
      expect(run.cloneCount("Star")).toBe(4);
      expect(run.sprite("Star").visible).toBe(false);
    },
  },
  {
    name: "clones delete themselves and the count returns to zero",
    text: `// sprite: Bullet\n// hidden\nwhen green flag clicked\nrepeat (3)\n  create clone of (myself v)\nend\n\nwhen I start as a clone\nrepeat (5)\n  change y by (10)\nend\ndelete this clone\n`,
    check: (run) => expect(run.cloneCount("Bullet")).toBe(0),
  },
  {
    name: "a sprite clones another sprite by name",
    text: `// sprite: Spawner\nwhen green flag clicked\ncreate clone of (Enemy v)\ncreate clone of (Enemy v)\n\n// sprite: Enemy\n// x: 200\n`,
    drive: async (run) => {
      await run.step(5);
    },
    check: (run) => {
      expect(run.cloneCount("Enemy")).toBe(2);
      expect(run.cloneCount("Spawner")).toBe(0);
    },
  },
  {
    name: "a message with different capitals is one message for every sprite",
    text: `// stage\n// variable heard = 0\nwhen green flag clicked\nbroadcast (Start v)\n\n// sprite: A\nwhen I receive [start v]\nchange [heard v] by (1)\n\n// sprite: B\nwhen I receive [START v]\nchange [heard v] by (1)\n`,
    check: (run) => expect(run.stage().variables.heard).toBe(2),
  },
  {
    name: "the stage's scripts and a sprite's scripts run side by side",
    text: `// stage\n// variable ticks = 0\nwhen green flag clicked\nrepeat (5)\n  change [ticks v] by (1)\nend\n\n// sprite: Mover\nwhen green flag clicked\nrepeat (5)\n  change x by (2)\nend\n`,
    check: (run) => {
      expect(run.stage().variables.ticks).toBe(5);
      expect(run.sprite("Mover").x).toBe(10);
    },
  },
  {
    name: "a sprite with the same local name as a global uses its own",
    text: `// stage\n// variable lives = 3\n\n// sprite: Hero\n// variable lives = 9\nwhen green flag clicked\nchange [lives v] by (-1)\n\n// sprite: Villain\nwhen green flag clicked\nchange [lives v] by (-1)\n`,
    check: (run) => {
      expect(run.sprite("Hero").variables.lives).toBe(8);
      expect(run.stage().variables.lives).toBe(2);
    },
  },
  {
    name: "snake: a body list shared by the head and the food",
    text: `// stage\n// list body = []\n\n// sprite: Head\nwhen green flag clicked\nrepeat (3)\n  change x by (20)\n  insert (x position) at (1) of [body v]\nend\nbroadcast (grow v)\n\n// sprite: Food\nwhen I receive [grow v]\nsay (length of [body v])\n`,
    check: (run) => {
      expect(run.stage().lists.body).toEqual([60, 40, 20]);
      expect(run.sprite("Food").bubble?.text).toBe("3");
    },
  },
  {
    name: "flappy: gravity pulls the bird down and a flap lifts it",
    text: `// stage\n// variable gravity = -2\n\n// sprite: Bird\n// variable speed = 0\nwhen green flag clicked\nrepeat (10)\n  change [speed v] by (gravity)\n  change y by (speed)\nend\n\nwhen [space v] key pressed\nset [speed v] to (12)\n`,
    check: (run) => expect(run.sprite("Bird").y).toBe(-110),
  },
  {
    name: "a maze wall sends the player back to the start",
    text: `// sprite: Wall\n// x: 60, y: 0\n\n// sprite: Player\n// x: -100, y: 0\nwhen green flag clicked\nrepeat (20)\n  change x by (10)\n  if <(distance to (Wall v)) < (20)> then\n    go to x: (-100) y: (0)\n    say [Ouch!]\n    stop [this script v]\n  end\nend\n`,
    check: (run) => {
      expect(run.sprite("Player")).toMatchObject({ x: -100, y: 0, bubble: { type: "say", text: "Ouch!" } });
    },
  },
];

describe("whole projects run in scratch-vm", () => {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))("%s", async (_name, testCase) => {
    const run = await runText(testCase.text, testCase.drive);
    testCase.check(run);
  });

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))("%s, after import and export again", async (_name, testCase) => {
    const original = parseProject(testCase.text).project;
    const json = projectToProjectJson(original);
    const imported = fromProjectJson(json);
    expect(imported.problems).toEqual([]);
    const again = parseProject(imported.text);
    expect(again.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // Same project tree: every target's blocks, data and starting state.
    expect(projectToProjectJson(again.project)).toEqual(json);
    const run = await runText(imported.text, testCase.drive);
    testCase.check(run);
  });
});
