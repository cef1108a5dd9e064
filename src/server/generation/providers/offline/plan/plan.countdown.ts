import { escapeRegExp } from "../../../../../blocks";
import type { TCharacter, TPlan, TScriptPlan, TStep } from "./plan.types";
import type { TWord } from "./plan.words";
import { keysOf } from "../offline.coverage";
import { readPlan } from "./plan.read";
import { backdropSwitch, dropsOwnScripts, wordsAsText as asText } from "./plan.project-scope";

/**
 * A countdown as a classic project (issue 26), built on the child's details and never on a
 * library timer's defaults: where it starts and ends ("from 10 to 1", "from 5 to 0", "10
 * minutes"), how often and by how much it goes down ("every second", "by 1 every 60 seconds"),
 * the variable's name ("a variable called seconds"), whether each number is said ("the Clock
 * says each number for 1 second") or shown, what starts it (the flag, a key, a click), and what
 * happens at the end ("then says HAPPY NEW YEAR and the Fireworks show", "the Rocket flies up",
 * "the backdrop switches to Night"), read by the plan reader as any other sentence: the counter's
 * own lines after its loop, another character's when the counter tells it the countdown is over.
 */

const b = (text: string): TStep => ({ kind: "block", text });
const OVER = "countdown over";

/**
 * "the Bomb says 5 down to 1", "shouts 10 down to 0": a count said aloud from one whole number down
 * to a smaller one, the countdown's numbers (its start and its end) and where they are.
 */
export function saidDownTo(words: readonly TWord[]): { at: number; start: number; end: number } | undefined {
  const at = words.findIndex((w, i) => {
    const [from, down, to, end] = [w, words[i + 1], words[i + 2], words[i + 3]];
    return from.number !== undefined && down?.word === "down" && to?.word === "to" && end?.number !== undefined && Number.isInteger(from.number) && Number.isInteger(end.number) && from.number > end.number && /^(?:say|says|said|shout|shouts|count|counts|counting)$/.test(words[i - 1]?.word ?? "");
  });
  return at < 0 ? undefined : { at, start: words[at]?.number as number, end: words[at + 3]?.number as number };
}

/** "the Rocket says 5 4 3 2 1", "counts 3, 2, 1", "says 3, 2 and 1": three whole numbers or more said in turn, each one less. */
export function saidOneByOne(words: readonly TWord[]): { at: number; start: number; end: number; carriedOn?: boolean } | undefined {
  for (let i = 1; i < words.length; i++) {
    const first = words[i]?.number;
    if (first === undefined || !Number.isInteger(first) || !/^(?:say|says|said|shout|shouts|count|counts|counting)$/.test(words[i - 1]?.word ?? "")) continue;
    let [last, seen, k] = [first, 1, i + 1];
    for (; k < words.length; k++) {
      const w = words[k] as TWord;
      // ("3, 2 and 1": the last number joined with "and")
      if (w.mark === "," || (w.word === "and" && words[k + 1]?.number === last - 1)) continue;
      if (w.number !== last - 1) break;
      [last, seen] = [w.number, seen + 1];
    }
    // "10, 9, 8 ... 1": the dots leave out the numbers down to the last one said
    let dots = k;
    while (dots < words.length && /^(?:\.+|…|,)$/.test(words[dots]?.mark ?? "")) dots++;
    const after = words[dots]?.number;
    if (dots > k && after !== undefined && Number.isInteger(after) && after < last) last = after;
    // "10, 9, 8 down to 1", "5, 4, 3 and so on down to 0": the words carry on the count to its last number
    const onTo = downToAfter(words, dots);
    if (seen >= 3 && onTo !== undefined && onTo < last) return { at: i, start: first, end: onTo, carriedOn: true };
    if (seen >= 3) return { at: i, start: first, end: last };
  }
  return undefined;
}

/**
 * "down to 1", "all the way down to 0", "and so on down to 1", "until 1": the last number a count
 * said in turn carries on to, read from `at` (right after the numbers said); none when the words
 * there do not carry it on ("10, 9, 8 and then goes to x 0" stops at 8).
 */
function downToAfter(words: readonly TWord[], at: number): number | undefined {
  let k = at;
  const skip = (...wanted: string[]) => {
    while (k < words.length && wanted.includes(words[k]?.word ?? "")) k++;
  };
  skip("and", "so", "on", "all", "the", "way");
  const down = words[k]?.word === "down";
  if (down) k++;
  const to = words[k]?.word;
  if (!(down && to === "to") && to !== "until" && to !== "till") return undefined;
  const end = words[k + 1]?.number;
  return end !== undefined && Number.isInteger(end) ? end : undefined;
}

/**
 * "then glides up to y 180 for blast off": what the ending is for, said last ("for" and words with
 * no number, no quote and no name), is no step of its own; the words without it.
 */
function withoutPurpose(words: readonly TWord[]): TWord[] {
  const purpose = words.findIndex((w, i) => w.word === "for" && i > 1 && words[i - 1]?.mark === undefined && words.slice(i + 1).some((next) => next.mark === undefined) && words.slice(i + 1).every((next) => next.number === undefined && next.quote === undefined && next.name === undefined && !/^(?:ever|each|every|seconds?|secs?|minutes?|the|a|an|you|me|him|her|them|it)$/.test(next.word) && (next.mark === undefined || /^[.!]$/.test(next.mark))));
  return purpose > 0 ? words.slice(0, purpose) : [...words];
}

/** "countdown", "count down", "counts down from", "counting down", "says 10 down to 1". */
export function asksForCountdown(words: readonly TWord[]): boolean {
  // ("says 5, 4, 3 all the way down to 0": numbers said in turn and carried on down are a countdown too)
  return words.some((w, i) => /^(?:countdown|countdowns)$/.test(w.word) || (/^(?:count|counts|counting|counted)$/.test(w.word) && words[i + 1]?.word === "down")) || saidDownTo(words) !== undefined || saidOneByOne(words)?.carriedOn === true;
}

/** Where the ending starts: "then", "at 0", "when it reaches 0", "after that", "finally" after the count; none when nothing follows it. */
function endingAt(words: readonly TWord[], from: number): { at: number; end?: number; cut?: number } | undefined {
  for (let i = from; i < words.length; i++) {
    const w = words[i] as TWord;
    if (w.word === "then" || w.word === "finally") return { at: i + 1 };
    if (w.word === "after" && words[i + 1]?.word === "that") return { at: i + 2 };
    // "and it says goodnight at the end": the clause before "at the end"
    if (w.word === "at" && words[i + 1]?.word === "the" && /^(?:end|finish)$/.test(words[i + 2]?.word ?? "")) {
      let at = i;
      while (at > from && words[at - 1]?.mark === undefined && words[at - 1]?.word !== "and") at--;
      return { at, cut: i };
    }
    // "at 0", "at zero", "when it reaches 0", "when it gets to 0", "when count is 0"
    if ((w.word === "at" || /^(?:reaches|reach|hits|gets|is|becomes|equals)$/.test(w.word)) && words.slice(i + 1, i + 3).some((next) => next.number === 0)) {
      const zero = words.slice(i + 1, i + 3).findIndex((next) => next.number === 0);
      return { at: i + 2 + zero, end: 0 };
    }
  }
  return undefined;
}

/** "a variable called seconds", "a variable time", "minutes starts at 10": the child's name for the count. */
function variableName(words: readonly TWord[]): string | undefined {
  const called = words.findIndex((w) => w.lemma === "variable");
  if (called >= 0) {
    const at = /^(?:called|named)$/.test(words[called + 1]?.word ?? "") ? called + 2 : called + 1;
    const name = words[at];
    if (name && name.mark === undefined && name.number === undefined && !/^(?:that|which|to|set|starts?|goes|is|for)$/.test(name.word)) return name.raw;
  }
  const starts = words.findIndex((w, i) => /^(?:starts?|starting)$/.test(w.word) && words[i + 1]?.word === "at" && words[i + 2]?.number !== undefined);
  const before = words[starts - 1];
  return starts > 0 && before?.isNoun && before.name === undefined && !/^(?:it|countdown|count|timer|clock)$/.test(before.word) ? before.raw : undefined;
}

const numberAfter = (words: readonly TWord[], test: (w: TWord, i: number) => boolean): number | undefined => {
  const at = words.findIndex((w, i) => test(w, i) && words[i + 1]?.number !== undefined);
  return at < 0 ? undefined : words[at + 1]?.number;
};


/** The countdown's clause: from the sentence's start (a "when ..." clause included) to the next mark or "and" with a new subject. */
function startClause(words: readonly TWord[], at: number): TWord[] {
  let from = at;
  while (from > 0 && !(words[from - 1]?.mark !== undefined && /^[.!?;]$/.test(words[from - 1]?.mark ?? ""))) from--;
  let to = at;
  while (to < words.length && words[to]?.mark === undefined && !(words[to]?.word === "and" && /^(?:a|an|the)$/.test(words[to + 1]?.word ?? ""))) to++;
  return words.slice(from, to);
}

/** A character's name as the request writes it: "Fireworks", not the reader's "Firework". */
function asWritten(words: readonly TWord[], name: string): string {
  const said = words.find((w) => w.lemma === name.toLowerCase() && w.word !== name.toLowerCase() && w.quote === undefined);
  return said ? `${said.word.charAt(0).toUpperCase()}${said.word.slice(1)}` : name;
}

/** A countdown the project builds whole: its ending, when it has one, read in full. */
export function buildsCountdown(words: readonly TWord[], names: readonly string[]): boolean {
  if (!asksForCountdown(words)) return false;
  const built = countdownProject(words, names);
  const counter = built.characters[0];
  const counts = counter?.scripts[0];
  // the counter's other scripts in the request ("and a sprite that says go when I press g") are not dropped for the countdown
  if (built.leftOut.length > 0 || !built.detailed || counter === undefined || counts === undefined) return false;
  // the blocks of its ending ("then switches to costume boom and plays a sound") are the countdown's own
  // (the kind of block, up to its first input: the whole request's reading names the backdrop as its sprite, "Firework")
  const ending = counts.steps.flatMap((step) => (step.kind === "block" ? [escapeRegExp(step.text.split(/[([]/)[0] as string)] : []));
  const ends = endingAt(words, 0);
  const own = ends ? [...words.slice(0, ends.at), ...withoutPurpose(words.slice(ends.at))] : [...words];
  return !dropsOwnScripts(own, counter.name, new RegExp(`^(?:set \\[|change \\[|show variable|wait|say|broadcast|stop|${ending.join("|")})`), counts.trigger, COUNTDOWN_WORDS);
}

/** The countdown, for the character who counts (the one who says the numbers) or a sprite of its own. */
export function countdownProject(all: readonly TWord[], names: readonly string[]): TPlan & { detailed: boolean } {
  const aloud = saidDownTo(all) ?? saidOneByOne(all);
  const named = all.findIndex((w) => /^(?:countdown|count|counts|counting|counted)$/.test(w.word));
  const countAt = named >= 0 && !(aloud && named < aloud.at && all.slice(named, aloud.at).some((w) => w.mark !== undefined)) ? named : (aloud?.at ?? -1);
  const ending = endingAt(all, Math.max(0, countAt));
  const counting = ending ? all.slice(0, ending.at) : [...all];
  const endingWords = withoutPurpose(ending ? all.slice(ending.at, ending.cut).filter((w, i) => !(i === 0 && w.mark !== undefined)) : []);
  const minutes = counting.some((w, i) => w.number !== undefined && /^(?:minutes?|mins?)$/.test(counting[i + 1]?.word ?? ""));
  const start = aloud?.start ?? numberAfter(counting, (w) => w.word === "from") ?? numberAfter(counting, (w, i) => w.word === "at" && /^(?:starts?|starting|begins?)$/.test(counting[i - 1]?.word ?? "")) ?? numberAfter(counting, (w, i) => w.word === "to" && counting[i - 1]?.word === "set") ?? counting.find((w, i) => w.number !== undefined && /^(?:minutes?|mins?|seconds?|secs?)$/.test(counting[i + 1]?.word ?? "") && counting[i - 1]?.word !== "every" && counting[i - 1]?.word !== "for")?.number ?? 10;
  const fromAt = counting.findIndex((w) => w.word === "from");
  const saidEnd = fromAt >= 0 && counting[fromAt + 2]?.word === "to" ? counting[fromAt + 3]?.number : undefined;
  const end = aloud?.end ?? saidEnd ?? ending?.end ?? 1;
  const step = Math.abs(numberAfter(counting, (w, i) => w.word === "by" && /^(?:down|goes|go|changes|change)$/.test(counting[i - 1]?.word ?? "")) ?? 1) || 1;
  // "every 60 seconds", "every second", "for 1 second", "one a second"; a count of minutes goes down once a minute
  const everyAt = counting.findIndex((w) => w.word === "every");
  const everyN = everyAt >= 0 ? (counting[everyAt + 1]?.number ?? 1) * (/^minutes?$/.test((counting[everyAt + 1]?.number !== undefined ? counting[everyAt + 2] : counting[everyAt + 1])?.word ?? "") ? 60 : 1) : undefined;
  const forN = numberAfter(counting, (w, i) => w.word === "for" && /^(?:seconds?|secs?)$/.test(counting[i + 2]?.word ?? ""));
  const interval = everyN ?? forN ?? (minutes ? 60 : 1);
  const variable = variableName(counting) ?? (counting.some((w) => w.word === "timer") ? "timer" : "countdown");
  // the character who says the numbers, else the first one named before the ending, else a sprite of its own
  const said = (w: TWord) => /^(?:say|says|said|tell|tells|shout|shouts)$/.test(w.word);
  const counter =
    names.find((name) => counting.some((w, i) => w.word === name.toLowerCase() && counting.slice(i + 1, i + 3).some(said))) ??
    // (no names given: the character named right before "says 10 down to 1")
    (aloud && names.length === 0 ? counting.slice(Math.max(0, aloud.at - 3), aloud.at).find((w) => w.name !== undefined)?.name : undefined) ??
    names.find((name) => counting.some((w, i) => w.word === name.toLowerCase() && counting.slice(i + 1, i + 3).some(said))) ??
    names.find((name) => counting.some((w, i) => w.word === name.toLowerCase() && !/^(?:countdown|timer|clock|count)$/.test(counting[i + 1]?.word ?? ""))) ??
    "Sprite1";
  const saysEach = aloud !== undefined || counting.some((w, i) => said(w) && counting.slice(i + 1, i + 4).some((next) => /^(?:each|every|number|numbers|count|it)$/.test(next.word) || next.word === variable.toLowerCase()));
  // what starts it is said in the countdown's own clause ("when I press t, a countdown ..."), not in another one's ("and a sprite that says go when I press g")
  const own = startClause(counting, Math.max(0, countAt));
  const key = keysOf(own.map((w) => w.raw).join(" ")).find((k) => k !== "any");
  const trigger: TScriptPlan["trigger"] = key !== undefined ? { kind: "key", key } : own.some((w) => /^(?:click|clicked|clicks)$/.test(w.word)) && !own.some((w) => w.word === "flag") ? { kind: "click" } : { kind: "flag" };
  const when = trigger.kind === "key" ? `When you press ${trigger.key}` : trigger.kind === "click" ? `When you click the ${counter}` : "When the green flag is clicked";
  const times = Math.floor((start - Math.max(end, 1)) / step) + 1;
  const tick: TStep[] = saysEach ? [b(`say (${variable}) for (${interval}) seconds`), b(`change [${variable} v] by (${-step})`)] : [b(`wait (${interval}) seconds`), b(`change [${variable} v] by (${-step})`)];
  // "to 0", "at 0": the loop goes on until the count is 0, the child's end
  const loop: TStep = end === 0 ? { kind: "until", condition: start % step === 0 ? { text: `<(${variable}) = (0)>`, words: `${variable} is 0` } : { text: `<(${variable}) < (1)>`, words: `${variable} is below 1` }, body: tick } : { kind: "repeat", times, body: tick };
  const steps: TStep[] = [b(`set [${variable} v] to (${start})`), b(`show variable [${variable} v]`), loop];
  const characters: TCharacter[] = [];
  const leftOut: string[] = [];
  const stageScripts: TScriptPlan[] = [];
  let endSays = "";
  // "... and the backdrop switches to Fireworks": the counter switches it, to the backdrop the child names
  const backdrop = backdropSwitch(endingWords);
  const endingRead = backdrop ? backdrop.rest : endingWords;
  if (endingRead.some((w) => w.mark === undefined)) {
    // "then says HAPPY NEW YEAR": a line with no one saying it is the counter's
    const first = endingRead[0] as TWord;
    // "and then "Clean hands!"": a line on its own is said
    const lineOnly = endingRead.every((w) => w.quote !== undefined || w.mark !== undefined);
    const subject = first.isVerb || said(first) || lineOnly ? (counter === "Sprite1" ? "it " : `the ${counter} `) : "";
    const read = readPlan(`${subject}${lineOnly ? "says " : ""}${asText(endingRead)}`);
    leftOut.push(...read.plan.leftOut);
    let tells = false;
    for (const character of read.plan.characters) {
      // "the Rocket blasts off", "with a cheer" unread: a character that does nothing is a part left out
      if (character.scripts.length === 0) leftOut.push(`what the ${character.name} does`);
      // "it says goodnight": the counter's own line
      const own = character.name === counter || character.name === "Sprite1";
      for (const script of character.scripts) {
        if (own && script.trigger.kind === "flag") {
          steps.push(...script.steps);
          endSays = `, then ${script.says.replace(/^[^:]*: /, "")}`;
          continue;
        }
        const name = asWritten(all, character.name);
        const other = characters.find((one) => one.name === name) ?? (characters[characters.push({ name, scripts: [] }) - 1] as TCharacter);
        if (script.trigger.kind !== "flag") {
          other.scripts.push(script);
          continue;
        }
        tells = true;
        // "the Fireworks show": hidden until the countdown is over
        if (script.steps[0]?.kind === "block" && script.steps[0].text === "show") other.scripts.push({ trigger: { kind: "flag" }, says: "When the green flag is clicked: hides until the countdown is over", steps: [b("hide")] });
        other.scripts.push({ ...script, trigger: { kind: "message", name: OVER }, says: script.says.replace(/^[^:]*:/, "When the countdown is over:") });
      }
    }
    for (const script of read.plan.stageScripts) {
      if (script.trigger.kind !== "flag") stageScripts.push(script);
      else {
        tells = true;
        stageScripts.push({ ...script, trigger: { kind: "message", name: OVER }, says: script.says.replace(/^[^:]*:/, "When the countdown is over:") });
      }
    }
    if (tells) steps.splice(3, 0, b(`broadcast [${OVER} v]`));
  }
  if (backdrop) {
    steps.push(b(backdrop.block));
    endSays = `${endSays || ", then"}${endSays ? " and" : ""} changes the backdrop to ${backdrop.block.replace(/^switch backdrop to \((.+) v\)$/, "$1")}`;
  }
  // "a countdown to bedtime", "from 10 to blast off": what it counts down to is no line the child gave, so it is left out (and the project not built)
  const toAt = counting.findIndex((w, i) => i > countAt && w.word === "to" && counting[i + 1] !== undefined && counting[i + 1]?.number === undefined && counting[i + 1]?.mark === undefined && !/^(?:the|a|an|be|make|go|say|count)$/.test(counting[i + 1]?.word ?? ""));
  if (toAt >= 0 && !endSays) {
    let to = toAt + 1;
    while (to < counting.length && counting[to]?.mark === undefined && !/^(?:from|and|then|with|for|in|on|when|every|at)$/.test(counting[to]?.word ?? "")) to++;
    const goal = counting.slice(toAt + 1, to).map((w) => (w.quote !== undefined ? w.quote : w.raw)).join(" ");
    if (goal !== "") leftOut.push(`counting down to ${goal}`);
  }
  const counts = `counts down in ${variable} from ${start}${end === 0 ? " to 0" : times > 1 ? ` to ${start - (times - 1) * step}` : ""}${step !== 1 ? ` by ${step}` : ""}, ${saysEach ? `saying each number for ${interval} ${interval === 1 ? "second" : "seconds"}` : `one every ${interval === 1 ? "second" : `${interval} seconds`}`}`;
  const counterCharacter: TCharacter = { name: counter, scripts: [{ trigger, says: `${when}: ${counts}${endSays}`, steps }] };
  // "countdown from 3" with nothing more: the library's countdown is that program
  const detailed = aloud !== undefined || endingWords.length > 0 || endSays !== "" || saysEach || variable !== "countdown" || trigger.kind !== "flag" || saidEnd !== undefined || step !== 1 || interval !== 1 || counter !== "Sprite1";
  return { characters: [counterCharacter, ...characters], variables: [{ name: variable, start }], lists: [], stageScripts, leftOut, detailed };
}

/** Words a countdown does: a part of the request made only of them (and its numbers) is built. */
export const COUNTDOWN_WORDS = ["countdown", "count", "counts", "counting", "down", "from", "to", "each", "number", "numbers", "every", "second", "seconds", "minute", "minutes", "one", "a", "then", "at", "the", "end", "variable", "called", "starts", "goes", "by", "says", "say", "timer", "reaches", "zero", "blast", "off", "liftoff", "launch", "takeoff"];
