import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// Import boundaries (DESIGN.md "Layout"): blocks and shared are isomorphic and import neither
// server nor client; client never imports server except `import type`.
const forbid = (patterns, message) => ({
  "no-restricted-imports": ["error", { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

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
        { patterns: [{ group: ["**/server/**", "**/server"], allowTypeImports: true, message: "The client may only `import type` from the server." }] },
      ],
    },
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
