import { describe, expect, it } from "vitest";

describe("zod without eval", () => {
  it("zod reads the jitless setting the client entry sets before loading it", async () => {
    await import("./zod-jitless");
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    // And schemas still work without the compiled fast path.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
