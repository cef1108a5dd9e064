import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { md5Hex } from "./sb3.md5";

describe("md5Hex", () => {
  it("matches RFC 1321's test suite", () => {
    expect(md5Hex("")).toBe("d41d8cd98f00b204e9800998ecf8427e");
    expect(md5Hex("abc")).toBe("900150983cd24fb0d6963f7d28e17f72");
    expect(md5Hex("message digest")).toBe("f96b697d7cb7938d525a2f31aaf161d0");
    expect(md5Hex("12345678901234567890123456789012345678901234567890123456789012345678901234567890")).toBe(
      "57edf4a22be3c955ac49da2e2107b67a",
    );
  });

  it("matches node:crypto on every length across block boundaries and on multi-byte text", () => {
    for (let length = 0; length < 300; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(md5Hex(bytes)).toBe(createHash("md5").update(bytes).digest("hex"));
    }
    const text = "Prompt🧱Blocks — für Kinder";
    expect(md5Hex(text)).toBe(createHash("md5").update(text, "utf8").digest("hex"));
  });
});
