import { normalizeBlocksText, parseProject, type TProjectTarget } from "../../../../../../blocks";
import { scriptSourceLines } from "../../script-lines";
import type { TRubricRequest, TVerdict } from "./rubric.types";

/**
 * Grades an answer against a request's rubric (rubric.types.ts) the way a teacher building it
 * with a child would: the blocks that must be there, in order within one script, and what must
 * not. The answer is read as the pipeline reads it (normalised, parsed as project text), and
 * each script as the lines a child sees, from its hat to its last block.
 */

export type TGradedAnswer = { kind: "program"; text: string; leftOut: string[] } | { kind: "declined" };

export interface TGrade {
  verdict: TVerdict;
  /** Rubric items that did not hold (must) or held (mustNot, prefixed "not "). */
  failures: string[];
}

interface TScriptLines {
  target: string;
  lines: string[];
}

interface TReadAnswer {
  sprites: string[];
  scripts: TScriptLines[];
  allLines: string[];
  variables: Set<string>;
  lists: Set<string>;
  hasComment: boolean;
}

/** A block line as a child reads it: lower case, no brackets, no menu arrows, "flag" for the green flag. */
/**
 * A comment that explains the program: on a line of its own (not one of the project header's), or
 * after a block (`move (10) steps // ten steps each time`), where the normaliser puts a comment
 * written next to blocks. A teacher counts both. Texts in brackets are left out, so a `//` inside
 * `[http://…]` is not a comment.
 */
function isTeachingComment(line: string): boolean {
  if (/^\s*\/\/(?!\s*(?:stage|sprite:|variable |list |x:|costumes|sounds|backdrops))/.test(line)) return true;
  return /\S\s+\/\/\s*\S/.test(line.replace(/\[[^\]]*\]/g, "[]"));
}

export function normaliseLine(line: string): string {
  return line
    .replace(/\s\/\/.*$/, "")
    .toLowerCase()
    .replace(/::\s*[a-z ]+/g, " ")
    .replace(/\s+v\s*([\])])/g, "$1")
    .replace(/<(?=\S)/g, " ")
    .replace(/(?<=\S)>/g, " ")
    .replace(/[[\](){}]/g, " ")
    .replace(/\bgreen flag\b/g, "flag")
    // "Hello!" for "hello": a teacher reads past an exclamation mark
    .replace(/!/g, "")
    .replace(/\s+/g, " ")
    .replace(/ \?/g, "?")
    .trim();
}

const squash = (name: string) => name.toLowerCase().replace(/\s+/g, "");

function readAnswer(text: string): TReadAnswer {
  const normalised = normalizeBlocksText(text);
  const textLines = normalised.split("\n");
  const { project } = parseProject(normalised);
  const targets: TProjectTarget[] = [project.stage, ...project.sprites];
  const scripts: TScriptLines[] = [];
  const variables = new Set<string>();
  const lists = new Set<string>();
  for (const target of targets) {
    for (const variable of target.variables) variables.add(squash(variable.name));
    for (const list of target.lists) lists.add(squash(list.name));
    for (const variable of target.program.variables) variables.add(squash(variable.name));
    for (const list of target.program.lists) lists.add(squash(list.name));
    for (const script of target.program.scripts) {
      scripts.push({ target: target.isStage ? "stage" : squash(target.name), lines: scriptSourceLines(textLines, script, normaliseLine) });
    }
  }
  return {
    sprites: project.sprites.map((sprite) => squash(sprite.name)),
    scripts,
    allLines: scripts.flatMap((script) => script.lines),
    variables,
    lists,
    hasComment: textLines.some(isTeachingComment),
  };
}

const NUMBER = "\\d+(?:\\.\\d+)?";
/** What ` * ` between two words stands for: a space, any words and a space, or just one space. */
const ANY_WORDS = "(?: .*? | )";

/** One STEP alternative as a regular expression: `#` a number of zero or more, `-#` a negative one, `*` anything. */
function stepPattern(step: string): RegExp {
  let source = "";
  const text = step.trim().toLowerCase().replace(/!/g, "");
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === "-" && text[i + 1] === "#") {
      source += `-${NUMBER}`;
      i++;
    } else if (char === "#" && !/^[0-9a-f]{3}/.test(text.slice(i + 1))) source += NUMBER;
    else if (char === "*" && text[i - 1] === " " && text[i + 1] === " ") {
      // " * " between words: any words, or none. A second " * " right after the first adds
      // nothing (any words twice are any words) and has no space of its own to take back.
      if (!source.endsWith(ANY_WORDS)) source = source.slice(0, -1) + ANY_WORDS;
      i++;
    } else if (char === "*") source += ".*?";
    else source += char.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  }
  const start = /^[a-z0-9]/.test(text) ? "(?:^|\\s)" : "";
  const end = /[a-z0-9]$/.test(text) ? "(?=$|[^a-z0-9.])" : "";
  return new RegExp(`${start}${source}${end}`);
}

function lineMatches(line: string, step: string): boolean {
  return step.split(" | ").some((alternative) => stepPattern(alternative).test(line));
}

/** The steps in order; a first step that is a hat ("when ...") must be the script's first line. */
function scriptHas(lines: string[], steps: string[]): boolean {
  const [first] = steps;
  if (first === undefined || lines[0] === undefined) return false;
  const isHat = /^(?:when|define)\b/.test(first.trim());
  if (isHat && !lineMatches(lines[0], first)) return false;
  let at = isHat ? 1 : 0;
  for (const step of isHat ? steps.slice(1) : steps) {
    while (at < lines.length && !lineMatches(lines[at] as string, step)) at++;
    if (at >= lines.length) return false;
    at++;
  }
  return true;
}

const ARROWS: [string, string][] = [
  ["right arrow", "change x by # | move # steps"],
  ["left arrow", "change x by -# | move # steps"],
  ["up arrow", "change y by # | move # steps"],
  ["down arrow", "change y by -# | move # steps"],
];

/** `@key KEY -> STEPS` as its two usual forms: the key's own hat, or a loop asking whether it is pressed. */
function keyForms(item: string): string[] {
  const [head, ...steps] = item.split(" -> ");
  const key = (head as string).replace(/^@key\s+/, "").trim();
  const tail = steps.length > 0 ? ` -> ${steps.join(" -> ")}` : "";
  return [`when ${key} key pressed${tail}`, `when flag clicked -> forever | repeat until * -> if *key ${key} pressed?* then${tail}`];
}

/**
 * `A -> B | C -> D`: when a part after a ` | ` has steps of its own, the alternatives are whole
 * sequences (as `||`), not one step's spellings.
 */
function sequenceAlternatives(item: string): string[] {
  return item.split(" || ").flatMap((alternative) => {
    const parts = alternative.split(" | ");
    if (!parts.slice(1).some((part) => part.includes(" -> "))) return [alternative];
    const target = /^([A-Za-z][A-Za-z0-9]*):\s+/.exec(alternative)?.[0] ?? "";
    return parts.map((part, i) => (i === 0 || part.startsWith(target) ? part : `${target}${part}`));
  });
}

function scriptItemHolds(answer: TReadAnswer, item: string): boolean {
  return sequenceAlternatives(item).some((alternative) => {
    const target = /^([A-Za-z][A-Za-z0-9]*):\s+(.*)$/.exec(alternative.trim());
    const where = target && !/^[xy]$/i.test(target[1] as string) ? squash(target[1] as string) : undefined;
    const body = where !== undefined ? (target?.[2] as string) : alternative.trim();
    const forms = body.startsWith("@key ") ? keyForms(body) : [body];
    return forms.some((form) => {
      const steps = form.split(" -> ");
      return answer.scripts.some((script) => (where === undefined || script.target === where) && scriptHas(script.lines, steps));
    });
  });
}

function holds(answer: TReadAnswer, leftOut: string[], item: string): boolean {
  const trimmed = item.trim();
  let m: RegExpExecArray | null;
  if ((m = /^sprite (.+)$/.exec(trimmed))) return (m[1] as string).split(" | ").some((name) => answer.sprites.includes(squash(name.replace(/^sprite /, ""))));
  if ((m = /^sprites(>=|=)(\d+)(?: \| (.*))?$/.exec(trimmed))) {
    const n = Number(m[2]);
    const ok = m[1] === "=" ? answer.sprites.length === n : answer.sprites.length >= n;
    return ok || (m[3] !== undefined && holds(answer, leftOut, m[3]));
  }
  if ((m = /^scripts<=(\d+)$/.exec(trimmed))) return answer.scripts.length <= Number(m[1]);
  if ((m = /^var (.+)$/.exec(trimmed))) {
    return (m[1] as string).split(" | ").some((name) => {
      const wanted = name.replace(/^var /, "").trim();
      return wanted === "*" ? answer.variables.size > 0 : answer.variables.has(squash(wanted));
    });
  }
  if ((m = /^list (.+)$/.exec(trimmed))) return m[1] === "*" ? answer.lists.size > 0 : answer.lists.has(squash(m[1] as string));
  if (trimmed === "comment") return answer.hasComment;
  if ((m = /^text (.+)$/.exec(trimmed))) return answer.allLines.some((line) => lineMatches(line, m?.[1] as string));
  if ((m = /^named (.+)$/.exec(trimmed))) return leftOut.some((part) => part.toLowerCase().includes((m?.[1] as string).toLowerCase()));
  if (trimmed === "declined") return false;
  const target = /^([A-Za-z][A-Za-z0-9]*):\s+@arrows$/.exec(trimmed);
  if (trimmed === "@arrows" || target) {
    const prefix = target ? `${target[1]}: ` : "";
    return ARROWS.every(([key, move]) => scriptItemHolds(answer, `${prefix}@key ${key} -> ${move}`));
  }
  // A step with no arrow is a block anywhere: any script, any line.
  if (!trimmed.includes(" -> ") && !trimmed.startsWith("@key") && !/^[A-Za-z][A-Za-z0-9]*:\s/.test(trimmed)) {
    return answer.allLines.some((line) => lineMatches(line, trimmed)) || scriptItemHolds(answer, trimmed);
  }
  return scriptItemHolds(answer, trimmed);
}

export function gradeAnswer(request: TRubricRequest, answer: TGradedAnswer): TGrade {
  if (answer.kind === "declined") {
    const expected = request.must.includes("declined");
    return { verdict: expected ? "right" : "partial-named", failures: expected ? [] : ["declined"] };
  }
  const read = readAnswer(answer.text);
  const failures = [
    ...request.must.filter((item) => !holds(read, answer.leftOut, item)),
    ...(request.mustNot ?? []).filter((item) => holds(read, answer.leftOut, item)).map((item) => `not ${item}`),
  ];
  const brokeAMustNot = failures.some((failure) => failure.startsWith("not "));
  if (brokeAMustNot) return { verdict: "wrong-unsaid", failures };
  if (failures.length === 0) return { verdict: answer.leftOut.length === 0 ? "right" : "partial-named", failures };
  return { verdict: answer.leftOut.length > 0 ? "partial-named" : "wrong-unsaid", failures };
}

export interface TCorpusScore {
  requests: number;
  right: number;
  partialNamed: number;
  wrongUnsaid: number;
}

export function scoreGrades(grades: readonly TGrade[]): TCorpusScore {
  return {
    requests: grades.length,
    right: grades.filter((grade) => grade.verdict === "right").length,
    partialNamed: grades.filter((grade) => grade.verdict === "partial-named").length,
    wrongUnsaid: grades.filter((grade) => grade.verdict === "wrong-unsaid").length,
  };
}
