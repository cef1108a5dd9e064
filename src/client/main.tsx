import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app-providers";
import { AnalyticsConsent } from "./features/analytics/analytics-consent";
import { captureEarlyInput, ReplayEarlyInput } from "./lib/early-input";
import { hydrateProgressively } from "./lib/hydrate-later";
import { nextTask } from "./lib/next-task";
import { preloadPageChunks } from "./lib/page-chunks";
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
  // Having the page's chunk in hand lets hydration finish at once. Each step starts a task of its
  // own: evaluating our modules, announcing the page's chunks, evaluating them, adopting the page
  // (decision 119).
  await nextTask();
  await preloadPageChunks();
  await preloadPage(prerendered.load);
  await nextTask();
  captureEarlyInput(root);
  // Preact (decision 118) adopts the page in one pass, except the parts wrapped in HydrateLater,
  // adopted in later tasks (decision 119). A mismatch would show as the prerendered text
  // changing, which the site e2e test checks for.
  hydrateProgressively(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
