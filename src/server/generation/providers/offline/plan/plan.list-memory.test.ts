// Issue 26: a list used as memory on the child's details: the question, how many times (or until
// a stop word), the list's name, and what is said at the end (how many, one item, every item).
// Wordings of our own, never the corpus sentences.
import { describe, expect, it } from "vitest";
import { builtAnswer } from "../test-support/built-answer";
import { keepsAnswersInList, listMemoryProject } from "./plan.list-memory";
import { readWords } from "./plan.words";

const answer = builtAnswer;

describe("a list that remembers the answers", () => {
  it("asks the child's question so many times into the child's list, then says how many", () => {
    const built = answer("Lists: a list called pets. The Vet asks \"Which animal?\" 5 times and adds each answer to the list, then says how many animals are in it.");
    expect(built.text).toMatch(/delete all of \[pets v\]\nrepeat \(5\)\n {2}ask \[Which animal\?\] and wait\n {2}add \(answer\) to \[pets v\]\nend\nsay \(length of \[pets v\]\)/);
    expect(built.text).toContain("// sprite: Vet");
    expect(built.text).not.toMatch(/Type done to finish/);
  });

  it("asks until the child's stop word, which ends it instead of going into the list", () => {
    const built = answer("the Chef asks \"Which topping?\" and puts each answer in a list called toppings; when the answer is \"bake\" it says how many toppings there are.");
    expect(built.text).toMatch(/forever\n {2}ask \[Which topping\?\] and wait\n {2}if <\(answer\) = \[bake\]> then\n {4}say \(length of \[toppings v\]\)[^\n]*\n {4}stop \[this script\]\n {2}else\n {4}add \(answer\) to \[toppings v\]/);
  });

  it("says one item by its number, or every item one by one", () => {
    const one = listMemoryProject(readWords("a list called words: the Owl asks \"Tell me a word\" 3 times and stores each answer in the list, then says the 3rd item."), ["Owl"]);
    expect(JSON.stringify(one?.characters)).toContain("say (item (3) of [words v])");
    const each = answer("Ask me for 4 colours, keep them in a list and then say them all one by one").text;
    expect(each).toMatch(/repeat until <\(i\) > \(length of \[colours v\]\)>\n {2}say \(item \(i\) of \[colours v\]\) for \(1\) seconds\n {2}change \[i v\] by \(1\)/);
  });

  it("is not asked for a random pick, a quiz or a list with nothing typed into it", () => {
    expect(keepsAnswersInList(readWords("the Hat asks for names, adds them to a list and says a random one"))).toBe(false);
    expect(keepsAnswersInList(readWords("a list called days holds Monday, Tuesday and Friday and the Cat says each one"))).toBe(false);
    expect(listMemoryProject(readWords("the Cat asks a question and adds the answer to a list"), ["Cat"])).toBeUndefined();
  });
});
