// Inputs in the shape Scratch 3 shows them, found by the block's own slots in the vocabulary:
// menus that are round in Scratch (`touching (edge v)?`) and dropdowns that are square
// (`when [space v] key pressed`), `mouse-pointer` with its dash, and colours as `#rrggbb`
// (Scratch 2 stored colours as integers; Scratch reads the integer as 0xRRGGBB).

import { escapeRegExp } from "./regexp";
import { allLanguages } from "scratchblocks/syntax/index.js";
import { allGroups, dropdownValue, inner, isNumberGroup, scanGroups, sitesOf, type Group, type Site } from "./text.repair.groups";
import { hashOfLabel } from "./text.repair.scratch2";
import { replaceRange, type Edit, type RepairRule } from "./text.repair.types";
import { textSlots, vocabulary, vocabularyByScratchblocksId, type BlockSlot, type VocabularyEntry } from "./vocabulary";

/** The vocabulary entries a site's words can be (scratchblocks picks among them by input shape). */
function entriesOf(site: Site): readonly VocabularyEntry[] {
  const hash = hashOfLabel(site.label);
  let entries = entriesByHash.get(hash);
  if (!entries) {
    const infos = allLanguages.en?.blocksByHash?.[hash] ?? [];
    entries = infos.flatMap((info) => (info.id ? [...(vocabularyByScratchblocksId.get(info.id) ?? [])] : [])).filter((e) => !e.needsCategoryMark);
    if (entriesByHash.size < 5_000) entriesByHash.set(hash, entries);
  }
  return entries;
}
const entriesByHash = new Map<string, readonly VocabularyEntry[]>();

/** The slot every reading of the site agrees on at `index`, or undefined. */
function agreedSlot(entries: readonly VocabularyEntry[], index: number): BlockSlot | undefined {
  const slots = entries.map((e) => textSlots(e)[index]);
  const first = slots[0];
  if (!first || slots.some((s) => !s || s.slot !== first.slot || s.kind !== first.kind)) return undefined;
  return first;
}

const isField = (slot: BlockSlot) => slot.slot === "field";
const isMenuInput = (slot: BlockSlot) => slot.slot === "input" && slot.kind === "menu-shadow";

/** A name alone in round brackets, `(score)`: a reporter to scratchblocks, a name where a field stands. */
const PLAIN_NAME = /^[^()[\]<>"\\]*[^\s\d.()[\]<>"\\-][^()[\]<>"\\]*$/;

/** The menu value an input was written as (`[x v]`, `(x v)`, `([x v])`, `[x]`, `(x)`), or null. */
function writtenMenu(code: string, g: Group): { value: string; form: "square" | "round" | "nested" | "text" | "plain" } | null {
  const value = dropdownValue(code, g);
  if (value !== null) return { value, form: g.open === "[" ? "square" : "round" };
  if (g.open === "(" && g.children.length === 0 && PLAIN_NAME.test(inner(code, g))) return { value: inner(code, g).trim(), form: "plain" };
  if (g.open === "(" && g.children.length === 1 && inner(code, g).trim() === code.slice(g.children[0]!.start, g.children[0]!.end)) {
    const nested = writtenMenu(code, g.children[0]!);
    if (nested && nested.form !== "nested" && nested.form !== "text") return { value: nested.value, form: "nested" };
  }
  if (g.open === "[" && !/\\/.test(inner(code, g)) && inner(code, g).trim() !== "") return { value: inner(code, g).trim(), form: "text" };
  return null;
}

/**
 * The word written just before each menu and each dropdown field in the vocabulary's own texts
 * (`touching (`, `set [`): a square bracket after a menu word, or a round dropdown after a field
 * word, is what this rule looks for. Derived once, so the trigger never re-lists blocks.
 */
const VALUE_INPUT = "\u0003";
const DROPDOWN_INPUT = "\u0004";
const CONDITION_INPUT = "\u0005";
/**
 * How an input standing before a slot may end. Values are often written in the other bracket
 * (`add (thing) to …`), so either counts; a dropdown ends with `]` or ` v)`. So `(1) of
 * [list v]` (a list field after a number) is not taken for `[x position v] of [Sprite1 v]` (a
 * menu in the wrong bracket after a dropdown).
 */
const INPUT_ENDS: Record<string, string> = { [VALUE_INPUT]: "[)\\]]", [DROPDOWN_INPUT]: "(?:\\]|\\sv\\s*\\))", [CONDITION_INPUT]: ">" };

function bracketTrigger(): { test(line: string): boolean } {
  const menuKeys = new Set<string>();
  const fieldPatterns = new Set<string>();
  /** The last word of every menu key: one of them must stand right before a `[` for the first alternative. */
  const menuKeyEnds = new Set<string>();
  /** The last word of every field key. */
  const fieldKeyEnds = new Set<string>();
  for (const entry of vocabulary) {
    const text = entry.text.replace("<>", "<\u0002>");
    const groups = scanGroups(text) ?? [];
    const whole = groups.length === 1 && groups[0]?.start === 0 && groups[0].end === text.length ? groups[0] : undefined;
    const children = whole ? whole.children : groups;
    textSlots(entry).forEach((slot, i) => {
      const g = children[i];
      if (!g) return;
      // The two tokens before the slot (an input counts as one token, marked by its kind):
      // `go to`, `costume to`, `_ of`.
      const before = text
        .slice(whole ? 1 : 0, g.start)
        .replace(/\([^()]*\sv\)|\[[^\]]*\sv\]/g, ` ${DROPDOWN_INPUT} `)
        .replace(/\([^()]*\)|\[[^\]]*\]/g, ` ${VALUE_INPUT} `)
        .replace(/<[^<>]*>/g, ` ${CONDITION_INPUT} `);
      const tokens = before.trim().split(/\s+/).filter((t) => t !== "").slice(-2);
      const last = tokens[tokens.length - 1];
      if (last === undefined || INPUT_ENDS[last] !== undefined) return;
      const key = tokens.map((t, k) => INPUT_ENDS[t] ?? `${k === 0 ? "(?:^|[\\s(<])" : ""}${escapeRegExp(t.toLowerCase())}`).join("\\s*");
      if (isMenuInput(slot)) {
        menuKeys.add(key);
        menuKeyEnds.add(last.toLowerCase());
      } else if (isField(slot)) {
        // With the word after the field too, where there is one: `go to (random position v)` is
        // right (a menu) while `go to (front v) layer` is a field in the wrong bracket.
        const next = /^\s*([a-z]+)\b/i.exec(text.slice(g.end))?.[1];
        const after = next ? `\\s*${escapeRegExp(next.toLowerCase())}` : "";
        // A round dropdown, or a name alone in round brackets (`set (score) to`, `when I receive (go)`):
        // one alternative for both, as a longer alternation is slower on every line.
        fieldPatterns.add(`(?:${key})\\s*\\((?:[^()]*\\sv\\s*|[^()[\\]<>"]*[a-z_][^()[\\]<>"]*)\\)${after}`);
        fieldKeyEnds.add(last.toLowerCase());
      }
    });
  }
  const alternation = (keys: Set<string>) => [...keys].join("|");
  // A colour (`touching color [#ff0000]?`) is the one square input after a menu word that is right.
  const full = new RegExp(`(?:${alternation(menuKeys)})\\s*\\[(?!#)|${alternation(fieldPatterns)}|[(<]\\s*\\(\\s*[^()]*\\sv\\s*\\)|\\(\\s*\\[[^\\]]*\\]\\s*\\)`);
  const ends = [...menuKeyEnds];
  /**
   * Whether a `[` follows a menu key's last word or a `(` (the first and last alternatives of
   * `full`). A necessary condition only: `full` still decides.
   */
  const squareAfterKey = (line: string): boolean => {
    for (let at = line.indexOf("["); at >= 0; at = line.indexOf("[", at + 1)) {
      let end = at;
      while (end > 0 && /\s/.test(line.charAt(end - 1))) end--;
      if (line.charCodeAt(end - 1) === 40) return true;
      for (const word of ends) if (line.startsWith(word, end - word.length)) return true;
    }
    return false;
  };
  /**
   * A field key's last word right before a `(` (`set (`, `receive (`): a necessary condition for
   * the alternatives of `full` that find a name alone in round brackets where a field stands.
   */
  const roundAfterFieldKey = new RegExp(`(?:${[...fieldKeyEnds].map(escapeRegExp).join("|")})\\s*\\(`);
  const roundDropdown = /\sv\s*\)/;
  // The whole expression is slow on every line (a long alternation V8 cannot skip through), and
  // nearly every line of a good program fails it: the cheap tests rule most lines out first.
  return { test: (line) => (roundDropdown.test(line) || squareAfterKey(line) || roundAfterFieldKey.test(line)) && full.test(line) };
}

export const menuBrackets: RepairRule = {
  id: "menu-brackets",
  reason: "This menu is now drawn the way Scratch shows it.",
  trigger: bracketTrigger(),
  propose(code, line) {
    const edits: Edit[] = [];
    if (!line.groups) return edits;
    // Only blocks with a square or dropdown input can have a menu in the wrong bracket.
    const hasMenuLike = (children: readonly Group[]) =>
      children.some((c) => c.open === "[" || (c.open === "(" && (c.children[0]?.open === "[" || code.charCodeAt(c.end - 2) === 118 || (c.children.length === 0 && PLAIN_NAME.test(inner(code, c))))));
    for (const site of sitesOf(code, line.groups, hasMenuLike)) {
      const entries = entriesOf(site);
      if (entries.length === 0) continue;
      site.children.forEach((child, index) => {
        const slot = agreedSlot(entries, index);
        const written = slot ? writtenMenu(code, child) : null;
        if (!slot || !written) return;
        // A reporter in a menu's place is Scratch's own (`go to (target)`): only fields take a plain name as theirs.
        if (isMenuInput(slot) && written.form !== "round" && written.form !== "plain") edits.push(replaceRange(child.start, child.end, `(${written.value} v)`));
        // A field written `[b]` already draws square (only the arrow is missing): left as written.
        else if (isField(slot) && written.form !== "square" && written.form !== "text") edits.push(replaceRange(child.start, child.end, `[${written.value} v]`));
      });
    }
    return edits;
  },
};

/** Only the pointer's own words: `cursor` could be a sprite's name, which is a different menu choice. */
const MOUSE_POINTER = /^(?:the\s+)?mouse[\s_]*pointer$/i;

/** Blocks whose menu has the mouse pointer, by the words right before the menu. */
const BEFORE_POINTER_MENU = /(?:touching|go\s+to|towards|secs\s+to|distance\s+to)\s*$/i;
const isTypedMousePointer = (code: string, g: Group) =>
  g.open === "[" && g.children.length === 0 && MOUSE_POINTER.test(code.slice(g.start + 1, g.end - 1)) && BEFORE_POINTER_MENU.test(code.slice(0, g.start));

export const mousePointer: RepairRule = {
  id: "mouse-pointer",
  reason: "Scratch writes mouse-pointer with a dash.",
  trigger: /mouse[\s_]*pointer/,
  needs: "m",
  propose(code, line) {
    if (!line.groups) return [];
    return allGroups(line.groups).flatMap((g): Edit[] => {
      const value = dropdownValue(code, g);
      // `[mouse pointer]` typed as text right after the words of a block whose menu holds the mouse
      // pointer: respelled here, put in its menu's brackets by menu-brackets. A text elsewhere
      // (`say [mouse pointer]`) is the author's words and stays.
      if (value === null) return isTypedMousePointer(code, g) ? [replaceRange(g.start, g.end, "[mouse-pointer]")] : [];
      if (!MOUSE_POINTER.test(value)) return [];
      return [replaceRange(g.start, g.end, g.open === "[" ? "[mouse-pointer v]" : "(mouse-pointer v)")];
    });
  },
};

const hex2 = (n: number) => n.toString(16).padStart(2, "0");
/** `#f00` → `#ff0000`; an integer → its 0xRRGGBB (what Scratch's colour cast does); else null. */
export function colourText(written: string): string | null {
  const t = written.trim();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(t);
  if (short) return `#${short.slice(1).map((c) => (c ?? "") + (c ?? "")).join("")}`.toLowerCase();
  if (/^-?\d+$/.test(t)) {
    const n = Number(t) & 0xffffff;
    return `#${hex2((n >> 16) & 0xff)}${hex2((n >> 8) & 0xff)}${hex2(n & 0xff)}`;
  }
  return null;
}

export const colour: RepairRule = {
  id: "colour",
  reason: "Colours are written as # and six letters or digits, like #ff0000.",
  // A short hex or an integer right after the words that come before a colour slot.
  trigger: /(?:colou?r(?:\s+to)?|touching)\s*(?:\[\s*(?:#[0-9a-f]{3}|-?\d+)\s*\]|\(\s*-?\d+\s*\))/,
  needs: "#0123456789",
  propose(code, line) {
    const edits: Edit[] = [];
    for (const site of line.sites()) {
      const entries = entriesOf(site);
      site.children.forEach((child, index) => {
        const colourEntries = entries.filter((e) => textSlots(e)[index]?.slot === "input" && textSlots(e)[index]?.kind === "color");
        if (colourEntries.length === 0) return;
        // `set pen color to (50)` is also the (legacy) hue block: only a square input is surely a colour.
        const surely = child.open === "[" || (isNumberGroup(code, child) && colourEntries.length === entries.length);
        const fixed = surely ? colourText(inner(code, child)) : null;
        if (fixed) edits.push(replaceRange(child.start, child.end, `[${fixed}]`));
      });
    }
    return edits;
  },
};
