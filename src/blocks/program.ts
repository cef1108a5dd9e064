// The typed model of a parsed scratchblocks program. It is what the validator checks, what the
// build guide counts and what the .sb3 exporter turns into project JSON, so it keeps Scratch 3's
// own names: opcodes, input and field names from the vocabulary, stored menu values.

import type { BlockCategory, BlockShape, ExtensionId, InputKind } from "./vocabulary";

/** A value sitting in an input slot. */
export type InputValue =
  /** A typed-in number, text, colour (`#rrggbb`) or note. `kind` is the slot's kind. */
  | { type: "literal"; kind: InputKind; value: string }
  /**
   * A dropdown shown as a round/square menu in a slot. `value` is what Scratch stores
   * (`_mouse_`), `text` what the program wrote (`mouse-pointer`).
   */
  | { type: "menu"; value: string; text: string }
  /** A reporter or boolean block dropped into the slot. */
  | { type: "block"; block: Block }
  /** Nothing in the slot (e.g. `if <> then`). */
  | { type: "empty" };

/** A field is stored on the block itself: dropdowns, variable, list and broadcast names. */
export interface FieldValue {
  /** What Scratch stores (e.g. `COLOR`, `_mouse_`, a variable's name). */
  value: string;
  /** What the program wrote (e.g. `color`). */
  text: string;
}

/** The custom-block ("My Blocks") side of a block. */
export interface ProcedureInfo {
  /** Scratch's proccode: the label with `%s` for round/text arguments and `%b` for booleans, e.g. `jump %s`. */
  proccode: string;
  /** Definitions: argument names in order. Calls: the definition's names (empty when undefined). */
  argumentNames: string[];
  argumentKinds: ProcedureArgumentKind[];
  /** Calls: the values passed, in argument order. Definitions: empty. */
  arguments: InputValue[];
  /** "Run without screen refresh"; scratchblocks text cannot say it, so false unless set later. */
  warp: boolean;
}

/** `%s` arguments take text or numbers; `%b` arguments take booleans. */
export type ProcedureArgumentKind = "string-number" | "boolean";

export interface Block {
  /** Scratch 3 opcode, e.g. `motion_movesteps`; unknown blocks keep the code `unknown`. */
  opcode: string;
  category: BlockCategory | "unknown";
  shape: BlockShape;
  /** 1-based line of the (normalised) text where the block starts. */
  line: number;
  /** Inputs by Scratch 3 input name (e.g. `STEPS`, `CONDITION`). Substacks are in `substacks`. */
  inputs: Record<string, InputValue>;
  /** Fields by Scratch 3 field name (e.g. `VARIABLE`, `KEY_OPTION`, `STOP_OPTION`). */
  fields: Record<string, FieldValue>;
  /** C-blocks: `SUBSTACK` (and `SUBSTACK2` for if-else), each a list of stacked blocks. */
  substacks: Partial<Record<"SUBSTACK" | "SUBSTACK2", Block[]>>;
  /** Set on `procedures_definition`, `procedures_call`. */
  procedure?: ProcedureInfo;
  /** A `// comment` written at the end of this block's line. */
  comment?: string;
}

export interface Script {
  /** 1-based line of the first block. */
  line: number;
  /** Top-level blocks stacked in order; the first is the hat when there is one. */
  blocks: Block[];
  /** A `// comment` written on the script's first line. */
  comment?: string;
}

export interface CustomBlockDefinition {
  proccode: string;
  argumentNames: string[];
  argumentKinds: ProcedureArgumentKind[];
  warp: boolean;
  /** Line of the `define`. */
  line: number;
}

export interface VariableUse {
  name: string;
  /** "For this sprite only": scratchblocks text cannot say it, so always false for now. */
  isLocal: boolean;
}

export interface ProgramComment {
  line: number;
  text: string;
}

export interface Program {
  scripts: Script[];
  customBlocks: CustomBlockDefinition[];
  /** Variables the program reads or sets, first use first, each name once. */
  variables: VariableUse[];
  lists: VariableUse[];
  /** Broadcast message names sent or received, first use first, each once. */
  broadcasts: string[];
  /** Comments standing on their own line (not attached to a block). */
  comments: ProgramComment[];
  /** Extensions the program uses (a project must declare them). */
  extensions: ExtensionId[];
}

export const diagnosticCodes = [
  "unknown-block",
  "scratch2-block",
  "missing-end",
  "stray-end",
  "stray-else",
  "nary-boolean",
  "wrong-slot",
  "reporter-as-stack",
  "block-after-cap",
  "undefined-custom-block",
  "unknown-menu-option",
  "unsupported-extension",
  "empty-program",
  "script-without-hat",
  // issue 13: precise where Scratch is ambiguous
  "other-sprite",
  "similar-name",
  "argument-outside-define",
  "ambiguous-name",
  "indentation",
  "wrong-brackets",
  "operator-form",
  "duplicate-define",
] as const;
export type DiagnosticCode = (typeof diagnosticCodes)[number];

export interface Diagnostic {
  /** 1-based line of the normalised text. */
  line: number;
  /** 1-based column where the problem starts (1 when only the line is known). */
  column: number;
  severity: "error" | "warning";
  code: DiagnosticCode;
  /** Plain words a nine-year-old (and an LLM) can act on. */
  message: string;
  /** The closest real blocks, written as scratchblocks text. */
  hint?: string;
}

export interface ParseResult {
  program: Program;
  diagnostics: Diagnostic[];
}

/** Codes that only warn: the program still runs as written, but the author should look. */
export const warningCodes: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  "script-without-hat",
  "other-sprite",
  "similar-name",
  "argument-outside-define",
  "ambiguous-name",
]);

/** Every block of a stack, depth first: nested reporters, call arguments and substacks too. */
export function walkBlocks(blocks: readonly Block[], visit: (block: Block) => void): void {
  for (const block of blocks) {
    visit(block);
    for (const value of Object.values(block.inputs)) if (value.type === "block") walkBlocks([value.block], visit);
    for (const value of block.procedure?.arguments ?? []) if (value.type === "block") walkBlocks([value.block], visit);
    for (const stack of Object.values(block.substacks)) walkBlocks(stack ?? [], visit);
  }
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}
