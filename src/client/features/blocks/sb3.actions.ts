import { toast } from "../../components/ui/use-toast";
import { loadBlocksModule } from "./blocks.module";
import { saveBlob } from "./blocks.png";

/** Why a program could not become a .sb3: one sentence and one line per problem ("Line 3: ..."). */
export type TSb3Refusal = { message: string; reasons: string[] };

export type TSb3DownloadResult = { ok: true; fileName: string } | ({ ok: false } & TSb3Refusal);

export type TSb3DownloadInput = {
  text: string;
  /** scratchblocks language the text is written in (English unless the text itself is translated). */
  language?: string;
  spriteName?: string;
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
    const result = await blocks.prepareProjectSb3Download(input.text, { language: input.language, spriteName: input.spriteName });
    if (!result.ok) return { ok: false, message: result.message, reasons: result.reasons };
    // A fresh ArrayBuffer-backed copy: Blob wants plain bytes, not a view on a shared buffer.
    saveBlob(new Blob([result.bytes.slice()], { type: result.mimeType }), result.fileName);
    toast({
      title: "Downloaded!",
      description: `Saved ${result.fileName}. In Scratch, choose File > Load from your computer.`,
    });
    return { ok: true, fileName: result.fileName };
  } catch (error) {
    console.error("PromptBlocks: making the Scratch project failed.", error);
    toast({ title: "Download failed", description: "The Scratch project could not be made. Please try again.", variant: "destructive" });
    return { ok: false, message: "The Scratch project could not be made. Please try again.", reasons: [] };
  }
}
