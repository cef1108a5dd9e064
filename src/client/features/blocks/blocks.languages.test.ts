import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BLOCK_LANGUAGES, RTL_BLOCK_LANGUAGES, isRtlBlockLanguage, localeFileFor } from "./blocks.languages";

const require = createRequire(import.meta.url);
const localesDir = join(dirname(require.resolve("scratchblocks/package.json")), "locales");

describe("block languages", () => {
  it("lists English and exactly the locale files scratchblocks ships, with their own names", () => {
    const files = readdirSync(localesDir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""))
      .sort();
    const listed = BLOCK_LANGUAGES.filter((language) => language.code !== "en");
    expect(listed.map((language) => localeFileFor(language.code)).sort()).toEqual(files);
    for (const language of listed) {
      const locale = JSON.parse(readFileSync(join(localesDir, `${localeFileFor(language.code)}.json`), "utf8")) as { name: string };
      expect(language.name).toBe(locale.name);
    }
    expect(BLOCK_LANGUAGES[0]).toEqual({ code: "en", name: "English" });
  });

  it("marks the right-to-left languages scratchblocks flips", () => {
    const source = readFileSync(join(localesDir, "..", "syntax", "blocks.js"), "utf8");
    const match = /export const rtlLanguages = \[([^\]]*)\]/.exec(source);
    expect(match).not.toBeNull();
    const fromPackage = match![1]!.split(",").map((code) => code.trim().replace(/"/g, ""));
    expect([...RTL_BLOCK_LANGUAGES].sort()).toEqual(fromPackage.sort());
    expect(isRtlBlockLanguage("he")).toBe(true);
    expect(isRtlBlockLanguage("de")).toBe(false);
  });
});
