import { readPlanWords } from "./plan/plan.read";

/**
 * "i want a 0.1 wait so its not too fast", "wait 0.2 between costumes" (issue 26): the request
 * gives one wait's length, and the program waits another length the request never said. The
 * wait is the child's: it takes their number. Only when the request says one wait length and
 * every `wait (n) seconds` of the program with a number it never said is the one wait.
 */
export function keepSaidWait(prompt: string, text: string): string {
  const { words } = readPlanWords(prompt);
  const said = new Set(words.flatMap((word) => (word.number !== undefined ? [word.number] : [])));
  const lengths = new Set<number>();
  words.forEach((word, i) => {
    if (!/^(?:wait|waits|pause|pauses|delay)$/.test(word.word)) return;
    // "a 0.1 wait", "wait 0.1", "wait 0.1 seconds"
    const number = [words[i - 1], words[i + 1]].find((other) => other?.number !== undefined)?.number;
    if (number !== undefined) lengths.add(number);
  });
  if (lengths.size !== 1) return text;
  const length = [...lengths][0] as number;
  const unsaid = [...text.matchAll(/^(\s*)wait \((-?\d+(?:\.\d+)?)\) seconds$/gm)].filter((m) => !said.has(Number(m[2])));
  const all = [...text.matchAll(/^\s*wait \((-?\d+(?:\.\d+)?)\) seconds$/gm)];
  if (unsaid.length !== 1 || all.some((m) => Number(m[1]) === length)) return text;
  return text.replace(/^(\s*)wait \((-?\d+(?:\.\d+)?)\) seconds$/gm, (line, indent: string, n: string) => (said.has(Number(n)) ? line : `${indent}wait (${length}) seconds`));
}
