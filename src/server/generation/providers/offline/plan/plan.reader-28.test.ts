// Issue 26, decision 1770: bounds that count ("10 or more", "at least 10"), a line alone in an else,
// a plain word compared with a number as a variable, "say Keep going", a negative amount said with
// left, "jumps up 50", and a question asked with no quotes. Wordings of our own, never the corpus's.
import { describe, expect, it } from "vitest";
import { readCompiled as read } from "../test-support/read-compiled";

describe("bounds that count", () => {
  it("'10 or more', 'at least 10': the number itself passes", () => {
    for (const prompt of ["if the score is 10 or more say You win else say Try again", "if my score is at least 10 the Cat says \"You win\" otherwise it says \"Not yet\""]) {
      const { text, leftOut } = read(prompt);
      expect(leftOut).toEqual([]);
      expect(text).toMatch(/if <not <\(score\) < \(10\)>> then\n\s+say \[You win\]/);
      expect(text).not.toMatch(/\(score\) = \(10\)/);
    }
  });

  it("'0 or less', 'at most 3': the other way", () => {
    expect(read("when the lives are 0 or less the game stops").text).toMatch(/if <not <\(lives\) > \(0\)>> then\n\s+stop \[all v\]/);
    expect(read("if the coins are at most 3 the Pig says \"Poor\"").text).toMatch(/if <not <\(coins\) > \(3\)>> then/);
  });

  it("an answer with a bound is checked, not named as missing", () => {
    const { text, leftOut } = read("the Cat asks how old are you and if the answer is 12 or more it says \"Big kid\"");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/if <not <\(answer\) < \(12\)>> then/);
  });

  it("a bare number stays equal, 'more than' stays more", () => {
    expect(read("if the score is 10 say \"Ten\"").text).toMatch(/<\(score\) = \(10\)>/);
    expect(read("if the score is more than 10 say \"Lots\"").text).toMatch(/<\(score\) > \(10\)>/);
  });
});

describe("the else and its line", () => {
  it("'else say Keep going': the words are said, no loop in the else", () => {
    const { text } = read("if the score is 10 or more say You win else say Keep going");
    expect(text).toMatch(/else\n\s+say \[Keep going\] for \(2\) seconds\n\s+end/);
    expect(text).not.toMatch(/else\n\s+forever/);
  });

  it("'keeps walking' is still a loop", () => {
    expect(read("the Dog keeps walking").text).toMatch(/forever\n\s+move \(10\) steps/);
  });

  it("'says \"Hot\" if ..., else \"Cold\"', 'thinks ... otherwise ...': the else line said the same way", () => {
    const hot = read("the Cat says \"Hot\" if the temperature is more than 25, else \"Cold\"");
    expect(hot.leftOut).toEqual([]);
    expect(hot.text).toMatch(/else\n\s+say \[Cold\] for \(2\) seconds/);
    const yay = read("if the score is more than 5 the Dog thinks \"Yay\" otherwise \"Oh no\"");
    expect(yay.leftOut).toEqual([]);
    expect(yay.text).toMatch(/else\n\s+think \[Oh no\] for \(2\) seconds/);
  });

  it("an else line after a check that says nothing is still named, not guessed", () => {
    const { leftOut, text } = read("if the score is more than 5 the Dog moves 10 steps otherwise \"Oh no\"");
    expect(leftOut.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/say \[Oh no\]/);
  });

  it("an else line after a second, unread check in the sentence is not given to the first check", () => {
    const { text } = read("the Robot asks 'Hungry?'. If the answer is yes, it asks 'Tea or milk?' and says 'Yum' if tea, else 'Fine'.");
    expect(text).not.toMatch(/if <\(answer\) = \[yes\]> then[\s\S]*else\n\s+say \[Fine\]/);
  });

  it("'if temp is more than 25': a plain word compared with a number is a variable", () => {
    const { text, leftOut } = read("the Cat says \"Chaud\" if temp is more than 25, else \"Pas chaud\"");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/variable temp = 0/);
    expect(text).toMatch(/if <\(temp\) > \(25\)> then\n\s+say \[Chaud\][\s\S]*else\n\s+say \[Pas chaud\]/);
    expect(read("when hunger gets above 80 the Dog says \"Feed me\"").text).toMatch(/if <\(hunger\) > \(80\)> then/);
  });

  it("a character compared is no variable", () => {
    const { text } = read("if the Cat is bigger than 100 it says \"Too big\"");
    expect(text).not.toMatch(/variable cat|\(cat\) >/i);
  });
});

describe("signs and heights", () => {
  it("'-10 when I press left': the sign is not turned round twice", () => {
    const { text, leftOut } = read("the Dog moves 10 steps when I press right and -10 when I press left");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/when \[left arrow v\] key pressed\nchange x by \(-10\)/);
    expect(text).not.toMatch(/change x by \(10\)/);
  });

  it("'goes left 10' still goes left", () => {
    expect(read("when I press left the Cat goes left 10").text).toMatch(/change x by \(-10\)/);
  });

  it("'jumps up 50 and comes back down', 'hops up 80 and lands', 'jumps up 60': the child's height", () => {
    for (const [prompt, height] of [["when I press space the Ball jumps up 50 and comes back down", 50], ["when you press the up arrow the Frog hops up 80 and lands", 80], ["the Kangaroo jumps up 60 then says \"Boing\"", 60]] as const) {
      const { text, leftOut } = read(prompt);
      expect(leftOut, prompt).toEqual([]);
      expect(text, prompt).toMatch(new RegExp(`change y by \\(${height}\\)\\nwait \\(0\\.2\\) seconds\\nchange y by \\(-${height}\\)`));
    }
  });

  it("'jumps up 30 and goes down 30': up once, the way down said next is its own", () => {
    const { text } = read("the frog jumps up 30 and goes down 30");
    expect(text.match(/change y by \(-30\)/g)).toHaveLength(1);
    expect(text).toMatch(/change y by \(30\)/);
  });
});

describe("a question asked with no quotes", () => {
  it("'asks What is 5 + 3? and if the answer is 8 ...': asked as written, no sprite 'What'", () => {
    const { text, leftOut } = read("the Cat asks What is 5 + 3? and if the answer is 8 it says Correct");
    expect(leftOut).toEqual([]);
    expect(text).toMatch(/ask \[What is 5 \+ 3\?\] and wait\nif <\(answer\) = \(8\)> then\n\s+say \[Correct\]/);
    expect(text).not.toMatch(/sprite: What/);
  });

  it("'asks me How many legs does a spider have?': the question whole", () => {
    expect(read("the Robot asks me How many legs does a spider have? and if I say 8 it says Yes!").text).toMatch(/ask \[How many legs does a spider have\?\] and wait/);
  });

  it("'asks what is 10 - 4? if the answer is 6 ...': the asking comes before the check, not inside it", () => {
    const { text } = read("the teacher asks what is 10 - 4? if the answer is 6 she says Well done, otherwise she says Try again");
    expect(text).toMatch(/ask \[What is 10 - 4\?\] and wait\nif <\(answer\) = \(6\)> then/);
    expect(text).not.toMatch(/then[^\n]*\n\s+ask \[/);
  });

  it("a question said with a trigger after it keeps its trigger", () => {
    expect(read("the Cat asks \"Ready?\" when I click it").text).toMatch(/when this sprite clicked\nask \[Ready\?\] and wait/);
    expect(read("the Parrot says \"Hello?\" when I click it").text).toMatch(/when this sprite clicked\nsay \[Hello\?\]/);
  });
});
