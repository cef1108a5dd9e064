// Turns the Program model into Scratch 3 block objects. Inputs, shadows, menus and fields all
// come from the vocabulary's slots; the only hand-written cases are where the sb3 format itself
// is special: custom blocks (prototype, mutations, argument reporters), variable/list/broadcast
// references (ids, compact primitives) and control_stop's `hasnext` mutation.
import type { Block, InputValue, Program } from "../program";
import { vocabularyByOpcode, type BlockSlot, type FieldSlot, type InputSlot } from "../vocabulary";
import type { TSb3Block, TSb3Field, TSb3Input, TSb3InputValue, TSb3Mutation, TSb3Primitive } from "./sb3.types";
import { PRIMITIVE, type TPrimitiveOpcode } from "./sb3.types";
import type { TDataRegistry } from "./sb3.data";
import type { TExtensionTemplate } from "../project/project.extension-templates";

export interface TProcedureIds {
  proccode: string;
  argumentIds: string[];
  argumentNames: string[];
  argumentKinds: ("string-number" | "boolean")[];
}

export interface TBlockBuilder {
  blocks: Record<string, TSb3Block>;
  /** Adds a script; returns the id of its first block. */
  addScript(blocks: readonly Block[], x: number, y: number): string | null;
  /** Problems that make the export unfaithful (unknown blocks, calls to undefined custom blocks). */
  problems: string[];
  /** Block comments found while building, to be placed by the caller. */
  attachedComments: { blockId: string; text: string }[];
  /** Opcodes of extension blocks used, for the project's `extensions`. */
  extensionsUsed: Set<string>;
}

const CUSTOM_OPCODES = new Set(["procedures_definition", "procedures_call", "argument_reporter_string_number", "argument_reporter_boolean"]);

function isPrimitiveOpcode(opcode: string): opcode is TPrimitiveOpcode {
  return Object.prototype.hasOwnProperty.call(PRIMITIVE, opcode);
}

function mutation(fields: Omit<TSb3Mutation, "tagName" | "children">): TSb3Mutation {
  return { tagName: "mutation", children: [], ...fields };
}

export function createBlockBuilder(
  program: Program,
  data: TDataRegistry,
  idPrefix = "",
  extensionTemplates: ReadonlyMap<string, TExtensionTemplate> = new Map(),
): TBlockBuilder {
  const blocks: Record<string, TSb3Block> = {};
  const problems: string[] = [];
  const attachedComments: { blockId: string; text: string }[] = [];
  const extensionsUsed = new Set<string>();
  let counter = 0;
  const nextId = () => `${idPrefix}b${(counter += 1)}`;

  // Calls need their definition's argument ids, and a call may come before its `define`.
  const procedures = new Map<string, TProcedureIds>();
  program.customBlocks.forEach((definition, index) => {
    if (procedures.has(definition.proccode)) return;
    procedures.set(definition.proccode, {
      proccode: definition.proccode,
      argumentIds: definition.argumentNames.map((_, arg) => `${idPrefix}p${index + 1}a${arg + 1}`),
      argumentNames: [...definition.argumentNames],
      argumentKinds: [...definition.argumentKinds],
    });
  });

  function put(id: string, block: Omit<TSb3Block, "next" | "parent" | "topLevel"> & Partial<TSb3Block>, parent: string | null): void {
    blocks[id] = { next: null, parent, topLevel: false, ...block };
  }

  function literalPrimitive(shadowOpcode: TPrimitiveOpcode, value: string): TSb3Primitive {
    return [PRIMITIVE[shadowOpcode] as 4 | 5 | 6 | 7 | 8 | 9 | 10, value];
  }

  /** The shadow that sits under a slot: a compact primitive or a real shadow block (menus). */
  function shadowFor(slot: InputSlot, value: string, parent: string): TSb3InputValue {
    const shadow = slot.shadow;
    if (!shadow) return null;
    if (shadow.opcode === "event_broadcast_menu") {
      const broadcast = data.broadcast(value);
      return [PRIMITIVE.event_broadcast_menu, broadcast.name, broadcast.id];
    }
    if (isPrimitiveOpcode(shadow.opcode)) return literalPrimitive(shadow.opcode, value);
    const id = nextId();
    put(id, { opcode: shadow.opcode, inputs: {}, fields: { [shadow.field]: [value, null] }, shadow: true }, parent);
    return id;
  }

  /** Variable and list reporters dropped into a slot are stored as compact primitives. */
  function reporterValue(block: Block, parent: string): TSb3InputValue {
    if (block.opcode === "data_variable") {
      const variable = data.variable(block.fields.VARIABLE?.value ?? "");
      return [PRIMITIVE.data_variable, variable.name, variable.id];
    }
    if (block.opcode === "data_listcontents") {
      const list = data.list(block.fields.LIST?.value ?? "");
      return [PRIMITIVE.data_listcontents, list.name, list.id];
    }
    return addBlock(block, parent);
  }

  function buildInput(slot: InputSlot, value: InputValue | undefined, parent: string): TSb3Input | undefined {
    const given = value ?? { type: "empty" as const };
    if (slot.kind === "substack") return undefined;
    if (slot.kind === "boolean" || !slot.shadow) {
      return given.type === "block" ? [2, reporterValue(given.block, parent)] : undefined;
    }
    // An empty numeric or text slot stays empty in Scratch; an empty menu shows its default.
    const fallback = slot.kind === "menu-shadow" ? (slot.default ?? "") : "";
    switch (given.type) {
      case "literal":
        return [1, shadowFor(slot, given.value, parent)];
      case "menu":
        return [1, shadowFor(slot, given.value, parent)];
      case "empty":
        return [1, shadowFor(slot, fallback, parent)];
      case "block": {
        const child = reporterValue(given.block, parent);
        return [3, child, shadowFor(slot, slot.default ?? fallback, parent)];
      }
    }
  }

  function buildField(slot: FieldSlot, block: Block): TSb3Field {
    const value = block.fields[slot.name]?.value ?? slot.default;
    switch (slot.kind) {
      case "variable": {
        const variable = data.variable(value);
        return [variable.name, variable.id];
      }
      case "list": {
        const list = data.list(value);
        return [list.name, list.id];
      }
      case "broadcast": {
        const broadcast = data.broadcast(value);
        return [broadcast.name, broadcast.id];
      }
      case "field-dropdown":
        return [value, null];
    }
  }

  function addCustomBlock(block: Block, id: string, parent: string | null): void {
    if (block.opcode === "argument_reporter_string_number" || block.opcode === "argument_reporter_boolean") {
      put(id, { opcode: block.opcode, inputs: {}, fields: { VALUE: [block.fields.VALUE?.value ?? "", null] }, shadow: false }, parent);
      return;
    }
    const info = block.procedure;
    const ids = info ? procedures.get(info.proccode) : undefined;
    if (!info || !ids) {
      problems.push(`line ${block.line}: the custom block "${info?.proccode ?? block.opcode}" has no "define" in this program`);
      put(id, { opcode: block.opcode, inputs: {}, fields: {}, shadow: false }, parent);
      return;
    }
    const argumentids = JSON.stringify(ids.argumentIds);
    if (block.opcode === "procedures_definition") {
      const prototypeId = nextId();
      const prototypeInputs: Record<string, TSb3Input> = {};
      ids.argumentIds.forEach((argumentId, index) => {
        const reporterId = nextId();
        const isBoolean = ids.argumentKinds[index] === "boolean";
        put(reporterId, {
          opcode: isBoolean ? "argument_reporter_boolean" : "argument_reporter_string_number",
          inputs: {},
          fields: { VALUE: [ids.argumentNames[index] ?? "", null] },
          shadow: true,
        }, prototypeId);
        prototypeInputs[argumentId] = [1, reporterId];
      });
      put(prototypeId, {
        opcode: "procedures_prototype",
        inputs: prototypeInputs,
        fields: {},
        shadow: true,
        mutation: mutation({
          proccode: ids.proccode,
          argumentids,
          argumentnames: JSON.stringify(ids.argumentNames),
          argumentdefaults: JSON.stringify(ids.argumentKinds.map((kind) => (kind === "boolean" ? "false" : ""))),
          warp: info.warp ? "true" : "false",
        }),
      }, id);
      put(id, { opcode: "procedures_definition", inputs: { custom_block: [1, prototypeId] }, fields: {}, shadow: false }, parent);
      return;
    }
    // procedures_call: text/number arguments over a text shadow, booleans bare.
    const inputs: Record<string, TSb3Input> = {};
    ids.argumentIds.forEach((argumentId, index) => {
      const value = info.arguments[index] ?? { type: "empty" as const };
      const isBoolean = ids.argumentKinds[index] === "boolean";
      const slot: InputSlot = isBoolean
        ? { slot: "input", name: argumentId, kind: "boolean", shadow: null }
        : { slot: "input", name: argumentId, kind: "text", default: "", shadow: { opcode: "text", field: "TEXT" } };
      const input = buildInput(slot, value, id);
      if (input) inputs[argumentId] = input;
    });
    put(id, {
      opcode: "procedures_call",
      inputs,
      fields: {},
      shadow: false,
      mutation: mutation({ proccode: ids.proccode, argumentids, warp: info.warp ? "true" : "false" }),
    }, parent);
  }

  function addBlock(block: Block, parent: string | null): string {
    const id = nextId();
    if (block.comment) attachedComments.push({ blockId: id, text: block.comment });
    if (CUSTOM_OPCODES.has(block.opcode)) {
      addCustomBlock(block, id, parent);
      return id;
    }
    const entry = vocabularyByOpcode.get(block.opcode);
    const template = entry ? undefined : extensionTemplates.get(block.opcode);
    if (template) {
      addExtensionBlock(block, template, id, parent);
      return id;
    }
    if (!entry) {
      problems.push(`line ${block.line}: "${block.opcode}" is not a Scratch 3 block`);
      put(id, { opcode: block.opcode, inputs: {}, fields: {}, shadow: false }, parent);
      return id;
    }
    if (entry.extension) extensionsUsed.add(entry.extension);
    // Reserve the block first so children can name it as their parent.
    put(id, { opcode: entry.opcode, inputs: {}, fields: {}, shadow: false }, parent);
    const own = blocks[id]!;
    const known = new Set<string>();
    for (const slot of entry.slots as readonly BlockSlot[]) {
      known.add(slot.name);
      if (slot.slot === "field") {
        own.fields[slot.name] = buildField(slot, block);
      } else if (slot.kind === "substack") {
        const first = addStack(block.substacks[slot.name as "SUBSTACK" | "SUBSTACK2"] ?? [], id);
        if (first) own.inputs[slot.name] = [2, first];
      } else {
        const input = buildInput(slot, block.inputs[slot.name], id);
        if (input) own.inputs[slot.name] = input;
      }
    }
    for (const name of [...Object.keys(block.inputs), ...Object.keys(block.fields)]) {
      if (!known.has(name)) problems.push(`line ${block.line}: "${entry.text}" has no slot named ${name}`);
    }
    if (entry.opcode === "control_stop") {
      // Only "other scripts in sprite" lets blocks follow; Scratch records that as `hasnext`.
      const option = own.fields.STOP_OPTION?.[0];
      own.mutation = mutation({ hasnext: option === "other scripts in sprite" || option === "other scripts in stage" ? "true" : "false" });
    }
    return id;
  }

  /** Another extension's block, built from the opened project's own template of it. */
  function addExtensionBlock(block: Block, template: TExtensionTemplate, id: string, parent: string | null): void {
    extensionsUsed.add(template.opcode.split("_")[0]!);
    put(id, { opcode: template.opcode, inputs: {}, fields: {}, shadow: false }, parent);
    const own = blocks[id]!;
    const valueAt = (index: number): InputValue => block.inputs[`ARG${index}`] ?? { type: "empty" };
    const textOf = (value: InputValue) => (value.type === "literal" || value.type === "menu" ? value.value : "");
    template.fields.forEach((name, index) => {
      own.fields[name] = [textOf(valueAt(index)), null];
    });
    template.inputs.forEach(({ name, shadow }, position) => {
      const value = valueAt(template.fields.length + position);
      const shadowWith = (text: string): TSb3InputValue => {
        if (!shadow) return null;
        if ("primitive" in shadow) return [shadow.primitive as 4 | 5 | 6 | 7 | 8 | 9 | 10, text];
        const shadowId = nextId();
        put(shadowId, { opcode: shadow.opcode, inputs: {}, fields: { [shadow.field]: [text, null] }, shadow: true }, id);
        return shadowId;
      };
      if (value.type === "block") {
        const child = reporterValue(value.block, id);
        own.inputs[name] = shadow ? [3, child, shadowWith("")] : [2, child];
      } else if (shadow) own.inputs[name] = [1, shadowWith(textOf(value))];
    });
  }

  function addStack(stack: readonly Block[], parent: string | null): string | null {
    let first: string | null = null;
    let previous: string | null = null;
    for (const block of stack) {
      const id = addBlock(block, previous ?? parent);
      if (previous) blocks[previous]!.next = id;
      else first = id;
      previous = id;
    }
    return first;
  }

  return {
    blocks,
    problems,
    attachedComments,
    extensionsUsed,
    addScript(stack, x, y) {
      const first = addStack(stack, null);
      if (first) {
        const top = blocks[first]!;
        top.topLevel = true;
        top.x = Math.round(x);
        top.y = Math.round(y);
      }
      return first;
    },
  };
}
