// Issue 26 (decision 1310): a classic adds none of its own extras when the child spelled the steps
// out: no hunger warning, "Yum!" or need nobody said changes in the virtual pet, no 30-second round
// and no hiding on a click in whack-a-mole. Asked for whole, with no details, the classic keeps them.
// On wordings of our own.
import { describe, expect, it } from "vitest";
import { answerRequest } from "../offline.answer";

const answer = (prompt: string) => {
  const built = answerRequest(prompt);
  if (built.kind !== "program") throw new Error(`declined: ${prompt}`);
  return built;
};

describe("the virtual pet adds nothing nobody asked for", () => {
  it("builds only the child's hunger and the child's clicks", () => {
    const { text } = answer("My son wants a virtual pet kitten: hunger goes up 2 every 3 seconds; clicking the Fish sets hunger to 0 and clicking the Kitten adds 5 to happiness.");
    expect(text).toContain("change [hunger v] by (2)");
    expect(text).toContain("change [happiness v] by (5)");
    expect(text).not.toContain("I'm hungry!");
    expect(text).not.toContain("Yum!");
    expect(text).not.toContain("broadcast [feed v]");
    expect(text).not.toContain("change [happiness v] by (-1)");
  });
  it("keeps a warning and a yum the child asks for, with the key's own change", () => {
    const { text } = answer("a virtual pet Dragon: happiness goes down 1 every 2 seconds and pressing f feeds it, hunger back to 0, and it says yum");
    expect(text).toContain("say [Yum!] for (1) seconds");
    expect(text).toContain("set [hunger v] to (0)");
    expect(text).not.toContain("when this sprite clicked");
  });
  it("asked for whole, is the classic", () => {
    const { text } = answer("make a virtual pet");
    expect(text).toContain("I'm hungry!");
    expect(text).toContain("Yum!");
  });
});

describe("whack-a-mole adds nothing nobody asked for", () => {
  it("no round and no hiding on a click the child spelled out", () => {
    const { text } = answer("whack-a-mole: the Hamster jumps to a random spot every 2 seconds and clicking it adds 5 to points");
    expect(text).not.toContain("wait (30) seconds");
    expect(text).toContain("change [points v] by (5)");
    expect(text).toContain("wait (2) seconds");
    expect(text.split("when this sprite clicked")[1]).not.toContain("hide");
  });
  it("a click that hides, and a round the child times, are built", () => {
    const { text } = answer("whack a mole: the Beetle pops up every 1 second, clicking it gives 2 points and it hides, the game lasts 20 seconds");
    expect(text).toContain("wait (20) seconds");
    expect(text).toContain("change [score v] by (2)");
    expect(text.split("when this sprite clicked")[1]).toContain("hide");
  });
  it("asked for whole, is the classic", () => {
    const { text } = answer("make a whack a mole game");
    expect(text).toContain("wait (30) seconds");
    expect(text.split("when this sprite clicked")[1]).toContain("hide");
  });
});

describe("a shooting game of clicks is the child's clicks", () => {
  it("no shooter, no shot: the click does what the child says", () => {
    const { text } = answer("a shooter game: clicking the Alien adds 1 to score and makes it hide");
    expect(text).not.toContain("create clone of");
    expect(text).not.toContain("key pressed");
    expect(text).toContain("change [score v] by (1)");
  });
  it("named otherwise, with the child's own points", () => {
    const { text, leftOut } = answer("space invaders!! when i tap a Ghost it says boo and score goes up by 2");
    expect(text).not.toContain("create clone of");
    expect(text).toContain("change [score v] by (2)");
    expect(leftOut).toEqual(["space invaders"]);
  });
  it("a shooter that fires with a key stays the shooter", () => {
    const { text } = answer("a shooting game: the Ship fires a Laser when i press space and clicking the Ship says go");
    expect(text).toContain("create clone of");
  });
});

describe("the collect game's player is the one that moves", () => {
  it("keys said after the thing collected are the collector's", () => {
    const { text } = answer("the Bee collects the Flower with the arrow keys (9 steps)");
    const bee = text.split("// sprite: Flower")[0] ?? "";
    expect(bee).toContain("change x by (9)");
    expect(bee).toContain("change y by (-9)");
  });
  it("a verb after \"and\" shares its sentence's subject, not a place in the framing", () => {
    const { text } = answer("Saturday club in Paris: the Hedgehog moves with the arrow keys (6 steps) and collects the Apple, apples goes up by 1");
    expect(text).not.toContain("// sprite: Paris");
    expect(text).toContain("<touching (Hedgehog v)?>");
  });
});
