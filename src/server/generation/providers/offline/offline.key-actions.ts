/**
 * Each key its own action (issue 26): "the left arrow changes x by -10 and the right arrow
 * changes x by 10" gives each key what is said after it, up to the next key. A program that put
 * a step said for one key into another key's script (both moves on the left arrow, none on the
 * right) answers neither key as asked: the step goes to a script of the key it was said for,
 * when that key has none of its own. Only a step whose values were said for that key alone moves.
 */

/** A key said in the request, as Scratch spells it, and where it is said. */
const KEY_SAID = /\b(?:the\s+)?(?:(up|down|left|right)\s+arrow(?:\s+key)?|(space)(?:\s+bar|\s+key)?|([a-z0-9])\s+key)\b/g;

const numbersIn = (text: string) => [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

/** Each key said, with the values said after it (its last time) up to the next key or the sentence's end. */
function valuesByKey(lower: string): Map<string, number[]> {
  const said = [...lower.matchAll(KEY_SAID)].map((m) => ({ key: m[1] ? `${m[1]} arrow` : (m[2] ?? m[3]) as string, from: m.index + m[0].length, at: m.index }));
  const values = new Map<string, number[]>();
  said.forEach((key, i) => {
    const clause = lower.slice(key.from, said[i + 1]?.at ?? lower.length).split(/[.;!?](?:\s|$)/)[0] ?? "";
    // a key said again is said anew ("… moves right because they used 10. Write it: the left arrow …")
    values.set(key.key, numbersIn(clause));
  });
  return values;
}

const HAT = /^when \[(.+?) v\] key pressed$/;

/** The program with each step said for another key, that has no script, in a script of that key. */
export function stepsToTheirKeys(prompt: string, text: string): string {
  const values = valuesByKey(prompt.toLowerCase());
  if (values.size < 2) return text;
  const heard = new Set([...text.matchAll(/^when \[(.+?) v\] key pressed$/gm)].map((m) => m[1] as string));
  // a value said for one key only is that key's
  const ownerOf = (value: number) => {
    const owners = [...values].filter(([, said]) => said.includes(value)).map(([key]) => key);
    return owners.length === 1 ? owners[0] : undefined;
  };
  let changed = false;
  const chunks = text.split(/\n\s*\n/).flatMap((chunk) => {
    const lines = chunk.split("\n");
    const hatAt = lines.findIndex((line) => !line.startsWith("//"));
    const key = HAT.exec(lines[hatAt] ?? "")?.[1];
    if (key === undefined || !values.has(key)) return [chunk];
    const moved = new Map<string, string[]>();
    const kept = lines.filter((line, i) => {
      if (i <= hatAt || /^\s/.test(line) || line.startsWith("//")) return true;
      const numbers = numbersIn(line);
      const owners = new Set(numbers.map(ownerOf));
      const owner = owners.size === 1 ? [...owners][0] : undefined;
      if (numbers.length === 0 || owner === undefined || owner === key || heard.has(owner)) return true;
      moved.set(owner, [...(moved.get(owner) ?? []), line]);
      return false;
    });
    // the key keeps a step of its own
    if (moved.size === 0 || kept.length <= hatAt + 1) return [chunk];
    changed = true;
    // the new scripts go with the sprite of the script they came from: right after it
    // the key's own sentence said what it did with the step that went: it names the key only now
    const own = kept.map((line) => (line.startsWith("//") ? line.replace(/^(\/\/ When you press the .+? key):.*$/, "$1") : line));
    return [own.join("\n"), ...[...moved].map(([owner, steps]) => {
      heard.add(owner);
      return [`// When you press the ${owner} key`, `when [${owner} v] key pressed`, ...steps].join("\n");
    })];
  });
  return changed ? chunks.join("\n\n") : text;
}
