// buildGuide(program): what someone needs to pick from the palette to rebuild the program by
// hand in Scratch ("build it in Scratch" view): blocks per category, in palette order, counted.

import type { Block, InputValue, Program } from "./program";
import { blockCategories, vocabulary, vocabularyByOpcode, type BlockCategory, type ExtensionId } from "./vocabulary";

export interface GuideItem {
  opcode: string;
  /** How the block looks in the palette (own blocks and variables: as the program names them). */
  text: string;
  count: number;
}

export interface GuideGroup {
  category: BlockCategory;
  items: GuideItem[];
  /** Sum of the items' counts. */
  total: number;
}

export interface Guide {
  groups: GuideGroup[];
  /** Variables, lists and messages to create first (Variables palette, "Make a Variable"...). */
  variables: string[];
  lists: string[];
  broadcasts: string[];
  extensions: ExtensionId[];
  totalBlocks: number;
}

const paletteOrder = new Map(vocabulary.map((e, i) => [e.opcode, i]));

function procedureText(block: Block): string {
  const proccode = block.procedure?.proccode ?? "";
  const names = block.procedure?.argumentNames ?? [];
  let i = 0;
  // The palette shows a definition with its argument names and a call with empty slots.
  const isDefinition = block.opcode === "procedures_definition";
  const label = proccode.replace(/%[sbn]/g, (m) => {
    const name = isDefinition ? (names[i++] ?? "") : "";
    return m === "%b" ? `<${name}>` : `(${name})`;
  });
  return block.opcode === "procedures_definition" ? `define ${label}` : label;
}

function itemKey(block: Block): { key: string; text: string } {
  switch (block.opcode) {
    case "data_variable":
      return { key: `var:${block.fields.VARIABLE?.value}`, text: `(${block.fields.VARIABLE?.value ?? ""})` };
    case "data_listcontents":
      return { key: `list:${block.fields.LIST?.value}`, text: `(${block.fields.LIST?.value ?? ""} :: list)` };
    case "argument_reporter_string_number":
      return { key: `arg:${block.fields.VALUE?.value}`, text: `(${block.fields.VALUE?.value ?? ""})` };
    case "argument_reporter_boolean":
      return { key: `argb:${block.fields.VALUE?.value}`, text: `<${block.fields.VALUE?.value ?? ""}>` };
    case "procedures_definition":
    case "procedures_call": {
      const text = procedureText(block);
      return { key: `${block.opcode}:${block.procedure?.proccode}`, text };
    }
    default:
      return { key: block.opcode, text: vocabularyByOpcode.get(block.opcode)?.text ?? block.opcode };
  }
}

export function buildGuide(program: Program): Guide {
  const counts = new Map<string, { item: GuideItem; category: BlockCategory; order: number; seen: number }>();
  let seen = 0;
  const visit = (block: Block) => {
    if (block.category !== "unknown") {
      const { key, text } = itemKey(block);
      const found = counts.get(key);
      if (found) found.item.count++;
      else counts.set(key, { item: { opcode: block.opcode, text, count: 1 }, category: block.category, order: paletteOrder.get(block.opcode) ?? 0, seen: seen++ });
    }
    const visitInput = (v: InputValue) => {
      if (v.type === "block") visit(v.block);
    };
    Object.values(block.inputs).forEach(visitInput);
    block.procedure?.arguments.forEach(visitInput);
    for (const stack of Object.values(block.substacks)) stack?.forEach(visit);
  };
  program.scripts.forEach((s) => s.blocks.forEach(visit));

  const groups: GuideGroup[] = [];
  for (const category of blockCategories) {
    const entries = [...counts.values()].filter((c) => c.category === category).sort((a, b) => a.order - b.order || a.seen - b.seen);
    if (entries.length === 0) continue;
    const items = entries.map((e) => e.item);
    groups.push({ category, items, total: items.reduce((n, i) => n + i.count, 0) });
  }
  return {
    groups,
    variables: program.variables.map((v) => v.name),
    lists: program.lists.map((l) => l.name),
    broadcasts: [...program.broadcasts],
    extensions: [...program.extensions],
    totalBlocks: groups.reduce((n, g) => n + g.total, 0),
  };
}
