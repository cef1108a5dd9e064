import { keysOf } from "./offline.coverage";
import { NO_FLAG } from "./offline.given-shapes";

/**
 * "no green flag, she wants only the space key", "without the flag: everything on the s key":
 * a request that turns the green flag down and names one key starts every script on that key.
 * A green-flag script's steps go to the front of the same sprite's script for that key (they were
 * read as the first half of what the key does: "moves 10 steps and says hi each time she presses
 * space"), or the script's hat becomes the key's when the sprite has no script for it.
 * A request that names no key, or several, is left as it is: which key starts what is not said.
 * A flag script that only sets things up stays too (the coverage check names it).
 */

/** Blocks that only set a program up: run on each key press, they would undo what the presses did. */
const SETUP = /^(?:set \[.+ v\] to|show variable|hide variable|go to x:|point in direction|switch costume to|switch backdrop to|set size to|show$|hide$|delete all of|$)/;

const keyHat = (key: string) => `when [${key} v] key pressed`;

export function startOnTheOnlyKey(prompt: string, text: string): string {
  const lower = prompt.toLowerCase();
  if (!NO_FLAG.test(lower) || !text.includes("when green flag clicked")) return text;
  const keys = keysOf(prompt).filter((key) => key !== "any");
  if (keys.length !== 1) return text;
  const key = keys[0] as string;
  const blocks = text.split("\n\n");
  let sprite = -1;
  // per sprite section: the flag scripts' steps, kept in order, and where its key script is
  const pending: { at: number; steps: string[] }[] = [];
  const flush = () => {
    const keyAt = blocks.findIndex((block, i) => i > sprite && sectionOf(blocks, i) === sprite && block.split("\n").includes(keyHat(key)));
    for (const { at } of pending) {
      if (keyAt >= 0) {
        blocks[at] = "";
        continue;
      }
      blocks[at] = (blocks[at] as string).replace("when green flag clicked", keyHat(key)).replace(/^\/\/ When (?:the green flag is clicked|you click the green flag):/m, `// When you press the ${key} key:`);
    }
    if (keyAt >= 0) {
      const steps = pending.flatMap((flag) => flag.steps);
      const lines = (blocks[keyAt] as string).split("\n");
      const hat = lines.indexOf(keyHat(key));
      blocks[keyAt] = [...lines.slice(0, hat + 1), ...steps, ...lines.slice(hat + 1)].join("\n");
    }
    pending.length = 0;
  };
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as string;
    if (isHeader(block)) {
      flush();
      sprite = i;
      continue;
    }
    const lines = block.split("\n");
    const hat = lines.indexOf("when green flag clicked");
    // a start that only sets things up ("set score to 0") would start again on each press: it stays, and is named
    if (hat < 0 || lines.slice(hat + 1).every((line) => SETUP.test(line.trim()))) continue;
    pending.push({ at: i, steps: lines.slice(hat + 1) });
  }
  flush();
  return blocks.filter((block) => block !== "").join("\n\n");
}

/** The index of the section header (`// sprite:` or `// stage`) a block falls under. */
function sectionOf(blocks: readonly string[], at: number): number {
  for (let i = at; i >= 0; i--) if (isHeader(blocks[i] as string)) return i;
  return -1;
}

/** A section's header block: its sprite (or the stage) and its settings, no script. */
const isHeader = (block: string) => /^\/\/ (?:sprite:|stage\b)/m.test(block) && !/^when /m.test(block);
