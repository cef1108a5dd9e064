// Blocks of extensions PromptBlocks has no vocabulary for (text to speech, video sensing,
// micro:bit, …) are carried by project text as `opcode [value] … :: extension` (decision 210).
// Their shape in project.json (which fields, which inputs, each input's shadow) comes from the
// opened project itself: the first block of each opcode is the template the text's values are
// written from and built back into, by the importer and the exporter alike.
import { knownSb3Opcodes } from "../sb3/sb3.export";

export type TExtensionShadow = { primitive: number } | { opcode: string; field: string } | null;

export interface TExtensionTemplate {
  opcode: string;
  fields: string[];
  inputs: { name: string; shadow: TExtensionShadow }[];
  /** Shadow opcodes its menus use (they must be accepted as known blocks too). */
  shadowOpcodes: string[];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** An opcode the text can carry as an extension block: `extension_name`. */
export const EXTENSION_OPCODE = /^[A-Za-z0-9]+_[A-Za-z0-9_]+$/;

function shadowOf(blocks: Record<string, unknown>, input: unknown): TExtensionShadow {
  if (!Array.isArray(input)) return null;
  const shadow = input[0] === 3 ? input[2] : input[0] === 1 ? input[1] : null;
  if (Array.isArray(shadow) && typeof shadow[0] === "number") return { primitive: shadow[0] };
  if (typeof shadow !== "string") return null;
  const block = asRecord(blocks[shadow]);
  const field = Object.keys(asRecord(block.fields))[0];
  return typeof block.opcode === "string" && field !== undefined ? { opcode: block.opcode, field } : null;
}

/** Templates of every extension block in a project.json, by opcode. */
export function extensionTemplates(projectJson: unknown): Map<string, TExtensionTemplate> {
  const templates = new Map<string, TExtensionTemplate>();
  const targets = asRecord(projectJson).targets;
  for (const target of Array.isArray(targets) ? targets : []) {
    const blocks = asRecord(asRecord(target).blocks);
    for (const raw of Object.values(blocks)) {
      const block = asRecord(raw);
      const opcode = block.opcode;
      if (typeof opcode !== "string" || block.shadow === true || knownSb3Opcodes.has(opcode) || templates.has(opcode) || !EXTENSION_OPCODE.test(opcode)) continue;
      const inputs = Object.entries(asRecord(block.inputs)).filter(([name]) => !name.startsWith("SUBSTACK"));
      const template: TExtensionTemplate = {
        opcode,
        fields: Object.keys(asRecord(block.fields)),
        inputs: inputs.map(([name, input]) => ({ name, shadow: shadowOf(blocks, input) })),
        shadowOpcodes: [],
      };
      template.shadowOpcodes = template.inputs.flatMap(({ shadow }) => (shadow && "opcode" in shadow ? [shadow.opcode] : []));
      templates.set(opcode, template);
    }
  }
  return templates;
}
