import type { GenerateRequest, GenerationProvider, ProviderAnswer } from "../types";
import { matchPrompt } from "./offline.match";
import { buildProgram } from "./offline.program";
import { loadTokenCounter } from "./offline.tokens";
import { RECIPES_BY_ID } from "./recipes";

/**
 * The offline generator: the default provider when no AI provider is configured. It answers
 * from a library of recipes, so a classroom laptop with no network and no API key still turns
 * requests into working programs. Requests it cannot match get a complexity answer (nothing is
 * charged for those) instead of a guess.
 */

export const OFFLINE_MODEL = "recipes-v1";

export const OFFLINE_COMPLEXITY_TIP =
  "Tip: configuring an AI provider (OpenAI, Anthropic, Google or an OpenAI-compatible server such as Ollama) unlocks free-form requests.";
export const OFFLINE_SERVICE_NOTE =
  "Nothing was charged for this request. The offline generator builds programs from its own recipe library, with no AI provider.";

const MESSAGES = {
  "no-match": "The offline generator could not match this request to a program it knows how to build. Try one of these, or say it in other words.",
  "too-big": "This sounds like a big project: more than the offline generator can build in a few scripts. Start with one small part, like one of these.",
} as const;

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
      const match = matchPrompt(request.prompt);
      if (match.kind === "none") {
        return {
          kind: "complexity",
          message: MESSAGES[match.reason],
          suggestions: match.suggestions.map((id) => RECIPES_BY_ID.get(id)?.suggestion ?? id),
          tip: OFFLINE_COMPLEXITY_TIP,
          serviceNote: OFFLINE_SERVICE_NOTE,
          usage: { totalTokens: inputTokens, inputTokens, outputTokens: 0 },
        };
      }
      // a repair round gets the same program: recipes are valid by construction and tested so
      const program = buildProgram([{ recipeId: match.recipeId, params: match.params }, ...match.extras]);
      const outputTokens = countTokens(program.text);
      return {
        kind: "program",
        text: program.text,
        explanation: program.explanation,
        usage: { totalTokens: inputTokens + outputTokens, inputTokens, outputTokens },
      };
    },
  };
}
