import { findMenuOption, textSlots, vocabulary, type BlockSlot, type VocabularyEntry } from "../../../../../blocks";
import { madeWord, type TWord } from "./plan.words";

/**
 * Clauses written as Scratch block text (issue 26, decision 580): teachers and older children
 * type the blocks themselves ("change upspeed by -1", "set x to 240", "wait 1 second", "point in
 * direction 90", "change color effect by 25"). Each stack block of the one block table
 * (`src/blocks/vocabulary.ts`) is a pattern of its words and slots; a clause that spells a block
 * with its values is that block, values exactly as given. Nothing here re-lists blocks.
 */

type TPart = { literal: string } | { slot: BlockSlot; bracket: "round" | "square" };

interface TPattern {
  entry: VocabularyEntry;
  parts: TPart[];
  literals: number;
}

/** One form of a word for comparing: "secs", "seconds" → "second"; plurals singular. */
const form = (word: string) => (/^(?:secs?|seconds?)$/.test(word) ? "second" : word.replace(/(?<=[a-z]{3})s$/, ""));

/** Units a block ends with. */
const UNIT = /^(?:second|step|degree|beat|layer)$/;

/**
 * Units a child may leave off the end of a block ("move 10", "wait 2"). Never "layers": "goes
 * forward 20" is a walk; the layer block is named with its own word.
 */
const LEFT_OFF = /^(?:second|step|degree|beat)$/;

const TOKENS = /\([^()]*(?:\([^()]*\)[^()]*)*\)|\[[^\]]*\]|<[^>]*>|[^\s()[\]<>]+/g;

function patternOf(entry: VocabularyEntry): TPattern | undefined {
  const slots = textSlots(entry);
  const parts: TPart[] = [];
  let slotAt = 0;
  for (const token of entry.text.match(TOKENS) ?? []) {
    if (/^[([<]/.test(token)) {
      const slot = slots[slotAt++];
      if (!slot || token.startsWith("<")) return undefined;
      parts.push({ slot, bracket: token.startsWith("(") ? "round" : "square" });
      continue;
    }
    const literal = token.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (literal) parts.push({ literal });
  }
  const literals = parts.filter((part) => "literal" in part).length;
  if (!parts[0] || !("literal" in parts[0])) return undefined;
  return { entry, parts, literals };
}

/** Every stack and cap block of the table as a pattern, by its first word. */
const PATTERNS: Map<string, TPattern[]> = (() => {
  const byFirst = new Map<string, TPattern[]>();
  for (const entry of vocabulary) {
    if ((entry.shape !== "stack" && entry.shape !== "cap") || entry.category === "custom" || entry.category === "music") continue;
    const pattern = patternOf(entry);
    if (!pattern) continue;
    const first = form((pattern.parts[0] as { literal: string }).literal);
    byFirst.set(first, [...(byFirst.get(first) ?? []), pattern]);
  }
  return byFirst;
})();

/** Reporters with no slots ("x position", "timer", "answer"): a value a round slot can hold. */
const REPORTERS: { words: string[]; text: string }[] = vocabulary
  .filter((entry) => entry.shape === "reporter" && textSlots(entry).length === 0 && entry.category !== "custom" && entry.category !== "variables" && entry.category !== "lists")
  .map((entry) => ({ words: entry.text.slice(1, -1).toLowerCase().split(/[^a-z0-9]+/).filter(Boolean), text: entry.text }))
  // ("says the costume number", "says its costume name": reporters whose menu the words choose)
  .concat(["costume number", "costume name", "backdrop number", "backdrop name"].map((said) => ({ words: said.split(" "), text: `(${said.split(" ")[0] as string} [${said.split(" ")[1] as string} v])` })))
  .sort((a, b) => b.words.length - a.words.length);

const NOT_A_NAME = /^(?:the|a|an|to|by|it|is|and|then|of|in|on|at|for|with|when|if|my|your|its|this|that)$/;

export interface TBlockWordsContext {
  /** Variables the request named so far. */
  variables: ReadonlySet<string>;
  /** The sprite a word names, when it names a character ("point towards the cat"). */
  characterAt: (at: number) => string | undefined;
}

export interface TBlockWords {
  /** The block line, values as the child gave them. */
  text: string;
  /** The clause's words it used, [at, end). */
  end: number;
  /** A variable the block sets or changes, which the project must declare. */
  variable?: string;
  /** Slots the child filled with a value (a number, a quote, a name). */
  values: number;
}

/** "upspeed", "x position", 10, "Hi": the value a slot holds, and where it ends. */
function readValue(words: readonly TWord[], at: number, part: Extract<TPart, { slot: BlockSlot }>, ctx: TBlockWordsContext): { text: string; end: number; variable?: string } | undefined {
  const { slot } = part;
  const word = words[at];
  if (!word || word.mark) return undefined;
  if (slot.slot === "field" && slot.kind === "variable") {
    // "change upspeed by", "set the score to": the name the child gave
    const named = /^(?:the|my)$/.test(word.word) && words[at + 1] && !words[at + 1]?.mark ? at + 1 : at;
    const name = words[named] as TWord;
    if (name.number !== undefined || name.quote !== undefined || NOT_A_NAME.test(name.word)) return undefined;
    return { text: `[${name.raw} v]`, end: named + 1, variable: name.raw };
  }
  if (slot.menu) {
    const from = word.word === "the" ? at + 1 : at;
    for (const length of [3, 2, 1]) {
      const span = words.slice(from, from + length).map((w) => (w.mark ? "" : w.word));
      if (span.length < length || span.includes("")) continue;
      // "the mouse" is the one option that starts so: mouse-pointer
      const starting = slot.menu.options.filter((o) => o.text.toLowerCase().split(/[^a-z0-9]+/).slice(0, length).join(" ") === span.join(" "));
      const option = findMenuOption(slot.menu, span.join(" ")) ?? findMenuOption(slot.menu, span.join("-")) ?? (starting.length === 1 ? starting[0] : undefined);
      if (option) return { text: part.bracket === "round" ? `(${option.text} v)` : `[${option.text} v]`, end: from + length };
    }
    const skip = word.word === "the" ? 1 : 0;
    const character = slot.menu.openTo === "sprite" ? ctx.characterAt(at + skip) : undefined;
    if (character) return { text: `(${character} v)`, end: at + skip + 1 };
    return undefined;
  }
  if (word.number !== undefined) return { text: part.bracket === "round" ? `(${word.number})` : `[${word.number}]`, end: at + 1 };
  if (word.quote !== undefined && slot.slot === "input" && slot.kind === "text") return { text: `[${word.quote}]`, end: at + 1 };
  if (ctx.variables.has(word.raw)) return { text: `(${word.raw})`, end: at + 1 };
  const reporter = readReporter(words, at);
  return reporter && { text: reporter.text, end: reporter.end };
}

/** "its x position", "the timer", "y position": a reporter block the words name, and where they end. */
export function readReporter(words: readonly TWord[], at: number): { text: string; words: string; end: number } | undefined {
  const from = words[at]?.word === "the" || words[at]?.word === "its" ? at + 1 : at;
  const reporter = REPORTERS.find((candidate) => candidate.words.every((w, k) => form(words[from + k]?.word ?? "") === form(w)));
  return reporter && { text: reporter.text, words: reporter.words.join(" "), end: from + reporter.words.length };
}

function match(words: readonly TWord[], at: number, pattern: TPattern, ctx: TBlockWordsContext): TBlockWords | undefined {
  let i = at;
  let text = pattern.entry.text;
  let variable: string | undefined;
  let values = 0;
  const filled: string[] = [];
  for (let p = 0; p < pattern.parts.length; p++) {
    const part = pattern.parts[p] as TPart;
    if ("literal" in part) {
      const word = words[i];
      if (word && !word.mark && (form(word.word) === form(part.literal) || form(word.lemma) === form(part.literal))) {
        i++;
        continue;
      }
      // "set the size to 50", "sets its ghost effect to 70": a "the" or "its" the block does not have
      if (/^(?:the|its|his|her|their)$/.test(word?.word ?? "") && form(words[i + 1]?.word ?? "") === form(part.literal)) {
        i += 2;
        continue;
      }
      // "change y 60", "set size 50": a "by" or "to" left out before the number
      // (only after the block's own words, "change y 60": never after a name the child chose, "changing every 5")
      if ((part.literal === "by" || part.literal === "to") && word?.number !== undefined && p > 0 && "literal" in (pattern.parts[p - 1] as TPart) && p + 1 < pattern.parts.length && !("literal" in (pattern.parts[p + 1] as TPart))) continue;
      // "move 10", "wait 2": a unit left off the end
      // (never another unit said in its place: "turn 20 steps" is no turn)
      if (p === pattern.parts.length - 1 && LEFT_OFF.test(form(part.literal)) && !UNIT.test(form(word?.word ?? ""))) continue;
      if (part.literal === "") continue;
      return undefined;
    }
    // "sets its ghost effect to 70": the sprite's own menu choice, said with "its"
    if (part.bracket === "square" && p > 0 && /^(?:its|his|her|their)$/.test(words[i]?.word ?? "") && words[i + 1] !== undefined && !words[i + 1]?.mark) i++;
    const value = readValue(words, i, part, ctx);
    if (!value) return undefined;
    filled.push(value.text);
    if (value.variable) variable = value.variable;
    values++;
    i = value.end;
  }
  // "set size to 50 percent": the block's own "%"
  if (words[i]?.word === "percent" && pattern.entry.text.endsWith("%")) i++;
  let k = 0;
  text = text.replace(TOKENS, (token) => (/^[([]/.test(token) ? (filled[k++] ?? token) : token));
  return { text, end: i, values, ...(variable ? { variable } : {}) };
}

/**
 * The block a clause spells from its word `at`, or undefined. A block needs two of its own words
 * ("say 'hi'" and a lone "hide" stay with the plan's own reading), unless it is `lone`: alone in
 * brackets, where the child named the block on purpose.
 */
export function readBlockWords(words: readonly TWord[], at: number, ctx: TBlockWordsContext, lone = false): TBlockWords | undefined {
  const first = words[at];
  if (!first) return undefined;
  const candidates = [...(PATTERNS.get(form(first.word)) ?? []), ...(form(first.lemma) !== form(first.word) ? (PATTERNS.get(form(first.lemma)) ?? []) : [])];
  let best: { found: TBlockWords; literals: number } | undefined;
  for (const pattern of candidates) {
    const found = match(words, at, pattern, ctx);
    if (!found || (pattern.literals < 2 && !lone)) continue;
    if (!best || pattern.literals > best.literals || (pattern.literals === best.literals && found.end > best.found.end)) best = { found, literals: pattern.literals };
  }
  return best?.found;
}

/** "…, ten times" at the end of a bracket: the count, and where the words before it end. */
export function bracketCount(inside: readonly TWord[]): { count: number; from: number } | undefined {
  const last = inside.length - 1;
  if (inside[last]?.word !== "times" || inside[last - 1]?.number === undefined) return undefined;
  const from = inside[last - 2]?.mark === "," ? last - 2 : last - 1;
  return from > 0 ? { count: inside[last - 1]?.number as number, from } : undefined;
}

const synthetic = (word: string): TWord => madeWord(word);

/**
 * "make the car small (size 50)", "go away (hide)": words in brackets that say which block a
 * phrase means. The brackets hold a whole block ("hide", "set size to 50") or a setting and its
 * value ("size 50" is `set size to (50) %`, the one block that makes the size 50). Returns the
 * block and where the brackets end in `words`, or undefined when they hold no block.
 */
/** Verbs of changing: an effect's value in brackets after one is how much it changes by. */
const CHANGING = /^(?:change|increase|raise|add)$/;

export function readBracketBlock(words: readonly TWord[], from: number, to: number, ctx: TBlockWordsContext): (TBlockWords & { start: number; times?: number; sequence?: string[]; counts?: number[] }) | undefined {
  // ("goes away (hide)": the brackets may open on the next verb's word)
  const start = words.findIndex((w, k) => k >= from && k <= to && w.bracket !== undefined);
  if (start < 0) return undefined;
  let end = start;
  while (words[end]?.bracket === words[start]?.bracket) end++;
  const inside = words.slice(start, end);
  const within = { ...ctx, characterAt: (k: number) => ctx.characterAt(start + k) };
  const whole = readBlockWords(inside, 0, within, true);
  if (whole && whole.end === inside.length) return { ...whole, start, end };
  // "jumps (change y by 10, ten times)": the block, and how many times it runs
  const times = bracketCount(inside);
  if (times) {
    const counted = readBlockWords(inside.slice(0, times.from), 0, within, true);
    if (counted && counted.end === times.from) return { ...counted, start, end, times: times.count };
  }
  // "jumps (each jump: change y by 40, wait 0.3 seconds, change y by -40)": the verb's blocks, in order
  const sequence = readBlockSequence(inside, within);
  if (sequence) return { ...sequence, start, end };
  // "size 50", "x 100": the setting's name, then its value
  const value = inside[inside.length - 1];
  if (inside.length < 2 || inside.length > 3 || value?.number === undefined) return undefined;
  const setting = readBlockWords([synthetic("set"), ...inside.slice(0, -1), synthetic("to"), value], 0, { ...within, characterAt: () => undefined });
  if (!setting || setting.end !== inside.length + 2 || setting.variable !== undefined && !ctx.variables.has(setting.variable)) return undefined;
  // "changes its colour (color effect 25)": after a verb of changing, an effect's value is how much it changes by
  const changing = CHANGING.test(words[from - 1]?.lemma ?? "") && /^set \[[a-z ]+ v\] effect to /.test(setting.text);
  if (changing) {
    const change = readBlockWords([synthetic("change"), ...inside.slice(0, -1), synthetic("by"), value], 0, { ...within, characterAt: () => undefined });
    if (change && change.end === inside.length + 2) return { ...change, start, end };
  }
  return { ...setting, start, end };
}

/**
 * Brackets that spell a verb's blocks one after another, after an optional lead-in that names
 * the verb ("each jump:"): every part between commas (or "then") must be a whole block, or the
 * brackets are not read this way.
 */
/** "bounce on the edge", "bounce off edges": the block `if on edge, bounce` said the way children say it. */
function bounceSaid(part: readonly TWord[]): TBlockWords | undefined {
  const bounces = part[0]?.lemma === "bounce" && part.slice(1).every((w) => /^(?:on|off|at|from|the|edges?|if)$/.test(w.word));
  return bounces ? { text: "if on edge, bounce", end: part.length, values: 0 } : undefined;
}

function readBlockSequence(inside: readonly TWord[], ctx: TBlockWordsContext): (TBlockWords & { sequence: string[]; counts?: number[]; times?: number }) | undefined {
  const colon = inside.findIndex((w) => w.mark === ":");
  const from = colon >= 0 && colon <= 3 ? colon + 1 : 0;
  const parts: TWord[][] = [[]];
  const listed = inside.slice(from);
  for (const [k, word] of listed.entries()) {
    // ("change x by 5 and then by -5": "and" before "then" joins two blocks as the comma does)
    if (word.mark === "," || word.word === "then" || (word.word === "and" && listed[k + 1]?.word === "then")) {
      if ((parts[parts.length - 1] as TWord[]).length > 0) parts.push([]);
    } else (parts[parts.length - 1] as TWord[]).push(word);
  }
  // "(change y by 10, 10 times, then change y by -10, 10 times)": a count of its own closes the block before it
  const isCount = (part: TWord[]) => part.length === 2 && part[0]?.number !== undefined && Number.isInteger(part[0].number) && part[1]?.word === "times";
  const counts: number[] = [];
  const filled: TWord[][] = [];
  const said = parts.filter((p) => p.length > 0);
  // ("(move 5, bounce on the edge, forever)": the loop closing the brackets is the clause's to read, as "forever" anywhere)
  const closing = said[said.length - 1];
  if (said.length > 2 && closing?.length === 1 && closing[0]?.word === "forever") said.pop();
  for (const part of said) {
    if (isCount(part) && filled.length > 0 && counts[filled.length - 1] === 0) counts[filled.length - 1] = part[0]?.number as number;
    else {
      filled.push(part);
      counts.push(0);
    }
  }
  // "(change x by 5 and then by -5, 10 times)": one count said last, after every block, repeats them all
  const whole = counts.length >= 2 && counts.filter((c) => c > 0).length === 1 && (counts[counts.length - 1] ?? 0) > 0 ? counts[counts.length - 1] : undefined;
  if (whole !== undefined) counts.fill(0);
  // ("then by -5": a part that opens on "by" changes what the part before it changed, by its own amount)
  for (const [k, part] of filled.entries()) {
    const before = filled[k - 1];
    const by = before?.findIndex((w) => w.word === "by") ?? -1;
    if (part[0]?.word === "by" && before && by > 0) filled[k] = [...before.slice(0, by), ...part];
  }
  if (filled.length < 2) return undefined;
  const read = filled.map((part) => bounceSaid(part) ?? readBlockWords(part, 0, { ...ctx, characterAt: () => undefined }, true));
  if (read.some((block, k) => block === undefined || block.end !== (filled[k] as TWord[]).length)) return undefined;
  const blocks = read as TBlockWords[];
  const variable = blocks.find((block) => block.variable !== undefined)?.variable;
  return { text: (blocks[0] as TBlockWords).text, end: inside.length, values: blocks.reduce((sum, block) => sum + block.values, 0), ...(variable ? { variable } : {}), sequence: blocks.map((block) => block.text), ...(counts.some((count) => count > 0) ? { counts } : {}), ...(whole !== undefined ? { times: whole } : {}) };
}
