import { describe, expect, it } from "vitest";

describe("zod without eval", () => {
  it("zod reads the jitless setting index.html sets before the entry loads", async () => {
    // A plain script with no types: imported by a path TypeScript does not resolve.
    const script: string = "./public/zod-jitless.js";
    await import(/* @vite-ignore */ script);
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    // And schemas still work without the compiled fast path.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
