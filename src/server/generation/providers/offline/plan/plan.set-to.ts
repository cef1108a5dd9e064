import type { TWord } from "./plan.words";

/**
 * Putting a variable to a value (issue 26, decision 730): "if the score is less than 0 put it to
 * 0", "set it back to 10", "make the lives 3 again", "reset the timer". "It" is the variable just
 * spoken of (a condition's or a change's), or the request's one variable; a reset with no value
 * puts it to 0. Read as one `set [name v] to (value)`, so neither "put" nor "make" is read as a
 * move or a whole program.
 */

export interface TSetTo {
  name: string;
  value: number;
  /** Indices of the words read. */
  used: number[];
}

const SETTING = /^(?:put|set|make|reset|bring|change|turn|keep)$/;

/** The variable the words from `from` name: "it", "the score", "lives", and where its words end. */
function variableAt(words: readonly TWord[], from: number, variables: ReadonlyMap<string, unknown>, spokenOf: string | undefined): { name: string; end: number } | undefined {
  let i = from;
  if (words[i]?.word === "it" || words[i]?.word === "them") {
    const name = spokenOf ?? (variables.size === 1 ? ([...variables.keys()][0] as string) : undefined);
    return name === undefined ? undefined : { name, end: i + 1 };
  }
  if (/^(?:the|my|your|his|her|its|their)$/.test(words[i]?.word ?? "")) i++;
  const word = words[i];
  if (!word || word.mark || word.number !== undefined) return undefined;
  const name = word.word === "life" ? "lives" : word.word;
  return variables.has(name) ? { name, end: i + 1 } : undefined;
}

/** "put it to 0" at the verb `at`: the variable and its value, or nothing. */
export function readSetTo(words: readonly TWord[], at: number, variables: ReadonlyMap<string, unknown>, spokenOf: string | undefined): TSetTo | undefined {
  const verb = words[at];
  if (!verb || !SETTING.test(verb.lemma)) return undefined;
  const target = variableAt(words, at + 1, variables, spokenOf);
  if (!target) return undefined;
  const used = [at];
  for (let k = at + 1; k < target.end; k++) used.push(k);
  let i = target.end;
  if (words[i]?.word === "back") used.push(i++);
  if (/^(?:to|at|as|=)$/.test(words[i]?.word ?? "") || (words[i]?.word === "equal" && words[i + 1]?.word === "to")) {
    if (words[i]?.word === "equal") used.push(i++);
    used.push(i++);
  }
  const value = words[i]?.number;
  if (value !== undefined) {
    used.push(i++);
    if (words[i]?.word === "again") used.push(i);
    return { name: target.name, value, used };
  }
  // "reset the score", "reset it": back to nothing
  if (verb.lemma === "reset") return { name: target.name, value: 0, used };
  return undefined;
}
