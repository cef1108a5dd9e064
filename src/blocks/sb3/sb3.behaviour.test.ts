// Behaviour proofs: each program is written as scratchblocks text, parsed, exported as .sb3,
// validated by scratch-parser, loaded into Scratch's real engine (scratch-vm, headless), the
// green flag pressed and frames stepped on a virtual clock; then the end state is asserted.
import { describe, expect, it } from "vitest";
import { parseProgram } from "../program.parse";
import { toSb3 } from "./index";
import { validateWithScratchParser } from "./test-support/scratch-parser.validate";
import { loadInVm, type TVmRun } from "./test-support/scratch-vm.harness";

interface TCase {
  name: string;
  text: string;
  /** Drives the run after the green flag; default: step until every script has finished. */
  drive?: (run: TVmRun) => Promise<void>;
  check: (run: TVmRun) => void | Promise<void>;
}

async function exportAndLoad(text: string): Promise<TVmRun> {
  const { program, diagnostics } = parseProgram(text);
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const sb3 = await toSb3(program);
  const parsed = await validateWithScratchParser(sb3);
  expect(parsed.ok, parsed.ok ? "" : parsed.error).toBe(true);
  return loadInVm(sb3);
}

const untilIdle = async (run: TVmRun) => {
  const frames = await run.runUntilIdle(2_000);
  expect(frames, "the scripts should finish").toBeLessThan(2_000);
};

const cases: TCase[] = [
  // Motion
  {
    name: "move steps adds up along the direction",
    text: "when green flag clicked\nmove (10) steps\nmove (10) steps\nmove (25) steps",
    check: (run) => expect(run.sprite()).toMatchObject({ x: 45, y: 0 }),
  },
  {
    name: "turn right and turn left change the direction",
    text: "when green flag clicked\nturn right (90) degrees\nturn left (45) degrees",
    check: (run) => expect(run.sprite().direction).toBe(135),
  },
  {
    name: "go to x: y: places the sprite",
    text: "when green flag clicked\ngo to x: (100) y: (-50)",
    check: (run) => expect(run.sprite()).toMatchObject({ x: 100, y: -50 }),
  },
  {
    name: "change x and y inside a repeat",
    text: "when green flag clicked\nrepeat (10)\nchange x by (5)\nchange y by (-3)\nend",
    check: (run) => expect(run.sprite()).toMatchObject({ x: 50, y: -30 }),
  },
  {
    name: "set x and set y",
    text: "when green flag clicked\nset x to (-120)\nset y to (77)",
    check: (run) => expect(run.sprite()).toMatchObject({ x: -120, y: 77 }),
  },
  {
    name: "point in direction",
    text: "when green flag clicked\npoint in direction (-90)",
    check: (run) => expect(run.sprite().direction).toBe(-90),
  },
  {
    name: "glide takes its time on the clock and arrives",
    text: "when green flag clicked\nglide (1) secs to x: (100) y: (60)",
    drive: async (run) => {
      await run.step(30);
      const halfway = run.sprite().x;
      expect(halfway).toBeGreaterThan(20);
      expect(halfway).toBeLessThan(80);
      await untilIdle(run);
    },
    check: (run) => {
      expect(run.sprite()).toMatchObject({ x: 100, y: 60 });
      expect(run.now()).toBeGreaterThanOrEqual(1000);
    },
  },
  {
    name: "set rotation style",
    text: "when green flag clicked\nset rotation style [left-right v]",
    check: (run) => expect(run.sprite().rotationStyle).toBe("left-right"),
  },
  {
    name: "point towards the mouse-pointer",
    text: "when green flag clicked\ngo to x: (0) y: (-100)\npoint towards (mouse-pointer v)",
    check: (run) => expect(run.sprite().direction).toBe(0),
  },
  {
    name: "x position and direction reporters",
    text: "when green flag clicked\nset x to (42)\npoint in direction (45)\nsay (join (x position) (direction))",
    check: (run) => expect(run.sprite().bubble).toEqual({ type: "say", text: "4245" }),
  },

  // Looks
  {
    name: "say shows a speech bubble",
    text: "when green flag clicked\nsay [Hello, friend!]",
    check: (run) => expect(run.sprite().bubble).toEqual({ type: "say", text: "Hello, friend!" }),
  },
  {
    name: "think shows a thought bubble",
    text: "when green flag clicked\nthink [Hmm...]",
    check: (run) => expect(run.sprite().bubble).toEqual({ type: "think", text: "Hmm..." }),
  },
  {
    name: "say for seconds shows, waits, then clears",
    text: "when green flag clicked\nsay [Hi!] for (2) seconds",
    drive: async (run) => {
      await run.step(60);
      expect(run.sprite().bubble?.text).toBe("Hi!");
      await untilIdle(run);
    },
    check: (run) => {
      expect(run.sprite().bubble).toBeNull();
      expect(run.saidTexts).toEqual(["Hi!"]);
      expect(run.now()).toBeGreaterThanOrEqual(2000);
    },
  },
  {
    name: "next costume",
    text: "when green flag clicked\nnext costume",
    check: (run) => expect(run.sprite().costumeName).toBe("costume2"),
  },
  {
    name: "switch costume by name, including a name only this program uses",
    text: "when green flag clicked\nswitch costume to (jump v)\nsay (costume [name v])",
    check: (run) => {
      expect(run.sprite().costumeName).toBe("jump");
      expect(run.sprite().bubble?.text).toBe("jump");
    },
  },
  {
    name: "costume number reporter after two next costumes wraps around",
    text: "when green flag clicked\nnext costume\nnext costume\nsay (costume [number v])",
    check: (run) => expect(run.sprite().bubble?.text).toBe("1"),
  },
  {
    name: "hide, then show again",
    text: "when green flag clicked\nhide\nwait (0.1) seconds\nshow",
    drive: async (run) => {
      await run.step(2);
      expect(run.sprite().visible).toBe(false);
      await untilIdle(run);
    },
    check: (run) => expect(run.sprite().visible).toBe(true),
  },
  {
    name: "hide",
    text: "when green flag clicked\nhide",
    check: (run) => expect(run.sprite().visible).toBe(false),
  },
  {
    name: "graphic effects",
    text: "when green flag clicked\nset [ghost v] effect to (50)\nchange [color v] effect by (25)",
    check: (run) => expect(run.sprite().effects).toMatchObject({ ghost: 50, color: 25 }),
  },
  {
    name: "switch backdrop to a named backdrop",
    text: "when green flag clicked\nswitch backdrop to (space v)",
    check: (run) => expect(run.stage().backdropName).toBe("space"),
  },

  // Sound
  {
    name: "volume blocks",
    text: "when green flag clicked\nset volume to (40) %\nchange volume by (-10)\nsay (volume)",
    check: (run) => {
      expect(run.sprite().volume).toBe(30);
      expect(run.sprite().bubble?.text).toBe("30");
    },
  },

  // Events
  {
    name: "broadcast starts the matching when I receive script",
    text: "when green flag clicked\nbroadcast (go v)\n\nwhen I receive [go v]\nmove (20) steps",
    check: (run) => {
      expect(run.broadcastsReceived).toEqual(["go"]);
      expect(run.sprite().x).toBe(20);
    },
  },
  {
    name: "broadcast and wait lets the receiver finish first",
    text: "when green flag clicked\nset [step v] to [start]\nbroadcast (prepare v) and wait\nsay (step)\n\nwhen I receive [prepare v]\nwait (0.5) seconds\nset [step v] to [ready]",
    check: (run) => expect(run.sprite().bubble?.text).toBe("ready"),
  },
  {
    name: "a broadcast nobody receives is harmless",
    text: "when green flag clicked\nbroadcast (hello v)\nsay [sent]",
    check: (run) => {
      expect(run.broadcastsReceived).toEqual([]);
      expect(run.sprite().bubble?.text).toBe("sent");
    },
  },
  {
    name: "when key pressed runs on the key",
    text: "when [space v] key pressed\nchange y by (10)",
    drive: async (run) => {
      await run.step(5);
      expect(run.sprite().y).toBe(0);
      await run.pressKey(" ");
      await untilIdle(run);
      await run.pressKey(" ");
      await untilIdle(run);
    },
    check: (run) => expect(run.sprite().y).toBe(20),
  },

  // Control
  {
    name: "wait pauses on the virtual clock",
    text: "when green flag clicked\nwait (1) seconds\nset x to (99)",
    drive: async (run) => {
      await run.step(50);
      expect(run.sprite().x).toBe(0);
      await untilIdle(run);
    },
    check: (run) => {
      expect(run.sprite().x).toBe(99);
      expect(run.now()).toBeGreaterThanOrEqual(1000);
    },
  },
  {
    name: "repeat counts",
    text: "when green flag clicked\nset [n v] to (0)\nrepeat (10)\nchange [n v] by (3)\nend",
    check: (run) => expect(run.sprite().variables.n).toBe(30),
  },
  {
    name: "forever with stop this script",
    text: "when green flag clicked\nforever\nchange x by (1)\nif <(x position) > (9)> then\nstop [this script v]\nend\nend",
    check: (run) => expect(run.sprite().x).toBe(10),
  },
  {
    name: "if/else takes the then path when true",
    text: "when green flag clicked\nset [n v] to (5)\nif <(n) > (3)> then\nsay [big]\nelse\nsay [small]\nend",
    check: (run) => expect(run.sprite().bubble?.text).toBe("big"),
  },
  {
    name: "if/else takes the else path when false",
    text: "when green flag clicked\nset [n v] to (1)\nif <(n) > (3)> then\nsay [big]\nelse\nsay [small]\nend",
    check: (run) => expect(run.sprite().bubble?.text).toBe("small"),
  },
  {
    name: "if without else skips its body when false",
    text: "when green flag clicked\nif <(1) = (2)> then\nmove (50) steps\nend\nmove (1) steps",
    check: (run) => expect(run.sprite().x).toBe(1),
  },
  {
    name: "repeat until stops when the condition turns true",
    text: "when green flag clicked\nset [n v] to (0)\nrepeat until <(n) = (7)>\nchange [n v] by (1)\nchange x by (2)\nend",
    check: (run) => expect(run.sprite()).toMatchObject({ x: 14, variables: { n: 7 } }),
  },
  {
    name: "wait until waits for another script",
    text: "when green flag clicked\nset [ticks v] to (0)\nwait until <(ticks) > (5)>\nsay (ticks)\n\nwhen green flag clicked\nrepeat (6)\nwait (0.1) seconds\nchange [ticks v] by (1)\nend",
    check: (run) => expect(run.sprite().bubble?.text).toBe("6"),
  },
  {
    name: "stop all ends every script",
    text: "when green flag clicked\nforever\nchange x by (1)\nend\n\nwhen green flag clicked\nwait (0.5) seconds\nstop [all v]",
    check: async (run) => {
      const x = run.sprite().x;
      expect(x).toBeGreaterThan(0);
      await run.step(30);
      expect(run.sprite().x).toBe(x);
    },
  },
  {
    name: "stop other scripts in sprite lets its own script go on",
    text: "when green flag clicked\nforever\nchange y by (1)\nend\n\nwhen green flag clicked\nwait (0.2) seconds\nstop [other scripts in sprite v]\nsay [still here]",
    check: async (run) => {
      expect(run.sprite().bubble?.text).toBe("still here");
      const y = run.sprite().y;
      await run.step(10);
      expect(run.sprite().y).toBe(y);
    },
  },
  {
    name: "create clone of myself makes clones",
    text: "when green flag clicked\nrepeat (3)\ncreate clone of (myself v)\nend",
    check: (run) => expect(run.cloneCount()).toBe(3),
  },
  {
    name: "clones run when I start as a clone and can delete themselves",
    text: "when green flag clicked\nset [started v] to (0)\nrepeat (4)\ncreate clone of (myself v)\nend\n\nwhen I start as a clone\nchange [started v] by (1)\ndelete this clone",
    check: (run) => {
      expect(run.sprite().variables.started).toBe(4);
      expect(run.cloneCount()).toBe(0);
    },
  },

  // Sensing
  {
    name: "ask and wait, then answer",
    text: "when green flag clicked\nask [What's your name?] and wait\nsay (join [Hi ] (answer))",
    drive: async (run) => {
      await run.step(5);
      expect(run.saidTexts).toContain("What's your name?");
      run.vm.runtime.emit("ANSWER", "Ada");
      await untilIdle(run);
    },
    check: (run) => expect(run.sprite().bubble?.text).toBe("Hi Ada"),
  },
  {
    name: "the timer follows the clock",
    text: "when green flag clicked\nreset timer\nwait (2) seconds\nset [t v] to (round (timer))",
    check: (run) => expect(run.sprite().variables.t).toBe(2),
  },
  {
    name: "sensing of reads the stage's backdrop and a stage variable",
    text: "when green flag clicked\nset [score v] to (12)\nswitch backdrop to (night v)\nsay (join ([backdrop # v] of (Stage v)) ([score v] of (Stage v)))",
    check: (run) => expect(run.sprite().bubble?.text).toBe("212"),
  },
  {
    name: "distance to the mouse-pointer",
    text: "when green flag clicked\ngo to x: (30) y: (40)\nsay (distance to (mouse-pointer v))",
    check: (run) => expect(run.sprite().bubble?.text).toBe("50"),
  },
  {
    name: "current year",
    text: "when green flag clicked\nset [year v] to (current [year v])",
    check: (run) => expect(Number(run.sprite().variables.year)).toBeGreaterThanOrEqual(2024),
  },

  // Operators
  {
    name: "arithmetic nests",
    text: "when green flag clicked\nset [a v] to (((2) + (3)) * (4))\nset [b v] to ((17) mod (5))\nset [c v] to ([sqrt v] of (81))\nset [d v] to (round ((7) / (2)))",
    check: (run) => expect(run.sprite().variables).toMatchObject({ a: 20, b: 2, c: 9, d: 4 }),
  },
  {
    name: "text operators",
    text: "when green flag clicked\nsay (join (letter (1) of [apple]) (length of [banana]))",
    check: (run) => expect(run.sprite().bubble?.text).toBe("a6"),
  },
  {
    name: "and, or, not and contains choose the path",
    text: "when green flag clicked\nif <<[apple] contains [pp]?> and <not <(1) > (2)>>> then\nif <<(1) = (2)> or <(3) < (4)>> then\nsay [both]\nend\nend",
    check: (run) => expect(run.sprite().bubble?.text).toBe("both"),
  },
  {
    name: "pick random within a single value",
    text: "when green flag clicked\nset [r v] to (pick random (5) to (5))",
    check: (run) => expect(run.sprite().variables.r).toBe(5),
  },

  // Lists
  {
    name: "list add, insert, replace and delete",
    text: "when green flag clicked\ndelete all of [bag v]\nadd [apple] to [bag v]\nadd [pear] to [bag v]\ninsert [kiwi] at (1) of [bag v]\nreplace item (3) of [bag v] with [plum]\nadd [fig] to [bag v]\ndelete (2) of [bag v]",
    check: (run) => expect(run.sprite().lists.bag).toEqual(["kiwi", "plum", "fig"]),
  },
  {
    name: "list reporters",
    text: "when green flag clicked\ndelete all of [bag v]\nadd [red] to [bag v]\nadd [green] to [bag v]\nadd [blue] to [bag v]\nset [n v] to (length of [bag v])\nset [i v] to (item # of [blue] in [bag v])\nset [s v] to (item (2) of [bag v])\nif <[bag v] contains [red]?> then\nset [has v] to [yes]\nend",
    check: (run) => expect(run.sprite().variables).toMatchObject({ n: 3, i: 3, s: "green", has: "yes" }),
  },

  // Custom blocks
  {
    name: "custom block with a number argument",
    text: "when green flag clicked\njump (10)\njump (20)\n\ndefine jump (height)\nchange y by (height)",
    check: (run) => expect(run.sprite().y).toBe(30),
  },
  {
    name: "custom block with a boolean argument",
    text: "when green flag clicked\nstep if <(1) = (1)>\nstep if <(1) = (2)>\nstep if <(2) = (2)>\n\ndefine step if <ok>\nif <ok> then\nmove (10) steps\nend",
    check: (run) => expect(run.sprite().x).toBe(20),
  },
  {
    name: "custom block with text and number arguments",
    text: "when green flag clicked\ngreet [Ada] (3) times\n\ndefine greet (name) (n) times\nset [out v] to []\nrepeat (n)\nset [out v] to (join (out) (name))\nend",
    check: (run) => expect(run.sprite().variables.out).toBe("AdaAdaAda"),
  },
  {
    name: "a recursive custom block",
    text: "when green flag clicked\nset [count v] to (0)\ncountdown (5)\n\ndefine countdown (n)\nif <(n) > (0)> then\nchange [count v] by (1)\ncountdown ((n) - (1))\nend",
    check: (run) => expect(run.sprite().variables.count).toBe(5),
  },

  // Pen
  {
    name: "pen down with a size, then pen up",
    text: "when green flag clicked\nerase all\npen down\nset pen size to (5)\nmove (10) steps",
    check: (run) => expect(run.sprite()).toMatchObject({ isPenDown: true, penSize: 5 }),
  },
  {
    name: "pen up after drawing",
    text: "when green flag clicked\npen down\nmove (10) steps\npen up",
    check: (run) => expect(run.sprite().isPenDown).toBe(false),
  },
  {
    name: "pen colour parameter",
    text: "when green flag clicked\nset pen (color v) to (30)\nchange pen (color v) by (15)",
    check: (run) => expect(run.sprite().penColor).toBe(45),
  },

  // Music
  {
    name: "tempo and rests follow the clock",
    text: "when green flag clicked\nset tempo to (120)\nrest for (2) beats\nplay note (60) for (0.5) beats\nplay drum (1 v) for (0.25) beats\nsay (tempo)",
    check: (run) => {
      expect(run.sprite().bubble?.text).toBe("120");
      expect(run.now()).toBeGreaterThanOrEqual(1000);
    },
  },
];

describe("exported programs behave in Scratch's engine", () => {
  it("has at least 40 behaviour cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("$name", async ({ text, drive, check }) => {
    const run = await exportAndLoad(text);
    try {
      run.greenFlag();
      await (drive ?? untilIdle)(run);
      await check(run);
    } finally {
      run.dispose();
    }
  });
});
