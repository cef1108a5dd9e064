import type { TStep } from "./plan.types";
import { madeWord as word, type TWord } from "./plan.words";

/**
 * Notes and drums given by number (issue 26, decision 1110): "plays note 60 for 1 beat", "plays
 * the notes 60, 62, 64 and 65, each for 0.5 beats", "notes 60 62 64 each one half beat", "note 60
 * for 1 beat, note 64 for 1 beat and note 67 for 2 beats", "plays drum 2 for 0.25 beats". Each
 * number is one block, in the order written, with the beats said for it, for all of them, or the
 * music extension's usual 0.5 (0.25 for a drum) when none are said. The blocks and the words used.
 */
export interface TMusicReading {
  steps: TStep[];
  says: string;
  used: number[];
}

const NOTE_WORD = /^notes?$/;
const DRUM_WORD = /^drums?$/;
/** Words that may stand between the verb and the first note: "plays the notes", "plays a note". */
const LEAD = /^(?:the|a|an)$/;
/** Notes and drums of the music extension: MIDI 0 to 130, drums 1 to 18. */
const inRange = (kind: "note" | "drum", n: number) => Number.isInteger(n) && (kind === "note" ? n >= 0 && n <= 130 : n >= 1 && n <= 18);

/** "for 0.5 beats", "0.5 beats", "half a beat" (read as 0.5 beat) at `from`: the beats and the index after them. */
function beatsAt(words: readonly TWord[], from: number): { beats: number; end: number; used: number[] } | undefined {
  const hasFor = words[from]?.word === "for";
  const n = hasFor ? from + 1 : from;
  const value = words[n]?.number;
  if (value === undefined || words[n + 1]?.lemma !== "beat" || !(value > 0)) return undefined;
  return { beats: value, end: n + 2, used: hasFor ? [from, n, n + 1] : [n, n + 1] };
}

/** "each", "each one", "apiece" before or after a length: the length is every note's. */
function eachAround(words: readonly TWord[], before: number, after: number): number[] {
  if (words[after]?.word === "each" || words[after]?.word === "apiece") return [after];
  if (words[before]?.word === "each") return [before];
  if (words[before]?.word === "one" && words[before - 1]?.word === "each") return [before - 1, before];
  return [];
}

/**
 * The notes (or drums) after the music verb at `at`, up to `to`. Undefined when no number follows
 * "note" or "drum": "plays a tune" is not a note given by number.
 */
export function readMusic(words: readonly TWord[], at: number, to: number): TMusicReading | undefined {
  let i = at + 1;
  const used: number[] = [];
  while (i < to && LEAD.test(words[i]?.word ?? "")) used.push(i++);
  const head = words[i]?.word ?? "";
  const kind = NOTE_WORD.test(head) ? "note" : DRUM_WORD.test(head) ? "drum" : undefined;
  if (!kind) return undefined;
  used.push(i++);
  const sounds: { value: number; beats?: number }[] = [];
  let shared: number | undefined;
  while (i < to) {
    const w = words[i] as TWord;
    if (w.number !== undefined && inRange(kind, w.number) && words[i + 1]?.lemma !== "beat" && words[i + 1]?.word !== "times") {
      sounds.push({ value: w.number });
      used.push(i++);
      // "note 60 for 1 beat": this note's own length
      const own = beatsAt(words, i);
      if (own && words[own.end]?.word !== "each" && !(words[i]?.word === "each")) {
        (sounds[sounds.length - 1] as { beats?: number }).beats = own.beats;
        used.push(...own.used);
        i = own.end;
      }
      continue;
    }
    // "60, 62 and 64", "note 64": joiners and the word said again between the numbers
    if ((w.mark === "," || w.word === "and" || w.word === "then" || NOTE_WORD.test(w.word) || DRUM_WORD.test(w.word)) && sounds.length > 0 && words[i + 1] !== undefined && (words[i + 1]?.number !== undefined || NOTE_WORD.test(words[i + 1]?.word ?? "") || DRUM_WORD.test(words[i + 1]?.word ?? "") || words[i + 1]?.word === "each" || words[i + 1]?.word === "for")) {
      used.push(i++);
      continue;
    }
    // "..., each for 0.5 beats", "for 0.5 beats each", "0.25 beats each", "each one half beat"
    const lead = words[i]?.word === "each" ? (words[i + 1]?.word === "one" ? 2 : 1) : 0;
    const all = beatsAt(words, i + lead);
    if (all && sounds.length > 0) {
      shared = all.beats;
      used.push(...all.used, ...Array.from({ length: lead }, (_v, k) => i + k), ...eachAround(words, i + lead - 1, all.end).filter((k) => k >= all.end));
    }
    break;
  }
  if (sounds.length === 0) return undefined;
  const usual = kind === "note" ? 0.5 : 0.25;
  const steps: TStep[] = sounds.map((s) => ({ kind: "block", text: kind === "note" ? `play note (${s.value}) for (${s.beats ?? shared ?? usual}) beats` : `play drum (${s.value} v) for (${s.beats ?? shared ?? usual}) beats` }));
  const says = sounds.length === 1 ? `plays ${kind} ${sounds[0]?.value}` : `plays the ${kind}s ${sounds.map((s) => s.value).join(", ")}`;
  return { steps, says, used: [...new Set(used)] };
}

const SOUND_LINE = /^(play (note \(\d+\)|drum \(\d+ v\))) for \(([\d.]+)\) beats$/;

/**
 * "..., each for 0.5 beats" said in a clause of its own after the notes: every note at the end of
 * `steps` (or of the loop it ends with) that took the usual length takes this one. True when any did.
 */
export function lastSoundsFor(steps: TStep[], beats: number): boolean {
  const last = steps[steps.length - 1];
  if (last && (last.kind === "repeat" || last.kind === "forever")) return lastSoundsFor(last.body, beats);
  let changed = false;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i];
    const line = step?.kind === "block" ? SOUND_LINE.exec(step.text) : null;
    if (!step || step.kind !== "block" || !line) break;
    const usual = line[2]?.startsWith("note") ? "0.5" : "0.25";
    if (line[3] !== usual && line[3] !== String(beats)) break;
    step.text = `${line[1]} for (${beats}) beats`;
    changed = true;
  }
  return changed;
}

/**
 * "key q plays drum 1, key w plays drum 2, each for 0.5 beats; space plays drum 1, 2 and 3 in a loop"
 * (issue 26, decision 1760): when the request says one length only, and says it for "each", it is
 * the child's length for every drum (or note) of that kind left at the usual length, in every
 * script. Two lengths said, or none, or a length said for one sound only: nothing changes.
 */
export function oneLengthForAll(words: readonly TWord[], scripts: readonly { steps: TStep[] }[]): void {
  const lengths = new Set<number>();
  for (let i = 0; i < words.length; i++) if (words[i]?.number !== undefined && words[i + 1]?.lemma === "beat") lengths.add(words[i]?.number as number);
  const each = readEachBeats(words);
  if (lengths.size !== 1 || !each) return;
  const sounds: { step: { text: string }; line: RegExpExecArray }[] = [];
  const walk = (steps: TStep[]): void => {
    for (const step of steps) {
      if (step.kind === "repeat" || step.kind === "forever" || step.kind === "until") walk(step.body);
      else if (step.kind === "if") { walk(step.then); if (step.else) walk(step.else); }
      const line = step.kind === "block" ? SOUND_LINE.exec(step.text) : null;
      if (line && step.kind === "block") sounds.push({ step, line });
    }
  };
  for (const script of scripts) walk(script.steps);
  // (only the kind the length was said for: "drums, each for 1 beat" leaves a note elsewhere as it is)
  const kinds = new Set(sounds.filter((s) => s.line[3] === String(each.beats)).map((s) => s.line[2]?.split(" ")[0]));
  for (const { step, line } of sounds) {
    const kind = line[2]?.split(" ")[0];
    if (kinds.has(kind) && line[3] === (kind === "note" ? "0.5" : "0.25")) step.text = `${line[1]} for (${each.beats}) beats`;
  }
}

/** "each for 0.5 beats", "0.25 beats each", "each one half beat": one length for every note said before. */
export function readEachBeats(words: readonly TWord[]): { beats: number; used: number[] } | undefined {
  for (let i = 0; i < words.length; i++) {
    const found = beatsAt(words, i);
    if (!found) continue;
    const each = eachAround(words, i - 1, found.end);
    if (each.length > 0) return { beats: found.beats, used: [...each, ...found.used] };
  }
  return undefined;
}


/**
 * "plays the start of Twinkle Twinkle: notes 60, 60, 67": a tune named, then its notes after a
 * colon. The notes are what is played; the tune's name is how the child calls them, so it goes
 * and the notes follow the verb ("plays notes 60, 60, 67").
 */
export function tuneNamedBeforeItsNotes(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    if (words[at]?.lemma !== "play" || NOTE_WORD.test(words[at + 1]?.word ?? "") || DRUM_WORD.test(words[at + 1]?.word ?? "")) continue;
    const colon = words.findIndex((w, k) => k > at && w.mark !== undefined);
    if (colon < 0 || colon - at > 8 || words[colon]?.mark !== ":") continue;
    if (words.slice(at + 1, colon).some((w) => w.isVerb && w.lemma !== "twinkle" || w.quote !== undefined || w.number !== undefined)) continue;
    const after = words[colon + 1];
    if (!after || !(NOTE_WORD.test(after.word) || DRUM_WORD.test(after.word)) || words[colon + 2]?.number === undefined) continue;
    words.splice(at + 1, colon - at);
  }
}

/** Items of a list joined by commas and "and" from `from`: each item's index and where the list ends. */
function listAt(words: readonly TWord[], from: number, isItem: (w: TWord, k: number) => boolean, bare = false): { items: number[]; end: number } {
  const items: number[] = [];
  let k = from;
  while (k < words.length && isItem(words[k] as TWord, k)) {
    items.push(k++);
    const joiner = words[k]?.word === "," && words[k + 1]?.word === "and" ? 2 : words[k]?.word === "," || words[k]?.word === "and" ? 1 : 0;
    // ("a s d f", "60 62 64": a list written with spaces only, where its items cannot be anything else)
    if ((joiner === 0 && !bare) || words[k + joiner] === undefined || !isItem(words[k + joiner] as TWord, k + joiner)) break;
    k += joiner;
  }
  return { items, end: k };
}

/**
 * "the keys a, s, d and f play notes 60, 62, 64 and 65", "pressing q, w and e plays the notes 48, 50
 * and 52", "Do, Re and Mi play notes 60, 62 and 64
 * for 0.5 beats when clicked": keys or characters listed, and as many notes: each plays its own,
 * in the order both lists are written, as "key a plays note 60, key s plays note 62, ..." would be
 * read; what is said after the notes (how long, when) is every one's.
 */
export function pairedNotes(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    const isKey = (w: TWord | undefined) => w !== undefined && /^[a-z0-9]$/.test(w.raw) && w.word !== "i";
    // ("pressing c, d and e plays the notes 60, 62 and 64": the keys listed after the pressing)
    const keys = words[at]?.word === "keys" || (words[at]?.word === "key" && words[at + 1]?.word !== "sprites") || (words[at]?.lemma === "press" && isKey(words[at + 1]));
    const isName = (w: TWord | undefined) => w !== undefined && w.name !== undefined && w.number === undefined;
    const from = keys ? at + 1 : at;
    if (!keys && (!isName(words[at]) || (at > 0 && words[at - 1]?.word !== "," && words[at - 1]?.mark === undefined && words[at - 1]?.word !== "the"))) continue;
    const subjects = listAt(words, from, (w) => (keys ? isKey(w) : isName(w)), keys);
    if (subjects.items.length < 2) continue;
    // ("Do, Re and Mi, play notes ...": a comma may close the list)
    let verb = words[subjects.end]?.word === "," ? subjects.end + 1 : subjects.end;
    if (words[verb]?.lemma !== "play") continue;
    let n = verb + 1;
    if (words[n]?.word === "the") n++;
    if (words[n]?.word !== "notes") continue;
    const notes = listAt(words, n + 1, (w, k) => w.number !== undefined && inRange("note", w.number) && words[k + 1]?.lemma !== "beat", true);
    if (notes.items.length !== subjects.items.length) continue;
    // the rest of its clause: "for 0.5 beats", "when clicked"
    let tailEnd = notes.end;
    while (tailEnd < words.length && words[tailEnd]?.mark === undefined && words[tailEnd]?.word !== ",") tailEnd++;
    const tail = words.slice(notes.end, tailEnd);
    const pairs = subjects.items.flatMap((s, i) => [
      ...(i > 0 ? [word(",", { mark: "," })] : []),
      ...(keys ? [word("key"), words[s] as TWord] : [words[s] as TWord]),
      word("plays", { lemma: "play", isVerb: true }),
      word("note", { isNoun: true }),
      words[notes.items[i] as number] as TWord,
      ...tail.map((w) => ({ ...w })),
    ]);
    verb = keys && at > 0 && words[at - 1]?.word === "the" ? at - 1 : at;
    words.splice(verb, tailEnd - verb, ...pairs);
    at = verb + pairs.length - 1;
  }
}

/** "sets the tempo to 90", "changes the tempo by 20" at the verb `at`: the music extension's tempo block and the words used. */
export function readTempo(words: readonly TWord[], at: number, to: number): { step: TStep; says: string; used: number[] } | undefined {
  const verb = words[at]?.lemma;
  if (verb !== "set" && verb !== "change") return undefined;
  let i = at + 1;
  if (words[i]?.word === "the") i++;
  if (words[i]?.word !== "tempo") return undefined;
  const joiner = words[i + 1]?.word;
  const value = words[i + 2]?.number;
  if (value === undefined || i + 2 >= to || (verb === "set" ? joiner !== "to" : joiner !== "by")) return undefined;
  const used = Array.from({ length: i + 3 - at }, (_v, k) => at + k);
  return verb === "set" ? { step: { kind: "block", text: `set tempo to (${value})` }, says: `sets the tempo to ${value}`, used } : { step: { kind: "block", text: `change tempo by (${value})` }, says: `changes the tempo by ${value}`, used };
}

/**
 * "At tempo 100 the Guitar plays ...", "plays a scale at tempo 120: notes ...": the tempo the
 * notes are played at, said as a place in time. It becomes the music extension's own step before
 * the nearest verb that plays, as "the Guitar sets tempo to 100 and plays ..." would be read.
 */
export function tempoSaidAsPlace(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    const a = words[at]?.word === "at" && words[at + 1]?.word === "a" ? 1 : 0;
    if (words[at]?.word !== "at" || words[at + 1 + a]?.word !== "tempo") continue;
    const of = words[at + 2 + a]?.word === "of" ? 1 : 0;
    const value = words[at + 2 + a + of];
    if (value?.number === undefined) continue;
    const end = at + 3 + a + of;
    const sentenceOf = (k: number) => words.slice(0, k).filter((w) => /^[.!?]$/.test(w.mark ?? "")).length;
    const plays = (k: number) => words[k]?.lemma === "play" && words[k]?.isVerb !== false && sentenceOf(k) === sentenceOf(at);
    let verb = -1;
    for (let k = end; k < words.length && verb < 0; k++) if (plays(k)) verb = k;
    for (let k = at - 1; k >= 0 && verb < 0; k--) if (plays(k)) verb = k;
    if (verb < 0) continue;
    const setting = [word("sets", { lemma: "set", isVerb: true }), word("tempo", { isNoun: true }), word("to"), value, word("and")];
    // (a comma that closed the tempo's words goes with them: "At tempo 100, the Guitar plays")
    const span = words[end]?.word === "," && verb > end ? end + 1 - at : end - at;
    if (verb > at) {
      words.splice(verb, 0, ...setting);
      words.splice(at, span);
    } else {
      words.splice(at, span);
      words.splice(verb, 0, ...setting);
    }
    at = -1;
  }
}

/** A tempo set first in a loop's body is set once, before the loop: the repeats play at it without setting it again. */
export function tempoBeforeItsLoop(steps: TStep[]): TStep[] {
  const first = steps[0];
  if (!first || (first.kind !== "repeat" && first.kind !== "forever")) return steps;
  const set = first.body[0];
  if (set?.kind !== "block" || !set.text.startsWith("set tempo to (")) return steps;
  return [set, { ...first, body: first.body.slice(1) }, ...steps.slice(1)];
}
