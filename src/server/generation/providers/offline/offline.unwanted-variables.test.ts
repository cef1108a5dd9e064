// A value the child turned down (offline.unwanted-variables.ts): its blocks go, a script left with
// nothing to do goes, and a variable still read by another block stays and is named.
import { describe, expect, it } from "vitest";
import { dropUnwantedVariables, unwantedVariables } from "./offline.unwanted-variables";

const program = [
  "// stage",
  "// variable coins = 0",
  "",
  "// sprite: Frog",
  "// x: 0, y: 0",
  "",
  "// When the green flag is clicked: hops and earns a coin",
  "when green flag clicked",
  "set [coins v] to (0)",
  "forever",
  "  change y by (10)",
  "  change [coins v] by (1)",
  "  wait (1) seconds",
  "end",
  "",
  "// Show the coins going up while the frog touches green",
  "when green flag clicked",
  "show variable [coins v]",
  "forever",
  "  if <touching color [#00ff00]?> then",
  "    change [coins v] by (1)",
  "    wait (1) seconds",
  "  end",
  "end",
].join("\n");

describe("a value the child turned down", () => {
  it("finds the variables the request says no to, and only those", () => {
    expect(unwantedVariables("a hopping frog, without any coins please", program)).toEqual(["coins"]);
    expect(unwantedVariables("I don't want coins in my frog game", program)).toEqual(["coins"]);
    expect(unwantedVariables("a hopping frog that collects coins", program)).toEqual([]);
  });

  it("drops its blocks and a script left idle, and the words about it", () => {
    const out = dropUnwantedVariables("a hopping frog, no coins", program, "The frog hops and earns a coin. The coins go up while it touches green.");
    expect(out.text).not.toContain("coins");
    expect(out.text).toContain("change y by (10)");
    expect(out.text).not.toContain("touching color");
    expect(out.text).toContain("// When the green flag is clicked: hops");
    expect(out.explanation).toBe("The frog hops.");
    expect(out.unkept).toEqual([]);
  });

  it("keeps a variable another block reads, and names it", () => {
    const said = `${program}\n\nwhen this sprite clicked\nsay (coins) for (2) seconds`;
    const out = dropUnwantedVariables("a hopping frog, no coins", said, "x");
    expect(out.text).toBe(said);
    expect(out.unkept).toEqual(["no coins"]);
  });
});
