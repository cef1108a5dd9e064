import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function AccountPage() {
  return (
    <>
      <PageMeta title="My Account" description="Your PromptBlocks profile, tokens and purchases." />
      <PageHeader title="My Account" intro="Your profile, tokens and purchases." />
    </>
  );
}
