import type { TBehaviourReport } from "../behaviour/behaviour.types";

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
  /**
   * Parts of the request the program does not do, each in the child's own words. Empty or absent:
   * the program does everything asked. The offline generator always fills it (issue 26); the
   * explanation names the same parts.
   */
  leftOut?: string[];
  /** The provider ran it in Scratch's engine itself (the offline generator does, issue 26): not run again. */
  behaviour?: TBehaviourReport;
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
  /**
   * Set on the single repair round: the previous answer and what to fix, either the validator's
   * diagnostics or (issue 29) what running it in Scratch's engine showed.
   */
  repair?: { previousText: string; diagnostics: string; kind?: "diagnostics" | "behaviour" };
  /**
   * A follow-up (issue 30): the current project text the request changes. The answer is the
   * whole new project text.
   */
  base?: { projectText: string };
  signal?: AbortSignal;
}

export interface GenerationProvider {
  /** "offline", "openai", "anthropic", "google" or "openai-compatible". */
  readonly name: string;
  readonly model: string;
  generate(request: GenerateRequest): Promise<ProviderAnswer>;
}
