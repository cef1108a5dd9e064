// The text the page hands to scratchblocks for the picture. scratchblocks reads `(size)` as
// Looks' size reporter wherever it appears, while our parser (and the exported project) reads it
// as the custom-block input, variable or list the author made with that name (issue 13, "no
// silent change"). The picture must show what the project will do, so those names get
// scratchblocks' category override: `(size :: custom-arg)`, `(answer :: variables)`.

import { allLanguages } from "scratchblocks/syntax/index.js";
import { walkBlocks, type Block } from "./program";
import { parseProgram } from "./program.parse";
import { escapeRegExp } from "./regexp";
import { minifyHash } from "./scratchblocks.hash";

type Override = "custom-arg" | "variables" | "list";

const OVERRIDE_BY_OPCODE: Readonly<Record<string, { field: string; category: Override }>> = {
  argument_reporter_string_number: { field: "VALUE", category: "custom-arg" },
  argument_reporter_boolean: { field: "VALUE", category: "custom-arg" },
  data_variable: { field: "VARIABLE", category: "variables" },
  data_listcontents: { field: "LIST", category: "list" },
};

/** Whether scratchblocks alone would draw `(name)` / `<name>` as one of Scratch's own blocks. */
function drawnAsBuiltIn(name: string): boolean {
  return (allLanguages.en?.blocksByHash?.[minifyHash(name)] ?? []).some((b) => b.shape === "reporter" || b.shape === "boolean");
}

/**
 * `text` (normalised block text) with every name the parser read as the author's own input,
 * variable or list, but that scratchblocks would draw as a built-in block, marked with its real
 * category. Lines are only ever annotated, never otherwise changed; text without such a name
 * comes back as the very same string.
 */
export function pictureText(text: string): string {
  const { program } = parseProgram(text);
  /** line → name → category, for names that need the override. */
  const byLine = new Map<number, Map<string, { category: Override; boolean: boolean }>>();
  const visit = (block: Block) => {
    const override = OVERRIDE_BY_OPCODE[block.opcode];
    const name = override ? block.fields[override.field]?.value : undefined;
    if (!override || !name || !drawnAsBuiltIn(name)) return;
    const names = byLine.get(block.line) ?? new Map();
    names.set(name, { category: override.category, boolean: block.opcode === "argument_reporter_boolean" });
    byLine.set(block.line, names);
  };
  for (const script of program.scripts) walkBlocks(script.blocks, visit);
  if (byLine.size === 0) return text;
  const lines = text.split("\n");
  for (const [line, names] of byLine) {
    let code = lines[line - 1];
    if (code === undefined) continue;
    for (const [name, { category, boolean }] of names) {
      const [open, close] = boolean ? ["<", ">"] : ["(", ")"];
      const written = new RegExp(`${escapeRegExp(open)}\\s*(${escapeRegExp(name)})\\s*${escapeRegExp(close)}`, "g");
      code = code.replace(written, `${open}$1 :: ${category}${close}`);
    }
    lines[line - 1] = code;
  }
  return lines.join("\n");
}
