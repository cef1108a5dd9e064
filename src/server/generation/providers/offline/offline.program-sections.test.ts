import { describe, expect, it } from "vitest";
import { mendSections, programSections, scriptsIn, sectionName, spriteNames, spriteSections } from "./offline.program-sections";

const PROGRAM = `// stage
// variable points = 0

when green flag clicked
switch backdrop to [Park v]

// sprite: Hen
// x: 0, y: 0

// When the green flag is clicked: walks
when green flag clicked
forever
  move (3) steps
  // (keeps going)
end

// sprite: Big Fox
// x: 100, y: 0

when [space v] key pressed
say [Hop] for (1) seconds
`;

describe("the program's sections (decision 1350)", () => {
  it("reads the stage and each sprite, in order, and gives the text back when joined", () => {
    const sections = programSections(PROGRAM);
    expect(sections.map((section) => [section.name, section.isStage])).toEqual([
      [undefined, true],
      ["Hen", false],
      ["Big Fox", false],
    ]);
    expect(sections.map((section) => section.text).join("")).toBe(PROGRAM);
  });
  it("reads each script's hat, its block lines and the comment above it", () => {
    const [, hen, fox] = programSections(PROGRAM);
    expect(hen?.scripts).toEqual([{ comment: "// When the green flag is clicked: walks", hat: "when green flag clicked", lines: ["when green flag clicked", "forever", "  move (3) steps", "end"], trimmed: ["when green flag clicked", "forever", "move (3) steps", "end"] }]);
    expect(fox?.scripts.map((script) => script.hat)).toEqual(["when [space v] key pressed"]);
    expect(programSections(PROGRAM)[0]?.scripts.map((script) => script.hat)).toEqual(["when green flag clicked"]);
  });
  it("reads a program of one unnamed sprite as one section with no name", () => {
    const sections = programSections("when green flag clicked\nmove (10) steps\n");
    expect(sections).toHaveLength(1);
    expect(sections[0]?.name).toBeUndefined();
    expect(sections[0]?.isStage).toBe(false);
    expect(spriteNames("when green flag clicked\nmove (10) steps\n")).toEqual([]);
  });
  it("names only the sprites", () => {
    expect(spriteSections(PROGRAM).map((section) => section.name)).toEqual(["Hen", "Big Fox"]);
    expect(spriteNames(PROGRAM)).toEqual(["Hen", "Big Fox"]);
    expect(sectionName("// sprite: Big Fox \n// x: 0, y: 0\n")).toBe("Big Fox");
    expect(sectionName("// stage\n")).toBeUndefined();
  });
  it("mends one section and leaves the others as written", () => {
    const mended = mendSections(PROGRAM, (section) => (section.name === "Hen" ? section.text.replace("move (3)", "move (4)") : section.text));
    expect(mended).toBe(PROGRAM.replace("move (3)", "move (4)"));
  });
  it("cuts scripts at blank lines and leaves chunks of only comments out", () => {
    expect(scriptsIn("// a note\n\nwhen this sprite clicked\nhide\n\n\nwhen green flag clicked\nshow").map((script) => script.trimmed)).toEqual([["when this sprite clicked", "hide"], ["when green flag clicked", "show"]]);
  });
});
