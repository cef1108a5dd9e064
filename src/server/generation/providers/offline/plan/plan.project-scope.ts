import type { TStep, TTrigger } from "./plan.types";
import type { TWord } from "./plan.words";
import { readPlan } from "./plan.read";

/**
 * What a classic project that does one thing (a drawing, a countdown) would drop (issue 26): the
 * request read as a plan, the scripts of the project's own character (or of no one named) that do
 * something else ("and play twinkle twinkle", "a sprite that says go when I press g"). A project
 * that would drop them is not built in the request's place.
 */

/**
 * The words as text again, quotes in their quotation marks, for the plan reader; words said with
 * no quotes ("says HAPPY NEW YEAR and ...") are quoted, up to the next mark, "and" or "when", so each is
 * said as the child wrote it.
 */
export function wordsAsText(words: readonly TWord[]): string {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as TWord;
    out.push(w.quote !== undefined ? `"${w.quote}"` : w.raw);
    const next = words[i + 1];
    if (!/^(?:say|says|shout|shouts)$/.test(w.word) || next === undefined || next.quote !== undefined || next.mark !== undefined) continue;
    let to = i + 1;
    while (to < words.length && words[to]?.mark === undefined && !/^(?:and|when|whenever|if|then|until|every|after)$/.test(words[to]?.word ?? "") && words[to]?.quote === undefined) to++;
    out.push(`"${words.slice(i + 1, to).map((one) => one.raw).join(" ")}"`);
    i = to - 1;
  }
  // "switches to costume boom": the costume named after the word, as "switches costume to boom" says it
  return out.join(" ").replace(/ ([.,!?;:])/g, "$1").replace(/\b(switch(?:es)?|change[sd]?) to (costume|backdrop) (?!to\b)/gi, "$1 $2 to ");
}

/**
 * "and the backdrop changes to Party", "the scene switches to Oasis": the backdrop by the name the
 * child gives it, whatever names the stage knows (the reader reads only the backdrops it has
 * pictures for). The words without the phrase, and the block; none when the words say no such thing.
 */
export function backdropSwitch(words: readonly TWord[]): { rest: TWord[]; block: string } | undefined {
  const at = words.findIndex((w, i) => /^(?:backdrop|background|scene)$/.test(w.word) && /^(?:changes?|switches?|goes|go|turns?)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.word === "to");
  const name = words[at + 3];
  if (at < 0 || name === undefined || name.mark !== undefined || name.number !== undefined || /^(?:the|a|an|next|another|random)$/.test(name.word)) return undefined;
  const from = at > 0 && words[at - 1]?.word === "the" ? (words[at - 2]?.word === "and" ? at - 2 : at - 1) : at;
  const written = name.quote ?? (name.name ?? `${name.raw.charAt(0).toUpperCase()}${name.raw.slice(1)}`);
  return { rest: [...words.slice(0, from), ...words.slice(at + 4)], block: `switch backdrop to (${written} v)` };
}

/** Words that link a part and ask for nothing of their own: "says go" is about what is said, not about saying. */
const LINKING = /^(?:a|an|the|and|to|of|with|in|at|is|by|then|it|its|on|say|says|go|up|down|each|one|when|you|i)$/;

const blocksOf = (steps: readonly TStep[]): string[] =>
  steps.flatMap((step) => (step.kind === "block" ? [step.text] : step.kind === "if" ? [...blocksOf(step.then), ...blocksOf(step.else ?? [])] : blocksOf(step.body)));

const sameTrigger = (a: TTrigger, b: TTrigger) => a.kind === b.kind && (a.kind !== "key" || (b.kind === "key" && a.key === b.key));

/**
 * Whether the request gives `character` (or no one named) a script the project would drop (a
 * block `keeps` does not match, or another start than the project's), or asks for a part with
 * none of the project's words (`about`) that the reader could not read either.
 */
export function dropsOwnScripts(words: readonly TWord[], character: string, keeps: RegExp, trigger: TTrigger, about: readonly string[]): boolean {
  const { plan } = readPlan(wordsAsText(words));
  // a part the reader could not read that has nothing of the project in it ("play twinkle twinkle") is another program's
  const known = new Set(about);
  const content = (part: string) => part.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "" && !LINKING.test(word));
  if (plan.leftOut.some((part) => content(part).length > 0 && !content(part).some((word) => known.has(word) || /^\d/.test(word)))) return true;
  return plan.characters
    .filter((one) => one.name === character || one.name === "Sprite1")
    .some((one) => one.scripts.some((script) => (script.trigger.kind !== "flag" && !sameTrigger(script.trigger, trigger)) || blocksOf(script.steps).some((block) => !keeps.test(block))));
}
