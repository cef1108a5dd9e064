import { Crown, Info, LogIn, Sparkles, TriangleAlert, X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { formatCount, formatTokens } from "../../lib/format";
import type { TUsageView } from "./usage-status";

export const LIMIT_ALERT_TITLE = "Free usage limit reached";
export const TOP_BANNER_TEXT = "You've used all your free generations. Upgrade to premium to continue!";

export function limitAlertText(used: number, allowed: number): string {
  return `You have used ${used} of your ${allowed} free generations. Upgrade to continue generating Scratch blocks.`;
}

const TIER_STYLE: Record<TUsageView["status"], { icon: typeof Info; className: string }> = {
  unauthenticated: { icon: LogIn, className: "border-sea-600/30 bg-sea-50 text-sea-700" },
  free: { icon: Sparkles, className: "border-brand-200 bg-brand-50 text-brand-800" },
  freeLimitReached: { icon: TriangleAlert, className: "border-warn-700/30 bg-warn-50 text-warn-700" },
  premium: { icon: Crown, className: "border-sun-400 bg-sun-100 text-ink" },
  premiumLimitReached: { icon: TriangleAlert, className: "border-warn-700/30 bg-warn-50 text-warn-700" },
};

/** SPEC 2 "free-usage status" and SPEC 8 "Banners": one line saying which tier the person is on. */
export function UsageStatusBanner({ usage, availableTokens }: { usage: TUsageView; availableTokens: number | undefined }) {
  const { icon: Icon, className } = TIER_STYLE[usage.status];
  return (
    <div
      data-testid="usage-status"
      data-status={usage.status}
      className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border-2 px-4 py-2.5 font-bold", className)}
    >
      <Icon aria-hidden className="h-5 w-5 shrink-0" />
      <span>{usage.banner}</span>
      {usage.status === "free" && usage.freeAllowed > 0 && (
        <span className="ms-auto flex items-center gap-2 text-sm font-semibold" aria-hidden>
          {Array.from({ length: Math.min(usage.freeAllowed, 10) }, (_, index) => (
            <span
              key={index}
              className={cn("h-3 w-3 rounded-full border-2 border-brand-700", index < usage.freeUsed ? "bg-brand-700" : "bg-surface")}
            />
          ))}
        </span>
      )}
      {(usage.status === "premium" || usage.status === "premiumLimitReached") && (
        <span className="ms-auto text-sm font-semibold" title={`${formatCount(availableTokens)} tokens`}>
          Available tokens: {formatTokens(availableTokens ?? 0)}
        </span>
      )}
    </div>
  );
}

/** SPEC 2: the dismissible 'Free usage limit reached' alert (the upgrade notice). */
export function FreeLimitAlert({
  used,
  allowed,
  onUpgrade,
  onDismiss,
}: {
  used: number;
  allowed: number;
  onUpgrade: () => void;
  onDismiss: () => void;
}) {
  return (
    <div role="alert" data-testid="free-limit-alert" className="rounded-xl border-2 border-brand-200 bg-brand-50 p-4">
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg">{LIMIT_ALERT_TITLE}</h3>
          <p className="mt-1 text-ink-soft">{limitAlertText(used, allowed)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={onUpgrade}>
              <Crown aria-hidden className="h-4 w-4" /> Upgrade Now
            </Button>
            <Button size="sm" variant="outline" onClick={onDismiss}>
              I'll upgrade later
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * SPEC 2: the banner at the top of the generator once the free generations are used up. On a
 * phone the text gets the whole width and the buttons sit on their own row below it (issue 12:
 * squeezed beside the buttons it broke after every word and ran into them).
 */
export function FreeLimitTopBanner({ onUpgrade, onDismiss }: { onUpgrade: () => void; onDismiss: () => void }) {
  return (
    <div
      role="status"
      data-testid="free-limit-banner"
      className="mb-6 flex flex-col gap-3 rounded-2xl bg-brand-700 px-4 py-3 text-white shadow-block sm:flex-row sm:items-center sm:px-5"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Crown aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <p className="min-w-0 flex-1 font-bold">{TOP_BANNER_TEXT}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2 ps-8 sm:ps-0">
        <Button size="sm" variant="outline" className="border-white text-ink" onClick={onUpgrade}>
          Upgrade Now
        </Button>
        <Button size="icon" variant="ghost" className="h-9 w-9 text-white hover:bg-white/15" aria-label="Dismiss" onClick={onDismiss}>
          <X aria-hidden className="h-5 w-5" />
        </Button>
      </div>
    </div>
  );
}
