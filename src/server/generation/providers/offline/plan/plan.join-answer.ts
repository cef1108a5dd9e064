import type { TWord } from "./plan.words";

/**
 * Words said with the answer (issue 26, decision 730): after a question, "say nice to meet you and
 * my name", "says "Ka pai" joined with the name", "says hello with the answer" are the child's
 * words joined with what was typed: `say (join [words ] (answer))`.
 */

const OWNER = /^(?:my|your|his|her|their|the|its)$/;
const ANSWERED = /^(?:name|answer|age|reply|word|words)$/;

/** Where "and my name", "joined with the name", "with the answer", "plus the answer" starting at `from` ends; undefined if they are not there. */
export function joinedWithAnswer(words: readonly TWord[], from: number): number | undefined {
  let i = from;
  if (words[i]?.word === "joined" || words[i]?.word === "join") i++;
  if (!/^(?:and|with|plus|to)$/.test(words[i]?.word ?? "")) return undefined;
  // ("and then ...", "and says ...": the next step, not the answer)
  i++;
  if (!OWNER.test(words[i]?.word ?? "")) return undefined;
  i++;
  if (!ANSWERED.test(words[i]?.word ?? "")) return undefined;
  // "and my name" must close what is said (a mark, the clause's end, or the next step)
  const after = words[i + 1];
  if (after && !after.mark && !/^(?:and|then|for|when|after)$/.test(after.word)) return undefined;
  return i + 1;
}
