import { keysOf } from "./offline.coverage";
import { readPlanWords } from "./plan/plan.read";
import type { TPlan } from "./plan/plan.types";
import { classicNameWords, shotByClicks } from "./plan/plan.projects";
import { readWords } from "./plan/plan.words";
import { compilePlan } from "./plan/plan.compile";
import { framingParts } from "./offline.framing";
import { verbsGlossedAndBuilt } from "./offline.colon-gloss";
import { asksOwnQuestion, turnsTheClassicAway } from "./offline.not-the-classic";

/**
 * The plan or the library (issue 26): when the plan reader read scripts for the request's own
 * characters but left something out, a whole program from the project library (or a classic
 * project) may stand in for the plan. A keyword alone must not pick it: "the Pig is touched by
 * the Bird" is no catch game, a birthday scene whose Cat says "Happy birthday" is no piano song.
 * A program the request names by its game or genre ("a pong game", "my maze", "a quiz") is what
 * the child asked for and stays. Otherwise each candidate is measured on what it keeps of the
 * request — its characters as sprites, its variables, its quoted lines, its numbers and its keys
 * — and the plan is the answer when it keeps more (decision 860: on a tie the program stays, as
 * keeping the plan on ties lost test-corpus hits).
 */

/** The values a request gives, each of which an answer must keep as it is. */
export interface TRequestValues {
  /** The characters the child named, each to be a sprite of its own. */
  names: string[];
  /** The variables the request names ("a variable called puntos", "lives"). */
  variables: string[];
  /** The words the child quoted. */
  quotes: string[];
  numbers: number[];
  keys: string[];
}

/** The request's own values, as the plan read them (its characters, its variables) and as its words give them. */
export function requestValues(prompt: string, plan: TPlan): TRequestValues {
  const { words } = readPlanWords(prompt);
  const names = plan.characters.map((character) => character.name).filter((name) => name !== "Sprite1");
  const quotes = words.flatMap((word) => (word.quote !== undefined && word.quote.trim() !== "" ? [word.quote.trim()] : []));
  const numbers = words.flatMap((word) => (word.number !== undefined ? [word.number] : []));
  return { names: unique(names), variables: unique(plan.variables.map((variable) => variable.name)), quotes: unique(quotes), numbers: [...new Set(numbers)], keys: keysOf(prompt).filter((key) => key !== "any") };
}

const unique = (values: readonly string[]) => values.filter((value, i) => values.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === i);

/** The sprites a program text makes, lower-cased. */
const spritesOf = (text: string) => new Set([...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim().toLowerCase()));

/** The variables a program text declares or uses, lower-cased. */
function variablesOf(text: string): Set<string> {
  const declared = [...text.matchAll(/^\/\/ variable (.+?) = /gm)].map((m) => m[1] as string);
  const used = [...text.matchAll(/\[([^\]\n]+?) v\]/g)].map((m) => m[1] as string);
  return new Set([...declared, ...used].map((name) => name.trim().toLowerCase()));
}

const numbersOf = (text: string) => new Set([...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Math.abs(Number(m[0]))));

/** The keys a program text listens for. */
const keysIn = (text: string) => new Set([...text.matchAll(/when (.+?) key pressed|key \((.+?) v\) pressed\?/g)].map((m) => (m[1] ?? m[2]) as string));

/** How many of the request's values a program text keeps, each counted once. */
export function keptValues(values: TRequestValues, text: string): number {
  const sprites = spritesOf(text);
  const variables = variablesOf(text);
  const numbers = numbersOf(text);
  const keys = keysIn(text);
  const lower = text.toLowerCase();
  return (
    values.names.filter((name) => sprites.has(name.toLowerCase())).length +
    values.variables.filter((name) => variables.has(name.toLowerCase())).length +
    values.quotes.filter((quote) => lower.includes(quote.toLowerCase())).length +
    values.numbers.filter((number) => numbers.has(Math.abs(number))).length +
    values.keys.filter((key) => keys.has(key)).length
  );
}

/**
 * The words that name a whole program by its game or genre, by library recipe or classic project:
 * "pong", "a catch game", "maze", "quiz". A word the program only shares with the request ("catch"
 * in "the Cat catches the ball", "birthday" in a birthday scene) does not name it.
 */
const GENRES: readonly [RegExp, RegExp][] = [
  [/^pong/, /\bpong\b|\bbreakout\b|\barkanoid\b|\bbrick breaker\b/],
  [/^catch-game$/, /\bcatch(?:ing)?[- ]games?\b|\bcatcher\b|\bcatch(?:es|ing)? (?:the )?falling\b|\bfalling\b[^.]*\b(?:catch|caught)|\bcatch(?:es|ing)?\b[^.;]*\bfall(?:s|ing)?\b/],
  [/^chase/, /\bchas(?:e|ing)[- ]games?\b|\btag game\b/],
  [/^arcade$/, /\bgames?\b/],
  [/^maze$/, /\bmaze\b|\blabyrinth\b/],
  [/^snake$/, /\bsnake game\b|\bsnake\b/],
  [/^flappy$/, /\bflappy\b/],
  [/^shoot/, /\bshooter\b|\bshooting game\b|\bspace invaders\b/],
  // the classic shooter, named by its shot and its targets ("throws Tacos at zombies", "shoots a Laser clone")
  [/^shooter$/, /\b(?:shoots?|throws?|fires?)\b[^.]*\b(?:aliens?|zombies?|enem(?:y|ies)|asteroids?|invaders?)\b|\b(?:laser|bullet)s?\b[^.]*\bclones?\b/],
  [/^(?:quiz|ask-yes-no|times-table)/, /\bquiz\b|\btest(?:er)?\b|\bquestions\b|\btimes[- ]tables?\b/],
  [/^(?:clicker|score-collect)$/, /\bclicker\b|\bcookie clicker\b/],
  // a list that keeps what is typed, or a quiz kept in two lists, is named by its lists ("adds each answer to a list called pets")
  [/^list-(?:memory|quiz)$/, /\blists?\b/],
  [/^(?:play-song|piano-keys)$/, /\bpiano\b|\bplays? (?:a |the )?(?:song|tune|melody)\b|\bsong\b|\bmelody\b/],
  [/^drum-beat$|^beat-maker$/, /\bdrums?\b|\bbeat\b/],
  [/^(?:countdown|stopwatch)$/, /\bcount ?down\b|\bstopwatch\b|\btimer\b/],
  [/^clock$/, /\bclock\b/],
  [/^calculator$/, /\bcalculator\b/],
  [/^(?:guess-number|even-odd|password-check|rock-paper-scissors|chatbot|random-picker|name-picker|shopping-list)$/, /\bguess\b|\beven\b|\bodd\b|\bpassword\b|\brock\b|\bchat ?bot\b|\bpicker\b|\bpicks? (?:a |one )?(?:random|at random)\b|\blist\b/],
  [/^pen-/, /\bdraws?\b|\bdrawing\b|\bpen\b|\bpaint\b/],
  [/^(?:rain|fireworks)$/, /\brain\b|\bsnow\b|\bfireworks?\b/],
  [/^(?:jump-gravity|gravity-ball|platformer)$/, /\bplatform(?:er)?\b|\bgravity\b/],
  [/^whack-a-mole$/, /\bwhack\b/],
  [/^dice$/, /\bdic?e\b/],
  [/^virtual-pet$/, /\bpet\b/],
  [/^racing$/, /\brac(?:e|ing)\b/],
  [/^hide-and-seek$/, /\bhide (?:and|n|&) seek\b/],
  [/^dress-up$/, /\bdress(?:[- ]up)?\b/],
  [/^walking-animation$/, /\bwalk(?:ing)? animation\b|\banimat/],
  [/^(?:falling-objects)$/, /\bfalling\b|\bfalls? from\b/],
];

/** The programs that ask questions and count the right answers. */
const QUIZZES = /^(?:quiz|ask-yes-no|times-table|list-quiz)/;

/** The request names one of the programs (library recipe or classic project ids) by its game or genre. */
export function namesTheProgram(prompt: string, ids: readonly string[]): boolean {
  const said = prompt.toLowerCase();
  return ids.some((id) => GENRES.some(([program, named]) => program.test(id) && named.test(said)));
}

/** A whole program that might stand in for the plan: its text and the library recipes or classic project it is made of. */
export interface TCandidate {
  text: string;
  ids: readonly string[];
}

/**
 * Whether the partial plan, not the whole program, is the answer: the request does not name the
 * program's game or genre, the plan names what it left out (it drops nothing silently), and it
 * keeps more of the request's values than the program does.
 */
export function keepsThePlan(prompt: string, plan: TPlan, planText: string, candidate: TCandidate): boolean {
  // "a shooting game where u blast the zombies!! clicking a Zombie makes it say ouch": the shooting is the child's clicks, no shooter's
  if (candidate.ids.some((id) => /^shoot/.test(id)) && shotByClicks(readWords(prompt))) return true;
  // "a snake but not the game!! just the Snake slithering ...", "Not a quiz, a fact show: ...": the classic turned away, the child's steps stay
  if (turnsTheClassicAway(prompt, plan.characters.map((character) => character.name))) return true;
  // "loop question: how do i make the Lantern blink ...": the child's own question, no quiz asked for
  if (candidate.ids.some((id) => QUIZZES.test(id)) && asksOwnQuestion(prompt)) return true;
  if (plan.leftOut.length === 0) return false;
  // "make it rain: 50 Drop clones that fall 5 at a time": the genre named, but the program makes clones without end where the child counted them
  const countLost = losesCloneCount(planText, candidate.text);
  // "put the pen down and follow the mouse forever so it draws": the child's own steps, not the program they are for
  if (stepsForTheProgram(prompt, plan, planText, candidate.ids)) return true;
  const spelled = spelledOut(prompt, plan, planText, candidate.ids);
  if (!countLost && !spelled && namesTheProgram(prompt, candidate.ids)) return false;
  // "make the Lake sparkle: its colour effect goes up 10 every 0.5 seconds": the child's steps are the whole program
  // (what is left out is no classic's own name: "countdown: the variable secs starts at 5 ..." is the classic's)
  const onlyAsker = onlyItsNameLeftOut(plan, candidate.ids) ? undefined : onlyGlossAndFramingLeftOut(prompt, plan, planText);
  if (onlyAsker === "glossed") return true;
  const values = requestValues(prompt, plan);
  const [kept, program] = [keptValues(values, planText), keptValues(values, candidate.text)];
  // (with only who asks left out, a tie is the plan's: it did what was asked and nothing more)
  return kept > program || ((countLost || onlyAsker === "framing") && kept === program);
}

/**
 * "the Star puts the pen down and follows the mouse forever so it draws": the plan read the child's
 * steps and left out only what they are for ("so it draws", a word of the program's genre) and
 * who asks ("im 10 from omdurman"). The program of that genre would do its own steps in place of
 * the child's, so the child's steps win.
 */
function stepsForTheProgram(prompt: string, plan: TPlan, planText: string, ids: readonly string[]): boolean {
  const genres = GENRES.filter(([program]) => ids.some((id) => program.test(id))).map(([, named]) => named);
  const ofTheGenre = (word: string) => genres.some((named) => named.test(word) || named.test(word.replace(/s$/, "")));
  // "so it draws", "so that i can paint": the genre's word, said as what the steps before it are for
  const purposes = [...prompt.toLowerCase().matchAll(/\bso (?:that )?(?:it |he |she |they |i |we )?(?:can )?([a-z]+)\b/g)].map((m) => m[1] as string).filter(ofTheGenre);
  if (purposes.length === 0 || !/^(?:pen-)/.test(ids[0] ?? "")) return false;
  const rest = plan.leftOut.filter((part) => !part.toLowerCase().split(/[^a-z0-9]+/).every((word) => word === "" || NAME_FRAMING.test(word) || purposes.includes(word)));
  // the steps are the plan's: a script of two blocks or more
  const steps = planText.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("//") && !/^when /.test(line) && line.trim() !== "end");
  return steps.length >= 2 && framingParts(prompt, rest, planText, () => false).length === rest.length;
}

/**
 * The plan built every step the child gave and left out only words about who asks ("im 13 from
 * ...", "story with two characters") and a verb the steps after its colon spell out ("make the
 * Lake sparkle: ..."). A program a keyword picked (fireworks for "sparkle", a conversation for
 * "story") would do its own steps, add scripts nobody asked for, and read the asker's age as a
 * number of its own.
 */
function onlyGlossAndFramingLeftOut(prompt: string, plan: TPlan, planText: string): "glossed" | "framing" | undefined {
  const glossed = [...new Set([...verbsGlossedAndBuilt(prompt, plan.leftOut, planText), ...plan.leftOut.filter((part) => glossKept(prompt, part, planText))])];
  const rest = plan.leftOut.filter((part) => !glossed.includes(part));
  if (framingParts(prompt, rest, planText, () => false).length !== rest.length) return undefined;
  return glossed.length > 0 ? "glossed" : "framing";
}

/**
 * "make the Lake sparkle: its colour effect goes up 10 every 0.5 seconds": a word or two left out
 * right before a colon, whose gloss (to the sentence's end) gives numbers and every one of them is
 * in the plan's blocks. The plan built what the word means, in the child's numbers.
 */
function glossKept(prompt: string, part: string, planText: string): boolean {
  const said = part.trim().toLowerCase();
  // (a verb of the child's, not a thing named: "a walking animation:" names the program)
  if (said === "" || said.split(/\s+/).length > 3 || /\d|"/.test(said) || /^(?:a|an|the|my|our)\b/.test(said)) return false;
  const at = prompt.toLowerCase().indexOf(`${said}:`);
  if (at < 0) return false;
  const gloss = (prompt.slice(at + said.length + 1).split(/[.!?;](?!\d)/)[0] ?? "").trim();
  const numbers = [...gloss.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Math.abs(Number(m[0])));
  const built = numbersOf(planText.split("\n").filter((line) => !line.startsWith("//")).join("\n"));
  return numbers.length > 0 && numbers.every((number) => built.has(number));
}

/** Words that only frame a game's name: "hide and seek game", "a whack-a-mole". */
const NAME_FRAMING = /^(?:a|an|the|and|n|game|games|project|my|our)$/;

/**
 * "hide and seek: the Bunny hides, waits 3 seconds, ...": the child named a classic and spelled
 * every step of it out; the plan read all of it but the game's name, which is no step. The classic's
 * own steps do not stand in for the child's.
 */
function onlyItsNameLeftOut(plan: TPlan, ids: readonly string[]): boolean {
  const named = new Set(ids.flatMap(classicNameWords));
  const words = plan.leftOut.flatMap((part) => part.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "" && !NAME_FRAMING.test(word)));
  return named.size > 0 && words.length > 0 && words.every((word) => named.has(word));
}

/** "for son in serekunda", "for class", "in lagos": who a program is for and where, its articles taken out. */
const FOR_WHOM_OR_WHERE = /^(?:for [a-z]+(?: [a-z]+)?)?\s*(?:(?:in|at|from) [a-z]+(?: [a-z]+)?)?$/;

/**
 * "Whack-a-mole for my nephew in ...: the Mole ...", "virtual pet!! my Kitten has hunger and
 * happiness. hunger goes up 1 ...": what the plan left out is the classic's name, the title before
 * the colon that names it with who it is for and where, or the variables the child names as what
 * a character has, each of which the plan keeps. None of it is a step, so the child's steps are
 * the whole program.
 */
function onlyNameFramingOrVariablesLeftOut(prompt: string, plan: TPlan, ids: readonly string[]): boolean {
  const named = new Set(ids.flatMap(classicNameWords));
  const variables = new Set(plan.variables.map((variable) => variable.name.toLowerCase()));
  const wordsOf = (part: string) => part.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "" && !NAME_FRAMING.test(word));
  const colon = prompt.indexOf(":");
  const title = new Set(colon < 0 ? [] : wordsOf(prompt.slice(0, colon)));
  // (a name alone is onlyItsNameLeftOut's; here at least one part is framing or variables)
  return (
    named.size > 0 &&
    plan.leftOut.length > 0 &&
    plan.leftOut.every((part) => {
      const words = wordsOf(part);
      if (words.every((word) => named.has(word))) return true;
      // "Whack-a-mole for my sister in Accra: ...": the title before the colon, the classic's name and who
      // it is for or where, is no step ("a racing game with a lap timer:" says what the game has: it stays)
      const rest = words.filter((word) => !named.has(word)).join(" ");
      if (words.some((word) => named.has(word)) && words.every((word) => title.has(word)) && FOR_WHOM_OR_WHERE.test(rest)) return true;
      // "hunger and happiness": the variables the plan made, nothing else
      return words.length > 0 && words.every((word) => variables.has(word));
    })
  );
}

/**
 * The plan that stands in for a classic it spelled out, without the classic's name: the name is
 * no part left out, and what the reader read from the name alone ("hide" in "hide and seek: the
 * Bunny hides, waits 3 seconds ...") is a script the child's own steps begin with, so it goes.
 */
export function withoutItsName(prompt: string, plan: TPlan, ids: readonly string[]): TPlan {
  if (!spelledOut(prompt, plan, compilePlan(plan).text, ids)) return plan;
  const characters = plan.characters.map((character) => {
    const scripts = character.scripts.map((script) => ({ ...script, steps: [...script.steps] }));
    for (const script of [...scripts]) {
      const own = script.steps.filter((step) => !(step.kind === "block" && /^set \[/.test(step.text)));
      const again = own.length > 0 ? scripts.find((other) => other !== script && other.trigger.kind === script.trigger.kind && JSON.stringify(other.steps.slice(0, own.length)) === JSON.stringify(own)) : undefined;
      if (!again) continue;
      // (its variables are set first in the script that goes on)
      again.steps.unshift(...script.steps.filter((step) => !own.includes(step)));
      scripts.splice(scripts.indexOf(script), 1);
    }
    return { ...character, scripts };
  });
  return { ...plan, characters, leftOut: [] };
}

/**
 * The child named a classic and spelled it out: the plan left out only the classic's name and
 * keeps every number and quoted line the request gives (two or more: steps, not a wish).
 */
function spelledOut(prompt: string, plan: TPlan, planText: string, ids: readonly string[]): boolean {
  if (!onlyItsNameLeftOut(plan, ids) && !onlyNameFramingOrVariablesLeftOut(prompt, plan, ids)) return false;
  const values = requestValues(prompt, plan);
  const given = values.numbers.length + values.quotes.length;
  return given >= 2 && keptValues({ ...values, names: [], variables: [], keys: [] }, planText) === given && keepsComparisons(prompt, planText);
}

/** Comparisons the child writes ("hunger > 10", "more than 5", "below -170") and the way each compares. */
const COMPARED: [RegExp, string][] = [
  [/(?:>|\bmore than|\bover|\babove|\bgreater than|\bbigger than) ?(-?\d+(?:\.\d+)?)/g, ">"],
  [/(?:<|\bless than|\bunder|\bbelow|\bsmaller than) ?(-?\d+(?:\.\d+)?)/g, "<"],
];

/** Every comparison with a number the request writes is one the plan makes, the same way ("> 10" is no "= 10"). */
function keepsComparisons(prompt: string, planText: string): boolean {
  return COMPARED.every(([said, compare]) => [...prompt.toLowerCase().matchAll(said)].every((m) => planText.includes(`) ${compare} (${m[1] as string})`)));
}

/** The counts of clones a program text makes: `repeat (N)` holding `create clone of`. */
const cloneCounts = (text: string) => new Set([...text.matchAll(/^(\s*)repeat \((\d+)\)\n\1 +create clone of /gm)].map((m) => m[2] as string));

/** The plan makes as many clones as the child said and the program does not make that many. */
function losesCloneCount(planText: string, programText: string): boolean {
  const program = cloneCounts(programText);
  return [...cloneCounts(planText)].some((count) => !program.has(count));
}
