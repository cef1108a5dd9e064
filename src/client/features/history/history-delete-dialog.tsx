import { historyTitle, type THistoryItem } from "../../../shared/history";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";

/** What goes: the card is a thread, and every version of it is deleted with it. */
export function deleteConfirmText(item: Pick<THistoryItem, "prompt" | "versionCount">): string {
  const title = `"${historyTitle(item.prompt)}"`;
  const versions = item.versionCount ?? 1;
  const what = versions > 1 ? `${title} and all ${versions} of its versions will be removed from your history.` : `${title} will be removed from your history.`;
  return `${what} This cannot be undone. Tokens already used are not returned.`;
}

/** Deleting cannot be undone, so it is asked once more, naming the item and how many versions go. */
export function HistoryDeleteDialog({
  item,
  open,
  isDeleting,
  onOpenChange,
  onConfirm,
}: {
  item: THistoryItem;
  open: boolean;
  isDeleting: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="history-delete-dialog">
        <DialogHeader>
          <DialogTitle>{(item.versionCount ?? 1) > 1 ? "Delete these blocks and every version?" : "Delete these blocks?"}</DialogTitle>
          <DialogDescription>{deleteConfirmText(item)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isDeleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isDeleting}>
            {isDeleting ? "Deleting..." : (item.versionCount ?? 1) > 1 ? `Delete all ${item.versionCount} versions` : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
