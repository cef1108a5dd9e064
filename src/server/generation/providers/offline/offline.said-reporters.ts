import { readWords } from "./plan/plan.words";

/**
 * "After that it says its x position" (issue 26): a reporter's name said as text. A `say` or
 * `think` block whose whole text is a reporter Scratch has ("its x position", "the timer", "its
 * size", "the costume number"), never the child's own quoted words, says that reporter.
 */

const REPORTERS: [RegExp, string][] = [
  [/^x position$/, "(x position)"],
  [/^y position$/, "(y position)"],
  [/^direction$/, "(direction)"],
  [/^size$/, "(size)"],
  [/^costume (?:number|#)$/, "(costume [number v])"],
  [/^timer$/, "(timer)"],
  [/^loudness$/, "(loudness)"],
];

const SAID = /^(\s*)(say|think) \[([^\]]+)\]((?: for \(\d+(?:\.\d+)?\) seconds)?)\s*$/;

export function sayReporters(prompt: string, text: string): string {
  const quoted = new Set(readWords(prompt).flatMap((word) => (word.quote !== undefined ? [word.quote.toLowerCase().replace(/[.!?]+$/, "")] : [])));
  return text
    .split("\n")
    .map((line) => {
      const m = SAID.exec(line);
      if (!m) return line;
      const said = (m[3] as string).toLowerCase().replace(/[.!?]+$/, "").trim();
      if (quoted.has(said)) return line;
      const name = said.replace(/^(?:its|his|her|their|the|my|your)\s+/, "");
      const reporter = REPORTERS.find(([pattern]) => pattern.test(name))?.[1];
      return reporter ? `${m[1] as string}${m[2] as string} ${reporter}${m[4] as string}` : line;
    })
    .join("\n");
}
