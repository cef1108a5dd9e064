// The places where Scratch's file format is special, pinned down exactly as Scratch 3 writes
// them (compared with projects saved by the Scratch 3 editor): custom-block prototypes and
// calls, stop's `hasnext`, sensing "of", compact primitives, covered shadows, if/else.
import { describe, expect, it } from "vitest";
import { parseProgram } from "../program.parse";
import { toProjectJson, type TSb3Block, type TSb3Project } from "./index";

function exportText(text: string): TSb3Project {
  const { program, diagnostics } = parseProgram(text);
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return toProjectJson(program);
}

const blocksOf = (project: TSb3Project) => project.targets[1].blocks;
const find = (project: TSb3Project, opcode: string): [string, TSb3Block][] =>
  Object.entries(blocksOf(project)).filter(([, block]) => block.opcode === opcode);
const one = (project: TSb3Project, opcode: string): [string, TSb3Block] => {
  const found = find(project, opcode);
  expect(found, opcode).toHaveLength(1);
  return found[0]!;
};

describe("custom blocks", () => {
  const project = exportText("when green flag clicked\njump (10) <mouse down?>\n\ndefine jump (height) <spin>\nchange y by (height)\nif <spin> then\nturn right (15) degrees\nend");

  it("writes the definition, its prototype and argument reporter shadows", () => {
    const [definitionId, definition] = one(project, "procedures_definition");
    const [prototypeId, prototype] = one(project, "procedures_prototype");
    expect(definition.inputs).toEqual({ custom_block: [1, prototypeId] });
    expect(definition.topLevel).toBe(true);
    expect(prototype).toMatchObject({ parent: definitionId, shadow: true, topLevel: false });
    const ids = JSON.parse(prototype.mutation!.argumentids!) as string[];
    expect(prototype.mutation).toEqual({
      tagName: "mutation",
      children: [],
      proccode: "jump %s %b",
      argumentids: JSON.stringify(ids),
      argumentnames: '["height","spin"]',
      argumentdefaults: '["","false"]',
      warp: "false",
    });
    expect(new Set(ids).size).toBe(2);
    const [heightShadow, spinShadow] = ids.map((id) => blocksOf(project)[(prototype.inputs[id] as [1, string])[1]]!);
    expect(heightShadow).toMatchObject({ opcode: "argument_reporter_string_number", shadow: true, fields: { VALUE: ["height", null] }, parent: prototypeId });
    expect(spinShadow).toMatchObject({ opcode: "argument_reporter_boolean", shadow: true, fields: { VALUE: ["spin", null] }, parent: prototypeId });
  });

  it("uses argument reporters (not shadows) inside the body", () => {
    const reporters = [...find(project, "argument_reporter_string_number"), ...find(project, "argument_reporter_boolean")].filter(([, b]) => !b.shadow);
    expect(reporters.map(([, b]) => b.fields.VALUE)).toEqual([["height", null], ["spin", null]]);
  });

  it("writes the call with the same proccode and argument ids, text over a text shadow, booleans bare", () => {
    const [, prototype] = one(project, "procedures_prototype");
    const [callId, call] = one(project, "procedures_call");
    const ids = JSON.parse(prototype.mutation!.argumentids!) as string[];
    expect(call.mutation).toEqual({ tagName: "mutation", children: [], proccode: "jump %s %b", argumentids: prototype.mutation!.argumentids, warp: "false" });
    expect(call.inputs[ids[0]!]).toEqual([1, [10, "10"]]);
    const boolean = call.inputs[ids[1]!]!;
    expect(boolean[0]).toBe(2);
    expect(blocksOf(project)[boolean[1] as string]).toMatchObject({ opcode: "sensing_mousedown", parent: callId });
  });
});

describe("control", () => {
  it("marks stop's hasnext: true only for 'other scripts in sprite'", () => {
    const project = exportText("when green flag clicked\nstop [other scripts in sprite v]\nsay [hi]\n\nwhen this sprite clicked\nstop [all v]\n\nwhen stage clicked\nstop [this script v]");
    const stops = find(project, "control_stop").map(([, b]) => [b.fields.STOP_OPTION![0], b.mutation]);
    expect(stops).toEqual([
      ["other scripts in sprite", { tagName: "mutation", children: [], hasnext: "true" }],
      ["all", { tagName: "mutation", children: [], hasnext: "false" }],
      ["this script", { tagName: "mutation", children: [], hasnext: "false" }],
    ]);
  });

  it("writes if/else with SUBSTACK and SUBSTACK2, and leaves an empty condition out", () => {
    const project = exportText("when green flag clicked\nif <> then\nmove (1) steps\nelse\nmove (2) steps\nend");
    const [id, ifElse] = one(project, "control_if_else");
    expect(Object.keys(ifElse.inputs).sort()).toEqual(["SUBSTACK", "SUBSTACK2"]);
    const first = blocksOf(project)[ifElse.inputs.SUBSTACK![1] as string]!;
    const second = blocksOf(project)[ifElse.inputs.SUBSTACK2![1] as string]!;
    expect([first.inputs.STEPS, second.inputs.STEPS]).toEqual([[1, [4, "1"]], [1, [4, "2"]]]);
    expect([first.parent, second.parent]).toEqual([id, id]);
  });
});

describe("inputs", () => {
  it("sensing 'of' keeps PROPERTY as a field and OBJECT as a menu shadow", () => {
    const project = exportText("when green flag clicked\nsay ([x position v] of (Sprite1 v))");
    const [ofId, of] = one(project, "sensing_of");
    expect(of.fields).toEqual({ PROPERTY: ["x position", null] });
    const [, menu] = one(project, "sensing_of_object_menu");
    expect(of.inputs.OBJECT).toEqual([1, find(project, "sensing_of_object_menu")[0]![0]]);
    expect(menu).toMatchObject({ shadow: true, parent: ofId, fields: { OBJECT: ["Sprite1", null] } });
  });

  it("writes variables, lists and broadcasts as compact primitives with declared ids", () => {
    const project = exportText("when green flag clicked\nset [score v] to (0)\nsay (score)\nsay (things :: list)\nbroadcast (Go v)\nadd [a] to [things v]");
    const [stage] = project.targets;
    const [variableId] = Object.keys(stage.variables);
    const [listId] = Object.keys(stage.lists);
    const [broadcastId] = Object.keys(stage.broadcasts);
    const says = find(project, "looks_say").map(([, b]) => b.inputs.MESSAGE);
    expect(says).toEqual([
      [3, [12, "score", variableId], [10, "Hello!"]],
      [3, [13, "things", listId], [10, "Hello!"]],
    ]);
    expect(one(project, "event_broadcast")[1].inputs.BROADCAST_INPUT).toEqual([1, [11, "Go", broadcastId]]);
    expect(one(project, "data_setvariableto")[1].fields.VARIABLE).toEqual(["score", variableId]);
    expect(one(project, "data_addtolist")[1].fields.LIST).toEqual(["things", listId]);
  });

  it("puts a reporter over the slot's shadow, which keeps the default value", () => {
    const project = exportText("when green flag clicked\nmove (pick random (1) to (10)) steps\ngo to (random position v)");
    const [moveId, move] = one(project, "motion_movesteps");
    const [randomId, random] = one(project, "operator_random");
    expect(move.inputs.STEPS).toEqual([3, randomId, [4, "10"]]);
    expect(random.parent).toBe(moveId);
    const [menuId, menu] = one(project, "motion_goto_menu");
    expect(one(project, "motion_goto")[1].inputs.TO).toEqual([1, menuId]);
    expect(menu.fields).toEqual({ TO: ["_random_", null] });
  });

  it("stores each slot's number kind: angle, whole number, positive number, integer", () => {
    const project = exportText("when green flag clicked\npoint in direction (45)\nrepeat (3)\nwait (0.5) seconds\nend\ngo [forward v] (2) layers");
    expect(one(project, "motion_pointindirection")[1].inputs.DIRECTION).toEqual([1, [8, "45"]]);
    expect(one(project, "control_repeat")[1].inputs.TIMES).toEqual([1, [6, "3"]]);
    expect(one(project, "control_wait")[1].inputs.DURATION).toEqual([1, [5, "0.5"]]);
    expect(one(project, "looks_goforwardbackwardlayers")[1].inputs.NUM).toEqual([1, [7, "2"]]);
  });

  it("stores colours and music notes the way their shadows expect", () => {
    const project = exportText("when green flag clicked\nset pen color to [#ff8800]\nplay note (64) for (0.5) beats");
    expect(one(project, "pen_setPenColorToColor")[1].inputs.COLOR).toEqual([1, [9, "#ff8800"]]);
    const [noteId, note] = one(project, "note");
    expect(one(project, "music_playNoteForBeats")[1].inputs.NOTE).toEqual([1, noteId]);
    expect(note).toMatchObject({ shadow: true, fields: { NOTE: ["64", null] } });
    expect(project.extensions).toEqual(["music", "pen"]);
  });
});

describe("comments", () => {
  it("keeps a free-standing comment on the canvas, attached to no block", () => {
    const project = exportText("// remember to press the flag\n\nwhen green flag clicked\nmove (10) steps");
    const comments = Object.values(project.targets[1].comments);
    expect(comments.some((c) => c.blockId === null && c.text === "remember to press the flag")).toBe(true);
  });
});
