import { DETERMINERS } from "./plan.ahead";
import { MOTION_WORD_VERBS } from "./plan.motion-words";
import { inListOfNames } from "./plan.choices";
import { ACTION_LEMMAS, isActionWord, JOINERS, TRIGGER_WORDS, type TClause } from "./plan.clause";
import type { TContext } from "./plan.context";
import { AUX, COLOURS, FRAMING, NOT_CHARACTERS, PROGRAM_WORDS } from "./plan.vocabulary";
import type { TWord } from "./plan.words";

/**
 * The characters of a request (issue 26): which words name one ("the Player", "the goal sprite",
 * "a cartoon of a Dress"), the name each gets ("a bat called Bob", "the red car" and "the blue
 * car"), which character a clause is about, and the nouns that name backdrops instead.
 */

/** Each word's first letter in capitals, in any script ("ñandú" → "Ñandú"). */
export const titleCase = (name: string) => name.replace(/(?<![\p{L}\p{M}\d_])\p{Ll}/gu, (c) => c.toUpperCase());

/** A word of letters, of any script, three or more: what may name a character. */
const LETTERS = /^[\p{L}\p{M}]{3,}$/u;

/** Words before "sprite" that do not name one: "the sprite", "each sprite", "a new sprite". */
const NOT_A_SPRITE_NAME = /^(?:the|a|an|this|that|these|those|each|every|new|one|other|another|same|different|own|my|your|his|her|their|its|our|any|some|first|second|third|main|last|next|which|what|whole|all|no|only|single|selected|current|default|cat)$/;

/** "the Player", "the Goal sprite", "the goal sprite": a word the child names a character with. */
export function isNamedCharacter(word: TWord, next: TWord | undefined): boolean {
  // ("Cloud1": a name may end in a number)
  if (COLOURS[word.word] || TRIGGER_WORDS.has(word.word) || AUX.has(word.word) || !(word.name !== undefined ? /^[\p{L}\p{M}]{3,}\d*$/u : LETTERS).test(word.word)) return false;
  if (/^sprites?$/.test(next?.word ?? "") && next?.mark === undefined) return !NOT_A_SPRITE_NAME.test(word.word) && !BACKDROP_WORDS.test(word.word);
  // a capital names a character, unless it is a verb the clause does ("Fire" is a name only as "the Fire sprite")
  return word.name !== undefined && !ACTION_LEMMAS.has(word.lemma) && !/^(?:colou?r|key|arrow)s?$/.test(next?.word ?? "");
}

/**
 * Program words that are also one thing a sprite can be: a character when a verb follows ("the mole pops up").
 * Not "snake": "the snake eats the apples" asks for the snake game itself, whose body grows.
 */
const PROGRAM_CHARACTERS = new Set(["mole", "pet", "dice", "die", "piano", "drum", "clock"]);

/** Words for a picture of something: "a cartoon of a Dress" shows a Dress. */
export const DEPICTIONS = /^(?:cartoon|picture|drawing|image|animation|model|figure|photo|illustration|sketch)$/;

export function isCharacterWord(word: TWord | undefined, next?: TWord): boolean {
  if (!word || word.mark || word.quote !== undefined || word.number !== undefined || word.inList !== undefined || word.listWord) return false;
  // "the wall colour", "the platform color": a colour, not a character; "a tick sound", "its open costume": a sound's, a costume's name
  if (/^(?:colou?rs?|sounds?|noises?|costumes?)$/.test(next?.word ?? "")) return false;
  // "a cartoon of a Dress", "a picture of a Boat": the thing shown is the character, not its picture
  if (next?.word === "of" && DEPICTIONS.test(word.lemma)) return false;
  if (isNamedCharacter(word, next)) return !(next && next.name !== undefined && isNamedCharacter(next, undefined));
  // "flappy bird", "space ship": the last noun names the character
  if (next && isCharacterWord(next)) return false;
  if (NOT_CHARACTERS.has(word.lemma) || NOT_CHARACTERS.has(word.word) || FRAMING.has(word.word) || COLOURS[word.word]) return false;
  // "whack a mole", "a snake game" name a program; "the mole pops up", "the dice rolls" are its character doing something
  if (PROGRAM_WORDS.has(word.lemma) && !(PROGRAM_CHARACTERS.has(word.lemma) && next?.mark === undefined && next?.isVerb === true && !next.isNoun)) return false;
  // ("the Robot waves", "the Octopus wiggles": a motion word after a character is what it does, plan.motion-words.ts)
  if (TRIGGER_WORDS.has(word.word) || ACTION_LEMMAS.has(word.lemma) || AUX.has(word.word) || (word.lemma === "lift" && isActionWord(word)) || (MOTION_WORD_VERBS.includes(word.lemma) && word.name === undefined)) return false;
  return LETTERS.test(word.word) && word.isNoun;
}

export function characterName(ctx: TContext, word: TWord, clause: TClause, at: number): string {
  // "a bat called Bob": the name the child gave
  const next = clause.words[at + 1];
  if ((next?.word === "called" || next?.word === "named") && clause.words[at + 2] && !clause.words[at + 2]?.mark) {
    clause.used[at + 1] = true;
    clause.used[at + 2] = true;
    const given = clause.words[at + 2] as TWord;
    const name = given.quote ?? titleCase(given.raw);
    ctx.characters.set(word.lemma, name);
    return name;
  }
  // "the red car ... the blue car": two characters of one kind, told apart by the child's word
  const told = clause.words[at - 1];
  const toldApart = told !== undefined && ctx.toldApart.get(word.lemma)?.has(told.word) === true;
  if (toldApart) clause.used[at - 1] = true;
  const key = toldApart ? `${told.word} ${word.lemma}` : word.lemma;
  const known = ctx.characters.get(key);
  if (known) return known;
  const name = toldApart ? titleCase(key) : (word.name ?? titleCase(key));
  ctx.characters.set(key, name);
  return name;
}

/** Words that tell two characters of one kind apart: a colour, a side, an order, a size. */
const TELLING_APART = /^(?:left|right|top|bottom|first|second|third|big|small|little|old|young|good|bad|baby|mother|father)$/;

/**
 * "the red car moves with the arrow keys, the blue car with w a s d": a noun said with two or
 * more different telling words is that many characters, each named with its word.
 */
export function toldApartNouns(words: readonly TWord[]): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  words.forEach((word, i) => {
    const before = words[i - 1];
    if (!before || !word.isNoun || (!COLOURS[before.word] && !TELLING_APART.test(before.word))) return;
    seen.set(word.lemma, (seen.get(word.lemma) ?? new Set()).add(before.word));
  });
  return new Map([...seen].filter(([, told]) => told.size > 1));
}

export const BACKDROP_WORDS = /^(?:backdrop|background|scene)s?$/;

/**
 * "the beach backdrop", "the backdrop changes to the castle": a noun that names a backdrop is
 * the backdrop's name, not a character, and the stage switches to it by that name.
 */
export function isBackdropName(words: TWord[], i: number): boolean {
  const word = words[i];
  // ("switches to the backdrop Red", "the backdrop called Stars": the name written right after the word backdrop)
  const after = words[i - 1]?.word === "called" || words[i - 1]?.word === "named" ? i - 2 : i - 1;
  if (word && !word.mark && word.number === undefined && (word.name !== undefined || word.quote !== undefined) && /^(?:backdrop|background|scene)$/.test(words[after]?.word ?? "")) return true;
  if (!word || word.mark || !word.isNoun || word.number !== undefined || BACKDROP_WORDS.test(word.word) || NOT_CHARACTERS.has(word.lemma)) return false;
  if (BACKDROP_WORDS.test(words[i + 1]?.word ?? "")) return true;
  const to = words[i - 1]?.word === "to" ? i - 1 : words[i - 2]?.word === "to" && DETERMINERS.has(words[i - 1]?.word ?? "") ? i - 2 : -1;
  return to > 0 && words.slice(0, to).some((w) => BACKDROP_WORDS.test(w.word));
}

/** The character a clause is about: its subject, or "make the X ...", or what is clicked. */
/** Parts of a body: "his legs", "its wings" belong to the character spoken of. */
const BODY_PARTS = /^(?:leg|arm|head|tail|wing|eye|ear|mouth|nose|hand|foot|feet|paw|fin)$/;

/** "his legs", "its wings": a part of the one spoken of (never a name the child gave), not a character of its own. */
export function partOfOneSpokenOf(words: readonly TWord[], i: number): boolean {
  return words[i]?.name === undefined && BODY_PARTS.test(words[i]?.lemma ?? "") && /^(?:his|her|its|their)$/.test(words[i - 1]?.word ?? "");
}

export function findActor(ctx: TContext, clause: TClause): string | undefined {
  const { words } = clause;
  const firstAction = words.findIndex((w, i) => isActionWord(w) && !clause.used[i]);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TWord;
    // (a name the child gave before, "my character is called pip ... pip jumps", is a character wherever it stands)
    const named = ctx.characters.has(word.lemma) && word.quote === undefined && !word.mark && !clause.used[i] && (firstAction < 0 || i < firstAction);
    if (!named && (!isCharacterWord(word, words[i + 1]) || clause.used[i] || isBackdropName(words, i) || inListOfNames(words, i))) continue;
    if (!named && !isDetermined(words, i) && word.name === undefined) continue;
    // ("his legs move", "its wings flap": a part of the one spoken of, not a character of its own)
    if (!named && partOfOneSpokenOf(words, i)) continue;
    // ("In our sprint the Crab walks", "at the Dojo the Frog says": where it happens, not who acts)
    if (!named && (firstAction < 0 || i < firstAction) && inAPlaceBefore(words, i)) continue;
    // a subject before the clause's verb, or the thing the clause is about
    // ("hide the Cat when ...", "show the Ghost": an order to do something to a character is that character's own step)
    if (firstAction < 0 || i < firstAction || words.slice(firstAction, i).every((w) => FRAMING.has(w.word) || AUX.has(w.word)) || ordersItsObject(words, firstAction, i)) {
      clause.used[i] = true;
      return characterName(ctx, word, clause, i);
    }
  }
  return undefined;
}

/** Verbs that, said as an order, a sprite does to itself: "hide the Cat" is the Cat hiding. */
const SELF_ACTING_ORDERS = /^(?:hide|show|move|turn|rotate|spin|shrink|flip|stamp)$/;

/**
 * "hide the Cat when it touches the Dog", "show the Ghost when ...": the clause opens with an order
 * (nothing but "please", "then" or "and" before its verb) whose object, right after it, is the
 * character at `i`.
 */
function ordersItsObject(words: readonly TWord[], verb: number, i: number): boolean {
  if (verb < 0 || !SELF_ACTING_ORDERS.test(words[verb]?.lemma ?? "")) return false;
  if (!words.slice(0, verb).every((w) => w.mark !== undefined || /^(?:please|then|and|so|now)$/.test(w.word))) return false;
  return i === verb + 1 || (i === verb + 2 && DETERMINERS.has(words[verb + 1]?.word ?? ""));
}

/** "in our sprint", "at the Dojo", "during the lesson": the word at `i` is the place or time a preposition opens. */
function inAPlaceBefore(words: readonly TWord[], i: number): boolean {
  const k = DETERMINERS.has(words[i - 1]?.word ?? "") ? i - 2 : i - 1;
  return /^(?:in|at|during|inside)$/.test(words[k]?.word ?? "") && (k === 0 || words[k - 1]?.mark !== undefined);
}

/**
 * A name with no "the" is a character unless it is a value: a language or a place after a
 * preposition ("in Spanish", "from Earth"), one of choices ("picks Mum, Dad or Sam"), or what a
 * name is ("his name, Leo").
 */
export function namesACharacter(words: readonly TWord[], i: number): boolean {
  if (/^(?:in|from|on|at|to|into|of|about|like)$/.test(words[i - 1]?.word ?? "")) return false;
  if (inListOfNames(words, i)) return false;
  const nameBefore = words[i - 1]?.lemma === "name" || (/^(?:,|is)$/.test(words[i - 1]?.word ?? "") && words[i - 2]?.lemma === "name");
  if (nameBefore) return false;
  // the run of names this one is in ("Mum, Dad, Zoe or Sam"): choices when an "or" joins it
  let from = i;
  while (from > 1 && /^(?:,|and|or)$/.test(words[from - 1]?.word ?? "") && words[from - 2]?.name !== undefined) from -= 2;
  let to = i;
  while (/^(?:,|and|or)$/.test(words[to + 1]?.word ?? "") && words[to + 2]?.name !== undefined) to += 2;
  return !words.slice(from, to + 1).some((w) => w.word === "or");
}

/** "the dog", "make the dog", "a virtual pet cat", "my little dog": a noun that names one thing, describing words allowed between. */
export function isDetermined(words: TWord[], i: number): boolean {
  const determinerAt = (w: TWord | undefined) => w === undefined || DETERMINERS.has(w.word) || w.word === "make" || w.word === "let" || JOINERS.has(w.word) || w.word === "when" || w.word === "if";
  const describing = (w: TWord | undefined) => w !== undefined && !w.mark && !w.isVerb && (!w.isNoun || PROGRAM_WORDS.has(w.lemma)) && !FRAMING.has(w.word);
  let k = i - 1;
  while (k >= i - 3 && describing(words[k])) k--;
  return determinerAt(words[i - 1]) || (k < i - 1 && determinerAt(words[k]));
}

/** Verbs whose object is a picture the pen makes, not a sprite. */
const DRAWING_VERBS = /^(?:draw|paint|sketch|trace)$/;

/** "Elsa draws a snowflake", "the Pencil paints a big flower": what is drawn is the pen's picture, not a character (a name the child gave still is one). */
export function drawnThing(words: readonly TWord[], i: number): boolean {
  if (words[i]?.name !== undefined) return false;
  let k = i - 1;
  while (k >= i - 3 && words[k] && !words[k]?.mark && !words[k]?.isVerb && (DETERMINERS.has(words[k]?.word ?? "") || !words[k]?.isNoun || COLOURS[words[k]?.word ?? ""])) k--;
  return k < i - 1 && DRAWING_VERBS.test(words[k]?.lemma ?? "");
}

/** Other characters a clause names (touch targets, "a cat and a dog"): each becomes a sprite. */
export function noteCharacters(ctx: TContext, clause: TClause): void {
  clause.words.forEach((word, i) => {
    if (clause.used[i] || clause.heldBack?.has(i) || !isCharacterWord(word, clause.words[i + 1]) || isBackdropName(clause.words, i) || inListOfNames(clause.words, i)) return;
    const before = clause.words[i - 1];
    // ("Elsa draws a snowflake: pen down, then ...": the steps after the colon draw it, so it is read)
    if (clause.beforeColon && drawnThing(clause.words, i)) {
      clause.used[i] = true;
      return;
    }
    if (partOfOneSpokenOf(clause.words, i)) {
      clause.used[i] = true;
      return;
    }
    if (before && DETERMINERS.has(before.word) || (before && isDetermined(clause.words, i) && !JOINERS.has(before.word) && before.word !== "make") || (word.name !== undefined && namesACharacter(clause.words, i))) {
      characterName(ctx, word, clause, i);
      clause.used[i] = true;
      // "a traffic Light", "the space Rocket": a noun naming the kind of a named character is part of its name
      const kind = clause.words[i - 1];
      if (word.name !== undefined && kind && !clause.used[i - 1] && kind.isNoun && !kind.isVerb && !kind.mark && kind.name === undefined && !COLOURS[kind.word] && !TELLING_APART.test(kind.word) && !isActionWord(kind) && DETERMINERS.has(clause.words[i - 2]?.word ?? "")) clause.used[i - 1] = true;
    }
  });
}
