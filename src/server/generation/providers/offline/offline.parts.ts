import type { TActionId, TActionWords } from "./offline.actions";
import { COLOUR_WORDS, NUMBER_WORDS } from "./offline.lexicon";
import { canonicalWord, clean, findKeys } from "./offline.read";
import { quoteIndex, quotePlaceholder } from "./offline.quotes";

/**
 * Reads a request into parts: sentences, then pieces joined by "and", "then" or a comma when
 * what follows is a new verb or trigger ("jump when I press space, say hi and play a sound").
 * Each piece gets its trigger (a key, a click, touching something, every N seconds...), its
 * actions in order (each with the words after its verb) and how often it repeats. Pure and
 * deterministic; offline.compose.ts turns pieces into scripts.
 */

export type TTouchTarget = { kind: "edge" } | { kind: "mouse" } | { kind: "colour"; hex: string; thing: string | undefined };

export type TTrigger =
  | { kind: "flag" }
  | { kind: "key"; key: string }
  | { kind: "click" }
  | { kind: "touch"; target: TTouchTarget }
  | { kind: "every"; seconds: number }
  | { kind: "after"; seconds: number }
  | { kind: "message"; name: string }
  | { kind: "loud" }
  | { kind: "score"; value: number };

export type TRepeat = { kind: "forever" } | { kind: "times"; count: number };

export interface TFoundAction {
  id: TActionId;
  words: TActionWords;
  /** The child said "then" before it: the step before should be seen before this one starts. */
  afterThen?: boolean;
}

export interface TPiece {
  /** The piece as the child wrote it (lower-cased, quotes restored), for explanations. */
  text: string;
  /** How it joins the piece before it in the same sentence. */
  joiner: "start" | "and" | "then" | "comma";
  sentence: number;
  words: string[];
  trigger: TTrigger | undefined;
  /** The trigger comes before the first action ("when I press space, jump"). */
  triggerFirst: boolean;
  actions: TFoundAction[];
  repeat: TRepeat | undefined;
  /** It asks for something (a verb or "make", "add", ...), so it must be built or named as not built. */
  isRequest: boolean;
  /** The piece without its trigger's words, as typed: what a recipe is matched on. */
  rest: string;
  /** It opens with a verb the generator has no blocks for ("breathe fire", "explode"). */
  unknownVerb: string | undefined;
}

// ---- words

const QUOTES = /["\u201c\u201d]([^"\u201c\u201d]{1,80})["\u201c\u201d]|(?<=^|\s)'([^']{1,60})'(?=\s|[.,!?;:]|$)/g;

interface TTokens {
  raw: string[];
  words: string[];
}

function tokenize(text: string): TTokens {
  const raw = clean(text).trim().split(" ").filter((word) => word.length > 0);
  const words = raw.map((word) => {
    if (word === "," || word === "." || quoteIndex(word) !== undefined) return word;
    const number = NUMBER_WORDS[word];
    // "four times", "ten steps": digits, so every reader below sees one kind of number
    if (number !== undefined && word !== "half" && word !== "dozen") return String(number);
    return canonicalWord(word);
  });
  return { raw, words };
}

// ---- where to split

const ACTION_START =
  /^(?:move|go|walk|run|jump|hop|leap|turn|rotate|spin|twirl|flip|face|point|say|talk|speak|tell|shout|yell|scream|greet|think|play|make|meow|bark|woof|roar|quack|moo|purr|beep|pop|buzz|change|switch|grow|shrink|get|hide|disappear|vanish|show|appear|reappear|come|fade|glide|slide|teleport|follow|chase|bounce|stop|end|add|lose|score|clone|copy|duplicate|draw|ask|wait|pause|dance|reset|fly|swim|float|drive|step|travel|sing|animate|flash|glow|put|give|have|let|set|create|build|count|when|whenever|if|every|each|press|click|tap|once|after|at|on|then|start|keep|send|broadcast|do|use|need|want)$/;
/**
 * Verbs a child uses that the generator has no blocks for. They still start a new piece, so
 * "roar and breathe fire" builds the roar and names "breathe fire" as not built.
 */
const UNKNOWN_VERBS =
  /^(?:breathe|breathes|explode|explodes|eat|eats|sleep|sleeps|fight|fights|die|dies|blow|blows|climb|climbs|kick|kicks|throw|throws|open|opens|close|closes|cry|cries|laugh|laughs|smile|smiles|wave|waves|wink|winks|build|builds|dig|digs|sneeze|sneezes|burn|burns|melt|melts|swing|swings|fall|falls|sing|sings|do|does|teleports|transform|transforms|turn into|become|becomes|lay|lays|cook|cooks|write|writes|read|reads|backflip|flip over|talk like)$/;

/** Words between the joiner and the verb that do not change what follows ("and then it should jump"). */
const SKIP_AFTER_JOIN = new Set(["and", "then", "also", "plus", "after", "that", "next", "it", "he", "she", "they", "we", "i", "you", "the", "a", "my", "should", "can", "will", "could", "must", "to", "also", "would", "please", "its", "his", "her", "their", "cat", "sprite", "character", "dog", "player", "ball", "bird", "fish", "it'll", "itll", "be", "able", "want", "wants", "like", "need", "needs"]);

function startsNewPiece(words: string[], from: number): boolean {
  for (let i = from; i < Math.min(words.length, from + 6); i++) {
    const word = words[i] as string;
    if (word === "," || word === ".") return false;
    // "and d to go right", "and the up arrow to jump": a key that starts its own piece
    if (/^[a-z0-9]$/.test(word) && /^(?:to|key|for|makes|will)$/.test(words[i + 1] ?? "")) return true;
    if (/^(?:up|down|left|right|space)$/.test(word) && /^(?:arrow|key|bar)$/.test(words[i + 1] ?? "") && /^(?:to|for|makes|will|key|arrow)$/.test(words[i + 2] ?? "")) return true;
    // "go up 50 and down 50": a direction with its own amount, for the same verb
    if (/^(?:up|down|left|right|back|forward)$/.test(word) && /^(?:\d|again)/.test(words[i + 1] ?? "")) return true;
    if (/^\d/.test(word)) return false;
    if (ACTION_START.test(word) || UNKNOWN_VERBS.test(word)) return true;
    if (!SKIP_AFTER_JOIN.has(word)) {
      // "and left when I press the left arrow": a new trigger close by starts a piece too
      for (let j = i + 1; j < Math.min(words.length, i + 5); j++) if (/^(?:when|whenever|if)$/.test(words[j] as string)) return true;
      // "and right with the D key": another key close by, for the same verb
      for (let j = i + 1; j < Math.min(words.length, i + 5); j++) if (/^(?:key|arrow)$/.test(words[j] as string) && /^(?:up|down|left|right|[a-z0-9])$/.test(words[j - 1] as string)) return true;
      return false;
    }
  }
  return false;
}

interface TRawPiece {
  raw: string[];
  words: string[];
  joiner: TPiece["joiner"];
  sentence: number;
}

function splitPieces(tokens: TTokens): TRawPiece[] {
  const pieces: TRawPiece[] = [];
  let sentence = 0;
  let current: TRawPiece = { raw: [], words: [], joiner: "start", sentence };
  const push = (joiner: TPiece["joiner"], newSentence: boolean) => {
    if (current.words.some((word) => word !== "," && word !== ".")) pieces.push(current);
    if (newSentence) sentence++;
    current = { raw: [], words: [], joiner: newSentence ? "start" : joiner, sentence };
  };
  const { raw, words } = tokens;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (word === ".") {
      // "Then" opening a new sentence still chains on to the last piece
      push("start", true);
      if (next === "then") current.joiner = "then";
      continue;
    }
    const isJoin = word === "," || word === "and" || word === "then" || word === "also" || (word === "plus" && !/^\d/.test(next ?? "")) || word === "next";
    if (isJoin && current.words.length > 0 && startsNewPiece(words, i + 1)) {
      const then = word === "then" || (next === "then" && (word === "and" || word === ",")) || (word === "," && words[i + 1] === "and" && words[i + 2] === "then");
      push(then ? "then" : word === "," ? "comma" : "and", false);
      continue;
    }
    current.raw.push(raw[i] as string);
    current.words.push(word);
  }
  push("start", false);
  return pieces;
}

// ---- triggers

const COLOUR_BY_WORD = new Map(COLOUR_WORDS.filter(([word]) => !word.includes(" ")).map(([word, hex]) => [word, hex]));
/** Things a child names that a one-sprite program can only see as a colour on the backdrop. */
const THING_COLOURS: Record<string, string> = {
  apple: "#ff0000", strawberry: "#ff0000", cherry: "#ff0000", lava: "#ff0000", fire: "#ff0000", heart: "#ff0000",
  banana: "#ffdd00", coin: "#ffdd00", star: "#ffdd00", cheese: "#ffdd00", sun: "#ffdd00", gold: "#ffcc00", lemon: "#ffdd00",
  grass: "#00aa00", tree: "#00aa00", leaf: "#00aa00", frog: "#00aa00", water: "#0066ff", sea: "#0066ff", lake: "#0066ff",
  river: "#0066ff", ice: "#66ccff", sky: "#66ccff", cloud: "#ffffff", snow: "#ffffff", ground: "#8b4513", mud: "#8b4513",
  carrot: "#ff8800", orange: "#ff8800", grape: "#8800cc", plum: "#8800cc", flower: "#ff66cc",
};
const NOT_THINGS = new Set(["it", "me", "him", "her", "them", "that", "this", "something", "anything", "other", "another", "thing", "one", "a", "an", "the", "my", "your", "sprite"]);

function touchTarget(words: string[]): TTouchTarget {
  const objectWords = words.filter((word) => !NOT_THINGS.has(word));
  for (const word of objectWords) {
    // "the top" of the stage is its edge too: a one-sprite program feels every edge the same
    if (/^(?:edge|side|border|wall|corner|end|top|bottom)$/.test(word)) {
      const colour = objectWords.map((w) => COLOUR_BY_WORD.get(w)).find((hex) => hex !== undefined);
      // a coloured wall is painted on the backdrop; a plain one is the stage's edge
      return colour && word === "wall" ? { kind: "colour", hex: colour, thing: "wall" } : { kind: "edge" };
    }
    if (/^(?:mouse|pointer|cursor)$/.test(word)) return { kind: "mouse" };
    const colour = COLOUR_BY_WORD.get(word);
    if (colour) {
      const thing = objectWords[objectWords.indexOf(word) + 1];
      return { kind: "colour", hex: colour, thing: thing && THING_COLOURS[thing] ? thing : undefined };
    }
    const thingColour = THING_COLOURS[word];
    if (thingColour) return { kind: "colour", hex: thingColour, thing: word };
  }
  const thing = objectWords[0];
  return { kind: "colour", hex: "#ffdd00", thing: thing && /^[a-z]{3,12}$/.test(thing) ? thing : undefined };
}

interface TFoundTrigger {
  trigger: TTrigger;
  /** Word positions the trigger uses: no action is read from them. */
  from: number;
  to: number;
}

const CONDITION = /^(?:when|whenever|if|once|after|each|every|as|until|on)$/;
/** Words that belong to a trigger before its key or click: "when you press", "each time I click on". */
const LEAD = /^(?:when|whenever|if|once|after|each|every|time|as|soon|i|you|u|we|someone|they|he|she|it|the|player|is|gets|get|on|press|presses|pressed|hit|tap|push|somebody|my|daughter|son)$/;

/** The first word of the trigger: back from `at` over its own words only. */
function leadFrom(words: string[], at: number): number {
  let from = at;
  while (from > 0 && LEAD.test(words[from - 1] as string) && at - from < 6) from--;
  // "the sprite is turning when I click": never start on a bare "the" or "it"
  while (from < at && !CONDITION.test(words[from] as string) && !/^(?:press|presses|pressed|hit|tap|push|is|gets)$/.test(words[from] as string)) from++;
  return from;
}

const COLLECT = /^(?:collect|collects|collecting|eat|eats|eating|grab|grabs|grabbing|gets|get)$/;

function findTouch(words: string[]): TFoundTrigger | undefined {
  // "the cat collects coins": each coin it touches
  for (let i = 0; i < words.length - 1; i++) {
    if (!COLLECT.test(words[i] as string)) continue;
    let j = i + 1;
    while (/^(?:the|a|an|some|all|up)$/.test(words[j] ?? "")) j++;
    const thing = (words[j] ?? "").replace(/e?s$/, "");
    const hex = THING_COLOURS[thing] ?? THING_COLOURS[words[j] ?? ""];
    if (hex) return { trigger: { kind: "touch", target: { kind: "colour", hex, thing } }, from: i, to: j + 1 };
  }
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    // "when it gets to the edge", "when it comes to the wall": arriving is touching
    const arrives =
      /^(?:gets|get|goes|go|comes|come|arrives|arrive)$/.test(word) &&
      /^(?:to|at)$/.test(words[i + 1] ?? "") &&
      /^(?:edge|side|border|wall|corner|top|bottom)$/.test(words.slice(i + 2, i + 4).find((next) => !/^(?:the|a|an|any)$/.test(next)) ?? "");
    const touching = arrives || /^(?:touch|touches|touching|touched|hit|hits|bump|bumps|bumped|reach|reaches|reached|collide|collides|crash|crashes|meet|meets)$/.test(word);
    if (!touching) continue;
    // needs "when"/"if" before it ("when it touches the edge"), or "touching" itself
    let lead = -1;
    for (let j = i - 1; j >= Math.max(0, i - 5); j--) if (CONDITION.test(words[j] as string)) lead = j;
    if (lead < 0 && word !== "touching") continue;
    let end = i + 1;
    while (end < words.length && /^(?:the|a|an|with|into|on|to|at|against|any|some|something|anything)$/.test(words[end] as string)) end++;
    const objectWords = words.slice(end, end + 3).filter((w) => w !== "," && w !== ".");
    const firstObject = objectWords[0];
    if (firstObject === undefined) continue;
    // "when I touch the sprite with the mouse" is a click
    if (/^(?:sprite|it|him|her|cat|character)$/.test(firstObject) && words.slice(end, end + 5).some((w) => w === "mouse" || w === "pointer")) {
      return { trigger: { kind: "click" }, from: lead >= 0 ? lead : i, to: Math.min(words.length, end + 5) };
    }
    // "hit space" is a key, read elsewhere
    if (/^(?:space|key|button)$/.test(firstObject)) continue;
    const target = touchTarget(objectWords.slice(0, objectWords[1] && (THING_COLOURS[objectWords[1]] || /^(?:edge|wall|side|border)$/.test(objectWords[1])) ? 2 : 1));
    const used = target.kind === "colour" && target.thing && objectWords[1] === target.thing ? 2 : 1;
    return { trigger: { kind: "touch", target }, from: lead >= 0 ? lead : i, to: end + used };
  }
  return undefined;
}

const PRESS = /^(?:press|presses|pressed|pressing|hit|hits|tap|taps|tapped|push|pushes|pushed|type|types|key|keys|button|bar|arrow|hold|holds|on|with|using|use)$/;
const ARROW_WORD = /^(?:up|down|left|right)$/;

function findKey(raw: string[], words: string[]): TFoundTrigger | undefined {
  const text = ` ${raw.filter((w) => w !== "," && w !== ".").join(" ")} `;
  if (/ arrows /.test(text) || / arrow keys /.test(text)) return undefined;
  let keys = findKeys(text);
  let at = -1;
  // "when h is pressed", "push r", "key right": ways findKeys does not read
  const spoken = / (?:when|if|once|whenever) (?:the )?([a-z0-9]) (?:key )?(?:is|gets|was) (?:pressed|pushed|hit|tapped)| (?:push|pushes|pushed|pushing|type|types|typed) (?:the )?(?:key |letter )?([b-z0-9]|space|up|down|left|right)(?: arrow)? | key (up|down|left|right) | (?:the )?(up|down|left|right) (?:key|button) /.exec(text);
  if (keys.length === 0 && spoken) {
    const key = (spoken[1] ?? spoken[2] ?? spoken[3] ?? spoken[4]) as string;
    keys = [ARROW_WORD.test(key) ? `${key} arrow` : key];
  }
  if (keys.length === 0) {
    // "press up", "hit left": an arrow key without the word arrow
    for (let i = 0; i + 1 < raw.length; i++) {
      if (/^(?:press|presses|pressed|pressing|hit|tap|push)$/.test(raw[i] as string) && ARROW_WORD.test(raw[i + 1] ?? "") && raw[i + 2] !== "arrows") {
        keys = [`${raw[i + 1]} arrow`];
        at = i;
        break;
      }
    }
    // "press a to go left": the letter a, when no noun follows ("press a key" is any key)
    for (let i = 0; keys.length === 0 && i + 1 < raw.length; i++) {
      if (/^(?:press|presses|pressed|pressing|hit|tap|push)$/.test(raw[i] as string) && raw[i + 1] === "a" && !/^(?:key|button|letter|number|lot|few|big|small|random|different)$/.test(raw[i + 2] ?? "")) {
        keys = ["a"];
        at = i + 1;
      }
    }
    // "d to go right": a single key opening the piece
    const first = raw[0] ?? "";
    if (keys.length === 0 && /^[a-z0-9]$/.test(first) && first !== "a" && first !== "i" && /^(?:to|for|makes?|will|key)$/.test(raw[1] ?? "")) {
      keys = [first];
      at = 0;
    }
  }
  const key = keys[0];
  if (key === undefined) return undefined;
  if (!words.some((word) => PRESS.test(word)) && at < 0) return undefined;
  if (at < 0) {
    const [first, second] = key.split(" ") as [string, string | undefined];
    // the arrow key's own words, not an earlier "face left"
    at = raw.findIndex((word, i) => (second ? word === first && raw[i + 1] === second : word === first) || (first === "space" && /^space/.test(word)) || (key === "any" && word === "any" && raw[i + 1] === "key"));
    if (at < 0) at = raw.lastIndexOf(first);
    if (at < 0) at = 0;
  }
  // the trigger's words: back to the condition word, forward past the key
  const from = leadFrom(words, at);
  let to = at + key.split(" ").length;
  while (to < words.length && /^(?:key|keys|button|bar|arrow|is|gets|pressed|press)$/.test(words[to] as string)) to++;
  return { trigger: { kind: "key", key }, from: Math.max(0, from), to };
}

function findClick(words: string[]): TFoundTrigger | undefined {
  const at = words.findIndex((word) => /^(?:click|clicked|clicks|clicking|tap|tapped|taps)$/.test(word));
  if (at < 0 || words.includes("flag")) return undefined;
  const from = leadFrom(words, at);
  let to = at + 1;
  while (to < words.length && to < at + 4 && /^(?:on|it|him|her|them|me|this|that|the|my|sprite|cat|dog|character|button|one)$/.test(words[to] as string)) to++;
  return { trigger: { kind: "click" }, from, to };
}

function findFlag(words: string[]): TFoundTrigger | undefined {
  const text = words.join(" ");
  const patterns = [
    /\b(?:(?:when|once|if|after) (?:you |i |we |someone )?(?:click|press|hit|tap) (?:on )?(?:the )?)?green flag(?: is)?(?: click| clicked| pressed| press)?/,
    /\b(?:when|once|as soon as|after) (?:the )?(?:game|program|project|music|show|story|it|you|we|i) (?:start|starts|begin|begins|run|runs|start it)\b/,
    /\bat the (?:start|beginning)(?: of the game)?\b/,
    /\b(?:on|at) start\b/,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const from = text.slice(0, m.index).split(" ").filter((w) => w.length > 0).length;
    return { trigger: { kind: "flag" }, from, to: from + m[0].split(" ").length };
  }
  return undefined;
}

function findTimed(words: string[]): TFoundTrigger | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word !== "every" && word !== "after") continue;
    const next = words[i + 1] ?? "";
    const number = /^\d+(?:\.\d+)?$/.test(next) ? Number(next) : undefined;
    const unit = words[i + (number === undefined ? 1 : 2)] ?? "";
    if (!/^(?:second|seconds|sec|secs|minute|minutes)$/.test(unit)) continue;
    const value = Math.min(600, Math.max(0.1, (number ?? 1) * (/^minute/.test(unit) ? 60 : 1)));
    const to = i + (number === undefined ? 2 : 3);
    return { trigger: word === "every" ? { kind: "every", seconds: value } : { kind: "after", seconds: value }, from: i, to };
  }
  return undefined;
}

function findMessage(words: string[]): TFoundTrigger | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!/^(?:receive|receives|hear|hears|get|gets)$/.test(words[i] as string)) continue;
    if (!CONDITION.test(words[i - 1] ?? "") && !CONDITION.test(words[i - 2] ?? "")) continue;
    let j = i + 1;
    while (/^(?:the|a|message|signal|broadcast)$/.test(words[j] ?? "")) j++;
    const name = words[j];
    if (!words.slice(i, j + 2).some((w) => /^(?:message|signal|broadcast)$/.test(w)) || !name || !/^[a-z][a-z0-9]*$/.test(name)) continue;
    return { trigger: { kind: "message", name }, from: Math.max(0, i - 2), to: j + 1 };
  }
  return undefined;
}

function findLoud(words: string[]): TFoundTrigger | undefined {
  const text = words.join(" ");
  const m = /\b(?:when|if|whenever) (?:i |you |we |someone )?(?:clap|clapping|claps|make a loud (?:noise|sound)|it is loud|it gets loud|there is a loud (?:noise|sound)|shout into the (?:mic|microphone))\b/.exec(text);
  if (!m) return undefined;
  const from = text.slice(0, m.index).split(" ").filter((w) => w.length > 0).length;
  return { trigger: { kind: "loud" }, from, to: from + m[0].split(" ").length };
}

function findScoreReached(words: string[]): TFoundTrigger | undefined {
  const text = words.join(" ");
  const m = /\b(?:when|if|once|whenever) (?:the |my |your )?(?:score|point|points) (?:reach|reaches|get to|gets to|is|hit|hits|equal|equals|go to|goes to|gets|becomes)(?: to| up to)? (\d+)\b/.exec(text);
  if (!m) return undefined;
  const from = text.slice(0, m.index).split(" ").filter((w) => w.length > 0).length;
  return { trigger: { kind: "score", value: Math.min(100000, Number(m[1])) }, from, to: from + m[0].split(" ").length };
}

function findTrigger(raw: string[], words: string[]): TFoundTrigger | undefined {
  // order matters: a key beats "hit"/"tap" as touching or clicking; the green flag beats a click
  return findFlag(words) ?? findMessage(words) ?? findLoud(words) ?? findScoreReached(words) ?? findKey(raw, words) ?? findTouch(words) ?? findClick(words) ?? findTimed(words);
}

// ---- actions

const C = "(?:colou?r|colou?rs)";
const NAMED_COLOUR = "(?:red|blue|green|yellow|orange|purple|pink|black|white|gold|cyan|violet|turquoise|magenta|grey|gray|brown)";

/** Verb patterns on the canonical words, best first where two start at the same word. */
const ACTION_PATTERNS: [TActionId, RegExp][] = [
  ["stop", /(?<!\b(?:called|named|message|say|says) )\b(?:stop (?:the )?(?:game|everything|all|program|project)|game over|end (?:the )?game|stop)\b/g],
  ["score", /\b(?:(?:add|adds|get|gets|gain|gains|win|wins|earn|earns|give|gives|score|scores|increase|increases|plus)(?: me| you| him| her| them| the player| us)? (?:a |an |one |another |\d+ |more )?(?:point|points|life|lives|heart)|(?:score|point|points) (?:that |which |will |should |to |would |must )?(?:go|goes|going|go up|goes up|increase|increases|rise|rises)(?: up)?|(?:lose|loses|lost|take away|takes away|minus|subtract) (?:a |an |one |\d+ )?(?:point|points|life|lives|heart|score)|(?:change|increase|decrease|raise) (?:the |my |your )?score|(?:add|adds|plus) \d+ (?:to|on) (?:the |my |your )?score|(?:add|adds|plus) (?:one|1|a point) to (?:the |my |your )?score)\b/g],
  ["reset", /\b(?:go back to normal|back to normal|normal size|reset)\b/g],
  ["centre", /\b(?:(?:go|goes) (?:back )?to (?:the )?(?:middle|centre|center|start)|(?:move|jump) to (?:the )?(?:middle|centre|center))\b/g],
  ["random", /\b(?:(?:go|move|jump|glide|slide|float) to (?:a |any |some )?random(?: place| position| spot| location| point)?|random (?:place|position|spot|location)|teleport|somewhere random|anywhere)\b/g],
  ["mouse", /\b(?:(?:follow|follows|chase|chases|track|tracks) (?:the |my |your )?(?:mouse|pointer|cursor)(?: pointer)?|(?:go|move|jump|glide) to (?:the |my |your )?(?:mouse|pointer|cursor)(?: pointer)?)\b/g],
  ["face", /\b(?:face|faces|point|points|look|looks) (?:to |towards? |at )?(?:the )?(?:left|right|up|down|mouse|pointer|cursor)\b/g],
  ["colour", new RegExp(`\\b(?:(?:change|changes|switch|switches) (?:its |the |his |her |their |my |your )?${C}|(?:turn|turns|go|goes|become|becomes) ${NAMED_COLOUR}|rainbow|flash|flashes|glow|glows|${C} effect)\\b`, "g")],
  ["hide", /\b(?:hide|hides|disappear|disappears|vanish|vanishes|(?:go|goes|turn|turns|become|becomes) invisible|go away|goes away)\b/g],
  ["show", /\b(?:(?:show|shows)(?= (?:again|up|itself|it|him|her|them|back|the sprite|the cat|the character|when|if|and|then|after|,|\.)| ?$)|appear|appears|reappear|reappears|come back(?! down| up)|comes back(?! down| up)|become visible|becomes visible)\b/g],
  ["backdrop", /\b(?:(?:change|changes|switch|switches|swap|next|new) (?:the |its )?(?:backdrop|background|scene)|next backdrop|(?:backdrop|background|scene) (?:is |will |should |to )?(?:change|changes|changing|switch|switches))\b/g],
  ["costume", /\b(?:(?:change|changes|switch|switches|swap|next) (?:its |the |his |her |their )?(?:costume|look|outfit)|costume|animate|flap|flaps)\b/g],
  ["ghost", /\b(?:fade|fades|ghost|see through|transparent)\b(?: away| out)?/g],
  ["grow", /\b(?:grow|grows|(?:get|gets|getting|go|goes|going|become|becomes|becoming|grow|grows) (?:bigger|big|larger)|bigger|larger|double in size)\b/g],
  ["shrink", /\b(?:shrink|shrinks|(?:get|gets|getting|go|goes|going|become|becomes|becoming) (?:smaller|small|tiny)|smaller)\b/g],
  ["drum", /\b(?:play (?:a |the |some )?drums?|drum|drums|bang the drum)\b/g],
  ["note", /\bplay (?:a |the |some )?(?:note|notes|piano note)\b/g],
  ["sound", /\b(?:(?:play|plays|make|makes) (?:a |the |an |some )?(?:[a-z]+ )?(?:sound|noise|sound effect)|meow|meows|bark|barks|woof|roar|roars|quack|quacks|moo|moos|purr|purrs|beep|beeps|boing|pop|pops|buzz|buzzes|chirp|chirps|tweet|squeak|squeaks|growl|growls|honk|honks|toot|toots|ding|ribbit|croak|croaks|oink|oinks|hoot|hoots|hiss|hisses|sound|noise)\b/g],
  ["ask", /\b(?:ask|asks|question)\b/g],
  ["think", /\b(?:think|thinks)\b/g],
  ["say", /\b(?:say|says|said|saying|talk|talks|speak|speaks|tell|tells|shout|shouts|yell|yells|scream|screams|greet|greets)\b/g],
  ["spin", /\b(?:spin|spins|twirl|twirls|whirl|do a spin|go round and round|turn around and around)\b/g],
  ["turn", new RegExp(`\\b(?:turn|turns|rotate|rotates|flip|flips)\\b(?! (?:${NAMED_COLOUR}|invisible|into|${C}|big|small|on|off))`, "g")],
  ["jump", /\b(?:jump|jumps|hop|hops|leap|leaps)\b/g],
  ["bounce", /\b(?:bounce|bounces|ricochet)\b/g],
  ["clone", /\b(?:clone|clones|makes? (?:a )?(?:copy|copies)|duplicate|copy (?:it|itself))\b/g],
  ["pen", /\b(?:pen down|leave a trail|leaves a trail|trail|draw a line|draws a line|draw lines)\b/g],
  ["wait", /\b(?:wait|waits|pause|pauses)\b/g],
  ["dance", /\b(?:dance|dances|boogie|groove|wiggle|wiggles)\b/g],
  ["move", /\b(?:move|moves|walk|walks|(?:run|runs)(?! out)|step|steps forward|travel|travels|drive|drives|swim|swims|fly|flies|dash|zoom|zooms|race|races|gallop|gallops|trot|trots|skate|skates|sail|sails|roll|rolls|crawl|crawls|march|marches|wander|wanders|ride|rides|hurry|hurries|glide|glides|slide|slides|(?:come|comes|fall|falls) (?:back )?(?=down)|(?:go|goes)(?: to| on)?(?: the)? (?=left|right|up|down|forward|forwards|back|backward|backwards|across|around|-?\d|x -?\d|(?:position|coordinates?|point) -?\d))\b/g],
];

interface TSpan {
  id: TActionId;
  from: number;
  to: number;
}

function wordIndexAt(text: string, charIndex: number): number {
  return text.slice(0, charIndex).split(" ").filter((w) => w.length > 0).length;
}

function findActionSpans(words: string[], blocked: Set<number>): TSpan[] {
  const text = words.join(" ");
  const spans: TSpan[] = [];
  for (const [id, pattern] of ACTION_PATTERNS) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      const from = wordIndexAt(text, m.index ?? 0);
      const to = from + m[0].trim().split(" ").length;
      let free = true;
      for (let i = from; i < to; i++) if (blocked.has(i)) free = false;
      if (free) spans.push({ id, from, to });
    }
  }
  // the earliest verb wins; at the same word the longer phrase, then the pattern order above
  spans.sort((a, b) => a.from - b.from || b.to - b.from - (a.to - a.from));
  const kept: TSpan[] = [];
  for (const span of spans) {
    const last = kept[kept.length - 1];
    if (last && span.from < last.to) continue;
    kept.push(span);
  }
  return kept;
}

const SAY_END = new Set(["when", "whenever", "if", "and", "then", "after", "every", ",", ".", "forever", "while", "until", "but", "for", "wait", "also", "once", "before"]);

function findRepeat(words: string[], blocked: Set<number>): TRepeat | undefined {
  for (let i = 0; i < words.length; i++) {
    if (blocked.has(i)) continue;
    const word = words[i] as string;
    const next = words[i + 1] ?? "";
    if (/^\d+$/.test(word) && /^(?:time|times)$/.test(next) && words[i + 2] !== "table") {
      blocked.add(i);
      blocked.add(i + 1);
      return { kind: "times", count: Math.min(100, Math.max(1, Number(word))) };
    }
    if (/^(?:forever|continuously|constantly|nonstop|always)$/.test(word) || (word === "keep" || word === "keeps") || (word === "again" && next === "and") || (word === "over" && next === "and") || (word === "all" && next === "the" && words[i + 2] === "time")) {
      blocked.add(i);
      return { kind: "forever" };
    }
  }
  return undefined;
}

const REQUEST_WORD = /^(?:make|add|have|let|put|give|create|build|want|need|should|can|could|would|will|must|do|use|program|code|draw|play|i'd|id)$/;
/** Words that carry no request of their own ("make a game for my class", "pls"). */
const GENERIC = new Set([
  "make", "a", "an", "the", "game", "project", "program", "thing", "something", "scratch", "sprite", "cat", "character", "it", "cool",
  "fun", "awesome", "please", "thanks", "thank", "you", "my", "for", "class", "year", "grade", "kid", "kids", "old", "me", "i", "am", "im",
  "simple", "easy", "nice", "good", "really", "very", "with", "in", "on", "is", "be", "to", "of", "this", "that", "one", "can", "could",
  "want", "would", "like", "create", "build", "code", "need", "we", "our", "students", "pupils", "child", "son", "daughter", "lesson", "today",
  "hi", "hello", "so", "just", "some", "blocks", "block", "help", "will", "should", "and", "it's", "its", "lot", "little", "quick", "small",
  "new", "great", "super", "wow", "yes", "ok", "okay", "now", "do", "let", "us", "have", "use", "ever", "best", "first", "here", "there",
]);

/** A word as the child wrote it: a quote placeholder becomes its quoted text again. */
function unquote(word: string, quoted: string[]): string {
  const index = quoteIndex(word);
  return index === undefined ? word : `"${quoted[index] ?? ""}"`;
}

/**
 * "We are learning loops.", "My daughter is 7.", "I love cats.": words about the people asking,
 * which ask for nothing, so nothing is said to be left out of them.
 */
const ASKER = /^(?:we|i|im|my|our|she|he|they|students|pupils|kids|class)$/;
const ABOUT_VERB = /^(?:are|am|is|was|were|be|been|learning|learn|learned|studying|study|love|loves|like|likes|enjoy|enjoys|teach|teaching|age|aged|year|years|old|called|named)$/;
function isAboutTheAsker(words: string[]): boolean {
  return ASKER.test(words[0] ?? "") && words.slice(1, 5).some((word) => ABOUT_VERB.test(word)) && !words.some((word) => REQUEST_WORD.test(word));
}

export function readPieces(prompt: string): TPiece[] {
  const quoted: string[] = [];
  const withPlaceholders = prompt
    .replace(QUOTES, (whole: string, double: string | undefined, single: string | undefined) => {
      const placeholder = quotePlaceholder(quoted.length);
      if (placeholder === undefined) return whole;
      quoted.push((double ?? single ?? "").trim());
      return ` ${placeholder} `;
    })
    // "x: 100, y: -50" and "position 100, 50" are one place, not two sentences or two pieces
    .replace(/\b([xy])\s*[:=]\s*(?=-?\d)/gi, "$1 ")
    .replace(/\b(x\s+-?\d+(?:\.\d+)?)\s*,\s*(?=y\b)/gi, "$1 ")
    .replace(/\b((?:position|coordinates?|point)\s+-?\d+(?:\.\d+)?)\s*,\s*(?=-?\d)/gi, "$1 ")
    .replace(/[!?;:\n\r]+/g, " . ")
    .replace(/&/g, " and ")
    .replace(/\btwice\b/gi, " 2 times ")
    .replace(/\bthrice\b/gi, " 3 times ")
    .replace(/\+\s*(\d)/g, " plus $1")
    .replace(/\bhalf (?:a|of a) second\b/gi, " 0.5 seconds ");
  const pieces = splitPieces(tokenize(withPlaceholders));
  return pieces.map((piece) => {
    const { raw, words } = piece;
    const found = findTrigger(raw, words);
    const blocked = new Set<number>();
    if (found) for (let i = found.from; i < found.to; i++) blocked.add(i);
    const repeat = findRepeat(words, blocked);
    const spans = findActionSpans(words, blocked);
    // words inside a speech bubble are not verbs: "say game over and stop" says "game over"
    const actionSpans: TSpan[] = [];
    for (let s = 0; s < spans.length; s++) {
      const span = spans[s] as TSpan;
      const previous = actionSpans[actionSpans.length - 1];
      if (previous && (previous.id === "say" || previous.id === "think") && span.from < sayEnd(raw, previous.to)) continue;
      actionSpans.push(span);
    }
    const colours = (from: number, to: number) => words.slice(from, to).flatMap((word) => (COLOUR_BY_WORD.has(word) ? [COLOUR_BY_WORD.get(word) as string] : []));
    const actions = actionSpans.map((span, index) => {
      const next = actionSpans[index + 1];
      const end = next ? next.from : words.length;
      const window: string[] = [];
      const rawWindow: string[] = [];
      for (let i = span.from; i < end; i++) {
        if (blocked.has(i) && i >= span.to) continue;
        window.push(words[i] as string);
        rawWindow.push(raw[i] as string);
      }
      return { id: span.id, words: { window, rawWindow, quoted, colours: colours(span.from, end) } };
    });
    const firstAction = actionSpans[0]?.from ?? words.length;
    const text = raw
      .map((word) => unquote(word, quoted))
      .join(" ")
      .replace(/ ([,.])/g, "$1")
      .replace(/^[,.]\s*|[,.]\s*$/g, "")
      .trim();
    const content = words.filter((word) => word !== "," && word !== "." && !GENERIC.has(word));
    const rest = raw
      .filter((_word, i) => !found || i < found.from || i >= found.to)
      .map((word) => unquote(word, quoted))
      .join(" ");
    const firstContent = words.find((word) => !SKIP_AFTER_JOIN.has(word) && word !== "," && !GENERIC.has(word));
    return {
      text,
      joiner: piece.joiner,
      sentence: piece.sentence,
      words,
      trigger: found?.trigger,
      triggerFirst: found !== undefined && found.from < firstAction,
      actions,
      repeat,
      isRequest: actions.length > 0 || (content.length > 0 && (words.some((word) => REQUEST_WORD.test(word)) || (content.length >= 2 && !isAboutTheAsker(words)))),
      rest,
      unknownVerb: firstContent !== undefined && UNKNOWN_VERBS.test(firstContent) ? firstContent : undefined,
    };
  });
}

function sayEnd(raw: string[], from: number): number {
  if (quoteIndex(raw[from]) !== undefined || quoteIndex(raw[from + 1]) !== undefined) return from + 2;
  let i = from;
  while (i < raw.length && !SAY_END.has(raw[i] as string)) i++;
  return i;
}
