import { historyTitle, type THistoryItem } from "../../../shared/history";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";

/** Deleting cannot be undone, so it is asked once more, naming the item. */
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
          <DialogTitle>Delete these blocks?</DialogTitle>
          <DialogDescription>
            "{historyTitle(item.prompt)}" will be removed from your history. This cannot be undone. Tokens already used are
            not returned.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isDeleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isDeleting}>
            {isDeleting ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
