// The coverage check (offline.coverage.ts) and the dropping of scripts nobody asked for
// (offline.unasked.ts): each case is a program that does NOT hold a part of its request, so the
// check must name that part; and a program that holds every part, where it must name nothing.
import { describe, expect, it } from "vitest";
import { answerRequest } from "./offline.answer";
import { conceptsTheProgramShows, framesTheRequest, uncoveredParts } from "./offline.coverage";
import { dropUnaskedKeyScripts } from "./offline.unasked";
import { COLLECTED_REQUESTS } from "./corpus/outside/collected.requests";
import { gradeAnswer, scoreGrades } from "./corpus/outside";

const sprite = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;

describe("the coverage check", () => {
  it("names nothing when the program holds every part", () => {
    const text = sprite("Cat", "when [space v] key pressed\nrepeat (3)\n  change y by (10)\n  change y by (-10)\nend");
    expect(uncoveredParts("make the cat jump 3 times when i press space", text, [])).toEqual([]);
    const quiz = sprite("Sprite1", "when green flag clicked\nset [score v] to (0)\nask [How old are you?] and wait\nif <(answer) > (10)> then\n  say [older than 10]\n  change [score v] by (1)\nelse\n  say [not yet]\nend");
    expect(uncoveredParts("ask age, if it is over 10 say older than 10 otherwise say not yet, and keep score", quiz, [])).toEqual([]);
  });

  it("names a number, a count, a key and quoted words the program changed or dropped", () => {
    const text = sprite("Cat", "when [space v] key pressed\nsay [hi] for (2) seconds\nmove (10) steps");
    expect(uncoveredParts("the cat moves 25 steps when i press space", text, [])).toEqual(['the number 25 ("the cat moves 25 steps")']);
    expect(uncoveredParts("the cat says hi 5 times when i press space", text, [])).toContain("doing it 5 times");
    expect(uncoveredParts("the cat says hi when i press the up arrow", text, [])).toEqual(["the up arrow key"]);
    expect(uncoveredParts("the cat says 'good morning' when i press space", text, [])).toEqual(['"good morning"']);
  });

  it("names an else, an until, a comparison and a touch the program has not", () => {
    const text = sprite("Cat", "when green flag clicked\nforever\n  move (10) steps\nend");
    const missing = uncoveredParts("if the score is over 10 the cat moves, otherwise it waits until it touches the edge", text, []);
    expect(missing).toEqual(expect.arrayContaining(["what happens otherwise (the else part)", "the part that waits until something happens", "checking if it is more than 10", "what happens when they touch"]));
  });

  it("names actions and words said that no block does, and checks them on the character who does them", () => {
    const story = [sprite("Knight", "when green flag clicked\nsay [hello] for (2) seconds"), sprite("Dragon", "when green flag clicked\nmove (10) steps")].join("\n\n");
    expect(uncoveredParts("the knight says hello and the dragon says go away", story, [])).toEqual(["says go away"]);
    // the Dragon's lines said by the Knight are not the Dragon's
    const wrongCharacter = [sprite("Knight", "when green flag clicked\nsay [hello] for (2) seconds\nsay [go away] for (2) seconds"), sprite("Dragon", "when green flag clicked\nmove (10) steps")].join("\n\n");
    expect(uncoveredParts("the knight says hello and the dragon roars", wrongCharacter, [])).toEqual(["roars"]);
    expect(uncoveredParts("the cat spins when i click it", sprite("Cat", "when this sprite clicked\nmove (10) steps"), [])).toEqual(["spins"]);
  });

  it("takes a relative, a label with its number and a group named by its members as no character", () => {
    const two = `${sprite("Bolt", "when [up arrow v] key pressed\nchange y by (10)")}\n\n${sprite("Dash", "when [w v] key pressed\nchange y by (10)")}`;
    expect(uncoveredParts("my nephew wants the Bolt to go up with the up arrow and the Dash with w", two, [])).toEqual([]);
    expect(uncoveredParts("our rockets are called Bolt and Dash: the up arrow moves Bolt up, w moves Dash up", two, [])).toEqual([]);
    expect(uncoveredParts("the stage 4 of my project: the Bolt goes up with the up arrow and the Dash with w", two, [])).toEqual([]);
    // still named: a character with no sprite, even beside relatives and labels
    expect(uncoveredParts("my nephew is 8. the dragon flies up with the up arrow", sprite("Bolt", "when [up arrow v] key pressed\nchange y by (10)"), [])).toEqual(["the dragon as a sprite of its own"]);
  });

  it("takes costumes the child's sprite has and a count of persons as no number for a block", () => {
    const walk = sprite("Hero", "when [right arrow v] key pressed\nchange x by (10)\nnext costume");
    expect(uncoveredParts("my hero has 6 costumes, he walks right with the right arrow by 10", walk, [])).toEqual([]);
    // without "next costume" the costumes are not shown: the number stays named
    expect(uncoveredParts("my hero has 6 costumes, he walks right with the right arrow by 10", sprite("Hero", "when [right arrow v] key pressed\nchange x by (10)"), [])).toContain('the number 6 ("my hero has 6 costumes")');
    expect(uncoveredParts("a game for three person: the hero walks right with the right arrow by 10", walk, [])).toEqual([]);
  });

  it("names characters, sprite counts, variables and events the program lacks", () => {
    const one = sprite("Sprite1", "when green flag clicked\nsay [hi] for (2) seconds\nthink [hmm] for (2) seconds");
    expect(uncoveredParts("show the difference between say and think with two sprites", one, [])).toEqual(["two sprites, each a sprite of its own"]);
    expect(uncoveredParts("the ballerina dances", sprite("Sprite1", "when green flag clicked\nnext costume"), [])).toEqual(["the ballerina as a sprite of its own"]);
    expect(uncoveredParts("a game with a score", one, [])).toEqual(["the score"]);
    const unused = `// stage\n// variable speed = 0\n\n${sprite("Sprite1", "when green flag clicked\nset [speed v] to (0)\nforever\n  move (10) steps\nend")}`;
    expect(uncoveredParts("a variable called speed", unused, [])).toEqual(["changing the speed"]);
    expect(uncoveredParts("click the tree and it says hello", sprite("Tree", "when green flag clicked\nsay [hello]"), [])).toEqual(["doing it when you click"]);
    // "when the green flag is clicked" is not a click on a sprite
    expect(uncoveredParts("the tree says hello when the green flag is clicked", sprite("Tree", "when green flag clicked\nsay [hello]"), [])).toEqual([]);
  });

  it("does not name again what the answer already names", () => {
    expect(uncoveredParts("the dragon answers go away", sprite("Dragon", "when green flag clicked\nmove (10) steps"), ["answers go away"])).toEqual([]);
  });
});

describe("parts the program does, or that only frame the request", () => {
  const keys = sprite("Robot", "when [q v] key pressed\nplay note (62) for (0.5) beats", "when [w v] key pressed\nplay note (64) for (0.5) beats", "when [e v] key pressed\nplay note (65) for (0.5) beats");
  const glider = sprite("Owl", "when [up arrow v] key pressed\nrepeat (8)\n  change y by (5)\nend");

  it("counts a label, a club's name, its topics and a count of scripts or keys as built", () => {
    expect(conceptsTheProgramShows(["coding club", "topics: events, if-then", "episode 4", "three keys, three scripts"], keys)).toEqual(["coding club", "episode 4", "three keys, three scripts"]);
    expect(conceptsTheProgramShows(["q d 62, w e 64, e f 65"], keys)).toEqual(["q d 62, w e 64, e f 65"]);
    expect(conceptsTheProgramShows(["4 x 2 8"], sprite("Cat", "when green flag clicked\nrepeat (4)\n  move (2) steps\nend\nsay [8]"))).toEqual(["4 x 2 8"]);
    expect(conceptsTheProgramShows(["rises smooth"], glider)).toEqual([]);
    expect(conceptsTheProgramShows(["smooth"], glider)).toEqual(["smooth"]);
  });

  it("counts a gloss after a quoted line and a verb summing up quoted lines as framing, and 'somewhere else' as no else", () => {
    const talk = sprite("Fox", 'when green flag clicked\nsay [Hola amigo] for (2) seconds\nsay [Time for lunch] for (2) seconds');
    expect(framesTheRequest("the fox says 'Hola amigo' (hello friend) and then 'Time for lunch'", "hello friend", talk)).toBe(true);
    expect(framesTheRequest('the Fox tells the Owl about lunch. The Fox says "Hola amigo" and "Time for lunch"', "tells the owl about lunch", talk)).toBe(true);
    // a bracket that is not after a quote, and a part that asks for more than talk, are not framing
    expect(framesTheRequest("the fox (the orange one) jumps", "the orange one", talk)).toBe(false);
    expect(framesTheRequest('the fox says "Hola amigo" and spins round', "spins round", talk)).toBe(false);
    const hide = sprite("Owl", "when this sprite clicked\ngo to (random position v)");
    expect(uncoveredParts("when i click the owl it flies somewhere else", hide, [])).not.toContain("what happens otherwise (the else part)");
    expect(uncoveredParts("when i click the owl it flies away, otherwise it sleeps", hide, [])).toContain("what happens otherwise (the else part)");
  });

  it("still names what the program does not do", () => {
    // a key it does not listen to, a number it does not use, a loop-less jump is not smooth
    expect(conceptsTheProgramShows(["r d 62", "five keys", "task 2 needs a timer"], keys)).toEqual([]);
    expect(conceptsTheProgramShows(["smooth"], sprite("Owl", "when [up arrow v] key pressed\nchange y by (40)"))).toEqual([]);
    expect(uncoveredParts("a robot that plays 5 notes for our week 7 session", keys, [])).toEqual([expect.stringMatching(/^the number 5 \("[^"]*plays 5 notes[^"]*"\)$/)]);
    expect(uncoveredParts("a piano with 3 keys for our week 5 session", keys, [])).toEqual([]);
  });
});

describe("scripts nobody asked for", () => {
  const drums = sprite("Drum", "// When you press 1: the snare drum\nwhen [1 v] key pressed\nplay drum (1 v) for (0.25) beats", "// When you press 3: the crash cymbal\nwhen [3 v] key pressed\nplay drum (4 v) for (0.25) beats");
  it("drops a key's script when the request named its keys and not that one, with its sentence", () => {
    const trimmed = dropUnaskedKeyScripts("press 1 to play a drum", drums, "When you press 1, the snare drum. When you press 3, the crash cymbal.");
    expect(trimmed.dropped).toEqual(["3"]);
    expect(trimmed.text).not.toContain("[3 v]");
    expect(trimmed.text).not.toContain("crash cymbal");
    expect(trimmed.text).toContain("when [1 v] key pressed\nplay drum (1 v)");
    expect(trimmed.explanation).toBe("When you press 1, the snare drum.");
  });
  it("keeps every key when the request asks for keys in general or says the key without 'press'", () => {
    expect(dropUnaskedKeyScripts("press keys to play different drums", drums, "").dropped).toEqual([]);
    expect(dropUnaskedKeyScripts("press 1 for a drum and 3 for a cymbal", drums, "").dropped).toEqual([]);
  });
});

describe("every answer goes through the check", () => {
  it("a lesson framed only by its year still explains its loops", () => {
    const answer = answerRequest("Year 2: the sprite draws a square when the green flag is clicked");
    expect(answer.kind).toBe("program");
    if (answer.kind === "program") expect(answer.text).toMatch(/repeat \(4\) \/\/ a loop/);
  });
  it("an answer that drops a part names it in leftOut and in the explanation", () => {
    const answer = answerRequest("Interactive scene: click the tree and it says I am 100 years old");
    if (answer.kind !== "program") throw new Error("declined");
    const built = answer.text.includes("when this sprite clicked");
    expect(built || answer.leftOut.includes("doing it when you click")).toBe(true);
    if (!built) expect(answer.explanation).toContain("doing it when you click");
  });
});

describe("the collected development set (written after the v3 generator, tuned on)", () => {
  it("is wrong without saying so at most twice in 30 before the behaviour check runs (5 before the coverage check)", () => {
    const grades = COLLECTED_REQUESTS.map((request) => {
      const answer = answerRequest(request.prompt);
      return gradeAnswer(request, answer.kind === "program" ? { kind: "program", text: answer.text, leftOut: answer.leftOut } : { kind: "declined" });
    });
    const score = scoreGrades(grades);
    expect(score.requests).toBe(30);
    expect(score.wrongUnsaid).toBeLessThanOrEqual(2);
    expect(score.right).toBeGreaterThanOrEqual(18);
  });
});

describe("what a program lacks that nothing named (decision 780)", () => {
  const section = (name: string, ...scripts: string[]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;

  it("names popping when the popped thing stays on the stage, never a pop sound or popping up", () => {
    const soundOnly = section("Bubble", "when this sprite clicked\nplay sound (Pop v) until done");
    expect(uncoveredParts("tap the Bubble and it bursts", soundOnly, [])).toEqual([expect.stringContaining("popping")]);
    const gone = section("Bubble", "when this sprite clicked\nplay sound (Pop v) until done\nhide");
    expect(uncoveredParts("tap the Bubble and it bursts", gone, [])).toEqual([]);
    const mole = section("Mole", "when green flag clicked\nforever\n  go to (random position v)\n  show\n  wait (1) seconds\nend");
    expect(uncoveredParts("the Mole pops up somewhere new every second", mole, []).filter((part) => part.includes("popping"))).toEqual([]);
  });

  it("names a message the request names that the program sends and nothing receives", () => {
    const deaf = `${section("Judge", "when green flag clicked\nsay [Set] for (1) seconds\nbroadcast [race v]")}\n\n${section("Snail")}`;
    expect(uncoveredParts("the Judge says 'Set' then broadcasts race", deaf, [])).toContain('what happens on the message "race"');
    const heard = `${section("Judge", "when green flag clicked\nsay [Set] for (1) seconds\nbroadcast [race v]")}\n\n${section("Snail", "when I receive [race v]\nmove (5) steps")}`;
    expect(uncoveredParts("the Judge says 'Set' then broadcasts race", heard, []).filter((part) => part.includes("message"))).toEqual([]);
  });

  it("names a character of a joined subject that got no script, not one that only is somewhere", () => {
    const one = `${section("Duck", "when green flag clicked\nmove (4) steps")}\n\n${section("Goose")}\n\n${section("Pond")}`;
    const parts = uncoveredParts("the Duck and the Goose each swim 4 steps towards the Pond", one, []);
    expect(parts.filter((part) => part.startsWith("the goose swim 4 steps"))).toHaveLength(1);
    expect(parts.some((part) => /^the (?:pond|duck)\b/i.test(part))).toBe(false);
  });

  it("names characters who speak in turn but start together, unless asked to speak at once", () => {
    const together = `${section("Fox", "when green flag clicked\nsay [Hello Crow] for (2) seconds")}\n\n${section("Crow", "when green flag clicked\nsay [Hello Fox] for (2) seconds")}`;
    expect(uncoveredParts("the Fox says hello crow, then the Crow says hello fox", together, [])).toEqual(["the crow speaking after the fox, not at the same time"]);
    expect(uncoveredParts("the Fox says hello crow and the Crow says hello fox at the same time", together, [])).toEqual([]);
    const inTurn = `${section("Fox", "when green flag clicked\nsay [Hello Crow] for (2) seconds")}\n\n${section("Crow", "when green flag clicked\nwait (2) seconds\nsay [Hello Fox] for (2) seconds")}`;
    expect(uncoveredParts("the Fox says hello crow, then the Crow says hello fox", inTurn, [])).toEqual([]);
  });

  it("names a touch check that does not come right after each move, when the request asks for it there", () => {
    const apart = section("Knight", "when green flag clicked\nforever\n  if <key (up arrow v) pressed?> then\n    change y by (3)\n  end\nend", "when green flag clicked\nforever\n  if <touching color [#000000]?> then\n    go to x: (0) y: (0)\n  end\nend");
    const prompt = "the Knight moves 3 with the up arrow, and after each step, if it touches black it goes to x 0 y 0";
    expect(uncoveredParts(prompt, apart, [])).toContain("checking what it touches right after each move");
    const after = section("Knight", "when green flag clicked\nforever\n  if <key (up arrow v) pressed?> then\n    change y by (3)\n    if <touching color [#000000]?> then\n      go to x: (0) y: (0)\n    end\n  end\nend");
    expect(uncoveredParts(prompt, after, [])).toEqual([]);
  });

  it("takes a school year in short at a sentence's start as a label, not a number to use", () => {
    const owl = section("Owl", "when green flag clicked\nmove (20) steps");
    expect(uncoveredParts("P3: the Owl moves 20 steps", owl, [])).toEqual([]);
    expect(uncoveredParts("the Owl moves 20 steps past p 3", owl, [])).toContainEqual(expect.stringMatching(/^the number 3 \("[^"]*past p 3"\)$/));
  });

  it("finds words said as the child spelled them, whatever the reader corrected them to", () => {
    const robot = section("Robot", "when green flag clicked\nsay [Beep boop] for (2) seconds");
    expect(uncoveredParts("the Robot says beep boop", robot, [])).toEqual([]);
    expect(uncoveredParts("the Robot says bleep bloop", robot, [])).toEqual(['saying "bleep bloop"']);
  });

  it("takes 'One Frog' as the Frog sprite, not a number to use", () => {
    const frog = section("Frog", "when green flag clicked\nmove (3) steps");
    expect(uncoveredParts("One Frog that moves 3 steps", frog, [])).toEqual([]);
    expect(uncoveredParts("the Frog moves 3 steps and gets 1 fly", frog, [])).toContain('the number 1 ("gets 1 fly")');
  });
});

describe("the word one", () => {
  const twoBoats = `${sprite("Boat", "when [q v] key pressed\nchange x by (10)")}\n\n${sprite("Ship", "when [p v] key pressed\nchange x by (10)")}`;
  it("is not a number to keep when it stands for a thing or sets one thing against the other", () => {
    expect(uncoveredParts("one boat sails when you press q, the other when you press p", twoBoats, [])).toEqual([]);
    expect(uncoveredParts("my nephew liked the boats so please make one for our party: the boat sails when you press q", sprite("Boat", "when [q v] key pressed\nchange x by (10)"), [])).toEqual([]);
  });

  it("is a number to keep when it counts", () => {
    expect(uncoveredParts("the boat sails one step when you press q", sprite("Boat", "when [q v] key pressed\nchange x by (10)"), [])).toContain('the number one ("the boat sails one step")');
    expect(uncoveredParts("the boat spins one time when you press q", sprite("Boat", "when [q v] key pressed\nchange x by (10)"), []).some((part) => /\bone\b/.test(part))).toBe(true);
  });
});

describe("a name given afterwards", () => {
  const hops = sprite("Frog", "when green flag clicked\nforever\n  change y by (10)\n  change y by (-10)\nend");
  it("names the named sprite that does nothing while another does what was asked", () => {
    expect(uncoveredParts("a frog that hops all day, he's called Hopper", `${hops}\n\n${sprite("Hopper")}`, [])).toContain("the Hopper doing what was asked (it does nothing yet)");
  });

  it("names nothing when the named sprite does it, or when the name is given to another character", () => {
    const hopper = sprite("Hopper", "when green flag clicked\nforever\n  change y by (10)\n  change y by (-10)\nend");
    expect(uncoveredParts("a frog that hops all day, he's called Hopper", hopper, [])).toEqual([]);
    expect(uncoveredParts("a frog that hops all day next to a fly called Buzz", `${hops}\n\n${sprite("Buzz")}`, []).some((part) => /Buzz doing/.test(part))).toBe(false);
  });
});

describe("a thing with a value's name", () => {
  const gem = sprite("Gem");
  const fox = sprite("Fox", "when green flag clicked\nforever\n  if <touching (Gem v)?> then\n    say [Shiny!] for (1) seconds\n  end\nend");
  it("is the sprite touched when one of it is said, with a sprite of its own", () => {
    // (a gem is no value here: a coin is, and the coin checked is one sprite)
    const coin = sprite("Coin");
    const finder = fox.replace("Gem v", "Coin v");
    expect(uncoveredParts("the fox says Shiny! when it touches a coin", `${finder}\n\n${coin}`, [])).not.toContain("the coins");
  });

  it("is a value to keep when coins are counted", () => {
    expect(uncoveredParts("the fox has 3 coins and says Shiny! when it touches the gem", `${fox}\n\n${gem}`, [])).toContain("the coins");
  });
});

describe("points as the way a sprite faces", () => {
  const faces = sprite("Bee", "when [d v] key pressed\npoint in direction (90)\nmove (10) steps");
  it("is no score when it points right or left", () => {
    expect(uncoveredParts("when d is pressed the Bee points right and moves 10 steps", faces, [])).not.toContain("the score");
  });

  it("is a score when points are counted", () => {
    expect(uncoveredParts("when d is pressed the Bee moves 10 steps and you get 2 points right away", faces, [])).toContain("the score");
  });
});
