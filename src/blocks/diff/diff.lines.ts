// Longest common subsequence of two line lists: which lines stayed, in order. Scripts are a few
// dozen lines, so the quadratic table is small; the diff compares scripts, never whole files.

export type TLineOp = { kind: "same"; oldIndex: number; newIndex: number } | { kind: "removed"; oldIndex: number } | { kind: "added"; newIndex: number };

export function diffLines(oldLines: readonly string[], newLines: readonly string[]): TLineOp[] {
  const n = oldLines.length;
  const m = newLines.length;
  // lengths[i][j]: the LCS of oldLines[i..] and newLines[j..]
  const lengths: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i]![j] = oldLines[i] === newLines[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const ops: TLineOp[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (oldLines[i] === newLines[j]) {
      ops.push({ kind: "same", oldIndex: i, newIndex: j });
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      ops.push({ kind: "removed", oldIndex: i });
      i += 1;
    } else {
      ops.push({ kind: "added", newIndex: j });
      j += 1;
    }
  }
  for (; i < n; i += 1) ops.push({ kind: "removed", oldIndex: i });
  for (; j < m; j += 1) ops.push({ kind: "added", newIndex: j });
  return ops;
}

/** How alike two scripts are, 0 to 1: the share of lines they keep in common. */
export function similarity(oldLines: readonly string[], newLines: readonly string[]): number {
  const longest = Math.max(oldLines.length, newLines.length);
  if (longest === 0) return 1;
  const same = diffLines(oldLines, newLines).filter((op) => op.kind === "same").length;
  return same / longest;
}
