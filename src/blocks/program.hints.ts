// The "closest real blocks" a diagnostic names, and the Scratch 2 → Scratch 3 wording table.
// Everything is derived from the vocabulary, so a hint never names a block we cannot build.

import { vocabulary, vocabularyByOpcode, type VocabularyEntry } from "./vocabulary";

/** Words that say little about which block is meant. */
const STOP_WORDS = new Set(["to", "of", "by", "the", "a", "an", "at", "in", "for", "with", "is", "on", "v", "_"]);

function wordsOf(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/\[[^\]]*\]|\([^()]*\)|<[^<>]*>/g, " ")
    .replace(/[^a-z0-9#%' -]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && !STOP_WORDS.has(w));
  return new Set(words);
}

const candidates: readonly { entry: VocabularyEntry; words: Set<string> }[] = vocabulary
  .filter((e) => !e.isLegacy && e.category !== "custom" && e.opcode !== "data_variable" && e.opcode !== "data_listcontents")
  .map((entry) => ({ entry, words: wordsOf(entry.text) }));

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common++;
  return (2 * common) / (a.size + b.size);
}

export interface ScoredEntry {
  entry: VocabularyEntry;
  score: number;
}

/** Real blocks whose wording is closest to `text` (label words of what was written), best first. */
export function closestBlocks(text: string, limit = 3, minScore = 0.3): ScoredEntry[] {
  const words = wordsOf(text);
  return candidates
    .map(({ entry, words: w }) => ({ entry, score: dice(words, w) }))
    .filter((s) => s.score >= minScore)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

export function formatHint(entries: readonly VocabularyEntry[]): string | undefined {
  if (entries.length === 0) return undefined;
  return `Closest real blocks: ${entries.map((e) => e.text.replace(/\n/g, " … ")).join("  |  ")}`;
}

const textOf = (opcode: string): string => vocabularyByOpcode.get(opcode)?.text ?? opcode;

/**
 * Scratch 2 wordings scratchblocks still draws (keyed by its id, or by the hash of a renamed
 * Scratch 2 spec), with the Scratch 3 block to use instead.
 */
export const scratch2Replacements: Readonly<Record<string, string>> = {
  // renamed blocks, keyed by their Scratch 2 hash
  "say _ for _ secs": textOf("looks_sayforsecs"),
  "think _ for _ secs": textOf("looks_thinkforsecs"),
  "play sound _": `${textOf("sound_play")}  |  ${textOf("sound_playuntildone")}`,
  "wait _ secs": textOf("control_wait"),
  clear: textOf("pen_clear"),
  // Scratch 2 blocks, keyed by scratchblocks id
  "sb2:comeToFront": textOf("looks_gotofrontback"),
  "sb2:goBackByLayers:": "go [backward v] (1) layers",
  "sb2:setTempoTo:": textOf("music_setTempo"),
  "sb2:doIf": "if <> then … end",
  "sb2:doForeverIf": "forever … if <> then … end … end",
  "sb2:doReturn": "stop [this script v]",
  "sb2:stopAll": textOf("control_stop"),
  "sb2:lookLike:": textOf("looks_switchcostumeto"),
  "sb2:nextScene": textOf("looks_nextbackdrop"),
  "sb2:startScene": textOf("looks_switchbackdropto"),
  "sb2:backgroundIndex": textOf("looks_backdropnumbername"),
  SENSING_OF_COSTUMENUMBER: textOf("looks_costumenumbername"),
  SENSING_OF_BACKDROPNUMBER: textOf("looks_backdropnumbername"),
  SENSING_OF_BACKDROPNAME: "(backdrop [name v])",
  SENSING_USERID: textOf("sensing_username"),
  SENSING_LOUD: "<(loudness) > (10)>",
};

/** Extensions scratchblocks can draw but PromptBlocks cannot export (they need a device, or Scratch itself does not have them), by scratchblocks category. */
export const unsupportedExtensionNames: Readonly<Record<string, string>> = {
  faceSensing: "Face Sensing",
  microbit: "micro:bit",
  gdxfor: "Go Direct Force & Acceleration",
  wedo: "LEGO Education WeDo 2.0",
  ev3: "LEGO MINDSTORMS EV3",
  boost: "LEGO BOOST",
};

/**
 * Words from other programming languages that LLMs reach for, with the Scratch blocks that do
 * the job (keyed by the first word written).
 */
export const borrowedWords: Readonly<Record<string, string>> = {
  while: "repeat until <not <…>> … end",
  for: "repeat (10) … end",
  loop: "forever … end  |  repeat (10) … end",
  elif: "else … if <> then … end",
  elseif: "else … if <> then … end",
  print: "say [Hello!]",
  display: "say [Hello!]",
  output: "say [Hello!]",
  sleep: "wait (1) seconds",
  pause: "wait (1) seconds",
  delay: "wait (1) seconds",
  return: "stop [this script v]",
  exit: "stop [all v]",
  break: "stop [this script v]",
  input: "ask [What's your name?] and wait",
  increment: "change [my variable v] by (1)",
  var: "set [my variable v] to (0)",
  let: "set [my variable v] to (0)",
  call: "jump (10)   (after a define jump (height) script)",
  function: "define jump (height)",
};

/**
 * Puts the values a person wrote into a canonical block text (`say [Hello!] for (2) seconds`
 * with `[hi]`, `(3)` → `say [hi] for (3) seconds`), so a hint can be pasted as it is.
 * Only when the slot counts agree; otherwise the canonical text is the hint.
 */
export function withValues(canonical: string, values: readonly string[]): string {
  if (canonical.includes("  |  ")) return canonical.split("  |  ").map((alternative) => withValues(alternative, values)).join("  |  ");
  const slots: [number, number][] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < canonical.length; i++) {
    const c = canonical[i];
    if (c === "(" || c === "[" || c === "<") {
      if (depth === 0) start = i;
      depth++;
    } else if ((c === ")" || c === "]" || c === ">") && depth > 0) {
      depth--;
      if (depth === 0) slots.push([start, i + 1]);
    }
  }
  // A whole-reporter text like `(x position)` is one group around the block, not a slot.
  if (slots.length === 1 && slots[0]?.[0] === 0 && slots[0][1] === canonical.length) return canonical;
  if (slots.length !== values.length || slots.length === 0) return canonical;
  let out = "";
  let at = 0;
  slots.forEach(([from, to], i) => {
    out += canonical.slice(at, from) + values[i];
    at = to;
  });
  return out + canonical.slice(at);
}

// --- names close to a built-in reporter ------------------------------------------------------

const nameKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9#]/g, "");
const nameWords = (text: string) => text.toLowerCase().split(/[^a-z0-9#]+/).filter(Boolean);

/**
 * Built-in reporters a person can name without typing a value: `(x position)`, and one variant
 * per menu choice (`(costume [number v])`, `(costume [name v])`), with the words they read as.
 */
const plainReporters: readonly { text: string; words: string[]; key: string }[] = vocabulary
  .filter((e) => (e.shape === "reporter" || e.shape === "boolean") && !e.isLegacy && e.category !== "custom" && e.category !== "variables" && e.category !== "lists")
  .filter((e) => e.slots.every((slot) => slot.menu !== undefined))
  .flatMap((e) => {
    const menu = e.slots[0]?.menu;
    const variants = menu && e.slots.length === 1 && menu.options.length <= 12 ? menu.options.map((o) => e.text.replace(/\[[^\]]* v\]|\([^()]* v\)/, (m) => (m.startsWith("[") ? `[${o.text} v]` : `(${o.text} v)`))) : [e.text];
    return variants.map((text) => {
      const plain = text.replace(/\[([^\]]*) v\]|\(([^()]*) v\)/g, "$1$2").replace(/[()<>[\]?]/g, " ");
      return { text, words: nameWords(plain), key: nameKey(plain) };
    });
  })
  .filter((r) => r.key.length >= 3);

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * The built-in reporter a variable name most likely meant (`x pos` → `(x position)`,
 * `mouse-x` → `(mouse x)`, `costume number` → `(costume [number v])`), or null.
 */
const similarCache = new Map<string, string | null>();
export function similarReporter(name: string): string | null {
  const cached = similarCache.get(name);
  if (cached !== undefined) return cached;
  const found = findSimilarReporter(name);
  if (similarCache.size < 10_000) similarCache.set(name, found);
  return found;
}

/** Each built-in reporter by its words alone (`yposition`), for names that spell one exactly. */
const plainReporterByKey = new Map<string, string>();
for (const r of plainReporters) if (!plainReporterByKey.has(r.key)) plainReporterByKey.set(r.key, r.text);

/**
 * The built-in reporter a name spells with other separators or case (`y_position`, `xPosition`,
 * `costume-number` → `(y position)`, `(x position)`, `(costume [number v])`), or null.
 */
export function builtInReporterSpelled(name: string): string | null {
  const key = nameKey(name);
  return key.length >= 3 ? (plainReporterByKey.get(key) ?? null) : null;
}

/**
 * Lower-cased text holding a built-in reporter's words in round brackets run together or joined
 * by `_` or `-` (`(y_position)`, `(mousex)`): a cheap test before builtInReporterSpelled.
 */
export const REPORTER_SPELLED_TOGETHER = new RegExp(
  `\\((?:${[...new Set(plainReporters.filter((r) => r.words.length > 1).map((r) => r.words.join("[_-]?")))].join("|")})\\)`,
);

function findSimilarReporter(name: string): string | null {
  const key = nameKey(name);
  const words = nameWords(name);
  if (key.length < 3) return null;
  // The reporter the name spells exactly comes before one a letter away (`y_position` is y, not x).
  const exact = plainReporterByKey.get(key);
  if (exact !== undefined) return exact;
  for (const r of plainReporters) {
    if (r.key === key) return r.text;
    const wordPrefixes = words.length === r.words.length && words.length > 1 && words.every((w, i) => (r.words[i] ?? "").startsWith(w));
    if (wordPrefixes) return r.text;
    if (key.length >= 5 && editDistanceAtMostOne(key, r.key)) return r.text;
  }
  return null;
}
