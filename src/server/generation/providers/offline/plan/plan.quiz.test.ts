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

  it("with nothing said about it, the score is 'score' and the end says it with words", () => {
    const { text } = quiz("which planet is red (Mars), which is biggest (Jupiter)");
    expect(text).toContain("say (join [Your score: ] (score)) for (2) seconds");
  });
});
