// Words around the blocks: the green flag hat's many spellings, Python's colon after `if … then`
// and `else`, "text" in quotes, English glue added to a block's words (`join (a) and (b)`,
// `repeat (10) times`, `set size to (50) percent`), and numbers written without their round brackets.

import { allLanguages } from "scratchblocks/syntax/index.js";
import { allGroups, SLOT, siteText, type Site } from "./text.repair.groups";
import { hashOfLabel } from "./text.repair.scratch2";
import { builtInReporterSpelled, REPORTER_SPELLED_TOGETHER } from "./program.hints";
import { vocabulary } from "./vocabulary";
import { replaceRange, type Edit, type RepairRule } from "./text.repair.types";

const GREEN_FLAG =
  /^when\s+(?:the\s+)?(?:green[\s-]*flag|flag|gf|⚑|🏁|🚩|\[\s*green\s+flag\s*(?:v\s*)?\]|\(\s*green\s+flag\s*\)|<\s*green\s+flag\s*>|green\s+flag\s+icon|green\s+flag\s+button)\s+(?:is\s+)?(?:clicked|pressed|tapped|hit|clicked\s+on)\s*[.:!]?$/i;

export const greenFlag: RepairRule = {
  id: "green-flag",
  reason: "The green flag block is written “when green flag clicked”.",
  trigger: /^when\b(?!\sgreen flag clicked$).*\bflag\b|^when\s+gf\b|^when\s+(?!this\b|stage\b)\S+\s+clicked/,
  propose(code) {
    return GREEN_FLAG.test(code) && code !== "when green flag clicked" ? [replaceRange(0, code.length, "when green flag clicked")] : [];
  },
};

export const cBlockWords: RepairRule = {
  id: "c-block-words",
  reason: "Scratch blocks have no colon or { after them.",
  trigger: /^(?:if|repeat|forever|when|else)\b.*[:{]\s*$/,
  needs: ":{",
  propose(code) {
    const m = /^(.*?\S)\s*(?::|\{|:\s*\{)\s*$/.exec(code);
    return m ? [replaceRange(0, code.length, m[1] ?? "")] : [];
  },
};

/** Text in straight quotes where Scratch has a text slot: `say "Hi!"` → `say [Hi!]`. */
export const quotedText: RepairRule = {
  id: "quoted-text",
  reason: "Text goes in square brackets [ ], not in quotes.",
  trigger: /"/,
  needs: '"',
  propose(code, line) {
    if (!line.groups) return [];
    const text = allGroups(line.groups).filter((g) => g.open === "[");
    const edits: Edit[] = [];
    for (const m of code.matchAll(/(^|[\s(])"([^"[\]]*)"(?=$|[\s)>])/g)) {
      const from = (m.index ?? 0) + (m[1] ?? "").length;
      const to = from + (m[2] ?? "").length + 2;
      if (text.some((g) => g.start < from && to <= g.end)) continue;
      edits.push(replaceRange(from, to, `[${m[2] ?? ""}]`));
    }
    // Several quoted texts in one block (`(join "a" "b")`) only read as the block together: one
    // at a time, the line in between is no block at all. So all of them first, then each alone.
    const first = edits[0];
    const last = edits[edits.length - 1];
    if (edits.length < 2 || !first || !last) return edits;
    let together = "";
    let at = first.from;
    for (const edit of edits) {
      together += code.slice(at, edit.from) + edit.replacement;
      at = edit.to;
    }
    return [replaceRange(first.from, last.to, together), ...edits];
  },
};

/** A round group holding a name alone: no brackets, no quotes, not a number. */
const PLAIN_NAME = /^[^()[\]<>"]*[A-Za-z][^()[\]<>"]*$/;

/**
 * A built-in reporter spelled as a programmer would (`(y_position)`, `(xPosition)`,
 * `(costume-number)`): scratchblocks reads it as a new variable that is always 0. The repair
 * judge keeps the edit only where the program never sets a variable of that name.
 */
export const builtInReporterName: RepairRule = {
  id: "reporter-name",
  reason: "Scratch's own reporter is written with its words: (y position), not (y_position).",
  trigger: REPORTER_SPELLED_TOGETHER,
  needs: "(",
  propose(code, line) {
    if (!line.groups) return [];
    return allGroups(line.groups).flatMap((g): Edit[] => {
      const inner = code.slice(g.start + 1, g.end - 1).trim();
      if (g.open !== "(" || !PLAIN_NAME.test(inner)) return [];
      const reporter = builtInReporterSpelled(inner);
      return reporter !== null && reporter.toLowerCase() !== `(${inner.toLowerCase()})` ? [replaceRange(g.start, g.end, reporter)] : [];
    });
  },
};

/**
 * What Scratch's own `set … to` and `change … by` blocks set, in plain words (`size`, `x`,
 * `pen color`), and the effects and pen settings models write without their menu's brackets:
 * those words are never a variable's name here.
 */
const BUILT_IN_SETTINGS = new Set(
  vocabulary.flatMap((entry) => {
    const middle = /^(?:set|change)\s+([^[\]()<>]+?)\s+(?:to|by)\b/i.exec(entry.text)?.[1];
    return middle ? [middle.toLowerCase()] : [];
  }),
);
const isBuiltInSetting = (name: string) => BUILT_IN_SETTINGS.has(name.toLowerCase()) || /(?:^pen\b|\beffect$)/i.test(name);

/** Words for what a sprite or the stage has: a name with one of them may mean that, not a variable. */
const SPRITE_PROPERTY = /^(?:x|y|rotation|direction|position|costume|backdrop|colou?r|effect|ghost|brightness|layer|pen|tempo|instrument|volume|size|drag|voice|language|video|timer|answer|loudness)$/i;
/** One to three plain words, none of them a sprite's property: the name of a variable to make. */
const namesNewVariable = (name: string) => {
  const words = name.split(/\s+/);
  return words.length <= 3 && words.every((w) => /^[A-Za-z_][\w-]*$/.test(w) && !SPRITE_PROPERTY.test(w));
};

/**
 * A variable named without its menu's brackets: `set score to 0`, `change lives by -1`. The words
 * between `set` and `to` (or `change` and `by`) are the variable where the program uses that
 * name as a variable elsewhere (`(score)`, `change [score v] by (1)`), and never where they are
 * what one of Scratch's own blocks sets (`set size to`, `set ghost effect to`). A name the program
 * uses nowhere else is a new variable, as Scratch makes one for a block naming a variable the
 * project lacks (decision 680), unless a word of it names something a sprite has (`set rotation to
 * (90)`: the direction? that stays for the validator).
 */
export const bareVariable: RepairRule = {
  id: "bare-variable",
  reason: "A variable goes in its menu's square brackets: set [score v] to (0).",
  trigger: {
    test(line: string) {
      const name = /^(?:set|change)\s+([a-z_][^[\]()<>"]*?)\s+(?:to|by)\b/.exec(line)?.[1];
      return name !== undefined && !isBuiltInSetting(name.trim());
    },
  },
  needs: "e",
  propose(code, line) {
    const m = /^(set|change)\s+([A-Za-z_][^[\]()<>"]*?)\s+(to|by)\b/i.exec(code);
    const name = m?.[2]?.trim();
    if (!m || !name || isBuiltInSetting(name) || !(line.isProgramVariable(name) || namesNewVariable(name))) return [];
    return [replaceRange(0, m[0].length, `${m[1]} [${name} v] ${m[3]}`)];
  },
};

/**
 * Scratch's key menu, as models name keys without the menu's brackets (`when space key pressed`).
 * A lone "a" is left out where it reads as an article ("when a key pressed": the a key, or any?).
 */
const NAMED_KEY = "space|up arrow|down arrow|left arrow|right arrow";
const KEY = `${NAMED_KEY}|any|[a-z]|[0-9]`;
const KEY_NOT_ARTICLE = `${NAMED_KEY}|any|[b-z]|[0-9]`;
/** The menu value Scratch stores: lower case, one space between words. */
const keyMenu = (key: string) => key.toLowerCase().replace(/\s+/g, " ");

/** Extra words models put around a block's own (label with inputs as SLOT, on one block). */
const S = SLOT;
const BLOCK_WORDS: readonly (readonly [RegExp, string | ((whole: string, key: string) => string)])[] = [
  [new RegExp(`^when\\s+(?:the\\s+)?(${KEY_NOT_ARTICLE})\\s+key\\s+(?:is\\s+)?pressed$`, "i"), (_, key) => `when [${keyMenu(key)} v] key pressed`],
  [new RegExp(`^when\\s+(?:the\\s+)?key\\s+(${KEY})\\s+(?:is\\s+)?pressed$`, "i"), (_, key) => `when [${keyMenu(key)} v] key pressed`],
  [new RegExp(`^when\\s+(?:the\\s+)?(${NAMED_KEY})\\s+(?:is\\s+)?pressed$`, "i"), (_, key) => `when [${keyMenu(key)} v] key pressed`],
  [new RegExp(`^key\\s+(${KEY})\\s+(?:is\\s+)?pressed\\??$`, "i"), (_, key) => `key (${keyMenu(key)} v) pressed?`],
  [new RegExp(`^(?:the\\s+)?(${KEY_NOT_ARTICLE})\\s+key\\s+(?:is\\s+)?pressed\\??$`, "i"), (_, key) => `key (${keyMenu(key)} v) pressed?`],
  [new RegExp(`^join\\s*${S}\\s*(?:and|with|plus|&|\\+|,)\\s*${S}$`, "i"), `join ${S} ${S}`],
  [new RegExp(`^repeat\\s*${S}\\s*times?$`, "i"), `repeat ${S}`],
  [new RegExp(`^(wait\\s*${S})\\s*(?:second|sec|s)$`, "i"), `$1 seconds`],
  [new RegExp(`^((?:say|think)\\s*${S}\\s*for\\s*${S})\\s*(?:second|sec|s)$`, "i"), `$1 seconds`],
  [new RegExp(`^(glide\\s*${S})\\s*(?:seconds?|sec|s)(\\s*to\\s.*)$`, "i"), `$1 secs$2`],
  [new RegExp(`^move\\s*${S}\\s*step$`, "i"), `move ${S} steps`],
  [new RegExp(`^turn\\s+(right|left)\\s+(?:by\\s+)?${S}\\s*degree$`, "i"), `turn $1 ${S} degrees`],
  [new RegExp(`^turn\\s+(right|left)\\s+by\\s+${S}\\s*degrees$`, "i"), `turn $1 ${S} degrees`],
  [new RegExp(`^set\\s*${S}\\s*(?:=|to\\s+be)\\s*${S}$`, "i"), `set ${S} to ${S}`],
  [new RegExp(`^add\\s*${S}\\s*to\\s+(?:the\\s+)?list\\s*${S}$`, "i"), `add ${S} to ${S}`],
  [new RegExp(`^pick\\s+random\\s*${S}\\s*(?:and|-|through)\\s*${S}$`, "i"), `pick random ${S} to ${S}`],
  [new RegExp(`^random\\s*${S}\\s*to\\s*${S}$`, "i"), `pick random ${S} to ${S}`],
  [new RegExp(`^go\\s+to\\s+x:?\\s*${S}\\s*,\\s*y:?\\s*${S}$`, "i"), `go to x: ${S} y: ${S}`],
  [new RegExp(`^(glide\\s*${S}\\s*secs\\s+to)\\s+x:?\\s*${S}\\s*,\\s*y:?\\s*${S}$`, "i"), `$1 x: ${S} y: ${S}`],
  [new RegExp(`^item\\s*${S}\\s*(?:in|from)\\s*${S}$`, "i"), `item ${S} of ${S}`],
  [/^go\s+to\s+(front|back)\s+layer$/i, `go to [$1 v] layer`],
  [new RegExp(`^${S}\\s*%\\s*${S}$`), `${S} mod ${S}`],
  [new RegExp(`^${S}\\s*[x×]\\s*${S}$`), `${S} * ${S}`],
  [new RegExp(`^${S}\\s*÷\\s*${S}$`), `${S} / ${S}`],
  [new RegExp(`^(abs|floor|ceiling|sqrt|sin|cos|tan|asin|acos|atan|ln|log|e \\^|10 \\^)\\s*(?:of\\s*)?${S}$`, "i"), `[$1 v] of ${S}`],
  [new RegExp(`^when\\s*${S}\\s*key\\s+is\\s+pressed$`, "i"), `when ${S} key pressed`],
  [new RegExp(`^when\\s+key\\s*${S}\\s*(?:is\\s+)?pressed$`, "i"), `when ${S} key pressed`],
  [new RegExp(`^key\\s*${S}\\s*is\\s+pressed\\??$`, "i"), `key ${S} pressed?`],
  [new RegExp(`^create\\s+a\\s+clone\\s+of\\s*${S}$`, "i"), `create clone of ${S}`],
  [/^when\s+I\s+start\s+as\s+clone$/i, "when I start as a clone"],
  [new RegExp(`^change\\s*${S}\\s*by\\s*${S}\\s*(?:points?)$`, "i"), `change ${S} by ${S}`],
  // Size is a percentage: Scratch shows the sign on `set size to`, and nothing on `change size by`.
  [new RegExp(`^(set\\s+size\\s+to\\s*${S})\\s*(?:percent|per\\s*cent)$`, "i"), `$1 %`],
  [new RegExp(`^(change\\s+size\\s+by\\s*${S})\\s*(?:percent|per\\s*cent|%)$`, "i"), `$1`],
];

export const blockWords: RepairRule = {
  id: "block-words",
  reason: "Extra words that are not part of the Scratch block.",
  trigger:
    /\bjoin\b.*[)\]]\s*(?:and|with|plus|&|\+|,)\s*[([]|\btimes?\s*$|\b(?:sec|second|step|degree)\b|\)\s*s\s*$|glide.*\b(?:seconds?|sec|s)\s+to\b|\bby\b.*\bdegrees|^set\b.*(?:=|\bto be\b)|\bto\s+(?:the\s+)?list\b|(?:^|\()random\s*[([]|random\b.*\b(?:and|through)\b|random\s*\([^)]*\)\s*-|,\s*y|\bitem\s*\([^)]*\)\s*(?:in|from)\b|\b(?:front|back)\s+layer|\)\s*[%x×÷]\s*\(|\((?:abs|floor|ceiling|sqrt|sin|cos|tan|asin|acos|atan|ln|log|e \^|10 \^)\s*(?:of\b|\()|\bis\s+pressed|when\s+key\b|\b(?:space|arrow|any|[a-z0-9])\s+(?:key\s+)?pressed|\ba\s+clone\s+of|as\s+clone\b|\bpoints?\s*$|\bper\s*cent\b|^change\s+size\b.*%/,
  propose(_code, line) {
    return line.sites().flatMap((site): Edit[] => {
      const label = site.label.trim();
      for (const [pattern, replacement] of BLOCK_WORDS) {
        if (!pattern.test(label)) continue;
        // Two calls because TypeScript picks String.replace's overload by the replacement's type.
        const reworded = typeof replacement === "string" ? label.replace(pattern, replacement) : label.replace(pattern, replacement);
        return [replaceRange(site.from, site.to, siteText(site, reworded))];
      }
      return [];
    });
  },
};

const isKnownLabel = (label: string) => allLanguages.en?.blocksByHash?.[hashOfLabel(label)] !== undefined;
const NUMBER_WORD = "(^|[\\s:])(-?(?:\\d+\\.?\\d*|\\.\\d+))(?=\\s|$|%$)";
const BARE_NUMBER = new RegExp(NUMBER_WORD);
const BARE_NUMBER_OR_SLOT = new RegExp(`${NUMBER_WORD}|${SLOT}`, "g");

/**
 * Values typed straight into a block's words (`word` finds one, with what stands before it;
 * `wordOrSlot` finds them and the written inputs, globally), each put in its brackets by `wrap`:
 * the label is rebuilt with every input as SLOT, the new ones between the written ones.
 */
function bracketBareValues(site: Site, word: RegExp, wordOrSlot: RegExp, wrap: (value: string) => string): Edit[] {
  // `(days since 2000)` is a real block: its number is part of its words.
  if (!word.test(site.label) || isKnownLabel(site.label)) return [];
  const args: string[] = [];
  let written = 0;
  const rebuilt = site.label.replace(wordOrSlot, (whole, before: string | undefined, value: string | undefined) => {
    if (value === undefined) {
      args.push(site.args[written++] ?? "");
      return SLOT;
    }
    args.push(wrap(value));
    return `${before ?? ""}${SLOT}`;
  });
  return [replaceRange(site.from, site.to, siteText(site, rebuilt, args))];
}

/** Numbers typed straight into a block's words: `move 10 steps` → `move (10) steps`. */
export const bareNumber: RepairRule = {
  id: "bare-number",
  reason: "Numbers go in round brackets ( ).",
  trigger: /(?:^|[\s:])-?\d/,
  needs: "0123456789",
  propose(_code, line) {
    return line.sites().flatMap((site) => bracketBareValues(site, BARE_NUMBER, BARE_NUMBER_OR_SLOT, (n) => `(${n})`));
  },
};

const TRUTH_WORD = "(^|[\\s:])(true|false)(?=\\s|$)";
const BARE_TRUTH = new RegExp(TRUTH_WORD, "i");
const BARE_TRUTH_OR_SLOT = new RegExp(`${TRUTH_WORD}|${SLOT}`, "gi");

/**
 * `set [alive v] to true`, `<(alive) = false>`: Scratch has no true or false to type in; the
 * word typed into the slot is a text, and that is what Scratch stores and compares.
 */
export const bareTruthValue: RepairRule = {
  id: "bare-truth-value",
  reason: "Words typed into a block go in square brackets: [true].",
  trigger: /(?:^|[\s:])(?:true|false)(?:\s|$|>)/,
  needs: "e",
  propose(_code, line) {
    return line.sites().flatMap((site) => bracketBareValues(site, BARE_TRUTH, BARE_TRUTH_OR_SLOT, (word) => `[${word}]`));
  },
};
