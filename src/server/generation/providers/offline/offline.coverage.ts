import { normalizeBlocksText, parseProject, type TProjectTarget } from "../../../../blocks";
import { artForName, escapeRegExp } from "../../../../blocks";
import { restatedTitle } from "./offline.lost-endings";
import { loopsSaid } from "./offline.loop-bodies";
import { readPlanWords } from "./plan/plan.read";
import { standInPieces } from "./offline.said-values";
import { scriptSourceLines } from "./script-lines";
import { NOT_CHARACTERS, PROGRAM_WORDS } from "./plan/plan.vocabulary";
import { readWords, type TWord } from "./plan/plan.words";
import { ALL_THE_TIME, insideAFramingIdiom } from "./offline.block-meanings";
import { inTheSetting } from "./offline.setting";
import { givenParts, loopBodies } from "./offline.given-parts";
import { givenShapes } from "./offline.given-shapes";
import { numberInItsWords } from "./offline.number-context";

/**
 * The coverage check (issue 26's contract): after an answer is built, every part of the request
 * the generator can recognise (a number, quoted words, a key, a count, an "else", an "until", a
 * comparison, a character, an action word) must be realised in the program as it was parsed, or
 * named as left out. Nothing the request gave is dropped or changed without saying so. It reads
 * the request on its own, not through the plan reader, so a reading that marked a word as used
 * but built something else is caught too.
 */

interface TScriptLines {
  sprite: string;
  lines: string[];
}

export interface TProgramLines {
  sprites: string[];
  scripts: TScriptLines[];
  all: string[];
  variables: string[];
  /** The items of the lists the project declares, as written ("green", "8"). */
  listItems: string[];
}

/** A block line as a child reads it: lower case, no brackets or menu arrows. */
function plainLine(line: string): string {
  return line
    .replace(/\s\/\/.*$/, "")
    .toLowerCase()
    .replace(/\s+v\s*([\])])/g, "$1")
    // a boolean's angle brackets go, a comparison's ">" and "<" stay
    .replace(/<(?=\S)/g, " ")
    .replace(/(?<=\S)>/g, " ")
    .replace(/[[\](){}]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const squash = (name: string) => name.toLowerCase().replace(/\s+/g, "");

/** The last answers read: one answer is read by several checks. Read-only for callers. */
const RECENT = new Map<string, TProgramLines>();

/** The program's scripts as plain lines, each under its sprite ("stage" for the stage). */
export function readProgramLines(text: string): TProgramLines {
  const known = RECENT.get(text);
  if (known) return known;
  const read = readProgramLinesUncached(text);
  if (RECENT.size >= 8) RECENT.delete(RECENT.keys().next().value as string);
  RECENT.set(text, read);
  return read;
}

function readProgramLinesUncached(text: string): TProgramLines {
  const normalised = normalizeBlocksText(text);
  const textLines = normalised.split("\n");
  const { project } = parseProject(normalised);
  const targets: TProjectTarget[] = [project.stage, ...project.sprites];
  const scripts: TScriptLines[] = [];
  const variables: string[] = [];
  const listItems: string[] = [];
  for (const target of targets) {
    for (const list of target.lists) listItems.push(...list.items.map(String));
    for (const variable of [...target.variables, ...target.program.variables]) variables.push(squash(variable.name));
    for (const script of target.program.scripts) {
      scripts.push({ sprite: target.isStage ? "stage" : squash(target.name), lines: scriptSourceLines(textLines, script, plainLine) });
    }
  }
  return { sprites: project.sprites.map((sprite) => squash(sprite.name)), scripts, all: scripts.flatMap((script) => script.lines), variables, listItems };
}

/**
 * Action words and the blocks that show them done. A word not here is not checked by this table
 * (the plan reader names the words it could not read); a word here must have its blocks.
 */
export const ACTIONS: [RegExp, RegExp, string][] = [
  [/^(?:jump|hop|leap)$/, /^change y by \d|^glide|^repeat|^set .*to/, "jump"],
  [/^(?:say|shout|yell|greet|answer|reply)$/, /^say |^think /, "say"],
  [/^(?:tell)$/, /^say |^think |^broadcast /, "tell"],
  [/^think$/, /^think /, "think"],
  [/^ask$/, /^ask /, "ask"],
  [/^(?:turn|rotate|spin|twirl)$/, /^turn |^point in direction|^point towards/, "turn"],
  [/^(?:hide|disappear|vanish)$/, /^hide$|ghost effect/, "hide"],
  [/^(?:reappear|appear)$/, /^show$|ghost effect|^go to|^hide$/, "appear"],
  [/^(?:grow)$/, /^change size by \d|^set size to/, "grow"],
  [/^(?:shrink)$/, /^change size by -|^set size to/, "shrink"],
  [/^(?:bark|meow|roar|moo|quack|tweet|chirp|oink|neigh|buzz|clap|beep|sing|baa|bleat|hiss|growl|howl|purr|honk|squeak|croak|ribbit|cluck|squawk|hoot|whinny|trumpet)$/, /^play sound|^start sound|^play drum|^play note|^say /, "sound"],
  [/^draw$/, /^pen down/, "draw"],
  [/^(?:clone)$/, /^create clone/, "clone"],
  [/^(?:bounce)$/, /if on edge, bounce|touching edge|^turn |^point in direction|change y by/, "bounce"],
  // "follows the mouse x": a place set from the mouse along one side is following it
  [/^(?:follow|chase)$/, /point towards|^go to (?!x:|random)|glide .* to (?!x:|random)|^move|^(?:go to x:|set [xy] to) .*mouse [xy]/, "follow"],
  [/^(?:wait|pause)$/, /^wait /, "wait"],
  [/^(?:glide)$/, /^glide /, "glide"],
  [/^(?:rise|climb)$/, /^change y by \d|^glide|^set y to|^go to/, "rise"],
  [/^(?:count|counting)$/, /^change .* by|^set .* to|^say /, "count"],
  [/^(?:fall|drop)$/, /^change y by -|^glide|^change .* by -|^set y to/, "fall"],
  [/^(?:shoot|fire)$/, /^create clone|^broadcast|^glide|^repeat until|^move|^show/, "shoot"],
  [/^(?:stop|end|freeze)$/, /^stop |^wait until|^repeat until|^hide/, "stop"],
];

/** Things a request names that need their own kind of block. */
export const THINGS: [RegExp, RegExp, string][] = [
  [/^(?:costume|outfit|animation)$/, /costume/, "costume"],
  [/^(?:backdrop|background|scene)$/, /backdrop/, "backdrop"],
  [/^(?:pen)$/, /^pen |^erase all|^stamp/, "pen"],
  [/^(?:list)$/, /item|^add .* to|length of/, "list"],
  [/^(?:timer|stopwatch)$/, /timer|^wait \d/, "timer"],
  [/^(?:random|randomly)$/, /pick random|random position/, "random"],
  [/^(?:colou?r)$/, /colou?r/, "colour"],
  [/^(?:sound|music|drum|note)$/, /^play |^start sound/, "sound"],
];

/** A key the request names, as Scratch spells it. */
export function keysOf(prompt: string): string[] {
  // "wasd, not arrows", "instead of the arrow keys": keys the child turned down are not asked for
  const text = prompt.toLowerCase().replace(/\b(?:not|no|never|instead of|without|rather than)(?: the| any| with(?: the)?)? (?:arrows?|arrow ?keys?)\b/g, " ");
  const keys = new Set<string>();
  for (const m of text.matchAll(/\b(up|down|left|right)[ -]arrow\b/g)) keys.add(`${m[1]} arrow`);
  // "the up and down arrows", "the arrow up and down"
  const pair = /\b(up|down|left|right) and (up|down|left|right) arrow(?: key)?s?\b|\barrows?(?: keys?)? (up|down|left|right) and (up|down|left|right)\b/.exec(text);
  if (pair) {
    for (const side of [pair[1] ?? pair[3], pair[2] ?? pair[4]]) keys.add(`${side} arrow`);
    // "drive with the arrow up and down and turn with left and right": the other pair said after the arrows
    for (const m of text.matchAll(/\b(?:with|using|by) (?:the )?(up|down|left|right) and (up|down|left|right)\b/g)) for (const side of [m[1], m[2]]) keys.add(`${side} arrow`);
  } else if (/\barrow ?keys\b|\barrows\b/.test(text)) {
    // walking and steering are left and right; moving about is all four
    // ("moves left and right with the arrow keys": the two of the pair; "up and down" likewise)
    const sideways = /\b(?:walks?|walking|steers?|steering|platform(?:er)?)\b|\bleft and right\b|\bright and left\b|\bside to side\b/.test(text);
    const upright = !sideways && /\bup and down\b|\bdown and up\b/.test(text);
    for (const key of sideways ? ["left arrow", "right arrow"] : upright ? ["up arrow", "down arrow"] : ["up arrow", "down arrow", "left arrow", "right arrow"]) keys.add(key);
  }
  // "press up", "press the left": an arrow key said without the word
  for (const m of text.matchAll(/\b(?:press|presses|pressed|pressing|hit|hits|tap|taps|push|pushes)(?: the| on)? (up|down|left|right)\b(?! (?:and|or) (?:up|down|left|right)\b)/g)) keys.add(`${m[1]} arrow`);
  if (/\bspace ?bar\b|\bspace key\b|\b(?:press|presses|pressed|pressing|hit|hits|tap|taps|push|with|hold|holds)(?: the| on)? space\b/.test(text)) keys.add("space");
  for (const m of text.matchAll(/\b(?:press|presses|pressed|pressing|hit|hits|tap|taps|push|pushes|hold|holds)(?: the| on)?(?: key| letter)? ([a-z0-9])\b(?! (?:random|new|second|few|lot|little|bit|sprite|sound|question|point))/g)) keys.add(m[1] as string);
  for (const m of text.matchAll(/\b(?:the |key |letter )([a-z0-9]) key\b|\bkey ([a-z0-9])\b/g)) keys.add((m[1] ?? m[2]) as string);
  if (/\bany key\b/.test(text)) keys.add("any");
  // "the keys a s d f g", "keys 1, 2 and 3": keys listed after the word
  for (const m of text.matchAll(/\bkeys?((?:,?\s+(?:and\s+)?[a-z0-9](?![a-z0-9'])){2,})/g)) for (const key of (m[1] as string).split(/[\s,]+/)) if (/^[a-z0-9]$/.test(key)) keys.add(key);
  // "start with space, stop with s", "jump using j": a single key said after "with" or "using"
  for (const m of text.matchAll(/\b(?:with|using)(?: the)? ([a-z0-9])(?: key)?(?=\s*(?:$|[,.!?;)]|and\b|or\b|to\b))/g)) keys.add(m[1] as string);
  // "steer with a and d", "using the j and k keys": two letter keys said as a pair
  const letterPairs = [...text.matchAll(/\b(?:with|using|press|presses|pressing)(?: the)? ([a-z0-9]) and ([a-z0-9])(?: keys?)?(?=\s*(?:$|[,.!?;)]|keys?\b|to\b))/g)].flatMap((m) => [m[1] as string, m[2] as string]);
  for (const key of letterPairs) keys.add(key);
  // "when space is pressed", "when w is pressed"
  for (const m of text.matchAll(/\b(space|[a-z0-9]) (?:key )?(?:is |gets )?(?:pressed|hit|tapped)\b/g)) keys.add(m[1] as string);
  // "a" and "i" as words ("press a button") are not keys unless said as keys
  // ("hits a paddle": "a" before a word is its article, a key only before a mark, a joining word or "key")
  for (const word of ["a", "i"]) if (keys.has(word) && !letterPairs.includes(word) && !new RegExp(`\\b(?:press|presses|pressed|pressing|hit|hits|tap|taps|push|pushes|hold|holds)(?: the)? ${word}\\b(?!\\s+(?!(?:and|or|to|then|for|key|keys)\\b)[a-z])|\\b${word} key\\b|\\bkey ${word}\\b`).test(text)) keys.delete(word);
  if (keys.has("a") && /\bpress(?:es)? a (?:button|sprite|key\b(?! [a-z0-9]\b))/.test(text)) keys.delete("a");
  // "WASD", "w a s d", "w, a, s and d": the four keys of one control
  if (/\bwasd\b|\bw\s*,?\s*a\s*,?\s*s\s*,?\s*(?:and\s+)?d\b/.test(text)) for (const key of ["w", "a", "s", "d"]) keys.add(key);
  return [...keys];
}

/**
 * "One Ball, the arrow keys": the names (lower case) a request counts as one of a character, a
 * name written with its capital right after "one" or "1". "get 1 cookie" counts cookies earned.
 */
export function oneOfANamedCharacter(prompt: string): Set<string> {
  return new Set([...prompt.matchAll(/\b(?:[Oo]ne|1) ([A-Z][a-z]+)\b/g)].map((m) => (m[1] as string).toLowerCase()));
}

/** Things that slide along one side of the stage: their game moves them on one pair of arrows, either pair. */
const ONE_SIDE_MOVERS = /\b(?:paddles?|baskets?|buckets?|bowls?|catch(?:er)?|pong|breakout|shooter|cannons?|turrets?)\b/;

/**
 * "A pong game with a paddle I move with the arrow keys": the arrow keys said with no way named,
 * for a thing that slides along one side, are whichever pair of arrows its game moves it on.
 */
export const arrowsOnEitherSide = (prompt: string) => {
  const text = prompt.toLowerCase();
  return /\barrow ?keys\b|\barrows\b/.test(text) && !/\b(?:up|down|left|right)\b/.test(text) && ONE_SIDE_MOVERS.test(text);
};

/** Keys that move a sprite both ways along one side: left and right, or up and down. */
export const bothWaysOnOneSide = (heard: (key: string) => boolean) => (heard("left arrow") && heard("right arrow")) || (heard("up arrow") && heard("down arrow"));

const keyHeard = (program: TProgramLines, key: string) =>
  program.all.some((line) => line.startsWith(`when ${key} key pressed`) || line.includes(`key ${key} pressed?`));

/**
 * "touches the top": the stage's top, which a position compared shows as well as `touching`.
 * ("the ground", "the floor" may be a sprite or a colour of the child's: those stay touching.)
 */
const REACHES_A_SIDE = /\b(?:touch|touches|touching|touched|hits?|bumps? into|reach|reaches)\s+(?:the\s+)?top\b/;

/** Numbers that count sprites or name an age or a school year: shown by the sprites, not a block. */
/** "two players", "two lists": a count of what the project has (sprites, lists), not a block's number. */
export const COUNTS_WHAT_THE_PROJECT_HAS = /^(?:player|people|person|kid|child|sprite|character|list)s?$/;

const NOT_A_BLOCK_NUMBER = /^(?:player|people|person|kid|child|children|sprite|character|year|years|twin|friend|student|pupil|team|grade|ks|key|stage|page|list)s?$/;

function numberHeld(program: TProgramLines, value: number): boolean {
  const wanted = [value, -value];
  // a number the project keeps as a list's item ("answers (green, 8)") is held there
  if (program.listItems.some((item) => Number(item) === value)) return true;
  return program.all.some((line) => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].some((m) => wanted.includes(Number(m[0]))));
}

/**
 * "-10 with the left arrow": a number the child wrote below zero is kept below zero, or as a move
 * the other way (a script that points left, or turns left, and moves that far). A program that
 * moves 10 where -10 was asked goes the wrong way.
 */
function signKept(program: TProgramLines, value: number): boolean {
  if (value >= 0) return true;
  const exactly = (line: string) => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].some((m) => Number(m[0]) === value);
  if (program.all.some(exactly)) return true;
  return program.scripts.some((script) => script.lines.some((line) => line === `move ${-value} steps`) && script.lines.some((line) => /^point in direction -|^turn left /.test(line)));
}

/** What a number counts, and the blocks that count it so: seconds are waited, glided or said for, or timed. */
const UNITS: [RegExp, RegExp][] = [
  [/^(?:seconds?|secs?)$/, /sec|\btime|timer|wait|count/],
  [/^steps?$/, /steps|change [xy] by|[xy]: |set [xy] to|glide|speed/],
  [/^degrees?$/, /degrees|direction/],
];

export const numberInLine = (line: string, value: number) => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].some((m) => Math.abs(Number(m[0])) === Math.abs(value));

const isWord = (word: TWord | undefined, pattern: RegExp) => word !== undefined && (pattern.test(word.word) || pattern.test(word.lemma));

/**
 * A sprite a word names, when the program has one of that name ("the dragon answers" → Dragon).
 * Only the word right before the verb (an "and" or a helper verb between allowed) is the actor.
 */
function actorBefore(words: TWord[], at: number, program: TProgramLines): string | undefined {
  let i = at - 1;
  while (i >= 0 && /^(?:should|will|can|must|then|also|just|always|to|does|could|would)$/.test(words[i]?.word ?? "")) i--;
  const word = words[i];
  if (!word || word.isVerb) return undefined;
  // "if it touches the knight say ouch": a character something is done to, in the condition before, is not who acts
  let before = i - 1;
  while (before >= 0 && /^(?:the|a|an|my|his|her|its|their)$/.test(words[before]?.word ?? "")) before--;
  const by = words[before];
  if (by !== undefined && (/^(?:touch|touches|touching|hits?|reaches?|catches|meets?|sees?)$/.test(by.word) || /^(?:to|at|from|with|towards?)$/.test(by.word)) && words.slice(0, before).some((other) => /^(?:if|when|whenever|once)$/.test(other.word))) return undefined;
  // "; touching the Door says "Level 2!"": a touch that is the clause's subject names what is touched, not who acts
  const opens = words[before - 1];
  if (by?.word === "touching" && (opens === undefined || opens.mark !== undefined || /^(?:and|then|but|so)$/.test(opens.word))) return undefined;
  for (const name of [word.word, word.lemma]) if (program.sprites.includes(squash(name))) return squash(name);
  return undefined;
}

/** The child's words for an action: the verb and the few words after it, up to the next joiner. */
function phraseAt(words: TWord[], at: number): string {
  const out: string[] = [];
  for (let i = at; i < words.length && out.length < 5; i++) {
    const word = words[i] as TWord;
    if (word.mark || (i > at && /^(?:and|then|when|if|but|so|while|until)$/.test(word.word))) break;
    out.push(word.quote !== undefined ? `"${word.quote}"` : word.raw);
  }
  return out.join(" ");
}

/** "Hi NAME, welcome" said as a join of its words and a value: every piece of the child's words is in the line. */
function saysWithStandIns(line: string, quote: string): boolean {
  // "You got X out of 4": a lone capital X or N stands for a value too, when the line joins one in
  const pieces = standInPieces(quote)?.pieces ?? (/\b[XN]\b/.test(quote) ? quote.split(/\b[XN]\b/) : undefined);
  if (!pieces || !line.includes("join")) return false;
  return pieces.every((piece) => line.includes(plainLine(piece).replace(/[!.?]+$/, "")));
}

/** True when some part already named as left out says this word. */
/** A number named with its words ("the number 6 ("has 6 costumes")") names the number only: its words are not named parts. */
const withoutItsWords = (part: string) => part.replace(/^(the number \S+) \(".*"\)$/, "$1");
/** (a name written with its number, "Dance1", is read and named as "dance 1" too) */
const alreadyNamed = (leftOut: readonly string[], raw: string) => {
  const forms = [...new Set([raw.toLowerCase(), raw.toLowerCase().replace(/([a-z])(\d)/g, "$1 $2")])];
  return leftOut.some((part) => forms.some((form) => withoutItsWords(part).toLowerCase().includes(form)));
};

/**
 * An "else" or "otherwise" that asks for one; "somewhere else", "nothing else" are places and
 * things, not an else.
 */
const ELSE_WORD = /(?<!\b(?:somewhere|anywhere|everywhere|nowhere|something|anything|everything|nothing|someone|anyone|everyone|no one|nobody|what|who|where)\s)\belse\b|\botherwise\b/;

/** An "if not" that stands for an otherwise: a stop after it, a "then", a doer, or a step said at once ("..., if not, say Bye", "if not say Bye"). */
const IF_NOT_AS_OTHERWISE = /\bif not\b(?:\s*(?:[,;:.!?)]|$)|\s+(?:then|it|he|she|they|you|we|i|say|says|show|shows|hide|hides|go|goes|play|plays|do|does|think|thinks|stop|stops|move|moves|make|makes)\b)/;

/**
 * The else or the turned-round test the request asks for and the program does not have, as its
 * part to name (decisions 1510, 1580). An "else", an "otherwise" or an "if not" that stands for one
 * asks for an else. Any other "if not" is one test turned round: "if not touching the Dog it says
 * Lonely" asks for `if <not <touching (Dog v)?>> then` and nothing for when the Dog is touched; a
 * program with a `not` test (or an else) does it, and one with neither misses the test, named in the
 * child's words, not as an else nobody asked for.
 */
function otherwiseMissing(lower: string, program: TProgramLines): [string, string] | undefined {
  if (program.all.includes("else")) return undefined;
  if (ELSE_WORD.test(lower) || IF_NOT_AS_OTHERWISE.test(lower)) return ["what happens otherwise (the else part)", "otherwise"];
  const test = /\bif not\b[^,;:.!?()"]*/.exec(lower);
  if (!test || program.all.some((line) => /^(?:if|wait until|repeat until) not /.test(line))) return undefined;
  // (the test's own words: up to the doer or the step said after it)
  const said = test[0].replace(/\s+(?:it|he|she|they|then)\b.*$/, "").trim().split(/\s+/).slice(0, 5).join(" ");
  return [`checking "${said}"`, said];
}

/**
 * The parts of a request an answer neither builds nor names: each in the child's words, ready for
 * `leftOut`. `leftOut` is what the answer already names.
 */
export function uncoveredParts(prompt: string, text: string, leftOut: readonly string[]): string[] {
  const program = readProgramLines(text);
  const { words } = readPlanWords(prompt);
  const missing: string[] = [];
  const add = (part: string, raw = part) => {
    if (part.trim() === "") return;
    if (!alreadyNamed(leftOut, raw) && !alreadyNamed(missing, raw)) missing.push(part);
  };
  const lower = prompt.toLowerCase();

  // numbers and quoted words are kept exactly
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TWord;
    const next = words[i + 1];
    if (word.quote !== undefined && !program.all.some((line) => line.includes(plainLine(word.quote as string).replace(/[!.?]+$/, "")) || saysWithStandIns(line, word.quote as string))) add(`"${word.quote}"`, word.quote);
    if (word.number === undefined || word.quote !== undefined) continue;
    if (next && /^(?:player|sprite|character|animal)s?$/.test(next.word) && word.number <= 10) {
      // "two sprites", "two players": that many sprites
      if (program.sprites.length < word.number) add(`${word.raw} ${next.raw}, each a sprite of its own`, `${word.raw} ${next.raw}`);
      continue;
    }
    if (next && (NOT_A_BLOCK_NUMBER.test(next.word) || NOT_A_BLOCK_NUMBER.test(next.lemma))) continue;
    // "switches all three back to costume 1", "the 4 pads Kick Snare Clap Bell": that many sprites, named or each doing it
    const named = words.slice(i + 2, i + 2 + word.number);
    if (word.number >= 2 && ((words[i - 1]?.word === "all" && program.sprites.length >= word.number) || (program.sprites.length === word.number && named.length === word.number && named.every((w) => program.sprites.includes(squash(w.word)))))) continue;
    // "One Ball": one of a character the program has as a sprite
    if (next && word.number === 1 && oneOfANamedCharacter(prompt).has(next.word) && program.sprites.includes(squash(next.word))) continue;
    if (numberFrames(words, i, text)) continue;
    if (oneAsAPronoun(words, i)) continue;
    // "three times as big", "twice the size": a size multiplied, checked with how it is done (unkeptHows)
    if (isWord(next, /^times?$/) && isWord(words[i + 2], /^(?:as|the|bigger|larger|taller|smaller|its|his|her)$/)) continue;
    if (isWord(next, /^times?$/) && !isWord(words[i + 2], /^tables?$/)) {
      // "5 times": a loop that repeats so often (or the steps written out that many times)
      if (!program.all.some((line) => line === `repeat ${word.number}`)) add(`doing it ${word.raw} times`, word.raw);
      continue;
    }
    if (!numberHeld(program, word.number) || !signKept(program, word.number)) add(numberInItsWords(words, i), word.raw);
    else {
      // "for 3 seconds" is a time, not 3 steps: the number is kept with what it counts
      const unit = UNITS.find(([noun]) => isWord(next, noun));
      if (unit && !program.all.some((line) => numberInLine(line, word.number as number) && unit[1].test(line))) add(`${word.raw} ${next?.raw ?? ""}`.trim(), `${word.raw} ${next?.raw ?? ""}`.trim());
    }
  }

  // keys: every key the request names is listened to
  const eitherSide = arrowsOnEitherSide(prompt);
  if (eitherSide && !bothWaysOnOneSide((key) => keyHeard(program, key))) add("the arrow keys", "arrow");
  for (const key of keysOf(prompt)) {
    if (eitherSide && key.endsWith(" arrow")) continue;
    if (key === "any" ? !program.all.some((line) => line.startsWith("when any key pressed")) : !keyHeard(program, key)) add(key === "any" ? "pressing any key" : `the ${key} key`, key);
  }

  // the events the request names start something
  if (/\b(?:click|clicks|clicked|clicking|clik|tap|taps|tapped)\b/.test(lower.replace(/\b(?:green )?flag (?:is |gets |was )?click(?:ed|s)?\b|\bclick(?:s|ing)? (?:on )?the (?:green )?flag\b/g, "")) && !program.all.some((line) => /^when this sprite clicked|^when stage clicked|mouse down/.test(line))) add("doing it when you click", "click");

  // conditions and loops the request's words ask for
  const otherwise = otherwiseMissing(lower, program);
  if (otherwise) add(...otherwise);
  if (/\buntil\b(?! -?\d)/.test(lower) && !program.all.some((line) => /^repeat until|^wait until/.test(line)) && !/\buntil (?:you|i|we|they|he|she)?\s*(?:click|press|tap)/.test(lower)) add("the part that waits until something happens", "until");
  const compares: [RegExp, RegExp, string][] = [
    [/\b(?:over|more than|greater than|above|bigger than|higher than|older than)\s+(-?\d+|[a-z]+)/, />/, "more than"],
    [/\b(?:under|less than|below|smaller than|lower than|younger than|fewer than)\s+(-?\d+|[a-z]+)/, /</, "less than"],
  ];
  for (const [pattern, operator, words_] of compares) {
    const m = pattern.exec(lower);
    if (m && /^-?\d+$|^(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)$/.test(m[1] as string) && !program.all.some((line) => line.startsWith("if ") || line.startsWith("repeat until") || line.startsWith("wait until") ? operator.test(line) : false)) {
      add(`checking if it is ${words_} ${m[1]}`, `${words_} ${m[1]}`);
    }
  }
  // ("adds 1 to hits", "when hits is 5": a variable of the program called "hits", said as a value, is no touch)
  const touchWords = program.variables.reduce((said, name) => said.replace(new RegExp(`(?<=\\b(?:to|from|of|set|sets|change|changes)\\s)${escapeRegExp(name)}\\b|\\b${escapeRegExp(name)}(?=\\s+(?:is|goes|=|equals|reaches)\\b)`, "g"), " "), lower);
  if (/\b(?:touch|touches|touching|touched|hits?|bumps? into)\b/.test(touchWords) && !program.all.some((line) => line.includes("touching") || line.includes("distance to") || (REACHES_A_SIDE.test(lower) && /\b[xy] position [<>] |[<>] [xy] position\b/.test(line)))) add("what happens when they touch", "touch");

  const titleEnd = restatedTitle(prompt) ? words.findIndex((word) => word.mark === ":") : -1;
  const titleStart = words.slice(0, Math.max(titleEnd, 0)).findLastIndex((word) => /^[.!?;]$/.test(word.mark ?? ""));
  // every character the child named that the plan reader made a character is a sprite of its own
  // (checked by the callers, who know the plan); here: an action said about a sprite is that sprite's
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TWord;
    if (word.quote !== undefined || word.number !== undefined) continue;
    // "The Car must stop on red: ... says 'Stop!'": a title the rest says again asks for nothing of its own
    if (i > titleStart && i < titleEnd) continue;
    const action = ACTIONS.find(([verb]) => isWord(word, verb));
    if (action && (word.isVerb || i === 0 || /^(?:to|and|then|should|will|can|must|it|he|she|they|make|makes)$/.test(words[i - 1]?.word ?? "") || actorBefore(words, i, program))) {
      // "the leaf jumps to a new place": a jump to somewhere is going there, not a hop up and down
      const toAPlace = action[2] === "jump" && words[i + 1]?.word === "to" && !/^(?:the )?(?:sky|top)$/.test(words[i + 2]?.word ?? "");
      // "turning round at each side": a turn at the edges is a bounce
      const atTheEdge = action[2] === "turn" && words.slice(i + 1, i + 5).some((other) => /^(?:edges?|sides?|walls?)$/.test(other.word));
      // "each Drop clone falls": a clone as the thing that acts, a copy some script made, not an action of the sprite named before it
      // ("a Bullet clone": a clone of the Bullet, made by someone, that acts as a clone; "each clone": any clone that acts)
      const cloned = squash(words[i - 1]?.word ?? "");
      const cloneOfASprite = action[2] === "clone" && program.sprites.includes(cloned);
      const cloneAsThing = cloneOfASprite || (action[2] === "clone" && /^(?:each|every|the|its|their|new)$/.test(words[i - 1]?.word ?? ""));
      const evidence = toAPlace ? /^go to |^glide |^set [xy] to/ : atTheEdge ? /^turn |^point in direction|if on edge, bounce/ : cloneAsThing ? /^when i start as a clone/ : action[1];
      const actor = cloneAsThing ? (cloneOfASprite ? cloned : undefined) : actorBefore(words, i, program);
      const lines = actor ? program.scripts.filter((script) => script.sprite === actor).flatMap((script) => script.lines) : program.all;
      // the clone is made: by the sprite itself ("create clone of myself") or by another ("create clone of bullet")
      const made = !cloneOfASprite || program.scripts.some((script) => script.lines.some((line) => line === `create clone of ${cloned}` || (script.sprite === cloned && line === "create clone of myself")));
      // "turn your storyboard into code": an idiom that frames the request, not an action
      // ("every child writes a line of code:": what the class does, in the request's setting)
      if ((!made || !lines.some((line) => evidence.test(line))) && !insideAFramingIdiom(prompt, word.raw, program.all) && !inTheSetting(words, i, program.sprites)) add(phraseAt(words, i), word.raw);
      continue;
    }
    // "Scene 2:": a label with its number names a part of the request, not a backdrop to switch to
    const thing = words[i + 1]?.number === undefined || words[i + 2]?.mark === undefined ? THINGS.find(([noun]) => isWord(word, noun)) : undefined;
    // the thing with the word before it ("the costume"), or alone when a mark is before it ("Scene 2:")
    if (thing && !program.all.some((line) => thing[1].test(line))) add(phraseAt(words, i > 0 && words[i - 1]?.mark === undefined ? i - 1 : i), word.raw);
  }
  for (const [part, said] of unsaidSpeech(words, program)) add(part, said);
  // how it is done: "slowly" is a glide or a loop with a wait, "faster" a speed that changes
  if (/\bslowly\b/.test(lower) && !program.all.some((line) => /^glide|^wait/.test(line))) add("slowly", "slowly");
  if (/\b(?:faster|quicker|slower|speed up|slow down)\b/.test(lower) && !program.all.some((line) => /^change .*speed.* by|^change \S+ by .*speed|^set .*speed/.test(line) || /^(?:move|change [xy] by) .*speed/.test(line))) add("going faster or slower", "faster");
  const questions = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten) (?:\w+ )?questions\b/.exec(lower);
  if (questions) {
    const n = Number(questions[1]) || ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].indexOf(questions[1] as string) + 2;
    const asks = program.all.filter((line) => line.startsWith("ask ")).length;
    const repeated = program.all.some((line) => line === `repeat ${n}`) && asks > 0;
    if (asks < n && !repeated) add(`${questions[1]} questions`, `${questions[1]} questions`);
  }
  for (const [part, raw] of unkeptHows(lower, words, program)) add(part, raw);
  for (const [part, raw] of loopsHoldingOtherParts(prompt, text)) add(part, raw);
  for (const [part, raw] of saidAtOnce(words, program)) add(part, raw);
  for (const name of variablesCalled(lower)) if (!program.variables.includes(squash(name))) add(`a variable called ${name}`, name);
  for (const variable of neverChangedVariables(program).filter((name) => countedAfter(lower, name))) add(`counting the ${variable} (nothing changes it, so what waits for it never happens)`, variable);
  for (const part of missingVariables(words, program)) add(part);
  for (const name of valuesThatChange(words, program)) add(`the variable ${name}`, `variable ${name}`);
  for (const part of missingCharacters(words, program)) add(part);
  for (const part of halfAPair(lower, program)) add(part);
  // "click the balloon and it pops": popping is going away (a pop sound alone leaves it there)
  const popping = /(?<!\b(?:a|the|with|of)\s)\b(?:pops|pop|popped|bursts|burst)\b(?!\s+(?:up|out|sound|noise|songs?|music|in)\b)/.exec(lower.replace(/(?<![a-z])['"“‘][^"“”‘]*?(?:['"”’](?![a-z])|$)/g, " "));
  if (popping && !program.all.some((line) => /^hide$|^switch costume|^next costume|ghost effect|^delete this clone|^set size to 0\b/.test(line))) add(`popping (${popping[0]} and is gone)`, popping[0]);
  // "after each move, if it touches the wall it goes back": the check comes in the script that moves, after the move
  const afterEachMove = /\bafter (?:each|every) (?:move|step|jump)\b/.test(lower) && /\btouch/.test(lower);
  if (afterEachMove && !program.scripts.some((script) => script.lines.some((line, i) => /^(?:change [xy] by|move )/.test(line) && script.lines.slice(i + 1).some((later) => /^if .*touching/.test(later))))) add("checking what it touches right after each move", "after each move");
  for (const [part, raw] of unheardMessages(lower, program)) add(part, raw);
  for (const [part, raw] of idleCharacters(words, program)) add(part, raw);
  for (const [part, raw] of namesGivenAfter(lower, program)) add(part, raw);
  for (const [part, raw] of talkingAtOnce(lower, words, program)) add(part, raw);
  for (const [part, raw] of givenParts(prompt, text, program)) add(part, raw);
  for (const [part, raw] of givenShapes(prompt, program)) add(part, raw);
  // "glides from x -200 to x 200 and back": the way back is a glide too, to where it started (a jump there is no glide back)
  const glideBack = /\bglides? from (?:x:? )?(-?\d+(?:\.\d+)?)\b[^.;]*? to (?:x:? )?-?\d+(?:\.\d+)?\b[^.;]*? and back\b/.exec(lower);
  if (glideBack && !program.all.some((line) => new RegExp(`^glide .* to x: ${escapeRegExp(glideBack[1] as string)}\\b`).test(line))) add("gliding back", "glides back");
  if (/\b(?:move|go|walk|run|glide|slide|swim|fly)(?:s|es)? back\b(?! to| and forth)/.test(lower) && !program.all.some((line) => /^move -|^change [xy] by -|^turn .* 180|^point in direction|^go to x|^glide .* to x|^repeat/.test(line))) add("going back", "back");
  return missing;
}

/**
 * "the Starter broadcasts go. On go, the Horse runs": a message the program sends, by a name the
 * request gave, that no script receives. What should happen on it is missing.
 */
function unheardMessages(lower: string, program: TProgramLines): [part: string, raw: string][] {
  const sent = new Set(program.all.flatMap((line) => /^broadcast (.+?)(?: and wait)?$/.exec(line)?.[1]?.trim() ?? []));
  const heard = new Set(program.all.flatMap((line) => /^when i receive (.+)$/.exec(line)?.[1]?.trim() ?? []));
  return [...sent].filter((message) => !heard.has(message) && (new RegExp(`(?<![a-z])${escapeRegExp(message)}(?![a-z])`).test(lower) || heardByAnother(lower, program, message))).map((message) => [`what happens on the message "${message}"`, `message "${message}"`]);
}

/**
 * "the Button broadcasts a message; the Bulb then switches to On" (decision 1730): a message of the
 * program's own naming, sent and never received, while the request goes on, after its sending, with
 * another character of the program doing something. That character's steps were to follow the
 * message: built under another hat, they never follow it. (Only in a program that receives no
 * message at all: one that does has its own way of going on.)
 */
function heardByAnother(lower: string, program: TProgramLines, message: string): boolean {
  // (a program that receives other messages has its own way of going on: a stray sending there is no step lost)
  if (program.all.some((line) => line.startsWith("when i receive "))) return false;
  const senders = new Set(program.scripts.filter((script) => script.lines.some((line) => /^broadcast(?: and wait)? /.test(line) && line.endsWith(message))).map((script) => script.sprite));
  const sending = /\b(?:broadcast(?:s|ing)?|sends?(?: out)? (?:a |the )?(?:message|signal))\b/.exec(lower);
  if (sending === null) return false;
  const after = lower.slice(sending.index + sending[0].length);
  return program.sprites.some((sprite) => !senders.has(sprite) && sprite !== "sprite1" && new RegExp(`\\b${escapeRegExp(sprite)}\\b`).test(after));
}

/** Verbs that say what a character is or has, not what it does. */
const BEING = /^(?:is|are|was|were|be|been|has|have|had|gets?|got|looks?|stays?|sits?|stands?|waits?)$/;

/**
 * "the Horse and the Camel each run to the Finish": a character of the program that shares an
 * action with another that does it (a subject joined by "and", then a verb), and has no script at
 * all. A sprite that only is somewhere (the Finish, a Castle to glide to) is not one of them.
 */
function idleCharacters(words: TWord[], program: TProgramLines): [part: string, raw: string][] {
  const idle = program.sprites.filter((sprite) => !program.scripts.some((script) => script.sprite === sprite));
  const isSprite = (word: TWord | undefined) => word !== undefined && word.mark === undefined && (program.sprites.includes(squash(word.word)) || program.sprites.includes(squash(word.lemma)));
  const missing: [string, string][] = [];
  for (const sprite of idle) {
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as TWord;
      if (word.quote !== undefined || !(squash(word.word) === sprite || squash(word.lemma) === sprite)) continue;
      // past "and the Camel", "each", "both" to the verb: only a subject joined with a character that has scripts
      let j = i + 1;
      const and = words[i - 1]?.word === "and" ? i - 1 : /^(?:the|a|an|my)$/.test(words[i - 1]?.word ?? "") && words[i - 2]?.word === "and" ? i - 2 : -1;
      const partner = words[and - 1];
      let joined = and > 0 && isSprite(partner) && !idle.includes(squash((partner as TWord).word));
      for (;;) {
        if (words[j]?.word === "and" && (isSprite(words[j + 1]) || (/^(?:the|a|an|my)$/.test(words[j + 1]?.word ?? "") && isSprite(words[j + 2])))) {
          j += isSprite(words[j + 1]) ? 2 : 3;
          if (!idle.includes(squash((words[j - 1] as TWord).word))) joined = true;
        }
        else if (/^(?:each|both|also|then|will|should|can|must|all)$/.test(words[j]?.word ?? "")) j++;
        else break;
      }
      const verb = words[j];
      if (!joined || !verb || verb.mark !== undefined || verb.quote !== undefined || !verb.isVerb || BEING.test(verb.word)) continue;
      missing.push([`the ${word.raw} ${phraseAt(words, j)}`, `the ${word.raw} ${verb.raw}`]);
      break;
    }
  }
  return missing;
}

/**
 * "a unicorn that flies around ... its called Sparkle": a name given afterwards, by "it" or "he",
 * is the name of the character already told of. A sprite of that name that does nothing, while
 * other sprites do what was asked, has not got the character's actions: it is named.
 */
function namesGivenAfter(lower: string, program: TProgramLines): [part: string, raw: string][] {
  if (!program.scripts.some((script) => script.lines.length > 0)) return [];
  const missing: [string, string][] = [];
  for (const m of lower.matchAll(/\b(?:it'?s|it is|he'?s|he is|she'?s|she is|(?:its|his|her) name(?:'s| is))\s+(?:called\s+|named\s+)?([a-z][a-z0-9]*)\b/g)) {
    const name = m[1] as string;
    if (!program.sprites.includes(name) || program.scripts.some((script) => script.sprite === name)) continue;
    missing.push([`the ${name[0]?.toUpperCase()}${name.slice(1)} doing what was asked (it does nothing yet)`, name]);
  }
  return missing;
}

/** Words that tell of characters speaking one after the other. */
const IN_TURN = /\bthen\b|\bafter\b|\bnext\b|\brepl(?:y|ies)\b|\banswers\b|\bstory\b|\bconversation\b|\bdialogue\b|\btalk(?:s|ing)?\b|\bin turns?\b|\bone after (?:the )?other\b/;

/**
 * "the Owl says good night, the Moon says good night little owl, and then ...": characters who
 * speak one after the other. A program where two of them start speaking as soon as the green flag
 * is clicked, with nothing to wait for, has them talk at the same time: each after the first is
 * named as not yet speaking in turn.
 */
function talkingAtOnce(lower: string, words: TWord[], program: TProgramLines): [part: string, raw: string][] {
  if (!IN_TURN.test(lower) || /\bat the same time\b|\btogether\b|\bat once\b/.test(lower)) return [];
  const speakers = [...new Set(program.scripts.filter((script) => script.sprite !== "stage" && script.lines[0] === "when green flag clicked" && /^(?:say|think) /.test(script.lines[1] ?? "")).map((script) => script.sprite))];
  if (speakers.length < 2) return [];
  const firstSaid = (sprite: string) => words.findIndex((word) => squash(word.word) === sprite || squash(word.lemma) === sprite);
  const inOrder = speakers.filter((sprite) => firstSaid(sprite) >= 0).sort((a, b) => firstSaid(a) - firstSaid(b));
  return inOrder.slice(1).map((sprite, k) => [`the ${sprite} speaking after the ${inOrder[k] as string}, not at the same time`, `the ${sprite} speaking`]);
}

/** Both ways of a pair of directions, and the blocks that go each way. */
const WAYS: [RegExp, RegExp, RegExp][] = [
  [/\bup and down\b|\bdown and up\b/, /^change y by \d|^glide .*y: \d|^set y to \d/, /^change y by -|^glide .*y: -|^set y to -|^point in direction 180/],
  [/\bleft and right\b|\bright and left\b|\bback and forth\b|\bside to side\b/, /^change x by \d|^move \d|^glide .*x: \d|^turn right \d/, /^change x by -|^if on edge, bounce|^turn .* 180|^point in direction -90|^glide .*x: -|^move -|^turn left \d/],
];

/**
 * "flies up and down", "swims left and right": a pair of ways is both of them. A program that
 * goes only one way has dropped half of what was asked.
 */
function halfAPair(lower: string, program: TProgramLines): string[] {
  return WAYS.filter(([pair, one, other]) => pair.test(lower) && !(program.all.some((line) => one.test(line)) && program.all.some((line) => other.test(line)))).map(([pair]) => `going ${pair.exec(lower)?.[0] ?? ""}`);
}

/** Words after "say" that are not the words said: a pronoun, an article, a question word, a condition. */
const NOT_SPEECH = /^(?:a|an|the|it|them|this|that|its|his|her|their|how|what|which|if|whether|something|anything|random|each|every|your|my|our|when|to|the|and|or|goodbye to|something)$/;
const SPEECH_END = /^(?:during|when|whenever|if|and|then|after|every|until|while|for|to|with|before|or|but|so|once|forever)$/;

/**
 * "says times up", "say well done", "and the dragon answers go away": the words said are the
 * child's, and some say or think block says them.
 */
function unsaidSpeech(words: TWord[], program: TProgramLines): [string, string][] {
  const missing: [string, string][] = [];
  // ("says n times n": a sum said is its signs in words too, "say ((n) * (n))")
  const signs: Record<string, string> = { "*": "times", "+": "plus", "-": "minus", "/": "divided by" };
  const clean = (line: string) => line.replace(/[^\p{L}\p{M}0-9 ]/gu, " ").replace(/\s+/g, " ");
  const spoken = program.all.filter((line) => /^(?:say|think|ask) /.test(line)).flatMap((line) => [clean(line), clean(line.replace(/ ([*+/-]) (?=\S)/g, (_, sign: string) => ` ${signs[sign] ?? sign} `))]);
  for (let i = 0; i < words.length; i++) {
    const verb = words[i] as TWord;
    if (!/^(?:say|shout|yell|answer|reply|think)$/.test(verb.lemma) && !/^(?:says|said|shouts|answers|replies|thinks)$/.test(verb.word)) continue;
    // "if the answer is good", "answer Paris": the noun, not a character answering
    if (/^(?:answer|repl)/.test(verb.word) && !actorBefore(words, i, program) && !/^(?:he|she|it|they)$/.test(words[i - 1]?.word ?? "")) continue;
    // "if you say blue": what the one answering says is the answer checked, not a line to say
    if (/^(?:if|when|unless)$/.test(words[i - 2]?.word ?? "") && /^(?:you|he|she|they|i|we)$/.test(words[i - 1]?.word ?? "")) continue;
    const said: TWord[] = [];
    for (let j = i + 1; j < words.length && said.length < 6; j++) {
      const word = words[j] as TWord;
      if (word.mark || word.quote !== undefined || SPEECH_END.test(word.word)) break;
      said.push(word);
    }
    // "say blub blub forever": how often it is said, which the program's loop keeps, is no word said
    while (said.length > 1 && /^(?:forever|repeatedly|nonstop|always)$/.test(said[said.length - 1]?.word ?? "") && program.all.some((line) => /^(?:forever|repeat)\b/.test(line))) said.pop();
    // "says hi 5 times", "says woof twice": the count of a repeat the program has is no word said either
    const timesSaid = (count: number | undefined) => count !== undefined && program.all.includes(`repeat ${count}`);
    const last = said[said.length - 1];
    const onceOrTwice = { once: 1, twice: 2, thrice: 3 }[last?.word ?? ""];
    if (said.length > 1 && timesSaid(onceOrTwice)) said.pop();
    else if (said.length > 2 && last?.word === "times" && timesSaid(said[said.length - 2]?.number)) said.splice(-2);
    const first = said[0];
    if (!first || NOT_SPEECH.test(first.word) || first.number !== undefined || said.length > 5) continue;
    const text = said.map((word) => word.word.replace(/[^\p{L}\p{M}0-9]/gu, "")).filter(Boolean).join(" ");
    if (text.length < 2 || /\b(?:name|answer|score|number|result|sum|total|time|joke|question|sentence|message|word|something|hello to)\b/.test(text)) continue;
    const raw = said.map((word) => word.raw).join(" ");
    // the child's own spelling too: "beep boop" is said as the child wrote it, whatever the reader corrected it to
    const asWritten = said.map((word) => word.raw.toLowerCase().replace(/[^\p{L}\p{M}0-9]/gu, "")).filter(Boolean).join(" ");
    if (!spoken.some((line) => line.includes(text) || line.includes(asWritten))) missing.push([`saying "${raw}"`, raw]);
  }
  return missing;
}

/** Nouns that are a variable's job, and the names such a variable may have. */
const VARIABLES: [RegExp, RegExp, string][] = [
  [/^(?:score|points?)$/, /score|point/, "the score"],
  [/^(?:lives|life)$/, /li(?:ve|fe)/, "the lives"],
  [/^(?:energy)$/, /energy/, "the energy"],
  [/^(?:hunger|hungry)$/, /hung/, "the hunger"],
  [/^(?:happiness)$/, /happ/, "the happiness"],
  [/^(?:health)$/, /health/, "the health"],
  [/^(?:coins?)$/, /coin/, "the coins"],
  [/^(?:mistakes?)$/, /mistake|live|wrong|error/, "counting the mistakes"],
  [/^(?:temperature)$/, /temp/, "the temperature"],
  [/^(?:speed)$/, /speed/, "the speed"],
  [/^(?:timer)$/, /tim|count|second/, "the timer"],
];

/**
 * "n starts at 2 ... n goes up by 2", "code starts at 5": a name that starts at a number or
 * goes up or down by one is a variable. A program with no variable of that name (a sprite that
 * says the letter "N") does not keep it. Sprites, the timer and the way a sprite faces are not values.
 */
function valuesThatChange(words: readonly TWord[], program: TProgramLines): string[] {
  const names = new Set<string>();
  words.forEach((word, i) => {
    const verb = words[i + 1]?.word ?? "";
    const how = `${verb} ${words[i + 2]?.word ?? ""}`;
    const number = /^(?:starts at|begins at|goes up|goes down|increases by|decreases by)$/.test(how) ? (how.startsWith("goes") ? (words[i + 3]?.word === "by" ? words[i + 4] : undefined) : words[i + 3]) : undefined;
    if (number?.number === undefined || word.quote !== undefined || word.number !== undefined || word.mark !== undefined) return;
    // ("the ghost effect goes up by 10", "the volume goes up": a block's own setting, not a variable)
    if (/^(?:it|he|she|they|this|that|which|who|what|where|there|the|a|an|timer|time|game|program|one|each|and|then|size|x|y|effect|volume|tempo|direction|costume|backdrop|brightness|colou?r|ghost|pen|position)$/.test(word.word) || word.isVerb || program.sprites.includes(squash(word.word))) return;
    // ("yspeed" is read as "speed": the variable is kept under the name the child wrote)
    if (!program.variables.includes(squash(word.raw))) names.add(word.word);
  });
  return [...names].filter((name) => !program.variables.includes(squash(name)));
}

function missingVariables(words: TWord[], program: TProgramLines): string[] {
  const missing: string[] = [];
  const timerBlock = program.all.some((line) => /\btimer\b/.test(line));
  for (const [i, word] of words.entries()) {
    if (word.quote !== undefined) continue;
    // "points towards the cat": the verb, not a score
    // ("it points right", "points up"): the way it faces, when no number counts the points
    // ("the arrow keys point it in direction 90": the verb, with what it turns)
    // ("point 90", "(point 0, 90, 180, -90)": the block, a number after it)
    if (word.word === "point" && words[i + 1]?.number !== undefined) continue;
    if (/^points?$/.test(word.word) && (/^(?:towards?|to|at|in|it|him|her|them|itself|themselves)$/.test(words[i + 1]?.word ?? "") || (/^(?:right|left|up|down)$/.test(words[i + 1]?.word ?? "") && words[i - 1]?.number === undefined))) continue;
    // "a star with 5 points": the star's tips, not a score
    if (/^points?$/.test(word.word) && words[i - 1]?.number !== undefined && words.slice(Math.max(0, i - 8), i).some((other) => /^stars?$/.test(other.word))) continue;
    const found = VARIABLES.find(([noun]) => noun.test(word.word));
    if (!found) continue;
    // "no score, please", "without lives": a value turned down is not a value to keep
    if (/^(?:no|without|any)$/.test(words[i - 1]?.word ?? "")) continue;
    const [, names, said] = found;
    if (said === "the timer" && timerBlock) continue;
    // "touches a coin": one coin, a sprite of its own, is a thing to touch, not a count
    if (/^(?:a|an|the|each|every|another|that|this)$/.test(words[i - 1]?.word ?? "") && word.word === word.lemma && program.sprites.some((sprite) => sprite.includes(word.word))) continue;
    const variable = program.variables.find((name) => names.test(name));
    if (!variable) missing.push(said);
    // a variable the request names does something: it changes, or a block reads it
    else if (!program.all.some((line) => !line.startsWith(`set ${variable} to`) && !line.startsWith("show variable") && line.replace(/\s+/g, "").includes(variable))) missing.push(`changing ${said}`);
  }
  return missing;
}

/** People in the family or class of the one asking ("my grandson", "our pupils"); a boy or a girl may well be a character. */
const RELATIVES = /^(?:sons?|daughters?|kids?|child|children|twins|grandsons?|granddaughters?|grandchild|grandchildren|nieces?|nephews?|cousins?|brothers?|sisters?|students|pupils|class|learners|family|mum|mom|dad|grandma|grandpa|granny)$/;

/**
 * "the ballerina", "a knight": a thing the child names that has a drawing of its own is a
 * character, a sprite of that name.
 */
function missingCharacters(words: TWord[], program: TProgramLines): string[] {
  const missing: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as TWord;
    if (!/^(?:the|a|an|my|your)$/.test(words[i - 1]?.word ?? "") || word.quote !== undefined || word.number !== undefined) continue;
    // "the cat's", "a fish tank": only a noun that is the thing itself
    const next = words[i + 1];
    if (next && next.isNoun && !next.mark && !/^(?:and|or|to|that|who|with|when|on|in|at|from)$/.test(next.word) && !next.isVerb) continue;
    const noun = word.lemma;
    // "a chase game", "a catch game": a game named by what is done in it, no character
    if (/^(?:chase|catch|race|jump|shoot|dodge|tag|fight|run|hide)$/.test(word.lemma) && isWord(next, /^games?$/)) continue;
    // "day 3", "level 2": a label with its number; "my cars are called Zoom and Flash": the sprites go by the names that follow
    if (next?.number !== undefined || (isWord(next, /^(?:is|are)$/) && isWord(words[i + 2], /^(?:called|named)$/))) continue;
    // "my grandson (9)": someone in the family of the one asking, not a character
    if (/^(?:my|our|your)$/.test(words[i - 1]?.word ?? "") && RELATIVES.test(word.word)) continue;
    // a thing with a drawing, or the one who does the next word's action ("the ballerina dances")
    const subject = next !== undefined && next.isVerb && !word.isVerb && word.isNoun && /^(?:the|a|an|my)$/.test(words[i - 1]?.word ?? "");
    if (NOT_CHARACTERS.has(noun) || NOT_CHARACTERS.has(word.word) || PROGRAM_WORDS.has(noun) || (!artForName(noun) && !subject)) continue;
    if (!program.sprites.some((sprite) => sprite.includes(noun) || sprite.includes(word.word))) missing.push(`the ${word.raw} as a sprite of its own`);
  }
  return missing;
}

/** Shapes, how many times their loop runs and the turn at each corner. */
const SHAPES: [RegExp, number, number][] = [
  [/^(?:stars?)$/, 5, 144],
  [/^(?:squares?)$/, 4, 90],
  [/^(?:triangles?)$/, 3, 120],
  [/^(?:pentagons?)$/, 5, 72],
  [/^(?:hexagons?)$/, 6, 60],
  [/^(?:octagons?)$/, 8, 45],
];

/** A teacher's concept words, and the blocks that show the program teaches them. */
const CONCEPTS: [RegExp, (program: TProgramLines) => boolean][] = [
  [/^(?:loops?|repeat(?:s|ing|ition)?|forever|again|iteration|nested)$/, (p) => p.all.some((line) => /^repeat|^forever/.test(line))],
  [/^(?:variables?)$/, (p) => p.variables.length > 0],
  [/^(?:if|else|conditions?|conditionals?|selection|decisions?|boolean|booleans)$/, (p) => p.all.some((line) => line.startsWith("if "))],
  [/^(?:lists?)$/, (p) => p.all.some((line) => /item|^add .* to|length of/.test(line))],
  [/^(?:messages?|broadcast(?:s|ing)?)$/, (p) => p.all.some((line) => /^broadcast|^when i receive/.test(line))],
  [/^(?:random(?:ly|ness)?)$/, (p) => p.all.some((line) => /pick random|random position/.test(line))],
  [/^(?:pen|geometry|shapes?|draw|draws|drawing|drawn)$/, (p) => p.all.some((line) => line.startsWith("pen down"))],
  // a shape is drawn when the pen is down and a loop turns its corners: a square is not a circle
  ...SHAPES.map(([shape, sides, turn]): [RegExp, (program: TProgramLines) => boolean] => [shape, (p) => p.all.some((line) => line.startsWith("pen down")) && p.all.some((line) => line === `repeat ${sides}`) && p.all.some((line) => new RegExp(`^turn (?:right|left) ${turn} degrees$`).test(line))]),
  // "a star with 5 points": the corners a loop draws
  [/^(?:points|sides|corners)$/, (p) => p.all.some((line) => line.startsWith("pen down")) && p.all.some((line) => /^repeat \d/.test(line))],
  // "a count-controlled loop": a loop that runs a number of times
  [/^(?:controlled|counted)$/, (p) => p.all.some((line) => /^repeat \d/.test(line))],
  // "a custom block": a block of the child's own, defined in the program
  [/^(?:custom|procedures?|functions?|define)$/, (p) => p.all.some((line) => line.startsWith("define "))],
  // "use the operator block": a sum worked out by an operator, not typed in
  [/^(?:operators?|operations?|calculation|calculate)$/, (p) => p.all.some((line) => / [-+*/] |\bmod\b|^.*\bround\b/.test(line))],
  // "put the check in a forever loop": an if that checks it
  [/^(?:checks?|checked|checking)$/, (p) => p.all.some((line) => /^if |^wait until|^repeat until/.test(line))],
  [/^(?:equilateral|regular)$/, (p) => p.all.some((line) => line.startsWith("pen down")) && p.all.some((line) => /^repeat \d/.test(line))],
  [/^(?:angles?|degrees?)$/, (p) => p.all.some((line) => /^turn |^point in direction/.test(line))],
  // "goes round and round": turning, over and over
  [/^(?:round|around|spin|spins|spinning)$/, (p) => p.all.some((line) => line.startsWith("turn ")) && p.all.some((line) => /^repeat|^forever/.test(line))],
  [/^(?:coordinates?)$/, (p) => p.all.some((line) => /^go to x|^set [xy] to|^change [xy] by|^glide .* x:/.test(line))],
  [/^(?:events?|scripts?)$/, (p) => p.scripts.length > 0],
  // an input is asked for, or given to a custom block that uses it ("define jump height", then "change y by height")
  [/^(?:inputs?)$/, (p) => p.all.some((line) => line.startsWith("ask ")) || p.all.some((line) => { const input = /^define \S+ (\S+)/.exec(line)?.[1]; return input !== undefined && p.all.some((other) => !other.startsWith("define ") && other.includes(input)); })],
  [/^(?:sequenc(?:e|es|ing)|order|algorithms?)$/, (p) => p.scripts.some((script) => script.lines.length >= 3)],
  [/^(?:timer)$/, (p) => p.all.some((line) => /\btimer\b/.test(line))],
  // "LO: to use sensing": a question asked, a touch, a key, the mouse, the loudness or the timer checked
  [/^(?:sensing|senses?)$/, (p) => p.all.some((line) => /^ask |touching|key .* pressed|mouse|loudness|\btimer\b|distance to|answer/.test(line))],
  // "a repeat until loop": a loop or a wait that stops on a condition
  [/^(?:until)$/, (p) => p.all.some((line) => /^repeat until|^wait until/.test(line))],
  // "repetition in music": notes, drums or sounds played
  [/^(?:music|musical|notes?|melody|tune)$/, (p) => p.all.some((line) => /^play |^start sound/.test(line))],
  [/^(?:clones?|cloning)$/, (p) => p.all.some((line) => /clone/.test(line))],
  // "it creates a clone of the Drop": the verb the reader left is the clone the program makes
  [/^(?:create|creates|created|creating|spawn|spawns|spawned|spawning)$/, (p) => p.all.some((line) => line.startsWith("create clone"))],
  // "smooth, not just teleport": a glide, or small steps inside a loop
  [/^(?:smooth|smoothly|gradually)$/, (p) => p.all.some((line) => line.startsWith("glide")) || p.scripts.some((script) => script.lines.some((line) => /^repeat|^forever/.test(line)) && script.lines.some((line) => /^change [xy] by|^move /.test(line)))],
];

/** Words that carry nothing a program does: joining words, and the words a lesson is framed in. */
const FILLER = /^(?:a|an|the|that|which|this|it|to|and|or|of|in|on|at|by|for|from|with|using|use|uses|some|my|our|your|how|what|is|are|be|then|goes|go|make|makes|made|let|lets|lesson|class|practice|practise|debugging|program|project|demo|example|simple|little|basic|first|teach|teaching|show|showing|explain|demonstrate|introduce|model|fix|correct|block|blocks|put|so|teacher|teachers|really|very|i|you|we|he|she|they|him|them|many|much)$/;

/** Hindi and Urdu joining words of a mixed request ("forever ke andar if key pressed use karo"): they ask for nothing. */
const MIXED_FILLER = /^(?:ke|ka|ki|ko|se|mein|me|andar|karo|kare|karna|hai|ho|aur|ya|wala|wali)$/;

/** Words that turn down what follows ("not write 56", "nahi"): a number after one is shown by its absence. */
const TURNING_DOWN = /^(?:not|never|no|nahi|nahin|dont|don't|without|instead)$/;

/** "My teacher says use ...": the words that report who gave the instruction. */
const REPORTING = /^(?:say|says|said|tells?|told|wants?)$/;

/**
 * Words that say where a request comes from, never what it asks: a club, a lesson's topics, a
 * video, a task or a school year. A number right after one ("video 3", "Primary 6") is its label,
 * and the word before "club" is the club's name ("Game Design club").
 */
const LABELS = /^(?:club|topics?|video|videos|episode|chapter|unit|week|session|workshop|task|assignment|homework|primary|grade|year|ks|objective|extension|worksheet|tutorial|course|please|daughter|son|have|has)$/;

/** A school year in short, a letter or two before its number at the start of a sentence: "P6:", "Y4", "KS2". */
export const SCHOOL_YEAR = /^(?:p|y|yr|ks|gr|std|s)$/;

/** A school's words for a year, a class or a cycle after its ordinal ("1.º ciclo", "6.º ano", "5. sınıf", "3e année"). */
const ORDINAL_SCHOOL_WORD = /^(?:ciclo|ciclos|cycle|ano|anos|año|curso|grado|grade|year|class|classe|série|serie|année|annee|sınıf|sinif|s|klasse|jahrgang|primaria|primária|básico|basico|eso|form|standard|std)$/;

/** Words whose number is a label, not a value: "video 3", "Primary 6", "task 5". */
/** Places and groups people come from: "from 4 countries", "3 schools". */
const PLACES_COUNTED = /^(?:countries|country|cities|city|towns?|villages?|schools?|continents?|nations?|regions?|provinces?|islands?|classes|clubs?|families)$/;

/** "tengo 13", "tenho 11": a child's age, said as Spanish and Portuguese say it. */
const AGE_SAID = /^(?:tengo|tenho)$/;

/** True when the sentence the word at `at` stands in names one of the program's sprites. */
function sentenceNamesASprite(words: readonly TWord[], at: number, sprites: readonly string[]): boolean {
  const stop = (word: TWord | undefined) => word !== undefined && /^[.!?]+$/.test(word.mark ?? "");
  let from = at;
  while (from > 0 && !stop(words[from - 1])) from--;
  let to = at;
  while (to < words.length && !stop(words[to])) to++;
  return words.slice(from, to).some((word) => word.mark === undefined && (sprites.includes(squash(word.word)) || sprites.includes(squash(word.lemma))));
}

const LABELLED = /^(?:video|episode|chapter|unit|week|session|workshop|task|assignment|primary|grade|year|ks|level|part|lesson|day|scene|round|activity|challenge|mission)$/;

/** Things a number can count that the program shows by how many it has: "three scripts", "8 keys". */
const COUNTED: [RegExp, (program: TProgramLines) => number][] = [
  // "the same sprite does three things: ...": one script each
  [/^(?:scripts?|events?|things)$/, (p) => p.scripts.length],
  [/^keys?$/, (p) => new Set(p.all.filter((line) => /^when .* key pressed$/.test(line))).size],
  [/^(?:sprites?|characters?)$/, (p) => p.sprites.length],
];

/**
 * A number in the request that frames it or counts what the program has: a label's ("video 3"),
 * or how many scripts, keys or sprites there are ("three scripts", "a piano with 8 keys").
 */
export function numberFrames(words: readonly TWord[], at: number, text: string): boolean {
  const word = words[at];
  if (word?.number === undefined) return false;
  if (LABELLED.test(words[at - 1]?.word ?? "")) return true;
  // "ages 10 to 14", "aged 8-11": who the program is for, not a value
  if (/^(?:ages|aged)$/.test(words[at - 1]?.word ?? "") || (/^(?:to|-)$/.test(words[at - 1]?.word ?? words[at - 1]?.mark ?? "") && words[at - 2]?.number !== undefined && /^(?:ages|aged)$/.test(words[at - 3]?.word ?? ""))) return true;
  // "10 points for each click instead of 1": a number the request turns away is kept by its absence
  if ((words[at - 2]?.word === "instead" && words[at - 1]?.word === "of") || (words[at - 2]?.word === "rather" && words[at - 1]?.word === "than")) return true;
  // "P6: the Owl ...": a school year in short at the start of a sentence
  if (SCHOOL_YEAR.test(words[at - 1]?.word ?? "") && (at === 1 || /^[.!?:;(]$/.test(words[at - 2]?.mark ?? ""))) return true;
  // "2.º ciclo, 90 minutes, a maze: ...": how long the lesson is, a piece of the title on its own
  const colon = words.findIndex((other) => other.mark === ":");
  if (colon > at && /^(?:minutes?|mins?|hours?|hrs?)$/.test(words[at + 1]?.word ?? "") && (at === 0 || words[at - 1]?.mark !== undefined) && words[at + 2]?.mark !== undefined) return true;
  // "1.º ciclo", "6.º ano", "5. sınıf", "3rd year": an ordinal before a school's word for a year or a cycle
  if (ORDINAL_SCHOOL_WORD.test(words[at + 1]?.word ?? "") || (words[at + 1]?.mark === "." && ORDINAL_SCHOOL_WORD.test(words[at + 2]?.word ?? ""))) return true;
  if (spritesNamedAfter(words, at, readProgramLines(text))) return true;
  // "kids from 4 countries", "tengo 13 en quito": how many places the people come from, or a child's age said in their own language, in a sentence that names no character
  if ((PLACES_COUNTED.test(words[at + 1]?.word ?? "") || AGE_SAID.test(words[at - 1]?.word ?? "")) && !sentenceNamesASprite(words, at, readProgramLines(text).sprites)) return true;
  // "im 12 and i go to the code club": an age, a class or a count of people in a sentence about who asks
  if (inTheSetting(words, at, readProgramLines(text).sprites, { lines: readProgramLines(text).all, shows: (concept) => conceptShown(concept, text) })) return true;
  const next = words[at + 1];
  // "my guy has 4 costumes": costumes the child's sprite already has, which "next costume" steps through
  if (isWord(words[at - 1], /^(?:has|have|got)$/) && isWord(next, /^costumes?$/) && readProgramLines(text).all.includes("next costume")) return true;
  const counted = next && COUNTED.find(([noun]) => noun.test(next.word));
  return counted !== undefined && counted[1](readProgramLines(text)) === word.number;
}

/**
 * "three clothes sprites, Hat, Shirt and Shoes": a count of sprites (a word or two may say what
 * kind) followed by their names, each a sprite the program has, as many as the number says.
 */
export function spritesNamedAfter(words: readonly TWord[], at: number, program: TProgramLines): boolean {
  const count = words[at]?.number;
  if (count === undefined) return false;
  let i = at + 1;
  while (i <= at + 3 && words[i] !== undefined && !/^(?:sprites?|characters?)$/.test(words[i]?.word ?? "")) {
    if (!words[i]?.isNoun || words[i]?.mark !== undefined) return false;
    i++;
  }
  if (!/^(?:sprites?|characters?)$/.test(words[i]?.word ?? "")) return false;
  const names: string[] = [];
  for (let j = i + 1; j < words.length; j++) {
    const word = words[j] as TWord;
    if (word.mark === "," || word.mark === ":" || word.word === "and" || word.word === "called" || word.word === "named") continue;
    if (word.mark !== undefined || word.quote !== undefined || word.number !== undefined) break;
    if (!program.sprites.includes(squash(word.word))) break;
    names.push(word.word);
  }
  return names.length === count;
}

/** A number the program shows: a number in its blocks, or how many scripts, sprites or keys it has. */
function numberShown(program: TProgramLines, value: number): boolean {
  const keys = new Set(program.all.filter((line) => /^when .* key pressed$/.test(line)));
  return numberHeld(program, value) || [program.scripts.length, program.sprites.length, keys.size].includes(value);
}

/** A letter the program shows: a key it listens to, or a note's name in a program that plays notes. */
function letterShown(program: TProgramLines, letter: string): boolean {
  return program.all.some((line) => line === `when ${letter} key pressed`) || (/^[a-g]$/.test(letter) && program.all.some((line) => line.startsWith("play note")));
}

/**
 * Parts the plan reader named as left out whose words the program does all the same: a lesson's
 * concept ("A loop that draws a hexagon": the loop is there), joining words ("between"), numbers
 * and keys the program uses ("A=C (60)", "three scripts"), or a label that only frames the
 * request ("video 3", "topics: if-then"). Naming them would tell a teacher the lesson was not
 * built when it was.
 */
export function conceptsTheProgramShows(parts: readonly string[], text: string): string[] {
  const program = readProgramLines(text);
  const shown = (plain: string) => CONCEPTS.some(([concept, shows]) => concept.test(plain) && shows(program));
  return parts.filter((part) => {
    if (/^the number /.test(part) || part.startsWith("\"")) return false;
    // "all game long", "at any point": the forever the program keeps
    const words = readWords(part.replace(ALL_THE_TIME, "forever")).filter((word) => word.mark === undefined && word.quote === undefined);
    if (words.length === 0) return false;
    const turnedDown = words.findIndex((word) => TURNING_DOWN.test(word.word));
    return words.every((word, i) => {
      const plain = word.word.replace(/[^a-z0-9]/g, "");
      if (plain === "" || FILLER.test(plain) || LABELS.test(plain) || MIXED_FILLER.test(plain) || TURNING_DOWN.test(plain)) return true;
      if (REPORTING.test(plain) && /^teachers?$/.test(words[i - 1]?.word ?? "")) return true;
      // "not write 56": the number turned down is shown by not being typed in; the verb before it says how
      if (turnedDown >= 0 && i > turnedDown) {
        if (word.number !== undefined) return !numberHeld(program, word.number);
        if (/^(?:write|type|put|use|typing|writing)$/.test(plain)) return true;
      }
      // "count-controlled": the count is the loop's
      if (plain === "count" && words[i + 1]?.word === "controlled") return true;
      if (words[i + 1]?.word === "club") return true;
      // "three scripts": the number says what is counted, and is checked itself
      if (words[i - 1]?.number !== undefined && COUNTED.some(([noun]) => noun.test(plain))) return true;
      if (word.number !== undefined) return LABELS.test(words[i - 1]?.word ?? "") || numberShown(program, word.number);
      // "3 x 10 = 30": a sum the numbers around it show
      if (plain === "x" && words[i - 1]?.number !== undefined && words[i + 1]?.number !== undefined) return true;
      if (plain.length === 1) return letterShown(program, plain);
      return shown(plain);
    });
  });
}

/** A teacher's concept word ("loop", "custom", "operator") that the program's blocks show. */
export function conceptShown(word: string, text: string): boolean {
  const program = readProgramLines(text);
  return CONCEPTS.some(([concept, shows]) => concept.test(word) && shows(program));
}

/** A part without the words that only frame it: "Game Design club, maze game (topics: ...)" is "maze game". */
export function withoutFraming(part: string): string {
  const words = readWords(part);
  return words
    .filter((word, i) => word.quote !== undefined || !(LABELS.test(word.word) || words[i + 1]?.word === "club" || (word.number !== undefined && LABELLED.test(words[i - 1]?.word ?? ""))))
    .map((word) => (word.quote !== undefined ? `"${word.quote}"` : word.raw))
    .join(" ");
}

/** Verbs that sum up what a character says: "Gobo explains soccer to Vibot", then the lines in quotes. */
const TELLING = /^(?:explain|tell|describe|introduce|talk|chat|discuss|greet)$/;

/**
 * A part that only frames the request around what the program does: the gloss in brackets after
 * a quoted line ("'Jina langu ni Paka' (my name is Cat)"), or a telling verb that sums up the
 * quoted lines the program says ("explains soccer to").
 */
export function framesTheRequest(prompt: string, part: string, text: string): boolean {
  const words = readWords(prompt);
  const partWords = readWords(part).filter((word) => word.mark === undefined);
  if (partWords.length === 0) return false;
  const start = words.findIndex((_, i) => partWords.every((word, j) => words[i + j]?.word === word.word));
  if (start < 0) return false;
  const inside = words.slice(start, start + partWords.length);
  const bracket = inside[0]?.bracket;
  const before = words.slice(0, start).reverse().find((word) => word.bracket !== bracket || bracket === undefined);
  const gloss = bracket !== undefined && inside.every((word) => word.bracket === bracket) && before?.quote !== undefined;
  const saysLines = words.some((word) => word.quote !== undefined) && readProgramLines(text).all.some((line) => line.startsWith("say "));
  const sumsUp = saysLines && TELLING.test(partWords[0]?.lemma ?? "") && partWords.length <= 6 && partWords.every((word) => word.number === undefined && word.quote === undefined);
  return gloss || sumsUp;
}

/** Things a ball bounces off that `if on edge, bounce` is: anything else is a sprite or a colour to touch. */
const EDGES = /^(?:edges?|walls?|sides?|borders?|screen|stage|top|bottom|ceiling|floor|ground)$/;

/**
 * How a request says a thing is done, which a program can change without losing a word of it
 * (issue 26): "bounces off the paddle" built as bouncing off the edges, "swims to where I click"
 * as 10 steps, "grows to twice its size" as 2 more, "plays 60 62 64" as another tune with those
 * notes in it. Each is named unless the program does it that way.
 */
function unkeptHows(lower: string, words: readonly TWord[], program: TProgramLines): [part: string, raw: string][] {
  const missing: [string, string][] = [];
  // "bounces off the paddle": touching the paddle, or its distance, turns it
  for (const m of lower.matchAll(/\bbounc(?:e|es|ing|y) off (?:of )?(?:the |a |an |my |your )?([a-z]+)/g)) {
    const thing = m[1] as string;
    if (EDGES.test(thing)) continue;
    const thingName = squash(thing);
    const touched = program.all.some((line) => (line.includes("touching") || line.includes("distance to")) && squash(line).includes(thingName));
    if (!touched) missing.push([`bouncing off the ${thing}`, `off the ${thing}`]);
  }
  // "swims to where I click", "goes to the mouse": the mouse pointer is where it goes
  // (a sprite called Mouse is a character, not the pointer)
  const pointer = /\b(?:to|towards?) (?:where|wherever) (?:i|you|we) (?:click|tap|press)/.test(lower) || (/\b(?:to|towards?) the (?:mouse|cursor|pointer)\b|\bfollows? (?:the |my )?(?:mouse|cursor|pointer)\b/.test(lower) && !program.sprites.some((name) => /^(?:mouse|cursor|pointer)/.test(name)));
  if (pointer && !program.all.some((line) => /mouse-pointer|mouse [xy]|mouse down/.test(line))) {
    missing.push(["going to the mouse pointer", "mouse"]);
  }
  // "twice its size", "double the size", "three times as big": the size is multiplied, not grown by 2
  const grown = /\b(twice|double|(two|three|four|2|3|4) times)(?: (?:its|his|her|their|the) (?:size|height)| as (?:big|large|tall)| in size| the size)\b/.exec(lower);
  if (grown) {
    const factor = /twice|double|two|2/.test(grown[1] as string) ? 2 : /three|3/.test(grown[1] as string) ? 3 : 4;
    const sized = program.all.some((line) => line === `set size to ${factor * 100} %` || line === `change size by ${(factor - 1) * 100}` || /^change size by .*\*|^set size to .*\*/.test(line));
    if (!sized) missing.push([`growing to ${grown[1] as string} the size`, grown[1] as string]);
  }
  // "the game ends", "it's game over": something stops the game (or hands on to what ends it)
  // ("say game over", "'Game Over, you scored'": words to say, not the game ending)
  const unsaid = lower.replace(/(?<![a-z])['"“‘][^"“”‘]*?(?:['"”’](?![a-z])|$)/g, " ").replace(/\b(?:say|says|saying|said|show|shows|display|displays|writes?)\s+(?:the words? )?game ?over\b/g, " ");
  if (/\b(?:the )?game (?:ends|is over|stops|finishes)\b|\bgame ?over\b|\b(?:ends?|stops?|finish(?:es)?) the game\b/.test(unsaid) && !program.all.some((line) => /^stop (?:all|this script|other scripts in sprite)|^broadcast .*(?:over|end|lose|lost|win)/.test(line))) {
    missing.push(["ending the game", "game"]);
  }
  // "make his legs move", "its wings flap": a body part moving is a change of costume, not the whole sprite moving
  const limbs = /\b(?:legs?|arms?|wings?|feet|tail|mouth|eyes) (?:to )?(?:move|moves|moving|flap|flaps|flapping|wave|waves|waving|swing|swings|wiggle|wiggles|blink|blinks)\b/.exec(lower);
  if (limbs && !program.all.some((line) => /^next costume|^switch costume/.test(line))) missing.push([`the ${limbs[0]} (a change of costume)`, limbs[0]]);
  // "a snowball flies from the player": it starts where that character is
  for (const m of lower.matchAll(/\b(?:flies|fly|shoots?|comes?|launch(?:es)?|throws?|fires?|starts?|appears?|falls?|drops?) (?:out )?from (?:the |a |my |his |her )?([a-z]+)/g)) {
    const from = squash(m[1] as string);
    if (EDGES.test(from) || /^(?:left|right|middle|centre|center|sky|above|below|nowhere|everywhere|start|beginning)$/.test(from) || !program.sprites.includes(from) && !/^(?:player|hero|cannon|tank|ship|rocket|dragon|plane|castle|tower|gun|wizard)$/.test(from)) continue;
    if (!program.all.some((line) => /^go to |^glide /.test(line) && squash(line).includes(from))) missing.push([`starting from the ${m[1] as string}`, `from the ${m[1] as string}`]);
  }
  // "make a block called jump": a block of the child's own, defined under that name
  for (const m of lower.matchAll(/\b(?:make|makes|create|creates|define|defines|build|builds|add|adds|with|use|uses|using)\s+(?:a|an|my|your|our|the)?\s*(?:custom\s+|own\s+|new\s+|my\s+)?block\s+(?:called|named)\s+['"‘“]?([a-z][a-z0-9_-]*)/g)) {
    const name = m[1] as string;
    if (!program.all.some((line) => line === `define ${name}` || line.startsWith(`define ${name} `))) missing.push([`a block of its own called ${name}`, `block called ${name}`]);
  }
  // "switches to a random costume": the costume (or backdrop) switched to is picked at random
  for (const m of lower.matchAll(/\brandom (costume|backdrop)s?\b/g)) {
    const what = m[1] as string;
    if (!program.all.some((line) => line.startsWith(`switch ${what} to`) && /random/.test(line))) missing.push([`switching to a random ${what}`, `random ${what}`]);
  }
  // "the Robot flies across from the right to the left": the sprite said to go that way goes that
  // way (x falls for "to the left"), not back and forth bouncing off the edges
  for (const m of lower.matchAll(/\bfrom (?:the )?(right|left)(?: side| edge| hand side)?(?: of the (?:screen|stage))? to (?:the )?(left|right)\b/g)) {
    if (m[1] === m[2]) continue;
    const lines = linesOfTheSpriteBefore(lower, m.index, program);
    const way = m[2] === "left" ? /^change x by -\d|^glide .* to x: -\d|^set x to -\d|^point in direction -90\b|^move -\d/ : /^change x by \d|^glide .* to x: \d|^set x to \d|^point in direction 90\b|^move \d/;
    if (!lines.some((line) => way.test(line))) missing.push([`going from the ${m[1] as string} to the ${m[2] as string}`, `from the ${m[1] as string} to the ${m[2] as string}`]);
  }
  // "the Dancer switches costume each time the drum plays": what another thing does starts it again
  // each time (a message, a loop, a check), not one key press or the green flag once
  for (const m of lower.matchAll(/\b(?:each|every) time (?:that )?(?:the|a|an|its|his|her) ([a-z]+) ([a-z]+)/g)) {
    // "each time the right arrow is pressed": a key, which its own script answers each time
    if (/^(?:press|click|tap|hit|type|touch|is|gets|was)/.test(m[2] as string) || /^(?:arrow|key|bar)$/.test(m[2] as string)) continue;
    const lines = linesOfTheSpriteBefore(lower, m.index, program);
    if (lines === program.all) continue;
    if (!lines.some((line) => /^when i receive|^when this sprite clicked|^when backdrop switches|^repeat|^forever|^if |^wait until/.test(line))) missing.push([`doing it each time the ${m[1] as string} ${m[2] as string}`, `each time the ${m[1] as string}`]);
  }
  // "play 60 62 64 65 67": numbers said in a row are played or done in that order, in one script
  // "notes 60, 60, 67, each for 0.5 beats": each note of the run lasts that long (a tune that starts the same way and holds one note longer is another tune)
  const eachBeats = /\beach (?:for |lasting |of )?(\d+(?:\.\d+)?) beats?\b/.exec(lower)?.[1];
  const holdsNote = (line: string, n: number) => numberInLine(line, n) && (eachBeats === undefined || !line.startsWith("play note ") || line.endsWith(` for ${Number(eachBeats)} beats`));
  for (const run of numberRuns(words)) {
    // one block a number, one after another (another tune with these notes in it is not this one),
    // or a loop counting one by one from the first of them ("5 4 3 2 1")
    const byOnes = run.every((n, i) => i === 0 || Math.abs(n - (run[i - 1] as number)) === 1);
    const inOrder = program.scripts.some(
      (script) =>
        script.lines.some((_, start) => run.every((n, k) => holdsNote(script.lines[start + k] ?? "", n))) ||
        (byOnes && script.lines.some((line) => line.startsWith("repeat")) && script.lines.some((line) => numberInLine(line, run[0] as number))),
    );
    if (!inOrder && !pairedWithKeys(run, lower, program)) missing.push([`${run.join(" ")} in that order`, run.join(" ")]);
  }
  return missing;
}

/** The lines inside each `repeat (n)` of project text (nested loops' lines too), with n. */
const repeatBodies = (text: string): { times: number; lines: string[] }[] => loopBodies(text, /^(\s*)repeat \((\d+)\)/).map(({ hat, lines }) => ({ times: Number(hat[2]), lines }));

const numbersOf = (line: string) => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Math.abs(Number(m[0])));

/**
 * "goes to x -150 y 0 and then, 6 times, moves 50 steps and waits 1 second": what comes after
 * "N times" is the loop's, what comes before "then" is done once, before it. A `repeat (N)` that
 * lacks a number said after it, or holds the only place of a number said before the "then", has
 * the wrong blocks inside it: named. (With no `repeat (N)` at all, "doing it N times" is named.)
 */
function loopsHoldingOtherParts(prompt: string, text: string): [part: string, raw: string][] {
  const missing: [string, string][] = [];
  const bodies = repeatBodies(text);
  // (outside this count's loops: "then 4 times move 80 and turn 90, then 3 times move 80 and turn 120" has the 90 in the loop before)
  const outside = (times: number) => text.split("\n").filter((line) => !line.trim().startsWith("//") && (!/^\s/.test(line) || !bodies.some((body) => body.times === times && body.lines.includes(line.trim())))).map((line) => line.replace(/\s\/\/.*$/, "").trim());
  const numbers = (values: readonly string[]) => values.filter((value) => /^\d/.test(value)).map(Number);
  for (const loop of loopsSaid(prompt)) {
    const loops = bodies.filter((body) => body.times === loop.times);
    if (loops.length === 0) continue;
    const after = numbers(loop.after);
    const holds = loops.some((body) => after.every((k) => body.lines.some((line) => numbersOf(line).includes(k))));
    const onceBefore = numbers(loop.before).every((k) => after.includes(k) || outside(loop.times).some((line) => numbersOf(line).includes(k)));
    if (holds && onceBefore) continue;
    missing.push([`doing "${loop.said}" ${loop.raw} times${loop.then ? ", after the rest" : ""}`, loop.said]);
  }
  return missing;
}

/**
 * The lines of the sprite the request names last before `at` in the same sentence ("the Robot flies
 * from the right"), or of the whole program when no sprite is named there.
 */
function linesOfTheSpriteBefore(lower: string, at: number, program: TProgramLines): string[] {
  const sentence = lower.slice(0, at).split(/[.;!?]\s/).pop() ?? "";
  let best: [at: number, sprite: string] | undefined;
  for (const sprite of program.sprites) {
    const found = [...sentence.matchAll(/[a-z0-9]+/g)].filter((w) => squash(w[0]) === sprite || squash(w[0]).replace(/s$/, "") === sprite).pop();
    if (found && (best === undefined || (found.index ?? 0) > best[0])) best = [found.index ?? 0, sprite];
  }
  return best ? program.scripts.filter((script) => script.sprite === best[1]).flatMap((script) => script.lines) : program.all;
}

/**
 * "make one for home", "one car moves with W, the other with the arrows": the word "one" standing
 * for a thing, or setting one thing against the other, counts nothing a block keeps. Written as a
 * digit, or counting ("one step", "one time") with no "other" after it, it is a number still.
 */
export function oneAsAPronoun(words: readonly TWord[], at: number): boolean {
  const word = words[at] as TWord;
  if (word.raw !== "one") return false;
  const next = words[at + 1];
  if (next === undefined || next.mark !== undefined || /^(?:for|of|from|that|which|who|with|else|at|in|more|another)$/.test(next.word)) return words[at - 1]?.word !== "by";
  return words.slice(at + 1).some((later, k) => later.word === "other" && /^(?:the|an)$/.test(words[at + k]?.word ?? "") || later.word === "another");
}

/**
 * "the keys a s d f g play the notes 60 62 64 65 67": numbers in a row that go one to a key, as
 * many keys as numbers, each number in the script of a key of its own (a piano), not a tune.
 */
function pairedWithKeys(run: readonly number[], lower: string, program: TProgramLines): boolean {
  // the scripts of keys the request says, by their letter or name ("a s d f g", "space")
  const said = (key: string) => new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(key)}(?![a-z0-9])`).test(lower);
  const keyScripts = program.scripts.filter((script) => {
    const key = /^when (.+) key pressed$/.exec(script.lines[0] ?? "")?.[1];
    // ("the arrow keys point it in direction 0, 180, -90 and 90": one number for each arrow key)
    return key !== undefined && (said(key) || (key.endsWith(" arrow") && /\barrows?\b/.test(lower)));
  });
  const used = new Set<string>();
  return run.every((n) => {
    const script = keyScripts.find((candidate) => !used.has(candidate.lines[0] as string) && candidate.lines.some((line) => numberInLine(line, n)));
    if (script) used.add(script.lines[0] as string);
    return script !== undefined;
  });
}

/** Three numbers or more said one after another ("60 62 64", "1, 2, 3 and 4"). */
function numberRuns(words: readonly TWord[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  for (const word of words) {
    if (word.number !== undefined && word.quote === undefined) run.push(word.number);
    else if (!(run.length > 0 && (word.mark || /^(?:and|then|,)$/.test(word.word)))) {
      if (run.length >= 3) runs.push(run);
      run = [];
    }
  }
  if (run.length >= 3) runs.push(run);
  return runs;
}

/**
 * "after 5 clicks it pops", built as `if <(clicks) = (5)>` with nothing that adds to clicks: a
 * variable a condition waits for that only its start sets. What waits for it never happens.
 * (A value the child types in, or one worked out from others, changes it: those are set from a
 * block, not a plain number.)
 */
/**
 * "make a variable called points": the child named the variable, so the program keeps it under
 * that name (a library game's "score" is another variable to a child reading the blocks).
 */
function variablesCalled(lower: string): string[] {
  const pattern = /\b(?:variables?|var) (?:called|named) ['"‘“]?([a-z0-9_][a-z0-9_ ]*?)['"’”]?(?=\s*(?:[.,;:!?()]|$)|\s(?:and|that|which|to|set|starts?|with|at|is|goes|for|in|of|holds|keeps|from|will|should|then)\b)/g;
  return [...lower.matchAll(pattern)].map((m) => (m[1] as string).trim()).filter((name) => name !== "" && name.split(" ").length <= 3);
}

/** "after 5 clicks", "after three hits": the request counts these, so something must add to them. */
function countedAfter(lower: string, variable: string): boolean {
  return [...lower.matchAll(/\bafter (?:\d+|two|three|four|five|six|seven|eight|nine|ten) ([a-z]+)/g)].some((m) => squash(m[1] as string) === variable || (m[1] as string).replace(/e?s$/, "") === variable.replace(/e?s$/, ""));
}

function neverChangedVariables(program: TProgramLines): string[] {
  return program.variables.filter((variable) => {
    const named = new RegExp(`(?:^|\\s)${escapeRegExp(variable)}(?:\\s|$)`);
    const waitedFor = program.all.some((line) => /^(?:if|wait until|repeat until) /.test(line) && named.test(line));
    if (!waitedFor) return false;
    const changes = program.scripts.some((script) =>
      script.lines.some((line, i) => {
        if (line.replace(/\s+/g, "").startsWith(`change${variable}by`)) return true;
        const set = /^set (.+) to (.*)$/.exec(line);
        if (!set || squash(set[1] as string) !== variable) return false;
        // set to a plain number at the very start is its starting value, not a change
        return !(/^-?\d+(?:\.\d+)?$/.test((set[2] as string).trim()) && script.lines[0] === "when green flag clicked" && i <= 2);
      }),
    );
    return !changes;
  });
}

/** A condition's first word, and the ones that only say "at the start". */
const CONDITION = /^(?:if|when|whenever|once|after)$/;
const AT_THE_START = /^(?:the )?(?:green )?flag|^(?:the )?(?:game|program|project) (?:starts|begins)|^(?:i|you) (?:start|begin)|^it starts/;

/**
 * "If the dragon catches the unicorn, the dragon says "Got you!"": a quoted line said on a
 * condition is said when it happens. A program that says it as soon as the green flag is clicked,
 * with nothing to wait for before it, says it at the wrong time.
 */
function saidAtOnce(words: readonly TWord[], program: TProgramLines): [part: string, raw: string][] {
  const missing: [string, string][] = [];
  for (let q = 0; q < words.length; q++) {
    const quote = words[q]?.quote;
    if (quote === undefined) continue;
    // the condition that opens the quote's sentence, if any
    let start = q - 1;
    while (start >= 0 && !(words[start] as TWord).mark?.match(/^[.!?;]$/) && words[start]?.quote === undefined) start--;
    const opening = words.slice(start + 1, q);
    const at = opening.findIndex((word) => CONDITION.test(word.word));
    if (at < 0) continue;
    // the condition runs to a comma, or to the one who speaks ("the dragon says", "it shouts")
    const after = opening.slice(at + 1);
    const comma = after.findIndex((word) => word.mark !== undefined);
    const verb = after.findIndex((word) => /^(?:say|says|said|shout|shouts|yell|yells|think|thinks)$/.test(word.word));
    let end = comma >= 0 ? comma : verb >= 0 ? verb : after.length;
    if (comma < 0 && verb >= 0) end = /^(?:it|he|she|they)$/.test(after[verb - 1]?.word ?? "") ? verb - 1 : /^(?:the|a|my)$/.test(after[verb - 2]?.word ?? "") ? verb - 2 : verb;
    const condition = after.slice(0, end).map((word) => word.word).join(" ");
    // "and after say 'welcome'": an "after" with no event is "then", the order of the script
    if (condition.trim() === "" || AT_THE_START.test(condition) || /^(?:click|press|tap)/.test(condition.replace(/^(?:i|you) /, ""))) continue;
    // "4th grade, after giving each other instructions: the Student ... says "Door!"": what the class did before, in the title
    const colon = words.findIndex((word) => word.mark === ":");
    if (/^(?:after|before)$/.test(opening[at]?.word ?? "") && /ing$/.test(after[0]?.word ?? "") && colon >= 0 && colon < q && start + 1 + at < colon) continue;
    const said = plainLine(quote).replace(/[!.?]+$/, "");
    const saying = program.scripts.filter((script) => script.lines.some((line) => /^(?:say|think) /.test(line) && line.includes(said)));
    if (saying.length === 0) continue;
    const atOnce = saying.every((script) => {
      if (script.lines[0] !== "when green flag clicked") return false;
      const index = script.lines.findIndex((line) => /^(?:say|think) /.test(line) && line.includes(said));
      return !script.lines.slice(1, index).some((line) => /^(?:if |wait until|repeat until|repeat|forever|wait )/.test(line));
    });
    if (atOnce) missing.push([`saying "${quote}" only when ${condition}`, quote]);
  }
  return missing;
}
