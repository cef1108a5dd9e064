import { inTheOpening } from "./offline.opening-parts";

/**
 * A slot the reader could not fill never reaches the child (issue 26). "cant wait till next years
 * course!! make the Dog bark ...": the reader makes "wait till" a `wait until (the condition)` whose
 * condition it never read, and the Bone would wait for nothing forever. A block holding a
 * placeholder, or a condition slot holding no condition (`wait until`, `repeat until`, `if ... then`
 * with no `<...>`), is dropped (with its script when nothing else is left of it); what the request said for it is named, unless it is
 * only the request's opening or a "can't wait" that asks for nothing.
 */

/** The words the reader puts in a slot it could not fill. */
const PLACEHOLDER = /\((?:the|a|some) (?:condition|thing|value|number|message|sprite|key|sound|costume)\)/;

/** A block whose condition slot holds something other than a condition. */
const EMPTY_CONDITION = /^\s*(?:wait until|repeat until)\b(?!\s*<)|^\s*if\b(?!\s*<).*\bthen\s*$/;

/** True when a script line holds a slot never filled. */
export function unfilledLine(line: string): boolean {
  if (line.trim().startsWith("//")) return false;
  return PLACEHOLDER.test(line) || EMPTY_CONDITION.test(line);
}

/** A block that holds others (`if <> then`, `repeat until <>`): without its condition its whole script goes. */
const HOLDS_OTHERS = /^\s*(?:if|repeat until)\b/;

/**
 * The program without its unfilled slots: a lone block with one (`wait until (the condition)`) goes,
 * and so does a script left with only its hat, or whose block holding others has one.
 */
export function dropUnfilledScripts(_prompt: string, text: string): string {
  if (!text.split("\n").some(unfilledLine)) return text;
  return text
    .split(/\n(?=\n)/)
    .flatMap((chunk) => {
      const lines = chunk.split("\n");
      if (!lines.some(unfilledLine)) return [chunk];
      if (lines.some((line) => unfilledLine(line) && HOLDS_OTHERS.test(line))) return [];
      const kept = lines.filter((line) => !unfilledLine(line));
      // a hat with nothing under it does nothing
      const blocks = kept.filter((line) => line.trim() !== "" && !line.trim().startsWith("//"));
      if (blocks.length <= 1) return [];
      // the script's comment no longer says it waits ("waits and says "Hi"" is now "says "Hi"")
      const waitsGone = lines.some((line) => unfilledLine(line) && /^\s*wait until\b/.test(line));
      return [(waitsGone ? kept.map((line) => (line.startsWith("// ") ? commentWithoutTheWait(line) : line)) : kept).join("\n")];
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}

/**
 * A script's comment without the wait the reader said as a bare "waits" (its condition never read):
 * "waits and says "Hi"" becomes "says "Hi"", "moves 10 steps, then waits" becomes "moves 10 steps".
 * A wait with its time ("waits 2 seconds") is another block and stays.
 */
export function commentWithoutTheWait(comment: string): string {
  const first = /(: (?:the [^,:]+? )?)waits(?:,? and then|,? then|,? and|,) /;
  if (first.test(comment)) return comment.replace(first, "$1");
  return comment.replace(/(?:,? and then|,? then|,? and|,) waits(?=$|[,;]| and\b| then\b)/, "");
}

/** "waits until the bell rings", "wait till the end": the request's own words for a wait on a condition. */
const SAID_WAIT = /\b(can(?:no|')?t\s+|cannot\s+)?(wait(?:s|ing)?\s+(?:until|till|til)\b(?:(?!\s(?:and|then)\b)[^.,;:!?])*)/gi;

/**
 * The parts to name for the scripts dropped from `text` for an unfilled slot: the request's words
 * for the wait (or "a step whose condition I could not read"), without a "can't wait" or words of
 * the request's opening.
 */
export function unfilledSlotParts(prompt: string, text: string, named: readonly string[]): string[] {
  const lines = text.split("\n").filter(unfilledLine);
  if (lines.length === 0) return [];
  const waits = [...prompt.matchAll(SAID_WAIT)];
  const parts = waits.filter((m) => m[1] === undefined).map((m) => (m[2] as string).trim());
  // a slot the request's words cannot be found for is named as what it is
  const unplaced = waits.length === 0 || lines.some((line) => !/^\s*wait until/.test(line)) ? ["a step whose condition I could not read"] : [];
  // ("till the music ends" already named is the same wait)
  const said = (part: string) => named.some((other) => part.toLowerCase().includes(other.toLowerCase()) || other.toLowerCase().includes(part.toLowerCase()));
  return [...parts.filter((part) => !inTheOpening(prompt, part, text)), ...unplaced].filter((part) => !said(part));
}
