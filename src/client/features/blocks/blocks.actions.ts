import { toast } from "../../components/ui/use-toast";
import { loadBlocksModule } from "./blocks.module";
import { BlocksImageError, PNG_FILE_NAME, renderBlocksPng, saveBlob } from "./blocks.png";

/** SPEC 9: the download waits 100 ms so the "Preparing" toast is painted before the work. */
export const DOWNLOAD_WAIT_MS = 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copy puts the bare program on the clipboard: no code fence, no prose around it. */
export async function copyBlocksText(text: string): Promise<boolean> {
  try {
    const { normalizeBlocksText } = await loadBlocksModule();
    await navigator.clipboard.writeText(normalizeBlocksText(text));
    toast({ title: "Copied!", description: "Blocks copied to clipboard" });
    return true;
  } catch (error) {
    console.error("PromptBlocks: copying the blocks failed.", error);
    toast({ title: "Failed to copy", description: "Please try again", variant: "destructive" });
    return false;
  }
}

/** SPEC 8's failure texts: our own checks as they are, other errors with their message. */
export function imageErrorText(error: unknown): string {
  if (error instanceof BlocksImageError) return error.message;
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return "An error occurred during image generation";
}

function imageErrorToast(title: string, error: unknown): void {
  console.error("PromptBlocks: making the blocks image failed.", error);
  toast({ title, description: imageErrorText(error), variant: "destructive" });
}

export async function downloadBlocksImage(container: Element | null): Promise<boolean> {
  toast({ title: "Preparing download...", description: "Creating image, please wait" });
  try {
    await wait(DOWNLOAD_WAIT_MS);
    const png = await renderBlocksPng(container);
    saveBlob(png.blob, PNG_FILE_NAME);
    toast({ title: "Downloaded!", description: "Blocks saved as PNG image" });
    return true;
  } catch (error) {
    imageErrorToast("Download failed", error);
    return false;
  }
}

/**
 * PNG to the clipboard, for teachers pasting blocks into slides. The ClipboardItem gets a
 * promise so the write starts inside the click (browsers drop the permission after an await).
 */
export async function copyBlocksImage(container: Element | null): Promise<boolean> {
  if (typeof ClipboardItem === "undefined" || !navigator.clipboard?.write) {
    toast({
      title: "Failed to copy image",
      description: "This browser cannot copy pictures. Use Download instead.",
      variant: "destructive",
    });
    return false;
  }
  try {
    const png = renderBlocksPng(container);
    await navigator.clipboard.write([new ClipboardItem({ "image/png": png.then((result) => result.blob) })]);
    toast({ title: "Image copied!", description: "Paste the blocks picture into your slides or document" });
    return true;
  } catch (error) {
    if (error instanceof BlocksImageError) imageErrorToast("Failed to copy image", error);
    else {
      console.error("PromptBlocks: copying the blocks image failed.", error);
      toast({ title: "Failed to copy image", description: "Please try again, or use Download instead", variant: "destructive" });
    }
    return false;
  }
}
