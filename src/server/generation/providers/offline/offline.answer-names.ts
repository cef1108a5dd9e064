/**
 * A list or a variable the request names, missing from the program (issue 26, decision 1730):
 * "adds the answer to the list ideas" built with a list called "answers", "the variable lives goes
 * down" built with no "lives". The program does the same steps under another name, which a child
 * reading the blocks cannot find: the name is named as left out ("the list ideas"). A name said
 * before the word ("my shopping list") or after "called" is the list reader's; here the name said
 * right after "the list" / "the variable", as Scratch's own blocks say it.
 */

/** Words after "list" or "variable" that are no name ("the list of animals", "the list and ..."). */
const NOT_A_NAME = /^(?:of|and|or|but|then|so|to|for|with|in|on|at|from|is|are|was|has|have|had|that|which|who|when|while|until|if|called|named|again|too|each|every|one|it|its|the|a|an|this|these|those|items?|gets?|goes|holds?|keeps?|starts?|shows?|will|should|can|by|up|down|as|after|before|blocks?|block|empty|now)$/;

/** Verbs said of a list or a variable ("the variable works", "the list grows"). */
const VERB_AFTER = /^(?:works?|changes?|grows?|shrinks?|counts?|stores?|remembers?|saves?|does|did|means|looks|changed|increases?|decreases?|rises|falls|drops|becomes?|stays?|equals|reaches|hits)$/;

/** The names said right after "the list" or "the variable", each with its kind. */
export function namesSaidAfterTheirKind(prompt: string): { kind: "list" | "variable"; name: string }[] {
  const lower = prompt.toLowerCase();
  const found: { kind: "list" | "variable"; name: string }[] = [];
  for (const m of lower.matchAll(/\b(?:the|a|my|our|its|their|his|her) (list|variable) ([a-z][a-z0-9_]*)\b(?![-'’])/g)) {
    const name = m[2] as string;
    // ("show how a variable works", "a variable changing": a verb after the word says what it does)
    if (NOT_A_NAME.test(name) || /ing$/.test(name) || VERB_AFTER.test(name)) continue;
    found.push({ kind: m[1] as "list" | "variable", name });
  }
  return found.filter((one, i) => found.findIndex((other) => other.kind === one.kind && other.name === one.name) === i);
}

/** The program's lists and variables by name, lower case: declared ("// list ideas = []") or used in a block. */
function namesInProgram(text: string, kind: "list" | "variable"): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(new RegExp(`^// ${kind} (.+?) =`, "gm"))) names.add((m[1] as string).trim().toLowerCase());
  const used = kind === "list" ? /(?:^|\s)(?:add .+ to|delete all of|delete \(.+?\) of|insert .+ at \(.+?\) of|replace item \(.+?\) of|show list|hide list) \[(.+?) v\]|(?:length of|item \(.+?\) of|item # of .+ in|\] contains) \[(.+?) v\]/gm : /(?:^|\s)(?:set|change|show variable|hide variable) \[(.+?) v\]/gm;
  for (const m of text.matchAll(used)) names.add(((m[1] ?? m[2]) as string).trim().toLowerCase());
  if (kind === "variable") for (const m of text.matchAll(/\(([a-z][a-z0-9_ ]*)\)/gi)) names.add((m[1] as string).trim().toLowerCase());
  return names;
}

/**
 * "the list ideas" when the program keeps no list of that name (nor its plural or singular), and
 * "the variable lives" likewise. A program with no list (no variable) at all is the other checks'
 * business (the whole part is missing): only one kept under another name is named here.
 */
export function namesKeptOtherwise(prompt: string, text: string): string[] {
  const named: string[] = [];
  for (const { kind, name } of namesSaidAfterTheirKind(prompt)) {
    const names = namesInProgram(text, kind);
    if (names.size === 0) continue;
    const forms = [name, name.replace(/e?s$/, ""), `${name}s`];
    if (forms.some((form) => names.has(form) || [...names].some((other) => other.replace(/\s+/g, "") === form))) continue;
    named.push(`the ${kind} ${name}`);
  }
  return named;
}
