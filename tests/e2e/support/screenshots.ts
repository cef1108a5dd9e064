import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/** Screenshots the test run keeps for people to look at (issue 2: home and login pages). */
export const SCREENSHOT_DIR = join(process.cwd(), "test-results", "screenshots");

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Wait for web fonts and lazy chunks so the picture shows what a person sees.
  await page.evaluate(() => document.fonts.ready);
  // No hover highlight from the last click in the picture.
  await page.mouse.move(0, 0);
  await page.screenshot({ path, fullPage: true });
  return path;
}
