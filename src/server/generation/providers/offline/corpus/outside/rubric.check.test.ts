// The rubric grader reads answers as a teacher would: these hand-written answers show each kind of
// item holding and failing, so a corpus figure means what it says.
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_REQUESTS } from "./development.requests";
import { gradeAnswer, normaliseLine } from "./rubric.check";
import type { TRubricRequest } from "./rubric.types";

const request = (must: string[], mustNot?: string[]): TRubricRequest => ({ prompt: "test", voice: "child", source: "forum", must, ...(mustNot ? { mustNot } : {}) });
const program = (text: string, leftOut: string[] = []) => ({ kind: "program" as const, text, leftOut });

const CAT_JUMPS = `// sprite: Cat
// x: 0, y: 0

// jumps
when [space v] key pressed
change y by (50)
wait (0.2) seconds
change y by (-50)`;

describe("the outside corpus's rubric grader", () => {
  it("reads a block line without brackets, menu arrows or the word green", () => {
    expect(normaliseLine("when green flag clicked")).toBe("when flag clicked");
    expect(normaliseLine("if <(score) > (10)> then")).toBe("if score > 10 then");
    expect(normaliseLine("say [Hello!] for (2) seconds")).toBe("say hello for 2 seconds");
    expect(normaliseLine("if <touching (edge v)?> then")).toBe("if touching edge? then");
  });

  it("checks a sprite's script step by step, in order, from its hat", () => {
    expect(gradeAnswer(request(["sprite Cat", "Cat: @key space -> change y by # -> change y by -#"]), program(CAT_JUMPS)).verdict).toBe("right");
    expect(gradeAnswer(request(["Cat: @key space -> change y by -# -> change y by #"]), program(CAT_JUMPS)).verdict).toBe("wrong-unsaid");
    expect(gradeAnswer(request(["sprite Dog"]), program(CAT_JUMPS)).failures).toEqual(["sprite Dog"]);
    expect(gradeAnswer(request(["Dog: @key space -> change y by #"]), program(CAT_JUMPS)).verdict).toBe("wrong-unsaid");
  });

  it("takes the forever-if form of a key as the key too", () => {
    const loop = "when green flag clicked\nforever\n  if <key (right arrow v) pressed?> then\n    change x by (10)\n  end\nend";
    expect(gradeAnswer(request(["@key right arrow -> change x by #"]), program(loop)).verdict).toBe("right");
    expect(gradeAnswer(request(["@key right arrow -> change x by -#"]), program(loop)).verdict).toBe("wrong-unsaid");
  });

  it("a missing part named in leftOut is partial and named; a broken must-not is wrong even when something is named", () => {
    expect(gradeAnswer(request(["say hi"]), program(CAT_JUMPS, ["say hi"])).verdict).toBe("partial-named");
    expect(gradeAnswer(request(["sprite Cat"], ["stop all"]), program(`${CAT_JUMPS}\nstop [all v]`, ["x"])).verdict).toBe("wrong-unsaid");
    expect(gradeAnswer(request(["scripts<=1"]), program(`${CAT_JUMPS}\n\nwhen this sprite clicked\nsay [hi]`)).verdict).toBe("wrong-unsaid");
    expect(gradeAnswer(request(["sprite Cat"]), { kind: "declined" }).verdict).toBe("partial-named");
  });

  it("counts a comment on its own line or after a block, never the header or a // inside a text", () => {
    const jumps = "// sprite: Cat\n// x: 0, y: 0\n\nwhen [space v] key pressed\nchange y by (50)";
    expect(gradeAnswer(request(["comment"]), program(jumps)).verdict).toBe("wrong-unsaid");
    expect(gradeAnswer(request(["comment"]), program(`${jumps} // up it goes`)).verdict).toBe("right");
    expect(gradeAnswer(request(["comment"]), program(jumps.replace("when", "// a jump\nwhen"))).verdict).toBe("right");
    expect(gradeAnswer(request(["comment"]), program(`${jumps}\nsay [see http://example.org]`)).verdict).toBe("wrong-unsaid");
  });

  it("reads ` * * ` (any words twice) as any words, not as a broken pattern", () => {
    const saysHelloThere = request(["text say * * there", "when flag clicked -> say * * there"]);
    const says = (words: string) => program(`// sprite: Cat\nwhen green flag clicked\nsay [${words}]`);
    expect(gradeAnswer(saysHelloThere, says("well hello there")).verdict).toBe("right");
    expect(gradeAnswer(saysHelloThere, says("there")).verdict).toBe("right");
    expect(gradeAnswer(saysHelloThere, says("hello")).verdict).toBe("wrong-unsaid");
  });

  it("holds at least 140 development requests in every voice (the held-out part is the bench's alone)", () => {
    expect(DEVELOPMENT_REQUESTS.length).toBeGreaterThanOrEqual(140);
    for (const voice of ["child", "teacher", "parent", "non-native"] as const) expect(DEVELOPMENT_REQUESTS.filter((r) => r.voice === voice).length, voice).toBeGreaterThanOrEqual(15);
  });
});
