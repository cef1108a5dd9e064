// Draws the block gallery's pictures (/test-blocks: every sample and the try-it box's first text)
// as static SVG files. They are the page's pictures until the visitor needs scratchblocks
// (decision 610), and the pictures without JavaScript (issue 31 point 8):
//
//   node --import tsx scripts/render-gallery-pictures.mjs     (needs Debian's Chromium)
//
// scratchblocks needs a browser to measure its text, so the pictures are drawn by the real page
// in Chromium, exactly as a visitor sees them (normal colours, English), and committed. Each is
// sanitised (SVG elements only, no script, no event handler, no link out of the file) and its
// size (the live drawing's own, fractions kept, so the swap moves nothing) and the fingerprint of the text it shows are written to blocks.samples.pictures.ts;
// blocks.samples.test.ts fails when a sample changes and its picture was not drawn again.
// Re-run it after changing a sample or the look of blocks.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { chromium } from "playwright-core";
import { PICTURED_TEXTS, sampleTextHash } from "../src/client/features/blocks/blocks.samples.ts";
import { standaloneBlockSvg } from "./support/block-svg.mjs";
import { startE2eServer, stopE2eServer, waitForHealth } from "./support/e2e-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.GALLERY_PORT ?? 3198);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PICTURE_DIR = join(ROOT, "src/client/public/images/gallery");
const MANIFEST = join(ROOT, "src/client/features/blocks/blocks.samples.pictures.ts");

const purify = createDOMPurify(new JSDOM("").window);
// The icons are <use href="#…"> of the picture's own <defs>: any other reference is removed.
purify.addHook("afterSanitizeAttributes", (node) => {
  for (const name of ["href", "xlink:href"]) {
    const value = node.getAttribute(name);
    if (value !== null && !value.startsWith("#")) node.removeAttribute(name);
  }
});
const sanitise = (svg) => purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ["use"], FORBID_TAGS: ["a", "foreignObject", "script"] });

async function render() {
  const server = startE2eServer(PORT);
  let browser;
  try {
    await waitForHealth(server, BASE);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    await page.goto(`${BASE}/test-blocks`);
    rmSync(PICTURE_DIR, { recursive: true, force: true });
    mkdirSync(PICTURE_DIR, { recursive: true });
    const manifest = {};
    for (const sample of PICTURED_TEXTS) {
      const panel = sample.id === "try-it" ? '[data-testid="block-panel"][aria-label="Your blocks"]' : `[data-testid="sample-${sample.id}"] [data-testid="block-panel"]`;
      const selector = `${panel} [data-testid="blocks-container"][data-colour-pass="done"] > svg`;
      // The page draws with scratchblocks once a panel is reached for.
      await page.locator(panel).hover({ timeout: 60_000 });
      await page.waitForSelector(selector, { timeout: 60_000 });
      const picture = await standaloneBlockSvg(page, selector);
      const size = await page.locator(selector).evaluate((svg) => ({ width: Number(svg.getAttribute("width")), height: Number(svg.getAttribute("height")) }));
      const file = sanitise(picture.svg).replace(/^<svg([^>]*) width="[^"]*" height="[^"]*"/, `<svg$1 width="${size.width}" height="${size.height}"`);
      writeFileSync(join(PICTURE_DIR, `${sample.id}.svg`), file);
      manifest[sample.id] = { ...size, textHash: sampleTextHash(sample.text) };
      console.log(`[gallery] ${sample.id}.svg: ${size.width} x ${size.height}`);
    }
    writeFileSync(
      MANIFEST,
      [
        "// Written by scripts/render-gallery-pictures.mjs: run it again instead of editing this file.",
        "/** Each gallery sample's prerendered picture (public/images/gallery/<id>.svg): its size, and the text it shows. */",
        `export const SAMPLE_PICTURES: Readonly<Record<string, { width: number; height: number; textHash: string }>> = ${JSON.stringify(manifest, null, 2)};`,
        "",
      ].join("\n"),
    );
  } finally {
    await browser?.close();
    await stopE2eServer(server);
  }
}

render().catch((error) => {
  console.error(error);
  process.exit(1);
});
