import { readPlanWords } from "./plan/plan.read";

/**
 * "..., 4 times, moves 100 steps and turns left 90 degrees. After that it says its x position."
 * (issue 26): a sentence that opens with "After that" (or "Afterwards", "Then") goes on from the
 * one before it. Read as a green-flag script of its own, it runs at the same time as the script it
 * follows. When one sprite has two green-flag scripts, the first one ends (no forever) and the
 * second one's blocks hold what the "After that" sentence says (a quoted line or a number of it),
 * the second one's blocks go at the end of the first.
 */

const AFTER_THAT = /^(?:after that|afterwards|after this|and then|then|next|finally|at the end)$/;

export function followOn(prompt: string, text: string): string {
  const { words } = readPlanWords(prompt);
  // the words of each sentence that opens with "After that"
  const sentences: string[][] = [];
  words.forEach((word, i) => {
    if (i > 0 && !/^[.!?;]$/.test(words[i - 1]?.mark ?? "")) return;
    const opening = [word.word, `${word.word} ${words[i + 1]?.word ?? ""}`];
    // "after 3 seconds it shows itself": a wait that goes on from the sentence before
    const afterAWait = word.word === "after" && words[i + 1]?.number !== undefined && /^(?:seconds?|secs?)$/.test(words[i + 2]?.word ?? "");
    if (!afterAWait && !opening.some((said) => AFTER_THAT.test(said))) return;
    const sentence: string[] = [];
    for (let j = i; j < words.length && !/^[.!?;]$/.test(words[j]?.mark ?? ""); j++) {
      const other = words[j];
      if (other?.quote !== undefined) sentence.push(other.quote.toLowerCase());
      else if (other?.mark === undefined) sentence.push(other?.word ?? "");
    }
    sentences.push(sentence);
  });
  if (sentences.length === 0) return text;
  const blocks = text.split("\n\n");
  let firstFlag = -1;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as string;
    if (/^\/\/ (?:sprite:|stage\b)/.test(block)) {
      firstFlag = -1;
      continue;
    }
    const lines = block.split("\n").filter((line) => !line.startsWith("//"));
    if (lines[0] !== "when green flag clicked") continue;
    if (firstFlag < 0) {
      firstFlag = i;
      continue;
    }
    const first = (blocks[firstFlag] as string).split("\n").filter((line) => !line.startsWith("//"));
    if (first.some((line) => /^\s*forever\b/.test(line)) || lines.some((line) => /^\s*forever\b/.test(line)) || lines.length > 4) continue;
    // the second script says what the "After that" sentence says
    const said = lines.slice(1).join(" ").toLowerCase().replace(/ for \(\d+(?:\.\d+)?\) seconds/g, "").replace(/[^a-z0-9 ]+/g, " ").split(/\s+/).filter((word) => word.length > 2 || /^\d/.test(word));
    if (!sentences.some((sentence) => said.length > 0 && said.every((word) => sentence.some((other) => other.includes(word)) || /^(?:for|seconds|secs|position|and|wait)$/.test(word)))) continue;
    blocks[firstFlag] = `${blocks[firstFlag] as string}\n${lines.slice(1).join("\n")}`;
    blocks[i] = "";
    firstFlag = -1;
  }
  return blocks.filter((block) => block !== "").join("\n\n");
}
