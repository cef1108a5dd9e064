/**
 * Clicks counted, and sizes reached (issue 26, decision 1790). "when you click the balloon 3 times
 * it pops" and "a ghost that ... disappears when it is clicked 5 times" were built as `repeat (3)`
 * inside `when this sprite clicked`: every click pops three times, where the child asked for the
 * third click to pop it. "the balloon grows to 150 when clicked" was built as `change size by
 * (150)`: a size of 250, where 150 was asked. Each program has the number, so no number check sees
 * it; here a count of clicks (or presses) built as a loop under a click (or key), and a size to
 * reach built as a change by it, are named.
 */

const COUNT_WORDS: Record<string, number> = { twice: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** The counts of clicks or presses the request asks: "clicked 5 times", "click the balloon 3 times", "press space 4 times", "click it twice". */
function clickCounts(prompt: string): { verb: "click" | "press"; count: number }[] {
  const lower = prompt.toLowerCase();
  const found = lower.matchAll(/\b(click(?:ed|s)?|tap(?:ped|s)?|press(?:ed|es)?)\s+(?:on\s+)?(?:(?:the|a|my|your)\s+[a-z]+(?:\s+[a-z]*[^s\s])?\s+|[a-z]+(?:\s+(?:arrow\s+)?key)?\s+|(?:the\s+)?(?:up|down|left|right)\s+arrow(?:\s+key)?\s+)?(?:(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times|(twice))\b/g);
  return [...found].map((m) => ({ verb: (m[1] as string).startsWith("press") ? ("press" as const) : ("click" as const), count: Number(m[2] ?? m[3]) || COUNT_WORDS[(m[2] ?? m[3]) as string] || 0 })).filter((one) => one.count > 1);
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;

/** The scripts of a program's text, each as its hat line and its body lines. */
function scripts(text: string): { hat: string; body: string[] }[] {
  const found: { hat: string; body: string[] }[] = [];
  for (const line of text.split("\n")) {
    if (/^when /.test(line)) found.push({ hat: line, body: [] });
    else if (/^\s*$|^\/\//.test(line)) continue;
    else found.at(-1)?.body.push(line.trim());
  }
  return found;
}

/** "clicked 5 times" built as `repeat (5)` under a click (or key) hat: every click does it 5 times, where the 5th click was asked. */
export function clickCountsAsLoops(prompt: string, text: string): string[] {
  const all = scripts(text);
  return clickCounts(prompt)
    .filter(({ verb, count }) => all.some((script) => (verb === "click" ? /^when this sprite clicked|^when stage clicked/ : /^when \[.+ v\] key pressed/).test(script.hat) && script.body.some((line) => line === `repeat (${count})`)))
    .map(({ verb, count }) => `doing it only on the ${ordinal(count)} ${verb} (counting the ${verb === "click" ? "clicks" : "presses"})`);
}

/** "grows to 150", "shrinks to size 50": a size to reach, built as `change size by (150)` with no `set size to (150) %`. */
export function sizesChangedByTheirTarget(prompt: string, text: string): string[] {
  const lower = prompt.toLowerCase();
  const targets = [...lower.matchAll(/\b(?:grows?|grew|shrinks?|shrank|gets? (?:bigger|smaller)|becomes?)\s+(?:up\s+|down\s+|back\s+)?to\s+(?:a\s+)?(?:size\s+(?:of\s+)?)?(\d+(?:\.\d+)?)(?!\s*(?:steps|seconds?|secs?|times|degrees))\b/g)].map((m) => m[1] as string);
  return [...new Set(targets)]
    .filter((n) => new RegExp(`^\\s*change size by \\(-?${n.replace(".", "\\.")}\\)`, "m").test(text) && !new RegExp(`^\\s*set size to \\(${n.replace(".", "\\.")}\\) %`, "m").test(text))
    .map((n) => `reaching size ${n} (set size to ${n} %)`);
}
