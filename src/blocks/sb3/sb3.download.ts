// What a "Download .sb3" button needs from block text: the file, or the reasons it cannot be
// made, in words a child can act on. Programs with errors are never exported: Scratch would
// load them with blocks missing or silently doing nothing.
import { parseProgram } from "../program.parse";
import type { Diagnostic } from "../program";
import { normalizeBlocksText } from "../text.normalize";
import { Sb3ExportError, toSb3, type TSb3Options } from "./sb3.export";

export const SB3_FILE_NAME = "promptblocks-project.sb3";
export const SB3_MIME_TYPE = "application/x.scratch.sb3";

export type TSb3Download =
  | { ok: true; bytes: Uint8Array; fileName: string; mimeType: string }
  | {
      ok: false;
      /** One sentence for a toast or a dialog title. */
      message: string;
      /** One line per problem, e.g. "Line 3: ...". */
      reasons: string[];
      diagnostics: Diagnostic[];
    };

export interface TSb3DownloadOptions extends TSb3Options {
  /** scratchblocks language of the text (load it first with loadBlocksLanguage). */
  language?: string;
}

/** Parses, checks and exports block text; never throws for a bad program. */
export async function prepareSb3Download(text: string, options: TSb3DownloadOptions = {}): Promise<TSb3Download> {
  const spriteName = options.spriteName ?? "Sprite1";
  const { program, diagnostics } = parseProgram(normalizeBlocksText(text), { language: options.language, spriteNames: [spriteName] });
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) {
    return {
      ok: false,
      message: "These blocks have mistakes to fix before they can open in Scratch.",
      reasons: errors.map((d) => `Line ${d.line}: ${d.message}`),
      diagnostics: errors,
    };
  }
  try {
    return { ok: true, bytes: await toSb3(program, { spriteName, packer: options.packer }), fileName: SB3_FILE_NAME, mimeType: SB3_MIME_TYPE };
  } catch (error) {
    if (!(error instanceof Sb3ExportError)) throw error;
    return { ok: false, message: "These blocks cannot be saved for Scratch yet.", reasons: [...error.problems], diagnostics: [] };
  }
}
