// Test/bench-only: Program models built straight from the vocabulary table (every block with its
// default values), so exporter coverage does not depend on any hand-picked list of blocks.
import type { Block, InputValue, Program } from "../../program";
import { vocabulary, type ExtensionId, type VocabularyEntry } from "../../vocabulary";

const SKIPPED = new Set(["procedures_definition", "procedures_call", "argument_reporter_string_number", "argument_reporter_boolean"]);

function menuText(entry: VocabularyEntry, slotName: string, value: string): string {
  const slot = entry.slots.find((s) => s.name === slotName);
  return slot?.menu?.options.find((option) => option.value === value)?.text ?? value;
}

const mouseDown = (line: number): Block => ({
  opcode: "sensing_mousedown", category: "sensing", shape: "boolean", line, inputs: {}, fields: {}, substacks: {},
});

const moveTen = (line: number): Block => ({
  opcode: "motion_movesteps",
  category: "motion",
  shape: "stack",
  line,
  inputs: { STEPS: { type: "literal", kind: "number", value: "10" } },
  fields: {},
  substacks: {},
});

/** One block of the entry with every slot at its default (booleans get `<mouse down?>`). */
export function defaultBlock(entry: VocabularyEntry, line = 1): Block {
  const inputs: Record<string, InputValue> = {};
  const fields: Block["fields"] = {};
  const substacks: Block["substacks"] = {};
  for (const slot of entry.slots) {
    if (slot.slot === "field") {
      fields[slot.name] = { value: slot.default, text: menuText(entry, slot.name, slot.default) };
    } else if (slot.kind === "substack") {
      substacks[slot.name as "SUBSTACK" | "SUBSTACK2"] = [moveTen(line)];
    } else if (slot.kind === "boolean") {
      inputs[slot.name] = { type: "block", block: mouseDown(line) };
    } else if (slot.kind === "menu-shadow") {
      const value = slot.default ?? "";
      inputs[slot.name] = { type: "menu", value, text: menuText(entry, slot.name, value) };
    } else {
      inputs[slot.name] = { type: "literal", kind: slot.kind, value: slot.default ?? "" };
    }
  }
  return { opcode: entry.opcode, category: entry.category, shape: entry.shape, line, inputs, fields, substacks };
}

const flagHat = (line: number): Block => ({
  opcode: "event_whenflagclicked", category: "events", shape: "hat", line, inputs: {}, fields: {}, substacks: {},
});

/** A runnable script that holds the entry's block where its shape allows. */
export function scriptFor(entry: VocabularyEntry, line = 1): Block[] {
  const block = defaultBlock(entry, line);
  switch (entry.shape) {
    case "hat":
      return [block, moveTen(line)];
    case "reporter": {
      const say = vocabulary.find((e) => e.opcode === "looks_say")!;
      return [flagHat(line), { ...defaultBlock(say, line), inputs: { MESSAGE: { type: "block", block } } }];
    }
    case "boolean": {
      const ifThen = vocabulary.find((e) => e.opcode === "control_if")!;
      return [flagHat(line), { ...defaultBlock(ifThen, line), inputs: { CONDITION: { type: "block", block } } }];
    }
    default:
      return [flagHat(line), block];
  }
}

export const exportableEntries: readonly VocabularyEntry[] = vocabulary.filter((entry) => !SKIPPED.has(entry.opcode));

/** Declarations a Program would carry for blocks built from defaults. */
function programOf(scripts: Block[][]): Program {
  const variables = new Set<string>();
  const lists = new Set<string>();
  const broadcasts = new Set<string>();
  const extensions = new Set<ExtensionId>();
  const visit = (block: Block) => {
    const entry = vocabulary.find((e) => e.opcode === block.opcode);
    if (entry?.extension) extensions.add(entry.extension);
    for (const [name, field] of Object.entries(block.fields)) {
      if (name === "VARIABLE") variables.add(field.value);
      if (name === "LIST") lists.add(field.value);
      if (name === "BROADCAST_OPTION") broadcasts.add(field.value);
    }
    for (const [name, value] of Object.entries(block.inputs)) {
      if (name === "BROADCAST_INPUT" && value.type === "menu") broadcasts.add(value.value);
      if (value.type === "block") visit(value.block);
    }
    for (const stack of Object.values(block.substacks)) for (const inner of stack ?? []) visit(inner);
  };
  scripts.forEach((script) => script.forEach(visit));
  return {
    scripts: scripts.map((blocks) => ({ line: blocks[0]?.line ?? 1, blocks })),
    customBlocks: [],
    variables: [...variables].map((name) => ({ name, isLocal: false })),
    lists: [...lists].map((name) => ({ name, isLocal: false })),
    broadcasts: [...broadcasts],
    comments: [],
    extensions: [...extensions],
  };
}

/** One program per exportable vocabulary entry. */
export function vocabularyPrograms(): { opcode: string; program: Program }[] {
  return exportableEntries.map((entry) => ({ opcode: entry.opcode, program: programOf([scriptFor(entry)]) }));
}

function countBlocks(blocks: readonly Block[]): number {
  let count = 0;
  for (const block of blocks) {
    count += 1;
    for (const value of Object.values(block.inputs)) if (value.type === "block") count += countBlocks([value.block]);
    for (const stack of Object.values(block.substacks)) count += countBlocks(stack ?? []);
  }
  return count;
}

/**
 * A program of about `size` blocks (never fewer): scripts of every exportable block in palette
 * order, repeated until the count is reached. Used by the benchmark.
 */
export function programOfSize(size: number): { program: Program; blockCount: number } {
  const scripts: Block[][] = [];
  let total = 0;
  let line = 1;
  for (let index = 0; total < size; index += 1) {
    const entry = exportableEntries[index % exportableEntries.length]!;
    const script = scriptFor(entry, line);
    scripts.push(script);
    total += countBlocks(script);
    line += 1;
  }
  return { program: programOf(scripts), blockCount: total };
}
