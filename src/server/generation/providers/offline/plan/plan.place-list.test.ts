// Issue 26: a list of places after one verb of going is gone to place by place, the same way.
import { describe, expect, it } from "vitest";
import { answerText as read } from "./plan.answer-text";

describe("a list of places after one verb", () => {
  it("glides to every place listed after commas, each as long as the first", () => {
    const { text, leftOut } = read("the Kite glides 3 seconds to x -120 y 60, x 120 y 60, x 0 y -90");
    expect(text).toMatch(/glide \(3\) secs to x: \(-120\) y: \(60\)\nglide \(3\) secs to x: \(120\) y: \(60\)\nglide \(3\) secs to x: \(0\) y: \(-90\)/);
    expect(leftOut).toEqual([]);
  });

  it("reads the list written as block words inside a forever", () => {
    const { text, leftOut } = read("the Moth flies round forever: glide 1 second to x 50 y 50, x -50 y 50, x -50 y -50");
    expect(text).toMatch(/forever\n {2}glide \(1\) secs to x: \(50\) y: \(50\)\n {2}glide \(1\) secs to x: \(-50\) y: \(50\)\n {2}glide \(1\) secs to x: \(-50\) y: \(-50\)\nend/);
    expect(leftOut).toEqual([]);
  });

  it("reads the places after a colon as the stops a noun named", () => {
    const { text, leftOut } = read("the Duck glides 2 seconds to every spot: x 10 y 100, x 150 y 0");
    expect(text).toMatch(/glide \(2\) secs to x: \(10\) y: \(100\)\nglide \(2\) secs to x: \(150\) y: \(0\)/);
    expect(text).not.toMatch(/Spot/);
    expect(leftOut).toEqual([]);
  });

  it("reads a list in brackets with its time said after", () => {
    const { text, leftOut } = read("the Moon glides to the places (x 0 y 160, x 200 y 0, x 0 y -160) 4 seconds each, forever");
    expect(text).toMatch(/forever\n {2}glide \(4\) secs to x: \(0\) y: \(160\)\n {2}glide \(4\) secs to x: \(200\) y: \(0\)\n {2}glide \(4\) secs to x: \(0\) y: \(-160\)\nend/);
    expect(leftOut).toEqual([]);
  });

  it("keeps a single place as one block", () => {
    expect(read("the Frog goes to x -60 y 30").text).toMatch(/go to x: \(-60\) y: \(30\)\n?$/);
  });
});
