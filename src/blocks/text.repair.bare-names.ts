// Names and texts written without brackets (issue 27, classes seen in model answers): a project's
// own names in a block that takes one (`switch costume to costume2`, `play sound meow until done`,
// `broadcast game over`, `when I receive game over`) and what a sprite says (`say Hello!`,
// `ask What is your name? and wait`). The block's own words stand around them, so the line has one
// Scratch 3 meaning: that block with the words in its slot. Fixed menus (`go to random position`)
// are text.repair.bare-menu.ts's.

import { escapeRegExp } from "./regexp";
import { builtInReporterSpelled } from "./program.hints";
import { replaceRange, type LineView, type RepairRule } from "./text.repair.types";
import { vocabulary } from "./vocabulary";

/** A name or a text as written: words without any bracket or quote. */
const WORDS = `([^\\s()[\\]<>"][^()[\\]<>"]*?)`;
const literal = (part: string) => escapeRegExp(part.trim()).replace(/\s+/g, "\\s+");

interface NameForm {
  pattern: RegExp;
  /** The block with `$1` where the name goes, in its menu's brackets. */
  written: (name: string) => string;
  /** Words fixed around the name: the form with more of them is tried first. */
  fixed: number;
}

/** Stack blocks and hats with one menu of the project's own names, and nothing else to fill. */
const NAME_MENUS = new Set(["costume", "backdrop", "sound", "broadcast"]);
const nameForms: NameForm[] = vocabulary.flatMap((entry): NameForm[] => {
  const slots = entry.slots.filter((s) => !(s.slot === "input" && s.kind === "substack"));
  const openTo = slots[0]?.menu?.openTo;
  if (slots.length !== 1 || !openTo || !NAME_MENUS.has(openTo) || entry.shape === "reporter" || entry.shape === "boolean") return [];
  const m = /^([^[\]()<>]*?)\s*([[(])[^[\]()<>]* v[\])]\s*([^[\]()<>]*)$/.exec(entry.text);
  if (!m) return [];
  const [, before = "", open = "(", after = ""] = m;
  if (before.trim() === "") return [];
  const close = open === "[" ? "]" : ")";
  const source = `^${literal(before)}\\s+${WORDS}${after.trim() ? `\\s+${literal(after)}` : ""}\\s*$`;
  return [{ pattern: new RegExp(source, "i"), written: (name) => `${before.trim()} ${open}${name} v${close}${after.trim() ? ` ${after.trim()}` : ""}`, fixed: `${before} ${after}`.trim().length }];
});

/** What a sprite says or asks: bare words are its text, a variable's or reporter's name its value. */
const SAY_FORMS: readonly { pattern: RegExp; written: (value: string, seconds?: string) => string }[] = [
  { pattern: new RegExp(`^(say|think)\\s+${WORDS}\\s+for\\s+\\(?(-?\\d+(?:\\.\\d+)?)\\)?\\s*(?:seconds?|secs?)$`, "i"), written: (value, seconds) => `for (${seconds ?? ""}) seconds` },
  { pattern: new RegExp(`^(say|think)\\s+${WORDS}$`, "i"), written: () => "" },
  { pattern: new RegExp(`^(ask)\\s+${WORDS}\\s+and\\s+wait$`, "i"), written: () => "and wait" },
];

function valueOf(words: string, line: LineView): string {
  const name = words.trim();
  if (line.isProgramVariable(name)) return `(${name})`;
  return builtInReporterSpelled(name) ?? `[${name}]`;
}

const byFixedWords = [...nameForms].sort((a, b) => b.fixed - a.fixed);

export const bareName: RepairRule = {
  id: "bare-name",
  reason: "A name or a text goes in the block's brackets: switch costume to (costume2 v), say [Hello!].",
  trigger: /^(?:switch\s+(?:costume|backdrop)\s+to|(?:start|play)\s+sound|broadcast|when\s+i\s+receive|when\s+backdrop\s+switches\s+to|say|think|ask)\s+[^\s([<"]/,
  propose(code, line) {
    const written = code.trim();
    for (const form of byFixedWords) {
      const m = form.pattern.exec(written);
      if (m?.[1]) return [replaceRange(0, code.length, form.written(m[1].trim()))];
    }
    for (const form of SAY_FORMS) {
      const m = form.pattern.exec(written);
      if (!m?.[1] || !m[2]) continue;
      const tail = form.written(m[2], m[3]);
      return [replaceRange(0, code.length, `${m[1].toLowerCase()} ${valueOf(m[2], line)}${tail ? ` ${tail}` : ""}`)];
    }
    return [];
  },
};
