// Issue 26: a quiz kept in two lists (questions, answers) walked by a counter, on the child's
// details. Wordings of our own, not the corpus's.
import { describe, expect, it } from "vitest";
import { builtAnswer } from "../test-support/built-answer";
import { readLists } from "./plan.lists";
import { readWords } from "./plan.words";

const answer = builtAnswer;

describe("a quiz kept in two lists (plan.list-quiz.ts)", () => {
  it("fills the child's two lists from brackets, phrase by phrase, and asks each in turn", () => {
    const { text, leftOut } = answer("Science quiz with two lists: questions (What do bees make?, Which planet is red?, How many legs does an ant have?) and answers (Honey, Mars, 6). The Fox asks them one by one and adds 1 to points for each right answer.");
    expect(leftOut).toEqual([]);
    expect(text).toContain('// list questions = ["What do bees make?","Which planet is red?","How many legs does an ant have?"]');
    expect(text).toContain('// list answers = ["Honey","Mars","6"]');
    expect(text).toContain("// sprite: Fox");
    expect(text).toContain("repeat (3)");
    expect(text).toContain("ask (item (question number) of [questions v]) and wait");
    expect(text).toContain("if <(answer) = (item (question number) of [answers v])> then");
    // no sprite made of a question's words
    expect(text).not.toMatch(/\/\/ sprite: (?:Mars|Planet|Ant)/);
  });

  it("takes the child's counter and count, and says where the child types the questions it did not give", () => {
    const { text, leftOut } = answer("Lesson on lists: make a list called quiz and a list called key, 6 of each. Use a variable called n: ask item n of quiz and when the answer equals item n of key add 1 to the score. Say the score at the end.");
    expect(text).toContain("set [n v] to (1)");
    expect(text).toContain("repeat (6)");
    expect(text).toContain("say (join [Your score: ] (score))");
    expect(leftOut).toEqual([]);
    expect(text).toContain("(type your questions into the list quiz and their answers into key)");
  });

  it("reads lists named after 'lists' with brackets as lists: their words are values, never characters", () => {
    const words = readWords("two lists, capitals (Rome, Paris) and countries (Italy, France)");
    const { lists } = readLists(words);
    expect(lists).toEqual([
      { name: "capitals", items: ["Rome", "Paris"] },
      { name: "countries", items: ["Italy", "France"] },
    ]);
    expect(words.filter((word) => word.inList !== undefined).map((word) => word.raw)).toEqual(["rome", ",", "paris", "italy", ",", "france"]);
  });

  it("leaves a question it cannot give back as typed for the child ('3+4?' reads as 3 4)", () => {
    const words = readWords("a quiz from two lists, sums (3+4?, 5+5?) and results (7, 10)");
    expect(readLists(words).lists.find((list) => list.name === "sums")?.items).toEqual([]);
  });
});
