// One target's blocks from project.json written as scratchblocks text. Every vocabulary block is
// drawn from its own canonical text (vocabulary.ts): the slots' bracket groups, in order, are
// replaced by the values the project holds. Custom blocks, variables, lists and arguments are the
// cases the sb3 format itself makes special, as in the exporter (sb3.blocks.ts).
import { escapeSlot } from "../program.escapes";
import { findMenuOption, vocabulary, vocabularyByOpcode, type BlockSlot, type InputSlot, type MenuSpec, type VocabularyEntry } from "../vocabulary";
import { oneLine } from "./project.directives";
import type { TExtensionTemplate } from "./project.extension-templates";

/** A block of project.json as read, before any trust: every field may be missing or odd. */
export interface TRawBlock {
  opcode?: unknown;
  next?: unknown;
  parent?: unknown;
  inputs?: unknown;
  fields?: unknown;
  shadow?: unknown;
  topLevel?: unknown;
  mutation?: unknown;
  comment?: unknown;
}

/** A top-level primitive (a variable or list reporter lying loose on the canvas). */
export type TRawPrimitive = unknown[];

export interface TImportProblem {
  /** "Stage" or the sprite's name. */
  target: string;
  opcode: string;
  message: string;
}

/** Deeper than this is no program a person made; it is a hostile file. */
const MAX_NESTING = 400;

// --- the vocabulary's text as a template --------------------------------------------------------

type TTemplatePart = string | { open: "(" | "[" | "<" };

const CLOSE: Record<string, string> = { "(": ")", "[": "]", "<": ">" };

/** Splits canonical text into literal words and top-level bracket groups (the slots). */
function splitTemplate(text: string): TTemplatePart[] {
  const parts: TTemplatePart[] = [];
  let literal = "";
  let index = 0;
  const opensGroup = (at: number) => {
    const char = text[at];
    if (char === "(" || char === "[") return true;
    // `<` followed by a space is the less-than operator's own word, not a boolean slot.
    return char === "<" && text[at + 1] !== " " && text[at + 1] !== undefined;
  };
  while (index < text.length) {
    if (!opensGroup(index)) {
      literal += text[index];
      index += 1;
      continue;
    }
    const stack: string[] = [];
    let end = index;
    for (; end < text.length; end += 1) {
      const char = text[end]!;
      if (char === "(" || char === "[" || (char === "<" && text[end + 1] !== " ")) stack.push(CLOSE[char]!);
      else if (char === stack[stack.length - 1]) {
        stack.pop();
        if (stack.length === 0) break;
      }
    }
    if (literal) parts.push(literal);
    literal = "";
    parts.push({ open: text[index] as "(" | "[" | "<" });
    index = end + 1;
  }
  if (literal) parts.push(literal);
  return parts;
}

function unwrap(entry: VocabularyEntry): string {
  const firstLine = entry.text.split("\n")[0]!;
  if (entry.shape === "reporter" || entry.shape === "boolean") return firstLine.slice(1, -1);
  return firstLine;
}

const templates = new Map<string, TTemplatePart[]>();
function templateOf(entry: VocabularyEntry): TTemplatePart[] {
  let template = templates.get(entry.opcode);
  if (!template) {
    template = splitTemplate(unwrap(entry));
    templates.set(entry.opcode, template);
  }
  return template;
}

/** A block's words with every slot blanked: how a custom block can be mistaken for a built-in. */
function labelShape(parts: readonly TTemplatePart[]): string {
  return parts.map((part) => (typeof part === "string" ? part.toLowerCase() : "_")).join("").replace(/\s+/g, " ").trim();
}

let builtInShapes: Set<string> | undefined;
function isBuiltInShape(shape: string): boolean {
  builtInShapes ??= new Set(vocabulary.filter((entry) => !entry.opcode.startsWith("procedures_") && !entry.opcode.startsWith("argument_")).map((entry) => labelShape(templateOf(entry))));
  return builtInShapes.has(shape);
}

let reporterNames: Set<string> | undefined;
/** Names that, written as a bare `(name)`, would read as a built-in reporter. */
function isReporterName(name: string): boolean {
  reporterNames ??= new Set(
    vocabulary
      .filter((entry) => (entry.shape === "reporter" || entry.shape === "boolean") && entry.slots.length === 0 && !entry.opcode.startsWith("data_") && !entry.opcode.startsWith("argument_"))
      .map((entry) => unwrap(entry).toLowerCase()),
  );
  return reporterNames.has(name.trim().toLowerCase());
}

// --- text inside brackets ----------------------------------------------------------------------

/** Text in square brackets, read back exactly (a text that looks like a colour stays text). */
function squareText(text: string): string {
  const escaped = escapeSlot(text);
  return /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(text) ? `\\${escaped}` : escaped;
}

/** A name in round brackets (a variable, a list, an input), read back exactly. */
const roundText = (text: string): string => escapeSlot(text, { round: true });

/** A number scratchblocks reads back exactly from round brackets (no spaces, no `+`). */
const isRoundNumber = (text: string) => /^[0-9e.-]+$/.test(text) && Number.isFinite(Number(text));

function literalIn(open: "(" | "[" | "<", value: string): string {
  if (open === "(" && (value === "" || isRoundNumber(value))) return `(${value})`;
  return `[${squareText(value)}]`;
}

/**
 * A menu's stored value as the text shows it: an option's words, or a name (a sprite, a costume)
 * escaped so it reads back exactly, marked as the author's own when it spells an option.
 */
function menuText(menu: MenuSpec | undefined, value: string, round: boolean): string {
  const option = menu?.options.find((candidate) => candidate.value === value);
  if (option) return escapeSlot(option.text, { round });
  // Only menus that also list names (sprites, costumes, sounds) can confuse a name with an option.
  const spellsOption = menu?.openTo !== undefined && findMenuOption(menu, value) !== undefined;
  return escapeSlot(value, { round, ownName: spellsOption });
}

// --- reading raw values safely --------------------------------------------------------------------

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asString = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** Declared variables, lists and messages by id, as Scratch finds a reference: by id first, then by name. */
export type TDataNames = ReadonlyMap<string, string>;

function fieldValue(block: TRawBlock, name: string, dataNames?: TDataNames): string {
  const field = asRecord(block.fields)[name];
  if (!Array.isArray(field)) return asString(field);
  const id = field[1];
  return (typeof id === "string" ? dataNames?.get(id) : undefined) ?? asString(field[0]);
}

// --- the renderer ------------------------------------------------------------------------------

export interface TTargetRenderer {
  /** The script starting at `id`, one array item per line (indented bodies included). */
  renderScript(id: string): string[];
  /** A loose top-level primitive (a variable or list reporter lying on the canvas). */
  renderPrimitive(primitive: TRawPrimitive): string | null;
  problems: TImportProblem[];
}

export function createTargetRenderer(options: {
  targetName: string;
  blocks: Record<string, unknown>;
  comments: Record<string, string>;
  /** Lists this target can see (its own and the stage's): a variable of one of these names says so. */
  listNames?: ReadonlySet<string>;
  /** Names of the variables, lists and messages this target can see, by id. */
  dataNames?: TDataNames;
  /** Other extensions' blocks the project holds, by opcode: written as `opcode [value] :: extension`. */
  extensionTemplates?: ReadonlyMap<string, TExtensionTemplate>;
}): TTargetRenderer {
  const { targetName, blocks, comments, dataNames } = options;
  const listNames = options.listNames ?? new Set<string>();
  const dataNamesInScope = new Set([...listNames, ...(options.dataNames?.values() ?? [])]);
  const problems: TImportProblem[] = [];
  const visited = new Set<string>();

  const blockOf = (id: unknown): TRawBlock | undefined => {
    if (typeof id !== "string") return undefined;
    const block = blocks[id];
    return block !== null && typeof block === "object" && !Array.isArray(block) ? (block as TRawBlock) : undefined;
  };

  function problem(opcode: string, message: string): void {
    problems.push({ target: targetName, opcode, message });
  }

  function commentOf(block: TRawBlock): string | undefined {
    const id = block.comment;
    return typeof id === "string" ? comments[id] : undefined;
  }

  /** A compact primitive ([4..13, ...]) as slot text. */
  function primitiveText(primitive: unknown[], open: "(" | "[" | "<"): string {
    const code = primitive[0];
    const id = primitive[2];
    const value = (code === 11 || code === 12 || code === 13) && typeof id === "string" ? (dataNames?.get(id) ?? asString(primitive[1])) : asString(primitive[1]);
    if (code === 12) return variableReporter(value);
    if (code === 13) return `(${roundText(value)} :: list)`;
    if (code === 11) return `(${roundText(value)} v)`;
    if (code === 9) return `[${value}]`;
    return literalIn(open, value);
  }

  /** The inputs of the define script being written (their bare names read as the inputs). */
  let defineArguments = new Set<string>();

  /**
   * A variable as a round reporter. `:: variables` says "the variable" wherever a bare name
   * would read as something else: a built-in reporter, a number, a list of the same name, an
   * input of the define it sits in.
   */
  function variableReporter(name: string): string {
    // Plain words (letters and digits, single spaces) read back as the variable by themselves.
    const isPlain = /^[\p{L}\p{M}\p{N}_]+(?: [\p{L}\p{M}\p{N}_]+)*$/u.test(name) && !/ v$/.test(name);
    const isAmbiguous = !isPlain || isReporterName(name) || /^[0-9e.-]*$/.test(name) || listNames.has(name) || defineArguments.has(name);
    return isAmbiguous ? `(${roundText(name)} :: variables)` : `(${roundText(name)})`;
  }

  /**
   * A built-in reporter whose words are also an input of the define it sits in, or a variable or
   * list this target can see, says which it is: `(size :: looks)`.
   */
  function builtInReporter(words: string, entry: VocabularyEntry): string {
    const isShadowed = defineArguments.has(words) || dataNamesInScope.has(words);
    return entry.slots.length === 0 && isShadowed ? `${words} :: ${entry.category}` : words;
  }

  /** The value in one input: a typed-in literal, a menu choice, or a reporter block. */
  function inputText(raw: unknown, slot: InputSlot | undefined, open: "(" | "[" | "<", depth: number): string {
    const emptyText = open === "<" ? "<>" : open === "[" ? "[]" : "()";
    if (!Array.isArray(raw)) return emptyText;
    // [1, shadow] | [2, block] | [3, block, shadow]: the block on top is what runs.
    const top = raw[1];
    if (Array.isArray(top)) return primitiveText(top, open);
    const block = blockOf(top);
    if (!block) return emptyText;
    if (block.shadow === true) return shadowText(block, slot, open);
    return reporterText(top as string, depth + 1, open);
  }

  function shadowText(shadow: TRawBlock, slot: InputSlot | undefined, open: "(" | "[" | "<"): string {
    const fields = asRecord(shadow.fields);
    const fieldName = slot?.shadow?.field ?? Object.keys(fields)[0] ?? "";
    const value = fieldValue(shadow, fieldName);
    if (slot?.kind === "menu-shadow") {
      const text = menuText(slot.menu, value, open !== "[");
      return open === "[" ? `[${text} v]` : `(${text} v)`;
    }
    if (slot?.kind === "color" || asString(shadow.opcode) === "colour_picker") return /^#[0-9a-fA-F]{6}$/.test(value) ? `[${value}]` : `[${squareText(value)}]`;
    return literalIn(open, value);
  }

  /** A block used as a value (reporter or boolean), with its own brackets. */
  function reporterText(id: string, depth: number, open: "(" | "[" | "<" = "("): string {
    const block = blockOf(id);
    if (!block) return "()";
    if (depth > MAX_NESTING) throw new Error("This project nests its blocks too deeply to be a real Scratch project.");
    const opcode = asString(block.opcode);
    if (opcode === "data_variable") return variableReporter(fieldValue(block, "VARIABLE", dataNames));
    if (opcode === "data_listcontents") return `(${roundText(fieldValue(block, "LIST", dataNames))} :: list)`;
    if (opcode === "argument_reporter_string_number" || opcode === "argument_reporter_boolean") {
      const name = fieldValue(block, "VALUE");
      // A name that would read as a number, a menu or a built-in says it is the input.
      const isPlain = /^[\p{L}\p{M}\p{N}_]+(?: [\p{L}\p{M}\p{N}_]+)*$/u.test(name) && !/^[0-9e.-]*$/.test(name) && !/ v$/.test(name);
      const words = isPlain ? roundText(name) : `${roundText(name)} :: custom-arg`;
      return opcode === "argument_reporter_boolean" ? `<${words}>` : `(${words})`;
    }
    const entry = vocabularyByOpcode.get(opcode);
    if (!entry || entry.shape === "hat" || entry.shape === "define-hat") return placeholder(block, opcode, open === "<" ? "boolean" : "reporter", depth);
    const words = builtInReporter(slotsText(block, entry, depth), entry);
    return entry.shape === "boolean" ? `<${words}>` : `(${words})`;
  }

  /** The block's own line: its words with each slot filled. */
  function slotsText(block: TRawBlock, entry: VocabularyEntry, depth: number): string {
    const slots = (entry.slots as readonly BlockSlot[]).filter((slot) => !(slot.slot === "input" && slot.kind === "substack"));
    const inputs = asRecord(block.inputs);
    let slotIndex = 0;
    return templateOf(entry)
      .map((part) => {
        if (typeof part === "string") return part;
        const slot = slots[slotIndex];
        slotIndex += 1;
        if (!slot) return part.open === "<" ? "<>" : `${part.open}${CLOSE[part.open]}`;
        if (slot.slot === "field") {
          const value = fieldValue(block, slot.name, dataNames) || slot.default;
          return `[${menuText(slot.menu, value, false)} v]`;
        }
        return inputText(inputs[slot.name], slot, part.open, depth);
      })
      .join("");
  }

  /**
   * A block outside the vocabulary. Another extension's block the project holds is written as
   * `opcode [field v] [input] … :: extension` in its template's order, and built back from the
   * same template; anything else stays a visible placeholder and is reported.
   */
  function placeholder(block: TRawBlock, opcode: string, as: "reporter" | "boolean" | "stack" | "hat", depth: number): string {
    const template = options.extensionTemplates?.get(opcode);
    const hasMouth = Object.keys(asRecord(block.inputs)).some((name) => name.startsWith("SUBSTACK"));
    if (!template || hasMouth) {
      problem(opcode || "(none)", `"${opcode || "a block with no opcode"}" is not a block PromptBlocks knows (another extension?): it is kept as a placeholder to rebuild by hand.`);
      const values = Object.values(asRecord(block.inputs)).map((input) => inputText(input, undefined, "(", depth));
      const fields = Object.keys(asRecord(block.fields)).map((name) => `[${squareText(fieldValue(block, name))} v]`);
      const words = [roundText(opcode.replace(/_/g, " ") || "unknown block"), ...fields, ...values].join(" ");
      return as === "stack" || as === "hat" ? `${words} :: extension` : `(${words} :: extension)`;
    }
    const inputs = asRecord(block.inputs);
    const fields = template.fields.map((name) => `[${squareText(fieldValue(block, name))} v]`);
    const values = template.inputs.map(({ name }) => inputText(inputs[name], undefined, "[", depth));
    const words = [opcode, ...fields, ...values].join(" ");
    if (as === "reporter") return `(${words} :: extension)`;
    if (as === "boolean") return `<${words} :: extension>`;
    return as === "hat" ? `${words} :: extension hat` : `${words} :: extension`;
  }

  function withComment(line: string, block: TRawBlock, extra?: string): string {
    const comment = [extra, commentOf(block)].filter((text): text is string => Boolean(text)).map(oneLine).join("; ");
    return comment ? `${line} // ${comment}` : line;
  }

  function prototypeOf(definition: TRawBlock): TRawBlock | undefined {
    const input = asRecord(definition.inputs).custom_block;
    return Array.isArray(input) ? blockOf(input[1]) : undefined;
  }

  function argumentNamesOf(mutation: Record<string, unknown>, key: "argumentnames" | "argumentids"): string[] {
    try {
      const names = JSON.parse(asString(mutation[key]) || "[]") as unknown;
      return Array.isArray(names) ? names.map(asString) : [];
    } catch {
      return [];
    }
  }

  /**
   * A custom block's words with its inputs in place. The reader joins words and inputs with one
   * space each, so one space beside an input is that separator; every other character of the
   * proccode is escaped as it stands, so the proccode reads back exactly.
   */
  /**
   * A custom block's words with its inputs written by `input`. `exact` (the define line) keeps an
   * input touching a word (`level%s` → `level(n)`), which the define line's reader gives back.
   */
  function procedureLabel(proccode: string, input: (kind: string, index: number) => string, exact = false): string {
    const pieces = proccode.split(/(%[snb])/);
    let out = "";
    let argument = 0;
    /** The proccode had a space (or nothing) between the last piece written and the next. */
    let gap = false;
    pieces.forEach((piece, index) => {
      if (/^%[snb]$/.test(piece)) {
        out += (out !== "" && (gap || !exact) ? " " : "") + input(piece, argument);
        argument += 1;
        gap = false;
        return;
      }
      let words = piece;
      const spaceBefore = index > 0 && words.startsWith(" ");
      if (spaceBefore) words = words.slice(1);
      const spaceAfter = index < pieces.length - 1 && words.endsWith(" ");
      if (spaceAfter) words = words.slice(0, -1);
      if (words !== "") {
        out += (out !== "" && (spaceBefore || !exact) ? " " : "") + roundText(words);
        gap = spaceAfter;
      } else gap = gap || spaceBefore || spaceAfter;
    });
    return out;
  }

  /** `define jump (height) <fast>`: the proccode's %s/%n/%b become the argument names. */
  function defineLine(block: TRawBlock): string {
    const prototype = prototypeOf(block);
    const mutation = asRecord(prototype?.mutation);
    const names = argumentNamesOf(mutation, "argumentnames");
    const label = procedureLabel(asString(mutation.proccode), (kind, index) => {
      const name = roundText(names[index] ?? "");
      return kind === "%b" ? `<${name}>` : `(${name})`;
    }, true);
    const warp = mutation.warp === "true" || mutation.warp === true ? "run without screen refresh" : undefined;
    return withComment(`define ${label}`, block, warp);
  }

  function callLine(block: TRawBlock, depth: number): string {
    const mutation = asRecord(block.mutation);
    const ids = argumentNamesOf(mutation, "argumentids");
    const inputs = asRecord(block.inputs);
    const proccode = asString(mutation.proccode);
    const parts: TTemplatePart[] = proccode.split(/(%[snb])/).map((piece) => (/^%[snb]$/.test(piece) ? { open: piece === "%b" ? "<" : "[" } : piece));
    const line = procedureLabel(proccode, (kind, index) => {
      const open = kind === "%b" ? "<" : "[";
      const text = inputText(inputs[ids[index] ?? ""], undefined, open, depth);
      // Numbers read better round: `jump (10)`.
      return open === "[" && /^\[-?\d+(?:\.\d+)?\]$/.test(text) ? `(${text.slice(1, -1)})` : text;
    });
    // A line starting with + or - would read as a diff marker.
    const safeLine = /^[+-]/.test(line) ? `\\${line}` : line;
    // A custom block worded like a built-in (`move (10) steps`) says which one it is.
    return isBuiltInShape(labelShape(parts)) || line.trim() === "" ? `${safeLine || "custom block"} :: custom` : safeLine;
  }

  function stackLines(firstId: string, depth: number): string[] {
    const lines: string[] = [];
    let id: unknown = firstId;
    while (typeof id === "string") {
      if (visited.has(id)) {
        problem("(loop)", "A block chain in this project loops back on itself; the loop was cut.");
        break;
      }
      visited.add(id);
      const block = blockOf(id);
      if (!block) break;
      lines.push(...blockLines(id, block, depth));
      id = block.next;
    }
    return lines;
  }

  function blockLines(id: string, block: TRawBlock, depth: number): string[] {
    if (depth > MAX_NESTING) throw new Error("This project nests its blocks too deeply to be a real Scratch project.");
    const opcode = asString(block.opcode);
    if (opcode === "procedures_definition") return [defineLine(block)];
    if (opcode === "procedures_call") return [withComment(callLine(block, depth), block)];
    const entry = vocabularyByOpcode.get(opcode);
    // An extension's hat ("when … ") starts its script; Scratch stores no shape, the opcode says it.
    const isHat = block.topLevel === true && /_when/i.test(opcode);
    if (!entry) return [withComment(placeholder(block, opcode, isHat ? "hat" : "stack", depth), block)];
    if (entry.shape === "reporter" || entry.shape === "boolean") {
      // A reporter lying alone on the canvas: scratchblocks draws it as a one-block script.
      return [withComment(reporterText(id, depth), block)];
    }
    const header = withComment(slotsText(block, entry, depth), block);
    const inputs = asRecord(block.inputs);
    const body = (name: string) => {
      const input = inputs[name];
      const first = Array.isArray(input) ? input[1] : undefined;
      return typeof first === "string" ? stackLines(first, depth + 1).map((line) => `  ${line}`) : [];
    };
    switch (entry.shape) {
      case "c-block":
      case "c-block-cap":
        return [header, ...body("SUBSTACK"), "end"];
      case "c-block-else":
        return [header, ...body("SUBSTACK"), "else", ...body("SUBSTACK2"), "end"];
      default:
        return [header];
    }
  }

  return {
    problems,
    renderScript(id) {
      const top = blockOf(id);
      defineArguments = new Set(asString(top?.opcode) === "procedures_definition" ? argumentNamesOf(asRecord(prototypeOf(top!)?.mutation), "argumentnames") : []);
      return stackLines(id, 0);
    },
    renderPrimitive(primitive) {
      if (primitive[0] !== 12 && primitive[0] !== 13) return null;
      return primitiveText(primitive, "(");
    },
  };
}
