/**
 * Every route of SPEC 2 once, for the every-route e2e (site.spec.ts) and bench/web.bench.ts.
 * `who` is who may see it; `prerendered` routes arrive as HTML from the build.
 * `text` is real words each prerendered page must carry in its HTML before any JavaScript runs:
 * add a page's key facts here (e.g. the privacy policy's date and section titles).
 */
export type TSiteRoute = {
  path: string;
  /** File-name friendly name for screenshots and bench rows. */
  name: string;
  who: "visitor" | "user" | "admin";
  prerendered: boolean;
  /** The HTTP status of the page itself, when not 200 (an unknown address answers 404). */
  status?: number;
  text?: string[];
};

export const SITE_ROUTES: TSiteRoute[] = [
  { path: "/", name: "home", who: "visitor", prerendered: true, text: ["Turn your ideas into", "How It Works", "Example Projects", "Try This Example"] },
  { path: "/pricing", name: "pricing", who: "visitor", prerendered: true, text: ["Pricing", "$5", "1,000,000 tokens"] },
  { path: "/features", name: "features", who: "visitor", prerendered: true, text: ["Features", "Describe an idea in plain words", "How it works, in four steps"] },
  { path: "/doc", name: "doc", who: "visitor", prerendered: true, text: ["User guide", "How to describe an idea", "Building the blocks in Scratch", "Opening the .sb3 project"] },
  { path: "/about", name: "about", who: "visitor", prerendered: true, text: ["About PromptBlocks", "Our mission", "Why AI, and why this way"] },
  { path: "/for-schools", name: "for-schools", who: "visitor", prerendered: true, text: ["PromptBlocks for Schools", "Discounted bulk token purchases", "Get in touch"] },
  { path: "/for-parents", name: "for-parents", who: "visitor", prerendered: true, text: ["PromptBlocks for Parents", "Safety and consent"] },
  { path: "/privacy-policy", name: "privacy-policy", who: "visitor", prerendered: true, text: [
      "Privacy Policy",
      "May 21, 2025",
      "4. Children under 13 and parental consent",
      "5. Where your data is stored and who receives it",
      "6. Cookie Policy: cookies and local storage",
      "8. Seeing, downloading and deleting your data",
    ],
  },
  { path: "/terms-of-service", name: "terms-of-service", who: "visitor", prerendered: true, text: ["Terms of Service", "May 21, 2025", "12. Governing law and contact", "governed by the laws of Taiwan"] },
  { path: "/test-blocks", name: "test-blocks", who: "visitor", prerendered: true, text: ["Block gallery", "Your blocks", "when green flag clicked"] },
  { path: "/login", name: "login", who: "visitor", prerendered: false },
  { path: "/auth/callback?error=access_denied", name: "auth-callback-failed", who: "visitor", prerendered: false },
  { path: "/no-such-page", name: "not-found", who: "visitor", prerendered: false, status: 404 },
  { path: "/dashboard", name: "dashboard", who: "user", prerendered: false },
  { path: "/history", name: "history", who: "user", prerendered: false },
  { path: "/account", name: "account", who: "user", prerendered: false },
  { path: "/admin/dashboard", name: "admin-dashboard", who: "admin", prerendered: false },
];

/** The administrator start-e2e-server.ts configures (ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = "site-admin@example.com";
