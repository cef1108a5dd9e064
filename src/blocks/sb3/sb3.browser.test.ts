// The exporter runs in the browser: the library is bundled for the browser by Vite (no Node
// built-ins allowed), loaded in Debian's Chromium, asked for a .sb3 there, and the bytes the
// page returns are validated by scratch-parser and run in scratch-vm here.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { build, type Rollup } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateWithScratchParser } from "./test-support/scratch-parser.validate";
import { loadInVm } from "./test-support/scratch-vm.harness";

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

let bundle = "";
let browser: Browser | undefined;
let workDir = "";

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), "sb3-browser-"));
  const entry = join(workDir, "entry.ts");
  const library = resolve(import.meta.dirname, "index.ts").replace(/\\/g, "/");
  writeFileSync(entry, `import * as sb3 from ${JSON.stringify(library)};\n(globalThis as any).sb3 = sb3;\n`);
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    root: workDir,
    build: { write: false, minify: false, lib: { entry, formats: ["iife"], name: "sb3bundle", fileName: "sb3" } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const first = Array.isArray(output) ? output[0]! : output;
  const chunk = first.output.find((item): item is Rollup.OutputChunk => item.type === "chunk");
  bundle = chunk?.code ?? "";
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("in the browser", () => {
  it("bundles without Node built-ins", () => {
    expect(bundle.length).toBeGreaterThan(10_000);
    expect(bundle).not.toMatch(/require\(["']node:|from ["']node:|require\(["'](fs|path|crypto|buffer)["']\)/);
  });

  it("makes a .sb3 in Chromium that Scratch's engine runs", async () => {
    const page = await browser!.newPage();
    try {
      await page.setContent("<!doctype html><title>sb3</title>");
      await page.addScriptTag({ content: bundle });
      const bytes = await page.evaluate(async () => {
        const text = "when green flag clicked\nrepeat (4)\nmove (10) steps\nend\nsay [made in a browser]";
        const api = (globalThis as unknown as { sb3: { prepareSb3Download(t: string): Promise<{ ok: boolean; bytes?: Uint8Array; reasons?: string[] }> } }).sb3;
        const result = await api.prepareSb3Download(text);
        if (!result.ok || !result.bytes) throw new Error(String(result.reasons));
        return Array.from(result.bytes);
      });
      const sb3 = Uint8Array.from(bytes);
      expect((await validateWithScratchParser(sb3)).ok).toBe(true);
      const run = await loadInVm(sb3);
      try {
        run.greenFlag();
        await run.runUntilIdle();
        expect(run.sprite()).toMatchObject({ x: 40, bubble: { type: "say", text: "made in a browser" } });
      } finally {
        run.dispose();
      }
    } finally {
      await page.close();
    }
  });
});
