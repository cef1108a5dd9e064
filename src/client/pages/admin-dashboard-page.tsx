import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function AdminDashboardPage() {
  return (
    <>
      <PageMeta title="Admin Console" description="Manage PromptBlocks users, settings and statistics." />
      <PageHeader title="Admin Console" intro="Users, settings and statistics." />
    </>
  );
}
