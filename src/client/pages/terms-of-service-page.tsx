import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function TermsOfServicePage() {
  return (
    <>
      <PageMeta title="Terms of Service" description="The terms for using PromptBlocks." />
      <PageHeader title="Terms of Service" intro="The terms for using PromptBlocks." />
    </>
  );
}
