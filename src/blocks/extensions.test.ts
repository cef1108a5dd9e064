// Scratch's built-in extensions that need no device (issue 27): Text to Speech, Translate, Video
// Sensing and Makey Makey. Each block is read from the text as models write it, exported with its
// extension listed, loaded by Scratch's own engine, and read back as the same text.
import { describe, expect, it } from "vitest";
import { normalizeBlocksText, repairBlocksText } from "./index";
import { parseProgram } from "./program.parse";
import { downloadProject, openProject } from "./project/project.files";
import { readSb3Archive } from "./project/project.sb3-file";
import { toSb3 } from "./sb3";
import { refusedAddresses } from "./sb3/test-support/offline-fetch";
import { loadInVm } from "./sb3/test-support/scratch-vm.harness";

interface TCase {
  text: string;
  opcode: string;
  extension: string;
  /** Stored inputs and fields as Scratch keeps them (menu values, not the shown words). */
  stored: Record<string, string>;
}

const hat = "when green flag clicked\n";
const cases: TCase[] = [
  { text: `${hat}speak [hello]`, opcode: "text2speech_speakAndWait", extension: "text2speech", stored: { WORDS: "hello" } },
  { text: `${hat}set voice to [giant v]`, opcode: "text2speech_setVoice", extension: "text2speech", stored: { VOICE: "GIANT" } },
  { text: `${hat}set language to [Spanish v]`, opcode: "text2speech_setLanguage", extension: "text2speech", stored: { LANGUAGE: "es" } },
  { text: `${hat}say (translate [hello] to [French v])`, opcode: "translate_getTranslate", extension: "translate", stored: { WORDS: "hello", LANGUAGE: "fr" } },
  { text: `${hat}say (language)`, opcode: "translate_getViewerLanguage", extension: "translate", stored: {} },
  { text: "when video motion > (30)\nnext costume", opcode: "videoSensing_whenMotionGreaterThan", extension: "videoSensing", stored: { REFERENCE: "30" } },
  { text: `${hat}turn video [on flipped v]`, opcode: "videoSensing_videoToggle", extension: "videoSensing", stored: { VIDEO_STATE: "on-flipped" } },
  { text: `${hat}set video transparency to (80)`, opcode: "videoSensing_setVideoTransparency", extension: "videoSensing", stored: { TRANSPARENCY: "80" } },
  { text: `${hat}say (video [direction v] on [stage v])`, opcode: "videoSensing_videoOn", extension: "videoSensing", stored: { ATTRIBUTE: "direction", SUBJECT: "Stage" } },
  { text: "when [up arrow v] key pressed :: makeymakey\nmove (10) steps", opcode: "makeymakey_whenMakeyKeyPressed", extension: "makeymakey", stored: { KEY: "UP" } },
  { text: "when [up up down down left right left right v] pressed in order\nsay [cheat!]", opcode: "makeymakey_whenCodePressed", extension: "makeymakey", stored: { SEQUENCE: "UP UP DOWN DOWN LEFT RIGHT LEFT RIGHT" } },
];

type TJsonBlock = { opcode: string; inputs: Record<string, [number, string | unknown[]]>; fields: Record<string, [string, unknown]>; shadow: boolean };

/** A block's stored values: literal inputs and menu shadows followed to their value. */
function storedValues(blocks: Record<string, TJsonBlock>, block: TJsonBlock): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, input] of Object.entries(block.inputs)) {
    const inner = input[1];
    if (Array.isArray(inner)) values[name] = String(inner[1]);
    else if (typeof inner === "string" && blocks[inner]?.shadow) values[name] = String(Object.values(blocks[inner]!.fields)[0]![0]);
  }
  for (const [name, field] of Object.entries(block.fields)) values[name] = String(field[0]);
  return values;
}

function spriteBlocks(sb3: Uint8Array): { blocks: Record<string, TJsonBlock>; extensions: string[] } {
  const json = JSON.parse(readSb3Archive(sb3).projectJsonText) as { targets: { isStage: boolean; blocks: Record<string, TJsonBlock> }[]; extensions: string[] };
  return { blocks: json.targets.find((t) => !t.isStage)!.blocks, extensions: json.extensions };
}

describe("Scratch's device-free extensions", () => {
  it.each(cases.map((c) => [c.opcode, c] as const))("%s: read, exported with its extension and read back the same", async (_opcode, c) => {
    const { program, diagnostics } = parseProgram(c.text);
    expect(diagnostics).toEqual([]);
    const sb3 = await toSb3(program);
    const { blocks, extensions } = spriteBlocks(sb3);
    expect(extensions).toContain(c.extension);
    const block = Object.values(blocks).find((b) => b.opcode === c.opcode);
    expect(block, c.opcode).toBeDefined();
    expect(storedValues(blocks, block!)).toMatchObject(c.stored);

    // text → project → text: the download, opened again, says the same.
    const downloaded = downloadProject(c.text, null);
    const reopened = openProject(downloaded);
    expect(reopened.problems).toEqual([]);
    const again = downloadProject(reopened.text, null);
    expect(spriteBlocks(again).extensions).toContain(c.extension);
    const second = Object.values(spriteBlocks(again).blocks).find((b) => b.opcode === c.opcode);
    expect(storedValues(spriteBlocks(again).blocks, second!)).toEqual(storedValues(blocks, block!));
    expect(parseProgram(reopened.text.replace(/^\/\/.*\n/gm, "")).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("loads every extension in Scratch's engine, seeded, without reaching the network", async () => {
    const text = cases.map((c) => c.text).join("\n\n");
    const { program, diagnostics } = parseProgram(text);
    expect(diagnostics).toEqual([]);
    const run = await loadInVm(await toSb3(program), { seed: 7 });
    try {
      const loaded = [...((run.vm as unknown as { extensionManager: unknown }).extensionManager as { _loadedExtensions: Map<string, unknown> })._loadedExtensions.keys()];
      expect(loaded).toEqual(expect.arrayContaining(["text2speech", "translate", "videoSensing", "makeymakey"]));
    } finally {
      run.dispose();
    }
  });

  it("runs speak, translate and the viewer's language with no network: the script goes on", async () => {
    const text = `${hat}say [before]\nspeak [hello]\nsay (translate [hello] to [French v])\nsay (language)\nsay [after]`;
    const { program, diagnostics } = parseProgram(text);
    expect(diagnostics).toEqual([]);
    const before = refusedAddresses.length;
    const run = await loadInVm(await toSb3(program));
    try {
      run.greenFlag();
      await run.runUntilIdle(600);
      // Offline, Scratch speaks nothing and translates to nothing, and the script still ends.
      expect(run.saidTexts).toEqual(["before", "English", "after"]);
      expect(refusedAddresses.slice(before).some((a) => a.includes("synthesis-service"))).toBe(true);
    } finally {
      run.dispose();
    }
  });

  it("starts the Makey Makey key hat on its key", async () => {
    const text = "when [up arrow v] key pressed :: makeymakey\nchange x by (10)";
    const { program } = parseProgram(text);
    // The extension flips a flag on a timer of its own so its hat can fire every other frame;
    // the test holds that timer and flips it itself, so nothing depends on the machine's speed.
    const realSetInterval = globalThis.setInterval;
    const flips: (() => void)[] = [];
    globalThis.setInterval = ((callback: () => void) => (flips.push(callback), 0)) as unknown as typeof setInterval;
    const run = await loadInVm(await toSb3(program)).finally(() => (globalThis.setInterval = realSetInterval));
    try {
      const flip = () => flips.forEach((f) => f());
      expect(flips.length).toBeGreaterThan(0);
      run.vm.runtime.ioDevices.keyboard.postData({ key: "ArrowUp", isDown: true });
      for (let frame = 0; frame < 3; frame += 1) {
        flip();
        await run.step();
      }
      expect(run.sprite().x).toBe(20);
      run.vm.runtime.ioDevices.keyboard.postData({ key: "ArrowUp", isDown: false });
      for (let frame = 0; frame < 4; frame += 1) {
        flip();
        await run.step();
      }
      expect(run.sprite().x).toBe(20);
    } finally {
      run.dispose();
    }
  });

  it("names a menu value the extension does not have, in plain words", () => {
    const { diagnostics } = parseProgram(`${hat}turn video [sideways v]`);
    expect(diagnostics.map((d) => d.code)).toEqual(["unknown-menu-option"]);
    expect(diagnostics[0]!.message).toMatch(/off|on flipped/);
  });
});

describe("speak … and wait", () => {
  it("is Text to Speech's speak block, which already waits", () => {
    const text = "when green flag clicked\nspeak [Good morning, explorer] and wait\nsay [done]";
    const repaired = repairBlocksText(normalizeBlocksText(text));
    expect(repaired.text).toBe("when green flag clicked\nspeak [Good morning, explorer]\nsay [done]");
    expect(repaired.rewrites.map((r) => r.rule)).toEqual(["speak-and-wait"]);
    expect(parseProgram(repaired.text).program.scripts[0]!.blocks[1]).toMatchObject({ opcode: "text2speech_speakAndWait" });
  });

  it("keeps other words after speak for the validator", () => {
    const text = "when green flag clicked\nspeak [hi] and wait for (2) seconds";
    const repaired = repairBlocksText(normalizeBlocksText(text));
    expect(repaired.rewrites.filter((r) => r.rule === "speak-and-wait")).toEqual([]);
    expect(parseProgram(repaired.text).diagnostics.map((d) => d.code)).toEqual(["unknown-block"]);
  });
});
