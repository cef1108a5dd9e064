/**
 * The routes prerendered to HTML at build time (issue 12: text shows before JavaScript runs,
 * and search engines read it). One list for the build, the sitemap, the server and the tests.
 * `file` is where the build writes the page inside dist/client; `page` is the lazy page module
 * (relative to src/client) whose chunk the HTML preloads so hydration does not wait for it.
 */
export const PRERENDERED_ROUTES = [
  { path: "/", file: "prerendered/home.html", page: "pages/home-page.tsx" },
  { path: "/pricing", file: "prerendered/pricing.html", page: "pages/pricing-page.tsx" },
  { path: "/features", file: "prerendered/features.html", page: "pages/features-page.tsx" },
  { path: "/doc", file: "prerendered/doc.html", page: "pages/doc-page.tsx" },
  { path: "/about", file: "prerendered/about.html", page: "pages/about-page.tsx" },
  { path: "/for-schools", file: "prerendered/for-schools.html", page: "pages/for-schools-page.tsx" },
  { path: "/for-parents", file: "prerendered/for-parents.html", page: "pages/for-parents-page.tsx" },
  { path: "/privacy-policy", file: "prerendered/privacy-policy.html", page: "pages/privacy-policy-page.tsx" },
  { path: "/terms-of-service", file: "prerendered/terms-of-service.html", page: "pages/terms-of-service-page.tsx" },
] as const;

export type TPrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];
