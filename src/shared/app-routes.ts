/**
 * Every path the web app has a page for (src/client/app.tsx's routes; a unit test keeps the two
 * lists the same). The server answers any other path with HTTP 404 and the app's friendly
 * not-found page, so a mistyped address is not a page to search engines and link checkers.
 */
export const APP_ROUTE_PATHS = [
  "/",
  "/login",
  "/auth/callback",
  "/dashboard",
  "/account",
  "/history",
  "/pricing",
  "/features",
  "/doc",
  "/about",
  "/for-schools",
  "/for-parents",
  "/privacy-policy",
  "/terms-of-service",
  "/test-blocks",
  "/admin/dashboard",
  "/welcome",
  "/ask-a-parent",
  "/consent/manage/:token",
  "/consent/:token",
  "/test-checkout",
  "/teacher",
  "/join",
] as const;

const PATTERNS = APP_ROUTE_PATHS.map(
  (path) => new RegExp(`^${path.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}$`),
);

/** True when `pathname` (one trailing slash or more allowed, as React Router allows) is a page of the app. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PATTERNS.some((pattern) => pattern.test(path));
}
