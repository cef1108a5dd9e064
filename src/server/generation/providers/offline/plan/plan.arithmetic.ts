import type { TWord } from "./plan.words";

/**
 * Adding to and taking from a variable (issue 26, decision 702): "adds 10 to Hunger", "takes 2
 * away from lives", "subtracts 3 from the timer", and "adds 1" where the request has one variable.
 * The verb is read with its number and its variable as one change, so the variable's name (often
 * itself a verb, "score") is not read as an action of its own.
 */

export interface TAddTo {
  name: string;
  by: number;
  /** Indices of the words read. */
  used: number[];
}

const ADDING = /^(?:add|plus)$/;
const TAKING = /^(?:take|subtract|minus|remove)$/;
const NOT_A_VARIABLE = /^(?:list|basket|bag|inventory|stage|screen|it|him|her|them|me|the|a|an)$/;

/** The variable's name after "to"/"from": "score", "the score", "PetHunger", "a variable called keys". */
function variableAfter(words: readonly TWord[], from: number): { name: string; end: number } | undefined {
  let i = from;
  if (/^(?:the|my|your|his|her|its|their)$/.test(words[i]?.word ?? "")) i++;
  if (words[i]?.word === "a" && words[i + 1]?.word === "variable" && /^(?:called|named)$/.test(words[i + 2]?.word ?? "")) i += 3;
  else if (words[i]?.word === "variable") i++;
  const name = words[i];
  if (!name || name.mark || name.number !== undefined || name.quote !== undefined || NOT_A_VARIABLE.test(name.word)) return undefined;
  // (a name of one word: a word after it that goes on the phrase, "the score board", is not a variable's name)
  const after = words[i + 1];
  if (after && !after.mark && !/^(?:and|then|but|so|when|if|each|every|variable)$/.test(after.word)) return undefined;
  return { name: name.word === "life" ? "lives" : name.word === "point" ? "points" : name.word, end: i + 1 };
}

/**
 * "adds 10 to hunger" at `at` (the verb): the change, or nothing. `variables` are those the
 * request has named so far; with no "to"/"from" the change is to the only one of them.
 */
export function readAddTo(words: readonly TWord[], at: number, variables: ReadonlyMap<string, unknown>): TAddTo | undefined {
  const verb = words[at];
  if (!verb) return undefined;
  const adding = ADDING.test(verb.lemma);
  if (!adding && !TAKING.test(verb.lemma)) return undefined;
  let i = at + 1;
  // ("takes away 7": the "away" said first is read too)
  const awayFirst = !adding && words[i]?.word === "away";
  if (awayFirst) i++;
  const amount = words[i]?.number;
  if (amount === undefined || words[i]?.mark) return undefined;
  const used = awayFirst ? [at, at + 1, i] : [at, i];
  i++;
  if (/^(?:point|more)$/.test(words[i]?.lemma ?? "")) used.push(i++);
  if (!adding && words[i]?.word === "away") used.push(i++);
  const preposition = words[i]?.word;
  if ((adding && preposition === "to") || (!adding && preposition === "from")) {
    const target = variableAfter(words, i + 1);
    if (!target) return undefined;
    for (let k = i; k < target.end; k++) used.push(k);
    return { name: target.name, by: adding ? amount : -amount, used };
  }
  // "adds 1": the request's one variable, when the clause says no other place for it
  const next = words[i];
  if (next && !next.mark && !/^(?:and|then|but|so|when|if|each|every)$/.test(next.word)) return undefined;
  if (variables.size !== 1) return undefined;
  const [name] = [...variables.keys()] as [string];
  return { name, by: adding ? amount : -amount, used };
}
