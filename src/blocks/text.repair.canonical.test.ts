import { describe, expect, it } from "vitest";
import { repairCorpus } from "./corpus/repair-corpus";
import { validCorpus } from "./corpus/valid-corpus";
import { isCanonicalBlockLine } from "./text.repair.canonical";
import { normalizeBlocksText, parseProgram } from "./index";

const canonical = (line: string) => isCanonicalBlockLine(line.trim().toLowerCase());

describe("the repair's fast path for lines that are a block as the vocabulary writes it", () => {
  it("takes plain blocks with typed-in numbers, texts and named fields", () => {
    for (const line of ["move (10) steps", "say [Hi there!] for (2) seconds", "set [score v] to (0)", "change [lives v] by (-1)", "go to (random position v)", "repeat (10)", "add [apple] to [fruit v]", "switch costume to (costume2 v)", "broadcast (start game v)", "point towards (mouse-pointer v)"]) {
      expect(canonical(line), line).toBe(true);
      expect(parseProgram(`when green flag clicked\n${line}${line.startsWith("repeat") ? "\nend" : ""}`).diagnostics.filter((d) => d.severity === "error"), line).toEqual([]);
    }
  });

  it("never takes a line a rule could tidy: respelled menus, colours, quotes, disguised reporters, worded conditions, loose values", () => {
    for (const line of ["go to (mouse pointer v)", "point towards (Mouse_Pointer v)", "go to (front v) layer", "set pen color to [#f00]", 'say "hi"', "say (y_position)", "say [Score: (score)]", "if <score is more than 10> then", "move 10 steps", "wait (1) secs", "say [hi] for (2) secs", "set [score v] to [0]", "touching [edge v]?"]) {
      expect(canonical(line), line).toBe(false);
    }
  });

  it("is never the line a repair-corpus rewrite changes", () => {
    const rewritten = repairCorpus.flatMap((c) => {
      const lines = normalizeBlocksText(c.text).split("\n");
      return c.rewrites.map((r) => lines[r.line - 1] ?? "");
    });
    expect(rewritten.length).toBeGreaterThan(300);
    expect(rewritten.filter(canonical)).toEqual([]);
  });

  it("covers a good share of a good program's lines", () => {
    const lines = validCorpus.flatMap((s) => s.text.split("\n")).filter((l) => l.trim() !== "");
    expect(lines.filter(canonical).length / lines.length).toBeGreaterThan(0.4);
  });
});
