/**
 * A speed built and named all the same (issue 26, decision 1320): "make the Car move speed steps
 * forever, speed starts at 3 and goes up by 1 when i press space" built with `move (speed) steps`
 * in a forever and `change [speed v] by (1)` on the key, yet named "going faster or slower". A
 * part about going faster or slower is shown when a loop moves the sprite by a variable that a
 * script of the program changes.
 */
export function speedChangesShown(parts: readonly string[], text: string): string[] {
  const lines = text.split("\n").map((line) => line.trim());
  const movedBy = lines.flatMap((line) => {
    const m = /^(?:move|change [xy] by) \(([A-Za-z][^()]*)\)(?: steps)?$/.exec(line);
    return m === null ? [] : [m[1] as string];
  });
  const changed = movedBy.some((name) => lines.some((line) => line.startsWith(`change [${name} v] by (`)));
  if (!changed || !lines.some((line) => /^(?:forever|repeat)\b/.test(line))) return [];
  return parts.filter((part) => /^going faster or slower\b/.test(part));
}
