import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { DataRightsCard } from "../features/account/data-rights-card";

export default function AccountPage() {
  return (
    <>
      <PageMeta title="My Account" description="Your PromptBlocks profile, tokens and purchases." />
      <PageHeader title="My Account" intro="Your profile, tokens and purchases." />
      <div className="mx-auto max-w-6xl px-4 pb-12"><DataRightsCard /></div>
    </>
  );
}
