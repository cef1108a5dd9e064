// Issue 26 (decision 1110): notes and drums given by number, one block each in the order written, with
// the beats said for each or for all, the tempo said as a step or a place in time, and keys or
// characters listed with as many notes. Wordings of our own.
import { describe, expect, it } from "vitest";
import { readCompiled } from "../test-support/read-compiled";

const read = readCompiled;
const notesIn = (text: string) => [...text.matchAll(/play note \((\d+)\) for \(([\d.]+)\) beats/g)].map((m) => `${m[1]}:${m[2]}`);

describe("notes given by number", () => {
  it("plays each note of a list in order, with the length said for all of them", () => {
    const { text, leftOut } = read("the Harp plays the notes 72, 71, 69 and 67, each for 0.25 beats");
    expect(notesIn(text)).toEqual(["72:0.25", "71:0.25", "69:0.25", "67:0.25"]);
    expect(leftOut).toEqual([]);
  });

  it("keeps each note's own length, and the music extension's 0.5 when none is said", () => {
    expect(notesIn(read("the Flute plays note 62 for 2 beats and note 64 for 1 beat").text)).toEqual(["62:2", "64:1"]);
    expect(notesIn(read("when I click the Bell it plays notes 76 79").text)).toEqual(["76:0.5", "79:0.5"]);
  });

  it("'... 2 beats each' after the list, and a count after it, are not notes", () => {
    const { text, leftOut } = read("the Horn plays notes 55, 57 and 59, 2 beats each, 3 times");
    expect(notesIn(text)).toEqual(["55:2", "57:2", "59:2"]);
    expect(text).toMatch(/repeat \(3\)/);
    expect(leftOut).toEqual([]);
  });

  it("a drum by its number", () => {
    const { text, leftOut } = read("when I press space the Band plays drum 3 for 1 beat");
    expect(text).toMatch(/when \[space v\] key pressed\nplay drum \(3 v\) for \(1\) beats/);
    expect(leftOut).toEqual([]);
  });

  it("a tune named before its notes after a colon plays the notes", () => {
    const { text, leftOut } = read("the Organ plays my favourite song: notes 64, 62, 60, each for 1 beat");
    expect(notesIn(text)).toEqual(["64:1", "62:1", "60:1"]);
    expect(leftOut).toEqual([]);
  });

  it("'plays a tune' with no numbers is still a tune of the reader's own", () => {
    expect(notesIn(read("the Robot plays a tune").text).length).toBeGreaterThan(1);
  });
});

describe("the tempo", () => {
  it("'sets the tempo to 80' is the music extension's tempo, not a variable", () => {
    const { text } = read("the Drummer sets the tempo to 80 and plays drum 2");
    expect(text).toMatch(/set tempo to \(80\)\nplay drum \(2 v\)/);
    expect(text).not.toMatch(/variable tempo|set \[tempo v\]/);
  });

  it("'at tempo 140' before the character or after the tune is set once, before the notes and their loop", () => {
    const first = read("At tempo 140 the Violin plays notes 67 and 69, 4 times").text;
    expect(first).toMatch(/set tempo to \(140\)\nrepeat \(4\)\n {2}play note \(67\)/);
    const second = read("the Cello plays a scale at tempo 70: notes 48, 50, 52").text;
    expect(second).toMatch(/set tempo to \(70\)\nplay note \(48\)/);
  });
});

describe("keys and characters listed with as many notes", () => {
  it("'key q plays note 67, key w plays note 69': a script per key", () => {
    const { text, leftOut } = read("key q plays note 67, key w plays note 69, each for 1 beat");
    expect(text).toMatch(/when \[q v\] key pressed\nplay note \(67\) for \(1\) beats/);
    expect(text).toMatch(/when \[w v\] key pressed\nplay note \(69\) for \(1\) beats/);
    expect(leftOut).toEqual([]);
  });

  it("'the keys z, x and c play notes 48, 50 and 52': each key its own note, in order", () => {
    const { text, leftOut } = read("the keys z, x and c play notes 48, 50 and 52 for 2 beats");
    expect(text).toMatch(/when \[z v\] key pressed\nplay note \(48\) for \(2\) beats/);
    expect(text).toMatch(/when \[x v\] key pressed\nplay note \(50\) for \(2\) beats/);
    expect(text).toMatch(/when \[c v\] key pressed\nplay note \(52\) for \(2\) beats/);
    expect(leftOut).toEqual([]);
  });

  it("leaves keys and notes of different counts as they are, and says the keys left out", () => {
    const { text, leftOut } = read("the keys z and x play notes 48, 50 and 52");
    expect(text).not.toMatch(/when \[z v\] key pressed/);
    expect(leftOut.join(" ")).toMatch(/keys z and x/);
  });
});

// Issue 26 (decision 1760): one length said "each" is the child's length for every drum (or note) of that
// kind the request plays, in every script, not only the clause it was said in.
describe("one length said for each, in every script", () => {
  const drumsIn = (text: string) => [...text.matchAll(/play drum \((\d+) v\) for \(([\d.]+)\) beats/g)].map((m) => `${m[1]}:${m[2]}`);

  it("the space loop of a beat maker keeps 'each for 1 beat' said for the keys", () => {
    const { text, leftOut } = read("my beat box: key a plays drum 4, key s plays drum 6, each for 1 beat. when i press space it plays drum 4, 6 and 4, 3 times");
    expect(drumsIn(text)).toEqual(["4:1", "6:1", "4:1", "6:1", "4:1"]);
    expect(leftOut.join(" ")).not.toMatch(/each|1 beat/);
  });

  it("a click and the green flag: 'each 0.5 beats' holds for the drums of the forever loop", () => {
    const { text } = read("Drums lesson: the Drummer plays drum 2 and drum 5 when clicked, each 0.5 beats, and when the green flag is clicked it plays drum 1, 2 and 1 forever");
    expect(drumsIn(text)).toEqual(["2:0.5", "5:0.5", "1:0.5", "2:0.5", "1:0.5"]);
  });

  it("stays as it was: a length said for one drum only, or two lengths said, or a note beside drums", () => {
    expect(drumsIn(read("the Band plays drum 1 for 1 beat when I press x; space plays drum 2").text)).toEqual(["1:1", "2:0.25"]);
    expect(notesIn(read("the Piano: key a plays note 60 for 2 beats; key b plays note 62").text)).toEqual(["60:2", "62:0.5"]);
    const mixed = read("key q plays drum 1 and drum 2, each for 1 beat; key w plays note 60").text;
    expect(drumsIn(mixed)).toEqual(["1:1", "2:1"]);
    expect(notesIn(mixed)).toEqual(["60:0.5"]);
  });
});
