import { describe, expect, it } from "vitest";
import { numbersChangedInTheirKind } from "./offline.bound-numbers";
import { dropUnaskedSpeech } from "./offline.unasked";

const script = (...lines: string[]) => ["// sprite: Fish", "// x: 0, y: 0", "", "when green flag clicked", ...lines].join("\n");

describe("a number changed in the blocks of its own kind (decision 1390)", () => {
  it("names an effect's amount the program changed, whatever else holds the number", () => {
    expect(numbersChangedInTheirKind("the Gem glows: its ghost effect rises by 7 each second", script("forever", "change [ghost v] effect by (20)", "change x by (7)", "wait (1) seconds", "end"))).toEqual([expect.stringContaining("the number 7")]);
  });

  it("names steps, degrees and seconds changed", () => {
    expect(numbersChangedInTheirKind("the Fish swims 6 steps", script("move (10) steps"))).toEqual([expect.stringContaining("the number 6")]);
    expect(numbersChangedInTheirKind("the Fish spins 45 degrees", script("turn right (15) degrees"))).toEqual([expect.stringContaining("the number 45")]);
    expect(numbersChangedInTheirKind("the Fish waits 3 seconds", script("wait (1) seconds"))).toEqual([expect.stringContaining("the number 3")]);
  });

  it("stays quiet when the number is in its kind's block, or the kind is missing altogether", () => {
    expect(numbersChangedInTheirKind("the Gem glows: its ghost effect rises by 7 each second", script("forever", "change [ghost v] effect by (7)", "wait (1) seconds", "end"))).toEqual([]);
    expect(numbersChangedInTheirKind("the Fish falls 6 steps at a time", script("change y by (-6)"))).toEqual([]);
    expect(numbersChangedInTheirKind("the Fish waits 3 seconds", script("say [hi]"))).toEqual([]);
    expect(numbersChangedInTheirKind("the Fish moves 10 steps 4 times", script("repeat (4)", "move (10) steps", "end"))).toEqual([]);
    // a timer's test holds the seconds; a number in words is a way of saying
    expect(numbersChangedInTheirKind("the quiz ends after 40 seconds", script("wait until <(timer) > (40)>", "stop [all v]"))).toEqual([]);
    expect(numbersChangedInTheirKind("build it one step at a time: the Fish moves 5 steps", script("move (5) steps"))).toEqual([]);
  });
});

describe("a script that only says a text nobody asked for (decision 1390)", () => {
  const program = ["// sprite: Kite", "// x: 0, y: 0", "", "// Say it", "when green flag clicked", "say [Howdy!] for (2) seconds", "", "// Fly", "when green flag clicked", "forever", "change y by (3)", "end", ""].join("\n");

  it("goes, with its sentence, when the request asks nothing to be said", () => {
    const mended = dropUnaskedSpeech("the Kite flies up 3 forever", program, "The Kite says \"Howdy!\" at the start. The Kite flies up.");
    expect(mended.text).not.toContain("Howdy");
    expect(mended.text).toContain("change y by (3)");
    expect(mended.explanation).toBe("The Kite flies up.");
  });

  it("stays when the request asks for words, or the text is the request's", () => {
    expect(dropUnaskedSpeech("the Kite says something and flies up 3 forever", program, "").text).toBe(program);
    expect(dropUnaskedSpeech("the Kite shouts howdy and flies", program, "").text).toBe(program);
    expect(dropUnaskedSpeech("a howdy Kite flies up 3 forever", program, "").text).toBe(program);
  });
});
