// Diagnostic wording in one place: short sentences a nine-year-old can follow and an LLM can
// act on (what is wrong, then what to write instead, in scratchblocks text).

import type { Diagnostic, DiagnosticCode } from "./program";

type Draft = Omit<Diagnostic, "line" | "column" | "severity" | "code"> & { severity?: Diagnostic["severity"] };

const quote = (text: string) => `"${text.replace(/\s+/g, " ").trim()}"`;

/** Why a borrowed operator has no block of its own, in one short clause. */
function operatorNote(written: string): string {
  if (/>=|=>|≥/.test(written)) return ': Scratch has no "greater than or equal" block, so it says "not less than"';
  if (/<=|=<|≤/.test(written)) return ': Scratch has no "less than or equal" block, so it says "not greater than"';
  if (/!=|≠/.test(written)) return ': Scratch has no "not equal" block, so it says "not … = …"';
  if (/==/.test(written)) return ": Scratch compares with one =";
  if (/&&|\|\|/.test(written)) return ": Scratch joins conditions with the words and / or";
  if (/^!/.test(written)) return ': Scratch says "not"';
  if (/^join\b/i.test(written)) return ": join takes exactly two inputs, with no words between them";
  if (written === "%") return ": the remainder block is called mod";
  if (/^\(.*[-+*/]/.test(written)) return ": each value goes in its own round brackets, and each + - * / block takes exactly two values";
  return "";
}

export const messages = {
  unknownBlock: (text: string, hint?: string): Draft => ({
    message: `Scratch has no block ${quote(text)}. Use a real Scratch 3 block instead.`,
    hint,
  }),
  turnWithoutDirection: (text: string, amount: string): Draft => ({
    message: `${quote(text)} does not say which way to turn. Scratch turns right (clockwise) or left: write turn right ${amount} degrees or turn left ${amount} degrees.`,
    hint: `turn right ${amount} degrees`,
  }),
  leftOutBlocks: (text: string): Draft => ({
    message: `${quote(text)} stands for blocks that were left out. Put those blocks here, or take the line out.`,
    hint: "Replace it with real blocks.",
  }),
  conditionGap: (text: string): Draft => ({
    message: `${quote(text)} is a gap to fill in: it does not say what to test. Put a real condition there, like <touching (edge v)?> or <(score) > (10)>.`,
    hint: "<touching (edge v)?>",
  }),
  conditionInWords: (text: string): Draft => ({
    message: `${quote(text)} is a condition written in words, and Scratch can only test its own conditions. Say what to test, like: <(answer) = [yes]>, <(score) > (10)> or <touching (edge v)?>.`,
    hint: "<(answer) = [yes]>",
  }),
  bareNumber: (text: string, canonical: string): Draft => ({
    message: `Numbers you type go in round brackets, like (10). Scratch cannot read ${quote(text)}; write it like: ${canonical}`,
    hint: canonical,
  }),
  unreadableLine: (text: string): Draft => ({
    message: `PromptBlocks cannot read the line ${quote(text)}. Write one block per line using real block words, with ( ), [ ] and < > around the inputs.`,
    hint: "move (10) steps",
  }),
  undefinedCustomBlock: (text: string, defined: string[], hint?: string): Draft => ({
    message:
      defined.length > 0
        ? `${quote(text)} is not a Scratch block, and no "define" script makes a block with these words and inputs. Call one of your own blocks exactly as it is defined, or add a "define" script for it.`
        : `${quote(text)} is not a Scratch block. If it is your own block, add a script that starts with "define ${text.replace(/\([^)]*\)|\[[^\]]*\]/g, "(input)")}" to say what it does.`,
    hint: defined.length > 0 ? `Your own blocks: ${defined.join("  |  ")}` : hint,
  }),
  scratch2Block: (text: string, replacement: string): Draft => ({
    message: `${quote(text)} is old Scratch 2 wording. Scratch 3 writes it as: ${replacement}`,
    hint: replacement,
  }),
  unsupportedExtension: (text: string, extension: string): Draft => ({
    message: `${quote(text)} comes from the ${extension} extension, which does not work here. Pen, Music, Text to Speech, Translate, Video Sensing and Makey Makey work here.`,
    hint: "Use blocks from Motion, Looks, Sound, Events, Control, Sensing, Operators, Variables, My Blocks, or the Pen, Music, Text to Speech, Translate, Video Sensing or Makey Makey extensions.",
  }),
  missingEnd: (opener: string): Draft => ({
    message: `${quote(opener)} has no "end". Add a line with just "end" after the last block that goes inside it.`,
    hint: `${opener}\n  …\nend`,
  }),
  strayEnd: (): Draft => ({
    message: `This "end" does not close anything. Remove it, or make sure the C-block it closes (like "repeat", "forever" or "if") is above it.`,
    hint: "repeat (10)\n  …\nend",
  }),
  strayElse: (owner: string | null): Draft => ({
    message: owner
      ? `"else" only goes inside "if <> then", not inside ${quote(owner)}.`
      : `This "else" is not inside an "if <> then". Put it between "if <> then" and its "end".`,
    hint: "if <> then\n  …\nelse\n  …\nend",
  }),
  naryBoolean: (operator: string): Draft => ({
    message: `"${operator}" joins exactly two conditions. For three or more, put one "${operator}" inside another.`,
    hint: `<<a> ${operator} <<b> ${operator} <c>>>`,
  }),
  reporterAsStack: (text: string): Draft => ({
    message: `${quote(text)} is a reporter: it gives a value but cannot be a step on its own. Put it inside another block's slot.`,
    hint: `say ${text.startsWith("(") || text.startsWith("<") ? text : `(${text})`}`,
  }),
  blockAfterCap: (cap: string, next: string): Draft => ({
    message: `Nothing can go under ${quote(cap)}: the script never gets past it. Move ${quote(next)} above it, inside it, or into its own script with a hat block.`,
  }),
  emptyProgram: (): Draft => ({
    message: "There are no blocks here yet. Write at least one script that starts with a hat block.",
    hint: "when green flag clicked\nsay [Hello!]",
  }),
  scriptWithoutHat: (first: string): Draft => ({
    severity: "warning",
    message: `The script starting with ${quote(first)} has no hat block on top, so it never starts by itself. Add a hat such as "when green flag clicked" above it.`,
    hint: "when green flag clicked",
  }),
  wrongSlotNotBoolean: (got: string, blockText: string): Draft => ({
    message: `${quote(got)} cannot go in the pointy <condition> slot of ${quote(blockText)}. That slot needs a true/false block with pointy ends.`,
    hint: "<(score) > (10)>  |  <touching (edge v)?>  |  <key (space v) pressed?>",
  }),
  wrongSlotStackInSlot: (got: string): Draft => ({
    message: `${quote(got)} is a stack block, so it cannot go inside a slot. Put it on its own line instead.`,
  }),
  wrongSlotNotNumber: (got: string, blockText: string): Draft => ({
    message: `${quote(got)} is not a number, but ${quote(blockText)} needs a number there.`,
    hint: "Write a number like (10), or use a reporter like (x position) or a variable.",
  }),
  wrongSlotNotColor: (got: string): Draft => {
    const word = /^\[?\s*([A-Za-z][A-Za-z ]*?)\s*\]?$/.exec(got)?.[1];
    return word ? messages.colourInWords(word) : { message: `${quote(got)} is not a colour. Colours are written with a # and 3 or 6 hex digits.`, hint: "[#ff0000]" };
  },
  /** `touching color [brown]`: a colour's name stands for many colours; the test needs one. */
  colourInWords: (word: string): Draft => ({
    message: `"${word}" names many colours, but Scratch tests one exact colour. Write it with a # and 6 hex digits, like [#ff0000] for red, or pick it on the stage with the colour picker.`,
    hint: "<touching color [#ff0000]?>",
  }),
  wrongSlotField: (got: string, blockText: string, example: string): Draft => ({
    message: `${quote(got)} cannot go there: ${quote(blockText)} needs a dropdown choice in that place, not a block.`,
    hint: example,
  }),
  unknownMenuOption: (value: string, blockText: string, choices: string[]): Draft => ({
    message:
      value === ""
        ? `The dropdown in ${quote(blockText)} is empty. Pick one of its choices.`
        : `"${value}" is not a choice in ${quote(blockText)}.${choices.length ? ` Choose one of: ${choices.join(", ")}.` : ""}`,
    hint: choices.length ? choices.map((c) => `(${c} v)`).join("  |  ") : undefined,
  }),
  otherSprite: (name: string, blockText: string, choices: string[]): Draft => ({
    severity: "warning",
    message: `${quote(blockText)} names the sprite "${name}", which this program does not make. The saved project gets an empty sprite called "${name}": give it a costume and scripts in Scratch.`,
    hint: `Add a sprite called "${name}" in Scratch${choices.length ? `, or use ${choices.map((c) => `(${c} v)`).join(" or ")}` : ""}.`,
  }),
  dataLikeBuiltIn: (name: string, category: string, kind: "variable" | "list"): Draft => ({
    severity: "warning",
    message: `(${name}) here is your ${kind} "${name}", not ${category}${category.endsWith("s") ? "'" : "'s"} (${name}) block, because the program ${kind === "list" ? "fills a list" : "sets a variable"} with that name. If you meant Scratch's block, give your ${kind} its own name.`,
    hint: kind === "list" ? `add [thing] to [my ${name} v]` : `set [my ${name} v] to (0)`,
  }),
  defineLikeBuiltIn: (callText: string, defineText: string): Draft => ({
    severity: "warning",
    message: `Your block "${callText}" has the same words as a Scratch block, so every "${callText}" here runs your define, not Scratch's block. Give your block its own name to keep them apart.`,
    hint: defineText.replace(/^define /, "define my "),
  }),
  argumentOutsideDefine: (name: string, define: string, isBoolean: boolean): Draft => ({
    severity: "warning",
    message: `${isBoolean ? `<${name}>` : `(${name})`} is an input of "${define}" and only has a value inside that define script. Here Scratch reports ${isBoolean ? "false" : "0"}. Use it inside the define, or make a variable with "set [${name} v] to (0)".`,
    hint: `set [${name} v] to (0)`,
  }),
  similarName: (name: string, meant: string): Draft => ({
    severity: "warning",
    message: `"(${name})" is not a Scratch block, so it becomes a new variable called "${name}". Did you mean ${meant}?`,
    hint: meant,
  }),
  operatorMistake: (code: "operator-form" | "wrong-brackets", written: string, scratch: string, fixedLine: string): Draft => ({
    message:
      code === "wrong-brackets"
        ? `${quote(written)} has the wrong brackets: conditions go in pointy brackets < >, values in round brackets ( ). Scratch writes it as ${scratch}`
        : `${quote(written)} is not how Scratch writes it${operatorNote(written)}. Scratch writes it as ${scratch}`,
    hint: fixedLine,
  }),
  duplicateDefine: (defineText: string, firstLine: number): Draft => ({
    message: `This block is already defined on line ${firstLine} ("${defineText}"). A block can have only one define script: merge the two, or give this one a different name.`,
    hint: `${defineText.replace(/^define /, "define other ")}`,
  }),
} satisfies Record<string, (...args: never[]) => Draft>;

export function toDiagnostic(code: DiagnosticCode, line: number, column: number, draft: Draft): Diagnostic {
  const d: Diagnostic = { line, column, severity: draft.severity ?? "error", code, message: draft.message };
  if (draft.hint) d.hint = draft.hint;
  return d;
}
