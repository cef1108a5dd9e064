// Menu choices written without their brackets (issue 27, real model answers): `set rotation
// style left-right`, `set drag mode draggable`, `go to random position`. The words are one of
// the menu's own fixed options, standing where the vocabulary's block has its menu, so the line
// has one Scratch 3 meaning: that block with that option chosen. Built once from the vocabulary,
// for menus that list their options (not costumes, sprites or variables, which projects name).

import { allLanguages } from "scratchblocks/syntax/index.js";
import { escapeRegExp } from "./regexp";
import { hashOfLabel } from "./text.repair.scratch2";
import { labelOf, scanGroups, SLOT, type Site } from "./text.repair.groups";
import { replaceRange, type Edit, type RepairRule } from "./text.repair.types";
import { textSlots, vocabulary } from "./vocabulary";

interface BareMenuForm {
  /** A site's whole label (other inputs as SLOT) with one of the options in words, captured. */
  pattern: RegExp;
  /** The same, unanchored, from the last word before the menu (for the line's trigger). */
  lead: string;
  /** The menu's place among the block's inputs. */
  menuIndex: number;
  open: "[" | "(";
}

const words = (part: string) => escapeRegExp(part.trim()).replace(/\s+/g, "\\s+");

const FORMS: readonly BareMenuForm[] = vocabulary.flatMap((entry): BareMenuForm[] => {
  // An empty condition slot `<>` is marked so it reads as a group.
  const text = entry.text.replace("<>", "<\u0002>");
  const groups = scanGroups(text);
  if (!groups) return [];
  // A reporter's or boolean's text is one group around everything: its inputs are inside.
  const whole = groups.length === 1 && groups[0]?.start === 0 && groups[0].end === text.length ? groups[0] : undefined;
  const children = whole ? whole.children : groups;
  const { label } = labelOf(text, children, whole ? 1 : 0, whole ? text.length - 1 : text.length);
  const parts = label.split(SLOT);
  const slots = textSlots(entry);
  if (parts.length !== slots.length + 1) return [];
  return slots.flatMap((slot, menuIndex): BareMenuForm[] => {
    const group = children[menuIndex];
    // Options in plain words only: a number, a symbol or one letter ("when a key pressed") could be anything.
    const options = (slot.menu?.options ?? []).map((o) => o.text).filter((text) => /^[a-z][\w' -]+$/i.test(text));
    const before = parts.slice(0, menuIndex + 1).join(SLOT);
    const lastWord = /([A-Za-z]+)\s*$/.exec(parts[menuIndex] ?? "")?.[1];
    if (options.length === 0 || !group || (group.open !== "[" && group.open !== "(") || !lastWord || before.trim() === "") return [];
    const choice = `(${options.map((o) => escapeRegExp(o).replace(/\s+/g, "\\s+")).join("|")})(?![\\w-])`;
    const source = parts.map((part, i) => (i === 0 ? words(part) : `\\s*${i - 1 === menuIndex ? choice : SLOT}\\s*${words(part)}`)).join("");
    return [{ pattern: new RegExp(`^${source}$`, "id"), lead: `\\b${lastWord.toLowerCase()}\\s+${choice}`, menuIndex, open: group.open }];
  });
});

const TRIGGER = new RegExp(FORMS.map((f) => f.lead).join("|"));

function withMenu(site: Site, form: BareMenuForm): Edit | null {
  const label = site.label.trim();
  const m = form.pattern.exec(label);
  const at = m?.indices?.[1];
  if (!m || !at) return null;
  const option = (m[1] ?? "").toLowerCase().replace(/\s+/g, " ");
  const menu = form.open === "[" ? `[${option} v]` : `(${option} v)`;
  const args = [...site.args.slice(0, form.menuIndex), menu, ...site.args.slice(form.menuIndex)];
  let next = 0;
  const body = `${label.slice(0, at[0])}${SLOT}${label.slice(at[1])}`.replace(new RegExp(SLOT, "g"), () => args[next++] ?? "");
  const text = site.group ? (site.group.open === "<" ? `<${body}>` : `(${body})`) : body;
  return replaceRange(site.from, site.to, text);
}

export const bareMenuOption: RepairRule = {
  id: "bare-menu-option",
  reason: "A menu's choice goes in its brackets, as Scratch shows it: set rotation style [left-right v].",
  trigger: TRIGGER,
  propose(_code, line) {
    return line.sites().flatMap((site): Edit[] => {
      // `set pen color to (50)`, `stop all sounds`: words scratchblocks already reads as a block.
      if (allLanguages.en?.blocksByHash?.[hashOfLabel(site.label)] !== undefined) return [];
      for (const form of FORMS) {
        const edit = withMenu(site, form);
        if (edit) return [edit];
      }
      return [];
    });
  },
};
