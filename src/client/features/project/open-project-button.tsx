import { FolderOpen } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { loadBlocksModule } from "../blocks/blocks.module";

/** Checked before the file is even read; the reader checks what is really inside again. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

export type TOpenedProject = { text: string; fileName: string; notes: string[] };

/**
 * "Open a Scratch project": reads a .sb3 in the browser (nothing is uploaded) and hands its
 * project text to the page. A file that is not a project, too big, or damaged gets a clear toast.
 */
export function OpenProjectButton({ onOpen, disabled = false }: { onOpen: (project: TOpenedProject) => void; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      toast({ title: "This file is too big", description: "PromptBlocks opens Scratch projects up to 50 MB.", variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const blocks = await loadBlocksModule();
      const project = blocks.readProjectJsonFromSb3(new Uint8Array(await file.arrayBuffer()));
      const { text, problems } = blocks.fromProjectJson(project);
      onOpen({ text, fileName: file.name, notes: problems.map((problem) => `${problem.target}: ${problem.message}`) });
      if (problems.length > 0) {
        toast({ title: "Opened, with notes", description: `${problems.length} block${problems.length === 1 ? "" : "s"} from other extensions are shown as grey placeholders.` });
      }
    } catch (error) {
      const isProjectError = error instanceof Error && error.name === "ProjectImportError";
      toast({
        title: "This project could not be opened",
        description: isProjectError ? error.message : "Something went wrong reading this file. Please try another .sb3 file.",
        variant: "destructive",
      });
      if (!isProjectError) console.error("PromptBlocks: opening a project failed.", error);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept=".sb3,application/x.scratch.sb3"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="open-project-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void open(file);
        }}
      />
      <Button type="button" variant="outline" disabled={disabled || busy} aria-busy={busy} onClick={() => inputRef.current?.click()}>
        <FolderOpen aria-hidden className="h-5 w-5" /> Open a Scratch project
      </Button>
    </>
  );
}
