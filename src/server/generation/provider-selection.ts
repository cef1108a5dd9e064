import type { TEnv } from "../env";
import { createLlmProvider, DEFAULT_MODELS, type LlmProviderName } from "./providers/ai-sdk";
import { createOfflineProvider } from "./providers/offline";
import type { GenerationProvider } from "./providers/types";

export type TProviderEnv = Pick<
  TEnv,
  "AI_PROVIDER" | "AI_MODEL" | "AI_BASE_URL" | "AI_API_KEY" | "OPENAI_API_KEY" | "ANTHROPIC_API_KEY" | "GOOGLE_GENERATIVE_AI_API_KEY" | "AI_TIMEOUT_MS"
>;

/** Thrown when the chosen provider cannot work; start-up prints it and stops. */
export class ProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderConfigError";
  }
}

function apiKeyFor(env: TProviderEnv, provider: LlmProviderName): string | undefined {
  // The vendor's own variable wins; AI_API_KEY covers proxies and openai-compatible servers.
  switch (provider) {
    case "openai":
      return env.OPENAI_API_KEY ?? env.AI_API_KEY;
    case "anthropic":
      return env.ANTHROPIC_API_KEY ?? env.AI_API_KEY;
    case "google":
      return env.GOOGLE_GENERATIVE_AI_API_KEY ?? env.AI_API_KEY;
    case "openai-compatible":
      return env.AI_API_KEY;
  }
}

/**
 * The provider that serves generation, from AI_PROVIDER (default: the offline generator).
 * env.ts already refuses a provider without its key; this re-checks so a caller that built its
 * env by hand (tests, bench) gets the same clear refusal instead of a 401 at the first request.
 */
export function createGenerationProvider(env: TProviderEnv): GenerationProvider {
  if (env.AI_PROVIDER === "offline") return createOfflineProvider();
  const provider = env.AI_PROVIDER;
  const apiKey = apiKeyFor(env, provider);
  if (provider !== "openai-compatible" && apiKey === undefined) {
    throw new ProviderConfigError(`AI_PROVIDER=${provider} needs an API key: set ${provider === "openai" ? "OPENAI_API_KEY" : provider === "anthropic" ? "ANTHROPIC_API_KEY" : "GOOGLE_GENERATIVE_AI_API_KEY"} (or AI_API_KEY).`);
  }
  if (provider === "openai-compatible" && (env.AI_BASE_URL === undefined || env.AI_MODEL === undefined)) {
    throw new ProviderConfigError("AI_PROVIDER=openai-compatible needs AI_BASE_URL (e.g. http://127.0.0.1:11434/v1) and AI_MODEL.");
  }
  return createLlmProvider({
    provider,
    model: env.AI_MODEL ?? DEFAULT_MODELS[provider],
    apiKey,
    baseURL: env.AI_BASE_URL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
}

/** The start-up log line: which provider and model answer generation requests. */
export function describeGenerationProvider(provider: GenerationProvider, env: { AI_BASE_URL?: string | undefined }): string {
  if (provider.name === "offline") return `Generation: the offline generator (${provider.model}); set AI_PROVIDER to use an AI provider`;
  const where = env.AI_BASE_URL ? ` at ${env.AI_BASE_URL}` : "";
  return `Generation: ${provider.name}, model ${provider.model}${where}`;
}

/** A provider injected into the app (tests, index.ts) as opposed to a bare {name, model} identity. */
export function isGenerationProvider(value: unknown): value is GenerationProvider {
  return typeof value === "object" && value !== null && typeof (value as { generate?: unknown }).generate === "function";
}

/**
 * The provider the generation route uses: the one injected in the app's deps when it can
 * generate (index.ts, tests, the bench), else built from the env. Building it here keeps a
 * misconfiguration failing when the app is created, i.e. at start-up, before the first request.
 */
export function resolveGenerationProvider(deps: { provider: unknown; env: TProviderEnv }, log?: (line: string) => void): GenerationProvider {
  if (isGenerationProvider(deps.provider)) return deps.provider;
  const provider = createGenerationProvider(deps.env);
  log?.(describeGenerationProvider(provider, deps.env));
  return provider;
}
