import {
  isWholeProjectText,
  normalizeBlocksText,
  parseProgram,
  parseProject,
  projectProgram,
  repairBlocksText,
  type BlocksRewrite,
  type Diagnostic,
  type Program,
} from "../../blocks";
import type { TBehaviourProblem, TBehaviourReport } from "./behaviour";
import type { GenerateRequest, GenerationProvider } from "./providers/types";

/**
 * Prompt → valid program: ask the provider, then normalise → repair → validate its answer; if
 * errors remain, one repair round that sends the remaining diagnostics back. Spellings with one
 * Scratch 3 meaning are rewritten deterministically (and listed), so they never cost a second
 * call. Knows nothing of users or money: the generation service charges only for a `program`.
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
      /** Spellings tidied in the delivered text (line numbers are the delivered text's). */
      rewrites: BlocksRewrite[];
      /** What running it in Scratch's engine showed (issue 29); absent when it was not run. */
      behaviour?: TBehaviourReport;
      /** Parts of the request the answer does not do (the offline generator names them, issue 26). */
      leftOut?: string[];
    }
  | {
      kind: "complexity";
      message: string;
      suggestions: string[];
      tip: string;
      serviceNote: string;
      tokensUsed: number;
    }
  | { kind: "invalid"; diagnostics: Diagnostic[]; tokensUsed: number }
  /** The model declined as unsafe for children: a safety refusal, never a repair round. */
  | { kind: "refusal"; category?: string; tokensUsed: number };

const isError = (diagnostic: Diagnostic) => diagnostic.severity === "error";

/**
 * Warnings that are still worth the model's one repair round: Scratch runs a sprite's block on
 * the stage (so an opened project keeps it, issue 27), but in a fresh answer it does nothing and
 * is the model's slip. Delivered as a warning if the repair round does not fix it.
 */
const REPAIR_WORTHY_WARNINGS = new Set(["wrong-target"]);
const needsRepair = (diagnostic: Diagnostic) => isError(diagnostic) || REPAIR_WORTHY_WARNINGS.has(diagnostic.code);

/** A hint as a model reads it: one-line hints inline, multi-line hints as an indented block. */
function hintForModel(hint: string): string {
  return hint.includes("\n") ? `\n  Hint:\n${hint.split("\n").map((l) => `    ${l}`).join("\n")}` : `\n  Hint: ${hint}`;
}

/**
 * The remaining errors as the model reads them on the repair round: the line number and the
 * line's own text (so the model finds it even if it counts lines differently), what is wrong,
 * and the hint (the closest Scratch 3 blocks). Warnings are not sent (they do not block delivery),
 * except the repair-worthy ones.
 */
export function formatDiagnosticsForRepair(diagnostics: Diagnostic[], text = ""): string {
  const lines = text.split("\n");
  return diagnostics
    .filter(needsRepair)
    .map((d) => {
      const written = lines[d.line - 1]?.trim();
      // In a whole project, the section too: the same block can be right in a sprite and wrong on the stage.
      const section = "target" in d && typeof d.target === "string" ? ` (in ${d.target === "Stage" ? "the stage" : `sprite ${d.target}`})` : "";
      const where = written ? `line ${d.line}${section}: \`${written}\`` : `line ${d.line}${section}:`;
      return `- ${where}\n  ${d.message}${d.hint ? hintForModel(d.hint) : ""}`;
    })
    .join("\n");
}

/**
 * Normalise → repair → validate: the one path every provider answer takes. A whole project
 * (sections for the stage and sprites) is validated section by section; its `program` holds
 * every section's scripts, for the build guide and the counts.
 */
export function readProgramText(raw: string): { text: string; rewrites: BlocksRewrite[]; program: Program; diagnostics: Diagnostic[] } {
  const { text, rewrites } = repairBlocksText(normalizeBlocksText(raw));
  if (isWholeProjectText(text)) {
    const { project, diagnostics } = parseProject(text);
    return { text, rewrites, program: projectProgram(project), diagnostics: diagnostics as Diagnostic[] };
  }
  const { program, diagnostics } = parseProgram(text);
  return { text, rewrites, program, diagnostics };
}

/** What the run showed, as the model reads it on the repair round. */
export function formatBehaviourForRepair(problems: TBehaviourProblem[]): string {
  return problems.map((problem) => `- When it ran${problem.sprite ? ` (${problem.sprite === "Stage" ? "the stage" : `sprite ${problem.sprite}`})` : ""}: ${problem.message}`).join("\n");
}

export async function runGenerationPipeline(options: {
  provider: GenerationProvider;
  prompt: string;
  /** A follow-up's current project text (issue 30): the answer is the whole new text. */
  base?: GenerateRequest["base"];
  signal?: AbortSignal;
  /** Runs a valid answer in Scratch's engine (issue 29); its problems go into the one repair round. */
  checkBehaviour?: (text: string, signal?: AbortSignal) => Promise<TBehaviourReport>;
}): Promise<PipelineResult> {
  const { provider, prompt, signal } = options;
  let tokensUsed = 0;
  let repair: GenerateRequest["repair"];

  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await provider.generate({ prompt, repair, signal, ...(options.base ? { base: options.base } : {}) });
    tokensUsed += answer.usage.totalTokens;
    if (answer.kind === "complexity") {
      const { kind, message, suggestions, tip, serviceNote } = answer;
      return { kind, message, suggestions, tip, serviceNote, tokensUsed };
    }
    if (answer.kind === "refusal") return { kind: "refusal", category: answer.category, tokensUsed };
    // The second answer goes through the same repair: a model fixing one line often respells another.
    const { text, rewrites, program, diagnostics } = readProgramText(answer.text);
    const hasErrors = diagnostics.some(isError);
    if (attempt === 1 && hasErrors) return { kind: "invalid", diagnostics, tokensUsed };
    const previousText = `\`\`\`scratchblocks\n${text}\n\`\`\``;
    if (!hasErrors && (attempt === 1 || !diagnostics.some(needsRepair))) {
      // A valid program runs before it is shown. An answer that brings its own run (the offline
      // generator's) is not run twice, and is not sent back: it would come back the same.
      const behaviour = answer.behaviour ?? (options.checkBehaviour ? await options.checkBehaviour(text, signal) : undefined);
      if (behaviour && behaviour.problems.length > 0 && attempt === 0 && answer.behaviour === undefined) {
        repair = { previousText, diagnostics: formatBehaviourForRepair(behaviour.problems), kind: "behaviour" };
        continue;
      }
      return {
        kind: "program",
        text,
        program,
        diagnostics,
        explanation: answer.explanation,
        tokensUsed,
        repaired: attempt > 0,
        rewrites,
        ...(behaviour ? { behaviour } : {}),
        ...(answer.leftOut ? { leftOut: answer.leftOut } : {}),
      };
    }
    // The model sees its program as we read it (tidied, numbered the same way as the diagnostics).
    repair = { previousText, diagnostics: formatDiagnosticsForRepair(diagnostics, text) };
  }
  throw new Error("unreachable: the loop returns on its second attempt");
}
