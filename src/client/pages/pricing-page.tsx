import { Link } from "../lib/navigation";
import { PageHeader } from "../components/layout/page-header";
import { PageMeta } from "../components/layout/page-meta";
import { Card } from "../components/ui/card";
import { PricingPlans, useOffer } from "../features/marketing/pricing-plans";
import { formatCount } from "../lib/format";

/** SPEC 2 /pricing: the two plans with working buttons, then FAQ cards. */
export default function PricingPage() {
  const { priceUsd, tokensPerPack } = useOffer();
  const pack = `${formatCount(tokensPerPack, "en-US")} tokens`;
  const faq = [
    {
      question: "What is a token?",
      answer: `Tokens measure how much the AI reads and writes for you. A typical idea uses about a thousand, so ${pack} last for roughly a thousand generations.`,
    },
    { question: "Do tokens expire?", answer: "No. Tokens you buy stay on your account until you use them." },
    {
      question: "Is Premium a subscription?",
      answer: `No. Each purchase is a one-time payment of $${priceUsd} for ${pack}. Buy again only when you want more.`,
    },
    {
      question: "How do I pay?",
      answer: "Press Buy tokens. The checkout opens in a new tab. When the payment is confirmed, your tokens appear on your account, usually within seconds.",
    },
    {
      question: "Can I get my money back?",
      answer: "Purchases are final and non-refundable, except where the law requires a refund. If a purchase is refunded, its unused tokens are removed.",
    },
    {
      question: "What about my free generations?",
      answer: "Every account starts with three free generations. After you buy tokens, each generation uses tokens instead.",
    },
  ];
  return (
    <>
      <PageMeta
        title="Pricing"
        description={`PromptBlocks is free for three generations. Premium is $${priceUsd} for ${pack} that never expire.`}
      />
      <PageHeader title="Pricing" intro="Start free. When you want more, buy tokens once: they never expire." />
      <section className="mx-auto max-w-4xl px-4" aria-label="Plans">
        <PricingPlans headingLevel={2} />
      </section>
      <section className="mx-auto max-w-4xl px-4 py-12" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title" className="text-3xl">
          Questions about buying tokens
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {faq.map((item) => (
            <Card key={item.question} className="p-6" data-testid="pricing-faq">
              <h3 className="text-lg">{item.question}</h3>
              <p className="mt-2 text-ink-soft">{item.answer}</p>
            </Card>
          ))}
        </div>
        <p className="mt-6 text-ink-soft">
          Buying for a class? See <Link to="/for-schools">PromptBlocks for schools</Link> for bulk tokens.
        </p>
      </section>
    </>
  );
}
