import { readWords } from "./plan/plan.words";
import { squashedName } from "./offline.setting-words";
import { spriteSections } from "./offline.program-sections";

/** Each named sprite's section text, by name. */
const spriteTexts = (text: string) => new Map(spriteSections(text).filter((section) => section.name !== "").map((section) => [section.name, section.text] as const));

/**
 * A count given to the wrong character (issue 26, decision 1200): "the Drum plays a sound every 1
 * second, 8 times, and the Dancer changes costume every 1 second, 8 times" read with both counts
 * on the Drum. Each "N times" belongs to the character said last before it in its sentence as
 * its doer (never one it goes to or uses: "walks to the House", "with the Ball"); when
 * that character's scripts repeat nothing while another's repeat N, the count went astray and the
 * character doing it N times is named as left out. A character with a loop of its own, or a count
 * no loop of the program uses, is left to the other checks.
 */
export function countsGivenAway(prompt: string, text: string): string[] {
  const sections = spriteTexts(text);
  const byKey = new Map([...sections.keys()].map((name) => [squashedName(name), name]));
  const words = readWords(prompt);
  const named: string[] = [];
  words.forEach((word, i) => {
    if (word.number === undefined || !/^times?$/.test(words[i + 1]?.word ?? "")) return;
    // the doer, never a thing the sentence goes to or uses ("walks to the House", "with the Ball")
    const object = (k: number) => {
      let before = k - 1;
      while (/^(?:a|an|the|his|her|its|their|my|our)$/.test(words[before]?.word ?? "")) before--;
      return /^(?:to|towards?|into|onto|from|at|with|on|of|off|by|behind|near|past|over|under|around)$/.test(words[before]?.word ?? "");
    };
    const doer = (k: number) => (byKey.has(squashedName(words[k]?.word ?? "")) || byKey.has(words[k]?.lemma ?? "")) && !object(k);
    let at = i - 1;
    while (at >= 0 && !/^[.!?;:]$/.test(words[at]?.mark ?? "") && !doer(at)) at--;
    const name = byKey.get(squashedName(words[at]?.word ?? "")) ?? byKey.get(words[at]?.lemma ?? "");
    if (name === undefined) return;
    const own = sections.get(name) ?? "";
    const loop = new RegExp(`^\\s*repeat \\(${word.number}\\)`, "m");
    const elsewhere = [...sections].some(([other, section]) => other !== name && loop.test(section));
    if (!/^\s*(?:repeat|forever)\b/m.test(own) && elsewhere) named.push(`the ${name} doing it ${word.number} times`);
  });
  return [...new Set(named)];
}

/**
 * A pace that repeats nothing (issue 26, decision 1300): "the Water rises, changing y by 1 every
 * 0.2 seconds, 50 times" built as one `change y by (1)` and one `wait (0.2) seconds` outside any
 * loop. "Every N seconds" asks for something done again and again at that pace; when the program
 * waits N seconds only outside its loops, the pace is named as left out ("every 0.2 seconds").
 * A program that waits N seconds inside a loop somewhere, or never waits N seconds, is left to the
 * other checks.
 */
export function pacesNotRepeated(prompt: string, text: string): string[] {
  const lines = text.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("//"));
  const indent = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;
  // a line is in a loop when a line above it, less indented, of the blocks holding it, is a repeat or a forever
  const inALoop = (at: number) => {
    let depth = indent(lines[at] as string);
    for (let i = at - 1; i >= 0 && depth > 0; i--) {
      const line = lines[i] as string;
      if (indent(line) >= depth) continue;
      depth = indent(line);
      if (/^\s*(?:repeat|forever)\b/.test(line)) return true;
    }
    return false;
  };
  const waits = (value: number) => lines.flatMap((line, i) => (/^\s*wait \((-?\d+(?:\.\d+)?)\) seconds/.exec(line)?.[1] !== undefined && Number(/\((-?\d+(?:\.\d+)?)\)/.exec(line)?.[1]) === value ? [i] : []));
  const named: string[] = [];
  for (const m of prompt.toLowerCase().matchAll(/\b(?:every|each) (\d+(?:\.\d+)?|a|one)? ?(?:seconds?|secs?)\b/g)) {
    const value = m[1] === undefined || m[1] === "a" || m[1] === "one" ? 1 : Number(m[1]);
    const at = waits(value);
    if (at.length > 0 && !at.some(inALoop)) named.push(m[0]);
  }
  return [...new Set(named)];
}

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twice: 2 };

/**
 * A loop asked and never built (issue 26, decision 1320): "the Bee buzzes around forever" built
 * with one move under the green flag. A sentence that names one character of the program and
 * says "forever" ("over and over", "again and again") or "N times" ("twice") asks for that
 * character's steps in a loop; when none of that character's scripts has a forever (or a repeat
 * until), or a repeat of N, the loop is named ("the Bee doing it forever"). Sentences naming two
 * characters or none, and "N times bigger" (a size, not a count), are left to the other checks.
 */
export function loopsNotBuilt(prompt: string, text: string): string[] {
  const sections = spriteTexts(text);
  if (sections.size === 0) return [];
  const named: string[] = [];
  for (const sentence of prompt.split(/[.;!?]+(?:\s|$)|\n+/)) {
    const lower = ` ${sentence.toLowerCase().replace(/\s+/g, " ")} `;
    const who = [...sections.keys()].filter((name) => {
      const key = squashedName(name);
      return lower.split(/[^a-z0-9]+/).some((word) => word !== "" && (squashedName(word) === key || squashedName(word.replace(/s$/, "")) === key));
    });
    if (who.length !== 1) continue;
    const name = who[0] as string;
    const own = sections.get(name) ?? "";
    if (/\b(?:forever|over and over|again and again|all the time|non-?stop)\b/.test(lower) && !/^\s*(?:forever|repeat until)\b/m.test(own)) named.push(`the ${name} doing it forever`);
    for (const m of lower.matchAll(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten) times\b(?! (?:bigger|smaller|as|faster|slower|more|less|larger|higher|the|its|his|her|their|that|what))|\b(twice)\b(?! (?:as|its|his|her|their|the|that|bigger|what))/g)) {
      const said = (m[1] ?? m[2]) as string;
      const count = COUNT_WORDS[said] ?? Number(said);
      if (!Number.isFinite(count) || count < 2) continue;
      if (!new RegExp(`^\\s*repeat \\(${count}\\)`, "m").test(own)) named.push(`the ${name} doing it ${count} times`);
    }
  }
  return [...new Set(named)];
}
