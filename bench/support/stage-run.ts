// One Run of the stage in a fresh browser context, timed from the click to the first frame, with
// where the time went (issue 29). Shared by bench/stage.bench.ts and bench/support/stage-ab.ts.
import type { Browser } from "@playwright/test";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../src/blocks";
import { FIRST_FRAME_MARK, RUN_CLICK_MARK } from "../../src/client/features/stage/stage.constants";
import { STAGE_PHASES } from "../../src/client/features/stage/stage.phases";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** WebGL through SwiftShader, as the README documents for Debian's Chromium. */
export const WEBGL_FLAGS = ["--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"];

/** The project, with the cat at a given x: each warm run opens a project of its own, so the page shows a new stage for it. */
const projectText = (x: number) => `// stage\n\n// sprite: Cat\n// x: ${x}, y: 0\n\nwhen [space v] key pressed\nmove (10) steps\n`;
export const sb3At = (x: number) => {
  const { project } = parseProject(normalizeBlocksText(projectText(x)));
  return Buffer.from(projectToSb3(project));
};

/**
 * Where one Run's time went: each part's end, in ms after the click (negative: done before it),
 * from the stage's own user-timing marks (stage.phases.ts) and the engine chunk's resource timing.
 */
export type TBreakdown = Record<"chunkDownloaded" | keyof typeof STAGE_PHASES | "firstFrame", number | null>;

// Runs in the page. No named inner functions: tsx would wrap them in a helper the page lacks.
function readBreakdown(marks: { click: string; frame: string; phases: typeof STAGE_PHASES }): TBreakdown {
  const click = performance.getEntriesByName(marks.click).at(-1)!.startTime;
  const names: Record<string, string> = { ...marks.phases, firstFrame: marks.frame };
  const breakdown: Record<string, number | null> = {};
  for (const [key, name] of Object.entries(names)) {
    const entry = performance.getEntriesByName(name).at(-1);
    breakdown[key] = entry ? entry.startTime - click : null;
  }
  const chunk = performance.getEntriesByType("resource").find((entry) => /\/assets\/stage\.engine-/.test(entry.name)) as PerformanceResourceTiming | undefined;
  breakdown.chunkDownloaded = chunk ? chunk.responseEnd - click : null;
  return breakdown as TBreakdown;
}

export async function runOnce(browser: Browser, baseUrl: string, warmRuns: number, readMs = 0): Promise<{ coldMs: number; warmMs: number[]; coldBreakdown: TBreakdown }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/#generator`);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 60_000 });
  await page.getByTestId("open-project-input").setInputFiles({ name: "cat.sb3", mimeType: "application/x.scratch.sb3", buffer: sb3At(0) });
  const stage = page.getByTestId("stage-panel");
  const measure = async () => {
    // "Read first": the child scrolls to the stage and reads before pressing Run. The stage sits
    // below the blocks (at 1280×900 it starts below the fold), and the engine's fetch starts only
    // once it is on screen (stage.warm-up.ts): waiting without scrolling gave it no head start.
    if (readMs > 0) {
      await stage.scrollIntoViewIfNeeded();
      await page.waitForTimeout(readMs);
    }
    await stage.getByRole("button", { name: "Run" }).click();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_FRAME_MARK, { timeout: 120_000 });
    return page.evaluate(([run, frame]) => performance.getEntriesByName(frame)[0]!.startTime - performance.getEntriesByName(run)[0]!.startTime, [RUN_CLICK_MARK, FIRST_FRAME_MARK] as const);
  };
  const coldMs = await measure();
  const coldBreakdown = await page.evaluate(readBreakdown, { click: RUN_CLICK_MARK, frame: FIRST_FRAME_MARK, phases: STAGE_PHASES });
  const warmMs: number[] = [];
  for (let run = 0; run < warmRuns; run++) {
    // A new text is a new stage (and a new Run button); the engine's chunk stays in the page. The
    // same project opened again is the same text, and the stage already running stays.
    await page.getByTestId("open-project-input").setInputFiles({ name: `cat-${run}.sb3`, mimeType: "application/x.scratch.sb3", buffer: sb3At(run + 1) });
    await stage.getByRole("button", { name: "Run" }).waitFor();
    warmMs.push(await measure());
  }
  await context.close();
  return { coldMs, warmMs, coldBreakdown };
}

// Each part's end after the click. The engine (chunk, module, made) and the project's bytes go in
// parallel; loading the project needs both, and the first frame follows it.
export const BREAKDOWN_ROWS: [keyof TBreakdown, string][] = [
  ["chunkDownloaded", "engine chunk downloaded"],
  ["engineModule", "engine module in hand (not before the intent)"],
  ["engineMade", "engine and renderer made"],
  ["projectBytes", "project bytes built"],
  ["projectLoaded", "project loaded (sprites, costumes)"],
  ["firstFrame", "first frame drawn"],
];

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** One part's median over runs, rounded; "-" when no run reached that mark. */
export function breakdownMedian(rows: TBreakdown[], key: keyof TBreakdown): number | "-" {
  const values = rows.map((row) => row[key]).filter((value): value is number => value !== null);
  return values.length > 0 ? Math.round(percentile(values, 50)) : "-";
}
