import { escapeRegExp } from "../../../../blocks";
import { spriteSections } from "./offline.program-sections";

/**
 * A place a character is in is no character of its own (issue 26, decision 1650). "a Boat on the
 * river that goes right 3 steps": the reader makes the river a sprite, finds nothing for it to do
 * and names "what the River does", although the request never asked the river to do anything.
 * Such a part goes when the name is said only as where something is ("on the river", "in the
 * sea"), never as the one that acts, and its sprite has no script. A place the child also tells
 * to do something ("the River rises") stays named.
 */

/** Words that say where something is: the name after them is a place. */
const WHERE = "on|in|at|across|along|over|under|by|near|through|into|onto|inside|beside|around";

/** The parts (of `parts`) of the form "what the X does" whose X is only a place of the request. */
export function placesNamedAsDoers(prompt: string, parts: readonly string[], text: string): string[] {
  const idle = new Set(spriteSections(text).filter((section) => !section.scripts.some((script) => /^when\b/.test(script.hat))).map((section) => section.name.toLowerCase()));
  const lower = prompt.toLowerCase();
  return parts.filter((part) => {
    const name = /^what the (.+) does$/.exec(part)?.[1]?.toLowerCase();
    if (name === undefined || !idle.has(name)) return false;
    const said = (lower.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, "gu")) ?? []).length;
    const asPlace = (lower.match(new RegExp(`\\b(?:${WHERE}) (?:the |a |an |its |his |her |their )?${escapeRegExp(name)}(?![\\p{L}])`, "gu")) ?? []).length;
    return said > 0 && said === asPlace;
  });
}
