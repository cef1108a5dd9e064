import { createHash } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { normalizeBlocksText, parseProject, projectToSb3 } from "../../src/blocks";
import { expect, test, type Page } from "./support/live-page";
import { saveScreenshot } from "./support/screenshots";
import { defaultBaseURL, testSignIn } from "./support/test-sign-in";

/**
 * Issue 29 in real Chromium against the real server: the stage beside a result runs the project
 * in Scratch's own engine, drawn with WebGL. Debian's Chromium has no GPU here, so WebGL goes
 * through SwiftShader (ANGLE's software renderer); these flags are in the README.
 */
export const WEBGL_FLAGS = ["--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"];

// The engine's chunk is megabytes of JavaScript: on a loaded two-core machine fetching, compiling
// and starting it can take tens of seconds, so these waits are generous (the bench times it).
const READY_MS = 150_000;
test.describe.configure({ timeout: 300_000 });

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run", ...WEBGL_FLAGS],
  },
});

type TSprite = { x: number; y: number; costume: string; visible: boolean };

const spriteOf = (page: Page, name: string) => page.evaluate((sprite) => window.__promptblocksStage?.sprite(sprite) ?? null, name) as Promise<TSprite | null>;

type TStageFrame = { width: number; height: number; middle: [number, number, number]; changed: number | null };

/**
 * The stage's next frame as the engine's renderer draws it (its own snapshot, taken right after
 * it draws, so what the WebGL canvas shows on screen is what is read), decoded in the page. The
 * pixels stay in the page: `keepAs` keeps them under a name, `compareWith` counts the pixels that
 * differ from a kept frame by more than a faint shade. Only these few numbers come back, so a read
 * takes a moment even on a loaded machine (a whole frame as JSON took seconds).
 */
async function stageFrame(page: Page, options: { keepAs?: string; compareWith?: string } = {}): Promise<TStageFrame> {
  return page.evaluate(async ({ keepAs, compareWith }) => {
    const kept = ((window as unknown as { __stageFrames?: Record<string, ImageData> }).__stageFrames ??= {});
    const image = new Image();
    image.src = await window.__promptblocksStage!.snapshot();
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const frame = context.getImageData(0, 0, image.width, image.height);
    let changed: number | null = null;
    const before = compareWith === undefined ? undefined : kept[compareWith];
    if (before) {
      changed = 0;
      const a = before.data;
      const b = frame.data;
      for (let i = 0; i < Math.min(a.length, b.length); i += 4) {
        if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 30) changed++;
      }
    }
    if (keepAs !== undefined) kept[keepAs] = frame;
    const middle = (Math.floor(frame.height / 2) * frame.width + Math.floor(frame.width / 2)) * 4;
    return { width: frame.width, height: frame.height, middle: [frame.data[middle]!, frame.data[middle + 1]!, frame.data[middle + 2]!] as [number, number, number], changed };
  }, options);
}

/** Requests the stage itself makes: none may leave the page's own server. */
function isOffOrigin(url: string): boolean {
  if (url.startsWith(defaultBaseURL()) || url.startsWith("data:") || url.startsWith("blob:")) return false;
  // The signed-in header's initials picture comes from a service the privacy policy names (the
  // CSP allows it); it is the page's, drawn whether or not a stage is there, not the stage's.
  return !url.startsWith("https://ui-avatars.com/");
}

async function signIn(page: Page, name: string) {
  // What the engine says in the console is in the test's output when something goes wrong.
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") console.log(`[browser ${message.type()}] ${message.text()}`);
  });
  page.on("pageerror", (error) => console.log(`[browser pageerror] ${error.message}`));
  const { token } = await testSignIn(defaultBaseURL(), `${name}-${Date.now()}@example.com`);
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.reload();
}

/** The stage canvas's drawing buffer and its size on screen in device pixels, as "width×height". */
function drawingBufferAndScreen(page: Page) {
  return page.getByTestId("stage-canvas").evaluate((canvas: HTMLCanvasElement) => {
    const rect = canvas.getBoundingClientRect();
    return { buffer: `${canvas.width}×${canvas.height}`, screen: `${Math.round(rect.width * devicePixelRatio)}×${Math.round(rect.height * devicePixelRatio)}` };
  });
}

test("generate 'when I press space the cat moves 10 steps', Run, press space: the engine's cat moves and the stage changes", async ({ page }) => {
  const offOrigin: string[] = [];
  // The engine's chunk is fetched once an answer's stage is on screen (stage.warm-up.ts), never
  // with a page's first load.
  const engineRequests: string[] = [];
  page.on("request", (request) => {
    if (isOffOrigin(request.url())) offOrigin.push(request.url());
    if (/stage\.engine/.test(request.url())) engineRequests.push(request.url());
  });
  await signIn(page, "stage");
  expect(engineRequests).toEqual([]);
  const section = page.locator("#generator");
  await section.getByLabel("What do you want to make?").fill("when I press space the cat moves 10 steps");
  await section.getByTestId("generate-button").click();
  await expect(section.getByTestId("block-panel").first().locator("svg").first()).toBeVisible({ timeout: 30_000 });

  const stage = section.getByTestId("stage-panel");
  await expect(stage).toBeVisible();
  // The behaviour check ran this answer and found nothing to say.
  await expect(stage.getByTestId("stage-behaviour")).toHaveCount(0);
  // Nothing of the engine runs before Run.
  expect(await page.evaluate(() => window.__promptblocksStage)).toBeUndefined();

  await stage.getByRole("button", { name: "Run" }).click();
  await expect(stage).toHaveAttribute("data-phase", "ready", { timeout: READY_MS });
  expect(engineRequests.length).toBeGreaterThan(0);
  await expect(stage.getByTestId("stage")).toBeFocused();
  // The drawing buffer has the stage's size on screen (made so before its WebGL context, decision 560).
  const sized = await drawingBufferAndScreen(page);
  expect(sized.buffer).toBe(sized.screen);

  await expect.poll(() => spriteOf(page, "Cat"), { timeout: 10_000 }).not.toBeNull();
  const before = (await spriteOf(page, "Cat"))!;
  expect(before.x).toBe(0);
  await page.waitForTimeout(300);
  await stageFrame(page, { keepAs: "before space" });
  await saveScreenshot(page, "stage-before-space");

  // Watch for the running script's glow from now on: it may last only a moment.
  await page.evaluate(() => {
    const w = window as unknown as { __sawGlow?: string };
    new MutationObserver(() => {
      const lit = document.querySelector(".stage-script-running");
      if (lit) w.__sawGlow ??= lit.getAttribute("data-stage-script") ?? "";
    }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ["class"] });
  });
  await page.keyboard.press("Space");
  await expect.poll(async () => (await spriteOf(page, "Cat"))?.x, { timeout: 10_000 }).toBe(10);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __sawGlow?: string }).__sawGlow ?? null)).toMatch(new RegExp(`^Cat${String.fromCharCode(0)}`));

  // The cat drawn 10 steps to the right: its edges change hundreds of pixels.
  await expect.poll(async () => (await stageFrame(page, { compareWith: "before space" })).changed, { timeout: 30_000 }).toBeGreaterThan(50);
  await stage.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "stage-after-space");
  expect(offOrigin).toEqual([]);

  // A phone's width (the stage is capped at 672 px wide on wider windows): the stage is smaller
  // on screen, and the drawing buffer follows it.
  await page.setViewportSize({ width: 400, height: page.viewportSize()!.height });
  await expect.poll(async () => (await drawingBufferAndScreen(page)).screen).not.toBe(sized.screen);
  await expect.poll(async () => {
    const now = await drawingBufferAndScreen(page);
    return now.buffer === now.screen;
  }).toBe(true);
});

test("what the behaviour check found when it ran an answer is said kindly beside the stage", async ({ page }) => {
  await signIn(page, "stage-behaviour");
  const section = page.locator("#generator");
  // The offline generator builds exactly this, and the server's check runs it before showing it.
  await section.getByLabel("What do you want to make?").fill("when the green flag is clicked stop everything");
  const generated = page.waitForResponse((response) => response.url().endsWith("/api/blocks/generate") && response.request().method() === "POST");
  await section.getByTestId("generate-button").click();
  const { generationId } = (await (await generated).json()) as { generationId: number };
  const stage = section.getByTestId("stage-panel");
  await expect(stage).toBeVisible({ timeout: 60_000 });
  const expectNote = async () => {
    const note = stage.getByTestId("stage-behaviour");
    await expect(note).toBeVisible({ timeout: 60_000 });
    await expect(note).toHaveAttribute("role", "note");
    await expect(note).toContainText("We tried these blocks before showing them.");
    await expect(note).toContainText("It stops by itself");
    await expect(note).toContainText("It stops everything as soon as it starts");
    await note.scrollIntoViewIfNeeded();
  };
  await expectNote();
  await saveScreenshot(page, "stage-behaviour-note");

  // Opened again from history, the same answer brings the same note.
  await page.goto(`/?load=${generationId}`);
  await expect(stage).toBeVisible({ timeout: 60_000 });
  await expectNote();
  await saveScreenshot(page, "stage-behaviour-note-from-history");
});

const md5 = (data: string) => createHash("md5").update(data).digest("hex");

/** A Scratch 3 project with its own costume (a big magenta square) and whatever the test adds. */
function ownProjectSb3(options: { costumeSvg?: string; stageBlocks?: Record<string, unknown>; spriteBlocks?: Record<string, unknown>; variables?: Record<string, unknown>; monitors?: unknown[]; extensions?: string[]; extensionURLs?: Record<string, string> } = {}): Buffer {
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#ffffff"/></svg>`;
  const costume = options.costumeSvg ?? `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#ff00ff"/></svg>`;
  const backdropId = md5(backdrop);
  const costumeId = md5(costume);
  const project = {
    targets: [
      {
        isStage: true, name: "Stage", variables: options.variables ?? {}, lists: {}, broadcasts: {}, blocks: options.stageBlocks ?? {}, comments: {}, currentCostume: 0,
        costumes: [{ name: "backdrop1", dataFormat: "svg", assetId: backdropId, md5ext: `${backdropId}.svg`, rotationCenterX: 240, rotationCenterY: 180 }],
        sounds: [], volume: 100, layerOrder: 0, tempo: 60, videoTransparency: 50, videoState: "on", textToSpeechLanguage: null,
      },
      {
        isStage: false, name: "Blob", variables: {}, lists: {}, broadcasts: {}, blocks: options.spriteBlocks ?? {}, comments: {}, currentCostume: 0,
        costumes: [{ name: "magenta", bitmapResolution: 1, dataFormat: "svg", assetId: costumeId, md5ext: `${costumeId}.svg`, rotationCenterX: 100, rotationCenterY: 100 }],
        sounds: [], volume: 100, layerOrder: 1, visible: true, x: 0, y: 0, size: 100, direction: 90, draggable: false, rotationStyle: "all around",
      },
    ],
    monitors: options.monitors ?? [],
    extensions: options.extensions ?? [],
    ...(options.extensionURLs ? { extensionURLs: options.extensionURLs } : {}),
    meta: { semver: "3.0.0", vm: "0.2.0", agent: "PromptBlocks e2e" },
  };
  return Buffer.from(
    zipSync({ "project.json": strToU8(JSON.stringify(project)), [`${backdropId}.svg`]: strToU8(backdrop), [`${costumeId}.svg`]: strToU8(costume) }),
  );
}

async function openAndRun(page: Page, name: string, sb3: Buffer) {
  await page.goto("/#generator");
  await page.getByTestId("open-project-input").setInputFiles({ name, mimeType: "application/x.scratch.sb3", buffer: sb3 });
  const stage = page.locator("#generator").getByTestId("stage-panel");
  await stage.getByRole("button", { name: "Run" }).click();
  await expect(stage).toHaveAttribute("data-phase", "ready", { timeout: READY_MS });
  return stage;
}

test("an opened .sb3 runs with its own costume, not PromptBlocks' drawings", async ({ page }) => {
  await signIn(page, "stage-opened");
  await openAndRun(page, "magenta.sb3", ownProjectSb3());
  await expect.poll(async () => (await spriteOf(page, "Blob"))?.costume).toBe("magenta");
  // The middle of the stage shows the project's own magenta square.
  await expect.poll(async () => (await stageFrame(page)).middle, { timeout: 30_000 }).toEqual([255, 0, 255]);
  await page.getByTestId("stage-panel").scrollIntoViewIfNeeded();
  await saveScreenshot(page, "stage-opened-own-costume");
});

test("a hostile opened project cannot script the page, load an extension or reach the network", async ({ page }) => {
  const offOrigin: string[] = [];
  page.on("request", (request) => {
    if (isOffOrigin(request.url())) offOrigin.push(request.url());
  });
  await signIn(page, "stage-hostile");
  // The CSP is the page's last wall, and refuses quietly: every inline handler or script it
  // refuses for an element of this page is recorded (markup made from the project's text would
  // show here). Chromium also reports the costume's onload while DOMPurify parses it in a document
  // of its own with no scripting, where it cannot run; that report names no element of the page.
  await page.evaluate(() => {
    const w = window as unknown as { __inlineRefused?: string[] };
    w.__inlineRefused = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      if (event.blockedURI === "inline" && event.target instanceof Element) w.__inlineRefused!.push(`${event.violatedDirective}: ${event.target.outerHTML.slice(0, 200)}`);
    }, true);
  });
  const markup = `<img src=x onerror="window.__pwned='monitor'">`;
  const block = (opcode: string, extra: Record<string, unknown> = {}) => ({ opcode, next: null, parent: null, inputs: {}, fields: {}, shadow: false, topLevel: false, ...extra });
  const stage = await openAndRun(
    page,
    "hostile.sb3",
    ownProjectSb3({
      // An SVG costume with a script and an onload handler: both are cleaned out before the engine or any document sees them.
      costumeSvg: `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" onload="window.__pwned='onload'"><script>window.__pwned='script'</script><rect width="200" height="200" fill="#ff00ff"/></svg>`,
      variables: { v1: [`<b onmouseover="window.__pwned='label'">x</b>`, markup] },
      monitors: [{ id: "v1", mode: "default", opcode: "data_variable", params: { VARIABLE: `<b onmouseover="window.__pwned='label'">x</b>` }, spriteName: null, value: markup, width: 0, height: 0, x: 5, y: 5, visible: true }],
      spriteBlocks: {
        flag: block("event_whenflagclicked", { next: "say", topLevel: true, x: 0, y: 0 }),
        say: block("looks_say", { parent: "flag", next: "ask", inputs: { MESSAGE: [1, [10, markup]] } }),
        ask: block("sensing_askandwait", { parent: "say", next: "evil", inputs: { QUESTION: [1, [10, markup]] } }),
        evil: block("evil_run", { parent: "ask" }),
      },
      extensions: ["evil"],
      extensionURLs: { evil: "https://evil.example/extension.js" },
    }),
  );
  // The question and the monitor show the project's text as text.
  await expect(stage.getByTestId("stage-monitor")).toContainText(markup);
  await expect(stage.getByTestId("stage-ask-box")).toBeVisible();
  await expect(stage.getByTestId("stage-refused")).toContainText("an extension from outside PromptBlocks");
  // The engine got the costume cleaned of its script and handler, and still draws its magenta square.
  const costume = await page.evaluate(() => window.__promptblocksStage!.costumeSvg("Blob"));
  expect(costume).toContain("<rect");
  expect(costume).not.toMatch(/script|onload|__pwned/i);
  await expect.poll(async () => (await stageFrame(page)).middle, { timeout: 30_000 }).toEqual([255, 0, 255]);
  // Monitors let the pointer through to the stage, as Scratch's do, so the pointer is put over
  // the monitor without asking that it receives the event: an onmouseover there would now fire.
  await stage.getByTestId("stage-monitor").hover({ force: true });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __inlineRefused?: string[] }).__inlineRefused)).toEqual([]);
  expect(await stage.locator("img, script, b").count()).toBe(0);
  expect(offOrigin).toEqual([]);
  await stage.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "stage-hostile-project");
});

test("the sound engine comes after the first frame: every sound of the project can be played, and the green flag plays it", async ({ page }) => {
  await signIn(page, "stage-sound");
  const { project } = parseProject(normalizeBlocksText("// sprite: Cat\n// x: 0, y: 0\nwhen green flag clicked\nstart sound (Meow v)\nchange x by (5)"));
  await openAndRun(page, "sound.sb3", Buffer.from(projectToSb3(project)));
  await expect.poll(() => page.evaluate(() => window.__promptblocksStage?.sounds("Cat") ?? null), { timeout: 30_000 }).toEqual({ total: 1, playable: 1 });
  // Run pressed the green flag once the sound was ready: the script ran past its sound.
  await expect.poll(async () => (await spriteOf(page, "Cat"))?.x ?? 0).toBe(5);
});

test("with reduced motion, Run loads the stage but only the green flag starts it; Go and Stop are labelled buttons", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, "stage-calm");
  const { project } = parseProject(normalizeBlocksText("// sprite: Cat\n// x: 0, y: 0\nwhen green flag clicked\nforever\nchange x by (1)\nend"));
  const stage = await openAndRun(page, "calm.sb3", Buffer.from(projectToSb3(project)));
  await page.waitForTimeout(1000);
  expect((await spriteOf(page, "Cat"))?.x).toBe(0);
  await stage.getByRole("button", { name: "Green flag" }).click();
  await expect.poll(async () => (await spriteOf(page, "Cat"))?.x ?? 0).toBeGreaterThan(5);
  await stage.getByRole("button", { name: "Stop" }).click();
  const stopped = (await spriteOf(page, "Cat"))!.x;
  await page.waitForTimeout(500);
  expect((await spriteOf(page, "Cat"))!.x).toBe(stopped);
  await expect(stage.getByRole("button", { name: "Sound" })).toHaveAttribute("aria-pressed", "true");
  await stage.getByRole("button", { name: "Sound" }).click();
  await expect(stage.getByRole("button", { name: "Sound" })).toHaveAttribute("aria-pressed", "false");
});
