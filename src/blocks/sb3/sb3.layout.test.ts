// The layout reserves room for each script from an estimate of its size. This checks the
// estimate against real drawings: every script of the vocabulary corpus is rendered by
// scratchblocks (Scratch 3 style, scale 1, the editor's own block metrics) in Chromium, and the
// estimate must be at least as wide and as tall, so scripts laid out apart never overlap.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validCorpus } from "../corpus/valid-corpus";
import { parseProgram } from "../program.parse";
import { scriptSize } from "./sb3.layout";

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

interface TScriptCase {
  name: string;
  text: string;
  estimate: { width: number; height: number };
}

function corpusScripts(): TScriptCase[] {
  const cases: TScriptCase[] = [];
  for (const corpus of validCorpus) {
    const { program } = parseProgram(corpus.text);
    const lines = corpus.text.split("\n");
    program.scripts.forEach((script, index) => {
      const end = program.scripts[index + 1]?.line ?? lines.length + 1;
      const text = lines.slice(script.line - 1, end - 1).join("\n").trim();
      cases.push({ name: `${corpus.name} #${index + 1}: ${text.split("\n")[0]}`, text, estimate: scriptSize(script.blocks) });
    });
  }
  return cases;
}

let browser: Browser | undefined;
let rendered: [number, number][] = [];
const cases = corpusScripts();

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const scratchblocks = readFileSync(require.resolve("scratchblocks/build/scratchblocks.min.js"), "utf8");
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.setContent("<!doctype html><body></body>");
  await page.addScriptTag({ content: scratchblocks });
  rendered = await page.evaluate((texts) => {
    const sb = (window as unknown as { scratchblocks: { parse(t: string, o: object): unknown; render(d: unknown, o: object): SVGSVGElement } }).scratchblocks;
    return texts.map((text) => {
      const svg = sb.render(sb.parse(text, { languages: ["en"] }), { style: "scratch3", scale: 1 });
      document.body.appendChild(svg);
      return [Number(svg.getAttribute("width")), Number(svg.getAttribute("height"))] as [number, number];
    });
  }, cases.map((c) => c.text));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("script size estimates cover the real drawing", () => {
  it("measured every corpus script", () => {
    expect(rendered.length).toBe(cases.length);
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases.map((c, index) => ({ ...c, index })))("$name", ({ estimate, index }) => {
    const [width, height] = rendered[index]!;
    expect(width).toBeGreaterThan(50);
    expect(estimate.width).toBeGreaterThanOrEqual(width);
    expect(estimate.height).toBeGreaterThanOrEqual(height);
  });
});
