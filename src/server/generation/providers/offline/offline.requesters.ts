import { escapeRegExp } from "../../../../blocks";
import { dropSprites } from "./offline.unasked";

/**
 * The people who ask for a program are not in it (issue 26). "My two boys, Omar and Idris, want a
 * game where ...", "Priya and Sam ask Mr Lee how to make a maze", "Noor wants a story about a fox":
 * the names of those who want or ask, and of the one they ask, frame the request. A sprite of
 * such a name goes (with what it was given to do, which was read from the framing sentence) when
 * the request never names it again: a name said again is one of the program's characters ("my
 * girl is called Mia ... Mia says I look good").
 */

/** A name as a child writes it: a capital, then letters. */
const NAME = String.raw`[A-Z][\p{Ll}'’-]+`;
const NAMES = String.raw`${NAME}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)${NAME})*`;

/** Verbs of wanting and asking that a requester is the subject of. */
const WANTING = String.raw`(?:want|wants|wanted|would like|'d like|wish|wishes|need|needs|ask|asks|asked|are asking|is asking|love|loves|would love|requested|request)`;

/** What a requester wants: something made, or to be shown how. */
const MADE = String.raw`(?:a|an|to|how|help|me|us|you|if|for|some|one|their|his|her|my|our)\b`;

/** Family and class words that a list of names can stand beside ("my two girls, Lily and Rose,"). */
const PEOPLE = String.raw`(?:sons?|daughters?|girls?|boys?|kids?|children|twins|grandsons?|granddaughters?|grandchildren|grandkids|nieces?|nephews?|students|pupils|learners|friends?|cousins?|brothers?|sisters?)`;

/** What a program is made for: someone's day or do ("for Ama's birthday"). */
export const OCCASION = String.raw`(?:birthday|bday|party|wedding|anniversary|name day|graduation|celebration|surprise|class|lesson|homework|project)`;

/** The names, in the request, of those who ask for it or are asked. */
export function requesterNames(prompt: string): string[] {
  const names: string[] = [];
  const split = (list: string) => list.split(/\s*,\s*|\s+and\s+|\s*&\s*/u).filter(Boolean);
  // (a name list at a sentence's start, or after a comma, before a verb of wanting)
  for (const m of prompt.matchAll(new RegExp(String.raw`(?:^|[.!?:;,]\s*)(${NAMES})\s+${WANTING}\s+(?:(${NAME})\s+)?${MADE}`, "gu"))) {
    names.push(...split(m[1] as string));
    if (m[2] !== undefined) names.push(m[2]);
  }
  // the one asked: "ask Moz how to", "asked Ms Dube for"
  for (const m of prompt.matchAll(new RegExp(String.raw`\b(?:ask|asks|asked)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Sir)\.?\s+)?(${NAME})\s+(?:how|for|to|if|about)\b`, "gu"))) names.push(m[1] as string);
  // "my two girls, Lily and Rose, ..."
  for (const m of prompt.matchAll(new RegExp(String.raw`\b(?:my|our|his|her|their)\s+(?:\w+\s+)?${PEOPLE}\s*,\s*(${NAMES})\s*,`, "giu"))) names.push(...split(m[1] as string));
  // the one it is for: "for Ama's birthday", "a card for Kofi's party"
  for (const m of prompt.matchAll(new RegExp(String.raw`\bfor\s+(${NAME})['’]s\s+${OCCASION}\b`, "gu"))) names.push((m[1] as string).replace(/['’]$/, ""));
  return [...new Set(names)].filter((name) => !/^(?:I|The|A|An|My|Our|Please|Can|Could|When|If|Then|And)$/.test(name));
}

/** How many times the request says `name` (or its plural, or it without an s: a sprite "Teja" for "Tejas"). */
function timesSaid(prompt: string, name: string): number {
  const stem = escapeRegExp(name.replace(/s$/i, ""));
  return [...prompt.matchAll(new RegExp(`(?<![\\p{L}\\d])${stem}(?:s|es|'s|’s)?(?![\\p{L}\\d])`, "giu"))].length;
}

export function dropRequesterSprites(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const requesters = requesterNames(prompt).filter((name) => timesSaid(prompt, name) === 1);
  if (requesters.length === 0) return { text, explanation };
  const isRequester = (sprite: string) => requesters.some((name) => name.toLowerCase() === sprite.toLowerCase() || name.toLowerCase().replace(/s$/, "") === sprite.toLowerCase());
  return dropSprites(text, explanation, (name) => isRequester(name));
}
