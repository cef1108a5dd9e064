// The test corpus's reading of a program's behaviours (program.pairs.ts): what a sprite touch
// narrows, and what it leaves to the script's own trigger (docs/decisions/870).
import { describe, expect, it } from "vitest";
import { answerPairs } from "../offline.answer-parse";

const sprite = (name: string, ...lines: string[]) => [`// sprite: ${name}`, "", ...lines, ""].join("\n");

describe("behaviour pairs around a touch", () => {
  it("a score under `if touching` another sprite is both the touch's and the script's own trigger's", () => {
    const pairs = answerPairs(
      sprite("Ball", "when green flag clicked", "forever", "  move (6) steps", "  if <touching (Paddle v)?> then", "    change [score v] by (1)", "  end", "end"),
    );
    expect(pairs).toContain("touch:sprite>score");
    expect(pairs).toContain("flag>score");
  });

  it("a clone's touch keeps the clone's trigger too, nested ifs included", () => {
    const pairs = answerPairs(
      sprite(
        "Apple",
        "when I start as a clone",
        "forever",
        "  if <touching (Basket v)?> then",
        "    if <(score) < (10)> then",
        "      change [score v] by (1)",
        "    end",
        "  end",
        "end",
      ),
    );
    expect(pairs).toContain("clone>score");
  });

  it("a key, a colour or the edge still narrows the trigger alone", () => {
    const pairs = answerPairs(
      sprite(
        "Cat",
        "when green flag clicked",
        "forever",
        "  if <key (space v) pressed?> then",
        "    say [Hi!]",
        "  end",
        "  if <touching (edge v)?> then",
        "    turn right (180) degrees",
        "  end",
        "end",
      ),
    );
    expect(pairs).toContain("key:space>say");
    expect(pairs).not.toContain("flag>say");
    expect(pairs).toContain("touch:edge>turn");
    expect(pairs).not.toContain("flag>turn");
  });

  it("the else of a touch is the script's, not the touch's", () => {
    const pairs = answerPairs(
      sprite("Ball", "when green flag clicked", "forever", "  if <touching (Paddle v)?> then", "    say [Hit!]", "  else", "    move (6) steps", "  end", "end"),
    );
    expect(pairs).toContain("flag>move");
    expect(pairs).not.toContain("touch:sprite>move");
  });
});
