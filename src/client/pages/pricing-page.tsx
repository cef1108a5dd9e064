import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { PricingPlans } from "../features/marketing/pricing-plans";

export default function PricingPage() {
  return (
    <>
      <PageMeta
        title="Pricing"
        description="PromptBlocks is free for three generations. Premium is $5 for 1,000,000 tokens that never expire."
      />
      <PageHeader title="Pricing" intro="Start free. When you want more, buy tokens once: they never expire." />
      <section className="mx-auto max-w-4xl px-4" aria-label="Plans">
        <PricingPlans headingLevel={2} />
      </section>
    </>
  );
}
