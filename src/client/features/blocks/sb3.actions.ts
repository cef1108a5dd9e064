import { toast } from "../../components/ui/use-toast";
import { loadBlocksModule } from "./blocks.module";
import { saveBlob } from "./blocks.png";
import { loadProjectBase } from "../project/project-base.store";

/** Why a program could not become a .sb3: one sentence and one line per problem ("Line 3: ..."). */
export type TSb3Refusal = { message: string; reasons: string[] };

export type TSb3DownloadResult = { ok: true; fileName: string } | ({ ok: false } & TSb3Refusal);

export type TSb3DownloadInput = {
  text: string;
  /** scratchblocks language the text is written in (English unless the text itself is translated). */
  language?: string;
  spriteName?: string;
  /** An opened project's base in this browser: the download keeps its costumes, sounds and settings. */
  baseKey?: string | null;
};

/**
 * Builds the project in the browser and saves it. The exporter (fflate, the vocabulary) comes
 * with the lazily loaded blocks module, so pages without blocks never download it.
 * Programs with mistakes are refused with their reasons instead of saved: Scratch would open
 * them with blocks missing or doing nothing.
 */
export async function downloadSb3(input: TSb3DownloadInput): Promise<TSb3DownloadResult> {
  try {
    const blocks = await loadBlocksModule();
    if (input.language && input.language !== "en") await blocks.loadBlocksLanguage(input.language);
    const base = input.baseKey ? await loadProjectBase(input.baseKey) : null;
    if (base) {
      try {
        const bytes = blocks.downloadProject(input.text, base, { language: input.language });
        return saveDownload(bytes, blocks.SB3_FILE_NAME, blocks.SB3_MIME_TYPE);
      } catch (error) {
        if (!(error instanceof blocks.ProjectDownloadError)) throw error;
        return { ok: false, message: "These blocks have mistakes to fix before they can open in Scratch.", reasons: [...error.reasons] };
      }
    }
    if (input.baseKey) {
      toast({ title: "Costumes and sounds not found", description: "This browser no longer has the opened project's own costumes and sounds, so the download uses PromptBlocks' drawings." });
    }
    const result = await blocks.prepareProjectSb3Download(input.text, { language: input.language, spriteName: input.spriteName });
    if (!result.ok) return { ok: false, message: result.message, reasons: result.reasons };
    return saveDownload(result.bytes, result.fileName, result.mimeType);
  } catch (error) {
    console.error("PromptBlocks: making the Scratch project failed.", error);
    toast({ title: "Download failed", description: "The Scratch project could not be made. Please try again.", variant: "destructive" });
    return { ok: false, message: "The Scratch project could not be made. Please try again.", reasons: [] };
  }
}

function saveDownload(bytes: Uint8Array, fileName: string, mimeType: string): TSb3DownloadResult {
  // A fresh ArrayBuffer-backed copy: Blob wants plain bytes, not a view on a shared buffer.
  saveBlob(new Blob([bytes.slice()], { type: mimeType }), fileName);
  toast({
    title: "Downloaded!",
    description: `Saved ${fileName}. In Scratch, choose File > Load from your computer.`,
  });
  return { ok: true, fileName };
}
