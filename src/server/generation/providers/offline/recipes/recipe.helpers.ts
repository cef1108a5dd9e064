import type {
  TChoiceParam,
  TColourParam,
  TKeyParam,
  TListParam,
  TNameParam,
  TNumberMeaning,
  TNumberParam,
  TParams,
  TScript,
} from "../offline.types";

/** Small builders so each recipe reads like the program it makes. */

export function script(comment: string, ...lines: (string | string[])[]): TScript {
  return { comment, lines: lines.flat() };
}

/** Indent a block body by two spaces (scratchblocks ignores indentation; people read it). */
export function body(...lines: (string | string[])[]): string[] {
  return lines.flat().map((line) => `  ${line}`);
}

/** A number as scratchblocks text: at most two decimals, no float noise ("0.1", not "0.1000000001"). */
export function fmt(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/**
 * Text the request supplied, made safe inside `[...]`: brackets, slashes and a trailing " v"
 * would change how scratchblocks reads the line.
 */
export function safeText(text: string, max = 60): string {
  let out = text.replace(/[[\]()<>{}\\/]/g, " ").replace(/\s+/g, " ").trim().slice(0, max).trim();
  if (/\sv$/i.test(out)) out = `${out}!`;
  return out.length > 0 ? out : "Hello!";
}

/** A variable, list or message name: letters, digits and spaces only. */
export function safeName(name: string, fallback: string): string {
  const out = name.replace(/[^A-Za-z0-9 _'-]/g, " ").replace(/\s+/g, " ").trim().slice(0, 30).trim();
  return out.length > 0 && !/\sv$/i.test(out) ? out : fallback;
}

export function num(p: TParams, name: string): number {
  const value = p[name];
  if (typeof value !== "number") throw new Error(`recipe parameter ${name} is not a number`);
  return value;
}

export function str(p: TParams, name: string): string {
  const value = p[name];
  if (typeof value !== "string") throw new Error(`recipe parameter ${name} is not text`);
  return value;
}

export function items(p: TParams, name: string): string[] {
  const value = p[name];
  if (typeof value !== "string") throw new Error(`recipe parameter ${name} is not a list`);
  return value.split("|");
}

export function numberParam(
  name: string,
  about: string,
  spec: { default: number; min: number; max: number; meanings: TNumberMeaning[]; integer?: boolean; takesPlain?: boolean },
): TNumberParam {
  return { kind: "number", name, about, integer: spec.integer ?? true, ...spec };
}

export function keyParam(name: string, about: string, defaultKey: string): TKeyParam {
  return { kind: "key", name, about, default: defaultKey };
}

export function colourParam(name: string, about: string, defaultHex: string, near?: string[]): TColourParam {
  return { kind: "colour", name, about, default: defaultHex, near };
}

export function nameParam(kind: TNameParam["kind"], name: string, about: string, defaultValue: string, nouns?: string[]): TNameParam {
  return { kind, name, about, default: defaultValue, nouns };
}

export function choiceParam(name: string, about: string, defaultValue: string, options: Record<string, string[]>): TChoiceParam {
  return { kind: "choice", name, about, default: defaultValue, options };
}

export function itemsParam(name: string, about: string, defaults: string[]): TListParam {
  return { kind: "items", name, about, default: defaults };
}

/** A key as the key menus show it, for sentences in comments and explanations. */
export function keyWords(key: string): string {
  return key.length === 1 ? `the ${key.toUpperCase()} key` : `the ${key} key`;
}

const COLOUR_NAMES: Record<string, string> = {
  "#ff0000": "red", "#ff8800": "orange", "#ffdd00": "yellow", "#00aa00": "green", "#0066ff": "blue",
  "#8800cc": "purple", "#ff66cc": "pink", "#000000": "black", "#ffffff": "white", "#8b4513": "brown",
  "#888888": "grey", "#00cccc": "turquoise", "#ff00ff": "magenta", "#ffcc00": "gold", "#c0c0c0": "silver",
  "#66ccff": "light blue", "#0033aa": "dark blue", "#66dd66": "light green", "#006600": "dark green", "#ff3399": "hot pink",
};

export function colourWords(hex: string): string {
  return COLOUR_NAMES[hex] ?? `the colour ${hex}`;
}

/**
 * Where a turtle drawing must start so the picture is centred on the stage: walks the
 * moves and turns (Scratch directions: 90 is right, turning right is clockwise) from (0, 0).
 */
export function centredStart(path: ({ move: number } | { turn: number })[]): { x: number; y: number } {
  let x = 0;
  let y = 0;
  let heading = 90;
  let minX = 0, maxX = 0, minY = 0, maxY = 0;
  for (const step of path) {
    if ("turn" in step) heading += step.turn;
    else {
      const radians = ((90 - heading) * Math.PI) / 180;
      x += step.move * Math.cos(radians);
      y += step.move * Math.sin(radians);
      minX = Math.min(minX, x); maxX = Math.max(maxX, x);
      minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    }
  }
  return { x: Math.round(-(minX + maxX) / 2), y: Math.round(-(minY + maxY) / 2) };
}

/** Scratch's numbered music menus, shown the way the editor shows them: "(1) Piano". */
export const INSTRUMENTS = {
  piano: [1, "Piano"], organ: [3, "Organ"], guitar: [4, "Guitar"], cello: [8, "Cello"], trombone: [9, "Trombone"],
  clarinet: [10, "Clarinet"], saxophone: [11, "Saxophone"], flute: [12, "Flute"], choir: [15, "Choir"],
  musicbox: [17, "Music Box"], marimba: [19, "Marimba"],
} as const satisfies Record<string, readonly [number, string]>;

export type TInstrument = keyof typeof INSTRUMENTS;

export function instrumentMenu(instrument: string): string {
  const [index, label] = INSTRUMENTS[instrument as TInstrument] ?? INSTRUMENTS.piano;
  return `(\\(${index}\\) ${label} v)`;
}

export function instrumentWords(instrument: string): string {
  return (INSTRUMENTS[instrument as TInstrument] ?? INSTRUMENTS.piano)[1].toLowerCase();
}

export const INSTRUMENT_OPTIONS: Record<string, string[]> = Object.fromEntries(
  Object.keys(INSTRUMENTS).map((name) => [name, [name]]),
);

const DRUMS = { snare: [1, "Snare Drum"], bass: [2, "Bass Drum"], hihat: [6, "Closed Hi-Hat"], clap: [8, "Hand Clap"], cymbal: [4, "Crash Cymbal"] } as const;

export function drumMenu(drum: keyof typeof DRUMS): string {
  const [index, label] = DRUMS[drum];
  return `(\\(${index}\\) ${label} v)`;
}
