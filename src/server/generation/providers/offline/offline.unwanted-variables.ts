/**
 * A value the child turned down (issue 26): "no score, please", "without lives", "I don't want a
 * timer variable". A library program that keeps such a variable anyway has scripts nobody asked
 * for: the lines that set, change or show it go, and a script left with nothing to do but wait and
 * loop goes with them, comments above it included. A variable still read elsewhere (said, compared)
 * cannot go without changing what is left: it stays, and the answer names it as not kept.
 */

import { escapeRegExp } from "../../../../blocks";

const HAT = /^(?:when |define )/;
const HEADER = /^\/\/ (?:sprite:|stage\b|x:|variable |list |costumes|sounds|backdrops)/;
/** Lines that do nothing by themselves: a script of only these, under its hat, does nothing. */
const IDLE = /^(?:forever|end|else|repeat\b.*|if <.*> then|wait\b.*)$/;

/** "Nothing else, please", "only that": whatever the request does not name is turned down. */
export const NOTHING_ELSE = /\bnothing (?:else|more)\b|\bonly (?:this|that|these)\b|\bthat'?s all\b|\bjust (?:this|that)\b/;

/** A name the request says, as it is or as "a coin" for "coins". */
export const saysName = (lower: string, name: string) => new RegExp(`\\b${escapeRegExp(name.toLowerCase().replace(/e?s$/, ""))}(?:e?s)?\\b`).test(lower);

/** "no score", "without any coins", "I don't want a timer": the child turned this value down. */
const turnedDown = (lower: string, name: string) => new RegExp(`\\b(?:no|without(?: an?| the| any)?|don'?t want(?: an?| the| any)?|not? need(?: an?| the| any)?)\\s+${escapeRegExp(name.toLowerCase())}s?\\b`).test(lower);

/** The program's variables the request says it does not want ("no score"), and with "nothing else" those it never names. */
export function unwantedVariables(prompt: string, text: string): string[] {
  const lower = prompt.toLowerCase();
  // declared in a header, or made by the first block that sets or changes it
  const variables = [...new Set([...text.matchAll(/^\/\/ variable (.+?) = |^\s*(?:set|change) \[(.+?) v\] (?:to|by) /gm)].map((m) => ((m[1] ?? m[2]) as string).trim()))];
  const nothingElse = NOTHING_ELSE.test(lower);
  return variables.filter((name) => turnedDown(lower, name) || (nothingElse && !saysName(lower, name)));
}

export function dropUnwantedVariables(prompt: string, text: string, explanation: string): { text: string; explanation: string; unkept: string[] } {
  const lower = prompt.toLowerCase();
  const notWanted = unwantedVariables(prompt, text);
  if (notWanted.length === 0) return { text, explanation, unkept: [] };
  // a variable the request only left out by "nothing else" goes when nothing else reads it; one that is read is how the asked part works
  const readElsewhere = (name: string) => {
    const own = new RegExp(`^\\s*(?:set|change) \\[${escapeRegExp(name)} v\\] (?:to|by) |^\\s*(?:show|hide) variable \\[${escapeRegExp(name)} v\\]|^// variable ${escapeRegExp(name)} = `);
    return text.split("\n").some((line) => !own.test(line) && line.includes(`(${name})`));
  };
  const unwanted = notWanted.filter((name) => turnedDown(lower, name) || !readElsewhere(name));
  if (unwanted.length === 0) return { text, explanation, unkept: [] };
  let lines = text.split("\n");
  const unkept: string[] = [];
  for (const name of unwanted) {
    const own = new RegExp(`^\\s*(?:set|change) \\[${escapeRegExp(name)} v\\] (?:to|by) |^\\s*(?:show|hide) variable \\[${escapeRegExp(name)} v\\]|^// variable ${escapeRegExp(name)} = `);
    const read = new RegExp(`\\(${escapeRegExp(name)}\\)`);
    // read by a block that does something else: removing it would change that block
    if (lines.some((line) => !own.test(line) && read.test(line))) {
      unkept.push(`no ${name}`);
      continue;
    }
    lines = lines.filter((line) => !own.test(line));
  }
  lines = withoutIdleScripts(lines);
  const kept = lines.join("\n").replace(/\n{3,}/g, "\n\n");
  const gone = unwanted.filter((name) => !unkept.includes(`no ${name}`));
  // "coins" is said "a coin" too, and "score" "scores 1"
  const mentions = (name: string) => new RegExp(`\\b${escapeRegExp(name.replace(/s$/i, ""))}(?:s|d)?\\b`, "i");
  // "plays a sound and scores 1": the words about the value go, the rest of what they say stays
  const withoutClauses = (words: string) => {
    const pieces = words.split(/(,? and |, then |; |, )/);
    const kept: string[] = [];
    for (let i = 0; i < pieces.length; i += 2) {
      const clause = pieces[i] as string;
      if (gone.some((name) => mentions(name).test(clause))) continue;
      kept.push(kept.length === 0 ? clause : `${pieces[i - 1] as string}${clause}`);
    }
    return kept.join("");
  };
  const commented = kept.replace(/^(\/\/ (?!variable |sprite:|stage\b|x:)[^:\n]*: )(.*)$/gm, (line, start: string, rest: string) => (gone.some((name) => mentions(name).test(rest)) ? `${start}${withoutClauses(rest).trim()}` : line));
  const said = explanation
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => (gone.some((name) => mentions(name).test(sentence)) ? withoutClauses(sentence.replace(/[.!?]$/, "")).trim() : sentence))
    // a sentence that was only about the value goes; one with words left keeps them
    .filter((sentence) => sentence !== "" && !/[:,]$/.test(sentence))
    .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`))
    .join(" ");
  return { text: commented, explanation: said, unkept };
}

/** Scripts left with nothing to do (a hat, loops, waits) go, with the comment lines right above them. */
function withoutIdleScripts(lines: string[]): string[] {
  const keep = lines.map(() => true);
  for (let i = 0; i < lines.length; i++) {
    if (!HAT.test(lines[i] as string)) continue;
    let end = i + 1;
    while (end < lines.length && (lines[end] as string).trim() !== "" && !HAT.test(lines[end] as string) && !(lines[end] as string).startsWith("//")) end++;
    const body = lines.slice(i + 1, end).map((line) => line.trim());
    if (body.length > 0 && !body.every((line) => IDLE.test(line))) continue;
    if (body.length === 0 && !/^when green flag clicked$/.test(lines[i] as string)) continue;
    for (let j = i; j < end; j++) keep[j] = false;
    for (let j = i - 1; j >= 0 && (lines[j] as string).startsWith("//") && !HEADER.test(lines[j] as string); j--) keep[j] = false;
  }
  return lines.filter((_, i) => keep[i]);
}
