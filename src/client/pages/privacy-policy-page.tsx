import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageMeta title="Privacy Policy" description="How PromptBlocks collects, uses and protects your data, including children's data." />
      <PageHeader title="Privacy Policy" intro="How we collect, use and protect your data." />
    </>
  );
}
