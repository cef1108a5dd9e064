import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";

export default function AboutPage() {
  return (
    <>
      <PageMeta title="About PromptBlocks" description="Why we built PromptBlocks: helping children, teachers and parents turn ideas into Scratch projects." />
      <PageHeader title="About PromptBlocks" intro="Helping children, teachers and parents turn ideas into Scratch projects." />
    </>
  );
}
