// Issue 26, decision 1630: a new subject after an event with no comma between them (a modal verb
// between subject and verb too), a counted verb spelled after a colon at the end of a script, a click
// whose consequences belong to other sprites, a sound named "click". Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { readCompiled as read } from "../test-support/read-compiled";

describe("a new subject after an event, with no comma", () => {
  it("'when the Bee hits the Flower the Flower will grow 20': the Flower watches for the Bee and grows", () => {
    const { text, leftOut } = read("when the Bee hits the Flower the Flower will grow 20");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/sprite: Flower[\s\S]*if <touching \(Bee v\)\?> then\n\s+change size by \(20\)/);
    expect(text).not.toMatch(/if <touching \(Flower v\)\?>/);
  });

  it("'if the Cat touches the Box the Box should hide': the modal hides no subject", () => {
    const { text, leftOut } = read("if the Cat touches the Box the Box should hide");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/sprite: Box[\s\S]*if <touching \(Cat v\)\?> then\n\s+hide/);
  });

  it("near wordings stay: the toucher named again, or 'it', still acts", () => {
    for (const prompt of ["when the Cat touches the Box the Cat should hide", "when the Cat touches the Box it should hide"]) {
      const { text } = read(prompt);
      expect(text).toMatch(/sprite: Cat[\s\S]*if <touching \(Box v\)\?> then\n\s+hide/);
      expect(text).not.toMatch(/if <touching \(Cat v\)\?>/);
    }
  });

  it("'when the Moon is clicked the backdrop changes to Day': the Moon's click changes the backdrop", () => {
    const { text } = read("when the Moon is clicked the backdrop changes to Day");
    expect(text).toMatch(/sprite: Moon[\s\S]*when this sprite clicked\nswitch backdrop to \(Day v\)/);
    expect(text).not.toMatch(/when stage clicked/);
  });
});

describe("a click whose steps are another sprite's", () => {
  it("'when the Bell is clicked the Cat says Ding': the Bell tells the Cat, the Cat says it", () => {
    const { text, leftOut } = read("when the Bell is clicked the Cat says Ding");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/sprite: Bell[\s\S]*when this sprite clicked\nbroadcast \[Bell clicked v\]/);
    expect(text).toMatch(/sprite: Cat[\s\S]*when I receive \[Bell clicked v\]\nsay \[Ding\]/);
  });

  it("the clicked one's own part stays on its click, and 'and then' another's waits for it", () => {
    const { text } = read("when the Boat is clicked the Bridge switches costume to Up, the Boat glides to x 200 y 0 in 2 seconds, and then the Bridge switches costume to Down.");
    expect(text).toMatch(/when this sprite clicked\nbroadcast \[Boat clicked v\]\nglide \(2\) secs to x: \(200\) y: \(0\)\nbroadcast \[Boat clicked 2 v\]/);
    expect(text).toMatch(/when I receive \[Boat clicked v\]\nswitch costume to \(Up v\)/);
    expect(text).toMatch(/when I receive \[Boat clicked 2 v\]\nswitch costume to \(Down v\)/);
  });

  it("near wording: 'when the Bell is clicked it says Ding' stays the Bell's own", () => {
    const { text } = read("when the Bell is clicked it says Ding");
    expect(text).toMatch(/when this sprite clicked\nsay \[Ding\]/);
    expect(text).not.toMatch(/broadcast/);
  });
});

describe("a counted verb spelled after a colon", () => {
  it("'says Hi and then hops 5 times: ...': the loop comes after the saying, in the same script", () => {
    const { text, leftOut } = read("the Frog says Ribbit and then hops 5 times: change y by 20, wait 0.2 seconds, then change y by -20");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when green flag clicked\nsay \[Ribbit\] for \(2\) seconds\nrepeat \(5\)\n\s+change y by \(20\)\n\s+wait \(0\.2\) seconds\n\s+change y by \(-20\)\nend/);
    expect(text.match(/when green flag clicked/g)).toHaveLength(1);
  });

  it("near wording: the counted verb alone is still a loop of its own", () => {
    const { text } = read("the Robot jumps 3 times: move 10 steps and wait 1 seconds");
    expect(text).toMatch(/when green flag clicked\nrepeat \(3\)\n\s+move \(10\) steps\n\s+wait \(1\) seconds\nend/);
  });

  it("'the Owl repeats 4 times: ...': the named one counted, its steps in the loop", () => {
    const { text, leftOut } = read("the Owl repeats 4 times: think 'Hoo' for 1 second and then turn 90 degrees.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat \(4\)\n\s+think \[Hoo\] for \(1\) seconds\n\s+turn right \(90\) degrees\nend/);
  });
});

describe("a sound named 'click'", () => {
  it("'plays a click sound' in a counted loop is a sound in the loop, no click", () => {
    const { text } = read("the Cat: 10 times it switches to its next costume, plays a click sound and waits 0.1 seconds.");
    expect(text).toMatch(/repeat \(10\)\n\s+next costume\n\s+play sound \(\w+ v\) until done\n\s+wait \(0\.1\) seconds\nend/);
    expect(text).not.toMatch(/when this sprite clicked/);
  });

  it("near wording: 'when I click the Drum it plays a tap sound' is still a click", () => {
    const { text } = read("when I click the Drum it plays a tap sound");
    expect(text).toMatch(/when this sprite clicked\nplay sound/);
  });
});

describe("a touch and a variable's value said together", () => {
  it("'touching the Gate when pearl is 1 makes it say ...': both in one check", () => {
    const { text, leftOut } = read("the Fish swims with the arrow keys, 5 steps; touching the Pearl sets pearl to 1; touching the Gate when pearl is 1 makes it say 'Open!' and stops all.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/if <<touching \(Gate v\)\?> and <\(pearl\) = \(1\)>> then\n\s+say \[Open!\] for \(2\) seconds\n\s+stop \[all v\]/);
  });

  it("'when the Fish touches the Gate and pearl is 1': the value is checked, and pearl still starts at 0", () => {
    const { text } = read("the Fish swims with the arrow keys, 5 steps; touching the Pearl sets pearl to 1; when the Fish touches the Gate and pearl is 1, it says Open");
    expect(text).toMatch(/if <<touching \(Gate v\)\?> and <\(pearl\) = \(1\)>> then/);
    expect(text).toMatch(/set \[pearl v\] to \(0\)/);
  });

  it("near wording: a touch joined to steps ('and says') stays a touch alone", () => {
    const { text } = read("the Fish swims with the arrow keys, 5 steps; when it touches the Gate it says Open and pearl goes up 1");
    expect(text).toMatch(/if <touching \(Gate v\)\?> then/);
    expect(text).not.toMatch(/> and </);
  });
});

describe("costume and backdrop names", () => {
  it("'switches to Page2': a backdrop's name keeps its number", () => {
    const { text, leftOut } = read("when I click the Button, the backdrop switches to Page2 and the Button hides.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when this sprite clicked\nswitch backdrop to \(Page2 v\)\nhide/);
  });

  it("'switches costume to Move1, ..., switches to Move2': each costume by its name, the number kept", () => {
    const { text, leftOut } = read("the Dancer switches costume to Move1, waits 0.5 seconds, switches to Move2, waits 0.5 seconds, 4 times");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat \(4\)\n\s+switch costume to \(Move1 v\)\n\s+wait \(0\.5\) seconds\n\s+switch costume to \(Move2 v\)\n\s+wait \(0\.5\) seconds\nend/);
  });

  it("'switches costume to Red, ..., switches to Blue': a name with no 'costume' after a costume switched by name", () => {
    const { text, leftOut } = read("the Lamp switches costume to Red, waits 2 seconds, switches to Blue, waits 1 second, switches to Pink, forever.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/switch costume to \(Red v\)\n\s+wait \(2\) seconds\n\s+switch costume to \(Blue v\)\n\s+wait \(1\) seconds\n\s+switch costume to \(Pink v\)/);
  });

  it("near wording: sprites named 'Cloud1' and 'Cloud2' stay two sprites", () => {
    const { text, leftOut } = read("the two clouds, Cloud1 and Cloud2, move left 2 forever");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/sprite: Cloud1/);
    expect(text).toMatch(/sprite: Cloud2/);
  });
});
