import { readFileSync } from "node:fs";
import { expect, test, type Download, type Locator, type Page } from "./support/live-page";
import { unzipSync, strFromU8 } from "fflate";
import { BLOCK_SAMPLES } from "../../src/client/features/blocks/blocks.samples";
import { loadInVm } from "../../src/blocks/sb3/test-support/scratch-vm.harness";
import { validateWithScratchParser } from "../../src/blocks/sb3/test-support/scratch-parser.validate";
import { SCREENSHOT_DIR, saveScreenshot } from "./support/screenshots";

/**
 * Issue 7, client side, in real Chromium against the real server: "Download .sb3" on the
 * /test-blocks gallery saves a project that Scratch's own validator accepts and Scratch's own
 * engine runs; the help explains how to open it; a program with mistakes lists them and saves
 * nothing.
 */
const panelOf = (page: Page, sampleId: string): Locator => page.getByTestId(`sample-${sampleId}`).getByTestId("block-panel");
const ownPanel = (page: Page) => page.getByTestId("block-panel").filter({ has: page.getByRole("heading", { name: "Your blocks" }) });

/**
 * Loads a project in scratch-vm. Its Music extension rejects a promise nobody catches ("No
 * Audio Context Detected": Node has no audio) while the project loads; the harness swallows
 * exactly that message, but Playwright's worker fails the test on any unhandled rejection. So
 * while loading, Playwright's listeners only see rejections that are not that one.
 */
async function loadInVmQuietAudio(bytes: Uint8Array) {
  const runnerListeners = process.listeners("unhandledRejection");
  const filtered = (reason: unknown, promise: Promise<unknown>) => {
    if (reason instanceof Error && /No Audio Context/.test(reason.message)) return;
    for (const listener of runnerListeners) listener(reason, promise);
  };
  for (const listener of runnerListeners) process.off("unhandledRejection", listener);
  process.on("unhandledRejection", filtered);
  try {
    const run = await loadInVm(bytes);
    // Rejections are reported after the microtasks of the tick that made them have run.
    await new Promise((resolve) => setImmediate(resolve));
    return run;
  } finally {
    process.off("unhandledRejection", filtered);
    for (const listener of runnerListeners) process.on("unhandledRejection", listener);
  }
}

async function downloadFrom(page: Page, panel: Locator): Promise<{ download: Download; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download .sb3" }).click()]);
  const path = await download.path();
  return { download, bytes: new Uint8Array(readFileSync(path)) };
}

test("every gallery sample downloads as a .sb3 that scratch-parser accepts and scratch-vm loads", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/test-blocks");

  for (const sample of BLOCK_SAMPLES) {
    const { download, bytes } = await downloadFrom(page, panelOf(page, sample.id));
    expect(download.suggestedFilename(), sample.id).toBe("promptblocks-project.sb3");
    // A zip archive ("PK\3\4") holding project.json and the costume files it names.
    expect([...bytes.slice(0, 4)], sample.id).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(bytes);
    const projectJson = files["project.json"];
    expect(projectJson, `${sample.id}: project.json in the archive`).toBeDefined();
    const project = JSON.parse(strFromU8(projectJson!)) as { targets: { isStage: boolean; costumes: { md5ext: string }[] }[] };
    for (const target of project.targets) {
      for (const costume of target.costumes) expect(files[costume.md5ext], `${sample.id}: ${costume.md5ext}`).toBeDefined();
    }

    const parsed = await validateWithScratchParser(strFromU8(projectJson!));
    expect(parsed, sample.id).toMatchObject({ ok: true });
    const parsedArchive = await validateWithScratchParser(bytes);
    expect(parsedArchive, `${sample.id} (archive)`).toMatchObject({ ok: true });

    const run = await loadInVmQuietAudio(bytes);
    try {
      const sprite = run.sprite("Sprite1");
      expect(sprite.costumeName, sample.id).not.toBe("");
      expect(Object.keys(run.vm.runtime.targets).length, sample.id).toBeGreaterThanOrEqual(2);
    } finally {
      run.dispose();
    }
  }
  // The last save says where to open the file.
  await expect(page.locator("ol li").filter({ hasText: "File > Load from your computer" }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("the downloaded project runs in Scratch's engine: 'Even or odd' counts to ten", async ({ page }) => {
  await page.goto("/test-blocks");
  const { bytes } = await downloadFrom(page, panelOf(page, "counting-game"));

  const run = await loadInVm(bytes);
  try {
    run.greenFlag();
    await run.runUntilIdle(900);
    expect(run.sprite().variables.score).toBe(10);
    expect(run.saidTexts).toEqual(["Odd!", "Even!", "Odd!", "Even!", "Odd!", "Even!", "Odd!", "Even!", "Odd!", "Even!"]);
  } finally {
    run.dispose();
  }
});

test("the help explains how to open the file in Scratch and TurboWarp", async ({ page }) => {
  await page.goto("/test-blocks");
  await panelOf(page, "bouncing-cat").getByRole("button", { name: "How to open it in Scratch" }).click();
  const help = page.getByRole("dialog", { name: "How to open it in Scratch" });
  await expect(help).toBeVisible();
  await expect(help).toContainText("File > Load from your computer");
  await expect(help).toContainText("TurboWarp");
  await expect(help).toContainText("promptblocks-project.sb3");
  await saveScreenshot(page, "sb3-help-dialog");
  // The dialog on its own, readable at full size.
  await help.screenshot({ path: `${SCREENSHOT_DIR}/sb3-help-dialog-close-up.png` });
  await help.getByRole("button", { name: "Close" }).click();
  await expect(help).toBeHidden();
});

test("a program with mistakes lists them and saves no file", async ({ page }) => {
  const downloads: Download[] = [];
  page.on("download", (download) => downloads.push(download));
  await page.goto("/test-blocks");
  await page.getByTestId("own-blocks-input").fill(
    "when green flag clicked\nmove (10) steps\njump around the moon\nforever\n  turn right (15) degrees\n",
  );
  await ownPanel(page).getByRole("button", { name: "Download .sb3" }).click();

  const refusal = page.getByTestId("sb3-refusal");
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("These blocks have mistakes to fix before they can open in Scratch.");
  const reasons = refusal.getByTestId("sb3-refusal-reasons").getByRole("listitem");
  await expect(reasons).toHaveCount(2);
  await expect(reasons.nth(0)).toContainText('Line 3: "jump around the moon" is not a Scratch block.');
  await expect(reasons.nth(1)).toContainText('Line 4: "forever" has no "end".');
  await saveScreenshot(page, "sb3-refusal-dialog");
  await refusal.screenshot({ path: `${SCREENSHOT_DIR}/sb3-refusal-dialog-close-up.png` });
  await refusal.getByRole("button", { name: "Close" }).click();

  // Fixing the text makes the same button save a project.
  await page.getByTestId("own-blocks-input").fill("when green flag clicked\nmove (10) steps\nforever\n  turn right (15) degrees\nend\n");
  const [download] = await Promise.all([page.waitForEvent("download"), ownPanel(page).getByRole("button", { name: "Download .sb3" }).click()]);
  expect(download.suggestedFilename()).toBe("promptblocks-project.sb3");
  expect(downloads).toHaveLength(1);
});
