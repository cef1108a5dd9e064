// Decision 930: framing understood and never named (the teller's own sentence, a fault told after
// "but", a family's wish that leads into the request, a lesson title's class and cycle), numbers
// that belong to framing ("4.º ano", "45 minutes,"), parts built in other words (a colour touched,
// a block's own words, "music"), keys said as a list, and scripts or sprites nobody asked for (a
// library piano's tune, a greeting or a title word made a sprite). Each has its opposite: a real ask
// in similar words stays named. The wordings are my own.
import { describe, expect, it } from "vitest";
import { framingParts } from "./offline.framing";
import { conceptShown, keysOf, uncoveredParts } from "./offline.coverage";
import { partsDoneInOtherWords } from "./offline.own-blocks";
import { dropFramingSprites, dropGreetingSprites, dropUnaskedTunes } from "./offline.unasked";
import { dropLostEndings } from "./offline.lost-endings";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;
const framing = (prompt: string, parts: string[], text: string) => framingParts(prompt, parts, text, (word) => conceptShown(word, text));

const frogHops = sprite("Frog", "when this sprite clicked\nchange y by (40)\nwait (0.5) seconds\nchange y by (-40)");

describe("the teller's own sentence", () => {
  it("sets aside who the teller is and where they work", () => {
    const prompt = "Hello, I teach in Chile. Make the Frog hop 40 up and back down when it is clicked.";
    expect(framing(prompt, ["hello , i teach in chile"], frogHops)).toEqual(["hello , i teach in chile"]);
    const club = "at our saturday club we use chromebooks. i want the Frog to hop 40 when clicked";
    expect(framing(club, ["saturday club we use chromebooks"], frogHops)).toEqual(["saturday club we use chromebooks"]);
  });

  it("keeps a sentence where the teller says what something does", () => {
    const prompt = "Hello, I teach the Frog to swim. Make the Frog hop 40 up and back down when it is clicked.";
    expect(framing(prompt, ["i teach the frog to swim"], frogHops)).toEqual([]);
    expect(framing("I use a pond that ripples. Make the Frog hop 40 when it is clicked.", ["i use a pond that ripples"], frogHops)).toEqual([]);
  });
});

describe("a fault told after but", () => {
  it("sets aside what the program does wrong now", () => {
    const prompt = "the Frog should hop when clicked but it hops to the wrong place. Make it hop 40 up and back down.";
    expect(framing(prompt, ["hops to the wrong place"], frogHops)).toEqual(["hops to the wrong place"]);
  });

  it("keeps a clause after but that asks for something", () => {
    const prompt = "the Frog hops when clicked but it should croak in the wrong season. Make it hop 40.";
    expect(framing(prompt, ["croak in the wrong season"], frogHops)).toEqual([]);
    expect(framing("the Frog hops 40 when clicked but then it swims away", ["swims away"], frogHops)).toEqual([]);
  });
});

describe("a family's wish that leads into the request", () => {
  it("sets aside the wish before the colon", () => {
    const prompt = "My 9-year-old went to a three-day camp and wants to make the project her own: the Frog hops 40 when clicked and comes back down.";
    expect(framing(prompt, ["went to a three day camp and wants to make the project her own"], frogHops)).toEqual(["went to a three day camp and wants to make the project her own"]);
  });

  it("keeps a wish that asks for an action", () => {
    const prompt = "My 9-year-old wants the lily to spin: the Frog hops 40 when clicked and comes back down.";
    expect(framing(prompt, ["wants the lily to spin"], frogHops)).toEqual([]);
  });
});

describe("a lesson title's class, cycle and length", () => {
  it("sets aside a debugging lesson with its class, a coding club and a maze named in the title", () => {
    const prompt = "Fixing bugs with my 5.º ano: the Frog hops 40 when clicked and comes back down.";
    expect(framing(prompt, ["fixing bugs with my 5"], frogHops)).toEqual(["fixing bugs with my 5"]);
    expect(framing("CE1-CE2 robot club, 50 minutes, a maze: the Frog hops 40 when clicked", ["ce 1 ce 2 robot club", "50 minutes , a maze"], frogHops)).toEqual(["ce 1 ce 2 robot club", "50 minutes , a maze"]);
  });

  it("does not name a cycle's or a year's ordinal, or the lesson's length, as a number to use", () => {
    expect(uncoveredParts("2.º ciclo, 45 minutes, the pond: the Frog hops 40 when clicked", frogHops, [])).toEqual([]);
    expect(uncoveredParts("the Frog hops 40 when clicked and 45 times more", frogHops, [])).toContain("doing it 45 times");
  });
});

describe("parts built in other words", () => {
  const car = sprite("Car", "when green flag clicked\nforever\nmove (3) steps\nif <touching color [#ff0000]?> then\nsay [Halt!] for (2) seconds\nend\nend");
  it("counts a colour the program touches, a block said in its own words and music as built", () => {
    expect(partsDoneInOtherWords("the car halts on red", ["red"], car)).toEqual(["red"]);
    const loop = sprite("Radio", "when [m v] key pressed\nforever\nplay sound (Pop v) until done\nend");
    expect(partsDoneInOtherWords("m plays music in a loop (play the sound until done)", ["music in a loop play the sound until done"], loop)).toHaveLength(1);
  });

  it("keeps a colour the program does not use, and a block's words it does not say", () => {
    expect(partsDoneInOtherWords("the car halts on blue", ["blue"], car)).toEqual([]);
    const once = sprite("Radio", "when [m v] key pressed\nplay sound (Pop v)");
    expect(partsDoneInOtherWords("m plays the sound until done", ["play the sound until done"], once)).toEqual([]);
  });
});

describe("keys", () => {
  it("reads keys said as a list, and 'a' before a word as its article", () => {
    expect(keysOf("the keys q w e play three notes")).toEqual(expect.arrayContaining(["q", "w", "e"]));
    expect(keysOf("the ball speeds up when it hits a paddle")).not.toContain("a");
    expect(keysOf("press a to jump")).toContain("a");
  });

  it("pairs numbers with the keys listed, one each; a tune in another order is still named", () => {
    const keys = sprite("Piano", ...[["q", 60], ["w", 64], ["e", 67]].map(([key, note]) => `when [${key} v] key pressed\nplay note (${note}) for (0.5) beats`));
    expect(uncoveredParts("the keys q w e play the notes 60 64 67", keys, []).filter((part) => /in that order/.test(part))).toEqual([]);
    const tune = sprite("Piano", "when green flag clicked\nplay note (67) for (0.5) beats\nplay note (64) for (0.5) beats\nplay note (60) for (0.5) beats");
    expect(uncoveredParts("the piano plays 60 64 67", tune, [])).toContain("60 64 67 in that order");
  });
});

describe("scripts and sprites nobody asked for", () => {
  const piano = sprite("Piano", "// Play a tune\nwhen green flag clicked\nplay note (60) for (0.5) beats\nplay note (62) for (0.5) beats\nplay note (64) for (0.5) beats", "when [q v] key pressed\nplay note (60) for (0.5) beats", "when [w v] key pressed\nplay note (62) for (0.5) beats");
  it("drops a library tune at the flag when the keys play the notes", () => {
    const kept = dropUnaskedTunes("a piano: the keys q w play 60 62", piano);
    expect(kept).not.toContain("when green flag clicked");
    expect(kept).not.toContain("Play a tune");
    expect(kept).toContain("when [q v] key pressed");
  });

  it("keeps the tune when a song is asked for", () => {
    expect(dropUnaskedTunes("a piano that plays a song, and the keys q w play 60 62", piano)).toContain("when green flag clicked");
  });

  it("drops an idle sprite made of a greeting or of a title's word, keeps one the request names", () => {
    const text = `${sprite("Morning")}\n\n${frogHops}`;
    expect(dropGreetingSprites("Good morning, make the Frog hop 40 when clicked.", text, "").text).not.toContain("sprite: Morning");
    const titled = `${sprite("Ciclo")}\n\n${frogHops}`;
    expect(dropFramingSprites("1.º ciclo, the pond: the Frog hops 40 when clicked", titled, "").text).not.toContain("sprite: Ciclo");
    const chaser = `${sprite("Algorithm", "when green flag clicked\nforever\npoint towards (Algorithm v)\nmove (3) steps\nend")}\n\n${frogHops}`;
    expect(dropFramingSprites("Year 1, LO: to follow an algorithm. The Frog hops 40 when clicked.", chaser, "").text).not.toContain("sprite: Algorithm");
    const named = `${sprite("Pond")}\n\n${frogHops}`;
    expect(dropFramingSprites("The pond: the Frog hops 40 when clicked and lands in the Pond", named, "").text).toContain("sprite: Pond");
  });
});

describe("a title that restates the goal", () => {
  const stop = "// sprite: Car\n// x: 0, y: 0\n\n// When the green flag is clicked: stops the game\nwhen green flag clicked\nstop [all v]\n";
  it("names no lost stop when the title's words are all said again after the colon", () => {
    expect(dropLostEndings("The Bus must stop at the sign: the Bus moves 2 steps forever and if it touches the sign it says 'Stop here!'", stop, "").leftOut).toEqual([]);
  });

  it("names the lost stop when the title asks for more than the rest says", () => {
    expect(dropLostEndings("The Bus must stop at the sign and honk: the Bus moves 2 steps forever and if it touches the sign it says 'Stop here!'", stop, "").leftOut).toHaveLength(1);
  });
});
