import type { ComponentType } from "react";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { DataRightsCard } from "../features/account/data-rights-card";
import type { TAccountSectionProps } from "../features/account/account-section";
import { ProfileSection } from "../features/account/profile-section";
import { PurchaseHistorySection } from "../features/account/purchase-history-section";
import { RecentGenerationsSection } from "../features/account/recent-generations-section";
import { TokenUsageSection } from "../features/account/token-usage-section";
import { TokensSection } from "../features/account/tokens-section";
import { useAuth } from "../features/auth/auth-context";

/** The cards of /account, top to bottom. One more card is one more line here. */
const ACCOUNT_SECTIONS: Array<ComponentType<TAccountSectionProps>> = [
  ProfileSection,
  TokensSection,
  PurchaseHistorySection,
  TokenUsageSection,
  RecentGenerationsSection,
];

/** SPEC 2 /account (RequireAuth sends visitors to /). */
export default function AccountPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageMeta title="My Account" description="Your PromptBlocks profile, tokens and purchases." />
      <PageHeader title="My Account" intro="Your profile, tokens and purchases." />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pb-12">
        {ACCOUNT_SECTIONS.map((Section, index) => (
          <Section key={index} user={user} />
        ))}
        <DataRightsCard />
      </div>
    </>
  );
}
