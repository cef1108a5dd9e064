import { describe, expect, it } from "vitest";
import { commentWithoutTheWait, dropUnfilledScripts } from "./offline.unfilled-slots";
import { explainLongerComments } from "./offline.moved-scripts";
import { uncoveredParts } from "./offline.coverage";
import { answerRequest } from "./offline.answer";

const program = (...sprites: [string, string][]) => `// stage\n\n${sprites.map(([name, body]) => `// sprite: ${name}\n// x: 0, y: 0\n\n${body}`).join("\n\n")}\n`;
const OTHERWISE = "what happens otherwise (the else part)";

describe("a script that lost its unread wait no longer says it waits (decision 1510)", () => {
  it("takes the bare wait out of the comment, wherever it stands", () => {
    expect(commentWithoutTheWait('// When the green flag is clicked: waits and says "Hi"')).toBe('// When the green flag is clicked: says "Hi"');
    expect(commentWithoutTheWait("// When the green flag is clicked: waits, then moves 10 steps")).toBe("// When the green flag is clicked: moves 10 steps");
    expect(commentWithoutTheWait("// When the green flag is clicked: moves 10 steps and waits")).toBe("// When the green flag is clicked: moves 10 steps");
    expect(commentWithoutTheWait("// When you press the space key: jumps, waits, then hides")).toBe("// When you press the space key: jumps, then hides");
    // a wait with its time is a block of its own, and stays
    expect(commentWithoutTheWait("// When the green flag is clicked: waits 2 seconds and says Hi")).toBe("// When the green flag is clicked: waits 2 seconds and says Hi");
  });
  it("rewrites the comment of the script it keeps, and the explanation's sentence with it", () => {
    const before = program(["Ghost", '// When the green flag is clicked: waits and says "Boo"\nwhen green flag clicked\nwait until (the condition)\nsay [Boo] for (2) seconds']);
    const after = dropUnfilledScripts("", before);
    expect(after).toContain('// When the green flag is clicked: says "Boo"\nwhen green flag clicked\nsay [Boo] for (2) seconds');
    expect(explainLongerComments(before, after, 'When the green flag is clicked, the Ghost waits and says "Boo".')).toBe('When the green flag is clicked, the Ghost says "Boo".');
  });
  it("says what each kept script does in whole answers, in several voices", () => {
    for (const prompt of [
      "the Bone waits till the bell and then says Hi, and the Dog barks",
      "Please: the Ghost wait until midnight then it say Boo",
      "My class: the Robot waits until the light and then it moves 10 steps",
    ]) {
      const answer = answerRequest(prompt);
      if (answer.kind !== "program") continue;
      expect(answer.text, prompt).not.toContain("(the condition)");
      if (!/^wait until/m.test(answer.text)) {
        expect(answer.text, prompt).not.toMatch(/: waits(?: and|,| then)/);
        expect(answer.explanation, prompt).not.toMatch(/ waits(?: and|,| then)/);
      }
    }
  });
});

describe("an \"if not\" asks for no otherwise (decisions 1510, 1580)", () => {
  const negated = program(["Cat", "when green flag clicked\nforever\n  move (10) steps\n  if <not <touching (Dog v)?>> then\n    say [Lonely] for (2) seconds\n  end\nend"]);
  const plain = program(["Cat", "when green flag clicked\nforever\n  move (10) steps\n  say [Lonely] for (2) seconds\nend"]);
  it("does not name an else for a test turned round", () => {
    expect(uncoveredParts("the Cat moves 10 steps forever, and if not touching the Dog it says Lonely", negated, [])).not.toContain(OTHERWISE);
    expect(uncoveredParts("if not touching the dog, the cat say lonely (my son want this)", negated, [])).not.toContain(OTHERWISE);
    expect(uncoveredParts("For my pupils: the Cat walks forever and, if not touching the Dog, says Lonely", negated, [])).not.toContain(OTHERWISE);
  });
  it("names it when the request asks for one", () => {
    expect(uncoveredParts("if not touching the Dog it says Lonely, otherwise it purrs", negated, [])).toContain(OTHERWISE);
    expect(uncoveredParts("if it touches the Dog it says Hi, if not, it says Lonely", negated, [])).toContain(OTHERWISE);
    expect(uncoveredParts("if the answer is 4 say yes if not say no", negated, [])).toContain(OTHERWISE);
    expect(uncoveredParts("if touching the Dog say Hi else say Lonely", negated, [])).toContain(OTHERWISE);
  });
  it("names a test turned round that the program does not have, in the child's words and not as an else", () => {
    const parts = uncoveredParts("the Cat moves 10 steps forever, and if not touching the Dog it says Lonely", plain, []);
    expect(parts).toContain('checking "if not touching the dog"');
    expect(parts).not.toContain(OTHERWISE);
    expect(uncoveredParts("if not near the Pond the Duck quacks", plain, [])).toContain('checking "if not near the pond"');
  });
  it("leaves a right whole answer with nothing named", () => {
    for (const prompt of ["the Cat moves 10 steps forever, and if not touching the Dog it says Lonely", "the Fish swims forever; if it is not touching the edge it moves 5 steps"]) {
      const answer = answerRequest(prompt);
      expect(answer.kind).toBe("program");
      if (answer.kind === "program") expect(answer.leftOut, prompt).not.toContain(OTHERWISE);
    }
  });
});

describe("a number is named in the child's own words (decision 1510)", () => {
  const moved = program(["Snake", "when green flag clicked\nforever\n  move (3) steps\n  next costume\nend"]);
  it("quotes the words said around a change's number", () => {
    expect(uncoveredParts("a Snake: change x by 3 and next costume, forever", moved, [])).toContain('the number 3 ("change x by 3")');
    expect(uncoveredParts("the Snake, his y changes by 7 forever pls", moved, [])).toContain('the number 7 ("y changes by 7")');
    expect(uncoveredParts("Kindly make the Snake change its Size by 25", moved, [])).toContain('the number 25 ("change its Size by 25")');
  });
  it("quotes the words said around a place or a size to be at", () => {
    expect(uncoveredParts("the Snake goes to X 120 and waits", moved, [])).toContain('the number 120 ("X 120")');
    expect(uncoveredParts("Our Snake is size 150 when it starts", moved, [])).toContain('the number 150 ("size 150")');
    expect(uncoveredParts("the Snake goes to x 3", moved, []).some((part) => part.startsWith("going to"))).toBe(false);
  });
});
