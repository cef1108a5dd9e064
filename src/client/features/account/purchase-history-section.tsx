import { formatCount, formatDateTime, formatTokens } from "../../lib/format";
import { AccountSection, LoadError, type TAccountSectionProps } from "./account-section";
import { useTokenPurchases } from "./use-ledger";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** SPEC 2 /account Token Purchase History: Date, Amount, Tokens, Order #. */
export function PurchaseHistorySection(_props: TAccountSectionProps) {
  const purchases = useTokenPurchases();
  return (
    <AccountSection title="Token Purchase History" testId="account-purchases">
      {purchases.isError ? (
        <LoadError text="Failed to load your token purchase history" />
      ) : purchases.isPending ? (
        <p className="text-ink-soft">Loading…</p>
      ) : purchases.data.length === 0 ? (
        <p className="text-ink-soft">No purchase history yet</p>
      ) : (
        // Issue 31: on a phone the table scrolls sideways; that is said, and the scrolling box
        // can be reached and scrolled from the keyboard.
        <>
          <p className="mb-2 text-sm text-ink-soft sm:hidden" data-testid="purchases-scroll-hint">
            Scroll sideways to see every column →
          </p>
          <div className="overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-sea-600" tabIndex={0} role="region" aria-label="Token purchases, scrolls sideways">
            <table className="w-full min-w-[32rem] text-left">
              <thead>
                <tr className="border-b-2 border-line text-sm text-ink-soft">
                  <th className="py-2 pe-4 font-bold">Date</th>
                  <th className="py-2 pe-4 font-bold">Amount</th>
                  <th className="py-2 pe-4 font-bold">Tokens</th>
                  <th className="py-2 font-bold">Order #</th>
                </tr>
              </thead>
              <tbody>
                {purchases.data.map((row) => (
                  <tr key={row.id} className="border-b border-line last:border-0" data-testid="purchase-row">
                    <td className="py-2.5 pe-4">{formatDateTime(row.createdAt)}</td>
                    <td className="py-2.5 pe-4 font-bold">{usd.format(row.amountUsd)}</td>
                    <td className="py-2.5 pe-4" title={`${formatCount(row.tokensPurchased)} tokens`}>
                      {formatTokens(row.tokensPurchased)}
                      {row.refundedAt && <span className="ms-2 text-sm font-bold text-warn-700">refunded ({formatTokens(row.tokensRefunded)} taken back)</span>}
                    </td>
                    <td className="py-2.5 font-mono text-sm">{row.gumroadOrderNumber ?? row.gumroadPurchaseId ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AccountSection>
  );
}
