// Classes read in the third batch's answers (issue 27, decision 540), tested on wordings of their
// own: each is repaired where it has one Scratch meaning, and refused with a clear problem where it
// has two.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProgram, repairBlocksText } from "./index";

const repaired = (text: string) => repairBlocksText(text);
const errorsOf = (text: string) => parseProgram(text).diagnostics.filter((d) => d.severity === "error");
/** The pipeline's first two steps: what the validator then reads. */
const read = (raw: string) => repairBlocksText(normalizeBlocksText(raw)).text;

describe("a turn that does not say which way", () => {
  it.each([
    ["turn (180) degrees", "turn right (180) degrees"],
    ["turn (-180) degrees", "turn right (-180) degrees"],
    ["turn (360) degrees", "turn right (360) degrees"],
    ["turn (pick random (-30) to (30)) degrees", "turn right (pick random (-30) to (30)) degrees"],
    ["turn (pick random (45) to (-45)) degrees", "turn right (pick random (45) to (-45)) degrees"],
  ])("turns alike both ways: %s → %s", (line, fixed) => {
    expect(errorsOf(line)).not.toEqual([]);
    const result = repaired(line);
    expect(result.text).toBe(fixed);
    expect(result.rewrites.map((r) => r.rule)).toEqual(["turn-direction"]);
    expect(errorsOf(result.text)).toEqual([]);
  });

  it.each(["turn (90) degrees", "turn (-15) degrees", "turn (pick random (1) to (20)) degrees", "turn (speed) degrees"])(
    "any other amount is Scratch's first turn block, turn right, the sign saying the way (decision 680): %s",
    (line) => {
      // The validator alone still names the missing way; the repair step reads it as turn right.
      expect(errorsOf(line)[0]?.message).toContain("does not say which way to turn");
      const result = repaired(line);
      expect(result.text).toBe(line.replace(/^turn/, "turn right"));
      expect(errorsOf(result.text)).toEqual([]);
    },
  );
});

describe("start sound … until done", () => {
  it.each([
    ["start sound [Chomp v] until done", "play sound (Chomp v) until done"],
    ["start sound (Drum Roll v) until done", "play sound (Drum Roll v) until done"],
  ])("waits for the sound: %s → %s", (line, fixed) => {
    const result = repaired(line);
    expect(result.text).toBe(fixed);
    expect(result.rewrites.map((r) => r.rule)).toContain("sound-until-done");
    expect(errorsOf(result.text)).toEqual([]);
  });

  it("leaves start sound alone where nothing says to wait", () => {
    expect(repaired("start sound (Chomp v)").text).toBe("start sound (Chomp v)");
  });
});

describe("a join inside a join without its own brackets", () => {
  it.each([
    ["say (join [Coins: ] join (coins) [ gold])", "say (join [Coins: ] (join (coins) [ gold]))"],
    ["set [label v] to (join (name) join [ is ] join (age) [ years old])", "set [label v] to (join (name) (join [ is ] (join (age) [ years old])))"],
  ])("%s → %s", (line, fixed) => {
    expect(errorsOf(line)).not.toEqual([]);
    const result = repaired(line);
    expect(result.text).toBe(fixed);
    expect(result.rewrites.map((r) => r.rule)).toContain("nested-join");
    expect(errorsOf(result.text)).toEqual([]);
  });

  it("leaves a join that is already whole", () => {
    for (const line of ["say (join [a] (join [b] [c]))", "say (join [Hi ] (name))"]) expect(repaired(line).text).toBe(line);
  });
});

describe("arithmetic and a comparison in one pair of brackets", () => {
  it.each([
    ["if <(steps) mod (3) = (0)> then", "if <((steps) mod (3)) = (0)> then"],
    ["repeat until <(timer) * (2) > (10)>", "repeat until <((timer) * (2)) > (10)>"],
    ["if <(x position) > (limit) - 20> then", "if <(x position) > ((limit) - (20))> then"],
    ["if <(a) + (1) = (b) - (1)> then", "if <((a) + (1)) = ((b) - (1))> then"],
    ["if <(count) mod 4 = 0> then", "if <((count) mod (4)) = (0)> then"],
  ])("the comparison is outside: %s → %s", (line, fixed) => {
    expect(errorsOf(`${line}\nend`)).not.toEqual([]);
    const result = repaired(`${line}\nend`);
    expect(result.text).toBe(`${fixed}\nend`);
    expect(errorsOf(result.text)).toEqual([]);
  });

  it("leaves two arithmetic operators on one side for the validator (their order is not Scratch's to guess)", () => {
    const line = "if <(a) + (b) * (c) > (10)> then\nend";
    expect(repaired(line).text).toBe(line);
    expect(errorsOf(line)).not.toEqual([]);
  });
});

describe("a call of the program's own block with its values named", () => {
  const program = (call: string, define = "define hop (height) times (count)") => `${define}\nrepeat (count)\nchange y by (height)\nend\n\nwhen green flag clicked\n${call}`;

  it.each([
    ["hop height: (30) count: (2)", "hop (30) times (2)"],
    ["hop height: 30 times: 2", "hop (30) times (2)"],
    ["Hop height: ((size) * (2)) times: (lives)", "Hop ((size) * (2)) times (lives)"],
  ])("by its inputs' names or the words in front of them: %s → %s", (call, fixed) => {
    expect(errorsOf(program(call))).not.toEqual([]);
    const result = repaired(program(call));
    expect(result.text).toBe(program(fixed));
    expect(result.rewrites.map((r) => r.rule)).toContain("labelled-call");
    expect(errorsOf(result.text)).toEqual([]);
  });

  it("takes a block's words and an input's name together", () => {
    const define = "define paint square of size (side) in colour (shade)";
    const result = repaired(program("paint square of size side: 40 in colour shade: [blue]", define));
    expect(result.text).toBe(program("paint square of size (40) in colour [blue]", define));
  });

  it.each(["hop height: (30) speed: (2)", "hop count: (2) height: (30)", "hop height: (30)", "jump height: (30) times: (2)"])(
    "refuses names that are not the block's own, in its order: %s",
    (call) => {
      expect(repaired(program(call)).text).toBe(program(call));
      expect(errorsOf(program(call))).not.toEqual([]);
    },
  );
});

describe("titles and labels between the scripts of a fence", () => {
  it("turns a paragraph of labels and titles over hats into notes", () => {
    const raw = "```\nPlayer: the robot\nGoal: collect every gem (there are five)\n\nRobot script (moves with the arrows):\nwhen green flag clicked\nsay [Go!]\n\nGem: a shiny sprite\nwhen this sprite clicked\nhide\n```";
    const text = read(raw);
    expect(errorsOf(text)).toEqual([]);
    expect(text).toContain("// Player: the robot");
    expect(text).toContain("// Goal: collect every gem (there are five)");
    expect(text).toContain("when green flag clicked // Robot script (moves with the arrows):");
    expect(text).toContain("when this sprite clicked // Gem: a shiny sprite");
    expect(parseProgram(text).program.scripts).toHaveLength(2);
  });

  it.each([
    ["a block's own first word", "```\nwhen green flag clicked\nsay [Hi]\n\nSay: hello there\n```"],
    ["inside a script", "```\nwhen green flag clicked\nRobot: moves\nsay [Hi]\n```"],
  ])("keeps a line that may be a block (%s), so the validator still speaks of it", (_why, raw) => {
    expect(errorsOf(read(raw))).not.toEqual([]);
  });

  it("keeps a line that starts like the program's own block as a block", () => {
    const text = read("```\ndefine Robot (x)\nsay (x)\n\nRobot: (5)\nwhen green flag clicked\nsay [Hi]\n```");
    expect(text).toContain("\nRobot: (5)\n");
  });

  it("keeps a hat written with a colon at the start of an answer", () => {
    const text = read("```\nWhen this sprite clicked:\n  say [Ouch]\n```");
    expect(text.split("\n")[0]).toMatch(/^when this sprite clicked$/i);
    expect(errorsOf(text)).toEqual([]);
  });
});

describe("a colour named in words", () => {
  it.each(["if <touching color [green]?> then\nend", "if touching color [dark blue] then\nend", "wait until <touching colour [red]?>"])(
    "is refused, saying a colour is one exact value: %s",
    (raw) => {
      const errors = errorsOf(read(raw));
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toContain("names many colours, but Scratch tests one exact colour");
    },
  );
});

describe("the mouse pointer written as text in a menu's place", () => {
  it.each([
    ["if <touching [mouse pointer]?> then\nend", "if <touching (mouse-pointer v)?> then\nend"],
    ["point towards [mouse_pointer]", "point towards (mouse-pointer v)"],
    ["wait until <touching [Mouse Pointer]?>", "wait until <touching (mouse-pointer v)?>"],
  ])("%s → %s", (line, fixed) => {
    const result = repaired(line);
    expect(result.text).toBe(fixed);
    expect(errorsOf(result.text)).toEqual([]);
  });
});

describe("a define written with a colon after its word", () => {
  it("is the define, so its calls read as the program's own block", () => {
    const text = read("```\nDefine: spin (turns)\nturn right ((turns) * (360)) degrees\n\nwhen green flag clicked\nspin turns: 2\n```");
    expect(text).toBe("define spin (turns)\nturn right ((turns) * (360)) degrees\n\nwhen green flag clicked\nspin (2)");
    expect(errorsOf(text)).toEqual([]);
  });
});

describe("the words mouse pointer as a text", () => {
  it("stay the author's words where no menu stands", () => {
    for (const line of ["say [mouse pointer]", "say [mouse pointer] for 2 seconds"]) expect(repaired(line).text).not.toContain("mouse-pointer");
  });
});

describe("run without screen refresh written as a line under its define", () => {
  const define = (setting: string) => `\`\`\`\ndefine draw star (size)\n  ${setting}\n  repeat (5)\n    move (size) steps\n    turn right (144) degrees\n  end\n\nwhen green flag clicked\ndraw star (50)\n\`\`\``;

  it.each(["Run without screen refresh: true", "run without screen refresh: yes", "Run without screen refresh"])("is the define's setting: %s", (setting) => {
    const text = read(define(setting));
    expect(errorsOf(text)).toEqual([]);
    const definition = parseProgram(text).program.scripts[0]?.blocks[0];
    expect(definition?.procedure?.warp).toBe(true);
  });

  it("false is Scratch's default: a note, and the define runs with screen refresh", () => {
    const text = read(define("Run without screen refresh: false"));
    expect(errorsOf(text)).toEqual([]);
    expect(parseProgram(text).program.scripts[0]?.blocks[0]?.procedure?.warp).toBe(false);
  });

  it("is no setting away from a define", () => {
    expect(errorsOf(read("```\nwhen green flag clicked\nrun without screen refresh: true\nmove (10) steps\n```"))).not.toEqual([]);
  });
});
