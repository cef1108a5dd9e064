import type { TCharacter, TPlan, TScriptPlan, TStep } from "./plan.types";
import type { TWord } from "./plan.words";
import { readPlan } from "./plan.read";
import { backdropSwitch, wordsAsText } from "./plan.project-scope";

/**
 * A clicker game on the child's own details (issue 26): the thing clicked ("click the Coin"), the
 * variable it counts ("coins go up 1", "+1 pizzas", "10 points for each click"; the score when the
 * child names none), how much a click gives, what a click does besides ("gets 5 bigger", "says how
 * many clicks"), and the milestones the child sets: "every 10 coins the Coin gets bigger" (a check
 * in the click script on the count mod 10) and "at 50 cookies it says ..." / "once score is over
 * 100 ..." (the flag script waits for it once). What a milestone does is read by the plan reader
 * like any other sentence. A part the clicker cannot place is in the plan's `leftOut`; a clicker
 * with a shop, an upgrade or income by itself is not built this way (`buildsClicker`).
 */

const b = (text: string): TStep => ({ kind: "block", text });

/** Words of a click on the clicked thing. */
const CLICK = /^(?:click|clicks|clicked|clicking|tap|taps|tapped|tapping|press|presses)$/;

/** Words of what a count is kept in, never a variable of its own. */
const NOT_A_COUNT = /^(?:seconds?|secs?|steps?|times?|degrees?|bigger|smaller|percent|beats?|pixels?|players?|years?|year|old|grade|sprites?)$/;

/** The parts of a clicker this project does not build: a shop, an upgrade, something bought, points that come by themselves. */
const NOT_BUILT = /^(?:shop|upgrade|upgrades|costs?|buy|buys|bought|price|golden|grandma|oven|itself|automatically|sometimes|power|multiplier)$/;

/** A clicker the project builds: the request names a clicker and none of the parts it leaves to the library. */
export function buildsClicker(words: readonly TWord[]): boolean {
  return words.some((w) => /^clickers?$/.test(w.word)) && !words.some((w) => NOT_BUILT.test(w.word));
}

/** The variable a counted noun names: points are the score, anything else its plural ("1 cookie": cookies). */
function countedIn(noun: TWord): string {
  if (/^(?:points?|score)$/.test(noun.word)) return "score";
  return noun.word.endsWith("s") ? noun.word : `${noun.word}s`;
}

const isCount = (w: TWord | undefined): w is TWord => w !== undefined && w.mark === undefined && w.number === undefined && w.quote === undefined && (w.isNoun || /^(?:points?|score|coins?|cookies?|clicks?)$/.test(w.word)) && !NOT_A_COUNT.test(w.word) && !/^(?:it|you|u|me|them|the|a|an|each|every|my|your|his|her|our|their|its)$/.test(w.word);

/** A milestone: "every 10 coins" (each time the count passes a multiple), "at 50 cookies", "once score is over 100". */
interface TMilestone {
  every: boolean;
  value: number;
  /** ">" for "over", "more than"; "=" for "at", "reaches", "when you have". */
  compare: ">" | "=";
  /** The words of the milestone itself, which only this project reads. */
  from: number;
  to: number;
  /** What happens then, in the child's words. */
  action: TWord[];
  /** The counted noun the milestone says ("coins"), when it says one. */
  noun?: TWord;
}

const isEnd = (w: TWord | undefined) => w === undefined || (w.mark !== undefined && w.mark !== ",");

/** The words from `at` to the end of its sentence (a stop, "!", "?" or ";"). */
function toSentenceEnd(words: readonly TWord[], at: number): number {
  let end = at;
  while (end < words.length && !isEnd(words[end])) end++;
  return end;
}

/** The milestones the child sets, each with its action (after it in its sentence, else before it in its clause). */
function milestones(words: readonly TWord[]): TMilestone[] {
  const found: TMilestone[] = [];
  words.forEach((w, i) => {
    let value: number | undefined;
    let compare: ">" | "=" = "=";
    let every = false;
    let to = i;
    let noun: TWord | undefined;
    const next = words[i + 1];
    if (/^(?:every|each)$/.test(w.word) && next?.number !== undefined && isCount(words[i + 2])) {
      // "every 10 coins"
      ({ number: value } = next);
      every = true;
      noun = words[i + 2];
      to = i + 3;
    } else if (/^(?:at|after)$/.test(w.word) && next?.number !== undefined && isCount(words[i + 2])) {
      // "at 50 cookies", "after 50 cookies"
      ({ number: value } = next);
      noun = words[i + 2];
      to = i + 3;
    } else if (w.word === "have" && /^(?:you|u|i|we)$/.test(words[i - 1]?.word ?? "") && next?.number !== undefined) {
      // "when you have 20 donuts"
      ({ number: value } = next);
      noun = isCount(words[i + 2]) ? words[i + 2] : undefined;
      to = noun ? i + 3 : i + 2;
    } else if (/^(?:once|when|whenever|if)$/.test(w.word) && isCount(next)) {
      // "once score is over 100", "when coins reaches 50", "when score = 30"
      let k = i + 2;
      if (/^(?:is|gets|goes|has)$/.test(words[k]?.word ?? "")) k++;
      if (/^(?:over|above|more|greater|bigger)$/.test(words[k]?.word ?? "")) {
        compare = ">";
        k++;
        if (words[k]?.word === "than") k++;
      } else if (/^(?:reaches|reach|hits|to|at)$/.test(words[k]?.word ?? "")) k++;
      if (words[k]?.number === undefined) return;
      ({ number: value } = words[k] as TWord);
      noun = next;
      to = k + 1;
    }
    if (value === undefined || value <= 0) return;
    // "once" and "when" open the milestone: its own word is part of it
    const from = /^(?:once|when|whenever|if)$/.test(words[i - 1]?.word ?? "") || (w.word === "have" && /^(?:when|once|if)$/.test(words[i - 2]?.word ?? "")) ? (w.word === "have" ? i - 2 : i - 1) : w.word === "have" ? i - 1 : i;
    let end = toSentenceEnd(words, to);
    let action = words.slice(words[to]?.mark === "," ? to + 1 : to, end);
    // "and the game says "New record!" once score is over 100": the action before it, back to the clause's start
    if (action.length === 0) {
      let start = from;
      while (start > 0 && words[start - 1]?.mark === undefined && words[start - 1]?.word !== "and") start--;
      action = words.slice(start, from);
      end = to;
      found.push({ every, value, compare, from: start, to: end, action, ...(noun ? { noun } : {}) });
      return;
    }
    found.push({ every, value, compare, from, to: end, action, ...(noun ? { noun } : {}) });
  });
  return found;
}

/** How much a click gives and what it counts in ("gives 10 points for each click instead of 1", "coins go up 1", "+1 pizzas", "adds 1 to clicks"). */
function clickGives(words: readonly TWord[], skip: ReadonlySet<number>): { amount?: number; variable?: string; insteadOf?: number; used?: number[] } {
  const at = words.findIndex((w, i) => w.word === "instead" && words[i + 1]?.word === "of" && words[i + 2]?.number !== undefined);
  const insteadOf = at >= 0 ? words[at + 2]?.number : undefined;
  const given = givenByClick(words, skip);
  return insteadOf !== undefined ? { ...given, insteadOf } : given;
}

function givenByClick(words: readonly TWord[], skip: ReadonlySet<number>): { amount?: number; variable?: string; used?: number[] } {
  // the sentences that speak of the click first ("each click adds 1 to clicks"), then the rest ("for my 5 year old" is no amount)
  const sentences: number[][] = [[]];
  words.forEach((w, i) => (isEnd(w) ? sentences.push([]) : (sentences[sentences.length - 1] as number[]).push(i)));
  const ofClick = sentences.filter((one) => one.some((i) => CLICK.test(words[i]?.word ?? "")));
  for (const sentence of [...ofClick, ...sentences.filter((one) => !ofClick.includes(one))]) {
    const found = givenIn(words, skip, sentence);
    if (found.amount !== undefined) return found;
  }
  return {};
}

function givenIn(words: readonly TWord[], skip: ReadonlySet<number>, sentence: readonly number[]): { amount?: number; variable?: string; used?: number[] } {
  for (const i of sentence) {
    const w = words[i] as TWord;
    if (skip.has(i) || w.number === undefined || w.quote !== undefined) continue;
    // "instead of 1": the number the child does not want
    if (words[i - 1]?.word === "of" && words[i - 2]?.word === "instead") continue;
    const next = words[i + 1];
    if (next && /^(?:seconds?|secs?|bigger|smaller|steps?|times?|degrees?)$/.test(next.word)) continue;
    // "adds 1 to clicks"
    const target = words[i + 2];
    if (next?.word === "to" && /^(?:adds?|add)$/.test(words[i - 1]?.word ?? "") && target !== undefined && target.mark === undefined && target.number === undefined && !/^(?:the|a|an|my|it|its)$/.test(target.word)) return { amount: w.number, variable: target.raw, used: [i - 1, i, i + 1, i + 2] };
    // "one boy": a count of people, never what a click gives
    if (w.raw === "one" && !isCount(next)) continue;
    if (w.raw === "one" && /^(?:boy|girl|kid|child|player|person|pupil|student)s?$/.test(next?.word ?? "")) continue;
    // "10 points", "1 cookie", "+1 pizzas"
    if (isCount(next)) return { amount: w.number, variable: countedIn(next), used: [i, i + 1] };
    // "score +1", "coins go up 1", "coins go up by 1"
    let k = i - 1;
    if (words[k]?.word === "by") k--;
    if (words[k]?.word === "up" && /^(?:go|goes|going)$/.test(words[k - 1]?.word ?? "")) k -= 2;
    if (isCount(words[k]) && !CLICK.test((words[k] as TWord).word)) return { amount: w.number, variable: countedIn(words[k] as TWord), used: Array.from({ length: i - k + 1 }, (_, n) => k + n) };
  }
  return {};
}

/** The clicked thing: the one named after a click ("click the Coin", "each click on the Gem"), else the first named, else what the clicker is of ("a pizza clicker", "with a Donut"). */
function clickedThing(words: readonly TWord[], names: readonly string[]): string {
  const named = (w: TWord | undefined) => (w === undefined ? undefined : names.find((name) => name.toLowerCase() === w.word));
  for (let i = 0; i < words.length; i++) {
    if (!CLICK.test((words[i] as TWord).word)) continue;
    let k = i + 1;
    while (/^(?:on|the|a|an|my|it)$/.test(words[k]?.word ?? "")) k++;
    const name = named(words[k]);
    if (name) return name;
  }
  // a name the child wrote with a capital ("the Star") before one the reader made of a plain word ("the rules")
  const capital = (name: string) => words.some((w) => w.word === name.toLowerCase() && w.name !== undefined);
  const first = names.find((name) => capital(name)) ?? names.find((name) => !/^(?:score|points?|clicker|game|rules?)$/i.test(name));
  if (first) return first;
  const at = words.findIndex((w) => /^clickers?$/.test(w.word));
  const before = words[at - 1];
  if (before && before.isNoun && before.mark === undefined && !/^(?:a|an|the|my|game)$/.test(before.word)) return `${before.word.charAt(0).toUpperCase()}${before.word.slice(1)}`;
  const withA = words.findIndex((w, i) => /^(?:with|its|it's|is)$/.test(w.word) && /^(?:a|an)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.isNoun === true);
  const thing = words[withA + 2];
  if (withA >= 0 && thing) return `${thing.word.charAt(0).toUpperCase()}${thing.word.slice(1)}`;
  return "Button";
}

/** "size -5 then +5", "size: -5, +5": the signed numbers said right after "size", with where they are. */
function sizeChanges(free: readonly (TWord | undefined)[]): { changes: number[]; at: number[] } {
  const at = free.findIndex((w, i) => w?.word === "size" && free[i + 1]?.number !== undefined && /^[-+]/.test(free[i + 1]?.raw ?? ""));
  if (at < 0) return { changes: [], at: [] };
  const changes: number[] = [];
  const places: number[] = [];
  for (let i = at + 1; i < Math.min(free.length, at + 6); i++) {
    const word = free[i];
    if (word?.number !== undefined && /^[-+]/.test(word.raw)) {
      changes.push(word.number);
      places.push(i);
    } else if (!/^(?:then|and|,)$/.test(word?.raw ?? "")) break;
  }
  return { changes, at: [at, ...places] };
}

/** What a click does besides counting: "gets 5 bigger", "gets bigger by 10", "then smaller again", "says how many clicks", "says the score". */
function clickExtras(words: readonly TWord[], skip: ReadonlySet<number>, variable: string): { steps: TStep[]; says: string[]; used: number[] } {
  const steps: TStep[] = [];
  const says: string[] = [];
  const used: number[] = [];
  const free = words.map((w, i) => (skip.has(i) ? undefined : w));
  // the child's order and numbers: "gets smaller by 2 and then bigger by 2 again" shrinks first
  const bigger = free.findIndex((w) => w !== undefined && /^(?:bigger|grows?|larger)$/.test(w.word));
  const smaller = free.findIndex((w) => w !== undefined && /^(?:smaller|shrinks?)$/.test(w.word));
  const sizeBy = (at: number) => free[at - 1]?.number ?? (free[at + 1]?.word === "by" ? free[at + 2]?.number : free[at + 1]?.number);
  const back = free.some((w) => w !== undefined && w.word === "back");
  // "(size -5 then +5)": the child's own size changes, signed and in order, say what "smaller and back" means
  const sized = sizeChanges(free);
  if (sized.changes.length > 0) {
    const [first, ...rest] = sized.changes as [number, ...number[]];
    steps.push(b(`change size by (${first})`));
    for (const change of rest) steps.push(b("wait (0.1) seconds"), b(`change size by (${change})`));
    says.push(`changes size by ${sized.changes.join(" then ")}`);
    used.push(...sized.at, ...[bigger, smaller].filter((at) => at >= 0));
  } else if (bigger >= 0 || smaller >= 0) {
    const growsFirst = smaller < 0 || (bigger >= 0 && bigger < smaller);
    const first = growsFirst ? bigger : smaller;
    const second = growsFirst ? smaller : bigger;
    const by = Math.abs(sizeBy(first) ?? 10);
    steps.push(b(`change size by (${growsFirst ? by : -by})`));
    says.push(`gets ${by} ${growsFirst ? "bigger" : "smaller"}`);
    used.push(first);
    if (second >= 0 || back) {
      const again = Math.abs((second >= 0 ? sizeBy(second) : undefined) ?? by);
      steps.push(b("wait (0.1) seconds"), b(`change size by (${growsFirst ? -again : again})`));
      says.push(second >= 0 && again !== by ? `then ${again} ${growsFirst ? "smaller" : "bigger"}` : "and back");
      if (second >= 0) used.push(second);
    }
  }
  const sayAt = free.findIndex((w, i) => w !== undefined && /^(?:says?|shows?|tells?)$/.test(w.word) && free[i + 1]?.quote === undefined && (free.slice(i + 1, i + 4).some((next) => next !== undefined && (/^(?:many|much|score|clicks?|total)$/.test(next.word) || next.word === variable.toLowerCase()))));
  if (sayAt >= 0) {
    steps.push(b(`say (${variable})`));
    says.push(`and says ${variable}`);
  }
  return { steps, says, used };
}

/** The sprite that does what a milestone says: its subject when it names one, the clicked thing when it says "it", "the game" or nobody. */
function actionText(action: readonly TWord[], clicked: string): string {
  const first = action[0];
  if (first === undefined) return "";
  const rest = action.slice(/^(?:it|he|she|the)$/.test(first.word) ? (first.word === "the" && /^(?:game|clicker|program)$/.test(action[1]?.word ?? "") ? 2 : first.word === "the" ? 0 : 1) : 0);
  const subject = rest[0]?.isVerb || /^(?:says?|gets?|plays?|changes?|switches?|turns?|grows?|shows?)$/.test(rest[0]?.word ?? "") ? `the ${clicked} ` : "";
  return `${subject}${wordsAsText(rest)}`;
}

/** A clicker game built on the child's details; its `leftOut` holds what it could not place. */
export function clickerProject(words: readonly TWord[], names: readonly string[]): TPlan {
  const clicked = clickedThing(words, names);
  const marks = milestones(words);
  const skip = new Set(marks.flatMap((mark) => Array.from({ length: mark.to - mark.from }, (_, k) => mark.from + k)));
  const called = words.findIndex((w, i) => w.word === "variable" && /^(?:called|named)$/.test(words[i + 1]?.word ?? ""));
  const gives = clickGives(words, skip);
  const noun = marks.find((mark) => mark.noun !== undefined)?.noun;
  const variable = (called >= 0 ? words[called + 2]?.raw : undefined) ?? gives.variable ?? (noun ? countedIn(noun) : undefined) ?? "score";
  const amount = gives.amount ?? 1;
  const startAt = words.findIndex((w, i) => w.word === variable.toLowerCase() && /^(?:starts?|begins?)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.word === "at" && words[i + 3]?.number !== undefined);
  const start = startAt >= 0 ? (words[startAt + 3]?.number as number) : 0;
  const extras = clickExtras(words, skip, variable);
  const leftOut: string[] = [];
  const others = new Map<string, TCharacter>();
  const clickSteps: TStep[] = [b(`change [${variable} v] by (${amount})`), ...extras.steps];
  const flagSteps: TStep[] = [b(`set [${variable} v] to (${start})`), b(`show variable [${variable} v]`)];
  const flagSays: string[] = [];
  const clickSays: string[] = [];
  for (const mark of marks) {
    // "when cookies is 50 the backdrop changes to Party": the child's backdrop, by its name
    const backdrop = backdropSwitch(mark.action);
    const action = backdrop ? backdrop.rest : mark.action;
    const read = action.some((w) => w.mark === undefined) ? readPlan(actionText(action, clicked)) : { plan: { leftOut: [], characters: [] } };
    leftOut.push(...read.plan.leftOut);
    const steps: TStep[] = backdrop ? [b(backdrop.block)] : [];
    for (const character of read.plan.characters) {
      const own = character.name === clicked || character.name === "Sprite1" || /^(?:game|clicker)$/i.test(character.name);
      for (const one of character.scripts) {
        if (one.trigger.kind !== "flag") leftOut.push(one.says.replace(/^[^:]*: /, ""));
        else if (own) steps.push(...one.steps);
        else {
          // another character's part: it hears the milestone as a message
          const message = `${variable} ${mark.value}`;
          steps.push(b(`broadcast [${message} v]`));
          const other = others.get(character.name) ?? { name: character.name, scripts: [] };
          other.scripts.push({ ...one, trigger: { kind: "message", name: message }, says: one.says.replace(/^[^:]*:/, `When ${variable} reaches ${mark.value}:`) });
          others.set(character.name, other);
        }
      }
      if (character.scripts.length === 0 && !own) leftOut.push(`what the ${character.name} does`);
    }
    if (steps.length === 0) {
      leftOut.push(wordsAsText(mark.action));
      continue;
    }
    const said = [...(backdrop ? [`changes the backdrop to ${backdrop.block.replace(/^switch backdrop to \((.+) v\)$/, "$1")}`] : []), ...read.plan.characters.flatMap((character) => character.scripts.map((one) => one.says.replace(/^[^:]*: /, "")))].join(", ");
    if (mark.every) {
      clickSteps.push({ kind: "if", condition: { text: `<((${variable}) mod (${mark.value})) = (0)>`, words: `every ${mark.value} ${variable}` }, then: steps });
      clickSays.push(`every ${mark.value} ${variable} it ${said}`);
      continue;
    }
    // "at 50" when each click lands on it exactly; "over 100" and a count that can jump past it: once it is past
    const exact = mark.compare === "=" && (mark.value - start) % amount === 0;
    const condition = exact ? { text: `<(${variable}) = (${mark.value})>`, words: `${variable} is ${mark.value}` } : { text: `<(${variable}) > (${mark.compare === ">" ? mark.value : mark.value - 1})>`, words: `${variable} is ${mark.compare === ">" ? "over" : "at least"} ${mark.value}` };
    flagSteps.push(b(`wait until ${condition.text}`), ...steps);
    flagSays.push(`when ${condition.words}, ${said}`);
  }
  const scripts: TScriptPlan[] = [
    { trigger: { kind: "flag" }, says: `When the green flag is clicked: sets ${variable} to ${start} and shows it${flagSays.length > 0 ? `; ${flagSays.join("; ")}` : ""}`, steps: flagSteps },
    // "10 instead of 1": the number the child changed is said in the comment, so the child sees the rule was changed
    { trigger: { kind: "click" }, says: `When you click the ${clicked}: adds ${amount} to ${variable}${gives.insteadOf !== undefined ? ` (instead of ${gives.insteadOf})` : ""}${extras.says.length > 0 ? `, ${extras.says.join(" ")}` : ""}${clickSays.length > 0 ? `; ${clickSays.join("; ")}` : ""}`, steps: clickSteps },
  ];
  const characters = [{ name: clicked, scripts }, ...others.values()];
  // the words the clicker read itself (the milestones, "coins go up 1") are its own: the reader's reading of them is not asked again
  const read = new Set([...skip, ...(gives.used ?? [])]);
  leftOut.push(...unplacedScripts(words.filter((_, i) => !read.has(i)), characters));
  return { characters, variables: [{ name: variable, start }], lists: [], stageScripts: [], leftOut: [...new Set(leftOut)] };
}

const blocksOf = (steps: readonly TStep[]): string[] =>
  steps.flatMap((step) => (step.kind === "block" ? [step.text] : step.kind === "if" ? [...blocksOf(step.then), ...blocksOf(step.else ?? [])] : blocksOf(step.body)));

/** Blocks the clicker does its own way: the count, the size and showing the count (the reader often reads "coins go up 1" as a move). */
const THE_CLICKERS = /^(?:set|change) \[[^\]]+ v\] (?:to|by) |^(?:change|set) size |^show variable /;

/**
 * The scripts the plan reader read in the request that do something the clicker does not ("makes
 * a clone of the Coin that goes to a random place"): each is named as left out, never dropped.
 */
function unplacedScripts(words: readonly TWord[], characters: readonly TCharacter[]): string[] {
  const built = new Set(characters.flatMap((character) => character.scripts.flatMap((one) => blocksOf(one.steps))));
  const { plan } = readPlan(wordsAsText(words));
  return [...plan.characters.flatMap((character) => character.scripts), ...plan.stageScripts]
    .filter((one) => blocksOf(one.steps).some((block) => !THE_CLICKERS.test(block) && !built.has(block)))
    .map((one) => one.says.replace(/^[^:]*: /, ""));
}

/** Words a clicker does: a part of the request made only of them (and its numbers) is built. */
export const CLICKER_WORDS = ["hack", "remix", "rules", "our", "my", "clicker", "click", "clicks", "clicked", "clicking", "each", "every", "time", "you", "u", "get", "gets", "gives", "give", "point", "points", "score", "up", "go", "goes", "adds", "add", "to", "for", "at", "after", "once", "when", "over", "more", "than", "reaches", "have", "instead", "of", "game", "it", "bigger", "smaller", "size", "back", "then", "so", "far", "many", "how"];
