// The one pair for files (DESIGN.md): openProject reads a .sb3 into project text and its base
// (the project's own project.json and every asset, kept in the browser), downloadProject writes
// the base with the text's changes applied. A project made from a prompt has no base: our own
// art stands in for it.
import { packSb3, type TSb3Packer } from "../sb3/sb3.archive";
import { Sb3ExportError } from "../sb3/sb3.export";
import type { TSb3Project } from "../sb3/sb3.types";
import { normalizeBlocksText } from "../text.normalize";
import { fromProjectJson, type TImportProblem } from "./project.import";
import { applyProjectToBase, type TMergeOptions, type TMergeResult } from "./project.merge";
import { parseProject, type TProjectDiagnostic } from "./project.parse";
import { readSb3Archive } from "./project.sb3-file";

/** An opened project's own files: its project.json exactly as read, and every asset by file name. */
export interface TProjectBase {
  projectJson: string;
  assets: Record<string, Uint8Array>;
}

export interface TOpenedProject {
  text: string;
  base: TProjectBase;
  problems: TImportProblem[];
}

/** Reads a .sb3 (or a bare project.json). Throws ProjectImportError with plain words when it cannot. */
export function openProject(bytes: Uint8Array): TOpenedProject {
  const archive = readSb3Archive(bytes);
  const { text, problems } = fromProjectJson(archive.projectJson);
  return { text, base: { projectJson: archive.projectJsonText, assets: archive.assets }, problems };
}

/** The text has mistakes (each with its section and line) or cannot be built; nothing is written. */
export class ProjectDownloadError extends Error {
  readonly reasons: readonly string[];
  readonly diagnostics: readonly TProjectDiagnostic[];
  constructor(reasons: readonly string[], diagnostics: readonly TProjectDiagnostic[] = []) {
    super(`This project cannot be saved for Scratch yet: ${reasons.slice(0, 5).join("; ")}`);
    this.name = "ProjectDownloadError";
    this.reasons = reasons;
    this.diagnostics = diagnostics;
  }
}

export interface TDownloadOptions extends TMergeOptions {
  /** scratchblocks language of the text (loaded first); English by default. */
  language?: string;
  /** How the files become one .sb3 (fflate's zip by default). */
  packer?: TSb3Packer;
}

/**
 * The text read as a whole project. Text we wrote (an opened project, an edit of it) is read as
 * it is, so every character of its strings stays; only text with mistakes goes through the
 * normaliser, which tidies what models and people paste.
 */
function readText(text: string, options: TDownloadOptions) {
  const exact = parseProject(text, { language: options.language });
  if (!exact.diagnostics.some((d) => d.severity === "error")) return exact;
  const tidied = parseProject(normalizeBlocksText(text), { language: options.language });
  const errors = tidied.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) throw new ProjectDownloadError(errors.map((d) => `${d.target}, line ${d.line}: ${d.message}`), errors);
  return tidied;
}

/** The text laid over the base, before packing (tests read it to compare projects). */
export function applyTextToBase(text: string, base: TProjectBase | null, options: TDownloadOptions = {}): TMergeResult {
  const { project } = readText(text, options);
  try {
    return applyProjectToBase(project, base ? { json: JSON.parse(base.projectJson) as Record<string, unknown>, assets: base.assets } : { json: {}, assets: {} }, options);
  } catch (error) {
    if (error instanceof Sb3ExportError) throw new ProjectDownloadError(error.problems);
    throw error;
  }
}

/** The .sb3 bytes of the text applied to the base (null: a project made from a prompt, with our art). Throws ProjectDownloadError. */
export function downloadProject(text: string, base: TProjectBase | null, options: TDownloadOptions = {}): Uint8Array {
  const { json, assets } = applyTextToBase(text, base, options);
  return packSb3(json as unknown as TSb3Project, assets, options.packer);
}
