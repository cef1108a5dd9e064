import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function FeaturesPage() {
  return (
    <>
      <PageMeta title="Features" description="What PromptBlocks does: describe an idea in plain words and get blocks for Scratch you can read, copy and rebuild." />
      <PageHeader title="Features" intro="Describe an idea in plain words and get blocks for Scratch you can read, copy and rebuild." />
    </>
  );
}
