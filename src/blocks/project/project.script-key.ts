// What a script means, as one string: its blocks, their inputs, fields, custom-block mutations
// and comments, with block ids, positions and the values hidden under a reporter left out. Two
// scripts with one key run the same. Downloading uses it to keep the base's own blocks (ids,
// positions, covered values, comments as Scratch stored them) for every script the text did not
// change, and the tests use it to prove the text carries every meaning a script has.
import { vocabularyByOpcode } from "../vocabulary";
import { oneLine } from "./project.directives";

type TRawBlocks = Record<string, unknown>;
type TRawComments = Record<string, unknown>;

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

/** Fields that name a variable, list or message: which one they mean is what counts. */
const DATA_FIELDS = new Set(["VARIABLE", "LIST", "BROADCAST_OPTION"]);

function parseNames(raw: unknown): string[] {
  try {
    const value = JSON.parse(text(raw) || "[]") as unknown;
    return Array.isArray(value) ? value.map(text) : [];
  } catch {
    return [];
  }
}

/** A comment's words as the text shows them (on one line). */
export function commentKey(comments: TRawComments, id: unknown): string {
  if (typeof id !== "string") return "";
  return oneLine(text(asRecord(comments[id]).text));
}

/** Scratch 2's number arguments (`%n`) are Scratch 3's `%s`: one custom block either way. */
export const sameProccode = (proccode: string): string => proccode.replace(/%n/g, "%s");

function isFixedMenu(opcode: string, field: string): boolean {
  const slot = vocabularyByOpcode.get(opcode)?.slots.find((candidate) => candidate.name === field);
  return slot?.slot === "field" && slot.kind === "field-dropdown" && slot.menu !== undefined && slot.menu.openTo === undefined;
}

export interface TScriptKeys {
  /** The key of the script starting at a top-level block (or a loose variable or list). */
  keyOf(topId: string): string;
  /** Every block id the script uses (its stack, inputs, shadows, covered shadows, prototype). */
  idsOf(topId: string): string[];
}

/**
 * `dataIds`: ids of the variables, lists and messages the project declares. Scratch finds a
 * reference by its id first, so a reference whose id is declared means that one, whatever stale
 * name it carries; only an undeclared id falls back to the name.
 */
export function createScriptKeys(blocks: TRawBlocks, comments: TRawComments, dataIds: ReadonlySet<string> = new Set()): TScriptKeys {
  const blockOf = (id: unknown) => (typeof id === "string" ? blocks[id] : undefined);
  const dataRef = (name: unknown, id: unknown) => JSON.stringify(typeof id === "string" && dataIds.has(id) ? ["#", id] : [text(name)]);

  function primitiveKey(value: unknown[]): string {
    const [code, label, id] = value;
    if (code === 11 || code === 12 || code === 13) return `p${text(code)}:${dataRef(label, id)}`;
    // Number, angle and text shadows hold typed-in text alike (Scratch 2 files mix them); colours differ.
    return `${code === 9 ? "colour" : "lit"}:${JSON.stringify(text(label))}`;
  }

  function valueKey(value: unknown, depth: number): string {
    if (value === null || value === undefined) return "-";
    if (Array.isArray(value)) return primitiveKey(value);
    const block = blockOf(value);
    if (Array.isArray(block)) return primitiveKey(block);
    if (!block) return "?";
    return stackKey(value as string, depth + 1, true);
  }

  function inputsKey(inputs: Record<string, unknown>, order: string[] | null, depth: number): string {
    const names = order ?? Object.keys(inputs).sort();
    return names
      .map((name, index) => {
        const input = inputs[name];
        // [1, shadow] | [2, block] | [3, block, covered shadow]: what runs is the block on top.
        const value = Array.isArray(input) ? valueKey(input[1], depth) : "-";
        // An empty slot with no shadow is the same as no input at all.
        return value === "-" ? "" : `${order ? index : name}=${value}`;
      })
      .filter((part) => part !== "")
      .join(",");
  }

  /** `asValue`: a reporter in a slot, whose comment the text has no place for. */
  function blockKey(id: string, depth: number, asValue: boolean): string {
    if (depth > 2_000) throw new Error("This project nests its blocks too deeply to be a real Scratch project.");
    const raw = blockOf(id);
    // A variable or list lying loose is stored compactly; it means the same as its block.
    if (Array.isArray(raw)) return raw[0] === 13 ? `data_listcontents{LIST=${dataRef(raw[1], raw[2])}}()[]#""` : `data_variable{VARIABLE=${dataRef(raw[1], raw[2])}}()[]#""`;
    const block = asRecord(raw);
    const opcode = text(block.opcode);
    const fields = Object.entries(asRecord(block.fields))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => {
        const pair = Array.isArray(field) ? field : [field];
        if (DATA_FIELDS.has(name)) return `${name}=${dataRef(pair[0], pair[1])}`;
        // A fixed menu's choice is matched without case by Scratch (`timer`, `TIMER`); names are not.
        return `${name}=${JSON.stringify(isFixedMenu(opcode, name) ? text(pair[0]).toLowerCase() : text(pair[0]))}`;
      })
      .join(",");
    const mutation = asRecord(block.mutation);
    const inputs = asRecord(block.inputs);
    let inputPart: string;
    let mutationPart = "";
    if (opcode === "procedures_prototype" || opcode === "procedures_call") {
      // Argument ids are arbitrary: arguments count by position. A definition's own argument
      // reporters only draw its names, which the mutation holds (Scratch 2 files have none).
      inputPart = opcode === "procedures_prototype" ? "" : inputsKey(inputs, parseNames(mutation.argumentids), depth);
      mutationPart = JSON.stringify([
        sameProccode(text(mutation.proccode)),
        opcode === "procedures_prototype" ? parseNames(mutation.argumentnames) : [],
        // Only the definition's setting runs; Scratch copies it onto calls for show.
        opcode === "procedures_prototype" ? text(mutation.warp) === "true" : false,
      ]);
    } else {
      inputPart = inputsKey(inputs, null, depth);
      if (opcode === "control_stop") mutationPart = text(mutation.hasnext) === "true" ? "next" : "";
      else if (Object.keys(mutation).length > 0) {
        const { tagName: _tag, children: _children, ...rest } = mutation;
        mutationPart = JSON.stringify(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1)));
      }
    }
    const shadow = block.shadow === true ? "s" : "";
    const comment = asValue ? "" : `#${JSON.stringify(commentKey(comments, block.comment))}`;
    return `${shadow}${opcode}{${fields}}(${inputPart})[${mutationPart}]${comment}`;
  }

  function stackKey(firstId: string, depth: number, asValue = false): string {
    const parts: string[] = [];
    const seen = new Set<string>();
    let id: unknown = firstId;
    while (typeof id === "string" && !seen.has(id) && blockOf(id) !== undefined) {
      seen.add(id);
      parts.push(blockKey(id, depth, asValue));
      const raw = blockOf(id);
      id = Array.isArray(raw) ? null : asRecord(raw).next;
    }
    return parts.join(";");
  }

  function idsOf(topId: string): string[] {
    const out: string[] = [];
    const seen = new Set<string>();
    const pending: string[] = [topId];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id) || blockOf(id) === undefined) continue;
      seen.add(id);
      out.push(id);
      const raw = blockOf(id);
      if (Array.isArray(raw)) continue;
      const block = asRecord(raw);
      if (typeof block.next === "string") pending.push(block.next);
      for (const input of Object.values(asRecord(block.inputs))) {
        if (!Array.isArray(input)) continue;
        for (const value of input.slice(1)) if (typeof value === "string") pending.push(value);
      }
    }
    return out;
  }

  return { keyOf: (topId) => stackKey(topId, 0), idsOf };
}

/** Ids of a target's scripts: top-level blocks (not shadows) and loose variables or lists. */
export function topLevelIds(blocks: TRawBlocks): string[] {
  return Object.entries(blocks)
    .filter(([, raw]) => (Array.isArray(raw) ? raw[0] === 12 || raw[0] === 13 : asRecord(raw).topLevel === true && asRecord(raw).shadow !== true))
    .map(([id]) => id);
}
