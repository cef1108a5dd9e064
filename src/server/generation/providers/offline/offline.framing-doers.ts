import { aboutTheSetting } from "./offline.framing";
import { inTheOpening } from "./offline.opening-parts";
import { inTheLeadIn } from "./offline.opening-story";
import { programSections, sectionName, spriteSections } from "./offline.program-sections";

/**
 * The scripts of a sprite the request never asks to act, given to the character that does
 * (issue 26). "the juniors want the Printer sprite make 5 clones": the reader took the juniors
 * (who ask) for the one making clones, built a sprite "Junior" holding the script and left the
 * Printer empty. "cop27 challenge!! the Earth gets hotter: ...": the Cop, a word of the request's
 * opening, held the Earth's temperature. A sprite whose name the request says only as a group of
 * people ("juniors", "students", "kids": never "the Student moves"), or only in its opening, has no
 * scripts of its own to keep: they move to the one sprite that has none (the character named), or,
 * when every other sprite acts, to the only other sprite. The sprite goes; its scripts' sentences
 * are written again for their new owner (offline.moved-scripts.ts).
 */

/** Groups of people that ask or are taught, never a character (said in the plural). */
const GROUPS = /^(?:juniors|seniors|campers|students|pupils|learners|kids|children|girls|boys|classmates|volunteers|participants|beginners|teens|scouts)$/;

const hasScripts = (section: string) => /^\s*(?:when |define )/m.test(section);

/** True when the request says `name` only as a group of people, never as one character. */
function onlyAGroup(prompt: string, name: string): boolean {
  const lower = name.toLowerCase();
  const said = [...prompt.toLowerCase().matchAll(/[a-z]+/g)].map((m) => m[0]);
  const singular = said.filter((word) => word === lower);
  const plural = said.filter((word) => (word === `${lower}s` || (lower === "child" && word === "children")) && GROUPS.test(word));
  return plural.length > 0 && singular.length === 0;
}

/** True when a sprite's name is no character the request asks to act: a group of people, or a word of its opening only. */
const framingDoer = (prompt: string, name: string, text: string) => onlyAGroup(prompt, name) || inTheOpening(prompt, name, text);

/**
 * "Mwen sé on tichè in Vieux Fort. After the summer training: the Boat ...": the reader made sprites
 * "Mwen" and "Summer" of the lead-in's words (decision 1640). A sprite with no script, that no block of
 * another target names, whose name (or its plural: "girls in ICT day" for a Girl) the request says only
 * in its opening or lead-in, is no character: it goes. A sprite that acts, or is touched, gone to or
 * messaged, stays; so does the last sprite of a program.
 */
export function dropIdleFramingSprites(prompt: string, text: string): string {
  const sprites = spriteSections(text);
  const acting = sprites.filter((sprite) => sprite.scripts.length > 0);
  if (acting.length === 0) return text;
  const blockLines = (section: string) => section.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("//")).join("\n").toLowerCase();
  const named = (name: string) => programSections(text).some((section) => section.name !== name && blockLines(section.text).includes(name.toLowerCase()));
  const saidOnlyInTheLeadIn = (name: string, program: string) => {
    const lower = name.toLowerCase();
    if (inTheOpening(prompt, name, program)) return true;
    const said = (word: string) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "iu").test(prompt);
    if (said(lower)) return inTheLeadIn(prompt, lower, program);
    return said(`${lower}s`) && inTheLeadIn(prompt, `${lower}s`, program);
  };
  const without = (names: ReadonlySet<string>) => programSections(text).filter((section) => section.name === undefined || !names.has(section.name)).map((section) => section.text).join("").replace(/\n{3,}/g, "\n\n");
  const idle = new Set(sprites.filter((sprite) => sprite.scripts.length === 0 && /^[\p{L}]+$/u.test(sprite.name) && !named(sprite.name) && saidOnlyInTheLeadIn(sprite.name, text)).map((sprite) => sprite.name));
  if (idle.size === 0) return text;
  // (and is still the setting's once gone: "about saving the planet" is a lead-in only while a Planet holds
  // its word; without it the coverage check would name "the planet as a sprite of its own" as missing)
  const gone = new Set([...idle].filter((name) => aboutTheSetting(prompt, `the ${name.toLowerCase()} as a sprite of its own`, without(idle))));
  return gone.size === 0 ? text : without(gone);
}

export function giveFramingScriptsToCharacters(prompt: string, text: string): string {
  let sections = programSections(text).map((section) => section.text);
  const names = sections.map(sectionName);
  let moved = false;
  for (const name of names) {
    if (name === undefined) continue;
    const own = sections.find((section) => sectionName(section) === name) as string;
    if (!hasScripts(own) || !framingDoer(prompt, name, text)) continue;
    // a sprite another one touches, goes to or messages is a character of the program after all
    if (sections.some((section) => section !== own && section.includes(`${name} v`))) continue;
    const others = sections.filter((section) => sectionName(section) !== undefined && sectionName(section) !== name);
    const idle = others.filter((section) => !hasScripts(section));
    const to = idle.length === 1 ? idle[0] : idle.length === 0 && others.length === 1 ? others[0] : undefined;
    if (to === undefined) continue;
    // the scripts with their comments: every chunk after the sprite's header lines
    const chunks = own.split(/\n\s*\n/).filter((chunk) => hasScripts(chunk));
    moved = true;
    sections = sections.flatMap((section) => {
      if (section === own) return [];
      if (section === to) return [`${section.trimEnd()}\n\n${chunks.map((chunk) => chunk.trim()).join("\n\n")}\n\n`];
      return [section];
    });
  }
  // (the sprites made of the opening's words that were left with nothing to do go too)
  return dropIdleFramingSprites(prompt, moved ? sections.join("").replace(/\n{3,}/g, "\n\n") : text);
}

/**
 * "the juniors as a sprite of its own" for "the juniors want the Printer ...": a group of people
 * who ask (the subject of a wish) is no character the program lacks.
 */
export function askersAsSprites(prompt: string, part: string): boolean {
  const group = /^the ([a-z]+) as a sprite of its own$/.exec(part)?.[1];
  if (group === undefined || !GROUPS.test(group)) return false;
  return new RegExp(`\\b${group}\\s+(?:want|wants|wanted|would|need|needs|asked|ask|love|like|made|drew|will|can|are|have)\\b`, "i").test(prompt);
}
