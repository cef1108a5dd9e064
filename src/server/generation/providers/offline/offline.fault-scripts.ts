import { escapeRegExp } from "../../../../blocks";

/**
 * What the program does wrong now is not asked for (issue 26). "my frog just flips over when i
 * press up!! i want the up arrow to make it jump 40": the sentence telling what happens now (the
 * fault) comes before the one saying what should happen. A script doing the fault's verb (its
 * sentence says "flips") under the key the fault names is the bug told, not a wish: it goes. A
 * verb the request also asks for elsewhere stays.
 */

/** Words that tell what a program does now, wrongly or over and over. */
const NOW = /\b(?:just|keeps|keep|only|always|still)\s+([a-z]+)/;
const WISH = /\b(?:want|wants|should|must|needs?|instead|please|pls|supposed)\b/;

const stem = (verb: string) => verb.replace(/(?:ing|es|s)$/, "").replace(/(.)\1$/, "$1");

function keyOf(sentence: string): string | undefined {
  const m = /\bpress(?:es|ing)?\s+(?:the\s+)?(left|right|up|down|space|[a-z])\b(\s+arrow)?/.exec(sentence);
  if (!m) return undefined;
  const key = m[1] as string;
  return /^(?:left|right|up|down)$/.test(key) ? `${key} arrow` : key;
}

/** The sentences that tell a fault, each with the stem of its verb. */
export function toldFaults(prompt: string): { sentence: string; verb: string }[] {
  const sentences = prompt.toLowerCase().split(/[.!?]+/).map((sentence) => sentence.trim()).filter(Boolean);
  return sentences.flatMap((sentence, i) => {
    const now = NOW.exec(sentence);
    if (!now || WISH.test(sentence) || !sentences.slice(i + 1).some((later) => WISH.test(later))) return [];
    const verb = stem(now[1] as string);
    if (verb.length < 3) return [];
    const said = new RegExp(`\\b${escapeRegExp(verb)}`);
    if (sentences.some((other, k) => k !== i && said.test(other))) return [];
    return [{ sentence, verb }];
  });
}

export function dropToldFaults(prompt: string, text: string): string {
  let kept = text;
  for (const { sentence, verb } of toldFaults(prompt)) {
    const said = new RegExp(`\\b${escapeRegExp(verb)}`);
    const key = keyOf(sentence);
    kept = kept
      .split(/\n(?=\n)/)
      .filter((chunk) => {
        const comment = /^\s*\/\/ When ([^\n]*)$/m.exec(chunk)?.[1] ?? "";
        const hat = /^when \[(.+?) v\] key pressed$/m.exec(chunk)?.[1];
        if (!said.test(comment.toLowerCase())) return true;
        return key !== undefined && hat !== key;
      })
      .join("\n");
  }
  return kept.replace(/\n{3,}/g, "\n\n");
}
