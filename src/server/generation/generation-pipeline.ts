import { normalizeBlocksText, parseProgram, type Diagnostic, type Program } from "../../blocks";
import type { GenerationProvider } from "./providers/types";

/**
 * Prompt → valid program: ask the provider, clean the answer, parse and validate it; if errors
 * remain, one repair round that sends the diagnostics back. Knows nothing of users or money:
 * the generation service charges only for a `program` result.
 */
export type PipelineResult =
  | {
      kind: "program";
      text: string;
      program: Program;
      /** Warnings only: a delivered program has no errors. */
      diagnostics: Diagnostic[];
      explanation?: string;
      tokensUsed: number;
      repaired: boolean;
    }
  | {
      kind: "complexity";
      message: string;
      suggestions: string[];
      tip: string;
      serviceNote: string;
      tokensUsed: number;
    }
  | { kind: "invalid"; diagnostics: Diagnostic[]; tokensUsed: number };

const isError = (diagnostic: Diagnostic) => diagnostic.severity === "error";

/** Diagnostics as the model reads them on the repair round: one line each, with the hint. */
export function formatDiagnosticsForRepair(diagnostics: Diagnostic[]): string {
  return diagnostics
    .filter(isError)
    .map((d) => `line ${d.line}: ${d.message}${d.hint ? ` (${d.hint})` : ""}`)
    .join("\n");
}

export async function runGenerationPipeline(options: {
  provider: GenerationProvider;
  prompt: string;
  signal?: AbortSignal;
}): Promise<PipelineResult> {
  const { provider, prompt, signal } = options;
  let tokensUsed = 0;
  let repair: { previousText: string; diagnostics: string } | undefined;

  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await provider.generate({ prompt, repair, signal });
    tokensUsed += answer.usage.totalTokens;
    if (answer.kind === "complexity") {
      const { kind, message, suggestions, tip, serviceNote } = answer;
      return { kind, message, suggestions, tip, serviceNote, tokensUsed };
    }
    const text = normalizeBlocksText(answer.text);
    const { program, diagnostics } = parseProgram(text);
    if (!diagnostics.some(isError)) {
      return { kind: "program", text, program, diagnostics, explanation: answer.explanation, tokensUsed, repaired: attempt > 0 };
    }
    if (attempt === 1) return { kind: "invalid", diagnostics, tokensUsed };
    repair = { previousText: answer.text, diagnostics: formatDiagnosticsForRepair(diagnostics) };
  }
  throw new Error("unreachable: the loop returns on its second attempt");
}
