// Test and bench support (issue 27): does the product accept a real model answer? The answer takes
// the path every provider answer takes (normalise → repair → validate, readProgramText), then the
// path the download button takes (prepareProjectSb3Download), and the .sb3 must load in the real
// Scratch engine (scratch-vm) with the scripts it was written with.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { prepareProjectSb3Download } from "../../../blocks";
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
  sources: Record<string, TModelAnswerSource>;
  answers: TModelAnswer[];
}

export type TAcceptance =
  | { accepted: true }
  | { accepted: false; stage: "validate" | "download" | "scratch-vm"; reasons: string[] };

const fixture = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..", "tests", "fixtures", "model-answers", "answers.json");

export function loadModelAnswers(): TModelAnswerFile {
  return JSON.parse(readFileSync(fixture, "utf8")) as TModelAnswerFile;
}

/** One answer through the product's own steps; the first step that refuses it is named. */
export async function checkModelAnswer(raw: string): Promise<TAcceptance> {
  const { text, diagnostics } = readProgramText(raw);
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
  return { accepted: true };
}
