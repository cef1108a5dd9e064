// "Download .sb3" for any text: a whole project (sections for the stage and sprites) becomes a
// project with every sprite; a one-sprite text goes the way it always went. Mistakes are listed
// with their section and line, never exported.
import { prepareSb3Download, SB3_FILE_NAME, SB3_MIME_TYPE, Sb3ExportError, type TSb3Download, type TSb3DownloadOptions } from "../sb3";
import { normalizeBlocksText } from "../text.normalize";
import { projectToSb3 } from "./project.export";
import { parseProject } from "./project.parse";
import { isWholeProjectText } from "./project.sections";

export async function prepareProjectSb3Download(text: string, options: TSb3DownloadOptions = {}): Promise<TSb3Download> {
  const normalised = normalizeBlocksText(text);
  if (!isWholeProjectText(normalised)) return prepareSb3Download(text, options);
  const { project, diagnostics } = parseProject(normalised, { language: options.language });
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) {
    return {
      ok: false,
      message: "These blocks have mistakes to fix before they can open in Scratch.",
      reasons: errors.map((d) => `${d.target}, line ${d.line}: ${d.message}`),
      diagnostics: errors.map(({ target: _target, ...diagnostic }) => ({ ...diagnostic, code: diagnostic.code === "wrong-target" ? "unknown-block" : diagnostic.code })),
    };
  }
  try {
    return { ok: true, bytes: projectToSb3(project, { packer: options.packer }), fileName: SB3_FILE_NAME, mimeType: SB3_MIME_TYPE };
  } catch (error) {
    if (!(error instanceof Sb3ExportError)) throw error;
    return { ok: false, message: "These blocks cannot be saved for Scratch yet.", reasons: [...error.problems], diagnostics: [] };
  }
}
