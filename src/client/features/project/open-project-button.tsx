import { FolderOpen } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { loadBlocksModule } from "../blocks/blocks.module";
import { OPENED_BASE_KEY, saveProjectBase } from "./project-base.store";

/** Checked before the file is even read; the reader checks what is really inside again. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

export type TOpenedProject = {
  text: string;
  fileName: string;
  notes: string[];
  /** Where its base (project.json, costumes, sounds) waits in this browser for the download; null if it could not be kept. */
  baseKey: string | null;
};

/**
 * "Open a Scratch project": reads a .sb3 in the browser (nothing is uploaded) and hands its
 * project text to the page; the project's own files (its base) stay in this browser so the
 * download keeps every costume, sound and setting. A file that is not a project, too big, or
 * damaged gets a clear toast.
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
      const { text, base, problems } = blocks.openProject(new Uint8Array(await file.arrayBuffer()));
      let baseKey: string | null = OPENED_BASE_KEY;
      try {
        await saveProjectBase(OPENED_BASE_KEY, base);
      } catch (error) {
        // Without storage (a locked-down browser) the text still opens; the download then uses our drawings.
        baseKey = null;
        console.error("PromptBlocks: keeping the opened project in this browser failed.", error);
      }
      onOpen({ text, fileName: file.name, notes: problems.map((problem) => `${problem.target}: ${problem.message}`), baseKey });
      if (problems.length > 0) {
        toast({ title: "Opened, with notes", description: `${problems.length} block${problems.length === 1 ? "" : "s"} cannot be shown as text yet: they are grey placeholders to rebuild by hand.` });
      } else if (baseKey === null) {
        toast({ title: "Opened", description: "This browser could not keep the project's costumes and sounds, so Download .sb3 will use PromptBlocks' drawings." });
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
