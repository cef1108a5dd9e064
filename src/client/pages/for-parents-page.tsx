import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function ForParentsPage() {
  return (
    <>
      <PageMeta title="PromptBlocks for Parents" description="How PromptBlocks helps your child learn to code with Scratch, safely." />
      <PageHeader title="PromptBlocks for Parents" intro="Help your child learn to code with Scratch, one idea at a time." />
    </>
  );
}
