import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { AdminConsole } from "../features/admin/admin-console";

/** SPEC 2 /admin/dashboard (the route guard sends non-admins to /; the server checks every call). */
export default function AdminDashboardPage() {
  return (
    <>
      <PageMeta title="Admin Console" description="Manage PromptBlocks users, settings and statistics." />
      <PageHeader title="Admin Console" intro="Users, tokens, settings, statistics and the audit trail." />
      <AdminConsole />
    </>
  );
}
