import { describe, expect, it } from "vitest";
import { invalidCorpus } from "./corpus/invalid-corpus";
import { validCorpus } from "./corpus/valid-corpus";
import { setDebugLineSync } from "./program.parse";
import { hasErrors, warningCodes } from "./program";
import { toProjectJson } from "./sb3";
import { diagnosticCodes, normalizeBlocksText, parseProgram, textSlots, vocabulary, type Block, type Program, type VocabularyEntry } from "./index";

function allBlocks(program: Program): Block[] {
  const out: Block[] = [];
  const visit = (b: Block) => {
    out.push(b);
    for (const v of [...Object.values(b.inputs), ...(b.procedure?.arguments ?? [])]) if (v.type === "block") visit(v.block);
    for (const stack of Object.values(b.substacks)) stack?.forEach(visit);
  };
  program.scripts.forEach((s) => s.blocks.forEach(visit));
  return out;
}

/** Puts one canonical block text into the smallest program where it is valid on its own. */
function programFor(entry: VocabularyEntry): string {
  switch (entry.shape) {
    case "hat":
      return `${entry.text}\nsay [hi]`;
    case "reporter":
      return `when green flag clicked\nsay ${entry.text}`;
    case "boolean":
      return `when green flag clicked\nif ${entry.text} then\nend`;
    case "c-block":
    case "c-block-else":
    case "c-block-cap":
      return `when green flag clicked\n${entry.text}\nend`;
    default:
      return `when green flag clicked\n${entry.text}`;
  }
}

describe("valid corpus", () => {
  it.each(validCorpus.map((p) => [p.name, p.text] as const))("%s parses with zero diagnostics", (_name, text) => {
    expect(normalizeBlocksText(text)).toBe(text);
    const { diagnostics, program } = parseProgram(text);
    expect(diagnostics).toEqual([]);
    expect(program.scripts.length).toBeGreaterThan(0);
    expect(allBlocks(program).some((b) => b.opcode === "unknown")).toBe(false);
  });

  it("uses every vocabulary entry at least once", () => {
    const seen = new Set(validCorpus.flatMap((p) => allBlocks(parseProgram(p.text).program).map((b) => b.opcode)));
    const missing = vocabulary.filter((e) => !seen.has(e.opcode)).map((e) => e.opcode);
    expect(missing).toEqual([]);
  });
});

describe("vocabulary canonical texts", () => {
  const plain = vocabulary.filter((e) => e.category !== "custom");
  it.each(plain.map((e) => [e.opcode, e] as const))("%s: canonical text parses to its own opcode with every slot filled", (opcode, entry) => {
    const { program, diagnostics } = parseProgram(programFor(entry));
    expect(diagnostics).toEqual([]);
    const parsed = allBlocks(program).find((b) => b.line === 2 || entry.shape === "hat");
    const target = entry.shape === "hat" ? program.scripts[0]?.blocks[0] : allBlocks(program).find((b) => b.opcode === opcode);
    expect(parsed).toBeDefined();
    expect(target?.opcode).toBe(opcode);
    for (const slot of textSlots(entry)) {
      if (slot.slot === "field") expect(target?.fields[slot.name], slot.name).toBeDefined();
      else expect(target?.inputs[slot.name], slot.name).toBeDefined();
    }
    // A menu's default value must be one the validator accepts.
    for (const slot of textSlots(entry)) {
      if (slot.slot === "input" && slot.kind === "menu-shadow") {
        const value = target?.inputs[slot.name];
        expect(value?.type).toBe("menu");
        if (value?.type === "menu") expect(value.value).toBe(slot.default);
      }
    }
  });
});

describe("invalid corpus", () => {
  it("has at least 60 programs and several per diagnostic code", () => {
    expect(invalidCorpus.length).toBeGreaterThanOrEqual(60);
    for (const code of diagnosticCodes) {
      expect(invalidCorpus.filter((p) => p.code === code).length, code).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(invalidCorpus.map((p) => [p.name, p] as const))("%s", (_name, p) => {
    const { diagnostics, program } = parseProgram(normalizeBlocksText(p.text));
    if (!hasErrors(diagnostics)) expect(() => toProjectJson(program)).not.toThrow();
    const found = diagnostics.find((d) => d.code === p.code);
    expect(found, JSON.stringify(diagnostics)).toBeDefined();
    expect(found?.line).toBe(p.line);
    expect(found?.severity).toBe(warningCodes.has(p.code) ? "warning" : "error");
    expect(found?.message.length).toBeGreaterThan(20);
    // The first error reported is the intended one, not a knock-on effect of it.
    const firstError = diagnostics.find((d) => d.severity === "error");
    if (!warningCodes.has(p.code)) expect(firstError?.code).toBe(p.code);
  });
});

describe("program model", () => {
  it("keeps Scratch 3 names, stored menu values, substacks, lines and comments", () => {
    const text = [
      "when green flag clicked // start",
      "go to (mouse-pointer v)",
      "if <touching (edge v)?> then",
      "  set [score v] to ((score) + (1))",
      "else",
      "  broadcast (won v)",
      "end",
    ].join("\n");
    const { program, diagnostics } = parseProgram(text);
    expect(diagnostics).toEqual([]);
    const [script] = program.scripts;
    expect(script?.comment).toBe("start");
    const [hat, goTo, ifElse] = script?.blocks ?? [];
    expect(hat?.opcode).toBe("event_whenflagclicked");
    expect(goTo?.inputs.TO).toEqual({ type: "menu", value: "_mouse_", text: "mouse-pointer" });
    expect(ifElse?.opcode).toBe("control_if_else");
    expect(ifElse?.line).toBe(3);
    const condition = ifElse?.inputs.CONDITION;
    expect(condition?.type === "block" && condition.block.opcode).toBe("sensing_touchingobject");
    expect(condition?.type === "block" && condition.block.inputs.TOUCHINGOBJECTMENU).toEqual({ type: "menu", value: "_edge_", text: "edge" });
    const setScore = ifElse?.substacks.SUBSTACK?.[0];
    expect(setScore?.line).toBe(4);
    expect(setScore?.fields.VARIABLE).toEqual({ value: "score", text: "score" });
    const sum = setScore?.inputs.VALUE;
    expect(sum?.type === "block" && sum.block.opcode).toBe("operator_add");
    expect(ifElse?.substacks.SUBSTACK2?.[0]?.line).toBe(6);
    expect(program.variables).toEqual([{ name: "score", isLocal: false }]);
    expect(program.broadcasts).toEqual(["won"]);
  });

  it("models custom blocks with Scratch proccodes and typed arguments", () => {
    const text = "define jump (height) <spin>\nchange y by (height)\n\nwhen green flag clicked\njump (50) <mouse down?>";
    const { program, diagnostics } = parseProgram(text);
    expect(diagnostics).toEqual([]);
    expect(program.customBlocks).toEqual([{ proccode: "jump %s %b", argumentNames: ["height", "spin"], argumentKinds: ["string-number", "boolean"], warp: false, line: 1 }]);
    const call = program.scripts[1]?.blocks[1];
    expect(call?.opcode).toBe("procedures_call");
    expect(call?.procedure?.proccode).toBe("jump %s %b");
    expect(call?.procedure?.arguments[0]).toEqual({ type: "literal", kind: "number", value: "50" });
    const arg = program.scripts[0]?.blocks[1]?.inputs.DY;
    expect(arg?.type === "block" && arg.block.opcode).toBe("argument_reporter_string_number");
  });

  it("treats a bare (name) as a variable but (answer) and (timer) as built-ins", () => {
    const { program } = parseProgram("when green flag clicked\nsay (speed)\nsay (answer)\nsay (timer)");
    const says = program.scripts[0]?.blocks.slice(1).map((b) => (b.inputs.MESSAGE?.type === "block" ? b.inputs.MESSAGE.block.opcode : null));
    expect(says).toEqual(["data_variable", "sensing_answer", "sensing_timer"]);
    expect(program.variables.map((v) => v.name)).toEqual(["speed"]);
  });

  it("records the pen and music extensions a program needs", () => {
    const { program } = parseProgram("when green flag clicked\npen down\nplay drum (1 v) for (0.25) beats");
    expect(program.extensions.sort()).toEqual(["music", "pen"]);
  });

  it("accepts sprite names it is told about in sprite menus, and warns about other sprites", () => {
    const text = "when green flag clicked\ngo to (Ball v)";
    expect(parseProgram(text).diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(["warning other-sprite"]);
    expect(parseProgram(text, { spriteNames: ["Sprite1", "Ball"] }).diagnostics).toEqual([]);
  });

  it("gives 1-based columns that point at the mistake", () => {
    const { diagnostics } = parseProgram("when green flag clicked\n  if <touching (border v)?> then\n  end");
    expect(diagnostics[0]).toMatchObject({ code: "unknown-menu-option", line: 2, column: 17 });
  });

  it("refuses a language that is not loaded", () => {
    expect(() => parseProgram("when green flag clicked", { language: "xx" })).toThrow(/not loaded/);
  });
});

describe("robustness", () => {
  it("never throws, keeps every line matched and normalises idempotently on seeded random programs", () => {
    setDebugLineSync(true);
    try {
      let seed = 7;
      const rnd = () => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return seed / 0x7fffffff;
      };
      const lines = validCorpus.flatMap((p) => p.text.split("\n"));
      const bits = ["(", ")", "[", "]", "<", ">", " v", "end", "else", "//", "define ", "::", "\n", "\n\n", " then", "+", "-", "#f00", "\\", "%", "…", "\r\n", "\t", "\u00a0", "\u200b", "```", "```scratchblocks\n", "Here you go:\n", "  // note\n"];
      const pick = <T,>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
      for (let i = 0; i < 1500; i++) {
        let text = "";
        const parts = Math.floor(rnd() * 20);
        for (let j = 0; j < parts; j++) {
          const r = rnd();
          if (r < 0.4) text += `${pick(lines)}\n`;
          else if (r < 0.8) text += pick(bits);
          else text += `${pick(lines).slice(0, Math.floor(rnd() * 20))}\n`;
        }
        const normalised = normalizeBlocksText(text);
        expect(normalizeBlocksText(normalised)).toBe(normalised);
        for (const input of [text, normalised]) {
          const { diagnostics, program } = parseProgram(input);
          // The exporter never throws on a program that had zero errors.
          if (!hasErrors(diagnostics)) expect(() => toProjectJson(program), input).not.toThrow();
          const lineCount = input.replace(/\r\n?/g, "\n").split("\n").length;
          for (const d of diagnostics) {
            expect(d.line).toBeGreaterThanOrEqual(1);
            expect(d.line).toBeLessThanOrEqual(lineCount);
            expect(d.column).toBeGreaterThanOrEqual(1);
          }
        }
      }
    } finally {
      setDebugLineSync(false);
    }
  });
});

describe("hints keep what was written", () => {
  it("rewrites Scratch 2 wording and bare numbers with the person's own values", () => {
    const { diagnostics } = parseProgram("when green flag clicked\nthink [Wow] for 2 secs\nplay sound (pop v)\nglide 2 secs to x: 0 y: (10)");
    expect(diagnostics.map((d) => d.hint)).toEqual([
      "think [Wow] for (2) seconds",
      "start sound (pop v)  |  play sound (pop v) until done",
      "glide (2) secs to x: (0) y: (10)",
    ]);
  });

  it("names the closest real blocks for an invented one", () => {
    const [d] = parseProgram("when green flag clicked\nset rotation to (90)").diagnostics;
    expect(d?.code).toBe("unknown-block");
    expect(d?.hint).toContain("set rotation style [left-right v]");
  });
});

describe("one mistake, one diagnostic", () => {
  it("does not report the end of an unreadable C-block opener as stray", () => {
    const { diagnostics } = parseProgram("when green flag clicked\nif touching edge then\n  say [x]\nelse\n  say [y]\nend\nrepeat 10\n  move (1) steps\nend");
    expect(diagnostics.map((d) => `${d.code}@${d.line}`)).toEqual(["unknown-block@2", "unknown-block@7"]);
  });

  it("reports a reporter line inside a loop once, not as a broken loop too", () => {
    const { diagnostics } = parseProgram("when green flag clicked\nforever\n  (x position)\n  move (1) steps\nend");
    expect(diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.line}`)).toEqual(["reporter-as-stack@3"]);
  });
});

describe("operator mistakes hidden in names", () => {
  // A line scratchblocks reads cleanly is not checked for operator mistakes again, unless the
  // reading made a name out of an expression (a variable `score + 1`) or it is a define line.
  const cases: [string, string, number][] = [
    ["when green flag clicked\nset [score v] to (score + 1)", "operator-form", 2],
    ["when green flag clicked\nforever\n  if <<(lives and 2) < (1)> or <(timer) > (60)>> then\n    stop [all v]\n  end\nend", "wrong-brackets", 3],
    ["define jump (height <= 2) <spin>\nchange y by (10)", "operator-form", 1],
    ["define jump ((height) % (2))\nchange y by (10)", "operator-form", 1],
    ["when green flag clicked\nsay (item (i + 1) of [names v])", "operator-form", 2],
    // A negative number after the operator is still a value: `gravity * -1` is no name.
    ["when green flag clicked\nchange [vy v] by (gravity * -1)", "operator-form", 2],
    ["when green flag clicked\nchange x by (speed - -2)", "operator-form", 2],
  ];
  it.each(cases)("%s", (text, code, line) => {
    const { diagnostics } = parseProgram(text);
    expect(diagnostics.map((d) => [d.code, d.line])).toContainEqual([code, line]);
  });
});
