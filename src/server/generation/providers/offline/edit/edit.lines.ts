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

export function createLineEditor(lines: readonly string[]): TLineEditor {
  const replaced = new Map<number, string>();
  const inserted = new Map<number, string[]>();
  const removed = new Set<number>();
  return {
    replace(line, text) {
      replaced.set(line, text);
    },
    insertAfter(line, added) {
      inserted.set(line, [...(inserted.get(line) ?? []), ...added]);
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
