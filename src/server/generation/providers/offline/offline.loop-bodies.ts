import { readPlanWords } from "./plan/plan.read";
import type { TWord } from "./plan/plan.words";

/**
 * "A variable n starts at 1, and 10 times the Hedgehog says n and n goes up by 1", "the Ladybug
 * goes to x -150 y 0 and then, 6 times, moves 50 steps and waits 1 second" (issue 26): what is
 * said after "N times" is the loop's, what is said before a "then" is done once, before it. A
 * `repeat (N)` that closed too early (the next step of the loop after its `end`) or that took in
 * the steps before it gets those blocks back where the request put them. Only single blocks at
 * the script's own level move, and only when the numbers or quoted words they hold are the ones
 * the request said on that side of "N times".
 */

/** One "N times" of the request: the numbers and quoted words said after it (the loop's), and before its "then" (done once). */
interface TLoopSaid {
  times: number;
  /** The count as the request wrote it ("6", "four"). */
  raw: string;
  after: string[];
  before: string[];
  /** A "then" before the count: what comes before it is done once, first. */
  then: boolean;
  /** The loop's words, as the request said them. */
  said: string;
}

const valuesOf = (words: readonly TWord[]): string[] =>
  words.flatMap((word) => (word.quote !== undefined ? [word.quote.toLowerCase().replace(/[!.?]+$/, "")] : word.number !== undefined ? [String(Math.abs(word.number))] : []));

/** The request's "N times" clauses, read as in offline.coverage's check of loop bodies. */
/** ", with pen size 5", ", with a red pen": how the drawing looks, said after its loop, not a step inside it. */
const penAfter = (words: readonly { word: string }[], at: number) => words[at]?.word === "with" && words.slice(at + 1, at + 4).some((word) => word.word === "pen");

export function loopsSaid(prompt: string): TLoopSaid[] {
  const { words } = readPlanWords(prompt);
  const loops: TLoopSaid[] = [];
  for (let i = 0; i < words.length; i++) {
    const times = words[i]?.number;
    if (times === undefined || words[i]?.quote !== undefined || !/^times$/.test(words[i + 1]?.word ?? "")) continue;
    let first = i + 2;
    while (words[first]?.mark === ",") first++;
    if (first >= words.length || /^(?:to|so|because|then|and|each|every|in|for|or|as|with)$/.test(words[first]?.word ?? "") || words[first]?.mark !== undefined) continue;
    let end = first;
    while (end < words.length && !/^[.!?;:]$/.test(words[end]?.mark ?? "") && words[end]?.bracket === words[i]?.bracket && !(words[end]?.mark === "," && (/^(?:then|and)$/.test(words[end + 1]?.word ?? "") || penAfter(words, end + 1)))) end++;
    let start = i;
    while (start > 0 && !/^[.!?;:]$/.test(words[start - 1]?.mark ?? "")) start--;
    const then = words.slice(Math.max(start, i - 3), i).some((word) => /^(?:then|after)$/.test(word.word));
    const after = valuesOf(words.slice(first, end).filter((word, k, all) => !/^times$/.test(all[k + 1]?.word ?? "")));
    const said = words.slice(first, end).filter((word) => word.mark === undefined).map((word) => (word.quote !== undefined ? `"${word.quote}"` : word.raw)).join(" ");
    loops.push({ times, raw: words[i]?.raw ?? String(times), after, before: then ? valuesOf(words.slice(start, i)) : [], then, said });
  }
  return loops;
}

/** The numbers and quoted (bracketed) words of a block line. */
const lineValues = (line: string): string[] => {
  const plain = line.replace(/\s\/\/.*$/, "");
  const said = !/^\s*(?:say|think|ask) \[/.test(plain) ? [] : [...plain.matchAll(/\[([^\]]+?)(?: v)?\]/g)].map((m) => (m[1] as string).toLowerCase().replace(/[!.?]+$/, ""));
  const numbers = [...plain.matchAll(/\((-?\d+(?:\.\d+)?)\)/g)].map((m) => String(Math.abs(Number(m[1]))));
  return [...said, ...numbers];
};

/** A single block at a script's own level: no hat, loop, condition or end. */
const single = (line: string | undefined) => line !== undefined && /^\S/.test(line) && !/^(?:when |define |repeat|forever|if |else|end\b|\/\/)/.test(line) && line.trim() !== "";

export function placeLoopBodies(prompt: string, text: string): string {
  const loops = loopsSaid(prompt).filter((loop) => loop.after.length > 0);
  if (loops.length === 0) return text;
  const lines = text.split("\n");
  for (const loop of loops) {
    // the loop of that count whose blocks hold something said after it
    const endOf = (at: number) => {
      let end = at + 1;
      while (end < lines.length && lines[end] !== "end") end++;
      return end;
    };
    // (the one holding most of it, with the single blocks right after it)
    const score = (i: number) => {
      let next = endOf(i) + 1;
      while (single(lines[next])) next++;
      const values = new Set([...lines.slice(i + 1, next)].flatMap(lineValues));
      return loop.after.filter((value) => values.has(value)).length;
    };
    const candidates = lines.flatMap((line, i) => (new RegExp(`^repeat \\(${loop.times}\\)`).test(line) && score(i) > 0 ? [i] : []));
    const at = candidates.reduce((best, i) => (score(i) > score(best) ? i : best), candidates[0] ?? -1);
    if (at < 0) continue;
    const end = endOf(at);
    if (end >= lines.length) continue;
    const body = lines.slice(at + 1, end);
    const inside = new Set(body.flatMap(lineValues));
    const missing = loop.after.filter((value) => !inside.has(value));
    // the next steps of the loop, right after its end: back inside
    let after = end + 1;
    const moved: string[] = [];
    while (single(lines[after]) && lineValues(lines[after] as string).some((value) => missing.includes(value)) && lineValues(lines[after] as string).every((value) => loop.after.includes(value))) {
      moved.push(`  ${lines[after] as string}`);
      after++;
    }
    // the steps said before "then", at the start of the loop, in their order: out before it
    const out: string[] = [];
    const queue = [...loop.before];
    let k = 0;
    while (k < body.length && single((body[k] ?? "").replace(/^ {2}/, ""))) {
      const values = lineValues(body[k] as string);
      if (values.length === 0 || !values.every((value, j) => queue[j] === value)) break;
      queue.splice(0, values.length);
      out.push((body[k] as string).replace(/^ {2}/, ""));
      k++;
    }
    // what stays inside must still hold every number and word said after "N times"
    const kept = body.slice(k);
    // (as often as said: "sets count to 1, then 10 times says count for 1 second and changes count by 1" keeps both 1s inside)
    const keptValues = [...kept, ...moved].flatMap(lineValues);
    const often = (list: readonly string[], value: string) => list.filter((v) => v === value).length;
    if (!loop.after.every((value) => often(keptValues, value) >= often(loop.after, value))) continue;
    if (moved.length === 0 && out.length === 0) continue;
    lines.splice(at, after - at, ...out, lines[at] as string, ...kept, ...moved, "end");
  }
  return lines.join("\n");
}
