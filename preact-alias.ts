/**
 * The browser runs our React code on Preact's compatibility layer (decision 118): the same
 * components, hooks and libraries (React Router, TanStack Query, Radix), about 55 KB less
 * JavaScript before a page can answer. Vite (the client and its prerender) and Vitest share
 * this list, so the tests run the code the browser runs.
 */
export const PREACT_ALIAS = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
