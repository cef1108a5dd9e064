// Property test (issue 27): seeded random projects, built as Scratch saves them, with random
// Unicode names and strings, warp defines, several costumes, sounds and backdrops, local and
// global variables and lists sharing names, go open → text → download and come back as the same
// project tree with byte-identical assets, and the text alone reproduces every script.
import { describe, expect, it } from "vitest";
import { checkTreeRoundTrip } from "./test-support/project-roundtrip.check";
import { randomProject } from "./test-support/random-project";

const SEEDS = Array.from({ length: 60 }, (_, index) => index + 1);

describe("random projects after open → text → download", () => {
  it.each(SEEDS)("seed %i", (seed) => {
    const report = checkTreeRoundTrip(randomProject(seed).sb3);
    expect(report.refused).toBeNull();
    expect(report.sameAssets).toBe(true);
    expect(report.sameTree).toBe(true);
    expect(report.scriptsNotCarried).toBe(0);
  });
});
