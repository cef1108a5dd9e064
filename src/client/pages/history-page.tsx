import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { HistoryView } from "../features/history/history-view";

export default function HistoryPage() {
  return (
    <>
      <PageMeta title="History" description="Every set of blocks you have generated with PromptBlocks, ready to copy again." />
      <PageHeader title="History" intro="Your generated blocks, newest first." />
      <HistoryView />
    </>
  );
}
