/**
 * A model declining a request as not safe for children (issue 24). The system prompt asks for a
 * fence of its own:
 *
 * ```refusal
 * {"category": "bullying"}
 * ```
 *
 * Models also decline in their own words ("I'm sorry, but I can't help with that."). Either way
 * the answer becomes the child-facing safety refusal: never a repair round (the model would
 * only be asked again), never a 5xx, never charged.
 */
export const REFUSAL_FENCE = "refusal";

/**
 * The words the system prompt lists as unsafe, each read back as our category when the model
 * names it (cheaper in tokens than listing the category ids: every call pays for the prompt).
 */
const CATEGORY_OF_WORD: Record<string, string> = {
  mocking: "bullying",
  hurting: "violence",
  hate: "hate",
  sex: "sexual",
  "self-harm": "self_harm",
  gore: "violence",
  weapons: "weapons",
  hacking: "hacking",
  cheating: "cheating",
  contacting: "contacting",
  "personal details": "personal_data",
  gambling: "scams_gambling",
  drugs: "drugs_alcohol",
  alcohol: "drugs_alcohol",
};
export const MODEL_REFUSAL_WORDS = Object.keys(CATEGORY_OF_WORD);

/** The model's category word (or one of our ids) as our category; unknown words are left as they are. */
function categoryOf(word: string): string {
  const normalized = word.trim().toLowerCase();
  return CATEGORY_OF_WORD[normalized] ?? normalized.replace(/[\s-]+/g, "_");
}

const fencePattern = new RegExp("```" + REFUSAL_FENCE + "\\s*\\n([\\s\\S]*?)```");
const PROGRAM_FENCE = /```(?:scratchblocks|scratch|blocks)?\s*\n/;

// Plain-words refusals, as the major models phrase them. Only an answer with no program in it
// is read this way: a program whose comment says "I can't jump" is still a program.
const REFUSAL_WORDS = [
  /\b(?:i|we)\s*(?:'m|am|are)?\s*(?:sorry|afraid)\b[^.]{0,80}\b(?:can(?:'|no)?t|cannot|won'?t|unable|not able)\b/i,
  /^\s*(?:i|we)\s+(?:can(?:'|no)?t|cannot|won'?t|will not|am unable to|am not able to|must decline to|do not|don't)\s+(?:help|assist|create|make|write|build|do|provide|generate|comply)/im,
  /^\s*(?:sorry|unfortunately)\b[^.]{0,40}\b(?:can(?:'|no)?t|cannot|won'?t|unable|not able)\b/i,
  /\bi\s+(?:must|have to)\s+decline\b/i,
  /\b(?:not|isn'?t)\s+(?:appropriate|suitable|safe)\s+for\s+(?:children|kids|a child|young)/i,
  /\bagainst\s+(?:my|our)\s+(?:guidelines|policy|policies)\b/i,
];

export function parseModelRefusal(text: string): { category?: string } | null {
  const fenced = fencePattern.exec(text);
  if (fenced) {
    try {
      const json = JSON.parse(fenced[1] ?? "") as { category?: unknown };
      return typeof json.category === "string" ? { category: categoryOf(json.category) } : {};
    } catch {
      return {};
    }
  }
  if (PROGRAM_FENCE.test(text) || /^\s*when\b/im.test(text)) return null;
  return REFUSAL_WORDS.some((pattern) => pattern.test(text)) ? {} : null;
}
