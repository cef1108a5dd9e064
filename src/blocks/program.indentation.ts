// Indentation is evidence (issue 13, point 4). scratchblocks ignores indentation: nesting comes
// only from C-blocks and `end`. When a person or a model indents a body under `wait until` as
// if it were a loop, or puts an `end` under a different block than the one it closes, the
// parse is valid but means something else than the text shows. These checks compare the two
// and name the line where the structure went wrong. Text that is not indented at all, or is
// indented consistently (2 or 4 spaces, the body under its hat or not), never trips them.

/** One line of a script as the parser walked it. */
export type ScriptLine =
  | {
      kind: "block";
      line: number;
      /** Line of the C-block whose mouth holds this block (null at the top of the script). */
      parent: number | null;
      /** A C-block (its body follows), a hat or a define (a body may be indented under it). */
      opens: boolean;
      /** The block could not be read: its own diagnostic says enough. */
      unknown: boolean;
      /** `wait until <…>`: the condition, for the "did you mean repeat until" hint. */
      waitUntil?: string;
    }
  | { kind: "end" | "else"; line: number; closes: number };

export type IndentationFinding =
  /** `next`: the block below an `end` that closed too early (its own errors are knock-ons). */
  | { code: "indentation"; line: number; message: string; hint: string; next?: number }
  /** The `end` lines up with an outer block: the inner one at `line` is the one without an end. */
  | { code: "missing-end"; line: number; message: string; hint: string; outer: number; endLine: number };

const quote = (text: string) => `"${text.replace(/\s+/g, " ").trim()}"`;

/**
 * Findings for one paragraph of text (a script and the scripts scratchblocks split off it after
 * a cap block). `textOf` gives a line's words as the author wrote them, for messages.
 */
export function checkIndentation(lines: readonly ScriptLine[], indentOf: (line: number) => number, textOf: (line: number) => string): IndentationFinding[] {
  const findings: IndentationFinding[] = [];
  // Text with no indentation at all cannot contradict its nesting.
  const firstIndent = indentOf(lines[0]?.line ?? 0);
  if (lines.every((l) => indentOf(l.line) === firstIndent)) return findings;
  const byLine = new Map<number, ScriptLine>();
  for (const l of lines) byLine.set(l.line, l);
  const blockAt = (line: number) => {
    const l = byLine.get(line);
    return l?.kind === "block" ? l : undefined;
  };
  // Does the author indent the body of the C-block at `opener`? Only then can its indentation contradict.
  const firstBody = new Map<number, number>();
  for (const l of lines) if (l.kind === "block" && l.parent !== null && !firstBody.has(l.parent)) firstBody.set(l.parent, l.line);
  const indentsBody = (opener: number) => {
    const body = firstBody.get(opener);
    return body !== undefined && indentOf(body) > indentOf(opener);
  };
  const reported = new Set<number>();
  const add = (finding: IndentationFinding) => {
    if (reported.has(finding.line)) return;
    reported.add(finding.line);
    findings.push(finding);
  };

  const explainedEnds = new Set<number>();
  // An `end` lined up with an outer C-block: the inner block it closed is the one without an end.
  for (const l of lines) {
    if (l.kind !== "end") continue;
    const inner = blockAt(l.closes);
    if (!inner || inner.unknown || !indentsBody(inner.line) || indentOf(l.line) >= indentOf(inner.line)) continue;
    let outerLine = inner.parent;
    while (outerLine !== null) {
      const outer = blockAt(outerLine);
      if (!outer) break;
      if (indentOf(outer.line) === indentOf(l.line)) {
        add({
          code: "missing-end",
          line: inner.line,
          outer: outer.line,
          message: `${quote(textOf(inner.line))} has no "end" of its own: the "end" on line ${l.line} is lined up with ${quote(textOf(outer.line))} (line ${outer.line}). Add an "end" for ${quote(textOf(inner.line))} after the last block inside it.`,
          hint: `${textOf(outer.line)}\n  ${textOf(inner.line)}\n    …\n  end\nend`,
          endLine: l.line,
        });
        explainedEnds.add(l.line);
        break;
      }
      outerLine = outer.parent;
    }
  }

  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1]!;
    const current = lines[i]!;
    if (current.kind !== "block") continue;
    const deeper = indentOf(current.line) > indentOf(previous.line);

    // A body indented under a block that has no mouth (`wait until`, `if on edge, bounce`).
    if (deeper && previous.kind === "block" && !previous.opens && !previous.unknown) {
      add({
        code: "indentation",
        line: previous.line,
        message: `The lines below ${quote(textOf(previous.line))} are indented as if they were inside it, but it is not a C-block: they run once, after it. Line them up with it, or use a C-block with an "end".`,
        hint: previous.waitUntil ? `repeat until ${previous.waitUntil}\n  …\nend` : `${textOf(previous.line)}\n${textOf(current.line)}`,
      });
      continue;
    }
    // An `end` that closed its C-block while the lines below are still indented as its body.
    if (deeper && previous.kind === "end" && !explainedEnds.has(previous.line)) {
      const opener = blockAt(previous.closes);
      const body = firstBody.get(previous.closes);
      if (opener && body !== undefined && indentsBody(previous.closes) && indentOf(current.line) >= indentOf(body)) {
        add({
          code: "indentation",
          line: previous.line,
          message: `This "end" closes ${quote(textOf(opener.line))}, but the lines below it are still indented as if they were inside it. Move the "end" below the last block that belongs inside.`,
          hint: `${textOf(opener.line)}\n  …\nend`,
          next: current.line,
        });
      }
      continue;
    }
    // A block lined up with (or left of) the C-block it is parsed inside: the author closed
    // that block in their head but wrote no `end`.
    if (current.parent !== null && indentsBody(current.parent) && indentOf(current.line) <= indentOf(current.parent)) {
      const opener = blockAt(current.parent);
      if (opener && !opener.unknown) {
        add({
          code: "indentation",
          line: current.line,
          message: `${quote(textOf(current.line))} is lined up with ${quote(textOf(opener.line))} (line ${opener.line}), so it looks like it comes after it, but there is no "end" above it: it runs inside ${quote(textOf(opener.line))}. Add an "end" above this line, or indent it.`,
          hint: `${textOf(opener.line)}\n  …\nend\n${textOf(current.line)}`,
        });
      }
    }
  }

  return findings;
}
