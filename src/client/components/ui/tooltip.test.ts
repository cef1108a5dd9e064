import { describe, expect, it } from "vitest";
import { tooltipPosition } from "./tooltip";

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

describe("where a tooltip goes", () => {
  it("sits centred above its trigger when there is room", () => {
    expect(tooltipPosition(rect(100, 200, 80, 32), { width: 120, height: 30 }, 1280)).toEqual({ top: 164, left: 80 });
  });

  it("goes below a trigger at the top of the window", () => {
    expect(tooltipPosition(rect(100, 10, 80, 32), { width: 120, height: 30 }, 1280)).toEqual({ top: 48, left: 80 });
  });

  it("stays inside the window at either edge", () => {
    expect(tooltipPosition(rect(0, 200, 40, 32), { width: 200, height: 30 }, 375).left).toBe(8);
    expect(tooltipPosition(rect(340, 200, 30, 32), { width: 200, height: 30 }, 375).left).toBe(375 - 8 - 200);
  });
});
