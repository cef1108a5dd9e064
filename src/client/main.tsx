import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app-providers";
import { AnalyticsConsent } from "./features/analytics/analytics-consent";
import { captureEarlyInput, ReplayEarlyInput } from "./lib/early-input";
import { preloadPage } from "./lib/lazy-page";
import { PurchaseWatcher } from "./features/account/purchase-watcher";
import { queryClient } from "./lib/query-client";
import { PRERENDERED_ROUTES } from "./prerender-routes";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <BrowserRouter>
    <AppProviders queryClient={queryClient}>
      <AnalyticsConsent />
      <PurchaseWatcher />
      <ReplayEarlyInput />
    </AppProviders>
  </BrowserRouter>
);

// Static routes arrive prerendered (scripts/build.mjs): adopt that HTML instead of replacing it,
// so the text a visitor already reads stays put. Other routes get the empty shell.
const prerendered = PRERENDERED_ROUTES.find((route) => route.path === location.pathname.replace(/(.)\/+$/, "$1"));
if (prerendered && root.hasChildNodes()) {
  // Having the page's chunk in hand lets hydration finish at once.
  await preloadPage(prerendered.load);
  captureEarlyInput(root);
  // As a transition, React hydrates in small slices and answers taps in between, instead of one
  // long task that freezes a school tablet for a second (Lighthouse's Total Blocking Time).
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch means the prerender and the browser disagree: React recovers by rendering
      // afresh, but it is a bug (and slower), so it is logged where tests and people see it.
      onRecoverableError: (error, info) => console.error("Hydration problem:", error, info.componentStack ?? ""),
    });
  });
} else {
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(app));
}
