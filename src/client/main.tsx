import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app-providers";
import { AnalyticsConsent } from "./features/analytics/analytics-consent";
import { captureEarlyInput, ReplayEarlyInput } from "./lib/early-input";
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
  // React adopts the page's frame in this pass and each part wrapped in HydrateLater afterwards,
  // in short slices of idle work (decision 128). A mismatch between the prerendered HTML and the
  // first render is reported by React on the console, which the e2e tests treat as a failure.
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
