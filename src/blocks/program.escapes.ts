// Escapes that let project text carry any name and any string exactly (decision 210), while it
// still renders as ordinary scratchblocks on the forums and the wiki:
//
//   \n  \r        a new line, a carriage return (scratchblocks shows "n", "r")
//   \ followed by a space, tab, no-break or other space
//                 that very space, kept where scratchblocks would trim or merge it
//   \[ \] \( \) \< \> \: \/ \@ \\ \v
//                 the character itself (scratchblocks' own escapes)
//   \ before any other character
//                 the character itself, and the whole name is the author's own, never the
//                 menu option it spells: `go to (mouse\-pointer v)` is the sprite named
//                 mouse-pointer, `go to (mouse-pointer v)` the mouse.
//
// scratchblocks reads an escaped character as itself and forgets the escape, so before its
// parse each of these becomes a private-use character, and after it the Program gets the real
// characters back.
import { walkBlocks, type Block, type InputValue, type Program } from "./program";

/** Characters that are scratchblocks syntax: escaping them says nothing more. */
const STRUCTURAL = new Set(["[", "]", "(", ")", "<", ">", ":", "/", "@", "\\", "v", "{", "}", "◂", "▸", "#", "+", "-"]);
const NEWLINE = "\uE00A";
const RETURN = "\uE00D";
/** Before a character: the name it is in is the author's own, not a menu option. */
export const OWN_NAME_MARK = "\uE0FF";
const SPACE_BASE = 0xe100;
const SPACES = [" ", "\t", "\u00A0", "\u1680", "\u2000", "\u2001", "\u2002", "\u2003", "\u2004", "\u2005", "\u2006", "\u2007", "\u2008", "\u2009", "\u200A", "\u2028", "\u2029", "\u202F", "\u205F", "\u3000", "\u000B", "\u000C", "\uFEFF"];
const PRIVATE = /[\uE00A\uE00D\uE0FF\uE100-\uE1FF]/;

/** The text with escapes scratchblocks would lose turned into private-use characters (same lines, same order). */
export function protectEscapes(text: string): string {
  if (!text.includes("\\")) return text;
  return text.replace(/\\([^\n])/gu, (whole, char: string) => {
    if (char === "n") return `\\${NEWLINE}`;
    if (char === "r") return `\\${RETURN}`;
    const space = SPACES.indexOf(char);
    if (space >= 0) return `\\${String.fromCharCode(SPACE_BASE + space)}`;
    if (STRUCTURAL.has(char)) return whole;
    return `\\${OWN_NAME_MARK}${char}`;
  });
}

/** Does this value carry the "author's own name" mark? */
export const isOwnName = (value: string): boolean => value.includes(OWN_NAME_MARK);

/** The real characters for a value read through protectEscapes. */
export function restoreEscapes(value: string): string {
  if (!PRIVATE.test(value)) return value;
  return value
    .replace(/\uE0FF/g, "")
    .replace(/\uE00A/g, "\n")
    .replace(/\uE00D/g, "\r")
    .replace(/[\uE100-\uE1FF]/g, (char) => SPACES[char.charCodeAt(0) - SPACE_BASE] ?? char);
}

function restoreInput(value: InputValue): void {
  if (value.type === "literal") value.value = restoreEscapes(value.value);
  else if (value.type === "menu") {
    value.value = restoreEscapes(value.value);
    value.text = restoreEscapes(value.text);
  }
}

function restoreBlock(block: Block): void {
  for (const field of Object.values(block.fields)) {
    field.value = restoreEscapes(field.value);
    field.text = restoreEscapes(field.text);
  }
  for (const value of Object.values(block.inputs)) restoreInput(value);
  if (block.procedure) {
    block.procedure.proccode = restoreEscapes(block.procedure.proccode);
    block.procedure.argumentNames = block.procedure.argumentNames.map(restoreEscapes);
    for (const value of block.procedure.arguments) restoreInput(value);
  }
  if (block.comment !== undefined) block.comment = restoreEscapes(block.comment);
}

/** Every name and value of a parsed Program with its real characters back. */
export function restoreProgramEscapes(program: Program): void {
  for (const script of program.scripts) {
    walkBlocks(script.blocks, restoreBlock);
    if (script.comment !== undefined) script.comment = restoreEscapes(script.comment);
  }
  for (const definition of program.customBlocks) {
    definition.proccode = restoreEscapes(definition.proccode);
    definition.argumentNames = definition.argumentNames.map(restoreEscapes);
  }
  for (const use of [...program.variables, ...program.lists]) use.name = restoreEscapes(use.name);
  program.broadcasts = program.broadcasts.map(restoreEscapes);
  for (const comment of program.comments) comment.text = restoreEscapes(comment.text);
}

// --- writing ------------------------------------------------------------------------------------

const isSpace = (char: string) => SPACES.includes(char) || char === "\n" || char === "\r";

function escapeChar(char: string): string {
  if (char === "\n") return "\\n";
  if (char === "\r") return "\\r";
  return `\\${char}`;
}

/**
 * A name or string for a slot, escaped so it reads back exactly. `round`: inside `( )`, where
 * scratchblocks merges and trims white space; in `[ ]` only new lines and the ends need care.
 * `ownName`: mark it as the author's name, not the menu option it spells.
 */
export function escapeSlot(text: string, options: { round?: boolean; ownName?: boolean } = {}): string {
  const chars = [...text];
  let out = "";
  // In round brackets a last word "v" makes a dropdown whatever its escape: escape the space before it.
  const spaceBeforeV = options.round && /\sv$/.test(text) ? chars.length - 2 : -1;
  chars.forEach((char, index) => {
    const previous = chars[index - 1];
    const following = chars[index + 1];
    if (STRUCTURAL.has(char) && char !== "v" && char !== "#" && char !== "+" && char !== "-") out += `\\${char}`;
    else if (char === "\n" || char === "\r") out += escapeChar(char);
    else if (isSpace(char)) {
      const isEdge = index === 0 || index === chars.length - 1;
      // One plain space between two words reads back as itself; anything else is kept by escaping it.
      const isPlain = char === " " && !isEdge && previous !== undefined && following !== undefined && !isSpace(previous) && !isSpace(following);
      const needs = options.round ? !isPlain || index === spaceBeforeV : isEdge || char === "\t";
      out += needs ? escapeChar(char) : char;
    } else out += char;
  });
  // In square brackets a trailing " v" would turn the slot into a dropdown; `\v` keeps it text.
  if (!options.round && /\sv$/.test(text)) out = `${out.slice(0, -1)}\\v`;
  if (options.ownName) {
    // The first character that is neither syntax nor an escape letter carries the mark.
    const at = [...out].findIndex((char, index, all) => all[index - 1] !== "\\" && char !== "\\" && !STRUCTURAL.has(char) && !/[nrtv\s]/.test(char));
    if (at >= 0) {
      const all = [...out];
      all.splice(at, 0, "\\");
      out = all.join("");
    }
  }
  return out;
}
