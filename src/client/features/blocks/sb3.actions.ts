import { toast } from "../../components/ui/use-toast";
import { saveBlob } from "./blocks.png";
import { makeProjectBytes, type TProjectBytesInput } from "../project/project-bytes";

/** Why a program could not become a .sb3: one sentence and one line per problem ("Line 3: ..."). */
export type TSb3Refusal = { message: string; reasons: string[] };

export type TSb3DownloadResult = { ok: true; fileName: string } | ({ ok: false } & TSb3Refusal);

export type TSb3DownloadInput = TProjectBytesInput;

/**
 * Builds the project in the browser (project-bytes.ts) and saves it. The exporter (fflate, the
 * vocabulary) comes with the lazily loaded blocks module, so pages without blocks never download
 * it. Programs with mistakes are refused with their reasons instead of saved.
 */
export async function downloadSb3(input: TSb3DownloadInput): Promise<TSb3DownloadResult> {
  try {
    const result = await makeProjectBytes(input);
    if (!result.ok) return result;
    if (result.isBaseMissing) {
      toast({ title: "Costumes and sounds not found", description: "This browser no longer has the opened project's own costumes and sounds, so the download uses PromptBlocks' drawings." });
    }
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
