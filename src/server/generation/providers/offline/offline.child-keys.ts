import { keysOf } from "./offline.coverage";

/**
 * The child's keys, not the library's (issue 26): "snake with WASD, not arrows", "move with a and
 * d". A library program steers with the arrow keys; when the request names the letter keys that
 * play the same part (W up, A left, S down, D right) and no arrow key, each arrow key the program
 * listens to becomes its letter, in the blocks, the comments and the explanation. Dropping the
 * arrows instead (offline.unasked.ts) would leave a game nobody can steer.
 */

const MATES: [arrow: string, letter: string][] = [
  ["up arrow", "w"],
  ["left arrow", "a"],
  ["down arrow", "s"],
  ["right arrow", "d"],
];

const KEY_BLOCK = /\[(up|down|left|right) arrow v\] key pressed|key \((up|down|left|right) arrow v\) pressed\?/g;

/** Whether a program listens to KEY: a script it starts, or a loop that tests it. */
export function listensToKey(text: string, key: string): boolean {
  const program = text.toLowerCase();
  const name = key.toLowerCase();
  return program.includes(`[${name} v] key pressed`) || program.includes(`key (${name} v) pressed?`);
}

export function rebindArrowKeys(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const asked = keysOf(prompt);
  if (asked.some((key) => key.endsWith(" arrow"))) return { text, explanation };
  const used = new Set([...text.matchAll(KEY_BLOCK)].map((m) => `${m[1] ?? m[2]} arrow`));
  if (used.size === 0) return { text, explanation };
  // every arrow the program uses has its letter asked for, and the program does not listen to that letter already
  const mates = MATES.filter(([arrow]) => used.has(arrow));
  if (!mates.every(([, letter]) => asked.includes(letter) && !listensToKey(text, letter))) return { text, explanation };
  const letterOf = new Map(mates);
  const rebound = text.replace(KEY_BLOCK, (block: string, a?: string, b?: string) => block.replace(`${a ?? b} arrow`, letterOf.get(`${a ?? b} arrow`) as string));
  const names = mates.map(([, letter]) => letter.toUpperCase());
  const said = names.length === 1 ? `the ${names[0]} key` : `the ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} keys`;
  const saysKeys = (words: string) =>
    words
      .replace(/\b(the) (?:left and right |up and down )?arrow keys\b/gi, (_, the: string) => `${the}${said.slice(3)}`)
      .replace(/\b(?:left and right |up and down )?arrow keys\b/gi, said.replace(/^the /, ""))
      .replace(/\bthe (up|down|left|right) arrow(?: key)?\b/gi, (_, side: string) => `the ${(letterOf.get(`${side.toLowerCase()} arrow`) ?? side).toUpperCase()} key`);
  const commented = rebound.replace(/^(\s*\/\/ )(.*)$/gm, (_, start: string, words: string) => `${start}${saysKeys(words)}`);
  // a part already named in quotes is the child's own words: those stay as they were
  const explained = explanation.split(/("[^"]*")/).map((piece, i) => (i % 2 === 1 ? piece : saysKeys(piece))).join("");
  return { text: commented, explanation: explained };
}
