// Issue 26 (decision 850): a quiz of the child's own questions, with who asks them, the variable
// the points go in and the end that says it. Wordings of our own.
import { describe, expect, it } from "vitest";
import { compilePlan } from "./plan.compile";
import { readPlanWords } from "./plan.read";
import { ownQuizPlan, readOwnQuestions } from "./plan.quiz";

const quiz = (prompt: string) => {
  const own = readOwnQuestions(prompt);
  const plan = ownQuizPlan(own.questions, readPlanWords(own.rest).words);
  return { text: compilePlan(plan).text, leftOut: plan.leftOut, questions: own.questions.map((q) => q.question), names: plan.characters.map((c) => c.name) };
};

describe("a quiz of the child's own questions", () => {
  it("'the Owl asks what hund means (dog) ...': the first question without who asks it, the Owl asks", () => {
    const { questions, names } = quiz("the Owl asks what hund means (dog), what katze means (cat) and what haus means (house)");
    expect(questions).toEqual(["what hund means?", "what katze means?", "what haus means?"]);
    expect(names).toEqual(["Owl"]);
  });

  it("'each right answer adds 2 to stars, and at the end it says stars': the points in stars, said at the end", () => {
    const { text, leftOut } = quiz("Science quiz: the Robot asks which planet is red (Mars) and which is biggest (Jupiter). Each right answer adds 2 to stars, and at the end it says stars.");
    expect(text).toContain("set [stars v] to (0)");
    expect(text.match(/change \[stars v\] by \(2\)/g)).toHaveLength(2);
    expect(text).toMatch(/say \(stars\) for \(2\) seconds/);
    expect(text).not.toContain("[score v]");
    expect(leftOut).toEqual([]);
  });

  it("'and at the end the Parrot says score': the score alone, no words of the library's around it", () => {
    const { text } = quiz("Birds quiz: the Parrot asks \"How many wings has a bird?\" (2) and \"What do hens lay?\" (eggs); a right answer adds 1 to score and at the end the Parrot says score.");
    expect(text).toMatch(/say \(score\) for \(2\) seconds/);
    expect(text).not.toContain("Your score");
  });

  it("with nothing said about it, the score is 'score' and the end says it with words", () => {
    const { text } = quiz("which planet is red (Mars), which is biggest (Jupiter)");
    expect(text).toContain("say (join [Your score: ] (score)) for (2) seconds");
  });

  it("questions numbered 'q1 … q2 …' after an exclamation: every question, none lost to the words before", () => {
    const { questions } = quiz("our quiz!! q1 which bird cannot fly (penguin) q2 how many legs has a spider (8) q3 what do bees make (honey)");
    expect(questions).toEqual(["which bird cannot fly?", "how many legs has a spider?", "what do bees make?"]);
  });

  it("a capitals quiz given as 'Country (Capital)' items asks for each capital; other bare items are asked as they are", () => {
    expect(quiz("Capitals quiz for Year 6: Spain (Madrid), Egypt (Cairo), Chile (Santiago).").questions).toEqual([
      "What is the capital of Spain?",
      "What is the capital of Egypt?",
      "What is the capital of Chile?",
    ]);
    expect(quiz("animal sounds quiz: cow (moo), duck (quack)").questions).toEqual(["cow?", "duck?"]);
    // without a quiz named, words in brackets are not questions
    expect(readOwnQuestions("the Cat (orange) and the Dog (brown) dance").questions).toEqual([]);
  });

  it("the child's own end line around the score is said as one join, quoted or not", () => {
    expect(quiz('which planet is red (Mars), which is biggest (Jupiter). At the end "Well, X right out of 2!"').text).toContain(
      "say (join [Well, ] (join (score) [ right out of 2!])) for (2) seconds",
    );
    expect(quiz("which planet is red (Mars), which is biggest (Jupiter). at the end say you scored (score) points").text).toContain(
      "say (join [you scored ] (join (score) [ points])) for (2) seconds",
    );
  });
});

// Issue 26 (decision 1760): the child's line "joined with" the score is the ending, and "sets score to 0" is the quiz's own start.
describe("the child's line joined with the score", () => {
  it.each([
    ['a quiz: the Owl sets score to 0, asks "What is the capital of Malta?" (Valletta), then "How many legs does a spider have?" (8); each right answer adds 1 to score; at the end it says "You got " joined with score.', "say (join [You got ] (score)) for (2) seconds"],
    ['quiz for kids: the Parrot asks "How many days in a week?" (7), then "What is the biggest animal?" (blue whale). at the end it says "Well done, you scored " joined to the score', "say (join [Well done, you scored ] (score)) for (2) seconds"],
    ['my quiz: the Cat asks "What is 3 + 4?" (7) and "What colour is grass?" (green), each right answer adds 1 to points, then it says points joined with " points!"', "say (join (points) [ points!]) for (2) seconds"],
  ])("'%s' ends with the child's join", (prompt, ending) => {
    const { text, leftOut } = quiz(prompt);
    expect(text).toContain(ending);
    expect(text).not.toMatch(/Your score: /);
    expect(leftOut.join(" ")).not.toMatch(/joined|sets score/);
  });

  it("stays as it was: 'says the score' says the score alone, and no ending said is the library's", () => {
    expect(quiz('the Owl asks "What is 2 + 2?" (4) and "What is 5 - 1?" (4); at the end the Owl says score').text).toMatch(/say \(score\) for \(2\) seconds/);
    expect(quiz('the Owl asks "What is 2 + 2?" (4) and "What is 5 - 1?" (4)').text).toMatch(/say \(join \[Your score: \] \(score\)\)/);
  });
});
