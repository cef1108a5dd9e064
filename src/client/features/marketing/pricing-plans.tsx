import { Check, Crown, Wand2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../lib/navigation";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";
import { useSharedRead } from "../../lib/shared-read";
import { offerRead } from "../account/billing.api";
import { useCheckout } from "../account/use-checkout";

export type TPlanName = "Free" | "Premium";

/** SPEC 1 and 9 default: $5 buys 1,000,000 tokens; the live figure comes from the server's setting. */
export const DEFAULT_TOKENS_PER_PACK = 1_000_000;

/** The live offer (price, tokens per $5 from TOKENS_PER_FIVE_USD); SPEC's defaults until it loads. */
export function useOffer() {
  const offer = useSharedRead(offerRead);
  return {
    priceUsd: offer.data?.priceUsd ?? 5,
    tokensPerPack: offer.data?.tokensPerPack ?? DEFAULT_TOKENS_PER_PACK,
    libraryUrl: offer.data?.libraryUrl ?? "https://app.gumroad.com/library",
    isTestCheckout: offer.data?.isTestCheckout ?? false,
    isPending: offer.isPending,
  };
}

/** Each plan's working button: Free goes to the generator, Premium opens the checkout (visitors sign in first). */
export function PlanButton({ plan }: { plan: TPlanName }) {
  const { openCheckout } = useCheckout();
  if (plan === "Free") {
    return (
      <Link to="/#generator" className={buttonClasses("outline", "md", "w-full no-underline")}>
        <Wand2 className="h-5 w-5" aria-hidden="true" /> Start for free
      </Link>
    );
  }
  return (
    <Button className="w-full" onClick={openCheckout} data-testid="buy-tokens">
      <Crown className="h-5 w-5" aria-hidden="true" /> Buy tokens
    </Button>
  );
}

/**
 * The two plans side by side (SPEC 2 /pricing and the home page's Pricing section); `action`
 * renders each plan's button. `headingLevel` keeps headings in order: 2 right under a page's
 * h1, 3 inside a section.
 */
export function PricingPlans({
  action = (plan) => <PlanButton plan={plan} />,
  headingLevel = 3,
}: {
  action?: (plan: TPlanName) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const PlanHeading = headingLevel === 2 ? "h2" : "h3";
  const { priceUsd, tokensPerPack } = useOffer();
  const plans = [
    {
      name: "Free" as const,
      price: "$0",
      unit: "for three generations",
      points: ["3 free generations", "See your blocks as pictures", "Download the blocks image"],
      isPopular: false,
    },
    {
      name: "Premium" as const,
      price: `$${priceUsd}`,
      unit: `${formatCount(tokensPerPack, "en-US")} tokens per purchase`,
      points: ["Pay as you go: tokens never expire", "Saved and organised generations", "Priority support and processing"],
      isPopular: true,
    },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {plans.map((plan) => (
        <Card
          key={plan.name}
          data-testid={`plan-${plan.name.toLowerCase()}`}
          className={cn("relative flex flex-col gap-4 p-7", plan.isPopular && "border-brand-500 ring-4 ring-brand-100")}
        >
          {plan.isPopular && (
            <span className="absolute -top-3.5 right-6 rounded-full bg-brand-700 px-3 py-1 text-sm font-extrabold text-white">Popular</span>
          )}
          <PlanHeading className="text-2xl">{plan.name}</PlanHeading>
          <p>
            <span className="text-4xl font-black">{plan.price}</span> <span className="text-ink-soft">{plan.unit}</span>
          </p>
          <ul className="flex flex-col gap-2">
            {plan.points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-sea-600" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-2">{action(plan.name)}</div>
        </Card>
      ))}
    </div>
  );
}
