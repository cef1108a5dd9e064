import { History, PlusCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { buttonClasses } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { SubscriptionStatusCard } from "../features/account/subscription-status-card";
import { useAuth } from "../features/auth/auth-context";
import { ParentWaitNotice, parentWaitOf } from "../features/consent/parent-wait";
import { LoadedBlocksCard } from "../features/dashboard/loaded-blocks-card";

function DashboardCard({ icon, title, text, children }: { icon: ReactNode; title: string; text: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <span className="mb-1 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">{children}</CardContent>
    </Card>
  );
}

export default function DashboardPage() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  if (!user) return null;
  const parentWait = parentWaitOf(user);
  return (
    <>
      <PageMeta title="Dashboard" description="Your PromptBlocks dashboard: create new blocks, see your history and your plan." />
      <PageHeader title={`Hi, ${user.username}!`} intro="What would you like to build today?" />
      {parentWait && (
        <div className="mx-auto mb-6 max-w-6xl px-4">
          <ParentWaitNotice wait={parentWait} testId="dashboard-parent-wait" />
        </div>
      )}
      <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3">
        <DashboardCard icon={<PlusCircle className="h-6 w-6" aria-hidden="true" />} title="Create New" text="Describe an idea and get blocks for Scratch.">
          <Link to="/#generator" className={buttonClasses("primary", "md", "w-full no-underline")}>
            Start creating
          </Link>
        </DashboardCard>
        <DashboardCard icon={<History className="h-6 w-6" aria-hidden="true" />} title="Your History" text="Open, copy and reuse blocks you made before.">
          <Link to="/history" className={buttonClasses("outline", "md", "w-full no-underline")}>
            View history
          </Link>
        </DashboardCard>
        <SubscriptionStatusCard user={user} />
      </div>
      <LoadedBlocksCard load={searchParams.get("load")} />
    </>
  );
}
