import { countTokens } from "./token-count";
import { isWholeProjectText } from "../../blocks";
import { AppError } from "../lib/app-error";
import { PROJECT_TEXT_RULES, needsProjectText } from "./project-text.prompt";
import { MAX_OUTPUT_TOKENS } from "./providers/ai-sdk";
import { buildSystemPrompt } from "./system-prompt";
import type { GenerateRequest } from "./providers/types";

/**
 * A follow-up request (issue 30): the provider receives the current project text and the change
 * asked for, and answers with the whole new project text. One place builds what a provider is
 * sent for any request, so the token budget counts exactly what the provider call carries.
 */

/** Taught only on a follow-up: the answer is the whole program, untouched scripts exactly as they were. */
export const FOLLOW_UP_RULES = `When you are given the current program and asked to change it:
- Send back the whole new program in one \`\`\`scratchblocks fence, not only the changed part.
- Keep every script you do not need to change exactly as it is, character for character, in the same order.
- Keep the sprite and stage lines ("// sprite: Name", "// stage") and their settings lines unless the change is about them.
- Change only what the request asks for; a new script goes after the scripts of its sprite.`;

/** The system prompt and the user turn a provider is sent for one request (no repair round). */
export function buildProviderTurn(request: Pick<GenerateRequest, "prompt" | "base">): { system: string; user: string } {
  if (!request.base) return { system: buildSystemPrompt(request.prompt), user: request.prompt };
  const base = request.base.projectText;
  const extra = isWholeProjectText(base) && !needsProjectText(request.prompt) ? [PROJECT_TEXT_RULES] : [];
  // The categories follow the request's words: the base's own blocks are shown to the model in its text.
  const system = [buildSystemPrompt(request.prompt), ...extra, FOLLOW_UP_RULES].join("\n\n");
  const user = ["This is my program now:", "```scratchblocks", base, "```", "", `Change it like this: ${request.prompt}`].join("\n");
  return { system, user };
}

/** Output room per base token: the new text is about the old one plus the change. */
const OUTPUT_PER_BASE_TOKEN = 1.25;
/** Room for what the change adds. */
const OUTPUT_FOR_THE_CHANGE = 800;

/**
 * The largest project text a follow-up may send: its whole new text must come back in one answer,
 * and an answer cut off at the output cap would be a truncated project. Beyond this, the request
 * is refused before anything is reserved (413), never answered with a cut-off program.
 */
export const MAX_FOLLOW_UP_PROJECT_TOKENS = 6_000;

/** The answer cap for one call: a follow-up needs room for the whole project again. */
export function outputCapFor(request: Pick<GenerateRequest, "base">): number {
  if (!request.base) return MAX_OUTPUT_TOKENS;
  const baseTokens = countTokens(request.base.projectText);
  return Math.max(MAX_OUTPUT_TOKENS, Math.ceil(baseTokens * OUTPUT_PER_BASE_TOKEN) + OUTPUT_FOR_THE_CHANGE);
}

/** Refuses a project too large to send and get back whole, in words a child and a teacher can act on. */
export function assertFollowUpFits(projectText: string): void {
  const tokens = countTokens(projectText);
  if (tokens <= MAX_FOLLOW_UP_PROJECT_TOKENS) return;
  throw new AppError(
    "project_too_large",
    413,
    "This project is too big to change with words in one go. Nothing was used up. Try changing one sprite's project at a time, or make this change with the blocks in Scratch.",
  );
}
