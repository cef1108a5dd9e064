// Meaning probes (issue 27): one small project for each meaning the issue found lost or changed,
// built as Scratch saves it. Each goes open → text → download and must come back as the same
// project.json; and the text alone (no base at all) must carry what it names: every script
// meaning for meaning, each sprite's position, direction, size, visibility, rotation, current
// costume and costume list, the stage's backdrop, every variable and list with its value.
import { describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { md5Hex } from "../sb3/sb3.md5";
import { applyTextToBase, openProject } from "./project.files";
import { createScriptKeys, topLevelIds } from "./project.script-key";
import { checkTreeRoundTrip } from "./test-support/project-roundtrip.check";

type TRecord = Record<string, unknown>;
/** A block in shorthand: opcode, inputs and fields as project.json has them, what follows it. */
interface TB {
  op: string;
  in?: Record<string, unknown>;
  f?: Record<string, unknown>;
  next?: TB;
  sub?: TB;
  sub2?: TB;
  mutation?: TRecord;
  /** Inputs holding blocks: [name, block, shadow under it or null]. */
  put?: [string, TB, unknown][];
}

const text = (value: string) => [1, [10, value]];
const num = (value: string) => [1, [4, value]];
const variable = (name: string, id = `v-${name}`) => [3, [12, name, id], [10, ""]];

function blocksOf(scripts: TB[]): TRecord {
  const blocks: TRecord = {};
  let counter = 0;
  const add = (b: TB, parent: string | null, top: boolean): string => {
    const id = `b${(counter += 1)}`;
    const block: TRecord = { opcode: b.op, next: null, parent, inputs: { ...(b.in ?? {}) }, fields: b.f ?? {}, shadow: false, topLevel: top };
    if (top) Object.assign(block, { x: counter * 10, y: counter * 20 });
    if (b.mutation) block.mutation = { tagName: "mutation", children: [], ...b.mutation };
    blocks[id] = block;
    const inputs = block.inputs as TRecord;
    for (const [name, child, shadow] of b.put ?? []) {
      const childId = add(child, id, false);
      // A definition's prototype is a shadow, held as Scratch holds it.
      if (child.op === "procedures_prototype") (blocks[childId] as TRecord).shadow = true;
      inputs[name] = child.op === "procedures_prototype" ? [1, childId] : shadow === null ? [2, childId] : [3, childId, shadow];
    }
    if (b.sub) inputs.SUBSTACK = [2, add(b.sub, id, false)];
    if (b.sub2) inputs.SUBSTACK2 = [2, add(b.sub2, id, false)];
    if (b.next) block.next = add(b.next, id, false);
    return id;
  };
  for (const script of scripts) add(script, null, true);
  return blocks;
}

const assets: Record<string, Uint8Array> = {};
function costume(name: string, seed: string) {
  const bytes = strToU8(`<svg xmlns="http://www.w3.org/2000/svg"><!--${seed}--></svg>`);
  const assetId = md5Hex(bytes);
  assets[`${assetId}.svg`] = bytes;
  return { name, assetId, md5ext: `${assetId}.svg`, dataFormat: "svg", bitmapResolution: 1, rotationCenterX: 1, rotationCenterY: 1 };
}

interface TProbe {
  stage?: TRecord;
  sprites?: TRecord[];
}

function sb3(probe: TProbe): Uint8Array {
  const stage = {
    isStage: true, name: "Stage", variables: {}, lists: {}, broadcasts: {}, blocks: {}, comments: {}, currentCostume: 0,
    costumes: [costume("backdrop1", "stage")], sounds: [], volume: 100, layerOrder: 0, tempo: 60, videoTransparency: 50, videoState: "on", textToSpeechLanguage: null,
    ...probe.stage,
  };
  const sprites = (probe.sprites ?? [{}]).map((sprite, index) => ({
    isStage: false, name: `Sprite${index + 1}`, variables: {}, lists: {}, broadcasts: {}, blocks: {}, comments: {}, currentCostume: 0,
    costumes: [costume("costume1", `s${index}`)], sounds: [], volume: 100, layerOrder: index + 1, visible: true, x: 0, y: 0, size: 100, direction: 90, draggable: false, rotationStyle: "all around",
    ...sprite,
  }));
  // Scratch lists the extensions a project's blocks use.
  const extensions = ["microbit", "gdxfor", "music", "pen"].filter((id) => JSON.stringify([stage, ...sprites]).includes(`"${id}_`));
  const json = { targets: [stage, ...sprites], monitors: [], extensions, meta: { semver: "3.0.0", vm: "0.2.0", agent: "probe" } };
  const files: Record<string, Uint8Array> = { "project.json": strToU8(JSON.stringify(json)) };
  for (const target of json.targets) for (const item of target.costumes as { md5ext: string }[]) files[item.md5ext] = assets[item.md5ext]!;
  return zipSync(files, { mtime: new Date(Date.UTC(2024, 0, 1)) });
}

const SETTINGS = ["x", "y", "direction", "size", "visible", "rotationStyle", "draggable"] as const;

/** What the text names about a target, read from project.json with names instead of ids. */
function meaning(target: TRecord) {
  const costumes = (target.costumes as { name: string }[]).map((item) => item.name);
  const keys = createScriptKeys(target.blocks as TRecord, target.comments as TRecord);
  return {
    name: target.name,
    settings: target.isStage === true ? {} : Object.fromEntries(SETTINGS.map((key) => [key, target[key]])),
    current: costumes[target.currentCostume as number],
    costumes,
    variables: Object.values(target.variables as TRecord).map((entry) => (entry as unknown[]).slice(0, 2)),
    lists: Object.values(target.lists as TRecord),
    scripts: topLevelIds(target.blocks as TRecord).map((id) => keys.keyOf(id)).sort(),
  };
}

/**
 * Blocks no script reaches, as real projects hold them: an input's shadow left on the canvas
 * after a drag (topLevel and shadow both true), and a block whose parent was deleted.
 */
const CANVAS_LEFTOVERS: TRecord = {
  leftShadow: { opcode: "argument_reporter_string_number", next: null, parent: null, inputs: {}, fields: { VALUE: ["Τέλος", null] }, shadow: true, topLevel: true, x: 1249, y: 116 },
  orphan: { opcode: "looks_hide", next: null, parent: "gone", inputs: {}, fields: {}, shadow: false, topLevel: false },
};

const probes: [string, TProbe][] = [
  ["the stage's starting backdrop", { stage: { costumes: [costume("Day", "d"), costume("Night", "n")], currentCostume: 1 } }],
  ["a sprite's current costume and its costume list", { sprites: [{ costumes: [costume("costume1", "a"), costume("costume2", "b"), costume("jump", "c")], currentCostume: 2 }] }],
  ["run without screen refresh", { sprites: [{ blocks: blocksOf([
    { op: "procedures_definition", put: [["custom_block", { op: "procedures_prototype", mutation: { proccode: "draw %s", argumentids: '["a1"]', argumentnames: '["n"]', argumentdefaults: '[""]', warp: "true" } }, null]], next: { op: "looks_say", in: { MESSAGE: text("x") } } },
    { op: "event_whenflagclicked", next: { op: "procedures_call", in: { a1: text("5") }, mutation: { proccode: "draw %s", argumentids: '["a1"]', warp: "true" } } },
  ]) }] }],
  ["tempo and volume", { stage: { tempo: 93, volume: 31 }, sprites: [{ volume: 42 }] }],
  ["exact positions, direction and size", { sprites: [{ x: 12.345678901234, y: -0.000123456789, direction: -179.99999, size: 33.333333333333336 }] }],
  ["a costume name with a comma, current", { sprites: [{ costumes: [costume("a", "p"), costume("left, up", "q")], currentCostume: 1 }] }],
  ["typographic quotes in strings", { sprites: [{ blocks: blocksOf([{ op: "event_whenflagclicked", next: { op: "looks_say", in: { MESSAGE: text("“Hi” it’s ‘me’") } } }]) }] }],
  ["no-break and ideographic spaces and tabs in strings", { sprites: [{ blocks: blocksOf([{ op: "event_whenflagclicked", next: { op: "looks_say", in: { MESSAGE: text("a\u00A0b\u3000c\td  e ") } } }]) }] }],
  ["new lines in strings", { sprites: [{ blocks: blocksOf([{ op: "event_whenflagclicked", next: { op: "looks_say", in: { MESSAGE: text("line one\nline two\r\n") } } }]) }] }],
  ["a variable named with a number", { stage: { variables: { "v-5": ["5", 7] } }, sprites: [{ blocks: blocksOf([{ op: "event_whenflagclicked", next: { op: "looks_say", in: { MESSAGE: variable("5") } } }]) }] }],
  ["a define input with a variable's name", { stage: { variables: { "v-n": ["n", 1] } }, sprites: [{ blocks: blocksOf([
    { op: "procedures_definition", put: [["custom_block", { op: "procedures_prototype", mutation: { proccode: "go %s", argumentids: '["a1"]', argumentnames: '["n"]', argumentdefaults: '[""]', warp: "false" } }, null]],
      next: { op: "looks_say", in: { MESSAGE: variable("n") }, next: { op: "looks_say", put: [["MESSAGE", { op: "argument_reporter_string_number", f: { VALUE: ["n", null] } }, [10, ""]]] } } },
  ]) }] }],
  ["a define input named size beside Looks' (size)", { sprites: [{ blocks: blocksOf([
    { op: "procedures_definition", put: [["custom_block", { op: "procedures_prototype", mutation: { proccode: "grow %s", argumentids: '["a1"]', argumentnames: '["size"]', argumentdefaults: '[""]', warp: "false" } }, null]],
      next: { op: "looks_say", put: [["MESSAGE", { op: "looks_size" }, [10, ""]]], next: { op: "looks_say", put: [["MESSAGE", { op: "argument_reporter_string_number", f: { VALUE: ["size", null] } }, [10, ""]]] } } },
  ]) }] }],
  ["a variable and a list with one name", { stage: { variables: { "v-fruit": ["fruit", "apple"] }, lists: { "l-fruit": ["fruit", ["pear"]] } }, sprites: [{ blocks: blocksOf([
    { op: "event_whenflagclicked", next: { op: "looks_say", in: { MESSAGE: variable("fruit") }, next: { op: "looks_say", in: { MESSAGE: [3, [13, "fruit", "l-fruit"], [10, ""]] } } } },
  ]) }] }],
  ["a name ending in \" v\"", { stage: { variables: { "v-score v": ["score v", 0] } }, sprites: [{ blocks: blocksOf([
    { op: "event_whenflagclicked", next: { op: "data_setvariableto", f: { VARIABLE: ["score v", "v-score v"] }, in: { VALUE: text("1 v") }, next: { op: "looks_say", in: { MESSAGE: variable("score v") } } } },
  ]) }] }],
  ["messages differing by a trailing space", { stage: { broadcasts: { m1: "go", m2: "go " } }, sprites: [{ blocks: blocksOf([
    { op: "event_whenflagclicked", next: { op: "event_broadcast", in: { BROADCAST_INPUT: [1, [11, "go ", "m2"]] } } },
    { op: "event_whenbroadcastreceived", f: { BROADCAST_OPTION: ["go", "m1"] }, next: { op: "looks_say", in: { MESSAGE: text("plain") } } },
  ]) }] }],
  ["a sprite named mouse-pointer", { sprites: [{ name: "mouse-pointer" }, { name: "Cat", blocks: blocksOf([
    { op: "event_whenflagclicked", next: { op: "motion_goto", put: [] , in: { TO: [1, "menu"] } } },
  ]) }] }],
  ["a custom block named like a built-in", { sprites: [{ blocks: blocksOf([
    { op: "procedures_definition", put: [["custom_block", { op: "procedures_prototype", mutation: { proccode: "hide", argumentids: "[]", argumentnames: "[]", argumentdefaults: "[]", warp: "false" } }, null]], next: { op: "looks_say", in: { MESSAGE: text("mine") } } },
    { op: "event_whenflagclicked", next: { op: "procedures_call", mutation: { proccode: "hide", argumentids: "[]", warp: "false" }, next: { op: "looks_hide" } } },
  ]) }] }],
  ["Scratch 2 list places", { stage: { lists: { "l-x": ["x", ["a", "b"]] } }, sprites: [{ blocks: blocksOf([
    { op: "event_whenflagclicked", next: { op: "data_deleteoflist", f: { LIST: ["x", "l-x"] }, in: { INDEX: [1, [7, "all"]] }, next: { op: "looks_say", put: [["MESSAGE", { op: "data_itemoflist", f: { LIST: ["x", "l-x"] }, in: { INDEX: [1, [7, "last"]] } }, [10, ""]]] } } },
  ]) }] }],
  ["reporters lying loose", { stage: { variables: { "v-s": ["s", 0] } }, sprites: [{ blocks: { ...blocksOf([{ op: "operator_add", in: { NUM1: num("1"), NUM2: num("2") } }]), loose: [12, "s", "v-s", 5, 6] } }] }],
  ["switch costume on the stage", { stage: { costumes: [costume("a", "x1"), costume("b", "x2")], blocks: blocksOf([{ op: "event_whenflagclicked", next: { op: "looks_nextcostume" } }]) } }],
  ["another extension's blocks", { sprites: [{ blocks: blocksOf([
    { op: "event_whenflagclicked", next: { op: "microbit_displayText", in: { TEXT: text("hello") }, next: { op: "looks_say", put: [["MESSAGE", { op: "gdxfor_getTiltFrontBack", in: { WORDS: text("cat") } }, [10, ""]]] } } },
  ]) }] }],
  ["sprites named like menu options in touching and of", { sprites: [{ name: "edge" }, { name: "Stage2", blocks: blocksOf([
    { op: "event_whenflagclicked", next: { op: "looks_say", put: [["MESSAGE", { op: "sensing_touchingobject", in: { TOUCHINGOBJECTMENU: [1, "menu"] } }, [10, ""]]] } },
  ]) }] }],
  ["an input named like a built-in reporter", { sprites: [{ blocks: blocksOf([
    { op: "procedures_definition", put: [["custom_block", { op: "procedures_prototype", mutation: { proccode: "at %s", argumentids: '["a1"]', argumentnames: '["x position"]', argumentdefaults: '[""]', warp: "false" } }, null]],
      next: { op: "looks_say", put: [["MESSAGE", { op: "argument_reporter_string_number", f: { VALUE: ["x position", null] } }, [10, ""]]], next: { op: "looks_say", put: [["MESSAGE", { op: "motion_xposition" }, [10, ""]]] } } },
  ]) }] }],
  ["rotation style, draggable, hidden", { sprites: [{ rotationStyle: "left-right", draggable: true, visible: false }] }],
  ["a string value that looks like a number stays text", { stage: { variables: { "v-code": ["code", "007"] }, lists: { "l-l": ["l", ["1.50", 2, "x\ny"]] } } }],
  ["a cloud variable", { stage: { variables: { "v-c": ["☁ high score", 10, true] } } }],
  ["a custom block of inputs alone", { sprites: [{ blocks: blocksOf([
    { op: "procedures_definition", put: [["custom_block", { op: "procedures_prototype", mutation: { proccode: "%s %b", argumentids: '["a1","a2"]', argumentnames: '["n","ok"]', argumentdefaults: '["",false]', warp: "false" } }, null]], next: { op: "looks_say", in: { MESSAGE: text("x") } } },
    { op: "event_whenflagclicked", next: { op: "procedures_call", in: { a1: text("5") }, mutation: { proccode: "%s %b", argumentids: '["a1","a2"]', warp: "false" } } },
  ]) }] }],
  ["a custom block with an input right after a word", { sprites: [{ blocks: blocksOf([
    { op: "procedures_definition", put: [["custom_block", { op: "procedures_prototype", mutation: { proccode: "level%s", argumentids: '["a1"]', argumentnames: '["n"]', argumentdefaults: '[""]', warp: "false" } }, null]], next: { op: "looks_say", in: { MESSAGE: text("x") } } },
    { op: "event_whenflagclicked", next: { op: "procedures_call", in: { a1: text("5") }, mutation: { proccode: "level%s", argumentids: '["a1"]', warp: "false" } } },
  ]) }] }],
  ["a shadow left on the canvas and a block whose parent is gone", { sprites: [{ blocks: { ...blocksOf([{ op: "event_whenflagclicked", next: { op: "looks_show" } }]), ...CANVAS_LEFTOVERS } }] }],
];

// Menus need their shadow blocks; the two probes that use them get them here.
function withMenus(probe: TProbe): TProbe {
  for (const sprite of probe.sprites ?? []) {
    const blocks = (sprite.blocks ?? {}) as TRecord;
    for (const [id, raw] of Object.entries(blocks)) {
      const block = raw as TRecord;
      const inputs = block.inputs as TRecord | undefined;
      if (block.opcode === "motion_goto") {
        blocks.menu = { opcode: "motion_goto_menu", next: null, parent: id, inputs: {}, fields: { TO: ["mouse-pointer", null] }, shadow: true, topLevel: false };
        inputs!.TO = [1, "menu"];
      }
      if (block.opcode === "sensing_touchingobject") {
        blocks.menu = { opcode: "sensing_touchingobjectmenu", next: null, parent: id, inputs: {}, fields: { TOUCHINGOBJECTMENU: ["edge", null] }, shadow: true, topLevel: false };
        inputs!.TOUCHINGOBJECTMENU = [1, "menu"];
      }
    }
  }
  return probe;
}

describe("meaning probes: open → text → download changes nothing", () => {
  it("cover every meaning the issue lists (at least 25)", () => {
    expect(probes.length).toBeGreaterThanOrEqual(25);
  });

  it.each(probes)("%s", (name, probe) => {
    const bytes = sb3(withMenus(probe));
    const report = checkTreeRoundTrip(bytes);
    expect(report.refused, String(report.refused)).toBeNull();
    expect(report.sameTree).toBe(true);
    expect(report.sameAssets).toBe(true);
    expect(report.scriptsNotCarried).toBe(0);
    // The text alone, with no base: what it names comes back the same.
    const opened = openProject(bytes);
    // (Another extension's blocks are built from the opened project's own template of them: that
    // probe keeps its base but builds every script from the text.)
    const needsBase = name.includes("extension");
    const alone = applyTextToBase(opened.text, needsBase ? opened.base : null, { reuseScripts: false }).json;
    const original = JSON.parse(opened.base.projectJson) as { targets: TRecord[] };
    const byName = (targets: TRecord[]) => targets.map(meaning).sort((a, b) => String(a.name).localeCompare(String(b.name)));
    expect(byName((alone as { targets: TRecord[] }).targets)).toEqual(byName(original.targets));
  });
});

describe("blocks no script reaches", () => {
  it("come back as they were when the text changes a script", () => {
    const bytes = sb3({ sprites: [{ blocks: { ...blocksOf([{ op: "event_whenflagclicked", next: { op: "looks_show" } }]), ...CANVAS_LEFTOVERS } }] });
    const opened = openProject(bytes);
    expect(opened.text).toContain("show");
    const changed = applyTextToBase(opened.text.replace(/^(\s*)show$/m, "$1hide"), opened.base).json as { targets: { blocks: TRecord }[] };
    const blocks = changed.targets[1]!.blocks;
    expect(blocks.leftShadow).toEqual(CANVAS_LEFTOVERS.leftShadow);
    expect(blocks.orphan).toEqual(CANVAS_LEFTOVERS.orphan);
    expect(Object.values(blocks).some((raw) => (raw as TRecord).opcode === "looks_hide" && (raw as TRecord).parent !== "gone")).toBe(true);
  });
});
