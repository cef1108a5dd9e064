import { afterEach, describe, expect, it, vi } from "vitest";
import { hasScreenSize, screenPixelsOf, sizeCanvasToScreen } from "./stage.canvas-size";

/** A canvas as the browser lays it out: its size on screen, and a count of writes to its drawing buffer's size. */
function laidOutCanvas(onScreen: { width: number; height: number }, buffer = { width: 480, height: 360 }) {
  const writes: string[] = [];
  let { width, height } = buffer;
  const canvas = {
    getBoundingClientRect: () => ({ width: onScreen.width, height: onScreen.height }),
    get width() {
      return width;
    },
    set width(value: number) {
      writes.push(`width=${value}`);
      width = value;
    },
    get height() {
      return height;
    },
    set height(value: number) {
      writes.push(`height=${value}`);
      height = value;
    },
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, writes };
}

afterEach(() => vi.unstubAllGlobals());

describe("the stage canvas's drawing buffer", () => {
  it("takes the canvas's size on screen in whole device pixels", () => {
    vi.stubGlobal("window", { devicePixelRatio: 1.5 });
    const { canvas, writes } = laidOutCanvas({ width: 615.4, height: 461.55 });
    expect(screenPixelsOf(canvas)).toEqual({ width: 923, height: 692 });
    sizeCanvasToScreen(canvas);
    expect(writes).toEqual(["width=923", "height=692"]);
    expect(hasScreenSize(canvas)).toBe(true);
  });

  it("is not set again when it already has that size (each write reallocates it on the GPU)", () => {
    vi.stubGlobal("window", { devicePixelRatio: 1 });
    const { canvas, writes } = laidOutCanvas({ width: 616, height: 462 }, { width: 616, height: 360 });
    expect(hasScreenSize(canvas)).toBe(false);
    sizeCanvasToScreen(canvas);
    sizeCanvasToScreen(canvas);
    expect(writes).toEqual(["height=462"]);
  });

  it("is left alone while the canvas is not laid out (hidden)", () => {
    vi.stubGlobal("window", { devicePixelRatio: 2 });
    const { canvas, writes } = laidOutCanvas({ width: 0, height: 0 });
    expect(screenPixelsOf(canvas)).toBeNull();
    expect(hasScreenSize(canvas)).toBe(true);
    sizeCanvasToScreen(canvas);
    expect(writes).toEqual([]);
  });
});
