import type { TPageLoader } from "./lib/lazy-page";

/**
 * The routes prerendered to HTML at build time (issue 12: text shows before JavaScript runs,
 * and search engines read it). One list for the build, the sitemap, the server and the tests.
 * `file` is where the build writes the page inside dist/client; `page` is the lazy page module
 * (relative to src/client) whose chunk the HTML preloads, and `load` imports it: app.tsx renders
 * the page through it and main.tsx awaits it before hydrating.
 */
export const PRERENDERED_ROUTES = [
  { path: "/", file: "prerendered/home.html", page: "pages/home-page.tsx", load: () => import("./pages/home-page") },
  { path: "/pricing", file: "prerendered/pricing.html", page: "pages/pricing-page.tsx", load: () => import("./pages/pricing-page") },
  { path: "/features", file: "prerendered/features.html", page: "pages/features-page.tsx", load: () => import("./pages/features-page") },
  { path: "/doc", file: "prerendered/doc.html", page: "pages/doc-page.tsx", load: () => import("./pages/doc-page") },
  { path: "/about", file: "prerendered/about.html", page: "pages/about-page.tsx", load: () => import("./pages/about-page") },
  { path: "/for-schools", file: "prerendered/for-schools.html", page: "pages/for-schools-page.tsx", load: () => import("./pages/for-schools-page") },
  { path: "/for-parents", file: "prerendered/for-parents.html", page: "pages/for-parents-page.tsx", load: () => import("./pages/for-parents-page") },
  { path: "/privacy-policy", file: "prerendered/privacy-policy.html", page: "pages/privacy-policy-page.tsx", load: () => import("./pages/privacy-policy-page") },
  { path: "/terms-of-service", file: "prerendered/terms-of-service.html", page: "pages/terms-of-service-page.tsx", load: () => import("./pages/terms-of-service-page") },
  // The block gallery: its text and sample panels show at once; the pictures draw when scratchblocks arrives.
  { path: "/test-blocks", file: "prerendered/test-blocks.html", page: "pages/test-blocks-page.tsx", load: () => import("./pages/test-blocks-page") },
] as const satisfies readonly { path: string; file: string; page: string; load: TPageLoader }[];

export type TPrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];

/** The page module of each prerendered route, by path. */
export const pageLoader = (path: TPrerenderedRoute["path"]): TPageLoader =>
  PRERENDERED_ROUTES.find((route) => route.path === path)?.load ?? (() => Promise.reject(new Error(`${path} is not prerendered`)));
