// Test-only: a project's scripts as plain trees (opcodes, input and field values, nesting),
// free of block ids, positions and variable ids, so two exports can be compared for meaning.
import type { TSb3Block, TSb3Input, TSb3InputValue, TSb3Project } from "../sb3.types";

export type TTree = { opcode: string; fields?: Record<string, string>; inputs?: Record<string, unknown>; proccode?: string; args?: string[] };

function valueTree(blocks: Record<string, TSb3Block>, value: TSb3InputValue): unknown {
  if (value === null) return null;
  if (typeof value === "string") {
    const block = blocks[value];
    if (!block) return { missing: value };
    return block.shadow && block.opcode !== "procedures_prototype" ? shadowValue(block) : stackTree(blocks, value);
  }
  // Primitives: [code, value] literals; [11|12|13, name, id] references keep only the name.
  const [code, label] = value;
  if (code === 12) return { opcode: "data_variable", fields: { VARIABLE: String(label) } };
  if (code === 13) return { opcode: "data_listcontents", fields: { LIST: String(label) } };
  return String(label);
}

/** A shadow (menu or literal) compares by the value it holds. */
function shadowValue(block: TSb3Block): string {
  const field = Object.values(block.fields)[0];
  return String(field?.[0] ?? "");
}

function inputTree(blocks: Record<string, TSb3Block>, input: TSb3Input): unknown {
  // What runs is the block on top; a covered shadow's leftover value does not matter.
  return valueTree(blocks, input[1]);
}

function blockTree(blocks: Record<string, TSb3Block>, id: string): TTree {
  const block = blocks[id]!;
  const tree: TTree = { opcode: block.opcode };
  const fields = Object.entries(block.fields);
  if (fields.length > 0) tree.fields = Object.fromEntries(fields.map(([name, [value]]) => [name, String(value)]));
  if (block.opcode === "procedures_definition") {
    const prototype = blocks[String(block.inputs.custom_block?.[1])];
    tree.proccode = prototype?.mutation?.proccode;
    tree.args = prototype?.mutation?.argumentnames ? (JSON.parse(prototype.mutation.argumentnames) as string[]) : [];
    return tree;
  }
  const inputs: Record<string, unknown> = {};
  if (block.opcode === "procedures_call") {
    tree.proccode = block.mutation?.proccode;
    // Argument ids are arbitrary; arguments compare by position.
    const ids = block.mutation?.argumentids ? (JSON.parse(block.mutation.argumentids) as string[]) : [];
    ids.forEach((argumentId, index) => {
      const input = block.inputs[argumentId];
      inputs[`arg${index}`] = input ? inputTree(blocks, input) : null;
    });
  } else {
    for (const [name, input] of Object.entries(block.inputs)) inputs[name] = inputTree(blocks, input);
  }
  if (Object.keys(inputs).length > 0) tree.inputs = inputs;
  return tree;
}

/** Reporters and substacks alike become a list of trees (a reporter is a list of one). */
function stackTree(blocks: Record<string, TSb3Block>, firstId: string): TTree[] {
  const stack: TTree[] = [];
  for (let id: string | null = firstId; id; id = blocks[id]?.next ?? null) stack.push(blockTree(blocks, id));
  return stack;
}

/** The sprite's scripts, each a list of block trees, sorted so script order does not matter. */
export function spriteScriptTrees(project: TSb3Project): string[] {
  const sprite = project.targets[1];
  const tops = Object.entries(sprite.blocks).filter(([, block]) => block.topLevel);
  return tops.map(([id]) => {
    return JSON.stringify(stackTree(sprite.blocks, id));
  }).sort();
}
