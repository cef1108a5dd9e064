import { isActionWord } from "./plan.clause";
import type { TStep } from "./plan.types";
import type { TWord } from "./plan.words";

/**
 * Lists (issue 26): "Lily, Omar, Kenji and Zoe in a list called names", "the list choices (rock,
 * paper, scissors)", "a list days: Senin, Selasa, Rabu", "adds each answer to the list foods".
 * A list is declared with its items; its items are values, never characters. What a list is used
 * for is read where it is said: "says a random one", "says the length of foods", "says the days,
 * one each 1 second", "picks a random name from the list and says it", "adds each answer to the
 * list foods".
 */

export interface TList {
  name: string;
  items: string[];
  /** "one each 1 second": how long each item is said when the list is said item by item. */
  each?: number;
}

/** ", 3 times", ", forever": how often, after a comma, never a next item of the list. */
const countAfter = (words: readonly TWord[], at: number) => words[at]?.mark === "," && ((words[at + 1]?.number !== undefined && /^times?$/.test(words[at + 2]?.word ?? "")) || words[at + 1]?.word === "forever");

const JOIN = (w: TWord | undefined) => w !== undefined && (w.mark === "," || w.word === "and" || w.word === "or");
const ITEM = (w: TWord | undefined) => w !== undefined && !w.mark && !/^(?:and|or|the|a|an|in|into|to|from|of|list|called|named|one|each)$/.test(w.word) && !(w.number === 1 && w.raw === "one") && (w.name !== undefined || !isActionWord(w) || w.isNoun);
/** Words for what a list holds, said before "from the list": "a random name from the list". */
const HOLDS = /^(?:name|item|word|thing|choice|day|colou?r|animal|food|fruit|answer|number|one)s?$/;

/** The run of items joined by commas, "and" or "or" starting at `from`, going forward: their indexes. */
function runForward(words: readonly TWord[], from: number): number[] {
  const run: number[] = [];
  let i = from;
  while (ITEM(words[i])) {
    run.push(i);
    if (JOIN(words[i + 1]) && ITEM(words[i + 2])) i += 2;
    else if (words[i + 1]?.mark === "," && /^(?:and|or)$/.test(words[i + 2]?.word ?? "") && ITEM(words[i + 3])) i += 3;
    else break;
  }
  return run.length >= 2 ? run : [];
}

/** The run of items ending at `to` (inclusive), going back. */
function runBackward(words: readonly TWord[], to: number): number[] {
  const run: number[] = [];
  let i = to;
  while (ITEM(words[i])) {
    run.unshift(i);
    if (JOIN(words[i - 1]) && ITEM(words[i - 2])) i -= 2;
    else if (/^(?:and|or)$/.test(words[i - 1]?.word ?? "") && words[i - 2]?.mark === "," && ITEM(words[i - 3])) i -= 3;
    else break;
  }
  return run.length >= 2 ? run : [];
}

/** Items as they are said: capitalised when the child wrote any of them with a capital. */
function itemsOf(words: readonly TWord[], run: number[]): string[] {
  const capitals = run.some((k) => words[k]?.name !== undefined);
  return run.map((k) => {
    const w = words[k] as TWord;
    const text = w.quote ?? w.name ?? w.raw;
    return capitals ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  });
}

/**
 * The lists a request declares. Marks each declaration's words `listWord` (read, nothing left out)
 * and each item `inList` (a value, no character); `drop` holds the items and what is said of them
 * after the list's name (the colon, "(3 days)", "one each 1 second"), which only the list reads.
 */
export function readLists(words: TWord[]): { lists: TList[]; drop: Set<number>; named: Set<string> } {
  const lists: TList[] = [];
  // the names the child gave ("a list called pets"), not read from what a list holds
  const named = new Set<string>();
  const drop = new Set<number>();
  words.forEach((word, i) => {
    if (word.lemma !== "list" || word.mark || word.quote !== undefined) return;
    const det = words[i - 1];
    if (!det || !/^(?:a|the|my|our|your|its|his|her)$/.test(det.word)) return;
    const used = [i - 1, i];
    let k = i + 1;
    let name: string | undefined;
    if (/^(?:called|named)$/.test(words[k]?.word ?? "") && ITEM(words[k + 1])) {
      name = (words[k + 1] as TWord).raw;
      used.push(k, k + 1);
      k += 2;
    } else if (words[k]?.word === "of" && ITEM(words[k + 1]) && words[k + 1]?.isNoun && /s$/.test(words[k + 1]?.word ?? "") && !JOIN(words[k + 2])) {
      name = (words[k + 1] as TWord).raw;
      used.push(k, k + 1);
      k += 2;
    } else if (words[k] !== undefined && !words[k]?.mark && words[k]?.quote === undefined && words[k]?.number === undefined && !/^(?:and|or|the|a|an|in|into|to|from|of|with|for|when|then|is|are|that|which|and|but|so|has|have)$/.test(words[k]?.word ?? "") && (!JOIN(words[k + 1]) || countAfter(words, k + 1))) {
      name = (words[k] as TWord).raw;
      used.push(k);
      k += 1;
    }
    // the items: after a colon, or in brackets right after the name
    let run: number[] = [];
    if (words[k]?.mark === ":") {
      run = runForward(words, k + 1);
      if (run.length > 0) used.push(k);
    } else if (words[k]?.bracket !== undefined && words[k - 1]?.bracket === undefined) {
      run = runForward(words, k).filter((r) => words[r]?.bracket === words[k]?.bracket);
    }
    // "Lily, Omar, Kenji and Zoe in a list called names": the items before
    if (run.length === 0 && /^(?:in|into|on)$/.test(words[i - 2]?.word ?? "")) {
      run = runBackward(words, i - 3);
      if (run.length > 0) used.push(i - 2);
    }
    // "a random name from the list": a list named for what it holds
    const given = name !== undefined;
    if (name === undefined) {
      const held = words.slice(Math.max(0, i - 5), i).reverse().find((w) => HOLDS.test(w.word) && w.word !== "one" && w.word !== "answer");
      name = held ? (held.word.endsWith("s") ? held.word : `${held.lemma}s`) : "items";
    }
    if (lists.some((list) => list.name === name)) {
      for (const u of used) (words[u] as TWord).listWord = true;
      return;
    }
    const list: TList = { name, items: itemsOf(words, run) };
    if (given) named.add(name);
    for (const r of run) (words[r] as TWord).inList = name;
    const end = run.length > 0 ? (run[run.length - 1] as number) : k - 1;
    for (let u = Math.min(...used, ...run); u <= end; u++) if (words[u]?.mark === "," || /^(?:and|or)$/.test(words[u]?.word ?? "")) used.push(u);
    // "(3 days)": the count of the items, said again
    let after = end + 1;
    if (words[after]?.bracket !== undefined && words[after]?.number === run.length && words[after + 1]?.bracket === words[after]?.bracket && words[after + 2]?.bracket !== words[after]?.bracket) {
      used.push(after, after + 1);
      after += 2;
    }
    // ", one each 1 second", ", each for 2 seconds": how long each is said
    const pace = eachPace(words, words[after]?.mark === "," ? after + 1 : after);
    if (pace) {
      list.each = pace.seconds;
      used.push(after, ...pace.used);
    }
    for (const u of used) (words[u] as TWord).listWord = true;
    // the items and what is said of them are the list's, read here: no other reading sees them
    const before = run.length > 0 && (run[0] as number) < i;
    const from = before ? (run[0] as number) : k;
    const to = before ? (run[run.length - 1] as number) : Math.max(...used, ...run);
    for (let u = from; u <= to; u++) drop.add(u);
    lists.push(list);
  });
  for (const list of bracketedLists(words, drop)) {
    named.add(list.name);
    if (!lists.some((one) => one.name === list.name)) lists.push(list);
  }
  return { lists, drop, named };
}

/**
 * The items in bracket BRACKET, phrase by phrase ("(What is red?, Capital of France?)"): an item
 * runs to the next comma. `lossy` when an item had two numbers side by side, whose sign the words
 * lost ("2+2" reads as "2 2").
 */
function phraseItems(words: readonly TWord[], bracket: number): { items: string[]; lossy: boolean } {
  const items: string[] = [];
  let lossy = false;
  let current: TWord[] = [];
  const close = () => {
    if (current.length === 0) return;
    if (current.some((w, i) => w.number !== undefined && current[i + 1]?.number !== undefined)) lossy = true;
    items.push(current.map((w) => w.quote ?? w.mark ?? w.name ?? w.raw).join(" ").replace(/ ([?!.])/g, "$1"));
    current = [];
  };
  const inside = words.filter((one) => one.bracket === bracket);
  for (const w of inside) {
    if (w.mark === ",") close();
    else current.push(w);
  }
  close();
  // written with capitals ("Rome, Paris"): each item starts with one, the first too (no word after "(" reads as a name)
  const capitals = inside.some((w) => w.name !== undefined);
  return { items: capitals ? items.map((item) => `${item.charAt(0).toUpperCase()}${item.slice(1)}`) : items, lossy };
}

/**
 * Lists named after the word "lists" ("a quiz from two lists, questions (2+2?, Capital of
 * France?) and answers (4, Paris)"): each name followed by its items in brackets, phrase by phrase.
 * The names and items are the lists' (marked, dropped from other readings); items whose signs
 * were lost are left for the child to type (the list is declared empty).
 */
function bracketedLists(words: TWord[], drop: Set<number>): TList[] {
  const listsAt = words.findIndex((w) => w.word === "lists" && w.mark === undefined && w.quote === undefined);
  if (listsAt < 0) return [];
  const found: { at: number; bracket: number; list: TList }[] = [];
  for (let i = listsAt + 1; i < Math.min(words.length, listsAt + 40); i++) {
    const name = words[i] as TWord;
    const bracket = words[i + 1]?.bracket;
    if (name.bracket !== undefined || bracket === undefined || name.number !== undefined || !ITEM(name)) continue;
    const { items, lossy } = phraseItems(words, bracket);
    if (items.length >= 2) found.push({ at: i, bracket, list: { name: name.raw, items: lossy ? [] : items } });
  }
  if (found.length < 2) return [];
  for (const { at, bracket, list } of found) {
    (words[at] as TWord).listWord = true;
    drop.add(at);
    words.forEach((w, k) => {
      if (w.bracket !== bracket) return;
      w.inList = list.name;
      drop.add(k);
    });
  }
  return found.map((one) => one.list);
}

/** Words before "list" that say what kind of list it is, not its name ("a new list", "my word list"). */
const KIND_OF_LIST = /^(?:new|empty|whole|same|long|short|first|second|last|next|other|own|random|word|number|item|big|little|small|to|do|check|this|that|one)$/;

/**
 * The names a request gives its lists, as the child wrote them: the lists it declares under a name
 * ("a list called pets", "the list days: Mon, Tue") and a name said before "list" ("my shopping
 * list", "the Pupils list"), in the plan's spelling of list names. Reads copies of the words, so the request's words stay unmarked.
 */
export function listNamesGiven(words: readonly TWord[]): string[] {
  const declared = readLists(words.map((word) => ({ ...word }))).named;
  const before = words.flatMap((word, i) => {
    const name = words[i - 1];
    const det = words[i - 2];
    if (word.lemma !== "list" || !name || !det || !/^(?:a|an|the|my|our|your|his|her|their)$/.test(det.word)) return [];
    return ITEM(name) && name.number === undefined && !KIND_OF_LIST.test(name.word) ? [name.raw] : [];
  });
  return [...new Set([...declared, ...before])];
}

/** "one each 1 second", "each for 2 seconds", "one every 1 second": how long each item is said. */
function eachPace(words: readonly TWord[], at: number): { seconds: number; used: number[] } | undefined {
  let k = at;
  const used: number[] = [];
  if (words[k]?.word === "one" || (words[k]?.number === 1 && words[k]?.raw === "one")) used.push(k++);
  if (!/^(?:each|every)$/.test(words[k]?.word ?? "")) return undefined;
  used.push(k++);
  if (/^(?:for|lasting)$/.test(words[k]?.word ?? "")) used.push(k++);
  const seconds = words[k]?.number;
  if (seconds === undefined || words[k + 1]?.lemma !== "second") return undefined;
  used.push(k, k + 1);
  return { seconds, used };
}

/** The list a use names at `at` ("the list choices", "foods", "the list"), or the request's one list. */
function namedList(lists: Map<string, TList>, words: readonly TWord[], at: number): { list: TList; end: number } | undefined {
  let k = at;
  if (/^(?:the|a|my|its)$/.test(words[k]?.word ?? "")) k++;
  const listWord = words[k]?.lemma === "list";
  if (listWord) k++;
  if (/^(?:called|named)$/.test(words[k]?.word ?? "")) k++;
  const named = lists.get(words[k]?.raw ?? "");
  if (named) return { list: named, end: k + 1 };
  if (listWord && lists.size === 1) return { list: [...lists.values()][0] as TList, end: k };
  return undefined;
}

const onlyList = (lists: Map<string, TList>) => (lists.size === 1 ? ([...lists.values()][0] as TList) : undefined);

export const randomItem = (list: TList) => `(item (pick random (1) to (length of [${list.name} v])) of [${list.name} v])`;

/**
 * What is said from a list, read at `from`: "a random one (from the list choices)", "the length of
 * foods", "how many items are in foods". The reporter and where its words end.
 */
export function listReporter(lists: Map<string, TList>, words: readonly TWord[], from: number): { reporter: string; end: number; says: string; list: TList } | undefined {
  if (lists.size === 0) return undefined;
  let k = from;
  if (/^(?:a|one)$/.test(words[k]?.word ?? "") || (words[k]?.number === 1 && words[k]?.raw === "one")) k++;
  if (words[k]?.word === "random") {
    k++;
    if (!(HOLDS.test(words[k]?.word ?? "") || (words[k]?.number === 1 && words[k]?.raw === "one"))) return undefined;
    k++;
    if (/^(?:from|of|in)$/.test(words[k]?.word ?? "")) {
      const named = namedList(lists, words, k + 1);
      if (named) return { reporter: randomItem(named.list), end: named.end, says: `a random one from ${named.list.name}`, list: named.list };
    }
    const only = onlyList(lists);
    return only ? { reporter: randomItem(only), end: k, says: `a random one from ${only.name}`, list: only } : undefined;
  }
  k = from;
  if (words[k]?.word === "the") k++;
  if (/^(?:length|size)$/.test(words[k]?.word ?? "") && words[k + 1]?.word === "of") {
    const named = namedList(lists, words, k + 2);
    if (named) return { reporter: `(length of [${named.list.name} v])`, end: named.end, says: `the length of ${named.list.name}`, list: named.list };
  }
  if (/^(?:number|count)$/.test(words[k]?.word ?? "") && words[k + 1]?.word === "of") {
    const named = namedList(lists, words, k + 2);
    if (named) return { reporter: `(length of [${named.list.name} v])`, end: named.end, says: `the length of ${named.list.name}`, list: named.list };
  }
  return undefined;
}

/**
 * "says the days (from the list days), one each 1 second": every item in turn, counted by a
 * variable `item number`. The steps and where the words end.
 */
export function saysEachItem(lists: Map<string, TList>, words: readonly TWord[], from: number, to: number): { steps: TStep[]; says: string; used: number[]; list: TList } | undefined {
  if (lists.size === 0) return undefined;
  const used: number[] = [];
  let k = from;
  if (/^(?:all|each|every)$/.test(words[k]?.word ?? "")) used.push(k++);
  if (words[k]?.word === "of") used.push(k++);
  if (/^(?:the|its|all)$/.test(words[k]?.word ?? "")) used.push(k++);
  let list = lists.get(words[k]?.raw ?? "");
  if (list === undefined && /^(?:items|names|words|things)$/.test(words[k]?.word ?? "")) list = onlyList(lists);
  if (list === undefined) return undefined;
  used.push(k++);
  if (/^(?:from|of|in)$/.test(words[k]?.word ?? "")) {
    const named = namedList(lists, words, k + 1);
    if (named && named.list === list) {
      for (let u = k; u < named.end; u++) used.push(u);
      k = named.end;
    }
  }
  // the pace may follow right here (", one each 1 second") or with the list's items
  let seconds = list.each;
  const pace = eachPace(words, words[k]?.mark === "," ? k + 1 : k);
  if (pace && k < to) {
    seconds = pace.seconds;
    used.push(...pace.used);
  }
  const steps: TStep[] = [
    { kind: "block", text: "set [item number v] to (1)" },
    { kind: "repeat", times: list.items.length, body: [{ kind: "block", text: `say (item (item number) of [${list.name} v]) for (${seconds ?? 2}) seconds` }, { kind: "block", text: "change [item number v] by (1)" }] },
  ];
  if (list.items.length === 0) steps[1] = { kind: "until", condition: { text: `<(item number) > (length of [${list.name} v])>`, words: `every item of ${list.name} is said` }, body: (steps[1] as Extract<TStep, { kind: "repeat" }>).body };
  return { steps, says: `says each item of ${list.name}${seconds !== undefined ? `, ${seconds} second${seconds === 1 ? "" : "s"} each` : ""}`, used, list };
}

/** "adds each answer to the list foods", "puts it in names", "stores the answer in foods": the answer added to a list. */
export function addsToList(lists: Map<string, TList>, words: readonly TWord[], at: number, to: number): { step: TStep; says: string; end: number; list: TList } | undefined {
  if (lists.size === 0 || !/^(?:add|put|store|save|keep|insert|append)$/.test(words[at]?.lemma ?? "")) return undefined;
  let k = at + 1;
  if (/^(?:each|every|the|their|his|her|your|my)$/.test(words[k]?.word ?? "")) k++;
  if (!/^(?:answer|answers|it|them|that|reply|name|word|guess)$/.test(words[k]?.word ?? "")) return undefined;
  k++;
  if (!/^(?:to|in|into|on)$/.test(words[k]?.word ?? "")) return undefined;
  const named = namedList(lists, words, k + 1) ?? (words[k + 1]?.word === "the" && words[k + 2]?.lemma === "list" ? { list: onlyList(lists), end: k + 3 } : undefined);
  if (!named?.list || named.end > to) return undefined;
  return { step: { kind: "block", text: `add (answer) to [${named.list.name} v]` }, says: `adds the answer to ${named.list.name}`, end: named.end, list: named.list };
}

/**
 * "asks for three favourite foods and adds each answer to the list foods": one question for each
 * of them, each answer added. A script's `ask [Three favourite foods?]` followed by adding the
 * answer becomes a loop of that many questions.
 */
export function askEachOfCount(steps: TStep[]): { asked: string; now: string } | undefined {
  let changed: { asked: string; now: string } | undefined;
  for (let k = 0; k < steps.length - 1; k++) {
    const ask = steps[k];
    const add = steps[k + 1];
    if (ask?.kind !== "block" || add?.kind !== "block" || !/^add \(answer\) to \[/.test(add.text)) continue;
    const m = /^ask \[(?:for )?(\w+) (.+?)\??\] and wait$/i.exec(ask.text);
    const count = m ? COUNTS[(m[1] as string).toLowerCase()] ?? Number(m[1]) : NaN;
    if (!m || !Number.isInteger(count) || count < 2 || count > 20) continue;
    const thing = (m[2] as string).replace(/ies$/, "y").replace(/([^s])s$/, "$1");
    const question = /^ask \[(.*)\] and wait$/.exec(ask.text)?.[1] ?? "";
    steps.splice(k, 2, { kind: "repeat", times: count, body: [{ kind: "block", text: `ask [What is a ${thing}?] and wait` }, add] });
    changed = { asked: `asks "${question}"`, now: `asks "What is a ${thing}?" ${count} times` };
  }
  for (const step of steps) {
    const inner = step.kind === "repeat" || step.kind === "forever" || step.kind === "until" ? [step.body] : step.kind === "if" ? [step.then, ...(step.else ? [step.else] : [])] : [];
    for (const body of inner) changed = askEachOfCount(body) ?? changed;
  }
  return changed;
}

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** A list reporter in a child's words, for the script's comment: "a random one from names", "the length of foods". */
export function saidFromList(reporter: string): string | undefined {
  const random = /^\(item \(pick random \(1\) to \(length of \[(.+?) v\]\)\) of \[.+? v\]\)$/.exec(reporter);
  if (random) return `a random one from ${random[1]}`;
  const length = /^\(length of \[(.+?) v\]\)$/.exec(reporter);
  if (length) return `the length of ${length[1]}`;
  const item = /^\(item \((\w+)\) of \[(.+?) v\]\)$/.exec(reporter);
  if (item) return `the ${item[1]} item of ${item[2]}`;
  return undefined;
}
