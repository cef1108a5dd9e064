// No silent change of meaning (issue 13, point 5): names that collide with Scratch's built-in
// reporters, custom-block edge cases and sprites named but not made. Each program is parsed,
// exported as .sb3, validated by scratch-parser and run in Scratch's own engine (scratch-vm);
// the test asserts what the sprite says or does, so "it parsed" is never taken for "it works".
import { describe, expect, it } from "vitest";
import { hasErrors, type DiagnosticCode } from "../program";
import { parseProgram } from "../program.parse";
import { toProjectJson, toSb3 } from "./index";
import { validateWithScratchParser } from "./test-support/scratch-parser.validate";
import { loadInVm, type TVmRun } from "./test-support/scratch-vm.harness";

interface TCase {
  name: string;
  text: string;
  /** Warning codes the program must get (it must never get an error). */
  warnings?: DiagnosticCode[];
  check: (run: TVmRun) => void;
}

const said = (run: TVmRun) => run.saidTexts;

const inputNamedLike = (reporter: string, value: string, use = `say (${reporter})`): TCase => ({
  name: `a custom-block input named "${reporter}" is the input, not the built-in reporter`,
  text: `define show (${reporter})\n${use}\n\nwhen green flag clicked\nshow [${value}]`,
  check: (run) => expect(said(run)).toEqual([value]),
});

const variableNamedLike = (reporter: string, value: string): TCase => ({
  name: `a variable named "${reporter}" is the variable, not the built-in reporter`,
  text: `when green flag clicked\nset [${reporter} v] to [${value}]\nsay (${reporter})`,
  // Said once: the reader learns which of the two the name means here.
  warnings: ["ambiguous-name"],
  check: (run) => {
    expect(said(run)).toEqual([value]);
    expect(run.sprite().variables[reporter]).toBe(value);
  },
});

const listNamedLike = (reporter: string): TCase => ({
  name: `a list named "${reporter}" is the list, not the built-in reporter`,
  text: `when green flag clicked\ndelete all of [${reporter} v]\nadd [red] to [${reporter} v]\nadd [blue] to [${reporter} v]\nsay (${reporter})`,
  warnings: ["ambiguous-name"],
  check: (run) => {
    expect(said(run)).toEqual(["red blue"]);
    expect(run.sprite().lists[reporter]).toEqual(["red", "blue"]);
  },
});

const cases: TCase[] = [
  // Custom-block inputs named like built-in reporters, read inside their define.
  ...(
    [
      ["size", "42"],
      ["answer", "yes please"],
      ["direction", "7"],
      ["x position", "33"],
      ["y position", "-12"],
      ["timer", "5"],
      ["volume", "12"],
      ["tempo", "77"],
      ["loudness", "3"],
      ["username", "Ada"],
      ["distance", "4"],
      ["mouse x", "50"],
      ["mouse y", "-50"],
      ["days since 2000", "1"],
    ] as const
  ).map(([reporter, value]) => inputNamedLike(reporter, value)),
  {
    name: "an input named size is the input inside an operator too",
    text: "define grow to (size)\nsay ((size) + (10))\n\nwhen green flag clicked\ngrow to (40)",
    check: (run) => expect(said(run)).toEqual(["50"]),
  },
  {
    name: "inputs named x position and y position place the sprite",
    text: "define put at (x position) (y position)\ngo to x: (x position) y: (y position)\n\nwhen green flag clicked\nput at (30) (40)",
    check: (run) => expect(run.sprite()).toMatchObject({ x: 30, y: 40 }),
  },
  {
    name: "a boolean input named like a built-in condition is the input",
    text: "define check <mouse down?>\nif <mouse down?> then\n  say [yes]\nelse\n  say [no]\nend\n\nwhen green flag clicked\ncheck <(1) = (1)>",
    check: (run) => expect(said(run)).toEqual(["yes"]),
  },
  {
    name: "an input named like a variable is the input inside its define, the variable outside",
    text: "define show (score)\nsay (score) for (0.1) seconds\n\nwhen green flag clicked\nset [score v] to (5)\nshow (9)\nsay (score)",
    check: (run) => expect(said(run)).toEqual(["9", "5"]),
  },
  {
    name: "outside its define, (size) is Looks' size again",
    text: "define grow (size)\nsay (size) for (0.1) seconds\n\nwhen green flag clicked\ngrow (42)\nsay (size)",
    check: (run) => expect(said(run)).toEqual(["42", "100"]),
  },
  {
    name: "a tempo input does not pull in the Music extension",
    text: "define beat (tempo)\nsay (tempo)\n\nwhen green flag clicked\nbeat (120)",
    check: (run) => {
      expect(said(run)).toEqual(["120"]);
      expect(run.vm.runtime.targets.length).toBe(2);
    },
  },

  // Variables named like built-in reporters.
  ...(
    [
      ["answer", "5"],
      ["size", "3"],
      ["timer", "10"],
      ["tempo", "90"],
      ["loudness", "8"],
      ["username", "Ada"],
      ["distance", "12"],
      ["volume", "30"],
      ["backdrop name", "beach"],
    ] as const
  ).map(([reporter, value]) => variableNamedLike(reporter, value)),
  {
    name: "a variable named direction points the sprite",
    text: "when green flag clicked\nset [direction v] to (45)\npoint in direction (direction)",
    warnings: ["ambiguous-name"],
    check: (run) => expect(run.sprite().direction).toBe(45),
  },
  {
    name: "a variable named x position moves the sprite",
    text: "when green flag clicked\nset [x position v] to (77)\nchange [x position v] by (3)\nset x to (x position)",
    warnings: ["ambiguous-name"],
    check: (run) => expect(run.sprite().x).toBe(80),
  },
  {
    name: "a variable named answer is the variable, said once",
    text: "when green flag clicked\nset [answer v] to (0)\nrepeat (3)\n  change [answer v] by (2)\n  say (answer) for (0.01) seconds\nend\nsay (answer)",
    warnings: ["ambiguous-name"],
    check: (run) => expect(said(run)).toEqual(["2", "4", "6", "6"]),
  },
  {
    name: "without a variable of that name, (answer) is Sensing's answer (empty before any ask)",
    text: "when green flag clicked\nsay (join [you said: ] (answer))",
    check: (run) => {
      expect(said(run)).toEqual(["you said: "]);
      expect(run.sprite().variables).not.toHaveProperty("answer");
      expect(run.stage().variables).not.toHaveProperty("answer");
    },
  },

  // Lists named like built-in reporters.
  listNamedLike("size"),
  listNamedLike("answer"),
  listNamedLike("timer"),

  // Custom-block calls.
  {
    name: "a call written with :: custom runs its define",
    text: "define hop (n)\nchange y by (n)\n\nwhen green flag clicked\nhop (10) :: custom\nhop (5) :: custom",
    check: (run) => expect(run.sprite().y).toBe(15),
  },
  {
    name: "a call without inputs written with :: custom runs its define",
    text: "define jump\nchange y by (20)\n\nwhen green flag clicked\njump :: custom",
    check: (run) => expect(run.sprite().y).toBe(20),
  },
  {
    name: "a :: custom call inside a loop runs its define each time",
    text: "define step (n) <back>\nif <back> then\n  change x by ((0) - (n))\nelse\n  change x by (n)\nend\n\nwhen green flag clicked\nrepeat (4)\n  step (10) <(1) = (2)> :: custom\nend",
    check: (run) => expect(run.sprite().x).toBe(40),
  },
  {
    name: "a define worded like a built-in block runs when called (with a warning)",
    text: "define say (words)\nthink (words)\n\nwhen green flag clicked\nsay [hi]",
    warnings: ["ambiguous-name"],
    check: (run) => expect(said(run)).toEqual(["think:hi"]),
  },
  {
    name: "a define worded like move steps runs its own body",
    text: "define move (n) steps\nchange y by (n)\n\nwhen green flag clicked\nmove (10) steps",
    warnings: ["ambiguous-name"],
    check: (run) => expect(run.sprite()).toMatchObject({ x: 0, y: 10 }),
  },

  // A custom-block input read outside its own define: Scratch reports 0 (false), with a warning.
  {
    name: "an input read in another script reports 0 and makes no variable",
    text: "define jump (height)\nchange y by (height)\n\nwhen green flag clicked\njump (10)\nsay (height)",
    warnings: ["argument-outside-define"],
    check: (run) => {
      expect(said(run)).toEqual(["0"]);
      expect(run.sprite().y).toBe(10);
      expect(run.sprite().variables).not.toHaveProperty("height");
    },
  },
  {
    name: "a boolean input read outside its define is false",
    text: "define move fast <turbo>\nmove (10) steps\n\nwhen green flag clicked\nmove fast <(1) = (1)>\nif <turbo> then\n  say [yes]\nelse\n  say [no]\nend",
    warnings: ["argument-outside-define"],
    check: (run) => expect(said(run)).toEqual(["no"]),
  },
  {
    name: "an input read inside a different define reports 0",
    text: "define greet (who)\nsay (who) for (0.1) seconds\nwave\n\ndefine wave\nthink (who)\n\nwhen green flag clicked\ngreet [Sam]",
    warnings: ["argument-outside-define"],
    check: (run) => expect(said(run)).toEqual(["Sam", "think:0"]),
  },

  // Near-misses of built-in reporters become variables, with a "did you mean" warning first.
  {
    name: "(x pos) is a new variable (warned), not x position",
    text: "when green flag clicked\nset x to (50)\nsay (x pos)",
    warnings: ["similar-name"],
    check: (run) => {
      expect(said(run)).toEqual(["0"]);
      expect(run.sprite().variables).toHaveProperty("x pos");
    },
  },
  {
    name: "(costume number) is a new variable (warned), not the costume number",
    text: "when green flag clicked\nnext costume\nsay (costume number)",
    warnings: ["similar-name"],
    check: (run) => expect(said(run)).toEqual(["0"]),
  },

  // Sprites named in menus but not made: the project gets them, empty, and runs.
  {
    name: "go to another sprite goes where that sprite stands",
    text: "when green flag clicked\ngo to (Ball v)",
    warnings: ["other-sprite"],
    check: (run) => {
      const ball = run.sprite("Ball");
      expect(run.sprite("Sprite1")).toMatchObject({ x: ball.x, y: ball.y });
      expect(ball.x === 0 && ball.y === 0).toBe(false);
    },
  },
  {
    name: "x position of another sprite reports that sprite's x",
    text: "when green flag clicked\nsay ([x position v] of (Cat v))",
    warnings: ["other-sprite"],
    check: (run) => expect(said(run)).toEqual([String(run.sprite("Cat").x)]),
  },
  {
    name: "create clone of another sprite clones it",
    text: "when green flag clicked\ncreate clone of (Ball v)\ncreate clone of (Ball v)",
    warnings: ["other-sprite"],
    check: (run) => expect(run.cloneCount("Ball")).toBe(2),
  },
  {
    name: "touching another sprite that is far away is false",
    text: "when green flag clicked\nif <touching (Paddle v)?> then\n  say [hit]\nelse\n  say [miss]\nend",
    warnings: ["other-sprite"],
    check: (run) => expect(said(run)).toEqual(["miss"]),
  },
  {
    name: "the program's own sprite named in lower case is still that sprite",
    text: "when green flag clicked\nset x to (40)\nsay ([x position v] of (sprite1 v))",
    check: (run) => expect(said(run)).toEqual(["40"]),
  },
  {
    name: "one other sprite spelt two ways is one sprite",
    text: "when green flag clicked\ngo to (Ball v)\nsay (distance to (ball v))",
    warnings: ["other-sprite"],
    check: (run) => {
      expect(run.vm.runtime.targets.filter((t) => !t.isStage).map((t) => t.getName())).toEqual(["Sprite1", "Ball"]);
      expect(said(run)).toEqual(["0"]);
    },
  },
  {
    name: "two other sprites are both added, each once",
    text: "when green flag clicked\ngo to (Ball v)\npoint towards (Goal v)\nsay (distance to (Ball v))",
    warnings: ["other-sprite", "other-sprite"],
    check: (run) => {
      expect(run.sprite("Goal").name).toBe("Goal");
      expect(said(run)).toEqual(["0"]);
    },
  },
];

describe("no silent change of meaning, proven in Scratch's engine", () => {
  it("has at least 40 programs", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)("$name", async ({ text, warnings = [], check }) => {
    const { program, diagnostics } = parseProgram(text);
    expect(hasErrors(diagnostics), JSON.stringify(diagnostics)).toBe(false);
    expect(diagnostics.map((d) => d.code)).toEqual(warnings);
    // Names made by the author never pull in an extension the program did not ask for.
    expect(toProjectJson(program).extensions).toEqual([]);
    const sb3 = await toSb3(program);
    const parsed = await validateWithScratchParser(sb3);
    expect(parsed.ok, parsed.ok ? "" : parsed.error).toBe(true);
    const run = await loadInVm(sb3);
    try {
      run.greenFlag();
      const frames = await run.runUntilIdle(2_000);
      expect(frames).toBeLessThan(2_000);
      check(run);
    } finally {
      run.dispose();
    }
  });
});
