// Issue 26, decision 1470: a trigger said last takes the steps joined before it, a leading "forever"
// holds what follows, a sprite's plural counting it, a pace of clones, a costume named after "the
// costume", a one-liner's opening subject, a pace said last repeating the whole breath. Wordings of
// our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { readCompiled as read, readCompiledNamed } from "../test-support/read-compiled";

describe("a trigger said last takes the steps joined before it", () => {
  it("a child: 'the Tiger growls and jumps when i press j' does both on the key", () => {
    const { text } = read("the Tiger growls and jumps when i press j");
    expect(text).toMatch(/when \[j v\] key pressed\nplay sound \([^)]*\) until done\nrepeat/);
    expect(text).not.toMatch(/when green flag clicked/);
  });

  it("a parent: 'can the Dog say \"Hi!\" and bark when she clicks it' says and barks on the click", () => {
    const { text } = read("Can the Dog say \"Hi!\" and bark when she clicks it?");
    expect(text).toMatch(/when this sprite clicked\nsay \[Hi!\][^\n]*\nplay sound/);
    expect(text).not.toMatch(/when green flag clicked/);
  });

  it("a teacher: a touch said last checks both steps ('glows and grows 15 when it touches the mouse')", () => {
    const { text } = read("The Crystal changes its colour effect by 25 and grows 15 when it touches the mouse pointer.");
    expect(text).toMatch(/if <touching \(mouse-pointer v\)\?> then\n\s+change \[color v\] effect by \(25\)\n\s+change size by \(15\)/);
  });

  it("a non-native speaker: 'the Cat meow and move 10 steps when i press space'", () => {
    const { text } = read("the Cat meow and move 10 steps when i press space");
    expect(text).toMatch(/when \[space v\] key pressed\nplay sound [^\n]*\nmove \(10\) steps/);
  });

  it("a trigger that leads its own clause stays its own ('says hi, and when I press space it jumps')", () => {
    const { text } = read("the Frog says hi, and when I press space it jumps");
    expect(text).toMatch(/when green flag clicked\nsay \[Hi\]/);
    expect(text).toMatch(/when \[space v\] key pressed\nrepeat/);
  });

  it("a said trigger is kept ('when the flag is clicked the Cat meows and jumps when I press g')", () => {
    const { text } = read("when the flag is clicked the Cat meows and jumps when I press g");
    expect(text).toMatch(/when green flag clicked\nplay sound \(Meow v\)/);
    expect(text).toMatch(/when \[g v\] key pressed\nrepeat/);
  });

  it("a question is never moved under a check about its answer", () => {
    const { text } = read("ask the age and say wow if you are older than 10");
    expect(text).toMatch(/ask \[[^\]]*\] and wait\n(?:.*\n)*?if <\(answer\) > \(10\)> then/);
  });
});

describe("a loop said first holds the steps joined after it", () => {
  it("'forever it moves 6 steps and turns 4 degrees' turns inside the loop", () => {
    const { text } = read("the Planet goes round the Sun: forever it moves 6 steps and turns 4 degrees.");
    expect(text).toMatch(/forever\n\s+move \(6\) steps\n\s+turn right \(4\) degrees\nend/);
    expect(text.match(/when green flag clicked/g)).toHaveLength(1);
  });

  it("a child's 'forever the Car drives 5 steps and switches costume'", () => {
    const { text } = read("forever the Car moves 5 steps and switches costume");
    expect(text).toMatch(/forever\n\s+move \(5\) steps\n\s+next costume\nend/);
  });
});

describe("a sprite's plural, lower case with no article, is a count of them", () => {
  it("'when she touches the Apple, apples goes up 1 and the Apple hides'", () => {
    const { text } = read("the Girl moves with the arrow keys; when she touches the Apple, apples goes up 1 and the Apple hides.");
    expect(text).toMatch(/change \[apples v\] by \(1\)/);
    expect(text).not.toMatch(/change y by \(1\)/);
  });

  it("'coins go up by 5' after touching the Coin", () => {
    const { text } = read("when the Pirate touches the Coin, coins go up by 5");
    expect(text).toMatch(/change \[coins v\] by \(5\)/);
  });

  it("the sprite itself with its article still moves ('the Stars go up 10')", () => {
    const { text } = read("when the Cat touches the Stars, the Stars go up 10");
    expect(text).toMatch(/change y by \(10\)/);
  });
});

describe("a pace after a count of clones", () => {
  it("'makes 5 clones of itself, one every 1 second': a pause after each, no loop round the five", () => {
    const { text } = read("the Printer makes 5 clones of itself, one every 1 second.");
    expect(text).toMatch(/repeat \(5\)\n\s+create clone of \(myself v\)\n\s+wait \(1\) seconds\nend/);
    expect(text).not.toMatch(/forever/);
  });

  it("'creates 10 clones, one at a time every 0.5 seconds'", () => {
    const { text } = read("the Cloud creates 10 clones of itself, one at a time every 0.5 seconds");
    expect(text).toMatch(/repeat \(10\)\n\s+create clone of \(myself v\)\n\s+wait \(0\.5\) seconds\nend/);
    expect(text).not.toMatch(/forever/);
  });

  it("the people who want it are no sprite ('the campers want the Printer sprite to make ...')", () => {
    const { names } = readCompiledNamed("the campers want the Printer sprite to make 3 clones of itself");
    expect(names).toEqual(["Printer"]);
  });
});

describe("a costume named after 'the costume'", () => {
  it("'switches to the costume Boiling' switches to that costume, no sprite Boiling", () => {
    const { text, names } = readCompiledNamed("when I click the Kettle it switches to the costume Boiling and plays a sound");
    expect(text).toMatch(/switch costume to \(Boiling v\)/);
    expect(names).toEqual(["Kettle"]);
  });

  it("a lower-case name: 'changes to the costume sleepy'", () => {
    const { text } = read("the Bear changes to the costume sleepy when I press s");
    expect(text).toMatch(/switch costume to \(sleepy v\)/);
  });

  it("'the costume of the cat' names no costume", () => {
    const { text } = read("the Door switches to the costume of the cat");
    expect(text).not.toMatch(/switch costume to \(of/);
  });
});

describe("a one-liner's capitalised opening word is its sprite", () => {
  it("'Star spins when i click it' builds the Star", () => {
    const { names } = readCompiledNamed("Star spins when i click it");
    expect(names).toEqual(["Star"]);
  });

  it("'Heart grows when I press space'", () => {
    const { names } = readCompiledNamed("Heart grows when I press space");
    expect(names).toEqual(["Heart"]);
  });

  it("a value opening the request is no sprite ('Score goes up when I click')", () => {
    const { names } = readCompiledNamed("Score goes up when I click");
    expect(names).not.toContain("Score");
  });
});

describe("a pace said last repeats the whole breath", () => {
  it("'hides and shows every 0.5 seconds forever': each change waits the pace", () => {
    const { text } = read("make the Beacon blink, hide and show every 0.5 seconds forever");
    expect(text).toMatch(/forever\n\s+hide\n\s+wait \(0\.5\) seconds\n\s+show\n\s+wait \(0\.5\) seconds\nend/);
  });

  it("'says beep and switches costume every 2 seconds': both inside the loop, the pause once", () => {
    const { text } = read("the Droid says beep and switches to its next costume every 2 seconds forever");
    expect(text).toMatch(/forever\n\s+say \[Beep\][^\n]*\n\s+next costume\n\s+wait \(2\) seconds\nend/);
  });

  it("where it starts is said once, before the loop", () => {
    const { text } = read("the Cat goes to x 0 y 0 and says hi every 2 seconds");
    expect(text).toMatch(/go to x: \(0\) y: \(0\)\nforever/);
  });

  it("a pace after a comma stays with its own part, never a part with its own trigger before it", () => {
    const { text } = read("make the dog bark when i press b, say hi when i click it, change colour every 3 seconds");
    expect(text).toMatch(/when this sprite clicked\nsay \[[Hh]i\] for \(2\) seconds(?:\n|$)/);
    expect(text).not.toMatch(/forever\n\s*say \[[Hh]i\]/);
  });
});
