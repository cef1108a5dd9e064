import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProgram } from "./index";

describe("normalizeBlocksText", () => {
  it("keeps only the inside of a scratchblocks fence, dropping the prose around it", () => {
    const raw = "Sure! Here is your program:\n\n```scratchblocks\nwhen green flag clicked\nsay [Hi!]\n```\n\nPress the green flag to try it.";
    expect(normalizeBlocksText(raw)).toBe("when green flag clicked\nsay [Hi!]");
  });

  it("accepts bare, scratch and tilde fences and an unterminated fence", () => {
    expect(normalizeBlocksText("```\nmove (10) steps\n```")).toBe("move (10) steps");
    expect(normalizeBlocksText("```scratch\nmove (10) steps\n```")).toBe("move (10) steps");
    expect(normalizeBlocksText("~~~\nmove (10) steps\n~~~")).toBe("move (10) steps");
    expect(normalizeBlocksText("Blocks:\n```scratchblocks\nmove (10) steps\nturn right (15) degrees")).toBe("move (10) steps\nturn right (15) degrees");
  });

  it("keeps every block fence of a multi-fence answer and skips code in other languages", () => {
    const raw = "Cat:\n```scratchblocks\nwhen green flag clicked\nsay [meow]\n```\nDog:\n```scratchblocks\nwhen green flag clicked\nsay [woof]\n```\n```js\nconsole.log(1)\n```";
    expect(normalizeBlocksText(raw)).toBe("when green flag clicked\nsay [meow]\n\nwhen green flag clicked\nsay [woof]");
  });

  it("drops sentences before and after unfenced blocks but keeps every block line", () => {
    const raw = "Here is a script that makes the cat walk:\n\nwhen green flag clicked\nforever\n  move (10) steps\n  if on edge, bounce\nend\n\nThis makes the cat walk back and forth.\nHave fun!";
    expect(normalizeBlocksText(raw)).toBe("when green flag clicked\nforever\n  move (10) steps\n  if on edge, bounce\nend");
    // Bracket-free blocks at the edges are blocks, known or not (the validator judges them).
    expect(normalizeBlocksText("hide\nshow\nstop all sounds")).toBe("hide\nshow\nstop all sounds");
    expect(normalizeBlocksText("when green flag clicked\njump")).toBe("when green flag clicked\njump");
  });

  it("keeps a block line whose text is typed in quotes instead of brackets, however long (the repair brackets it)", () => {
    const raw = "```scratch\nwhen green flag clicked\nask \"What is your favourite animal in the whole world?\" and wait\nsay \"That is a very good answer, thank you!\" for 2 seconds\n```";
    expect(normalizeBlocksText(raw)).toBe('when green flag clicked\nask "What is your favourite animal in the whole world?" and wait\nsay "That is a very good answer, thank you!" for 2 seconds');
    // A sentence that quotes a block's words is still a sentence.
    expect(normalizeBlocksText('when green flag clicked\nhide\n\nNow add a block that says "hello" to finish it off.')).toBe("when green flag clicked\nhide");
  });

  it("takes off list markers models put before each block, keeping the indentation before them, but not a lone one", () => {
    expect(normalizeBlocksText("1. when green flag clicked\n2. forever\n  3. move (10) steps\n4. end")).toBe("when green flag clicked\nforever\n  move (10) steps\nend");
    expect(normalizeBlocksText("when green flag clicked\n- say [hi]\n* hide\n• show")).toBe("when green flag clicked\nsay [hi]\nhide\nshow");
    expect(normalizeBlocksText("when green flag clicked\n- say [hi]")).toBe("when green flag clicked\n- say [hi]");
    const calls = "when green flag clicked\n1. setup\nsay [a]\nsay [b]\n2. play\nsay [c]";
    expect(normalizeBlocksText(calls)).toBe(calls);
  });

  it("unwraps a line written as inline code", () => {
    expect(normalizeBlocksText("`when green flag clicked`\n  `say [hi]`")).toBe("when green flag clicked\n  say [hi]");
  });

  it("reads # as the start of a note outside brackets, never in a colour or a text", () => {
    expect(normalizeBlocksText("# Cat\nwhen green flag clicked\nmove (10) steps  # go right\nsay [you are #1]\nset pen color to [#ff0000]")).toBe(
      "when green flag clicked // Cat\nmove (10) steps // go right\nsay [you are #1]\nset pen color to [#ff0000]",
    );
    expect(normalizeBlocksText("when green flag clicked\nset # of lives\nsay (costume #)")).toBe("when green flag clicked\nset # of lives\nsay (costume #)");
  });

  it("removes CRLF, tabs, trailing spaces and zero-width characters", () => {
    expect(normalizeBlocksText("when green flag clicked  \r\nrepeat (2)\r\n\tmove (10) steps\u200B\r\nend\r\n")).toBe(
      "when green flag clicked\nrepeat (2)\n  move (10) steps\nend",
    );
    expect(normalizeBlocksText("\uFEFFsay [hi]\u00A0")).toBe("say [hi]");
  });

  it("takes off the palette category models write before each block, keeping the indentation written after it", () => {
    const raw = "```\nScratch Blocks — Fin Flap (Level 1: Costume Switch)\n\n[Events]   when green flag clicked\n[Control]  forever\n[Looks]      next costume\n[Control]    wait (0.2) seconds\n[Control]  end forever\n```";
    const text = normalizeBlocksText(raw);
    expect(text.split("\n").map((l) => l.trimEnd())).toEqual(["           when green flag clicked", "           forever", "             next costume", "             wait (0.2) seconds", "           end"]);
    expect(parseProgram(text).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // One bracketed word at the start of one line is not a notation: it is left for the validator.
    expect(normalizeBlocksText("[Looks] say [hi]")).toBe("[Looks] say [hi]");
  });

  it("reads an arrow after a block as the start of a note about it, but not inside a text input", () => {
    expect(normalizeBlocksText("glide (0.3) secs to x: (80) y: (40)     ← dart right-up (fast)")).toBe("glide (0.3) secs to x: (80) y: (40) // dart right-up (fast)");
    expect(normalizeBlocksText("say [left ← right]")).toBe("say [left ← right]");
  });

  it("drops a title over the blocks (words around a spaced dash, outside brackets), never a block with a dash in its text", () => {
    expect(normalizeBlocksText("Scratch Blocks — Samaki Darting (Level 2: Glide)\n\nwhen green flag clicked\nmove (10) steps")).toBe("when green flag clicked\nmove (10) steps");
    expect(normalizeBlocksText("say [Watch out — a shark!]\nmove (10) steps")).toBe("say [Watch out — a shark!]\nmove (10) steps");
  });

  it("replaces smart quotes and the minus sign", () => {
    expect(normalizeBlocksText("say [“Hi,” she said — it’s fun] for (\u22122) seconds")).toBe(`say ["Hi," she said — it's fun] for (-2) seconds`);
  });

  it("maps aliases to canonical text and keeps a comment at the end of the line", () => {
    expect(normalizeBlocksText("when gf clicked")).toBe("when green flag clicked");
    expect(normalizeBlocksText("when flag clicked // go")).toBe("when green flag clicked // go");
    expect(normalizeBlocksText("  turn cw (15) degrees\n  turn ccw (15) degrees")).toBe("  turn right (15) degrees\n  turn left (15) degrees");
    expect(normalizeBlocksText("turn ↻ (90) degrees")).toBe("turn right (90) degrees");
    expect(normalizeBlocksText("repeat (2)\nend repeat")).toBe("repeat (2)\nend");
    expect(normalizeBlocksText("if <mouse down?> then\nendif")).toBe("if <mouse down?> then\nend");
  });

  it("normalises pen down / pen up lines so they parse as Pen blocks", () => {
    const text = normalizeBlocksText("when green flag clicked\nPen Down\nmove (10) steps\npen_up\nput pen down :: pen\npenUp");
    expect(text).toBe("when green flag clicked\npen down\nmove (10) steps\npen up\npen down\npen up");
    const opcodes = parseProgram(text).program.scripts[0]?.blocks.map((b) => b.opcode);
    expect(opcodes).toEqual(["event_whenflagclicked", "pen_penDown", "motion_movesteps", "pen_penUp", "pen_penDown", "pen_penUp"]);
  });

  it("moves comment lines onto a block line so a comment cannot cut a loop short", () => {
    const raw = "// Cat script\nwhen green flag clicked\nforever\n  // walk\n  move (10) steps\n  // and bounce\n  if on edge, bounce\nend";
    const text = normalizeBlocksText(raw);
    expect(text).toBe("when green flag clicked // Cat script\nforever // walk\n  move (10) steps // and bounce\n  if on edge, bounce\nend");
    const { program, diagnostics } = parseProgram(text);
    expect(diagnostics).toEqual([]);
    expect(program.scripts[0]?.comment).toBe("Cat script");
    expect(program.scripts[0]?.blocks[1]?.substacks.SUBSTACK?.map((b) => b.opcode)).toEqual(["motion_movesteps", "motion_ifonedgebounce"]);
    // Without normalisation the indented comment ends the loop (scratchblocks' behaviour).
    expect(parseProgram(raw).diagnostics.length).toBeGreaterThan(0);
  });

  it("keeps a paragraph of only comments and collapses blank lines", () => {
    expect(normalizeBlocksText("  // just a note\n\n\n\nwhen green flag clicked\n\n\n")).toBe("// just a note\n\nwhen green flag clicked");
  });

  it("does not treat // inside a text slot as a comment", () => {
    expect(normalizeBlocksText("say [see https://scratch.mit.edu]")).toBe("say [see https://scratch.mit.edu]");
  });

  it("is idempotent", () => {
    const raw = "```scratchblocks\r\n// hi\r\nwhen gf clicked\r\nforever\r\n\t// x\r\n\tturn cw (1) degrees\r\nend\r\n```";
    const once = normalizeBlocksText(raw);
    expect(normalizeBlocksText(once)).toBe(once);
  });
});
