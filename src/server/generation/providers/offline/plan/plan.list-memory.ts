import type { TPlan, TScriptPlan, TStep } from "./plan.types";
import type { TWord } from "./plan.words";
import { keysOf } from "../offline.coverage";
import { listNamesGiven } from "./plan.lists";
import { readPlan } from "./plan.read";
import { wordsAsText } from "./plan.project-scope";

/**
 * A list used as memory, on the child's details (issue 26): a character asks (the child's question,
 * so many times, or until the answer is the child's stop word), each answer goes into the child's
 * list (emptied at the start), and then it says what the child asked of the list: how many things
 * are in it, one item by its number ("the 2nd item"), or every item one by one. It stands in for
 * the library's shopping list, which asks its own questions. What it cannot place is named.
 */

const b = (text: string): TStep => ({ kind: "block", text });

const ASKS = /^(?:asks?|asking|asked|type|types)$/;
const KEEPS = /^(?:adds?|adding|added|stores?|storing|stored|saves?|saving|saved|puts?|keeps?|remembers?|goes|go)$/;

/** A list that remembers answers: the request asks, keeps each answer in a list, and picks nothing at random. */
export function keepsAnswersInList(words: readonly TWord[]): boolean {
  const said = (pattern: RegExp) => words.some((w) => pattern.test(w.word));
  return said(/^lists?$/) && said(ASKS) && said(KEEPS) && !said(/^(?:random|randomly|quiz|questions|picker|guess|guesses)$/);
}

/** "the 2nd item", "item 3": the number of the item said; none when none is said. */
function itemNumber(words: readonly TWord[]): number | undefined {
  const at = words.findIndex((w, i) => w.word === "item" && (words[i - 1]?.number !== undefined || words[i + 1]?.number !== undefined));
  if (at < 0) {
    const ordinal = words.find((w, i) => /^(\d+)(?:st|nd|rd|th)$/.test(w.raw) && words[i + 1]?.word === "item");
    return ordinal ? Number(/^(\d+)/.exec(ordinal.raw)?.[1]) : undefined;
  }
  return words[at - 1]?.number ?? words[at + 1]?.number;
}

/** What it says at the end, in blocks: how many, one item, or every item in turn. */
function theEnd(words: readonly TWord[], list: string): { steps: TStep[]; says: string; counter?: boolean } | undefined {
  const text = words.map((w) => w.raw).join(" ");
  if (/\bhow many\b|\blength\b|\bnumber of (?:things|items)\b|\bcount/.test(text)) return { steps: [b(`say (length of [${list} v]) for (2) seconds`)], says: `says how many things are in ${list}` };
  const n = itemNumber(words);
  if (n !== undefined) return { steps: [b(`say (item (${n}) of [${list} v]) for (2) seconds`)], says: `says item ${n} of ${list}` };
  if (/\bone by one\b|\beach\b|\bevery\b|\ball\b|\bthem back\b|\bthem all\b/.test(text)) {
    const each: TStep = { kind: "until", condition: { text: `<(i) > (length of [${list} v])>`, words: "every item is said" }, body: [b(`say (item (i) of [${list} v]) for (1) seconds`), b("change [i v] by (1)")] };
    return { steps: [b("set [i v] to (1)"), each], says: `says every item of ${list}, one by one`, counter: true };
  }
  return undefined;
}

/** The list's name: the child's ("a list called basket", "the list fruits", "my shopping list"), else what it keeps ("3 favourite foods": foods), else answers. */
function listName(words: readonly TWord[], thing: string | undefined): string {
  return listNamesGiven(words)[0] ?? thing ?? "answers";
}

/** A list that remembers what is typed, built on the child's question, count, list and ending; its `leftOut` holds what it could not place. */
export function listMemoryProject(words: readonly TWord[], names: readonly string[]): TPlan | undefined {
  const askAt = words.findIndex((w) => ASKS.test(w.word));
  if (askAt < 0) return undefined;
  // the one who asks: the name just before the asking verb, else the first named
  const before = words.slice(Math.max(0, askAt - 3), askAt).reverse().find((w) => names.some((name) => name.toLowerCase() === w.word));
  // "the sprite asks": no one the child named
  const named = words[askAt - 1]?.word === "sprite" ? undefined : before ? (names.find((name) => name.toLowerCase() === before.word) as string) : undefined;
  const quote = words.slice(askAt).find((w) => w.quote !== undefined)?.quote;
  // "3 times", "asks for 4 items", "type in 3 favourite foods"
  const sentenceEnd = words.findIndex((w, i) => i > askAt && w.mark !== undefined && w.mark !== "," && w.mark !== ":");
  const asking = words.slice(askAt, sentenceEnd < 0 ? words.length : sentenceEnd);
  const timesAt = asking.findIndex((w, i) => w.number !== undefined && /^times?$/.test(asking[i + 1]?.word ?? ""));
  const countAt = timesAt >= 0 ? timesAt : asking.findIndex((w, i) => w.number !== undefined && asking[i + 1] !== undefined && asking[i + 1]?.mark === undefined && i < 8);
  const count = countAt >= 0 ? asking[countAt]?.number : undefined;
  // the things counted ("4 items", "3 favourite foods"): the last word of the noun after the count
  let thingAt = countAt >= 0 && timesAt < 0 ? countAt + 1 : -1;
  while (thingAt >= 0 && asking[thingAt + 1] !== undefined && asking[thingAt + 1]?.isNoun && asking[thingAt + 1]?.mark === undefined) thingAt++;
  const thing = thingAt >= 0 ? asking[thingAt]?.word : undefined;
  // "until the answer is "done"", "when the answer is "pay"": the stop word
  const stopAt = words.findIndex((w, i) => w.word === "answer" && words[i + 1]?.word === "is" && (words[i + 2]?.quote !== undefined || words[i + 2]?.mark === undefined) && /^(?:until|when|once|if)$/.test(words[i - 2]?.word ?? words[i - 1]?.word ?? ""));
  const stop = stopAt >= 0 ? (words[stopAt + 2]?.quote ?? words[stopAt + 2]?.raw) : undefined;
  if (count === undefined && stop === undefined) return undefined;
  const list = listName(words, thing && thing !== "items" && thing !== "things" ? thing : undefined);
  const question = quote ?? (thing ? `Type ${/^[aeiou]/.test(thing) ? "an" : "a"} ${thing.replace(/s$/, "")}` : "What should I add?");
  // the ending: after "then", or after the stop word's clause ("when the answer is "pay" it says how many")
  const thenAt = words.findIndex((w, i) => i > askAt && w.word === "then");
  const endWords = thenAt >= 0 ? words.slice(thenAt + 1) : stopAt >= 0 ? words.slice(stopAt + 3) : [];
  const ending = theEnd(endWords, list);
  // the one who asks: named before the asking verb, else the first named that is not the list itself ("a shopping list" is no sprite)
  const asker = named ?? (words[askAt - 1]?.word === "sprite" ? undefined : names.find((name) => name.toLowerCase() !== list.toLowerCase() && !/^(?:user|player|list)$/i.test(name))) ?? "Sprite1";
  const leftOut: string[] = [];
  if (endWords.length > 0 && ending === undefined) leftOut.push(wordsAsText(endWords));
  const endSteps = ending?.steps ?? [];
  const key = keysOf(asking.map((w) => w.raw).join(" ")).find((k) => k !== "any");
  const trigger: TScriptPlan["trigger"] = key !== undefined ? { kind: "key", key } : { kind: "flag" };
  const when = key !== undefined ? `When you press ${key}` : "When the green flag is clicked";
  const steps: TStep[] = [b(`delete all of [${list} v]`)];
  if (stop !== undefined) {
    // "when the answer is "pay" it says ...": asked again and again, the stop word ends it
    steps.push({ kind: "forever", body: [b(`ask [${question}] and wait`), { kind: "if", condition: { text: `<(answer) = [${stop}]>`, words: `the answer is ${stop}` }, then: [...endSteps, b("stop [this script]")], else: [b(`add (answer) to [${list} v]`)] }] });
  } else {
    steps.push({ kind: "repeat", times: count as number, body: [b(`ask [${question}] and wait`), b(`add (answer) to [${list} v]`)] });
    steps.push(...endSteps);
  }
  // "one by one": a counter of its own walks the list
  const variables: TPlan["variables"] = ending?.counter ? [{ name: "i", start: 1 }] : [];
  const asks = stop !== undefined ? `asks "${question}" until the answer is ${stop}` : `asks "${question}" ${count} times`;
  const says = `${when}: empties ${list}, ${asks} and adds each answer to ${list}${ending ? `, then ${ending.says}` : ""}`;
  const characters = [{ name: asker, scripts: [{ trigger, says, steps }] }];
  return { characters, variables, lists: [{ name: list, items: [] }], stageScripts: [], leftOut: [...leftOut, ...unplacedScripts(words, steps)] };
}

const blocksOf = (steps: readonly TStep[]): string[] =>
  steps.flatMap((step) => (step.kind === "block" ? [step.text] : step.kind === "if" ? [...blocksOf(step.then), ...blocksOf(step.else ?? [])] : blocksOf(step.body)));

/** Blocks this project does its own way (the asking, the list, what is said, its counter). */
const ITS_OWN = /^(?:ask |add |delete |say |show list|set \[|change \[|stop )/;

/**
 * The scripts the plan reader read that do something else ("and then it jumps") than a list project
 * built in STEPS: each is named as left out, never dropped.
 */
export function unplacedScripts(words: readonly TWord[], steps: readonly TStep[]): string[] {
  const built = blocksOf(steps);
  const { plan } = readPlan(wordsAsText(words));
  return [...plan.characters.flatMap((character) => character.scripts), ...plan.stageScripts]
    .filter((one) => blocksOf(one.steps).some((block) => !ITS_OWN.test(block) && !built.includes(block)))
    .map((one) => one.says.replace(/^[^:]*: /, ""));
}

/** Words a list that remembers does: a part of the request made only of them (and its numbers) is built. */
export const LIST_MEMORY_WORDS = ["list", "lists", "called", "ask", "asks", "type", "types", "in", "for", "add", "adds", "each", "answer", "answers", "store", "stores", "them", "then", "say", "says", "back", "one", "by", "how", "many", "items", "item", "things", "are", "on", "it", "is", "emptied", "empty", "start", "keep", "favourite", "times", "until", "when"];
