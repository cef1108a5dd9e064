import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import type { TSb3Refusal } from "./sb3.actions";

/** Why no .sb3 was saved, one line per mistake, so a child knows which lines to fix. */
export function Sb3RefusalDialogContent({ refusal }: { refusal: TSb3Refusal }) {
  return (
    <DialogContent data-testid="sb3-refusal" role="alertdialog">
      <DialogHeader>
        <DialogTitle>No Scratch project yet</DialogTitle>
        <DialogDescription>{refusal.message}</DialogDescription>
      </DialogHeader>
      {refusal.reasons.length > 0 && (
        <ul className="flex max-h-72 list-disc flex-col gap-1.5 overflow-auto ps-6 text-ink" data-testid="sb3-refusal-reasons">
          {refusal.reasons.map((reason, index) => (
            <li key={index}>{reason}</li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-ink-soft">Fix these lines, then click Download .sb3 again.</p>
    </DialogContent>
  );
}
