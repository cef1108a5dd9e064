import { isActionWord, JOINERS, TRIGGER_WORDS, type TClause, type TClauseReading } from "./plan.clause";
import type { TScriptPlan } from "./plan.types";
import { MOVE_VERBS, TURN_VERBS } from "./plan.vocabulary";
import type { TWord } from "./plan.words";

/**
 * Keys in a request (issue 26): a key's trigger ("press space", "when r is pressed", "space to
 * jump"), the arrow keys or WASD that move a sprite while held, a pair of arrows ("left and right
 * arrow keys"), how far one press goes, and keys asked for as polled checks ("if key pressed").
 */

const KEY_LETTER = /^[a-z0-9]$/;

function readKeyAt(words: TWord[], i: number): { key: string; length: number } | undefined {
  const word = words[i];
  if (!word) return undefined;
  const next = words[i + 1]?.word;
  if (word.word === "space") return { key: "space", length: next === "bar" || next === "key" ? 2 : 1 };
  if (/^(?:up|down|left|right)$/.test(word.word) && (next === "arrow" || next === "key")) return { key: `${word.word} arrow`, length: words[i + 2]?.word === "key" ? 3 : 2 };
  if (word.word === "arrow" && /^(?:up|down|left|right)$/.test(next ?? "")) return { key: `${next} arrow`, length: 2 };
  if (word.word === "key" && /^(?:up|down|left|right)$/.test(next ?? "")) return { key: `${next} arrow`, length: 2 };
  if (word.word === "any" && next === "key") return { key: "any", length: 2 };
  // "key a plays note 60", "key 1 says one": the key named before its letter
  if (word.word === "key" && /^[a-z0-9]$/.test(words[i + 1]?.raw ?? "") && next !== "i") return { key: words[i + 1]?.raw as string, length: 2 };
  if (word.word === "enter" || word.word === "return") return { key: "enter", length: next === "key" ? 2 : 1 };
  if ((KEY_LETTER.test(word.raw) || (word.number !== undefined && Number.isInteger(word.number) && word.number < 10 && /^\d$/.test(word.raw))) && word.word !== "a" && word.word !== "i") {
    return { key: word.raw, length: next === "key" ? 2 : 1 };
  }
  if ((word.word === "a" || word.word === "i") && (next === "key" || /^(?:press|presses|pressed|pressing|letter)$/.test(words[i - 1]?.word ?? ""))) return { key: word.word, length: next === "key" ? 2 : 1 };
  return undefined;
}

const PRESS = new Set(["press", "hit", "tap", "push", "type", "hold"]);

export function findKey(clause: TClause): string | undefined {
  const { words } = clause;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TWord;
    // "press space", "when i press the up arrow", "with the d key", "when r is pressed"
    if (PRESS.has(word.lemma) || word.word === "with" || word.word === "using") {
      let j = i + 1;
      // "press a" at the end of a clause is the A key, "press a key" any key; "the key right" the right arrow
      const isLetterA = (k: number) => words[k]?.word === "a" && (words[k + 1] === undefined || words[k + 1]?.mark !== undefined || JOINERS.has(words[k + 1]?.word ?? "") || TRIGGER_WORDS.has(words[k + 1]?.word ?? "") || /^(?:to|for|the|my|his|her|their|your|an)$/.test(words[k + 1]?.word ?? ""));
      // "each press of space", "every press of the s key": the noun "press" names its key after "of"
      if (word.word === "press" && words[j]?.word === "of") j++;
      while (words[j] && /^(?:the|a|key|letter|button|on)$/.test((words[j] as TWord).word) && !(words[j]?.word === "a" && words[j + 1]?.word === "key") && !isLetterA(j)) j++;
      const direction = words[j]?.word;
      const bareArrow = direction !== undefined && /^(?:up|down|left|right)$/.test(direction) && words[j + 1]?.word !== "arrow" && PRESS.has(word.lemma);
      const key = bareArrow ? { key: `${direction} arrow`, length: 1 } : isLetterA(j) ? { key: "a", length: 1 } : readKeyAt(words, j);
      // "bigger with b", "shoots using k": a lone letter after "with" at the end of its part is that key
      const loneLetter = key !== undefined && key.length === 1 && /^[b-hj-z0-9]$/.test(words[j]?.raw ?? "") && j === i + 1 && !/^[xy]$/.test(words[j]?.raw ?? "") && (words[j + 1] === undefined || words[j + 1]?.mark !== undefined || JOINERS.has(words[j + 1]?.word ?? ""));
      if (key && (loneLetter || !((word.word === "with" || word.word === "using") && !/key|arrow|space/.test(words.slice(j, j + key.length + 1).map((w) => w.word).join(" "))))) {
        markTriggerWords(clause, i, j + key.length);
        return key.key;
      }
    }
    // "space to jump", "S to fly down", "W to make it fly up": a key, then what it is for
    const forKey = keyForAction(words, i);
    if (forKey) {
      for (let k = i; k < forKey.end; k++) clause.used[k] = true;
      return forKey.key;
    }
    const key = readKeyAt(words, i);
    // ("and a lifts it": the letter a, not the article, when a verb said of it follows)
    const asSubject = key ?? (word.word === "a" ? { key: "a", length: 1 } : undefined);
    const subject = asSubject ? keyAsSubject(words, i, asSubject) : undefined;
    if (asSubject && subject !== undefined) {
      markTriggerWords(clause, i, subject);
      return asSubject.key;
    }
    // "when u press ...": a child's "u" is "you", not the U key
    const shorthand = word.raw !== word.word && key?.length === 1;
    // "when its x is below -240", "if y is over 170": a position compared, not the X key
    const position = key !== undefined && /^[xy]$/.test(key.key) && (/^(?:its|his|her|their)$/.test(words[i - 1]?.word ?? "") || /^(?:below|above|under|over|less|more|greater|smaller|bigger|lower|higher|at|equal|than)$/.test(words[i + 2]?.word ?? "") || words[i + 2]?.number !== undefined);
    if (key && !shorthand && !position && (words[i + key.length]?.word === "is" || words[i + key.length]?.lemma === "press") && /^(?:is|press)$/.test(words[i + key.length]?.lemma ?? "")) {
      const end = i + key.length + (words[i + key.length]?.word === "is" ? 2 : 1);
      markTriggerWords(clause, i, end);
      return key.key;
    }
    if (key && /key|arrow/.test(words.slice(i, i + key.length).map((w) => w.word).join(" ")) && key.key !== "any" || (key?.key === "any" && words[i + 1]?.word === "key")) {
      markTriggerWords(clause, i, i + key.length);
      return key.key;
    }
  }
  return undefined;
}

/**
 * "space puts the pen down and a lifts it", "the up arrow moves 5", "left arrow turns left 15
 * degrees": a key at the start of its clause doing what a verb says is that key's trigger. A
 * letter alone must be followed by a verb said of it ("a lifts", not "a move" nor "u press"),
 * and "i" is the child. Returns where the key's words end, or undefined.
 */
/** ", the left arrow walks left", "and a lifts it": a key doing what its verb says opens a clause of its own. */
export function keySubjectAhead(words: readonly TWord[], from: number): boolean {
  let i = from;
  while (/^(?:the|then)$/.test(words[i]?.word ?? "")) i++;
  const key = readKeyAt(words as TWord[], i) ?? (words[i]?.word === "a" ? { key: "a", length: 1 } : undefined);
  return key !== undefined && keyAsSubject(words, i, key, true) !== undefined;
}

function keyAsSubject(words: readonly TWord[], i: number, key: { key: string; length: number }, opening = false): number | undefined {
  let k = i - 1;
  while (k >= 0 && /^(?:the|and|then|also)$/.test(words[k]?.word ?? "")) k--;
  if (!opening && k >= 0 && words[k]?.mark === undefined) return undefined;
  const end = i + key.length;
  const verb = words[end];
  if (!isActionWord(verb) || PRESS.has(verb?.lemma ?? "") || verb?.word === "to") return undefined;
  const letter = key.length === 1 && /^[a-z]$/.test(key.key);
  if (letter && (key.key === "i" || !/[^s]s$/.test(verb?.raw ?? ""))) return undefined;
  // ("a jumps"? no: a bare number key before a verb is an amount, "5 moves")
  if (/^\d$/.test(key.key)) return undefined;
  return end;
}

/**
 * "space to jump", "the left arrow to turn left", "W to make it fly up": a key (a letter only
 * where the request writes it alone, with a capital or at a clause's start), "to", then a verb,
 * maybe after "make it". Returns the key and where its words end (the verb is not its).
 */
export function keyForAction(words: readonly TWord[], i: number): { key: string; end: number } | undefined {
  const key = readKeyAt(words as TWord[], i);
  if (!key) return undefined;
  let to = i + key.length;
  if (words[to]?.word !== "to") return undefined;
  to++;
  const makes = words[to]?.word === "make" && /^(?:it|him|her|them|me)$/.test(words[to + 1]?.word ?? "") ? 2 : 0;
  if (!isActionWord(words[to + makes]) || words[to + makes]?.lemma === "make") return undefined;
  // ("go to x 10", "1 to 6": a letter or a number before "to" is a key only where nothing else holds it)
  const alone = i === 0 || words[i - 1]?.mark !== undefined || JOINERS.has(words[i - 1]?.word ?? "") || /^(?:the|press|pressing|use|using|want|wants|wanted|like|likes)$/.test(words[i - 1]?.word ?? "");
  if (!alone) return undefined;
  return { key: key.key, end: to + makes };
}

/** Marks a trigger's words as used, and the "when I" before it. */
export function markTriggerWords(clause: TClause, from: number, to: number): void {
  let start = from;
  while (start > 0 && /^(?:when|whenever|if|i|you|we|someone|the|player|user|each|every|time|once|as|soon)$/.test(clause.words[start - 1]?.word ?? "")) start--;
  let end = to;
  while (end < clause.words.length && /^(?:is|are|pressed|press|clicked|down|key|bar|to|on)$/.test(clause.words[end]?.word ?? "") && !(clause.words[end]?.word === "to" && isActionWord(clause.words[end + 1]) === false)) end++;
  for (let i = start; i < end; i++) clause.used[i] = true;
}

/**
 * "moves with the arrow keys", "use WASD to move": one script per key, each moving its way. The
 * amount is the request's own number when it gives one.
 */
export function readArrowKeys(clause: TClause, reading: TClauseReading): void {
  const { words } = clause;
  const arrows = words.findIndex((w, i) => (w.lemma === "arrow" && !/^(?:up|down|left|right)$/.test(words[i - 1]?.word ?? "") && !/^(?:up|down|left|right)$/.test(words[i + 1]?.word ?? "")) || w.word === "wasd");
  if (arrows < 0 || reading.trigger || reading.keyMoves) return;
  const wasd = words[arrows]?.word === "wasd";
  clause.used[arrows] = true;
  if (words[arrows + 1]?.lemma === "key") clause.used[arrows + 1] = true;
  for (let i = Math.max(0, arrows - 3); i < arrows; i++) if (/^(?:with|using|use|the|by|press|pressing)$/.test(words[i]?.word ?? "")) clause.used[i] = true;
  const given = words.find((w, i) => w.number !== undefined && !clause.used[i])?.number;
  const amount = given ?? 10;
  words.forEach((w, i) => {
    if (w.number === amount) useAmount(clause, i);
    if (MOVE_VERBS.has(w.lemma) || w.lemma === "control" || w.lemma === "steer") clause.used[i] = true;
  });
  const keys = wasd ? ["d", "a", "w", "s"] : ["right arrow", "left arrow", "up arrow", "down arrow"];
  const pointing = pointsThatWay(clause);
  // "each arrow key points it that way": every press of a key is its own script
  // ("moves 3 steps with each arrow key": the keys held, as "with the arrow keys")
  if (/^(?:each|every)$/.test(words[arrows - 1]?.word ?? "") && !/^(?:with|using|by|on)$/.test(words[arrows - 2]?.word ?? "")) {
    clause.used[arrows - 1] = true;
    reading.keyPresses = true;
  }
  reading.keyMoves = keys.map((key, k) =>
    // (with no amount of its own, the move said next, "and moves 10", is each key's)
    pointing ? { key, text: `point in direction (${[90, -90, 0, 180][k] as number})${given === undefined ? "" : `\nmove (${amount}) steps`}` } : { key, text: k < 2 ? `change x by (${k === 0 ? amount : -amount})` : `change y by (${k === 2 ? amount : -amount})` },
  );
}

/**
 * "points it that way and moves 10", "faces the way of the arrow": each key turns the sprite to
 * its own way before the move. Marks the words read; false when the clause says no such thing.
 */
function pointsThatWay(clause: TClause): boolean {
  const { words } = clause;
  for (let i = 0; i < words.length; i++) {
    if (!/^(?:point|face|turn)$/.test(words[i]?.lemma ?? "")) continue;
    let k = i + 1;
    if (/^(?:it|him|her|them)$/.test(words[k]?.word ?? "")) k++;
    if (/^(?:in|to|towards)$/.test(words[k]?.word ?? "")) k++;
    const way = words.slice(k, k + 5).map((w) => w.word).join(" ");
    const said = /^(?:that way|that direction|its way|the same way|the way of the (?:arrow|key)|the arrow's way|the direction of the (?:arrow|key))\b/.exec(way);
    if (!said) continue;
    for (let u = i; u < k + said[0].split(" ").length; u++) clause.used[u] = true;
    return true;
  }
  return false;
}

const PAIRS: Record<string, string> = { left: "right", right: "left", up: "down", down: "up" };

/**
 * "with the left and right arrow keys", "moves left and right with the arrow keys", "turns with
 * the left and right arrows": the two keys of a pair, held, and nothing else; a turning verb
 * turns the sprite, any other moves it that way. Not a key's trigger ("right arrow" alone).
 */
export function readArrowPair(clause: TClause, reading: TClauseReading, arrowsSaid = false): boolean {
  const { words, used } = clause;
  const pairAt = words.findIndex((w, i) => PAIRS[w.word] !== undefined && words[i + 1]?.word === "and" && words[i + 2]?.word === PAIRS[w.word]);
  if (pairAt < 0) return false;
  // ("turns with left and right", the arrows said before: the pair stands for them)
  const pairOfArrows = arrowsSaid && /^(?:with|using)$/.test(words[pairAt - 1]?.word ?? "") ? pairAt + 3 : -1;
  const arrow = words.findIndex((w) => w.lemma === "arrow") >= 0 ? words.findIndex((w) => w.lemma === "arrow") : pairOfArrows;
  if (arrow < 0) return false;
  // the pair names the arrows ("left and right arrow keys"), or the way the verb goes with the arrow keys
  const namesArrows = pairAt + 3 === arrow;
  const wayWithArrows = !namesArrows && pairAt < arrow && words.slice(pairAt + 3, arrow).every((w) => /^(?:with|using|the|by|pressing)$/.test(w.word));
  // "drives with the arrows up and down", "the arrow keys left and right": the pair after the arrows names them
  const arrowsFirst = !namesArrows && !wayWithArrows && (pairAt === arrow + 1 || (pairAt === arrow + 2 && words[arrow + 1]?.lemma === "key"));
  if (!namesArrows && !wayWithArrows && !arrowsFirst) return false;
  const verbAt = words.findIndex((w, i) => i < pairAt && (MOVE_VERBS.has(w.lemma) || TURN_VERBS.has(w.lemma) || /^(?:steer|rotate|control)$/.test(w.lemma)));
  const turns = verbAt >= 0 && (TURN_VERBS.has(words[verbAt]?.lemma ?? "") || /^(?:steer|rotate)$/.test(words[verbAt]?.lemma ?? ""));
  const ways = [words[pairAt]?.word as string, words[pairAt + 2]?.word as string];
  if (turns && ways.some((way) => way === "up" || way === "down")) return false;
  // (5 degrees a frame steers; 15 would spin a held key's car right round in a moment)
  const amount = words.find((w, i) => w.number !== undefined && !used[i])?.number ?? (turns ? 5 : 10);
  reading.keyMoves = ways.map((way) => ({
    key: `${way} arrow`,
    text: turns ? `turn ${way} (${amount}) degrees` : way === "left" || way === "right" ? `change x by (${way === "right" ? amount : -amount})` : `change y by (${way === "up" ? amount : -amount})`,
  }));
  if (arrowsFirst) {
    for (let i = Math.min(arrow, verbAt < 0 ? arrow : verbAt); i <= pairAt + 2; i++) if (i === verbAt || i >= arrow || /^(?:with|using|the|by|pressing)$/.test(words[i]?.word ?? "")) used[i] = true;
  }
  for (let i = Math.min(pairAt, verbAt < 0 ? pairAt : verbAt); !arrowsFirst && i <= arrow + 1 && i < words.length; i++) {
    if (i === verbAt || i >= pairAt || /^(?:with|using|the|by|pressing)$/.test(words[i]?.word ?? "")) used[i] = i <= arrow || words[i]?.lemma === "key";
  }
  words.forEach((w, i) => {
    if (w.number === amount) useAmount(clause, i);
  });
  return true;
}

/** The way each of the usual letter keys moves a sprite. */
const LETTER_WAYS: Record<string, string> = { w: "up", s: "down", a: "left", d: "right", i: "up", k: "down", j: "left", l: "right" };

/**
 * "PaddleA moves with w and s (12 steps up and down)", "moves up and down with i and k": two
 * letter keys that move a sprite, held, each its way (the ways said, else the keys' usual ones),
 * as far as the clause's number says. False when the clause says no such pair.
 */
export function readLetterPair(clause: TClause, reading: TClauseReading): boolean {
  const { words, used } = clause;
  const letter = (w: TWord | undefined) => (w !== undefined && w.mark === undefined && KEY_LETTER.test(w.raw) && !/^[xy0-9]$/.test(w.raw) ? w.raw : undefined);
  // ("with the j and l keys": a "the" before the letters and the word "keys" after them are the pair's too)
  const the = (i: number) => (words[i + 1]?.word === "the" ? 1 : 0);
  const withAt = words.findIndex((w, i) => /^(?:with|using)$/.test(w.word) && letter(words[i + 1 + the(i)]) !== undefined && /^(?:and|or)$/.test(words[i + 2 + the(i)]?.word ?? "") && letter(words[i + 3 + the(i)]) !== undefined && letter(words[i + 1 + the(i)]) !== letter(words[i + 3 + the(i)]));
  const verbAt = words.findIndex((w, i) => i < withAt && MOVE_VERBS.has(w.lemma));
  if (withAt < 0 || verbAt < 0 || reading.trigger) return false;
  const at = withAt + the(withAt);
  const named = /^keys?$/.test(words[at + 4]?.word ?? "") ? [at + 4] : [];
  for (const k of [withAt, ...named]) used[k] = true;
  const keys = [letter(words[at + 1]) as string, letter(words[at + 3]) as string];
  const pairAt = words.findIndex((w, i) => PAIRS[w.word] !== undefined && words[i + 1]?.word === "and" && words[i + 2]?.word === PAIRS[w.word]);
  const ways = pairAt >= 0 ? [words[pairAt]?.word as string, words[pairAt + 2]?.word as string] : keys.map((key) => LETTER_WAYS[key]);
  if (ways.some((way) => way === undefined)) return false;
  const amountAt = words.findIndex((w, i) => w.number !== undefined && !used[i]);
  const amount = amountAt >= 0 ? (words[amountAt]?.number as number) : 10;
  reading.keyMoves = keys.map((key, k) => {
    const way = ways[k] as string;
    return { key, text: way === "left" || way === "right" ? `change x by (${way === "right" ? amount : -amount})` : `change y by (${way === "up" ? amount : -amount})` };
  });
  for (const k of [verbAt, at, at + 1, at + 2, at + 3, ...(pairAt >= 0 ? [pairAt, pairAt + 1, pairAt + 2] : [])]) used[k] = true;
  if (amountAt >= 0) useAmount(clause, amountAt);
  return true;
}

/** "10 steps at a time", "5 each time", "3 pixels per press": how far one key press goes, all of it read. */
export function useAmount(clause: TClause, at: number): void {
  const { words, used } = clause;
  used[at] = true;
  let i = at + 1;
  if (/^(?:step|pixel|degree)$/.test(words[i]?.lemma ?? "")) used[i++] = true;
  const tail = words.slice(i, i + 3).map((w) => w.word).join(" ");
  const length = /^(?:at a time|each time|a time|per press|every time|a press)\b/.exec(tail)?.[0].split(" ").length ?? 0;
  for (let k = i; k < i + length; k++) used[k] = true;
}

/** "use forever and if key pressed": the request asks for keys checked in a loop, not key hats. */
export const asksForPolledKeys = (words: readonly TWord[]) => words.some((w, i) => w.word === "if" && words[i + 1]?.lemma === "key" && words[i + 2]?.lemma === "press");

/** A key's script as the same steps under `forever` / `if <key pressed?>` from the green flag. */
export function polledKey(script: TScriptPlan): TScriptPlan {
  if (script.trigger.kind !== "key") return script;
  const only = script.steps.length === 1 ? script.steps[0] : undefined;
  const body = only?.kind === "forever" ? only.body : script.steps;
  const key = script.trigger.key;
  return { trigger: { kind: "flag" }, steps: [{ kind: "forever", body: [{ kind: "if", condition: { text: `<key (${key} v) pressed?>`, words: `the ${key} key is pressed` }, then: body }] }], says: script.says.replace(/^When you press the (.+?) key:/, "While the $1 key is held:") };
}

/**
 * The pairs of keys a request gives, in order, each as (up or first, down or second): "W and S",
 * "i and k", "up and down arrows", "the up arrow and the down arrow". A two-player game takes one
 * pair per player, as the child said them.
 */
export function keyPairs(words: readonly TWord[]): [string, string][] {
  const pairs: [string, string][] = [];
  const letter = (w: TWord | undefined) => (w !== undefined && w.mark === undefined && KEY_LETTER.test(w.raw.toLowerCase()) && !/^[xy]$/.test(w.word) ? w.raw.toLowerCase() : undefined);
  const joins = (w: TWord | undefined) => w !== undefined && (w.word === "and" || w.word === "or" || w.mark === "/");
  for (let i = 0; i < words.length; i++) {
    const first = letter(words[i]);
    // "W and S": two single letters joined (the letter "a" or "i" only beside another key letter)
    if (first !== undefined && joins(words[i + 1])) {
      const second = letter(words[i + 2]);
      if (second !== undefined && second !== first) {
        pairs.push([first, second]);
        i += 2;
        continue;
      }
    }
    // "up and down arrows", "up arrow and down arrow"
    if (words[i]?.word === "up" || words[i]?.word === "down") {
      const span = words.slice(i, i + 5).map((w) => w.word).join(" ");
      const arrows = /^(up|down)(?: arrows?)? (?:and|or) (?:the )?(up|down) arrows?\b/.exec(span);
      if (arrows && arrows[1] !== arrows[2]) {
        pairs.push(["up arrow", "down arrow"]);
        i += 3;
      }
    }
  }
  return pairs;
}
