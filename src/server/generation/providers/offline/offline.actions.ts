import { count, seconds, steps, times } from "./offline.explain";
import { body, colourWords, drumMenu, fmt, safeName, safeText } from "./recipes/recipe.helpers";
import { quoteIndex } from "./offline.quotes";

/**
 * The library of actions a behaviour is made of: each one reads its own numbers and words from
 * the part of the request after its verb, and gives the blocks it stands for and the words that
 * say what it does ("jumps 100 steps up and lands again"). offline.parts.ts finds the verbs.
 */

export type TActionId =
  | "move"
  | "jump"
  | "turn"
  | "spin"
  | "face"
  | "say"
  | "think"
  | "sound"
  | "drum"
  | "note"
  | "colour"
  | "ghost"
  | "grow"
  | "shrink"
  | "hide"
  | "show"
  | "costume"
  | "random"
  | "mouse"
  | "centre"
  | "score"
  | "bounce"
  | "stop"
  | "backdrop"
  | "clone"
  | "pen"
  | "ask"
  | "wait"
  | "dance"
  | "reset";

/** What the reader found in the words around one verb. */
export interface TActionWords {
  /** The canonical words from this verb to the next one. */
  window: string[];
  /** The same words as the child typed them (lower-cased), for text to say. */
  rawWindow: string[];
  /** Quoted text in the request, in order (placeholders "qqa", "qqb" stand in the words: offline.quotes.ts). */
  quoted: string[];
  /** Colours named in the window, as hex. */
  colours: string[];
}

/** One action, built: its blocks and what it does, in words. */
export interface TBuiltAction {
  id: TActionId;
  lines: string[];
  /** Present tense, after the sprite: "jumps 100 steps up and lands again". */
  does: string;
  /** Repeated on its own under the green flag, it runs forever ("move across the stage"). */
  keepsGoing: boolean;
  /** Blocks for each round of a forever loop, when different (a wait so it can be seen). */
  loopLines?: string[];
  /** What the loop version does, in words. */
  loopDoes?: string;
  /** The variable it changes, so the program starts it at zero and shows it. */
  variable?: string;
  /** A note for the explanation ("paint something red"). */
  note?: string;
}

// ---- reading numbers next to a unit

const NUMBER = /^-?\d+(?:\.\d+)?$/;

function numberBefore(window: string[], units: RegExp): number | undefined {
  for (let i = 1; i < window.length; i++) {
    const unit = window[i] as string;
    const value = window[i - 1] as string;
    if (units.test(unit) && NUMBER.test(value)) return Number(value);
  }
  return undefined;
}

function firstPlainNumber(window: string[]): number | undefined {
  for (let i = 0; i < window.length; i++) {
    const word = window[i] as string;
    const next = window[i + 1] ?? "";
    if (NUMBER.test(word) && !/^(?:second|seconds|time|times|sec|degree|degrees|percent|beat|beats)$/.test(next)) return Number(word);
  }
  return undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function stepsIn(w: TActionWords, fallback: number): number {
  return clamp(numberBefore(w.window, /^(?:step|steps|pixel|pixels|px|space|spaces|unit|units)$/) ?? firstPlainNumber(w.window) ?? fallback, -500, 500);
}

function secondsIn(w: TActionWords): number | undefined {
  const value = numberBefore(w.window, /^(?:second|seconds|sec|secs|s)$/);
  return value === undefined ? undefined : clamp(value, 0.1, 60);
}

function degreesIn(w: TActionWords, fallback: number): number {
  return clamp(numberBefore(w.window, /^(?:degree|degrees|deg)$/) ?? firstPlainNumber(w.window) ?? fallback, -360, 360);
}

function has(w: TActionWords, ...words: string[]): boolean {
  return w.window.some((word) => words.includes(word));
}

type TDirection = "forward" | "back" | "left" | "right" | "up" | "down";

function directionIn(w: TActionWords): TDirection {
  for (const word of w.window) {
    if (word === "left") return "left";
    if (word === "right") return "right";
    if (word === "up" || word === "upward" || word === "upwards") return "up";
    if (word === "down" || word === "downward" || word === "downwards") return "down";
  }
  // "come back down" is down; "back" alone is backwards
  return has(w, "back", "backward", "backwards") ? "back" : "forward";
}

// ---- text to say

const SAY_STOP = new Set([
  "when", "whenever", "if", "and", "then", "after", "every", ",", ".", "forever", "while", "until", "but", "so", "because",
  "for", "to", "wait", "also", "on", "once", "before", "as",
]);
const SAY_LEAD = new Set(["say", "says", "said", "saying", "speak", "speaks", "talk", "talks", "tell", "tells", "shout", "shouts", "yell", "yells", "think", "thinks", "thinking", "greet", "greets", "scream", "screams", "it", "out", "loud", "something", "like", "the", "word", "words", "that", "me", "us", "you"]);
const GREETINGS = new Set(["hello", "hi", "hey", "hiya", "howdy", "bye", "goodbye", "ouch", "ow", "yay", "oops", "wow", "boo"]);

/** The words to put in a speech bubble: quoted text, else the words after the verb. */
function textIn(w: TActionWords, fallback: string): string {
  const quote = quotedIn(w);
  if (quote !== undefined) return safeText(quote || fallback);
  let i = 0;
  while (i < w.rawWindow.length && SAY_LEAD.has(w.rawWindow[i] as string)) i++;
  const words: string[] = [];
  for (; i < w.rawWindow.length && words.length < 8; i++) {
    const word = w.rawWindow[i] as string;
    if (SAY_STOP.has(word)) break;
    words.push(word);
  }
  // "say something" / "say stuff" give no words to say
  if (words.length === 0 || /^(?:something|stuff|things|anything|a word|some words|a message|words?)$/.test(words.join(" "))) return fallback;
  const text = words.join(" ");
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return safeText(GREETINGS.has(words[0] as string) && words.length === 1 ? `${capital}!` : capital);
}

/** The quoted text among an action's words, if there is one. */
function quotedIn(w: TActionWords): string | undefined {
  const index = w.rawWindow.map(quoteIndex).find((found) => found !== undefined);
  return index === undefined ? undefined : (w.quoted[index] ?? "");
}

function quoteOr(w: TActionWords): string | undefined {
  const quote = quotedIn(w);
  return quote === undefined ? undefined : safeText(quote);
}

// ---- sounds

const SOUND_NAMES: [RegExp, string][] = [
  [/^(?:meow|miaow|purr|cat)$/, "Meow"],
  [/^(?:bark|woof|dog|puppy)$/, "Bark"],
  [/^(?:pop|balloon|popping)$/, "Pop"],
  [/^(?:roar|lion|dinosaur|dragon|tiger)$/, "Roar"],
  [/^(?:quack|duck)$/, "Quack"],
  [/^(?:moo|cow)$/, "Moo"],
  [/^(?:beep|boop|robot)$/, "Beep"],
  [/^(?:boing|spring)$/, "Boing"],
  [/^(?:clap|applause|cheer)$/, "Cheer"],
  [/^(?:laugh|giggle)$/, "Laugh"],
  [/^(?:buzz|bee)$/, "Buzz"],
  [/^(?:tweet|chirp|bird)$/, "Chirp"],
  [/^(?:splash|water)$/, "Splash"],
  [/^(?:honk|honks|horn|toot|toots|beeps|car|truck|bus)$/, "Car Horn"],
  [/^(?:ding|dong|bell|rings|ring)$/, "Bell Toll"],
  [/^(?:ribbit|croak|croaks|frog)$/, "Croak"],
  [/^(?:oink|pig)$/, "Oink"],
  [/^(?:hoot|hoots|owl)$/, "Owl"],
  [/^(?:hiss|hisses|snake)$/, "Hiss"],
];

function soundIn(w: TActionWords, all: string[]): string {
  for (const source of [w.window, all]) {
    for (const word of source) for (const [re, name] of SOUND_NAMES) if (re.test(word)) return name;
  }
  return "Pop";
}

// ---- colours: the colour effect turns the costume's hue; Blob's first costume is orange

const COSTUME_HUE = 38;
const HUES: Record<string, number> = {
  "#ff0000": 0, "#ff8800": 32, "#ffdd00": 52, "#00aa00": 120, "#0066ff": 216, "#8800cc": 280, "#ff66cc": 320,
  "#00cccc": 180, "#ff00ff": 300, "#ffcc00": 48, "#66ccff": 200, "#0033aa": 226, "#66dd66": 120, "#006600": 120, "#ff3399": 330,
};

function colourEffectFor(hex: string): number | undefined {
  const hue = HUES[hex];
  if (hue === undefined) return undefined;
  return Math.round((((hue - COSTUME_HUE + 360) % 360) / 360) * 200);
}

// ---- the library

export interface TActionContext {
  /** Every canonical word of the request part, for hints outside the verb's window. */
  all: string[];
  /** Whether the behaviour runs from a key, click or message (one go) or the green flag. */
  once: boolean;
  /** The score variable's name ("score", or what the child called it). */
  scoreName: string;
}

type TBuilder = (w: TActionWords, context: TActionContext) => TBuiltAction;

/** "to x 100 y 50", "to x: -100, y: 50", "to position 100, 50": a place on the stage, kept on it. */
export function coordinatesIn(window: string[]): { x: number; y: number } | undefined {
  const words = window.filter((word) => word !== ",");
  const numberAt = (i: number) => (NUMBER.test(words[i] ?? "") ? Number(words[i]) : undefined);
  const onStage = (x: number, y: number) => ({ x: clamp(x, -240, 240), y: clamp(y, -180, 180) });
  const xAt = words.indexOf("x");
  const yAt = words.indexOf("y");
  const x = numberAt(xAt + 1);
  const y = numberAt(yAt + 1);
  if (xAt >= 0 && yAt > xAt && x !== undefined && y !== undefined) return onStage(x, y);
  const at = words.findIndex((word) => /^(?:position|coordinate|coordinates|point|spot)$/.test(word));
  const first = numberAt(at + 1);
  const second = numberAt(at + 2);
  return at >= 0 && first !== undefined && second !== undefined ? onStage(first, second) : undefined;
}

const move: TBuilder = (w, { once }) => {
  const at = coordinatesIn(w.window);
  if (at) return { id: "move", lines: [`go to x: (${fmt(at.x)}) y: (${fmt(at.y)})`], does: `goes to x: ${fmt(at.x)}, y: ${fmt(at.y)}`, keepsGoing: false };
  const direction = directionIn(w);
  const n = Math.abs(stepsIn(w, once ? 10 : 5)) || 10;
  const lines: Record<TDirection, string> = {
    forward: `move (${fmt(n)}) steps`,
    back: `move (${fmt(-n)}) steps`,
    right: `change x by (${fmt(n)})`,
    left: `change x by (${fmt(-n)})`,
    up: `change y by (${fmt(n)})`,
    down: `change y by (${fmt(-n)})`,
  };
  const where = direction === "forward" ? "" : direction === "back" ? " backwards" : direction === "up" || direction === "down" ? ` ${direction}` : ` to the ${direction}`;
  const across = direction === "forward" || direction === "back";
  // "walk 100 steps" is one move; "walk across the stage" or "keep moving" keeps going
  const counted = numberBefore(w.window, /^(?:step|steps|pixel|pixels)$/) !== undefined;
  const keepsGoing = !counted || has(w, "across", "around", "keep", "keeps", "forever", "always", "continuously", "forth");
  return {
    id: "move",
    lines: [lines[direction]],
    does: `moves ${steps(n)}${where}`,
    keepsGoing,
    loopLines: across ? [lines[direction], "if on edge, bounce"] : [lines[direction], "wait (0.05) seconds"],
    loopDoes: across ? `moves across the stage ${steps(n)} at a time and turns round at the edges` : `keeps moving${where}, ${steps(n)} at a time`,
  };
};

const jump: TBuilder = (w) => {
  const height = clamp(Math.abs(numberBefore(w.window, /^(?:step|steps|pixel|pixels|high|tall|px)$/) ?? firstPlainNumber(w.window) ?? 100), 10, 300);
  const step = fmt(height / 10);
  return {
    id: "jump",
    lines: ["repeat (10)", ...body(`change y by (${step})`), "end", "repeat (10)", ...body(`change y by (-${step})`), "end"],
    does: `jumps ${steps(height)} up and lands again`,
    keepsGoing: false,
  };
};

const turn: TBuilder = (w, { all }) => {
  if (has(w, "around", "round") && !has(w, "degree", "degrees")) {
    return { id: "turn", lines: ["turn right (180) degrees"], does: "turns around", keepsGoing: false };
  }
  const left = has(w, "left", "anticlockwise", "counterclockwise");
  const sideNamed = left || has(w, "right", "clockwise");
  const degreesNamed = degreesIn(w, 0) !== 0;
  // "turn right" is a quarter turn, done once, like a robot's; a bare "turn" keeps turning a little at a time
  const continuing = ["keep", "keeps", "forever", "always", "continuously"].some((word) => all.includes(word));
  const degrees = Math.abs(degreesIn(w, sideNamed && !continuing ? 90 : 15)) || 15;
  const keepsGoing = !(sideNamed || degreesNamed) || continuing;
  return {
    id: "turn",
    lines: [`turn ${left ? "left" : "right"} (${fmt(degrees)}) degrees`],
    does: `turns ${left ? "left" : "right"} ${count(degrees, "degree")}`,
    keepsGoing,
    loopLines: [`turn ${left ? "left" : "right"} (${fmt(degrees)}) degrees`],
    loopDoes: `keeps turning ${left ? "left" : "right"}, ${count(degrees, "degree")} at a time`,
  };
};

const spin: TBuilder = (w) => {
  const left = has(w, "left", "anticlockwise", "counterclockwise");
  const side = left ? "left" : "right";
  return {
    id: "spin",
    lines: ["repeat (24)", ...body(`turn ${side} (15) degrees`), "end"],
    does: "spins all the way round",
    keepsGoing: true,
    loopLines: [`turn ${side} (15) degrees`],
    loopDoes: "spins round and round",
  };
};

const FACING: Record<string, [number, string]> = { left: [-90, "left"], right: [90, "right"], up: [0, "up"], down: [180, "down"] };

const face: TBuilder = (w) => {
  if (has(w, "mouse", "pointer", "cursor")) return { id: "face", lines: ["point towards (mouse-pointer v)"], does: "turns to face the mouse pointer", keepsGoing: true, loopLines: ["point towards (mouse-pointer v)"], loopDoes: "keeps facing the mouse pointer" };
  const direction = w.window.find((word) => FACING[word]) ?? "right";
  const [degrees, words] = FACING[direction] ?? [90, "right"];
  return { id: "face", lines: [`point in direction (${degrees})`], does: `faces ${words}`, keepsGoing: false };
};

/** The words a "say" puts in its bubble: quoted text, the words after the verb, or "Hello!". */
export const spokenText = (w: TActionWords) => textIn(w, "Hello!");

const say: TBuilder = (w) => {
  const text = spokenText(w);
  const time = secondsIn(w) ?? 2;
  return { id: "say", lines: [`say [${text}] for (${fmt(time)}) seconds`], does: `says "${text}" for ${seconds(time)}`, keepsGoing: false };
};

const think: TBuilder = (w) => {
  const text = textIn(w, "Hmm...");
  const time = secondsIn(w) ?? 2;
  return { id: "think", lines: [`think [${text}] for (${fmt(time)}) seconds`], does: `thinks "${text}" for ${seconds(time)}`, keepsGoing: false };
};

const sound: TBuilder = (w, { all }) => {
  const name = soundIn(w, all);
  return {
    id: "sound",
    lines: [`play sound (${name} v) until done`],
    does: `plays the ${name} sound`,
    keepsGoing: false,
    note: `The sound "${name}" is a stand-in: in Scratch, choose any sound in the block's menu or record your own.`,
  };
};

const drum: TBuilder = () => ({
  id: "drum",
  lines: [`play drum ${drumMenu("snare")} for (0.25) beats`],
  does: "plays a drum",
  keepsGoing: true,
  loopLines: [`play drum ${drumMenu("bass")} for (0.5) beats`, `play drum ${drumMenu("snare")} for (0.5) beats`],
  loopDoes: "plays a drum beat",
  note: "Drums and notes are in the Music extension (bottom left in Scratch).",
});

const note: TBuilder = (w) => {
  const value = clamp(Math.round(firstPlainNumber(w.window) ?? 60), 0, 130);
  return {
    id: "note",
    lines: [`play note (${value}) for (0.5) beats`],
    does: `plays note ${value}${value === 60 ? " (middle C)" : ""}`,
    keepsGoing: false,
    note: "Drums and notes are in the Music extension (bottom left in Scratch).",
  };
};

const colour: TBuilder = (w) => {
  const hex = w.colours[0];
  const effect = hex === undefined ? undefined : colourEffectFor(hex);
  if (hex !== undefined && effect !== undefined) {
    return { id: "colour", lines: [`set [color v] effect to (${effect})`], does: `turns ${colourWords(hex)}`, keepsGoing: false };
  }
  return {
    id: "colour",
    lines: ["change [color v] effect by (25)"],
    does: "changes colour",
    keepsGoing: true,
    loopLines: ["change [color v] effect by (25)", "wait (0.1) seconds"],
    loopDoes: "keeps changing colour like a rainbow",
  };
};

const FADE_OUT = ["repeat (10)", ...body("change [ghost v] effect by (10)", "wait (0.05) seconds"), "end"];
const FADE_IN = ["repeat (10)", ...body("change [ghost v] effect by (-10)", "wait (0.05) seconds"), "end"];

const ghost: TBuilder = (w, { all }) => {
  // "fade in and out": out and back in, so it can go on; "fade in": from invisible to seen
  const fadesIn = w.window.includes("in") || (all.includes("in") && all.includes("fade"));
  const fadesOut = w.window.some((word) => word === "out" || word === "away") || all.includes("out");
  if (fadesIn && fadesOut) return { id: "ghost", lines: [...FADE_OUT, ...FADE_IN], does: "fades out and back in", keepsGoing: false };
  if (fadesIn) return { id: "ghost", lines: ["set [ghost v] effect to (100)", ...FADE_IN], does: "fades in from invisible", keepsGoing: false };
  return { id: "ghost", lines: FADE_OUT, does: "fades away like a ghost", keepsGoing: false };
};

const grow: TBuilder = (w) => {
  const percent = numberBefore(w.window, /^(?:percent|%)$/);
  if (percent !== undefined) return { id: "grow", lines: [`set size to (${fmt(clamp(percent, 5, 500))}) %`], does: `changes to ${fmt(clamp(percent, 5, 500))}% of its size`, keepsGoing: false };
  const by = clamp(Math.abs(firstPlainNumber(w.window) ?? 20), 1, 200);
  return { id: "grow", lines: [`change size by (${fmt(by)})`], does: "gets bigger", keepsGoing: false };
};

const shrink: TBuilder = (w) => {
  const by = clamp(Math.abs(firstPlainNumber(w.window) ?? 20), 1, 200);
  return { id: "shrink", lines: [`change size by (${fmt(-by)})`], does: "gets smaller", keepsGoing: false };
};

const hide: TBuilder = () => ({ id: "hide", lines: ["hide"], does: "hides", keepsGoing: false });
const show: TBuilder = () => ({ id: "show", lines: ["show"], does: "shows itself again", keepsGoing: false });

const costume: TBuilder = () => ({
  id: "costume",
  lines: ["next costume"],
  does: "switches to its next costume",
  keepsGoing: true,
  loopLines: ["next costume", "wait (0.2) seconds"],
  loopDoes: "keeps switching costumes so it looks alive",
});

const random: TBuilder = (w) => {
  const glide = has(w, "glide", "slide", "float");
  const time = secondsIn(w) ?? 1;
  return glide
    ? { id: "random", lines: [`glide (${fmt(time)}) secs to (random position v)`], does: `glides to a random place in ${seconds(time)}`, keepsGoing: true, loopDoes: "keeps gliding to random places" }
    : { id: "random", lines: ["go to (random position v)"], does: "jumps to a random place", keepsGoing: false };
};

const mouse: TBuilder = (w) => {
  const follow = has(w, "follow", "chase", "track", "follows", "after");
  return follow
    ? {
        id: "mouse",
        lines: ["point towards (mouse-pointer v)", "move (5) steps"],
        does: "takes a step towards the mouse pointer",
        keepsGoing: true,
        loopLines: ["point towards (mouse-pointer v)", "if <(distance to (mouse-pointer v)) > (5)> then", ...body("move (5) steps"), "end"],
        loopDoes: "follows the mouse pointer",
      }
    : { id: "mouse", lines: ["go to (mouse-pointer v)"], does: "goes to the mouse pointer", keepsGoing: false };
};

const centre: TBuilder = () => ({ id: "centre", lines: ["go to x: (0) y: (0)"], does: "goes back to the middle of the stage", keepsGoing: false });

const score: TBuilder = (w, { scoreName }) => {
  const lose = has(w, "lose", "loses", "lost", "minus", "take", "takes", "subtract", "decrease", "down");
  const by = clamp(Math.abs(firstPlainNumber(w.window) ?? 1), 1, 1000);
  const life = has(w, "life", "lives", "heart", "hearts");
  const variable = life ? "lives" : scoreName;
  const change = lose ? -by : by;
  return {
    id: "score",
    lines: [`change [${variable} v] by (${fmt(change)})`],
    does: lose ? `loses ${count(by, life ? "life" : "point", life ? "lives" : "points")}` : `adds ${fmt(by)} to the ${variable}`,
    keepsGoing: false,
    variable,
  };
};

const bounce: TBuilder = () => ({
  id: "bounce",
  lines: ["if on edge, bounce"],
  does: "bounces off the edge",
  keepsGoing: true,
  loopLines: ["move (5) steps", "if on edge, bounce"],
  loopDoes: "bounces around the stage, off every edge",
});

const stop: TBuilder = () => ({ id: "stop", lines: ["stop [all v]"], does: "stops the game", keepsGoing: false });
const backdrop: TBuilder = () => ({ id: "backdrop", lines: ["next backdrop"], does: "changes the stage to its next backdrop", keepsGoing: false, note: "Add a few backdrops to the stage to see it change." });
const clone: TBuilder = () => ({ id: "clone", lines: ["create clone of (myself v)"], does: "makes a copy of itself (a clone)", keepsGoing: false });

const pen: TBuilder = () => ({ id: "pen", lines: ["pen down"], does: "puts its pen down so it draws a line wherever it goes", keepsGoing: false, note: "The pen is in the Pen extension (bottom left in Scratch)." });

/**
 * A question asked straight out after "ask": "asks what is your favourite animal" →
 * "What is your favourite animal?". Told ones ("ask how their day was") are not questions.
 */
function directQuestion(w: TActionWords): string | undefined {
  const words = w.rawWindow.filter((word) => word !== "," && word !== ".");
  const at = words.findIndex((word) => /^(?:what|whats|how|who|where|which|why|when|do|does|are|is|can|will|would)$/.test(word));
  if (at < 0 || at > 2 || !/^(?:is|are|do|does|did|was|were|can|will|would|your|you|old|many|much|s)$/.test(words[at + 1] ?? "")) return undefined;
  const question: string[] = [];
  for (let i = at; i < words.length && question.length < 10; i++) {
    const word = words[i] as string;
    if (i > at + 1 && /^(?:and|then|when|if|but|so)$/.test(word)) break;
    question.push(word);
  }
  const text = question.join(" ").replace(/^whats\b/, "what is");
  return safeText(`${text.charAt(0).toUpperCase()}${text.slice(1)}?`);
}

const ask: TBuilder = (w) => {
  const quoted = quoteOr(w) ?? directQuestion(w);
  const aboutName = has(w, "name");
  const question = quoted ?? (aboutName ? "What's your name?" : has(w, "age", "old") ? "How old are you?" : has(w, "colour", "color") ? "What's your favourite colour?" : "How are you?");
  const reply = aboutName ? "(join [Hello ] (answer))" : "(join [You said: ] (answer))";
  return {
    id: "ask",
    lines: [`ask [${question}] and wait`, `say ${reply} for (2) seconds`],
    does: `asks "${question}" and says back what you type`,
    keepsGoing: false,
  };
};

const wait: TBuilder = (w) => {
  const time = secondsIn(w) ?? firstPlainNumber(w.window) ?? 1;
  const t = clamp(time, 0.1, 60);
  return { id: "wait", lines: [`wait (${fmt(t)}) seconds`], does: `waits ${seconds(t)}`, keepsGoing: false };
};

const dance: TBuilder = () => ({
  id: "dance",
  lines: ["repeat (4)", ...body("turn right (15) degrees", "next costume", "wait (0.2) seconds", "turn left (15) degrees", "wait (0.2) seconds"), "end"],
  does: "does a little dance",
  keepsGoing: true,
  loopLines: ["turn right (15) degrees", "next costume", "wait (0.2) seconds", "turn left (15) degrees", "wait (0.2) seconds"],
  loopDoes: "keeps dancing",
});

const reset: TBuilder = () => ({ id: "reset", lines: ["set size to (100) %", "clear graphic effects", "show"], does: "goes back to its normal size and colour", keepsGoing: false });

export const ACTION_BUILDERS: Record<TActionId, TBuilder> = {
  move, jump, turn, spin, face, say, think, sound, drum, note, colour, ghost, grow, shrink, hide, show, costume, random,
  mouse, centre, score, bounce, stop, backdrop, clone, pen, ask, wait, dance, reset,
};

/** The score variable's name from "a variable called coins" or "points", else "score". */
export function scoreNameFrom(words: string[]): string {
  const at = words.findIndex((word) => word === "called" || word === "named");
  if (at > 0 && /^(?:variable|score|counter|point|points)$/.test(words[at - 1] ?? "")) return safeName(words[at + 1] ?? "", "score");
  return "score";
}

export { times as timesWords };
