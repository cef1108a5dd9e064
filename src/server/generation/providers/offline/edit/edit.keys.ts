// Other keys (issue 30): "use W and S instead", "WASD", "space instead of the up arrow". The keys
// the base listens to are mapped to the keys asked for, by direction where it has one, else in
// order, and rewritten in every hat and every <key pressed?> that names them.
import type { TEditContext, TEditKind } from "./edit.types";

const ARROWS = ["up arrow", "down arrow", "left arrow", "right arrow"] as const;
const DIRECTION_OF: Record<string, string> = { "up arrow": "up", "down arrow": "down", "left arrow": "left", "right arrow": "right", w: "up", s: "down", a: "left", d: "right", i: "up", k: "down", j: "left", l: "right" };

/** Keys named in the request, in order, as Scratch's key menu writes them. */
export function keysIn(text: string): string[] {
  const keys: string[] = [];
  const pattern = /\b(up|down|left|right)(?:\s+arrow)?(?:\s+keys?)?\b|\b(space(?:\s*bar)?|enter)\b|\b(wasd|ijkl)\b|(?:^|[\s,"'(])([a-z0-9])(?=$|[\s,"')]|\s*(?:and|or|key|keys)\b)/g;
  for (const match of text.toLowerCase().matchAll(pattern)) {
    if (match[1]) keys.push(`${match[1]} arrow`);
    else if (match[2]) keys.push(match[2].startsWith("space") ? "space" : "enter");
    else if (match[3]) keys.push(...match[3].split(""));
    else if (match[4] && match[4] !== "a" && match[4] !== "i") keys.push(match[4]);
    else if (match[4]) {
      // "a" and "i" are words too: a key only when written like one ("A and D", "press a")
      const around = text.toLowerCase().slice(Math.max(0, (match.index ?? 0) - 6), (match.index ?? 0) + 8);
      if (/\b(press|key|and|or|use)\s+[ai]\b|\b[ai]\s+(and|or|key)\b/.test(around)) keys.push(match[4]);
    }
  }
  return [...new Set(keys)];
}

const KEY_SLOT = /([[(])([^\][()]+?) v([\])])/g;

/** The keys the base listens to, in the order they appear. */
function keysUsed(context: TEditContext): string[] {
  const used: string[] = [];
  for (const { block, target } of context.project.blocks) {
    if (context.named.length > 0 && !context.named.includes(target)) continue;
    const key = block.fields.KEY_OPTION?.value ?? (block.inputs.KEY_OPTION?.type === "menu" ? block.inputs.KEY_OPTION.value : undefined);
    if (key && !used.includes(key)) used.push(key);
  }
  // a nested <key pressed?> menu is its own shadow block in some readings: look at its text too
  return used;
}

function mapKeys(used: string[], wanted: string[], request: string): Map<string, string> {
  const mapping = new Map<string, string>();
  const instead = /\binstead of\b/.exec(request);
  if (instead) {
    const rest = request.slice(instead.index + instead[0].length);
    // "instead of the arrow keys": every arrow it uses
    const after = keysIn(rest).length > 0 ? keysIn(rest) : /\barrows?\b/.test(rest) ? used.filter((key) => key.endsWith(" arrow")) : [];
    const before = keysIn(request.slice(0, instead.index));
    after.forEach((old, index) => {
      // "a and d instead of the arrow keys": each new key goes to the arrow of its direction
      const next = before.find((key) => DIRECTION_OF[key] !== undefined && DIRECTION_OF[key] === DIRECTION_OF[old]) ?? (before.length === after.length ? before[index] : before[0]);
      if (next && used.includes(old)) mapping.set(old, next);
    });
    // "space instead of the up arrow" on a program with no up arrow: nothing to swap, not a guess
    return mapping;
  }
  const byDirection = wanted.every((key) => DIRECTION_OF[key]);
  if (byDirection) {
    for (const old of used) {
      const next = wanted.find((key) => DIRECTION_OF[key] === DIRECTION_OF[old] && key !== old);
      if (next) mapping.set(old, next);
    }
    // keys with a direction go to the key of that direction or nowhere: W is never "right"
    return mapping;
  }
  const fresh = wanted.filter((key) => !used.includes(key));
  used.filter((key) => !wanted.includes(key)).forEach((old, index) => {
    if (fresh[index]) mapping.set(old, fresh[index]);
  });
  return mapping;
}

export const OTHER_KEYS: TEditKind = {
  id: "keys",
  words: "other keys",
  asks: (request) => /\b(keys?|wasd|arrows?|space ?bar|instead|use|press)\b/.test(request) && keysIn(request).length > 0 && !/\b(say|says)\b/.test(request),
  apply(context) {
    const used = keysUsed(context);
    const mapping = mapKeys(used, keysIn(context.request), context.request);
    if (mapping.size === 0) return false;
    const lines = new Set<number>();
    for (const { block, target } of context.project.blocks) {
      if (context.named.length > 0 && !context.named.includes(target)) continue;
      if (block.opcode === "event_whenkeypressed" || block.opcode === "sensing_keypressed") lines.add(block.line);
    }
    let changed = 0;
    for (const line of lines) {
      if (context.editor.touched(line)) continue;
      const text = context.project.lines[line - 1]!;
      const next = text.replace(KEY_SLOT, (whole, open: string, key: string, close: string) => {
        const to = mapping.get(key.trim().toLowerCase());
        return to ? `${open}${to} v${close}` : whole;
      });
      if (next !== text) {
        context.editor.replace(line, next);
        changed += 1;
      }
    }
    if (changed === 0) return false;
    context.done.push(`it uses ${[...mapping].map(([from, to]) => `${to} instead of ${from}`).join(", ")}`);
    return true;
  },
};

export { ARROWS };
