import { Suspense, type ReactNode } from "react";
import { AgeGate } from "../../features/consent/age-gate";
import { HydrateLater } from "../../lib/hydrate-later";
import { ScrollToHash } from "./scroll-to-hash";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** The frame of every page; `children` is the page (the router's outlet, or a prerendered page itself). */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-xl focus:bg-surface focus:px-4 focus:py-2 focus:font-bold"
      >
        Skip to content
      </a>
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <HydrateLater>
        {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position (issue 31). */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageLoading />}>
            {children}
          </Suspense>
        </main>
      </HydrateLater>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <ScrollToHash />
      <AgeGate />
    </div>
  );
}
