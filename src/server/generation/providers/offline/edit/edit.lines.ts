// Changes to a text's lines, gathered first and applied at once, so each edit can name lines of
// the base text without counting the lines other edits add or remove. A line nobody touches is
// written back exactly as it was.

export interface TLineEditor {
  replace(line: number, text: string): void;
  /** Lines to add right after a line of the base (0: at the very top). */
  insertAfter(line: number, added: string[]): void;
  remove(from: number, to?: number): void;
  /** Lines touched so far: two edits of one line would lose one of them. */
  touched(line: number): boolean;
  apply(): string;
}

const indentOf = (line: string) => /^\s*/.exec(line)![0];
/** A line that opens a C-block's body (or a script: a hat's blocks are not indented). */
const OPENS_BODY = /(\bthen|^\s*(forever|else|repeat\b.*|repeat until\b.*|while\b.*|for each\b.*))\s*(\/\/.*)?$/;

/** Lines added after `line` take the indentation blocks there have: one step in after a C-block's opening. */
export function indentFor(lines: readonly string[], line: number, added: readonly string[]): string[] {
  const at = lines[line - 1];
  if (at === undefined) return [...added];
  const indent = indentOf(at) + (OPENS_BODY.test(at) ? "  " : "");
  let depth = 0;
  return added.map((text) => {
    if (text === "") return text;
    const trimmed = text.trim();
    if (trimmed === "end" || trimmed === "else") depth = Math.max(0, depth - 1);
    const out = `${indent}${"  ".repeat(depth)}${trimmed}`;
    if (OPENS_BODY.test(trimmed)) depth += 1;
    return out;
  });
}

export function createLineEditor(lines: readonly string[]): TLineEditor {
  const replaced = new Map<number, string>();
  const inserted = new Map<number, string[]>();
  const removed = new Set<number>();
  return {
    replace(line, text) {
      replaced.set(line, text);
    },
    insertAfter(line, added) {
      // a new script (after a blank line) starts at the margin; blocks inside one take its indentation
      const placed = added[0] === "" ? added : indentFor(lines, line, added);
      inserted.set(line, [...(inserted.get(line) ?? []), ...placed]);
    },
    remove(from, to = from) {
      for (let line = from; line <= to; line += 1) removed.add(line);
    },
    touched(line) {
      return replaced.has(line) || removed.has(line);
    },
    apply() {
      const out: string[] = [...(inserted.get(0) ?? [])];
      lines.forEach((text, index) => {
        const line = index + 1;
        if (!removed.has(line)) out.push(replaced.get(line) ?? text);
        out.push(...(inserted.get(line) ?? []));
      });
      const text = out.join("\n");
      // a removed script leaves no run of blank lines behind
      return removed.size > 0 ? text.replace(/\n{3,}/g, "\n\n").replace(/^\n+/, "") : text;
    },
  };
}
