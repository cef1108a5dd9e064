// scratch-parser accepts projects the engine cannot run (invented opcodes, ids pointing
// nowhere). These tests show it does, and that our integrity check catches each case.
import { describe, expect, it } from "vitest";
import { vocabularyByOpcode } from "../vocabulary";
import { checkProjectIntegrity, knownSb3Opcodes, toProjectJson, type TSb3Project } from "./index";
import { validateWithScratchParser } from "./test-support/scratch-parser.validate";
import { defaultBlock } from "./test-support/vocabulary-programs";
import type { Program } from "../program";

function sampleProject(): TSb3Project {
  const hat = defaultBlock(vocabularyByOpcode.get("event_whenflagclicked")!);
  const set = defaultBlock(vocabularyByOpcode.get("data_setvariableto")!);
  const broadcast = defaultBlock(vocabularyByOpcode.get("event_broadcast")!);
  const add = defaultBlock(vocabularyByOpcode.get("data_addtolist")!);
  const program: Program = {
    scripts: [{ line: 1, blocks: [hat, set, broadcast, add] }],
    customBlocks: [],
    variables: [{ name: "my variable", isLocal: false }],
    lists: [{ name: "my list", isLocal: false }],
    broadcasts: ["message1"],
    comments: [],
    extensions: [],
  };
  return toProjectJson(program);
}

const sprite = (project: TSb3Project) => project.targets[1];
const blockWith = (project: TSb3Project, opcode: string) => Object.values(sprite(project).blocks).find((b) => b.opcode === opcode)!;

const breakages: { name: string; expected: RegExp; mutate: (project: TSb3Project) => void }[] = [
  { name: "an invented opcode", expected: /unknown opcode "motion_teleport"/, mutate: (p) => void (blockWith(p, "data_setvariableto").opcode = "motion_teleport") },
  { name: "a next pointing nowhere", expected: /missing next block nowhere/, mutate: (p) => void (blockWith(p, "data_addtolist").next = "nowhere") },
  { name: "a parent pointing nowhere", expected: /missing parent ghost/, mutate: (p) => void (blockWith(p, "event_broadcast").parent = "ghost") },
  {
    name: "an input holding a missing block",
    expected: /input VALUE points to missing block lost/,
    mutate: (p) => void (blockWith(p, "data_setvariableto").inputs.VALUE = [3, "lost", [10, "0"]]),
  },
  {
    name: "a variable id that is not declared",
    expected: /undeclared variable "my variable"/,
    mutate: (p) => void (blockWith(p, "data_setvariableto").fields.VARIABLE = ["my variable", "no-such-id"]),
  },
  {
    name: "a list id that is not declared",
    expected: /undeclared list "my list"/,
    mutate: (p) => void (blockWith(p, "data_addtolist").fields.LIST = ["my list", "no-such-list"]),
  },
  {
    name: "a broadcast that is not declared",
    expected: /undeclared broadcast "message1"/,
    mutate: (p) => void (p.targets[0].broadcasts = {}),
  },
  {
    name: "a call to a custom block nobody defined",
    expected: /calls undefined custom block "jump %s"/,
    mutate: (p) => {
      const add = blockWith(p, "data_addtolist");
      add.opcode = "procedures_call";
      add.inputs = {};
      add.fields = {};
      add.mutation = { tagName: "mutation", children: [], proccode: "jump %s", argumentids: '["a"]', warp: "false" };
    },
  },
  {
    name: "a top-level block without a position",
    expected: /top-level without x\/y/,
    mutate: (p) => void delete blockWith(p, "event_whenflagclicked").x,
  },
  { name: "a sprite with no costume", expected: /has no costume/, mutate: (p) => void (sprite(p).costumes = []) },
];

describe("project integrity", () => {
  it("finds nothing wrong with an exported project", () => {
    expect(checkProjectIntegrity(sampleProject(), knownSb3Opcodes)).toEqual([]);
  });

  it.each(breakages)("catches $name", async ({ expected, mutate }) => {
    const project = sampleProject();
    mutate(project);
    const problems = checkProjectIntegrity(project, knownSb3Opcodes);
    expect(problems.join("\n")).toMatch(expected);
  });

  it("scratch-parser alone accepts an invented opcode and a dangling reference", async () => {
    const project = sampleProject();
    blockWith(project, "data_setvariableto").opcode = "motion_teleport";
    blockWith(project, "data_addtolist").next = "nowhere";
    const result = await validateWithScratchParser(JSON.stringify(project));
    expect(result.ok).toBe(true);
  });
});
