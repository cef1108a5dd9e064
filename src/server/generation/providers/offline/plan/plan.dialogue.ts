import { FRAMING } from "./plan.vocabulary";
import { leftoverPhrases } from "./plan.leftover";
import type { TCharacter, TPlan, TScriptPlan, TStep } from "./plan.types";
import { quoteAsBlockText, type TWord } from "./plan.words";

/**
 * A story of characters talking in turn (issue 26): "the knight says 'who goes there?', the
 * dragon says 'I am the fire dragon!'", "the moon says '...' and the owl answers '...'", "the
 * first one says '...' and the second one answers '...'". Each speaker is a sprite of its own,
 * named as the child named it; each line is said by its speaker, in order: the first from the
 * green flag, each next one when the line before hands the turn on with a message. Words the
 * story does not use are named as left out, never dropped.
 */

const SPEECH = /^(?:say|says|said|answer|answers|answered|reply|replies|replied|ask|asks|asked|shout|shouts|shouted|whisper|whispers|whispered|yell|yells|tell|tells|go|goes)$/;
/** Words that only frame a story ("a story with two characters talking in turn"). */
const STORY = /^(?:story|stories|conversation|dialogue|dialog|talk|talks|talking|chat|chatting|turn|turns|taking|take|scene|bedtime|characters?|sprites?|people|broadcasts?|broadcasting|messages?|greet|greets|greeting|friends?|using|first|second|third|next|after|back|then|each|other|together|short|funny)$/;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };
const DEFAULT_SECONDS = 2;

interface TLine {
  speaker: string;
  quote: string;
  /** "says 'Ready?' for 3 seconds" */
  seconds: number;
  /** "then the dog says 'hi cat' after 2 seconds" */
  waitBefore?: number;
}

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The plural thing a count names before the lines ("two astronauts"), for speakers called "the first one". */
function countedKind(words: readonly TWord[], before: number): string | undefined {
  for (let i = 0; i < before - 1; i++) if ((words[i] as TWord).number !== undefined && /s$/.test(words[i + 1]?.word ?? "") && !STORY.test(words[i + 1]?.word ?? "")) return titleCase((words[i + 1] as TWord).lemma);
  return undefined;
}

/** The speaker of a speech verb: its noun just before ("the knight says"), or an ordinal ("the first one"), or a pronoun for the other speaker. */
function speakerBefore(words: readonly TWord[], verb: number, used: Set<number>, known: string[]): string | undefined {
  for (let i = verb - 1; i >= Math.max(0, verb - 4); i--) {
    const word = words[i] as TWord;
    if (word.mark !== undefined || word.quote !== undefined) return undefined;
    if (word.raw === "one") {
      const ordinal = ORDINALS[words[i - 1]?.word ?? ""];
      if (ordinal !== undefined) {
        used.add(i).add(i - 1);
        const kind = countedKind(words, i - 1) ?? "Character";
        return `${kind} ${ordinal}`;
      }
    }
    if (/^(?:he|she|it|they)$/.test(word.word)) {
      used.add(i);
      // "and she answers": the speaker who did not speak last
      return known.length >= 2 ? known[known.length - 2] : undefined;
    }
    if (!FRAMING.has(word.word) && !STORY.test(word.word) && word.number === undefined && !SPEECH.test(word.word)) {
      used.add(i);
      return titleCase(word.lemma);
    }
  }
  return undefined;
}

/** A number of seconds at `at` ("for 2 seconds", "after 2 seconds"), marking its words. */
function secondsAt(words: readonly TWord[], at: number, lead: RegExp, used: Set<number>): number | undefined {
  if (!lead.test(words[at]?.word ?? "") || words[at + 1]?.number === undefined || !/^(?:second|seconds|sec|secs)$/.test(words[at + 2]?.word ?? "")) return undefined;
  used.add(at).add(at + 1).add(at + 2);
  return words[at + 1]?.number;
}

function readLines(words: readonly TWord[], used: Set<number>): TLine[] {
  const lines: TLine[] = [];
  const speakers: string[] = [];
  words.forEach((word, i) => {
    if (!SPEECH.test(word.word)) return;
    // the quote follows at once, or after "back" / "to him"
    let q = i + 1;
    while (q < i + 4 && words[q]?.quote === undefined && /^(?:back|to|him|her|them|it|the|with|:)$/.test(words[q]?.word ?? words[q]?.mark ?? "")) q++;
    const quote = words[q]?.quote;
    if (quote === undefined) return;
    const speaker = speakerBefore(words, i, used, speakers);
    if (!speaker) return;
    for (let j = i; j <= q; j++) used.add(j);
    const seconds = secondsAt(words, q + 1, /^for$/, used) ?? DEFAULT_SECONDS;
    const waitBefore = secondsAt(words, q + 1, /^after$/, used);
    lines.push({ speaker, quote: quoteAsBlockText(quote), seconds, ...(waitBefore !== undefined ? { waitBefore } : {}) });
    if (speakers[speakers.length - 1] !== speaker) speakers.push(speaker);
  });
  return lines;
}

/** The used words and every mention of a speaker ("a story with a knight and a dragon"). */
function withSpeakers(words: readonly TWord[], used: ReadonlySet<number>, speakers: readonly string[]): Set<number> {
  const all = new Set(used);
  words.forEach((word, i) => {
    if (speakers.some((speaker) => speaker === titleCase(word.lemma) || speaker.toLowerCase().startsWith(`${word.lemma} `))) all.add(i);
  });
  return all;
}

/**
 * The story told by its first speaker: one green-flag script says that speaker's lines and, for
 * every other line, hands the turn on with a message and waits until that line has been said
 * (`broadcast and wait`), so the next line starts only when the one before has been said. Every line is on its own speaker, with its duration, in
 * order, and the whole story reads top to bottom in one script.
 */
function conductedScripts(lines: readonly TLine[]): Map<string, TScriptPlan[]> {
  const scripts = new Map<string, TScriptPlan[]>(lines.map((line) => [line.speaker, []]));
  const first = (lines[0] as TLine).speaker;
  const said = (line: TLine): TStep[] => [
    ...(line.waitBefore !== undefined ? [{ kind: "block" as const, text: `wait (${line.waitBefore}) seconds` }] : []),
    { kind: "block", text: `say [${line.quote}] for (${line.seconds}) seconds` },
  ];
  const conductor: TStep[] = [];
  lines.forEach((line, n) => {
    if (line.speaker === first) {
      conductor.push(...said(line));
      return;
    }
    const message = `line ${n + 1}`;
    // the turn handed on and waited for: "broadcast and wait" goes on only when the other speaker has said the line,
    // however long it takes, so the turns never overlap (a wait of the line's seconds drifts when a line is slow to start)
    conductor.push({ kind: "block", text: `broadcast [${message} v] and wait` });
    scripts.get(line.speaker)?.push({ trigger: { kind: "message", name: message }, steps: said(line), says: `When it is their turn (the message "${message}"): the ${line.speaker} says "${line.quote}"` });
  });
  const others = [...new Set(lines.map((line) => line.speaker))].filter((speaker) => speaker !== first);
  scripts.get(first)?.unshift({ trigger: { kind: "flag" }, steps: conductor, says: `When the green flag is clicked: the ${first} says "${(lines[0] as TLine).quote}" and gives the ${others.join(" and the ")} their turns, one line at a time` });
  return scripts;
}

/** A click or tap on something other than the green flag ("clicking the Sun", "when the Dog is clicked"). */
function clickedSomething(words: readonly TWord[]): boolean {
  return words.some((w, i) => (w.lemma === "click" || w.lemma === "tap" || w.word === "clicked") && !words.slice(Math.max(0, i - 3), i + 3).some((near) => near.word === "flag"));
}

/** A story of two or more characters each saying their lines, or none when the request is not one. */
export function dialoguePlan(words: readonly TWord[]): TPlan | undefined {
  // "clicking the Sun says ..., clicking the Cloud says ...": each line answers a click on its speaker, not a turn in a story
  if (clickedSomething(words)) return undefined;
  const used = new Set<number>();
  const lines = readLines(words, used);
  const speakers = [...new Set(lines.map((line) => line.speaker))];
  const quotes = words.filter((w) => w.quote !== undefined).length;
  if (lines.length < 2 || speakers.length < 2 || lines.length < quotes) return undefined;
  const scripts = conductedScripts(lines);
  const characters: TCharacter[] = speakers.map((name, i) => ({ name, settings: `x: ${i % 2 === 0 ? -120 : 120}, y: 0`, scripts: scripts.get(name) ?? [] }));
  return { characters, variables: [], lists: [], stageScripts: [], leftOut: leftoverPhrases(words, withSpeakers(words, used, speakers), STORY, (n) => n === speakers.length) };
}
