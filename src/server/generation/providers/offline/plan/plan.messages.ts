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
  // "when it touches the Ball, the Ball rolls away": a touch goes both ways, so the one touched
  // watches for it itself and answers under its own check; the checker's check sends nothing
  if (check.condition.text === `<touching (${answerer} v)?>`) {
    const own: Extract<TStep, { kind: "if" }> = { kind: "if", condition: { text: `<touching (${checker} v)?>`, words: `it touches the ${checker}` }, then: steps };
    return { trigger: { kind: "flag" }, steps: [{ kind: "forever", body: [own] }], says: `When the ${checker} touches it: ${says.join(", then ")}` };
  }
  const message = uniqueMessage(check.condition.words.replace(/^it\b/, checker), scripts);
  sendFrom(check, message);
  return { trigger: { kind: "message", name: message }, steps, says: `When ${check.condition.words.replace(/^it\b/, `the ${checker}`)}: ${says.join(", then ")}` };
}

/** The check sends `message` once each time it comes true. */
function sendFrom(check: Extract<TStep, { kind: "if" }>, message: string): void {
  // (a branch that ends its script, "it is deleted", sends the message before it ends: nothing waits after)
  const last = check.then[check.then.length - 1];
  if (last?.kind === "block" && /^(?:delete this clone|stop \[(?:all|this script) v\])$/.test(last.text)) check.then.splice(check.then.length - 1, 0, { kind: "block", text: `broadcast [${message} v]` });
  else check.then.push({ kind: "block", text: `broadcast [${message} v]` }, { kind: "block", text: `wait until <not ${check.condition.text}>` });
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

/** The check of a touch the one touched watches for itself (`tellsAnother`), if the script is one. */
export function ownTouchWatch(script: TScriptPlan): Extract<TStep, { kind: "if" }> | undefined {
  const [loop] = script.steps;
  const check = loop?.kind === "forever" && loop.body.length === 1 ? loop.body[0] : undefined;
  return script.trigger.kind === "flag" && script.steps.length === 1 && check?.kind === "if" ? check : undefined;
}

/**
 * Checks handed over to the one touched (`tellsAnother`): one under which the checker kept nothing
 * goes, with a script left with nothing but an empty loop; one under which the checker does its own
 * part ("... and the Bottle goes back to the top") tells the touched one instead, before it moves
 * away and the touch is over.
 */
export function settleHandedOverChecks(scripts: { script: TScriptPlan }[], handedOver: ReadonlyMap<TStep, { told: TScriptPlan; checker: TScriptPlan }>): void {
  if (handedOver.size === 0) return;
  const emptied = new Set<TScriptPlan>();
  const prune = (list: TStep[]): boolean => {
    let dropped = false;
    for (let at = list.length - 1; at >= 0; at--) {
      const step = list[at] as TStep;
      if (handedOver.has(step) && step.kind === "if" && step.then.length === 0 && (step.else ?? []).length === 0) {
        list.splice(at, 1);
        dropped = true;
      } else if (step.kind === "forever" || step.kind === "repeat" || step.kind === "until") dropped = prune(step.body) || dropped;
    }
    return dropped;
  };
  for (const entry of scripts) if (prune(entry.script.steps)) emptied.add(entry.script);
  for (const [check, { told, checker }] of handedOver) {
    const watch = ownTouchWatch(told);
    if (check.kind !== "if" || check.then.length === 0 || !watch) continue;
    const named = (text: string) => /^<touching \((.+) v\)\?>$/.exec(text)?.[1] ?? "";
    const touched = named(check.condition.text);
    const message = uniqueMessage(`${named(watch.condition.text)} touches the ${touched}`, scripts.map((entry) => entry.script));
    sendFrom(check, message);
    told.trigger = { kind: "message", name: message };
    told.steps = watch.then;
    checker.says += `, and tells the ${touched}`;
    told.says = told.says.replace(/^When the (.+?) touches it:/, `When the $1 touches the ${touched}:`);
  }
  const nothingLeft = (steps: readonly TStep[]) => steps.length === 0 || (steps.length === 1 && steps[0]?.kind === "forever" && steps[0].body.length === 0);
  for (let at = scripts.length - 1; at >= 0; at--) {
    const script = (scripts[at] as { script: TScriptPlan }).script;
    if (emptied.has(script) && nothingLeft(script.steps)) scripts.splice(at, 1);
  }
}
