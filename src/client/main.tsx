import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { NavigateOptions, To } from "react-router";
import { AnalyticsConsent } from "./features/analytics/analytics-consent";
import { PurchaseWatcher } from "./features/account/purchase-watcher";
import { captureEarlyInput, ReplayEarlyInput } from "./lib/early-input";
import { adoptionStarts } from "./lib/hydrate-later";
import { browserLightNavigation } from "./lib/light-navigation";
import { nextTask } from "./lib/next-task";
import type { TPageModule } from "./lib/lazy-page";
import { preloadPageChunks, prerenderedPageModule } from "./lib/page-chunks";
import { PrerenderedApp } from "./prerendered-app";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const browserExtras = (
  <>
    <AnalyticsConsent />
    <PurchaseWatcher />
    <ReplayEarlyInput />
  </>
);

// React Router and the routes come in a chunk of their own: a prerendered page does not need
// them until the visitor moves to another page (decision 550).
const loadRouterApp = () => import("./router-app");

/** The whole app with the router, at the browser's address, then (if asked) at `to`. */
async function renderRouterApp(reactRoot: Root, next?: { to: To; options?: NavigateOptions }): Promise<void> {
  const { RouterApp, navigateOnStart, preloadCurrentPage } = await loadRouterApp();
  // The page shown now is drawn afresh at once, not through a loading state.
  await preloadCurrentPage();
  if (next) navigateOnStart(next);
  reactRoot.render(<RouterApp>{browserExtras}</RouterApp>);
}

// Static routes arrive prerendered (scripts/build.mjs): adopt that HTML instead of replacing it,
// so the text a visitor already reads stays put. Other routes get the empty shell.
const pageModule = prerenderedPageModule();
if (pageModule && root.hasChildNodes()) {
  // Having the page's chunk in hand lets hydration finish at once. Each step starts a task of its
  // own: evaluating our modules, announcing the page's chunks, evaluating them, adopting the page
  // (decision 119).
  await nextTask();
  await preloadPageChunks();
  const { default: Page } = (await import(/* @vite-ignore */ pageModule)) as TPageModule;
  await nextTask();
  captureEarlyInput(root);
  // The page comes alive without React Router; the first move to another page swaps in the
  // routed app (the same frame, drawn afresh) and lets the router make that move.
  let routerStarted = false;
  const navigation = browserLightNavigation(
    (to, options) => {
      if (routerStarted) return;
      routerStarted = true;
      void renderRouterApp(reactRoot, { to, options });
    },
    () => void loadRouterApp(),
  );
  // React adopts the page's frame in this pass and each part wrapped in HydrateLater afterwards,
  // in short slices of idle work (decision 128). A mismatch between the prerendered HTML and the
  // first render is reported by React on the console, which the e2e tests treat as a failure.
  // Inside a transition the adoption itself is sliced too: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole frame (a 300 ms task on a phone),
  // and a click or key on a part not yet adopted makes React adopt that part first.
  let reactRoot!: Root;
  adoptionStarts();
  startTransition(() => {
    reactRoot = hydrateRoot(
      root,
      <PrerenderedApp Page={Page} navigation={navigation}>
        {browserExtras}
      </PrerenderedApp>,
    );
  });
} else {
  await renderRouterApp(createRoot(root));
}
