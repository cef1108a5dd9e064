import { loadBlocksModule } from "../blocks/blocks.module";
import { loadBaseByKey } from "./stored-project-base";

export type TProjectBytesInput = {
  text: string;
  /** scratchblocks language the text is written in (English unless the text itself is translated). */
  language?: string;
  spriteName?: string;
  /** An opened project's base (in this browser, or stored with a version: `version:<id>`): the project keeps its own costumes, sounds and settings. */
  baseKey?: string | null;
};

export type TProjectBytes =
  | {
      ok: true;
      bytes: Uint8Array;
      fileName: string;
      mimeType: string;
      /** A base was asked for but this browser no longer has it: PromptBlocks' drawings were used. */
      isBaseMissing: boolean;
    }
  | { ok: false; message: string; reasons: string[] };

/**
 * Any text as a whole Scratch project (.sb3 bytes): laid over an opened project's base when this
 * browser has it, otherwise built with PromptBlocks' own art. The download and the stage both
 * use it, so what runs on the page is exactly what Download .sb3 saves. Programs with mistakes
 * are refused with their reasons: Scratch would run them with blocks missing.
 */
export async function makeProjectBytes(input: TProjectBytesInput): Promise<TProjectBytes> {
  const blocks = await loadBlocksModule();
  if (input.language && input.language !== "en") await blocks.loadBlocksLanguage(input.language);
  const base = input.baseKey ? await loadBaseByKey(input.baseKey) : null;
  if (base) {
    try {
      const bytes = blocks.downloadProject(input.text, base, { language: input.language });
      return { ok: true, bytes, fileName: blocks.SB3_FILE_NAME, mimeType: blocks.SB3_MIME_TYPE, isBaseMissing: false };
    } catch (error) {
      if (!(error instanceof blocks.ProjectDownloadError)) throw error;
      return { ok: false, message: "These blocks have mistakes to fix before they can open in Scratch.", reasons: [...error.reasons] };
    }
  }
  const result = await blocks.prepareProjectSb3Download(input.text, { language: input.language, spriteName: input.spriteName });
  if (!result.ok) return { ok: false, message: result.message, reasons: result.reasons };
  return { ok: true, bytes: result.bytes, fileName: result.fileName, mimeType: result.mimeType, isBaseMissing: Boolean(input.baseKey) };
}
