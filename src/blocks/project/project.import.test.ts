// fromProjectJson: every vocabulary block comes back as text that parses to the same blocks,
// real projects from scratch-parser's own fixtures open, and hostile files end in a clear error.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { validCorpus } from "../corpus/valid-corpus";
import { parseProgram } from "../program.parse";
import { toProjectJson } from "../sb3";
import { exportableEntries, scriptFor } from "../sb3/test-support/vocabulary-programs";
import { normalizeBlocksText } from "../text.normalize";
import type { Program } from "../program";
import { readDirective, formatSettings, formatVariable, formatList, formatFreeComment } from "./project.directives";
import { fromProjectJson, ProjectImportError } from "./project.import";
import { readProjectJsonFromSb3, MAX_PROJECT_JSON_BYTES } from "./project.sb3-file";

/** The scripts of the one sprite in an imported text, without the directive lines. */
function spriteScripts(text: string, sprite = "Sprite1"): string {
  const section = text.split(`// sprite: ${sprite}\n`)[1] ?? "";
  const untilNext = section.split(/\n\/\/ (?:sprite: |stage$)/m)[0]!;
  return untilNext
    .split("\n")
    .filter((line) => !readDirective(line))
    .join("\n");
}

function spriteBlocks(program: Program): unknown {
  const project = toProjectJson(program);
  return project.targets[1].blocks;
}

describe("fromProjectJson round trip (export → import → parse → export)", () => {
  it.each(validCorpus.map((item) => [item.name, item.text] as const))("%s keeps every block", (_name, text) => {
    const { program } = parseProgram(normalizeBlocksText(text));
    const imported = fromProjectJson(toProjectJson(program));
    expect(imported.problems).toEqual([]);
    const reparsed = parseProgram(spriteScripts(imported.text));
    expect(reparsed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(spriteBlocks(reparsed.program)).toEqual(spriteBlocks(program));
  });

  it("every exportable vocabulary block, one script each, comes back as the same block", () => {
    const failures: string[] = [];
    for (const entry of exportableEntries) {
      const program: Program = {
        scripts: [{ line: 1, blocks: scriptFor(entry) }],
        customBlocks: [],
        variables: [],
        lists: [],
        broadcasts: [],
        comments: [],
        extensions: entry.extension ? [entry.extension] : [],
      };
      let before: unknown;
      try {
        before = spriteBlocks(program);
      } catch {
        continue; // Blocks the exporter needs a context for (custom blocks) are covered by the corpus.
      }
      const imported = fromProjectJson(toProjectJson(program));
      const reparsed = parseProgram(spriteScripts(imported.text));
      const errors = reparsed.diagnostics.filter((d) => d.severity === "error" && d.code !== "script-without-hat");
      let after: unknown;
      try {
        after = spriteBlocks(reparsed.program);
      } catch (error) {
        after = String(error);
      }
      if (errors.length > 0 || JSON.stringify(after) !== JSON.stringify(before)) {
        failures.push(`${entry.opcode}: ${spriteScripts(imported.text).trim()} ${errors.map((d) => d.message).join("; ")}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("fromProjectJson on whole projects", () => {
  const project = {
    targets: [
      {
        isStage: true,
        name: "Stage",
        variables: { v1: ["score", 10], v2: ["greeting", "hi there"] },
        lists: { l1: ["fruits", ["apple", "banana, ripe", 3]] },
        broadcasts: { b1: "start" },
        blocks: {
          a: { opcode: "event_whenflagclicked", next: "b", parent: null, inputs: {}, fields: {}, shadow: false, topLevel: true, x: 0, y: 0 },
          b: { opcode: "event_broadcast", next: null, parent: "a", inputs: { BROADCAST_INPUT: [1, [11, "start", "b1"]] }, fields: {}, shadow: false, topLevel: false },
        },
        comments: { c1: { blockId: null, x: 0, y: 0, width: 100, height: 100, minimized: false, text: "Stage notes\nsecond line" } },
        currentCostume: 0,
        costumes: [{ name: "backdrop1" }, { name: "night" }],
        sounds: [],
        layerOrder: 0,
      },
      {
        isStage: false,
        name: "Ball",
        variables: { v3: ["speed", 5] },
        lists: {},
        broadcasts: {},
        blocks: {
          c: { opcode: "event_whenbroadcastreceived", next: "d", parent: null, inputs: {}, fields: { BROADCAST_OPTION: ["start", "b1"] }, shadow: false, topLevel: true, x: 0, y: 0, comment: "c2" },
          d: { opcode: "motion_changexby", next: null, parent: "c", inputs: { DX: [3, [12, "speed", "v3"], [4, "10"]] }, fields: {}, shadow: false, topLevel: false },
          loose: [12, "speed", "v3", 300, 300],
        },
        comments: { c2: { blockId: "c", x: 0, y: 0, width: 100, height: 100, minimized: false, text: "moves right" } },
        currentCostume: 1,
        costumes: [{ name: "ball-a" }, { name: "ball-b" }],
        sounds: [{ name: "pop" }],
        layerOrder: 2,
        visible: false,
        x: 12.5,
        y: -150,
        size: 80,
        direction: -90,
        draggable: true,
        rotationStyle: "left-right",
      },
      {
        isStage: false,
        name: "Paddle",
        variables: {},
        lists: {},
        broadcasts: {},
        blocks: {},
        comments: {},
        currentCostume: 0,
        costumes: [{ name: "paddle" }],
        sounds: [],
        layerOrder: 1,
        visible: true,
        x: 0,
        y: 0,
        size: 100,
        direction: 90,
        draggable: false,
        rotationStyle: "all around",
      },
    ],
    monitors: [],
    extensions: [],
    meta: { semver: "3.0.0" },
  };

  it("writes the stage, then the sprites back to front, with starting state, data and comments", () => {
    const { text, problems } = fromProjectJson(project);
    expect(problems).toEqual([]);
    expect(text).toBe(
      [
        "// stage",
        '// backdrops = ["backdrop1","night"]',
        '// variable score = 10',
        '// variable greeting = "hi there"',
        '// list fruits = ["apple","banana, ripe",3]',
        "",
        "when green flag clicked",
        "broadcast (start v)",
        "",
        "// Stage notes second line",
        "",
        "// sprite: Paddle",
        "// x: 0, y: 0, direction: 90, size: 100, shown, costume: paddle",
        '// costumes = ["paddle"]',
        "",
        "// sprite: Ball",
        "// x: 12.5, y: -150, direction: -90, size: 80, hidden, costume: ball-b, rotation: left-right, draggable",
        '// costumes = ["ball-a","ball-b"]',
        '// sounds = ["pop"]',
        "// variable speed = 5",
        "",
        "when I receive [start v] // moves right",
        "change x by (speed)",
        "",
        "(speed)",
        "",
      ].join("\n"),
    );
  });

  it("reads its own directives back exactly", () => {
    const { text } = fromProjectJson(project);
    const directives = text.split("\n").map(readDirective).filter(Boolean);
    expect(directives).toContainEqual({ kind: "list", name: "fruits", items: ["apple", "banana, ripe", 3] });
    expect(directives).toContainEqual({
      kind: "settings",
      settings: { x: 12.5, y: -150, direction: -90, size: 80, visible: false, costume: "ball-b", rotationStyle: "left-right", draggable: true },
    });
    expect(directives).toContainEqual({ kind: "variable", name: "greeting", value: "hi there" });
    expect(directives).toContainEqual({ kind: "sprite", name: "Ball" });
  });

  it("carries blocks of other extensions by their opcode, values in the project's own order (decision 210)", () => {
    const withExtension = structuredClone(project);
    (withExtension.targets[2]!.blocks as Record<string, unknown>) = {
      h: { opcode: "event_whenflagclicked", next: "t", parent: null, inputs: {}, fields: {}, shadow: false, topLevel: true },
      t: { opcode: "microbit_displayText", next: "s", parent: "h", inputs: { TEXT: [1, [10, "hello"]] }, fields: {}, shadow: false, topLevel: false },
      s: { opcode: "looks_say", next: null, parent: "t", inputs: { MESSAGE: [3, "r", [10, ""]] }, fields: {}, shadow: false, topLevel: false },
      r: { opcode: "gdxfor_getTilt", next: null, parent: "s", inputs: {}, fields: { TILT: ["front", null] }, shadow: false, topLevel: false },
      c: { opcode: "weird_loop", next: null, parent: null, inputs: { SUBSTACK: [2, null] }, fields: {}, shadow: false, topLevel: true },
    };
    const { text, problems } = fromProjectJson(withExtension);
    expect(text).toContain("microbit_displayText [hello] :: extension");
    expect(text).toContain("say (gdxfor_getTilt [front v] :: extension)");
    // Only a block the text has no form for (one with a mouth) is a placeholder, and reported.
    expect(problems.map((p) => [p.target, p.opcode])).toEqual([["Paddle", "weird_loop"]]);
    const scripts = spriteScripts(text, "Paddle");
    const parsed = parseProgram(scripts);
    const placeholderLine = scripts.split("\n").findIndex((line) => line.includes("weird loop")) + 1;
    expect(parsed.diagnostics.filter((d) => d.severity === "error").map((d) => d.line)).toEqual([placeholderLine]);
    const [speak] = parsed.program.scripts[0]!.blocks.slice(1);
    expect(speak).toMatchObject({ opcode: "microbit_displayText", inputs: { ARG0: { type: "literal", value: "hello" } } });
  });

  it("writes custom blocks with their argument kinds and run without screen refresh", () => {
    const text = "define jump (height) <fast>\nif <fast> then\nchange y by (height)\nend\n\nwhen green flag clicked\njump (10) <mouse down?>";
    const { program } = parseProgram(text);
    const json = toProjectJson(program);
    const definition = Object.values(json.targets[1].blocks).find((block) => block.opcode === "procedures_prototype")!;
    definition.mutation!.warp = "true";
    const imported = fromProjectJson(json).text;
    expect(imported).toContain("define jump (height) <fast> // run without screen refresh");
    expect(imported).toContain("jump (10) <mouse down?>");
  });
});

describe("fromProjectJson on real and hostile files", () => {
  const fixtures = join(dirname(createRequire(import.meta.url).resolve("scratch-parser/package.json")), "test/fixtures/data");

  it.each(["_comments.sb3", "_spriteNamedStage.sb3"])("opens scratch-parser's fixture %s", (file) => {
    const project = readProjectJsonFromSb3(new Uint8Array(readFileSync(join(fixtures, file))));
    const { text } = fromProjectJson(project);
    expect(text.startsWith("// stage\n")).toBe(true);
    expect(text).toMatch(/\/\/ sprite: /);
  });

  it("refuses what is not a project, with plain words", () => {
    expect(() => readProjectJsonFromSb3(strToU8("hello, I am a text file"))).toThrow(ProjectImportError);
    expect(() => readProjectJsonFromSb3(new Uint8Array())).toThrow(/empty/);
    expect(() => readProjectJsonFromSb3(zipSync({ "other.txt": strToU8("x") }))).toThrow(/no project.json/);
    expect(() => readProjectJsonFromSb3(zipSync({ "project.json": strToU8("{not json") }))).toThrow(/not valid JSON/);
    const damaged = zipSync({ "project.json": strToU8('{"targets":[]}') }).slice(0, 30);
    expect(() => readProjectJsonFromSb3(damaged)).toThrow(ProjectImportError);
    expect(() => fromProjectJson({ objName: "Stage", children: [] })).toThrow(/Scratch 2/);
    expect(() => fromProjectJson("[1,2")).toThrow(/not valid JSON/);
  });

  it("refuses a zip bomb without inflating it", () => {
    // 40 MB of zeros compresses to a few tens of KB.
    const bomb = zipSync({ "project.json": new Uint8Array(MAX_PROJECT_JSON_BYTES * 2) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(200_000);
    const started = performance.now();
    expect(() => readProjectJsonFromSb3(bomb)).toThrow(/too large/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses deeply nested blocks and cuts loops, without hanging", () => {
    const blocks: Record<string, unknown> = {
      top: { opcode: "looks_say", next: null, parent: null, inputs: { MESSAGE: [3, "n0", [10, ""]] }, fields: {}, shadow: false, topLevel: true },
    };
    for (let index = 0; index < 5_000; index += 1) {
      blocks[`n${index}`] = { opcode: "operator_round", next: null, parent: null, inputs: { NUM: [3, `n${index + 1}`, [4, ""]] }, fields: {}, shadow: false, topLevel: false };
    }
    const deep = { targets: [{ isStage: true, name: "Stage", blocks }] };
    expect(() => fromProjectJson(deep)).toThrow(/nests its blocks too deeply/);

    const loop = {
      targets: [
        {
          isStage: true,
          name: "Stage",
          blocks: {
            a: { opcode: "event_whenflagclicked", next: "b", topLevel: true },
            b: { opcode: "looks_nextbackdrop", next: "a" },
          },
        },
      ],
    };
    const { text, problems } = fromProjectJson(loop);
    expect(text).toContain("when green flag clicked\nnext backdrop");
    expect(problems.map((p) => p.opcode)).toContain("(loop)");
  });

  it("does not crash on missing or odd fields", () => {
    const odd = { targets: [{ isStage: true }, { name: 7, blocks: { x: null, y: 5, z: { opcode: 3, topLevel: true } }, variables: { a: "no" }, lists: { b: [1] } }] };
    expect(() => fromProjectJson(odd)).not.toThrow();
  });
});

describe("project directives", () => {
  it("format and read back", () => {
    expect(readDirective(formatSettings({ x: -5, y: 7, visible: true, costume: "cat b" })!)).toEqual({
      kind: "settings",
      settings: { x: -5, y: 7, visible: true, costume: "cat b" },
    });
    expect(readDirective(formatVariable("my score", "0"))).toEqual({ kind: "variable", name: "my score", value: "0" });
    expect(readDirective(formatList("empty", []))).toEqual({ kind: "list", name: "empty", items: [] });
    expect(readDirective("// Sprite : Big Cat ")).toEqual({ kind: "sprite", name: "Big Cat" });
    expect(readDirective("// STAGE")).toEqual({ kind: "stage" });
  });

  it("leaves ordinary comments alone, and keeps a comment that looks like a directive a comment", () => {
    for (const comment of ["// move the cat", "// x marks the spot", "// variable is useful", "// list of things", "// hidden treasure here"]) {
      expect(readDirective(comment), comment).toBeNull();
    }
    expect(readDirective(formatFreeComment("hidden"))).toBeNull();
    expect(readDirective(formatFreeComment("sprite: Cat"))).toBeNull();
  });
});
