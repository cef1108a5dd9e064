import { APICallError, generateText, type LanguageModel, type ModelMessage } from "ai";
import { createOpenAI } from "@ai-sdk/openai";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { GenerateRequest, GenerationProvider, ProviderAnswer, ProviderUsage } from "./types";
import { PROVIDER_FAILURE_MESSAGES, ProviderError } from "./provider-error";
import { parseComplexityAnswer } from "../complexity-answer";
import { parseModelRefusal } from "../model-refusal";
import { buildRepairMessage } from "../system-prompt";
import { buildProviderTurn, outputCapFor } from "../follow-up.prompt";

export type LlmProviderName = "openai" | "anthropic" | "google" | "openai-compatible";

export interface LlmProviderConfig {
  provider: LlmProviderName;
  model: string;
  apiKey?: string;
  /** Required for openai-compatible; optional override for the others (tests, proxies). */
  baseURL?: string;
  timeoutMs: number;
}

/** The answer cap per call: a few short scripts fit in far less; it bounds a runaway answer's cost. */
export const MAX_OUTPUT_TOKENS = 1500;

/** Sensible defaults when AI_MODEL is not set: small, cheap models that follow syntax well. */
export const DEFAULT_MODELS: Record<LlmProviderName, string> = {
  openai: "gpt-4o-mini",
  anthropic: "claude-3-5-haiku-latest",
  google: "gemini-2.0-flash",
  "openai-compatible": "llama3.1",
};

function createLanguageModel(config: LlmProviderConfig): LanguageModel {
  const { apiKey, baseURL, model } = config;
  switch (config.provider) {
    case "openai":
      // .chat(): the Chat Completions API, which every OpenAI-compatible fake and proxy speaks.
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL })(model);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case "openai-compatible":
      if (!baseURL) throw new Error("AI_BASE_URL is required for the openai-compatible provider");
      return createOpenAICompatible({ name: "openai-compatible", apiKey, baseURL })(model);
  }
}

function toUsage(usage: { inputTokens?: number; outputTokens?: number; totalTokens?: number }): ProviderUsage {
  const inputTokens = usage.inputTokens ?? 0;
  const outputTokens = usage.outputTokens ?? 0;
  return { inputTokens, outputTokens, totalTokens: usage.totalTokens ?? inputTokens + outputTokens };
}

function classifyFailure(error: unknown, timedOut: boolean): ProviderError {
  if (error instanceof ProviderError) return error;
  if (timedOut) return new ProviderError("timeout", PROVIDER_FAILURE_MESSAGES.timeout, { cause: error });
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (status === 401 || status === 403) return new ProviderError("auth", PROVIDER_FAILURE_MESSAGES.auth, { cause: error });
    if (status === 429) return new ProviderError("rate-limit", PROVIDER_FAILURE_MESSAGES["rate-limit"], { cause: error });
  }
  return new ProviderError("unavailable", PROVIDER_FAILURE_MESSAGES.unavailable, { cause: error });
}

/**
 * An LLM provider through the Vercel AI SDK. One call per `generate`; the pipeline decides
 * whether a repair round follows. No automatic retries: a retried call would be paid twice and
 * could double the user's wait past the timeout.
 */
export function createLlmProvider(config: LlmProviderConfig): GenerationProvider {
  const languageModel = createLanguageModel(config);
  return {
    name: config.provider,
    model: config.model,
    async generate(request: GenerateRequest): Promise<ProviderAnswer> {
      const turn = buildProviderTurn(request);
      const messages: ModelMessage[] = [{ role: "user", content: turn.user }];
      if (request.repair) {
        messages.push({ role: "assistant", content: request.repair.previousText });
        messages.push({ role: "user", content: buildRepairMessage(request.repair.diagnostics, request.repair.kind) });
      }
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const abortSignal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      try {
        const result = await generateText({
          model: languageModel,
          system: turn.system,
          messages,
          abortSignal,
          maxRetries: 0,
          temperature: 0.2,
          maxOutputTokens: outputCapFor(request),
        });
        const usage = toUsage(result.totalUsage ?? result.usage);
        const complexity = parseComplexityAnswer(result.text);
        if (complexity) return { kind: "complexity", ...complexity, usage };
        const refusal = parseModelRefusal(result.text);
        if (refusal) return { kind: "refusal", ...refusal, usage };
        return { kind: "program", text: result.text, usage };
      } catch (error) {
        throw classifyFailure(error, timeout.aborted);
      }
    },
  };
}
