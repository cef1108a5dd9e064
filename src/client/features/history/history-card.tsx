import { CalendarClock, Copy, History, Maximize2, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { historyTitle, type THistoryItem } from "../../../shared/history";
import { Button } from "../../components/ui/button";
import { SimpleTooltip } from "../../components/ui/tooltip";
import { formatDateTime, formatTokens } from "../../lib/format";
import { BlockView } from "../blocks/block-view";
import { copyBlocksText } from "../blocks/blocks.actions";
import { Sb3DownloadButton } from "../blocks/sb3-download-button";
import { storedBaseKeyOf } from "../project/stored-project-base";
import { HistoryDeleteDialog } from "./history-delete-dialog";
import { HistoryEditorDialog } from "./history-editor-dialog";
import { previewOf } from "../project/project-sections";
import { HistoryVersionsDialog } from "../follow-up/history-versions-dialog";

/**
 * One past generation: its prompt as the title (cut at 100 characters), date, picture and actions.
 * A program changed with follow-ups is one card (issue 30): its current version, with how many
 * versions it has; the Versions dialog shows them all.
 */
export function HistoryCard({
  item,
  isDeleting,
  onDelete,
}: {
  item: THistoryItem;
  isDeleting: boolean;
  onDelete: (id: number) => Promise<void>;
}) {
  const [editorOpen, setEditorOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const title = historyTitle(item.prompt);
  const preview = useMemo(() => previewOf(item.blocks), [item.blocks]);

  const confirmDelete = async () => {
    try {
      await onDelete(item.id);
      setDeleteOpen(false);
    } catch {
      // The list toasts the failure; the dialog stays open so the person can try again.
    }
  };

  return (
    <article
      className="flex min-w-0 flex-col rounded-2xl border-2 border-line bg-surface shadow-block"
      data-testid="history-card"
      aria-label={title}
    >
      <header className="border-b-2 border-line px-5 py-3">
        <h2 className="break-words text-lg leading-snug" title={item.prompt}>
          {title}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden className="h-4 w-4" />
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </span>
          {item.tokensUsed > 0 && <span>{formatTokens(item.tokensUsed)} tokens</span>}
          {(item.versionCount ?? 1) > 1 && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 font-bold text-brand-800" data-testid="version-count">
              <History aria-hidden className="h-4 w-4" />
              {item.versionCount} versions
            </span>
          )}
        </p>
      </header>
      {/* A preview, not the editor: tall programs are cut off and open in full with Open in Editor. */}
      <div className="relative max-h-64 min-h-[120px] overflow-hidden p-4" aria-hidden="false">
        {/* A whole project previews its first scripts under their sprite's name, not its section lines. */}
        {preview.title && (
          <p className="mb-2 text-sm font-extrabold text-ink-soft" data-testid="history-preview-title">
            {preview.title}
          </p>
        )}
        <BlockView text={preview.text} />
        <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-surface to-transparent" />
      </div>
      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t-2 border-line px-5 py-3">
        <SimpleTooltip content="Copy blocks">
          <Button variant="outline" size="sm" onClick={() => void copyBlocksText(item.blocks)}>
            <Copy aria-hidden className="h-4 w-4" />
            Copy
          </Button>
        </SimpleTooltip>
        <Button size="sm" onClick={() => setEditorOpen(true)}>
          <Maximize2 aria-hidden className="h-4 w-4" />
          Open in Editor
        </Button>
        <Sb3DownloadButton text={item.blocks} baseKey={storedBaseKeyOf(item)} />
        <Button variant="outline" size="sm" onClick={() => setVersionsOpen(true)}>
          <History aria-hidden className="h-4 w-4" />
          Versions
        </Button>
        <SimpleTooltip content="Delete from history">
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-danger-600"
            aria-label={`Delete "${title}"`}
            onClick={() => setDeleteOpen(true)}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            Delete
          </Button>
        </SimpleTooltip>
      </footer>
      <HistoryEditorDialog item={item} open={editorOpen} onOpenChange={setEditorOpen} />
      {versionsOpen && <HistoryVersionsDialog itemId={item.id} open={versionsOpen} onOpenChange={setVersionsOpen} />}
      <HistoryDeleteDialog
        item={item}
        open={deleteOpen}
        isDeleting={isDeleting}
        onOpenChange={setDeleteOpen}
        onConfirm={() => void confirmDelete()}
      />
    </article>
  );
}
