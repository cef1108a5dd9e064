import { Link } from "../../lib/navigation";
import { formatCount, formatDateTime, formatTokens } from "../../lib/format";
import { AccountSection, LoadError, type TAccountSectionProps } from "./account-section";
import { useTokenUsage } from "./use-ledger";

const OPERATION_LABELS: Record<string, string> = { generate: "Generation (tokens)", "free-generate": "Free generation" };

/** SPEC 2 /account: the token-usage list, newest first. */
export function TokenUsageSection(_props: TAccountSectionProps) {
  const usage = useTokenUsage();
  return (
    <AccountSection title="Token Usage" testId="account-usage">
      {usage.isError ? (
        <LoadError text="Failed to load your token usage history" />
      ) : usage.isPending ? (
        <p className="text-ink-soft">Loading…</p>
      ) : usage.data.length === 0 ? (
        <p className="text-ink-soft">No tokens used yet</p>
      ) : (
        <ul className="divide-y divide-line">
          {usage.data.map((row) => (
            // Issue 31: on a phone the label takes its own line and the date and tokens share the
            // next, instead of three pieces wrapping over each other.
            <li key={row.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-2.5 sm:flex" data-testid="usage-row">
              <span className="col-span-2 min-w-0 font-bold sm:flex-1">
                {OPERATION_LABELS[row.operation] ?? row.operation}
                {row.blockGenerationId !== null && (
                  <Link to={`/?load=${row.blockGenerationId}`} className="ms-2 text-sm">
                    Open
                  </Link>
                )}
              </span>
              <span className="text-sm text-ink-soft">{formatDateTime(row.createdAt)}</span>
              <span className="text-end font-extrabold sm:w-20" title={`${formatCount(row.tokensUsed)} tokens`}>
                {formatTokens(row.tokensUsed)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
