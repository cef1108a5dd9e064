/**
 * One press, one action (issue 26): "the dragon breathes fire when I press f" asks for something
 * done each time the key is pressed, a `when [f v] key pressed` script. A library program that
 * checks the key in a forever loop (`forever / if <key (f v) pressed?> then ...`) does it for as
 * long as the key is held, and is not what the child asked for. When the request says a key is
 * pressed (never held) and the loop does nothing but that check, with no move in it (moving
 * while a key is held is how games steer), the check becomes the key's own script; what the
 * green flag did before the loop stays where it was.
 */

/** "when I press f", "if you hit space", "each time u press 3": a key said as a press. */
const PRESSED = /\b(?:when|if|whenever|once|each time|every time)\s+(?:i|you|u|we|they|he|she)?\s*(?:press(?:es)?|hits?|taps?|push(?:es)?)\s+(?:the\s+)?(?:letter\s+|key\s+)?([a-z0-9]|space)(?:\s+key|\s+bar)?\b/g;

/** Words that ask for a key held down, which a loop's check is right for. */
const HELD = /\b(?:hold|holds|holding|held|keep(?:s)? pressing|while)\b/;

const CHECK = /^ {2}if <key \((.+?) v\) pressed\?> then$/;
const MOVES = /^\s*(?:move |change [xy] by|go to |glide |set [xy] to|turn |point )/;

/** The keys the request says are pressed, one press at a time. */
function pressedKeys(prompt: string): Set<string> {
  const lower = prompt.toLowerCase();
  if (HELD.test(lower)) return new Set();
  return new Set([...lower.matchAll(PRESSED)].map((m) => m[1] as string));
}

/** The program with each held-key loop for a pressed key made the key's own script, and its explanation saying so. */
export function pressesAsEvents(prompt: string, text: string, explanation: string): { text: string; explanation: string } {
  const keys = pressedKeys(prompt);
  if (keys.size === 0) return { text, explanation };
  const made: string[] = [];
  const chunks = text.split(/\n\s*\n/);
  // a key with a script of its own already is answered by it
  const heard = new Set([...text.matchAll(/^when \[(.+?) v\] key pressed$/gm)].map((m) => m[1] as string));
  const changed = chunks.map((chunk) => {
    const lines = chunk.split("\n");
    const comments = lines.filter((line) => line.startsWith("//"));
    const blocks = lines.filter((line) => !line.startsWith("//"));
    if (blocks[0] !== "when green flag clicked") return chunk;
    const loop = blocks.indexOf("forever");
    const key = CHECK.exec(blocks[loop + 1] ?? "")?.[1];
    // the loop is the script's last part and holds the check alone
    if (loop < 0 || key === undefined || !keys.has(key) || heard.has(key) || blocks[blocks.length - 1] !== "end" || blocks[blocks.length - 2] !== "  end") return chunk;
    const body = blocks.slice(loop + 2, -2);
    if (body.length === 0 || body.some((line) => !line.startsWith("    ") || MOVES.test(line))) return chunk;
    // a wait at the end only slowed the loop down while the key was held
    const action = body.map((line) => line.slice(4)).filter((line, i, all) => !(i === all.length - 1 && /^wait \(/.test(line)));
    if (action.length === 0) return chunk;
    heard.add(key);
    made.push(key);
    const keyScript = [...comments, `when [${key} v] key pressed`, ...action].join("\n");
    const before = blocks.slice(0, loop);
    return before.length > 1 ? `${before.join("\n")}\n\n${keyScript}` : keyScript;
  });
  // "Holding the F key makes ...": each press does it now
  const pressing = made.reduce((said, key) => said.replace(new RegExp(`\\bholding (?:down )?the ${key} key\\b`, "gi"), (m) => `${m[0] === "H" ? "P" : "p"}ressing the ${key.length === 1 ? key.toUpperCase() : key} key`), explanation);
  return { text: changed.join("\n\n"), explanation: pressing };
}
