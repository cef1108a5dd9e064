// Conditions and operators written the way other languages write them (`>=`, `&&`, `==`,
// `((a) < (b))` in round brackets, `<<c>>`, `join (a) and (b)`). scratchblocks reads `<` and `>`
// as brackets, so such a line comes out of its parser garbled into several unknown blocks; the
// validator reads the line's own text instead and gives one diagnostic with the Scratch form,
// built from what the author wrote (never from the garbled tree).

export interface OperatorMistake {
  code: "operator-form" | "wrong-brackets";
  /** 1-based column where the mistake starts. */
  column: number;
  /** What was written (a piece of the author's line). */
  written: string;
  /** The Scratch form of that piece. */
  scratch: string;
  /** The whole line rewritten in the Scratch form. */
  fixedLine: string;
}

/** Cheap gate: lines without any of these never need the condition reader. */
const SUSPICIOUS = /[≥≤≠]|&&|\|\||[<>=!]=|=[<>]|\(\s*\(|<\s*<|\bjoin\b|\)\s*%\s*[([]|\bnot\s*\(|\(\s*not\b|!\s*<|^\s*(?:else\s+)?(?:if|wait until|repeat until|while)\s*\(|^\s*(?:if|wait until|repeat until)\b.*\b(?:and|or)\b|[<>=]\s*-?\d|[A-Za-z]\s+[<>=]\s|\w\s*[+*/]\s*-?[\w(]|\w\s+mod\s+[\w(]|\)\s*[+*/]\s*\w|\w\s+-\s+-?[\w(]|\)\s*[-+*/]\s*\([^()]*\)\s*[-+*/]\s*\(/i;

/**
 * What every alternative of SUSPICIOUS needs: one of these characters, `((`, one of these words,
 * or a line starting like a condition. Most lines of a program have none of them, and this much
 * simpler expression rules them out about a quarter faster than SUSPICIOUS itself.
 */
const MAY_BE_SUSPICIOUS = /[≥≤≠<>=!&|%+*/-]|\(\s*\(|join|not|mod|^\s*(?:if|wait|repeat|while|else)\b/i;

/**
 * A name scratchblocks read from a round bracket (a variable's) that may be an expression in
 * disguise: `(score + 1)`, `(lives and 2)`. Its line then gets the full operator check.
 */
export const mayBeOperatorInName = (name: string): boolean => /[≥≤≠<>=!&|%+*/-]|\b(?:and|or|not|mod|join)\b/i.test(name);

/** A fast test on a raw line: false means findOperatorMistake would find nothing. */
export const mayHaveOperatorMistake = (line: string): boolean => MAY_BE_SUSPICIOUS.test(line) && SUSPICIOUS.test(line);

/** The line with the inside of every `[...]` text replaced by `_`, so text is never read as operators. */
function maskText(code: string): string {
  let out = "";
  let inSquare = false;
  for (let i = 0; i < code.length; i++) {
    const c = code[i] ?? "";
    if (c === "\\" && i + 1 < code.length) {
      out += inSquare ? "__" : c + (code[i + 1] ?? "");
      i++;
      continue;
    }
    if (inSquare) {
      if (c === "]") {
        inSquare = false;
        out += c;
      } else out += "_";
    } else {
      if (c === "[") inSquare = true;
      out += c;
    }
  }
  return out;
}

// --- a small reader for conditions ----------------------------------------------------------

type Cond =
  | { kind: "and" | "or"; parts: Cond[] }
  | { kind: "not"; of: Cond }
  /** `bare`: written without its own `<...>` (fine alone in a slot, wrong beside and/or). */
  | { kind: "compare"; op: string; left: string; right: string; bare?: boolean }
  /** A boolean block (`touching (edge v)?`) or, wrongly, a bare value. */
  | { kind: "block"; text: string; bare?: boolean };

interface Reader {
  src: string;
  masked: string;
  at: number;
  /** Set when the text used a form Scratch does not have. */
  foreign: boolean;
  /** Set when brackets were wrong (round around a condition, doubled, missing). */
  brackets: boolean;
  /** The last operand read was typed without brackets (`100`, `score`). */
  lastOperandBare: boolean;
}

const OPS = [">=", "<=", "=>", "=<", "!=", "==", "≥", "≤", "≠", "<", ">", "="];
const FOREIGN_OPS = new Set([">=", "<=", "=>", "=<", "!=", "==", "≥", "≤", "≠"]);

function skip(r: Reader): void {
  while (r.at < r.masked.length && r.masked[r.at] === " ") r.at++;
}
const WORDS: Record<string, RegExp> = { and: /and(?![\w-])/iy, or: /or(?![\w-])/iy, not: /not(?![\w-])/iy };
function wordAt(r: Reader, word: "and" | "or" | "not"): boolean {
  const re = WORDS[word]!;
  re.lastIndex = r.at;
  return re.test(r.masked);
}
/** The index after the group opening at `from` (round or square), or -1. */
function groupEnd(masked: string, from: number): number {
  const open = masked[from];
  const close = open === "(" ? ")" : open === "[" ? "]" : "";
  if (!close) return -1;
  let depth = 0;
  for (let i = from; i < masked.length; i++) {
    if (masked[i] === open) depth++;
    else if (masked[i] === close && --depth === 0) return i + 1;
  }
  return -1;
}
function opAt(r: Reader): string | null {
  for (const op of OPS) if (r.masked.startsWith(op, r.at)) return op;
  return null;
}

const OPERAND_WORDS = /[\w.#'-]+(?: [\w.#'-]+)*/y;

/** A value: a bracket group, or bare words and numbers up to an operator. */
function readOperand(r: Reader): string | null {
  skip(r);
  const c = r.masked[r.at];
  r.lastOperandBare = false;
  if (c === "(" || c === "[") {
    const end = groupEnd(r.masked, r.at);
    if (end < 0) return null;
    const text = r.src.slice(r.at, end);
    r.at = end;
    return text;
  }
  r.lastOperandBare = true;
  OPERAND_WORDS.lastIndex = r.at;
  const m = OPERAND_WORDS.exec(r.masked);
  if (!m || /^(?:and|or|not|then)$/i.test(m[0])) return null;
  const words = m[0].split(" ");
  // Stop before a trailing `and`/`or`/`then`.
  const keep: string[] = [];
  for (const w of words) {
    if (/^(?:and|or|not|then)$/i.test(w)) break;
    keep.push(w);
  }
  let text = keep.join(" ");
  r.at += text.length;
  // A reporter's words with its inputs (`distance to [target v]`, `item (1) of [list v]`), read
  // whole when every word came before them: the parser says whether it is a reporter (decision 620).
  if (keep.length === words.length && !/^-?[\d.]+$/.test(text)) {
    const start = r.at - text.length;
    for (;;) {
      const gap = / ?/y;
      gap.lastIndex = r.at;
      const at = r.at + (gap.exec(r.masked)?.[0].length ?? 0);
      const c = r.masked[at];
      let end = -1;
      if (c === "(" || c === "[") end = groupEnd(r.masked, at);
      else if (at > r.at) {
        OPERAND_WORDS.lastIndex = at;
        const more = OPERAND_WORDS.exec(r.masked)?.[0] ?? "";
        const first = more.split(" ")[0] ?? "";
        if (first !== "" && !/^(?:and|or|not|then|mod)$/i.test(first) && /[([]/.test(r.masked.slice(start, r.at))) end = at + first.length;
      }
      if (end < 0) break;
      r.at = end;
    }
    text = r.src.slice(start, r.at);
  }
  return `(${text})`;
}

function readOr(r: Reader): Cond | null {
  const parts: Cond[] = [];
  const first = readAnd(r);
  if (!first) return null;
  parts.push(first);
  for (;;) {
    skip(r);
    if (r.masked.startsWith("||", r.at)) {
      r.foreign = true;
      r.at += 2;
    } else if (wordAt(r, "or")) r.at += 2;
    else break;
    const next = readAnd(r);
    if (!next) return null;
    parts.push(next);
  }
  if (parts.length === 1) return first;
  markBareParts(r, parts);
  return { kind: "or", parts };
}

function readAnd(r: Reader): Cond | null {
  const parts: Cond[] = [];
  const first = readUnary(r);
  if (!first) return null;
  parts.push(first);
  for (;;) {
    skip(r);
    if (r.masked.startsWith("&&", r.at)) {
      r.foreign = true;
      r.at += 2;
    } else if (wordAt(r, "and")) r.at += 3;
    else break;
    const next = readUnary(r);
    if (!next) return null;
    parts.push(next);
  }
  if (parts.length === 1) return first;
  markBareParts(r, parts);
  return { kind: "and", parts };
}

function readUnary(r: Reader): Cond | null {
  skip(r);
  if (r.masked[r.at] === "!" && r.masked[r.at + 1] !== "=") {
    r.foreign = true;
    r.at++;
    const of = readUnary(r);
    return of ? { kind: "not", of } : null;
  }
  if (wordAt(r, "not")) {
    r.at += 3;
    const of = readUnary(r);
    return of ? { kind: "not", of } : null;
  }
  const c = r.masked[r.at];
  if (c === "<" || c === "(") {
    // A bracketed condition: `<...>`, or `(...)` around a comparison (wrong brackets). Try it
    // as a whole condition first; a round group that is only a value is read as an operand.
    const save = r.at;
    r.at++;
    const inner = readOr(r);
    skip(r);
    const close = c === "<" ? ">" : ")";
    if (inner && r.masked[r.at] === close) {
      r.at++;
      if (c === "(" && inner.kind !== "block") r.brackets = true;
      // `<<touching (edge v)?>>`: a condition inside a second pair of pointy brackets.
      if (c === "<" && inner.kind === "block" && !inner.bare && inner.text.startsWith("<")) r.brackets = true;
      if (inner.kind === "compare" || inner.kind === "block") inner.bare = false;
      if (c === "(" && inner.kind === "block") {
        // `(mouse down?)`: a value in round brackets standing as a condition.
        r.at = save;
      } else {
        return inner;
      }
    } else {
      r.at = save;
    }
    if (c === "(") {
      // `(touching (edge v)?)`: a boolean block in round brackets where a condition goes.
      const end = groupEnd(r.masked, r.at);
      const inside = end > 0 ? r.src.slice(r.at + 1, end - 1).trim() : "";
      if (/\?$/.test(inside) && !/^[(<]/.test(inside)) {
        r.at = end;
        r.brackets = true;
        return { kind: "block", text: `<${inside}>` };
      }
    }
    if (c === "<") {
      // A boolean block: `<touching (edge v)?>`, `<key (space v) pressed?>`.
      const start = r.at;
      let depth = 0;
      for (let i = r.at; i < r.masked.length; i++) {
        const ch = r.masked[i];
        if (ch === "(" || ch === "[") {
          const end = groupEnd(r.masked, i);
          if (end < 0) return null;
          i = end - 1;
        } else if (ch === "<") depth++;
        else if (ch === ">" && --depth === 0) {
          r.at = i + 1;
          return { kind: "block", text: r.src.slice(start, i + 1) };
        }
      }
      return null;
    }
  }
  const left = readOperand(r);
  if (left === null) return null;
  skip(r);
  // A boolean block written without brackets: `touching (edge v)?`
  if (r.masked[r.at] === "?") {
    r.at++;
    return { kind: "block", text: `<${left.replace(/^\((.*)\)$/, "$1")}?>`, bare: true };
  }
  const op = opAt(r);
  if (!op) return { kind: "block", text: left };
  if (FOREIGN_OPS.has(op)) r.foreign = true;
  r.at += op.length;
  const leftBare = r.lastOperandBare;
  const right = readOperand(r);
  if (right === null) return null;
  // `<(x position) > 100>`: a value typed without its round brackets.
  if (leftBare || r.lastOperandBare) r.brackets = true;
  return { kind: "compare", op, left, right, bare: true };
}

/** `<(a) > (1) or (b) < (2)>`: each side of and/or needs its own pointy brackets. */
function markBareParts(r: Reader, parts: Cond[]): void {
  if (parts.some((p) => (p.kind === "compare" || p.kind === "block") && p.bare)) r.brackets = true;
}

/** The Scratch 3 text of a condition. */
function scratchForm(c: Cond): string {
  switch (c.kind) {
    case "and":
    case "or":
      return c.parts.map(scratchForm).reduceRight((right, left) => `<${left} ${c.kind} ${right}>`);
    case "not":
      return `<not ${scratchForm(c.of)}>`;
    case "block":
      return c.text.startsWith("<") ? c.text : `<${c.text.replace(/^\((.*)\)$/, "$1")}>`;
    case "compare": {
      const { left, right } = c;
      switch (c.op) {
        case ">=":
        case "=>":
        case "≥":
          return `<not <${left} < ${right}>>`;
        case "<=":
        case "=<":
        case "≤":
          return `<not <${left} > ${right}>>`;
        case "!=":
        case "≠":
          return `<not <${left} = ${right}>>`;
        case "==":
          return `<${left} = ${right}>`;
        default:
          return `<${left} ${c.op} ${right}>`;
      }
    }
  }
}

const squash = (s: string) => s.replace(/\s+/g, "");

/** The condition of `if … then`, `wait until …`, `repeat until …` (and `else if`), as [start, end). */
function conditionRegion(code: string): [number, number] | null {
  const m = /^(\s*(?:else\s+)?(?:if|wait until|repeat until|while)\s+)(.*?)(\s+then)?\s*$/i.exec(code);
  if (!m || !m[2]) return null;
  const start = (m[1] ?? "").length;
  return [start, start + m[2].length];
}

function readCondition(code: string, masked: string, from: number, to: number): { cond: Cond; foreign: boolean; brackets: boolean } | null {
  const r: Reader = { src: code.slice(0, to), masked: masked.slice(0, to), at: from, foreign: false, brackets: false, lastOperandBare: false };
  const cond = readOr(r);
  skip(r);
  if (!cond || r.at !== to) return null;
  return { cond, foreign: r.foreign, brackets: r.brackets };
}

/** `join (a) and (b)`, `join (a), (b)`, `join (a) (b) (c)`: the Scratch form nests two at a time. */
function joinMistake(code: string, masked: string): OperatorMistake | null {
  const re = /\bjoin\b/gi;
  for (let m = re.exec(masked); m; m = re.exec(masked)) {
    let at = m.index + 4;
    const parts: string[] = [];
    let glued = false;
    for (;;) {
      while (masked[at] === " ") at++;
      const end = groupEnd(masked, at);
      if (end < 0) break;
      parts.push(code.slice(at, end));
      at = end;
      const glue = /^\s*(?:,|\+|&|and\b|with\b|to\b)\s*/i.exec(masked.slice(at));
      if (glue && /^[([]/.test(masked.slice(at + glue[0].length))) {
        glued = true;
        at += glue[0].length;
      }
    }
    if (parts.length < 2 || (!glued && parts.length === 2)) continue;
    const scratch = parts.reduceRight((right, left) => `(join ${left} ${right})`).replace(/^\(|\)$/g, "");
    const written = code.slice(m.index, at);
    return { code: "operator-form", column: m.index + 1, written, scratch, fixedLine: code.slice(0, m.index) + scratch + code.slice(at) };
  }
  return null;
}

const ARITHMETIC = /[-+*/]|\smod\s/;

/**
 * `(score + 1)`, `((a) + (b) + (c))`: arithmetic with values typed without brackets, or more
 * than two values under one operator. scratchblocks reads `(score + 1)` as a variable named
 * "score + 1", a silent change of meaning. Scratch nests two values per block, `*` and `/`
 * before `+` and `-`.
 */
function arithmeticMistake(code: string, masked: string): OperatorMistake | null {
  for (let i = 0; i < masked.length; i++) {
    if (masked[i] !== "(") continue;
    const end = groupEnd(masked, i);
    if (end < 0) continue;
    const inner = masked.slice(i + 1, end - 1);
    if (!ARITHMETIC.test(inner) || / v$/.test(inner)) continue;
    // Split the top level into values and operators.
    const values: string[] = [];
    const ops: string[] = [];
    let bare = false;
    let at = i + 1;
    let ok = true;
    while (at < end - 1) {
      while (masked[at] === " ") at++;
      if (masked[at] === "(" || masked[at] === "[") {
        const e = groupEnd(masked, at);
        if (e < 0 || e > end - 1) {
          ok = false;
          break;
        }
        values.push(code.slice(at, e));
        at = e;
      } else {
        // A name may have several words (`x position`), but `mod` between two values is Scratch's operator.
        const m = /-?\d+(?:\.\d+)?|(?!mod\b)[A-Za-z_][\w]*(?: (?!mod\b)[A-Za-z_][\w]*)*/y;
        m.lastIndex = at;
        const found = m.exec(masked);
        if (!found) {
          ok = false;
          break;
        }
        values.push(`(${found[0]})`);
        bare = true;
        at += found[0].length;
      }
      while (masked[at] === " ") at++;
      if (at >= end - 1) break;
      const op = masked.startsWith("mod ", at) ? "mod" : masked[at];
      // A `-` must stand apart to be an operator (`my-var` is a name).
      if (!op || !["+", "-", "*", "/", "mod"].includes(op) || (op === "-" && masked[at + 1] !== " ")) {
        ok = false;
        break;
      }
      ops.push(op);
      at += op.length;
    }
    if (!ok || ops.length === 0 || values.length !== ops.length + 1 || (!bare && ops.length < 2)) continue;
    // `*`, `/` and `mod` first, then `+` and `-`, each left to right.
    const vals = [...values];
    const rest = [...ops];
    for (const group of [["*", "/", "mod"], ["+", "-"]]) {
      for (let k = 0; k < rest.length; ) {
        const op = rest[k]!;
        if (!group.includes(op)) {
          k++;
          continue;
        }
        vals.splice(k, 2, `(${vals[k]} ${op} ${vals[k + 1]})`);
        rest.splice(k, 1);
      }
    }
    const scratch = vals[0]!;
    const written = code.slice(i, end);
    return { code: "operator-form", column: i + 1, written, scratch, fixedLine: code.slice(0, i) + scratch + code.slice(end) };
  }
  return null;
}

/** `((a) % (b))`: Scratch's remainder block is `mod`. */
function moduloMistake(code: string, masked: string): OperatorMistake | null {
  const m = /\)\s*%\s*(?=[([])/.exec(masked);
  if (!m) return null;
  const fixedLine = code.slice(0, m.index + 1) + " mod " + code.slice(m.index + m[0].length);
  return { code: "operator-form", column: m.index + 2, written: "%", scratch: "mod", fixedLine };
}

const FOREIGN = /[≥≤≠]|&&|\|\||[<>=!]=|=[<>]|!\s*</;

/**
 * A `<...>` group holding a foreign operator, or a `(...)` group holding a comparison, somewhere
 * in the line (`say <(a) >= (b)>`, `set [x v] to ((a) < (b))`). Round groups have one end; angle
 * groups are tried at each `>` only when the line has a foreign operator at all.
 */
function groupMistake(code: string, masked: string): OperatorMistake | null {
  const foreignLine = FOREIGN.test(masked);
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i];
    const ends: number[] = [];
    if (c === "(") {
      const end = groupEnd(masked, i);
      // Only a round group holding a comparison or a `?` can be a condition in the wrong brackets.
      if (end > 0 && /[<>=?]/.test(masked.slice(i + 1, end - 1))) ends.push(end);
    } else if (c === "<" && foreignLine) {
      for (let j = i + 2; j <= masked.length; j++) if (masked[j - 1] === ">") ends.push(j);
    }
    for (const j of ends) {
      const read = readCondition(code, masked, i, j);
      if (!read || read.cond.kind === "block") continue;
      if (!read.foreign && !(read.brackets && c === "(")) break;
      const scratch = scratchForm(read.cond);
      const written = code.slice(i, j);
      return { code: read.foreign ? "operator-form" : "wrong-brackets", column: i + 1, written, scratch, fixedLine: code.slice(0, i) + scratch + code.slice(j) };
    }
  }
  return null;
}

/**
 * The one operator or bracket mistake of a line (code part only, comments removed), or null.
 * Only forms with exactly one Scratch meaning are named, and the fix is the author's own text.
 */
export function findOperatorMistake(code: string): OperatorMistake | null {
  if (!mayHaveOperatorMistake(code)) return null;
  const masked = maskText(code);
  const region = conditionRegion(masked);
  if (region) {
    const [from, to] = region;
    const read = readCondition(code, masked, from, to);
    const bareTop = (read?.cond.kind === "compare" || read?.cond.kind === "block") && read.cond.bare === true;
    if (read && (read.foreign || read.brackets || bareTop)) {
      const scratch = scratchForm(read.cond);
      const written = code.slice(from, to);
      if (squash(scratch) !== squash(written)) {
        return { code: read.foreign ? "operator-form" : "wrong-brackets", column: from + 1, written, scratch, fixedLine: code.slice(0, from) + scratch + code.slice(to) };
      }
    }
  }
  return joinMistake(code, masked) ?? moduloMistake(code, masked) ?? groupMistake(code, masked) ?? (ARITHMETIC.test(masked) ? arithmeticMistake(code, masked) : null);
}

/**
 * The line with its condition (`if …`, `wait until …`, `repeat until …`) in Scratch's form:
 * three conditions under one `and` nested two at a time, comparisons in pointy brackets. Null
 * when the condition cannot be read or is already in that form.
 */
export function conditionInScratchForm(code: string): string | null {
  const masked = maskText(code);
  const region = conditionRegion(masked);
  if (!region) return null;
  const read = readCondition(code, masked, region[0], region[1]);
  if (!read) return null;
  const scratch = scratchForm(read.cond);
  const written = code.slice(region[0], region[1]);
  return squash(scratch) === squash(written) ? null : code.slice(0, region[0]) + scratch + code.slice(region[1]);
}
