import "./lib/zod-jitless";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app-providers";
import { AnalyticsConsent } from "./features/analytics/analytics-consent";
import { queryClient } from "./lib/query-client";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <BrowserRouter>
    <AppProviders queryClient={queryClient}>
      <AnalyticsConsent />
    </AppProviders>
  </BrowserRouter>
);

// Static routes arrive prerendered (scripts/build.mjs): adopt that HTML instead of replacing it,
// so the text a visitor already reads stays put. Other routes get the empty shell.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
