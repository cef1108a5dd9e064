import { escapeRegExp } from "../../../../blocks";
import { programSections } from "./offline.program-sections";

/**
 * "when u press y it says Yebo", "and when I press n it says Night": a word said only as what a
 * character says, written with a capital and without quotes, is the character's line, not a
 * character. A sprite of that name, made by reading the word as the one who speaks, gives its
 * scripts to the character the sentence is about (the last sprite named before the word) and goes.
 */

const SPEAKING = String.raw`(?:says|say|said|saying|shouts?|yells?|whispers?|answers?|replies|reply|sings?)`;

/** Every place the name is said in the request, and whether each one is right after a speech verb. */
function saidOnlyAsSpeech(lower: string, name: string): { first: number } | undefined {
  const word = new RegExp(String.raw`(?<![\p{L}\d])${escapeRegExp(name.toLowerCase())}(?![\p{L}\d])`, "gu");
  const places = [...lower.matchAll(word)].map((m) => m.index);
  if (places.length === 0) return undefined;
  const spoken = new RegExp(String.raw`\b${SPEAKING}\s*:?\s*$`);
  return places.every((at) => spoken.test(lower.slice(Math.max(0, at - 20), at))) ? { first: places[0] as number } : undefined;
}

export function speechIsNoCharacter(prompt: string, text: string): string {
  const lower = prompt.toLowerCase();
  const read = programSections(text);
  const sections = read.map((section) => section.text);
  const names = read.map((section) => section.name);
  for (let i = 0; i < sections.length; i++) {
    const name = names[i];
    if (name === undefined) continue;
    const said = saidOnlyAsSpeech(lower, name);
    const section = sections[i] as string;
    // the sprite's own scripts say its name: it was read from the line it speaks
    if (!said || !new RegExp(String.raw`^say \[${escapeRegExp(name)}[!.?]*\]`, "mi").test(section)) continue;
    // the character the sentence is about: the last other sprite named before the word
    let to = -1;
    let at = -1;
    names.forEach((other, k) => {
      if (other === undefined || k === i || saidOnlyAsSpeech(lower, other)) return;
      const before = lower.slice(0, said.first).lastIndexOf(other.toLowerCase());
      if (before > at) [to, at] = [k, before];
    });
    if (to < 0) continue;
    const lines = section.split("\n");
    const start = lines.findIndex((line) => line.trim() !== "" && !/^\/\/ (?:sprite:|x:|costumes|sounds)/.test(line));
    if (start < 0) continue;
    const body = lines.slice(start).join("\n").trim();
    sections[to] = `${(sections[to] as string).trimEnd()}\n\n${body}\n\n`;
    sections[i] = "";
  }
  return sections.join("").replace(/\n{3,}/g, "\n\n");
}
