import type { TWord } from "./plan.words";

/**
 * What a request asks NOT to have (issue 26): "no timer and no way to lose", "no music please",
 * "without sounds", "no forever loop". The words are understood (never a part left out) and
 * become a promise the answer is checked against: a program that has the thing anyway names it
 * as not kept, so nothing asked against is added silently.
 */
export interface TForbidden {
  /** The child's words, e.g. "no timer". */
  words: string;
  /** Whether a program's text has the thing. */
  isIn: (text: string) => boolean;
}

const FEATURES: { words: RegExp; isIn: RegExp }[] = [
  { words: /^(?:timer|timers|clock|countdown|limit)$/, isIn: /\btimer\b|\bcountdown\b|\btime left\b|wait \(\d+\) seconds\s*\n\s*stop \[all v\]/i },
  { words: /^(?:lose|losing|lost|die|dying|death|over|lives)$/, isIn: /stop \[all v\]|game over|\[lives v\]/i },
  { words: /^(?:music|sound|sounds|noise|noises|song)$/, isIn: /\b(?:play sound|start sound|play note|play drum)\b/i },
  { words: /^(?:forever)$/, isIn: /^\s*forever\s*$/im },
  { words: /^(?:enemy|enemies|monster|monsters)$/, isIn: /^\/\/ sprite: .*(?:enemy|monster)/im },
];

const NEGATION = /^(?:no|without|nothing)$/;

/** Word positions of each "no X" phrase whose X is a thing the check knows, and the promise it makes. */
export function readForbidden(words: readonly TWord[]): { framing: Set<number>; forbidden: TForbidden[] } {
  const framing = new Set<number>();
  const forbidden: TForbidden[] = [];
  words.forEach((word, i) => {
    const dont = word.word === "don't" || (word.word === "do" && words[i + 1]?.word === "not") || word.word === "dont";
    if (!NEGATION.test(word.word) && !dont) return;
    // the phrase runs to the next mark or "and no": "no way to lose", "no forever loop please"
    let end = i + 1;
    while (end < words.length && end < i + 6 && words[end]?.mark === undefined && words[end]?.word !== "and" && words[end]?.word !== "but") end++;
    const phrase = words.slice(i + 1, end);
    const feature = FEATURES.find((f) => phrase.some((w) => f.words.test(w.word) || f.words.test(w.lemma)));
    if (!feature) return;
    for (let j = i; j < end; j++) framing.add(j);
    forbidden.push({ words: words.slice(i, end).map((w) => w.raw).join(" "), isIn: (text) => feature.isIn.test(text) });
  });
  return { framing, forbidden };
}
