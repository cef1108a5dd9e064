// A condition written in words (issue 27, seen in real model answers): `if <score is more than
// 10> then`, `wait until <lives equals 0>`, `repeat until touching the edge`, `if <mouse is down>
// then`, `if <space key is pressed> then`. Each wording here names exactly one Scratch condition:
// a comparison (`is more than` is `>`, `is at least` is `not … <`), `touching`, `mouse down?` or
// `key … pressed?`. The words are read only where that meaning is certain: the value compared
// must be a reporter (in round brackets, a built-in reporter's name, or a name the program uses
// as a variable), or a name compared with a number, where nothing but a variable can be meant. A condition that is a thought rather than a test (`<[this option is correct]>`) has no
// Scratch reading and stays for the validator.

import { builtInReporterSpelled } from "./program.hints";
import { vocabulary } from "./vocabulary";
import { replaceRange, type Edit, type LineView, type RepairRule } from "./text.repair.types";

type Relation = ">" | "<" | "=" | "!=" | ">=" | "<=";

/** Comparison words, longest first so `is more than or equal to` is not read as `is more than`. */
const RELATION_WORDS: readonly [string, Relation][] = (
  [
    ["is (?:greater|more|bigger|larger|higher) than or equal to", ">="],
    ["is (?:less|smaller|fewer|lower) than or equal to", "<="],
    ["is at least", ">="],
    ["is at most", "<="],
    ["is (?:greater|more|bigger|larger|higher) than", ">"],
    ["(?:greater|more|bigger|larger|higher) than", ">"],
    ["is (?:over|above)", ">"],
    ["exceeds", ">"],
    ["is (?:less|smaller|fewer|lower) than", "<"],
    ["(?:less|smaller|fewer|lower) than", "<"],
    ["is (?:under|below)", "<"],
    ["is not equal to", "!="],
    ["does not equal", "!="],
    ["doesn't equal", "!="],
    ["is not", "!="],
    ["isn't", "!="],
    ["is equal to", "="],
    ["equals", "="],
    ["is", "="],
  ] as const
).map(([words, relation]) => [words, relation]);

const COMPARED = new RegExp(`^(.+?)\\s+(${RELATION_WORDS.map(([w]) => w).join("|")})\\s+(.+)$`, "i");
const relationOf = (words: string): Relation | null => RELATION_WORDS.find(([w]) => new RegExp(`^${w}$`, "i").test(words))?.[1] ?? null;

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;
/** A name as models write one without brackets: words of letters, digits, `_` and `-`. */
const NAME = /^[A-Za-z_][\w-]*(?: [\w-]+){0,3}$/;

/** Built-in reporters without inputs, by their words (`x position`, `answer`, `timer`). */
const PLAIN_REPORTERS = new Map(
  vocabulary
    .filter((e) => e.shape === "reporter" && /^\([^()[\]<>]+\)$/.test(e.text))
    .map((e) => [e.text.slice(1, -1).toLowerCase(), e.text] as const),
);

/** The operand as a reporter (`(score)`, `(x position)`), or null when it may be text. */
function reporterOperand(written: string, line: LineView, comparedWithNumber: boolean): string | null {
  const text = written.trim();
  if (/^\(.*\)$/.test(text) && !NUMBER.test(text.slice(1, -1).trim())) return text;
  const bare = /^\[([^[\]]+)\]$/.exec(text)?.[1]?.trim() ?? text;
  if (!NAME.test(bare)) return null;
  const builtIn = PLAIN_REPORTERS.get(bare.toLowerCase()) ?? builtInReporterSpelled(bare);
  if (builtIn) return builtIn;
  if (line.isProgramVariableOutsideText(bare)) return `(${bare})`;
  // `score is more than 10`, `lives equals 0`: a name compared with a number can only be a variable.
  return comparedWithNumber && bare === text ? `(${bare})` : null;
}

/** The value compared with: a number, a text, or a reporter. */
function valueOperand(written: string, line: LineView, numericComparison: boolean): string | null {
  const text = written.trim();
  if (NUMBER.test(text)) return `(${text})`;
  if (/^\(.*\)$/.test(text) || /^\[[^[\]]*\]$/.test(text)) return text;
  const quoted = /^"([^"]*)"$/.exec(text);
  if (quoted) return `[${quoted[1] ?? ""}]`;
  const reporter = reporterOperand(text, line, false);
  if (reporter) return reporter;
  // `answer is yes`: plain words compared for equality are the text they spell.
  return !numericComparison && NAME.test(text) ? `[${text}]` : null;
}

const COMPARISON_FORM: Readonly<Record<Relation, (a: string, b: string) => string>> = {
  ">": (a, b) => `<${a} > ${b}>`,
  "<": (a, b) => `<${a} < ${b}>`,
  "=": (a, b) => `<${a} = ${b}>`,
  "!=": (a, b) => `<not <${a} = ${b}>>`,
  ">=": (a, b) => `<not <${a} < ${b}>>`,
  "<=": (a, b) => `<not <${a} > ${b}>>`,
};

function comparisonInWords(words: string, line: LineView): string | null {
  const m = COMPARED.exec(words);
  const relation = m ? relationOf(m[2] ?? "") : null;
  if (!m || !relation) return null;
  const numeric = relation !== "=" && relation !== "!=";
  const b = valueOperand(m[3] ?? "", line, numeric);
  if (b === null || (numeric && !b.startsWith("("))) return null;
  // A number, written bare or already in its round brackets.
  const byNumber = NUMBER.test((m[3] ?? "").trim().replace(/^\((.*)\)$/, "$1").trim());
  const a = reporterOperand(m[1] ?? "", line, byNumber);
  return a === null ? null : COMPARISON_FORM[relation](a, b);
}

const KEYS = "space|up arrow|down arrow|left arrow|right arrow|any|[a-z0-9]";
const KEY_PRESSED = [
  new RegExp(`^(?:the )?(${KEYS}) key (?:is )?(?:pressed|down|held(?: down)?)$`, "i"),
  new RegExp(`^key (?:\\[|\\()?(${KEYS})(?: v)?(?:\\]|\\))? (?:is )?(?:pressed|down)\\??$`, "i"),
];
const MOUSE_DOWN = /^(?:the )?mouse(?: button)? (?:is )?(?:down|pressed|clicked|held(?: down)?)$/i;
const TOUCHING = /^(?:is )?touch(?:ing|es) (?:the )?(edge|mouse(?:[- ]pointer)?|[A-Za-z_][\w -]*)$/i;

/** A boolean block said in words: touching, the mouse button, a key. */
function booleanInWords(words: string): string | null {
  for (const pattern of KEY_PRESSED) {
    const key = pattern.exec(words)?.[1];
    if (key) return `<key (${key.toLowerCase()} v) pressed?>`;
  }
  if (MOUSE_DOWN.test(words)) return "<mouse down?>";
  const touched = TOUCHING.exec(words)?.[1];
  if (!touched || /\bcolou?r\b/i.test(touched)) return null;
  const menu = /^edge$/i.test(touched) ? "edge" : /^mouse/i.test(touched) ? "mouse-pointer" : touched.trim();
  return `<touching (${menu} v)?>`;
}

/** The Scratch condition the words name, or null. `not …` keeps its not. */
export function conditionInWords(words: string, line: LineView): string | null {
  const text = words.trim();
  const not = /^not\s+(.+)$/i.exec(text);
  if (not) {
    const inner = conditionInWords(not[1] ?? "", line);
    return inner ? `<not ${inner}>` : null;
  }
  return booleanInWords(text) ?? comparisonInWords(text, line);
}

/** `<words>` with no pointy bracket inside; its content. */
const POINTY_WORDS = /<([^<>]*[A-Za-z][^<>]*)>/g;
/** A condition without its brackets where a block wants one. */
const BARE_CONDITION = /^(\s*(?:if|wait\s+until|repeat\s+until)\s+)(?!<)(.*?)(\s+then)?\s*$/i;

export const wordedCondition: RepairRule = {
  id: "worded-condition",
  reason: "Scratch tests a condition with its own blocks, such as <(score) > (10)> or <touching (edge v)?>.",
  // Words only a worded condition holds, inside pointy brackets or after if / until.
  trigger: /(?:<[^<>?]*|^\s*(?:if|wait until|repeat until)\s+[^<]*)\b(?:is|isn't|equals?|than|exceeds|touch(?:ing|es)|mouse|key)\b/,
  propose(code, line) {
    const edits: Edit[] = [];
    for (const m of code.matchAll(POINTY_WORDS)) {
      const content = m[1] ?? "";
      // A condition already in Scratch's words (`<touching (edge v)?>`, `<(a) = (b)>`) is left alone.
      if (content.endsWith("?") || /^\s*[([]/.test(content) && !/\b(?:is|equals?|than|exceeds)\b/i.test(content)) continue;
      const condition = conditionInWords(content, line);
      if (condition) edits.push(replaceRange(m.index ?? 0, (m.index ?? 0) + m[0].length, condition));
    }
    const bare = BARE_CONDITION.exec(code);
    // A bare block that ends in its `?` is Scratch's own wording: it only needs brackets (bareCondition).
    if (bare && !(bare[2] ?? "").trim().endsWith("?")) {
      const condition = conditionInWords(bare[2] ?? "", line);
      if (condition) edits.push(replaceRange(0, code.length, `${bare[1] ?? ""}${condition}${bare[3] ?? ""}`));
    }
    return edits;
  },
};
