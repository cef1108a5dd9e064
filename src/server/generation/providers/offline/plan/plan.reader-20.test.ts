// Issue 26, decision 1370: a movement closed by "until", counted parts inside a loop said first that
// never stops, a look changed by a number, a walk said "go forward N steps". Wordings of our own,
// never the corpus's.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";
import { trailingMotion } from "./plan.loop-scope";
import { touchingSubject } from "./plan.touching-subject";

const read = (prompt: string) => {
  const reading = readPlan(prompt);
  return { text: compilePlan(reading.plan).text, leftOut: reading.plan.leftOut };
};

describe("a movement closed by 'until'", () => {
  it("'moves 6 steps and switches costume until it touches the Wall': both steps go on until then", () => {
    const { text, leftOut } = read("the Car moves 6 steps and switches costume until it touches the Wall");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/repeat until <touching \(Wall v\)\?>\n\s+move \(6\) steps\n\s+next costume\nend/);
  });

  it("'turns 10 degrees and moves 3 steps until ..., then says ...': the loop, then the line once", () => {
    const { text } = read("the Bat turns 10 degrees and moves 3 steps until it touches the Moon, then says got you");
    expect(text).toMatch(/repeat until <touching \(Moon v\)\?>\n\s+turn right \(10\) degrees\n\s+move \(3\) steps\nend\nsay \[Got you\]/);
  });

  it("a placement said first is where the movement starts, outside the loop", () => {
    const { text } = read("the Crab goes to x -200 and moves 5 steps until it touches the edge");
    expect(text).toMatch(/set x to \(-200\)\nrepeat until <touching \(edge v\)\?>\n\s+move \(5\) steps\nend/);
  });

  it("a greeting said first is said once, not every step", () => {
    const { text } = read("the Mouse says hello and moves 4 steps until it touches the Cheese");
    expect(text).toMatch(/say \[Hello\][^\n]*\nrepeat until <touching \(Cheese v\)\?>\n\s+move \(4\) steps\nend/);
  });
});

describe("counted parts inside a loop said first that never stops", () => {
  it("'forever, change y by 3 five times, then change y by -3 five times': both counted loops inside the forever", () => {
    const { text, leftOut } = read("the Jellyfish bobs: forever, change y by 3 five times, then change y by -3 five times.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/forever\n\s+repeat \(5\)\n\s+change y by \(3\)\n\s+end\n\s+repeat \(5\)\n\s+change y by \(-3\)\n\s+end\nend/);
  });

  it("'forever, says Big and grows by 4, 10 times, then says Small and shrinks by 4, 10 times': the count is the growing's only", () => {
    const { text, leftOut } = read("forever, the Star says Big and grows by 4, 10 times, then says Small and shrinks by 4, 10 times.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/forever\n\s+say \[Big\][^\n]*\n\s+repeat \(10\)\n\s+change size by \(4\)\n\s+end\n\s+say \[Small\][^\n]*\n\s+repeat \(10\)\n\s+change size by \(-4\)\n\s+end\nend/);
    expect(text.match(/when green flag clicked/g)).toHaveLength(1);
  });

  it("a count after two movements repeats both, inside the forever", () => {
    const { text } = read("forever, the Kite moves 5 steps and turns 3 degrees, 12 times, then says wheee");
    expect(text).toMatch(/forever\n\s+repeat \(12\)\n\s+move \(5\) steps\n\s+turn right \(3\) degrees\n\s+end\n\s+say \[Wheee\][^\n]*\nend/);
  });

  it("trailingMotion: only the movement at the loop body's end, and none for a clause that is not movement", () => {
    const move = { kind: "block" as const, text: "move (5) steps" };
    const say = { kind: "block" as const, text: "say [Hi] for (2) seconds" };
    expect(trailingMotion([say, move, move], [move])).toBe(2);
    expect(trailingMotion([move, say], [move])).toBe(0);
    expect(trailingMotion([move], [say])).toBe(0);
  });
});

describe("a look changed by a number", () => {
  it("'change colour by 30 when I click it': the colour effect, no variable", () => {
    const { text, leftOut } = read("make the Fish change colour by 30 when I click it and say blub");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when this sprite clicked\nchange \[color v\] effect by \(30\)/);
    expect(text).not.toMatch(/variable/);
  });

  it("'changes its brightness by -20': the brightness effect", () => {
    const { text } = read("the Lamp changes its brightness by -20 when I press b");
    expect(text).toMatch(/change \[brightness v\] effect by \(-20\)/);
  });

  it("a request that names a variable colour keeps the variable", () => {
    const { text } = read("the variable colour starts at 0 and when I click the Button it changes colour by 1");
    expect(text).toMatch(/change \[colour v\] by \(1\)/);
  });
});

describe("'go forward N steps' is a walk, not the layer block", () => {
  it("'goes forward 15 steps when I press the right arrow'", () => {
    const { text, leftOut } = read("the Snake goes forward 15 steps when I press right arrow");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when \[right arrow v\] key pressed\nmove \(15\) steps/);
    expect(text).not.toMatch(/layers/);
  });

  it("'go forward 2 layers' is still the layer block", () => {
    const { text } = read("when I click the Cloud it goes forward 2 layers");
    expect(text).toMatch(/go \[forward v\] \(2\) layers/);
  });
});

describe("the owner of a step", () => {
  it("'hide the Bird when it touches the Cloud': an order's object is the one who hides", () => {
    const reading = readPlan("hide the Bird when it touches the Cloud");
    const bird = reading.plan.characters.find((c) => c.name === "Bird");
    const cloud = reading.plan.characters.find((c) => c.name === "Cloud");
    expect(compilePlan({ ...reading.plan, characters: bird ? [bird] : [] }).text).toMatch(/if <touching \(Cloud v\)\?> then\n\s+hide/);
    expect(cloud?.scripts ?? []).toEqual([]);
  });

  it("'turn the Fan 15 degrees forever': the Fan turns", () => {
    const reading = readPlan("turn the Fan 15 degrees forever");
    expect(reading.plan.characters.map((c) => c.name)).toEqual(["Fan"]);
    expect(compilePlan(reading.plan).text).toMatch(/forever\n\s+turn right \(15\) degrees/);
  });

  it("'the River's ghost effect changes by 10 every 2 seconds': the River's own effect, changed", () => {
    const reading = readPlan("the Boat moves 2 steps forever; the River's ghost effect changes by 10 every 2 seconds, forever.");
    const river = reading.plan.characters.find((c) => c.name === "River");
    expect(reading.plan.leftOut).toEqual([]);
    expect(compilePlan({ ...reading.plan, characters: river ? [river] : [] }).text).toMatch(/forever\n\s+change \[ghost v\] effect by \(10\)\n\s+wait \(2\) seconds/);
  });
});

describe("lists said respectively", () => {
  it("'pressing q, w and e plays the notes 48, 50 and 52': each key its own note", () => {
    const { text, leftOut } = read("pressing q, w and e plays the notes 48, 50 and 52, each for 1 beat");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when \[q v\] key pressed\nplay note \(48\) for \(1\) beats/);
    expect(text).toMatch(/when \[w v\] key pressed\nplay note \(50\) for \(1\) beats/);
    expect(text).toMatch(/when \[e v\] key pressed\nplay note \(52\) for \(1\) beats/);
  });

  it("'with the j and l keys 6 steps': each letter its own way", () => {
    const { text, leftOut } = read("make the Crab walk with the j and l keys 6 steps");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/key \(j v\) pressed\?> then\n\s+change x by \(-6\)/);
    expect(text).toMatch(/key \(l v\) pressed\?> then\n\s+change x by \(6\)/);
  });

  it("'up arrow goes forward 20, left arrow turns left 45': a walk, never the layer block", () => {
    const { text } = read("the Tank: up arrow goes forward 20, left arrow turns left 45, right arrow turns right 45");
    expect(text).toMatch(/when \[up arrow v\] key pressed\nmove \(20\) steps/);
    expect(text).toMatch(/when \[left arrow v\] key pressed\nturn left \(45\) degrees/);
    expect(text).not.toMatch(/layers/);
  });
});

describe("one sentence of steps stays one script", () => {
  it("'puts the pen down and draws a corner: move 60, turn left 90, move 40': the pen, then the moves, in one script", () => {
    const { text, leftOut } = read("the Turtle puts the pen down and draws a corner: move 60 steps, turn left 90 degrees, move 40 steps.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when green flag clicked\npen down\nmove \(60\) steps\nturn left \(90\) degrees\nmove \(40\) steps/);
    expect(text.match(/when green flag clicked/g)).toHaveLength(1);
  });

  it("words before the colon that built a step of their own keep the colon's steps apart", () => {
    const { text } = read("the Owl hides: it goes to x 100 and waits 1 second.");
    expect(text).toMatch(/hide/);
  });
});

describe("a trigger said 'on start'", () => {
  it("'... when I press left arrow, and say 'Hoot!' on start': the line is the green flag's, not the key's", () => {
    const { text, leftOut } = read("I want Owl turn 45 degree when I press left arrow, and say 'Hoot!' on start.");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when \[left arrow v\] key pressed\nturn left \(45\) degrees\n/);
    expect(text).toMatch(/when green flag clicked\nsay \[Hoot!\]/);
  });
});

describe("a count kept in the variable the request names", () => {
  it("'counts from 1 to 5 with variable k, it says k for 1 second each time': k is the count, said once each time", () => {
    const { text, leftOut } = read("the Frog counts from 1 to 5 with variable k, it says k for 1 second each time");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/set \[k v\] to \(1\)\nrepeat \(5\)\n\s+say \(k\) for \(1\) seconds\n\s+change \[k v\] by \(1\)\nend/);
    expect(text).not.toMatch(/\[count v\]|\(count\)/);
  });

  it("a variable of its own that the count only says is no count ('score starts at 0 ... says score')", () => {
    const { text } = read("score starts at 0; the Frog counts from 1 to 5 and says score");
    expect(text).toMatch(/say \(score\)/);
    expect(text).toMatch(/\[count v\]/);
  });
});

describe("clones of another character", () => {
  it("'the Cannon ... makes 5 clones of the Ball': the Ball's clones, made by the Cannon", () => {
    const reading = readPlan("when I click the Cannon it says fire and makes 5 clones of the Ball");
    const cannon = reading.plan.characters.find((c) => c.name === "Cannon");
    expect(reading.plan.leftOut).toEqual([]);
    expect(compilePlan({ ...reading.plan, characters: cannon ? [cannon] : [] }).text).toMatch(/repeat \(5\)\n\s+create clone of \(Ball v\)\nend/);
  });

  it("'space makes a clone of the Bullet': one clone of the Bullet under the key", () => {
    const { text } = read("the Ship points at the mouse and space makes a clone of the Bullet");
    expect(text).toMatch(/when \[space v\] key pressed\ncreate clone of \(Bullet v\)/);
  });

  it("clones of the one acting are its own", () => {
    const { text } = read("the Cloud makes 5 clones of the Cloud");
    expect(text).toMatch(/create clone of \(myself v\)/);
  });
});

describe("a click on one character that another answers", () => {
  it("'the Flower grows by 10 every time the Cloud is clicked': the Cloud tells, the Flower grows", () => {
    const reading = readPlan("the Flower grows by 10 every time the Cloud is clicked");
    const only = (name: string) => compilePlan({ ...reading.plan, characters: reading.plan.characters.filter((c) => c.name === name) }).text;
    expect(reading.plan.leftOut).toEqual([]);
    expect(only("Cloud")).toMatch(/when this sprite clicked\nbroadcast \[Cloud clicked v\]/);
    expect(only("Flower")).toMatch(/when I receive \[Cloud clicked v\]\nchange size by \(10\)/);
  });

  it("'the Cat says hi when I click it': its own click, no message", () => {
    const { text } = read("the Cat says hi when I click it");
    expect(text).toMatch(/when this sprite clicked\nsay \[Hi\]/);
    expect(text).not.toMatch(/broadcast/);
  });
});

describe("a relative clause's owner", () => {
  it("'... over the Car, which moves left 4 forever': the Car moves, not the Frog", () => {
    const reading = readPlan("the Frog jumps with the up arrow over the Car, which moves left 4 forever.");
    const only = (name: string) => compilePlan({ ...reading.plan, characters: reading.plan.characters.filter((c) => c.name === name) }).text;
    expect(only("Car")).toMatch(/forever\n\s+change x by \(-4\)/);
    expect(only("Frog")).not.toMatch(/change x by \(-4\)/);
  });
});

describe("a character touching another, said as the subject", () => {
  it("'a Rock touching the Wall hides and score +1': the Rock watches for the Wall, hides and scores", () => {
    const reading = readPlan("the Bat flies forever; a Rock touching the Wall hides and score +1");
    const rock = compilePlan({ ...reading.plan, characters: reading.plan.characters.filter((c) => c.name === "Rock") }).text;
    expect(reading.plan.leftOut).toEqual([]);
    expect(rock).toMatch(/if <touching \(Wall v\)\?> then\n\s+hide\n\s+change \[score v\] by \(1\)/);
  });

  it("touchingSubject: only a clause opening with the toucher is turned round", () => {
    const words = (text: string) => text.split(" ").map((w) => ({ raw: w, word: w.toLowerCase(), lemma: w.toLowerCase(), isNoun: /^[A-Z]/.test(w), isVerb: false, ...(/^[A-Z]/.test(w) ? { name: w } : {}) }));
    const kept = words("if the Cat is touching the Dog it says hi");
    touchingSubject(kept);
    expect(kept.map((w) => w.word).join(" ")).toBe("if the cat is touching the dog it says hi");
  });
});
