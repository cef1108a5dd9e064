/**
 * A game that ends on a variable (issue 26): "game over at 0", "at 0 lives it's game over", "the
 * game is over at 50 points", "when lap is 3 you win". The reader keeps the variable and how it
 * changes, but the ending itself had no script: it was named as left out ("0", "the number 50")
 * or quietly not built. Whatever built the answer, when the program keeps that variable and never
 * tests it, the ending is its own green-flag script: wait until the variable reaches the number,
 * then the ending the child asked for. The number is the child's; a variable that jumps several at
 * a time is waited for with "not less than" (or "not more than"), so a jump past it still ends it.
 */

import { escapeRegExp } from "../../../../blocks";

interface TVariableEnding {
  variable: string;
  value: number;
  /** The ending's blocks, e.g. `say [Game over!] for (2) seconds` then `stop [all v]`. */
  blocks: string[];
  /** What it does, for the comment and the explanation: "it's game over". */
  words: string;
  /** The request's words this ending reads, so the parts naming them are no longer left out. */
  phrase: string;
}

/** Words a child uses for the ending, and what each builds. */
const ENDINGS: { pattern: RegExp; blocks: string[]; words: string }[] = [
  { pattern: /\b(?:it'?s |its |it is |the game is |is )?game over\b|\bthe game (?:is over|ends|stops)\b/, blocks: ["say [Game over!] for (2) seconds", "stop [all v]"], words: "it's game over" },
  { pattern: /\byou win\b|\byou won\b/, blocks: ["say [You win!] for (2) seconds", "stop [all v]"], words: "you win" },
  { pattern: /\byou lose\b|\byou lost\b/, blocks: ["say [You lose!] for (2) seconds", "stop [all v]"], words: "you lose" },
];

/** The number the ending waits for and the variable it names: "at 0 lives", "at 50 points", "when lives is 0", "at 0". */
const AT_NUMBER = /\b(?:at|when (?:the )?([a-z]+) (?:is|reaches|gets to|hits)|reaches|gets to) (-?\d+)(?: ([a-z]+))?/;

/** "points" is the score, as every game says it. */
const variableWord = (word: string | undefined): string | undefined => (word === undefined ? undefined : /^points?$/.test(word) ? "score" : word.replace(/s$/, ""));

/** Variables the program changes. */
const changedVariables = (text: string): string[] => [...new Set([...text.matchAll(/change \[(.+?) v\] by \(/g)].map((m) => m[1] as string))];

/** The variable the request spoke of last before the ending ("3 lives, and at 0 it's game over"). */
function lastMentioned(before: string, known: readonly string[]): string | undefined {
  const words = before.split(/[^a-z]+/).map(variableWord);
  for (let i = words.length - 1; i >= 0; i--) {
    const found = known.find((name) => name.toLowerCase().replace(/s$/, "") === words[i]);
    if (found) return found;
  }
  return undefined;
}

/** The endings the request asks for on a variable the program keeps and does not test yet. */
export function readVariableEndings(prompt: string, text: string): TVariableEnding[] {
  const known = changedVariables(text);
  const endings: TVariableEnding[] = [];
  const lower = prompt.toLowerCase();
  for (const clause of lower.split(/[.;!?\n]|,(?= (?:and |but |if |when )?(?:you|it|the|at))/)) {
    const ending = ENDINGS.find((candidate) => candidate.pattern.test(clause));
    const at = AT_NUMBER.exec(clause);
    if (!ending || !at) continue;
    const after = at[3] !== undefined && !/^(?:its?|the|you|and|then|so|or|he|she|they|game|we)$/.test(at[3]) ? at[3] : undefined;
    const named = variableWord(at[1]) ?? variableWord(after);
    // "after 30 seconds" is a time, not a variable's value
    if (named !== undefined && /^(?:second|sec|minute|time|step|degree)$/.test(named)) continue;
    // the variable the clause names ("at 0 lives" is never the score), or, when it names none, the only one the program changes
    const isNamed = (name: string, word: string) => name.toLowerCase() === word || name.toLowerCase().replace(/s$/, "") === word;
    const variable = named !== undefined ? known.find((name) => isNamed(name, named)) : (lastMentioned(lower.slice(0, lower.indexOf(clause)), known) ?? (known.length === 1 ? known[0] : undefined));
    if (variable === undefined) continue;
    // the program tests it already: the ending is there
    if (new RegExp(`\\(${escapeRegExp(variable)}\\) [<=>]`).test(text)) continue;
    endings.push({ variable, value: Number(at[2]), blocks: ending.blocks, words: ending.words, phrase: clause.trim() });
  }
  return endings;
}

/**
 * The test of the moment, with the child's number: `=` when every change is one at a time (it
 * lands on the number), else "not less than" a rising one or "not more than" a falling one.
 */
function moment(variable: string, value: number, text: string): string {
  const steps = [...text.matchAll(new RegExp(`change \\[${escapeRegExp(variable)} v\\] by \\((-?\\d+(?:\\.\\d+)?)\\)`, "gi"))].map((m) => Number(m[1]));
  if (steps.every((step) => Math.abs(step) === 1) || !Number.isInteger(value)) return `<(${variable}) = (${value})>`;
  return steps.every((step) => step > 0) ? `<not <(${variable}) < (${value})>>` : steps.every((step) => step < 0) ? `<not <(${variable}) > (${value})>>` : `<(${variable}) = (${value})>`;
}

/**
 * The answer with each ending on a variable as a script of its own, on the first sprite (or the
 * stage when there is none), the parts it built taken off what was left out.
 */
export function addVariableEndings(prompt: string, text: string, explanation: string, leftOut: readonly string[]): { text: string; explanation: string; leftOut: string[] } {
  const endings = readVariableEndings(prompt, text);
  if (endings.length === 0) return { text, explanation, leftOut: [...leftOut] };
  const scripts = endings.map((ending) =>
    [`// When ${ending.variable} reaches ${ending.value}: ${ending.words}`, "when green flag clicked", `wait until ${moment(ending.variable, ending.value, text)}`, ...ending.blocks].join("\n"),
  );
  const said = endings.map((ending) => `When ${ending.variable} reaches ${ending.value}, ${ending.words}.`).join(" ");
  // after the first sprite's header (its name and settings line), else at the end of the stage's part
  const sprite = /^\/\/ sprite: .+\n(?:\/\/ x:.*\n)?/m.exec(text);
  const placed = sprite
    ? `${text.slice(0, sprite.index + sprite[0].length)}\n${scripts.join("\n\n")}\n\n${text.slice(sprite.index + sprite[0].length).replace(/^\n+/, "")}`
    : `${text.trimEnd()}\n\n${scripts.join("\n\n")}\n`;
  // a part left out that is only the ending's words and numbers is built now
  const built = (part: string) => {
    const lower = part.toLowerCase();
    return endings.some((ending) => {
      const words = lower.replace(/^the number (\S+) \(".*"\)$/, "$1").replace(/^the number /, "").split(/[^a-z0-9-]+/).filter(Boolean);
      return words.length > 0 && words.every((word) => ending.phrase.split(/[^a-z0-9-]+/).includes(word) || word === String(ending.value));
    });
  };
  // said with what the program does, before any sentence that names what was left out
  const named = explanation.search(/\s*I (?:didn't|couldn't) build/);
  const told = named < 0 ? `${explanation} ${said}` : `${explanation.slice(0, named)} ${said}${explanation.slice(named)}`;
  return { text: placed, explanation: told.trim(), leftOut: leftOut.filter((part) => !built(part)) };
}
