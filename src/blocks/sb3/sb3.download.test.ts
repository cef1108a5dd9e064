// The download helper: valid block text (even wrapped in an LLM's fences) becomes a .sb3 that
// Scratch's engine runs; text with mistakes gives reasons with line numbers and no file.
import { describe, expect, it } from "vitest";
import { prepareSb3Download, SB3_FILE_NAME } from "./index";
import { validateWithScratchParser } from "./test-support/scratch-parser.validate";
import { loadInVm } from "./test-support/scratch-vm.harness";

describe("prepareSb3Download", () => {
  it("makes a .sb3 from fenced block text that runs in Scratch's engine", async () => {
    const text = "Here are your blocks:\n```\nwhen green flag clicked\nsay [Ready!]\n```";
    const result = await prepareSb3Download(text);
    if (!result.ok) throw new Error(result.reasons.join("\n"));
    expect(result.fileName).toBe(SB3_FILE_NAME);
    expect([...result.bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // "PK": a zip
    expect((await validateWithScratchParser(result.bytes)).ok).toBe(true);
    const run = await loadInVm(result.bytes);
    try {
      run.greenFlag();
      await run.runUntilIdle();
      expect(run.sprite().bubble?.text).toBe("Ready!");
    } finally {
      run.dispose();
    }
  });

  it("refuses text with mistakes and says where they are", async () => {
    const result = await prepareSb3Download("when green flag clicked\nmove (10) steps\nfly to the moon\nrepeat (3)\nturn right (15) degrees");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/mistakes to fix/);
    expect(result.reasons.length).toBeGreaterThan(0);
    expect(result.reasons.join("\n")).toMatch(/^Line 3: /m);
    expect(result.diagnostics.every((d) => d.severity === "error")).toBe(true);
  });

  it("names the sprite as asked, so menus naming it keep working", async () => {
    const result = await prepareSb3Download("when green flag clicked\nsay ([x position v] of (Blob v))", { spriteName: "Blob" });
    expect(result.ok).toBe(true);
  });
});
