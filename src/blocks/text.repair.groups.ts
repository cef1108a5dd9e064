// A small bracket scanner for one line of block text, with positions (scratchblocks keeps
// none). The repair rules use it to find the exact characters to rewrite; whether the rewrite
// is right is then decided by the real parser (text.repair.ts), never by this scanner.

export type Bracket = "(" | "[" | "<";

export interface Group {
  open: Bracket;
  /** Index of the opening bracket. */
  start: number;
  /** Index just after the closing bracket. */
  end: number;
  children: Group[];
}

/**
 * Top-level groups of `code`, or null when the brackets do not balance. `[...]` is text (no
 * groups inside, `\]` escapes). A `<` opens a condition only when a non-space follows it, and a
 * `>` closes one only when a non-space precedes it, so `(a) < (b)` and `(a) >= (b)` read as
 * comparison words, as scratchblocks reads them.
 */
export function scanGroups(code: string): Group[] | null {
  const root: Group[] = [];
  const stack: Group[] = [];
  let top: Group | undefined;
  for (let i = 0; i < code.length; i++) {
    switch (code.charCodeAt(i)) {
      case 92: // backslash escapes the next character
        i++;
        break;
      case 91: {
        // [text]: nothing nests inside
        let j = i + 1;
        while (j < code.length && code.charCodeAt(j) !== 93) j += code.charCodeAt(j) === 92 ? 2 : 1;
        if (j >= code.length) return null;
        (top ? top.children : root).push({ open: "[", start: i, end: j + 1, children: [] });
        i = j;
        break;
      }
      case 93:
        return null;
      case 40:
        stack.push((top = openGroup("(", i, top ? top.children : root)));
        break;
      case 41:
        if (top?.open !== "(") return null;
        top.end = i + 1;
        stack.pop();
        top = stack[stack.length - 1];
        break;
      case 60: {
        const next = code.charCodeAt(i + 1);
        // `<` then a space, `=` or `>` (or nothing) is a comparison word, not a bracket.
        if (Number.isNaN(next) || next === 32 || next === 61 || next === 62) break;
        stack.push((top = openGroup("<", i, top ? top.children : root)));
        break;
      }
      case 62: {
        const prev = code.charCodeAt(i - 1);
        if (top?.open !== "<" || prev === 32 || code.charCodeAt(i + 1) === 61) break;
        top.end = i + 1;
        stack.pop();
        top = stack[stack.length - 1];
        break;
      }
      default:
        break;
    }
  }
  return stack.length === 0 ? root : null;
}

/** A new group opened at `at`, added to `siblings`. (Module-level: a closure per scan costs more than the scan.) */
function openGroup(bracket: Bracket, at: number, siblings: Group[]): Group {
  const g: Group = { open: bracket, start: at, end: -1, children: [] };
  siblings.push(g);
  return g;
}

export const inner = (code: string, g: Group): string => code.slice(g.start + 1, g.end - 1);

/** A placeholder that cannot occur in block text: where a child group sits in a label. */
export const SLOT = "\u0001";

/**
 * The words of a block with its inputs as SLOT, e.g. `say [hi] for (2) secs` → `say \u0001 for
 * \u0001 secs`, and the inputs' text in order. `from`/`to` bound the part of `code` to read.
 */
export function labelOf(code: string, children: readonly Group[], from: number, to: number): { label: string; args: string[] } {
  let label = "";
  let at = from;
  const args: string[] = [];
  for (const g of children) {
    label += code.slice(at, g.start) + SLOT;
    args.push(code.slice(g.start, g.end));
    at = g.end;
  }
  label += code.slice(at, to);
  return { label, args };
}

/** Puts the inputs back into a label: the inverse of labelOf. */
export function fillLabel(label: string, args: readonly string[]): string {
  let i = 0;
  return label.replace(new RegExp(SLOT, "g"), () => args[i++] ?? "");
}

/** Every group, outermost first, depth-first. */
export function allGroups(groups: readonly Group[], out: Group[] = []): Group[] {
  for (const g of groups) {
    out.push(g);
    allGroups(g.children, out);
  }
  return out;
}

/** `(x v)`, `[x v]`: a dropdown as scratchblocks reads it (the ` v` marks the arrow). */
export function dropdownValue(code: string, g: Group): string | null {
  if (g.open === "<" || g.children.length > 0) return null;
  const m = /^(.*\S)\s+v$/.exec(inner(code, g));
  return m ? (m[1] ?? null) : null;
}

export const isNumberGroup = (code: string, g: Group): boolean => g.open === "(" && g.children.length === 0 && /^\s*-?(?:\d+\.?\d*|\.\d+)\s*$/.test(inner(code, g));

/**
 * A place that holds one block's words: the line itself, or a `(reporter)` or `<condition>`
 * group. `label` is its text with the inputs as SLOT; `args` are the inputs' text in order.
 */
export interface Site {
  group: Group | null;
  /** The range of `code` the site's block occupies (brackets included for a group). */
  from: number;
  to: number;
  children: Group[];
  label: string;
  args: string[];
}

/** The line, then every `(…)` and `<…>` group that can hold a block, outermost first. */
export function sitesOf(code: string, groups: readonly Group[], keep?: (children: readonly Group[]) => boolean): Site[] {
  const out: Site[] = [];
  if (!keep || keep(groups)) out.push({ group: null, from: 0, to: code.length, children: groups as Group[], ...labelOf(code, groups, 0, code.length) });
  for (const g of allGroups(groups)) {
    if (g.open === "[" || (keep && !keep(g.children)) || isNumberGroup(code, g) || dropdownValue(code, g) !== null) continue;
    out.push({ group: g, from: g.start, to: g.end, children: g.children, ...labelOf(code, g.children, g.start + 1, g.end - 1) });
  }
  return out;
}

/** Rebuilds a site's text from a new label (inputs as SLOT) and inputs. */
export function siteText(site: Site, label: string, args: readonly string[] = site.args): string {
  const body = fillLabel(label, args);
  if (!site.group) return body;
  return site.group.open === "<" ? `<${body}>` : `(${body})`;
}
