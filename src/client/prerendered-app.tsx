import type { ComponentType, ReactNode } from "react";
import { AppProviders } from "./app-providers";
import { SiteLayout } from "./components/layout/site-layout";
import type { TNavigation } from "./lib/navigation";

/**
 * A prerendered page without React Router (decision 550): the same frame and page the routes
 * would render for its address, so the prerender writes, and the browser adopts, the very HTML
 * the routed app would. Its navigation brings the router at the first move to another page.
 */
export function PrerenderedApp({
  Page,
  navigation,
  children,
}: {
  Page: ComponentType;
  navigation: TNavigation;
  children?: ReactNode;
}) {
  return (
    <AppProviders
      navigation={navigation}
      pages={
        <SiteLayout>
          <Page />
        </SiteLayout>
      }
    >
      {children}
    </AppProviders>
  );
}
