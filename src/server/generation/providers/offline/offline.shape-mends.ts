import { escapeRegExp } from "../../../../blocks";
import { mendSections, programSections, sectionName, spriteNames } from "./offline.program-sections";
import { LOOK_EFFECTS } from "./plan/plan.vocabulary";

/**
 * Mends of program shapes no child asks for, where the mend is certain (issue 26, decision 1350).
 * - A sprite whose script tests touching itself ("the Dog: if touching Dog then hide"): a sprite
 *   never touches itself, so the script is the other character's ("hide the Cat when it touches
 *   the Dog"). When exactly one other sprite has no script, the script moves to it; otherwise it
 *   stays, and `touchesItself` names it.
 * - A variable named like an effect ("colour", "ghost", "brightness") that is only set or
 *   changed: the child's "change colour by 25" is the colour effect, not a value nobody reads.
 *   ("size" stays a variable: "adds 1 to size" is as often a count of the child's own.)
 * - A green-flag script that only puts the pen down, beside one green-flag script of the same
 *   sprite that moves: "puts the pen down and draws an L: move 100 steps, ..." is one sequence,
 *   the pen first; two scripts starting together leave the order to chance. They become one.
 */

/** The chunks of a section (scripts with the comment lines on them), at its blank lines. */
const chunksOf = (section: string) => section.split(/\n\s*\n/);

/** The script chunks of each sprite that test touching the sprite itself. */
function selfTouching(text: string): { name: string; chunk: string }[] {
  return programSections(text).flatMap((section) => {
    const name = section.name;
    if (name === undefined) return [];
    const own = new RegExp(`touching \\(${escapeRegExp(name)} v\\)`);
    return chunksOf(section.text).filter((chunk) => /^\s*(?:when |define )/m.test(chunk) && own.test(chunk)).map((chunk) => ({ name, chunk }));
  });
}

export function moveSelfTouchingScripts(_prompt: string, text: string): string {
  const found = selfTouching(text);
  if (found.length === 0) return text;
  let sections = programSections(text).map((section) => section.text);
  for (const { name, chunk } of found) {
    const idle = sections.filter((section) => {
      const other = sectionName(section);
      return other !== undefined && other !== name && !/^\s*(?:when |define )/m.test(section);
    });
    if (idle.length !== 1) continue;
    const to = idle[0] as string;
    sections = sections.map((section) => {
      if (section === to) return `${section.trimEnd()}\n\n${chunk.trim()}\n\n`;
      if (sectionName(section) === name) return chunksOf(section).filter((other) => other !== chunk).join("\n\n");
      return section;
    });
  }
  return sections.join("").replace(/\n{3,}/g, "\n\n");
}

/** Scripts left testing touching their own sprite: named, as what happens on that touch. */
export function touchesItself(text: string): string[] {
  // (a program of one sprite has no one else the touch could be of: "when the player touches a coin" with no player)
  if (spriteNames(text).length < 2) return [];
  return [...new Set(selfTouching(text).map(({ name }) => `what happens when something touches the ${name}`))];
}


export function looksNotVariables(prompt: string, text: string): string {
  // (a request that makes a variable of the name means the variable)
  if (/\bvariables?\b/i.test(prompt)) return text;
  let result = text;
  for (const m of text.matchAll(/^\/\/ variable (.+?) = .*$/gm)) {
    const name = (m[1] as string).trim();
    const look = name.toLowerCase();
    const effect = LOOK_EFFECTS[look];
    if (effect === undefined) continue;
    const quoted = escapeRegExp(name);
    // a variable read anywhere (said, compared, moved by) is a value the program uses
    if (new RegExp(`\\(${quoted}\\)`).test(result)) continue;
    result = result.replace(new RegExp(`change \\[${quoted} v\\] by \\(`, "g"), `change [${effect} v] effect by (`).replace(new RegExp(`set \\[${quoted} v\\] to \\(`, "g"), `set [${effect} v] effect to (`);
    result = result
      .split("\n")
      .filter((line) => !new RegExp(`^// variable ${quoted} = |^\\s*(?:show|hide) variable \\[${quoted} v\\]$`).test(line))
      .join("\n");
  }
  return result;
}

/** A pen block that sets up drawing, and does nothing else. */
const PEN_SETUP = /^(?:pen down|pen up|set pen (?:color|size) to .*|change pen .*|erase all|clear)$/;
const MOVES = /^(?:move |turn |glide |go to |change [xy] by |set [xy] to |point in direction )/;

export function penBeforeItsDrawing(_prompt: string, text: string): string {
  return mendSections(text, (section) => {
    if (section.name === undefined) return section.text;
    const chunks = chunksOf(section.text);
    const blocks = (chunk: string) => chunk.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("//"));
    const flag = (chunk: string) => blocks(chunk)[0] === "when green flag clicked";
    const pens = chunks.filter((chunk) => flag(chunk) && blocks(chunk).length > 1 && blocks(chunk).slice(1).every((line) => PEN_SETUP.test(line.trim())) && blocks(chunk).includes("pen down"));
    const movers = chunks.filter((chunk) => flag(chunk) && !pens.includes(chunk) && blocks(chunk).some((line) => MOVES.test(line.trim())));
    if (pens.length !== 1 || movers.length !== 1) return section.text;
    const [pen, mover] = [pens[0] as string, movers[0] as string];
    const moverLines = mover.split("\n");
    const body = moverLines.slice(moverLines.indexOf("when green flag clicked") + 1);
    const said = /^\/\/ When [^:]*: (.+)$/m.exec(mover)?.[1];
    const joined = `${said === undefined ? pen : pen.replace(/^(\/\/ When [^:]*: .+)$/m, `$1, then ${said}`)}\n${body.join("\n")}`;
    return chunks.filter((chunk) => chunk !== mover).map((chunk) => (chunk === pen ? joined : chunk)).join("\n\n");
  });
}
