import { describedValue } from "./plan/plan.described";
import { readWords } from "./plan/plan.words";

/**
 * The last guard against words said as text (issue 26): whatever path built an answer (the plan,
 * a reader, the project library), a `say` or `think` block whose text describes a value ("The new
 * value", "My name back", "What I typed") and is not the child's own quoted words says the value
 * it names when the program has it (a variable, the answer to its question); when it does not, the
 * block goes and the part is named as left out, never said as those words.
 */

const SAID = /^(\s*)(say|think) \[([^\]]+)\]((?: for \(\d+(?:\.\d+)?\) seconds)?)\s*$/;

export function sayDescribedValues(prompt: string, text: string): { text: string; leftOut: string[] } {
  const quoted = readWords(prompt).flatMap((word) => (word.quote !== undefined ? [word.quote.toLowerCase()] : []));
  const variables = [...text.matchAll(/^\/\/ variable (.+?) = /gm)].map((m) => (m[1] as string).trim());
  const hasAsk = /^\s*ask \[/m.test(text);
  const leftOut: string[] = [];
  const lines = text.split("\n").flatMap((line) => {
    const m = SAID.exec(line);
    if (!m) return [line];
    const [, indent, verb, said, seconds] = m as unknown as [string, string, string, string, string];
    if (quoted.some((quote) => quote.replace(/[.!?]+$/, "") === said.toLowerCase().replace(/[.!?]+$/, ""))) return [line];
    const described = describedValue(said, variables, hasAsk);
    if (!described) return [line];
    if (described.kind === "reporter" && (described.variable === undefined || variables.includes(described.variable))) return [`${indent}${verb} ${described.reporter}${seconds}`];
    leftOut.push(`${verb === "say" ? "saying" : "thinking"} ${said.toLowerCase()}`);
    return [];
  });
  return { text: lines.join("\n"), leftOut };
}
