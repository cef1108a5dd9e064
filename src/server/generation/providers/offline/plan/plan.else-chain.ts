import type { TClause, TClauseReading } from "./plan.clause";
import type { TScriptPlan, TStep } from "./plan.types";

/*
 * An if / else-if chain (issue 26): "if it is more than 25 say Hot, if it is less than 10 say
 * Cold, otherwise say Nice" is one choice, so exactly one branch runs. Each if after the first
 * is the else of the one before it, and the closing "otherwise" is the last one's.
 */
/** Whether a checked condition read after an if with its steps and no else is the next link of the same chain (its else). */
export function chainsOnto(lastIf: Extract<TStep, { kind: "if" }> | undefined, scriptSteps: readonly TStep[], steps: readonly TStep[], reading: TClauseReading): boolean {
  if (!lastIf || lastIf.else || lastIf.then.length === 0 || reading.condition === undefined || reading.trigger || reading.repeat) return false;
  return steps.length === 1 && steps[0]?.kind === "if" && scriptSteps[scriptSteps.length - 1] === lastIf;
}

/** Whether the sentence goes on to an "otherwise"/"else": the ifs before it are one chain. */
export function elseAhead(clauses: readonly TClause[], index: number): boolean {
  const sentence = clauses[index]?.sentence;
  return clauses.slice(index + 1).some((clause) => clause.sentence === sentence && clause.words.some((word) => word.word === "otherwise" || word.word === "else"));
}

/** The branch of an if that its sentence is still filling, in the script that holds it. */
export interface TOpenBranch {
  steps: TStep[];
  script: TScriptPlan;
  sentence: number;
}

/** Whether a plain step joined by "and" or a comma goes on with the branch just read ("otherwise it says No and plays a buzz"). */
export function continuesBranch(branch: TOpenBranch | undefined, script: TScriptPlan, clause: TClause, reading: TClauseReading): boolean {
  if (!branch || branch.script !== script || branch.sentence !== clause.sentence) return false;
  return (clause.joiner === "and" || clause.joiner === "comma") && !reading.trigger && !reading.condition && !reading.until && !reading.isElse && reading.repeat === undefined;
}
