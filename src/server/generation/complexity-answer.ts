import { z } from "zod";

/**
 * The structured way a model declines a request that needs far more than a few scripts
 * (SPEC "complexity warning"). The system prompt asks for exactly this fence:
 *
 * ```complexity
 * {"message": "...", "suggestions": ["...", "..."], "tip": "..."}
 * ```
 */
export const COMPLEXITY_FENCE = "complexity";

const ZComplexityAnswer = z.object({
  message: z.string().min(1).max(500),
  suggestions: z.array(z.string().min(1).max(200)).max(5).default([]),
  tip: z.string().max(300).default(""),
});

export const COMPLEXITY_SERVICE_NOTE =
  "This didn't use any of your free generations or tokens. Small steps work best: build one part, then ask for the next.";

const fencePattern = new RegExp("```" + COMPLEXITY_FENCE + "\\s*\\n([\\s\\S]*?)```");

export function parseComplexityAnswer(
  text: string,
): { message: string; suggestions: string[]; tip: string; serviceNote: string } | null {
  const match = fencePattern.exec(text);
  if (!match?.[1]) return null;
  let json: unknown;
  try {
    json = JSON.parse(match[1]);
  } catch {
    return null;
  }
  const parsed = ZComplexityAnswer.safeParse(json);
  if (!parsed.success) return null;
  // Models often start the tip with "Tip:" themselves; the page adds its own.
  const tip = parsed.data.tip.replace(/^\s*(tip\s*:\s*)+/i, "").trim();
  return { ...parsed.data, tip, serviceNote: COMPLEXITY_SERVICE_NOTE };
}
