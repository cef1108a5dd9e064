// The archive and project-level promises: our own art under MD5 names, byte-identical output,
// data declared where it belongs, scripts that do not overlap, and refusals that say why.
import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Block, Program } from "../program";
import { vocabularyByOpcode } from "../vocabulary";
import { Sb3ExportError, toProjectJson, toSb3, type TSb3Project } from "./index";
import { blockSize } from "./sb3.layout";
import { loadInVm } from "./test-support/scratch-vm.harness";
import { defaultBlock, programOfSize, scriptFor } from "./test-support/vocabulary-programs";

const entry = (opcode: string) => vocabularyByOpcode.get(opcode)!;
const programOf = (scripts: Block[][], extra: Partial<Program> = {}): Program => ({
  scripts: scripts.map((blocks) => ({ line: blocks[0]?.line ?? 1, blocks })),
  customBlocks: [],
  variables: [],
  lists: [],
  broadcasts: [],
  comments: [],
  extensions: [],
  ...extra,
});

describe("the .sb3 archive", () => {
  it("holds project.json and our SVG art, each asset named by the MD5 of its bytes", async () => {
    const sb3 = await toSb3(programOf([scriptFor(entry("looks_nextcostume"))]));
    const files = unzipSync(sb3);
    const project = JSON.parse(new TextDecoder().decode(files["project.json"])) as TSb3Project;
    const costumes = project.targets.flatMap((target) => target.costumes);
    expect(costumes.map((c) => c.name)).toEqual(["backdrop1", "costume1", "costume2"]);
    for (const costume of costumes) {
      const bytes = files[costume.md5ext];
      expect(bytes, costume.md5ext).toBeDefined();
      expect(createHash("md5").update(bytes!).digest("hex")).toBe(costume.assetId);
      const svg = new TextDecoder().decode(bytes);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect(Object.keys(files).sort()).toEqual(["project.json", ...new Set(costumes.map((c) => c.md5ext))].sort());
  });

  it("is byte-identical for the same program", async () => {
    const program = programOfSize(200).program;
    expect(Buffer.from(await toSb3(program)).equals(Buffer.from(await toSb3(program)))).toBe(true);
  });

  it("loads its costumes into Scratch's engine through Scratch's own storage", async () => {
    const run = await loadInVm(await toSb3(programOf([scriptFor(entry("looks_nextcostume"))])));
    try {
      const sprite = run.vm.runtime.targets.find((t) => !t.isStage)!;
      const costumes = sprite.getCostumes();
      expect(costumes.map((c) => c.name)).toEqual(["costume1", "costume2"]);
      for (const costume of costumes) expect(costume.asset?.data.length).toBeGreaterThan(200);
      run.greenFlag();
      await run.runUntilIdle();
      expect(run.sprite().costumeName).toBe("costume2");
    } finally {
      run.dispose();
    }
  });
});

describe("sounds", () => {
  it("gives every sound name the program plays a chime of its own, as a WAV named by its MD5", async () => {
    const hat = defaultBlock(entry("event_whenflagclicked"));
    const play = (opcode: string, name: string): Block => ({ ...defaultBlock(entry(opcode)), inputs: { SOUND_MENU: { type: "menu", value: name, text: name } } });
    const program = programOf([[hat, play("sound_playuntildone", "Meow"), play("sound_play", "Pop"), play("sound_play", "Meow")]]);
    const sb3 = await toSb3(program);
    const files = unzipSync(sb3);
    const project = JSON.parse(new TextDecoder().decode(files["project.json"])) as TSb3Project;
    const sounds = project.targets[1].sounds;
    expect(sounds.map((s) => s.name)).toEqual(["Meow", "Pop"]);
    expect(sounds[0]!.assetId).not.toBe(sounds[1]!.assetId);
    for (const sound of sounds) {
      const bytes = files[sound.md5ext]!;
      expect(createHash("md5").update(bytes).digest("hex")).toBe(sound.assetId);
      expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("RIFF");
      expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WAVE");
      expect(bytes.length).toBe(44 + sound.sampleCount * 2);
    }
    const run = await loadInVm(sb3);
    try {
      const sprite = run.vm.runtime.targets.find((t) => !t.isStage)!;
      expect(sprite.sprite.sounds.map((s) => s.name)).toEqual(["Meow", "Pop"]);
      run.greenFlag();
      expect(await run.runUntilIdle()).toBeLessThan(600);
    } finally {
      run.dispose();
    }
  });

  it("adds no sounds to a program that plays none", () => {
    expect(toProjectJson(programOf([scriptFor(entry("motion_movesteps"))])).targets[1].sounds).toEqual([]);
  });
});

describe("project contents", () => {
  it("adds a costume for every costume name the program switches to, and a backdrop likewise", () => {
    const hat = defaultBlock(entry("event_whenflagclicked"));
    const switchTo = (name: string): Block => ({ ...defaultBlock(entry("looks_switchcostumeto")), inputs: { COSTUME: { type: "menu", value: name, text: name } } });
    const backdrop: Block = { ...defaultBlock(entry("looks_switchbackdropto")), inputs: { BACKDROP: { type: "menu", value: "space", text: "space" } } };
    const next: Block = { ...defaultBlock(entry("looks_switchbackdropto")), inputs: { BACKDROP: { type: "menu", value: "next backdrop", text: "next backdrop" } } };
    const project = toProjectJson(programOf([[hat, switchTo("jump"), switchTo("2"), backdrop, next]]));
    expect(project.targets[1].costumes.map((c) => c.name)).toEqual(["costume1", "costume2", "jump"]);
    expect(project.targets[0].costumes.map((c) => c.name)).toEqual(["backdrop1", "space"]);
  });

  it("declares global data on the stage and 'for this sprite only' data on the sprite", () => {
    const hat = defaultBlock(entry("event_whenflagclicked"));
    const set = (name: string): Block => ({ ...defaultBlock(entry("data_setvariableto")), fields: { VARIABLE: { value: name, text: name } } });
    const add: Block = { ...defaultBlock(entry("data_addtolist")), fields: { LIST: { value: "bag", text: "bag" } } };
    const project = toProjectJson(
      programOf([[hat, set("score"), set("speed"), add]], {
        variables: [{ name: "score", isLocal: false }, { name: "speed", isLocal: true }],
        lists: [{ name: "bag", isLocal: true }],
      }),
    );
    const [stage, sprite] = project.targets;
    expect(Object.values(stage.variables).map(([name]) => name)).toEqual(["score"]);
    expect(Object.values(sprite.variables).map(([name]) => name)).toEqual(["speed"]);
    expect(Object.values(sprite.lists).map(([name]) => name)).toEqual(["bag"]);
    expect(Object.values(stage.lists)).toEqual([]);
  });

  it("declares the Pen and Music extensions the blocks need", () => {
    const project = toProjectJson(programOf([scriptFor(entry("pen_penDown")), scriptFor(entry("music_restForBeats"))]));
    expect(project.extensions).toEqual(["music", "pen"]);
  });

  it("lays scripts and comments out without overlapping", () => {
    const { program } = programOfSize(600);
    program.comments = [{ line: 1, text: "A note" }, { line: 2, text: "Another note" }];
    const project = toProjectJson(program);
    const sprite = project.targets[1];
    const boxes: { x: number; y: number; width: number; height: number; what: string }[] = [];
    program.scripts.forEach((script, index) => {
      const size = script.blocks.map(blockSize).reduce((a, b) => ({ width: Math.max(a.width, b.width), height: a.height + b.height }));
      const top = Object.values(sprite.blocks).filter((b) => b.topLevel)[index]!;
      boxes.push({ x: top.x!, y: top.y!, ...size, what: `script ${index}` });
    });
    for (const comment of Object.values(sprite.comments)) boxes.push({ ...comment, what: `comment ${comment.text}` });
    expect(boxes.length).toBe(program.scripts.length + 2);
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
        expect(overlaps, `${a.what} overlaps ${b.what}`).toBe(false);
      }
    }
    // Long programs spread into several columns instead of one endless strip.
    expect(new Set(boxes.map((b) => b.x)).size).toBeGreaterThan(1);
  });

  it("attaches block and script comments to their blocks", () => {
    const hat = { ...defaultBlock(entry("event_whenflagclicked")) };
    const move = { ...defaultBlock(entry("motion_movesteps")), comment: "walk a bit" };
    const program = programOf([[hat, move]]);
    program.scripts[0]!.comment = "starts the game";
    const sprite = toProjectJson(program).targets[1];
    const comments = Object.entries(sprite.comments);
    expect(comments.map(([, c]) => c.text).sort()).toEqual(["starts the game", "walk a bit"]);
    for (const [id, comment] of comments) expect(sprite.blocks[comment.blockId!]!.comment).toBe(id);
  });
});

describe("refusals", () => {
  it("refuses an unknown block, saying which line", () => {
    const bad: Block = { opcode: "unknown", category: "unknown", shape: "stack", line: 3, inputs: {}, fields: {}, substacks: {} };
    const program = programOf([[defaultBlock(entry("event_whenflagclicked")), bad]]);
    expect(() => toProjectJson(program)).toThrow(Sb3ExportError);
    try {
      toProjectJson(program);
    } catch (error) {
      expect((error as Sb3ExportError).problems).toEqual(['line 3: "unknown" is not a Scratch 3 block']);
    }
  });

  it("refuses a call to a custom block that has no define", async () => {
    const call: Block = {
      opcode: "procedures_call", category: "custom", shape: "stack", line: 2, inputs: {}, fields: {}, substacks: {},
      procedure: { proccode: "jump %s", argumentNames: [], argumentKinds: [], arguments: [{ type: "literal", kind: "text", value: "5" }], warp: false },
    };
    await expect(toSb3(programOf([[defaultBlock(entry("event_whenflagclicked")), call]]))).rejects.toThrow(/"jump %s" has no "define"/);
  });
});
