import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Import boundaries (DESIGN.md "Layout"): blocks and shared are isomorphic and import neither
// server nor client; client never imports server except `import type`.
const forbid = (patterns, message) => ({
  "no-restricted-imports": ["error", { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

const clientServerBoundary = { group: ["**/server/**", "**/server"], allowTypeImports: true, message: "The client may only `import type` from the server." };
/** What the pages use of a router, through lib/navigation.tsx (decision 550). */
const NAVIGATION_NAMES = ["Link", "NavLink", "useLocation", "useNavigate", "useSearchParams"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "src/server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [clientServerBoundary],
          paths: [
            {
              name: "react-router",
              importNames: [...NAVIGATION_NAMES],
              allowTypeImports: true,
              message: "Import it from lib/navigation: a prerendered page runs without React Router until the first move to another page (decision 550).",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that hands React Router's own links and hooks to lib/navigation.
    files: ["src/client/router-app.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [clientServerBoundary] }] },
  },
  {
    files: ["src/blocks/**/*.ts"],
    rules: forbid(["**/server/**", "**/client/**", "node:*"], "src/blocks is pure and isomorphic: no server, client or Node imports."),
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: forbid(["**/server/**", "**/client/**", "node:*"], "src/shared is the isomorphic contract: no server, client or Node imports."),
  },
  {
    files: ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**", "bench/**"],
    rules: { "no-restricted-imports": "off", "@typescript-eslint/no-restricted-imports": "off" },
  },
);
