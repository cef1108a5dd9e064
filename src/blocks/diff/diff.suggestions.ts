// "Change this" (issue 30): a few follow-up requests that fit the program the child has, each a
// request the offline generator can do on it. Read from the text's blocks, so the page and the
// server offer the same ones.
import { isWholeProjectText, splitProjectText } from "../project/project.sections";

const has = (text: string, pattern: RegExp) => pattern.test(text);

export function suggestFollowUps(text: string, limit = 4): string[] {
  const sprites = isWholeProjectText(text) ? splitProjectText(text).sections.filter((section) => !section.isStage).map((section) => section.name) : [];
  const mover = sprites.find((name) => new RegExp(`// sprite: ${name}\\n(?:(?!// sprite:)[\\s\\S])*?(move \\(|change [xy] by)`).test(text)) ?? sprites[0];
  const who = mover ? `the ${mover.toLowerCase()}` : "it";
  const suggestions: string[] = [];
  if (has(text, /\bmove \(|change [xy] by \(|glide \(/)) suggestions.push(`Make ${who} faster`);
  if (has(text, /\[(up|down|left|right) arrow v\]/)) suggestions.push("Use W A S D instead of the arrow keys");
  if (!has(text, /\[score v\]/)) suggestions.push("Add a score");
  if (has(text, /stop \[all v\]/) && !has(text, /\[lives v\]/) && has(text, /touching|distance to/)) suggestions.push("Give me 3 lives");
  if (!has(text, /\[time v\]/)) suggestions.push("Add a 30 second timer");
  if (has(text, /\bsay \[/)) suggestions.push(`Make ${mover ? who : "it"} say "Well done!"`);
  if (!has(text, /sound \(/)) suggestions.push(`Play a sound when ${has(text, /if on edge, bounce/) ? "it bounces" : "you click it"}`);
  suggestions.push(`Make ${who} bigger`);
  return suggestions.slice(0, limit);
}
