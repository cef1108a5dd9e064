import { Check, Wand2 } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "../../lib/navigation";
import { historyTitle } from "../../../shared/history";
import type { TVersionThread } from "../../../shared/versions";
import { Button, buttonClasses } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { formatDateTime } from "../../lib/format";
import { Sb3DownloadButton } from "../blocks/sb3-download-button";
import { storedBaseKeyOf } from "../project/stored-project-base";
import { ProjectBlockPanel } from "../project/project-block-panel";
import { queryKeys } from "../../lib/query-keys";
import { fetchVersions, makeVersionCurrent } from "./follow-up.api";

const StagePanel = lazy(() => import("../stage/stage-panel"));

/**
 * A history item's versions (issue 30): every change asked for is a version; each can be seen,
 * copied, downloaded (PNG or .sb3), run on the stage, opened in the generator to change it
 * further, or made the current one again. Nothing is ever overwritten. The history list shows a
 * thread as its current version, so it is read again once the dialog closes after a change.
 */
export function HistoryVersionsDialog({ itemId, open, onOpenChange }: { itemId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const madeCurrent = useRef(false);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && madeCurrent.current) void queryClient.invalidateQueries({ queryKey: queryKeys.history });
  };
  const [thread, setThread] = useState<TVersionThread | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setProblem(null);
    fetchVersions(itemId)
      .then((loaded) => {
        if (cancelled) return;
        setThread(loaded);
        setSelectedId(itemId);
      })
      .catch(() => !cancelled && setProblem("The versions could not be loaded. Please try again."));
    return () => {
      cancelled = true;
    };
  }, [open, itemId]);

  const selected = thread?.versions.find((version) => version.id === selectedId) ?? null;
  const makeCurrent = async (id: number) => {
    setBusy(true);
    setProblem(null);
    try {
      setThread(await makeVersionCurrent(id));
      madeCurrent.current = true;
    } catch {
      setProblem("That did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-6xl! overflow-y-auto" data-testid="history-versions">
        <DialogHeader>
          <DialogTitle>Versions</DialogTitle>
          <DialogDescription>Each change you asked for is a version. Pick one to see it, download it, or make it the current one again.</DialogDescription>
        </DialogHeader>
        {problem && (
          <p role="alert" className="font-semibold text-danger-700">
            {problem}
          </p>
        )}
        {thread && (
          <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <ol aria-label="Versions, oldest first" className="flex flex-col gap-2">
              {thread.versions.map((version, index) => (
                <li key={version.id}>
                  <button
                    type="button"
                    aria-pressed={version.id === selectedId}
                    onClick={() => setSelectedId(version.id)}
                    data-testid="version-item"
                    className="w-full cursor-pointer rounded-xl border-2 border-line bg-surface px-3 py-2 text-start hover:border-brand-200 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
                  >
                    <span className="block font-extrabold">
                      Version {index + 1}
                      {version.isCurrent && (
                        <span className="ms-2 inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 text-sm text-brand-800">
                          <Check aria-hidden className="h-3 w-3" /> current
                        </span>
                      )}
                    </span>
                    <span className="block break-words">{historyTitle(version.prompt)}</span>
                    <time className="block text-sm text-ink-soft" dateTime={version.createdAt}>
                      {formatDateTime(version.createdAt)}
                    </time>
                  </button>
                </li>
              ))}
            </ol>
            {selected && (
              <div className="flex min-w-0 flex-col gap-3">
                <div className="flex flex-wrap gap-2">
                  <Link to={`/?load=${selected.id}`} className={buttonClasses("primary", "sm")} onClick={() => close(false)}>
                    <Wand2 aria-hidden className="h-4 w-4" /> Open to change it
                  </Link>
                  <Button variant="outline" size="sm" disabled={busy || selected.isCurrent} onClick={() => void makeCurrent(selected.id)} data-testid="make-current">
                    Make this the current version
                  </Button>
                </div>
                <ProjectBlockPanel text={selected.blocks} title={`Version ${thread.versions.indexOf(selected) + 1}`} actions={<Sb3DownloadButton text={selected.blocks} baseKey={storedBaseKeyOf(selected)} />} />
                <Suspense fallback={null}>
                  <StagePanel text={selected.blocks} baseKey={storedBaseKeyOf(selected)} />
                </Suspense>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
