// Real projects written by people (Code Club solutions in six languages; origin and licence of
// each in tests/fixtures/real-projects/manifest.json) go open → text → download. Each must come
// back as the same project tree with its assets byte for byte, its text must carry every script,
// and it must run in scratch-vm like the original (seeded randomness, scripted inputs), compared
// per target, downloaded as it is and built from the text alone. The held-out part is measured by
// `npm run bench -- project-corpus`, never here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkRoundTrip } from "./test-support/project-roundtrip.check";

const folder = join(process.cwd(), "tests/fixtures/real-projects/corpus");
const projects = readdirSync(folder).filter((file) => file.endsWith(".sb3")).sort();

describe("real projects after open → text → download", () => {
  it("are 50 or more", () => {
    expect(projects.length).toBeGreaterThanOrEqual(50);
  });

  it.each(projects)("%s", async (file) => {
    const report = await checkRoundTrip(new Uint8Array(readFileSync(join(folder, file))));
    expect(report.refused).toBeNull();
    expect(report.sameAssets).toBe(true);
    expect(report.sameTree).toBe(true);
    expect(report.scriptsNotCarried).toBe(0);
    expect(report.after).toEqual(report.before);
    expect(report.sameRunFromText).toBe(true);
  }, 120_000);
});
