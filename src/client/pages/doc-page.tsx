import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function DocPage() {
  return (
    <>
      <PageMeta title="Documentation" description="How to use PromptBlocks: describe an idea, get blocks for Scratch, and rebuild them in your project." />
      <PageHeader title="Documentation" intro="How to turn an idea into blocks for Scratch, step by step." />
    </>
  );
}
