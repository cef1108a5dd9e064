import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { App } from "./app";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { AuthProvider } from "./features/auth/auth-provider";

/**
 * The whole app below the router. The browser (main.tsx) and the build-time prerender
 * (entry-prerender.tsx) render this same tree, so the hydrated page matches the HTML exactly;
 * only the router differs (BrowserRouter vs StaticRouter), and it is passed in from outside.
 * AuthProvider sits inside the router because logout navigates to "/".
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children?: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <App />
          <LazyToaster />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
