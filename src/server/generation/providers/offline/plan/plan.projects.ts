import { artForName } from "../../../../../blocks";
import type { TCharacter, TPlan, TScriptPlan, TStep } from "./plan.types";
import { quoteAsBlockText, type TWord } from "./plan.words";
import { keyPairs } from "./plan.keys";
import { listNamesGiven, readLists } from "./plan.lists";
import { keysOf } from "../offline.coverage";
import { countFrom } from "./plan.child-count";
import { hidingRounds, platformGoal, seekerCount, sentBackBy, stepsMoved, type TRounds } from "./plan.projects-details";
import { ARCADE_WORDS, arcadeGame } from "./plan.arcade";
import { turnedAwayWords } from "../offline.not-the-classic";
import { COLOURS, SOUND_VERBS } from "./plan.vocabulary";
import { drawsShapes, PEN_SHAPE_WORDS, penShapes } from "./plan.pen-shapes";
import { buildsCountdown, COUNTDOWN_WORDS, countdownProject } from "./plan.countdown";
import { buildsClicker, CLICKER_WORDS, clickerProject } from "./plan.clicker";
import { keepsAnswersInList, LIST_MEMORY_WORDS, listMemoryProject } from "./plan.list-memory";
import { asksFromTwoLists, LIST_QUIZ_WORDS, listQuizProject } from "./plan.list-quiz";

/**
 * Classic first projects written as plans (issue 26), compiled by the same compiler as every
 * other request: whack-a-mole, dice, virtual pet, hide and seek, pong for two players, a racing
 * game with a finish line and a lap timer, dress-up, a beat maker, a walking animation and a
 * platformer. Each is whole and playable; its characters take the child's names when the request
 * gives them. Contact is `touching`, the block a child meets in every tutorial (the vm tests work
 * it out from the sprites' distance, as no stage is drawn in Node; decision 790). (The older
 * classic games, pong for one, catch, chase, maze, snake, flappy and the shooter, are still in
 * recipes/, with contact as `distance to`.)
 */

const b = (text: string): TStep => ({ kind: "block", text });
const forever = (...body: TStep[]): TStep => ({ kind: "forever", body });
const when = (text: string, words: string, then: TStep[], otherwise?: TStep[]): TStep => ({ kind: "if", condition: { text, words }, then, ...(otherwise ? { else: otherwise } : {}) });
const script = (trigger: TScriptPlan["trigger"], says: string, ...steps: TStep[]): TScriptPlan => ({ trigger, says, steps });
const flag = { kind: "flag" } as const;
const click = { kind: "click" } as const;

interface TProjectRequest {
  words: TWord[];
  /** The characters the child named, in order ("Cat", "Fish"). */
  names: string[];
  /** Every word of the request, what the reader set aside included ("a list called Pupils"); none when not given. */
  all?: readonly TWord[];
  /** The request as typed, for values its words cannot give back ("2+2?" reads as 2 2); none when not given. */
  prompt?: string;
}

type TProjectBuilder = (request: TProjectRequest) => TPlan;

const plan = (characters: TCharacter[], variables: TPlan["variables"] = [], stageScripts: TScriptPlan[] = []): TPlan => ({ characters, variables, lists: [], stageScripts, leftOut: [] });
const has = (request: TProjectRequest, ...wanted: string[]) => request.words.some((w) => wanted.includes(w.lemma) || wanted.includes(w.word));

/** Words of an ending the child gives the game ("game over at 50 points", "you win"). */
const OWN_ENDING = /^(?:over|win|won|lose|lost|ends|end)$/;

/**
 * How long the round lasts, in seconds: the child's time ("the game lasts 20 seconds", "after 1
 * minute"); none when the child gives the game another ending ("the game is over at 50 points"),
 * which a round of its own would cut short; else the classic 30-second round.
 */
function gameLength(request: TProjectRequest): number | undefined {
  const { words } = request;
  const times = words.flatMap((w, i) => (w.number !== undefined && /^(?:second|seconds|sec|secs|minute|minutes)$/.test(words[i + 1]?.word ?? "") && !/^every$/.test(words[i - 1]?.word ?? "") ? [i] : []));
  // "shows for 1 second and hides for 1 second ... the game stops after 30 seconds": a time of the pop-up is not the round's
  const ofTheRound = times.find((i) => /^(?:after|lasts?|in)$/.test(words[i - 1]?.word ?? "") || !clauseOf(words, i).some((w) => POP_UP.test(w.lemma)));
  // (every time said is the pop-up's: the round is the classic one)
  const at = ofTheRound ?? -1;
  if (at >= 0) return (words[at]?.number as number) * (/^minute/.test(words[at + 1]?.word ?? "") ? 60 : 1);
  // a round nobody asked for: the classic's 30 seconds only for a game asked for with no steps of the child's
  return words.some((w) => OWN_ENDING.test(w.word)) || moleCycle(words).spelled || clickSaid(words) !== undefined ? undefined : 30;
}

/**
 * The child's own click on the mole ("when i click it hits +1 and it plays a sound"): the words of
 * the clause that clicks it, when that clause does something; none when the child says no click.
 */
function clickSaid(words: readonly TWord[]): TWord[] | undefined {
  // ("whack a mole" is the game's name, no click)
  const at = words.findIndex((w, i) => (CLICKED.test(w.word) || CLICKED.test(w.lemma)) && !/^(?:a|the|mole|moles)$/.test(words[i + 1]?.word ?? ""));
  if (at < 0) return undefined;
  const end = words.findIndex((w, i) => i > at && /^[.!?;]$/.test(w.mark ?? ""));
  const rest = words.slice(at + 1, end < 0 ? words.length : end);
  return rest.some((w) => w.number !== undefined || /^(?:hide|hides|hidden|disappear|disappears|sound|point|points|score|scores|say|says|plays?)$/.test(w.word)) ? rest : undefined;
}

/** Verbs of the mole's pop-up, whose times are its own and not the round's. */
const POP_UP = /^(?:show|hide|pop|appear|disappear|stay|wait|up|down)$/;

/** The words of the clause (between marks) that holds word `at`. */
function clauseOf(words: readonly TWord[], at: number): TWord[] {
  let from = at;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  let to = at;
  while (to < words.length - 1 && words[to + 1]?.mark === undefined) to++;
  return words.slice(from, to + 1);
}

/** A click on the mole: "clicking it", "each whack", "when you tap it". */
const CLICKED = /^(?:click|clicking|clicked|whack|hit|tap)$/;

/**
 * "hides for 1 second": how long the mole stays down, when the child says it; `onClick` when the
 * clause is the click's ("clicking it gives +1 and it hides for 0.5 seconds"): it hides that long
 * when clicked, then shows again.
 */
function moleDown(words: readonly TWord[]): { seconds: number; onClick: boolean } | undefined {
  const hides = words.findIndex((w, i) => /^(?:hide|disappear)$/.test(w.lemma) && words[i + 1]?.word === "for" && words[i + 2]?.number !== undefined);
  return hides >= 0 ? { seconds: words[hides + 2]?.number as number, onClick: clauseOf(words, hides).some((w) => CLICKED.test(w.word) || CLICKED.test(w.lemma)) } : undefined;
}

/** "the Mole shows ...", "hides and shows": the child's pop-up says the mole hides or shows, outside the click. */
const popUpShows = (words: readonly TWord[]) => words.some((w, i) => /^(?:show|hide|pop|appear|disappear)$/.test(w.lemma) && !clauseOf(words, i).some((c) => CLICKED.test(c.word) || CLICKED.test(c.lemma)));

/** The mole: the named character that pops up ("the Mole shows ..."), one called Mole, else the first named. */
function moleName(words: readonly TWord[], names: readonly string[]): string | undefined {
  const pops = names.find((name) => words.some((w, i) => w.word === name.toLowerCase() && /^(?:show|pop|appear|peek|jump|come)$/.test(words[i + 1]?.lemma ?? "")));
  // "the Mongoose goes to a random position and shows": the one that goes somewhere random
  const goes = names.find((name) => words.some((w, i) => w.word === name.toLowerCase() && /^go$/.test(words[i + 1]?.lemma ?? "") && words.slice(i + 2, i + 6).some((one) => one.word === "random")));
  if (pops === undefined && goes !== undefined) return goes;
  return pops ?? names.find((name) => /mole/i.test(name)) ?? names[0];
}

/**
 * How long the mole stays up, and whether the child spelled its pop-up out ("show, wait 1, hide",
 * "pops up every 2 seconds"): a pop-up spelled out is the child's cycle alone, with no random pause.
 */
function moleCycle(words: readonly TWord[]): { up: number; spelled: boolean } {
  const wait = words.findIndex((w, i) => w.word === "wait" && words[i + 1]?.number !== undefined);
  if (wait >= 0) return { up: words[wait + 1]?.number as number, spelled: words.some((w) => w.word === "show") && words.some((w) => w.word === "hide") };
  // "shows at a random position for 1 second"
  const shows = words.findIndex((w, i) => /^(?:show|appear|pop)$/.test(w.lemma) && clauseOf(words, i).some((c) => c.word === "for"));
  const upFor = shows >= 0 ? words.slice(shows + 1, shows + 8).findIndex((w, k, after) => w.word === "for" && after[k + 1]?.number !== undefined) : -1;
  if (upFor >= 0) return { up: words[shows + 1 + upFor + 1]?.number as number, spelled: true };
  const every = words.findIndex((w, i) => w.word === "every" && (words[i + 1]?.number !== undefined || /^seconds?$/.test(words[i + 1]?.word ?? "")));
  return every >= 0 ? { up: words[every + 1]?.number ?? 1, spelled: true } : { up: 1, spelled: false };
}

/** "after 30 seconds it says game over and my points": the round's end is said, with the score when the child asks for it. */
function endSaid(words: readonly TWord[]): string | undefined {
  const clause = splitAt(words, /^[.!?;]$/).find((part) => part.some((w) => /^(?:second|seconds|sec|secs|minute|minutes)$/.test(w.word)) && part.some((w) => /^(?:says?|tells?|shows?)$/.test(w.word)) && part.some((w) => /^(?:over|end|ends|finished)$/.test(w.word)));
  if (!clause) return undefined;
  const quote = clause.find((w) => w.quote !== undefined)?.quote;
  const withScore = clause.some((w) => /^(?:points?|score|scores)$/.test(w.word));
  const line = quote ?? "Game over!";
  return withScore ? `(join [${line} Points: ] (score))` : `[${line}]`;
}

/**
 * "the timer resets; ... when the timer is more than 20 the Mongoose says hits and everything
 * stops": the round kept as the child keeps it, on the timer: reset at the start, checked against
 * the child's number, then the child's line (a quote, or the count the clicks add to) and the end.
 */
function timerEnding(prompt: string, mole: string): TScriptPlan | undefined {
  const m = /\btimer\s+(?:is\s+)?(?:>|more than|over|greater than|bigger than|above)\s*(\d+(?:\.\d+)?)\b((?:"[^"]*"|“[^”]*”|[^.;!?])*)/i.exec(prompt);
  if (!m) return undefined;
  const limit = Number(m[1]);
  const rest = m[2] as string;
  const quote = /["“']([^"”']+)["”']/.exec(rest)?.[1];
  const word = /\bsays?\s+(?:the\s+)?([a-z]+)\b/i.exec(rest)?.[1]?.toLowerCase();
  // the count the clicks add to ("adds 1 to hits"), which the program keeps as its score
  const count = word !== undefined && new RegExp(String.raw`\b(?:to|adds?\s+\d+\s+to)\s+${word}\b|\b${word}\s+(?:goes|go)\s+up\b`, "i").test(prompt);
  const say = quote !== undefined ? [b(`say [${quoteAsBlockText(quote)}] for (2) seconds`)] : count ? [b("say (score) for (2) seconds")] : [];
  const says = quote !== undefined ? ` the ${mole} says "${quote}" and` : count ? ` the ${mole} says the ${word} and` : "";
  return script(flag, `When the green flag is clicked: the timer starts at 0; when it is more than ${limit},${says} everything stops`, b("reset timer"), b(`wait until <(timer) > (${limit})>`), ...say, b("stop [all v]"));
}

const whackAMole: TProjectBuilder = (request) => {
  const { names, words } = request;
  // the child's time, or the child's own ending instead of a round that would cut it short
  const seconds = gameLength(request);
  const mole = moleName(words, names) ?? "Mole";
  const { up, spelled } = moleCycle(words);
  const downFor = moleDown(words);
  const down = downFor?.onClick ? undefined : downFor?.seconds;
  // "goes to a random position every 1 second; clicking it ... hides for 0.5 seconds": the child's pop-up is only the move, the hiding is the click's
  // "jumps to a random place every 0.8 seconds": a pop-up spelled with no showing or hiding is only the move too
  const onlyMoves = (downFor?.onClick === true || spelled) && !popUpShows(words);
  // a pop-up: somewhere new, up for the child's time, then down for the child's time; a pause of its own when the child spelled none
  const popUp = onlyMoves ? [b("go to (random position v)"), b(`wait (${up}) seconds`)] : [b("go to (random position v)"), b("show"), b(`wait (${up}) seconds`), b("hide"), ...(down !== undefined ? [b(`wait (${down}) seconds`)] : spelled ? [] : [b("wait (pick random (0.5) to (1.5)) seconds")])];
  // the child's own click hides the mole only when the child says so, and scores the child's points ("adds 5 to points")
  const ownClick = clickSaid(words);
  // (a number after "when" or "if" is another clause's: "clicking it gives a point, when timer > 15 ...")
  const clickOwn = ownClick?.slice(0, ((at) => (at < 0 ? ownClick.length : at))(ownClick.findIndex((w) => /^(?:when|whenever|if|until)$/.test(w.word))));
  const points = Math.abs(clickOwn?.find((w, i) => w.number !== undefined && !/^(?:second|seconds|sec|secs)$/.test(clickOwn[i + 1]?.word ?? ""))?.number ?? 1);
  const hides = ownClick === undefined || ownClick.some((w) => /^(?:hide|hides|hidden|disappear|disappears|vanish|vanishes)$/.test(w.word));
  const hidden = downFor?.onClick ? [b("hide"), b(`wait (${downFor.seconds}) seconds`), b("show")] : hides ? [b("hide")] : [];
  // "each whack adds 1 to score and plays a sound"
  const clickSound = words.some((w, i) => /^(?:click|whack|hit|tap)$/.test(w.lemma) && clauseOf(words, i).some((c) => c.lemma === "sound")) ? [b("start sound (Pop v)")] : [];
  const said = endSaid(words);
  // "the timer resets ... when the timer is more than 20 the Mongoose says hits and everything stops": the child's own check of the timer
  const onTimer = timerEnding(request.prompt ?? "", mole);
  // the round's end said by the mole, which stops popping up; else the whole game stops
  const ending =
    seconds === undefined || onTimer !== undefined ? [] : said === undefined ? [script(flag, `When the green flag is clicked: the game lasts ${seconds} seconds`, b(`wait (${seconds}) seconds`), b("stop [all v]"))] : [];
  const saidEnding = onTimer !== undefined ? [onTimer] : seconds !== undefined && said !== undefined ? [script(flag, `When the green flag is clicked: after ${seconds} seconds the ${mole} says the game is over`, b(`wait (${seconds}) seconds`), b("stop [other scripts in sprite v]"), b("show"), b(`say ${said}`))] : [];
  return plan(
    [
      {
        name: mole,
        scripts: [
          script(flag, `When the green flag is clicked: the ${mole} ${onlyMoves ? "goes" : "pops up"} somewhere new, again and again`, b("set [score v] to (0)"), ...(onlyMoves ? [b("show")] : [b("hide")]), forever(...popUp)),
          script(click, `When you click the ${mole}: ${[`gets ${points === 1 ? "a point" : `${points} points`}`, ...(clickSound.length > 0 ? ["plays a sound"] : []), ...(hidden.length > 0 ? ["hides"] : [])].join(", ").replace(/, ([^,]*)$/, " and $1")}${downFor?.onClick ? ` for ${downFor.seconds} ${downFor.seconds === 1 ? "second" : "seconds"}` : ""}`, b(`change [score v] by (${points})`), ...clickSound, ...hidden),
          ...saidEnding,
        ],
      },
    ],
    [{ name: "score", start: 0 }],
    ending,
  );
};

/** The highest face: "1 to 8", "a 12-sided dice", "20 sides"; 6 when the child gives none. */
function diceSides(words: readonly TWord[]): number {
  const to = words.findIndex((w, i) => w.word === "to" && words[i - 1]?.number === 1 && (words[i + 1]?.number ?? 0) > 1);
  return to >= 0 ? (words[to + 1]?.number as number) : (numberBefore(words, /^(?:sides|sided|faces)$/) ?? 6);
}

/** "roll 2 dice", "two dices", "a pair of dice": two dice rolled together and added up. */
const twoDice = (words: readonly TWord[]) => words.some((w, i) => /^(?:dice|dices|die)$/.test(w.word) && (words[i - 1]?.number === 2 || words[i - 1]?.word === "of" && words[i - 2]?.word === "pair"));

/**
 * The variables the child names ("variables die1 and die2", "a variable called roll"): the words
 * after "variable", up to a verb or a mark, one name at each "and".
 */
function variablesCalled(words: readonly TWord[]): string[] {
  const at = words.findIndex((w) => w.lemma === "variable");
  if (at < 0) return [];
  const start = /^(?:called|named)$/.test(words[at + 1]?.word ?? "") ? at + 2 : at + 1;
  const names: string[][] = [[]];
  for (let i = start; i < Math.min(words.length, start + 8); i++) {
    const w = words[i] as TWord;
    const current = names[names.length - 1] as string[];
    if (w.mark !== undefined || (current.length > 0 && w.isVerb && w.number === undefined) || /^(?:that|which|to|with|for|from|is|are)$/.test(w.word)) break;
    if (w.word === "and") names.push([]);
    else current.push(w.raw);
  }
  // "die1" is read as "die" and "1": a variable's digits go back onto its word
  return names.filter((name) => name.length > 0).map((name) => name.join(" ").replace(/ (\d+)\b/g, "$1"));
}

/**
 * Numbered dice the child writes in small letters, as a variable is written ("dice1 and dice2 get
 * random 1 to 6"): numbers kept under those names, never characters. Two or more, as typed.
 */
function diceVariables(prompt: string | undefined): string[] {
  const found = [...new Set([...(prompt ?? "").matchAll(/(?<![\w-])((?:dice|die)_?\d)(?![\w-])/g)].map((match) => match[1] as string))];
  if (found.length >= 2) return found;
  // "sets d1 and d2 to random numbers": the two the child sets (decision 1590)
  const set = /\bsets? ([a-z][\w]*) and ([a-z][\w]*) to (?:a |two )?random\b/i.exec(prompt ?? "");
  return set ? [set[1] as string, set[2] as string] : [];
}

/** The dice the child names as characters of their own: "Die1 and Die2", "Dice 1 and Dice 2", "the RedDice and the BlueDice". */
function ownDice(words: readonly TWord[], names: readonly string[], prompt?: string): string[] {
  const numbered = words.flatMap((w, i) => (/^(?:die|dice)$/.test(w.word) && words[i + 1]?.number !== undefined && Number.isInteger(words[i + 1]?.number) && (words[i + 1]?.number as number) < 10 && !/^(?:to|from)$/.test(words[i + 2]?.word ?? "") ? [`${w.raw.charAt(0).toUpperCase()}${w.raw.slice(1)}${words[i + 1]?.number as number}`] : []));
  const ending = names.filter((name) => /.(?:die|dice)$/i.test(name));
  // "variables die1 and die2": numbers kept, not characters
  const variables = new Set([...variablesCalled(words), ...diceVariables(prompt)].map((name) => name.toLowerCase()));
  return [...new Set(numbered.length >= 2 ? numbered : ending.length >= 2 ? ending : [])].filter((name) => !variables.has(name.toLowerCase()));
}

/**
 * Dice: a roll from 1 to the child's highest face. "A random costume" with nothing said is the
 * costume alone; a roll said (or shown and said) keeps its number in a variable, under the
 * child's name for it. It rolls on the key the child names ("press space", "key R"), else when
 * the green flag is clicked if the child says so, else when the dice is clicked. Two dice (or
 * two variables named) roll together and say their total ("Double!" when the child asks).
 */
/**
 * "a Die that shows its 6 costumes in order, 1 second each", "the Flower goes through its 4
 * costumes one by one, 0.5 seconds each": a slideshow of the character's costumes, from the first,
 * each shown as long as the child says. The count of costumes and the seconds; none when either is
 * not said, or the costumes are not said to come in order.
 */
export function costumesInOrder(words: readonly TWord[]): { count: number; seconds: number } | undefined {
  const at = words.findIndex((w, i) => /^costumes?$/.test(w.word) && words[i - 1]?.number !== undefined);
  if (at < 0) return undefined;
  const count = words[at - 1]?.number as number;
  const after = words.slice(at + 1, at + 12);
  const text = after.map((w) => w.word).join(" ");
  if (!/\bin order\b|\bone (?:by|after) (?:one|another|the other)\b|\bin turn\b/.test(text) || !Number.isInteger(count) || count < 2) return undefined;
  const s = after.findIndex((w, i) => w.number !== undefined && /^(?:seconds?|secs?)$/.test(after[i + 1]?.word ?? "") && (/^(?:each|per|apiece)$/.test(after[i + 2]?.word ?? "") || /^(?:each|on|for)$/.test(after[i - 1]?.word ?? "") || (/^(?:on|for)$/.test(after[i + 2]?.word ?? "") && /^(?:each|every)$/.test(after[i + 3]?.word ?? ""))));
  return s < 0 ? undefined : { count, seconds: after[s]?.number as number };
}

const slideshow: TProjectBuilder = ({ words, names, all }) => {
  const shown = costumesInOrder(all && all.length > 0 ? all : words);
  if (!shown) return plan([]);
  const name = names[0] ?? "Sprite1";
  const seconds = `${shown.seconds} ${shown.seconds === 1 ? "second" : "seconds"}`;
  return plan([{ name, scripts: [script(flag, `When the green flag is clicked: shows its ${shown.count} costumes in order, from the first, ${seconds} each`, b("switch costume to (costume1 v)"), { kind: "repeat", times: shown.count, body: [b(`wait (${shown.seconds}) seconds`), b("next costume")] })] }]);
};

const dice: TProjectBuilder = (request) => {
  const { words, names } = request;
  // a dice's own name, else the one the child wrote with a capital ("the Croupier"), else one drawn
  const name = names.find((candidate) => /^(?:dice|dices|die)$/i.test(candidate)) ?? names.find((candidate) => words.some((w) => w.name === candidate)) ?? names.find((candidate) => artForName(candidate) !== undefined) ?? "Dice";
  const sides = diceSides(words);
  const key = keysOf(words.map((w) => w.raw).join(" ")).find((said) => said !== "any");
  const trigger: TScriptPlan["trigger"] = key !== undefined ? { kind: "key", key } : has(request, "flag") ? flag : click;
  const heading = key !== undefined ? `When you press ${key}` : trigger === flag ? "When the green flag is clicked" : `When you click the ${name}`;
  const random = `(pick random (1) to (${sides}))`;
  // "goes to the centre": where it rolls
  const centre = has(request, "centre", "center", "middle") ? [b("go to x: (0) y: (0)")] : [];
  const costume = has(request, "costume", "costumes", "face", "faces");
  const saysIt = has(request, "say", "says", "tell", "tells", "total", "sum", "variable", "store", "number");
  const called = variablesCalled(words);
  // "sets number to a random number from 1 to 6": the variable the child sets
  const setAt = words.findIndex((w, i) => /^sets?$/.test(w.word) && words[i + 1]?.mark === undefined && words[i + 1]?.number === undefined && !/^(?:it|the|a|an|its|up)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.word === "to" && words.slice(i + 3, i + 6).some((x) => x.word === "random"));
  const setName = setAt >= 0 ? words[setAt + 1]?.raw : undefined;
  const [first = "roll", second = "second roll"] = called.length > 0 ? called : setName !== undefined ? [setName] : diceVariables(request.prompt);
  // "the Dice says number for 1 second": the child's time
  const sayAt = words.findIndex((w) => /^(?:say|says|tell|tells)$/.test(w.word));
  const forAt = sayAt >= 0 ? words.slice(sayAt + 1, sayAt + 9).findIndex((w, k, after) => w.word === "for" && after[k + 1]?.number !== undefined && /^(?:seconds?|secs?)$/.test(after[k + 2]?.word ?? "")) : -1;
  const sayFor = forAt >= 0 ? (words[sayAt + 1 + forAt + 1]?.number as number) : 2;
  // "five times, 0.1 seconds apart (a rolling effect)": random faces flicker by before it settles
  const flickers = numberBefore(words, /^times$/);
  if (costume && flickers !== undefined && !twoDice(words)) {
    // "every 0.2 seconds", "a 0.1 wait", "wait 0.1": the child's pause
  const waitAt = words.findIndex((w, i) => w.word === "wait" && words[i + 1]?.number !== undefined);
  const said = numberBefore(words, /^(?:seconds?|secs?|wait|pause)$/) ?? (waitAt >= 0 ? words[waitAt + 1]?.number : undefined);
  const pause = said ?? 0.1;
    // "says the number of its costume": the face it settled on
    const saysFace = saysIt ? [b("say (costume [number v])")] : [];
    return plan([{ name, scripts: [script(trigger, `${heading}: ${flickers} random faces from 1 to ${sides}, ${pause} seconds apart, then it ${saysIt ? "says the face it shows" : "stops"}`, ...centre, { kind: "repeat", times: flickers, body: [b(`switch costume to ${random}`), b(`wait (${pause}) seconds`)] }, ...saysFace)] }]);
  }
  if (costume && !saysIt && !twoDice(words)) return plan([{ name, scripts: [script(trigger, `${heading}: shows a random face from 1 to ${sides}`, ...centre, b(`switch costume to ${random}`))] }]);
  const shows = [...centre, ...(costume ? [b(`switch costume to (${first})`)] : [])];
  const roll = (variable: string) => b(`set [${variable} v] to ${random}`);
  // (decision 1760) "the Die sets roll to a random number ..., the Die2 does the same with roll2, and the Die says the total, roll + roll2":
  // a second die of the child's, rolling its own variable on the same key (or flag); the first says the total once both have rolled
  // (a click is one die's own: "the same" on the other die's click is no reading of ours)
  // (read from the request as written: "Die2" and "roll2" are one name each there)
  const same = /\b([A-Za-z][\w-]*)\s+(?:does|do)\s+the\s+same\s+with\s+(?:the\s+)?([A-Za-z][\w]*)/.exec(request.prompt ?? "");
  // (the plan may read "the Die2" as the Die: a name written with a capital is the child's sprite all the same)
  const otherDie = same ? (names.find((candidate) => candidate !== name && candidate.toLowerCase() === (same[1] as string).toLowerCase()) ?? (/^[A-Z]/.test(same[1] as string) && (same[1] as string).toLowerCase() !== name.toLowerCase() ? same[1] : undefined)) : undefined;
  const otherRoll = same?.[2];
  const firstSet = /\b(?:the\s+)?([A-Z][\w-]*|it)\s+sets?\s+([A-Za-z][\w]*)\s+to\s+(?:a\s+)?random\b/.exec(request.prompt ?? "");
  const firstRoll = firstSet?.[2] ?? setName;
  const firstDie = firstSet && firstSet[1] !== "it" && (firstSet[1] as string).toLowerCase() !== (otherDie ?? "").toLowerCase() ? (firstSet[1] as string) : name;
  if (firstRoll !== undefined && otherDie !== undefined && otherRoll !== undefined && otherRoll.toLowerCase() !== firstRoll.toLowerCase() && firstDie.toLowerCase() !== otherDie.toLowerCase() && trigger.kind !== "click") {
    const setName = firstRoll;
    const name = firstDie;
    const sum = `((${setName}) + (${otherRoll}))`;
    const sumSaid = new RegExp(`\\bsays?(?: the (?:total|sum))?,? ${setName} ?\\+ ?${otherRoll}\\b`, "i").test(request.prompt ?? "");
    const says = sumSaid ? `say ${sum} for (${sayFor}) seconds` : `say (join [Total: ] ${sum}) for (${sayFor}) seconds`;
    const rolls = (die: string, variable: string, more: TStep[], what: string) => ({ name: die, scripts: [script(trigger, `${heading}: ${what}`, ...centre, roll(variable), ...(costume ? [b(`switch costume to (${variable})`)] : []), ...more)] });
    return plan(
      [
        // (a moment's wait: the other die's script of the same press has set its roll by then)
        rolls(name, setName, saysIt ? [b("wait (0.1) seconds"), b(says)] : [], `sets ${setName} to a number from 1 to ${sides}${costume ? " and shows that face" : ""}${saysIt ? `, then says ${sumSaid ? `${setName} + ${otherRoll}` : "the total"}` : ""}`),
        rolls(otherDie, otherRoll, [], `sets ${otherRoll} to a number from 1 to ${sides}${costume ? " and shows that face" : ""}`),
      ],
      [
        { name: setName, start: 0 },
        { name: otherRoll, start: 0 },
      ],
    );
  }
  // "Die1 and Die2 each pick ... and the Cat says the total": each die a sprite of its own showing its face, the total said by the one the child names
  const own = ownDice(request.all && request.all.length > 0 ? request.all : words, names, request.prompt);
  const sayer = names.find((candidate) => !own.includes(candidate) && words.some((w, i) => w.word === candidate.toLowerCase() && words.slice(i + 1, i + 3).some((next) => /^(?:say|says|tell|tells|shows?)$/.test(next.word)))) ?? (own[0] as string);
  // a click starts it on the sprite clicked: a die or the one who says the total
  if (own.length >= 2 && (trigger.kind !== "click" || own.includes(name) || name === sayer)) {
    const total = own.map((die) => `(${die})`).reduce((sum, die) => `(${sum} + ${die})`);
    const sayerScript = script(trigger, `${heading}: tells the dice to roll, then says the total`, b("broadcast [roll v] and wait"), b(`say (join [Total: ] ${total}) for (2) seconds`));
    const dieCharacters: TCharacter[] = own.map((die) => ({ name: die, scripts: [script({ kind: "message", name: "roll" }, `When the dice roll: picks a number from 1 to ${sides}${costume ? " and shows that face" : ""}`, b(`set [${die} v] to ${random}`), ...(costume ? [b(`switch costume to (${die})`)] : []))] }));
    const sayerOwn = own.includes(sayer) ? dieCharacters.map((character) => (character.name === sayer ? { ...character, scripts: [sayerScript, ...character.scripts] } : character)) : [...dieCharacters, { name: sayer, scripts: [sayerScript] }];
    return plan(sayerOwn, own.map((die) => ({ name: die, start: 0 })));
  }
  if (twoDice(words) || called.length >= 2 || diceVariables(request.prompt).length >= 2) {
    // "says d1 + d2 for 3 seconds": the sum as the child writes it, for the child's time
    const sumSaid = new RegExp(`\\bsays? ${first} ?\\+ ?${second}\\b`, "i").test(request.prompt ?? "");
    const total = sumSaid ? `((${first}) + (${second})) for (${sayFor}) seconds` : `(join [Total: ] ((${first}) + (${second}))) for (2) seconds`;
    const double = has(request, "double", "doubles") ? [when(`<(${first}) = (${second})>`, "both dice show the same", [b("say [Double!] for (2) seconds")])] : [];
    return plan(
      [{ name, scripts: [script(trigger, `${heading}: rolls two dice from 1 to ${sides} and says ${sumSaid ? `${first} plus ${second} for ${sayFor} second${sayFor === 1 ? "" : "s"}` : "the total"}`, roll(first), roll(second), ...shows, b(`say ${total}`), ...double)] }],
      [
        { name: first, start: 0 },
        { name: second, start: 0 },
      ],
    );
  }
  return plan([{ name, scripts: [script(trigger, `${heading}: rolls a number from 1 to ${sides} and says it`, roll(first), ...shows, b(`say (${first}) for (${sayFor}) seconds`))] }], [{ name: first, start: 0 }]);
};

/** Things a pet eats: named in the request, they are the food sprite, not the pet. */
const FOODS = /^(?:fish|food|bone|apple|banana|carrot|cookie|cake|pizza|meat|seed|seeds|milk|bowl|treat|sandwich|berry|cheese)$/i;

/** Things a pet plays with: clicked, they make it happier. */
const TOYS = /^(?:ball|toy|yarn|stick|rope|frisbee|teddy)$/i;

/** A need the pet has, as the child says it changes: where it starts, by how much, how often. */
interface TNeed {
  name: string;
  /** The child's start, else full (10) for a need that falls and empty for one that grows. */
  start: number;
  /** What it changes by each time (negative: it goes down). */
  step: number;
  seconds: number;
  /** The child said how it changes over time ("goes up 1 every 2 seconds", "starts at 5"). */
  told: boolean;
}

/** Each need's own way when the child says none: hunger grows, happiness and energy fall, every 2 seconds. */
const NEEDS: Record<string, Omit<TNeed, "name" | "start" | "told">> = {
  hunger: { step: 1, seconds: 2 },
  happiness: { step: -1, seconds: 2 },
  energy: { step: -1, seconds: 2 },
};

/**
 * The pet's needs as the child says them, clause by clause: "hunger goes down 1 every 3
 * seconds", "Hunger and happiness both start at 10 and each goes down by 1 every 5 seconds",
 * "energy goes down 1 every 2 seconds". Needs the child does not name are hunger and happiness,
 * as the classic pet has them.
 */
function petNeeds(words: readonly TWord[]): TNeed[] {
  const named = Object.keys(NEEDS).filter((need) => words.some((w) => w.word === need));
  // "hunger goes up 1 every 3 seconds and happiness goes down 1 every 3 seconds": a clause per need
  // ("every 4 seconds hunger goes up 1 and happiness goes down 1": the need cut off keeps the clause's "every 4 seconds")
  const clauses = splitAt(words, /^[.!?;,]$/).flatMap((clause) => withTheirEvery(clause, cutBeforeNeeds(clause, named)));
  // "my Puppy has hunger and happiness, both start at 5": a start said for both, in the sentence that names them
  const bothStart = sharedStart(words, named);
  return (named.length > 0 ? named : ["hunger", "happiness"]).map((name) => {
    const own = NEEDS[name] as Omit<TNeed, "name" | "start" | "told">;
    const said = clauses.filter((clause) => clause.some((w) => w.word === name) && clause.some((w) => w.word === "every" || w.word === "start" || w.word === "starts"));
    const clause = said.flat();
    const start = clause.findIndex((w, i) => /^starts?$/.test(w.word) && clause[i + 1]?.word === "at" && clause[i + 2]?.number !== undefined);
    const every = clause.findIndex((w) => w.word === "every");
    const seconds = every < 0 ? undefined : clause[every + 1]?.number ?? (/^seconds?$/.test(clause[every + 1]?.word ?? "") ? 1 : undefined);
    const down = clause.some((w) => /^(?:down|less|drops?|falls?|decreases?|lower)$/.test(w.word));
    const up = clause.some((w) => /^(?:up|more|grows?|rises?|increases?|higher)$/.test(w.word));
    // "goes down 1 every 2 seconds", "down by 1": the number just before "every", else the one after the way it goes
    const way = clause.findIndex((w, i) => /^(?:up|down)$/.test(w.word) && (clause[i + 1]?.number !== undefined || (clause[i + 1]?.word === "by" && clause[i + 2]?.number !== undefined)));
    const wayAmount = way >= 0 ? (clause[way + 1]?.number ?? clause[way + 2]?.number) : undefined;
    const amount = every > 0 && clause[every - 1]?.number !== undefined ? Math.abs(clause[every - 1]?.number as number) : wayAmount !== undefined ? Math.abs(wayAmount) : 1;
    if (start < 0 && bothStart !== undefined) return { name, start: bothStart, step: (down ? -1 : up ? 1 : Math.sign(own.step)) * amount, seconds: seconds ?? own.seconds, told: true };
    const sign = down ? -1 : up ? 1 : Math.sign(own.step);
    // a need that falls starts full (10), one that grows starts empty
    return { name, start: start >= 0 ? (clause[start + 2]?.number as number) : sign < 0 ? 10 : 0, step: sign * amount, seconds: seconds ?? own.seconds, told: said.length > 0 };
  });
}

/** The pieces of a clause cut before its needs, each holding the clause's "every N seconds" when the piece says none of its own. */
function withTheirEvery(clause: readonly TWord[], pieces: TWord[][]): TWord[][] {
  const every = clause.findIndex((w) => w.word === "every");
  if (every < 0 || pieces.length < 2) return pieces;
  const said = clause.slice(every, every + (clause[every + 1]?.number !== undefined ? 3 : 2));
  return pieces.map((piece) => (piece.some((w) => w.word === "every") ? piece : [...piece, ...said]));
}

/**
 * "has hunger and happiness, both start at 5", "Hunger and happiness start at 10": a start said
 * once for every need its sentence names ("both", "all", "each", or no need of its own); none
 * when no such start is said.
 */
function sharedStart(words: readonly TWord[], needs: readonly string[]): number | undefined {
  for (const sentence of splitAt(words, /^[.!?;]$/)) {
    const named = needs.filter((need) => sentence.some((w) => w.word === need));
    if (named.length < 2) continue;
    for (const clause of splitAt(sentence, /^[,]$/)) {
      const at = clause.findIndex((w, i) => /^starts?$/.test(w.word) && clause[i + 1]?.word === "at" && clause[i + 2]?.number !== undefined);
      const forAll = clause.some((w) => /^(?:both|all|each|they)$/.test(w.word)) || !clause.some((w) => needs.includes(w.word));
      if (at >= 0 && forAll) return clause[at + 2]?.number;
    }
  }
  return undefined;
}

/** A clause cut again before each need it names after "and" ("... and happiness goes down ..."), so each need keeps its own words. */
function cutBeforeNeeds(clause: readonly TWord[], needs: readonly string[]): TWord[][] {
  const parts: TWord[][] = [[]];
  clause.forEach((w, i) => {
    // only after a need that has its own change ("hunger goes up 1 every 3 seconds and ..."), never "hunger and happiness start at 10"
    const current = parts[parts.length - 1] as TWord[];
    if (i > 0 && clause[i - 1]?.word === "and" && needs.includes(w.word) && current.some((x) => needs.includes(x.word) && x.word !== w.word) && current.some((x) => x.number !== undefined)) parts.push([]);
    (parts[parts.length - 1] as TWord[]).push(w);
  });
  return parts.filter((part) => part.length > 0);
}

/**
 * What clicking a thing does to a need, as the child writes it next to the thing: "clicking the
 * Bone feeds him (hunger +3)", "it goes back to 10", "sets hunger to 0", "adds 10 happiness";
 * none when the clause gives no number.
 */
function clickedChange(words: readonly TWord[], thing: string, need: string): TStep | undefined {
  const named = (part: readonly TWord[]) => part.some((w) => w.word === thing.toLowerCase());
  const clicked = (part: readonly TWord[]) => named(part) && part.some((w) => /^(?:click|clicks|clicking|clicked|tap|taps)$/.test(w.word));
  // "clicking the Bone sets hunger to 0 and clicking the Puppy adds 10 to happiness": the click's own action first
  const action = actionsOf(words).filter(clicked).map((part) => needChange(part, need)).find((step) => step !== undefined);
  if (action) return action;
  const clauses = splitAt(words, /^[.!?;,]$/);
  const clause = clauses.find(clicked) ?? clauses.find(named);
  // "If you click the Hueso, hunger is 0": the change said after the comma, in the sentence that clicks it
  const sentences = splitAt(words, /^[.!?;]$/);
  const sentence = sentences.find(clicked) ?? sentences.find(named);
  return (clause && needChange(clause, need)) ?? (sentence && needChange(sentence, need));
}

/** A clause cut at each "and" before a verb ("feed it with f (...) and pet it by clicking (...)"): one action each. */
function actionsOf(words: readonly TWord[]): TWord[][] {
  return splitAt(words, /^[.!?;,]$/).flatMap((clause) => {
    const parts: TWord[][] = [[]];
    clause.forEach((w, i) => {
      if (i > 0 && clause[i - 1]?.word === "and" && w.isVerb && w.number === undefined) parts.push([]);
      (parts[parts.length - 1] as TWord[]).push(w);
    });
    return parts.filter((part) => part.length > 0);
  });
}

/** What one clause does to a need: "hunger +3", "sets hunger to 0", "adds 10 happiness", "back to 10"; none when it gives no number. */
function needChange(clause: readonly TWord[], need: string): TStep | undefined {
  const at = clause.findIndex((w, i) => w.word === need && clause[i + 1]?.number !== undefined);
  if (at >= 0) return b(`change [${need} v] by (${clause[at + 1]?.number as number})`);
  // "sets hunger to 0"
  const set = clause.findIndex((w, i) => /^sets?$/.test(w.word) && clause[i + 1]?.word === need && clause[i + 2]?.word === "to" && clause[i + 3]?.number !== undefined);
  if (set >= 0) return b(`set [${need} v] to (${clause[set + 3]?.number as number})`);
  // "adds 10 happiness", "takes 5 hunger away"
  const add = clause.findIndex((w, i) => /^(?:adds?|gives?|takes?|removes?)$/.test(w.word) && clause[i + 1]?.number !== undefined && clause[i + 2]?.word === need);
  if (add >= 0) return b(`change [${need} v] by (${(/^(?:takes?|removes?)$/.test(clause[add]?.word ?? "") ? -1 : 1) * (clause[add + 1]?.number as number)})`);
  // "adds 10 to happiness", "takes 5 from hunger"
  const onto = clause.findIndex((w, i) => /^(?:adds?|gives?|takes?|removes?|subtracts?)$/.test(w.word) && clause[i + 1]?.number !== undefined && /^(?:to|from)$/.test(clause[i + 2]?.word ?? "") && clause[i + 3]?.word === need);
  if (onto >= 0) return b(`change [${need} v] by (${(clause[onto + 2]?.word === "from" ? -1 : 1) * (clause[onto + 1]?.number as number)})`);
  const back = clause.findIndex((w, i) => w.word === "back" && clause[i + 1]?.word === "to" && clause[i + 2]?.number !== undefined);
  if (back >= 0) return b(`set [${need} v] to (${clause[back + 2]?.number as number})`);
  // "hunger is 0", "hunger becomes 0", "hunger = 0"
  const is = clause.findIndex((w, i) => w.word === need && /^(?:is|becomes?|=|goes|go)$/.test(clause[i + 1]?.word ?? "") && (clause[i + 2]?.number !== undefined || (clause[i + 2]?.word === "to" && clause[i + 3]?.number !== undefined)));
  if (is >= 0) return b(`set [${need} v] to (${(clause[is + 2]?.number ?? clause[is + 3]?.number) as number})`);
  // "happiness go up 5", "happiness goes down by 2"
  const way = clause.findIndex((w, i) => w.word === need && /^(?:goes|go|gets|get)$/.test(clause[i + 1]?.word ?? "") && /^(?:up|down)$/.test(clause[i + 2]?.word ?? ""));
  const amount = way >= 0 ? (clause[way + 3]?.number ?? (clause[way + 3]?.word === "by" ? clause[way + 4]?.number : undefined)) : undefined;
  return amount !== undefined ? b(`change [${need} v] by (${clause[way + 2]?.word === "down" ? -amount : amount})`) : undefined;
}

/** A need's change in words: "adds 10 to happiness", "sets hunger to 0". */
function changeSaid(step: TStep): string {
  const text = step.kind === "block" ? step.text : "";
  const change = /^change \[(.+) v\] by \((-?[\d.]+)\)$/.exec(text);
  if (change) return Number(change[2]) < 0 ? `takes ${-Number(change[2])} from ${change[1]}` : `adds ${change[2]} to ${change[1]}`;
  const set = /^set \[(.+) v\] to \((-?[\d.]+)\)$/.exec(text);
  return set ? `sets ${set[1]} to ${set[2]}` : "";
}

/**
 * When the pet says it is hungry, as the child says it: "if hunger is more than 20 the dog says
 * im hungry" is over 20 and the child's words; else over 5 and "I'm hungry!".
 */
/** "if hunger is more than 12 the hamster says feed me now": the child's own warning, when said. */
const warningClause = (words: readonly TWord[], need = "hunger") => splitAt(words, /^[.!?;,]$/).find((part) => part.some((w) => w.word === need) && part.some((w) => /^(?:if|when)$/.test(w.word)) && part.some((w) => /^says?$/.test(w.word)));

/**
 * (decision 1760) "when happiness is 0 the Kitten says im sad", "if energy is less than 3 it says
 * so tired": the child's own line at the child's check of a need other than hunger (hunger's is
 * `hungerWarning`). None when the clause gives no number to check or no line.
 */
function needWarning(words: readonly TWord[], need: string): { condition: string; words: string; line: string } | undefined {
  const clause = warningClause(words, need);
  if (!clause) return undefined;
  const at = clause.findIndex((w) => w.word === need);
  const after = clause.slice(at + 1, at + 6);
  const value = after.find((w) => w.number !== undefined)?.number;
  const line = saidAfter(clause, "");
  if (value === undefined || line === "") return undefined;
  const way = after.some((w) => /^(?:less|under|below|<)$/.test(w.word)) ? "<" : after.some((w) => /^(?:more|over|above|>)$/.test(w.word)) ? ">" : "=";
  return { condition: `<(${need}) ${way} (${value})>`, words: `the ${need} is ${way === "<" ? "under " : way === ">" ? "over " : ""}${value}`, line };
}

function hungerWarning(words: readonly TWord[]): { condition: string; words: string; line: string } {
  const clause = warningClause(words);
  const fallback = { condition: "<(hunger) > (5)>", words: "the hunger is over 5", line: "I'm hungry!" };
  if (!clause) return fallback;
  // "more than 20", "over 20": above it; "gets to 10", "reaches 10", "is 10": at it
  const than = clause.findIndex((w, i) => /^(?:than|over|above)$/.test(w.word) && clause[i + 1]?.number !== undefined);
  const at = clause.findIndex((w, i) => /^(?:to|reaches|hits|is|=)$/.test(w.word) && clause[i + 1]?.number !== undefined);
  const line = saidAfter(clause, "");
  // a number the child gives with no way to read it keeps the classic's check, and the child's words stay named
  if ((than < 0 && at < 0) || line === "") return fallback;
  if (than >= 0) {
    const over = clause[than + 1]?.number as number;
    return { condition: `<(hunger) > (${over})>`, words: `the hunger is over ${over}`, line };
  }
  const value = clause[at + 1]?.number as number;
  return { condition: `<(hunger) = (${value})>`, words: `the hunger is ${value}`, line };
}

/**
 * A virtual pet: its needs change as time goes by, as the child says (hunger grows and happiness
 * falls unless the child says otherwise); clicking it strokes it; clicking its food feeds it and
 * clicking its toy plays with it, by what the child writes next to them ("hunger +3").
 */
/**
 * The line a click on this character says, as the child wrote it: "clicking the Kitten adds 1 to
 * happiness and it says purr", "click the Dog and it says "Woof!"". The words from the click on it
 * to the next click (or the sentence's end); none when they say nothing.
 */
function lineOfTheClick(words: readonly TWord[], name: string): string | undefined {
  const clicks = (w: TWord | undefined) => w !== undefined && /^(?:click|clicks|clicking|clicked|tap|taps|tapping)$/.test(w.word);
  for (const sentence of splitAt(words, /^[.!?;]$/)) {
    const at = sentence.findIndex((w, i) => clicks(w) && sentence.slice(i + 1, i + 4).some((next) => next.word === name.toLowerCase()));
    if (at < 0) continue;
    const next = sentence.findIndex((w, i) => i > at && clicks(w));
    const part = sentence.slice(at, next < 0 ? sentence.length : next);
    const says = part.findIndex((w) => /^says?$/.test(w.word));
    if (says < 0) continue;
    // "..., and it says purr, clicking ...": the line ends at a comma or "and"
    const after = part.slice(says + 1);
    if (after[0]?.quote !== undefined) return after[0].quote;
    const end = after.findIndex((w) => w.mark !== undefined || w.word === "and");
    const line = after.slice(0, end < 0 ? after.length : end).map((w) => w.raw).join(" ").trim();
    if (line !== "") return line.charAt(0).toUpperCase() + line.slice(1);
  }
  return undefined;
}

/** The food the child clicks to feed the pet, telling the pet to eat where it says "Yum!"; none for a pet never fed. */
function foodSpriteOf(fed: boolean, food: string, pet: string, feed: TStep, tellsIt: boolean): TCharacter[] {
  return fed ? [{ name: food, scripts: [script(click, `When you click the ${food}: it feeds the ${pet} (${changeSaid(feed)})`, feed, ...(tellsIt ? [b("broadcast [feed v]")] : []))] }] : [];
}

const virtualPet: TProjectBuilder = ({ words, names }) => {
  const own = (name: string) => !FOODS.test(name) && !TOYS.test(name);
  // the pet the child wrote with a capital ("a virtual Puppy") before another word for it ("dog")
  const pet = names.find((name) => own(name) && words.some((w) => w.name === name)) ?? names.find(own) ?? "Pet";
  // "If you click the Hueso, hunger is 0": a thing clicked to change the hunger is the food, whatever its name
  const clickedForHunger = names.find((name) => name !== pet && splitAt(words, /^[.!?;]$/).some((clause) => clause.some((w) => w.word === name.toLowerCase()) && clause.some((w) => /^(?:click|clicks|clicking|clicked|tap|taps)$/.test(w.word)) && clause.some((w) => w.word === "hunger")));
  const food = names.find((name) => FOODS.test(name)) ?? clickedForHunger ?? "Food";
  const toy = names.find((name) => TOYS.test(name));
  const needs = petNeeds(words);
  const has = (need: string) => needs.some((n) => n.name === need);
  const hunger = needs.find((need) => need.name === "hunger");
  // the child's own needs or clicks spelled out: the classic's extras (a need nobody said changes, a warning, "Yum!", a stroke) only when asked for
  const spelled = words.some((w) => w.word === "every") || actionsOf(words).some((action) => action.some((w) => /^(?:click|clicks|clicking|clicked|press|presses|pressing)$/.test(w.word)) && action.some((w) => w.number !== undefined));
  const passing = needs.filter((need) => need.told || !spelled).map((need) =>
    script(flag, `When the green flag is clicked: ${need.name} starts at ${need.start} and ${need.step < 0 ? "goes down" : "goes up"} by ${Math.abs(need.step)} every ${need.seconds} seconds`, b(`set [${need.name} v] to (${need.start})`), forever(b(`wait (${need.seconds}) seconds`), b(`change [${need.name} v] by (${need.step})`))),
  );
  // a hunger that grows says so once it is high
  const warning = hungerWarning(words);
  const warns = !spelled || warningClause(words) !== undefined || words.some((w) => /^(?:hungry|starving|warns?|warning)$/.test(w.word));
  const hungry = warns && hunger && hunger.step > 0 ? [script(flag, `When the green flag is clicked: the ${pet} says it is hungry when ${warning.words}`, forever(when(warning.condition, warning.words, [b(`say [${warning.line}] for (1) seconds`)])))] : [];
  const otherWarnings = needs.filter((need) => need.name !== "hunger").flatMap((need) => {
    const said = needWarning(words, need.name);
    return said ? [script(flag, `When the green flag is clicked: the ${pet} says "${said.line}" when ${said.words}`, forever(when(said.condition, said.words, [b(`say [${said.line}] for (1) seconds`)])))] : [];
  });
  const actions = actionsOf(words);
  // "pet it by clicking (happiness +1)": a click on the pet itself, by the child's amount
  const strokeClause = actions.find((action) => action.some((w) => /^(?:click|clicks|clicking|clicked)$/.test(w.word)) && !action.some((w) => w.name !== undefined && w.name !== pet));
  const ownStroke = (strokeClause && needChange(strokeClause, "happiness")) ?? clickedChange(words, pet, "happiness");
  const strokeChange = ownStroke ?? b("change [happiness v] by (2)");
  // the child's own click is built as the child says it, with no purr of the classic's
  // ("clicking the Bone ..., pressing p makes the Puppy play": a click on another thing, and a key for the pet, is no click on the pet)
  const clickOnPet = (sentence: readonly TWord[]) => sentence.some((w, i) => /^(?:click|clicks|clicking|clicked|tap|taps)$/.test(w.word) && !sentence.slice(i + 1, i + 4).some((next) => next.name !== undefined && next.name !== pet));
  const petClicked = strokeClause !== undefined || splitAt(words, /^[.!?;]$/).some((sentence) => sentence.some((w) => w.word === pet.toLowerCase()) && clickOnPet(sentence));
  // "clicking the Kitten adds 1 to happiness and it says purr": the line the child gives the click, in place of the classic's
  const ownLine = petClicked ? lineOfTheClick(words, pet) : undefined;
  const strokeLine = ownLine !== undefined ? [b(`say [${ownLine}] for (2) seconds`)] : ownStroke ? [] : [b("say [Purr!] for (1) seconds")];
  const stroke = has("happiness") && (petClicked || !spelled) ? [script(click, `When you click the ${pet}: ${ownStroke ? changeSaid(strokeChange) : `you stroke it and it gets happier (${changeSaid(strokeChange)})`}${ownLine !== undefined ? ` and it says "${ownLine}"` : ""}`, strokeChange, ...strokeLine)] : [];
  // "feed it with f (hunger back to 0)": a key that feeds it
  const keyIn = (action: readonly TWord[]) => keysOf(action.map((w) => w.raw).join(" ")).find((key) => key !== "any") ?? action.find((w, i) => /^[a-z0-9]$/.test(w.raw) && /^(?:with|press|presses|pressing|using)$/.test(action[i - 1]?.word ?? ""))?.raw;
  const feedKeyClause = actions.find((action) => action.some((w) => /^(?:feed|feeds|feeding)$/.test(w.word)) && keyIn(action) !== undefined);
  const feedKey = feedKeyClause ? keyIn(feedKeyClause) : undefined;
  // food only for a pet that gets hungry or that the child feeds
  const fed = hunger !== undefined || names.some((name) => FOODS.test(name)) || words.some((w) => /^(?:feed|feeds|feeding|eat|eats)$/.test(w.word));
  const feedNeed = hunger ? "hunger" : (needs[0]?.name as string);
  const feed = clickedChange(words, food, feedNeed) ?? b(`change [${feedNeed} v] by (${hunger && hunger.step > 0 ? -3 : 3})`);
  const toyChange = toy ? (clickedChange(words, toy, "happiness") ?? b("change [happiness v] by (2)")) : undefined;
  const play = (name: string | undefined, change: TStep | undefined): TCharacter[] => (name && change && has("happiness") ? [{ name, scripts: [script(click, `When you click the ${name}: the ${pet} plays and gets happier (${changeSaid(change)})`, change)] }] : []);
  // (a "says" that is the click's own line asks for no "Yum!")
  // (nor does the hunger warning's own "says": "when hunger is 10 the Puppy says im so hungry")
  const warningSays = [warningClause(words), ...needs.filter((need) => need.name !== "hunger" && needWarning(words, need.name) !== undefined).map((need) => warningClause(words, need.name))].reduce((sum, clause) => sum + (clause?.filter((w) => /^says?$/.test(w.word)).length ?? 0), 0);
  const saysElsewhere = words.filter((w) => /^says?$/.test(w.word)).length - warningSays > (ownLine !== undefined ? 1 : 0);
  const yum = !spelled || saysElsewhere || words.some((w) => /^(?:yum|yummy|eats|eat|eating|munch|munches)$/.test(w.word));
  const eats = fed && yum ? [script({ kind: "message", name: "feed" }, `When it gets the message "feed": it eats`, b("say [Yum!] for (1) seconds"))] : [];
  // "pressing f feeds it, hunger back to 0": the change said in the key's clause, else in its sentence
  const keySentence = splitAt(words, /^[.!?;]$/).find((sentence) => feedKeyClause !== undefined && sentence.includes(feedKeyClause[0] as TWord));
  const keyFeed = (feedKeyClause && needChange(feedKeyClause, feedNeed)) ?? (keySentence && needChange(keySentence, feedNeed)) ?? feed;
  const byKey = feedKey !== undefined && feedKeyClause ? [script({ kind: "key", key: feedKey }, `When you press ${feedKey}: you feed the ${pet}`, keyFeed, ...(yum ? [b("say [Yum!] for (1) seconds")] : []))] : [];
  // "pressing p makes the Puppy play and happiness +2": another key the child gives a need's change
  const keyed = actions.flatMap((action) => {
    const key = action === feedKeyClause ? undefined : keyIn(action);
    const change = key === undefined || !action.some((w) => /^(?:press|presses|pressing|pressed)$/.test(w.word)) ? undefined : needs.map((need) => needChange(action, need.name)).find((step) => step !== undefined);
    if (key === undefined || change === undefined || key === feedKey) return [];
    const plays = action.some((w) => /^(?:play|plays|playing)$/.test(w.word));
    // (decision 1760) "makes the Kitten purr (play a sound)", "it meows": the sound the child asks for
    const soundWord = action.find((w) => SOUND_VERBS[w.lemma] !== undefined || SOUND_VERBS[w.word] !== undefined);
    const sound = soundWord ? (SOUND_VERBS[soundWord.lemma] ?? SOUND_VERBS[soundWord.word]) : action.some((w, i) => /^sounds?$/.test(w.word) && /^(?:a|the|its)$/.test(action[i - 1]?.word ?? "")) ? "Pop" : undefined;
    const noise = sound !== undefined ? [b(`start sound (${sound} v)`)] : [];
    return [script({ kind: "key", key }, `When you press ${key}: ${sound !== undefined ? `the ${pet} ${soundWord ? soundWord.raw.replace(/^(.*[^s])$/, "$1s") : "makes a sound"} and ` : plays ? `the ${pet} plays and ` : ""}${changeSaid(change)}`, ...noise, change)];
  });
  if (byKey.length > 0 || keyed.length > 0) {
    const extras = byKey.length > 0 ? [] : [...eats];
    const fedByClick = byKey.length > 0 ? [] : foodSpriteOf(fed, food, pet, feed, eats.length > 0);
    return plan([{ name: pet, scripts: [...passing, ...hungry, ...otherWarnings, ...stroke, ...byKey, ...keyed, ...extras] }, ...fedByClick, ...play(toy, toyChange)], needs.map((need) => ({ name: need.name, start: need.start })));
  }
  const foodSprite = foodSpriteOf(fed, food, pet, feed, eats.length > 0);
  return plan(
    [{ name: pet, scripts: [...passing, ...hungry, ...otherWarnings, ...stroke, ...eats] }, ...foodSprite, ...play(toy, toyChange)],
    needs.map((need) => ({ name: need.name, start: need.start })),
  );
};

/**
 * Hide and seek: the hider hides somewhere random, almost invisible (or as invisible as the
 * child's "ghost 100"), and is found by a click, or by the mouse passing over it where the child
 * finds it with the mouse ("move the mouse around", "when the mouse touches it").
 */
/**
 * The characters the child numbers ("behind one of Bush1, Bush2 and Bush3", "Paddle1 and
 * Paddle2"): names of one word and a number, two or more of one word.
 */
/** Words after a number that make it an amount ("waits 3 seconds"), so the word before it is no numbered name. */
const UNIT = /^(?:seconds?|secs?|minutes?|times|steps?|rounds?|degrees|points?|percent)$/;

function numberedNames(words: readonly TWord[]): string[] {
  // "Bush1" read as one name, or "box 1, box 2" as a word and its number
  const joined = (w: TWord, i: number) => (w.name !== undefined && /^[A-Za-z]+\d+$/.test(w.name) ? [w.name] : w.number === undefined && w.mark === undefined && /^[a-z]+$/.test(w.raw) && Number.isInteger(words[i + 1]?.number) && /^\d+$/.test(words[i + 1]?.raw ?? "") && !UNIT.test(words[i + 2]?.word ?? "") ? [`${w.raw.charAt(0).toUpperCase()}${w.raw.slice(1)}${words[i + 1]?.raw}`] : []);
  const numbered = [...new Set(words.flatMap(joined))];
  const stem = (name: string) => name.replace(/\d+$/, "").toLowerCase();
  const places = numbered.filter((name) => numbered.filter((other) => stem(other) === stem(name)).length >= 2);
  return places.sort((a, b) => Number(/\d+$/.exec(a)?.[0]) - Number(/\d+$/.exec(b)?.[0]));
}

/** The words the found one says, as the child wrote them ("says you found me"): the quote, or the words after "says" to the clause's end. */
function saidAfter(clause: readonly TWord[], fallback: string): string {
  const says = clause.findIndex((w) => /^says?$/.test(w.word));
  if (says < 0) return fallback;
  const said = clause.slice(says + 1).filter((w) => w.mark === undefined);
  const line = said[0]?.quote ?? said.map((w) => w.raw).join(" ");
  return line.length > 0 ? line : fallback;
}

/**
 * Hide and seek behind numbered places: the hider hides behind one picked at random (kept in
 * the child's variable, "spot" when unnamed), and clicking the right place shows it.
 */
function hideBehindPlaces(words: readonly TWord[], hider: string, places: readonly string[]): TPlan {
  const spot = variablesCalled(words)[0] ?? "spot";
  const clause = splitAt(words, /^[.!?;]$/).find((part) => part.some((w) => /^says?$/.test(w.word))) ?? [];
  const line = saidAfter(clause, "You found me!");
  const place = (name: string, i: number): TCharacter => ({
    name,
    scripts: [script(click, `When you click ${name}: if the ${hider} hides behind it, it is found`, when(`<(${spot}) = (${i + 1})>`, `the ${hider} hides behind ${name}`, [b("broadcast [found v]")]))],
  });
  return plan(
    [
      {
        name: hider,
        scripts: [
          script(flag, `When the green flag is clicked: the ${hider} hides behind one of ${places.length} places, picked at random`, b("hide"), b(`set [${spot} v] to (pick random (1) to (${places.length}))`)),
          script({ kind: "message", name: "found" }, `When it gets the message "found": the ${hider} shows itself`, b("show"), b(`say [${line}]`)),
        ],
      },
      ...places.map(place),
    ],
    [{ name: spot, start: 0 }],
  );
}

/**
 * Hide and seek in the child's rounds: the hider does the round's steps in the child's order the
 * child's number of times; a click on it says the child's line (or "You found me!") and counts in
 * the child's variable (or the score).
 */
function hideInRounds(words: readonly TWord[], hider: string, rounds: TRounds): TPlan {
  const clicks = (w: TWord) => /^(?:click|clicks|clicking|clicked|tap|taps|tapping)$/.test(w.word);
  const clause = splitAt(words, /^[.!?;]$/).find((part) => part.some(clicks)) ?? [];
  const said = clause.findIndex((w) => /^says?$/.test(w.word));
  const line = (said >= 0 ? clause[said + 1]?.quote : undefined) ?? "You found me!";
  const count = countFrom(clause, Math.max(0, clause.findIndex(clicks))) ?? { variable: "score", by: 1 };
  return plan(
    [
      {
        name: hider,
        scripts: [
          script(flag, `When the green flag is clicked: the ${hider} plays ${rounds.rounds} rounds, and each round it ${rounds.does}`, b(`set [${count.variable} v] to (0)`), b("show"), { kind: "repeat", times: rounds.rounds, body: rounds.steps }),
          script(click, `When you click the ${hider}: it says "${line}" and ${count.by >= 0 ? `adds ${count.by} to` : `takes ${-count.by} from`} ${count.variable}`, b(`say [${quoteAsBlockText(line)}]`), b(`change [${count.variable} v] by (${count.by})`)),
        ],
      },
    ],
    [{ name: count.variable, start: 0 }],
  );
}

const hideAndSeek: TProjectBuilder = (request) => {
  const { words, names } = request;
  const places = numberedNames(words);
  const free = names.filter((name) => !places.includes(name) && !places.some((p) => p.replace(/\d+$/, "") === name));
  // the one the child says hides ("the Kitten hides, ..."), before the first name ("the Seeker says 3, 2 and 1; the Kitten hides")
  const hider = free.find((name) => words.some((w, i) => w.word === name.toLowerCase() && /^(?:hides?|hide)$/.test(words[i + 1]?.word ?? ""))) ?? free[0] ?? "Hider";
  if (places.length >= 2) return hideBehindPlaces(words, hider, places);
  const rounds = hidingRounds(splitAt(words, /^[.!?;]$/));
  if (rounds) {
    const played = hideInRounds(words, hider, rounds);
    // "the Seeker says 3, 2 and 1, each for 1 second": the seeker's own count, as said
    const count = seekerCount(splitAt(words, /^[.!?;]$/), names, hider);
    return count ? { ...played, characters: [{ name: count.seeker, scripts: [script(flag, `When the green flag is clicked: the ${count.seeker} ${count.does}`, ...count.steps)] }, ...played.characters] } : played;
  }
  const ghost = words.find((w, i) => w.number !== undefined && words.slice(Math.max(0, i - 3), i).some((x) => x.word === "ghost"))?.number ?? 85;
  const hide: TStep[] = [b("go to (random position v)"), b(`set [ghost v] effect to (${ghost})`)];
  const found: TStep[] = [b("clear graphic effects"), b("say [You found me!] for (1) seconds"), b("change [score v] by (1)"), ...hide];
  const byMouse = has(request, "mouse");
  return plan(
    [
      {
        name: hider,
        scripts: byMouse
          ? [script(flag, `When the green flag is clicked: the ${hider} hides somewhere random, ${ghost >= 100 ? "invisible" : "almost invisible"}, and shows itself when the mouse finds it`, b("set [score v] to (0)"), ...hide, forever(when("<touching (mouse-pointer v)?>", "the mouse touches it", found)))]
          : [
              script(flag, `When the green flag is clicked: the ${hider} hides somewhere random, almost invisible`, b("set [score v] to (0)"), ...hide),
              script(click, `When you find the ${hider} and click it: it shows itself, you score, and it hides again`, ...found),
            ],
      },
    ],
    [{ name: "score", start: 0 }],
  );
};

/**
 * The score that wins a two-player game, as the child said it: "first to 5", "first to 7 points
 * wins", "10 points wins", "you win at 3 goals"; none when the child gave none.
 */
function winningScore(words: readonly TWord[]): number | undefined {
  const at = words.findIndex((w, i) => {
    if (w.number === undefined || !Number.isInteger(w.number) || w.number <= 0) return false;
    const before = words.slice(Math.max(0, i - 2), i).map((x) => x.word).join(" ");
    const after = words.slice(i + 1, i + 4).map((x) => x.word);
    return /\bfirst to$|\bwins? at$|\bwins? with$/.test(before) || (/^(?:points?|goals?)$/.test(after[0] ?? "") && after.slice(1).some((x) => /^wins?$/.test(x)));
  });
  return at < 0 ? undefined : words[at]?.number;
}

/** "PaddleA" and "PaddleB": names of one word and a capital letter, two or more of one word, as the child wrote them (the words are lower-cased). */
function letteredNames(prompt: string): string[] {
  const lettered = [...new Set([...prompt.matchAll(/\b([A-Z]?[a-z]+)([A-Z])\b/g)].map((m) => m[0]))];
  const stem = (name: string) => name.slice(0, -1).toLowerCase();
  return lettered.filter((name) => lettered.filter((other) => stem(other) === stem(name)).length >= 2).sort();
}

/**
 * The two paddles as the child named them: the one whose name says left ("Lefty") and the one
 * whose name says right, else the two characters the child named, in order; the Ball is the
 * child's ball ("the Puck").
 */
function pongNames(names: readonly string[], words: readonly TWord[], prompt = ""): { left: string; right: string; ball: string } {
  const ball = names.find((name) => artForName(name)?.words.includes("ball")) ?? "Ball";
  // "Paddle1 moves with q and a, Paddle2 with p and l", "PaddleA ..., PaddleB ...": the two the child numbered or lettered
  const [one, two, ...more] = [...numberedNames(words), ...letteredNames(prompt)];
  if (one && two && more.length === 0) return { left: one, right: two, ball };
  const players = names.filter((name) => name !== ball && !/^(?:duplicate|player|players|game|pong)$/i.test(name));
  const left = players.find((name) => /^left/i.test(name));
  const right = players.find((name) => /^right/i.test(name));
  if (left && right) return { left, right, ball };
  const [first, second] = players;
  if (!left && !right && players.length === 2 && first && second) return { left: first, right: second, ball };
  return { left: "Left Paddle", right: "Right Paddle", ball };
}

/**
 * "moves up with the q key and down with the a key": a pair of keys said one by one, each after
 * the way it moves; none when the sentence says no such pair.
 */
function upAndDownKeys(words: readonly TWord[]): [string, string] | undefined {
  return keysForUpAndDown(words) ?? keysThenWays(words);
}

/**
 * "Q for up and A for down", "P up, L down": each key said just before the way it moves.
 * A lone letter counts only right before "for up"/"up", where nothing else reads as a key.
 */
function keysThenWays(words: readonly TWord[]): [string, string] | undefined {
  const keyBefore = (way: string): string | undefined => {
    const at = words.findIndex((w, i) => w.word === way && i > 0 && (/^[a-z0-9]$/.test(words[i - 1]?.raw.toLowerCase() ?? "") || (words[i - 1]?.word === "for" && /^[a-z0-9]$/.test(words[i - 2]?.raw.toLowerCase() ?? ""))));
    if (at < 0) return undefined;
    const key = words[at - 1]?.word === "for" ? words[at - 2] : words[at - 1];
    return key?.raw.toLowerCase();
  };
  const up = keyBefore("up");
  const down = keyBefore("down");
  return up && down && up !== down ? [up, down] : undefined;
}

function keysForUpAndDown(words: readonly TWord[]): [string, string] | undefined {
  const keyAfter = (from: number): { key: string; at: number } | undefined => {
    for (let i = from + 1; i < Math.min(words.length - 1, from + 8); i++) {
      const raw = words[i]?.raw.toLowerCase() ?? "";
      if (words[i + 1]?.word === "key" && /^[a-z0-9]$/.test(raw)) return { key: raw, at: i };
    }
    return undefined;
  };
  const up = keyAfter(words.findIndex((w) => w.word === "up"));
  if (!up || words.findIndex((w) => w.word === "up") < 0) return undefined;
  const down = keyAfter(words.findIndex((w, i) => i > up.at && w.word === "down"));
  return down && down.key !== up.key ? [up.key, down.key] : undefined;
}

/** Each player's keys in the order the request gives them, a sentence at a time. */
function playersKeys(words: readonly TWord[]): [string, string][] {
  const pairsIn = (part: readonly TWord[]): [string, string][] => {
    const spelled = upAndDownKeys(part);
    return spelled ? [spelled] : keyPairs([...part]);
  };
  // "player 1 uses Q for up and A for down, player 2 uses P for up and L for down": a sentence
  // that gives one pair as a whole may give each player's pair clause by clause
  return splitAt(words, /^[.!?;]$/).flatMap((sentence) => {
    const whole = pairsIn(sentence);
    const byClause = splitAt(sentence, /^,$/).flatMap(pairsIn);
    return byClause.length > whole.length ? byClause : whole;
  });
}

/** The words cut after each mark the pattern matches. */
function splitAt(words: readonly TWord[], mark: RegExp): TWord[][] {
  const parts: TWord[][] = [[]];
  for (const w of words) {
    (parts[parts.length - 1] as TWord[]).push(w);
    if (w.mark !== undefined && mark.test(w.mark)) parts.push([]);
  }
  return parts.filter((part) => part.length > 0);
}

/**
 * The turn the child gives the ball at a touch ("turns 180 degrees when it touches either paddle",
 * "if it touch the Paddle it turn 180 degree"): the degrees said in the clause of the touch.
 */
function turnOnTouch(words: readonly TWord[]): number | undefined {
  const clause = splitAt(words, /^[.!?;,]$/).find((part) => part.some((w) => /^(?:touch|hit)$/.test(w.lemma) || /^(?:touch|touches|touching|touched|hits?|hitting)$/.test(w.word)));
  if (!clause) return undefined;
  // "turns 180 degrees", "turns it 180 degrees"
  const skip = (i: number) => (/^(?:it|him|her|them)$/.test(clause[i + 1]?.word ?? "") ? 1 : 0);
  // (decision 1760) "turns 180 when it touches Left or Right": a turn said with its touch, "degrees" unsaid
  const unit = (i: number) => /^degrees?$/.test(clause[i]?.word ?? "") || (clause[i]?.number === undefined && /^(?:when|if|on|as|whenever)$/.test(clause[i]?.word ?? ""));
  const at = clause.findIndex((w, i) => /^(?:turn|turns|turned|turning|rotates?)$/.test(w.word) && clause[i + 1 + skip(i)]?.number !== undefined && unit(i + 2 + skip(i)));
  return at < 0 ? undefined : clause[at + 1 + skip(at)]?.number;
}

/** The ball's steps at a time, in the clause that names it ("the Ball moves 7 steps forever", "the Ball move 6 forever"). */
function ballSpeed(words: readonly TWord[], ball: string): number | undefined {
  const clauses = clausesOf(words, ball);
  for (const clause of clauses) {
    const speed = numberBefore(clause, /^steps?$/) ?? numberAfter(clause, /^(?:move|moves|moving)$/);
    if (speed !== undefined && speed > 0) return speed;
  }
  return undefined;
}

/** The ball moving on until it is off the paddle it turned at, so it never sticks. */
const offThePaddle = (paddle: string, speed: string): TStep => ({ kind: "until", condition: { text: `<not <touching (${paddle} v)?>>`, words: `it is off the ${paddle}` }, body: [b(`move (${speed}) steps`)] });

/** The child's turn at a paddle ("turns 180 degrees"), moving off it; else the program's own bounce. */
const atThePaddle = (paddle: string, turn: number | undefined, speed: string, own: string): TStep[] => (turn === undefined ? [b(own)] : [b(`turn right (${turn}) degrees`), offThePaddle(paddle, speed)]);

const pongForTwo: TProjectBuilder = ({ words, names, prompt }) => {
  const { left: leftPaddle, right: rightPaddle, ball } = pongNames(names, words, prompt);
  const turn = turnOnTouch(words);
  const speed = ballSpeed(words, ball) ?? 6;
  const target = winningScore(words);
  // "first to 5 wins": a point that reaches the child's score ends the game and says who won
  const wins = (variable: string, player: string): TStep[] =>
    target === undefined ? [] : [when(`<(${variable}) = (${target})>`, `the ${variable} reaches ${target}`, [b(`say [${player} wins!] for (2) seconds`), b("stop [all v]")])];
  // each player's keys as the child gave them, in order; the classic W/S and arrows otherwise
  const [left, right] = playersKeys(words);
  const leftKeys = left ?? (right?.[0] === "w" ? ["up arrow", "down arrow"] : ["w", "s"]);
  const rightKeys = right ?? (leftKeys[0] === "up arrow" ? ["w", "s"] : ["up arrow", "down arrow"]);
  // (decision 1760) "the Left paddle ... with q and a, the Right paddle with the arrows, 12 each": the paddles' steps
  const eachAt = words.findIndex((w, i) => w.number !== undefined && w.number > 0 && words[i + 1]?.word === "each" && words.slice(Math.max(0, i - 14), i).some((v) => /^(?:paddles?|keys?|arrows?)$/.test(v.word) || v.name === leftPaddle || v.name === rightPaddle));
  const paddleStep = eachAt >= 0 ? (words[eachAt]?.number as number) : 8;
  const [leftScore, rightScore] = ["left score", "right score"];
  // each key in a loop of its own: a script for "up" that never moves the paddle down
  const paddle = (name: string, x: number, up: string, down: string): TCharacter => ({
    name,
    settings: `x: ${x}, y: 0`,
    scripts: [
      script(flag, `When the green flag is clicked: the ${name} starts at its side, and ${up} moves it up`, b(`go to x: (${x}) y: (0)`), forever(when(`<key (${up} v) pressed?>`, `the ${up} key is pressed`, [b(`change y by (${paddleStep})`)]))),
      script(flag, `When the green flag is clicked: ${down} moves the ${name} down`, forever(when(`<key (${down} v) pressed?>`, `the ${down} key is pressed`, [b(`change y by (${-paddleStep})`)]))),
    ],
  });
  // "the ball goes faster every time a paddle hits it": its speed, a step more at each hit
  const speedsUp = speedsUpOnHits(words);
  const hit = speedsUp ? [b("change [speed v] by (1)")] : [];
  // "the Ball points in direction 45": the child's direction at each serve, else a random one to the right
  const direction = numberAfter(clausesOf(words, ball).flat(), /^direction$/);
  const serve: TStep[] = [b("go to x: (0) y: (0)"), b(`point in direction (${direction ?? "pick random (45) to (135)"})`)];
  return plan(
    [
      paddle(leftPaddle, -200, leftKeys[0] as string, leftKeys[1] as string),
      paddle(rightPaddle, 200, rightKeys[0] as string, rightKeys[1] as string),
      {
        name: ball,
        scripts: [
          script(
            flag,
            `When the green flag is clicked: the ${ball} flies, bounces off the paddles, and a miss is a point for the other player${target === undefined ? "" : `; the first to ${target} wins`}`,
            b(`set [${leftScore} v] to (0)`),
            b(`set [${rightScore} v] to (0)`),
            ...(speedsUp ? [b(`set [speed v] to (${speed})`)] : []),
            ...serve,
            forever(
              b(speedsUp ? "move (speed) steps" : `move (${speed}) steps`),
              b("if on edge, bounce"),
              when(`<touching (${leftPaddle} v)?>`, `it touches the ${leftPaddle}`, [...atThePaddle(leftPaddle, turn, speedsUp ? "speed" : String(speed), "point in direction (pick random (45) to (135))"), ...hit]),
              when(`<touching (${rightPaddle} v)?>`, `it touches the ${rightPaddle}`, [...atThePaddle(rightPaddle, turn, speedsUp ? "speed" : String(speed), "point in direction (pick random (-135) to (-45))"), ...hit]),
              when("<(x position) > (225)>", `it gets past the ${rightPaddle}`, [b(`change [${leftScore} v] by (1)`), ...wins(leftScore, "Left player"), ...serve]),
              when("<(x position) < (-225)>", `it gets past the ${leftPaddle}`, [b(`change [${rightScore} v] by (1)`), ...wins(rightScore, "Right player"), ...serve]),
            ),
          ),
        ],
      },
    ],
    [{ name: leftScore, start: 0 }, { name: rightScore, start: 0 }, ...(speedsUp ? [{ name: "speed", start: speed }] : [])],
  );
};

/** "goes faster every time a paddle hits it", "speeds up a bit each time": faster at each hit. */
function speedsUpOnHits(words: readonly TWord[]): boolean {
  const text = words.map((w) => w.word).join(" ");
  return /\b(?:faster|speeds? up|speeding up|quicker|more fast)\b/.test(text) && /\b(?:each|every) time\b|\b(?:at|after|with) each\b/.test(text);
}

/** The keys that drive a car: forward, back, left and right. */
type TDriveKeys = [string, string, string, string];
const ARROWS: TDriveKeys = ["up arrow", "down arrow", "left arrow", "right arrow"];
const WASD: TDriveKeys = ["w", "s", "a", "d"];

/** Words that name the race's line or ground, never a car. */
const NOT_A_CAR = /finish|line|track|grass|road|timer|lap|player|race|game/i;

/**
 * Each car's keys, said in the clause that names it ("Zoom uses W A S D", "the Mini with W, A,
 * S and D", "Flash uses the arrow keys"); none for a car whose clause names no keys.
 */
function keysSaidFor(words: readonly TWord[], names: readonly string[], car: string): TDriveKeys | undefined {
  const clauses = splitAt(words, /^[.!?;,]$/).flatMap((clause) => {
    // "the Ferrari drives with the arrow keys, the Mini with W, A, S and D": a clause per name
    const nameAt = clause.map((w, i) => (names.some((name) => name.toLowerCase() === w.word) ? i : -1)).filter((i) => i >= 0);
    return nameAt.length > 1 ? nameAt.map((at, i) => clause.slice(i === 0 ? 0 : at, nameAt[i + 1] ?? clause.length)) : [clause];
  });
  const keysIn = (clause: readonly TWord[]): TDriveKeys | undefined => {
    const keys = keysOf(clause.map((w) => w.raw).join(" "));
    return WASD.every((key) => keys.includes(key)) ? WASD : keys.some((key) => key.endsWith("arrow")) ? ARROWS : undefined;
  };
  return clauses.filter((clause) => clause.some((w) => w.word === car.toLowerCase())).map(keysIn).find((keys) => keys !== undefined);
}

/** Names the child gives after "called" or "named" ("my cars are called Zoom and Flash"). */
function calledNames(words: readonly TWord[]): string[] {
  const at = words.findIndex((w) => w.word === "called" || w.word === "named");
  if (at < 0) return [];
  const after = words.slice(at + 1, at + 6);
  const end = after.findIndex((w) => w.name === undefined && w.word !== "and");
  return (end < 0 ? after : after.slice(0, end)).flatMap((w) => (w.name ? [w.name] : []));
}

/** People who ask for the game, never a car. */
const PEOPLE = /^(?:grand\w*|mum|mom|dad|son|daughter|kids?|child|children|brother|sister|friends?|teacher|class|twins?|players?)$/i;

/**
 * Laps the race asks for: "3 laps", "after 3 laps", "first to 3 laps wins", or a lap count with
 * no number ("a lap counter", "lap goes up by 1"); the variable is "laps" where the child calls it so.
 */
function lapsAsked(words: readonly TWord[]): { variable: string; laps?: number } | undefined {
  const text = words.map((w) => w.word).join(" ");
  const laps = numberBefore(words, /^laps?$/);
  const counted = laps !== undefined || /\blaps? (?:counter|count|goes up|go up|variable)|\b(?:variable|called|named) laps?\b|\bcount(?:s|ing)? (?:the )?laps\b/.test(text);
  if (!counted) return undefined;
  // "adds 1 to laps", "laps goes up": the child's own word for the count
  const ownLaps = /\b(?:variable|called|named|to|from) laps\b|\blaps (?:goes|go|is|becomes|variable|counter|count)\b/.test(text);
  return { variable: ownLaps ? "laps" : "lap", ...(laps !== undefined && laps > 1 ? { laps } : {}) };
}

/**
 * "after 3 laps it says you win", "after 3 laps it says "Finish!" and stops": the line the race
 * ends with, as the child wrote it; none when the child gives none or says the timer.
 */
function lapsEndLine(words: readonly TWord[]): string | undefined {
  for (const clause of splitAt(words, /^[.!?;,]$/)) {
    const after = clause.findIndex((w, i) => w.word === "after" && clause[i + 1]?.number !== undefined && /^laps?$/.test(clause[i + 2]?.word ?? ""));
    const says = clause.findIndex((w, i) => i > after && /^(?:says?|said|shouts?)$/.test(w.word));
    if (after < 0 || says < 0) continue;
    const said = clause.slice(says + 1);
    const quote = said.find((w) => w.quote !== undefined)?.quote;
    if (quote !== undefined) return quote;
    const end = said.findIndex((w) => w.mark !== undefined || /^(?:and|then|for)$/.test(w.word));
    const line = (end < 0 ? said : said.slice(0, end)).map((w) => w.raw);
    return line.length === 0 || line.some((word) => /^(?:timer|time)$/.test(word)) ? undefined : line.join(" ");
  }
  return undefined;
}

/** "each time the Car touches the Line, laps goes up by 1 and the Car says the timer for 1 second": the time said at every lap, for the child's seconds. */
function timerEachLap(words: readonly TWord[]): number | undefined {
  const sentence = splitAt(words, /^[.!?;]$/).find((part) => part.some((w) => /^(?:touch|touches|touching|reaches|crosses)$/.test(w.word)) && !part.some((w) => w.word === "after") && part.some((w, i) => /^says?$/.test(w.word) && part.slice(i + 1, i + 3).some((next) => next.word === "timer")));
  if (!sentence) return undefined;
  const timer = sentence.findIndex((w) => w.word === "timer");
  return sentence[timer + 1]?.word === "for" && sentence[timer + 2]?.number !== undefined ? sentence[timer + 2]?.number : 2;
}

/**
 * A top-down race to the Finish Line: up drives, down backs up, left and right steer. One car
 * says its lap time at the line; two cars (two named, or "for 2 players") race there, each on
 * its keys, and the first says it won. Laps asked for are counted at the line (the car must
 * leave the line before the next one counts), and the last lap ends the race.
 */
const racing: TProjectBuilder = ({ words, names }) => {
  // the Finish, else a line the child named ("touches the Line")
  const finish = names.find((name) => /finish/i.test(name)) ?? names.find((name) => /^line$/i.test(name)) ?? "Finish Line";
  const endLine = lapsEndLine(words);
  const eachLap = endLine !== undefined ? timerEachLap(words) : undefined;
  const named = [...new Set([...calledNames(words), ...names])].filter((name) => !NOT_A_CAR.test(name) && !PEOPLE.test(name) && !artForName(name)?.words.some((word) => /^(?:flag|line)$/.test(word)));
  // the cars the child gives keys to are the cars; else the ones named
  const driven = named.filter((name) => keysSaidFor(words, named, name) !== undefined);
  const drivers = driven.length > 0 ? driven : named;
  const twoPlayers = drivers.length >= 2 || /\b(?:2|two) (?:players?|cars|people|racers)\b|\bfor (?:2|two)\b/.test(words.map((w) => w.word).join(" "));
  const cars = twoPlayers ? [drivers[0] ?? "Red Car", drivers[1] ?? "Blue Car"] : [drivers[0] ?? "Car"];
  // a car the child gives no keys takes whichever the other car left: the arrows first, then WASD
  const said = cars.map((name) => keysSaidFor(words, named, name));
  const free = [ARROWS, WASD].filter((pair) => !said.includes(pair));
  const keys = said.map((pair) => pair ?? (free.shift() as TDriveKeys));
  const counting = lapsAsked(words);
  // the child's own steps forward and degrees of a turn ("forward 6 steps", "turns 5 degrees"), else 5 of each
  // ("the Car goes 7 with the up arrow and turns 12 with left and right": the numbers right after its verbs)
  // ("touching the Grass moves it back 10 steps" is the Grass's push back, never the forward key's steps)
  const pushedBack = sentBackBy(words, names);
  const forwardWords = splitAt(words, /^[.!?;,]$/).filter((clause) => pushedBack === undefined || !clause.some((w) => w.word === pushedBack.sprite.toLowerCase())).flat();
  const steps = stepsMoved(forwardWords, names, /^(?:goes|go|moves?|drives?)$/) ?? numberBefore(forwardWords, /^steps?$/) ?? 5;
  const degrees = numberBefore(words, /^degrees?$/) ?? numberAfter(words, /^(?:turns?|turning|rotates?|steers?)$/) ?? 5;
  // two cars count laps each in a variable of its own ("Zoom laps")
  const lapVariableOf = (name: string) => (cars.length > 1 ? `${name} ${counting?.variable ?? "lap"}s`.replace(/ss$/, "s") : (counting?.variable ?? "lap"));
  const car = (name: string, i: number): TCharacter => {
    const lapVariable = lapVariableOf(name);
    const [forward, back, left, right] = keys[i] as TDriveKeys;
    const y = cars.length > 1 ? -100 - 40 * i : -120;
    // what crossing the line does: one car's lap time, or the winner of two
    const ending: TStep[] = cars.length > 1 ? [b(`say [${name} wins!] for (2) seconds`), b("stop [all v]")] : [b(endLine !== undefined ? `say [${endLine}] for (2) seconds` : "say (join [Lap time: ] (timer)) for (2) seconds"), b("stop [all v]")];
    const atLine: TStep[] = counting
      ? [
          b(`change [${lapVariable} v] by (1)`),
          ...(eachLap !== undefined ? [b(`say (timer) for (${eachLap}) seconds`)] : []),
          when(`<(${lapVariable}) = (${counting.laps ?? 1})>`, `it has driven ${counting.laps ?? 1} laps`, ending),
          b(`wait until <not <touching (${finish} v)?>>`),
        ]
      : ending;
    return {
      name,
      settings: `x: -180, y: ${y}`,
      scripts: [
        script(
          flag,
          `When the green flag is clicked: ${forward} drives the ${name}, ${back} backs it up, ${left} and ${right} steer, and reaching the ${finish} ${cars.length > 1 ? "wins the race" : `${eachLap !== undefined ? "says the timer each lap and " : ""}says ${endLine !== undefined ? `"${endLine}"` : "the lap time"}`}${counting?.laps ? ` after ${counting.laps} laps` : ""}`,
          b(`go to x: (-180) y: (${y})`),
          b("point in direction (90)"),
          ...(counting ? [b(`set [${lapVariable} v] to (0)`)] : []),
          ...(i === 0 ? [b("reset timer")] : []),
          forever(
            when(`<key (${forward} v) pressed?>`, `the ${forward} key is pressed`, [b(`move (${steps}) steps`)]),
            when(`<key (${back} v) pressed?>`, `the ${back} key is pressed`, [b("move (-3) steps")]),
            when(`<key (${left} v) pressed?>`, `the ${left} key is pressed`, [b(`turn left (${degrees}) degrees`)]),
            when(`<key (${right} v) pressed?>`, `the ${right} key is pressed`, [b(`turn right (${degrees}) degrees`)]),
            ...(pushedBack ? [when(`<touching (${pushedBack.sprite} v)?>`, `it touches the ${pushedBack.sprite}`, [b(`move (${-pushedBack.steps}) steps`)])] : []),
            when(`<touching (${finish} v)?>`, `it touches the ${finish}`, atLine),
          ),
        ),
      ],
    };
  };
  const lapVariables = counting ? cars.map((name) => ({ name: lapVariableOf(name), start: 0 })) : [];
  const ground: TCharacter[] = pushedBack ? [{ name: pushedBack.sprite, settings: "x: 0, y: 0", scripts: [] }] : [];
  return plan([...cars.map(car), { name: finish, settings: "x: 180, y: -120", scripts: [] }, ...ground], lapVariables);
};

/**
 * One name is the outfit that changes; more names are the one dressed up ("her character Luna")
 * and then the clothes ("a Hat, a Top and Shoes"), each changing when clicked: the one dressed
 * up never changes by itself.
 */
/**
 * "clicking the Hair, the Top or the Shoes switches it to its next costume": the names said one
 * after another right after a click word, each one clicked.
 */
function clickedNames(words: readonly TWord[]): string[] {
  const clicked: string[] = [];
  words.forEach((w, i) => {
    if (!/^(?:click|clicks|clicking|clicked)$/.test(w.word)) return;
    for (let k = i + 1; k < words.length; k++) {
      const next = words[k] as TWord;
      if (next.name !== undefined) clicked.push(next.name);
      else if (!/^(?:the|a|an|on|or|and|,|either)$/.test(next.mark ?? next.word)) break;
    }
  });
  return clicked;
}

/**
 * How the clothes go back: "pressing r switches all three back to costume 1" (a key), "the Reset
 * button broadcasts reset so all three switch back to costume 1", "a Reset button sends them all
 * back to their places" (a button and its message); the costume said ("costume 1", "costume
 * dress1"), none for their places. None when nothing resets them.
 */
function resetSaid(words: readonly TWord[], button: string | undefined): { key?: string; message?: string; costume?: string } | undefined {
  for (const clause of splitAt(words, /^[.!?;,]$/)) {
    // "r resets them all back": a key said as what resets
    const subject = clause.find((w, i) => (w.word === "space" || /^[a-z0-9]$/.test(w.raw)) && /^(?:resets?|sends?|puts?|switch|switches|makes?)$/.test(clause[i + 1]?.word ?? ""));
    const pressed = subject !== undefined || clause.some((w) => /^(?:press|presses|pressing|pressed)$/.test(w.word));
    const buttoned = button !== undefined && clause.some((w) => w.word === button.toLowerCase() && /^(?:button|broadcasts?|sends?)$/.test(clause[clause.indexOf(w) + 1]?.word ?? ""));
    if ((!pressed && !buttoned) || !clause.some((w) => /^(?:back|reset|resets|again)$/.test(w.word))) continue;
    const at = clause.findIndex((w) => w.word === "costume");
    const said = at >= 0 ? clause[at + 1] : undefined;
    // "costume dress1" is read as "dress" and 1
    const costume = said === undefined || said.mark !== undefined ? undefined : said.number !== undefined ? String(said.number) : Number.isInteger(clause[at + 2]?.number) ? `${said.raw}${clause[at + 2]?.number as number}` : said.raw;
    if (buttoned) {
      const broadcasts = clause.findIndex((w) => /^(?:broadcasts?|sends?)$/.test(w.word));
      const message = broadcasts >= 0 && clause[broadcasts + 1]?.word !== "them" && clause[broadcasts + 1]?.mark === undefined ? clause[broadcasts + 1]?.raw : undefined;
      return { message: message ?? "reset", ...(costume !== undefined ? { costume } : {}) };
    }
    const key = keysOf(clause.map((w) => w.raw).join(" ")).find((one) => one !== "any") ?? subject?.word;
    // "resets them all back" with no costume said: back to the first one
    if (key !== undefined) return { key, costume: costume ?? "1" };
  }
  return undefined;
}

const dressUp: TProjectBuilder = ({ words, names, prompt }) => {
  // "Dress" said only in "dress up" names the game, not a piece of clothing; "clothes" is the clothes as a group
  const said = (name: string) => words.some((w, i) => w.name === name && words[i + 1]?.word !== "up");
  // "the Reset button": what sends the clothes back, no piece of clothing
  const button = names.find((name) => /^reset/i.test(name)) ?? (words.some((w, i) => w.word === "reset" && (w.name !== undefined || words[i + 1]?.word === "button")) ? "Reset" : undefined);
  const own = names.filter((name) => said(name) && name !== button && !/^(?:clothes|clothing|outfits?|game)$/i.test(name));
  // "it goes onto the doll", "puts it on the Doll": the one the clothes go to
  const onto = words.findIndex((w, i) => /^(?:onto|on|to)$/.test(w.word) && [words[i - 1], words[i - 2]].some((verb) => /^(?:goes|go|jumps|moves|puts|put|glides)$/.test(verb?.word ?? "")) && own.includes(words[i + 2]?.name ?? words[i + 1]?.name ?? ""));
  const target = onto >= 0 ? (words[onto + 2]?.name ?? words[onto + 1]?.name) : undefined;
  const [first, ...rest] = own.length > 0 ? own : names.length > 0 ? names : ["Dress Up"];
  // "clicking the Hair, the Top or the Shoes": the first one named is clicked too, a piece of clothing, not the one dressed
  const allClothes = target === undefined && rest.length > 0 && clickedNames(words).includes(first as string);
  const dressed = target ?? (first as string);
  const clothes = target ? own.filter((name) => name !== target) : allClothes ? [first as string, ...rest] : rest;
  // "pressing r switches all three back to costume 1", "the Reset button broadcasts reset"
  const read = resetSaid(words, button);
  // "back to costume1": the costume by the name the child wrote, not its number
  const reset = read?.costume !== undefined && /^\d+$/.test(read.costume) && new RegExp(String.raw`\bcostume${read.costume}\b`, "i").test(prompt ?? "") ? { ...read, costume: `costume${read.costume}` } : read;
  const resetTrigger: TScriptPlan["trigger"] | undefined = reset?.key !== undefined ? { kind: "key", key: reset.key } : reset?.message !== undefined ? { kind: "message", name: reset.message } : undefined;
  const resetWhen = reset?.key !== undefined ? `When you press ${reset.key}` : `When the ${button ?? "Reset"} sends ${reset?.message ?? "reset"}`;
  // the comment counts them as the child did ("all three"), so the count is the program's
  const all = clothes.length > 1 ? `, as all ${clothes.length} clothes do` : "";
  // an outfit with no costume said goes back to its first; a piece put on the doll, to its place
  const resets = (name: string, place?: string): TScriptPlan[] => {
    const costume = reset?.costume ?? (place === undefined ? "1" : undefined);
    if (resetTrigger === undefined) return [];
    return costume !== undefined ? [script(resetTrigger, `${resetWhen}: the ${name} goes back to costume ${costume}${all}`, b(`switch costume to (${costume} v)`))] : [script(resetTrigger, `${resetWhen}: the ${name} goes back to its place${all}`, b(`go to ${place as string}`))];
  };
  // a reset the child asks for that none of the above reads is named, never hidden by the project's words
  const unbuilt = reset === undefined && words.some((w) => /^(?:reset|resets|resetting)$/.test(w.word)) ? ["sending the clothes back"] : [];
  const buttons: TCharacter[] = button !== undefined && reset?.message !== undefined ? [{ name: button, scripts: [script(click, `When you click the ${button}: sends ${reset.message} to the clothes`, b(`broadcast [${reset.message} v]`))] }] : [];
  const outfit = (name: string): TCharacter => ({ name, scripts: [script(click, `When you click the ${name}: the next outfit`, b("next costume")), ...resets(name)] });
  const honest = (built: TPlan): TPlan => ({ ...built, leftOut: [...built.leftOut, ...unbuilt] });
  if (allClothes) return honest(plan([...clothes.map(outfit), ...buttons]));
  const group = clothes.length > 1 ? ` (one of the ${clothes.length} clothes)` : "";
  // the clothes around the one dressed, who stands in the middle
  const putOn = (name: string, i: number): TCharacter => {
    const [x, y] = [i % 2 === 0 ? -170 : 170, 100 - 100 * Math.floor(i / 2)];
    return { name, settings: `x: ${x}, y: ${y}`, scripts: [script(click, `When you click the ${name}${group}: it goes onto the ${dressed}`, b(`go to (${dressed} v)`), b("go to [front v] layer")), ...resets(name, `x: (${x}) y: (${y})`)] };
  };
  // "clicking the Doll changes her hair (next costume)": the one dressed changes only when the child says so
  const clicked = splitAt(words, /^[.!?;,]$/).some((clause) => clause.some((w, i) => /^(?:click|clicks|clicking|clicked)$/.test(w.word) && clause.slice(i + 1, i + 3).some((x) => x.name === dressed)) && clause.some((w) => /^(?:costume|changes?|next)$/.test(w.word)));
  const dressedScripts = target && clicked ? [script(click, `When you click the ${dressed}: the next costume`, b("next costume"))] : [];
  if (target) return honest(plan([{ name: dressed, settings: "x: 0, y: 0", scripts: dressedScripts }, ...clothes.map(putOn), ...buttons]));
  return honest(plan([...(clothes.length > 0 ? [{ name: dressed, scripts: [] }, ...clothes.map(outfit)] : [outfit(dressed)]), ...buttons]));
};

/** A pad's drum by the word the child names it with: Scratch's drum numbers. */
const PAD_DRUMS: [RegExp, number, string][] = [
  [/^(?:snare|drum)$/, 1, "snare drum"],
  [/^(?:kick|bass|boom)$/, 2, "bass drum"],
  [/^(?:crash|cymbal)$/, 4, "crash cymbal"],
  [/^(?:hat|hihat|hi-hat)$/, 6, "closed hi-hat"],
  [/^tambourine$/, 7, "tambourine"],
  [/^clap$/, 8, "hand clap"],
  [/^(?:cowbell|bell)$/, 11, "cowbell"],
  [/^triangle$/, 12, "triangle"],
  [/^(?:tom|bongo)$/, 13, "bongo"],
  [/^conga$/, 14, "conga"],
];

/** The pads the child names ("pads called Kick, Snare and Clap"), each a sprite of its own, as the child wrote them. */
function namedPads(words: readonly TWord[]): { name: string; drum: number; sound: string; key?: string }[] {
  const pads = words.flatMap((w, at) => {
    // "play drum 1 2 4": a drum's number, not a pad called Drum
    const found = w.word === "drum" && words[at + 1]?.number !== undefined ? undefined : PAD_DRUMS.find(([pattern]) => pattern.test(w.word));
    // "press 1 for a kick drum": the key said just before the pad
    // "press 1 to play a drum": the key said just before "to play"
    // "k plays the kick": the key said as what plays it
    // ", s the snare": a key said right before the pad, after the one before it
    const keyed = words.slice(Math.max(0, at - 4), at).find((k, i, near) => /^[a-z0-9]$/.test(k.raw.toLowerCase()) && (near[i + 1]?.word === "for" || /^plays?$/.test(near[i + 1]?.word ?? "") || (near[i + 1]?.word === "to" && /^plays?$/.test(near[i + 2]?.word ?? "")) || (near[i + 1]?.word === "the" && i + 2 === near.length && words[words.indexOf(k) - 1]?.mark === ",")));
    // "the kick (drum 1)", "the Kick pad plays drum 1", "the Snare pad drum 2": the child's own drum for it
    const said = words.slice(at + 1, at + 4).findIndex((next, k, near) => next.word === "drum" && Number.isInteger(near[k + 1]?.number ?? words[at + k + 2]?.number));
    const own = said >= 0 && words.slice(at + 1, at + 1 + said).every((between) => between.mark === undefined && /^(?:pad|button|plays?)$/.test(between.word)) ? (words[at + said + 2]?.number as number) : undefined;
    const drum = own ?? found?.[1];
    return found && drum !== undefined ? [{ name: w.name ?? `${w.raw.charAt(0).toUpperCase()}${w.raw.slice(1)}`, drum, sound: own !== undefined ? `drum ${own}` : found[2], ...(keyed ? { key: keyed.raw.toLowerCase() } : {}) }] : [];
  });
  const unique = pads.filter((pad, i) => pads.findIndex((other) => other.name === pad.name) === i);
  if (unique.some((pad) => pad.key !== undefined)) return unique;
  // "pressing A, S, D or F plays that pad": one key each, in the pads' order
  const keys = keysOf(words.map((w) => w.raw).join(" ")).filter((key) => key.length === 1);
  return keys.length === unique.length ? unique.map((pad, i) => ({ ...pad, key: keys[i] as string })) : unique;
}

/**
 * "it gets bigger for a moment (size 120 then back to 100)": a pad that grows as it plays and
 * goes back; none when the child asks for no such thing.
 */
function padPulse(words: readonly TWord[]): TStep[] {
  if (!words.some((w) => /^(?:bigger|grows?|size)$/.test(w.word))) return [];
  const sizeAt = words.findIndex((w, i) => w.word === "size" && words[i + 1]?.number !== undefined);
  const big = sizeAt >= 0 ? (words[sizeAt + 1]?.number as number) : 120;
  const backAt = words.findIndex((w, i) => i > sizeAt && w.word === "to" && words[i - 1]?.word === "back" && words[i + 1]?.number !== undefined);
  const back = backAt >= 0 ? (words[backAt + 1]?.number as number) : 100;
  return [b(`set size to (${big}) %`), b("wait (0.1) seconds"), b(`set size to (${back}) %`)];
}

/** "the pads Kick Snare Clap Bell play drum 1 2 4 and 17": the drums' numbers said in a row, one for each pad in order. */
function drumNumbers(words: readonly TWord[]): number[] {
  const at = words.findIndex((w, i) => /^drums?$/.test(w.word) && words[i + 1]?.number !== undefined);
  if (at < 0) return [];
  const numbers: number[] = [];
  for (let i = at + 1; i < words.length; i++) {
    const w = words[i] as TWord;
    if (w.number !== undefined && Number.isInteger(w.number) && w.number >= 1 && w.number <= 18) numbers.push(w.number);
    else if (!/^(?:and|,|&)$/.test(w.mark ?? w.word)) break;
  }
  return numbers;
}

/**
 * "space plays all 4 in a row", "r plays kick snare kick snare in a row": the key that plays pads
 * in turn, and the pads it plays (all of them, or the ones named, in the child's order); none when
 * no key does.
 */
function inARow(words: readonly TWord[], pads: readonly string[]): { key: string; pads: string[] } | undefined {
  const clause = splitAt(words, /^[.!?;,]$/).find((part) => /\b(?:in a row|in order|in turn|one after (?:the )?other|one after another)\b/.test(part.map((w) => w.word).join(" ")));
  if (!clause) return undefined;
  // "space plays all 4": a key said as what plays
  const subject = clause.find((w, i) => /^plays?$/.test(clause[i + 1]?.word ?? "") && (w.word === "space" || /^[a-z0-9]$/.test(w.raw)));
  const key = keysOf(clause.map((w) => w.raw).join(" ")).find((one) => one !== "any") ?? subject?.word;
  if (key === undefined) return undefined;
  const named = clause.flatMap((w) => pads.filter((pad) => pad.toLowerCase() === w.word));
  if (named.length >= 2) return { key, pads: named };
  return clause.some((w) => w.word === "all") ? { key, pads: [...pads] } : undefined;
}

/** "each for 0.25 beats", "0.5 beats each": how long the child's drums play, in a clause; else a quarter beat. */
function beatsIn(words: readonly TWord[]): number | undefined {
  const at = words.findIndex((w, i) => w.number !== undefined && w.number > 0 && /^beats?$/.test(words[i + 1]?.word ?? ""));
  return at >= 0 ? words[at]?.number : undefined;
}

/** "drum 1 then drum 2", "drums 1, 2 and 6": the drums' numbers in the order said. */
function drumsInTurn(clause: readonly TWord[]): number[] {
  const drums: number[] = [];
  clause.forEach((w, i) => {
    if (w.number === undefined || !Number.isInteger(w.number) || w.number < 1 || w.number > 18) return;
    const before = clause[i - 1];
    const listed = /^(?:then|and|,)$/.test(before?.mark ?? before?.word ?? "") && drums.length > 0 && clause[i - 2]?.number === drums[drums.length - 1];
    if (/^drums?$/.test(before?.word ?? "") || listed) drums.push(w.number);
  });
  return drums;
}

/**
 * "pressing space plays drum 1 then drum 2, 0.5 beats each, forever": a key that plays the child's
 * drums in turn, each for its beats, over and over when the child says so; none when no key plays
 * numbered drums.
 */
function keyedBeat(words: readonly TWord[]): { key: string; drums: number[]; beats?: number; forever: boolean } | undefined {
  for (const clause of splitAt(words, /^[.!?;]$/)) {
    const text = clause.map((w) => w.word).join(" ");
    if (!/\b(?:press|presses|pressing|pressed|key)\b|\bspace plays\b/.test(text)) continue;
    const key = keysOf(clause.map((w) => w.raw).join(" ")).find((one) => one !== "any");
    // "drum 1 then drum 2", "drums 1 and 2": the drums in the order played
    const drums = drumsInTurn(clause);
    if (key === undefined || drums.length < 2) continue;
    const beats = beatsIn(clause);
    return { key, drums, ...(beats !== undefined ? { beats } : {}), forever: /\b(?:forever|over and over|again and again|loops?|repeats?)\b/.test(text) };
  }
  return undefined;
}

const beatMaker: TProjectBuilder = ({ words }) => {
  // pads the child named: one sprite each, clicked to play its drum (the child's drum numbers, in the pads' order)
  const named = namedPads(words);
  const numbers = drumNumbers(words);
  const pads = numbers.length === named.length ? named.map((pad, i) => ({ ...pad, drum: numbers[i] as number, sound: `drum ${numbers[i] as number}` })) : named;
  const pulse = padPulse(words);
  const beat = keyedBeat(words);
  // the pads' own beats, said outside the keyed beat's clause
  const padBeats = beatsIn(splitAt(words, /^[.!?;]$/).filter((clause) => beat === undefined || keyedBeat(clause) === undefined).flat()) ?? 0.25;
  const played = (pad: (typeof pads)[number]): TScriptPlan[] => {
    const drum = b(`play drum (${pad.drum} v) for (${padBeats}) beats`);
    const grows = pulse.length > 0 ? `, and it gets bigger for a moment` : "";
    const byKey = pad.key === undefined ? [] : [script({ kind: "key", key: pad.key }, `When you press ${pad.key}: the ${pad.name}'s ${pad.sound}${grows}`, drum, ...pulse)];
    // a pad the child plays by its key is clicked too only when the request says so
    const byClick = pad.key === undefined || has({ words, names: [] }, "click", "clicking") ? [script(click, `When you click the ${pad.name}: the ${pad.sound}${grows}`, drum, ...pulse)] : [];
    return [...byKey, ...byClick];
  };
  const row = inARow(words, pads.map((pad) => pad.name));
  const inTurn = row === undefined ? [] : [script({ kind: "key", key: row.key }, `When you press ${row.key}: ${row.pads.length === pads.length && new Set(row.pads).size === pads.length ? `all ${pads.length} pads` : row.pads.join(", ")} play in a row`, ...row.pads.map((name) => b(`play drum (${pads.find((pad) => pad.name === name)?.drum as number} v) for (0.25) beats`)))];
  const beatSteps = beat?.drums.map((drum) => b(`play drum (${drum} v) for (${beat.beats ?? padBeats}) beats`)) ?? [];
  const keyed = beat === undefined || beat.key === row?.key ? [] : [script({ kind: "key", key: beat.key }, `When you press ${beat.key}: drums ${beat.drums.join(", ")}${beat.forever ? ", over and over" : ""}`, ...(beat.forever ? [{ kind: "forever" as const, body: beatSteps }] : beatSteps))];
  if (pads.length >= 2) return plan(pads.map((pad) => ({ name: pad.name, scripts: played(pad) })), [], [...inTurn, ...keyed]);
  // "the keys 1, 2 and 3 play drums 1, 2 and 3": each key plays the drum said in its place, for the child's beats
  const byKey = drumsByKey(words);
  if (byKey.length >= 2) return plan([{ name: "Drum", scripts: byKey.map(([key, drum]) => script({ kind: "key", key }, `When you press ${key}: plays drum ${drum}`, b(`play drum (${drum} v) for (${padBeats}) beats`))) }]);
  const drums: [string, number, string][] = [
    ["1", 1, "snare drum"],
    ["2", 2, "bass drum"],
    ["3", 4, "crash cymbal"],
    ["4", 6, "closed hi-hat"],
  ];
  return plan([{ name: "Drum", scripts: drums.map(([key, drum, name]) => script({ kind: "key", key }, `When you press ${key}: the ${name}`, b(`play drum (${drum} v) for (${padBeats}) beats`))) }]);
};

/** A key as the child writes it in a list: one letter or digit. */
const oneKey = (w: TWord | undefined) => w !== undefined && w.mark === undefined && /^[a-z0-9]$/i.test(w.raw);
const aDrum = (w: TWord | undefined) => w?.number !== undefined && Number.isInteger(w.number) && w.number >= 1 && w.number <= 18;

/**
 * The drum each key plays, as the child pairs them: "key 1 plays drum 2, key 2 plays drum 5" one
 * by one, or "the keys 1, 2 and 3 play drums 1, 2 and 3" / "keys a s d play drum 3 1 2" as two
 * lists of the same length, in order. None when the child pairs no keys with drums.
 */
function drumsByKey(words: readonly TWord[]): [string, number][] {
  const pairs = words.flatMap((w, i): [string, number][] => (/^keys?$/.test(w.word) && oneKey(words[i + 1]) && /^plays?$/.test(words[i + 2]?.word ?? "") && /^drums?$/.test(words[i + 3]?.word ?? "") && aDrum(words[i + 4]) ? [[(words[i + 1] as TWord).raw.toLowerCase(), words[i + 4]?.number as number]] : []));
  if (pairs.length >= 2) return pairs;
  const at = words.findIndex((w, i) => w.word === "keys" && oneKey(words[i + 1]));
  if (at < 0) return [];
  const keys: string[] = [];
  let i = at + 1;
  for (; i < words.length; i++) {
    const w = words[i] as TWord;
    if (oneKey(w)) keys.push(w.raw.toLowerCase());
    else if (!/^(?:and|,|&)$/.test(w.mark ?? w.word)) break;
  }
  // the drums follow the keys in the same clause: "play drums 1, 2 and 3"
  if (!/^plays?$/.test(words[i]?.word ?? "")) return [];
  const drums = drumNumbers(words.slice(i));
  return keys.length >= 2 && drums.length === keys.length ? keys.map((key, k) => [key, drums[k] as number]) : [];
}

/** The number the child puts just before one of these words ("10 steps", "0.2 seconds", "20 times"); none when there is none. */
function numberBefore(words: readonly TWord[], after: RegExp): number | undefined {
  const at = words.findIndex((w, i) => i > 0 && after.test(w.word) && words[i - 1]?.number !== undefined);
  return at < 0 ? undefined : words[at - 1]?.number;
}

/** The start the child gives as "x -220 y -100" or "x: 20, y: 150"; none when there is none. */
function startPlace(words: readonly TWord[]): { x: number; y: number } | undefined {
  const at = words.findIndex((w, i) => w.word === "x" && words[i + 1]?.number !== undefined && words[i + 2]?.word === "y" && words[i + 3]?.number !== undefined);
  return at < 0 ? undefined : { x: words[at + 1]?.number as number, y: words[at + 3]?.number as number };
}

/** The arrow keys the child walks with, each with the way it faces: the right arrow 90, the left -90. */
const WALKING_ARROWS: [string, number][] = [
  ["right arrow", 90],
  ["left arrow", -90],
];

/**
 * The walker changes costume as it moves. With arrow keys said ("when I press the right arrow he
 * walks right"), each key faces its way, steps and shows the next costume, turning without
 * going upside down; otherwise it walks by itself, turning at the edges. Its steps, its pause
 * and how many times are the child's when said ("10 steps", "every 0.2 seconds", "20 times").
 */
const walkingAnimation: TProjectBuilder = ({ words, names }) => {
  const walker = names[0] ?? "Walker";
  const steps = numberBefore(words, /^steps?$/);
  // "every 0.2 seconds", "a 0.1 wait", "wait 0.1": the child's pause
  const waitAt = words.findIndex((w, i) => w.word === "wait" && words[i + 1]?.number !== undefined);
  const said = numberBefore(words, /^(?:seconds?|secs?|wait|pause)$/) ?? (waitAt >= 0 ? words[waitAt + 1]?.number : undefined);
  const pause = said ?? 0.1;
  const start = startPlace(words);
  const goTo = start ? [b(`go to x: (${start.x}) y: (${start.y})`)] : [];
  const keys = keysOf(words.map((w) => w.raw).join(" "));
  const arrows = WALKING_ARROWS.filter(([key]) => keys.includes(key));
  if (arrows.length > 0) {
    const step = steps ?? 10;
    return plan([
      {
        name: walker,
        scripts: [
          script(flag, `When the green flag is clicked: the ${walker} turns left and right without going upside down`, ...goTo, b("set rotation style [left-right v]"), b("point in direction (90)")),
          ...arrows.map(([key, direction]) => script({ kind: "key", key }, `When you press the ${key}: the ${walker} faces that way, takes ${step} steps and shows its next costume${said === undefined ? "" : `, then waits ${said} seconds`}`, b(`point in direction (${direction})`), b(`move (${step}) steps`), b("next costume"), ...(said === undefined ? [] : [b(`wait (${said}) seconds`)]))),
        ],
      },
    ]);
  }
  const times = numberBefore(words, /^times$/);
  const walk = [b(`move (${steps ?? 5}) steps`), b("next costume"), b(`wait (${pause}) seconds`), b("if on edge, bounce")];
  return plan([
    {
      name: walker,
      scripts: [
        script(
          flag,
          `When the green flag is clicked: the ${walker} walks, changing costume with each step, and turns at the edges${times === undefined ? "" : `, ${times} times`}`,
          ...goTo,
          b("set rotation style [left-right v]"),
          times === undefined ? forever(...walk) : { kind: "repeat", times, body: walk },
        ),
      ],
    },
  ]);
};

/**
 * A platformer's keys: walking on A and D when the child says both, else on the arrows; jumping
 * on the key said in a clause about jumping ("jumps with w", "the up arrow makes him jump",
 * "space to jump") that does not walk, else on space.
 */
function platformKeys(words: readonly TWord[]): { left: string; right: string; jump: string } {
  const keys = keysOf(words.map((w) => w.raw).join(" "));
  // "moves with a and d": two letters said as a pair after "with" or "using", left one first
  const letter = (w: TWord | undefined) => (w !== undefined && /^[a-z]$/.test(w.raw) ? w.raw : undefined);
  const pairAt = words.findIndex((w, i) => /^(?:with|using)$/.test(w.word) && letter(words[i + 1]) !== undefined && words[i + 2]?.word === "and" && letter(words[i + 3]) !== undefined);
  const said = pairAt >= 0 ? [letter(words[pairAt + 1]) as string, letter(words[pairAt + 3]) as string] : undefined;
  const [left, right] = said ?? (keys.includes("a") && keys.includes("d") ? ["a", "d"] : ["left arrow", "right arrow"]);
  // "jumps with i": the letter just after the jump's "with", which keysOf leaves as a word
  const jumpWith = words.findIndex((w, i) => /^jump/.test(w.word) && /^(?:with|using|on)$/.test(words[i + 1]?.word ?? "") && letter(words[i + 2]) !== undefined && words[i + 3]?.word !== "and");
  // a clause about jumping, or one where a key sets a speed ("the up arrow sets yspeed to 12")
  const jumping = splitAt(words, /^[.!?;,]$/).filter((clause) => clause.some((w) => /^jump/.test(w.word)) || (clause.some((w) => /^sets?$/.test(w.word)) && clause.some((w) => /^(?:arrow|key|space)$/.test(w.word))));
  const jump = jumping.flatMap((clause) => keysOf(clause.map((w) => w.raw).join(" "))).find((key) => key !== left && key !== right && key !== "any");
  return { left: left as string, right: right as string, jump: (jumpWith >= 0 ? letter(words[jumpWith + 2]) : undefined) ?? jump ?? "space" };
}

/**
 * A platformer's numbers as the child gives them: its falling speed's variable ("a variable
 * yspeed"), how much gravity takes each time round ("goes down by 1"), the jump ("sets yspeed to
 * 12", "jumps 15"), the steps sideways ("the side arrows move 5") and a ground of a colour ("the
 * green ground"); the classic's where the child gives none.
 */
function platformNumbers(words: readonly TWord[], jumpKey: string): { speed: string; gravity: number; jump: number; walk: number; ground?: string } {
  const speed = variablesCalled(words).find((name) => /speed|velocity|vel|^v|^dy$/i.test(name)) ?? "y speed";
  const said = speed.toLowerCase();
  const clauses = splitAt(words, /^[.!?;,]$/);
  const about = (clause: readonly TWord[]) => clause.some((w) => w.word === said || w.raw === said);
  const numberAfter = (clause: readonly TWord[], at: number) => (at >= 0 ? clause[at]?.number : undefined);
  const gravityClause = clauses.find((clause) => (about(clause) || clause.some((w) => w.word === "gravity")) && clause.some((w) => w.word === "down" || w.word === "by"));
  const gravity = gravityClause ? numberAfter(gravityClause, gravityClause.findIndex((w, i) => i > 0 && gravityClause[i - 1]?.word === "by" && w.number !== undefined) ) : undefined;
  // "the up arrow sets yspeed to 12", "jumps 15": the jump's speed, in a clause of the jump's key or of jumping
  const jumpClause = clauses.find((clause) => clause.some((w) => /^jump/.test(w.word)) || (keysOf(clause.map((w) => w.raw).join(" ")).includes(jumpKey) && clause.some((w) => /^sets?$/.test(w.word))));
  const jump = jumpClause ? jumpClause.find((w, i) => w.number !== undefined && (/^(?:to|jumps?|by)$/.test(jumpClause[i - 1]?.word ?? "") || /^jump/.test(jumpClause[i - 1]?.word ?? ""))) ?.number : undefined;
  // "the side arrows move 5", "walks 4 steps", "moves left and right with the arrow keys 6" (the number after the keys)
  const walkClause = clauses.find((clause) => clause.some((w) => /^(?:side|sideways|left|right|walks?|moves?|move)$/.test(w.word)) && clause.some((w) => /^(?:moves?|move|walks?|steps?|go|goes)$/.test(w.word)) && clause !== jumpClause);
  // ("the left and right arrows move it 6": past the words that only point at the one moved)
  const walk = walkClause?.find((w, i) => w.number !== undefined && (/^(?:moves?|walks?|by|arrows?|keys?)$/.test(walkClause[i - 1]?.word ?? "") || /^steps?$/.test(walkClause[i + 1]?.word ?? "")))?.number ?? (walkClause ? stepsMoved(walkClause, []) : undefined);
  // "touching the green ground": the ground is that colour
  const groundAt = words.findIndex((w, i) => /^(?:ground|floor|platforms?)$/.test(w.word) && COLOURS[words[i - 1]?.word ?? ""] !== undefined);
  return { speed, gravity: gravity ?? 1, jump: jump ?? 14, walk: walk ?? 5, ...(groundAt >= 0 ? { ground: COLOURS[words[groundAt - 1]?.word as string] as string } : {}) };
}

/**
 * A platformer whose gravity and jump the child spells out in blocks: "if the Hero is not
 * touching the Ground, y changes by -4" / "falls 4 steps whenever he is not touching the
 * Platform", and "jumps (change y by 12, 10 times)". The fall, the ground sprite and the jump's
 * step and count; none when the child does not spell both.
 */
function spelledGravity(words: readonly TWord[], names: readonly string[]): { fall: number; ground: string; lift: number; times: number } | undefined {
  const notTouching = splitAt(words, /^[.!?;]$/).find((clause) => clause.some((w, i) => w.word === "not" && /^touch/.test(clause[i + 1]?.word ?? "")));
  if (!notTouching) return undefined;
  const at = notTouching.findIndex((w, i) => w.word === "not" && /^touch/.test(notTouching[i + 1]?.word ?? ""));
  const groundWord = notTouching.slice(at + 2, at + 4).find((w) => w.word !== "the");
  const ground = groundWord ? names.find((name) => name.toLowerCase() === groundWord.word || name.toLowerCase() === groundWord.lemma) : undefined;
  // "y changes by -4", "change y by -4", "falls 4 steps"
  // (the one nearest the "not touching", and not the jump's "change y by 12, 10 times")
  const falls = notTouching.flatMap((w, i) => w.number !== undefined && !notTouching.slice(i + 1, i + 4).some((x) => x.word === "times") && ((notTouching[i - 1]?.word === "by" && notTouching.slice(Math.max(0, i - 4), i).some((x) => x.word === "y")) || /^(?:falls?|drops?)$/.test(notTouching[i - 1]?.word ?? "")) ? [i] : []);
  const nearest = falls.sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0];
  const fall = Math.abs((nearest !== undefined ? notTouching[nearest]?.number : undefined) ?? 0);
  // the jump: "change y by 12, 10 times"
  const lifted = words.findIndex((w, i) => w.word === "y" && words[i + 1]?.word === "by" && (words[i + 2]?.number ?? 0) > 0 && words.slice(i + 3, i + 6).some((x, k, after) => x.number !== undefined && after[k + 1]?.word === "times") && words.slice(Math.max(0, i - 12), i).some((x) => /^jump/.test(x.word)));
  if (!ground || fall === 0 || lifted < 0) return undefined;
  const times = words.slice(lifted + 3, lifted + 6).find((x, k, after) => x.number !== undefined && after[k + 1]?.word === "times")?.number as number;
  return { fall, ground, lift: words[lifted + 2]?.number as number, times };
}

const platformer: TProjectBuilder = ({ words, names }) => {
  // "Task 5", "Level 2": a label with its number is no player; nor are the keys ("the arrow keys")
  const label = (name: string) => words.some((w, i) => w.word === name.toLowerCase() && words[i + 1]?.number !== undefined);
  const spelled = spelledGravity(words, names);
  const player = names.find((name) => !label(name) && name !== spelled?.ground && !/^(?:task|level|game|platformer|arrow|arrows|space|key|keys)$/i.test(name)) ?? "Player";
  const { left, right, jump } = platformKeys(words);
  const { speed, gravity, jump: lift, walk, ground } = platformNumbers(words, jump);
  // "touching the Door says "Level 2!" and switches the backdrop to Level2": the goal, on a sprite of its own
  const goal = platformGoal(splitAt(words, /^[.!?;]$/), [player, ...(spelled ? [spelled.ground] : [])]);
  const reached = goal ? [when(`<touching (${goal.sprite} v)?>`, `it touches the ${goal.sprite}`, goal.steps)] : [];
  const goalSprite: TCharacter[] = goal ? [{ name: goal.sprite, settings: "x: 180, y: -100", scripts: [] }] : [];
  const goalSaid = goal ? `; touching the ${goal.sprite} ${goal.does}` : "";
  if (spelled) {
    // the child's gravity and jump, on the child's ground sprite; walking only on keys the child gave
    const keys = keysOf(words.map((w) => w.raw).join(" "));
    const walks = keys.includes(left) && keys.includes(right);
    const walking = walks ? [when(`<key (${right} v) pressed?>`, `the ${right} key is pressed`, [b(`change x by (${walk})`)]), when(`<key (${left} v) pressed?>`, `the ${left} key is pressed`, [b(`change x by (${-walk})`)])] : [];
    return plan([
      {
        name: player,
        settings: "x: -150, y: 0",
        scripts: [
          script(
            flag,
            `When the green flag is clicked: ${walks ? `walks ${walk} steps with ${left} and ${right}, and ` : ""}falls ${spelled.fall} at a time while it is not touching the ${spelled.ground}${goalSaid}`,
            b("go to x: (-150) y: (0)"),
            forever(
              ...walking,
              when(`<not <touching (${spelled.ground} v)?>>`, `it is not touching the ${spelled.ground}`, [b(`change y by (${-spelled.fall})`)]),
              ...reached,
            ),
          ),
          script({ kind: "key", key: jump }, `When you press ${jump}: jumps, ${spelled.lift} up ${spelled.times} times`, { kind: "repeat", times: spelled.times, body: [b(`change y by (${spelled.lift})`)] }),
        ],
      },
      // (right under the player's start, so it lands on it)
      { name: spelled.ground, settings: "x: -150, y: -150", scripts: [] },
      ...goalSprite,
    ]);
  }
  const jumps = when(`<key (${jump} v) pressed?>`, `the ${jump} key is pressed`, [b(`set [${speed} v] to (${lift})`)]);
  // a ground of the child's colour stops the fall where the player touches it; else the bottom of the stage is the ground
  const landing = ground
    ? [when(`<touching color [${ground}]?>`, "it touches the ground", [b(`set [${speed} v] to (0)`)]), jumps]
    : [when("<(y position) < (-120)>", "it is on the ground", [b("set y to (-120)"), b(`set [${speed} v] to (0)`), jumps])];
  return plan(
    [
      {
        name: player,
        settings: "x: -150, y: -120",
        scripts: [
          script(
            flag,
            `When the green flag is clicked: gravity takes ${gravity} from ${speed} each time round and pulls the ${player} down to the ground, ${left} and ${right} walk ${walk} steps, ${jump} jumps${goalSaid}`,
            b("go to x: (-150) y: (-120)"),
            b(`set [${speed} v] to (0)`),
            forever(
              when(`<key (${right} v) pressed?>`, `the ${right} key is pressed`, [b(`change x by (${walk})`)]),
              when(`<key (${left} v) pressed?>`, `the ${left} key is pressed`, [b(`change x by (${-walk})`)]),
              b(`change [${speed} v] by (${-gravity})`),
              b(`change y by (${speed})`),
              ...landing,
              ...reached,
            ),
          ),
        ],
      },
      ...goalSprite,
    ],
    [{ name: speed, start: 0 }],
  );
};

/** Words that are never one of the child's names in a list ("and", "the", "one"). */
const NOT_A_LISTED_NAME = /^(?:and|or|the|a|an|one|it|them|names?|list|class|group|team|click|press|says?|picks?)$/;

/**
 * The names the child lists ("Lily, Omar, Kenji and Zoe", "names: Ava, Leo, Mia"): the longest
 * run of single words joined by commas or "and", three or more, as the child wrote them.
 */
function listedNames(words: readonly TWord[]): string[] {
  let best: string[] = [];
  for (let start = 0; start < words.length; start++) {
    const run: string[] = [];
    let i = start;
    while (i < words.length) {
      const w = words[i] as TWord;
      if (w.mark !== undefined || w.number !== undefined || w.quote !== undefined || NOT_A_LISTED_NAME.test(w.word)) break;
      run.push(w.name ?? w.raw);
      const next = words[i + 1];
      // "Ava, Ben and Chloe": a comma, an "and", or both ("Dev, and Ella")
      if (next?.mark === "," && words[i + 2]?.word === "and") i += 3;
      else if (next?.mark === "," || next?.word === "and") i += 2;
      else break;
      if (run.length > 0 && words[i - 1]?.word === "and" && !(words[i]?.mark !== undefined)) {
        const last = words[i] as TWord | undefined;
        if (last && last.mark === undefined && last.number === undefined && !NOT_A_LISTED_NAME.test(last.word)) run.push(last.name ?? last.raw);
        break;
      }
    }
    if (run.length > best.length) best = run;
  }
  // "ava, Leo, Mia": a name the reader saw first in its sentence is written as the others are
  const capitals = best.some((item) => /^[A-Z]/.test(item));
  return best.length >= 3 ? best.map((item) => (capitals ? `${item.charAt(0).toUpperCase()}${item.slice(1)}` : item)) : [];
}

/**
 * The list the child names ("a list called names", "the list Pupils holds ...", "my class list"),
 * else the one its words declare ("a random colour from the list": colours); "names" when none.
 */
function listCalled(words: readonly TWord[]): string {
  const given = listNamesGiven(words)[0];
  if (given !== undefined) return given;
  // the reader marks the words it reads: it reads copies, so the request's words stay as they are
  const declared = readLists(words.map((word) => ({ ...word }))).lists.find((list) => list.name !== "items");
  return declared?.name ?? "names";
}

/** The list filled with the child's names when the flag is clicked; none for a list the child gave no names for. */
const fillScripts = (list: string, items: readonly string[]): TScriptPlan[] =>
  items.length > 0 ? [script(flag, `When the green flag is clicked: the list ${list} holds ${items.join(", ")}`, b(`delete all of [${list} v]`), ...items.map((item) => b(`add [${item}] to [${list} v]`)))] : [];

/**
 * A random name picker: the child's names in a list (the child's list name, "names" when none),
 * and on the key said, else a click on the picker, it says one picked at random, for the
 * child's seconds when said.
 */
const namePicker: TProjectBuilder = ({ words, names, all }) => {
  // the reader keeps a list's items to itself ("Tomas, Ines and Maya in a list called kids"): read them from all the words then
  const fromWords = listedNames(words);
  const listed = fromWords.length > 0 ? fromWords : listedNames(all ?? []);
  const candidates = names.filter((name) => !listed.some((item) => item.toLowerCase() === name.toLowerCase()) && !/^(?:picker|name|names|list|class|group|team|club)$/i.test(name));
  // the one that says the name or is clicked ("the Wizard says", "click the Hat"), else the first other character
  const acts = (name: string) => words.some((w, i) => w.word === name.toLowerCase() && (/^(?:says?|picks?|asks?|tells?)$/.test(words[i + 1]?.word ?? "") || /^(?:click|clicks|clicking|tap|taps)$/.test(words[i - 2]?.word ?? words[i - 1]?.word ?? "")));
  const picker = candidates.find(acts) ?? candidates[0] ?? "Hat";
  const list = listCalled(all && all.length > 0 ? all : words);
  const key = keysOf(words.map((w) => w.raw).join(" ")).find((said) => said !== "any");
  const trigger: TScriptPlan["trigger"] = key !== undefined ? { kind: "key", key } : click;
  const seconds = numberBefore(words, /^(?:seconds?|secs?)$/);
  const pick = `(item (pick random (1) to (length of [${list} v])) of [${list} v])`;
  const heading = key !== undefined ? `When you press ${key}` : `When you click the ${picker}`;
  // "deletes it from the list, so nobody is picked twice": the pick kept, said, and taken out
  if (words.some((w) => /^(?:delete|deletes|deleted|remove|removes|removed)$/.test(w.word))) {
    const steps = [b(`set [pick v] to (pick random (1) to (length of [${list} v]))`), b(seconds === undefined ? `say (item (pick) of [${list} v])` : `say (item (pick) of [${list} v]) for (${seconds}) seconds`), b(`delete (pick) of [${list} v]`)];
    return { ...plan([{ name: picker, scripts: [...fillScripts(list, listed), script(trigger, `${heading}: says a name from the list ${list}, picked at random, and takes it out of the list`, ...steps)] }], [{ name: "pick", start: 0 }]), lists: [{ name: list, items: listed }] };
  }
  return {
    ...plan([{ name: picker, scripts: [...fillScripts(list, listed), script(trigger, `${heading}: says a name from the list ${list}, picked at random`, b(seconds === undefined ? `say ${pick}` : `say ${pick} for (${seconds}) seconds`))] }]),
    lists: [{ name: list, items: listed }],
  };
};

/**
 * "the Trash falls from the top and if the Bin touches it ... the bin moves with left right arrows":
 * a catch game by its parts, with no word of catching: a thing falls, a character touches it, and
 * the child steers that character (keys or the mouse).
 */
function caughtBySteering(words: readonly TWord[]): boolean {
  const falls = words.some((w) => FALLS.test(w.word));
  const steered = keysOf(words.map((w) => w.raw).join(" ")).some((key) => key.endsWith("arrow")) || words.some((w, i) => w.word === "mouse" && /^(?:x|pointer|'s)$/.test(words[i + 1]?.word ?? "")) || words.some((w) => w.word === "mouse's");
  // the thing that falls is what is touched ("the Bin touches it"), not the ground a faller lands on
  const fallers = words.flatMap((w, i) => (FALLS.test(w.word) && i > 0 && words[i - 1]?.mark === undefined ? [words[i - 1]?.word] : []));
  const touched = words.some((w, i) => /^(?:touch|touches|touching)$/.test(w.word) && words.slice(i + 1, i + 3).some((next) => next.word === "it" || fallers.includes(next.word)));
  return falls && steered && touched;
}

/** Words of falling: the thing said with them falls. */
const FALLS = /^(?:falls?|falling|fell|drops?|dropping|rains?)$/;

/** The number said just after one of these words ("falls 4", "at y -150"); none when there is none. */
function numberAfter(words: readonly TWord[], before: RegExp): number | undefined {
  const at = words.findIndex((w, i) => before.test(w.word) && words[i + 1]?.number !== undefined);
  return at < 0 ? undefined : words[at + 1]?.number;
}

/** The clause (cut at , . ; ! ?) that names this character; none when no clause does. */
const clausesOf = (words: readonly TWord[], name: string) => splitAt(words, /^[.!?;,]$/).filter((clause) => clause.some((w) => w.word === name.toLowerCase() || w.lemma === name.toLowerCase()));

/**
 * A catch game on the child's details: the thing that falls ("the Donut falls 4 steps at a time",
 * "from a random x at the top (y 180)") and the one that catches it, steered as said (the mouse's
 * x, the arrow keys and their steps, at the child's y); a catch gives the child's points and the
 * thing starts again at the top; a miss (below the child's y) takes the points, a life, or
 * nothing, as said; "after 60 seconds it says the score" ends the round.
 */
const catchGame: TProjectBuilder = ({ words, names }) => {
  const usable = names.filter((name) => !/^(?:game|catch|score|points?|lives|player|day|year|grade|camp)$/i.test(name));
  const fallsAt = (name: string) => words.some((w, i) => (w.word === name.toLowerCase() || w.lemma === name.toLowerCase()) && (words.slice(i + 1, i + 4).some((x) => FALLS.test(x.word)) || FALLS.test(words[i - 1]?.word ?? "")));
  const catchesAt = (name: string) => words.some((w, i) => (w.word === name.toLowerCase() || w.lemma === name.toLowerCase()) && /^(?:catches|catch|moves|follows|goes|go|move)$/.test(words[i + 1]?.word ?? ""));
  // "catch the falling pizza", "stars fall": the thing said with its fall, when the child gave it no name
  const fallWord = words.find((w, i) => w.isNoun && w.mark === undefined && w.number === undefined && !/^(?:top|sky|bottom|ground|screen|game|time|steps?)$/.test(w.word) && (/^(?:falling|dropping)$/.test(words[i - 1]?.word ?? "") || /^(?:falls?|drops?)$/.test(words[i + 1]?.word ?? "")));
  const fallNoun = fallWord ? `${fallWord.lemma.charAt(0).toUpperCase()}${fallWord.lemma.slice(1)}` : undefined;
  // (the name the fall's verb follows at once, "a Raindrop falls 3", before one a fall word is only near: "the Bucket catches it drops goes up 1")
  const fallsRightAfter = (name: string) => words.some((w, i) => (w.word === name.toLowerCase() || w.lemma === name.toLowerCase()) && FALLS.test(words[i + 1]?.word ?? ""));
  const fallingName = usable.find((name) => fallsRightAfter(name) && !catchesAt(name)) ?? usable.find((name) => fallsAt(name) && !catchesAt(name)) ?? usable.find(fallsRightAfter) ?? usable.find(fallsAt) ?? fallNoun ?? "Apple";
  const catcher = usable.find((name) => name !== fallingName && catchesAt(name)) ?? usable.find((name) => name !== fallingName) ?? "Bowl";
  // "Bananas falling": one Banana, which falls again and again
  const lemma = words.find((w) => w.word === fallingName.toLowerCase())?.lemma ?? fallingName.toLowerCase();
  const falling = lemma !== fallingName.toLowerCase() && /s$/i.test(fallingName) ? `${lemma.charAt(0).toUpperCase()}${lemma.slice(1)}` : fallingName;
  // each one's numbers from the sentences that name it ("5 steps at a time" after a comma), the catcher's from those that name it alone
  const sentences = (name: string) => splitAt(words, /^[.!?;]$/).filter((sentence) => sentence.some((w) => w.word === name.toLowerCase() || w.lemma === name.toLowerCase()));
  const fallClauses = sentences(fallingName).flat();
  const namesFalling = (clause: readonly TWord[]) => clause.some((w) => w.word === fallingName.toLowerCase() || w.lemma === lemma);
  const own = sentences(catcher).filter((sentence) => !namesFalling(sentence));
  // (in one long sentence, the clauses that name the catcher alone: "... and the Mango goes back to y 180" is the faller's y)
  const catcherAlone = clausesOf(words, catcher).filter((clause) => !namesFalling(clause));
  const catchClauses = (own.length > 0 ? own : catcherAlone.length > 0 ? catcherAlone : clausesOf(words, catcher)).flat();
  // the fall: "falls 4 steps at a time", "5 at a time", "falls 4" ("goes back to y 180 at a random x" is no fall)
  const speed = numberBefore(fallClauses, /^steps?$/) ?? fallClauses.find((w, i) => w.number !== undefined && fallClauses[i + 1]?.word === "at" && fallClauses[i + 2]?.word === "a" && fallClauses[i + 3]?.word === "time")?.number ?? numberAfter(fallClauses, FALLS) ?? 4;
  // the top: "goes back to y 180", else a y in a clause of its own ("the Bowl follows the mouse x at y -150, the Mango ..." is the Bowl's)
  const backTo = words.findIndex((w, i) => w.word === "back" && words[i + 1]?.word === "to" && words[i + 2]?.word === "y" && words[i + 3]?.number !== undefined);
  // (a top is in the stage's upper half: "the Pita catches it (pita follows mouse x at y -150)" is the catcher's row)
  const upper = (y: number | undefined) => (y !== undefined && y > 0 ? y : undefined);
  const top = upper(backTo >= 0 ? words[backTo + 3]?.number : undefined) ?? upper(numberAfter(clausesOf(words, fallingName).flat(), /^y$/)) ?? upper(numberAfter(fallClauses.filter((w) => !catchClauses.includes(w)), /^y$/)) ?? 180;
  // a miss: "whose y goes below -170", "below y -170"
  const bottom = numberAfter(words, /^(?:below|under)$/) ?? (words.findIndex((w, i) => /^(?:below|under)$/.test(w.word) && words[i + 1]?.word === "y" && words[i + 2]?.number !== undefined) >= 0 ? (words[words.findIndex((w, i) => /^(?:below|under)$/.test(w.word) && words[i + 1]?.word === "y") + 2]?.number as number) : -170);
  const mouse = catchClauses.some((w) => w.word === "mouse");
  const keys = keysOf(catchClauses.map((w) => w.raw).join(" "));
  const [left, right] = keys.includes("a") && keys.includes("d") ? ["a", "d"] : ["left arrow", "right arrow"];
  const step = numberBefore(catchClauses, /^steps?$/) ?? catchClauses.find((w, i) => w.number !== undefined && (/^(?:keys|arrows|,)$/.test(catchClauses[i - 1]?.raw ?? "") || catchClauses[i - 1]?.mark === ",")) ?.number ?? 10;
  const y = numberAfter(catchClauses, /^(?:y|at)$/) ?? -140;
  // the points of a catch and of a miss: "gives 10 points", "adds 1 to score"; "takes 10 points away"
  // "if the Bin touches it recycled goes up 1": the child's own count, said where the catch is
  const ownCount = words.flatMap((w, i) => (/^(?:touch|catch)$/.test(w.lemma) || /^(?:touches|catches|caught)$/.test(w.word) ? [countFrom(words, i + 1)] : [])).find((count) => count !== undefined && ![catcher, falling].some((name) => name.toLowerCase() === count.variable.toLowerCase()));
  // (only a count the child names with its own verb, "recycled goes up 1"; "gives +1 mangoes" is the answer's to place)
  const counter = ownCount !== undefined && !/^(?:gives?|gets?|adds?|scores?)$/i.test(ownCount.variable) ? ownCount.variable : "score";
  const gain = (counter !== "score" ? ownCount?.by : undefined) ?? numberBefore(words.filter((w) => !FALLS.test(w.word)), /^(?:points?|point)$/) ?? numberAfter(words, /^(?:adds?|\+)$/) ?? 1;
  const takes = words.findIndex((w, i) => /^(?:takes?|loses?|lose)$/.test(w.word) && words[i + 1]?.number !== undefined && /^points?$/.test(words[i + 2]?.word ?? ""));
  // (decision 1760) "if it falls below -170 score goes down 1", "a miss makes points drop by 2": the count the catch adds to, going down
  const downAt = words.findIndex((w, i) => w.word === counter.toLowerCase() && (/^(?:goes|go|drops?|decreases?)$/.test(words[i + 1]?.word ?? "")) && words.slice(i + 2, i + 5).some((v) => v.word === "down" || /^(?:drops?|decreases?)$/.test(words[i + 1]?.word ?? "")));
  const downBy = downAt >= 0 ? words.slice(downAt + 2, downAt + 6).find((w) => w.number !== undefined && w.number > 0)?.number : undefined;
  const lost = takes >= 0 ? (words[takes + 1]?.number as number) : downBy;
  const livesAt = words.findIndex((w, i) => w.number !== undefined && /^lives$/.test(words[i + 1]?.word ?? ""));
  const lives = livesAt >= 0 ? (words[livesAt]?.number as number) : undefined;
  const again: TStep[] = [b(`go to x: (pick random (-220) to (220)) y: (${top})`)];
  const miss: TStep[] = [
    ...(lost !== undefined ? [b(`change [${counter} v] by (${-lost})`)] : []),
    ...(lives !== undefined ? [b("change [lives v] by (-1)"), when("<(lives) = (0)>", "no lives are left", [b("say [Game over!] for (2) seconds"), b("stop [all v]")])] : []),
    ...again,
  ];
  const seconds = gameLength({ words, names }) ;
  const timed = seconds !== undefined && words.some((w, i) => /^(?:seconds?|minutes?)$/.test(w.word) && words[i - 1]?.number !== undefined && !/^every$/.test(words[i - 2]?.word ?? "") && !/^at$/.test(words[i + 1]?.word ?? ""));
  const control = mouse
    ? script(flag, `When the green flag is clicked: the ${catcher} follows the mouse's x at y ${y}`, b(`go to x: (0) y: (${y})`), forever(b("set x to (mouse x)")))
    : script(flag, `When the green flag is clicked: ${left} and ${right} move the ${catcher} ${step} steps at y ${y}`, b(`go to x: (0) y: (${y})`), forever(when(`<key (${left} v) pressed?>`, `the ${left} key is pressed`, [b(`change x by (${-step})`)]), when(`<key (${right} v) pressed?>`, `the ${right} key is pressed`, [b(`change x by (${step})`)])));
  const ending = timed ? [script(flag, `When the green flag is clicked: after ${seconds} seconds the ${catcher} says the score`, b(`wait (${seconds}) seconds`), b(`say (join [${counter === "score" ? "Score" : counter}: ] (${counter}))`), b("stop [all v]"))] : [];
  return plan(
    [
      { name: catcher, settings: `x: 0, y: ${y}`, scripts: [control, ...ending] },
      {
        name: falling,
        settings: `x: 0, y: ${top}`,
        scripts: [
          script(
            flag,
            `When the green flag is clicked: the ${falling} falls ${speed} steps at a time from a random x at the top (y ${top}); caught by the ${catcher} it ${counter === "score" ? `gives ${gain} point${gain === 1 ? "" : "s"}` : `gives ${gain} to ${counter}`}${lost !== undefined ? `, missed (below y ${bottom}) it takes ${lost}` : lives !== undefined ? `, missed (below y ${bottom}) it takes a life` : ""}, and either way it starts again at the top`,
            b(`set [${counter} v] to (0)`),
            ...(lives !== undefined ? [b(`set [lives v] to (${lives})`)] : []),
            ...again,
            forever(
              b(`change y by (${-speed})`),
              when(`<touching (${catcher} v)?>`, `it touches the ${catcher}`, [b(`change [${counter} v] by (${gain})`), ...again]),
              when(`<(y position) < (${bottom})>`, `it is below y ${bottom}`, miss),
            ),
          ),
        ],
      },
    ],
    [{ name: counter, start: 0 }, ...(lives !== undefined ? [{ name: "lives", start: lives }] : [])],
  );
};

/** A sprite's name from a word: the child's capital, else the word in the singular with a capital ("aliens" is Alien). */
const spriteName = (w: TWord) => {
  const base = w.lemma.length > 0 && w.lemma !== w.word && /s$/.test(w.word) ? w.lemma : w.word;
  return w.name !== undefined && !/s$/.test(w.name) ? w.name : `${base.charAt(0).toUpperCase()}${base.slice(1)}`;
};

/** Words that are never the thing a verb acts on in a shooter. */
const NOT_A_SHOT = /^(?:a|an|the|some|lots|of|my|your|clone|clones|with|at|it|them|up|down|right|left|slowly|fast|from|to|and|space|key|u|you|i|game|games)$/;

/** Places a shot touches that are never a sprite: "until it touches the edge". */
const A_PLACE = /^(?:edges?|top|bottom|sides?|screen|stage|ground|floor|sky)$/;

/** The first thing said after one of these verbs ("shoots a Laser clone", "throws Tacos", "a clone of the Taco"). */
function thingAfter(words: readonly TWord[], verb: RegExp): string | undefined {
  for (let at = 0; at < words.length; at++) {
    if (!verb.test(words[at]?.word ?? "")) continue;
    for (let i = at + 1; i < Math.min(words.length, at + 5); i++) {
      const w = words[i] as TWord;
      if (w.mark !== undefined || w.number !== undefined || /^(?:when|if|then|until|that|which|who|so|where)$/.test(w.word) || (A_PLACE.test(w.word) && w.name === undefined)) break;
      if (NOT_A_SHOT.test(w.word)) continue;
      if (w.isNoun || w.name !== undefined || !w.isVerb) return spriteName(w);
      break;
    }
  }
  return undefined;
}

/** The thing the key clones: "space makes a clone of the Laser", "creates a Bullet clone". */
function clonedThing(words: readonly TWord[]): string | undefined {
  const at = words.findIndex((w, i) => /^clones?$/.test(w.word) && words[i + 1]?.word === "of");
  if (at < 0) return undefined;
  const thing = words.slice(at + 2, at + 5).find((w) => !NOT_A_SHOT.test(w.word) && w.mark === undefined);
  return thing !== undefined && thing.word !== "myself" && thing.word !== "itself" && (thing.isNoun || thing.name !== undefined) ? spriteName(thing) : undefined;
}

/** The one who shoots: a name of the child's that moves or shoots, else one that is neither the shot nor the target. */
function shooterNameOf(words: readonly TWord[], names: readonly string[], shot: string, target: string): string {
  return names.find((name) => ![shot, target].includes(name) && !/s$/.test(name) && words.some((w, i) => w.name === name && /^(?:moves?|shoots?|fires?|throws?|is)$/.test(words[i + 1]?.word ?? ""))) ?? names.find((name) => ![shot, target].some((other) => other.toLowerCase() === name.toLowerCase() || `${other.toLowerCase()}s` === name.toLowerCase())) ?? "Ship";
}

/** What touches the shot: "an Asteroid touching a Laser" (never "it" in "until it touches the edge"). */
function toucherOf(words: readonly TWord[], shot: string): string | undefined {
  const at = words.findIndex((w, i) => {
    if (!/^(?:touching|touches|touch)$/.test(w.word) || i === 0) return false;
    const object = words.slice(i + 1, i + 4).find((next) => !/^(?:a|an|the|any)$/.test(next.word));
    const before = words[i - 1] as TWord;
    return object !== undefined && spriteName(object) === shot && before.mark === undefined && (before.isNoun || before.name !== undefined) && !/^(?:it|he|she|they|that|which)$/.test(before.word);
  });
  return at > 0 ? spriteName(words[at - 1] as TWord) : undefined;
}

/** The thing said just before one of these words ("Aliens come down", "a Zombie comes from the right"). */
function thingBefore(words: readonly TWord[], verb: RegExp): string | undefined {
  const at = words.findIndex((w, i) => verb.test(w.word) && i > 0 && (words[i - 1]?.isNoun || words[i - 1]?.name !== undefined) && words[i - 1]?.mark === undefined);
  return at > 0 ? spriteName(words[at - 1] as TWord) : undefined;
}

/**
 * A shooter on the child's details: the one who shoots moves on the keys said (left and right,
 * or up and down) by the child's steps; the key said (space) makes a clone of the shot, which
 * flies up (or right, for a shooter that moves up and down) by the child's speed until the edge;
 * the targets come down (or from the right) at the child's speed, a hit gives the child's points
 * and sends the target back to the child's place; one that touches the shooter ends the game when
 * the child says so.
 */
const shooter: TProjectBuilder = ({ words, names }) => {
  // the shot is the thing cloned on the key ("space makes a clone of the Laser"), else the thing shot ("shoots a Laser")
  const cloned = clonedThing(words);
  const shot = cloned ?? thingAfter(words, /^(?:shoots?|shooting|fires?|throws?|of)$/) ?? "Laser";
  // the targets: what comes down or falls ("Aliens come down"), what touches a shot ("an Asteroid touching a Laser
  // hides"), what a shot hits, and where the shot is a clone, what is shot at ("shoot the asteroids")
  const comes = thingBefore(words, /^(?:comes?|come|fall|falls|falling)$/);
  const touchesShot = toucherOf(words, shot);
  const named = [comes, touchesShot, thingAfter(words, /^(?:hits?|touches|touching)$/), cloned !== undefined ? thingAfter(words, /^(?:shoot|shoots|shooting)$/) : undefined, thingAfter(words, /^at$/)].find((thing) => thing !== undefined && thing !== shot && !/^mouse$/i.test(thing));
  // no target said ("fires a clone of the Ball ... until it touches the edge"): none is made
  const target = named ?? "Alien";
  const shooterName = shooterNameOf(words, names, shot, target);
  const sentences = splitAt(words, /^[.!?;]$/);
  const about = (name: string) => sentences.filter((sentence) => sentence.some((w) => w.word === name.toLowerCase() || w.lemma === name.toLowerCase()));
  const moving = about(shooterName).flat();
  const upright = /\bup and down\b/.test(moving.map((w) => w.word).join(" "));
  const step = numberBefore(moving, /^steps?$/) ?? moving.find((w) => w.number !== undefined && w.bracket !== undefined)?.number ?? 10;
  const [less, more] = upright ? ["down arrow", "up arrow"] : ["left arrow", "right arrow"];
  const axis = upright ? "y" : "x";
  // the key that fires: space when said ("hits a comet" is no press of a), else the other key said
  const said = keysOf(words.map((w) => w.raw).join(" ")).filter((key) => !key.endsWith("arrow") && key !== "any");
  const spaceSaid = words.some((w, i) => w.word === "space" && !/^(?:shooter|game|ship|invaders|station)$/.test(words[i + 1]?.word ?? "") && !/^(?:in|outer|to|into|through)$/.test(words[i - 1]?.word ?? ""));
  const fire = said.includes("space") || spaceSaid ? "space" : (said.find((key) => !/^[ai]$/.test(key)) ?? "space");
  // the shot flies up, or right from a shooter that moves up and down ("flies right 15 at a time")
  const shotWords = about(shot).flat();
  // ("points goes up 5" is a count going up, not the shot: what goes up is the shot, "it", "that" or its clone)
  const countGoesUp = (i: number) => shotWords[i - 1]?.word === "up" && /^(?:goes|go)$/.test(shotWords[i - 2]?.word ?? "") && !/^(?:it|that|which|clone|clones|and|then)$/.test(shotWords[i - 3]?.word ?? "") && shotWords[i - 3]?.word !== shot.toLowerCase() && shotWords[i - 3]?.lemma !== shot.toLowerCase();
  const flies = shotWords.find((w, i) => w.number !== undefined && !countGoesUp(i) && (/^(?:up|right|by|goes|flies|moves)$/.test(shotWords[i - 1]?.word ?? "") || /^(?:at|steps?)$/.test(shotWords[i + 1]?.word ?? "")))?.number ?? 10;
  // "the clone moves 10 steps until it touches the edge": the child's own move, not a flight up
  const movesSteps = shotWords.some((w, i) => /^(?:moves?|move)$/.test(w.word) && shotWords[i + 1]?.number === flies && /^steps?$/.test(shotWords[i + 2]?.word ?? ""));
  const shotAxis = upright ? "x" : "y";
  const shotStep = movesSteps ? b(`move (${flies}) steps`) : b(`change ${shotAxis} by (${flies})`);
  // "the Spaceship points at the mouse": the shooter aims with the mouse, and its shots fly the way it points
  const aims = moving.some((w, i) => /^(?:points?|pointing|aims?|faces?|turns?)$/.test(w.word) && /^(?:at|towards|toward|to)$/.test(moving[i + 1]?.word ?? "") && moving.slice(i + 2, i + 5).some((m) => m.word === "mouse" || m.word === "pointer"));
  // the shooter moves only where the child says it does
  const shooterMoves = keysOf(moving.map((w) => w.raw).join(" ")).some((key) => key.endsWith("arrow")) || moving.some((w, i) => /^(?:moves?|move)$/.test(w.word) && /^(?:left|right|up|down|with)$/.test(moving[i + 1]?.word ?? ""));
  const targetWords = about(target).flat();
  const fromRight = targetWords.some((w, i) => w.word === "right" && /^(?:the|from)$/.test(targetWords[i - 1]?.word ?? ""));
  const targetSpeed = targetWords.find((w) => w.number !== undefined && w.bracket !== undefined)?.number ?? targetWords.find((w, i) => w.number !== undefined && /^(?:down|slowly|left|by|falls|fall|falling|drops|drop)$/.test(targetWords[i - 1]?.word ?? ""))?.number ?? 2;
  // "a Laser touching the Alien adds 5 to score", "an Asteroid touching a Laser hides and asteroids +1": the child's count
  const hitCount = targetWords.map((_, i) => (targetWords[i]?.word === target.toLowerCase() ? countFrom(targetWords, i + 1) : undefined)).find((count) => count !== undefined && ![shot, target, shooterNameOf(words, names, shot, target)].some((name) => name.toLowerCase() === count.variable.toLowerCase()));
  const counter = hitCount?.variable ?? "score";
  const points = hitCount?.by ?? numberBefore(words, /^points?$/) ?? words.find((w, i) => w.number !== undefined && (words[i - 1]?.word === "+" || /^score$/.test(words[i - 1]?.word ?? "")))?.number ?? 1;
  // where a hit target goes back to: "back to x 240", else the top (or the right) at a random place
  const backX = words.findIndex((w, i) => w.word === "back" && words[i + 1]?.word === "to" && words[i + 2]?.word === "x" && words[i + 3]?.number !== undefined);
  // (decision 1760) "the Meteor goes back to the top at y 170", "back to y 150": the top the child gives
  const topAt = targetWords.findIndex((w, i) => w.word === "y" && (targetWords[i + 1]?.number ?? 0) > 0 && targetWords.slice(Math.max(0, i - 5), i).some((v) => v.word === "back" || v.word === "top"));
  const topY = topAt >= 0 ? targetWords[topAt + 1]?.number : undefined;
  const start: TStep = fromRight
    ? b(`go to x: (${backX >= 0 ? (words[backX + 3]?.number as number) : 240}) y: (pick random (-160) to (160))`)
    : b(`go to x: (pick random (-220) to (220)) y: (${topY ?? 180})`);
  // "the Alien goes to a random position": where the child sends a hit target, in the child's words
  const randomPlace = targetWords.some((w, i) => w.word === "random" && /^(?:position|place|spot|location|positions|places)$/.test(targetWords[i + 1]?.word ?? ""));
  const back = randomPlace ? b("go to (random position v)") : start;
  // the target comes at the shooter only where the child says it moves ("Aliens come down", "asteroids fall")
  // "the Alien moves 4 forever bouncing on the edge": it moves about and bounces, the child's steps at a time, never coming down
  const bounceAt = targetWords.findIndex((w) => /^(?:bounce|bounces|bouncing)$/.test(w.word));
  const roams = bounceAt >= 0 && targetWords.slice(bounceAt + 1, bounceAt + 4).some((w) => /^(?:edges?|walls?)$/.test(w.word)) ? stepsMoved(targetWords, names, /^(?:moves?|move|moving)$/) : undefined;
  const moves = comes !== undefined || fromRight || targetWords.some((w) => /^(?:comes?|came|coming|falls?|falling|fell|drops?|dropping|moves?|moving|flies|fly|flying|glides?|walks?|runs?)$/.test(w.word));
  // a target that touches the shooter: "its game over", or "you lose a life, you have 3"
  const touchesShooter = sentences.find((sentence) => sentence.some((w) => w.word === shooterName.toLowerCase()) && sentence.some((w) => /^(?:touches|touch|hits|reaches)$/.test(w.word)) && sentence.some((w) => /^(?:over|lose|lost|ends|loses)$/.test(w.word)));
  const livesSaid = touchesShooter?.some((w) => /^(?:life|lives)$/.test(w.word)) ? (touchesShooter.find((w) => w.number !== undefined)?.number ?? numberBefore(words, /^lives$/) ?? 3) : undefined;
  const gameOver = touchesShooter !== undefined;
  const hitShooter: TStep[] =
    livesSaid !== undefined
      ? [b("change [lives v] by (-1)"), when("<(lives) = (0)>", "no lives are left", [b("say [Game over!] for (2) seconds"), b("stop [all v]")]), back]
      : [b("say [Game over!] for (2) seconds"), b("stop [all v]")];
  // "the alien disappears", "explodes": a hit target hides for a moment before it comes back
  const vanishes = words.some((w) => /^(?:disappears?|vanish(?:es)?|explodes?|hides?|pops?)$/.test(w.word));
  const hit: TStep[] = [b(`change [${counter} v] by (${points})`), ...(vanishes ? [b("hide"), b("wait (1) seconds")] : []), back, ...(vanishes ? [b("show")] : [])];
  const targets: TCharacter[] = named === undefined ? [] : [
      {
        name: target,
        scripts: [
          script(
            flag,
            `When the green flag is clicked: the ${target} ${roams !== undefined ? `moves ${roams} steps at a time and bounces off the edges; a` : moves ? `comes ${fromRight ? "from the right" : "down"} ${targetSpeed} at a time; a` : "waits; a"} ${shot} that hits it ${counter === "score" ? `gives ${points} point${points === 1 ? "" : "s"}` : `adds ${points} to ${counter}`} and ${randomPlace ? "sends it to a random position" : "sends it back"}`,
            b(`set [${counter} v] to (0)`),
            ...(livesSaid !== undefined ? [b(`set [lives v] to (${livesSaid})`)] : []),
            ...(moves && roams === undefined ? [start] : []),
            forever(
              ...(roams !== undefined ? [b(`move (${roams}) steps`), b("if on edge, bounce")] : moves ? [b(fromRight ? `change x by (${-targetSpeed})` : `change y by (${-targetSpeed})`)] : []),
              when(`<touching (${shot} v)?>`, `a ${shot} hits it`, hit),
              ...(gameOver ? [when(`<touching (${shooterName} v)?>`, `it touches the ${shooterName}`, hitShooter)] : []),
              ...(moves && roams === undefined ? [when(fromRight ? "<(x position) < (-230)>" : "<(y position) < (-170)>", fromRight ? "it reaches the left side" : "it reaches the bottom", [start])] : []),
            ),
          ),
        ],
      },
  ];
  return plan(
    [
      {
        name: shooterName,
        settings: upright ? "x: -200, y: 0" : "x: 0, y: -140",
        scripts: [
          ...(aims ? [script(flag, `When the green flag is clicked: the ${shooterName} points at the mouse`, forever(b("point towards (mouse-pointer v)")))] : []),
          ...(shooterMoves ? [script(flag, `When the green flag is clicked: ${less} and ${more} move the ${shooterName} ${step} steps`, b(upright ? "go to x: (-200) y: (0)" : "go to x: (0) y: (-140)"), forever(when(`<key (${more} v) pressed?>`, `the ${more} key is pressed`, [b(`change ${axis} by (${step})`)]), when(`<key (${less} v) pressed?>`, `the ${less} key is pressed`, [b(`change ${axis} by (${-step})`)])))] : []),
          script({ kind: "key", key: fire }, `When you press ${fire}: the ${shooterName} shoots a ${shot}`, b(`create clone of (${shot} v)`)),
        ],
      },
      {
        name: shot,
        scripts: [
          script(flag, `When the green flag is clicked: the ${shot} waits hidden; each shot is a clone`, b("hide")),
          script({ kind: "clone" }, `When a ${shot} clone starts: it ${aims ? `flies ${flies} steps at a time the way the ${shooterName} points` : movesSteps ? `moves ${flies} steps at a time` : `goes ${upright ? "right" : "up"} ${flies} at a time`} from the ${shooterName} until it touches the edge`, b(`go to (${shooterName} v)`), ...(aims ? [b(`point in direction ([direction v] of (${shooterName} v))`)] : []), b("show"), { kind: "until", condition: { text: "<touching (edge v)?>", words: "it touches the edge" }, body: [aims ? b(`move (${flies}) steps`) : shotStep] }, b("delete this clone")),
        ],
      },
      ...targets,
    ],
    named === undefined ? [] : [{ name: counter, start: 0 }, ...(livesSaid !== undefined ? [{ name: "lives", start: livesSaid }] : [])],
  );
};

/**
 * A request that spells its game out: a number of its own, or twenty words and more. A bare "make a snake game" or "a catch game with a basket and falling
 * apples" is the project library's whole game (recipes/classic-games.recipes.ts), which the
 * follow-up edits and the behaviour tests know; a request that gives the child's details is
 * built on them here.
 */
/**
 * "a shooting game where u blast the zombies!! clicking a Zombie makes it say ouch": the shooting is
 * the child's clicks, with no key and nothing fired, so no shooter of the classic's is built.
 */
export function shotByClicks(words: readonly TWord[]): boolean {
  const clicks = words.some((w) => /^(?:click|clicks|clicking|clicked|tap|taps|tapping)$/.test(w.word));
  const fired = words.some((w, i) => /^(?:shoots?|fires?|throws?)$/.test(w.word) && words[i + 1]?.word !== "game") || keysOf(words.map((w) => w.raw).join(" ")).some((key) => key !== "any");
  return clicks && !fired;
}

function spelledOut(words: readonly TWord[]): boolean {
  const content = words.filter((w) => w.mark === undefined);
  return content.some((w) => w.number !== undefined && !/^(?:players?|people)$/.test(content[content.indexOf(w) + 1]?.word ?? "")) || content.length >= 20;
}

/** A snake spelled out, with its keys as said. */
const snakeFits = (words: readonly TWord[]) => spelledOut(words) && steeredAsSaid(words);

/**
 * A snake steered "with the arrows" reads as left and right only (steering), while a snake game
 * turns on all four: the snake is built only where the child's keys say which (issue 26: a key
 * script the request does not name is dropped later, and a snake that cannot go down is no snake).
 */
function steeredAsSaid(words: readonly TWord[]): boolean {
  const keys = keysOf(words.map((w) => w.raw).join(" "));
  const arrows = keys.filter((key) => key.endsWith("arrow"));
  return arrows.length === 0 || arrows.length === 4 || /\bleft and right\b/.test(words.map((w) => w.word).join(" "));
}

/**
 * A snake game on the child's details: the snake moves its steps forever (waiting the child's
 * pause), the arrow keys (or WASD) point it up, right, down and left, or turn it when only left
 * and right are said; eating its food sends the food to a random place and adds to the score or
 * the length (a body of clones that last as long as the length, or a pen trail when the child
 * asks for one), with the child's sound; the edge ends the game when the child says so.
 */
const snake: TProjectBuilder = ({ words, names, all }) => {
  const text = words.map((w) => w.word).join(" ");
  const food = thingAfter(words, /^(?:eats?|eating|eat|touching|touches)$/) ?? names.find((name) => /^(?:apple|food|fruit|mouse|berry|cherry)$/i.test(name)) ?? "Apple";
  // "the head draws its trail", "the Head moves": the snake is its head
  const head = names.find((name) => /^head$/i.test(name)) ?? (/\bthe head\b/.test(text) ? "Head" : undefined) ?? names.find((name) => name !== food && /^(?:snake|worm)$/i.test(name)) ?? names.find((name) => name !== food && words.some((w, i) => w.name === name && /^(?:moves?|move)$/.test(words[i + 1]?.word ?? ""))) ?? "Snake";
  // "speed starts at 3; the Snake moves speed steps": the steps are the speed's start
  const speedAt = words.findIndex((w, i) => w.word === "speed" && /^(?:starts?|begins?)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.word === "at" && words[i + 3]?.number !== undefined);
  const speedStart = speedAt >= 0 ? words[speedAt + 3]?.number : undefined;
  const step = numberBefore(words, /^steps?$/) ?? numberAfter(words, /^(?:moves?|move)$/) ?? speedStart ?? 5;
  const pause = numberAfter(words, /^waits?$/) ?? (words.findIndex((w, i) => w.word === "every" && words[i + 1]?.number !== undefined && /^seconds?$/.test(words[i + 2]?.word ?? "")) >= 0 ? numberAfter(words, /^every$/) : undefined);
  const keys = keysOf(words.map((w) => w.raw).join(" "));
  const wasd = /\bwasd\b/.test(text) || ["w", "a", "s", "d"].every((key) => keys.includes(key));
  const sidesOnly = !wasd && /\bleft and right\b/.test(text) && !/\bup\b/.test(text);
  const ways: [string, number][] = wasd
    ? [["w", 0], ["d", 90], ["s", 180], ["a", -90]]
    : [["up arrow", 0], ["right arrow", 90], ["down arrow", 180], ["left arrow", -90]];
  const steering = sidesOnly
    ? [script({ kind: "key", key: "left arrow" }, `When you press the left arrow: the ${head} turns left`, b("turn left (90) degrees")), script({ kind: "key", key: "right arrow" }, `When you press the right arrow: the ${head} turns right`, b("turn right (90) degrees"))]
    : ways.map(([key, direction]) => script({ kind: "key", key }, `When you press ${key}: the ${head} points in direction ${direction}`, b(`point in direction (${direction})`)));
  const pen = /\b(?:pen|trail|draws)\b/.test(text);
  const colour = Object.keys(COLOURS).find((name) => new RegExp(`\\b${name} (?:trail|line|pen)\\b`).test(text));
  // a body of clones when the child asks the snake to grow, or names no way it moves of its own
  const lengthSaid = /\b(?:longer|length|grows?|grow|body|clones?)\b/.test(text);
  const grows = !pen && (lengthSaid || numberBefore(words, /^steps?$/) === undefined);
  // a pen snake that grows keeps its length in a variable (its trail is its body)
  const counts = grows || lengthSaid;
  // a score, or points ("a point", "10 points"); "point it up" is a way to face
  const scores = /\bscore\b|\bpoints\b|\b(?:a|one|1) point\b/.test(text);
  // "the score goes up by 10"
  const gain = splitAt(words, /^[.!?;,]$/).filter((clause) => clause.some((w) => /^(?:score|points?)$/.test(w.word))).map((clause) => numberAfter(clause, /^by$/)).find((n) => n !== undefined) ?? 1;
  // "it gets faster every apple it eats": its steps in a variable, one more at each
  // ("a snake that gets faster: ...": said in the title the reader set aside, too)
  const faster = /\bfaster\b/.test(text) || (all ?? []).some((w) => w.word === "faster") || speedStart !== undefined;
  const sound = /\b(?:sound|crunch|plays?|munch)\b/.test(text);
  const edgeEnds = /\bedge\b/.test(text) && /\b(?:over|lose|ends?|stops?)\b/.test(text);
  // "eating the Egg adds 1 to size": the child's own count of what is eaten, in place of a score
  const eats = words.findIndex((w) => /^(?:eat|eats|eating|eaten)$/.test(w.word));
  const own = eats >= 0 ? countFrom(words, eats + 1) : undefined;
  const eaten: TStep[] = [
    ...(own ? [b(`change [${own.variable} v] by (${own.by})`)] : scores ? [b(`change [score v] by (${gain})`)] : []),
    ...(counts ? [b("change [length v] by (1)")] : []),
    ...(faster ? [b("change [speed v] by (1)")] : []),
    ...(sound ? [b("start sound (Pop v)")] : []),
    b("broadcast [eaten v]"),
  ];
  const body = grows ? [b("create clone of (myself v)")] : [];
  const loop = forever(
    b(faster ? "move (speed) steps" : `move (${step}) steps`),
    ...(pause !== undefined ? [b(`wait (${pause}) seconds`)] : []),
    ...body,
    when(`<touching (${food} v)?>`, `it eats the ${food}`, eaten),
    ...(edgeEnds ? [when("<touching (edge v)?>", "it touches the edge", [b("say [Game over!] for (2) seconds"), b("stop [all v]")])] : []),
  );
  const start: TStep[] = [
    ...(own ? [b(`set [${own.variable} v] to (0)`)] : scores ? [b("set [score v] to (0)")] : []),
    ...(counts ? [b("set [length v] to (1)")] : []),
    ...(faster ? [b(`set [speed v] to (${step})`)] : []),
    b("go to x: (0) y: (0)"),
    b("point in direction (90)"),
    ...(pen ? [b("erase all"), ...(colour ? [b(`set pen color to [${COLOURS[colour] as string}]`)] : []), b("pen down")] : []),
  ];
  return plan(
    [
      {
        name: head,
        scripts: [
          script(flag, `When the green flag is clicked: the ${head} moves ${step} steps at a time${pause !== undefined ? `, waiting ${pause} seconds` : ""}, forever, and eats the ${food}`, ...start, loop),
          ...steering,
          ...(grows ? [script({ kind: "clone" }, `When a body clone starts: it stays as long as the ${head} is long`, b(`wait ((length) * (${pause ?? 0.1})) seconds`), b("delete this clone"))] : []),
        ],
      },
      { name: food, scripts: [script(flag, `When the green flag is clicked: the ${food} waits at a random place`, b("go to (random position v)")), script({ kind: "message", name: "eaten" }, `When it gets the message "eaten": the ${food} goes to a random place`, b("go to (random position v)"))] },
    ],
    [...(own ? [{ name: own.variable, start: 0 }] : scores ? [{ name: "score", start: 0 }] : []), ...(counts ? [{ name: "length", start: 1 }] : []), ...(faster ? [{ name: "speed", start: step }] : [])],
  );
};

/** Words that name the flappy game's obstacle. */
const OBSTACLE = /^(?:pipes?|columns?|pillars?|tubes?|walls?|trees?)$/i;

/**
 * A flappy game on the child's details: the flyer (the child's Bird, Bat or Cat) falls, by a
 * speed variable that gravity takes from ("speed goes down by gravity each time, gravity is a
 * variable = 0.5", "a variable called fall speed ... changes by -1") or by plain steps ("it falls
 * 3 all the time"); the key said, or a click, flaps (sets the speed, or goes up the child's
 * steps); the obstacle moves left its steps and comes back at the right at a random height (or
 * glides across in the child's seconds, or comes as clones); touching it (or the ground, when
 * said) ends the game; passing it scores when the child asks.
 */
/** "touching the Ground stops everything", "if it touches the Cloud the game is over": the named sprite a touch ends the game on. */
function touchedToEnd(words: readonly TWord[], names: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!/^(?:touch|touches|touching|touched|hits?|hitting)$/.test(words[i]?.word ?? "")) continue;
    const near = words.slice(i + 1, i + 3);
    const touched = names.find((name) => near.some((w) => w.word === name.toLowerCase()));
    const clause = words.slice(i + 1, i + 9);
    const end = clause.findIndex((w) => /^[.;]$/.test(w.mark ?? ""));
    if (touched && (end >= 0 ? clause.slice(0, end) : clause).some((w) => /^(?:stops?|ends?|over|lose|loses)$/.test(w.word))) return touched;
  }
  return undefined;
}

const flappy: TProjectBuilder = ({ words, names, all }) => {
  const every = all && all.length > 0 ? all : words;
  const text = words.map((w) => w.word).join(" ");
  const obstacleName = names.find((name) => OBSTACLE.test(name)) ?? words.find((w) => OBSTACLE.test(w.word)) ;
  const obstacle = typeof obstacleName === "string" ? obstacleName.replace(/s$/, "") : obstacleName ? spriteName(obstacleName) : "Pipe";
  // "flappy bird but with a bat": the child's own flyer; else one written with a capital ("a Bat (the animal)")
  const butWith = words.findIndex((w, i) => w.word === "with" && words[i - 1]?.word === "but");
  const own = butWith >= 0 ? words.slice(butWith + 1, butWith + 4).find((w) => !/^(?:a|an|the)$/.test(w.word) && w.mark === undefined) : undefined;
  const candidates = names.filter((name) => !OBSTACLE.test(name) && name !== obstacle && !/^(?:flappy|game|gravity|speed|score|lesson|p\d+)$/i.test(name) && !/^flappy/i.test(name));
  const flyer = (own && !OBSTACLE.test(own.word) ? spriteName(own) : undefined) ?? candidates.find((name) => words.some((w) => w.name === name)) ?? candidates[0] ?? "Bird";
  const sentences = splitAt(words, /^[.!?;]$/);
  // the speed variable: "a variable called fall speed", "speed goes down by gravity", "a variable called gravity that keeps getting more negative"
  const called = variablesCalled(every);
  const gravityValue = words.findIndex((w, i) => w.word === "gravity" && words.slice(i + 1, i + 5).some((x) => x.word === "variable" || x.raw === "=") && words.slice(i + 1, i + 6).some((x) => x.number !== undefined));
  const gravityAmount = gravityValue >= 0 ? words.slice(gravityValue + 1, gravityValue + 6).find((x) => x.number !== undefined)?.number : undefined;
  const speedName = /\bspeed goes down by gravity\b|\bspeed\b/.test(text) && gravityAmount !== undefined ? "speed" : (called.find((name) => /speed|gravity|velocity/i.test(name)) ?? (/\bgravity\b/.test(text) || /\bspeed\b/.test(text) ? (gravityAmount !== undefined ? "speed" : /\bspeed\b/.test(text) ? "speed" : "gravity") : undefined));
  // the flap: "space sets speed to 7", "pressing space sets fall speed to 8", "up 40"
  const flapSet = words.findIndex((w, i) => /^sets?$/.test(w.word) && words.slice(i + 1, i + 6).some((x) => x.word === "to") && words.slice(i + 1, i + 7).some((x) => x.number !== undefined));
  const flapTo = flapSet >= 0 ? words.slice(flapSet + 1, flapSet + 7).find((x) => x.number !== undefined)?.number : undefined;
  const upBy = numberAfter(words, /^up$/);
  // "it goes down 2 forever", "falls 4": the child's own fall
  const goesDown = words.findIndex((w, i) => w.word === "down" && /^(?:go|move|drop|sink)$/.test(words[i - 1]?.lemma ?? "") && (words[i + 1]?.number !== undefined || (words[i + 1]?.word === "by" && words[i + 2]?.number !== undefined)));
  const fallsBy = numberAfter(words, /^(?:falls?|fall)$/) ?? (goesDown >= 0 ? Math.abs((words[goesDown + 1]?.number ?? words[goesDown + 2]?.number) as number) : undefined);
  const changeBy = words.findIndex((w, i) => /^(?:changes?|change|goes|go)$/.test(w.word) && words[i + 1]?.word === "by" && words[i + 2]?.number !== undefined);
  const pull = changeBy >= 0 ? Math.abs(words[changeBy + 2]?.number as number) : 1;
  const keys = keysOf(words.map((w) => w.raw).join(" ")).filter((key) => key !== "any");
  const spaceSaid = words.some((w, i) => w.word === "space" && !/^(?:shooter|game|ship)$/.test(words[i + 1]?.word ?? ""));
  const key = keys.includes("space") || spaceSaid ? "space" : keys.find((k) => !/^[ai]$/.test(k));
  const clicked = key === undefined && /\bclick/.test(text);
  const flapKey = key ?? (clicked ? undefined : "space");
  const usesSpeed = speedName !== undefined || (upBy === undefined && fallsBy === undefined);
  const speed = speedName ?? "speed";
  const flap: TStep[] = usesSpeed ? [b(`set [${speed} v] to (${flapTo ?? 8})`)] : [b(`change y by (${upBy ?? 40})`)];
  const fall: TStep[] = usesSpeed
    ? [gravityAmount !== undefined && speed !== "gravity" ? b(`change [${speed} v] by ((0) - (gravity))`) : b(`change [${speed} v] by (${-pull})`), b(`change y by (${speed})`)]
    : [b(`change y by (${-(fallsBy ?? 3)})`)];
  // "touching the Ground stops everything", with no obstacle named: the game is the flyer and the sprite it must not touch
  const endsOn = obstacleName === undefined ? touchedToEnd(words, names.filter((name) => name !== flyer)) : undefined;
  const groundEnds = /\bground\b/.test(text) && endsOn === undefined;
  const ends = when(`<touching (${endsOn ?? obstacle} v)?>`, `it touches the ${endsOn ?? obstacle}`, [b("say [Game over!] for (2) seconds"), b("stop [all v]")]);
  const ground = groundEnds ? [when("<(y position) < (-170)>", "it reaches the ground", [b("say [Game over!] for (2) seconds"), b("stop [all v]")])] : [];
  const flyerScripts: TScriptPlan[] = [
    script(
      flag,
      `When the green flag is clicked: the ${flyer} falls${usesSpeed ? ` by its ${speed}` : ` ${fallsBy ?? 3} at a time`}, and touching the ${endsOn ?? obstacle} ends the game`,
      ...(gravityAmount !== undefined && speed !== "gravity" ? [b(`set [gravity v] to (${gravityAmount})`)] : []),
      ...(usesSpeed ? [b(`set [${speed} v] to (0)`)] : []),
      b("go to x: (-100) y: (0)"),
      forever(...fall, ends, ...ground),
    ),
    flapKey !== undefined
      ? script({ kind: "key", key: flapKey }, `When you press ${flapKey}: the ${flyer} flaps up`, ...flap)
      : script(flag, `When the green flag is clicked: a click of the mouse makes the ${flyer} flap up`, forever(when("<mouse down?>", "the mouse is pressed", [...flap, b("wait until <not <mouse down?>>")]))),
  ];
  // the obstacle: its steps left ("moves left 3"), back at the right ("comes back at x 240"), at a random height ("between -100 and 100")
  const obstacleWords = sentences.filter((sentence) => sentence.some((w) => OBSTACLE.test(w.word) || w.word === obstacle.toLowerCase())).flat();
  const left = numberAfter(obstacleWords, /^left$/) ?? 3;
  const betweenAt = obstacleWords.findIndex((w, i) => /^(?:between|from)$/.test(w.word) && obstacleWords[i + 1]?.number !== undefined && /^(?:and|to)$/.test(obstacleWords[i + 2]?.word ?? "") && obstacleWords[i + 3]?.number !== undefined);
  const [low, high] = betweenAt >= 0 ? [obstacleWords[betweenAt + 1]?.number as number, obstacleWords[betweenAt + 3]?.number as number] : [-100, 100];
  const glide = numberBefore(obstacleWords, /^(?:seconds?|secs?)$/);
  const scores = /\bscore\b|\bpoints?\b/.test(text);
  const back: TStep[] = [b(`go to x: (240) y: (pick random (${low}) to (${high}))`)];
  const passed = scores ? [b("change [score v] by (1)")] : [];
  const obstacleScripts: TScriptPlan[] =
    glide !== undefined
      ? [script(flag, `When the green flag is clicked: the ${obstacle} starts at x 240 at a random height and glides to x -240 in ${glide} seconds, again and again`, forever(...back, b(`glide (${glide}) secs to x: (-240) y: (y position)`), ...passed))]
      : /\bclones?\b/.test(text)
        ? [
            script(flag, `When the green flag is clicked: a new ${obstacle} clone every 2 seconds`, b("hide"), forever(b("create clone of (myself v)"), b("wait (2) seconds"))),
            script({ kind: "clone" }, `When a ${obstacle} clone starts: it moves left ${left} at a time from the right edge and goes at the left`, ...back, b("show"), { kind: "until", condition: { text: "<(x position) < (-230)>", words: "it reaches the left edge" }, body: [b(`change x by (${-left})`)] }, ...passed, b("delete this clone")),
          ]
        : [script(flag, `When the green flag is clicked: the ${obstacle} moves left ${left} at a time and comes back at x 240 at a random height`, ...(scores ? [b("set [score v] to (0)")] : []), ...back, forever(b(`change x by (${-left})`), when("<(x position) < (-240)>", "it reaches the left side", [...passed, ...back])))];
  // the sprite that ends the game waits where the child draws it: no obstacle of the library's is added
  const others = endsOn !== undefined ? [{ name: endsOn, settings: /^(?:ground|floor|grass|lava|water)$/i.test(endsOn) ? "x: 0, y: -160" : "x: 160, y: 0", scripts: [] }] : [{ name: obstacle, settings: "x: 240, y: 0", scripts: obstacleScripts }];
  return plan(
    [{ name: flyer, scripts: flyerScripts }, ...others],
    [...(usesSpeed ? [{ name: speed, start: 0 }] : []), ...(gravityAmount !== undefined && speed !== "gravity" ? [{ name: "gravity", start: gravityAmount }] : []), ...(scores ? [{ name: "score", start: 0 }] : [])],
  );
};

/**
 * Pong for one player on the child's details: the paddle (the child's Paddle or Bat) follows the
 * mouse's x, or moves on the arrow keys by the child's steps, at the child's y; the ball starts
 * where and as the child says (direction, steps), bounces on the edges and off the paddle
 * ("180 - direction"), scores when the child asks, and a ball below the child's y (or on the
 * child's colour line) ends the game.
 */
const pongForOne: TProjectBuilder = ({ words, names }) => {
  const text = words.map((w) => w.word).join(" ");
  const ball = names.find((name) => /ball|puck/i.test(name)) ?? "Ball";
  // the one named a paddle ("Form 1 in Honiara, ...: the Paddle moves ..." is the Paddle, not the town), else the first other name
  const paddle = names.find((name) => name !== ball && /paddle|bat|racket|bar/i.test(name)) ?? names.find((name) => name !== ball && !/^(?:pong|player|game|year|library|lesson)$/i.test(name) && !/^(?:one|1)$/i.test(name)) ?? "Paddle";
  const sentences = splitAt(words, /^[.!?;]$/);
  const about = (name: string) => sentences.filter((sentence) => sentence.some((w) => w.word === name.toLowerCase())).flat();
  const paddleWords = about(paddle);
  const ballWords = about(ball);
  const mouse = paddleWords.some((w) => w.word === "mouse") || (!paddleWords.some((w) => /^(?:arrow|arrows|keys?)$/.test(w.word)) && /\bmouse\b/.test(text));
  const paddleY = numberAfter(paddleWords, /^y$/) ?? numberAfterY(paddleWords) ?? -140;
  const step = numberBefore(paddleWords, /^steps?$/) ?? 10;
  const startAt = ballWords.findIndex((w, i) => w.word === "x" && ballWords[i + 1]?.number !== undefined && ballWords[i + 2]?.word === "y" && ballWords[i + 3]?.number !== undefined);
  const start = startAt >= 0 ? { x: ballWords[startAt + 1]?.number as number, y: ballWords[startAt + 3]?.number as number } : { x: 0, y: 100 };
  const direction = numberAfter(ballWords, /^direction$/) ?? 45;
  const speed = ballSpeed(words, ball) ?? numberBefore(ballWords, /^steps?$/) ?? 6;
  // a miss: "y position is below -170", "y less than -160", "touches the red line at the bottom"
  const below = words.findIndex((w, i) => /^(?:below|than|under)$/.test(w.word) && words[i + 1]?.number !== undefined);
  // "if y < -160": the sign is not kept, a y under the middle is a miss at the bottom
  const yBelow = words.findIndex((w, i) => w.word === "y" && /^(?:if|when|once)$/.test(words[i - 1]?.word ?? "") && (words[i + 1]?.number ?? 0) < 0);
  const missY = below >= 0 ? (words[below + 1]?.number as number) : yBelow >= 0 ? (words[yBelow + 1]?.number as number) : -170;
  // "if it touch the Paddle it turn 180 degree": the child's turn, else bouncing back up
  const turn = turnOnTouch(words);
  const lineColour = Object.keys(COLOURS).find((colour) => new RegExp(`\\b${colour} line\\b`).test(text));
  // ("the Ball points in direction 45" is no score)
  const counted = countAtTheTouch(words);
  const scores = counted === undefined && /\bscore\b|\bpoints?\b(?! (?:in|at|to|towards|toward)\b)/.test(text);
  // "touching the Paddle turns it 180 degrees and adds 1 to hits": the child's count at each hit
  const count = counted ?? (scores ? { name: "score", by: 1 } : undefined);
  // "and 3 lives": a miss takes a life and serves again; the last one ends the game
  const lives = numberBefore(words, /^lives$/);
  const bounce = /\b180 - direction\b/.test(text) || !/\brandom\b/.test(text) ? "point in direction ((180) - (direction))" : "point in direction (pick random (-45) to (45))";
  const serve = [b(`go to x: (${start.x}) y: (${start.y})`), b(`point in direction (${direction})`)];
  const gameOver = [b("say [Game over!] for (2) seconds"), b("stop [all v]")];
  const over = lives === undefined ? gameOver : [b("change [lives v] by (-1)"), when("<(lives) = (0)>", "no lives are left", gameOver), ...serve];
  // "touching the Line ends the game": a sprite of the child's whose touch is the miss
  const endLine = names.find((name) => name !== ball && name !== paddle && splitAt(words, /^[.!?;,]$/).some((clause) => clause.some((w) => w.word === name.toLowerCase()) && clause.some((w) => /^(?:touch|touches|touching|hits?|hitting)$/.test(w.word)) && clause.some((w) => /^(?:ends?|over|lose|loses|stops?)$/.test(w.word))));
  const missed = endLine ? when(`<touching (${endLine} v)?>`, `it touches the ${endLine}`, over) : lineColour ? when(`<touching color [${COLOURS[lineColour] as string}]?>`, `it touches the ${lineColour} line`, over) : when(`<(y position) < (${missY})>`, `it is below y ${missY}`, over);
  const control = mouse
    ? script(flag, `When the green flag is clicked: the ${paddle} follows the mouse's x at y ${paddleY}`, forever(b(`go to x: (mouse x) y: (${paddleY})`)))
    : script(flag, `When the green flag is clicked: the arrow keys move the ${paddle} ${step} steps at y ${paddleY}`, b(`go to x: (0) y: (${paddleY})`), forever(when("<key (left arrow v) pressed?>", "the left arrow key is pressed", [b(`change x by (${-step})`)]), when("<key (right arrow v) pressed?>", "the right arrow key is pressed", [b(`change x by (${step})`)])));
  return plan(
    [
      { name: paddle, settings: `x: 0, y: ${paddleY}`, scripts: [control] },
      ...(endLine ? [{ name: endLine, settings: "x: 0, y: -175", scripts: [] }] : []),
      {
        name: ball,
        scripts: [
          script(
            flag,
            `When the green flag is clicked: the ${ball} (pong for 1 player) starts at x ${start.x} y ${start.y} in direction ${direction}, moves ${speed} steps at a time and bounces off the edges${turn === undefined ? ` and the ${paddle}` : `, touching the ${paddle} turns it ${turn} degrees`}${count ? ` and adds ${count.by} to ${count.name}` : ""}; a miss ${lives === undefined ? "ends the game" : `takes one of ${lives} lives`}`,
            ...(count ? [b(`set [${count.name} v] to (0)`)] : []),
            ...(lives !== undefined ? [b(`set [lives v] to (${lives})`)] : []),
            ...serve,
            forever(b(`move (${speed}) steps`), b("if on edge, bounce"), when(`<touching (${paddle} v)?>`, `it touches the ${paddle}`, [b(turn === undefined ? bounce : `turn right (${turn}) degrees`), ...(count ? [b(`change [${count.name} v] by (${count.by})`)] : []), offThePaddle(paddle, String(speed))]), missed),
          ),
        ],
      },
    ],
    [...(count ? [{ name: count.name, start: 0 }] : []), ...(lives !== undefined ? [{ name: "lives", start: lives }] : [])],
  );
};

/** "its y stays -160", "its y is -150", "y at -120": the y said a word after "y". */
function numberAfterY(words: readonly TWord[]): number | undefined {
  const at = words.findIndex((w, i) => w.word === "y" && /^(?:stays?|is|at|of|always)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.number !== undefined);
  return at < 0 ? undefined : words[at + 2]?.number;
}

/** "touching the Paddle ... adds 1 to hits": the variable and amount the child adds at a touch, in the touch's clause. */
function countAtTheTouch(words: readonly TWord[]): { name: string; by: number } | undefined {
  for (const clause of splitAt(words, /^[.!?;,]$/)) {
    if (!clause.some((w) => /^(?:touch|touches|touching|hits?|hitting)$/.test(w.word))) continue;
    const at = clause.findIndex((w, i) => /^(?:adds?|adding)$/.test(w.word) && clause[i + 1]?.number !== undefined && clause[i + 2]?.word === "to" && /^[a-z][a-z0-9]*$/.test(clause[i + 3]?.word ?? ""));
    if (at >= 0) return { name: clause[at + 3]?.raw as string, by: clause[at + 1]?.number as number };
  }
  return undefined;
}

/** Pong said for one player ("one player pong", "pong for 1 player", "pong but only me"). */
const forOnePlayer = (words: readonly TWord[], title: readonly TWord[]) => spelledOut(words) && /\b(?:one|1) player\b|\bonly me\b|\bsingle player\b|\bfor one\b/.test([...title, ...words].map((w) => (w.number !== undefined ? String(w.number) : w.word)).join(" "));

/**
 * Each project with the words that ask for it; the first whose words are all there wins. `about`:
 * more words the project does without asking for it ("two players on one laptop": the keyboard is
 * shared), never left out.
 */
const PROJECTS: { words: string[][]; build: TProjectBuilder; id: string; about?: string[]; fits?: (words: readonly TWord[], title: readonly TWord[]) => boolean }[] = [
  { id: "whack-a-mole", words: [["whack", "mole"]], build: whackAMole },
  { id: "clicker", words: [["clicker", "clickers"]], build: ({ words, names, all }) => clickerProject(all && all.length > 0 ? all : words, names), fits: (words, title) => buildsClicker([...title, ...words]), about: CLICKER_WORDS },
  { id: "pong-two-players", words: [["pong"], ["two", "2", "players", "w"]], build: pongForTwo, about: ["player", "laptop", "keyboard", "computer", "same", "ping", "hit", "hits", "both", "point", "past", "side", "either", "touches", "touch", "turns", "degrees"] },
  { id: "racing", words: [["race", "racing", "racer", "lap", "track"], ["car", "finish", "lap", "track", "timer", "drive"]], build: racing, about: ["whoever", "first", "touch", "touches", "reach", "reaches", "cross", "crosses", "over", "won", "wins", "win", "laps", "counter", "line", "top"] },
  { id: "virtual-pet", words: [["pet", "feed", "hunger", "hungry"], ["feed", "hunger", "hungry", "happy", "happiness", "virtual"]], build: virtualPet },
  { id: "hide-and-seek", words: [["hide"], ["seek", "find"]], build: hideAndSeek, about: ["spot", "place", "invisible", "find", "found", "mouse", "around", "moving", "picture", "seek", "behind", "right", "wrong", "picked"] },
  { id: "slideshow", words: [["costume", "costumes"]], build: slideshow, fits: (words, title) => costumesInOrder(title.length > 0 ? title : words) !== undefined, about: ["costume", "costumes", "order", "one", "by", "after", "another", "turn", "each", "second", "seconds", "show", "shows", "slideshow", "like", "a", "in", "its", "through", "goes", "nothing", "random", "just", "only"] },
  { id: "dice", words: [["dice", "die"], ["roll", "click", "random", "number"]], build: dice, about: ["rolling", "effect", "apart", "face", "faces"] },
  { id: "dress-up", words: [["dress"], ["up", "outfit", "clothes", "costume"]], build: dressUp, about: ["middle", "centre", "center", "clothes", "clothing", "hair", "onto", "reset", "button", "back", "place", "places", "sends", "send", "broadcasts", "broadcast", "all", "so", "them", "their", "switch", "switches", "change", "changes", "next"] },
  { id: "beat-maker", words: [["beat", "drum", "drums"], ["maker", "key", "keys", "press"]], build: beatMaker, about: ["pad", "pads", "button", "buttons", "called", "sound", "sounds", "bigger", "moment", "back"] },
  { id: "walking-animation", words: [["walk", "walking"], ["animation", "costume", "animate"]], build: walkingAnimation, about: ["edge", "arrive", "arrives", "turn", "turns", "back", "across", "screen", "legs"] },
  { id: "flappy", words: [["flappy", "flap", "flaps"], ["flappy", "pipe", "pipes", "column", "columns", "gravity"]], build: flappy, fits: spelledOut, about: ["flappy", "bird", "flap", "flaps", "gravity", "falls", "fall", "pipe", "pipes", "game", "over", "space", "speed", "sets", "each", "time", "variable", "left", "forever", "comes", "back", "random", "between", "touching", "touch", "up", "down", "all", "click", "mouse", "right", "ground", "lose", "height", "gap", "pulls", "lift", "column", "columns", "past", "score", "frame", "every", "changes", "change", "negative", "more", "getting", "keeps", "clones", "makes", "edge", "delete", "themselves", "avoid", "flies", "ends", "hitting", "hits"] },
  { id: "pong-one-player", words: [["pong"]], build: pongForOne, fits: forOnePlayer, about: ["pong", "one", "player", "paddle", "ball", "bat", "mouse", "follows", "x", "y", "at", "bottom", "bounces", "bouncing", "edges", "edge", "around", "direction", "moves", "steps", "forever", "touches", "score", "point", "points", "goes", "up", "game", "over", "lose", "below", "under", "less", "than", "falls", "only", "left", "right", "line", "starts", "pointing", "hits", "each", "time", "minus", "its", "it", "ends", "turns", "turn", "degrees"] },
  { id: "snake", words: [["snake", "worm"], ["game", "apple", "food", "eats", "eat", "arrow", "arrows", "longer", "steer", "moves"]], build: snake, fits: snakeFits, about: ["snake", "game", "apple", "food", "eats", "eat", "eating", "arrow", "arrows", "keys", "longer", "grow", "grows", "length", "steer", "moves", "forever", "edge", "over", "lose", "points", "point", "score", "random", "position", "place", "turn", "turns", "face", "up", "down", "left", "right", "trail", "pen", "head", "body", "itself", "always", "forward", "direction", "which", "way", "points", "point", "it", "sends", "touching", "touches", "touch", "leave", "leaves", "with", "behind", "clones", "clone", "wasd", "not", "faster", "draws", "deletes", "delete", "waits", "wait", "little", "become", "becomes", "gets"] },
  { id: "shooter", words: [["shooter", "shoot", "shoots", "shooting", "fires", "throws", "laser", "lasers", "bullet", "bullets"], ["alien", "aliens", "enemy", "enemies", "zombie", "zombies", "asteroid", "asteroids", "invaders", "space", "clone"]], build: shooter, fits: (words) => spelledOut(words) && !shotByClicks(words), about: ["shooter", "shoot", "shoots", "shooting", "fires", "throws", "laser", "lasers", "bullet", "bullets", "clone", "clones", "space", "edge", "until", "hits", "hit", "touches", "points", "point", "score", "top", "back", "come", "comes", "down", "slowly", "right", "left", "at", "time", "goes", "up", "flies", "makes", "explodes", "disappears", "vanishes", "bottom", "stays"] },
  { id: "catch-game", words: [["catch", "catches", "catching", "caught", "catcher", "touch", "touches", "touching"], ["fall", "falls", "falling", "drop", "drops", "top"]], build: catchGame, fits: (words) => spelledOut(words) && (words.some((w) => /^(?:catch|catches|catching|caught|catcher)$/.test(w.word)) || caughtBySteering(words)), about: ["catch", "catches", "catching", "caught", "catcher", "fall", "falls", "falling", "top", "random", "x", "y", "at", "time", "steps", "point", "points", "score", "again", "back", "either", "way", "starts", "start", "game", "mouse", "bottom", "below", "miss", "misses", "lives", "life", "left", "right", "arrow", "arrows", "keys", "moves", "follows", "only"] },
  {
    id: "list-quiz",
    words: [["list", "lists"], ["question", "questions", "quiz"]],
    build: ({ words, names, all, prompt }) => listQuizProject(all && all.length > 0 ? all : words, names, prompt) ?? plan([]),
    fits: (words, title) => asksFromTwoLists([...title, ...words]),
    about: LIST_QUIZ_WORDS,
  },
  {
    id: "list-memory",
    words: [["list", "lists"]],
    build: ({ words, names, all }) => listMemoryProject(all && all.length > 0 ? all : words, names) ?? plan([]),
    fits: (words, title) => keepsAnswersInList([...title, ...words]) && listMemoryProject(title.length > 0 ? title : words, []) !== undefined,
    about: LIST_MEMORY_WORDS,
  },
  { id: "name-picker", words: [["picker", "pick", "picks"], ["name", "names"]], build: namePicker, fits: (words) => spelledOut(words) || listedNames(words).length > 0, about: ["picker", "random", "name", "names", "list", "one", "pick", "picks", "class", "group", "team"] },
  { id: "platformer", words: [["platformer", "platform"]], build: platformer, about: ["gravity", "ground", "floor", "loop", "round", "side", "arrows", "falls", "fall", "yspeed", "velocity"] },
  { id: "countdown", words: [["countdown", "count", "counts", "counting", "down"]], build: ({ words, names, all }) => countdownProject(all && all.length > 0 ? all : words, names), fits: (words, title) => buildsCountdown(title.length > 0 ? title : words, []), about: COUNTDOWN_WORDS },
  { id: "pen-shapes", words: [["draw", "draws", "drawing", "drew", "pen", "trail", "paint", "paints"]], build: ({ words, names, all }) => penShapes(all && all.length > 0 ? all : words, names), fits: (words, title) => drawsShapes(title.length > 0 ? title : words), about: PEN_SHAPE_WORDS },
];

/** The words that name a classic project ("hide", "seek", "find" for hide and seek); none for another program. */
export const classicNameWords = (id: string): string[] => PROJECTS.find((project) => project.id === id)?.words.flat() ?? [];

/** The classic project a request names, built with the child's names; none when it names none. */
export function classicProject(words: TWord[], names: string[], title: readonly TWord[] = [], prompt?: string): { id: string; plan: TPlan; keywords: string[] } | undefined {
  // "Teach the cat to walk: ...": with no character read, the ones the title names by a drawing
  const titled = title
    .filter((w, i) => w.mark === undefined && w.number === undefined && w.isNoun && title[i - 1]?.word === "the" && !title[i + 1]?.isNoun && !PEOPLE.test(w.word) && !/^(?:class|group|lesson|game|project|program|computer|screen|stage)$/.test(w.word))
    .map((w) => w.name ?? `${w.word.charAt(0).toUpperCase()}${w.word.slice(1)}`);
  const request = { words, names: names.length > 0 ? names : [...new Set(titled)], all: title, prompt };
  // the project is named by the request's words, or by its title the reader set aside ("random name picker for my class:")
  const named = { words: [...words, ...title], names };
  // "'dice' but not a dice game": a classic the child turns away by its own name is not built
  const away = new Set(prompt === undefined ? [] : turnedAwayWords(prompt));
  const found = PROJECTS.find((project) => project.words.every((group) => has(named, ...group)) && (project.fits?.(words, title) ?? true) && !(project.words[0] ?? []).some((word) => away.has(word)));
  if (found) return { id: found.id, plan: found.build(request), keywords: [...found.words.flat(), ...(found.about ?? [])] };
  // no classic named: a game made of the request's own parts (a player, things to collect, a chaser, a goal)
  const game = arcadeGame(words, names);
  // a maze made of its parts is named by "maze" as the library's maze is, so a partial plan does not stand in for it
  const maze = words.some((w) => /^(?:maze|mazes|labyrinth)$/.test(w.word));
  return game ? { id: maze ? "maze" : "arcade", plan: game, keywords: maze ? [...ARCADE_WORDS, "maze", "mazes", "labyrinth"] : ARCADE_WORDS } : undefined;
}
