import { useEffect, type ReactNode } from "react";
import { BrowserRouter, Link, NavLink, useLocation, useNavigate, useSearchParams, type NavigateOptions, type To } from "react-router";
import { App } from "./app";
import { AppProviders } from "./app-providers";
import { preloadPage } from "./lib/lazy-page";
import { controlAt, controlIndex } from "./lib/load-on-intent";
import { QueryClientScope } from "./lib/query-client-scope";
import type { TNavigation } from "./lib/navigation";
import { PRERENDERED_ROUTES } from "./prerender-routes";

/** React Router's own links and hooks, for the pages once the router runs. */
const routerNavigation: TNavigation = { Link, NavLink, useLocation, useNavigate, useSearchParams };

/**
 * Has the prerendered page shown now ready for the routes, so the router draws it at once. Its
 * module is in the browser already (main.tsx imported it by the same address).
 */
export async function preloadCurrentPage(): Promise<void> {
  const route = PRERENDERED_ROUTES.find((candidate) => candidate.path === location.pathname.replace(/(.)\/+$/, "$1"));
  if (route) await preloadPage(route.load);
}

export type TPendingNavigation = { to: To; options?: NavigateOptions };

let pending: (TPendingNavigation & { focused: number | null }) | undefined;

const appRoot = () => document.getElementById("root");

/**
 * Has the router, as soon as it runs, make this navigation. The routed app draws the page afresh
 * first, so the control that had focus (the link pressed with Enter) is noted to be focused again
 * in the new drawing, where the same control stands at the same place.
 */
export function navigateOnStart(next: TPendingNavigation): void {
  pending = { ...next, focused: controlIndex(appRoot(), document.activeElement) };
}

/** The navigation that brought the router (a link pressed on a prerendered page), made by the router. */
function PendingNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const next = pending;
    pending = undefined;
    if (!next) return;
    if (next.focused !== null) controlAt(appRoot(), next.focused)?.focus({ preventScroll: true });
    void navigate(next.to, next.options);
  }, [navigate]);
  return null;
}

/**
 * The whole app with React Router: every page that is not prerendered, and every page once a
 * visitor moves on from a prerendered one (main.tsx). Loaded on its own, off a prerendered
 * page's first load.
 */
export function RouterApp({ children }: { children?: ReactNode }) {
  return (
    <BrowserRouter>
      <AppProviders
        navigation={routerNavigation}
        pages={
          <QueryClientScope>
            <App />
          </QueryClientScope>
        }
      >
        {children}
        <PendingNavigation />
      </AppProviders>
    </BrowserRouter>
  );
}
