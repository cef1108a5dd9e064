// Block wordings in model answers that Scratch has no block for, but that have exactly one Scratch
// meaning (issue 27, decisions 540 and 680). Each rule proposes; the parser judges (decision 114).

import { SLOT, siteText, type Site } from "./text.repair.groups";
import { replaceRange, type Edit, type RepairRule } from "./text.repair.types";

const TURN_WITHOUT_DIRECTION = new RegExp(`^turn\\s*${SLOT}\\s*degrees?$`, "i");

/**
 * `turn (15) degrees`: Scratch's turn says which way, but a turn that names no way is the first
 * turn block of Scratch's palette, the clockwise one (decision 680). Models write the amount's
 * sign for the way (`turn (-5) degrees` for left, `turn (5) degrees` for right), and turning
 * right by a negative amount turns left, so `turn right` keeps both; a half circle or a random
 * turn either side of zero is the same either way (decision 540).
 */
export const turnDirection: RepairRule = {
  id: "turn-direction",
  reason: "A turn that does not say which way is Scratch's first turn block, turn right (clockwise); a minus amount turns left.",
  // A bare number (`turn 15 degrees`) is bracketed by bare-number first (decision 620).
  trigger: /^turn\s*(?:\(.*\)|-?[\d.]+)\s*degrees?$/,
  needs: "(0123456789",
  propose(_code, line) {
    const site = line.sites()[0];
    if (!site || site.group !== null || !TURN_WITHOUT_DIRECTION.test(site.label.trim())) return [];
    return [replaceRange(site.from, site.to, `turn right ${site.args[0] ?? ""} degrees`)];
  },
};

const WAIT_WITHOUT_UNIT = new RegExp(`^wait\\s*${SLOT}$`, "i");

/**
 * `wait (pick random (1) to (3))`: a wait with an amount and no unit. Scratch's only wait that
 * takes an amount counts seconds (`wait until` takes a condition), so the amount is seconds.
 */
export const waitSeconds: RepairRule = {
  id: "wait-seconds",
  reason: "Scratch's wait counts seconds: wait (1) seconds.",
  // A bare number (`wait 0.5`) is bracketed by bare-number first.
  trigger: /^wait\s*(?:\(.*\)|-?[\d.]+)$/,
  needs: "(0123456789",
  propose(_code, line) {
    const site = line.sites()[0];
    if (!site || site.group !== null || !WAIT_WITHOUT_UNIT.test(site.label.trim())) return [];
    return [replaceRange(site.from, site.to, `wait ${site.args[0] ?? ""} seconds`)];
  },
};

const GO_TO_ONE_AXIS = /^go\s+to\s+([xy])\s*:\s*(\(.*\)|-?(?:\d+\.?\d*|\.\d+))$/i;

/**
 * `go to x: 300` with no y: a move that names one coordinate leaves the other where it is, which
 * is Scratch's `set x to (300)` (or `set y to`). A number past the stage's edge is kept: Scratch
 * itself keeps a sprite on the stage (decision 680).
 */
export const goToOneAxis: RepairRule = {
  id: "go-to-one-axis",
  reason: "Moving to an x (or a y) alone is Scratch's set x to ( ) (or set y to ( )).",
  trigger: /^go\s+to\s+[xy]\s*:\s*(?:\(.*\)|-?[\d.]+)$/,
  needs: ":",
  propose(code) {
    const m = GO_TO_ONE_AXIS.exec(code.trim());
    if (!m) return [];
    const value = m[2]?.startsWith("(") ? m[2] : `(${m[2] ?? ""})`;
    return [replaceRange(0, code.length, `set ${(m[1] ?? "x").toLowerCase()} to ${value}`)];
  },
};

const START_SOUND_UNTIL_DONE = new RegExp(`^start\\s+sound\\s*${SLOT}\\s*until\\s+done$`, "i");

/**
 * `start sound (Pop v) until done`: “until done” says the script waits for the sound, which
 * Scratch's `play sound … until done` does and `start sound` never does.
 */
export const soundUntilDone: RepairRule = {
  id: "sound-until-done",
  reason: "Waiting until a sound is done is Scratch's “play sound … until done” block.",
  trigger: /^start\s+sound\b.*\buntil\s+done$/,
  needs: "u",
  propose(_code, line) {
    const site = line.sites()[0];
    if (!site || !START_SOUND_UNTIL_DONE.test(site.label.trim())) return [];
    return [replaceRange(site.from, site.to, siteText(site, `play sound ${SLOT} until done`))];
  },
};

const SPEAK_AND_WAIT = new RegExp(`^speak\\s*${SLOT}\\s*and\\s+wait$`, "i");

/**
 * `speak [hello] and wait`: Text to Speech has one speak block, and it already waits until the
 * words are spoken (scratch-vm calls it speakAndWait), so "and wait" can only mean that block.
 */
export const speakAndWait: RepairRule = {
  id: "speak-and-wait",
  reason: "Scratch's “speak” block already waits until the words are spoken.",
  trigger: /^speak\b.*\band\s+wait$/,
  needs: "w",
  propose(_code, line) {
    const site = line.sites()[0];
    if (!site || site.group !== null || !SPEAK_AND_WAIT.test(site.label.trim())) return [];
    return [replaceRange(site.from, site.to, siteText(site, `speak ${SLOT}`))];
  },
};

const JOIN_CHAIN = new RegExp(`^join\\s*${SLOT}(?:\\s*join\\s*${SLOT})+\\s*${SLOT}$`, "i");

/**
 * `(join [Score: ] join (score) [/5])`: a join inside a join without its own round brackets.
 * Each join takes two values, so the words can only be the second join in the first one's last
 * slot (and so on, nested to the right).
 */
export const nestedJoin: RepairRule = {
  id: "nested-join",
  reason: "A join inside another join goes in its own round brackets: (join [a] (join (b) [c])).",
  trigger: /\bjoin\b.*\sjoin\s*[([]/,
  needs: "j",
  propose(_code, line) {
    return line.sites().flatMap((site): Edit[] => {
      if (site.group?.open !== "(" || !JOIN_CHAIN.test(site.label.trim())) return [];
      const nest = (values: readonly string[]): string => (values.length === 2 ? `(join ${values[0]} ${values[1]})` : `(join ${values[0]} ${nest(values.slice(1))})`);
      return [replaceRange(site.from, site.to, nest(site.args))];
    });
  },
};

const COMPARE = "[<>=]";
const ARITHMETIC = "(?:[-+*/]|mod)";
const OPERAND = `(?:${SLOT}|-?(?:\\d+\\.?\\d*|\\.\\d+))`;
/** One side of a comparison: a value, or two values and one arithmetic operator between them. */
const SIDE = `(${OPERAND})(?:\\s*(${ARITHMETIC})\\s*(${OPERAND}))?`;
const ARITHMETIC_COMPARISON = new RegExp(`^\\s*${SIDE}\\s+(${COMPARE})\\s+${SIDE}\\s*$`, "i");

/**
 * `<(n) mod (2) = (0)>`, `<(score) + (1) > (10)>`: arithmetic and a comparison in one pair of
 * brackets. A comparison gives true or false, never a number to add or divide, so the arithmetic
 * is always inside the comparison: `<((n) mod (2)) = (0)>`. One arithmetic operator a side at most
 * (two would need an order Scratch does not have).
 */
export const arithmeticInComparison: RepairRule = {
  id: "arithmetic-in-comparison",
  reason: "Each value sits in its own brackets, the sum inside the comparison: <((n) mod (2)) = (0)>.",
  trigger: /(?:[-+*/]|\smod)\s.*\s[<>=]\s|\s[<>=]\s.*\s(?:[-+*/]|mod)\s/,
  needs: "<>=",
  propose(_code, line) {
    return line.sites().flatMap((site): Edit[] => {
      if (site.group?.open !== "<") return [];
      const fixed = comparisonWithArithmetic(site);
      return fixed ? [replaceRange(site.from, site.to, fixed)] : [];
    });
  },
};

function comparisonWithArithmetic(site: Site): string | null {
  const m = ARITHMETIC_COMPARISON.exec(site.label);
  if (!m || (m[2] === undefined && m[6] === undefined)) return null;
  let next = 0;
  const value = (written: string) => (written === SLOT ? (site.args[next++] ?? "") : `(${written})`);
  const side = (a: string, op: string | undefined, b: string | undefined) => {
    const first = value(a);
    return op === undefined || b === undefined ? first : `(${first} ${op.toLowerCase()} ${value(b)})`;
  };
  const left = side(m[1] ?? "", m[2], m[3]);
  const compare = m[4] ?? "";
  const right = side(m[5] ?? "", m[6], m[7]);
  return `<${left} ${compare} ${right}>`;
}
