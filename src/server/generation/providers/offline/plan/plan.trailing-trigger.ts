/**
 * Issue 26 (decision 1470): a trigger said last belongs to every step joined before it.
 * "the Lion roars and grows 20 when it touches the pointer", "the Buffalo says hi and moos when
 * he clicks it": the roar and the greeting happen on the touch and the click, not at the green
 * flag. The steps before the trigger were read first into a script that starts at the green flag
 * only because nothing had said when; the clause with the trigger takes them back.
 *
 * Not taken back: a script whose trigger was said ("when the flag is clicked it says hi and jumps
 * when I press space"), one that goes on by itself (a loop that never ends, a loop round the whole
 * sentence, a check), one that sets where it starts, or another character's.
 */
import { isActionWord, TRIGGER_WORDS, type TClause } from "./plan.clause";
import type { TScriptPlan, TStep } from "./plan.types";

/** Words before a clause's verb that leave the verb first: joiners and the one doing it. */
const BEFORE_THE_VERB = /^(?:and|then|also|it|he|she|they|to|can|will|should|must)$/;

/** "… and grows 20 when it touches the pointer": the clause says its step first, then when. */
export function stepBeforeItsTrigger(clause: TClause): boolean {
  const first = clause.words.find((w) => w.mark === undefined && !BEFORE_THE_VERB.test(w.word));
  // ("and clicking it makes it grow", "and when I press space it jumps": the trigger leads, it is that clause's own)
  if (first === undefined || !isActionWord(first) || TRIGGER_WORDS.has(first.word) || /ing$/.test(first.word)) return false;
  // ("asks your age and says hi if you are older than 10": a check said last is the last step's only; "when" is an event's)
  return !clause.words.some((w) => w.word === "if" || w.word === "unless");
}

/** Whether a script's steps can be started by another trigger: nothing in them runs on by itself or checks. */
export function startsAnyWay(steps: readonly TStep[]): boolean {
  // (a question asked is what a check after it looks at: never moved under it)
  return steps.length > 0 && steps.every((step) => (step.kind === "block" && !/^ask /.test(step.text)) || step.kind === "repeat");
}

/** A script started at the green flag because nothing said when, read from the same sentence. */
export interface TUntriggered {
  actor: string | undefined;
  script: TScriptPlan;
  sentence: number;
  wrapTimes?: number | "forever";
  lastIf?: unknown;
  /** Started at the green flag only because no trigger was said, in this sentence. */
  byDefault?: number;
}

/** The script before a clause whose trigger is said last, when its steps are that trigger's too. */
export function takenBack<T extends TUntriggered>(current: T | undefined, clause: TClause, actor: string | undefined): T | undefined {
  if (!current || current.byDefault !== clause.sentence || current.sentence !== clause.sentence || clause.joiner === "start") return undefined;
  if (current.actor !== actor || current.wrapTimes !== undefined || current.lastIf !== undefined || current.script.trigger.kind !== "flag") return undefined;
  return startsAnyWay(current.script.steps) && stepBeforeItsTrigger(clause) ? current : undefined;
}
