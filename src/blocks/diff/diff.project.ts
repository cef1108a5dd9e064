// What changed between two versions of a program (issue 30): script by script, per sprite and the
// stage. Scripts that are the same text are unchanged wherever they moved; a changed script is
// paired with the old script it came from (the same first line, or most of its lines) and
// compared line by line, so "move (5) steps → move (8) steps" is one change, not a removed and an
// added script. Pure text work on the sections the parser reads (no blocks are parsed here), so
// the page can run it on every answer.
import { splitProjectText } from "../project/project.sections";
import { readDirective } from "../project/project.directives";
import { escapeRegExp } from "../regexp";
import { diffLines, similarity } from "./diff.lines";

export type TChangeKind = "added" | "removed" | "changed";

/** One changed line of a script, or a settings line of a sprite or the stage. */
export interface TLineChange {
  /** The sprite's name, or "Stage". */
  target: string;
  kind: TChangeKind;
  /** The line as it was (removed, changed). */
  before?: string;
  /** The line as it is now (added, changed). */
  after?: string;
  /** 1-based line of the new text (added, changed): where the picture marks it. */
  line?: number;
  /**
   * A changed start value of a variable or list has no block of its own: the 1-based lines of
   * the new text whose blocks use that data, so the picture marks where the change shows.
   */
  uses?: number[];
}

export interface TProjectDiff {
  /** Line changes in the new text's order (removed lines sit where they were). */
  changes: TLineChange[];
  /** Sprites only the new text has, and only the old text had (a renamed sprite is neither). */
  addedTargets: string[];
  /** Sprites that have a new name and the same scripts (their menus renamed with them). */
  renamedTargets: Array<{ from: string; to: string }>;
  removedTargets: string[];
  /** Scripts left exactly as they were. */
  unchangedScripts: number;
  /** Scripts with at least one change (added and removed scripts included). */
  changedScripts: number;
}

interface TChunk {
  /** Trimmed lines, as compared. */
  lines: string[];
  /** 1-based line numbers in their text. */
  numbers: number[];
}

interface TTargetText {
  name: string;
  isStage: boolean;
  /** Settings and data lines under the header (directives), each its own unit. */
  directives: TChunk;
  scripts: TChunk[];
}

function readTargets(text: string): TTargetText[] {
  const { sections, lines } = splitProjectText(text);
  const headerLines = new Set(sections.map((section) => section.line));
  const ownerOf = new Map<number, number>();
  sections.forEach((section, index) => {
    for (const lineNumber of section.lines) ownerOf.set(lineNumber, index);
  });
  const targets = sections.map((section): TTargetText => ({ name: section.name, isStage: section.isStage, directives: { lines: [], numbers: [] }, scripts: [] }));
  // Directive lines are the section's lines the splitter kept out of its script lines.
  let current = -1;
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const owner = ownerOf.get(lineNumber);
    if (headerLines.has(lineNumber)) {
      current = sections.findIndex((section) => section.line === lineNumber);
      return;
    }
    if (owner === undefined && current >= 0 && raw.trim() !== "") {
      targets[current]!.directives.lines.push(raw.trim());
      targets[current]!.directives.numbers.push(lineNumber);
    }
  });
  sections.forEach((section, index) => {
    let chunk: TChunk | null = null;
    let previous = -1;
    for (const lineNumber of section.lines) {
      const trimmed = lines[lineNumber - 1]!.trim();
      if (trimmed === "" || lineNumber !== previous + 1) chunk = null;
      previous = lineNumber;
      if (trimmed === "") continue;
      if (!chunk) {
        chunk = { lines: [], numbers: [] };
        targets[index]!.scripts.push(chunk);
      }
      chunk.lines.push(trimmed);
      chunk.numbers.push(lineNumber);
    }
  });
  return targets;
}

const targetKey = (target: TTargetText) => `${target.isStage ? "stage" : "sprite"}:${target.name.toLowerCase()}`;
const chunkKey = (chunk: TChunk) => chunk.lines.join("\n");

/** Below this share of common lines, a new script is a new script, not a changed old one. */
const PAIR_SIMILARITY = 0.5;

function lineChanges(target: string, before: TChunk, after: TChunk): TLineChange[] {
  const ops = diffLines(before.lines, after.lines);
  const changes: TLineChange[] = [];
  // A run of removed lines followed by added ones is a change of those lines, pairwise.
  for (let index = 0; index < ops.length; ) {
    const removed: number[] = [];
    const added: number[] = [];
    while (index < ops.length && ops[index]!.kind !== "same") {
      const op = ops[index]!;
      if (op.kind === "removed") removed.push(op.oldIndex);
      else if (op.kind === "added") added.push(op.newIndex);
      index += 1;
    }
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k += 1) {
      changes.push({ target, kind: "changed", before: before.lines[removed[k]!]!, after: after.lines[added[k]!]!, line: after.numbers[added[k]!]! });
    }
    for (const oldIndex of removed.slice(paired)) changes.push({ target, kind: "removed", before: before.lines[oldIndex]! });
    for (const newIndex of added.slice(paired)) changes.push({ target, kind: "added", after: after.lines[newIndex]!, line: after.numbers[newIndex]! });
    if (index < ops.length) index += 1;
  }
  return changes;
}

function diffTarget(name: string, before: TTargetText, after: TTargetText, counts: { unchanged: number; changed: number }): TLineChange[] {
  const changes = lineChanges(name, before.directives, after.directives);
  // Exact matches first: a script that only moved is unchanged.
  const oldLeft = new Map<string, TChunk[]>();
  for (const chunk of before.scripts) oldLeft.set(chunkKey(chunk), [...(oldLeft.get(chunkKey(chunk)) ?? []), chunk]);
  const unmatchedNew: TChunk[] = [];
  for (const chunk of after.scripts) {
    const same = oldLeft.get(chunkKey(chunk));
    if (same && same.length > 0) {
      same.shift();
      counts.unchanged += 1;
    } else unmatchedNew.push(chunk);
  }
  const unmatchedOld = [...oldLeft.values()].flat();
  for (const chunk of unmatchedNew) {
    // The old script it came from: the same first line (its hat) if any, else the most alike.
    let best: TChunk | undefined;
    let bestScore = PAIR_SIMILARITY;
    for (const candidate of unmatchedOld) {
      const score = similarity(candidate.lines, chunk.lines) + (candidate.lines[0] === chunk.lines[0] ? 1 : 0);
      if (score >= bestScore && (best === undefined || score > bestScore)) {
        best = candidate;
        bestScore = score;
      }
    }
    counts.changed += 1;
    if (best) {
      unmatchedOld.splice(unmatchedOld.indexOf(best), 1);
      changes.push(...lineChanges(name, best, chunk));
    } else changes.push(...lineChanges(name, { lines: [], numbers: [] }, chunk));
  }
  for (const chunk of unmatchedOld) {
    counts.changed += 1;
    changes.push(...lineChanges(name, chunk, { lines: [], numbers: [] }));
  }
  return changes;
}

export function diffProjectTexts(oldText: string, newText: string): TProjectDiff {
  const before = readTargets(oldText);
  const after = readTargets(newText);
  const beforeByKey = new Map(before.map((target) => [targetKey(target), target]));
  const afterKeys = new Set(after.map(targetKey));
  const renamedTargets = findRenamed(
    before.filter((target) => !afterKeys.has(targetKey(target))),
    after.filter((target) => !beforeByKey.has(targetKey(target))),
  );
  for (const { from, to } of renamedTargets) {
    // compared as one sprite: its blocks that changed besides the name are still listed
    beforeByKey.set(targetKey(to), from);
    afterKeys.add(targetKey(from));
  }
  const counts = { unchanged: 0, changed: 0 };
  const changes: TLineChange[] = [];
  const addedTargets: string[] = [];
  const empty = (target: TTargetText): TTargetText => ({ ...target, directives: { lines: [], numbers: [] }, scripts: [] });
  for (const target of after) {
    const old = beforeByKey.get(targetKey(target));
    if (!old) addedTargets.push(target.name);
    // a renamed sprite's old name in its menus is part of the rename, not a change of its own
    changes.push(...diffTarget(target.name, old ?? empty(target), target, counts));
  }
  const removedTargets = before.filter((target) => !afterKeys.has(targetKey(target))).map((target) => target.name);
  for (const target of before.filter((candidate) => !afterKeys.has(targetKey(candidate)))) {
    changes.push(...diffTarget(target.name, target, empty(target), counts));
  }
  markUses(changes, after);
  return {
    changes,
    addedTargets,
    removedTargets,
    renamedTargets: renamedTargets.map(({ from, to }) => ({ from: from.name, to: to.name })),
    unchangedScripts: counts.unchanged,
    changedScripts: counts.changed,
  };
}

/** A sprite gone and a sprite new whose scripts are most alike, once the names are swapped: one sprite renamed. */
function findRenamed(gone: TTargetText[], fresh: TTargetText[]): Array<{ from: TTargetText; to: TTargetText }> {
  const pairs: Array<{ from: TTargetText; to: TTargetText }> = [];
  const left = [...fresh];
  for (const from of gone) {
    const swap = (line: string, to: string) => line.split(from.name).join(to);
    const match = left.find((to) => {
      const old = [...from.directives.lines, ...from.scripts.flatMap((chunk) => chunk.lines)].map((line) => swap(line, to.name));
      const now = [...to.directives.lines, ...to.scripts.flatMap((chunk) => chunk.lines)];
      return to.isStage === from.isStage && now.length > 0 && similarity(old, now) >= 0.8;
    });
    if (match) {
      pairs.push({ from, to: match });
      left.splice(left.indexOf(match), 1);
    }
  }
  return pairs;
}

/**
 * The blocks that use a variable or list whose start value changed: a reporter `(name)` (also
 * `(name :: variables)`) or a menu `[name v]`, in the sprite that owns it, or in every sprite for
 * the stage's (global) data.
 */
function markUses(changes: TLineChange[], after: TTargetText[]): void {
  for (const change of changes) {
    // an added variable's uses are added lines, marked as such
    if (change.kind !== "changed" || !change.after) continue;
    const directive = readDirective(change.after);
    if (directive?.kind !== "variable" && directive?.kind !== "list") continue;
    const name = escapeRegExp(directive.name);
    const use = new RegExp(`\\(\\s*${name}(\\s*::\\s*(variables|list))?\\s*\\)|\\[\\s*${name}\\s+v\\s*\\]`);
    const owner = after.find((target) => target.name === change.target);
    const scope = owner?.isStage ? after : owner ? [owner] : [];
    const uses = scope.flatMap((target) => target.scripts.flatMap((chunk) => chunk.numbers.filter((_, index) => use.test(chunk.lines[index]!))));
    if (uses.length > 0) change.uses = uses.sort((a, b) => a - b);
  }
}
