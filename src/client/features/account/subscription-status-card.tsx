import { isPremium } from "../../../shared/plan";
import { Sparkles } from "lucide-react";
import { Link } from "../../lib/navigation";
import type { TUser } from "../../../shared/user";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { formatTokens } from "../../lib/format";
import { useCheckout } from "./use-checkout";

/** SPEC 2 dashboard: Subscription Status with the token status and a plan button. */
export function SubscriptionStatusCard({ user }: { user: TUser }) {
  const { openCheckout } = useCheckout();
  const status = isPremium(user)
    ? `Premium · ${formatTokens(user.availableTokens)} tokens available`
    : `Free · ${user.freeUsagesUsed} of ${user.freeUsagesAllowed} free generations used`;
  return (
    <Card className="flex flex-col" data-testid="subscription-status">
      <CardHeader>
        <span className="mb-1 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Sparkles className="h-6 w-6" aria-hidden="true" />
        </span>
        <CardTitle>Subscription Status</CardTitle>
        <CardDescription>{status}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-2">
        <Button className="w-full" onClick={openCheckout}>
          {isPremium(user) ? "Buy more tokens" : "Upgrade to Premium"}
        </Button>
        <Link to="/pricing" className="text-center text-sm font-bold">
          Compare plans
        </Link>
      </CardContent>
    </Card>
  );
}
