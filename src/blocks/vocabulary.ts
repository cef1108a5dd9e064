// The single table of every block PromptBlocks speaks: Scratch 3's palette plus the extensions
// built into Scratch that need no device: Pen, Music, Text to Speech, Translate, Video Sensing
// and Makey Makey (a Makey Makey board is a keyboard). The validator, blockReference(), buildGuide() and the .sb3 exporter all
// read it; nothing else re-lists blocks.
//
// Input and field names come from scratch-vm (src/blocks/scratch3_*.js,
// src/extensions/scratch3_{pen,music,text2speech,translate,video_sensing,makeymakey}/index.js); shadow and menu opcodes from scratch-blocks
// (blocks_vertical/*.js) and scratch-gui's toolbox. `scratchblocksId` is the translation key
// scratchblocks' parser reports as `info.id`, which is how parsed blocks find their entry.

export const blockCategories = [
  "motion",
  "looks",
  "sound",
  "events",
  "control",
  "sensing",
  "operators",
  "variables",
  "lists",
  "custom",
  "pen",
  "music",
  "text2speech",
  "translate",
  "videoSensing",
  "makeymakey",
] as const;
/** Palette order: the order Scratch 3 shows its categories (extensions last). */
export type BlockCategory = (typeof blockCategories)[number];

/** scratch-vm's ids of the extensions the table holds; a project lists them in `extensions`. */
export type ExtensionId = "pen" | "music" | "text2speech" | "translate" | "videoSensing" | "makeymakey";

/**
 * Extensions whose blocks are read, checked and exported but not offered in the generation
 * prompt: they talk to a web service (speech, translation) or a camera, which a child's first
 * program should not need. Models still write them, so they are accepted as Scratch runs them.
 */
export const readOnlyExtensions: ReadonlySet<ExtensionId> = new Set<ExtensionId>(["text2speech", "translate", "videoSensing", "makeymakey"]);

export type BlockShape =
  | "hat"
  | "define-hat"
  | "stack"
  | "cap"
  | "c-block"
  | "c-block-else"
  | "c-block-cap"
  | "reporter"
  | "boolean";

/** What a round/rectangular/hexagonal slot accepts and which shadow Scratch stores for it. */
export type InputKind =
  | "number"
  | "positive-number"
  | "whole-number"
  | "integer"
  | "angle"
  | "text"
  | "color"
  | "note"
  | "boolean"
  | "menu-shadow"
  | "substack";

/** Fields are values stored on the block itself (no slot to drop a reporter in). */
export type FieldKind = "field-dropdown" | "variable" | "list" | "broadcast";

/**
 * Names a menu may hold beyond its fixed options. Sprite names are checked against the
 * sprites the caller knows (a generated project has one sprite); costume, backdrop, sound,
 * broadcast and variable names are whatever the project defines.
 */
export type MenuOpenTo = "sprite" | "costume" | "backdrop" | "sound" | "broadcast" | "variable-name";

export interface MenuOption {
  /** What Scratch stores in the project (e.g. `_mouse_`). */
  value: string;
  /** What scratchblocks text and the Scratch editor show in English (e.g. `mouse-pointer`). */
  text: string;
}

export interface MenuSpec {
  options: readonly MenuOption[];
  openTo?: MenuOpenTo;
}

export interface ShadowSpec {
  /** Shadow block opcode, e.g. `math_number`, `text`, `motion_goto_menu`. */
  opcode: string;
  /** The field inside the shadow that holds the value, e.g. `NUM`, `TEXT`, `TO`. */
  field: string;
}

export interface InputSlot {
  slot: "input";
  name: string;
  kind: InputKind;
  /** Default literal, as stored (menu inputs: the stored value). Absent for boolean/substack. */
  default?: string;
  /** Null for boolean and substack inputs, which have no shadow. */
  shadow: ShadowSpec | null;
  menu?: MenuSpec;
}

export interface FieldSlot {
  slot: "field";
  name: string;
  kind: FieldKind;
  default: string;
  menu?: MenuSpec;
}

export type BlockSlot = InputSlot | FieldSlot;

export interface VocabularyEntry {
  opcode: string;
  category: BlockCategory;
  shape: BlockShape;
  /** Canonical English scratchblocks text with default values. */
  text: string;
  /** Inputs and fields in the order their slots appear in `text`; substacks last. */
  slots: readonly BlockSlot[];
  /** scratchblocks' `info.id` for this block (absent for variables, lists and custom blocks). */
  scratchblocksId?: string;
  /** Blocks Scratch 3 still runs but no longer shows in its palette. */
  isLegacy?: boolean;
  /**
   * Its words are another block's too (Makey Makey's `when (space v) key pressed`), so it is
   * meant only where the line says so with `:: makeymakey`; other readings never pick it.
   */
  needsCategoryMark?: true;
  /** Only the extension blocks need an extension in the project (its scratch-vm id). */
  extension?: ExtensionId;
}

// ---------------------------------------------------------------------------------------------
// Slot builders: every kind of shadow has exactly one place where its opcode and field live.

const numericShadow: Record<"number" | "positive-number" | "whole-number" | "integer" | "angle", string> = {
  number: "math_number",
  "positive-number": "math_positive_number",
  "whole-number": "math_whole_number",
  integer: "math_integer",
  angle: "math_angle",
};

type NumericKind = keyof typeof numericShadow;

const numberIn = (name: string, def: string, kind: NumericKind = "number"): InputSlot => ({
  slot: "input",
  name,
  kind,
  default: def,
  shadow: { opcode: numericShadow[kind], field: "NUM" },
});
const textIn = (name: string, def: string): InputSlot => ({
  slot: "input",
  name,
  kind: "text",
  default: def,
  shadow: { opcode: "text", field: "TEXT" },
});
const colorIn = (name: string, def: string): InputSlot => ({
  slot: "input",
  name,
  kind: "color",
  default: def,
  shadow: { opcode: "colour_picker", field: "COLOUR" },
});
const noteIn = (name: string, def: string): InputSlot => ({
  slot: "input",
  name,
  kind: "note",
  default: def,
  shadow: { opcode: "note", field: "NOTE" },
});
const boolIn = (name: string): InputSlot => ({ slot: "input", name, kind: "boolean", shadow: null });
const substack = (name: "SUBSTACK" | "SUBSTACK2"): InputSlot => ({ slot: "input", name, kind: "substack", shadow: null });
const menuIn = (name: string, shadowOpcode: string, shadowField: string, def: string, menu: MenuSpec): InputSlot => ({
  slot: "input",
  name,
  kind: "menu-shadow",
  default: def,
  shadow: { opcode: shadowOpcode, field: shadowField },
  menu,
});
const dropdown = (name: string, def: string, menu: MenuSpec): FieldSlot => ({ slot: "field", name, kind: "field-dropdown", default: def, menu });
const variableField = (): FieldSlot => ({ slot: "field", name: "VARIABLE", kind: "variable", default: "my variable" });
const listField = (): FieldSlot => ({ slot: "field", name: "LIST", kind: "list", default: "my list" });

const same = (...values: string[]): MenuOption[] => values.map((value) => ({ value, text: value }));
const upperStored = (...texts: string[]): MenuOption[] => texts.map((text) => ({ value: text.toUpperCase().replace(/ /g, ""), text }));

// ---------------------------------------------------------------------------------------------
// Menus

const gotoMenu: MenuSpec = {
  options: [
    { value: "_random_", text: "random position" },
    { value: "_mouse_", text: "mouse-pointer" },
  ],
  openTo: "sprite",
};
const pointTowardsMenu: MenuSpec = {
  options: [
    { value: "_mouse_", text: "mouse-pointer" },
    { value: "_random_", text: "random direction" },
  ],
  openTo: "sprite",
};
const rotationStyleMenu: MenuSpec = { options: same("left-right", "don't rotate", "all around") };
const costumeMenu: MenuSpec = { options: [], openTo: "costume" };
const backdropMenu: MenuSpec = { options: same("next backdrop", "previous backdrop", "random backdrop"), openTo: "backdrop" };
const backdropFieldMenu: MenuSpec = { options: [], openTo: "backdrop" };
const looksEffectMenu: MenuSpec = {
  options: upperStored("color", "fisheye", "whirl", "pixelate", "mosaic", "brightness", "ghost"),
};
const frontBackMenu: MenuSpec = { options: same("front", "back") };
const forwardBackwardMenu: MenuSpec = { options: same("forward", "backward") };
const numberNameMenu: MenuSpec = { options: same("number", "name") };
const soundMenu: MenuSpec = { options: [], openTo: "sound" };
const soundEffectMenu: MenuSpec = {
  options: [
    { value: "PITCH", text: "pitch" },
    { value: "PAN", text: "pan left/right" },
  ],
};
const keyMenu: MenuSpec = {
  options: same(
    "space",
    "up arrow",
    "down arrow",
    "right arrow",
    "left arrow",
    "any",
    ..."abcdefghijklmnopqrstuvwxyz".split(""),
    ..."0123456789".split(""),
  ),
};
const whenGreaterThanMenu: MenuSpec = { options: upperStored("loudness", "timer") };
const broadcastMenu: MenuSpec = { options: [], openTo: "broadcast" };
const stopMenu: MenuSpec = { options: same("all", "this script", "other scripts in sprite") };
const cloneMenu: MenuSpec = { options: [{ value: "_myself_", text: "myself" }], openTo: "sprite" };
const touchingMenu: MenuSpec = {
  options: [
    { value: "_mouse_", text: "mouse-pointer" },
    { value: "_edge_", text: "edge" },
  ],
  openTo: "sprite",
};
const distanceMenu: MenuSpec = { options: [{ value: "_mouse_", text: "mouse-pointer" }], openTo: "sprite" };
const dragModeMenu: MenuSpec = { options: same("draggable", "not draggable") };
const ofPropertyMenu: MenuSpec = {
  options: same(
    "x position",
    "y position",
    "direction",
    "costume #",
    "costume name",
    "size",
    "volume",
    "backdrop #",
    "backdrop name",
  ),
  openTo: "variable-name",
};
const ofObjectMenu: MenuSpec = { options: [{ value: "_stage_", text: "Stage" }], openTo: "sprite" };
const currentMenu: MenuSpec = {
  options: upperStored("year", "month", "date", "day of week", "hour", "minute", "second"),
};
const mathOpMenu: MenuSpec = {
  options: same("abs", "floor", "ceiling", "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "ln", "log", "e ^", "10 ^"),
};
const penColorParamMenu: MenuSpec = { options: same("color", "saturation", "brightness", "transparency") };

// Music menus store the 1-based index; the editor shows "(1) Snare Drum".
const numbered = (...names: string[]): MenuOption[] =>
  names.map((name, index) => ({ value: String(index + 1), text: `(${index + 1}) ${name}` }));
const drumMenu: MenuSpec = {
  options: numbered(
    "Snare Drum",
    "Bass Drum",
    "Side Stick",
    "Crash Cymbal",
    "Open Hi-Hat",
    "Closed Hi-Hat",
    "Tambourine",
    "Hand Clap",
    "Claves",
    "Wood Block",
    "Cowbell",
    "Triangle",
    "Bongo",
    "Conga",
    "Cabasa",
    "Guiro",
    "Vibraslap",
    "Cuica",
  ),
};
const instrumentMenu: MenuSpec = {
  options: numbered(
    "Piano",
    "Electric Piano",
    "Organ",
    "Guitar",
    "Electric Guitar",
    "Bass",
    "Pizzicato",
    "Cello",
    "Trombone",
    "Clarinet",
    "Saxophone",
    "Flute",
    "Wooden Flute",
    "Bassoon",
    "Choir",
    "Vibraphone",
    "Music Box",
    "Steel Drum",
    "Marimba",
    "Synth Lead",
    "Synth Pad",
  ),
};

// Text to Speech (scratch3_text2speech VOICE_INFO, LANGUAGE_INFO with the English menu names).
const voiceMenu: MenuSpec = { options: upperStored("alto", "tenor", "squeak", "giant", "kitten") };
const coded = (pairs: readonly (readonly [string, string])[]): MenuOption[] => pairs.map(([value, text]) => ({ value, text }));
const speechLanguageMenu: MenuSpec = {
  options: coded([
    ["ar", "Arabic"], ["zh-cn", "Chinese (Mandarin)"], ["da", "Danish"], ["nl", "Dutch"], ["en", "English"], ["fr", "French"],
    ["de", "German"], ["hi", "Hindi"], ["is", "Icelandic"], ["it", "Italian"], ["ja", "Japanese"], ["ko", "Korean"],
    ["nb", "Norwegian"], ["pl", "Polish"], ["pt-br", "Portuguese (Brazilian)"], ["pt", "Portuguese"], ["ro", "Romanian"],
    ["ru", "Russian"], ["es", "Spanish"], ["es-419", "Spanish (Latin American)"], ["sv", "Swedish"], ["tr", "Turkish"], ["cy", "Welsh"],
  ]),
};
// Translate (scratch-translate-extension-languages' English menu, which scratch3_translate shows).
const translateLanguageMenu: MenuSpec = {
  options: coded([
    ["am", "Amharic"], ["ar", "Arabic"], ["az", "Azerbaijani"], ["eu", "Basque"], ["bg", "Bulgarian"], ["ca", "Catalan"],
    ["zh-cn", "Chinese (Simplified)"], ["zh-tw", "Chinese (Traditional)"], ["hr", "Croatian"], ["cs", "Czech"], ["da", "Danish"],
    ["nl", "Dutch"], ["en", "English"], ["et", "Estonian"], ["fi", "Finnish"], ["fr", "French"], ["gl", "Galician"], ["de", "German"],
    ["el", "Greek"], ["he", "Hebrew"], ["hu", "Hungarian"], ["is", "Icelandic"], ["id", "Indonesian"], ["ga", "Irish Gaelic"],
    ["it", "Italian"], ["ja", "Japanese"], ["ko", "Korean"], ["ckb", "Kurdish (Sorani)"], ["lv", "Latvian"], ["lt", "Lithuanian"],
    ["mi", "Maori"], ["nb", "Norwegian"], ["fa", "Persian"], ["pl", "Polish"], ["pt", "Portuguese"], ["ro", "Romanian"],
    ["ru", "Russian"], ["gd", "Scots Gaelic"], ["sr", "Serbian"], ["sk", "Slovak"], ["sl", "Slovenian"], ["es", "Spanish"],
    ["sv", "Swedish"], ["th", "Thai"], ["tr", "Turkish"], ["uk", "Ukrainian"], ["vi", "Vietnamese"], ["cy", "Welsh"], ["zu", "Zulu"],
  ]),
};
// Video Sensing (scratch3_video_sensing ATTRIBUTE_INFO, SUBJECT_INFO, VIDEO_STATE_INFO).
const videoAttributeMenu: MenuSpec = { options: same("motion", "direction") };
const videoSubjectMenu: MenuSpec = {
  options: [
    { value: "this sprite", text: "sprite" },
    { value: "Stage", text: "stage" },
  ],
};
const videoStateMenu: MenuSpec = {
  options: [
    { value: "off", text: "off" },
    { value: "on", text: "on" },
    { value: "on-flipped", text: "on flipped" },
  ],
};
// Makey Makey (scratch3_makeymakey): arrow keys are stored as LEFT, UP…; sequences as "LEFT UP RIGHT".
const makeyKeyMenu: MenuSpec = {
  options: [
    { value: "SPACE", text: "space" },
    { value: "UP", text: "up arrow" },
    { value: "DOWN", text: "down arrow" },
    { value: "RIGHT", text: "right arrow" },
    { value: "LEFT", text: "left arrow" },
    ...same("w", "a", "s", "d", "f", "g"),
  ],
};
const makeySequenceMenu: MenuSpec = {
  options: [
    "left up right",
    "right up left",
    "left right",
    "right left",
    "up down",
    "down up",
    "up right down left",
    "up left down right",
    "up up down down left right left right",
  ].map((text) => ({ value: text.toUpperCase(), text })),
};

// ---------------------------------------------------------------------------------------------
// The table, in palette order.

type EntryInit = Omit<VocabularyEntry, "slots"> & { slots?: readonly BlockSlot[] };
const entry = (init: EntryInit): VocabularyEntry => ({ ...init, slots: init.slots ?? [] });

export const vocabulary: readonly VocabularyEntry[] = [
  // Motion
  entry({ opcode: "motion_movesteps", category: "motion", shape: "stack", text: "move (10) steps", scratchblocksId: "MOTION_MOVESTEPS", slots: [numberIn("STEPS", "10")] }),
  entry({ opcode: "motion_turnright", category: "motion", shape: "stack", text: "turn right (15) degrees", scratchblocksId: "MOTION_TURNRIGHT", slots: [numberIn("DEGREES", "15")] }),
  entry({ opcode: "motion_turnleft", category: "motion", shape: "stack", text: "turn left (15) degrees", scratchblocksId: "MOTION_TURNLEFT", slots: [numberIn("DEGREES", "15")] }),
  entry({ opcode: "motion_goto", category: "motion", shape: "stack", text: "go to (random position v)", scratchblocksId: "MOTION_GOTO", slots: [menuIn("TO", "motion_goto_menu", "TO", "_random_", gotoMenu)] }),
  entry({ opcode: "motion_gotoxy", category: "motion", shape: "stack", text: "go to x: (0) y: (0)", scratchblocksId: "MOTION_GOTOXY", slots: [numberIn("X", "0"), numberIn("Y", "0")] }),
  entry({ opcode: "motion_glideto", category: "motion", shape: "stack", text: "glide (1) secs to (random position v)", scratchblocksId: "MOTION_GLIDETO", slots: [numberIn("SECS", "1"), menuIn("TO", "motion_glideto_menu", "TO", "_random_", gotoMenu)] }),
  entry({ opcode: "motion_glidesecstoxy", category: "motion", shape: "stack", text: "glide (1) secs to x: (0) y: (0)", scratchblocksId: "MOTION_GLIDESECSTOXY", slots: [numberIn("SECS", "1"), numberIn("X", "0"), numberIn("Y", "0")] }),
  entry({ opcode: "motion_pointindirection", category: "motion", shape: "stack", text: "point in direction (90)", scratchblocksId: "MOTION_POINTINDIRECTION", slots: [numberIn("DIRECTION", "90", "angle")] }),
  entry({ opcode: "motion_pointtowards", category: "motion", shape: "stack", text: "point towards (mouse-pointer v)", scratchblocksId: "MOTION_POINTTOWARDS", slots: [menuIn("TOWARDS", "motion_pointtowards_menu", "TOWARDS", "_mouse_", pointTowardsMenu)] }),
  entry({ opcode: "motion_changexby", category: "motion", shape: "stack", text: "change x by (10)", scratchblocksId: "MOTION_CHANGEXBY", slots: [numberIn("DX", "10")] }),
  entry({ opcode: "motion_setx", category: "motion", shape: "stack", text: "set x to (0)", scratchblocksId: "MOTION_SETX", slots: [numberIn("X", "0")] }),
  entry({ opcode: "motion_changeyby", category: "motion", shape: "stack", text: "change y by (10)", scratchblocksId: "MOTION_CHANGEYBY", slots: [numberIn("DY", "10")] }),
  entry({ opcode: "motion_sety", category: "motion", shape: "stack", text: "set y to (0)", scratchblocksId: "MOTION_SETY", slots: [numberIn("Y", "0")] }),
  entry({ opcode: "motion_ifonedgebounce", category: "motion", shape: "stack", text: "if on edge, bounce", scratchblocksId: "MOTION_IFONEDGEBOUNCE" }),
  entry({ opcode: "motion_setrotationstyle", category: "motion", shape: "stack", text: "set rotation style [left-right v]", scratchblocksId: "MOTION_SETROTATIONSTYLE", slots: [dropdown("STYLE", "left-right", rotationStyleMenu)] }),
  entry({ opcode: "motion_xposition", category: "motion", shape: "reporter", text: "(x position)", scratchblocksId: "MOTION_XPOSITION" }),
  entry({ opcode: "motion_yposition", category: "motion", shape: "reporter", text: "(y position)", scratchblocksId: "MOTION_YPOSITION" }),
  entry({ opcode: "motion_direction", category: "motion", shape: "reporter", text: "(direction)", scratchblocksId: "MOTION_DIRECTION" }),

  // Looks
  entry({ opcode: "looks_sayforsecs", category: "looks", shape: "stack", text: "say [Hello!] for (2) seconds", scratchblocksId: "LOOKS_SAYFORSECS", slots: [textIn("MESSAGE", "Hello!"), numberIn("SECS", "2")] }),
  entry({ opcode: "looks_say", category: "looks", shape: "stack", text: "say [Hello!]", scratchblocksId: "LOOKS_SAY", slots: [textIn("MESSAGE", "Hello!")] }),
  entry({ opcode: "looks_thinkforsecs", category: "looks", shape: "stack", text: "think [Hmm...] for (2) seconds", scratchblocksId: "LOOKS_THINKFORSECS", slots: [textIn("MESSAGE", "Hmm..."), numberIn("SECS", "2")] }),
  entry({ opcode: "looks_think", category: "looks", shape: "stack", text: "think [Hmm...]", scratchblocksId: "LOOKS_THINK", slots: [textIn("MESSAGE", "Hmm...")] }),
  entry({ opcode: "looks_switchcostumeto", category: "looks", shape: "stack", text: "switch costume to (costume2 v)", scratchblocksId: "LOOKS_SWITCHCOSTUMETO", slots: [menuIn("COSTUME", "looks_costume", "COSTUME", "costume2", costumeMenu)] }),
  entry({ opcode: "looks_nextcostume", category: "looks", shape: "stack", text: "next costume", scratchblocksId: "LOOKS_NEXTCOSTUME" }),
  entry({ opcode: "looks_switchbackdropto", category: "looks", shape: "stack", text: "switch backdrop to (backdrop1 v)", scratchblocksId: "LOOKS_SWITCHBACKDROPTO", slots: [menuIn("BACKDROP", "looks_backdrops", "BACKDROP", "backdrop1", backdropMenu)] }),
  entry({ opcode: "looks_switchbackdroptoandwait", category: "looks", shape: "stack", text: "switch backdrop to (backdrop1 v) and wait", scratchblocksId: "LOOKS_SWITCHBACKDROPTOANDWAIT", slots: [menuIn("BACKDROP", "looks_backdrops", "BACKDROP", "backdrop1", backdropMenu)] }),
  entry({ opcode: "looks_nextbackdrop", category: "looks", shape: "stack", text: "next backdrop", scratchblocksId: "LOOKS_NEXTBACKDROP_BLOCK" }),
  entry({ opcode: "looks_changesizeby", category: "looks", shape: "stack", text: "change size by (10)", scratchblocksId: "LOOKS_CHANGESIZEBY", slots: [numberIn("CHANGE", "10")] }),
  entry({ opcode: "looks_setsizeto", category: "looks", shape: "stack", text: "set size to (100) %", scratchblocksId: "LOOKS_SETSIZETO", slots: [numberIn("SIZE", "100")] }),
  entry({ opcode: "looks_changeeffectby", category: "looks", shape: "stack", text: "change [color v] effect by (25)", scratchblocksId: "LOOKS_CHANGEEFFECTBY", slots: [dropdown("EFFECT", "COLOR", looksEffectMenu), numberIn("CHANGE", "25")] }),
  entry({ opcode: "looks_seteffectto", category: "looks", shape: "stack", text: "set [color v] effect to (0)", scratchblocksId: "LOOKS_SETEFFECTTO", slots: [dropdown("EFFECT", "COLOR", looksEffectMenu), numberIn("VALUE", "0")] }),
  entry({ opcode: "looks_cleargraphiceffects", category: "looks", shape: "stack", text: "clear graphic effects", scratchblocksId: "LOOKS_CLEARGRAPHICEFFECTS" }),
  entry({ opcode: "looks_show", category: "looks", shape: "stack", text: "show", scratchblocksId: "LOOKS_SHOW" }),
  entry({ opcode: "looks_hide", category: "looks", shape: "stack", text: "hide", scratchblocksId: "LOOKS_HIDE" }),
  entry({ opcode: "looks_gotofrontback", category: "looks", shape: "stack", text: "go to [front v] layer", scratchblocksId: "LOOKS_GOTOFRONTBACK", slots: [dropdown("FRONT_BACK", "front", frontBackMenu)] }),
  entry({ opcode: "looks_goforwardbackwardlayers", category: "looks", shape: "stack", text: "go [forward v] (1) layers", scratchblocksId: "LOOKS_GOFORWARDBACKWARDLAYERS", slots: [dropdown("FORWARD_BACKWARD", "forward", forwardBackwardMenu), numberIn("NUM", "1", "integer")] }),
  entry({ opcode: "looks_costumenumbername", category: "looks", shape: "reporter", text: "(costume [number v])", scratchblocksId: "LOOKS_COSTUMENUMBERNAME", slots: [dropdown("NUMBER_NAME", "number", numberNameMenu)] }),
  entry({ opcode: "looks_backdropnumbername", category: "looks", shape: "reporter", text: "(backdrop [number v])", scratchblocksId: "LOOKS_BACKDROPNUMBERNAME", slots: [dropdown("NUMBER_NAME", "number", numberNameMenu)] }),
  entry({ opcode: "looks_size", category: "looks", shape: "reporter", text: "(size)", scratchblocksId: "LOOKS_SIZE" }),

  // Sound
  entry({ opcode: "sound_playuntildone", category: "sound", shape: "stack", text: "play sound (Meow v) until done", scratchblocksId: "SOUND_PLAYUNTILDONE", slots: [menuIn("SOUND_MENU", "sound_sounds_menu", "SOUND_MENU", "Meow", soundMenu)] }),
  entry({ opcode: "sound_play", category: "sound", shape: "stack", text: "start sound (Meow v)", scratchblocksId: "SOUND_PLAY", slots: [menuIn("SOUND_MENU", "sound_sounds_menu", "SOUND_MENU", "Meow", soundMenu)] }),
  entry({ opcode: "sound_stopallsounds", category: "sound", shape: "stack", text: "stop all sounds", scratchblocksId: "SOUND_STOPALLSOUNDS" }),
  entry({ opcode: "sound_changeeffectby", category: "sound", shape: "stack", text: "change [pitch v] effect by (10)", scratchblocksId: "SOUND_CHANGEEFFECTBY", slots: [dropdown("EFFECT", "PITCH", soundEffectMenu), numberIn("VALUE", "10")] }),
  entry({ opcode: "sound_seteffectto", category: "sound", shape: "stack", text: "set [pitch v] effect to (100)", scratchblocksId: "SOUND_SETEFFECTO", slots: [dropdown("EFFECT", "PITCH", soundEffectMenu), numberIn("VALUE", "100")] }),
  entry({ opcode: "sound_cleareffects", category: "sound", shape: "stack", text: "clear sound effects", scratchblocksId: "SOUND_CLEAREFFECTS" }),
  entry({ opcode: "sound_changevolumeby", category: "sound", shape: "stack", text: "change volume by (-10)", scratchblocksId: "SOUND_CHANGEVOLUMEBY", slots: [numberIn("VOLUME", "-10")] }),
  entry({ opcode: "sound_setvolumeto", category: "sound", shape: "stack", text: "set volume to (100) %", scratchblocksId: "SOUND_SETVOLUMETO", slots: [numberIn("VOLUME", "100")] }),
  entry({ opcode: "sound_volume", category: "sound", shape: "reporter", text: "(volume)", scratchblocksId: "SOUND_VOLUME" }),

  // Events
  entry({ opcode: "event_whenflagclicked", category: "events", shape: "hat", text: "when green flag clicked", scratchblocksId: "EVENT_WHENFLAGCLICKED" }),
  entry({ opcode: "event_whenkeypressed", category: "events", shape: "hat", text: "when [space v] key pressed", scratchblocksId: "EVENT_WHENKEYPRESSED", slots: [dropdown("KEY_OPTION", "space", keyMenu)] }),
  entry({ opcode: "event_whenthisspriteclicked", category: "events", shape: "hat", text: "when this sprite clicked", scratchblocksId: "EVENT_WHENTHISSPRITECLICKED" }),
  entry({ opcode: "event_whenstageclicked", category: "events", shape: "hat", text: "when stage clicked", scratchblocksId: "EVENT_WHENSTAGECLICKED" }),
  entry({ opcode: "event_whenbackdropswitchesto", category: "events", shape: "hat", text: "when backdrop switches to [backdrop1 v]", scratchblocksId: "EVENT_WHENBACKDROPSWITCHESTO", slots: [dropdown("BACKDROP", "backdrop1", backdropFieldMenu)] }),
  entry({ opcode: "event_whengreaterthan", category: "events", shape: "hat", text: "when [loudness v] > (10)", scratchblocksId: "EVENT_WHENGREATERTHAN", slots: [dropdown("WHENGREATERTHANMENU", "LOUDNESS", whenGreaterThanMenu), numberIn("VALUE", "10")] }),
  entry({ opcode: "event_whenbroadcastreceived", category: "events", shape: "hat", text: "when I receive [message1 v]", scratchblocksId: "EVENT_WHENBROADCASTRECEIVED", slots: [{ slot: "field", name: "BROADCAST_OPTION", kind: "broadcast", default: "message1", menu: broadcastMenu }] }),
  entry({ opcode: "event_broadcast", category: "events", shape: "stack", text: "broadcast (message1 v)", scratchblocksId: "EVENT_BROADCAST", slots: [menuIn("BROADCAST_INPUT", "event_broadcast_menu", "BROADCAST_OPTION", "message1", broadcastMenu)] }),
  entry({ opcode: "event_broadcastandwait", category: "events", shape: "stack", text: "broadcast (message1 v) and wait", scratchblocksId: "EVENT_BROADCASTANDWAIT", slots: [menuIn("BROADCAST_INPUT", "event_broadcast_menu", "BROADCAST_OPTION", "message1", broadcastMenu)] }),

  // Control
  entry({ opcode: "control_wait", category: "control", shape: "stack", text: "wait (1) seconds", scratchblocksId: "CONTROL_WAIT", slots: [numberIn("DURATION", "1", "positive-number")] }),
  entry({ opcode: "control_repeat", category: "control", shape: "c-block", text: "repeat (10)", scratchblocksId: "CONTROL_REPEAT", slots: [numberIn("TIMES", "10", "whole-number"), substack("SUBSTACK")] }),
  entry({ opcode: "control_forever", category: "control", shape: "c-block-cap", text: "forever", scratchblocksId: "CONTROL_FOREVER", slots: [substack("SUBSTACK")] }),
  entry({ opcode: "control_if", category: "control", shape: "c-block", text: "if <> then", scratchblocksId: "CONTROL_IF", slots: [boolIn("CONDITION"), substack("SUBSTACK")] }),
  entry({ opcode: "control_if_else", category: "control", shape: "c-block-else", text: "if <> then\nelse", scratchblocksId: "CONTROL_IF", slots: [boolIn("CONDITION"), substack("SUBSTACK"), substack("SUBSTACK2")] }),
  entry({ opcode: "control_wait_until", category: "control", shape: "stack", text: "wait until <>", scratchblocksId: "CONTROL_WAITUNTIL", slots: [boolIn("CONDITION")] }),
  entry({ opcode: "control_repeat_until", category: "control", shape: "c-block", text: "repeat until <>", scratchblocksId: "CONTROL_REPEATUNTIL", slots: [boolIn("CONDITION"), substack("SUBSTACK")] }),
  entry({ opcode: "control_stop", category: "control", shape: "cap", text: "stop [all v]", scratchblocksId: "CONTROL_STOP", slots: [dropdown("STOP_OPTION", "all", stopMenu)] }),
  entry({ opcode: "control_start_as_clone", category: "control", shape: "hat", text: "when I start as a clone", scratchblocksId: "CONTROL_STARTASCLONE" }),
  entry({ opcode: "control_create_clone_of", category: "control", shape: "stack", text: "create clone of (myself v)", scratchblocksId: "CONTROL_CREATECLONEOF", slots: [menuIn("CLONE_OPTION", "control_create_clone_of_menu", "CLONE_OPTION", "_myself_", cloneMenu)] }),
  entry({ opcode: "control_delete_this_clone", category: "control", shape: "cap", text: "delete this clone", scratchblocksId: "CONTROL_DELETETHISCLONE" }),

  // Sensing
  entry({ opcode: "sensing_touchingobject", category: "sensing", shape: "boolean", text: "<touching (mouse-pointer v)?>", scratchblocksId: "SENSING_TOUCHINGOBJECT", slots: [menuIn("TOUCHINGOBJECTMENU", "sensing_touchingobjectmenu", "TOUCHINGOBJECTMENU", "_mouse_", touchingMenu)] }),
  entry({ opcode: "sensing_touchingcolor", category: "sensing", shape: "boolean", text: "<touching color [#ff0000]?>", scratchblocksId: "SENSING_TOUCHINGCOLOR", slots: [colorIn("COLOR", "#ff0000")] }),
  entry({ opcode: "sensing_coloristouchingcolor", category: "sensing", shape: "boolean", text: "<color [#ff0000] is touching [#0000ff]?>", scratchblocksId: "SENSING_COLORISTOUCHINGCOLOR", slots: [colorIn("COLOR", "#ff0000"), colorIn("COLOR2", "#0000ff")] }),
  entry({ opcode: "sensing_distanceto", category: "sensing", shape: "reporter", text: "(distance to (mouse-pointer v))", scratchblocksId: "SENSING_DISTANCETO", slots: [menuIn("DISTANCETOMENU", "sensing_distancetomenu", "DISTANCETOMENU", "_mouse_", distanceMenu)] }),
  entry({ opcode: "sensing_askandwait", category: "sensing", shape: "stack", text: "ask [What's your name?] and wait", scratchblocksId: "SENSING_ASKANDWAIT", slots: [textIn("QUESTION", "What's your name?")] }),
  entry({ opcode: "sensing_answer", category: "sensing", shape: "reporter", text: "(answer)", scratchblocksId: "SENSING_ANSWER" }),
  entry({ opcode: "sensing_keypressed", category: "sensing", shape: "boolean", text: "<key (space v) pressed?>", scratchblocksId: "SENSING_KEYPRESSED", slots: [menuIn("KEY_OPTION", "sensing_keyoptions", "KEY_OPTION", "space", keyMenu)] }),
  entry({ opcode: "sensing_mousedown", category: "sensing", shape: "boolean", text: "<mouse down?>", scratchblocksId: "SENSING_MOUSEDOWN" }),
  entry({ opcode: "sensing_mousex", category: "sensing", shape: "reporter", text: "(mouse x)", scratchblocksId: "SENSING_MOUSEX" }),
  entry({ opcode: "sensing_mousey", category: "sensing", shape: "reporter", text: "(mouse y)", scratchblocksId: "SENSING_MOUSEY" }),
  entry({ opcode: "sensing_setdragmode", category: "sensing", shape: "stack", text: "set drag mode [draggable v]", scratchblocksId: "SENSING_SETDRAGMODE", slots: [dropdown("DRAG_MODE", "draggable", dragModeMenu)] }),
  entry({ opcode: "sensing_loudness", category: "sensing", shape: "reporter", text: "(loudness)", scratchblocksId: "SENSING_LOUDNESS" }),
  entry({ opcode: "sensing_timer", category: "sensing", shape: "reporter", text: "(timer)", scratchblocksId: "SENSING_TIMER" }),
  entry({ opcode: "sensing_resettimer", category: "sensing", shape: "stack", text: "reset timer", scratchblocksId: "SENSING_RESETTIMER" }),
  entry({ opcode: "sensing_of", category: "sensing", shape: "reporter", text: "([backdrop # v] of (Stage v))", scratchblocksId: "SENSING_OF", slots: [dropdown("PROPERTY", "backdrop #", ofPropertyMenu), menuIn("OBJECT", "sensing_of_object_menu", "OBJECT", "_stage_", ofObjectMenu)] }),
  entry({ opcode: "sensing_current", category: "sensing", shape: "reporter", text: "(current [year v])", scratchblocksId: "SENSING_CURRENT", slots: [dropdown("CURRENTMENU", "YEAR", currentMenu)] }),
  entry({ opcode: "sensing_dayssince2000", category: "sensing", shape: "reporter", text: "(days since 2000)", scratchblocksId: "SENSING_DAYSSINCE2000" }),
  entry({ opcode: "sensing_username", category: "sensing", shape: "reporter", text: "(username)", scratchblocksId: "SENSING_USERNAME" }),

  // Operators
  entry({ opcode: "operator_add", category: "operators", shape: "reporter", text: "(() + ())", scratchblocksId: "OPERATORS_ADD", slots: [numberIn("NUM1", ""), numberIn("NUM2", "")] }),
  entry({ opcode: "operator_subtract", category: "operators", shape: "reporter", text: "(() - ())", scratchblocksId: "OPERATORS_SUBTRACT", slots: [numberIn("NUM1", ""), numberIn("NUM2", "")] }),
  entry({ opcode: "operator_multiply", category: "operators", shape: "reporter", text: "(() * ())", scratchblocksId: "OPERATORS_MULTIPLY", slots: [numberIn("NUM1", ""), numberIn("NUM2", "")] }),
  entry({ opcode: "operator_divide", category: "operators", shape: "reporter", text: "(() / ())", scratchblocksId: "OPERATORS_DIVIDE", slots: [numberIn("NUM1", ""), numberIn("NUM2", "")] }),
  entry({ opcode: "operator_random", category: "operators", shape: "reporter", text: "(pick random (1) to (10))", scratchblocksId: "OPERATORS_RANDOM", slots: [numberIn("FROM", "1"), numberIn("TO", "10")] }),
  entry({ opcode: "operator_gt", category: "operators", shape: "boolean", text: "<[] > (50)>", scratchblocksId: "OPERATORS_GT", slots: [textIn("OPERAND1", ""), textIn("OPERAND2", "50")] }),
  entry({ opcode: "operator_lt", category: "operators", shape: "boolean", text: "<[] < (50)>", scratchblocksId: "OPERATORS_LT", slots: [textIn("OPERAND1", ""), textIn("OPERAND2", "50")] }),
  entry({ opcode: "operator_equals", category: "operators", shape: "boolean", text: "<[] = (50)>", scratchblocksId: "OPERATORS_EQUALS", slots: [textIn("OPERAND1", ""), textIn("OPERAND2", "50")] }),
  entry({ opcode: "operator_and", category: "operators", shape: "boolean", text: "<<> and <>>", scratchblocksId: "OPERATORS_AND", slots: [boolIn("OPERAND1"), boolIn("OPERAND2")] }),
  entry({ opcode: "operator_or", category: "operators", shape: "boolean", text: "<<> or <>>", scratchblocksId: "OPERATORS_OR", slots: [boolIn("OPERAND1"), boolIn("OPERAND2")] }),
  entry({ opcode: "operator_not", category: "operators", shape: "boolean", text: "<not <>>", scratchblocksId: "OPERATORS_NOT", slots: [boolIn("OPERAND")] }),
  entry({ opcode: "operator_join", category: "operators", shape: "reporter", text: "(join [apple ] [banana])", scratchblocksId: "OPERATORS_JOIN", slots: [textIn("STRING1", "apple "), textIn("STRING2", "banana")] }),
  entry({ opcode: "operator_letter_of", category: "operators", shape: "reporter", text: "(letter (1) of [apple])", scratchblocksId: "OPERATORS_LETTEROF", slots: [numberIn("LETTER", "1", "whole-number"), textIn("STRING", "apple")] }),
  entry({ opcode: "operator_length", category: "operators", shape: "reporter", text: "(length of [apple])", scratchblocksId: "OPERATORS_LENGTH", slots: [textIn("STRING", "apple")] }),
  entry({ opcode: "operator_contains", category: "operators", shape: "boolean", text: "<[apple] contains [a]?>", scratchblocksId: "OPERATORS_CONTAINS", slots: [textIn("STRING1", "apple"), textIn("STRING2", "a")] }),
  entry({ opcode: "operator_mod", category: "operators", shape: "reporter", text: "(() mod ())", scratchblocksId: "OPERATORS_MOD", slots: [numberIn("NUM1", ""), numberIn("NUM2", "")] }),
  entry({ opcode: "operator_round", category: "operators", shape: "reporter", text: "(round ())", scratchblocksId: "OPERATORS_ROUND", slots: [numberIn("NUM", "")] }),
  entry({ opcode: "operator_mathop", category: "operators", shape: "reporter", text: "([abs v] of ())", scratchblocksId: "OPERATORS_MATHOP", slots: [dropdown("OPERATOR", "abs", mathOpMenu), numberIn("NUM", "")] }),

  // Variables
  entry({ opcode: "data_variable", category: "variables", shape: "reporter", text: "(my variable)", slots: [variableField()] }),
  entry({ opcode: "data_setvariableto", category: "variables", shape: "stack", text: "set [my variable v] to (0)", scratchblocksId: "DATA_SETVARIABLETO", slots: [variableField(), textIn("VALUE", "0")] }),
  entry({ opcode: "data_changevariableby", category: "variables", shape: "stack", text: "change [my variable v] by (1)", scratchblocksId: "DATA_CHANGEVARIABLEBY", slots: [variableField(), numberIn("VALUE", "1")] }),
  entry({ opcode: "data_showvariable", category: "variables", shape: "stack", text: "show variable [my variable v]", scratchblocksId: "DATA_SHOWVARIABLE", slots: [variableField()] }),
  entry({ opcode: "data_hidevariable", category: "variables", shape: "stack", text: "hide variable [my variable v]", scratchblocksId: "DATA_HIDEVARIABLE", slots: [variableField()] }),

  // Lists
  entry({ opcode: "data_listcontents", category: "lists", shape: "reporter", text: "(my list :: list)", slots: [listField()] }),
  entry({ opcode: "data_addtolist", category: "lists", shape: "stack", text: "add [thing] to [my list v]", scratchblocksId: "DATA_ADDTOLIST", slots: [textIn("ITEM", "thing"), listField()] }),
  entry({ opcode: "data_deleteoflist", category: "lists", shape: "stack", text: "delete (1) of [my list v]", scratchblocksId: "DATA_DELETEOFLIST", slots: [numberIn("INDEX", "1", "integer"), listField()] }),
  entry({ opcode: "data_deletealloflist", category: "lists", shape: "stack", text: "delete all of [my list v]", scratchblocksId: "DATA_DELETEALLOFLIST", slots: [listField()] }),
  entry({ opcode: "data_insertatlist", category: "lists", shape: "stack", text: "insert [thing] at (1) of [my list v]", scratchblocksId: "DATA_INSERTATLIST", slots: [textIn("ITEM", "thing"), numberIn("INDEX", "1", "integer"), listField()] }),
  entry({ opcode: "data_replaceitemoflist", category: "lists", shape: "stack", text: "replace item (1) of [my list v] with [thing]", scratchblocksId: "DATA_REPLACEITEMOFLIST", slots: [numberIn("INDEX", "1", "integer"), listField(), textIn("ITEM", "thing")] }),
  entry({ opcode: "data_itemoflist", category: "lists", shape: "reporter", text: "(item (1) of [my list v])", scratchblocksId: "DATA_ITEMOFLIST", slots: [numberIn("INDEX", "1", "integer"), listField()] }),
  entry({ opcode: "data_itemnumoflist", category: "lists", shape: "reporter", text: "(item # of [thing] in [my list v])", scratchblocksId: "DATA_ITEMNUMOFLIST", slots: [textIn("ITEM", "thing"), listField()] }),
  entry({ opcode: "data_lengthoflist", category: "lists", shape: "reporter", text: "(length of [my list v])", scratchblocksId: "DATA_LENGTHOFLIST", slots: [listField()] }),
  entry({ opcode: "data_listcontainsitem", category: "lists", shape: "boolean", text: "<[my list v] contains [thing]?>", scratchblocksId: "DATA_LISTCONTAINSITEM", slots: [listField(), textIn("ITEM", "thing")] }),
  entry({ opcode: "data_showlist", category: "lists", shape: "stack", text: "show list [my list v]", scratchblocksId: "DATA_SHOWLIST", slots: [listField()] }),
  entry({ opcode: "data_hidelist", category: "lists", shape: "stack", text: "hide list [my list v]", scratchblocksId: "DATA_HIDELIST", slots: [listField()] }),

  // My Blocks: the slots of definitions and calls come from each program's own definitions.
  entry({ opcode: "procedures_definition", category: "custom", shape: "define-hat", text: "define jump (height)" }),
  entry({ opcode: "procedures_call", category: "custom", shape: "stack", text: "jump (10)" }),
  entry({ opcode: "argument_reporter_string_number", category: "custom", shape: "reporter", text: "(height)", slots: [{ slot: "field", name: "VALUE", kind: "field-dropdown", default: "height" }] }),
  entry({ opcode: "argument_reporter_boolean", category: "custom", shape: "boolean", text: "<is big>", slots: [{ slot: "field", name: "VALUE", kind: "field-dropdown", default: "is big" }] }),

  // Pen extension
  entry({ opcode: "pen_clear", category: "pen", shape: "stack", text: "erase all", scratchblocksId: "pen.clear", extension: "pen" }),
  entry({ opcode: "pen_stamp", category: "pen", shape: "stack", text: "stamp", scratchblocksId: "pen.stamp", extension: "pen" }),
  entry({ opcode: "pen_penDown", category: "pen", shape: "stack", text: "pen down", scratchblocksId: "pen.penDown", extension: "pen" }),
  entry({ opcode: "pen_penUp", category: "pen", shape: "stack", text: "pen up", scratchblocksId: "pen.penUp", extension: "pen" }),
  entry({ opcode: "pen_setPenColorToColor", category: "pen", shape: "stack", text: "set pen color to [#0000ff]", scratchblocksId: "pen.setColor", extension: "pen", slots: [colorIn("COLOR", "#0000ff")] }),
  entry({ opcode: "pen_changePenColorParamBy", category: "pen", shape: "stack", text: "change pen (color v) by (10)", scratchblocksId: "pen.changeColorParam", extension: "pen", slots: [menuIn("COLOR_PARAM", "pen_menu_colorParam", "colorParam", "color", penColorParamMenu), numberIn("VALUE", "10")] }),
  entry({ opcode: "pen_setPenColorParamTo", category: "pen", shape: "stack", text: "set pen (color v) to (50)", scratchblocksId: "pen.setColorParam", extension: "pen", slots: [menuIn("COLOR_PARAM", "pen_menu_colorParam", "colorParam", "color", penColorParamMenu), numberIn("VALUE", "50")] }),
  entry({ opcode: "pen_changePenSizeBy", category: "pen", shape: "stack", text: "change pen size by (1)", scratchblocksId: "pen.changeSize", extension: "pen", slots: [numberIn("SIZE", "1")] }),
  entry({ opcode: "pen_setPenSizeTo", category: "pen", shape: "stack", text: "set pen size to (1)", scratchblocksId: "pen.setSize", extension: "pen", slots: [numberIn("SIZE", "1")] }),
  // Scratch 2's hue and shade blocks: Scratch 3 still runs them in old projects.
  entry({ opcode: "pen_setPenHueToNumber", category: "pen", shape: "stack", text: "set pen color to (50)", scratchblocksId: "pen.setHue", extension: "pen", isLegacy: true, slots: [numberIn("HUE", "50")] }),
  entry({ opcode: "pen_changePenHueBy", category: "pen", shape: "stack", text: "change pen color by (10)", scratchblocksId: "pen.changeHue", extension: "pen", isLegacy: true, slots: [numberIn("HUE", "10")] }),
  entry({ opcode: "pen_setPenShadeToNumber", category: "pen", shape: "stack", text: "set pen shade to (50)", scratchblocksId: "pen.setShade", extension: "pen", isLegacy: true, slots: [numberIn("SHADE", "50")] }),
  entry({ opcode: "pen_changePenShadeBy", category: "pen", shape: "stack", text: "change pen shade by (10)", scratchblocksId: "pen.changeShade", extension: "pen", isLegacy: true, slots: [numberIn("SHADE", "10")] }),

  // Music extension
  entry({ opcode: "music_playDrumForBeats", category: "music", shape: "stack", text: "play drum (1 v) for (0.25) beats", scratchblocksId: "music.playDrumForBeats", extension: "music", slots: [menuIn("DRUM", "music_menu_DRUM", "DRUM", "1", drumMenu), numberIn("BEATS", "0.25")] }),
  entry({ opcode: "music_restForBeats", category: "music", shape: "stack", text: "rest for (0.25) beats", scratchblocksId: "music.restForBeats", extension: "music", slots: [numberIn("BEATS", "0.25")] }),
  entry({ opcode: "music_playNoteForBeats", category: "music", shape: "stack", text: "play note (60) for (0.25) beats", scratchblocksId: "music.playNoteForBeats", extension: "music", slots: [noteIn("NOTE", "60"), numberIn("BEATS", "0.25")] }),
  entry({ opcode: "music_setInstrument", category: "music", shape: "stack", text: "set instrument to (1 v)", scratchblocksId: "music.setInstrument", extension: "music", slots: [menuIn("INSTRUMENT", "music_menu_INSTRUMENT", "INSTRUMENT", "1", instrumentMenu)] }),
  entry({ opcode: "music_setTempo", category: "music", shape: "stack", text: "set tempo to (60)", scratchblocksId: "music.setTempo", extension: "music", slots: [numberIn("TEMPO", "60")] }),
  entry({ opcode: "music_changeTempo", category: "music", shape: "stack", text: "change tempo by (20)", scratchblocksId: "music.changeTempo", extension: "music", slots: [numberIn("TEMPO", "20")] }),
  entry({ opcode: "music_getTempo", category: "music", shape: "reporter", text: "(tempo)", scratchblocksId: "music.getTempo", extension: "music" }),

  // Text to Speech extension: Scratch's "speak" block waits until the words are spoken.
  entry({ opcode: "text2speech_speakAndWait", category: "text2speech", shape: "stack", text: "speak [hello]", scratchblocksId: "text2speech.speakAndWaitBlock", extension: "text2speech", slots: [textIn("WORDS", "hello")] }),
  entry({ opcode: "text2speech_setVoice", category: "text2speech", shape: "stack", text: "set voice to (alto v)", scratchblocksId: "text2speech.setVoiceBlock", extension: "text2speech", slots: [menuIn("VOICE", "text2speech_menu_voices", "voices", "ALTO", voiceMenu)] }),
  entry({ opcode: "text2speech_setLanguage", category: "text2speech", shape: "stack", text: "set language to (English v)", scratchblocksId: "text2speech.setLanguageBlock", extension: "text2speech", slots: [menuIn("LANGUAGE", "text2speech_menu_languages", "languages", "en", speechLanguageMenu)] }),

  // Translate extension
  entry({ opcode: "translate_getTranslate", category: "translate", shape: "reporter", text: "(translate [hello] to (Spanish v))", scratchblocksId: "translate.translateBlock", extension: "translate", slots: [textIn("WORDS", "hello"), menuIn("LANGUAGE", "translate_menu_languages", "languages", "es", translateLanguageMenu)] }),
  entry({ opcode: "translate_getViewerLanguage", category: "translate", shape: "reporter", text: "(language)", scratchblocksId: "translate.viewerLanguage", extension: "translate" }),

  // Video Sensing extension
  entry({ opcode: "videoSensing_whenMotionGreaterThan", category: "videoSensing", shape: "hat", text: "when video motion > (10)", scratchblocksId: "videoSensing.whenMotionGreaterThan", extension: "videoSensing", slots: [numberIn("REFERENCE", "10")] }),
  entry({ opcode: "videoSensing_videoOn", category: "videoSensing", shape: "reporter", text: "(video (motion v) on (sprite v))", scratchblocksId: "videoSensing.videoOn", extension: "videoSensing", slots: [menuIn("ATTRIBUTE", "videoSensing_menu_ATTRIBUTE", "ATTRIBUTE", "motion", videoAttributeMenu), menuIn("SUBJECT", "videoSensing_menu_SUBJECT", "SUBJECT", "this sprite", videoSubjectMenu)] }),
  entry({ opcode: "videoSensing_videoToggle", category: "videoSensing", shape: "stack", text: "turn video (on v)", scratchblocksId: "videoSensing.videoToggle", extension: "videoSensing", slots: [menuIn("VIDEO_STATE", "videoSensing_menu_VIDEO_STATE", "VIDEO_STATE", "on", videoStateMenu)] }),
  entry({ opcode: "videoSensing_setVideoTransparency", category: "videoSensing", shape: "stack", text: "set video transparency to (50)", scratchblocksId: "videoSensing.setVideoTransparency", extension: "videoSensing", slots: [numberIn("TRANSPARENCY", "50")] }),

  // Makey Makey extension (its key hat is written with ":: makeymakey", or it reads as Events').
  entry({ opcode: "makeymakey_whenMakeyKeyPressed", category: "makeymakey", shape: "hat", text: "when (space v) key pressed :: makeymakey", scratchblocksId: "makeymakey.whenKeyPressed", extension: "makeymakey", needsCategoryMark: true, slots: [menuIn("KEY", "makeymakey_menu_KEY", "KEY", "SPACE", makeyKeyMenu)] }),
  entry({ opcode: "makeymakey_whenCodePressed", category: "makeymakey", shape: "hat", text: "when (left up right v) pressed in order", scratchblocksId: "makeymakey.whenKeysPressedInOrder", extension: "makeymakey", slots: [menuIn("SEQUENCE", "makeymakey_menu_SEQUENCE", "SEQUENCE", "LEFT UP RIGHT", makeySequenceMenu)] }),
];

export const vocabularyByOpcode: ReadonlyMap<string, VocabularyEntry> = new Map(vocabulary.map((e) => [e.opcode, e]));

/**
 * scratchblocks id → entries. Two entries share `CONTROL_IF` (if / if-else, told apart by the
 * number of substacks); every other id maps to one entry.
 */
export const vocabularyByScratchblocksId: ReadonlyMap<string, readonly VocabularyEntry[]> = (() => {
  const map = new Map<string, VocabularyEntry[]>();
  for (const e of vocabulary) {
    if (!e.scratchblocksId) continue;
    const list = map.get(e.scratchblocksId) ?? [];
    list.push(e);
    map.set(e.scratchblocksId, list);
  }
  return map;
})();

/** Slots a person fills in on the block's face (inputs and fields, not substacks). */
const textSlotsCache = new Map<VocabularyEntry, readonly BlockSlot[]>();
export function textSlots(e: VocabularyEntry): readonly BlockSlot[] {
  let slots = textSlotsCache.get(e);
  if (!slots) {
    slots = e.slots.filter((s) => !(s.slot === "input" && s.kind === "substack"));
    textSlotsCache.set(e, slots);
  }
  return slots;
}

/** Look a menu value up by stored value or by its English text (case-insensitive). */
const menuIndexCache = new Map<MenuSpec, Map<string, MenuOption>>();
/**
 * Looks a menu value up by stored value or by its English text, case-insensitively; music
 * menus also accept the name without its number (`Snare Drum` for `(1) Snare Drum`).
 */
export function findMenuOption(menu: MenuSpec, raw: string): MenuOption | undefined {
  let index = menuIndexCache.get(menu);
  if (!index) {
    index = new Map();
    for (const o of menu.options) {
      for (const key of [o.text.replace(/^\(\d+\) /, ""), o.text, o.value]) index.set(key.toLowerCase(), o);
    }
    menuIndexCache.set(menu, index);
  }
  return index.get(raw.trim().toLowerCase());
}
