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
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { standaloneBlockSvg } from "./support/block-svg.mjs";
import { startE2eServer, stopE2eServer, waitForHealth } from "./support/e2e-server.mjs";

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

async function record() {
  requireFfmpeg();
  mkdirSync(VIDEO_DIR, { recursive: true });
  mkdirSync(IMAGE_DIR, { recursive: true });
  const server = startE2eServer(PORT);
  const work = mkdtempSync(join(tmpdir(), "promptblocks-demo-"));
  let browser;
  try {
    await waitForHealth(server, BASE);
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
    const hero = await standaloneBlockSvg(page, '[data-testid="blocks-container"][data-state="rendered"] > svg', { withoutComments: true });
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
    await stopE2eServer(server);
    rmSync(work, { recursive: true, force: true });
  }
}

record().catch((error) => {
  console.error(error);
  process.exit(1);
});
