/**
 * Render time of a 1,000-block program in Chromium (issue 3): Debian's Chromium driven by
 * Playwright's library API, a blank page that loads scratchblocks' own browser build, and the time of
 * parse, render to SVG, and putting the SVG on the page with its layout done. Median of
 * several runs after a warm-up. Prints a table and writes bench/results/blocks-render.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";

const require = createRequire(import.meta.url);
const SCRATCHBLOCKS_BUILD = require.resolve("scratchblocks/build/scratchblocks.min.js");
const RUNS = 7;
const TARGET_BLOCKS = 1000;

// A mix shaped like generated programs: nested reporters, C-blocks, variables and lists.
const CHUNK = [
  "move (10) steps",
  "turn right (15) degrees",
  "if <touching (edge v)?> then",
  "  change [score v] by ((1) + (pick random (1) to (3)))",
  "else",
  "  say (join [x is ] (x position)) for (0.5) seconds",
  "end",
  "repeat (4)",
  "  add (answer) to [answers v]",
  "  change y by ((size) / (10))",
  "end",
  "set [speed v] to ((speed) * (1.1))",
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><html><body><div id=host></div></body></html>");
  await page.addScriptTag({ path: SCRATCHBLOCKS_BUILD });
  // tsx compiles with esbuild's keepNames, which wraps named inner functions in __name();
  // functions sent to the page need that helper there too.
  await page.evaluate("window.__name = (fn) => fn");
  const version = await browser.version();
  // Grow the program chunk by chunk until scratchblocks itself counts TARGET_BLOCKS blocks
  // (every block, nested reporters included).
  const program = await page.evaluate(
    ({ chunk, target }) => {
      type TNode = { isBlock?: boolean; children?: unknown[]; blocks?: unknown[] };
      const sb = (window as unknown as { scratchblocks: { parse: (t: string, o: object) => { scripts: unknown[] } } }).scratchblocks;
      const count = (node: unknown): number => {
        if (!node || typeof node !== "object") return 0;
        const n = node as TNode;
        return (n.isBlock ? 1 : 0) + [...(n.children ?? []), ...(n.blocks ?? [])].reduce<number>((sum, child) => sum + count(child), 0);
      };
      const lines = ["when green flag clicked"];
      let blocks = 1;
      while (blocks < target) {
        lines.push(...chunk);
        blocks = sb.parse(lines.join("\n"), { languages: ["en"] }).scripts.reduce<number>((sum, script) => sum + count(script), 0);
      }
      return { text: lines.join("\n"), blocks };
    },
    { chunk: CHUNK, target: TARGET_BLOCKS },
  );

  const runs: Array<{ parseMs: number; renderMs: number; layoutMs: number; totalMs: number; width: number; height: number }> = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const timing = await page.evaluate((text) => {
      const sb = (window as unknown as { scratchblocks: { parse: (t: string, o: object) => unknown; render: (d: unknown, o: object) => SVGSVGElement } }).scratchblocks;
      const host = document.getElementById("host")!;
      host.replaceChildren();
      const t0 = performance.now();
      const doc = sb.parse(text, { languages: ["en"] });
      const t1 = performance.now();
      const svg = sb.render(doc, { style: "scratch3" });
      const t2 = performance.now();
      host.appendChild(svg);
      const box = svg.getBoundingClientRect();
      const t3 = performance.now();
      return { parseMs: t1 - t0, renderMs: t2 - t1, layoutMs: t3 - t2, totalMs: t3 - t0, width: box.width, height: box.height };
    }, program.text);
    if (run > 0) runs.push(timing); // run 0 warms the JIT and font caches
  }

  const result = {
    name: "blocks-render",
    date: new Date().toISOString(),
    chromium: version,
    scratchblocks: (require("scratchblocks/package.json") as { version: string }).version,
    style: "scratch3",
    blocks: program.blocks,
    lines: program.text.split("\n").length,
    runs: RUNS,
    medianMs: {
      parse: median(runs.map((r) => r.parseMs)),
      render: median(runs.map((r) => r.renderMs)),
      layout: median(runs.map((r) => r.layoutMs)),
      total: median(runs.map((r) => r.totalMs)),
    },
    pictureSize: { width: Math.round(runs[0]!.width), height: Math.round(runs[0]!.height) },
    allRunsMs: runs.map((r) => Math.round(r.totalMs * 10) / 10),
  };

  console.log(`scratchblocks ${result.scratchblocks} in Chromium ${version}: ${result.blocks} blocks, ${result.lines} lines, median of ${RUNS} runs`);
  console.table({
    parse: { ms: result.medianMs.parse.toFixed(1) },
    "render to SVG": { ms: result.medianMs.render.toFixed(1) },
    "attach + layout": { ms: result.medianMs.layout.toFixed(1) },
    total: { ms: result.medianMs.total.toFixed(1) },
  });
  mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
  writeFileSync(new URL("./results/blocks-render.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  console.log("wrote bench/results/blocks-render.json");
} finally {
  await browser.close();
}
