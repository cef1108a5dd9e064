/**
 * The interface every generation provider implements: the LLM providers (AI SDK) and the
 * offline generator alike. The generation service (src/server/generation) owns the pipeline
 * around it (normalise, parse, validate, one repair round, charging); a provider only turns
 * messages into text or a structured refusal.
 */

export interface ProviderUsage {
  /** Total tokens the provider reports for this call (input + output). */
  totalTokens: number;
  inputTokens?: number;
  outputTokens?: number;
}

/** The model declined because the request needs far more than a few scripts (SPEC complexity warning). */
export interface ComplexityWarning {
  kind: "complexity";
  message: string;
  suggestions: string[];
  tip: string;
  serviceNote: string;
  usage: ProviderUsage;
}

/** Raw program text as the provider wrote it (may still hold fences and prose). */
export interface ProviderProgram {
  kind: "program";
  text: string;
  /** A short child-friendly explanation, when the provider gives one outside the program. */
  explanation?: string;
  usage: ProviderUsage;
}

/** The model declined the request as not safe for children (issue 24); never repaired, never charged. */
export interface ProviderRefusal {
  kind: "refusal";
  /** The category the model named, when it named one of ours. */
  category?: string;
  usage: ProviderUsage;
}

export type ProviderAnswer = ProviderProgram | ComplexityWarning | ProviderRefusal;

export interface GenerateRequest {
  prompt: string;
  /** Set on the single repair round: the previous answer and the diagnostics to fix. */
  repair?: { previousText: string; diagnostics: string };
  signal?: AbortSignal;
}

export interface GenerationProvider {
  /** "offline", "openai", "anthropic", "google" or "openai-compatible". */
  readonly name: string;
  readonly model: string;
  generate(request: GenerateRequest): Promise<ProviderAnswer>;
}
