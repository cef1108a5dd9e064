// Records the home page's demo video from PromptBlocks itself (issue 12):
//
//   node scripts/record-demo-video.mjs            (needs ffmpeg and Debian's Chromium)
//
// It starts the real server (the e2e launcher: fresh temporary database, the offline generator,
// the local test login) on DEMO_PORT (default 3199), drives the home page in Chromium through
// playwright-core, typing a request and generating its blocks, and captures the page with the
// DevTools screencast. ffmpeg encodes the frames as a small VP9 WebM. Alongside it writes the
// poster image, WebVTT captions timed to what happens on screen, and the hero picture
// (the generated blocks as an SVG file, exactly as scratchblocks drew them). Re-run it to
// refresh all four files after the interface changes.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = Number(process.env.DEMO_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const VIDEO_DIR = join(ROOT, "src/client/public/videos");
const IMAGE_DIR = join(ROOT, "src/client/public/images");
const NAME = "promptblocks-demo";
const SIZE = { width: 960, height: 600 };
const FPS = 12;
const PROMPT = "make the cat jump when I press space";

const log = (message) => console.log(`[demo] ${message}`);

function requireFfmpeg() {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { stdio: "ignore" });
  if (probe.status !== 0) throw new Error("ffmpeg is not installed (apt-get install -y ffmpeg)");
}

async function waitForHealth(child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within 3 minutes");
}

/** The same launcher the e2e tests use: builds the client if stale, fresh data, offline generator. */
function startServer() {
  return spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/start-e2e-server.ts"], {
    cwd: ROOT,
    env: { ...process.env, E2E_PORT: String(PORT) },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

async function signIn() {
  const res = await fetch(`${BASE}/api/auth/test-login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@example.com" }),
  });
  if (!res.ok) throw new Error(`test login failed: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  // Where an age check exists, the demo account is an adult's; elsewhere this route is absent.
  await fetch(`${BASE}/api/user/birth-date`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ year: 1990, month: 1 }),
  }).catch(() => undefined);
  return token;
}

/** DevTools screencast frames (JPEG) with their capture times, kept in memory until encoding. */
async function startScreencast(page) {
  const session = await page.context().newCDPSession(page);
  const frames = [];
  session.on("Page.screencastFrame", (frame) => {
    frames.push({ data: frame.data, time: frame.metadata.timestamp ?? Date.now() / 1000 });
    session.send("Page.screencastFrameAck", { sessionId: frame.sessionId }).catch(() => undefined);
  });
  await session.send("Page.startScreencast", { format: "jpeg", quality: 85, maxWidth: SIZE.width, maxHeight: SIZE.height, everyNthFrame: 1 });
  return {
    frames,
    stop: async () => {
      await session.send("Page.stopScreencast");
      await session.detach();
    },
  };
}

/** Writes the frames and an ffconcat list that holds each frame until the next one arrived. */
function writeConcatList(frames, endTime, dir) {
  const lines = ["ffconcat version 1.0"];
  frames.forEach((frame, index) => {
    const file = `frame-${String(index).padStart(5, "0")}.jpg`;
    writeFileSync(join(dir, file), Buffer.from(frame.data, "base64"));
    const next = frames[index + 1]?.time ?? endTime;
    lines.push(`file '${file}'`, `duration ${Math.max(0.001, next - frame.time).toFixed(3)}`);
  });
  // ffconcat ignores the last entry's duration unless the file is listed once more.
  lines.push(`file 'frame-${String(frames.length - 1).padStart(5, "0")}.jpg'`);
  writeFileSync(join(dir, "frames.txt"), lines.join("\n") + "\n");
}

function encodeWebm(dir, output) {
  const args = [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "concat", "-safe", "0", "-i", join(dir, "frames.txt"),
    "-vf", `fps=${FPS},scale=${SIZE.width}:${SIZE.height}:flags=lanczos,format=yuv420p`,
    "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "34", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2",
    "-an", output,
  ];
  const result = spawnSync("ffmpeg", args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error("ffmpeg could not encode the video");
}

const vttTime = (seconds) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, "0");
  const mm = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, "0");
  const ss = String(Math.floor((ms % 60_000) / 1000)).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
};

function writeCaptions(cues, endTime, output) {
  const blocks = cues.map((cue, index) => {
    const end = cues[index + 1]?.at ?? endTime;
    return `${index + 1}\n${vttTime(cue.at)} --> ${vttTime(end)}\n${cue.text}`;
  });
  writeFileSync(output, `WEBVTT\n\n${blocks.join("\n\n")}\n`);
}

/**
 * The rendered script as a standalone SVG for the hero. scratchblocks colours blocks through
 * class rules in the page's stylesheets, which an <img> cannot see, so the rules that match
 * something in the picture are copied in (as the PNG export does). The explanation comment is
 * left out and the picture cropped to the blocks: the hero shows the request right above them.
 */
async function exportHeroSvg(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid="blocks-container"][data-state="rendered"] > svg');
    if (!svg) throw new Error("no block picture on the page");
    const holder = document.createElement("div");
    holder.style.cssText = "position:absolute;left:-10000px;top:0";
    const clone = svg.cloneNode(true);
    holder.append(clone);
    document.body.append(holder);
    for (const line of Array.from(clone.querySelectorAll(".sb3-comment-line"))) line.remove();
    for (const comment of Array.from(clone.querySelectorAll(".sb3-comment"))) comment.parentElement?.remove();
    // scratchblocks puts every icon in <defs>; keep only the ones this picture uses.
    const used = new Set(
      Array.from(clone.querySelectorAll("use")).map((use) => (use.getAttribute("href") ?? use.getAttribute("xlink:href") ?? "").slice(1)),
    );
    for (const def of Array.from(clone.querySelectorAll("defs > [id]"))) if (!used.has(def.id)) def.remove();
    let box = { x: 0, y: 0, width: 0, height: 0 };
    for (const child of Array.from(clone.children)) {
      if (!(child instanceof SVGGraphicsElement) || child.tagName === "defs" || child.tagName === "style") continue;
      const b = child.getBBox();
      if (b.width === 0 && b.height === 0) continue;
      const right = Math.max(box.x + box.width, b.x + b.width);
      const bottom = Math.max(box.y + box.height, b.y + b.height);
      box = { x: Math.min(box.x, b.x), y: Math.min(box.y, b.y), width: 0, height: 0 };
      box.width = right - box.x;
      box.height = bottom - box.y;
    }
    const rules = [];
    for (const sheet of Array.from(document.styleSheets)) {
      let cssRules;
      try {
        cssRules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of Array.from(cssRules)) {
        if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes("sb3-")) continue;
        try {
          if (holder.querySelector(rule.selectorText) !== null) rules.push(rule.cssText);
        } catch {
          // a selector this engine cannot match (e.g. a vendor pseudo-class) styles nothing here
        }
      }
    }
    holder.remove();
    const width = Math.ceil(box.width + 2);
    const height = Math.ceil(box.height + 2);
    clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
    clone.setAttribute("viewBox", `${Math.floor(box.x - 1)} ${Math.floor(box.y - 1)} ${width} ${height}`);
    clone.setAttribute("width", String(width));
    clone.setAttribute("height", String(height));
    const style = document.createElementNS("http://www.w3.org/2000/svg", "style");
    style.textContent = rules.join("\n");
    clone.insertBefore(style, clone.firstChild);
    return { svg: new XMLSerializer().serializeToString(clone), width, height };
  });
}

async function record() {
  requireFfmpeg();
  mkdirSync(VIDEO_DIR, { recursive: true });
  mkdirSync(IMAGE_DIR, { recursive: true });
  const server = startServer();
  const work = mkdtempSync(join(tmpdir(), "promptblocks-demo-"));
  let browser;
  try {
    await waitForHealth(server);
    const token = await signIn();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
    const context = await browser.newContext({ viewport: SIZE, deviceScaleFactor: 1, reducedMotion: "no-preference" });
    const page = await context.newPage();
    // SPEC 4: the session token lives in localStorage under "token"; put it there before the app starts.
    await page.addInitScript((value) => localStorage.setItem("token", value), token);
    await page.goto(`${BASE}/#generator`);
    const section = page.locator("#generator");
    const promptBox = section.getByLabel("What do you want to make?");
    await promptBox.waitFor();
    await section.getByTestId("generate-button").getByText("Generate Code & Blocks").waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => document.getElementById("generator")?.scrollIntoView({ block: "start", behavior: "instant" }));
    await page.waitForTimeout(400);

    const screencast = await startScreencast(page);
    const startedAt = Date.now();
    const cues = [];
    const cue = (text) => cues.push({ at: (Date.now() - startedAt) / 1000, text });

    cue("Describe your idea in your own words.");
    await page.waitForTimeout(900);
    await promptBox.click();
    await promptBox.pressSequentially(PROMPT, { delay: 70 });
    await page.waitForTimeout(600);

    cue("Press Generate.");
    await section.getByTestId("generate-button").hover();
    await page.waitForTimeout(500);
    await section.getByTestId("generate-button").click();
    const picture = section.locator('[data-testid="blocks-container"][data-state="rendered"] > svg').first();
    await picture.waitFor({ timeout: 30_000 }).catch(async (error) => {
      const shot = join(tmpdir(), "promptblocks-demo-failure.png");
      await page.screenshot({ path: shot, fullPage: true });
      throw new Error(`no blocks appeared (see ${shot})`, { cause: error });
    });
    await page.waitForTimeout(300);

    cue("PromptBlocks checks every block and draws them as they look in Scratch.");
    await section.getByTestId("block-panel").evaluate((panel) => panel.scrollIntoView({ block: "center", behavior: "smooth" }));
    await page.waitForTimeout(3_200);

    cue("Build them in Scratch, copy the text, save a picture, or download a project for Scratch.");
    await page.waitForTimeout(3_400);
    const endTime = Date.now() / 1000;
    const elapsed = (Date.now() - startedAt) / 1000;
    await screencast.stop();

    await page.screenshot({ path: join(VIDEO_DIR, `${NAME}-poster.jpg`), type: "jpeg", quality: 70 });
    const hero = await exportHeroSvg(page);
    writeFileSync(join(IMAGE_DIR, "hero-blocks.svg"), hero.svg);
    log(`hero-blocks.svg: ${hero.width} x ${hero.height}`);

    if (screencast.frames.length === 0) throw new Error("the screencast captured no frames");
    // Frame times are the browser's clock; captions use ours. Both start at the first frame.
    const first = screencast.frames[0].time;
    const frames = screencast.frames.map((frame) => ({ ...frame, time: frame.time - first }));
    writeConcatList(frames, Math.max(elapsed, endTime - first), work);
    const webm = join(VIDEO_DIR, `${NAME}.webm`);
    encodeWebm(work, webm);
    writeCaptions(cues, elapsed, join(VIDEO_DIR, `${NAME}.en.vtt`));
    log(`${screencast.frames.length} frames, ${elapsed.toFixed(1)} s, ${(statSync(webm).size / 1024).toFixed(0)} KB → ${webm}`);
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
}

record().catch((error) => {
  console.error(error);
  process.exit(1);
});
