// Conditions as models write them, as Scratch 3 writes them: a comparison in round brackets
// becomes pointy, `>=` `<=` `!=` `≠` become `not` of the one comparison Scratch has, `<<c>>`
// loses a pair, and three conditions joined by one `and`/`or` are nested two at a time (the
// same answer whichever way they nest, because `and` and `or` are associative).

import { SLOT, fillLabel, siteText, type Site } from "./text.repair.groups";
import { replaceRange, type Edit, type LineView, type RepairRule } from "./text.repair.types";
import { findOperatorMistake } from "./program.operators";

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;
/** Operators models write, with the Scratch 3 condition each one means. */
const OPERATORS: Readonly<Record<string, (a: string, b: string) => string>> = {
  "<": (a, b) => `<${a} < ${b}>`,
  ">": (a, b) => `<${a} > ${b}>`,
  "=": (a, b) => `<${a} = ${b}>`,
  "==": (a, b) => `<${a} = ${b}>`,
  "===": (a, b) => `<${a} = ${b}>`,
  ">=": (a, b) => `<not <${a} < ${b}>>`,
  "≥": (a, b) => `<not <${a} < ${b}>>`,
  "<=": (a, b) => `<not <${a} > ${b}>>`,
  "=<": (a, b) => `<not <${a} > ${b}>>`,
  "≤": (a, b) => `<not <${a} > ${b}>>`,
  "!=": (a, b) => `<not <${a} = ${b}>>`,
  "!==": (a, b) => `<not <${a} = ${b}>>`,
  "≠": (a, b) => `<not <${a} = ${b}>>`,
  "<>": (a, b) => `<not <${a} = ${b}>>`,
};
const COMPARISON = new RegExp(`^\\s*(${SLOT}|-?[\\d.]+)\\s*(===|!==|==|>=|<=|=<|!=|<>|[<>=≥≤≠])\\s*(${SLOT}|-?[\\d.]+)\\s*$`);
const CANONICAL_COMPARISON = new RegExp(`^\\s*${SLOT}\\s*[<>=]\\s*${SLOT}\\s*$`);
const NOT_CONDITION = new RegExp(`^not\\s+${SLOT}$`, "i");
const JOINER: Readonly<Record<string, "and" | "or">> = { and: "and", "&&": "and", "&": "and", or: "or", "||": "or" };

/** `(a) >= (b)` (inputs as SLOT) → the Scratch 3 condition, or null when it is no comparison. */
function comparison(label: string, args: readonly string[]): string | null {
  const m = COMPARISON.exec(label);
  if (!m) return null;
  let next = 0;
  const operand = (written: string) => {
    if (written === SLOT) return args[next++] ?? "";
    return NUMBER.test(written) ? `(${written})` : null;
  };
  const a = operand(m[1] ?? "");
  const make = OPERATORS[m[2] ?? ""];
  const b = operand(m[3] ?? "");
  return a !== null && b !== null && make ? make(a, b) : null;
}

/**
 * `<a> and <b> and <c>` (one joining word) → `<a> and <<b> and <c>>`. A part may also be a
 * comparison without its brackets (`(x) > (5) and (y) < (3)`): comparisons come before `and`.
 */
function chain(label: string, args: readonly string[], minimum: number): string | null {
  const pieces = label.split(/\s+(and|or|&&|\|\||&)\s+/i);
  if (pieces.length < 2 * minimum - 1) return null;
  let word: "and" | "or" | null = null;
  let next = 0;
  const conditions: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] ?? "";
    if (i % 2 === 1) {
      const joiner = JOINER[piece.toLowerCase()];
      if (!joiner || (word && joiner !== word)) return null;
      word = joiner;
      continue;
    }
    const count = piece.split(SLOT).length - 1;
    const own = args.slice(next, next + count);
    next += count;
    const condition = piece.trim() === SLOT && (own[0] ?? "").startsWith("<") ? (own[0] ?? "") : (comparison(piece, own) ?? questionBlock(piece, own));
    if (!condition) return null;
    conditions.push(condition);
  }
  if (!word) return null;
  const nest = (rest: readonly string[]): string => (rest.length === 2 ? `${rest[0]} ${word} ${rest[1]}` : `${rest[0]} ${word} <${nest(rest.slice(1))}>`);
  return nest(conditions);
}

const sitesWith = (line: LineView, keep: (s: Site) => boolean): Site[] => line.sites().filter(keep);

export const conditionBrackets: RepairRule = {
  id: "condition-brackets",
  reason: "Conditions go in pointy brackets < >.",
  // A round bracket opening on an operand, then a comparison word before any pointy bracket.
  trigger: /\(\s*(?:\(|\[|-?\d)[^<>]*\s(?:[<>=≥≤≠]|[<>!=]==?|<>|===?)\s/,
  needs: "<>=≥≤≠",
  propose(code, line) {
    return sitesWith(line, (s) => s.group?.open === "(").flatMap((s): Edit[] => {
      const fixed = comparison(s.label, s.args);
      return fixed ? [replaceRange(s.from, s.to, fixed)] : [];
    });
  },
};

export const comparisonOperator: RepairRule = {
  id: "comparison-operator",
  reason: "Scratch has only <, = and >, so “at least” and “not equal” use the not block.",
  trigger: /[<>!=]=|[≥≤≠]|\s<>\s/,
  needs: "=≥≤≠<",
  propose(code, line) {
    return sitesWith(line, (s) => s.group?.open === "<" && !CANONICAL_COMPARISON.test(s.label)).flatMap((s): Edit[] => {
      const fixed = comparison(s.label, s.args);
      return fixed ? [replaceRange(s.from, s.to, fixed)] : [];
    });
  },
};

export const doubleBrackets: RepairRule = {
  id: "double-brackets",
  reason: "One pair of brackets around a condition is enough.",
  trigger: /<\s*<|\(\s*</,
  needs: "<",
  propose(code, line) {
    return sitesWith(line, (s) => s.group !== null && s.label.trim() === SLOT && (s.args[0] ?? "").startsWith("<")).map((s) =>
      replaceRange(s.from, s.to, s.args[0] ?? ""),
    );
  },
};

/** Where a condition is expected on the line itself: `if … then`, `wait until …`, `repeat until …`. */
const CONDITION_LINE = /^(\s*(?:if|wait\s+until|repeat\s+until)\s+)(.*?)(\s+then)?\s*$/i;

export const nestAndOr: RepairRule = {
  id: "nest-and-or",
  reason: "“and” and “or” join two conditions, so the third goes inside another one.",
  trigger: /\s(?:and|or|&)\s(?!wait$)|&&|\|\|/,
  // " and " holds a d, " or " an r.
  needs: "&|dr",
  propose(code, line) {
    return sitesWith(line, (s) => s.group?.open === "<").flatMap((s): Edit[] => {
      const fixed = chain(s.label, s.args, /&&|\|\||&|[<>=≥≤≠]/.test(s.label) ? 2 : 3);
      const reason = /[<>=≥≤≠]/.test(s.label) ? "Each comparison goes in its own pointy brackets < >." : undefined;
      return fixed && `<${fixed}>` !== code.slice(s.from, s.to) ? [replaceRange(s.from, s.to, `<${fixed}>`, reason)] : [];
    });
  },
};

/** A condition written bare where a block expects one: `if (x) > (5) then`, `if <a> and <b> then`. */
export const bareCondition: RepairRule = {
  id: "condition-brackets",
  reason: conditionBrackets.reason,
  trigger: /^\s*(?:if(?! on edge)|wait\s+until|repeat\s+until)\s+(?:[^<]|<.*>\s+(?:and|or|&&|\|\|)\s|not\s)/,
  propose(code, line) {
    const root = sitesWith(line, (s) => s.group === null)[0];
    const m = root ? CONDITION_LINE.exec(root.label) : null;
    if (!root || !m) return [];
    const middle = m[2] ?? "";
    const before = (m[1] ?? "").split(SLOT).length - 1;
    const count = middle.split(SLOT).length - 1;
    const args = root.args.slice(before, before + count);
    const not = NOT_CONDITION.test(middle.trim());
    const condition = not && (args[0] ?? "").startsWith("<") ? `<not ${args[0]}>` : (comparison(middle, args) ?? wrap(chain(middle, args, 2)) ?? bareBoolean(middle, args));
    if (!condition) return [];
    const label = `${m[1]}${SLOT}${m[3] ?? ""}`;
    return [replaceRange(0, code.length, siteText(root, label, [...root.args.slice(0, before), condition, ...root.args.slice(before + count)]))];
  },
};
const wrap = (text: string | null) => (text ? `<${text}>` : null);

/** A part of a chain that reads as a boolean block without brackets (`mouse down?`, `touching (edge v)?`). */
function questionBlock(piece: string, args: readonly string[]): string | null {
  const text = fillLabel(piece.trim(), args);
  return text.endsWith("?") && !text.startsWith("<") ? `<${text}>` : null;
}

/**
 * A boolean block written without its pointy brackets: `if touching (edge v)? then`,
 * `wait until mouse down?`, `if not key (space v) pressed? then`. Wrapped whole; whether the
 * result is a real condition block is for the parser to say (the edit is kept only if it is).
 */
function bareBoolean(middle: string, args: readonly string[]): string | null {
  const text = fillLabel(middle.trim(), args);
  if (text === "" || text.startsWith("<")) return null;
  const not = /^not\s+(.+)$/i.exec(text);
  if (not) return (not[1] ?? "").startsWith("<") ? null : `<not <${not[1]}>>`;
  return `<${text}>`;
}

/** Operators a value or condition is built with, written between spaces (after masking `[text]`). */
const INFIX = /\s(?:[-+*/<>=]|mod)\s/g;
/** The words that join two conditions; what they join never shares an operator across them. */
const JOINED = /\s(?:and|or)\s/i;

/**
 * One operator written the way other languages write it: `(score + 1)`, `(x position * 2)`,
 * `<score > 10>`. With a single operator there is one meaning, so the line gets the Scratch form
 * the validator would have suggested (`((score) + (1))`). Two or more (`(a + b * c)`) depend on
 * an order of operations Scratch does not have: those stay for the validator to explain. The count
 * is per condition where `and`/`or` join several (`<a> and < (lives) > 0 >`, decision 620): a
 * comparison binds before the joining word in every language, so each one is read on its own.
 */
export const infixOperator: RepairRule = {
  id: "infix-operator",
  reason: "In Scratch each value sits in its own brackets: ((score) + (1)).",
  // Or a condition in spaced pointy brackets next to a joining word: `< (lives) > 0 > and`, or a
  // reporter's input before a comparison: `<distance to [target v] < 20>`.
  // Or two sensing conditions joined inside one pair: `<mouse down? and touching [ball]?>`.
  trigger: /\w\s+[-+*/<>=]\s+-?[\w(.]|\w\s+mod\s+|<\s+\(.*\s(?:and|or)\s|\s(?:and|or)\s+<\s+\(|<[a-z][^<>]*[\])]\s+[<>=]\s+-?[\w(.]|\?\s+(?:and|or)\s/,
  // `mod` holds an m.
  needs: "+-*/<>=m",
  propose(code) {
    const mistake = findOperatorMistake(code);
    if (!mistake) return [];
    const conditions = mistake.written.replace(/\[[^\]]*\]/g, "_").split(JOINED);
    const operators = conditions.map((part) => part.match(INFIX)?.length ?? 0);
    // One operator a condition at most (two need an order Scratch does not have); none only where
    // "and"/"or" joins conditions that test on their own (`mouse down?`, `touching [ball]?`).
    const most = Math.max(...operators);
    if (most > 1 || (most === 0 && conditions.length < 2)) return [];
    const reason = conditions.length > 1 ? "Each condition sits in its own pointy brackets, and “and” or “or” joins two of them inside one more pair." : undefined;
    return [replaceRange(0, code.length, mistake.fixedLine, reason)];
  },
};
