// The vocabulary against Scratch's own engine: scratch-vm's Scratch 2 → 3 spec map lists, per
// opcode, the Scratch 3 input and field names in slot order with their shadow opcodes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { vocabulary, type VocabularyEntry } from "./vocabulary";

const require = createRequire(import.meta.url);
const vmSource = fileURLToPath(new URL("../../node_modules/scratch-vm/src", import.meta.url));
interface TSpec {
  opcode: string;
  argMap: { type: "input" | "field"; inputOp?: string; inputName?: string; fieldName?: string }[];
}
// Not in the package's "exports", so it is loaded by path.
const specMap = require(`${vmSource}/serialization/sb2_specmap.js`) as Record<string, TSpec>;
const specByOpcode = new Map(Object.values(specMap).map((s) => [s.opcode, s]));

/** Scratch 2 blocks whose Scratch 3 dropdown field the VM adds while converting, not in the map. */
const FIELDS_ADDED_ON_CONVERSION = new Set(["looks_gotofrontback", "looks_goforwardbackwardlayers", "looks_costumenumbername", "looks_backdropnumbername"]);

const signature = (e: VocabularyEntry) =>
  e.slots.map((s) => (s.slot === "input" ? `input ${s.name} ${s.kind === "boolean" || s.kind === "substack" ? s.kind : s.shadow?.opcode}` : `field ${s.name}`));

function sourceFor(e: VocabularyEntry): string {
  const vm = vmSource;
  // scratch-vm's folders spell two extension ids with an underscore.
  const folder = e.extension === "videoSensing" ? "video_sensing" : e.extension;
  if (folder) return readFileSync(`${vm}/extensions/scratch3_${folder}/index.js`, "utf8");
  const file = { motion: "motion", looks: "looks", sound: "sound", events: "event", control: "control", sensing: "sensing", operators: "operators", variables: "data", lists: "data", custom: "procedures", pen: "", music: "", text2speech: "", translate: "", videoSensing: "", makeymakey: "" }[e.category];
  return readFileSync(`${vm}/blocks/scratch3_${file}.js`, "utf8");
}

describe("vocabulary matches scratch-vm", () => {
  const inMap = vocabulary.filter((e) => specByOpcode.has(e.opcode) && !FIELDS_ADDED_ON_CONVERSION.has(e.opcode));

  it("covers most of the palette through the spec map", () => {
    expect(inMap.length).toBeGreaterThan(120);
  });

  it.each(inMap.map((e) => [e.opcode, e] as const))("%s has scratch-vm's inputs, fields, order and shadows", (_opcode, e) => {
    const spec = specByOpcode.get(e.opcode) as TSpec;
    const theirs = spec.argMap.map((a) => (a.type === "input" ? `input ${a.inputName} ${a.inputOp}` : `field ${a.fieldName}`));
    expect(signature(e)).toEqual(theirs);
  });

  it.each(vocabulary.filter((e) => !inMap.includes(e) && e.category !== "custom").map((e) => [e.opcode, e] as const))(
    "%s (Scratch 3 only) names its opcode and every input and field in scratch-vm's source",
    (opcode, e) => {
      const source = sourceFor(e);
      const shortOpcode = e.extension ? opcode.replace(`${e.extension}_`, "") : opcode;
      expect(source).toContain(shortOpcode);
      for (const slot of e.slots) expect(source, slot.name).toContain(slot.name);
    },
  );
});
