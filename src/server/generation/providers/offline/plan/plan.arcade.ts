import { isActionWord } from "./plan.clause";
import { mouseIsCharacter } from "./plan.mouse";
import { artForName } from "../../../../../blocks";
import { COLOURS } from "./plan.vocabulary";
import type { TCharacter, TPlan, TScriptPlan, TStep } from "./plan.types";
import { countFrom, type TCount } from "./plan.child-count";
import { quoteAsBlockText, type TWord } from "./plan.words";

/**
 * A game built from its parts (issue 26): the request's own roles, not one fixed game. A player
 * the child moves (arrow keys, w a s d, or the mouse), things it collects ("the unicorn collects
 * stars", "the shark eats the fish", "touch a coin"), a chaser ("the cat chases the mouse", "the
 * cat is following him"), lives ("3 lives"), a goal ("must reach the castle"), each with the
 * child's names and numbers. Each role is a sprite of its own with its own scripts; what the
 * request does not name is not added (no chaser, no lives, no timer unless asked).
 */

const b = (text: string): TStep => ({ kind: "block", text });
const iff = (text: string, words: string, then: TStep[]): TStep => ({ kind: "if", condition: { text, words }, then });
const flag = { kind: "flag" } as const;
const script = (says: string, ...steps: TStep[]): TScriptPlan => ({ trigger: flag, says, steps });

const COLLECT = /^(?:collect|eat|catch|grab|gather|touch|get|pick)$/;
const CHASE = /^(?:chase|follow|hunt)$/;
const GOAL = /^(?:reach|find)$/;
const PRONOUN = /^(?:me|him|her|it|its|them|you|us)$/;
/** Words after a verb that are never the thing it acts on. */
const NOT_A_THING = /^(?:the|a|an|all|some|lots|of|to|up|down|around|with|and|by|as|many|much|more|most|point|points|score|mouse|pointer|arrow|arrows|key|keys|game)$/;

interface TRoles {
  player: string;
  control: "arrows" | "wasd" | "mouse";
  items: string[];
  chaser?: string;
  goal?: string;
  lives?: number;
  /** "when lives is 0": the child's check, lives equal to 0. */
  livesAtZero?: boolean;
  /** A colour that sends the player back to the start (a maze's walls), or the child's own Wall sprite. */
  hazard?: { colour: string; words: string } | { sprite: string; words: string };
  /** What the chaser says when it catches the player ("it says gotcha"), else "Game over!". */
  caught: string;
  /** Where the player starts and goes back to: the child's "start x -210 y -150", else the left side. */
  start: { x: number; y: number };
  /** The chaser's step: "chases the Gazelle (point towards it and move 4, forever)", else 2. */
  chaserStep: number;
  /** A count a catch adds to, in place of game over: "when the Cheetah catches it, caught goes up by 1". */
  catches?: TCount;
  /** The count collecting adds to, the child's ("coins goes up by 5"), else 1 to score. */
  /** None where the child counts nothing and says what touching does instead ("when it touches the Fish it says 'Miam!'"). */
  collected?: TCount;
  /** What the player says on touching a thing, the child's own line: "when touch the Fish say 'Miam!'". */
  touchSays?: string;
  /** A thing's own count where the child gives each thing its own ("touching the Soda takes 1 away"). */
  itemCounts: Record<string, TCount>;
  /** What a collected thing does when touched, the child's ("the Coin hides"), else goes somewhere new. */
  reaction?: TStep[];
  /** The things the child makes do something of their own ("the Bone go to random place"). */
  acting: string[];
}

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** "player" names the child's own character even where the child gave it no other name. */
const isName = (names: readonly string[], word: TWord) => names.find((name) => name.toLowerCase() === word.lemma || name.toLowerCase() === word.word) ?? (word.lemma === "player" ? "Player" : undefined);

/** The thing a verb acts on: the next noun after it ("collects stars", "eats the fish"), named as the child named it or drawable. */
function objectAfter(words: readonly TWord[], at: number, names: readonly string[]): string | undefined {
  for (let i = at + 1; i < Math.min(words.length, at + 5); i++) {
    const word = words[i] as TWord;
    if (word.mark !== undefined) return undefined;
    if (word.word === "to" && words[i + 1]?.word !== "the") return undefined;
    const named = isName(names, word);
    if (named) return named;
    // "catches me", "follows him": a person, whom the reader finds elsewhere
    if (PRONOUN.test(word.word)) return undefined;
    if (NOT_A_THING.test(word.word) || word.number !== undefined) continue;
    if (word.isNoun && artForName(word.lemma)) return titleCase(word.lemma);
    return undefined;
  }
  return undefined;
}

/** The character doing a verb: the nearest name before it in its clause ("the cat is following him"). */
function subjectBefore(words: readonly TWord[], at: number, names: readonly string[]): string | undefined {
  for (let i = at - 1; i >= 0 && i >= at - 5; i--) {
    const word = words[i] as TWord;
    if (word.mark !== undefined) return undefined;
    const named = isName(names, word);
    if (named) return named;
  }
  // "the Alpaca moves with the arrow keys (8 steps) and collects the Coin": the verb after "and" shares the subject of its sentence
  if (words[at - 1]?.word !== "and") return undefined;
  for (let i = at - 2; i >= 0 && !/^[.!?;:]$/.test(words[i]?.mark ?? ""); i--) {
    const named = isName(names, words[i] as TWord);
    // the sentence's subject: a name that starts it ("the Alpaca moves ..."), not a thing a verb takes ("touching the Fruit adds ...")
    const opens = /^(?:the|a|an|my|our)$/.test(words[i - 1]?.word ?? "") ? i - 2 : i - 1;
    if (named && words[i + 1]?.isVerb === true && (opens < 0 || words[opens]?.mark !== undefined)) return named;
  }
  return undefined;
}

/** A number said with a word ("3 lives", "lives: 3", "1 point", "score up 5"), or none. */
function numberBy(words: readonly TWord[], wanted: RegExp): number | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!wanted.test((words[i] as TWord).word)) continue;
    const before = words[i - 1]?.number;
    if (before !== undefined) return before;
    // "when lives is 0": a value checked, not the one it starts at
    if (/^(?:when|whenever|if|until|once)$/.test(words[i - 1]?.word ?? "")) continue;
    // "lives starts at 3", "lives begin with 5": the start said after its verb
    const starts = /^(?:starts?|begins?|is|are|set)$/.test(words[i + 1]?.word ?? "") && /^(?:at|with|to|on)$/.test(words[i + 2]?.word ?? "") ? words[i + 3]?.number : undefined;
    if (starts !== undefined) return starts;
    const after = words.slice(i + 1, i + 3).find((w) => w.number !== undefined)?.number;
    if (after !== undefined) return after;
  }
  return undefined;
}

/** "when lives is 0", "if lives = 0", "lives reach 0": the game ends at no lives exactly, as the child compares. */
const livesEqualZero = (words: readonly TWord[]) => words.some((w, i) => /^(?:lives|life)$/.test(w.word) && /^(?:is|are|=|equals|reaches|reach|hits|becomes|gets)$/.test(words[i + 1]?.word ?? words[i + 1]?.mark ?? "") && (words[i + 2]?.number === 0 || (/^to$/.test(words[i + 2]?.word ?? "") && words[i + 3]?.number === 0)));

/** Words that name a maze's wall by what it is, with no colour said ("the wall colour", "the walls"). */
const WALL = /^(?:walls?|lines?|borders?|edges?)$/;

/**
 * "if it touches the blue walls it goes back to the start", "if he touch the wall color, he go back
 * to x -210 y -150", "touch black go back start": what the player touches that sends it back, as a
 * colour (black when the child names only the wall). A wall the child names as a character ("if it
 * touches the Wall it goes back"), with no colour said, is that sprite: the touch is of the Wall.
 */
function hazardAt(words: readonly TWord[], names: readonly string[]): TRoles["hazard"] | undefined {
  for (let i = 0; i < words.length; i++) {
    if (words[i]?.lemma !== "touch") continue;
    const after = words.slice(i + 1, i + 5);
    const end = after.findIndex((w) => w.mark !== undefined);
    const touched = end >= 0 ? after.slice(0, end) : after;
    const colour = touched.find((w) => COLOURS[w.word] !== undefined);
    const wall = touched.find((w) => WALL.test(w.word) || w.word === "colour" || w.word === "color");
    if (!colour && !wall) continue;
    if (!words.slice(i + 1, i + 12).some((w) => w.word === "back" || w.word === "start")) continue;
    const said = touched.filter((w) => !/^(?:the|a|an|any|of)$/.test(w.word)).map((w) => w.raw).join(" ");
    const sprite = !colour && wall ? isName(names, wall) : undefined;
    if (sprite !== undefined && wall?.name !== undefined) return { sprite, words: said };
    return { colour: colour ? (COLOURS[colour.word] as string) : "#000000", words: said };
  }
  return undefined;
}

const CAUGHT = /^(?:catch|get|touch|reach|grab)$/;
/** Words that end what is said: the next step of the clause ("and the game stops"). */
const SAID_ENDS = /^(?:and|then|so|the|game|everything|stop|stops|ends)$/;

/**
 * What the chaser says when it catches the player: "if the dog gets the cat it says gotcha and the
 * game stops", "if the Cat catches it it says 'te pillé!'": the quote, or the words after "says".
 */
function caughtLine(words: readonly TWord[], chaser: string, names: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!CAUGHT.test(words[i]?.lemma ?? "") || subjectBefore(words, i, names) !== chaser) continue;
    for (let k = i + 1; k < Math.min(words.length, i + 10); k++) {
      const word = words[k] as TWord;
      if (/^[.!?;]$/.test(word.mark ?? "")) break;
      if (/^says?$/.test(word.word)) return saidAfter(words, k);
    }
  }
  return undefined;
}

/** "when lives is 0 it says "Game over"": the line said when no lives are left, as the child wrote it. */
function zeroLivesLine(words: readonly TWord[]): string | undefined {
  const at = words.findIndex((w, i) => /^(?:lives|life)$/.test(w.word) && /^(?:when|whenever|if|once)$/.test(words[i - 1]?.word ?? "") && words.slice(i + 1, i + 4).some((one) => one.number === 0));
  if (at < 0) return undefined;
  for (let k = at + 1; k < Math.min(words.length, at + 10); k++) {
    if (/^[.!?;]$/.test(words[k]?.mark ?? "")) break;
    if (/^says?$/.test(words[k]?.word ?? "")) return saidAfter(words, k);
  }
  return undefined;
}

/** What "say" at `at` says: the child's quote, or the words up to the next step of the clause. */
function saidAfter(words: readonly TWord[], at: number): string | undefined {
  if (words[at + 1]?.quote !== undefined) return words[at + 1]?.quote;
  const said: string[] = [];
  for (let j = at + 1; j < words.length && words[j]?.mark === undefined && !SAID_ENDS.test(words[j]?.word ?? ""); j++) said.push((words[j] as TWord).raw);
  return said.length > 0 ? said.join(" ") : undefined;
}

/**
 * What the player says on touching a thing, said in the touch's own clause: "when touch the Fish
 * say 'Miam!'", "if he touches the Coin he says yay". Read up to the clause's end or the next name
 * that acts, whose line it would be.
 */
function touchLine(words: readonly TWord[], item: string, names: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    if (words[i]?.lemma !== "touch" || objectAfter(words, i, names) !== item) continue;
    for (let k = i + 2; k < Math.min(words.length, i + 9); k++) {
      const word = words[k] as TWord;
      if (/^[.!?;]$/.test(word.mark ?? "")) break;
      if (k > i + 2 && isName(names, word) !== undefined) break;
      if (word.lemma === "say") return saidAfter(words, k);
    }
  }
  return undefined;
}

/** Verbs whose number is the chaser's step ("move 4", "moves 3 steps"). */
const STEPS = /^(?:move|go|run|step|walk)$/;

/** The chaser's own step, said in the clause of its chase: "chases the Gazelle (point towards it and move 4, forever)". */
function chaserStepAt(words: readonly TWord[], chase: number): number | undefined {
  for (let i = chase + 1; i < Math.min(words.length, chase + 14); i++) {
    const word = words[i] as TWord;
    if (/^[.;]$/.test(word.mark ?? "")) return undefined;
    const next = words[i + 1];
    if (!STEPS.test(word.lemma) || next?.number === undefined || next.number <= 0) continue;
    // a time or a count is no step ("moves 3 times")
    if (/^(?:seconds?|secs?|times?)$/.test(words[i + 2]?.word ?? "")) continue;
    return next.number;
  }
  return undefined;
}

/** What a catch adds to, when the child counts the catches: "when the Cheetah catches it, caught goes up by 1". */
function catchCount(words: readonly TWord[], chaser: string, names: readonly string[]): TCount | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!CAUGHT.test(words[i]?.lemma ?? "") || subjectBefore(words, i, names) !== chaser) continue;
    const count = countFrom(words, i + 1);
    if (count) return count;
  }
  return undefined;
}

/**
 * What collecting adds to: "collects the Star ..., stars +1 each time", "each time it touches the
 * Coin, coins goes up by 5": the count said in the sentence of a collect or a touch.
 */
function collectCount(words: readonly TWord[]): TCount | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!COLLECT.test(words[i]?.lemma ?? "") && !COLLECT.test(words[i]?.word ?? "")) continue;
    const count = countFrom(words, i + 1);
    if (count) return count;
  }
  return undefined;
}

/**
 * A thing's own count, said in the part that touches it: "touching the Fruit adds 1 to health and
 * touching the Soda takes 1 away" (away from the count said before). Read up to the next touch.
 */
function itemCount(words: readonly TWord[], item: string, previous: string): TCount | undefined {
  const name = item.toLowerCase();
  for (let i = 0; i < words.length; i++) {
    if (words[i]?.word !== name && words[i]?.lemma !== name) continue;
    if (!words.slice(Math.max(0, i - 3), i).some((w) => COLLECT.test(w.lemma) || COLLECT.test(w.word))) continue;
    const next = words.findIndex((w, k) => k > i && (COLLECT.test(w.lemma) || COLLECT.test(w.word)));
    const count = countFrom(next >= 0 ? words.slice(0, next) : words, i + 1, previous);
    if (count) return count;
  }
  return undefined;
}

/**
 * What the thing collected does when it is touched, as the child says it: "the Coin hides", "the
 * Leaf goes to a random x at y 150", "the Enemy go to x random, y 150"; else it goes somewhere new.
 */
function itemReaction(words: readonly TWord[], item: string): TStep[] | undefined {
  const name = item.toLowerCase();
  for (let i = 0; i < words.length; i++) {
    if (words[i]?.word !== name || words[i - 1]?.word === "touches" || words[i - 1]?.word === "touch") continue;
    const next = words[i + 1];
    if (next?.lemma === "hide") return [b("hide")];
    if (next?.lemma !== "go" || words[i + 2]?.word !== "to") continue;
    const place = words.slice(i + 3, i + 10);
    const end = place.findIndex((w) => /^[.;]$/.test(w.mark ?? "") || w.word === "and");
    const clause = (end >= 0 ? place.slice(0, end) : place).filter((w) => w.mark === undefined).map((w) => w.word);
    const text = clause.join(" ");
    // "a random x at y 150", "x random , y 150": a random x on the child's row
    const row = /(?:\ba random x\b|\bx random\b|\brandom x\b).*?\by (-?\d+(?:\.\d+)?)/.exec(text);
    if (row) return [b(`go to x: (pick random (-220) to (220)) y: (${row[1]})`)];
  }
  return undefined;
}

/** "goes back to the start x -210 y -150", "starts at x -200 y 150": the player's start place. */
function startPlace(words: readonly TWord[]): { x: number; y: number } | undefined {
  for (let i = 0; i < words.length - 3; i++) {
    if (words[i]?.word !== "x" || words[i + 2]?.word !== "y") continue;
    const [x, y] = [words[i + 1]?.number, words[i + 3]?.number];
    if (x === undefined || y === undefined) continue;
    // the place is the start's, or where touching the wall sends the player back
    const before = words.slice(Math.max(0, i - 4), i).map((w) => w.word);
    if (before.some((w) => /^(?:start|starts|back|begins?)$/.test(w))) return { x, y };
  }
  return undefined;
}

/**
 * The character does something in the request: its name is followed by a verb of its own ("the
 * Cat move with arrows", "the Mouse follow the mouse pointer"). A word of the framing ("my son go
 * to Kliker in Novi Sad", "did the session in Sfax") never acts, so it is never the one steered.
 */
function actsHere(words: readonly TWord[], names: readonly string[], name: string): boolean {
  return words.some((word, i) => {
    if (isName(names, word) !== name) return false;
    const skip = /^(?:that|who|which)$/.test(words[i + 1]?.word ?? "") ? 2 : 1;
    const next = words[i + skip];
    // (a verb of the blocks: "a rugby game" tags "game" a verb, but a game is nothing a character does)
    return next !== undefined && next.mark === undefined && next.number === undefined && isActionWord(next);
  });
}

/** "follows the mouse pointer", "goes to the mouse's x": the mouse after the verb is the pointer, whatever else is called Mouse. */
const followsThePointer = (words: readonly TWord[], at: number) => {
  const follows = words.slice(at + 1, at + 4);
  return follows.some((w, k) => w.word === "mouse's" || (w.word === "mouse" && /^(?:pointer|cursor|'s)$/.test(follows[k + 1]?.word ?? words[at + 2 + k]?.word ?? "")));
};

function readRoles(words: readonly TWord[], childNames: readonly string[]): TRoles | undefined {
  const names = mouseIsCharacter(words) && !childNames.includes("Mouse") ? [...childNames, "Mouse"] : childNames;
  // "I am a mouse": the child plays that character
  const iAm = words.findIndex((w, i) => w.word === "i" && words[i + 1]?.lemma === "be" && /^(?:a|an|the)$/.test(words[i + 2]?.word ?? ""));
  const self = iAm >= 0 ? isName(names, words[iAm + 3] as TWord) : undefined;
  const items: string[] = [];
  let player: string | undefined = self;
  let chaser: string | undefined;
  // where the chaser's own verb is ("the Dog chases the Cat (...moves 3 steps)"), not the game's name ("a chase game: ...")
  let chaseAt = -1;
  let goal: string | undefined;
  // "the Mouse follows the mouse pointer": the child steers it with the mouse
  let steeredByMouse = false;
  words.forEach((word, i) => {
    const verb = word.lemma;
    if (COLLECT.test(verb) || COLLECT.test(word.word)) {
      const thing = objectAfter(words, i, names);
      // "catch me", "touch the player": a chaser, read below; a thing is something to collect
      if (thing && thing !== player && !items.includes(thing)) {
        items.push(thing);
        player ??= subjectBefore(words, i, names);
      }
    }
    if ((CHASE.test(verb) || CHASE.test(word.word)) && followsThePointer(words, i)) {
      const who = subjectBefore(words, i, names);
      if (who && who !== chaser) {
        player ??= who;
        steeredByMouse ||= player === who;
      }
    } else if (CHASE.test(verb) || CHASE.test(word.word)) {
      const who = subjectBefore(words, i, names);
      const target = objectAfter(words, i, names);
      const follows = words.slice(i + 1, i + 4);
      if (who && !follows.some((w) => w.word === "mouse" && !names.includes("Mouse"))) {
        chaser = who;
        chaseAt = i;
        // "the cat chases the mouse"; "the cat chases me" leaves the player to be found
        if (target && target !== who) player ??= target;
      }
    }
    if (GOAL.test(verb) || (verb === "get" && words[i + 1]?.word === "to")) {
      const thing = objectAfter(words, verb === "get" ? i + 1 : i, names);
      if (thing) goal = thing;
    }
  });
  // the maze's wall sends the player back: it is never a thing to collect ("if he touches the wall colour")
  const hazard = hazardAt(words, names);
  if (hazard) items.splice(0, items.length, ...items.filter((item) => !/^walls?$/i.test(item)));
  // a wall alone makes a game only where the request names the maze it is
  const maze = words.some((w) => /^(?:maze|mazes|labyrinth)$/.test(w.word));
  if (items.length === 0 && !chaser && !goal && !(hazard && maze)) return undefined;
  const others = new Set([...items, chaser, goal]);
  // the one steered is a character the child makes act, before any other name the request holds
  const free = names.filter((name) => !others.has(name));
  player ??= free.find((name) => actsHere(words, names, name)) ?? free[0];
  const controlWords = words.map((w) => w.word).join(" ");
  const mouseControl = steeredByMouse || (/\b(?:follows?|with|moves? with|steer\w*(?: \w+)* with) the mouse\b|\bmouse pointer\b/.test(controlWords) && !names.includes("Mouse"));
  const control = /\bw a s d\b|\bwasd\b|\bw ,? a ,? s (?:and |, )?d\b/.test(controlWords) ? "wasd" : mouseControl ? "mouse" : "arrows";
  if (!player || player === chaser) return undefined;
  const lives = numberBy(words, /^(?:lives|life)$/);
  const chase = chaseAt >= 0 ? chaseAt : words.findIndex((w) => CHASE.test(w.lemma) || CHASE.test(w.word));
  const chaserStep = (chaser && chase >= 0 ? chaserStepAt(words, chase) : undefined) ?? 2;
  const catches = chaser && lives === undefined ? catchCount(words, chaser, names) : undefined;
  const ownCount = collectCount(words);
  const firstItem = items.find((item) => item !== player && item !== chaser);
  const touchSays = firstItem === undefined ? undefined : touchLine(words, firstItem, names);
  const scoreSaid = numberBy(words, /^(?:points?|score)$/);
  // a touch that says its own line counts nothing the child did not ask to count
  const countsNothing = touchSays !== undefined && ownCount === undefined && !words.some((w) => /^(?:points?|score|scores|count|counts)$/.test(w.word));
  const collected = ownCount && ownCount.variable !== catches?.variable ? ownCount : countsNothing ? undefined : { variable: "score", by: scoreSaid ?? 1 };
  const itemCounts = Object.fromEntries(items.flatMap((item) => {
    const own = itemCount(words, item, collected?.variable ?? "score");
    return own ? [[item, own]] : [];
  }));
  const reaction = firstItem === undefined ? undefined : itemReaction(words, firstItem);
  const acting = items.filter((item) => actsHere(words, names, item));
  return { player, control, chaserStep, acting, ...(collected ? { collected } : {}), ...(touchSays !== undefined ? { touchSays } : {}), itemCounts, ...(reaction ? { reaction } : {}), ...(catches ? { catches } : {}), caught: (chaser && caughtLine(words, chaser, names)) || zeroLivesLine(words) || "Game over!", start: startPlace(words) ?? { x: -150, y: 0 }, ...(hazard ? { hazard } : {}), items: items.filter((item) => item !== player && item !== chaser), ...(chaser ? { chaser } : {}), ...(goal && goal !== player ? { goal } : {}), ...(lives !== undefined ? { lives, ...(livesEqualZero(words) ? { livesAtZero: true } : {}) } : {}) };
}

const KEYS = { arrows: ["up arrow", "down arrow", "left arrow", "right arrow"], wasd: ["w", "s", "a", "d"] } as const;

/** The counts the things collected add to, each once. */
const counted = (roles: TRoles): string[] => [...new Set(roles.items.flatMap((item) => roles.itemCounts[item] ?? roles.collected ?? []).map((count) => count.variable))];

function playerCharacter(roles: TRoles): TCharacter {
  const { player, control } = roles;
  const moves: TStep[] =
    control === "mouse"
      ? [b("go to (mouse-pointer v)")]
      : KEYS[control].map((key, i) => iff(`<key (${key} v) pressed?>`, `the ${key} key is pressed`, [b(["change y by (5)", "change y by (-5)", "change x by (-5)", "change x by (5)"][i] as string)]));
  const start = `go to x: (${roles.start.x}) y: (${roles.start.y})`;
  if (roles.hazard) moves.push(iff("sprite" in roles.hazard ? `<touching (${roles.hazard.sprite} v)?>` : `<touching color [${roles.hazard.colour}]?>`, `it touches the ${roles.hazard.words}`, [b(start)]));
  // reaching the goal is the player's to check, in the same loop that moves it
  if (roles.goal) moves.push(iff(`<touching (${roles.goal} v)?>`, `it reaches the ${roles.goal}`, [b("say [You win!] for (2) seconds"), b("stop [all v]")]));
  const how = control === "mouse" ? "follows the mouse pointer" : `moves with the ${control === "wasd" ? "w, a, s and d keys" : "arrow keys"}`;
  // the game's variables start when the game does, before anything can score or be caught
  const setup = [
    ...counted(roles).map((variable) => b(`set [${variable} v] to (0)`)),
    ...(roles.lives !== undefined && roles.chaser ? [b(`set [lives v] to (${roles.lives})`)] : []),
    ...(roles.catches ? [b(`set [${roles.catches.variable} v] to (0)`)] : []),
  ];
  const touched = roles.items[0];
  // the child's line on touching a thing: a loop of its own, so saying it never stops the player moving
  const says =
    roles.touchSays !== undefined && touched !== undefined
      ? [script(`When the green flag is clicked: the ${player} says "${roles.touchSays}" each time it touches the ${touched}`, { kind: "forever", body: [iff(`<touching (${touched} v)?>`, `it touches the ${touched}`, [b(`say [${quoteAsBlockText(roles.touchSays)}] for (2) seconds`)])] } as TStep)]
      : [];
  return { name: player, settings: `x: ${roles.start.x}, y: ${roles.start.y}`, scripts: [script(`When the green flag is clicked: the ${player} ${how}`, ...setup, b(start), { kind: "forever", body: moves }), ...says] };
}

function itemCharacter(item: string, roles: TRoles): TCharacter {
  const count = roles.itemCounts[item] ?? roles.collected;
  // "if it touches the Cheese it says "Bravo!"": the touch is the player's line, and the Cheese does nothing the child did not ask for
  if (count === undefined && roles.reaction === undefined && roles.touchSays !== undefined && !roles.acting.includes(item)) return { name: item, scripts: [] };
  const gain = count === undefined ? "" : `${count.by < 0 ? `takes ${-count.by} from ${count.variable}` : count.variable === "score" ? (count.by === 1 ? "a point" : `${count.by} points`) : `adds ${count.by} to ${count.variable}`} and `;
  const after = roles.reaction ?? [b("go to (random position v)")];
  const how = roles.reaction?.[0]?.kind === "block" && roles.reaction[0].text === "hide" ? "it hides" : roles.reaction ? "it goes back to its row" : "it goes somewhere new";
  const say = `When the green flag is clicked: the ${item} waits somewhere random; when the ${roles.player} touches it, ${gain}${how}`;
  // a thing that hides shows again when the game starts over
  const start = roles.reaction ? [b("show"), b("go to (random position v)")] : [b("go to (random position v)")];
  return {
    name: item,
    scripts: [script(say, ...start, { kind: "forever", body: [iff(`<touching (${roles.player} v)?>`, `it touches the ${roles.player}`, [...(count ? [b(`change [${count.variable} v] by (${count.by})`)] : []), ...after])] })],
  };
}

function chaserCharacter(chaser: string, roles: TRoles): TCharacter {
  // a counted catch adds to the child's count and sends the chaser back, so one catch counts once
  const caught: TStep[] = roles.catches
    ? [b(`change [${roles.catches.variable} v] by (${roles.catches.by})`), b("go to x: (150) y: (100)"), b("wait (1) seconds")]
    : roles.lives !== undefined
      ? [b("change [lives v] by (-1)"), b("go to x: (150) y: (100)"), iff(roles.livesAtZero ? "<(lives) = (0)>" : "<(lives) < (1)>", "no lives are left", [b(`say [${quoteAsBlockText(roles.caught)}] for (1) seconds`), b("stop [all v]")])]
      : [b(`say [${quoteAsBlockText(roles.caught)}] for (1) seconds`), b("stop [all v]")];
  const says = `When the green flag is clicked: the ${chaser} chases the ${roles.player}; catching it ${roles.catches ? `adds ${roles.catches.by} to ${roles.catches.variable}` : roles.lives !== undefined ? "costs a life, and with no lives left it is game over" : "is game over"}`;
  return { name: chaser, settings: "x: 150, y: 100", scripts: [script(says, b("go to x: (150) y: (100)"), b("wait (1) seconds"), { kind: "forever", body: [b(`point towards (${roles.player} v)`), b(`move (${roles.chaserStep}) steps`), iff(`<touching (${roles.player} v)?>`, `it catches the ${roles.player}`, caught)] })] };
}

function goalCharacter(goal: string): TCharacter {
  return { name: goal, settings: "x: 180, y: -120", scripts: [script(`When the green flag is clicked: the ${goal} waits at the far side`, b("go to x: (180) y: (-120)"))] };
}

/** The game the request's roles make, or none when it names no thing to collect, no chaser and no goal. */
export function arcadeGame(words: readonly TWord[], names: readonly string[]): TPlan | undefined {
  // things that fall from the sky are the catch game's, which the project library builds
  if (words.some((w) => w.lemma === "fall" || w.word === "falling")) return undefined;
  const roles = readRoles(words, names);
  if (!roles) return undefined;
  const variables: TPlan["variables"] = [
    ...counted(roles).map((name) => ({ name, start: 0 })),
    ...(roles.lives !== undefined && roles.chaser ? [{ name: "lives", start: roles.lives }] : []),
    ...(roles.catches ? [{ name: roles.catches.variable, start: 0 }] : []),
  ];
  const items = roles.items.map((item) => itemCharacter(item, roles));
  // a player with a line to say on touching is drawn above the things it touches, so its scripts
  // look first each frame, before a touched thing goes somewhere new (Scratch runs the top sprite's first)
  // the child's Wall is a sprite of its own, touched as it is drawn
  const wall: TCharacter[] = roles.hazard && "sprite" in roles.hazard ? [{ name: roles.hazard.sprite, scripts: [] }] : [];
  const characters: TCharacter[] = [
    ...(roles.touchSays !== undefined ? [...items, playerCharacter(roles)] : [playerCharacter(roles), ...items]),
    ...wall,
    ...(roles.chaser ? [chaserCharacter(roles.chaser, roles)] : []),
    ...(roles.goal ? [goalCharacter(roles.goal)] : []),
  ];
  return { characters, variables, lists: [], stageScripts: [], leftOut: [] };
}

/** Words the game's parts are about: a part of the request made only of these is built. */
export const ARCADE_WORDS = ["collect", "collects", "collecting", "eat", "eats", "eating", "catch", "catches", "catching", "grab", "grabs", "gather", "touch", "touches", "get", "gets", "chase", "chases", "chasing", "follow", "follows", "following", "reach", "reaches", "win", "wins", "add", "adds", "start", "back", "walls", "wall", "point", "points", "score", "game", "over", "lives", "life", "arrow", "keys", "key", "move", "moves", "win", "mouse", "pointer", "each", "every"];
