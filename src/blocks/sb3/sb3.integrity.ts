// The checks scratch-parser's schema cannot make: it accepts invented opcodes and block ids
// that point nowhere, and the VM then silently drops or crashes on them. Every exported project
// passes these before it is offered for download, and the tests run them on every corpus program.
import type { TSb3Block, TSb3Input, TSb3InputValue, TSb3Project, TSb3Sprite, TSb3Stage } from "./sb3.types";

type TTarget = TSb3Stage | TSb3Sprite;

function blockRefsOfInput(input: TSb3Input): string[] {
  const values: TSb3InputValue[] = input[0] === 3 ? [input[1], input[2]] : [input[1]];
  return values.filter((value): value is string => typeof value === "string");
}

function primitivesOfInput(input: TSb3Input): unknown[][] {
  const values: TSb3InputValue[] = input[0] === 3 ? [input[1], input[2]] : [input[1]];
  return values.filter((value): value is Exclude<TSb3InputValue, string | null> => Array.isArray(value));
}

function checkTarget(target: TTarget, stage: TSb3Stage, knownOpcodes: ReadonlySet<string>, problems: string[]): void {
  const where = (id: string) => `${target.name}: block ${id}`;
  const blocks = target.blocks;
  const hasVariable = (id: string, name: string) =>
    target.variables[id]?.[0] === name || stage.variables[id]?.[0] === name;
  const hasList = (id: string, name: string) => target.lists[id]?.[0] === name || stage.lists[id]?.[0] === name;
  const hasBroadcast = (id: string, name: string) => stage.broadcasts[id] === name;

  const prototypes = new Map<string, TSb3Block>();
  for (const block of Object.values(blocks)) {
    if (block.opcode === "procedures_prototype" && block.mutation?.proccode !== undefined) {
      prototypes.set(block.mutation.proccode, block);
    }
  }

  for (const [id, block] of Object.entries(blocks)) {
    if (!knownOpcodes.has(block.opcode)) problems.push(`${where(id)} has unknown opcode "${block.opcode}"`);

    if (block.next !== null) {
      const next = blocks[block.next];
      if (!next) problems.push(`${where(id)} points to missing next block ${block.next}`);
      else if (next.parent !== id) problems.push(`${where(id)}'s next block ${block.next} names another parent`);
    }
    if (block.parent === null) {
      if (!block.topLevel) problems.push(`${where(id)} has no parent but is not top-level`);
      if (typeof block.x !== "number" || typeof block.y !== "number") problems.push(`${where(id)} is top-level without x/y`);
    } else {
      const parent = blocks[block.parent];
      if (block.topLevel) problems.push(`${where(id)} is top-level but has a parent`);
      if (!parent) problems.push(`${where(id)} points to missing parent ${block.parent}`);
      else {
        const isNext = parent.next === id;
        const isInput = Object.values(parent.inputs).some((input) => blockRefsOfInput(input).includes(id));
        if (!isNext && !isInput) problems.push(`${where(id)}'s parent ${block.parent} does not hold it`);
      }
    }

    for (const [name, input] of Object.entries(block.inputs)) {
      for (const ref of blockRefsOfInput(input)) {
        const child = blocks[ref];
        if (!child) problems.push(`${where(id)} input ${name} points to missing block ${ref}`);
        else if (child.parent !== id) problems.push(`${where(id)} input ${name} holds ${ref}, which names another parent`);
      }
      if (input[0] === 1 && typeof input[1] === "string" && blocks[input[1]] && !blocks[input[1]]!.shadow) {
        problems.push(`${where(id)} input ${name} is marked shadow-only but holds a real block`);
      }
      for (const primitive of primitivesOfInput(input)) {
        const [code, label, ref] = primitive as [number, string, string];
        if (code === 11 && !hasBroadcast(ref, label)) problems.push(`${where(id)} input ${name} names undeclared broadcast "${label}"`);
        if (code === 12 && !hasVariable(ref, label)) problems.push(`${where(id)} input ${name} names undeclared variable "${label}"`);
        if (code === 13 && !hasList(ref, label)) problems.push(`${where(id)} input ${name} names undeclared list "${label}"`);
      }
    }

    for (const [name, field] of Object.entries(block.fields)) {
      const [label, ref] = field;
      if (name === "VARIABLE" && block.opcode.startsWith("data_") && !hasVariable(String(ref), String(label))) {
        problems.push(`${where(id)} field VARIABLE names undeclared variable "${label}"`);
      }
      if (name === "LIST" && !hasList(String(ref), String(label))) problems.push(`${where(id)} field LIST names undeclared list "${label}"`);
      if (name === "BROADCAST_OPTION" && !hasBroadcast(String(ref), String(label))) {
        problems.push(`${where(id)} field BROADCAST_OPTION names undeclared broadcast "${label}"`);
      }
    }

    if (block.opcode === "procedures_call") {
      const proccode = block.mutation?.proccode;
      const prototype = proccode === undefined ? undefined : prototypes.get(proccode);
      if (!prototype) problems.push(`${where(id)} calls undefined custom block "${proccode ?? ""}"`);
      else if (prototype.mutation?.argumentids !== block.mutation?.argumentids) {
        problems.push(`${where(id)} calls "${proccode}" with argument ids that differ from its definition`);
      }
    }
    if (block.opcode === "argument_reporter_string_number" || block.opcode === "argument_reporter_boolean") {
      const argName = String(block.fields.VALUE?.[0] ?? "");
      let top: TSb3Block = block;
      for (let guard = 0; top.parent !== null && guard < 100_000; guard += 1) top = blocks[top.parent] ?? top;
      const prototypeId = top.opcode === "procedures_definition" ? top.inputs.custom_block?.[1] : undefined;
      const prototype = typeof prototypeId === "string" ? blocks[prototypeId] : undefined;
      const names = prototype?.mutation?.argumentnames ? (JSON.parse(prototype.mutation.argumentnames) as string[]) : [];
      // Outside its own define Scratch runs an input reporter too (it reports 0 or false, as when a
      // child drags one out); the parser warns about that. An input no define declares is a bug.
      const declaredSomewhere = [...prototypes.values()].some((p) => (JSON.parse(p.mutation?.argumentnames ?? "[]") as string[]).includes(argName));
      if (!names.includes(argName) && !declaredSomewhere) problems.push(`${where(id)} uses argument "${argName}", which no definition declares`);
    }
  }

  for (const [id, comment] of Object.entries(target.comments)) {
    if (comment.blockId !== null && !blocks[comment.blockId]) problems.push(`${target.name}: comment ${id} is attached to missing block ${comment.blockId}`);
  }
}

/** Every structural problem of the project, as readable sentences; empty when sound. */
export function checkProjectIntegrity(project: TSb3Project, knownOpcodes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const [stage, ...sprites] = project.targets;
  if (!stage.isStage) problems.push("the first target is not the stage");
  for (const target of [stage, ...sprites]) {
    if (target.costumes.length === 0) problems.push(`${target.name} has no costume (Scratch refuses to load it)`);
    checkTarget(target, stage, knownOpcodes, problems);
  }
  return problems;
}
