// A call of the program's own block with each value named, as other languages pass arguments
// (issue 27, decision 540): `jump height: (40) times: (2)` for `define jump (height) times (count)`.
// Where the names are the block's own (each input's name, or the words in front of it), in the
// define's order, there is one block the line can be: the call with the values in its inputs.

import { scanGroups } from "./text.repair.groups";
import { replaceRange, type RepairRule } from "./text.repair.types";

interface Part {
  /** Words of the block's label as the define writes them, or null for an input. */
  words: string | null;
  /** The same words, or the input's name, lower case with single spaces (for comparing). */
  key: string;
}

const squash = (words: string) => words.trim().replace(/\s+/g, " ").toLowerCase();

/** `jump (height) times (count)` → words and inputs in order (null when the brackets do not balance). */
function partsOf(defined: string): Part[] | null {
  const groups = scanGroups(defined);
  if (!groups) return null;
  const parts: Part[] = [];
  const addWords = (text: string) => {
    if (text.trim()) parts.push({ words: text.trim().replace(/\s+/g, " "), key: squash(text) });
  };
  let at = 0;
  for (const g of groups) {
    addWords(defined.slice(at, g.start));
    parts.push({ words: null, key: squash(defined.slice(g.start + 1, g.end - 1).replace(/\s+v$/, "")) });
    at = g.end;
  }
  addWords(defined.slice(at));
  return parts;
}

/** One value as written after its name: a bracketed input, or a bare number or word. */
const VALUE = /^\s*(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)|\[[^\]]*\]|<(?:[^<>]|<[^<>]*>)*>|[^\s()[\]<>]+)/;

/** `name: value name: value …` after the block's first words → the values by name, in order. */
function namedValues(rest: string): { name: string; value: string }[] | null {
  const out: { name: string; value: string }[] = [];
  let text = rest;
  while (text.trim() !== "") {
    const name = /^\s*([^\s:()[\]<>][^:()[\]<>]*?)\s*:/.exec(text);
    if (!name) return null;
    text = text.slice(name[0].length);
    const value = VALUE.exec(text);
    if (!value) return null;
    out.push({ name: squash(name[1] ?? ""), value: value[1] ?? "" });
    text = text.slice(value[0].length);
  }
  return out;
}

const inputText = (value: string) => (/^[([<]/.test(value) ? value : /^-?(?:\d+\.?\d*|\.\d+)$/.test(value) ? `(${value})` : `[${value}]`);

/** The call of `defined` that `code` writes with named values, or null when it is not one. */
export function callWithNamedValues(code: string, defined: string): string | null {
  const parts = partsOf(defined);
  const lead = parts?.[0];
  if (!parts || !lead || lead.words === null || !parts.some((p) => p.words === null)) return null;
  const written = code.trim();
  const leadWords = new RegExp(`^${lead.key.split(" ").map(() => "\\S+").join("\\s+")}\\s+`).exec(written)?.[0] ?? "";
  if (squash(leadWords) !== lead.key) return null;
  const named = namedValues(written.slice(leadWords.length));
  if (!named || named.length !== parts.filter((p) => p.words === null).length) return null;
  let next = 0;
  const call = [leadWords.trim()];
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i];
    if (!part) return null;
    if (part.words !== null) {
      call.push(part.words);
      continue;
    }
    const given = named[next++];
    const before = parts[i - 1];
    // The value's name is the input's own, or the label words right in front of it (not the
    // block's first words), or those words and the input's name: `in colour c: [red]`.
    const words = i > 1 && before?.words !== null ? before?.key : undefined;
    const isItsName = given && (given.name === part.key || (words !== undefined && (given.name === words || given.name === `${words} ${part.key}`)));
    if (!given || !isItsName) return null;
    call.push(inputText(given.value));
  }
  return call.join(" ");
}

export const labelledCall: RepairRule = {
  id: "labelled-call",
  reason: "Your own block is called with its words and inputs as its define writes them, without names before the values.",
  // A word after the block's first one, then a colon and a value: `hop height: 30`.
  trigger: /\s[^\s:()[\]<>]+:\s*\S/,
  needs: ":",
  propose(code, line) {
    for (const defined of line.ownBlocks()) {
      const call = callWithNamedValues(code, defined);
      if (call) return [replaceRange(0, code.length, call)];
    }
    return [];
  },
};
