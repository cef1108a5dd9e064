// repairBlocksText: the step between normalising and validating (normalise → repair → validate).
// It rewrites spellings that have exactly one Scratch 3 meaning (Scratch 2 wordings, `if <>`
// without `then`, `>=`, menus in the other bracket, ...) and records each rewrite, so people see
// what was tidied and a paid repair round only hears about real problems.
//
// The rules (text.repair.rules*.ts) only propose edits; the real parser decides. An edit is kept
// only when the line still reads as exactly one block and has fewer errors than before, or,
// for a line that had no error, when it means exactly the same blocks. Anything else is left
// for the validator to explain. Line rewrites never add or remove lines; the two steps that do,
// joining a script a blank line cut in two (text.repair.paragraphs.ts) and adding the `end` of a
// C-block the indentation shows closed (text.repair.ends.ts), run last, and the line numbers of
// every rewrite are those of the delivered text.

import { parseProgram } from "./program.parse";
import { walkBlocks, type Block, type Diagnostic, type DiagnosticCode, type InputValue, type Script } from "./program";
import { labelOf, scanGroups, sitesOf, type Group, type Site } from "./text.repair.groups";
import { hashOfLabel } from "./text.repair.scratch2";
import { repairRules } from "./text.repair.rules";
import type { LineView, RepairRule, RepairRuleId } from "./text.repair.types";
import { splitComment } from "./text.normalize";
import { splitSideBySideLoops } from "./text.repair.side-by-side";
import { closeOpenCBlocks } from "./text.repair.ends";
import { joinCutScripts } from "./text.repair.paragraphs";
import { isBlockWithLooseValues } from "./text.loose-values";
import { textsWithRoundGroups } from "./text.repair.text-reporters";
import { isCanonicalBlockLine } from "./text.repair.canonical";
import { builtInReporterSpelled } from "./program.hints";
import { readDirective } from "./project/project.directives";
import { vocabulary } from "./vocabulary";

export type { RepairRuleId } from "./text.repair.types";

/** One tidied spelling: where, what was written, what it became, and why (in plain words). */
export interface BlocksRewrite {
  /** 1-based line of the text (normalised and repaired alike: repair keeps every line). */
  line: number;
  before: string;
  after: string;
  rule: RepairRuleId;
  reason: string;
}

export interface RepairResult {
  text: string;
  rewrites: BlocksRewrite[];
}

/** Codes that are about the program's structure, which a single line parsed alone cannot judge. */
const STRUCTURAL: ReadonlySet<DiagnosticCode> = new Set(["missing-end", "stray-end", "stray-else", "script-without-hat", "block-after-cap", "empty-program"]);

interface Verdict {
  errors: number;
  /** Top-level blocks the line makes (1 for every readable block line). */
  blocks: number;
  /** What the line's block means, for comparing spellings; null when it holds an unknown block. */
  meaning: string | null;
  /**
   * Variables the line reads whose names are a block in disguise (`(pick random 4 to 10)`,
   * `(join "a" "b")`, `(y_position)`) and that the program never declares: scratchblocks reads
   * them without an error, but no author means a variable by them.
   */
  disguised: number;
}

const normalColour = (value: string) => (/^#[0-9a-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join("")}` : value).toLowerCase();

function inputMeaning(v: InputValue): unknown {
  switch (v.type) {
    case "literal":
      return [v.kind, v.kind === "color" ? normalColour(v.value) : v.value];
    case "menu":
      return ["menu", v.value];
    case "block":
      return blockMeaning(v.block);
    case "empty":
      return null;
  }
}

/** A block's meaning for Scratch: opcodes and stored values, not how they were spelled. */
function blockMeaning(b: Block): unknown {
  if (b.opcode === "unknown") throw UNKNOWN;
  const inputs = Object.keys(b.inputs)
    .sort()
    .map((k) => [k, inputMeaning(b.inputs[k] as InputValue)]);
  const fields = Object.keys(b.fields)
    .sort()
    .map((k) => [k, b.fields[k]?.value]);
  const procedure = b.procedure ? [b.procedure.proccode, b.procedure.arguments.map(inputMeaning)] : null;
  return [b.opcode, inputs, fields, procedure];
}
const UNKNOWN = new Error("unknown block");

/**
 * Custom-block definitions a line may call: a call on one line is judged with them. Only the
 * definitions whose first word the line uses, so judging stays cheap in long programs.
 */
class Definitions {
  private readonly byWord: { word: string; line: string }[];
  private readonly judges = new Map<string, LineJudge>();
  /** The program's own blocks by scratchblocks hash: a call of one is the author's words, never respelled. */
  private readonly own = new Set<string>();
  constructor(private readonly lines: readonly string[]) {
    this.byWord = lines
      .filter((l) => /^\s*define\b/i.test(l))
      .map((l) => splitComment(l.trim()).code)
      .map((line) => ({ word: /^define\s+([^\s([<]+)/i.exec(line)?.[1]?.toLowerCase() ?? "", line }))
      .filter((d) => d.word !== "");
    for (const { line } of this.byWord) {
      const hash = rootHash(line.replace(/^define\s+/i, ""));
      if (hash) this.own.add(hash);
    }
  }
  /** The define lines' blocks, as written after `define`. */
  ownBlocks(): readonly string[] {
    return this.byWord.map((d) => d.line.replace(/^define\s+/i, ""));
  }
  callsOwnBlock(code: string): boolean {
    if (this.own.size === 0) return false;
    const hash = rootHash(code);
    return hash !== null && this.own.has(hash);
  }
  judgeFor(code: string): LineJudge {
    const lower = code.toLowerCase();
    const context = this.byWord.filter((d) => lower.includes(d.word)).map((d) => d.line);
    const key = [...new Set(context)].join("\n\n");
    let judge = this.judges.get(key);
    if (!judge) this.judges.set(key, (judge = new LineJudge(key === "" ? "" : `${key}\n\n`, (name) => this.declares(name))));
    return judge;
  }
  /** Variables the program sets, changes or declares by a directive: its author's own names. */
  private declared: Set<string> | null = null;
  declares(name: string): boolean {
    this.declared ??= declaredVariables(this.lines);
    return this.declared.has(name);
  }
  /** Names the program reads in round brackets, alone: `(score)`. */
  private read: Set<string> | null = null;
  usesAsVariable(name: string): boolean {
    if (this.declares(name)) return true;
    this.read ??= new Set(this.lines.flatMap((line) => [...line.matchAll(/\(([^()[\]<>"]+)\)/g)].map((m) => (m[1] ?? "").trim())));
    return this.read.has(name);
  }
  /** Names read in round brackets outside any text, or declared: a text's own `(name)` is no evidence. */
  private readOutsideText: Set<string> | null = null;
  usesAsVariableOutsideText(name: string): boolean {
    if (this.declares(name)) return true;
    this.readOutsideText ??= new Set(this.lines.flatMap((line) => [...withoutTexts(line).matchAll(/\(([^()[\]<>"]+)\)/g)].map((m) => (m[1] ?? "").trim())));
    return this.readOutsideText.has(name);
  }
}

/** The line with its texts that hold round brackets blanked out. */
function withoutTexts(line: string): string {
  if (!line.includes("(")) return line;
  let out = line;
  for (const span of textsWithRoundGroups(line).reverse()) out = out.slice(0, span.from) + out.slice(span.to);
  return out;
}

function rootHash(code: string): string | null {
  const groups = scanGroups(code);
  return groups ? hashOfLabel(labelOf(code, groups, 0, code.length).label) : null;
}

const SET_OR_CHANGE = /^\s*(?:set|change)\s+\[(.+?)(?:\s+v)?\]\s+(?:to|by)\b/i;

/** The author's own names: variables set, changed or declared by a directive, and define inputs. */
function declaredVariables(lines: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines) {
    const written = SET_OR_CHANGE.exec(line)?.[1];
    if (written !== undefined) names.add(written.trim());
    else if (/^\s*define\b/i.test(line)) for (const input of line.matchAll(/[(<]([^()<>]*)[)>]/g)) names.add((input[1] ?? "").trim());
    else if (line.trimStart().startsWith("//")) {
      const directive = readDirective(line);
      if (directive?.kind === "variable") names.add(directive.name);
    }
  }
  return names;
}

function disguisedVariables(scripts: readonly Script[], isDeclared: (name: string) => boolean): number {
  let count = 0;
  walkBlocks(
    scripts.flatMap((s) => s.blocks),
    (block) => {
      const name = block.opcode === "data_variable" ? block.fields.VARIABLE?.value : undefined;
      if (name !== undefined && !isDeclared(name) && (isBlockWithLooseValues(name) || builtInReporterSpelled(name) !== null)) count++;
    },
  );
  return count;
}

class LineJudge {
  private readonly offset: number;
  constructor(
    private readonly context: string,
    private readonly isDeclared: (name: string) => boolean,
  ) {
    this.offset = context === "" ? 0 : context.split("\n").length - 1;
  }
  judge(code: string): Verdict {
    const line = this.offset + 1;
    const { program, diagnostics } = parseProgram(this.context + code);
    const here = (d: Diagnostic) => d.line === line && !STRUCTURAL.has(d.code);
    const errors = diagnostics.filter((d) => here(d) && d.severity === "error").length;
    const scripts = program.scripts.filter((s) => s.line === line);
    const blocks = scripts.reduce((n, s) => n + s.blocks.length, 0);
    let meaning: string | null = null;
    const only = scripts[0]?.blocks[0];
    if (blocks === 1 && only) {
      try {
        meaning = JSON.stringify(blockMeaning({ ...only, substacks: {} }));
      } catch {
        meaning = null;
      }
    }
    return { errors, blocks, meaning, disguised: disguisedVariables(scripts, this.isDeclared) };
  }
}

/**
 * One edit is an improvement (fewer errors, or as many and fewer blocks disguised as variables),
 * or a pure respelling of a line that was already right.
 */
function accepts(before: Verdict, after: Verdict): boolean {
  if (after.blocks !== 1) return false;
  if (after.errors < before.errors) return true;
  if (after.errors !== before.errors || after.meaning === null) return false;
  return after.disguised < before.disguised || (after.disguised === before.disguised && after.meaning === before.meaning);
}

/** Scans the line's brackets only when a rule asks, once. */
class LazyLineView implements LineView {
  private scanned: Group[] | null | undefined;
  private siteList: Site[] | null = null;
  constructor(
    private readonly code: string,
    private readonly definitions: () => Definitions,
  ) {}
  isProgramVariable(name: string): boolean {
    return this.definitions().usesAsVariable(name);
  }
  isProgramVariableOutsideText(name: string): boolean {
    return this.definitions().usesAsVariableOutsideText(name);
  }
  ownBlocks(): readonly string[] {
    return this.definitions().ownBlocks();
  }
  get groups(): Group[] | null {
    if (this.scanned === undefined) this.scanned = scanGroups(this.code);
    return this.scanned;
  }
  sites(): Site[] {
    if (this.siteList === null) this.siteList = this.groups ? sitesOf(this.code, this.groups) : [];
    return this.siteList;
  }
}

const MAX_EDITS_PER_LINE = 12;
/** `else` and `end` lines are read by their C-block, never alone, so their respelling is fixed. */
const STRUCTURAL_LINE = /^(else|end)\s*[:;.{}]?\s*$/i;
/** Brace style (`forever {` … `}`, `} else {`): a closing brace alone has no other reading. */
const BRACE_LINE = /^\}\s*;?\s*$|^\}\s*(else)\s*\{?\s*$/i;
/** The vocabulary's blocks without inputs, as written (`forever`, `show`, `end`): nothing to repair. */
const PLAIN_LINES: ReadonlySet<string> = new Set([...vocabulary.filter((e) => !/[([<]/.test(e.text)).map((e) => e.text.toLowerCase()), "end", "else"]);

/**
 * For each character some rule `needs`, the rules (as bits) it lets through. One pass over a
 * line then tells which triggers can match at all, so a good line costs a few table lookups
 * instead of a dozen regular expressions.
 */
const ruleBitsByChar = new Map<number, number>();
let rulesWithoutNeeds = 0;
repairRules.forEach((rule, bit) => {
  if (rule.needs === undefined) rulesWithoutNeeds |= 1 << bit;
  else for (const c of rule.needs) ruleBitsByChar.set(c.charCodeAt(0), (ruleBitsByChar.get(c.charCodeAt(0)) ?? 0) | (1 << bit));
});
const asciiRuleBits = Int32Array.from({ length: 128 }, (_, code) => ruleBitsByChar.get(code) ?? 0);

/** The rules whose `needs` the (lower-cased) line meets, as bits of `repairRules`' indexes. */
function possibleRules(line: string): number {
  let bits = rulesWithoutNeeds;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    bits |= code < 128 ? (asciiRuleBits[code] ?? 0) : (ruleBitsByChar.get(code) ?? 0);
  }
  return bits;
}

/** The rules whose trigger matches the lower-cased line, or null (separate expressions: one joined alternation is slower in V8). */
function triggeredRules(line: string): RepairRule[] | null {
  const bits = possibleRules(line);
  let triggered: RepairRule[] | null = null;
  for (let bit = 0; bit < repairRules.length; bit++) {
    const rule = repairRules[bit];
    if (rule && bits & (1 << bit) && rule.trigger.test(line)) (triggered ??= []).push(rule);
  }
  return triggered;
}

const STRUCTURAL_LINE_ANYWHERE = /^\s*(?:else|end)\s*[:;.{}]\s*(?:\/\/.*)?$/i;

/**
 * `triggered`: the rules the line's triggers already picked (null for none), when they were
 * tested on exactly this code; otherwise they are tested here.
 */
function repairLine(code: string, definitions: () => Definitions, lineNumber: number, out: BlocksRewrite[], triggered?: RepairRule[] | null): string {
  const structural = STRUCTURAL_LINE.exec(code);
  if (structural) {
    const word = structural[1] ?? "";
    if (word !== code) out.push({ line: lineNumber, before: code, after: word, rule: "c-block-words", reason: reasonOf("c-block-words") });
    return word;
  }
  const brace = BRACE_LINE.exec(code);
  if (brace) {
    const word = brace[1] ? "else" : "end";
    out.push({ line: lineNumber, before: code, after: word, rule: "c-block-words", reason: `Scratch closes a C-block with “${word}”, not a brace.` });
    return word;
  }
  if (/^define\b/i.test(code)) return code;
  const rules = triggered === undefined ? triggeredRules(code.toLowerCase()) : triggered;
  if (!rules) return code;

  const local: BlocksRewrite[] = [];
  let current = code;
  const viewOf = (text: string): LineView => new LazyLineView(text, definitions);
  let view = viewOf(current);
  let lineJudge: LineJudge | null = null;
  const judge = () => (lineJudge ??= definitions().judgeFor(code));
  let original: Verdict | null = null;
  let now: Verdict | null = null;
  let edits = 0;
  for (const rule of rules) {
    for (let again = true; again && edits < MAX_EDITS_PER_LINE; ) {
      again = false;
      for (const edit of rule.propose(current, view)) {
        const candidate = current.slice(0, edit.from) + edit.replacement + current.slice(edit.to);
        if (candidate === current) continue;
        // Asked at the first real edit, not before: most triggered lines propose none, and the
        // program's definitions are then never read.
        if (!original && definitions().callsOwnBlock(code)) return code;
        original ??= judge().judge(code);
        now ??= original;
        const verdict = judge().judge(candidate);
        // Each step may only keep or lower the errors; the whole line is judged at the end.
        if (verdict.blocks !== 1 || verdict.errors > now.errors) continue;
        local.push({ line: lineNumber, before: current.slice(edit.from, edit.to), after: edit.replacement, rule: rule.id, reason: edit.reason ?? rule.reason });
        current = candidate;
        view = viewOf(current);
        now = verdict;
        edits++;
        again = true;
        break;
      }
    }
  }
  if (current === code || !original || !now || !accepts(original, now)) return code;
  out.push(...local);
  return current;
}

const reasonOf = (id: RepairRuleId): string => repairRules.find((r) => r.id === id)?.reason ?? "";

/**
 * Rewrites the spellings of (normalised) block text that have exactly one Scratch 3 meaning and
 * lists every rewrite. Idempotent; text that is already right comes back unchanged.
 */
export function repairBlocksText(text: string): RepairResult {
  return withSplitLoops(repairedLinesAndEnds(text));
}

/** splitSideBySideLoops on a repaired text, its rewrites moved to the lines of the result and its splits listed. */
function withSplitLoops(repaired: RepairResult): RepairResult {
  const split = splitSideBySideLoops(repaired.text);
  if (split.splits.length === 0) return repaired;
  const lines = split.text.split("\n");
  // A rewrite on the one line a split takes out (an `end` that came too late) stays on the line above.
  const lineAfter = (line: number) => {
    for (let old = line - 1; old >= 0; old--) {
      const now = split.origin.indexOf(old);
      if (now >= 0) return now + 1;
    }
    return 1;
  };
  return {
    text: split.text,
    rewrites: [
      ...repaired.rewrites.map((r) => ({ ...r, line: lineAfter(r.line) })),
      ...split.splits.map((s): BlocksRewrite => {
        const hat = (lines[s.line - 1] ?? "").trim();
        return { line: s.line, before: "", after: hat, rule: "split-loops", reason: `The “forever” lined up with the one on line ${s.first} runs at the same time, so it is its own script under “${hat}”: nothing can come after a forever.` };
      }),
    ].sort((a, b) => a.line - b.line),
  };
}

function repairedLinesAndEnds(text: string): RepairResult {
  const lines = text.split("\n");
  // Lower-cased once for the whole text (the triggers need no `i` flag); same lines, same order.
  const lowerLines = text.toLowerCase().split("\n");
  const rewrites: BlocksRewrite[] = [];
  let definitions: Definitions | null = null;
  const lazyDefinitions = () => (definitions ??= new Definitions(lines));
  // Nothing is copied until a line changes: a good program comes back as the very same string.
  let out: string[] | null = null;
  for (let index = 0; index < lines.length; index++) {
    // Most lines of a good program match no rule at all: nothing else is done for them.
    const lower = (lowerLines[index] ?? "").trimStart();
    if (PLAIN_LINES.has(lower) || isCanonicalBlockLine(lower)) continue;
    // A comment after the block (`turn (180) degrees // face back`) must not hide it from the
    // triggers, which read the line's code to its end.
    const triggered = triggeredRules(lower.includes("//") ? splitComment(lower).code : lower);
    if (!triggered && !STRUCTURAL_LINE_ANYWHERE.test(lower) && !BRACE_LINE.test(lower)) continue;
    const line = lines[index] ?? "";
    const start = line.trimStart();
    if (start === "" || start.startsWith("//")) continue;
    const indent = line.slice(0, line.length - start.length);
    const { code, comment } = splitComment(start);
    // Without a comment the code is the line the triggers were just tested on.
    const fixed = repairLine(code, lazyDefinitions, index + 1, rewrites, comment === null ? triggered : undefined);
    if (fixed === code) continue;
    out ??= [...lines];
    out[index] = indent + fixed + (comment !== null ? ` // ${comment}` : "");
  }
  const rewritten = out ? out.join("\n") : text;
  // Scripts a blank line cut in two are joined before any `end` is added: the joined stack may
  // be the body the `end` closes.
  const joined = withJoinedScripts(rewritten, rewrites);
  const closed = closeOpenCBlocks(joined.text);
  if (closed.added.length === 0) return joined;
  const closedLines = closed.text.split("\n");
  // Each added line moves the rewrites at or below it down by one.
  const shifted = joined.rewrites.map((r) => ({ ...r, line: r.line + closed.added.filter((a) => a.line - closed.added.indexOf(a) <= r.line).length }));
  const ends: BlocksRewrite[] = closed.added.map((a) => ({
    line: a.line,
    before: "",
    after: "end",
    rule: "close-c-block",
    reason: `Added the "end" of “${(closedLines[a.opener - 1] ?? "").trim()}” (line ${a.opener}) where its blocks stop.`,
  }));
  // A stack cut off under a C-block left open only reads as the script's next blocks once that
  // C-block has its `end` (before, the indentation said it was outside the open body): join again.
  return withJoinedScripts(closed.text, [...shifted, ...ends]);
}

/** joinCutScripts on `text`, with the given rewrites moved to the lines of its result and its joins listed. */
function withJoinedScripts(text: string, rewrites: readonly BlocksRewrite[]): RepairResult {
  const join = joinCutScripts(text);
  if (join.joined.length === 0) return { text, rewrites: [...rewrites].sort((a, b) => a.line - b.line) };
  const joinedLines = join.text.split("\n");
  return {
    text: join.text,
    rewrites: [
      ...rewrites.map((r) => ({ ...r, line: join.lineAfter(r.line) })),
      ...join.joined.map((j): BlocksRewrite => {
        const first = (joinedLines[j.line - 1] ?? "").trim();
        return { line: j.line, before: "", after: first, rule: "join-script", reason: `Joined “${first}” and the blocks under it to the script above: a blank line had cut them off, and blocks without a hat never run.` };
      }),
    ].sort((a, b) => a.line - b.line),
  };
}
