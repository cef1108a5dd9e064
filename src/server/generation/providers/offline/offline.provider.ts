import type { GenerateRequest, GenerationProvider, ProviderAnswer } from "../types";
import { composeRequest } from "./offline.compose";
import type { TDeclineReason } from "./offline.match";
import { loadTokenCounter } from "./offline.tokens";
import { RECIPES_BY_ID } from "./recipes";

/**
 * The offline generator: the default provider when no AI provider is configured. It answers
 * from a library of recipes, so a classroom laptop with no network and no API key still turns
 * requests into working programs. Requests it cannot match get a complexity answer (nothing is
 * charged for those) instead of a guess.
 */

export const OFFLINE_MODEL = "composer-v2";

/** Always three first steps: the closest recipes, then friendly defaults the generator surely makes. */
const FIRST_STEPS = ["move-arrows", "pen-star", "quiz-math", "jump-simple"];

function declineSuggestions(ids: string[]): string[] {
  const unique = [...new Set([...ids, ...FIRST_STEPS])].slice(0, 3);
  return unique.map((id) => RECIPES_BY_ID.get(id)?.suggestion ?? id);
}

export const OFFLINE_COMPLEXITY_TIP =
  "Tip: configuring an AI provider (OpenAI, Anthropic, Google or an OpenAI-compatible server such as Ollama) unlocks free-form requests.";
export const OFFLINE_SERVICE_NOTE =
  "Nothing was charged for this request. The offline generator builds programs from its own recipe library, with no AI provider.";

/**
 * Declines in words a child (or the teacher beside them) can act on: what the offline generator
 * can do, and two or three small first steps it can really make, which the client lists.
 */
const MESSAGES: Record<TDeclineReason, string> = {
  "no-match":
    "I couldn't find a Scratch program in that idea yet. I'm the offline generator: I build from parts I know, like moving, jumping, talking, sounds, drawing, quizzes and small games. Tell me what the sprite should do and when (\"jump when I press space\"), or start with one of these.",
  "too-big":
    "That's a big idea, and a great one to work towards! It's more than the offline generator can build in one go, so let's start with one small part you can test and then grow. Try one of these first steps.",
  "not-a-program":
    "That isn't something a Scratch program can do for you, but here are some things we could make together in Scratch. Pick one to start.",
};

export function createOfflineProvider(): GenerationProvider {
  // start loading the tokenizer now, in the background; the first request waits for it if needed
  loadTokenCounter().catch(() => undefined);
  return {
    name: "offline",
    model: OFFLINE_MODEL,
    async generate(request: GenerateRequest): Promise<ProviderAnswer> {
      request.signal?.throwIfAborted();
      const countTokens = await loadTokenCounter();
      const inputTokens = countTokens(request.prompt);
      // same request, same program: the composer is pure, so a repair round gets it again too
      const answer = composeRequest(request.prompt);
      if (answer.kind === "none") {
        return {
          kind: "complexity",
          message: MESSAGES[answer.reason],
          suggestions: declineSuggestions(answer.suggestions),
          tip: OFFLINE_COMPLEXITY_TIP,
          serviceNote: OFFLINE_SERVICE_NOTE,
          usage: { totalTokens: inputTokens, inputTokens, outputTokens: 0 },
        };
      }
      const { text, explanation } = answer.program;
      const outputTokens = countTokens(text);
      return {
        kind: "program",
        text,
        explanation,
        usage: { totalTokens: inputTokens + outputTokens, inputTokens, outputTokens },
      };
    },
  };
}
