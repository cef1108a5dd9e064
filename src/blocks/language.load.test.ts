import { describe, expect, it } from "vitest";
import { isBlocksLanguageLoaded, loadBlocksLanguage, parseProgram } from "./index";

describe("block languages", () => {
  it("keeps English built in and other locales unloaded until asked", () => {
    expect(isBlocksLanguageLoaded("en")).toBe(true);
    expect(isBlocksLanguageLoaded("de")).toBe(false);
  });

  it("parses German block text to the same opcodes once German is loaded", async () => {
    await loadBlocksLanguage("de");
    const text = "Wenn die grüne Flagge angeklickt\nwiederhole (10) mal\n  gehe (10) er Schritt\nEnde";
    const { program, diagnostics } = parseProgram(text, { language: "de" });
    expect(diagnostics).toEqual([]);
    const [hat, loop] = program.scripts[0]?.blocks ?? [];
    expect(hat?.opcode).toBe("event_whenflagclicked");
    expect(loop?.opcode).toBe("control_repeat");
    expect(loop?.substacks.SUBSTACK?.[0]?.opcode).toBe("motion_movesteps");
  });

  it("loads right-to-left languages and files with a region (zh_tw)", async () => {
    await loadBlocksLanguage("ar");
    await loadBlocksLanguage("zh_tw");
    expect(isBlocksLanguageLoaded("ar")).toBe(true);
    expect(isBlocksLanguageLoaded("zh_tw")).toBe(true);
    // English still parses when another language is active.
    expect(parseProgram("when green flag clicked\nmove (10) steps", { language: "ar" }).diagnostics).toEqual([]);
  });

  it("refuses codes that are not language codes", async () => {
    await expect(loadBlocksLanguage("../../etc")).rejects.toThrow(/Not a block language code/);
  });
});
