// Two scripts of one sprite that start together and both ask a question fight (the second question
// hides the first): askInTurn joins them, in order, into one script that asks one after the other.
import { describe, expect, it } from "vitest";
import { checkBehaviour } from "../../behaviour";
import { askInTurn } from "./offline.asks-in-turn";

const owl = (...scripts: string[]) => `// stage\n\n// sprite: Owl\n// x: 0, y: 0\n\n${scripts.join("\n\n")}`;
const pet = "// Asks for a pet\nwhen green flag clicked\nask [What pet do you have?] and wait\nsay (answer) for (2) seconds";
const colour = "// When the green flag is clicked: asks for a colour\nwhen green flag clicked\nask [Which colour?] and wait\nsay (join [I like ] (answer)) for (2) seconds";

describe("questions asked in turn", () => {
  it("joins two asking scripts with the same hat into one, the first one's questions first", async () => {
    const before = owl(pet, colour);
    expect((await checkBehaviour(before, { seconds: 1, budgetMs: 1_500 })).problems.map((problem) => problem.code)).toContain("scripts-fight");
    const after = askInTurn(before);
    expect(after.match(/^when green flag clicked$/gm)).toHaveLength(1);
    expect(after).toContain("ask [What pet do you have?] and wait\nsay (answer) for (2) seconds\nask [Which colour?] and wait");
    expect(after).toContain("// Asks for a pet, then asks for a colour");
    expect((await checkBehaviour(after, { seconds: 1, budgetMs: 1_500 })).problems.map((problem) => problem.code)).not.toContain("scripts-fight");
  });

  it("joins a question made of values (ask (join ...)) too", () => {
    const sum = "when green flag clicked\nrepeat (3)\n  ask (join (a) [ + 1 = ?]) and wait\nend";
    expect(askInTurn(owl(pet, sum)).match(/^when green flag clicked$/gm)).toHaveLength(1);
  });

  it("puts a script that runs for ever last, and leaves two such scripts as they are", () => {
    const loop = "when green flag clicked\nforever\n  ask [Again?] and wait\nend";
    const after = askInTurn(owl(loop, pet));
    expect(after.indexOf("What pet")).toBeLessThan(after.indexOf("Again?"));
    expect(after.match(/^when green flag clicked$/gm)).toHaveLength(1);
    const twoLoops = owl(loop, "when green flag clicked\nforever\n  ask [More?] and wait\nend");
    expect(askInTurn(twoLoops)).toBe(twoLoops);
  });

  it("leaves scripts with other hats, other sprites, and scripts that do not ask", () => {
    const keyed = pet.replace("when green flag clicked", "when [space v] key pressed");
    const walk = "when green flag clicked\nmove (10) steps";
    for (const text of [owl(keyed, colour), owl(walk, colour), `${owl(pet)}\n\n// sprite: Cat\n// x: 0, y: 0\n\n${colour}`]) expect(askInTurn(text)).toBe(text);
  });
});
