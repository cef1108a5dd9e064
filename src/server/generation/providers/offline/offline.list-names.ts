import { escapeRegExp } from "../../../../blocks";
import { listNamesGiven } from "./plan/plan.lists";
import { readWords } from "./plan/plan.words";

/**
 * The child's name for a list is the list's name (issue 26). "the list pets holds Rex, Tom and
 * Kit", "a list called moves", "my shopping list": a program keeping one list under a name of its
 * own ("names", "items") takes the one the request gave. A request that names two lists, or a
 * program that keeps two, is left as it is (which is which is not known here).
 */

export function keepListNames(prompt: string, text: string): string {
  const given = listNamesGiven(readWords(prompt));
  if (given.length !== 1) return text;
  const name = given[0] as string;
  const lists = [...new Set([...text.matchAll(/^\/\/ list (.+?) = |^\s*(?:add .+ to|delete all of|show list|hide list) \[(.+?) v\]|length of \[(.+?) v\]/gm)].map((m) => (m[1] ?? m[2] ?? m[3]) as string))];
  if (lists.length !== 1) return text;
  const kept = lists[0] as string;
  if (kept.toLowerCase() === name.toLowerCase()) return text;
  // (a variable of the child's name would be confused with it)
  if (new RegExp(`^// variable ${escapeRegExp(name)} =|\\[${escapeRegExp(name)} v\\]`, "im").test(text)) return text;
  return text
    .replace(new RegExp(`^// list ${escapeRegExp(kept)} = `, "gm"), `// list ${name} = `)
    .replace(new RegExp(`\\[${escapeRegExp(kept)} v\\]`, "g"), `[${name} v]`)
    .replace(new RegExp(`(// [^\\n]*?)\\blist ${escapeRegExp(kept)}\\b`, "g"), `$1list ${name}`);
}
