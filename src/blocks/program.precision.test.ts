// Issue 13, points 2–5 at the validator level: other sprites are warnings; one diagnostic per
// mistake with a hint that fixes it; indentation is evidence (and ordinary indentation styles
// are never flagged); names the author made are never replaced by built-ins; the prose
// stripper never drops a block line. The behaviour in Scratch's engine is proven in
// sb3/sb3.silent-change.test.ts.
import { describe, expect, it } from "vitest";
import { invalidCorpus } from "./corpus/invalid-corpus";
import { validCorpus } from "./corpus/valid-corpus";
import { hasErrors, walkBlocks, type Block, type Program } from "./program";
import { otherSpritesNamed } from "./program.sprites";
import { normalizeBlocksText, parseProgram, toProjectJson, vocabulary } from "./index";

const allBlocks = (program: Program): Block[] => {
  const out: Block[] = [];
  for (const script of program.scripts) walkBlocks(script.blocks, (b) => out.push(b));
  return out;
};

describe("other sprites are not errors (point 2)", () => {
  const cases = [
    ["touching (Paddle v)?", "when green flag clicked\nif <touching (Paddle v)?> then\n  say [hit]\nend", ["Paddle"]],
    ["go to (Ball v)", "when green flag clicked\ngo to (Ball v)", ["Ball"]],
    ["([x position v] of (Cat v))", "when green flag clicked\nsay ([x position v] of (Cat v))", ["Cat"]],
    ["several, each once", "when green flag clicked\ngo to (Ball v)\npoint towards (Goal v)\nglide (1) secs to (Ball v)\ncreate clone of (Goal v)", ["Ball", "Goal"]],
  ] as const;

  it.each(cases)("%s: a warning naming the sprite, and the sprite in the project", (_name, text, sprites) => {
    const { program, diagnostics } = parseProgram(text);
    expect(hasErrors(diagnostics)).toBe(false);
    expect(diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(sprites.map(() => "warning other-sprite"));
    sprites.forEach((sprite, i) => expect(diagnostics[i]?.message).toContain(`"${sprite}"`));
    expect(otherSpritesNamed(program)).toEqual(sprites);
    const project = toProjectJson(program);
    expect(project.targets.map((t) => t.name)).toEqual(["Stage", "Sprite1", ...sprites]);
    for (const target of project.targets.slice(2)) {
      expect(target.blocks).toEqual({});
      expect(target.costumes.length).toBe(1);
    }
  });

  it("keeps menu words that are not sprites as errors, and declared sprites silent", () => {
    expect(parseProgram("when green flag clicked\ngo to (mouse pointer v)").diagnostics.map((d) => d.code)).toEqual(["unknown-menu-option"]);
    expect(parseProgram("when green flag clicked\nif <touching (edges v)?> then\nend").diagnostics.map((d) => d.code)).toEqual(["unknown-menu-option"]);
    expect(parseProgram("when green flag clicked\ngo to (Ball v)", { spriteNames: ["Sprite1", "Ball"] }).diagnostics).toEqual([]);
    expect(toProjectJson(parseProgram("when green flag clicked\ngo to (Sprite1 v)").program).targets.length).toBe(2);
  });
});

describe("one diagnostic per mistake, with a hint that fixes it (point 3)", () => {
  const precise = invalidCorpus.filter((p) => ["operator-form", "wrong-brackets", "nary-boolean"].includes(p.code));

  it("has cases for each kind of operator and bracket mistake", () => {
    expect(precise.length).toBeGreaterThanOrEqual(15);
  });

  it.each(precise.map((p) => [p.name, p] as const))("%s", (_name, p) => {
    const text = normalizeBlocksText(p.text);
    const { diagnostics } = parseProgram(text);
    // Exactly one message, on the mistake's line: no cascade of garbled unknown blocks.
    expect(diagnostics.map((d) => `${d.code}@${d.line}`)).toEqual([`${p.code}@${p.line}`]);
    const [d] = diagnostics;
    // The hint is the author's line in Scratch's form: pasting it in fixes the program.
    expect(d?.hint).toBeDefined();
    const lines = text.split("\n");
    const indent = /^\s*/.exec(lines[p.line - 1] ?? "")?.[0] ?? "";
    lines[p.line - 1] = indent + (d?.hint ?? "");
    expect(parseProgram(lines.join("\n")).diagnostics).toEqual([]);
    // A hint never quotes scratchblocks' garbled re-spelling of the line.
    expect(d?.hint).not.toMatch(/ \?>|turn cw|turn ccw|<\(\w+\)>/);
  });

  it("names the Scratch form in the message for >=, <=, != and join glue", () => {
    const message = (line: string) => parseProgram(`when green flag clicked\n${line}`).diagnostics[0]?.message ?? "";
    expect(message("wait until <(timer) >= (5)>")).toContain("<not <(timer) < (5)>>");
    expect(message("wait until <(timer) <= (5)>")).toContain("<not <(timer) > (5)>>");
    expect(message("wait until <(answer) != [no]>")).toContain("<not <(answer) = [no]>>");
    expect(message("say (join [a] and [b])")).toContain("join [a] [b]");
  });

  it("leaves text slots alone: operators inside [...] are just text", () => {
    expect(parseProgram("when green flag clicked\nsay [x >= 1 && y != 2]").diagnostics).toEqual([]);
  });
});

/** Re-indents a valid program: `step` spaces per nesting level, optionally the body under its hat too. */
function reindent(text: string, step: string, underHat: boolean): string {
  const { program } = parseProgram(text);
  const openers = new Set<number>();
  const hats = new Set<number>();
  for (const script of program.scripts) {
    const first = script.blocks[0];
    if (first && (first.shape === "hat" || first.shape === "define-hat")) hats.add(first.line);
    walkBlocks(script.blocks, (b) => {
      if (Object.keys(b.substacks).length > 0 || b.shape.startsWith("c-block")) openers.add(b.line);
    });
  }
  let depth = 0;
  let base = 0;
  return text
    .split("\n")
    .map((raw, i) => {
      const line = raw.trim();
      if (line === "") {
        base = 0;
        depth = 0;
        return "";
      }
      const code = line.replace(/\s*\/\/.*$/, "");
      if (code === "end" || code === "else") depth = Math.max(0, depth - 1);
      const out = step.repeat(base + depth) + line;
      if (code === "else" || openers.has(i + 1)) depth++;
      if (hats.has(i + 1) && underHat) base = 1;
      return out;
    })
    .join("\n");
}

describe("indentation is evidence, ordinary indentation is not a mistake (point 4)", () => {
  const styles = [
    ["flat", "", false],
    ["2 spaces", "  ", false],
    ["4 spaces", "    ", false],
    ["2 spaces, body under the hat", "  ", true],
    ["4 spaces, body under the hat", "    ", true],
  ] as const;

  it.each(styles)("the whole valid corpus written %s has zero diagnostics", (_style, step, underHat) => {
    for (const p of validCorpus) {
      const text = reindent(p.text, step, underHat);
      expect(parseProgram(text).diagnostics, `${p.name}\n${text}`).toEqual([]);
    }
  });

  it("reports a body indented under wait until on the wait until line, with repeat until as the hint", () => {
    const { diagnostics } = parseProgram("when green flag clicked\nwait until <mouse down?>\n  move (10) steps\n  say [hi]\nsay [bye]");
    expect(diagnostics.map((d) => `${d.severity} ${d.code}@${d.line}`)).toEqual(["error indentation@2"]);
    expect(diagnostics[0]?.hint).toContain("repeat until <mouse down?>");
  });

  it("blames the inner block when the only end lines up with the outer one", () => {
    const { diagnostics } = parseProgram("when green flag clicked\nforever\n  if <mouse down?> then\n    move (10) steps\nend");
    expect(diagnostics.map((d) => `${d.code}@${d.line}`)).toEqual(["missing-end@3"]);
    expect(diagnostics[0]?.message).toContain("line 5");
  });

  it("reports an end that closes a block too early on the end line", () => {
    const { diagnostics } = parseProgram("when green flag clicked\nforever\n  move (10) steps\nend\n  if on edge, bounce");
    expect(diagnostics.map((d) => `${d.code}@${d.line}`)).toEqual(["indentation@4"]);
  });
});

describe("names the author made are never replaced by built-ins (point 5)", () => {
  const opcodeOfSaid = (text: string) =>
    allBlocks(parseProgram(text).program)
      .filter((b) => b.opcode === "looks_say")
      .map((b) => (b.inputs.MESSAGE?.type === "block" ? b.inputs.MESSAGE.block.opcode : null));

  it("reads an input named like a built-in reporter as the input inside its define", () => {
    for (const name of ["size", "answer", "direction", "x position", "timer", "volume", "tempo", "loudness", "username", "distance"]) {
      expect(opcodeOfSaid(`define f (${name})\nsay (${name})\n\nwhen green flag clicked\nf (1)`), name).toEqual(["argument_reporter_string_number"]);
    }
  });

  it("reads variables and lists named like built-in reporters as the variable or list", () => {
    for (const name of ["size", "answer", "direction", "x position", "timer", "volume", "tempo", "loudness", "username", "distance"]) {
      expect(opcodeOfSaid(`when green flag clicked\nset [${name} v] to (1)\nsay (${name})`), name).toEqual(["data_variable"]);
      expect(opcodeOfSaid(`when green flag clicked\nadd [1] to [${name} v]\nsay (${name})`), name).toEqual(["data_listcontents"]);
    }
  });

  it("warns before a near-miss of a built-in reporter becomes a new variable", () => {
    for (const [name, meant] of [["costume number", "(costume [number v])"], ["x pos", "(x position)"], ["mouse-x", "(mouse x)"], ["y_position", "(y position)"]] as const) {
      const { diagnostics } = parseProgram(`when green flag clicked\nsay (${name})`);
      expect(diagnostics.map((d) => `${d.severity} ${d.code}`), name).toEqual(["warning similar-name"]);
      expect(diagnostics[0]?.message).toContain(`Did you mean ${meant}?`);
    }
    // A variable the program sets is the author's own: no warning.
    expect(parseProgram("when green flag clicked\nset [x pos v] to (1)\nsay (x pos)").diagnostics).toEqual([]);
  });

  it("never strips a line that parses as a block, at either end of the text", () => {
    const plain = vocabulary.filter((e) => !/[[\]()<>]/.test(e.text) && !e.text.includes("\n")).map((e) => e.text);
    const bare = ["move 10 steps", "change size by 10", "turn right 15 degrees", "wait 1 seconds", "change x by -5"];
    expect(plain).toContain("when stage clicked");
    for (const line of [...plain, ...bare]) {
      expect(normalizeBlocksText(`${line}\nsay [hi]`), line).toBe(`${line}\nsay [hi]`);
      expect(normalizeBlocksText(`when green flag clicked\n${line}`), line).toBe(`when green flag clicked\n${line}`);
      expect(normalizeBlocksText(`Here is the stage part of the game, it is simple.\n${line}\nHave fun with it, my friend!`), line).toBe(line);
    }
  });
});
