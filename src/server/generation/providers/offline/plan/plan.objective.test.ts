import { describe, expect, it } from "vitest";
import { normalizeBlocksText, parseProject } from "../../../../../blocks";
import { compilePlan } from "./plan.compile";
import { readPlan } from "./plan.read";

const programOf = (prompt: string) => compilePlan(readPlan(prompt).plan).text;

describe("a lesson's objective, counts between commas, and steps said in other words", () => {
  it("reads 'LO: to ...' as the lesson's objective, never a character or a script", () => {
    const { plan } = readPlan("Year 3, LO: to follow an algorithm. The Frog goes to x 0 y 0 and says hi.");
    expect(plan.characters.map((c) => c.name)).toEqual(["Frog"]);
    expect(plan.leftOut).toEqual([]);
    expect(plan.lesson).toBe("algorithm");
  });

  it("reads 'and then, 6 times, A and B' as a loop of A and B after what came before", () => {
    expect(programOf("The Bee goes to x 10 y 0 and then, 3 times, moves 20 steps and waits 1 second.")).toMatch(/go to x: \(10\) y: \(0\)\nrepeat \(3\)\n\s+move \(20\) steps\n\s+wait \(1\) seconds\nend/);
  });

  it("goes on with the same script after 'After that' and says a reporter by its name", () => {
    const text = programOf("The Robot moves 50 steps. After that it says its y position.");
    expect(text).toMatch(/move \(50\) steps\nsay \(y position\) for \(2\) seconds/);
  });

  it("reads 'the timer is reset' and 'waits until the timer is more than 5' as their blocks", () => {
    const text = programOf("The timer is reset when the flag is clicked; the Runner waits until the timer is more than 3 and says the timer.");
    expect(text).toContain("reset timer");
    expect(text).toMatch(/wait until <\(timer\) > \(3\)>\nsay \(timer\) for \(2\) seconds/);
    expect(text).not.toContain("wait (3) seconds");
  });

  it("gives a second character joined by 'and' the message the first one answers", () => {
    const text = programOf("When the Boss is clicked he broadcasts go; when they receive go the Cat meows and the Dog turns right 15 degrees.");
    expect(text).toMatch(/\/\/ sprite: Dog[\s\S]*when I receive \[go v\]\nturn right \(15\) degrees/);
  });

  it("plays a drum of the kit a sound is named after, by its name, as a block the project reads", () => {
    const text = programOf("4 times the Band plays the cymbal sound, waits 1 second and plays a drum sound.");
    expect(text).toMatch(/repeat \(4\)\n\s+play drum \(Crash Cymbal v\) for \(0\.25\) beats\n\s+wait \(1\) seconds\n\s+play drum \(Snare Drum v\) for \(0\.25\) beats/);
    expect(parseProject(normalizeBlocksText(text)).diagnostics).toEqual([]);
  });

  it("reads 'sets its ghost effect to 70, else it sets it to 0' as the effect's block both times", () => {
    const text = programOf("if the Bat is touching the colour blue it sets its ghost effect to 50, else it sets it to 10.");
    expect(text).toMatch(/set \[ghost v\] effect to \(50\)\n\s*else\n\s+set \[ghost v\] effect to \(10\)/);
  });

  it("keeps the other coordinate where only one is said", () => {
    expect(programOf("the Leaf glides down to y -120 in 4 seconds.")).toContain("glide (4) secs to x: (x position) y: (-120)");
    expect(programOf("the Car glides to x 90 in 2 seconds.")).toContain("glide (2) secs to x: (90) y: (y position)");
    const goes = programOf("the Car goes to x 90.");
    expect(goes).toContain("set x to (90)");
    expect(goes).not.toContain("y: (0)");
  });

  it("reads 'the Drop receives heat, ...' after heat was sent as the Drop's message script", () => {
    const text = programOf("clicking the Sun broadcasts heat; the Drop receives heat, waits 1 second and hides.");
    expect(text).toMatch(/\/\/ sprite: Drop[\s\S]*when I receive \[heat v\]\nwait \(1\) seconds\nhide/);
  });

  it("hands the next character its turn after 'and after that'", () => {
    const text = programOf("Clicking the Gate broadcasts open; when the Water receives open it glides up to y 0 in 3 seconds, and after that the Boat moves 200 steps.");
    expect(text).toMatch(/glide \(3\) secs to x: \(x position\) y: \(0\)\nbroadcast \[Boat turn v\]/);
    expect(text).toMatch(/when I receive \[Boat turn v\]\nmove \(200\) steps/);
  });

  it("asks for two numbers kept in two variables, and compares them with each other once, after the questions", () => {
    const text = programOf('The Owl asks for two numbers and stores them in x and z. If x is bigger it says "X wins", if z is bigger it says "Z wins", and if they are equal it says "Same".');
    expect(text).toMatch(/ask \[What is the first number\?\] and wait\nset \[x v\] to \(answer\)\nask \[What is the second number\?\] and wait\nset \[z v\] to \(answer\)\nif <\(x\) > \(z\)> then\n\s+say \[X wins\] for \(2\) seconds\nend\nif <\(z\) > \(x\)> then\n\s+say \[Z wins\] for \(2\) seconds\nend\nif <\(x\) = \(z\)> then\n\s+say \[Same\] for \(2\) seconds\nend/);
    expect(text).not.toContain("key pressed");
    expect(text).not.toContain("forever");
  });

  it("reads a variable of words ('is \"red\" or \"green\"'), 'sets it to red', and 'only while light = green'", () => {
    const text = programOf('a variable mood is "happy" or "sad"; the Sun sets it to sad, waits 2 seconds, sets it to happy, waits 2 seconds, forever. The Dog walks 2 steps forever, but only while mood = happy.');
    expect(text).toContain("set [mood v] to [happy]");
    expect(text).toMatch(/forever\n\s+set \[mood v\] to \[sad\]\n\s+wait \(2\) seconds\n\s+set \[mood v\] to \[happy\]/);
    expect(text).toMatch(/forever\n\s+if <\(mood\) = \[happy\]> then\n\s+move \(2\) steps/);
    expect(readPlan('a variable mood is "happy" or "sad"; the Sun sets it to sad.').plan.leftOut).toEqual([]);
  });

  it("defines a block of the child's own and runs it where it is used, in the sprite that uses it", () => {
    const text = programOf("make a block called hop that changes y by 30, waits 0.2 seconds and changes y by -30. The Bunny uses hop 2 times when the flag is clicked.");
    expect(text).toMatch(/\/\/ sprite: Bunny[\s\S]*define hop\nchange y by \(30\)\nwait \(0\.2\) seconds\nchange y by \(-30\)/);
    expect(text).toMatch(/when green flag clicked\nrepeat \(2\)\n\s+hop\nend/);
    expect(parseProject(normalizeBlocksText(text)).diagnostics).toEqual([]);
    const used = programOf("make a block called spin that goes up 20 and down 20 and the Owl uses it when i press space");
    expect(used).toMatch(/define spin\nchange y by \(20\)\nchange y by \(-20\)/);
    expect(used).toMatch(/when \[space v\] key pressed\nspin/);
  });

  it("sets aside what a teacher told the child, and reads the sixth class as a school level", () => {
    expect(readPlan("my teacher said use a loop. The Cat moves 10 steps.").plan.leftOut).toEqual([]);
    expect(readPlan('6th class, a game that ends after 30 seconds: the Bee says "Go!".').plan.leftOut).toEqual([]);
  });

  it("reads a block with its 'by' left out after the block's own words, never after a name", () => {
    const text = programOf("when I press space the Cat jumps: change y 60, wait 0.3, change y -60.");
    expect(text).toMatch(/change y by \(60\)\nwait \(0\.3\) seconds\nchange y by \(-60\)/);
    expect(programOf("I want that the background is changing every 5 seconds")).not.toContain("[every v]");
  });

  it("frames a range of school grades ('Grades 4-6')", () => {
    const { plan } = readPlan("Grades 4-6, the ball that changes colour: the Ball says hi.");
    expect(plan.leftOut).toEqual([]);
    expect(plan.characters.map((c) => c.name)).toEqual(["Ball"]);
  });

  it("opens a loop with a count that leads its actions after a variable's start", () => {
    const text = programOf("The Counter counts: k starts at 3, and 5 times it says k for 1 seconds and k goes up by 3.");
    expect(text).toMatch(/set \[k v\] to \(3\)\nrepeat \(5\)\n\s+say \(k\) for \(1\) seconds\n\s+change \[k v\] by \(3\)\nend/);
  });

  it("says a way and a number again only with a verb of going, never with a wait", () => {
    const text = programOf("when you click the Goat it jumps: up 30, wait 0.2 seconds, down 30.");
    expect(text).not.toContain("wait (30) seconds");
  });

  it("sets aside a sentence that names the program and who it is for", () => {
    const { plan } = readPlan("a countdown for his school work. The Clock says hi.");
    expect(plan.leftOut).toEqual([]);
  });
});

