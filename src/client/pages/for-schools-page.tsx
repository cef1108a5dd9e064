import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function ForSchoolsPage() {
  return (
    <>
      <PageMeta title="PromptBlocks for Schools" description="PromptBlocks for classrooms: discounted bulk token purchases, classroom tools and curriculum support for teaching with Scratch." />
      <PageHeader title="PromptBlocks for Schools" intro="Discounted bulk token purchases, a teacher dashboard, classroom tools, curriculum support and professional development." />
    </>
  );
}
