import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";

import { SB3_HELP_TITLE } from "./sb3-help-title";
import { spriteNamesSentence } from "./sprite-names";

export { SB3_HELP_TITLE };

/**
 * The steps from a downloaded .sb3 to blocks on screen. Kept short: children read it with the
 * Scratch editor open beside it. Rendered inside a <Dialog> the caller owns.
 */
export function Sb3HelpDialogContent({ spriteNames }: { spriteNames: readonly string[] }) {
  return (
    <DialogContent data-testid="sb3-help">
      <DialogHeader>
        <DialogTitle>{SB3_HELP_TITLE}</DialogTitle>
        <DialogDescription>
          The .sb3 file is a Scratch project with your blocks already in it, ready to run.
        </DialogDescription>
      </DialogHeader>
      <ol className="flex list-decimal flex-col gap-2 ps-6 text-ink">
        <li>
          Click <strong>Download .sb3</strong>. The file <code className="whitespace-nowrap font-mono text-sm">promptblocks-project.sb3</code> goes
          to your downloads.
        </li>
        <li>
          Open the Scratch editor (scratch.mit.edu, then <strong>Create</strong>, or the Scratch app).
        </li>
        <li>
          Choose <strong>File &gt; Load from your computer</strong> and pick the file.
        </li>
        <li data-testid="sb3-help-sprites">Click the green flag to run your blocks. {spriteNamesSentence(spriteNames)}</li>
      </ol>
      <p className="mt-4 text-ink-soft">
        It also works in TurboWarp: choose <strong>File &gt; Load from your computer</strong> there too.
      </p>
    </DialogContent>
  );
}
