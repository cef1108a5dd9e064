import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { AuthProvider } from "./features/auth/auth-provider";
import { NavigationContext, type TNavigation } from "./lib/navigation";

/**
 * What every tree of the app shares. The prerender (entry-prerender.tsx), the prerendered page
 * as it comes alive (prerendered-app.tsx) and the routed app (router-app.tsx) render this with
 * their own navigation and pages: the first two the same, so the hydrated page matches the HTML.
 * AuthProvider sits inside the navigation because logout navigates to "/".
 */
export function AppProviders({
  queryClient,
  navigation,
  pages,
  children,
}: {
  queryClient: QueryClient;
  navigation: TNavigation;
  /** The site's frame and the page (or the router's routes). */
  pages: ReactNode;
  /** The browser's extras after the toasts (main.tsx). */
  children?: ReactNode;
}) {
  return (
    <StrictMode>
      <NavigationContext value={navigation}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {pages}
            <LazyToaster />
            {children}
          </AuthProvider>
        </QueryClientProvider>
      </NavigationContext>
    </StrictMode>
  );
}
