import { countTokens } from "./token-count";
import { buildProviderTurn, outputCapFor } from "./follow-up.prompt";
import { MAX_OUTPUT_TOKENS } from "./providers/ai-sdk";
import { buildRepairMessage, buildSystemPrompt, selectCategories } from "./system-prompt";
import type { GenerateRequest } from "./providers/types";

/**
 * How many tokens a generation may cost, decided before the provider is called so the billing
 * service can reserve them. Counted with o200k (OpenAI's current tokenizer); other vendors'
 * tokenizers differ by some percent, hence the margin.
 *
 * The reservation is ONE call's worst case: system prompt + prompt (+ margin) + the output cap.
 * A repair round (a second call) is rare; before it, the hold grows by that call's worst case
 * (issue 25), so the whole generation is charged exactly. Reserving two calls' worst case up
 * front would double the tokens a user must hold to start at all.
 */
const TOKENIZER_MARGIN = 1.25;

export function countPromptTokens(text: string): number {
  return countTokens(text);
}

export interface TTokenBudget {
  /** What to reserve: one call's worst case. */
  maxTokens: number;
  /** The least balance that may start a generation: the request's own input. */
  minTokens: number;
}

/** System prompt sizes by the categories chosen: a handful of combinations recur, so each is counted once. */
const systemTokensByCategories = new Map<string, number>();

function systemPromptTokens(prompt: string): number {
  const key = selectCategories(prompt).join("|");
  let tokens = systemTokensByCategories.get(key);
  if (tokens === undefined) {
    tokens = countTokens(buildSystemPrompt(prompt));
    // Bounded: at most 2^(optional categories) keys, in practice a few dozen.
    systemTokensByCategories.set(key, tokens);
  }
  return tokens;
}

/**
 * One provider call's worst case: the first call, or a repair round, whose input also carries the
 * previous answer and the problems found in it (issue 25: the hold grows by this before a repair).
 */
export function estimateCallBudget(request: Pick<GenerateRequest, "prompt" | "repair" | "base">): TTokenBudget {
  const { prompt, repair, base } = request;
  const repairTokens = repair ? countTokens(repair.previousText) + countTokens(buildRepairMessage(repair.diagnostics)) : 0;
  // A follow-up (issue 30) carries the project text and its own rules: counted as sent.
  const turnTokens = base ? countBuiltTurn(request) : systemPromptTokens(prompt) + countTokens(prompt);
  const input = Math.ceil((turnTokens + repairTokens) * TOKENIZER_MARGIN);
  return { maxTokens: input + (base ? outputCapFor(request) : MAX_OUTPUT_TOKENS), minTokens: input };
}

function countBuiltTurn(request: Pick<GenerateRequest, "prompt" | "base">): number {
  const { system, user } = buildProviderTurn(request);
  return countTokens(system) + countTokens(user);
}

export function estimateTokenBudget(prompt: string, base?: GenerateRequest["base"]): TTokenBudget {
  return estimateCallBudget({ prompt, ...(base ? { base } : {}) });
}
