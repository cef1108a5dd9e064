import { lazy, Suspense } from "react";
import { historyTitle } from "../../../shared/history";
import { formatDateTime } from "../../lib/format";
import { ProjectBlockPanel } from "../project/project-block-panel";
import { Sb3DownloadButton } from "../blocks/sb3-download-button";
import { storedBaseKeyOf } from "../project/stored-project-base";
import { useHistoryLoad } from "../history/use-history-load";

const StagePanel = lazy(() => import("../stage/stage-panel"));

/**
 * /dashboard?load={id}: the chosen history item in a 'Loaded Blocks' card. Nothing shows without
 * ?load; a missing or failed item is reported by toast (SPEC 8) and the card stays away.
 */
export function LoadedBlocksCard({ load }: { load: string | null }) {
  const state = useHistoryLoad(load);
  if (state.status !== "loading" && state.status !== "loaded") return null;
  const item = state.status === "loaded" ? state.item : null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6" data-testid="loaded-blocks">
      <ProjectBlockPanel
        title="Loaded Blocks"
        text={item?.blocks ?? ""}
        isLoading={item === null}
        actions={item ? <Sb3DownloadButton text={item.blocks} baseKey={storedBaseKeyOf(item)} /> : null}
      >
        {item && (
          <p className="mt-4 text-sm text-ink-soft">
            {historyTitle(item.prompt)} · {formatDateTime(item.createdAt)}
          </p>
        )}
      </ProjectBlockPanel>
      <Suspense fallback={null}>
        {item && <StagePanel text={item.blocks} baseKey={storedBaseKeyOf(item)} className="mt-4" />}
      </Suspense>
    </div>
  );
}
