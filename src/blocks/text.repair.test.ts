import { describe, expect, it } from "vitest";
import { validCorpus } from "./corpus/valid-corpus";
import { normalizeBlocksText, parseProgram, repairBlocksText, type Block, type InputValue, type Program } from "./index";

/** What a program means for Scratch: opcodes and stored values, not how they were spelled. */
function meaning(program: Program): unknown {
  const value = (v: InputValue): unknown => (v.type === "block" ? block(v.block) : v.type === "menu" ? ["menu", v.value] : v.type === "literal" ? [v.kind, v.value.toLowerCase()] : null);
  const block = (b: Block): unknown => [
    b.opcode,
    Object.entries(b.inputs).map(([k, v]) => [k, value(v)]),
    Object.entries(b.fields).map(([k, f]) => [k, f.value]),
    Object.entries(b.substacks).map(([k, s]) => [k, (s ?? []).map(block)]),
    b.procedure ? [b.procedure.proccode, b.procedure.arguments.map(value)] : null,
  ];
  return program.scripts.map((s) => s.blocks.map(block));
}

/**
 * Respellings models make of a correct line, each with exactly one Scratch 3 meaning: the
 * repair must undo every one of them. Applied to the valid corpus by a seeded random choice.
 */
const RESPELLINGS: readonly [RegExp, string][] = [
  [/^when green flag clicked$/, "when flag is clicked"],
  [/^(say|think) (.*) for (\(.*\)) seconds$/, "$1 $2 for $3 secs"],
  [/^wait (\(.*\)) seconds$/, "wait $1 secs"],
  [/^if (<.*>) then$/, "if $1"],
  [/\(mouse-pointer v\)/, "(mouse pointer v)"],
  [/^start sound \((.*) v\)$/, "play sound [$1 v]"],
  [/^stop \[all v\]$/, "stop all"],
  [/^stop \[this script v\]$/, "stop script"],
  [/^next backdrop$/, "next background"],
  [/^erase all$/, "clear"],
  [/^go to \[front v\] layer$/, "go to front"],
  [/^switch costume to \((.*) v\)$/, "switch to costume [$1 v]"],
  [/\(costume \[number v\]\)/, "(costume #)"],
  [/\(backdrop \[name v\]\)/, "(backdrop name)"],
  [/^move \((\d+)\) steps$/, "move $1 steps"],
  [/^repeat \((\d+)\)$/, "repeat $1 times"],
  [/<touching \((edge|mouse-pointer) v\)\?>/, "<touching [$1 v]?>"],
  [/<key \((.*?) v\) pressed\?>/, "<key [$1 v] pressed?>"],
  [/\[#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3\]/, "[#$1$2$3]"],
  [/<<(.*)> and <(.*)>>/, "<<$1> && <$2>>"],
  [/^say \[([^\]]*)\]$/, 'say "$1"'],
];

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function respell(text: string, random: () => number): { text: string; changed: number } {
  let changed = 0;
  const lines = text.split("\n").map((line) => {
    const indent = /^\s*/.exec(line)?.[0] ?? "";
    const code = line.slice(indent.length);
    if (code.includes("//") || random() < 0.3) return line;
    for (const [pattern, replacement] of RESPELLINGS) {
      if (pattern.test(code)) {
        changed++;
        return indent + code.replace(pattern, replacement);
      }
    }
    return line;
  });
  return { text: lines.join("\n"), changed };
}

describe("repairBlocksText", () => {
  it("leaves every program of the valid corpus exactly as it is", () => {
    for (const sample of validCorpus) {
      const text = normalizeBlocksText(sample.text);
      expect(repairBlocksText(text), sample.name).toEqual({ text, rewrites: [] });
    }
  });

  it("undoes model respellings of valid programs: same text, same meaning, one rewrite or more per respelled line (seeded)", () => {
    const random = seeded(13);
    let respelled = 0;
    for (let round = 0; round < 6; round++) {
      for (const sample of validCorpus) {
        const text = normalizeBlocksText(sample.text);
        const sloppy = respell(text, random);
        respelled += sloppy.changed;
        const repaired = repairBlocksText(sloppy.text);
        expect(repaired.text, `${sample.name}, round ${round}`).toBe(text);
        expect(meaning(parseProgram(repaired.text).program)).toEqual(meaning(parseProgram(text).program));
        const linesRewritten = new Set(repaired.rewrites.map((r) => r.line));
        const linesChanged = sloppy.text.split("\n").filter((line, i) => line !== text.split("\n")[i]).length;
        expect(linesRewritten.size).toBe(linesChanged);
      }
    }
    expect(respelled).toBeGreaterThan(150);
  });

  it("is idempotent and keeps every line (adding only the `end` lines it lists, taking out only blank lines inside a script it joins) on seeded random mixes of good and sloppy lines", () => {
    const random = seeded(2026);
    const pool = validCorpus.flatMap((s) => normalizeBlocksText(s.text).split("\n"));
    const sloppyLines = ["if ((x position) > (5)) then", "wait 1 secs", "say (join [a] and [b])", "<<mouse down?>>", "if <(a) >= (b)>", "go to [mouse pointer v]", "set pen color to [#abc]", "forever if <mouse down?>", "end.", "else:", "repeat 3 times", 'say "hi"', "(", "[", "<", "if <<a> and <b> or <c>> then"];
    for (let run = 0; run < 60; run++) {
      const lines: string[] = [];
      const n = 3 + Math.floor(random() * 25);
      for (let i = 0; i < n; i++) {
        const from = random() < 0.3 ? sloppyLines : pool;
        lines.push(from[Math.floor(random() * from.length)] ?? "");
      }
      const text = lines.join("\n");
      const once = repairBlocksText(text);
      const repairedLines = once.text.split("\n");
      const added = once.rewrites.filter((r) => r.rule === "close-c-block").map((r) => r.line);
      for (const line of added) expect(repairedLines[line - 1]?.trim()).toBe("end");
      // Each delivered line's given line: the given lines in order, blank ones skipped only where a join took them out.
      const kept = repairedLines.map((_, i) => i).filter((i) => !added.includes(i + 1));
      const givenIndex = new Map<number, number>();
      let given = 0;
      for (const i of kept) {
        while (given < lines.length && (lines[given] ?? "").trim() === "" && (repairedLines[i] ?? "").trim() !== "") given++;
        givenIndex.set(i, given++);
      }
      expect(given).toBe(lines.length);
      const rewritten = new Set(once.rewrites.filter((r) => r.rule !== "close-c-block" && r.rule !== "join-script").map((r) => r.line - 1));
      for (const i of kept) if (!rewritten.has(i)) expect(repairedLines[i]).toBe(lines[givenIndex.get(i) ?? -1]);
      expect(lines.length - kept.length > 0).toBe(once.rewrites.some((r) => r.rule === "join-script"));
      expect(repairBlocksText(once.text)).toEqual({ text: once.text, rewrites: [] });
      for (const rewrite of once.rewrites.filter((r) => r.rule !== "close-c-block" && r.rule !== "join-script")) {
        expect(repairedLines[rewrite.line - 1]).not.toBe(lines[givenIndex.get(rewrite.line - 1) ?? -1]);
      }
    }
  });

  it("never adds an error: the repaired text has no more errors than the text it was given, line by line", () => {
    const random = seeded(99);
    for (const sample of validCorpus) {
      const sloppy = respell(normalizeBlocksText(sample.text), random).text;
      const before = parseProgram(sloppy).diagnostics.filter((d) => d.severity === "error").length;
      const after = parseProgram(repairBlocksText(sloppy).text).diagnostics.filter((d) => d.severity === "error").length;
      expect(after).toBeLessThanOrEqual(before);
    }
  });

  it("records line, before, after and a reason for each rewrite, keeping indentation and comments", () => {
    const text = ["when green flag clicked", "forever", "  if <touching [edge v]?> // bounce back", "    turn right (180) degrees", "  end", "end"].join("\n");
    const { text: repaired, rewrites } = repairBlocksText(text);
    expect(repaired.split("\n")[2]).toBe("  if <touching (edge v)?> then // bounce back");
    expect(rewrites).toEqual([
      { line: 3, before: "if <touching [edge v]?>", after: "if <touching [edge v]?> then", rule: "scratch2-wording", reason: expect.any(String) },
      { line: 3, before: "[edge v]", after: "(edge v)", rule: "menu-brackets", reason: expect.any(String) },
    ]);
  });

  it("leaves text with no single Scratch 3 meaning for the validator", () => {
    for (const line of ["forever if <touching (edge v)?>", "say (user id)", "if <<a> and <b> or <c>> then", "set pen color to [red]", "if touching color red then", "if <this option is correct> then", "when a key pressed", "wait until key enter pressed?", "set pen color to (200)", "go to (cursor v)", "point towards (Mouse v)"]) {
      const text = `when green flag clicked\n${line}\nend`;
      expect(repairBlocksText(text).rewrites, line).toEqual([]);
    }
  });

  it("adds the `end` a model left off where the indentation shows the C-block's blocks stop, and lists it", () => {
    const ifElse = ["when I receive [next v]", "if <(index) > (10)> then", "    broadcast (level 2 v)", "else", "    broadcast (question v)", "say [done]"].join("\n");
    const { text, rewrites } = repairBlocksText(ifElse);
    expect(text.split("\n")).toEqual(["when I receive [next v]", "if <(index) > (10)> then", "    broadcast (level 2 v)", "else", "    broadcast (question v)", "end", "say [done]"]);
    expect(rewrites).toEqual([{ line: 6, before: "", after: "end", rule: "close-c-block", reason: expect.stringContaining("line 2") }]);
    expect(parseProgram(text).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("closes nested C-blocks left open at the end of a script, inner first, and shifts later rewrites to the delivered lines", () => {
    const text = ["when green flag clicked", "forever", "  if <touching [edge v]?> then", "    turn right (180) degrees", "  say [x]", "", "when this sprite clicked", "say [hi] for 2 secs"].join("\n");
    const repaired = repairBlocksText(text);
    expect(repaired.text.split("\n")).toEqual(["when green flag clicked", "forever", "  if <touching (edge v)?> then", "    turn right (180) degrees", "  end", "  say [x]", "end", "", "when this sprite clicked", "say [hi] for (2) seconds"]);
    expect(repaired.rewrites.map((r) => [r.line, r.rule])).toEqual([
      [3, "menu-brackets"],
      [5, "close-c-block"],
      [7, "close-c-block"],
      [10, "bare-number"],
      [10, "scratch2-wording"],
    ]);
    expect(parseProgram(repaired.text).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("closes an indented body that goes on past a blank line after its last indented block", () => {
    const text = ["when green flag clicked", "forever", "  move (10) steps", "", "  turn right (15) degrees", "", "when this sprite clicked", "say [hi]"].join("\n");
    const repaired = repairBlocksText(text);
    expect(repaired.text.split("\n")).toEqual(["when green flag clicked", "forever", "  move (10) steps", "", "  turn right (15) degrees", "end", "", "when this sprite clicked", "say [hi]"]);
    expect(parseProgram(repaired.text).diagnostics).toEqual([]);
  });

  it("adds no `end` where nothing says where the blocks stop: an unindented body with blocks that could be inside or after", () => {
    const text = ["when green flag clicked", "repeat (3)", "move (10) steps", "end", "forever", "  say [a]", "    end", "  end"].join("\n");
    expect(repairBlocksText(text).rewrites.filter((r) => r.rule === "close-c-block")).toEqual([]);
    // `say [done]` may be inside the repeat or after it: left for the validator and the model.
    const either = ["when green flag clicked", "repeat (3)", "move (10) steps", "say [done]"].join("\n");
    expect(repairBlocksText(either)).toEqual({ text: either, rewrites: [] });
    // A forever can have nothing after it, so its unindented body runs to the script's end.
    expect(repairBlocksText(["when green flag clicked", "forever", "move (10) steps", "if on edge, bounce"].join("\n")).text.split("\n").at(-1)).toBe("end");
  });

  it("joins a stack a blank line cut off the script with a hat above it, lists the join, and shifts later rewrites up", () => {
    const text = ["when green flag clicked", "set [speed v] to (0)", "", "forever", "  move (speed) steps", "", "when this sprite clicked", "say [hi] for 2 secs"].join("\n");
    const repaired = repairBlocksText(text);
    expect(repaired.text.split("\n")).toEqual(["when green flag clicked", "set [speed v] to (0)", "forever", "  move (speed) steps", "end", "", "when this sprite clicked", "say [hi] for (2) seconds"]);
    expect(repaired.rewrites.map((r) => [r.line, r.rule])).toEqual([
      [3, "join-script"],
      [5, "close-c-block"],
      [8, "bare-number"],
      [8, "scratch2-wording"],
    ]);
    expect(repaired.rewrites[0]).toMatchObject({ before: "", after: "forever", reason: expect.stringContaining("blank line") });
    expect(parseProgram(repaired.text).diagnostics.filter((d) => d.code === "script-without-hat")).toEqual([]);
    expect(repairBlocksText(repaired.text)).toEqual({ text: repaired.text, rewrites: [] });
  });

  it("joins no stack where another reading is possible: under a cap, under a stack without a hat, a reporter alone, or at a whole project's top level", () => {
    const afterCap = ["when green flag clicked", "forever", "  move (10) steps", "end", "", "say [never]"].join("\n");
    expect(repairBlocksText(afterCap)).toEqual({ text: afterCap, rewrites: [] });
    const noHat = ["say [one]", "", "say [two]"].join("\n");
    expect(repairBlocksText(noHat)).toEqual({ text: noHat, rewrites: [] });
    const reporter = ["when green flag clicked", "say [hi]", "", "(score)"].join("\n");
    expect(repairBlocksText(reporter)).toEqual({ text: reporter, rewrites: [] });
    // Project text writes an opened project's loose stacks at the top level: they stay loose.
    const project = ["// sprite: Cat", "when green flag clicked", "say [hi]", "", "move (10) steps", "", "// sprite: Dog", "when green flag clicked", "  say [woof]", "", "  hide"].join("\n");
    const repaired = repairBlocksText(project);
    expect(repaired.text.split("\n")).toEqual(["// sprite: Cat", "when green flag clicked", "say [hi]", "", "move (10) steps", "", "// sprite: Dog", "when green flag clicked", "  say [woof]", "  hide"]);
    expect(repaired.rewrites.map((r) => [r.line, r.rule])).toEqual([[10, "join-script"]]);
  });

  it("reads a block typed with loose values inside round brackets as that block, never as a variable named after its words", () => {
    const text = ["when green flag clicked", "set [speed v] to (pick random 4 to 10)", "change x by (pick random -3 to 3)", "say (join \"Hi \" \"there\")", "change [speed v] by (speed * -1)"].join("\n");
    const repaired = repairBlocksText(text);
    expect(repaired.text.split("\n")).toEqual(["when green flag clicked", "set [speed v] to (pick random (4) to (10))", "change x by (pick random (-3) to (3))", "say (join [Hi ] [there])", "change [speed v] by ((speed) * (-1))"]);
    const variables = parseProgram(repaired.text).program.variables.map((v) => v.name);
    expect(variables).toEqual(["speed"]);
    // A variable the program sets under such a name is the author's own.
    const own = ["when green flag clicked", "set [pick random 4 to 10 v] to (0)", "say (pick random 4 to 10)"].join("\n");
    expect(repairBlocksText(own)).toEqual({ text: own, rewrites: [] });
  });

  it("reads a built-in reporter spelled like a programmer's name as the reporter, unless the program sets that variable or a define takes that input", () => {
    const text = ["when green flag clicked", "if <(y_position) < (-140)> then", "  say (costume_number)", "end", "go to x: (mouseX) y: (0)"].join("\n");
    const repaired = repairBlocksText(text);
    expect(repaired.text.split("\n")).toEqual(["when green flag clicked", "if <(y position) < (-140)> then", "  say (costume [number v])", "end", "go to x: (mouse x) y: (0)"]);
    expect(repaired.rewrites.map((r) => [r.line, r.rule])).toEqual([
      [2, "reporter-name"],
      [3, "reporter-name"],
      [5, "reporter-name"],
    ]);
    const own = ["define hop (y_position)", "say (y_position)", "", "when green flag clicked", "set [x_position v] to (1)", "say (x_position)", "hop (2)"].join("\n");
    expect(repairBlocksText(own)).toEqual({ text: own, rewrites: [] });
  });

  it("puts a variable named without brackets into its menu where the program uses it as a variable, never one of Scratch's own settings", () => {
    const text = ["when green flag clicked", "set score to 0", "change my lives by -1", "set size to 50", "change x by 10", "set ghost effect to 50", "change pen size by 1", "say (join (score) (my lives))"].join("\n");
    expect(repairBlocksText(text).text.split("\n")).toEqual([
      "when green flag clicked",
      "set [score v] to (0)",
      "change [my lives v] by (-1)",
      "set size to (50)",
      "change x by (10)",
      "set [ghost v] effect to (50)",
      "change pen size by (1)",
      "say (join (score) (my lives))",
    ]);
    // A name the program never uses as a variable may be a block that does not exist.
    const invented = ["when green flag clicked", "set rotation to (90)"].join("\n");
    expect(repairBlocksText(invented)).toEqual({ text: invented, rewrites: [] });
    // The program's own block worded so is called as it is.
    const own = ["define set speed to (n)", "say (n)", "", "when green flag clicked", "set speed to (5)"].join("\n");
    expect(repairBlocksText(own)).toEqual({ text: own, rewrites: [] });
  });

  it("puts a project's own names and a sprite's words written without brackets into the block's slot", () => {
    const text = [
      "when I receive game over",
      "switch costume to costume2",
      "play sound meow until done",
      "broadcast next level and wait",
      "switch backdrop to Level 1",
      "say Well done! for 2 seconds",
      "ask What is your name? and wait",
      "say answer",
      "think lives",
      "set [lives v] to (3)",
    ].join("\n");
    expect(repairBlocksText(text).text.split("\n")).toEqual([
      "when I receive [game over v]",
      "switch costume to (costume2 v)",
      "play sound (meow v) until done",
      "broadcast (next level v) and wait",
      "switch backdrop to (Level 1 v)",
      "say [Well done!] for (2) seconds",
      "ask [What is your name?] and wait",
      "say (answer)",
      "think (lives)",
      "set [lives v] to (3)",
    ]);
    // The program's own block worded so is its own.
    const own = ["define say hello to (name)", "say (name)", "", "when green flag clicked", "say hello to [Ann]"].join("\n");
    expect(repairBlocksText(own)).toEqual({ text: own, rewrites: [] });
  });

  it("brackets quoted text that closes a condition", () => {
    expect(repairBlocksText('if <(answer) = "yes"> then').text).toBe("if <(answer) = [yes]> then");
  });

  it("judges a call of the program's own block with its define: a custom block named like a Scratch 2 block keeps its name", () => {
    const text = ["define wait (t) secs", "say (t)", "", "when green flag clicked", "wait (2) secs"].join("\n");
    expect(repairBlocksText(text)).toEqual({ text, rewrites: [] });
  });
});
