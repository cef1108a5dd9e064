/**
 * Variables keep the name as the request wrote it ("a variable called PetHunger"). The word
 * reader lowercases every word so the readers can compare them, which would hand a teacher's
 * `PetHunger` back as `pethunger`: a changed name, which the one contract forbids (issue 26).
 * So the plan is read in lower case, and the names are put back as written at the end.
 */
import type { TCondition, TPlan, TScriptPlan, TStep } from "./plan.types";

/**
 * Scratch's own reporters with one-word names: `(timer)` in a plan may be Sensing's timer, and
 * a capital would make it a variable instead, so these keep the reader's spelling.
 */
const SCRATCH_REPORTERS = new Set(["timer", "answer", "loudness", "username", "size", "direction", "volume", "tempo", "costume", "backdrop"]);

/** Where a word starts a sentence its capital says nothing about how the name is spelled. */
const SENTENCE_START = /(?:^|[.!?:]\s*|\n\s*)$/;

/**
 * The request's own spelling of a name read in lower case: used when every time the request
 * writes the word it writes it the same way, and at least once not at the start of a sentence.
 */
export function spellingInRequest(name: string, prompt: string): string | undefined {
  if (!/^[a-z][a-z0-9_]*$/.test(name) || SCRATCH_REPORTERS.has(name)) return undefined;
  const spellings = new Set<string>();
  let midSentence = false;
  for (const match of prompt.matchAll(new RegExp(`(?<![\\w'])${name}(?![\\w'])`, "gi"))) {
    spellings.add(match[0]);
    if (!SENTENCE_START.test(prompt.slice(0, match.index))) midSentence = true;
  }
  const [spelling] = [...spellings];
  return spellings.size === 1 && midSentence && spelling !== name ? spelling : undefined;
}

function renamer(renames: Map<string, string>): { inBlocks: (text: string) => string; inWords: (text: string) => string } {
  const names = [...renames.keys()].join("|");
  const blockName = new RegExp(`([[(])(${names})( v\\]|\\))`, "g");
  const wordName = new RegExp(`(?<![\\w'])(${names})(?![\\w'])`, "g");
  return {
    inBlocks: (text) => text.replace(blockName, (_, open: string, name: string, close: string) => `${open}${renames.get(name)}${close}`),
    inWords: (text) => text.replace(wordName, (name: string) => renames.get(name) ?? name),
  };
}

/** The plan with each variable named as the request spells it; the plan itself is not changed. */
export function withVariablesAsWritten(plan: TPlan, prompt: string): TPlan {
  const renames = new Map<string, string>();
  for (const variable of plan.variables) {
    const spelling = spellingInRequest(variable.name, prompt);
    if (spelling) renames.set(variable.name, spelling);
  }
  if (renames.size === 0) return plan;
  const { inBlocks, inWords } = renamer(renames);
  const condition = (c: TCondition): TCondition => ({ text: inBlocks(c.text), words: inWords(c.words) });
  const step = (s: TStep): TStep => {
    switch (s.kind) {
      case "block":
        return { kind: "block", text: inBlocks(s.text) };
      case "repeat":
      case "forever":
        return { ...s, body: s.body.map(step) };
      case "until":
        return { ...s, condition: condition(s.condition), body: s.body.map(step) };
      case "if":
        return { ...s, condition: condition(s.condition), then: s.then.map(step), ...(s.else ? { else: s.else.map(step) } : {}) };
    }
  };
  const script = (s: TScriptPlan): TScriptPlan => ({ ...s, steps: s.steps.map(step), says: inWords(s.says) });
  return {
    ...plan,
    characters: plan.characters.map((c) => ({ ...c, scripts: c.scripts.map(script) })),
    stageScripts: plan.stageScripts.map(script),
    variables: plan.variables.map((v) => ({ ...v, name: renames.get(v.name) ?? v.name })),
  };
}
