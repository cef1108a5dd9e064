import type { TScriptPlan, TStep } from "./plan.types";

/**
 * Messages between scripts (issue 26): one character's check that another answers, the message a
 * script ends by sending, and a name for each message that no script already answers.
 */

/**
 * The check a character makes that another character answers: the check sends a message (once
 * each time it comes true: it waits until it is no longer true) and the other's script answers it.
 */
export function tellsAnother(check: Extract<TStep, { kind: "if" }>, checker: string, answerer: string, steps: TStep[], says: readonly string[], scripts: readonly TScriptPlan[]): TScriptPlan {
  const message = uniqueMessage(check.condition.words.replace(/^it\b/, checker), scripts);
  // (a branch that ends its script, "it is deleted", sends the message before it ends: nothing waits after)
  const last = check.then[check.then.length - 1];
  if (last?.kind === "block" && /^(?:delete this clone|stop \[(?:all|this script) v\])$/.test(last.text)) check.then.splice(check.then.length - 1, 0, { kind: "block", text: `broadcast [${message} v]` });
  else check.then.push({ kind: "block", text: `broadcast [${message} v]` }, { kind: "block", text: `wait until <not ${check.condition.text}>` });
  return { trigger: { kind: "message", name: message }, steps, says: `When ${check.condition.words.replace(/^it\b/, `the ${checker}`)}: ${says.join(", then ")}` };
}

/** The message a script ends by sending, if it does. */
export function sentMessage(steps: readonly TStep[]): string | undefined {
  const last = steps[steps.length - 1];
  return last?.kind === "block" ? /^broadcast \[(.+) v\]$/.exec(last.text)?.[1] : undefined;
}

/** "Knight turn", then "Knight turn 2": a message name no script of the plan listens to yet. */
export function uniqueMessage(name: string, scripts: readonly TScriptPlan[]): string {
  const taken = (candidate: string) => scripts.some((script) => script.trigger.kind === "message" && script.trigger.name === candidate);
  let n = 1;
  while (taken(n === 1 ? name : `${name} ${n}`)) n++;
  return n === 1 ? name : `${name} ${n}`;
}
