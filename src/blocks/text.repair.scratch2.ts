// Scratch 2 wordings that have exactly one Scratch 3 block, keyed by the vocabulary's opcodes:
// the Scratch 3 text is always the vocabulary's own, filled with what was written. Scratch 2's
// `play sound` is Scratch 3's `start sound` (it did not wait); `forever if`, `user id` and
// `loud?` have no one-block equivalent, so they stay for the validator to explain.
// (The lead may fold this table into vocabulary.ts later; it re-lists no block shapes.)

import { minifyHash } from "./scratchblocks.hash";
import { dropdownValue, labelOf, scanGroups, SLOT, siteText, type Site } from "./text.repair.groups";
import { replaceRange, type Edit, type RepairRule } from "./text.repair.types";
import { textSlots, vocabularyByOpcode, type BlockSlot } from "./vocabulary";

/** Scratch 2 wording (inputs as `_`) → Scratch 3 opcode and its slot values (`$1` = first input written). */
const SCRATCH2_RENAMES: readonly (readonly [string, string, readonly string[]])[] = [
  ["say _ for _ secs", "looks_sayforsecs", ["$1", "$2"]],
  ["think _ for _ secs", "looks_thinkforsecs", ["$1", "$2"]],
  ["wait _ secs", "control_wait", ["$1"]],
  ["play sound _", "sound_play", ["$1"]],
  ["clear", "pen_clear", []],
  ["go to front", "looks_gotofrontback", ["[front v]"]],
  ["go back _ layers", "looks_goforwardbackwardlayers", ["[backward v]", "$1"]],
  ["set tempo to _ bpm", "music_setTempo", ["$1"]],
  ["costume #", "looks_costumenumbername", ["[number v]"]],
  ["backdrop #", "looks_backdropnumbername", ["[number v]"]],
  ["background #", "looks_backdropnumbername", ["[number v]"]],
  ["backdrop name", "looks_backdropnumbername", ["[name v]"]],
  ["stop script", "control_stop", ["[this script v]"]],
  ["stop all", "control_stop", ["[all v]"]],
  ["switch to costume _", "looks_switchcostumeto", ["$1"]],
  ["next background", "looks_nextbackdrop", []],
  ["switch to background _", "looks_switchbackdropto", ["$1"]],
  ["if _", "control_if", ["$1"]],
  ["turn cw _ degrees", "motion_turnright", ["$1"]],
  ["turn clockwise _ degrees", "motion_turnright", ["$1"]],
  ["turn ccw _ degrees", "motion_turnleft", ["$1"]],
  ["turn counterclockwise _ degrees", "motion_turnleft", ["$1"]],
  ["turn anticlockwise _ degrees", "motion_turnleft", ["$1"]],
];

/** A dropdown written for one kind of slot, rewritten in the bracket the target slot shows. */
export function fitToSlot(written: string, slot: BlockSlot | undefined): string {
  if (!slot) return written;
  const groups = scanGroups(written);
  const g = groups?.length === 1 ? groups[0] : undefined;
  if (!g || g.start !== 0 || g.end !== written.length) return written;
  const value = dropdownValue(written, g);
  if (value === null) return written;
  const round = slot.slot === "input" && slot.kind === "menu-shadow";
  return round ? `(${value} v)` : `[${value} v]`;
}

interface Target {
  label: string;
  slots: readonly BlockSlot[];
  values: readonly string[];
  /** Reporters and conditions are written inside their own brackets. */
  bracketed: boolean;
}

/** The vocabulary text of `opcode` as a label, e.g. `say \u0001 for \u0001 seconds`. */
function targetOf(opcode: string, values: readonly string[]): Target {
  const entry = vocabularyByOpcode.get(opcode);
  if (!entry) throw new Error(`repair table names an opcode the vocabulary lacks: ${opcode}`);
  const text = entry.text.replace("<>", "<\u0002>");
  const groups = scanGroups(text) ?? [];
  const whole = groups.length === 1 && groups[0]?.start === 0 && groups[0].end === text.length ? groups[0] : undefined;
  const { label } = whole ? labelOf(text, whole.children, 1, text.length - 1) : labelOf(text, groups, 0, text.length);
  return { label, slots: textSlots(entry), values, bracketed: whole !== undefined };
}

const renames: ReadonlyMap<string, Target> = new Map(SCRATCH2_RENAMES.map(([scratch2, opcode, values]) => [minifyHash(scratch2), targetOf(opcode, values)]));

/** scratchblocks' hash of a label. Labels hold no input values, so there are few: memoised. */
const hashes = new Map<string, string>();
export function hashOfLabel(label: string): string {
  let hash = hashes.get(label);
  if (hash === undefined) {
    hash = minifyHash(label.replace(/\s*::.*$/, "").split(SLOT).join(" _ "));
    if (hashes.size < 5_000) hashes.set(label, hash);
  }
  return hash;
}

function rename(site: Site): string | null {
  const target = renames.get(hashOfLabel(site.label));
  if (!target || target.bracketed !== (site.group !== null)) return null;
  const args = target.values.map((v, i) => (/^\$\d$/.test(v) ? fitToSlot(site.args[Number(v.slice(1)) - 1] ?? "", target.slots[i]) : v));
  return siteText(site, target.label, args);
}

export const scratch2Wording: RepairRule = {
  id: "scratch2-wording",
  reason: "This is the old Scratch 2 name: Scratch 3 calls the block this.",
  trigger: /\bsecs\b(?! to)|play sound(?!.*until done$)|^\s*clear\s*$|go (?:to front|back)|tempo\b.*\bbpm\b|(?:costume|backdrop|background) #(?!\s*v\s*[\])])|backdrop name(?!\s*v\s*[\])])|stop (?:script|all)\s*$|switch to|next background|^\s*if\b(?! on edge)(?!.*\bthen\s*$)|turn (?:c|anti|counter)/,
  propose(_code, line) {
    return line.sites().flatMap((site): Edit[] => {
      const fixed = rename(site);
      if (!fixed) return [];
      return [replaceRange(site.from, site.to, fixed, site.group === null && /^if\b/i.test(site.label) ? "In Scratch 3, “if” blocks end with “then”." : undefined)];
    });
  },
};
