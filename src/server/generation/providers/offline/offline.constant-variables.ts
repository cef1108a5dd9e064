/**
 * A variable nothing changes any more (issue 26). A library program keeps only the scripts a
 * request asked for, and a script it dropped may have been the only one counting a variable: the
 * maze's "You made it! Score: 0" after its countdown went. A variable that no block sets or
 * changes and that is only said after other words (`join [...] (score)`) says nothing: the words
 * are said alone, and the variable, its header line and its stage monitor go. A variable read any
 * other way (a comparison, a move by it) keeps its value's meaning and stays.
 */

import { escapeRegExp } from "../../../../blocks";

/** The program's variables declared in a header. */
const declared = (text: string): string[] => [...new Set([...text.matchAll(/^\/\/ variable (.+?) = /gm)].map((m) => (m[1] as string).trim()))];

export function sayConstantsAsWords(text: string): string {
  let result = text;
  for (const name of declared(text)) {
    const quoted = escapeRegExp(name);
    const changed = new RegExp(`^\\s*(?:set|change) \\[${quoted} v\\] (?:to|by) `, "m");
    if (changed.test(result)) continue;
    const joined = new RegExp(`\\(join \\[([^\\]]*?)\\] \\(${quoted}\\)\\)`, "g");
    const reads = result.match(new RegExp(`\\(${quoted}\\)`, "g"))?.length ?? 0;
    const inJoins = result.match(joined)?.length ?? 0;
    if (inJoins === 0 || inJoins !== reads) continue;
    // "You made it! Score: " → "You made it!": the words that introduced the value go with it
    result = result.replace(joined, (_, words: string) => `[${words.replace(/[\s:=-]*$/, "").replace(new RegExp(`\\s*${quoted}$`, "i"), "").replace(/[\s:=-]*$/, "") || "Well done!"}]`);
    result = result
      .split("\n")
      .filter((line) => !new RegExp(`^// variable ${quoted} = |^\\s*(?:show|hide) variable \\[${quoted} v\\]$`).test(line))
      .join("\n");
  }
  return result;
}
