// The grammar of project text's directives (docs/decisions/014-project-text.md): section headers,
// a sprite's starting state, and data declarations, all riding on `//` comment lines so the
// whole text stays ordinary scratchblocks. Formatting and reading live side by side so the
// importer and the parser can never disagree on a directive.

export const ROTATION_STYLES = ["all around", "left-right", "don't rotate"] as const;
export type TRotationStyle = (typeof ROTATION_STYLES)[number];

/** A sprite's starting state; absent keys take Scratch's defaults. */
export interface TSpriteSettings {
  x?: number;
  y?: number;
  direction?: number;
  size?: number;
  visible?: boolean;
  costume?: string;
  rotationStyle?: TRotationStyle;
  draggable?: boolean;
}

export type TDataValue = string | number;

export type TDirective =
  | { kind: "stage" }
  | { kind: "sprite"; name: string }
  | { kind: "settings"; settings: TSpriteSettings }
  | { kind: "variable"; name: string; value: TDataValue }
  | { kind: "list"; name: string; items: TDataValue[] }
  /** The target's costumes (backdrops on the stage) in order, so `next costume` and `costume #` keep working. */
  | { kind: "costumes"; names: string[] }
  | { kind: "sounds"; names: string[] };

const STAGE_HEADER = /^\/\/\s*stage\s*$/i;
const SPRITE_HEADER = /^\/\/\s*sprite\s*:\s*(.+?)\s*$/i;
const DECLARATION = /^\/\/\s*(variable|list)\s+(.+)$/i;
const NAME_LIST = /^\/\/\s*(costumes|backdrops|sounds)\s*=\s*(\[.*\])\s*$/i;
const SETTING_KEYS = /^(x|y|direction|size|costume|backdrop|rotation)\s*:/i;

function jsonValue(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

const isDataValue = (value: unknown): value is TDataValue =>
  (typeof value === "number" && Number.isFinite(value)) || typeof value === "string";

/** A JSON string at the start of `text`: its value and where it ends, or null. */
function leadingJsonString(text: string): { value: string; end: number } | null {
  if (!text.startsWith('"')) return null;
  for (let index = 1; index < text.length; index += 1) {
    if (text[index] === "\\") index += 1;
    else if (text[index] === '"') {
      const value = jsonValue(text.slice(0, index + 1));
      return typeof value === "string" ? { value, end: index + 1 } : null;
    }
  }
  return null;
}

/** A name as written in a directive: bare words, or a JSON string when it needs one. */
function readName(raw: string): string {
  const quoted = leadingJsonString(raw.trim());
  return quoted && quoted.end === raw.trim().length ? quoted.value : raw.trim();
}

/** Splits on commas outside JSON strings. */
function splitSettings(body: string): string[] {
  const parts: string[] = [];
  let current = "";
  let inString = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (inString && char === "\\") {
      current += char + (body[index + 1] ?? "");
      index += 1;
      continue;
    }
    if (char === '"') inString = !inString;
    if (char === "," && !inString) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function readSettings(body: string): TSpriteSettings | null {
  const settings: TSpriteSettings = {};
  const parts = splitSettings(body).map((part) => part.trim()).filter((part) => part !== "");
  if (parts.length === 0) return null;
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (lower === "shown" || lower === "visible") settings.visible = true;
    else if (lower === "hidden") settings.visible = false;
    else if (lower === "draggable") settings.draggable = true;
    else if (lower === "not draggable") settings.draggable = false;
    else if (SETTING_KEYS.test(part)) {
      const colon = part.indexOf(":");
      const key = part.slice(0, colon).trim().toLowerCase();
      const value = part.slice(colon + 1).trim();
      if (key === "costume" || key === "backdrop") {
        if (value === "") return null;
        settings.costume = readName(value);
      } else if (key === "rotation") {
        const style = ROTATION_STYLES.find((candidate) => candidate === value.toLowerCase());
        if (!style) return null;
        settings.rotationStyle = style;
      } else {
        const number = Number(value);
        if (value === "" || !Number.isFinite(number)) return null;
        if (key === "x" || key === "y" || key === "direction" || key === "size") settings[key] = number;
      }
    } else return null;
  }
  return settings;
}

/**
 * The directive a comment line holds, or null for an ordinary comment. `line` is the whole
 * trimmed line, starting with `//`.
 */
export function readDirective(line: string): TDirective | null {
  const text = line.trim();
  if (!text.startsWith("//")) return null;
  if (STAGE_HEADER.test(text)) return { kind: "stage" };
  const sprite = SPRITE_HEADER.exec(text);
  if (sprite) return { kind: "sprite", name: readName(sprite[1]!) };
  const names = NAME_LIST.exec(text);
  if (names) {
    const value = jsonValue(names[2]!);
    if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return null;
    const kind = names[1]!.toLowerCase() === "sounds" ? "sounds" : "costumes";
    return { kind, names: value };
  }
  const declaration = DECLARATION.exec(text);
  if (declaration) {
    const rest = declaration[2]!;
    // `NAME = VALUE`, or `"NAME" = VALUE` for a name with an "=" or odd spacing of its own.
    const quoted = leadingJsonString(rest);
    const equals = quoted ? /^\s*=\s*/.exec(rest.slice(quoted.end)) : /\s*=\s*/.exec(rest);
    if (!equals) return null;
    const name = quoted ? quoted.value : rest.slice(0, equals.index).trim();
    const raw = quoted ? rest.slice(quoted.end + equals[0].length) : rest.slice(equals.index + equals[0].length);
    if (name === "") return null;
    const value = jsonValue(raw.trim());
    if (declaration[1]!.toLowerCase() === "variable") return isDataValue(value) ? { kind: "variable", name, value } : null;
    return Array.isArray(value) && value.every(isDataValue) ? { kind: "list", name, items: value } : null;
  }
  const settings = readSettings(text.slice(2));
  return settings ? { kind: "settings", settings } : null;
}

// --- formatting --------------------------------------------------------------------------------

export function formatStageHeader(): string {
  return "// stage";
}

/** A name as a directive writes it: bare when it reads back as itself, else a JSON string. */
export function formatName(name: string, forbidden: RegExp = /$^/): string {
  const isBare = name !== "" && name === name.trim() && !/[\s]{2}|[\n\r\t"]|\/\//.test(name) && !forbidden.test(name) && readName(name) === name;
  return isBare ? name : JSON.stringify(name);
}

export function formatSpriteHeader(name: string): string {
  return `// sprite: ${formatName(name)}`;
}

/** Exactly the number Scratch stored: JavaScript's shortest form reads back as the same double. */
const formatNumber = (value: number): string => String(value);

export function formatSettings(settings: TSpriteSettings, isStage = false): string | null {
  const parts: string[] = [];
  if (settings.x !== undefined) parts.push(`x: ${formatNumber(settings.x)}`);
  if (settings.y !== undefined) parts.push(`y: ${formatNumber(settings.y)}`);
  if (settings.direction !== undefined) parts.push(`direction: ${formatNumber(settings.direction)}`);
  if (settings.size !== undefined) parts.push(`size: ${formatNumber(settings.size)}`);
  if (settings.visible !== undefined) parts.push(settings.visible ? "shown" : "hidden");
  if (settings.costume !== undefined) parts.push(`${isStage ? "backdrop" : "costume"}: ${formatName(settings.costume, /,/)}`);
  if (settings.rotationStyle !== undefined) parts.push(`rotation: ${settings.rotationStyle}`);
  if (settings.draggable) parts.push("draggable");
  return parts.length > 0 ? `// ${parts.join(", ")}` : null;
}

export function formatVariable(name: string, value: TDataValue): string {
  return `// variable ${formatName(name, /=/)} = ${JSON.stringify(value)}`;
}

export function formatList(name: string, items: readonly TDataValue[]): string {
  return `// list ${formatName(name, /=/)} = ${JSON.stringify(items)}`;
}

export function formatNames(kind: "costumes" | "backdrops" | "sounds", names: readonly string[]): string {
  return `// ${kind} = ${JSON.stringify(names)}`;
}

/** Comments and names live on one line of text. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A free comment as a line of project text. A comment whose words happen to read as a directive
 * gets a leading "note:" so it stays a comment when the text is read back.
 */
export function formatFreeComment(text: string): string {
  const line = `// ${oneLine(text)}`;
  return readDirective(line) ? `// note: ${oneLine(text)}` : line;
}
