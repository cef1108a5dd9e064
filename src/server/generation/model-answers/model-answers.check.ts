// Test and bench support (issue 27): does the product accept a real model answer? The answer takes
// the path every provider answer takes (normalise → repair → validate, readProgramText), then the
// path the download button takes (prepareProjectSb3Download), and the .sb3 must load in the real
// Scratch engine (scratch-vm) with the scripts it was written with.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { prepareProjectSb3Download, type Diagnostic, type Program } from "../../../blocks";
import { isBlockWithLooseValues } from "../../../blocks/text.loose-values";
import { loadInVm } from "../../../blocks/sb3/test-support/scratch-vm.harness";
import { readProgramText } from "../generation-pipeline";

export interface TModelAnswer {
  id: string;
  /** Key into the file's `sources` (origin, licence, model). */
  source: string;
  /** Where in the source the answer stands. */
  where: string;
  /** The answer exactly as published: one fenced block, indentation kept. */
  text: string;
  part: "dev" | "held-out";
}

export interface TModelAnswerSource {
  origin: string;
  licence: string;
  model: string;
}

export interface TModelAnswerFile {
  /** Collection batches in file order, each split by its own seed before it was measured. */
  split: { batches: { seed: number; answers: number }[] };
  sources: Record<string, TModelAnswerSource>;
  answers: TModelAnswer[];
}

export type TAcceptance =
  | {
      accepted: true;
      /**
       * What the accepted program reads differently from what the answer plainly meant, with no
       * error: blocks a blank line cut off a script with a hat (they never run), a variable named
       * like a built-in reporter, a variable whose name is a block with loose values or arithmetic.
       */
      misread: string[];
    }
  | { accepted: false; stage: "validate" | "download" | "scratch-vm"; reasons: string[] };

const fixture = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..", "tests", "fixtures", "model-answers", "answers.json");

export function loadModelAnswers(): TModelAnswerFile {
  return JSON.parse(readFileSync(fixture, "utf8")) as TModelAnswerFile;
}

/**
 * Silent misreadings of an accepted answer (see TAcceptance). A stack without a hat counts only
 * where the answer has a script with one: an answer that is a fragment alone is shown as one.
 */
export function misreadings(program: Program, diagnostics: readonly Diagnostic[]): string[] {
  const found: string[] = [];
  const hatless = diagnostics.filter((d) => d.code === "script-without-hat");
  if (program.scripts.length > hatless.length) for (const d of hatless) found.push(`line ${d.line}: cut off from its script`);
  for (const d of diagnostics) if (d.code === "similar-name") found.push(`line ${d.line}: a variable named like a built-in reporter`);
  for (const variable of program.variables) {
    if (isBlockWithLooseValues(variable.name)) found.push(`variable "${variable.name}" is a block with loose values`);
    else if (/\S\s+(?:[-+*/]|mod)\s+\S/.test(variable.name)) found.push(`variable "${variable.name}" is arithmetic`);
  }
  return found;
}

/** One answer through the product's own steps; the first step that refuses it is named. */
export async function checkModelAnswer(raw: string): Promise<TAcceptance> {
  const { text, diagnostics, program } = readProgramText(raw);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) return { accepted: false, stage: "validate", reasons: errors.map((d) => `line ${d.line}: ${d.code}: ${d.message}`) };
  const download = await prepareProjectSb3Download(text);
  if (!download.ok) return { accepted: false, stage: "download", reasons: download.reasons };
  try {
    const run = await loadInVm(download.bytes);
    try {
      const saved = JSON.parse(run.vm.toJSON()) as { targets: { blocks: Record<string, { topLevel?: boolean } | unknown[]> }[] };
      const scripts = saved.targets.reduce((count, target) => count + Object.values(target.blocks).filter((block) => !Array.isArray(block) && block.topLevel).length, 0);
      if (scripts === 0) return { accepted: false, stage: "scratch-vm", reasons: ["the engine loaded no scripts"] };
    } finally {
      run.dispose();
    }
  } catch (error) {
    return { accepted: false, stage: "scratch-vm", reasons: [error instanceof Error ? error.message : String(error)] };
  }
  return { accepted: true, misread: misreadings(program, diagnostics) };
}
