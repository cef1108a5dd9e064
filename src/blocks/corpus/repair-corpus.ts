// The repair corpus: every mistake of repair-corpus.mistakes.ts placed in several realistic
// programs the way models hand them over (bare, fenced between sentences, inside a loop with
// indentation, inside a custom block), with the rewrites or the diagnostic expected at the
// line where the mistake lands in the normalised text. text.repair.corpus.test.ts checks all.

import type { DiagnosticCode } from "../program";
import { wholeAnswers } from "./repair-corpus.answers";
import { bodyMistakes, hatMistakes, type Mistake } from "./repair-corpus.mistakes";

export interface ExpectedRewrite {
  line: number;
  before: string;
  after: string;
}

export interface RepairCase {
  name: string;
  /** What the model sent (before normalising). */
  text: string;
  /** The rewrites repairBlocksText must list, in order (none when the text is left alone). */
  rewrites: ExpectedRewrite[];
  /** Unset: the repaired program has no errors. Set: the validator reports `code` on `line`. */
  diagnostic?: { code: DiagnosticCode; line: number };
}

interface Setting {
  name: string;
  /** Wraps the mistake's lines; `first` is the normalised line where they start. */
  wrap(lines: readonly string[]): string;
  first: number;
}

const indent = (lines: readonly string[], by: string) => lines.map((l) => (/^(?:end|else)/.test(l) ? by.slice(2) + l : by + l));

/** Where a script body's mistake is found in real answers. */
const bodySettings: Setting[] = [
  { name: "bare", first: 2, wrap: (lines) => ["when green flag clicked", ...lines].join("\n") },
  {
    name: "fenced with prose",
    first: 2,
    wrap: (lines) => ["Here is a script for your sprite:", "", "```scratchblocks", "when this sprite clicked", ...lines, "```", "", "Click the sprite to try it!"].join("\n"),
  },
  {
    name: "indented in a forever loop",
    first: 3,
    wrap: (lines) => ["when green flag clicked // start the game", "forever", ...indent(lines, "  "), "end"].join("\n"),
  },
  {
    name: "in a custom block",
    first: 2,
    wrap: (lines) => ["define take a turn", ...lines, "", "when [space v] key pressed", "take a turn"].join("\n"),
  },
];

const hatSettings: Setting[] = [
  { name: "bare", first: 1, wrap: (lines) => [...lines, "say [Hello!] for (2) seconds"].join("\n") },
  { name: "fenced with prose", first: 1, wrap: (lines) => ["Sure! Try this:", "```", ...lines, "go to x: (0) y: (0)", "show", "```"].join("\n") },
  { name: "second script", first: 4, wrap: (lines) => ["when this sprite clicked", "say [Ouch!]", "", ...lines, "forever", "  move (5) steps", "  if on edge, bounce", "end"].join("\n") },
];

function place(mistake: Mistake, setting: Setting): RepairCase {
  const out: RepairCase = {
    name: `${mistake.name} (${setting.name})`,
    text: setting.wrap(mistake.lines),
    rewrites: (mistake.rewrites ?? []).map(([offset, before, after]) => ({ line: setting.first + offset, before, after })),
  };
  if (mistake.diagnostic) out.diagnostic = { code: mistake.diagnostic[0], line: setting.first + mistake.diagnostic[1] };
  return out;
}

export const repairCorpus: RepairCase[] = [
  ...wholeAnswers,
  ...hatMistakes.flatMap((m) => hatSettings.map((s) => place(m, s))),
  // Every body mistake in three of the four settings, turn about, so each setting meets every kind.
  ...bodyMistakes.flatMap((m, i) => bodySettings.filter((_, k) => k !== i % bodySettings.length).map((s) => place(m, s))),
];
