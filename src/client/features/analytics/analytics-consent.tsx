import { useEffect, useState } from "react";
import { Link, useLocation } from "../../lib/navigation";
import { Button } from "../../components/ui/button";
import { registerAnalyticsSink, setAnalyticsAllowed, trackPageView } from "../../lib/analytics";
import { useAuth } from "../auth/auth-context";
import { isAnalyticsPermitted, setConsentChoice, useConsentChoice } from "./analytics-consent.store";
import { createGa4Sink } from "./ga4.sink";

/** Set at build time; without it there is no analytics at all, and so no question to ask. */
const GA_MEASUREMENT_ID: string = import.meta.env.VITE_GA_MEASUREMENT_ID ?? "";

/**
 * Wires analytics for the whole app: registers GA4 when configured, opens the gate only for a
 * visitor who accepted (and is not a child's account), reports a page view on every route
 * change, and shows the consent banner until the visitor answers.
 */
export function AnalyticsConsent() {
  const choice = useConsentChoice();
  const { status, user } = useAuth();
  const { pathname, search } = useLocation();
  const isConfigured = GA_MEASUREMENT_ID !== "";
  const isPermitted = isConfigured && isAnalyticsPermitted(choice, { status, user });
  // Not rendered in the prerendered HTML: the banner appears after hydration, never in its way.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);

  useEffect(() => {
    if (!isConfigured) return;
    return registerAnalyticsSink(createGa4Sink({ measurementId: GA_MEASUREMENT_ID }));
  }, [isConfigured]);

  useEffect(() => {
    setAnalyticsAllowed(isPermitted);
    return () => setAnalyticsAllowed(false);
  }, [isPermitted]);

  useEffect(() => {
    if (!isPermitted) return;
    // The new page sets its <title> as it renders; give it that moment.
    const timer = setTimeout(() => trackPageView(pathname + search, document.title), 300);
    return () => clearTimeout(timer);
  }, [isPermitted, pathname, search]);

  const isChildAccount = status === "authenticated" && !isAnalyticsPermitted("granted", { status, user });
  if (!isMounted || !isConfigured || choice !== "unset" || status === "loading" || isChildAccount) return null;
  return <ConsentBanner />;
}

function ConsentBanner() {
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-2xl rounded-2xl border-2 border-line bg-surface p-4 shadow-lg sm:p-5"
      data-testid="consent-banner"
    >
      <h2 id="consent-title" className="text-lg">
        May we count your visit?
      </h2>
      <p className="mt-1 text-ink-soft">
        With your yes, Google Analytics counts which pages are visited so we can make PromptBlocks better. No ads,
        and never for children's accounts.{" "}
        <Link to="/privacy-policy#cookies" className="font-bold">
          Cookies and privacy
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setConsentChoice("granted")}>
          Yes, that's fine
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConsentChoice("denied")}>
          No, thanks
        </Button>
      </div>
    </section>
  );
}
