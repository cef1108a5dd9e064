// Turns whatever a person or an LLM handed us into clean scratchblocks text: the one form that
// is rendered, copied, validated and exported. Everything here is a safe rewrite (it never
// changes which blocks a program has); real mistakes are left for the validator to report.

import { readDirective } from "./project/project.directives";
import { readsAsBlock } from "./text.loose-values";
import { descriptionsAsNotes } from "./text.normalize.descriptions";

const FENCE = /^\s*(`{3,}|~{3,})\s*([\w-]*)[^\n]*$/;
/** Fence languages that mean "this is block text" (and the bare fence). */
const BLOCK_FENCE_LANGUAGES = new Set(["", "scratch", "scratchblocks", "scratch3", "sb", "sb3", "blocks", "text", "txt", "plaintext"]);

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
/**
 * Every Unicode space a model or a paste may put between words. (The parser keeps them inside
 * strings since issue 27, so text read exactly keeps an author's no-break space; model output
 * is tidied here first, as before.)
 */
const SPACE_LIKE = /[\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]/g;

/** Strips a surrounding code fence (and the prose around it); keeps the inside of every block fence. */
function extractFenced(lines: string[]): string[] | null {
  interface Fence {
    language: string;
    body: string[];
  }
  const fences: Fence[] = [];
  let open: { marker: string; fence: Fence } | null = null;
  for (const line of lines) {
    const m = FENCE.exec(line);
    if (open) {
      if (m && m[1] && m[1][0] === open.marker[0] && m[1].length >= open.marker.length && !m[2]) {
        open = null;
      } else {
        open.fence.body.push(line);
      }
    } else if (m && m[1]) {
      const fence: Fence = { language: (m[2] ?? "").toLowerCase(), body: [] };
      fences.push(fence);
      open = { marker: m[1], fence };
    }
  }
  if (fences.length === 0) return null;
  // An LLM answer may hold several fences (one per sprite, or a JS example): keep block fences.
  const wanted = fences.filter((f) => BLOCK_FENCE_LANGUAGES.has(f.language));
  const chosen = wanted.length > 0 ? wanted : fences;
  const out: string[] = [];
  for (const f of chosen) {
    if (out.length > 0) out.push("");
    out.push(...f.body);
  }
  return out;
}

/**
 * A sentence around unfenced blocks ("Here is your script:", "Have fun!"): no brackets, not a
 * comment, not a block scratchblocks knows, and either ending like a sentence or long.
 */
function isProse(line: string): boolean {
  if (line.trim().startsWith("//")) return false;
  const { code, comment } = splitComment(line.trim());
  const t = code.trim();
  if (t === "" || comment !== null || /[()[\]<>{}]/.test(t)) return false;
  if (readsAsBlock(t)) return false;
  // `When space key pressed:`, `Forever:`: a hat or C-block with a colon after it, never a sentence.
  if (/^(?:when|forever|repeat|if|else|define)\b/i.test(t)) return false;
  const sentenceEnd = /[:.!?]$/.test(t) && !/^(?:end|else)\W*$/i.test(t);
  return sentenceEnd || t.split(/\s+/).length >= 6;
}

/**
 * A title over the blocks ("Scratch Blocks — Fin Flap (Level 1)"): words on both sides of a
 * spaced dash, outside any bracket, and not a block scratchblocks knows.
 */
function isTitle(line: string): boolean {
  const t = line.trim();
  if (t.startsWith("//") || splitComment(t).comment !== null) return false;
  return /\s[—–]\s/.test(outsideBrackets(t)) && !readsAsBlock(t);
}

/**
 * The line with its brackets and everything inside them blanked (same length, same positions),
 * so only the author's own words remain.
 */
function outsideBrackets(line: string): string {
  let depth = 0;
  let out = "";
  for (let i = 0; i < line.length; i++) {
    const c = line[i] ?? "";
    if (c === "[" || c === "(" || c === "<") depth++;
    const inside = depth > 0;
    if ((c === "]" || c === ")" || c === ">") && depth > 0) depth--;
    out += inside || c === "]" || c === ")" || c === ">" ? " " : c;
  }
  return out;
}

/** Without a fence, prose can only be told apart at the start and the end. */
function stripProse(lines: string[]): string[] {
  let from = 0;
  let to = lines.length;
  const isAround = (line: string) => isProse(line) || isTitle(line) || line.trim() === "";
  while (from < to && isAround(lines[from] ?? "")) from++;
  while (to > from && isAround(lines[to - 1] ?? "")) to--;
  // Keep the blank lines inside the kept range; only the prose at the ends goes.
  return lines.slice(from, to);
}

/** Aliases scratchblocks accepts or LLMs write, mapped to the canonical English text. */
const LINE_ALIASES: readonly [RegExp, string][] = [
  [/^when\s+(?:gf|flag|green\s*flag|⚑|🏁|the\s+green\s+flag\s+is|green\s+flag\s+is)\s+clicked\b/i, "when green flag clicked"],
  [/^turn\s+(?:cw|↻|clockwise)\s+/i, "turn right "],
  [/^turn\s+(?:ccw|↺|anti-?clockwise|counter-?clockwise)\s+/i, "turn left "],
  // SPEC 5: pen down / pen up lines are normalised so they render and convert as Pen blocks.
  [/^(?:put\s+)?pen[\s_-]*down\b(?:\s*::\s*(?:pen|extension))?\s*$/i, "pen down"],
  [/^(?:lift\s+)?pen[\s_-]*up\b(?:\s*::\s*(?:pen|extension))?\s*$/i, "pen up"],
  [/^pendown\s*$/i, "pen down"],
  [/^penup\s*$/i, "pen up"],
  // `Define: jump (height)`: the colon models put after a hat's first word.
  [/^define:\s*/i, "define "],
  // "end if", "end repeat", "endif": an `end` with the block's name added.
  [/^end[\s_-]*(?:if|repeat|forever|loop|until|else|while|for)\s*$/i, "end"],
];

/**
 * The palette category models write before each block (`[Events]   when [green flag] clicked`,
 * `[Control]    wait (1) seconds`): the category is not part of the block. It is taken off only
 * when at least two lines carry one, and replaced by spaces so the indentation written after it
 * (which shows the nesting) stays.
 */
const CATEGORY_LABEL = /^(\s*)\[(?:motion|looks|sound|events|control|sensing|operators|variables|lists|my blocks|pen|music)\](?=\s+\S)/i;

function withoutCategoryLabels(lines: string[]): string[] {
  if (lines.filter((line) => CATEGORY_LABEL.test(line)).length < 2) return lines;
  return lines.map((line) => line.replace(CATEGORY_LABEL, (label) => " ".repeat(label.length)));
}

/**
 * A list marker before each block (`1. when green flag clicked`, `- move (10) steps`, `• hide`):
 * models write scripts as numbered or bulleted steps. Taken off only when at least two lines and
 * half the block lines carry one, as a list does (a custom block may be called `1. setup`); the
 * indentation before it stays.
 */
const LIST_MARKER = /^(\s*)(?:\d{1,2}[.)]|[-*•·])[ \t]+(?=\S)/;

function withoutListMarkers(lines: string[]): string[] {
  const marked = lines.filter((line) => LIST_MARKER.test(line)).length;
  if (marked < 2) return lines;
  const blockLines = lines.filter((line) => line.trim() !== "" && !line.trim().startsWith("//")).length;
  if (marked * 2 < blockLines) return lines;
  return lines.map((line) => line.replace(LIST_MARKER, "$1"));
}

/**
 * A line wrapped in inline-code backticks (`` `move (10) steps` ``) is that line; markdown's
 * marks are not part of the block.
 */
const unwrapBackticks = (line: string) => (!line.includes("`") ? line : line.replace(/^(\s*)`([^`]+)`\s*$/, "$1$2"));

/**
 * `#` starts a note in Python and shell, which models borrow: `move (10) steps  # go right`,
 * and a whole line `# Player` (a markdown heading) is a note too. Outside brackets only, so a
 * colour `[#ff0000]` and Scratch 2's `(costume #)` stay; and after a block only where the block
 * is complete before it (a bracket closes there, or two spaces stand before the `#`), so a
 * custom block worded `set # of lives` keeps its words.
 */
function hashComment(line: string): string {
  if (!line.includes("#")) return line;
  const found = /(^\s*|[)\]>]\s+|\S\s{2,})(#+\s+\S)/.exec(outsideBrackets(line));
  if (!found || line.slice(0, found.index).includes("//")) return line;
  const start = found.index + (found[1] ?? "").length;
  const note = line.slice(start).replace(/^#+\s*/, "");
  const code = line.slice(0, start).trimEnd();
  return code.trim() === "" ? `${code}// ${note}` : `${code} // ${note}`;
}

const ARROW = /[←⟵⬅]/;

/**
 * An arrow pointing back at a block (`glide (1) secs to x: (0) y: (0)   ← dart right`) starts
 * a note about it, as `//` does; inside a text input it stays text.
 */
function arrowComment(line: string): string {
  if (!ARROW.test(line)) return line;
  const at = outsideBrackets(line).search(/\s(?:←|⟵|⬅)/);
  if (at < 0 || line.slice(0, at).includes("//")) return line;
  const arrow = /^\s*(?:←|⟵|⬅️?)\s*/.exec(line.slice(at))?.[0] ?? "";
  return `${line.slice(0, at).trimEnd()} // ${line.slice(at + arrow.length).trim()}`;
}

function splitComment(line: string): { code: string; comment: string | null } {
  // A `//` inside [...] is text (e.g. a URL), not a comment.
  let depth = 0;
  for (let i = 0; i < line.length - 1; i++) {
    const c = line[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "[") depth++;
    else if (c === "]" && depth > 0) depth--;
    else if (c === "/" && line[i + 1] === "/" && depth === 0) {
      return { code: line.slice(0, i).trimEnd(), comment: line.slice(i + 2).trim() };
    }
  }
  return { code: line, comment: null };
}

function applyAliases(line: string): string {
  const indent = /^\s*/.exec(line)?.[0] ?? "";
  const { code, comment } = splitComment(line.slice(indent.length));
  let fixed = code;
  for (const [pattern, replacement] of LINE_ALIASES) {
    if (pattern.test(fixed)) {
      fixed = fixed.replace(pattern, replacement);
      break;
    }
  }
  return indent + fixed + (comment !== null ? ` // ${comment}` : "");
}

const isCommentOnly = (line: string) => line.trimStart().startsWith("//");
const isBlank = (line: string) => line.trim() === "";
/** `end`/`else` lines are swallowed by the C-block, so a comment there would vanish. */
const isStructural = (line: string) => /^(?:end|else)$/i.test(splitComment(line.trim()).code.trim());

/**
 * scratchblocks ends a C-block's mouth at a comment standing on its own line (unless it
 * directly follows a block at column 1), which silently breaks `forever` loops. Comments are
 * therefore moved onto the neighbouring block line of the same paragraph: the block above, or
 * the block below when the comment opens the paragraph.
 */
function attachComments(lines: string[]): string[] {
  const out = [...lines];
  const pending: number[] = [];
  const addComment = (target: number, text: string) => {
    const current = out[target] ?? "";
    const { code, comment } = splitComment(current);
    out[target] = `${code} // ${comment ? `${comment} · ${text}` : text}`;
  };
  const flushTo = (target: number | null) => {
    for (const index of pending) {
      const text = splitComment((out[index] ?? "").trim()).comment ?? "";
      if (target === null) {
        out[index] = `// ${text}`;
      } else {
        if (text) addComment(target, text);
        out[index] = "\u0000";
      }
    }
    pending.length = 0;
  };
  let lastBlock: number | null = null;
  // Project text's section lines and the directives right under them stay on their own lines.
  let inDirectives = false;
  for (let i = 0; i < out.length; i++) {
    const line = out[i] ?? "";
    const directive = isCommentOnly(line) ? readDirective(line) : null;
    if (directive && (directive.kind === "stage" || directive.kind === "sprite")) inDirectives = true;
    if (isBlank(line)) {
      flushTo(null);
      lastBlock = null;
    } else if (directive && inDirectives) {
      flushTo(null);
      out[i] = `// ${splitComment(line.trim()).comment ?? ""}`;
      lastBlock = null;
    } else if (isCommentOnly(line)) {
      if (lastBlock !== null) {
        pending.push(i);
        flushTo(lastBlock);
      } else {
        pending.push(i);
      }
    } else if (isStructural(line)) {
      // A comment after `end`/`else` belongs to the block below, not to one inside the mouth.
      lastBlock = null;
    } else {
      if (pending.length) flushTo(i);
      lastBlock = i;
      inDirectives = false;
    }
  }
  flushTo(null);
  return out.filter((l) => l !== "\u0000");
}

/** How many `[` the line leaves open at its end (escaped brackets aside), or -1 when a `]` closes more than it opened. */
function openSquareBrackets(line: string): number {
  let open = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "\\") i++;
    else if (c === "[") open++;
    else if (c === "]" && --open < 0) return -1;
  }
  return open;
}

const MAX_TEXT_LINES = 5;

/**
 * A text that runs over a line's end (`say [Line one` / `line two]`): the model typed a new line
 * inside the square brackets. Scratch keeps new lines in texts; scratchblocks has no form for one
 * but the `\n` escape (decision 210), so the lines become one, the new line escaped. Only where
 * the following lines close the bracket within a few lines.
 */
function joinTextsOverLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] ?? "";
    if (openSquareBrackets(line) > 0 && !line.trimStart().startsWith("//")) {
      let joined = line;
      for (let next = i + 1; next < lines.length && next <= i + MAX_TEXT_LINES; next++) {
        joined = `${joined}\\n${lines[next] ?? ""}`;
        if (openSquareBrackets(joined) === 0 && /\]/.test(lines[next] ?? "")) {
          line = joined;
          i = next;
          break;
        }
      }
    }
    out.push(line);
  }
  return out;
}

const WARP_SETTING = /^\s*run\s+without\s+screen\s+refresh\s*[:=]?\s*(true|yes|on|false|no|off)?\s*$/i;

/**
 * `Run without screen refresh: true` written as a line under a `define`: models write the custom
 * block's setting where its blocks go. Scratch keeps it on the define, which our text writes as
 * the define line's note (decision 014), so the line becomes that note; `false` (the default) a
 * note of the author's words.
 */
function warpSettingLines(lines: readonly string[]): string[] {
  return lines.map((line, i) => {
    const setting = WARP_SETTING.exec(line);
    if (!setting || !/^\s*define\s/i.test(lines[i - 1] ?? "")) return line;
    const indent = /^\s*/.exec(line)?.[0] ?? "";
    const on = setting[1] === undefined || /^(?:true|yes|on)$/i.test(setting[1]);
    return on ? `${indent}// run without screen refresh` : `${indent}// ${line.trim()}`;
  });
}

/**
 * Normalises raw block text (SPEC 5): surrounding code fence and prose, CRLF, tabs, trailing
 * spaces, zero-width and smart-quote characters, known aliases, pen down/up lines.
 */
export function normalizeBlocksText(raw: string): string {
  const text = raw
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, "")
    .replace(SPACE_LIKE, " ")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/\u2212/g, "-")
    .replace(/\t/g, "  ");
  const all = text.split("\n");
  const fenced = extractFenced(all);
  // Fence lines nested in a fence's body are leftovers of a badly closed answer, never blocks.
  let lines = stripProse(withoutListMarkers(withoutCategoryLabels(joinTextsOverLines((fenced ? fenced.filter((line) => !FENCE.test(line)) : all).map(unwrapBackticks)))));
  lines = descriptionsAsNotes(warpSettingLines(lines.map((line) => applyAliases(hashComment(arrowComment(line.replace(/\s+$/, "")))))));
  lines = attachComments(lines);
  // Collapse runs of blank lines and trim blank lines at both ends.
  const out: string[] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      if (out.length > 0 && out[out.length - 1] !== "") out.push("");
    } else {
      out.push(line);
    }
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.join("\n");
}

export { splitComment };
