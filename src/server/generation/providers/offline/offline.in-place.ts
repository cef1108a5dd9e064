import { mendSections } from "./offline.program-sections";

/**
 * "The Girl runs in place", "the Robot dances on the spot": the character's legs move, it does
 * not go anywhere (issue 26). A program that moves the sprite across the stage to show running
 * does what the child ruled out: the moves of that sprite's scripts go (a costume change shows
 * the running), and what its comments said about them.
 */

/** "the Girl runs in place": the one who does it, and the words. */
const IN_PLACE = /\b([a-z][a-z0-9]*)\s+(?:(?:is|keeps|just)\s+)?(?:runs?|running|walks?|walking|jogs?|jogging|marches|marching|dances?|dancing|steps?|stepping)\s+(?:in place|on the spot)\b/g;

/** A move that takes the sprite somewhere along the ground. */
const GOES = /^\s*(?:move \(-?[\d.]+\) steps|change x by \(-?[\d.]+\))\s*$/;

export function keepInPlace(prompt: string, text: string): string {
  const names = new Set([...prompt.toLowerCase().matchAll(IN_PLACE)].map((m) => m[1] as string));
  if (names.size === 0) return text;
  return mendSections(text, (section) => {
      const name = section.name?.toLowerCase();
      if (name === undefined || !names.has(name)) return section.text;
      const lines = section.text.split("\n");
      // a script whose only work is moving keeps it: it would be left with nothing to do
      const kept = lines.filter((line) => !GOES.test(line));
      if (!kept.some((line) => /^\s*(?:next costume|switch costume)/.test(line))) return section.text;
      return kept.map((line) => (line.startsWith("// ") ? line.replace(/\bmoves -?[\d.]+ steps?(?:,? then|,? and)?\s*/g, "").replace(/: (?=[a-z])/, ": ") : line)).join("\n");
    });
}

/** The parts of "in place" the reader left ("place", "on the spot"): kept by `keepInPlace`, so not left out. */
export function inPlaceParts(prompt: string, parts: readonly string[]): string[] {
  if (!new RegExp(IN_PLACE.source).test(prompt.toLowerCase())) return [];
  return parts.filter((part) => /^(?:(?:in|on|the)\s+)*(?:place|spot)$/i.test(part.trim()));
}
