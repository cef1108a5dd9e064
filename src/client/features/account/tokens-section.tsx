import { isPremium } from "../../../shared/plan";
import { Crown, ExternalLink } from "lucide-react";
import { Button } from "../../components/ui/button";
import { formatCount, formatPercent, formatTokens } from "../../lib/format";
import { useOffer } from "../marketing/pricing-plans";
import { AccountSection, Figure, type TAccountSectionProps } from "./account-section";
import { useCheckout } from "./use-checkout";
import { useTokenPurchases } from "./use-ledger";

const tokens = (count: number) => ({ value: formatTokens(count), title: `${formatCount(count)} tokens` });

/**
 * SPEC 2 /account Tokens & Subscription: available, free usages used of allowed, total purchased,
 * total used, remaining, Purchase Tokens, "$5 = 1,000,000 tokens" from the live setting, and the
 * payment provider's purchase library.
 */
export function TokensSection({ user }: TAccountSectionProps) {
  const { openCheckout } = useCheckout();
  const { priceUsd, tokensPerPack, libraryUrl } = useOffer();
  const purchases = useTokenPurchases();
  // Refunded tokens left the account without being used; they are not "used".
  const refundedBack = (purchases.data ?? []).reduce((sum, row) => sum + row.tokensRefunded, 0);
  const totalUsed = Math.max(0, user.tokensPurchased - user.availableTokens - refundedBack);
  const usedShare = formatPercent(totalUsed, user.tokensPurchased);
  return (
    <AccountSection
      title="Tokens & Subscription"
      testId="account-tokens"
      description={isPremium(user) ? "Premium: each generation uses tokens from your balance." : "Free: buy tokens once to keep creating after your free generations."}
    >
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure label="Available tokens" {...tokens(user.availableTokens)} testId="account-available" />
        <Figure label="Free usages" value={`${user.freeUsagesUsed} of ${user.freeUsagesAllowed} used`} testId="account-free-usages" />
        <Figure label="Total purchased" {...tokens(user.tokensPurchased)} testId="account-purchased" />
        <Figure label="Total used" {...tokens(totalUsed)} testId="account-used" />
        <Figure label="Remaining" {...tokens(user.availableTokens)} testId="account-remaining" />
      </dl>
      {user.tokensPurchased > 0 && (
        <div className="mt-4">
          <div className="h-3 overflow-hidden rounded-full bg-line" role="progressbar" aria-label="Purchased tokens used" aria-valuenow={usedShare} aria-valuemin={0} aria-valuemax={100}>
            <div className="h-full rounded-full bg-sea-600" style={{ width: `${usedShare}%` }} />
          </div>
          <p className="mt-1 text-sm text-ink-soft">{usedShare}% of your purchased tokens used</p>
        </div>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
        <Button onClick={openCheckout} data-testid="purchase-tokens">
          <Crown className="h-5 w-5" aria-hidden="true" /> Purchase Tokens
        </Button>
        <span className="font-extrabold" data-testid="pack-price">
          ${priceUsd} = {formatCount(tokensPerPack, "en-US")} tokens
        </span>
        <a href={libraryUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-bold">
          Your receipts in the Gumroad library <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
      </div>
    </AccountSection>
  );
}
