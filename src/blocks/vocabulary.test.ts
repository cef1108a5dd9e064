import { describe, expect, it } from "vitest";
import { blockCategories, blockReference, buildGuide, parseProgram, vocabulary, vocabularyByOpcode } from "./index";
import { readOnlyExtensions } from "./vocabulary";

describe("vocabulary", () => {
  it("has one entry per opcode and only known categories", () => {
    expect(new Set(vocabulary.map((e) => e.opcode)).size).toBe(vocabulary.length);
    for (const e of vocabulary) expect(blockCategories).toContain(e.category);
  });

  it("gives every input a shadow except boolean and substack inputs", () => {
    for (const e of vocabulary) {
      for (const slot of e.slots) {
        if (slot.slot !== "input") continue;
        if (slot.kind === "boolean" || slot.kind === "substack") expect(slot.shadow, `${e.opcode}.${slot.name}`).toBeNull();
        else expect(slot.shadow?.opcode, `${e.opcode}.${slot.name}`).toMatch(/^[a-z_A-Z0-9]+$/);
      }
    }
  });

  it("uses Scratch 3's names for well-known blocks", () => {
    const goTo = vocabularyByOpcode.get("motion_goto");
    expect(goTo?.slots[0]).toMatchObject({ name: "TO", kind: "menu-shadow", shadow: { opcode: "motion_goto_menu", field: "TO" } });
    expect(goTo?.slots[0]?.menu?.options).toEqual([
      { value: "_random_", text: "random position" },
      { value: "_mouse_", text: "mouse-pointer" },
    ]);
    expect(vocabularyByOpcode.get("control_if_else")?.slots.map((s) => s.name)).toEqual(["CONDITION", "SUBSTACK", "SUBSTACK2"]);
    expect(vocabularyByOpcode.get("event_broadcast")?.slots[0]).toMatchObject({ name: "BROADCAST_INPUT", shadow: { opcode: "event_broadcast_menu", field: "BROADCAST_OPTION" } });
    expect(vocabularyByOpcode.get("control_wait")?.slots[0]).toMatchObject({ name: "DURATION", shadow: { opcode: "math_positive_number", field: "NUM" } });
    expect(vocabularyByOpcode.get("pen_setPenColorParamTo")?.slots[0]).toMatchObject({ name: "COLOR_PARAM", shadow: { opcode: "pen_menu_colorParam", field: "colorParam" } });
  });
});

describe("blockReference", () => {
  const reference = blockReference();

  it("lists every palette block's canonical text under its category, in palette order", () => {
    for (const e of vocabulary) {
      if (e.isLegacy || e.category === "custom" || (e.extension && readOnlyExtensions.has(e.extension))) continue;
      expect(reference, e.opcode).toContain(e.text.split("\n")[0]);
    }
    const positions = ["Motion:", "Looks:", "Sound:", "Events:", "Control:", "Sensing:", "Operators:", "Variables:", "Lists:", "My Blocks:", "Pen (extension):", "Music (extension):"].map((t) =>
      reference.indexOf(t),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("leaves out Scratch 2 legacy blocks and names menu choices", () => {
    expect(reference).not.toContain("change pen shade by");
    expect(reference).toContain("touching (mouse-pointer v)?>   [choices: mouse-pointer, edge, Sprite1]");
    expect(reference).toContain("when [space v] key pressed   [choices: space, up arrow, down arrow, right arrow, left arrow, any, a–z, 0–9]");
  });

  it("stays compact enough for a prompt", () => {
    expect(reference.length).toBeLessThan(9000);
  });
});

describe("buildGuide", () => {
  it("counts blocks per category in palette order, own blocks and variables by name", () => {
    const { program } = parseProgram(
      [
        "define hop (h)",
        "change y by (h)",
        "change y by ((0) - (h))",
        "",
        "when green flag clicked",
        "set [score v] to (0)",
        "forever",
        "  hop (10)",
        "  change [score v] by (1)",
        "  move (10) steps",
        "  say (score)",
        "end",
      ].join("\n"),
    );
    const guide = buildGuide(program);
    expect(guide.groups.map((g) => g.category)).toEqual(["motion", "looks", "events", "control", "operators", "variables", "custom"]);
    const motion = guide.groups[0];
    expect(motion?.items).toEqual([
      { opcode: "motion_movesteps", text: "move (10) steps", count: 1 },
      { opcode: "motion_changeyby", text: "change y by (10)", count: 2 },
    ]);
    const custom = guide.groups.find((g) => g.category === "custom");
    expect(custom?.items.map((i) => [i.text, i.count])).toEqual([
      ["define hop (h)", 1],
      ["hop ()", 1],
      ["(h)", 2],
    ]);
    const variables = guide.groups.find((g) => g.category === "variables");
    expect(variables?.items.map((i) => [i.text, i.count])).toEqual([
      ["(score)", 1],
      ["set [my variable v] to (0)", 1],
      ["change [my variable v] by (1)", 1],
    ]);
    expect(guide.variables).toEqual(["score"]);
    expect(guide.totalBlocks).toBe(guide.groups.reduce((n, g) => n + g.total, 0));
    expect(guide.totalBlocks).toBe(14);
  });
});
