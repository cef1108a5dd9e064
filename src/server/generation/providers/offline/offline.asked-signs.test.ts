import { describe, expect, it } from "vitest";
import { signsTurnedUp } from "./offline.asked-signs";

const UP = (by: number) => `when green flag clicked\nset [gems v] to (20)\nchange [gems v] by (${by})`;

describe("counts asked to go down, read on the request's words (decision 1350)", () => {
  it("names every wording of taking away built as adding", () => {
    expect(signsTurnedUp("the Troll takes 4 away from the gems", UP(4))).toEqual(["takes 4 away"]);
    expect(signsTurnedUp("each hit takes away 4 gems", UP(4))).toEqual(["takes away 4"]);
    expect(signsTurnedUp("the Knight lost 4 gems in the cave", UP(4))).toEqual(["lost 4"]);
    expect(signsTurnedUp("gems minus 4 when it falls", UP(4))).toEqual(["minus 4"]);
    expect(signsTurnedUp("the gems went down by 4", UP(4))).toEqual(["went down by 4"]);
    expect(signsTurnedUp("the gems drop by 4 in the rain", UP(4))).toEqual(["drop by 4"]);
    expect(signsTurnedUp("the gems decrease by 4 every night", UP(4))).toEqual(["decrease by 4"]);
    expect(signsTurnedUp("gems count down 4 at a time", UP(4))).toEqual(["count down 4"]);
    expect(signsTurnedUp("the Miner subtracts 2.5 from the gems", UP(2.5))).toEqual(["subtracts 2.5"]);
  });
  it("names the shorthand with a minus sign", () => {
    expect(signsTurnedUp("when the Bat touches it, gems -4", UP(4))).toEqual(["gems -4"]);
  });
  it("stays quiet when the number is taken off, or when nothing is changed upwards by it", () => {
    expect(signsTurnedUp("the Troll takes 4 away from the gems", "when green flag clicked\nchange [gems v] by (-4)")).toEqual([]);
    expect(signsTurnedUp("the gems went down by 4", "when green flag clicked\nset [gems v] to ((gems) - (4))\nchange [gems v] by (4)")).toEqual([]);
    expect(signsTurnedUp("the gems went down by 4", UP(3))).toEqual([]);
    expect(signsTurnedUp("the gems go up by 4", UP(4))).toEqual([]);
    expect(signsTurnedUp("gems +4 on each hit", UP(4))).toEqual([]);
    expect(signsTurnedUp("the gems go down when it falls", UP(1))).toEqual([]);
  });
});
