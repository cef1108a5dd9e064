import { readWords, type TWord } from "./plan.words";

/**
 * The child's own step for the keys that move a character (issue 26): "the Ninja moves with the
 * arrow keys 3 steps", "the Left paddle w and s 12 steps", "walks left right 6", "turns with left
 * and right 15 degrees", "Car1 moves 5 steps with w". A classic project or a library program
 * moves its player by numbers of its own (the maze by 4, pong's paddles by 8, the arrows by 5);
 * here each key the child gave a number to moves (or turns) its character by that number, in the
 * sprite's own key scripts and key checks, with the program's sign (left and down stay negative).
 * One place for every classic and library program, so none keeps a number the child replaced.
 */

export interface TOwnStep {
  /** The character, as the program names its sprite. */
  mover: string;
  /** The keys the number is for, as Scratch names them ("left arrow", "w"). */
  keys: string[];
  amount: number;
  /** Steps move (`change x by`, `change y by`, `move`); degrees turn. */
  unit: "steps" | "degrees";
}

const ALL_ARROWS = ["up arrow", "down arrow", "left arrow", "right arrow"];
/** A direction said without "arrow" ("walks left right 6") is its arrow or its letter, whichever the program listens to. */
const DIRECTION_KEYS: Record<string, string[]> = { up: ["up arrow", "w"], down: ["down arrow", "s"], left: ["left arrow", "a"], right: ["right arrow", "d"] };
const JOINERS = /^(?:and|or|,|\/|&|the|my|four|4|two|2|keys?|with|using)$/;
/** Words between a key and its number ("with the arrow keys, 10 steps", "(4 steps)"). */
const BEFORE_NUMBER = /^(?:,|keys?|:|-|=|by|of)$/;
/** A number that is no step: a time, a count, a place or a size. */
const NOT_A_STEP = /^(?:seconds?|secs?|s|times?|x|y|percent|%|beats?|points?|lives|clones?|costumes?)$/;
/** Verbs whose bare number is steps ("moves 4 with the up arrow"). */
const MOVES = /^(?:move|walk|go|run|drive|step|glide|slide)$/;
const isLetterKey = (word: string) => /^[b-hj-wz]$/.test(word);

/** The sprite name's words as the reader splits them ("Car1" is "car", "1"). */
const nameWords = (name: string) => name.toLowerCase().match(/[a-z]+|\d+(?:\.\d+)?/g) ?? [];

/** Where each sprite is named, longest names first so "Car1" is not "Car". */
function mentions(words: readonly TWord[], sprites: readonly string[]): { at: number; end: number; sprite: string }[] {
  const found: { at: number; end: number; sprite: string }[] = [];
  const byLength = [...sprites].sort((a, b) => nameWords(b).length - nameWords(a).length);
  for (let i = 0; i < words.length; i++) {
    for (const sprite of byLength) {
      const parts = nameWords(sprite);
      if (parts.length === 0 || !parts.every((part, k) => words[i + k]?.word === part || (k === parts.length - 1 && words[i + k]?.lemma === part))) continue;
      // "left" and "right" are directions unless written as the name ("the Left paddle")
      if (/^(?:left|right|up|down)$/.test(parts[0] as string) && words[i]?.name === undefined) continue;
      found.push({ at: i, end: i + parts.length, sprite });
      i += parts.length - 1;
      break;
    }
  }
  return found;
}

/** The keys said at `at` and after it ("a and d", "up and down arrows", "the arrow keys"), and where they end. */
function keysAt(words: readonly TWord[], at: number): { keys: string[]; end: number } | undefined {
  const keys: string[] = [];
  const directions: string[] = [];
  let i = at;
  let end = at;
  for (; i < words.length; i++) {
    const word = (words[i] as TWord).word;
    const next = words[i + 1]?.word ?? "";
    if (/^arrows?$/.test(word)) {
      keys.push(...(directions.length > 0 ? directions.map((d) => `${d} arrow`) : ALL_ARROWS));
      directions.length = 0;
      end = i + 1;
    } else if (word === "wasd") {
      keys.push("w", "a", "s", "d");
      end = i + 1;
    } else if (/^(?:up|down|left|right)$/.test(word)) {
      directions.push(word);
      end = i + 1;
    } else if (isLetterKey(word) || (word === "a" && /^(?:and|,|\/)$/.test(next) && isLetterKey(words[i + 2]?.word ?? "")) || (word === "a" && keys.length > 0 && /^(?:and|or|,|\/)$/.test(words[i - 1]?.word ?? ""))) {
      keys.push(word);
      end = i + 1;
    } else if (!JOINERS.test(word) || words[i]?.number !== undefined && !/^arrows?$/.test(next)) break;
  }
  keys.push(...directions.flatMap((d) => DIRECTION_KEYS[d] as string[]));
  return keys.length > 0 ? { keys: [...new Set(keys)], end } : undefined;
}

/** The number a key is given: right after it ("w and s 12 steps", "arrows (4 steps)") or said before "with" ("5 steps with w"). */
function amountAfter(words: readonly TWord[], end: number): { amount: number; unit: TOwnStep["unit"] } | undefined {
  let i = end;
  while (i < words.length && BEFORE_NUMBER.test((words[i] as TWord).word)) i++;
  const number = words[i]?.number;
  if (number === undefined || number <= 0) return undefined;
  const unit = words[i + 1]?.word ?? "";
  if (NOT_A_STEP.test(unit)) return undefined;
  return { amount: number, unit: /^degrees?$/.test(unit) ? "degrees" : "steps" };
}

function amountBefore(words: readonly TWord[], at: number, from: number): { amount: number; unit: TOwnStep["unit"] } | undefined {
  // "moves 5 steps with w": the number, its unit, then "with" right before the keys
  const joined = /^(?:with|using)$/.test(words[at]?.word ?? "") ? at : at - 1;
  if (!/^(?:with|using)$/.test(words[joined]?.word ?? "")) return undefined;
  // "the Car moves 4 with the up arrow": a number right after the verb that moves is its steps
  const bare = words[joined - 1]?.number;
  if (bare !== undefined && bare > 0 && joined - 2 >= from && MOVES.test(words[joined - 2]?.lemma ?? "")) return { amount: bare, unit: "steps" };
  const unit = words[joined - 1]?.word ?? "";
  const number = words[joined - 2]?.number;
  if (joined - 2 < from || number === undefined || !/^(?:steps?|degrees?)$/.test(unit)) return undefined;
  return { amount: number, unit: /^degrees?$/.test(unit) ? "degrees" : "steps" };
}

/** Each character's keys with the number the child gave them, read in the stretch of words that names the character. */
export function readOwnSteps(words: readonly TWord[], sprites: readonly string[]): TOwnStep[] {
  const found = mentions(words, sprites);
  const steps: TOwnStep[] = [];
  found.forEach((mention, n) => {
    const next = found[n + 1]?.at ?? words.length;
    // "the Girl collects the Star with the arrow keys 7": keys said after the thing the verb takes are its subject's
    const before = found[n - 1];
    let article = mention.at - 1;
    if (/^(?:the|a|an)$/.test(words[article]?.word ?? "")) article--;
    const taken = before !== undefined && article > before.end - 1 && words[article]?.isVerb === true && !words.slice(before.at, mention.at).some((w) => /^[.!?;,]$/.test(w.mark ?? "") || /^(?:and|then|while|when|if)$/.test(w.word));
    const mover = taken ? before.sprite : mention.sprite;
    // the stretch ends at the next character or the sentence's end
    let stop = mention.end;
    while (stop < next && !/^[.!?;]$/.test(words[stop]?.mark ?? "")) stop++;
    for (let i = mention.end; i < stop; i++) {
      const keys = keysAt(words, i);
      if (!keys) continue;
      // "Paddle1 moves with q and a (10 steps), Paddle2 with p and l": a character said with its keys alone takes the number just given
      const elliptic = /^(?:with|using)$/.test(words[mention.end]?.word ?? "") ? steps.find((step) => step.mover === found[n - 1]?.sprite) : undefined;
      const amount = amountAfter(words, keys.end) ?? amountBefore(words, i, mention.end) ?? (elliptic ? { amount: elliptic.amount, unit: elliptic.unit } : undefined);
      if (amount) {
        const had = new Set(steps.filter((step) => step.mover === mover && step.unit === amount.unit).flatMap((step) => step.keys));
        const own = keys.keys.filter((key) => !had.has(key));
        if (own.length > 0) steps.push({ mover, keys: own, ...amount });
      }
      i = Math.max(i, keys.end - 1);
    }
  });
  return steps;
}

const KEY_HAT = /^when \[(.+?) v\] key pressed$/;
const KEY_CHECK = /^(\s*)if <key \((.+?) v\) pressed\?> then$/;
const MOVE = /^(\s*)(change [xy] by \(|move \()(-?\d+(?:\.\d+)?)(\)(?: steps)?)$/;
const TURN = /^(\s*)(turn (?:right|left) \()(-?\d+(?:\.\d+)?)(\) degrees)$/;

/** A line that moves or turns by a number, with the child's number in its place (the sign kept). */
function withAmount(line: string, step: TOwnStep): string {
  const match = (step.unit === "steps" ? MOVE : TURN).exec(line);
  if (!match) return line;
  const old = Number(match[3]);
  if (old === 0) return line;
  return `${match[1]}${match[2]}${old < 0 ? -step.amount : step.amount}${match[4]}`;
}

/**
 * The program with each character's keys moving by the child's numbers: in the sprite's section,
 * the moves of a `when [key v] key pressed` script and of an `if <key (key v) pressed?>` check
 * (a wall check inside it steps back by the same number); a loop inside the check (a jump's
 * `repeat`) is the program's own and stays.
 */
export function placeOwnSteps(prompt: string, text: string): string {
  const sprites = [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim());
  if (sprites.length === 0) return text;
  const steps = readOwnSteps(readWords(prompt), sprites);
  if (steps.length === 0) return text;
  const lines = text.split("\n");
  let sprite: string | undefined;
  let hatKey: string | undefined;
  /** The key checks the line is inside, by their indent. */
  let checks: { indent: number; key: string }[] = [];
  let loopIndent: number | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const section = /^\/\/ (?:sprite: (.+)|stage)$/.exec(line);
    if (section) {
      sprite = section[1]?.trim();
      hatKey = undefined;
      checks = [];
      continue;
    }
    if (/^when /.test(line) || line.trim() === "") {
      hatKey = KEY_HAT.exec(line)?.[1];
      checks = [];
      loopIndent = undefined;
      continue;
    }
    const indent = line.search(/\S/);
    checks = checks.filter((check) => check.indent < indent);
    if (loopIndent !== undefined && indent <= loopIndent) loopIndent = undefined;
    const check = KEY_CHECK.exec(line);
    if (check) {
      checks.push({ indent, key: check[2] as string });
      continue;
    }
    const key = checks[checks.length - 1]?.key ?? (hatKey !== undefined && indent === 0 ? hatKey : undefined);
    if (key === undefined || sprite === undefined) continue;
    if (/^\s*(?:repeat|forever)\b/.test(line) && checks.length > 0) {
      loopIndent ??= indent;
      continue;
    }
    if (loopIndent !== undefined) continue;
    const own = steps.find((step) => step.mover === sprite && step.keys.includes(key) && (step.unit === "steps" ? MOVE : TURN).test(line));
    if (own) lines[i] = withAmount(line, own);
  }
  return lines.join("\n");
}
