import { escapeRegExp } from "../../../../blocks";
import { compilePlan } from "./plan/plan.compile";
import { spriteSections } from "./offline.program-sections";
import { commentWithoutTheWait } from "./offline.unfilled-slots";

/**
 * A mend that moves a script to another sprite (issue 26, decision 1390): the explanation was
 * written for the sprite the script was on ("When it touches the Dog, the Dog hides."), and a
 * child reads it. Each moved script's sentence is written again by the plan's own explanation
 * (`compilePlan`) for the sprite that holds it now ("..., the Cat hides.").
 */

/** A script of the program: the sprite holding it, its comment's words, and what identifies it (comment and blocks). */
interface TOwnedScript {
  owner: string;
  says: string;
  key: string;
}

function ownedScripts(text: string): TOwnedScript[] {
  return spriteSections(text).flatMap((section) =>
    section.scripts.filter((script) => script.comment.startsWith("// ")).map((script) => ({ owner: section.name, says: script.comment.slice(3), key: [script.comment, ...script.trimmed].join("\n") })),
  );
}

/** The plan's sentence for a script saying `says` on the sprite `owner`, in a program that has `others` too. */
function sentenceOf(owner: string, says: string, others: readonly string[]): string {
  const characters = [{ name: owner, scripts: [{ trigger: { kind: "flag" as const }, steps: [], says }] }, ...others.filter((name) => name !== owner).map((name) => ({ name, scripts: [] }))];
  return compilePlan({ characters, variables: [], lists: [], stageScripts: [], leftOut: [] }).explanation;
}

export function explainMovedScripts(before: string, after: string, explanation: string): string {
  const was = ownedScripts(before);
  const sprites = spriteSections(after).map((section) => section.name);
  let text = explanation;
  for (const script of ownedScripts(after)) {
    // the same comment and blocks on another sprite before the mends: the script moved
    const old = was.find((other) => other.key === script.key);
    if (old === undefined || old.owner === script.owner || was.some((other) => other.key === script.key && other.owner === script.owner)) continue;
    const said = sentenceOf(old.owner, script.says, sprites);
    if (text.includes(said)) text = text.replace(said, sentenceOf(script.owner, script.says, sprites));
  }
  return text;
}

/**
 * A mend that adds a step at a script's end says so in the script's comment ("draws a square ...,
 * then goes back to x 0, y 0"); one that drops a wait whose condition was never read says it no
 * longer waits ("says "Hi""). The explanation's sentence for that script says what the comment says.
 */
export function explainLongerComments(before: string, after: string, explanation: string): string {
  const longer = explainRewrittenComments(before, after, explanation, (old, now) => now.startsWith(old));
  return explainRewrittenComments(before, after, longer, (old, now) => commentWithoutTheWait(`: ${old}`) === `: ${now}`);
}

/** The explanation with the sentence of each script whose comment went from `old` to `now` (as `rewritten` tells) saying `now`. */
function explainRewrittenComments(before: string, after: string, explanation: string, rewritten: (old: string, now: string) => boolean): string {
  const comments = (text: string) => [...text.matchAll(/^\/\/ (When [^:\n]+): (.+)$/gm)].map((m) => ({ when: m[1] as string, says: m[2] as string }));
  const was = comments(before);
  let text = explanation;
  for (const now of comments(after)) {
    const old = was.find((other) => other.when === now.when && now.says !== other.says && rewritten(other.says, now.says));
    if (old === undefined || was.some((other) => other.when === now.when && other.says === now.says)) continue;
    const sentence = new RegExp(`(${escapeRegExp(old.when)}, the [^.,]+? )${escapeRegExp(old.says)}\\.`);
    text = text.replace(sentence, `$1${now.says}.`);
  }
  return text;
}
