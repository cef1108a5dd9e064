/**
 * Issue 26 (decision 850): a character shown one way after another, each for a time ("the Light is
 * red for 3 seconds, yellow for 1 second, green for 3 seconds", "the Sign turns open 2 seconds,
 * closed 1 second"): each look is a costume of that name, worn for its time. Two looks at least,
 * after a verb of being or becoming, so "waits for 2 seconds" is never read so.
 */
import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

const BEING = /^(?:is|are|turns|turn|goes|go|becomes|become|shows|show|stays|stay|lights|glows)$/;

export function readLooksFor(words: readonly TWord[], used: readonly boolean[]): { steps: TStep[]; says: string; used: number[] } | undefined {
  const start = words.findIndex((w, i) => BEING.test(w.word) && !used[i] && lookAt(words, i + 1) !== undefined);
  if (start < 0) return undefined;
  const looks: { name: string; seconds: number }[] = [];
  const read = [start];
  let k = start + 1;
  for (;;) {
    const look = lookAt(words, k);
    if (!look || look.used.some((at) => used[at])) break;
    looks.push(look);
    read.push(...look.used);
    k = look.end;
    // ", yellow for 1 second", "and green for 3 seconds"
    let next = k;
    if (words[next]?.mark === ",") next++;
    if (words[next]?.word === "and" || words[next]?.word === "then") next++;
    if (!lookAt(words, next)) break;
    for (let at = k; at < next; at++) read.push(at);
    k = next;
  }
  if (looks.length < 2) return undefined;
  // "..., and again forever": the "again" of the loop the clause reads
  let after = k;
  if (words[after]?.mark === ",") after++;
  if (words[after]?.word === "and" && words[after + 1]?.word === "again") read.push(after, after + 1);
  const steps: TStep[] = looks.flatMap((look) => [{ kind: "block", text: `switch costume to (${look.name} v)` } as TStep, { kind: "block", text: `wait (${look.seconds}) seconds` } as TStep]);
  return { steps, says: `shows ${looks.map((look) => `${look.name} for ${look.seconds} seconds`).join(", ")}`, used: read };
}

/** "red for 3 seconds", "yellow 1 second" at `at`: the look's name and time. */
function lookAt(words: readonly TWord[], at: number): { name: string; seconds: number; used: number[]; end: number } | undefined {
  const name = words[at];
  if (!name || name.mark || name.number !== undefined || name.quote !== undefined || !/^[a-z][a-z-]*$/.test(name.word) || BEING.test(name.word) || /^(?:for|and|then|the|a|it)$/.test(name.word)) return undefined;
  let k = at + 1;
  if (words[k]?.word === "for") k++;
  const seconds = words[k]?.number;
  if (seconds === undefined || words[k + 1]?.lemma !== "second") return undefined;
  return { name: name.raw, seconds, used: Array.from({ length: k + 2 - at }, (_v, n) => at + n), end: k + 2 };
}

/** "The costumes are red, yellow, green.", "its costumes are open and shut": names given to costumes, which the scripts use by name. */
export function namesCostumes(words: readonly TWord[]): boolean {
  let i = 0;
  if (/^(?:the|its|his|her|their)$/.test(words[i]?.word ?? "")) i++;
  if (words[i]?.lemma !== "costume" || !/^(?:are|is)$/.test(words[i + 1]?.word ?? "")) return false;
  return words.slice(i + 2).every((w) => w.mark !== undefined || w.word === "and" || (w.number === undefined && /^[a-z][a-z0-9-]*$/.test(w.word)));
}
