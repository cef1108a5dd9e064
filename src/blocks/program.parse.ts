// parseProgram: scratchblocks' lenient parser underneath, then one walk that builds our typed
// Program and reports, with line numbers, everything scratchblocks lets slide.
//
// scratchblocks' syntax tree has no positions, but its parser is line-based: every non-blank
// line becomes one item, in order (a block, a stand-alone comment, or an `else`/`end` that a
// C-block swallows); the one exception is a `//` line right under a block, which joins that
// block as its comment. Walking the tree in that order while stepping through the non-blank
// lines therefore gives every block its line (the fuzz test proves no line is lost).

import {
  allLanguages,
  parse as sbParse,
  type Block as SbBlock,
  type Input as SbInput,
  type SbNode,
  type Script as SbScript,
} from "scratchblocks/syntax/index.js";
import type {
  Block,
  CustomBlockDefinition,
  Diagnostic,
  DiagnosticCode,
  FieldValue,
  InputValue,
  ParseResult,
  ProcedureArgumentKind,
  Program,
  ProgramComment,
  Script,
  VariableUse,
} from "./program";
import { borrowedWords, closestBlocks, formatHint, scratch2Replacements, similarReporter, unsupportedExtensionNames, withValues } from "./program.hints";
import { messages, toDiagnostic } from "./program.messages";
import { checkIndentation, type IndentationFinding, type ScriptLine } from "./program.indentation";
import { conditionInScratchForm, findOperatorMistake, mayBeOperatorInName, mayHaveOperatorMistake } from "./program.operators";
import { classifySpriteMenuValue, DEFAULT_SPRITE_NAME } from "./program.sprites";
import { hashSpec, minifyHash } from "./scratchblocks.hash";
import {
  argsOf,
  flattenItems,
  hasArgs,
  isBlockNode,
  isCommentNode,
  isGlowNode,
  isLabelNode,
  isScriptNode,
  labelText,
  mouthsOf,
  safeText,
  writtenSlots,
} from "./scratchblocks.tree";
import { splitComment } from "./text.normalize";
import { exactProccode, writtenProccodes } from "./program.proccode";
import { isOwnName, protectEscapes, restoreEscapes, restoreProgramEscapes } from "./program.escapes";
import {
  findMenuOption,
  textSlots,
  vocabularyByOpcode,
  vocabularyByScratchblocksId,
  type BlockShape,
  type ExtensionId,
  type BlockSlot,
  type InputSlot,
  type MenuSpec,
  type VocabularyEntry,
} from "./vocabulary";

export interface ParseOptions {
  /** scratchblocks language code of the text (`en` by default); load it first with loadBlocksLanguage. */
  language?: string;
  /** Sprite names menus may name (`go to (Sprite1 v)`); a generated project has one sprite. */
  spriteNames?: readonly string[];
  /** Variables and lists a whole project declares in scope (`// variable NAME = …`): names the author made. */
  declared?: { variables: readonly string[]; lists: readonly string[] };
}

const isNumeric = (v: string) => v.trim() !== "" && Number.isFinite(Number(v.trim()));
/** `opcode [value] :: extension`: another extension's block, carried by its opcode (decision 210). */
function extensionOpcodeOf(b: SbBlock): string | null {
  const info = b.info as { categoryIsDefault?: boolean; category: string };
  if (info.categoryIsDefault !== false || info.category !== "extension") return null;
  const first = b.children[0];
  const word = isLabelNode(first) ? first.value : "";
  return /^[A-Za-z0-9]+_[A-Za-z0-9_]+$/.test(word) ? word : null;
}

/** `… :: custom` written by the author (scratchblocks also marks calls it recognised itself). */
const isMarkedCustom = (b: SbBlock): boolean => (b.info as { categoryIsDefault?: boolean }).categoryIsDefault === false && b.info.category === "custom";
/** Words scratch-vm reads as a place in a list (`item (last) of [list]`), from Scratch 2 days. */
const LIST_PLACE_WORDS = new Set(["last", "random", "any", "all"]);
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** First words of English C-blocks (and what LLMs borrow from other languages). */
/** Nothing but white space, after at most one diff marker (+/-). */
const BLANK_LINE = /^[+-]?\s*$/;
const C_BLOCK_WORDS = new Set(["if", "repeat", "forever", "while", "for", "loop"]);
const CAP_SHAPES: ReadonlySet<BlockShape> = new Set(["cap", "c-block-cap"]);
const HAT_SHAPES: ReadonlySet<BlockShape> = new Set(["hat", "define-hat"]);

const renamedHashes: ReadonlySet<string> = new Set(
  Object.keys(allLanguages.en?.renamedBlocks ?? {}).map((spec) => hashSpec(spec)),
);
const scratch2Ids = new Set(["SENSING_OF_COSTUMENUMBER", "SENSING_OF_BACKDROPNUMBER", "SENSING_OF_BACKDROPNAME", "SENSING_USERID", "SENSING_LOUD"]);

/** scratchblocks ids of blocks with a variable or list field, and where that field sits among the slots. */
const dataFieldsById = new Map<string, { index: number; kind: "variable" | "list" }[]>();
for (const [id, entries] of vocabularyByScratchblocksId) {
  const entry = entries[0];
  if (!entry) continue;
  const fields = textSlots(entry).flatMap((slot, index) => (slot.slot === "field" && (slot.kind === "variable" || slot.kind === "list") ? [{ index, kind: slot.kind }] : []));
  if (fields.length > 0) dataFieldsById.set(id, fields);
}

// --- the builder ----------------------------------------------------------------------------

type Resolution =
  | { kind: "entry"; entry: VocabularyEntry }
  | { kind: "define" }
  | { kind: "call" }
  | { kind: "argument"; outsideOf?: string }
  | { kind: "variable" }
  | { kind: "list" }
  | { kind: "extension"; opcode: string }
  | { kind: "bad"; code: DiagnosticCode; draft: ReturnType<(typeof messages)[keyof typeof messages]> };

interface DefinitionInfo {
  definition: CustomBlockDefinition;
  callText: string;
  /** The define line with its input names, e.g. `define jump (height) <fast>`. */
  defineText: string;
}

class ProgramBuilder {
  private readonly nonBlank: number[] = [];
  private cursor = 0;
  readonly diagnostics: Diagnostic[] = [];
  private readonly variables = new Map<string, VariableUse>();
  private readonly lists = new Map<string, VariableUse>();
  private readonly broadcasts = new Set<string>();
  private readonly extensions = new Set<ExtensionId>();
  private readonly comments: ProgramComment[] = [];
  private readonly definitionsByHash = new Map<string, DefinitionInfo>();
  /** The script being walked, line by line, for the indentation checks. */
  private scriptLines: ScriptLine[] = [];
  private readonly openers: number[] = [];
  private readonly indentationFindings: IndentationFinding[] = [];
  private readonly definesSeen = new Set<string>();
  /** Inputs of the `define` script being walked (null outside a define). */
  private currentArguments: Set<string> | null = null;
  /** Every define's input names, with the define they belong to. */
  private readonly argumentOwners = new Map<string, string>();
  /** Variables and lists the program sets, changes, shows or fills: names the author made. */
  private readonly declaredVariables = new Set<string>();
  private readonly declaredLists = new Set<string>();
  private readonly endHashes = new Set<string>();
  private readonly elseHashes = new Set<string>();
  private readonly spriteNames: readonly string[];
  /** Other sprites named so far, by lower-case name, with the first spelling used. */
  private readonly otherSprites = new Map<string, string>();
  private readonly isEnglish: boolean;
  private readonly nativeDropdowns: Record<string, string>;

  constructor(
    private readonly lines: readonly string[],
    languages: readonly string[],
    spriteNames: readonly string[],
  ) {
    lines.forEach((l, i) => {
      // scratchblocks reads a line holding only a diff marker (+/-) as an empty line too.
      if (!BLANK_LINE.test(l)) this.nonBlank.push(i);
    });
    for (const code of languages) {
      const lang = allLanguages[code];
      const end = lang?.commands["scratchblocks:end"];
      const otherwise = lang?.commands["CONTROL_ELSE"];
      if (end) this.endHashes.add(hashSpec(end));
      if (otherwise) this.elseHashes.add(hashSpec(otherwise));
      // Most locales spell `end` only as an alias (German: "Ende").
      for (const [alias, id] of Object.entries(lang?.aliases ?? {})) {
        if (id === "scratchblocks:end") this.endHashes.add(hashSpec(alias));
        if (id === "CONTROL_ELSE") this.elseHashes.add(hashSpec(alias));
      }
    }
    this.endHashes.add("end");
    this.elseHashes.add("else");
    this.spriteNames = spriteNames;
    this.isEnglish = languages.every((l) => l === "en");
    this.nativeDropdowns = {};
    for (const code of languages) Object.assign(this.nativeDropdowns, allLanguages[code]?.nativeDropdowns ?? {});
  }

  // --- lines ---

  /** Lines the walk did not reach: non-zero means the line mapping lost step with scratchblocks. */
  get unconsumedLines(): number {
    return this.nonBlank.length - this.cursor;
  }

  private takeLine(): number {
    const index = this.nonBlank[this.cursor] ?? this.nonBlank[this.nonBlank.length - 1] ?? 0;
    this.cursor++;
    return index + 1;
  }
  private peekLine(): { text: string; line: number } | undefined {
    const index = this.nonBlank[this.cursor];
    return index === undefined ? undefined : { text: this.lines[index] ?? "", line: index + 1 };
  }
  private lineText(line: number): string {
    return this.lines[line - 1] ?? "";
  }
  private columnOf(line: number, needle?: string): number {
    const text = this.lineText(line);
    if (needle) {
      const at = text.indexOf(needle);
      if (at >= 0) return at + 1;
    }
    return (/^\s*/.exec(text)?.[0].length ?? 0) + 1;
  }
  private blankBetween(a: number, b: number): boolean {
    for (let l = a + 1; l < b; l++) if (this.lineText(l).trim() === "") return true;
    return false;
  }
  private isEndLine(text: string): boolean {
    return this.endHashes.has(minifyHash(splitComment(text.trim().replace(/^[+-]/, "")).code.replace(/\\(.)/g, "$1")));
  }
  /**
   * A stand-alone comment item usually is its own line, but a line scratchblocks reads as an
   * empty block (`:: pen`) hands the comment line below to it, and both become one item.
   */
  private takeCommentItemLine(value: string): number {
    const line = this.takeLine();
    if (this.lineText(line).includes(`//${value}`)) return line;
    return this.takeLine();
  }

  /** `end`/`else` lines are swallowed by their C-block, comment line below included. */
  private takeStructuralLine(): number {
    const line = this.takeLine();
    if (splitComment(this.lineText(line)).comment === null && this.lineText(line + 1).startsWith("//")) this.takeLine();
    return line;
  }
  /** scratchblocks gives a block the comment on the line below when that line starts with `//`. */
  private takeCommentLine(b: SbBlock, line: number): void {
    if (!b.comment) return;
    const value = b.comment.label.value;
    if (!this.lineText(line).includes(`//${value}`)) this.takeLine();
  }

  /**
   * Unreadable lines that start like a C-block (`if touching edge then`, `repeat 10`): their
   * `end`/`else` lines below are part of the same mistake, not new ones.
   */
  private unreadOpeners = 0;

  /**
   * A reporter written on its own line inside a C-block ends the mouth early, which then shows
   * up as a missing `end` plus a stray one below. Only the reporter is the real mistake.
   */
  private readonly mouthsBrokenAt: { missingEndIndex: number; nextLine: number }[] = [];

  private dropKnockOnErrors(): void {
    const drop = new Set<number>();
    for (const { missingEndIndex, nextLine } of this.mouthsBrokenAt) {
      const cause = this.diagnostics.some((d) => d.code === "reporter-as-stack" && d.line === nextLine);
      if (!cause) continue;
      drop.add(missingEndIndex);
      const strayIndex = this.diagnostics.findIndex(
        (d, i) => !drop.has(i) && d.code === "stray-end" && d.line > nextLine && !this.blankBetween(nextLine, d.line),
      );
      if (strayIndex >= 0) drop.add(strayIndex);
    }
    if (drop.size === 0) return;
    const kept = this.diagnostics.filter((_, i) => !drop.has(i));
    this.diagnostics.length = 0;
    this.diagnostics.push(...kept);
  }

  private report(code: DiagnosticCode, line: number, column: number, draft: Parameters<typeof toDiagnostic>[3]): void {
    this.diagnostics.push(toDiagnostic(code, line, column, draft));
  }

  // --- program ---

  build(scripts: readonly SbScript[], declared?: ParseOptions["declared"]): Program {
    this.collectDefinitions(scripts);
    this.collectDeclaredData(scripts);
    this.collectExplicitCalls(scripts);
    for (const name of declared?.variables ?? []) this.declaredVariables.add(name);
    for (const name of declared?.lists ?? []) this.declaredLists.add(name);
    const out: Script[] = [];
    let previous: { lastLine: number; cap: Block | null; brokeOnReporter: boolean } | null = null;
    for (const sbScript of scripts) {
      const items = flattenItems(sbScript.blocks);
      this.currentArguments = this.argumentsOfDefine(items[0]);
      const firstLine = this.peekLine()?.line ?? 0;
      const continues = previous !== null && !this.blankBetween(previous.lastLine, firstLine);
      // scratchblocks starts a new script after a cap block; for indentation it is one paragraph.
      if (!continues) this.checkScriptIndentation();
      if (!continues) this.unreadOpeners = 0;
      const blocks: Block[] = [];
      let brokeOnReporter = false;
      for (const item of items) {
        if (isCommentNode(item)) {
          this.comments.push({ line: this.takeCommentItemLine(item.label.value), text: item.label.value.trim() });
          continue;
        }
        const id = item.info.id;
        // scratchblocks rebuilds a stray end/else without its comment, so judge by the text.
        if (id === "scratchblocks:end" || item.isEnd) {
          const line = this.takeStructuralLine();
          if (this.unreadOpeners > 0) this.unreadOpeners--;
          else this.report("stray-end", line, this.columnOf(line), messages.strayEnd());
          continue;
        }
        if (id === "CONTROL_ELSE" || item.isElse) {
          const line = this.takeStructuralLine();
          if (this.unreadOpeners === 0) this.report("stray-else", line, this.columnOf(line), messages.strayElse(null));
          continue;
        }
        if (!item.isCommand && !item.isHat && !continues && items.length === 1) {
          // A reporter lying alone on the canvas, as Scratch keeps one: it never runs.
          const line = this.takeLine();
          this.takeCommentLine(item, line);
          const block = this.convertExpression(item, line);
          if (item.comment) block.comment = item.comment.label.value.trim();
          // (The script check below says it never runs, quoting these words.)
          this.stackSourceByLine[line] = item;
          blocks.push(block);
          continue;
        }
        if (!item.isCommand && !item.isHat) {
          const line = this.takeLine();
          this.takeCommentLine(item, line);
          this.convertExpression(item, line);
          this.report("reporter-as-stack", line, this.columnOf(line), messages.reporterAsStack(safeText(item)));
          brokeOnReporter = true;
          continue;
        }
        blocks.push(this.convertStack(item));
      }
      const first = blocks[0];
      if (first) {
        const prevCap = previous?.cap;
        if (continues && prevCap && !HAT_SHAPES.has(first.shape)) {
          this.report("block-after-cap", first.line, this.columnOf(first.line), messages.blockAfterCap(this.shortText(prevCap), this.shortText(first)));
        } else if (!HAT_SHAPES.has(first.shape) && !(continues && previous?.brokeOnReporter) && first.opcode !== "unknown") {
          this.report("script-without-hat", first.line, this.columnOf(first.line), messages.scriptWithoutHat(this.shortText(first)));
        }
        const script: Script = { line: first.line, blocks };
        if (first.comment) script.comment = first.comment;
        out.push(script);
      }
      const last = blocks[blocks.length - 1];
      previous = {
        lastLine: this.nonBlank[this.cursor - 1] !== undefined ? (this.nonBlank[this.cursor - 1] ?? 0) + 1 : firstLine,
        cap: last && CAP_SHAPES.has(last.shape) && !brokeOnReporter ? last : null,
        brokeOnReporter,
      };
    }
    this.checkScriptIndentation();
    this.dropKnockOnErrors();
    this.reportIndentation();
    this.reportOperatorMistakes();
    if (out.length === 0 && !this.diagnostics.some((d) => d.severity === "error")) {
      this.report("empty-program", 1, 1, messages.emptyProgram());
    }
    return {
      scripts: out,
      customBlocks: [...this.definitionsByHash.values()].map((d) => d.definition),
      variables: [...this.variables.values()],
      lists: [...this.lists.values()],
      broadcasts: [...this.broadcasts],
      comments: this.comments,
      extensions: [...this.extensions],
    };
  }

  private checkScriptIndentation(): void {
    if (this.scriptLines.length > 1) this.indentationFindings.push(...checkIndentation(
          this.scriptLines,
          (l) => this.indentOf(l),
          // The author's own words, never scratchblocks' re-spelling of them.
          (l) => splitComment(this.lineText(l)).code.trim(),
        ));
    this.scriptLines = [];
  }

  /** Each line's indentation, measured once: the indentation checks ask for it again and again. */
  private readonly indentByLine: number[] = [];
  private indentOf(line: number): number {
    const known = this.indentByLine[line];
    if (known !== undefined) return known;
    const text = this.lineText(line);
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 32) n++;
      else if (c === 9) n += 2;
      else break;
    }
    this.indentByLine[line] = n;
    return n;
  }

  /** Indentation that contradicts the nesting; a line that already has an error keeps only that. */
  private reportIndentation(): void {
    for (const f of this.indentationFindings) {
      if (this.diagnostics.some((d) => d.line === f.line && d.severity === "error")) continue;
      // A block after the early `end` of a `forever` is a knock-on of that `end`.
      if (f.code === "indentation" && f.next !== undefined) {
        const knockOn = this.diagnostics.findIndex((d) => d.code === "block-after-cap" && d.line === f.next);
        if (knockOn >= 0) this.diagnostics.splice(knockOn, 1);
      }
      if (f.code === "missing-end") {
        // The parser blamed the outer block; the indentation shows which one lacks its end.
        const blamed = this.diagnostics.findIndex((d) => d.code === "missing-end" && d.line === f.outer);
        if (blamed >= 0) this.diagnostics.splice(blamed, 1);
      }
      this.report(f.code, f.line, this.columnOf(f.line), { message: f.message, hint: f.hint });
    }
  }

  /**
   * `>=`, `&&`, `((a) < (b))`, `join (a) and (b)`: scratchblocks garbles such a line into several
   * unknown blocks. The line's own text says what was meant, so it gets one diagnostic instead,
   * with the Scratch form of what the author wrote.
   */
  private reportOperatorMistakes(): void {
    // A garbled line always says something (an unknown block, a wrong slot), except when the
    // garbling made a name (`(score + 1)` as a variable), which the walk marks. A line that was
    // read as a block, with nothing said about it and no such name, needs no second look.
    const saidSomething = new Set<number>();
    for (const d of this.diagnostics) saidSomething.add(d.line);
    for (const index of this.nonBlank) {
      const line = index + 1;
      if (this.readAsBlock[line] && !this.operatorLikeName[line] && !saidSomething.has(line)) continue;
      const text = this.lines[index] ?? "";
      if (!mayHaveOperatorMistake(text)) continue;
      const mistake = findOperatorMistake(splitComment(text).code);
      if (!mistake) continue;
      // Everything else said about this line came from the garbled reading (a sprite named
      // on it is still worth its own warning).
      const kept = this.diagnostics.filter((d) => d.line !== line || d.code === "other-sprite");
      this.diagnostics.length = 0;
      this.diagnostics.push(...kept);
      this.report(mistake.code, line, mistake.column, messages.operatorMistake(mistake.code, mistake.written, mistake.scratch, mistake.fixedLine.trim()));
    }
  }

  /** Lines read as a stack block, by line number. */
  private readonly readAsBlock: boolean[] = [];
  /** Lines where a variable got a name like `score + 1` (arithmetic read as a name), and define lines. */
  private readonly operatorLikeName: boolean[] = [];

  /** A stack block as written, for messages (only stack blocks are quoted this way). */
  private shortText(b: Block): string {
    const source = this.stackSourceByLine[b.line];
    return source ? safeText(source) : b.opcode;
  }
  /**
   * Where each stack block came from, by its line (one stack block per line), so messages can
   * quote what was written. An array by line, not a Map by block: this runs for every block.
   */
  private readonly stackSourceByLine: (SbBlock | undefined)[] = [];

  // --- custom blocks ---

  /** The define lines' proccodes as written (`level%s`), read once when the first define is met. */
  private writtenProccodes: Map<string, string> | null = null;

  private collectDefinitions(scripts: readonly SbScript[]): void {
    for (const s of scripts) {
      for (const item of flattenItems(s.blocks)) {
        if (!isBlockNode(item) || item.info.shape !== "define-hat") continue;
        const outline = item.children.find((c) => isBlockNode(c) && c.isOutline) as SbBlock | undefined;
        if (!outline) continue;
        const parts: string[] = [];
        const hashParts: string[] = [];
        const argumentNames: string[] = [];
        const argumentKinds: ProcedureArgumentKind[] = [];
        const callParts: string[] = [];
        for (const child of outline.children) {
          if (isLabelNode(child)) {
            parts.push(child.value.replace(/%/g, ""));
            hashParts.push(child.value);
            callParts.push(child.value);
          } else if (isBlockNode(child)) {
            const kind: ProcedureArgumentKind = child.info.argument === "boolean" || child.isBoolean ? "boolean" : "string-number";
            parts.push(kind === "boolean" ? "%b" : "%s");
            hashParts.push("_");
            argumentNames.push(labelText(child));
            argumentKinds.push(kind);
            callParts.push(kind === "boolean" ? "<>" : "()");
          }
        }
        const hash = minifyHash(hashParts.join(" "));
        let argument = 0;
        const defineText = `define ${callParts
          .map((part) => {
            if (part !== "()" && part !== "<>") return part;
            const name = argumentNames[argument++] ?? "";
            return part === "<>" ? `<${name}>` : `(${name})`;
          })
          .join(" ")}`;
        for (const name of argumentNames) if (!this.argumentOwners.has(name)) this.argumentOwners.set(name, defineText);
        if (this.definitionsByHash.has(hash)) continue;
        this.writtenProccodes ??= writtenProccodes(this.lines);
        this.definitionsByHash.set(hash, {
          definition: { proccode: exactProccode(this.writtenProccodes.get(hash), parts.join(" ")), argumentNames, argumentKinds, warp: false, line: 0 },
          callText: callParts.join(" "),
          defineText,
        });
      }
    }
  }

  /** Hashes of blocks the program writes with `:: custom` (a custom block worded like a built-in). */
  private readonly explicitlyCustom = new Set<string>();
  private collectExplicitCalls(scripts: readonly SbScript[]): void {
    const visit = (node: SbNode | undefined): void => {
      if (isBlockNode(node)) {
        if (isMarkedCustom(node) && node.info.shape !== "define-hat" && node.info.hash) this.explicitlyCustom.add(node.info.hash);
        for (const child of node.children) if (isBlockNode(child) || isScriptNode(child)) visit(child);
      } else if (isScriptNode(node)) {
        for (const child of node.blocks) visit(child);
      } else if (isGlowNode(node)) visit(node.child);
    };
    for (const script of scripts) for (const block of script.blocks) visit(block);
  }

  private outlineHash(define: SbBlock): string | null {
    const outline = define.children.find((c) => isBlockNode(c) && c.isOutline) as SbBlock | undefined;
    return outline ? minifyHash(outline.children.map((c) => (isLabelNode(c) ? c.value : "_")).join(" ")) : null;
  }

  /** The input names this define script declares (its own, also when another define has the same words). */
  private argumentsOfDefine(first: SbNode | undefined): Set<string> | null {
    if (!isBlockNode(first) || first.info.shape !== "define-hat") return null;
    const outline = first.children.find((c) => isBlockNode(c) && c.isOutline) as SbBlock | undefined;
    const names = new Set<string>();
    for (const child of outline?.children ?? []) if (isBlockNode(child)) names.add(labelText(child));
    return names;
  }

  /** Names in the variable and list fields of every block (`set [size v] to (1)`, `add [x] to [answer v]`). */
  private collectDeclaredData(scripts: readonly SbScript[]): void {
    const visit = (node: SbNode | undefined): void => {
      if (isBlockNode(node)) {
        const fields = node.info.id ? dataFieldsById.get(node.info.id) : undefined;
        if (fields) {
          const args = argsOf(node);
          for (const { index, kind } of fields) {
            const arg = args[index];
            if (!arg || isBlockNode(arg)) continue;
            (kind === "variable" ? this.declaredVariables : this.declaredLists).add(this.dropdownText(arg));
          }
        }
        for (const child of node.children) if (isBlockNode(child) || isScriptNode(child)) visit(child);
      } else if (isScriptNode(node)) {
        for (const child of node.blocks) visit(child);
      } else if (isGlowNode(node)) {
        visit(node.child);
      }
    };
    for (const script of scripts) for (const block of script.blocks) visit(block);
  }

  // --- resolution ---

  private resolve(b: SbBlock): Resolution {
    const info = b.info;
    const id = info.id;
    const hash = info.hash ?? "";
    if (id === "PROCEDURES_DEFINITION" || info.shape === "define-hat") return { kind: "define" };
    if (id === "PROCEDURES_CALL") return { kind: "call" };
    const extension = extensionOpcodeOf(b);
    if (extension) return { kind: "extension", opcode: extension };
    const own = this.ownName(b, hash);
    if (own) return own;
    if (id) {
      if (renamedHashes.has(hash)) {
        return { kind: "bad", code: "scratch2-block", draft: messages.scratch2Block(safeText(b), withValues(scratch2Replacements[hash] ?? "", writtenSlots(b))) };
      }
      if (id.startsWith("sb2:") || scratch2Ids.has(id)) {
        return { kind: "bad", code: "scratch2-block", draft: messages.scratch2Block(safeText(b), scratch2Replacements[id] ?? "") };
      }
      if (id.includes(".")) {
        const extension = unsupportedExtensionNames[info.category] ?? unsupportedExtensionNames[id.split(".")[0] ?? ""];
        if (extension) return { kind: "bad", code: "unsupported-extension", draft: messages.unsupportedExtension(safeText(b), extension) };
      }
      if (id.startsWith("scratchblocks:")) {
        return { kind: "bad", code: "unknown-block", draft: messages.unknownBlock(safeText(b), "Replace it with real blocks.") };
      }
      // Makey Makey's key hat has Events' words; `:: makeymakey` after it says which is meant.
      const entries = vocabularyByScratchblocksId.get(id === "EVENT_WHENKEYPRESSED" && info.category === "makeymakey" ? "makeymakey.whenKeyPressed" : id);
      if (entries && entries.length > 0) {
        const entry = entries.length > 1 ? (mouthsOf(b).length >= 2 ? entries.find((e) => e.shape === "c-block-else") : entries.find((e) => e.shape !== "c-block-else")) : entries[0];
        if (entry) return { kind: "entry", entry };
      }
      return this.unknown(b);
    }
    if (info.category === "custom-arg") return { kind: "argument" };
    if (b.isReporter && info.category === "variables" && !hasArgs(b)) return { kind: "variable" };
    if (b.isReporter && info.category === "list" && !hasArgs(b)) return { kind: "list" };
    const bare = this.bareNumbers(hash, b);
    if (bare) return bare;
    if (/^_( (and|or) _){2,}$/.test(hash)) {
      const draft = messages.naryBoolean(/ and /.test(hash) ? "and" : "or");
      const fixed = conditionInScratchForm(splitComment(this.lineText(this.nonBlank[this.cursor - 1] !== undefined ? (this.nonBlank[this.cursor - 1] ?? 0) + 1 : 0)).code);
      if (fixed) draft.hint = fixed.trim();
      return { kind: "bad", code: "nary-boolean", draft };
    }
    return this.unknown(b);
  }

  /**
   * Names the author made win over Scratch's own blocks (issue 13, "no silent change"): inside a
   * `define`, its inputs; then variables and lists the program sets or fills; then calls of a
   * defined block (`hop (1) :: custom`, or a define worded like a built-in block). scratchblocks
   * alone would read `(size)` in `define grow (size)` as Looks' size reporter.
   */
  private ownName(b: SbBlock, hash: string): Resolution | null {
    if ((b.isReporter || b.isBoolean) && !hasArgs(b)) {
      const name = labelText(b);
      // A category written after `::` is the author's word: `(size :: variables)` is the
      // variable even inside `define grow (size)`, `(local :: list)` the list, `(size :: looks)`
      // Looks' block (scratchblocks infers `list` itself for names it saw in list blocks).
      const info = b.info as { categoryIsDefault?: boolean; selector?: string; category: string; id?: string };
      // (scratchblocks marks a define's inputs `custom-arg` itself, which is no word of the author's.)
      if (b.isReporter && info.categoryIsDefault === false && info.selector !== "contentsOfList:" && info.category !== "custom-arg") {
        if (info.category === "list") return { kind: "list" };
        if (info.category === "variables") return { kind: "variable" };
        if (info.id) return null;
      }
      if (this.currentArguments?.has(name)) return { kind: "argument" };
      // `(name :: list)` is the list; a bare `(name)` is the variable when there are both.
      if (b.isReporter && b.info.category === "list" && this.declaredLists.has(name)) return { kind: "list" };
      if (b.isReporter && this.declaredVariables.has(name)) return { kind: "variable" };
      if (b.isReporter && this.declaredLists.has(name)) return { kind: "list" };
      // An input of another define, read where it has no value: Scratch reports 0 ("" or false).
      // Built-in names keep their block here: outside the define, `(size)` is Looks' size.
      const owner = this.argumentOwners.get(name);
      if (owner && !b.info.id) return { kind: "argument", outsideOf: owner };
    }
    if (!b.isReporter && !b.isBoolean && !b.isHat && this.definitionsByHash.has(hash) && (b.info.category === "custom" || b.info.id)) {
      // Where the program writes the block `:: custom`, its words without it are the built-in.
      if (b.info.id && this.explicitlyCustom.has(hash) && !isMarkedCustom(b)) return null;
      return { kind: "call" };
    }
    return null;
  }

  /** `say [hi] for 2 secs`, `move 10 steps`: a number typed without brackets hides the block. */
  private bareNumbers(hash: string, b: SbBlock): Resolution | null {
    const numericHash = hash
      .split(" ")
      .map((w) => (/^-?\d+(?:\.\d+)?$/.test(w) ? "_" : w))
      .join(" ");
    if (numericHash === hash) return null;
    const written = writtenSlots(b, true);
    if (renamedHashes.has(numericHash)) {
      return { kind: "bad", code: "scratch2-block", draft: messages.scratch2Block(safeText(b), withValues(scratch2Replacements[numericHash] ?? "", written)) };
    }
    const match = allLanguages.en?.blocksByHash?.[numericHash]?.[0];
    const entry = match?.id ? vocabularyByScratchblocksId.get(match.id)?.[0] : undefined;
    if (!entry) return null;
    return { kind: "bad", code: "unknown-block", draft: messages.bareNumber(safeText(b), withValues(entry.text, written)) };
  }

  private unknown(b: SbBlock): Resolution {
    const text = safeText(b);
    const words = labelText(b);
    const defined = [...this.definitionsByHash.values()];
    const firstWord = words.split(" ")[0]?.toLowerCase() ?? "";
    const nearDefinition = defined.some((d) => d.callText.split(" ")[0]?.toLowerCase() === firstWord);
    // Placeholders an answer leaves (`... (the movement code from before)`, `<condition>`): the
    // gap is named as a gap, not as a block Scratch lacks (decision 680).
    if (/^(?:\.{2,}|…)/.test(text.trim())) return { kind: "bad", code: "undefined-custom-block", draft: messages.leftOutBlocks(text) };
    if (b.isBoolean && /^<\s*(?:\.{2,}|…|(?:(?:a|the|your|some)\s+)?condition\s*\d*)\s*>$/i.test(text.trim())) {
      return { kind: "bad", code: "unknown-block", draft: messages.conditionGap(text) };
    }
    const borrowed = borrowedWords[firstWord.replace(/:$/, "")];
    if (borrowed && !nearDefinition) {
      return { kind: "bad", code: "unknown-block", draft: messages.unknownBlock(text, `Scratch does this with: ${borrowed}`) };
    }
    // `<[this option is correct]>`, `<the answer is right>`: a thought, not one of Scratch's tests.
    if (b.isBoolean && /[a-z]{2,}\s+[a-z]{2,}/i.test(text) && !/\?\s*>?$/.test(text)) {
      return { kind: "bad", code: "unknown-block", draft: messages.conditionInWords(text) };
    }
    const colourWord = /touching\s+colou?r\s*\[\s*([A-Za-z][A-Za-z ]*?)\s*\]/i.exec(text)?.[1];
    if (colourWord) return { kind: "bad", code: "unknown-block", draft: messages.colourInWords(colourWord) };
    // `turn (90) degrees` read without the repair step (which reads it as turn right, decision 680).
    const turn = /^turn\s*(\(.*\)|-?[\d.]+)\s*degrees?$/i.exec(text);
    const amount = turn?.[1];
    if (amount !== undefined) return { kind: "bad", code: "unknown-block", draft: messages.turnWithoutDirection(text, amount.startsWith("(") ? amount : `(${amount})`) };
    const close = closestBlocks(words);
    const hint = formatHint(close.map((c) => c.entry));
    const isCommandLike = b.isCommand || (!b.isReporter && !b.isBoolean);
    if (isCommandLike && (nearDefinition || (close[0]?.score ?? 0) < 0.4 || b.info.category === "custom")) {
      return { kind: "bad", code: "undefined-custom-block", draft: messages.undefinedCustomBlock(text, nearDefinition ? defined.map((d) => d.callText) : [], hint) };
    }
    return { kind: "bad", code: "unknown-block", draft: messages.unknownBlock(text, hint) };
  }

  // --- blocks ---

  private newBlock(opcode: string, entry: VocabularyEntry | undefined, shape: BlockShape, line: number): Block {
    return { opcode, category: entry?.category ?? "unknown", shape, line, inputs: {}, fields: {}, substacks: {} };
  }

  private convertStack(b: SbBlock): Block {
    const line = this.takeLine();
    this.takeCommentLine(b, line);
    const entry: ScriptLine & { kind: "block" } = {
      kind: "block",
      line,
      parent: this.openers[this.openers.length - 1] ?? null,
      opens: b.hasScript || b.isHat || b.info.shape === "define-hat",
      unknown: false,
    };
    this.scriptLines.push(entry);
    const block = this.convertCommon(b, line, "stack");
    this.stackSourceByLine[line] = b;
    this.readAsBlock[line] = true;
    entry.unknown = block.opcode === "unknown";
    if (block.opcode === "control_wait_until") {
      entry.waitUntil = splitComment(this.lineText(line)).code.replace(/^\s*wait\s+until\s*/i, "").trim() || "<>";
    }
    if (b.comment) block.comment = b.comment.label.value.trim();
    if (block.opcode === "procedures_definition" && block.comment !== undefined) this.readWarp(block, b);
    if (b.hasScript) {
      this.openers.push(line);
      this.convertMouths(b, block, line);
      this.openers.pop();
    }
    return block;
  }

  /**
   * "Run without screen refresh" rides on its define line's comment (decision 014):
   * `define draw (size) // run without screen refresh`, other words after a `;`.
   */
  private readWarp(block: Block, b: SbBlock): void {
    const match = /^run without screen refresh\s*(?:;\s*([\s\S]*))?$/i.exec(block.comment ?? "");
    if (!match || !block.procedure) return;
    block.procedure.warp = true;
    const info = this.definitionsByHash.get(this.outlineHash(b) ?? "");
    if (info) info.definition.warp = true;
    if (match[1]) block.comment = match[1];
    else delete block.comment;
  }

  private convertMouths(b: SbBlock, block: Block, line: number): void {
    const entry = vocabularyByOpcode.get(block.opcode);
    const substackNames = (entry?.slots ?? []).filter((s) => s.slot === "input" && s.kind === "substack").map((s) => s.name);
    mouthsOf(b).forEach((mouth, i) => {
      if (i > 0) {
        const elseLine = this.takeStructuralLine();
        this.scriptLines.push({ kind: "else", line: elseLine, closes: line });
        const allowed = block.opcode === "control_if_else" && i === 1;
        if (!allowed && block.opcode !== "unknown") {
          this.report("stray-else", elseLine, this.columnOf(elseLine), messages.strayElse(block.opcode === "control_if_else" ? null : this.shortText(block)));
        }
      }
      const stack = this.convertStackList(mouth.blocks);
      const name = substackNames[i] as "SUBSTACK" | "SUBSTACK2" | undefined;
      if (name) block.substacks[name] = stack;
    });
    const next = this.peekLine();
    if (next && this.isEndLine(next.text)) {
      this.scriptLines.push({ kind: "end", line: this.takeStructuralLine(), closes: line });
    } else {
      this.report("missing-end", line, this.columnOf(line), messages.missingEnd(this.shortText(block)));
      if (next) this.mouthsBrokenAt.push({ missingEndIndex: this.diagnostics.length - 1, nextLine: next.line });
    }
  }

  private convertStackList(items: readonly (SbNode | undefined)[]): Block[] {
    const out: Block[] = [];
    let cap: Block | null = null;
    let reported = false;
    for (const item of flattenItems(items)) {
      if (isCommentNode(item)) {
        this.comments.push({ line: this.takeCommentItemLine(item.label.value), text: item.label.value.trim() });
        continue;
      }
      const block = this.convertStack(item);
      if (cap && !reported) {
        this.report("block-after-cap", block.line, this.columnOf(block.line), messages.blockAfterCap(this.shortText(cap), this.shortText(block)));
        reported = true;
      }
      if (CAP_SHAPES.has(block.shape)) cap = block;
      out.push(block);
    }
    return out;
  }

  /** A reporter or boolean in a slot (or, wrongly, on its own line). */
  private convertExpression(b: SbBlock, line: number): Block {
    return this.convertCommon(b, line, "slot");
  }

  private convertCommon(b: SbBlock, line: number, position: "stack" | "slot"): Block {
    const r = this.resolve(b);
    let block: Block;
    switch (r.kind) {
      case "entry": {
        let shape = r.entry.shape;
        block = this.newBlock(r.entry.opcode, r.entry, shape, line);
        if (r.entry.extension) this.extensions.add(r.entry.extension);
        this.fillSlots(b, r.entry, block, line);
        // `stop [other scripts in sprite v]` is a stack block: blocks may follow it.
        if (block.opcode === "control_stop" && /other scripts/.test(block.fields.STOP_OPTION?.value ?? "")) shape = "stack";
        block.shape = shape;
        break;
      }
      case "define": {
        block = this.newBlock("procedures_definition", vocabularyByOpcode.get("procedures_definition"), "define-hat", line);
        const hash = this.outlineHash(b) ?? "";
        const info = this.definitionsByHash.get(hash);
        // Its inputs are names typed by the author (`define jump (height + 2)`): always looked at again.
        this.operatorLikeName[line] = true;
        // Two defines of one block: Scratch would run only one of them, so say which is extra.
        if (info && this.definesSeen.has(hash)) {
          this.report("duplicate-define", line, this.columnOf(line), messages.duplicateDefine(info.defineText, info.definition.line));
        }
        this.definesSeen.add(hash);
        // `define say (x)`: its calls read as this define, but a reader would see Scratch's block.
        const builtIn = allLanguages.en?.blocksByHash?.[hash]?.[0];
        if (info && builtIn && builtIn.shape !== "reporter" && builtIn.shape !== "boolean") {
          this.report("ambiguous-name", line, this.columnOf(line), messages.defineLikeBuiltIn(info.callText, info.defineText));
        }
        if (info) {
          if (info.definition.line === 0) info.definition.line = line;
          block.procedure = { ...info.definition, argumentNames: [...info.definition.argumentNames], argumentKinds: [...info.definition.argumentKinds], arguments: [] };
          delete (block.procedure as { line?: number }).line;
        }
        break;
      }
      case "call": {
        block = this.newBlock("procedures_call", vocabularyByOpcode.get("procedures_call"), "stack", line);
        const info = this.definitionsByHash.get(b.info.hash ?? "");
        const kinds = info?.definition.argumentKinds ?? [];
        const args = argsOf(b).map((arg, i) => this.callArgument(arg, kinds[i] ?? "string-number", line, b));
        block.procedure = {
          proccode: info?.definition.proccode ?? "",
          argumentNames: [...(info?.definition.argumentNames ?? [])],
          argumentKinds: [...kinds],
          arguments: args,
          warp: false,
        };
        break;
      }
      case "argument": {
        const isBool = b.isBoolean;
        const opcode = isBool ? "argument_reporter_boolean" : "argument_reporter_string_number";
        block = this.newBlock(opcode, vocabularyByOpcode.get(opcode), isBool ? "boolean" : "reporter", line);
        const name = labelText(b);
        block.fields.VALUE = { value: name, text: name };
        if (r.outsideOf) this.report("argument-outside-define", line, this.columnOf(line, name), messages.argumentOutsideDefine(name, r.outsideOf, isBool));
        break;
      }
      case "variable": {
        block = this.newBlock("data_variable", vocabularyByOpcode.get("data_variable"), "reporter", line);
        const name = labelText(b);
        block.fields.VARIABLE = { value: name, text: name };
        this.useVariable(name);
        if (mayBeOperatorInName(name)) this.operatorLikeName[line] = true;
        if (!this.declaredVariables.has(name)) this.warnSimilarName(name, line);
        // scratchblocks read it as a built-in reporter (`answer`, `size`, `timer`): say which one wins.
        else if (b.info.id) this.warnBuiltInName(name, b.info.category, line, "variable");
        break;
      }
      case "list": {
        block = this.newBlock("data_listcontents", vocabularyByOpcode.get("data_listcontents"), "reporter", line);
        const name = labelText(b);
        block.fields.LIST = { value: name, text: name };
        this.useList(name);
        if (b.info.id) this.warnBuiltInName(name, b.info.category, line, "list");
        break;
      }
      case "extension": {
        // Another extension's block, kept from the opened project: its values in order.
        const shape: BlockShape = b.isBoolean ? "boolean" : b.isReporter ? "reporter" : b.isHat ? "hat" : "stack";
        block = this.newBlock(r.opcode, undefined, shape, line);
        argsOf(b).forEach((arg, index) => {
          let value: InputValue;
          if (isBlockNode(arg)) value = { type: "block", block: this.convertNested(arg, line) };
          else if (arg.shape === "boolean") value = { type: "empty" };
          else if (arg.shape === "dropdown" || arg.shape === "number-dropdown") value = { type: "menu", value: this.dropdownText(arg), text: this.dropdownText(arg) };
          else value = { type: "literal", kind: "text", value: String(arg.value ?? "") };
          block.inputs[`ARG${index}`] = value;
        });
        break;
      }
      case "bad": {
        const shape: BlockShape = b.isBoolean ? "boolean" : b.isReporter ? "reporter" : b.hasScript ? "c-block" : b.isHat ? "hat" : b.isFinal ? "cap" : "stack";
        block = this.newBlock("unknown", undefined, shape, line);
        this.report(r.code, line, position === "stack" ? this.columnOf(line) : this.columnOf(line, safeText(b)), r.draft);
        if (position === "stack" && !b.hasScript && C_BLOCK_WORDS.has(labelText(b).split(" ")[0]?.toLowerCase() ?? "")) this.unreadOpeners++;
        // Still walk nested reporters so their own problems and variables are found.
        for (const arg of argsOf(b)) if (isBlockNode(arg)) this.convertExpression(arg, line);
        break;
      }
    }
    return block;
  }

  private callArgument(arg: SbInput | SbBlock, kind: ProcedureArgumentKind, line: number, call: SbBlock): InputValue {
    if (isBlockNode(arg)) {
      const nested = this.convertNested(arg, line);
      if (kind === "boolean" && nested.shape !== "boolean" && nested.opcode !== "unknown") {
        this.report("wrong-slot", line, this.columnOf(line, safeText(arg)), messages.wrongSlotNotBoolean(safeText(arg), safeText(call)));
      }
      return { type: "block", block: nested };
    }
    if (kind === "boolean") {
      if (arg.shape === "boolean") return { type: "empty" };
      this.report("wrong-slot", line, this.columnOf(line, safeText(arg)), messages.wrongSlotNotBoolean(safeText(arg), safeText(call)));
      return { type: "literal", kind: "text", value: String(arg.value ?? "") };
    }
    if (arg.shape === "boolean") return { type: "empty" };
    return { type: "literal", kind: arg.shape === "number" ? "number" : "text", value: String(arg.value ?? "") };
  }

  /** A block inside a slot: stack blocks written in a slot come back as unknown reporters. */
  private convertNested(b: SbBlock, line: number): Block {
    if (!b.info.id && (b.isReporter || b.isBoolean) && b.info.category === "obsolete") {
      const stackMatch = allLanguages.en?.blocksByHash?.[b.info.hash ?? ""]?.find((i) => i.shape !== "reporter" && i.shape !== "boolean");
      if (stackMatch) {
        const text = safeText(b);
        this.report("wrong-slot", line, this.columnOf(line, text), messages.wrongSlotStackInSlot(text));
        return this.newBlock("unknown", undefined, b.isBoolean ? "boolean" : "reporter", line);
      }
    }
    return this.convertExpression(b, line);
  }

  private fillSlots(b: SbBlock, entry: VocabularyEntry, block: Block, line: number): void {
    const slots = textSlots(entry);
    const args = argsOf(b);
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] as BlockSlot;
      const arg = args[i];
      if (slot.slot === "field") {
        block.fields[slot.name] = this.fieldValue(slot, arg, line, b, entry);
      } else {
        block.inputs[slot.name] = this.inputValue(slot, arg, line, b);
      }
    }
  }

  private fieldValue(slot: BlockSlot & { slot: "field" }, arg: SbInput | SbBlock | undefined, line: number, owner: SbBlock, entry: VocabularyEntry): FieldValue {
    if (arg === undefined) return { value: slot.default, text: slot.default };
    if (isBlockNode(arg)) {
      const got = safeText(arg);
      this.convertNested(arg, line);
      const example = entry.text;
      this.report("wrong-slot", line, this.columnOf(line, got), messages.wrongSlotField(got, safeText(owner), example));
      return { value: slot.default, text: slot.default };
    }
    const written = this.dropdownText(arg);
    switch (slot.kind) {
      case "variable":
        this.useVariable(written);
        return { value: written, text: written };
      case "list":
        this.useList(written);
        return { value: written, text: written };
      case "broadcast":
        if (written) this.broadcasts.add(written);
        return { value: written, text: written };
      case "field-dropdown": {
        const value = slot.menu ? this.checkMenu(slot.menu, written, line, owner) : written;
        return { value, text: written };
      }
    }
  }

  private inputValue(slot: InputSlot, arg: SbInput | SbBlock | undefined, line: number, owner: SbBlock): InputValue {
    if (arg === undefined) return { type: "empty" };
    if (isBlockNode(arg)) {
      const nested = this.convertNested(arg, line);
      if (slot.kind === "boolean" && nested.shape !== "boolean" && nested.opcode !== "unknown") {
        this.report("wrong-slot", line, this.columnOf(line, safeText(arg)), messages.wrongSlotNotBoolean(safeText(arg), safeText(owner)));
      }
      return { type: "block", block: nested };
    }
    const raw = String(arg.value ?? "");
    if (arg.shape === "boolean") {
      if (slot.kind === "boolean") return { type: "empty" };
      return { type: "empty" };
    }
    switch (slot.kind) {
      case "boolean":
        this.report("wrong-slot", line, this.columnOf(line, safeText(arg)), messages.wrongSlotNotBoolean(safeText(arg), safeText(owner)));
        return { type: "literal", kind: "text", value: raw };
      case "menu-shadow": {
        const written = this.dropdownText(arg);
        const value = slot.menu ? this.checkMenu(slot.menu, written, line, owner) : written;
        if (slot.menu?.openTo === "broadcast" && written) this.broadcasts.add(written);
        return { type: "menu", value, text: written };
      }
      case "color":
        if (!HEX_COLOR.test(raw)) this.report("wrong-slot", line, this.columnOf(line, safeText(arg)), messages.wrongSlotNotColor(safeText(arg)));
        return { type: "literal", kind: "color", value: raw };
      case "text":
        return { type: "literal", kind: "text", value: raw };
      case "substack":
        return { type: "empty" };
      default: {
        // number, positive-number, whole-number, integer, angle, note
        // A list's place may also be a word Scratch reads there (Scratch 2 projects have them).
        // (Judged on the real characters: `[\ 5]` is " 5", a number Scratch reads.)
        const plain = restoreEscapes(raw);
        if (plain.trim() !== "" && !isNumeric(plain) && !(slot.name === "INDEX" && LIST_PLACE_WORDS.has(plain.trim().toLowerCase()))) {
          this.report("wrong-slot", line, this.columnOf(line, safeText(arg)), messages.wrongSlotNotNumber(safeText(arg), safeText(owner)));
        }
        // Typed in square brackets, every character is the author's (Scratch keeps " 10").
        return { type: "literal", kind: slot.kind, value: arg.shape === "string" ? raw : raw.trim() };
      }
    }
  }

  /** The English value of a dropdown (scratchblocks maps known translated values to English). */
  private dropdownText(arg: SbInput): string {
    const raw = String(arg.value ?? "").trim();
    return (arg.menu ?? this.nativeDropdowns[raw] ?? raw).trim();
  }

  /** Returns the value Scratch stores; reports values the menu does not have. */
  private checkMenu(menu: MenuSpec, raw: string, line: number, owner: SbBlock): string {
    // An escaped letter marks a name as the author's own (`(mouse\-pointer v)` is a sprite).
    const ownName = isOwnName(raw);
    const written = restoreEscapes(raw);
    const option = ownName ? undefined : findMenuOption(menu, written);
    if (option) return option.value;
    if (written !== "") {
      switch (menu.openTo) {
        case "costume":
        case "backdrop":
        case "sound":
        case "broadcast":
        case "variable-name":
          return written;
        case "sprite": {
          // Marked as a name, it is the sprite of that name even where it spells an option.
          const named = ownName ? this.spriteNames.find((name) => name === written) : undefined;
          if (named !== undefined) return named;
          const sprite = classifySpriteMenuValue(menu, written, this.spriteNames);
          // Scratch finds sprites by exact name: `sprite1` must be stored as `Sprite1`.
          if (sprite.kind === "own") return sprite.name;
          if (sprite.kind === "other") {
            // One warning per sprite: naming it again is not a second mistake.
            const first = this.otherSprites.get(sprite.name.toLowerCase());
            if (first !== undefined) return first;
            this.otherSprites.set(sprite.name.toLowerCase(), sprite.name);
            this.report("other-sprite", line, this.columnOf(line, written), messages.otherSprite(sprite.name, safeText(owner), menu.options.map((o) => o.text)));
            return sprite.name;
          }
          break;
        }
        default:
          break;
      }
    }
    const choices = menu.options.map((o) => o.text);
    if (menu.openTo === "sprite") choices.push(...this.spriteNames);
    const draft = messages.unknownMenuOption(written, safeText(owner), choices.slice(0, 12));
    // Translated dropdown values scratchblocks cannot map back to English are only suspicious.
    if (!this.isEnglish) draft.severity = "warning";
    this.report("unknown-menu-option", line, this.columnOf(line, written || undefined), draft);
    return written;
  }

  /** Names already warned about for looking like a built-in reporter: one warning per name. */
  private readonly namesWarnedAbout = new Set<string>();
  /** `(x pos)`, `(costume number)`: close to a built-in reporter, so probably not a new variable. */
  private warnSimilarName(name: string, line: number): void {
    if (this.namesWarnedAbout.has(name)) return;
    const meant = similarReporter(name);
    if (!meant) return;
    this.namesWarnedAbout.add(name);
    this.report("similar-name", line, this.columnOf(line, name), messages.similarName(name, meant));
  }

  /** `(answer)` with `set [answer v]`: the author's variable or list, not Scratch's block of that name. */
  private warnBuiltInName(name: string, category: string, line: number, kind: "variable" | "list"): void {
    if (this.namesWarnedAbout.has(name)) return;
    this.namesWarnedAbout.add(name);
    const categoryName = category === "" ? "Scratch" : category.charAt(0).toUpperCase() + category.slice(1);
    this.report("ambiguous-name", line, this.columnOf(line, `(${name})`), messages.dataLikeBuiltIn(name, categoryName, kind));
  }

  private useVariable(name: string): void {
    if (name && !this.variables.has(name)) this.variables.set(name, { name, isLocal: false });
  }
  private useList(name: string): void {
    if (name && !this.lists.has(name)) this.lists.set(name, { name, isLocal: false });
  }
}

/**
 * scratchblocks throws on a few malformed lines (e.g. `::+// x`), and so would the renderer.
 * Such lines are found one by one, emptied (line numbers stay), and reported.
 */
function parseTolerantly(text: string, languages: string[]): { doc: { scripts: SbScript[]; lines: string[] }; unreadable: number[] } {
  try {
    return { doc: { scripts: sbParse(text, { languages }).scripts, lines: text.split("\n") }, unreadable: [] };
  } catch {
    const lines = text.split("\n");
    const unreadable: number[] = [];
    lines.forEach((line, i) => {
      try {
        sbParse(line, { languages });
      } catch {
        unreadable.push(i + 1);
        // An empty comment keeps the script in one piece where a blank line would split it.
        lines[i] = "//";
      }
    });
    try {
      return { doc: { scripts: sbParse(lines.join("\n"), { languages }).scripts, lines }, unreadable };
    } catch {
      return { doc: { scripts: [], lines: lines.map(() => "") }, unreadable: lines.map((_, i) => i + 1) };
    }
  }
}

/** Tests switch this on to prove every line was matched to a scratchblocks item. */
export let debugLineSync = false;
export function setDebugLineSync(on: boolean): void {
  debugLineSync = on;
}

// --- entry point ----------------------------------------------------------------------------

/** White space other than a space, a tab or a new line (the no-break and ideographic spaces). */
const OTHER_SPACE = /[^\S\n\t ]/;
/** The private-use characters protectEscapes stands escapes with (program.escapes.ts). */
const HAS_PRIVATE = /[\uE00A\uE00D\uE0FF\uE100-\uE1FF]/;

/**
 * Parses (already normalised) scratchblocks text into a Program and strict diagnostics.
 * Lines and columns are 1-based positions in `text`.
 */
export function parseProgram(text: string, options: ParseOptions = {}): ParseResult {
  const language = options.language ?? "en";
  if (!allLanguages[language]) {
    throw new Error(`Block language "${language}" is not loaded: await loadBlocksLanguage("${language}") first.`);
  }
  const languages = language === "en" ? ["en"] : ["en", language];
  // A backslash at the end of a line would escape the newline and merge two lines into one
  // block, which nobody means; dropping it keeps one block per line.
  // Unicode spaces count as blank for us but not for scratchblocks: make both agree.
  // Each step only where its characters occur: most texts have none, and a replacement that
  // finds nothing still costs a pass over the whole text on every parse.
  let safe = text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
  // Only where they decide what is blank (line ends, indentation): inside a string a
  // no-break or ideographic space is the author's character and stays.
  if (OTHER_SPACE.test(safe)) safe = safe.replace(/^[^\S\n]+|[^\S\n]+$/gm, (space) => space.replace(/[^\S\n\t ]/g, " "));
  safe = safe.replace(/[\u200B-\u200D\u2060\uFEFF]/g, "");
  if (safe.includes("\\")) safe = safe.replace(/(?<!\\)((?:\\\\)*)\\$/gm, "$1");
  const read = protectEscapes(safe);
  const { doc, unreadable } = parseTolerantly(read, languages);
  const builder = new ProgramBuilder(doc.lines, languages, options.spriteNames ?? [DEFAULT_SPRITE_NAME]);
  const program = builder.build(doc.scripts, options.declared);
  // Every value is read from this text or the options' names: without a private-use character
  // in them, none has one to restore.
  const given = [...(options.declared?.variables ?? []), ...(options.declared?.lists ?? []), ...(options.spriteNames ?? [])];
  if (HAS_PRIVATE.test(read) || given.some((name) => HAS_PRIVATE.test(name))) restoreProgramEscapes(program);
  for (const line of unreadable) {
    builder.diagnostics.push(toDiagnostic("unknown-block", line, 1, messages.unreadableLine(safe.split("\n")[line - 1] ?? "")));
  }
  if (debugLineSync && builder.unconsumedLines !== 0) throw new Error(`line sync lost: ${builder.unconsumedLines} lines unconsumed`);
  const diagnostics = builder.diagnostics.sort((a, b) => a.line - b.line || a.column - b.column);
  return { program, diagnostics };
}
