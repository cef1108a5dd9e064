import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/live-page";
import { HERO_IMAGE_SIZE } from "../../src/client/features/marketing/home-hero";
import { saveScreenshot } from "./support/screenshots";

/**
 * Issue 12, points 1-4 in Chromium against the real server: the home page's sections (Try It
 * Now, Watch Demo, the FAQ accordion, the anchors, Try This Example), the static pages' copy,
 * headings and accessibility, and full-page screenshots at 1280 and 375 px to look at.
 */

type TPageCheck = { path: string; h1: string; title: RegExp; texts: string[]; shot: string };

const STATIC_PAGES: TPageCheck[] = [
  { path: "/", h1: "Turn your ideas into Scratch blocks", title: /^PromptBlocks/, texts: ["How It Works", "Example Projects", "Frequently asked questions"], shot: "home" },
  { path: "/features", h1: "Features", title: /^Features \| PromptBlocks$/, texts: ["How it works, in four steps", "Free and Premium", "Made for", "Sample request"], shot: "features" },
  { path: "/doc", h1: "User guide", title: /^User guide \| PromptBlocks$/, texts: ["What Scratch is", "How to describe an idea", "How to read the blocks", "Building the blocks in Scratch", "Opening the .sb3 project", "Free and Premium accounts", "Getting help"], shot: "doc" },
  { path: "/about", h1: "About PromptBlocks", title: /^About PromptBlocks \| PromptBlocks$/, texts: ["Our mission", "Who we are", "Why AI, and why this way", "Where we are going"], shot: "about" },
  { path: "/for-schools", h1: "PromptBlocks for Schools", title: /for Schools/, texts: ["Discounted bulk tokens", "A teacher dashboard", "Classroom tools", "Curriculum support", "Professional development", "Ask for a teacher account", "Get in touch"], shot: "for-schools" },
  { path: "/for-parents", h1: "PromptBlocks for Parents", title: /for Parents/, texts: ["Safety and consent", "How to help, even if you do not code", "What it costs"], shot: "for-parents" },
  { path: "/privacy-policy", h1: "Privacy Policy", title: /^Privacy Policy \| PromptBlocks$/, texts: ["May 21, 2025", "verifiable parental consent", "hosted database provider", "AI provider"], shot: "privacy-policy" },
  { path: "/terms-of-service", h1: "Terms of Service", title: /^Terms of Service \| PromptBlocks$/, texts: ["May 21, 2025", "laws of Taiwan", "final and non-refundable, except where the law requires a refund"], shot: "terms-of-service" },
];

/** Console errors and failed requests collected while a test runs; each test asserts none. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A media request cut short when the player closes is the browser's choice, not a failure.
    if (request.failure()?.errorText === "net::ERR_ABORTED" && request.resourceType() === "media") return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Heading levels in document order: one h1, and never a jump deeper by more than one level. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((nodes) =>
    nodes.filter((node) => (node as HTMLElement).offsetParent !== null || node.closest("details")).map((node) => Number(node.tagName[1])),
  );
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const check of STATIC_PAGES) {
  test(`${check.path} has its heading, title and real copy, headings in order, no serious axe violation, no errors; screenshots at 1280 and 375 px`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(check.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(check.h1);
    await expect(page).toHaveTitle(check.title);
    const main = page.locator("main");
    for (const text of check.texts) await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    // Pages with testimonials wait for them so the picture and the axe run see the final page;
    // with none published the section is not there at all (issue 31).
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("testimonials")).toHaveCount(0);

    const levels = await headingLevels(page);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, `heading ${index} jumps from h${levels[index - 1]} to h${level}`).toBeLessThanOrEqual(1);
    });

    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `public-${check.shot}-1280`);
    await page.setViewportSize({ width: 375, height: 800 });
    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, `public-${check.shot}-375`);
    expect(problems).toEqual([]);
  });
}

test("the policies have 9 and 12 numbered sections, and the footer's Cookie Policy link reaches the cookie section", async ({ page }) => {
  await page.goto("/privacy-policy");
  const privacy = page.locator("main h2");
  await expect(privacy).toHaveCount(9);
  await expect(privacy.first()).toHaveText("1. Who we are and what this policy covers");
  await expect(privacy.nth(3)).toHaveText("4. Children under 13 and parental consent");
  await expect(page.locator("main time").first()).toHaveAttribute("datetime", "2025-05-21");

  await page.goto("/terms-of-service");
  const terms = page.locator("main h2");
  await expect(terms).toHaveCount(12);
  await expect(terms.last()).toHaveText("12. Governing law and contact");

  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy#cookies$/);
  const cookies = page.getByRole("heading", { name: "6. Cookie Policy: cookies and local storage" });
  await expect(cookies).toBeInViewport();
  await expect(page.locator("#cookies")).toContainText("token");
});

test("the footer has the three link columns and the policy links; with no operator configured it shows the marked local example and no social link", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  for (const column of ["Product", "Resources", "Company"]) await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
  const policies = footer.getByRole("navigation", { name: "Policies" }).getByRole("link");
  await expect(policies).toHaveText(["Privacy Policy", "Terms of Service", "Cookie Policy"]);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} PromptBlocks`);
  // The e2e build sets no OPERATOR_* or VITE_SOCIAL_*: the operator is the example, marked as such.
  await expect(footer.getByTestId("operator-example")).toHaveText("Local example: not a real contact");
  await expect(footer.locator('a[href^="mailto:"]')).toHaveAttribute("href", "mailto:operator@example.com");
  await expect(footer.getByRole("list", { name: "PromptBlocks on social media" })).toHaveCount(0);
});

test.describe("home page sections", () => {
  test("Try It Now scrolls to the generator; the hero shows the real block picture at its stated size", async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto("/");
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    const picture = hero.getByRole("img", { name: /when space key pressed/ });
    await expect(picture).toBeVisible();
    const natural = await picture.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight, src: img.currentSrc };
    });
    expect(natural).toMatchObject({ width: HERO_IMAGE_SIZE.width, height: HERO_IMAGE_SIZE.height });
    // It is scratchblocks' own drawing: its block classes, not hand-made shapes.
    const svg = await (await page.request.get("/images/hero-blocks.svg")).text();
    expect(svg).toContain("sb3-events");
    expect(svg).toContain(">pressed</text>");

    const generatorTitle = page.getByRole("heading", { name: "Describe your idea" });
    const titleTop = () => generatorTitle.evaluate((element) => element.getBoundingClientRect().top);
    expect(await titleTop()).toBeGreaterThan(600);
    await hero.getByRole("link", { name: "Try It Now" }).click();
    await expect(page).toHaveURL(/\/#generator$/);
    // Scrolled so the section's heading sits just under the sticky header.
    await expect.poll(titleTop).toBeLessThan(300);
    await expect(generatorTitle).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test("Watch Demo opens a modal player with the recording and its captions, and toggles closed", async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto("/");
    // By CSS, not role: while the modal is open the rest of the page is hidden from the accessibility tree.
    const watch = page.locator("button", { hasText: "Watch Demo" });
    await expect(watch).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("video")).toHaveCount(0);

    await watch.click();
    const dialog = page.getByRole("dialog", { name: "PromptBlocks demo" });
    await expect(dialog).toBeVisible();
    const video = dialog.getByTestId("demo-video");
    await expect(video.locator("source")).toHaveAttribute("src", "/videos/promptblocks-demo.webm");
    await expect(video).toHaveAttribute("poster", "/videos/promptblocks-demo-poster.jpg");
    // The file plays: Chromium reads its length, and the captions track loads real cues.
    const media = await video.evaluate(async (element: HTMLVideoElement) => {
      if (element.readyState < 1) await new Promise((resolve) => element.addEventListener("loadedmetadata", resolve, { once: true }));
      const track = element.textTracks[0]!;
      track.mode = "hidden";
      for (let i = 0; i < 50 && (track.cues?.length ?? 0) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      return { duration: element.duration, width: element.videoWidth, cues: Array.from(track.cues ?? []).map((cue) => (cue as VTTCue).text), kind: track.kind };
    });
    expect(media.duration).toBeGreaterThan(8);
    expect(media.duration).toBeLessThan(60);
    expect(media.width).toBe(960);
    expect(media.kind).toBe("captions");
    expect(media.cues[0]).toBe("Describe your idea in your own words.");
    expect(media.cues).toContain("Press Generate.");
    const sizes = await Promise.all(
      ["/videos/promptblocks-demo.webm", "/videos/promptblocks-demo-poster.jpg"].map(async (path) => (await page.request.get(path)).body()),
    );
    expect(sizes[0]!.length).toBeLessThan(1024 * 1024);
    expect(sizes[1]!.length).toBeGreaterThan(5_000);

    // Closed with the button, opened again, closed with Escape; focus goes back to Watch Demo.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("video")).toHaveCount(0);
    await expect(watch).toHaveAttribute("aria-expanded", "false");
    await watch.click();
    await expect(dialog).toBeVisible();
    await expect(watch).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("the FAQ has six questions, opens one at a time, closes again, and works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByTestId("faq");
    const triggers = faq.getByRole("button");
    await expect(triggers).toHaveCount(6);
    await expect(faq.locator('[data-state="open"][role="region"]')).toHaveCount(0);

    const first = triggers.nth(0);
    const second = triggers.nth(1);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "What is PromptBlocks?" })).toContainText("independent tool for Scratch");
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "What is PromptBlocks?" })).toHaveCount(0);
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("region")).toHaveCount(0);

    // Keyboard: the triggers are buttons in the tab order; Enter and Space toggle.
    await triggers.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(triggers.nth(3)).toHaveAttribute("aria-expanded", "true");
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "false");
  });

  test("/#examples and /#generator land on their sections; Try This Example fills the prompt and scrolls to it", async ({ page }) => {
    await page.goto("/#examples");
    await expect(page.getByRole("heading", { name: "Example Projects" })).toBeInViewport();
    await page.goto("/about");
    await page.goto("/#generator");
    await expect(page.getByRole("heading", { name: "Describe your idea" })).toBeInViewport();

    await page.goto("/#examples");
    const cards = page.locator("#examples li");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(["Parabola", "Chatbot", "Gravity physics"]);
    await cards.filter({ hasText: "Gravity physics" }).getByRole("button", { name: "Try This Example" }).click();
    const promptBox = page.getByLabel("What do you want to make?");
    await expect(promptBox).toHaveValue("Make a ball fall with gravity and bounce when it hits the ground.");
    await expect(promptBox).toBeFocused();
    await expect(promptBox).toBeInViewport();
  });
});
