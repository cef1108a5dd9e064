import { StrictMode, useLayoutEffect, type ReactNode } from "react";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { AuthProvider } from "./features/auth/auth-provider";
import { frameAdopted } from "./lib/hydrate-later";
import { NavigationContext, type TNavigation } from "./lib/navigation";

/**
 * What every tree of the app shares. The prerender (entry-prerender.tsx), the prerendered page
 * as it comes alive (prerendered-app.tsx) and the routed app (router-app.tsx) render this with
 * their own navigation and pages: the first two the same, so the hydrated page matches the HTML.
 * AuthProvider sits inside the navigation because logout navigates to "/". TanStack Query's cache
 * is not here: the routed app gives it to its pages, and a prerendered page's parts that need it
 * bring it (decision 600).
 */
export function AppProviders({
  navigation,
  pages,
  children,
}: {
  navigation: TNavigation;
  /** The site's frame and the page (or the router's routes). */
  pages: ReactNode;
  /** The browser's extras after the toasts (main.tsx). */
  children?: ReactNode;
}) {
  // Runs after every part's own layout effect: the frame is committed (lib/hydrate-later.tsx).
  useLayoutEffect(frameAdopted, []);
  return (
    <StrictMode>
      <NavigationContext value={navigation}>
        <AuthProvider>
          {pages}
          <LazyToaster />
          {children}
        </AuthProvider>
      </NavigationContext>
    </StrictMode>
  );
}
