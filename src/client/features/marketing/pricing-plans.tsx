import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

/** SPEC 1 and 9: Free is three generations, Premium is $5 for 1,000,000 tokens that never expire. */
const PLANS = [
  {
    name: "Free",
    price: "$0",
    unit: "for three generations",
    points: ["3 free generations", "See your blocks as pictures", "Download the blocks image"],
    isPopular: false,
  },
  {
    name: "Premium",
    price: "$5",
    unit: "1,000,000 tokens per purchase",
    points: ["Pay as you go: tokens never expire", "Saved and organised generations", "Priority support and processing"],
    isPopular: true,
  },
] as const;

/**
 * The two plans side by side; `action` renders each plan's button (it differs per page).
 * `headingLevel` keeps headings in order: 2 right under a page's h1, 3 inside a section.
 */
export function PricingPlans({ action, headingLevel = 3 }: { action?: (plan: "Free" | "Premium") => ReactNode; headingLevel?: 2 | 3 }) {
  const PlanHeading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PLANS.map((plan) => (
        <Card
          key={plan.name}
          className={cn("relative flex flex-col gap-4 p-7", plan.isPopular && "border-brand-500 ring-4 ring-brand-100")}
        >
          {plan.isPopular && (
            <span className="absolute -top-3.5 right-6 rounded-full bg-brand-700 px-3 py-1 text-sm font-extrabold text-white">
              Popular
            </span>
          )}
          <PlanHeading className="text-2xl">{plan.name}</PlanHeading>
          <p>
            <span className="text-4xl font-black">{plan.price}</span>{" "}
            <span className="text-ink-soft">{plan.unit}</span>
          </p>
          <ul className="flex flex-col gap-2">
            {plan.points.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-sea-600" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          {action && <div className="mt-auto pt-2">{action(plan.name)}</div>}
        </Card>
      ))}
    </div>
  );
}
