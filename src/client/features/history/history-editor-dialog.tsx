import { Copy, Wand2 } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "../../lib/navigation";
import { historyTitle, type THistoryItem } from "../../../shared/history";
import { Button, buttonClasses } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { formatDateTime } from "../../lib/format";
import { ProjectBlockPanel } from "../project/project-block-panel";
import { copyBlocksText } from "../blocks/blocks.actions";
import { Sb3DownloadButton } from "../blocks/sb3-download-button";
import { storedBaseKeyOf } from "../project/stored-project-base";

const StagePanel = lazy(() => import("../stage/stage-panel"));

/**
 * 'Open in Editor': the picture and the text side by side. Editing the text re-draws the
 * picture (the panel waits 100 ms after a change) and lists mistakes under it; Copy Blocks
 * copies what is in the box now. Edits stay here: the saved generation is not changed.
 */
export function HistoryEditorDialog({
  item,
  open,
  onOpenChange,
}: {
  item: THistoryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState(item.blocks);
  // Opening again starts from the saved blocks, not from the last edit. (max-w-6xl! below: the
  // dialog base sets max-w-lg and cn() does not merge classes, so the wider width must win.)
  useEffect(() => {
    if (open) setText(item.blocks);
  }, [open, item.blocks]);
  const editorId = `history-editor-${item.id}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-6xl! overflow-y-auto" data-testid="history-editor">
        <DialogHeader>
          <DialogTitle>Block Editor</DialogTitle>
          <DialogDescription>
            {historyTitle(item.prompt)} · {formatDateTime(item.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={editorId}>Block code</Label>
            <Textarea
              id={editorId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
              rows={16}
              className="min-h-[320px] flex-1 font-mono text-sm"
            />
            <p className="text-sm text-ink-soft">Change the code and the picture updates. Your saved history stays as it was.</p>
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <ProjectBlockPanel text={text} title="Preview" actions={<Sb3DownloadButton text={text} baseKey={storedBaseKeyOf(item)} disabled={text.trim() === ""} />} />
            <Suspense fallback={null}>
              <StagePanel text={text} baseKey={storedBaseKeyOf(item)} />
            </Suspense>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={`/?load=${item.id}`} className={buttonClasses("outline", "md", "no-underline")}>
            <Wand2 aria-hidden className="h-4 w-4" />
            Open in generator
          </Link>
          <Button onClick={() => void copyBlocksText(text)} disabled={text.trim() === ""}>
            <Copy aria-hidden className="h-4 w-4" />
            Copy Blocks
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
