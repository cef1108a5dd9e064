import { mkdirSync, readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "./support/live-page";
import { BLOCK_SAMPLES, PICTURED_TEXTS } from "../../src/client/features/blocks/blocks.samples";

/**
 * Issue 3, client side, in real Chromium against the real server: the /test-blocks gallery,
 * SPEC 9's PNG download, copy, copy image, the custom-block colour pass, diagnostics, and block
 * text that tries to inject markup.
 */
const SCREENSHOTS = "test-results/screenshots";
const PANELS = BLOCK_SAMPLES.length + 1; // every sample plus "Your blocks"

const toastWith = (page: Page, text: string) => page.locator("ol li").filter({ hasText: text }).first();
const ownInput = (page: Page) => page.getByTestId("own-blocks-input");
const ownPanel = (page: Page) => page.getByTestId("block-panel").filter({ has: page.getByRole("heading", { name: "Your blocks" }) });

/**
 * The gallery opens with its prerendered pictures and draws with scratchblocks once a panel is
 * reached for (decision 610): the pointer comes over each panel, as a visitor's would.
 */
async function reachForEveryPanel(page: Page): Promise<void> {
  for (const panel of await page.getByTestId("block-panel").all()) await panel.hover();
}

async function waitForPictures(page: Page, expected = PANELS): Promise<void> {
  await reachForEveryPanel(page);
  await expect(page.locator('[data-testid=blocks-container][data-state=rendered][data-colour-pass=done]')).toHaveCount(expected);
}

async function showOwnBlocks(page: Page, text: string): Promise<Locator> {
  await ownInput(page).fill(text);
  const container = ownPanel(page).getByTestId("blocks-container");
  // The colour pass marks the container once the picture of *this* text is finished.
  await expect(container).toHaveAttribute("data-colour-pass", "done");
  return container;
}

test.beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

test("the gallery draws every sample with no unknown (red) block, in both colour styles and right-to-left", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/test-blocks");
  await waitForPictures(page);

  const pictures = page.locator("[data-testid=blocks-container] > svg");
  await expect(pictures).toHaveCount(PANELS);
  await expect(page.locator("[data-testid=blocks-container] .sb3-obsolete")).toHaveCount(0);
  await expect(pictures.first()).toHaveClass(/scratchblocks-style-scratch3(?!-)/);
  // Every palette category and both extensions (drawn with the extension colour) appear.
  for (const category of ["motion", "looks", "sound", "events", "control", "sensing", "operators", "variables", "list", "custom", "custom-arg", "extension"]) {
    expect(await page.locator(`[data-testid=blocks-container] .sb3-${category}`).count(), category).toBeGreaterThan(0);
  }
  // No panel has problems to report: every sample is valid.
  await expect(page.getByTestId("block-diagnostics")).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/test-blocks-scratch3.png`, fullPage: true });

  await page.getByRole("radio", { name: "High contrast" }).click();
  await expect(page.locator('[data-testid=blocks-container][data-style="scratch3-high-contrast"]')).toHaveCount(PANELS);
  await waitForPictures(page);
  await expect(pictures.first()).toHaveClass(/scratchblocks-style-scratch3-high-contrast/);
  await expect(page.locator("[data-testid=blocks-container] .sb3-obsolete")).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/test-blocks-high-contrast.png`, fullPage: true });

  await page.getByRole("radio", { name: "Normal colours" }).click();
  await page.getByLabel("Block language").selectOption("ar");
  const first = page.getByTestId("sample-bouncing-cat").getByTestId("blocks-container");
  await expect(first).toHaveAttribute("dir", "rtl");
  await expect(first.locator("svg")).toContainText("تحرك");
  await waitForPictures(page);
  await expect(page.locator("[data-testid=blocks-container] .sb3-obsolete")).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/test-blocks-arabic-rtl.png`, fullPage: true });

  await page.getByLabel("Block language").selectOption("de");
  await expect(first).toHaveAttribute("dir", "ltr");
  await expect(first.locator("svg")).toContainText("Wenn");
  expect(errors).toEqual([]);
});

test("Download saves scratch-blocks.png at twice the picture size plus 20 px padding, on white", async ({ page }) => {
  await page.goto("/test-blocks");
  await waitForPictures(page);
  const sample = page.getByTestId("sample-jump-block");
  const svg = sample.locator("[data-testid=blocks-container] > svg");
  const width = Number(await svg.getAttribute("width"));
  const height = Number(await svg.getAttribute("height"));

  // One toast shows at a time and "Preparing" is replaced within moments, so record every toast.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    // Read every toast after each change rather than the added nodes alone: the first toast can
    // arrive inside the toast area mounted with it (it loads lazily), and a toast can change in place.
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll("[data-testid=toasts] li"))) {
        const text = toast.textContent ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const downloadPromise = page.waitForEvent("download");
  await sample.getByRole("button", { name: "Download as image" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("scratch-blocks.png");
  await expect(toastWith(page, "Downloaded!")).toContainText("Blocks saved as PNG image");
  const toasts = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
  expect(toasts.findIndex((text) => text.includes("Preparing download...") && text.includes("Creating image, please wait"))).toBe(0);

  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  // IHDR: width and height are the first two big-endian integers of the first chunk.
  const pngWidth = bytes.readUInt32BE(16);
  const pngHeight = bytes.readUInt32BE(20);
  expect(pngWidth).toBe(Math.ceil((width + 40) * 2));
  expect(pngHeight).toBe(Math.ceil((height + 40) * 2));

  // Decode with Chromium's own PNG decoder and read pixels: white padding, coloured blocks.
  const pixels = await page.evaluate(async (base64) => {
    // Built from bytes, not fetched: the app's CSP (connect-src 'self') forbids fetching data: URLs.
    const blob = new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: "image/png" });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2]) coloured++;
    return {
      corners: [at(0, 0), at(bitmap.width - 1, 0), at(0, bitmap.height - 1), at(bitmap.width - 1, bitmap.height - 1), at(39, 39)],
      coloured,
    };
  }, bytes.toString("base64"));
  for (const corner of pixels.corners) expect(corner).toEqual([255, 255, 255, 255]);
  expect(pixels.coloured).toBeGreaterThan(1000);
});

test("Copy puts the text without its code fence on the clipboard; Copy image puts a PNG there", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/test-blocks");
  const fenced = "Here are your blocks:\n```scratchblocks\nwhen green flag clicked\nmove (10) steps\n```\nHave fun!";
  await showOwnBlocks(page, fenced);
  await ownPanel(page).getByRole("button", { name: "Copy blocks" }).click();
  await expect(toastWith(page, "Copied!")).toContainText("Blocks copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("when green flag clicked\nmove (10) steps");

  await ownPanel(page).getByRole("button", { name: "Copy image" }).click();
  await expect(toastWith(page, "Image copied!")).toBeVisible();
  const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => [...item.types]));
  expect(types).toContain("image/png");
});

test("the empty panel explains itself and its buttons are disabled; tooltips name the actions", async ({ page }) => {
  await page.goto("/test-blocks");
  await ownInput(page).fill("");
  const panel = ownPanel(page);
  await expect(panel).toContainText("Generated blocks will appear here");
  await expect(panel.getByRole("button", { name: "Copy blocks" })).toBeDisabled();
  await expect(panel.getByRole("button", { name: "Download as image" })).toBeDisabled();

  await showOwnBlocks(page, "when green flag clicked\nmove (10) steps");
  for (const name of ["Copy blocks", "Download as image", "Copy image"]) {
    await panel.getByRole("button", { name }).hover();
    await expect(page.getByRole("tooltip", { name })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  }
  // From the keyboard the tip shows at once, and the button is described by it.
  await panel.getByRole("button", { name: "Download as image" }).focus();
  await page.keyboard.press("Shift+Tab");
  const copy = panel.getByRole("button", { name: "Copy blocks" });
  await expect(copy).toBeFocused();
  await expect(page.getByRole("tooltip", { name: "Copy blocks" })).toBeVisible();
  await expect(copy).toHaveAccessibleDescription("Copy blocks");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("tooltip")).toHaveCount(0);
});

test("custom-block pictures get SPEC's parameter and variable colours; other pictures do not", async ({ page }) => {
  await page.goto("/test-blocks");
  const fill = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fill);
  const stroke = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).stroke);

  let container = await showOwnBlocks(page, "when green flag clicked\nset [number v] to (0)\nsay (number)");
  const plainReporter = container.locator("g", { has: page.locator(":scope > text", { hasText: /^number$/ }) }).last();
  expect(await fill(plainReporter.locator(":scope > rect, :scope > path").first())).toBe("rgb(255, 140, 26)");

  container = await showOwnBlocks(page, "define grow (n)\nset [size v] to ((n) * (2))\nchange [number v] by (n)\nsay (number)\n\nwhen green flag clicked\ngrow (5)");
  const parameter = container.locator("g", { has: page.locator(":scope > text", { hasText: /^n$/ }) }).last();
  const parameterShape = parameter.locator(":scope > rect, :scope > path").first();
  expect(await fill(parameterShape)).toBe("rgb(255, 102, 128)");
  expect(await stroke(parameterShape)).toBe("rgb(255, 51, 85)");
  expect(await fill(parameter.locator(":scope > text").first())).toBe("rgb(255, 255, 255)");
  const numberReporter = container.locator("g", { has: page.locator(":scope > text", { hasText: /^number$/ }) }).last();
  expect(await fill(numberReporter.locator(":scope > rect, :scope > path").first())).toBe("rgb(255, 102, 128)");
  const setter = container.locator("g", { has: page.locator(":scope > text", { hasText: /^set$/ }) }).first();
  const setterShape = setter.locator(":scope > path").first();
  expect(await fill(setterShape)).toBe("rgb(255, 140, 26)");
  expect(await stroke(setterShape)).toBe("rgb(219, 110, 0)");
});

test("names the author made are drawn as what they are, not as the built-in block of the same name", async ({ page }) => {
  await page.goto("/test-blocks");
  // scratchblocks alone draws (size) as Looks' size and (answer) as Sensing's answer; the
  // project reads them as the define's input and the variable, so the picture must too.
  const container = await showOwnBlocks(page, "define jump (size)\nchange y by (size)\n\nwhen green flag clicked\nset [answer v] to (10)\njump (answer)");
  await expect(container.locator(".sb3-looks")).toHaveCount(0);
  await expect(container.locator(".sb3-sensing")).toHaveCount(0);
  const reporter = (label: string) => container.locator("g", { has: page.locator(":scope > text", { hasText: new RegExp(`^${label}$`) }) }).last();
  expect(await reporter("size").locator(":scope > rect, :scope > path").first().getAttribute("class")).toContain("sb3-custom-arg");
  expect(await reporter("answer").locator(":scope > rect, :scope > path").first().getAttribute("class")).toContain("sb3-variables");
});

test("a long comment shows its first words in the panel, the whole text as its tooltip", async ({ page }) => {
  await page.goto("/test-blocks");
  const long = "this comment explains the whole script to the child reading it, and it keeps going well past the edge of the panel";
  const container = await showOwnBlocks(page, `when green flag clicked // ${long}\nmove (10) steps // short one`);
  const panelRight = await ownPanel(page).evaluate((panel) => panel.getBoundingClientRect().right);
  const svgRight = await container.locator("svg").evaluate((svg) => svg.getBoundingClientRect().right);
  expect(svgRight).toBeLessThanOrEqual(panelRight);
  const bubbles = container.locator("text.sb3-comment-label");
  await expect(bubbles.first()).toHaveText(/^this comment explains .*…$/);
  await expect(bubbles.last()).toHaveText("short one");
  await expect(container.locator("g > title")).toHaveText([long]);
  await container.screenshot({ path: `${SCREENSHOTS}/long-comment.png` });
});

test("without the renderer the page says so, logs it, and Download reports 'No SVG elements found'", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  // The lazily loaded scratchblocks chunk (production build or Vite's dev dependency bundle).
  await page.route(/scratchblocks\.min\.es-[\w-]+\.js|\/deps\/scratchblocks\.js/, (route) => route.abort());
  await page.goto("/test-blocks");
  const panel = ownPanel(page);
  await panel.hover();
  await expect(panel.getByTestId("blocks-container")).toHaveAttribute("data-state", "unavailable");
  await expect(panel.getByRole("alert")).toContainText("could not load");
  expect(messages.some((text) => text.includes("block renderer (scratchblocks) is unavailable"))).toBe(true);

  await panel.getByRole("button", { name: "Download as image" }).click();
  await expect(toastWith(page, "Download failed")).toContainText("No SVG elements found");
});

test("a program with mistakes lists them under the picture by line", async ({ page }) => {
  await page.goto("/test-blocks");
  await showOwnBlocks(page, "when green flag clicked\nset rotation to (90)");
  const list = ownPanel(page).getByTestId("block-diagnostics");
  await expect(list).toBeVisible();
  await expect(list.locator("li[data-code=unknown-block]")).toContainText("Line 2");
});

test("block text cannot inject markup or run script", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/test-blocks");
  const payloads = [
    "when green flag clicked",
    'say [<img src=x onerror="window.__pwned = 1; alert(1)">]',
    "say [<script>window.__pwned = 2; alert(2)</script>]",
    "go to [javascript:window.__pwned=3 v]",
    'think [<svg onload="window.__pwned = 4"><script>alert(4)</script></svg>]',
    '(<a href="javascript:alert(5)">click me</a>)',
    'set [<iframe srcdoc="<script>parent.__pwned=6</script>"> v] to [<style>*{display:none}</style>]',
    "say [</text><foreignObject><div onmouseover=\"alert(7)\">x</div></foreignObject>]",
  ].join("\n");
  const container = await showOwnBlocks(page, payloads);
  // Point at and click the picture itself. The gallery's colour and language bar is sticky and
  // can cover the picture's top (the page may not scroll far enough to centre it), and the
  // picture scrolls sideways in its panel: so the picture is scrolled into view at once (the
  // page scrolls smoothly otherwise) and the first point down its left side that is the
  // picture's own, not the bar's or the text box's, is the one clicked.
  const svg = container.locator("svg");
  const point = await svg.evaluate((element) => {
    element.scrollIntoView({ block: "center", inline: "start", behavior: "instant" });
    const box = element.getBoundingClientRect();
    for (let y = Math.max(box.top, 0) + 20; y < Math.min(box.bottom, window.innerHeight); y += 8) {
      if (element.contains(document.elementFromPoint(box.left + 20, y))) return { x: box.left + 20, y };
    }
    return undefined;
  });
  if (!point) throw new Error("no point of the picture is in view to click");
  await page.mouse.move(point.x, point.y);
  await page.mouse.click(point.x, point.y);
  await page.waitForTimeout(300);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The payloads are shown as text, and nothing but scratchblocks' own SVG elements exist.
  await expect(container.locator("svg")).toContainText("<img src=x onerror=");
  await expect(container.locator("script, img, iframe, a, foreignObject, style, div")).toHaveCount(0);
  const handlers = await container.evaluate((element) =>
    Array.from(element.querySelectorAll("*")).flatMap((node) => node.getAttributeNames().filter((name) => name.startsWith("on"))),
  );
  expect(handlers).toEqual([]);
  await expect(page.getByRole("heading", { name: "Block gallery" })).toBeVisible();
});

/** Text only scratchblocks' renderer carries, and text only the block checker (src/blocks, with scratchblocks' parser) carries. */
const SCRATCHBLOCKS = /scratchblocks-style-/;
const BLOCK_CHECKER = /is not a Scratch block/;

test("the gallery opens with its prerendered pictures and without scratchblocks, which comes when a panel is reached for", async ({ page }) => {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push({ url: response.url(), text: response.text().catch(() => "") });
  });
  await page.goto("/test-blocks", { waitUntil: "networkidle" });
  const firstLoad = await Promise.all(scripts.map(async ({ url, text }) => ({ url, text: await text })));
  expect(firstLoad.length).toBeGreaterThan(0);
  for (const { url, text } of firstLoad) {
    expect(SCRATCHBLOCKS.test(text), `${url} carries scratchblocks`).toBe(false);
    expect(BLOCK_CHECKER.test(text), `${url} carries the block checker`).toBe(false);
  }
  // Every panel shows its picture, described by its text, and nothing was drawn live.
  const pictures = page.getByTestId("blocks-picture");
  await expect(pictures).toHaveCount(PICTURED_TEXTS.length);
  for (const { id, text } of PICTURED_TEXTS) {
    const picture = page.locator(`img[data-testid=blocks-picture][src="/images/gallery/${id}.svg"]`);
    await expect(picture, id).toHaveAttribute("alt", text);
  }
  await expect(page.locator("[data-testid=blocks-container][data-state=pictured]")).toHaveCount(PANELS);
  await expect(page.locator("[data-testid=blocks-container] > svg")).toHaveCount(0);

  // Reaching for one panel brings scratchblocks and draws that panel live, the others stay pictures.
  const before = scripts.length;
  const sample = page.getByTestId(`sample-${BLOCK_SAMPLES[0]!.id}`);
  await sample.getByTestId("block-panel").hover();
  await expect(sample.locator("[data-testid=blocks-container][data-colour-pass=done] > svg")).toHaveCount(1);
  await expect(sample.getByTestId("blocks-picture")).toHaveCount(0);
  const later = await Promise.all(scripts.slice(before).map(({ text }) => text));
  expect(later.some((text) => SCRATCHBLOCKS.test(text)), "scratchblocks arrives when needed").toBe(true);
  await expect(page.getByTestId("blocks-picture")).toHaveCount(PICTURED_TEXTS.length - 1);
});

test("each prerendered picture is the live drawing's size and place, so the swap moves nothing", async ({ page }) => {
  await page.goto("/test-blocks");
  const panels = page.getByTestId("block-panel");
  const boxes = async () =>
    panels.evaluateAll((sections) =>
      sections.map((section) => {
        const picture = section.querySelector("[data-testid=blocks-picture], [data-testid=blocks-container] > svg");
        const box = picture?.getBoundingClientRect();
        const panel = section.getBoundingClientRect();
        return { panel: [panel.width, panel.height], picture: box && [box.x - panel.x, box.y - panel.y, box.width, box.height], tag: picture?.tagName };
      }),
    );
  const pictured = await boxes();
  expect(pictured.map(({ tag }) => tag)).toEqual(Array(PANELS).fill("IMG"));
  await page.screenshot({ path: `${SCREENSHOTS}/test-blocks-prerendered.png`, fullPage: true });
  await waitForPictures(page);
  await page.mouse.move(0, 0);
  const live = await boxes();
  expect(live.map(({ tag }) => tag)).toEqual(Array(PANELS).fill("svg"));
  expect(live.map(({ panel, picture }) => ({ panel, picture }))).toEqual(pictured.map(({ panel, picture }) => ({ panel, picture })));
  await page.screenshot({ path: `${SCREENSHOTS}/test-blocks-live.png`, fullPage: true });
});
