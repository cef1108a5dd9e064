// What changed, in words a child reads under the picture (issue 30): "Ball: move (5) steps →
// move (8) steps". The lines are the blocks as the text writes them, which is what the picture
// shows; a comment on a block's line is the script's own words and is left out here.
import type { TLineChange, TProjectDiff } from "./diff.project";

/** A block's line without the `// comment` after it (a `//` inside a text slot stays). */
export function blockWords(line: string): string {
  const match = /^(.*?\S)\s+\/\/(?![^[]*\]).*$/.exec(line);
  const words = match ? match[1]! : line;
  return words.startsWith("//") ? words.replace(/^\/\/\s*/, "") : words;
}

export function describeChange(change: TLineChange): string {
  const where = change.target === "Stage" ? "Stage" : change.target;
  switch (change.kind) {
    case "changed":
      return `${where}: ${blockWords(change.before ?? "")} → ${blockWords(change.after ?? "")}`;
    case "added":
      return `${where}: added ${blockWords(change.after ?? "")}`;
    case "removed":
      return `${where}: removed ${blockWords(change.before ?? "")}`;
  }
}

/** The whole list: new and removed sprites first, then each line that changed. */
export function describeDiff(diff: TProjectDiff): string[] {
  const words = [
    ...diff.renamedTargets.map(({ from, to }) => `${from} is now called ${to}`),
    ...diff.addedTargets.map((name) => `New sprite: ${name}`),
    ...diff.removedTargets.map((name) => `Removed sprite: ${name}`),
  ];
  const named = new Set([...diff.addedTargets, ...diff.removedTargets]);
  // A new or removed sprite is one line, not one per block.
  for (const change of diff.changes) if (!named.has(change.target)) words.push(describeChange(change));
  return words;
}
