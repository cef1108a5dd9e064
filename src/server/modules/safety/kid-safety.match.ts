import { IS_VERBS, isPersonName, TITLES } from "./kid-safety.names";
import { keyOf, phraseKeys, type TSafetySentence } from "./kid-safety.normalize";
import type { TSafetyRulesFile } from "./kid-safety.rules";

/**
 * The pattern language of kid-safety.rules.json, compiled once and matched per sentence.
 *
 * A pattern is slots; a slot is alternatives (word sequences or concepts) or a gap ("~3").
 * Matching asks "from word i, where can this pattern end?" and remembers every answer for the
 * sentence, so a concept used by ten rules is looked for once. Built-in concepts: PERSON_NAME
 * (compromise's name finder, run only when a rule gets that far), PHONE_NUMBER, EMAIL_ADDRESS.
 */

type TAlternative = { kind: "words"; keys: string[] } | { kind: "exact"; raw: string } | { kind: "concept"; name: string };
type TSlot = { kind: "gap"; max: number } | { kind: "alternatives"; alternatives: TAlternative[] };
type TPattern = TSlot[];

const BUILT_IN = new Set(["PERSON_NAME", "PHONE_NUMBER", "EMAIL_ADDRESS"]);

function compilePattern(source: string, where: string, aliases: Record<string, string>): TPattern {
  const slots = source
    .trim()
    .split(/\s+/)
    .map((slot): TSlot => {
      const gap = /^~(\d)$/.exec(slot);
      if (gap) return { kind: "gap", max: Number(gap[1]) };
      const alternatives = slot.split("|").map((alternative): TAlternative => {
        if (alternative.startsWith("@")) return { kind: "concept", name: alternative.slice(1) };
        // "=girls": this spelling only, not its stem ("girls are dumb" is about a group; "the new girl" is a person).
        if (alternative.startsWith("=")) return { kind: "exact", raw: alternative.slice(1).toLowerCase() };
        // An article alone ("my|our|the") reads as nothing: the slot may then match no word.
        return { kind: "words", keys: phraseKeys(alternative, aliases) };
      });
      return { kind: "alternatives", alternatives };
    });
  if (slots[0]?.kind !== "alternatives" || slots.at(-1)?.kind !== "alternatives") throw new Error(`${where}: a pattern starts and ends with words, not a gap`);
  return slots;
}

/** A literal phrase list ("allow", multi-word concept entries) is a pattern with one slot. */
function compilePhrase(phrase: string, where: string, aliases: Record<string, string>): TPattern {
  const keys = phraseKeys(phrase, aliases);
  if (keys.length === 0) throw new Error(`${where}: "${phrase}" has no words`);
  return [{ kind: "alternatives", alternatives: [{ kind: "words", keys }] }];
}

export interface TCompiledRule {
  id: string;
  category: string;
  pattern: TPattern;
  lessonNeutralizes: boolean;
  unlessFollowedBy?: { concept: string; within: number };
  /** Concepts this rule needs somewhere in the sentence, cheapest first (a quick way to skip it). */
  needs: string[];
  /**
   * The rule's index (decision 1070): for each slot that must match a word, the keys that word can
   * start with (through concepts), as ids of `TCompiledRules.keySets`. A sentence that has no
   * key of one of these sets cannot match the rule, so it is skipped without being walked.
   */
  keySets: number[];
}

/**
 * Patterns looked up by the keys a match can start with (decision 1070): at each word of a sentence
 * only the patterns that can start there are tried (most concepts are long lists of phrases). A
 * pattern that starts with a concept is filed under that concept's first keys; only a pattern
 * that may start with any word (a name, a pattern that can match nothing) is tried everywhere.
 */
export class PatternSet {
  private readonly byFirstKey = new Map<string, TPattern[]>();
  private readonly unindexed: TPattern[] = [];

  constructor(
    readonly patterns: TPattern[],
    startKeys: (pattern: TPattern) => Set<string> | undefined,
  ) {
    for (const pattern of patterns) {
      const keys = startKeys(pattern);
      if (!keys) {
        this.unindexed.push(pattern);
        continue;
      }
      for (const key of keys) {
        const list = this.byFirstKey.get(key) ?? [];
        list.push(pattern);
        this.byFirstKey.set(key, list);
      }
    }
  }

  /** The patterns that may start at a word with these keys (`undefined`: a word hidden by an allowed phrase). */
  startingWith(keys: Set<string> | undefined): readonly TPattern[] {
    if (!keys) return this.unindexed;
    if (keys.size === 1 && this.unindexed.length === 0) {
      for (const key of keys) return this.byFirstKey.get(key) ?? NO_PATTERNS;
    }
    const found = new Set<TPattern>(this.unindexed);
    for (const key of keys) for (const pattern of this.byFirstKey.get(key) ?? NO_PATTERNS) found.add(pattern);
    return [...found];
  }
}

const NO_PATTERNS: readonly TPattern[] = [];
const NO_ENDS: readonly number[] = [];

/**
 * What a pattern needs of a sentence before it can match, read from the pattern alone: the keys
 * its first word can have (`undefined` when any word may start it), and whether it may match no
 * word at all. Concepts are read through; built-in concepts start anywhere.
 */
class StartKeys {
  private readonly ofConcept = new Map<string, { keys: Set<string> | undefined; empty: boolean }>();

  constructor(private readonly concepts: Map<string, TPattern[]>) {}

  concept(name: string): { keys: Set<string> | undefined; empty: boolean } {
    const known = this.ofConcept.get(name);
    if (known) return known;
    // A concept that names itself (none does today) is read as starting anywhere.
    this.ofConcept.set(name, { keys: undefined, empty: true });
    const patterns = this.concepts.get(name);
    let result: { keys: Set<string> | undefined; empty: boolean };
    if (!patterns || BUILT_IN.has(name)) result = { keys: undefined, empty: false };
    else {
      let keys: Set<string> | undefined = new Set<string>();
      let empty = false;
      for (const pattern of patterns) {
        const each = this.pattern(pattern);
        empty ||= each.empty;
        if (!each.keys) keys = undefined;
        else if (keys) for (const key of each.keys) keys.add(key);
      }
      result = { keys, empty };
    }
    this.ofConcept.set(name, result);
    return result;
  }

  /** One slot: the keys its first word can have, and whether it may match no word. */
  slot(slot: TSlot): { keys: Set<string> | undefined; empty: boolean } {
    if (slot.kind === "gap") return { keys: new Set(), empty: true };
    let keys: Set<string> | undefined = new Set<string>();
    let empty = false;
    for (const alternative of slot.alternatives) {
      if (alternative.kind === "concept") {
        const each = this.concept(alternative.name);
        empty ||= each.empty;
        if (!each.keys) keys = undefined;
        else if (keys) for (const key of each.keys) keys.add(key);
      } else if (alternative.kind === "exact") keys?.add(keyOf(alternative.raw));
      else if (alternative.keys[0] === undefined) empty = true;
      else keys?.add(alternative.keys[0]);
    }
    return { keys, empty };
  }

  /** A pattern: the keys of its first word are those of its first slots up to the first that cannot be empty. */
  pattern(pattern: TPattern): { keys: Set<string> | undefined; empty: boolean } {
    const keys = new Set<string>();
    for (const slot of pattern) {
      const each = this.slot(slot);
      if (!each.keys) return { keys: undefined, empty: false };
      for (const key of each.keys) keys.add(key);
      if (!each.empty) return { keys, empty: false };
    }
    // Every slot may be empty: the pattern may match nothing, anywhere.
    return { keys: undefined, empty: true };
  }
}

export interface TCompiledRules {
  concepts: Map<string, PatternSet>;
  allow: PatternSet;
  rules: TCompiledRule[];
  /** Every word key the rules name: the vocabulary a misspelt word is matched against. */
  vocabulary: Set<string>;
  /** Concepts that reach PERSON_NAME (costly: compromise runs on the sentence). */
  costly: Set<string>;
  /** The distinct key sets the rules need (`TCompiledRule.keySets` points into it). */
  keySets: Set<string>[];
  /** Key → the ids of the key sets that hold it: a sentence's words light up the sets they satisfy. */
  keySetsByKey: Map<string, number[]>;
}

function conceptsOf(pattern: TPattern): string[] {
  return pattern.flatMap((slot) => (slot.kind === "alternatives" ? slot.alternatives.flatMap((a) => (a.kind === "concept" ? [a.name] : [])) : []));
}

export function compileRules(file: TSafetyRulesFile): TCompiledRules {
  const concepts = new Map<string, TPattern[]>();
  for (const [name, entries] of Object.entries(file.concepts)) {
    concepts.set(
      name,
      entries.map((entry, index) => (/[@~|=]/.test(entry) ? compilePattern(entry, `concept ${name}[${index}]`, file.aliases) : compilePhrase(entry, `concept ${name}[${index}]`, file.aliases))),
    );
  }
  const rules = file.rules.map((rule): TCompiledRule => {
    const pattern = compilePattern(rule.pattern, `rule ${rule.id}`, file.aliases);
    return { id: rule.id, category: rule.category, pattern, lessonNeutralizes: rule.lessonNeutralizes ?? false, unlessFollowedBy: rule.unlessFollowedBy, needs: [], keySets: [] };
  });

  // Every concept a pattern names must exist: a typo must fail loudly, not match nothing.
  const check = (pattern: TPattern, where: string) => {
    for (const name of conceptsOf(pattern)) if (!concepts.has(name) && !BUILT_IN.has(name)) throw new Error(`${where}: unknown concept @${name}`);
  };
  for (const [name, patterns] of concepts) patterns.forEach((pattern) => check(pattern, `concept ${name}`));
  for (const rule of rules) {
    check(rule.pattern, `rule ${rule.id}`);
    if (rule.unlessFollowedBy && !concepts.has(rule.unlessFollowedBy.concept)) throw new Error(`rule ${rule.id}: unknown concept @${rule.unlessFollowedBy.concept}`);
  }

  const costly = new Set<string>(["PERSON_NAME"]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, patterns] of concepts) {
      if (!costly.has(name) && patterns.some((pattern) => conceptsOf(pattern).some((ref) => costly.has(ref)))) {
        costly.add(name);
        changed = true;
      }
    }
  }
  const startKeys = new StartKeys(concepts);
  const keySets: Set<string>[] = [];
  const keySetIds = new Map<string, number>();
  const keySetsByKey = new Map<string, number[]>();
  for (const rule of rules) {
    // A slot whose alternatives are all single concepts must find one of them: checked before the
    // rule is walked, cheap concepts first.
    rule.needs = rule.pattern
      .flatMap((slot) => (slot.kind === "alternatives" && slot.alternatives.length === 1 && slot.alternatives[0]?.kind === "concept" ? [slot.alternatives[0].name] : []))
      .sort((a, b) => Number(costly.has(a)) - Number(costly.has(b)));
    for (const slot of rule.pattern) {
      const { keys, empty } = startKeys.slot(slot);
      if (empty || !keys) continue;
      const signature = [...keys].sort().join("\u0000");
      let id = keySetIds.get(signature);
      if (id === undefined) {
        id = keySets.length;
        keySets.push(keys);
        keySetIds.set(signature, id);
        for (const key of keys) {
          const list = keySetsByKey.get(key) ?? [];
          list.push(id);
          keySetsByKey.set(key, list);
        }
      }
      if (!rule.keySets.includes(id)) rule.keySets.push(id);
    }
  }

  const vocabulary = new Set<string>();
  const addWords = (pattern: TPattern) => {
    for (const slot of pattern) if (slot.kind === "alternatives") for (const a of slot.alternatives) if (a.kind === "words") a.keys.forEach((key) => vocabulary.add(key));
  };
  concepts.forEach((patterns) => patterns.forEach(addWords));
  rules.forEach((rule) => addWords(rule.pattern));

  const patternStart = (pattern: TPattern) => startKeys.pattern(pattern).keys;
  const indexed = new Map([...concepts].map(([name, patterns]) => [name, new PatternSet(patterns, patternStart)]));
  const allow = new PatternSet(
    file.allow.map((phrase) => compilePhrase(phrase, "allow", file.aliases)),
    patternStart,
  );
  return { concepts: indexed, allow, rules, vocabulary, costly, keySets, keySetsByKey };
}

/**
 * One typing slip in a long word ("pasword", "teacher" → "teahcer", "cigarete"): the rules'
 * words within one insertion, deletion, substitution or swap of two neighbours. Short words are
 * left alone: "steal" is one letter from "steam" and "steel".
 */
export class SlipIndex {
  private readonly byDeletion = new Map<string, string[]>();

  constructor(
    vocabulary: Iterable<string>,
    private readonly minLength: number,
  ) {
    for (const word of vocabulary) {
      if ([...word].length < minLength || !/^\p{Script=Latin}+$/u.test(word)) continue;
      for (const variant of [word, ...deletions(word)]) {
        const list = this.byDeletion.get(variant) ?? [];
        if (!list.includes(word)) list.push(word);
        this.byDeletion.set(variant, list);
      }
    }
  }

  /** Answers already worked out: children's words repeat, and a word's neighbours never change. */
  private readonly known = new Map<string, readonly string[]>();

  /** Words of the vocabulary one slip away from `key` (not `key` itself). */
  near(key: string): readonly string[] {
    let found = this.known.get(key);
    if (!found) {
      found = this.search(key);
      if (this.known.size >= 50_000) this.known.clear();
      this.known.set(key, found);
    }
    return found;
  }

  private search(key: string): string[] {
    if (key.length < this.minLength || !/^\p{Script=Latin}+$/u.test(key)) return [];
    const found = new Set<string>();
    for (const variant of [key, ...deletions(key)]) for (const word of this.byDeletion.get(variant) ?? []) if (word !== key && isOneSlip(word, key)) found.add(word);
    return [...found];
  }
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance ≤ 1 (a swap of neighbours counts as one slip). */
function isOneSlip(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    const [i, j] = diff;
    return diff.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < longer.length; i++) if (longer.slice(0, i) + longer.slice(i + 1) === shorter) return true;
  return false;
}

/** Matching state for one sentence: what each concept matches from each word, found once. */
export class SentenceMatcher {
  /** Keys each word can stand for: its own, and the rules' words one slip away. */
  private readonly keys: Array<Set<string>>;
  private readonly masked: boolean[];
  private readonly wordCost: number[];
  private readonly conceptEnds = new Map<string, Array<readonly number[] | undefined>>();

  /**
   * `indexed: false` tries every phrase of a concept at every word instead of only those that can
   * start there: the reference the index is tested against (decision 1070).
   */
  constructor(
    private readonly sentence: TSafetySentence,
    private readonly rules: TCompiledRules,
    slips: SlipIndex,
    private readonly indexed = true,
  ) {
    this.keys = sentence.tokens.map((token) => {
      const keys = new Set([token.key]);
      // a word written as a place or a name is ("in Tobago") is that place, not a slip of a rule's word
      if (!rules.vocabulary.has(token.key) && !token.nameShaped) for (const near of slips.near(token.key)) keys.add(near);
      return keys;
    });
    this.masked = sentence.tokens.map(() => false);
    this.wordCost = sentence.tokens.map((token) => (/\p{Script=Han}/u.test(token.raw) ? 0.5 : 1));
    // Allowed phrases are read first and hide their words from every rule: "kill the lights".
    for (let start = 0; start < this.length; start++) {
      for (const pattern of indexed ? rules.allow.startingWith(this.keys[start]) : rules.allow.patterns) {
        const end = Math.max(-1, ...this.ends(pattern, start));
        for (let i = start; i < end; i++) this.masked[i] = true;
      }
    }
  }

  private unmaskedKeys?: Set<string>;

  /** Every key the words the allowed phrases leave visible stand for. */
  visibleKeys(): Set<string> {
    if (!this.unmaskedKeys) {
      this.unmaskedKeys = new Set();
      this.keys.forEach((keys, index) => {
        if (!this.masked[index]) for (const each of keys) this.unmaskedKeys?.add(each);
      });
    }
    return this.unmaskedKeys;
  }

  /** Does any word the allowed phrases leave visible stand for this key? */
  hasKey(key: string): boolean {
    return this.visibleKeys().has(key);
  }

  private keySetsMet?: Uint8Array;

  /** Does a visible word stand for a key of this set of the rules' index (`TCompiledRules.keySets`)? */
  meetsKeySet(id: number): boolean {
    if (!this.keySetsMet) {
      const met = new Uint8Array(this.rules.keySets.length);
      for (const key of this.visibleKeys()) for (const each of this.rules.keySetsByKey.get(key) ?? NO_ENDS) met[each] = 1;
      this.keySetsMet = met;
    }
    return this.keySetsMet[id] === 1;
  }

  get length(): number {
    return this.sentence.tokens.length;
  }

  /** Does the concept match anywhere in the sentence? */
  occurs(name: string): boolean {
    for (let start = 0; start < this.length; start++) if (this.endsOfConcept(name, start).length > 0) return true;
    return false;
  }

  /** Where the pattern can end when it starts at `start` (exclusive ends, each once, in no particular order). */
  ends(pattern: TPattern, start: number): readonly number[] {
    let positions: readonly number[] = [start];
    for (let index = 0; index < pattern.length; index++) {
      const slot = pattern[index];
      if (!slot) break;
      const next: number[] = [];
      if (slot.kind === "gap") {
        for (const position of positions) {
          // A gap counts words; a Chinese character is about half a word ("老師" is one word).
          let cost = 0;
          for (let end = position; end <= this.length; end++) {
            if (!next.includes(end)) next.push(end);
            cost += this.wordCost[end] ?? 1;
            if (cost > slot.max) break;
          }
        }
      } else {
        for (const position of positions) this.endsOfSlot(slot.alternatives, position, next);
        if (next.length === 0) return NO_ENDS;
      }
      positions = next;
    }
    return positions;
  }

  /** Adds to `out` (once each) where one of the alternatives can end when it starts at `start`. */
  private endsOfSlot(alternatives: TAlternative[], start: number, out: number[]): void {
    for (const alternative of alternatives) {
      if (alternative.kind === "concept") {
        for (const end of this.endsOfConcept(alternative.name, start)) if (!out.includes(end)) out.push(end);
      } else if (alternative.kind === "exact") {
        if (!this.masked[start] && this.sentence.tokens[start]?.raw === alternative.raw && !out.includes(start + 1)) out.push(start + 1);
      } else if (this.wordsMatch(alternative.keys, start) && !out.includes(start + alternative.keys.length)) out.push(start + alternative.keys.length);
    }
  }

  private wordsMatch(keys: string[], start: number): boolean {
    if (start + keys.length > this.length) return false;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (key === undefined || this.masked[start + i] || !this.keys[start + i]?.has(key)) return false;
    }
    return true;
  }

  endsOfConcept(name: string, start: number): readonly number[] {
    let memo = this.conceptEnds.get(name);
    if (!memo) {
      memo = [];
      this.conceptEnds.set(name, memo);
    }
    const known = memo[start];
    if (known) return known;
    memo[start] = NO_ENDS; // A concept that names itself finds nothing new rather than looping.
    let ends: readonly number[];
    if (BUILT_IN.has(name)) ends = this.builtInEnds(name, start);
    else {
      const set = this.rules.concepts.get(name);
      const patterns = (this.indexed ? set?.startingWith(this.masked[start] ? undefined : this.keys[start]) : set?.patterns) ?? NO_PATTERNS;
      if (patterns.length === 1 && patterns[0]) ends = this.ends(patterns[0], start);
      else {
        const found: number[] = [];
        for (const pattern of patterns) for (const end of this.ends(pattern, start)) if (!found.includes(end)) found.push(end);
        ends = found.length === 0 ? NO_ENDS : found;
      }
    }
    memo[start] = ends;
    return ends;
  }

  private builtInEnds(name: string, start: number): readonly number[] {
    const token = this.sentence.tokens[start];
    if (!token || this.masked[start]) return [];
    if (name === "PHONE_NUMBER") return token.special === "phone" ? [start + 1] : [];
    if (name === "EMAIL_ADDRESS") return token.special === "email" ? [start + 1] : [];
    // PERSON_NAME: a run of words read as a person's name ("Noah", "Mr Smith", "lily").
    const isName = (index: number) => {
      const word = this.sentence.tokens[index];
      if (!word || this.masked[index]) return false;
      const afterTitle = TITLES.has(this.sentence.tokens[index - 1]?.raw ?? "");
      const beforeVerbIs = IS_VERBS.has(this.sentence.tokens[index + 1]?.raw ?? "");
      return isPersonName(word.raw, index === start ? { ...word, afterTitle, beforeVerbIs } : { capitalized: word.capitalized, properNoun: word.properNoun, afterTitle, beforeVerbIs });
    };
    if (TITLES.has(token.raw) && isName(start + 1)) return [start + 2];
    let end = start;
    while (end < this.length && isName(end)) end++;
    return end > start ? [end] : [];
  }
}
