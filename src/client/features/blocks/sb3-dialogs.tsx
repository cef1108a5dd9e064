import { Dialog } from "../../components/ui/dialog";
import { Sb3HelpDialogContent } from "./sb3-help-dialog";
import { spriteNamesOf } from "./sprite-names";
import { Sb3RefusalDialogContent } from "./sb3-refusal-dialog";
import type { TSb3Refusal } from "./sb3.actions";

/** The .sb3 button's two dialogs, in their own chunk: most visits never open either. */
export default function Sb3Dialogs({
  text,
  spriteName,
  isHelpOpen,
  onHelpOpenChange,
  refusal,
  onRefusalClose,
}: {
  /** The project text downloaded: its sprites are the ones the help names. */
  text: string;
  spriteName?: string;
  isHelpOpen: boolean;
  onHelpOpenChange: (open: boolean) => void;
  refusal: TSb3Refusal | null;
  onRefusalClose: () => void;
}) {
  return (
    <>
      <Dialog open={isHelpOpen} onOpenChange={onHelpOpenChange}>
        <Sb3HelpDialogContent spriteNames={spriteNamesOf(text, spriteName)} />
      </Dialog>
      <Dialog open={refusal !== null} onOpenChange={(open) => !open && onRefusalClose()}>
        {refusal && <Sb3RefusalDialogContent refusal={refusal} />}
      </Dialog>
    </>
  );
}
