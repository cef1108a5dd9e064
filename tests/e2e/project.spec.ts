import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/live-page";
import { parseProject } from "../../src/blocks/project/project.parse";
import { projectToSb3 } from "../../src/blocks/project/project.export";
import { loadInVm } from "../../src/blocks/sb3/test-support/scratch-vm.harness";
import { validateWithScratchParser } from "../../src/blocks/sb3/test-support/scratch-parser.validate";
import { saveScreenshot } from "./support/screenshots";
import { unzipSync } from "fflate";

/**
 * Issue 14 in the page, in real Chromium against the real server: "Open a Scratch project" reads
 * a multi-sprite .sb3 in the browser (nothing is uploaded), the panel shows a tab per sprite and
 * the stage with what to make first, and "Download .sb3" saves the whole project again, which
 * scratch-parser accepts and scratch-vm runs. Hostile files get a clear message.
 */
const PONG = `// stage
// variable score = 0
when green flag clicked
set [score v] to (0)

// sprite: Paddle
// x: 0, y: -150
when green flag clicked
forever
  set x to (mouse x)
end

// sprite: Ball
// x: 0, y: 100, direction: 180
// variable speed = 10
when green flag clicked
repeat until <(distance to (Paddle v)) < (30)>
  move (speed) steps
end
change [score v] by (1)
say [Point!]
`;

function pongSb3(): Buffer {
  const { project, diagnostics } = parseProject(PONG);
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return Buffer.from(projectToSb3(project));
}

async function openFile(page: Page, name: string, buffer: Buffer) {
  await page.goto("/#generator");
  await page.getByTestId("open-project-input").setInputFiles({ name, mimeType: "application/x.scratch.sb3", buffer });
}

test("a multi-sprite .sb3 opens as tabs and downloads again as a project Scratch runs", async ({ page }) => {
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") uploads.push(`${request.method()} ${request.url()}`);
  });
  await openFile(page, "pong.sb3", pongSb3());

  const tabs = page.getByTestId("project-tabs");
  await expect(tabs.getByRole("tab")).toHaveText(["Whole project", "Stage", "Paddle", "Ball"]);
  await tabs.getByRole("tab", { name: "Paddle" }).click();
  await expect(page.getByTestId("project-setup")).toContainText("Make a sprite called Paddle, put it at x: 0 y: -150.");
  await expect(tabs.getByTestId("block-panel").locator("svg").first()).toBeVisible();
  await tabs.getByRole("tab", { name: "Ball" }).click();
  await expect(page.getByTestId("project-setup")).toContainText('Make a variable called "speed" for this sprite only, starting at 10.');
  // Paddle is in another tab, not a mistake: the tab is checked as part of the whole project.
  await expect(tabs.getByTestId("block-panel").locator("svg").first()).toBeVisible();
  await expect(tabs.getByText(/needs? fixing/)).toHaveCount(0);
  await saveScreenshot(page, "project-tabs-ball");

  await tabs.getByRole("tab", { name: "Whole project" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), tabs.getByRole("button", { name: "Download .sb3" }).click()]);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const parsed = await validateWithScratchParser(bytes);
  expect(parsed.ok, parsed.ok ? "" : parsed.error).toBe(true);
  const run = await loadInVm(bytes);
  run.greenFlag();
  await run.step(120);
  expect(run.stage().variables.score).toBe(1);
  expect(run.sprite("Ball").bubble?.text).toBe("Point!");
  expect(run.sprite("Paddle").y).toBe(-150);
  run.dispose();
  await saveScreenshot(page, "project-tabs-whole");
  // Opening read the file in the page; nothing went to the server.
  expect(uploads).toEqual([]);
});

test("a real project opened and downloaded comes back whole: the same project.json, every costume and sound byte for byte (issue 27)", async ({ page }) => {
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") uploads.push(`${request.method()} ${request.url()}`);
  });
  // A Code Club solution in Japanese (CC BY-SA 4.0, tests/fixtures/real-projects/manifest.json).
  const original = readFileSync("tests/fixtures/real-projects/corpus/ghostbusters.ja-JP.sb3");
  await openFile(page, "ghostbusters.sb3", original);
  const tabs = page.getByTestId("project-tabs");
  await expect(tabs.getByRole("tab").first()).toHaveText("Whole project");
  await expect(tabs.getByTestId("block-panel").locator("svg").first()).toBeVisible();
  await saveScreenshot(page, "project-opened-real");
  const [download] = await Promise.all([page.waitForEvent("download"), tabs.getByRole("button", { name: "Download .sb3" }).click()]);
  const before = unzipSync(new Uint8Array(original));
  const after = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(JSON.parse(new TextDecoder().decode(after["project.json"]))).toEqual(JSON.parse(new TextDecoder().decode(before["project.json"])));
  for (const [name, bytes] of Object.entries(before)) {
    if (name === "project.json") continue;
    expect(Buffer.from(after[name] ?? new Uint8Array()).equals(Buffer.from(bytes)), name).toBe(true);
  }
  // The project's costumes and sounds stayed in the browser: nothing was uploaded.
  expect(uploads).toEqual([]);
});

test("files that are not Scratch projects get a clear message and change nothing", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openFile(page, "notes.sb3", Buffer.from("just some text, not a zip"));
  await expect(page.getByText("This project could not be opened").first()).toBeVisible();
  await expect(page.getByText(/not a Scratch 3 project file/).first()).toBeVisible();
  await expect(page.getByTestId("project-tabs")).toHaveCount(0);

  const deep = `{"targets":${"[".repeat(200_000)}${"]".repeat(200_000)}}`;
  await page.getByTestId("open-project-input").setInputFiles({ name: "deep.sb3", mimeType: "application/json", buffer: Buffer.from(deep) });
  await expect(page.getByText("This project could not be opened").first()).toBeVisible();
  await saveScreenshot(page, "project-open-refused");
  expect(errors).toEqual([]);
});
