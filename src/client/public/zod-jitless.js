// Our CSP forbids eval. Zod probes for it with `new Function("")` when its first object schema
// is built and swallows the error, but the browser still files a CSP violation report on every
// page. jitless skips the probe (and the compiled fast path we could not use anyway).
// Zod keeps its settings on globalThis.__zod_globalConfig (so that every copy of zod shares
// them). This is a plain deferred script in index.html, before the module entry: deferred and
// module scripts run in document order, so it is set before any schema is built. (Imported from
// the entry, the bundler hoists the zod chunk above it and the probe runs first.)
// zod-jitless.test.ts checks zod still reads it.
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });
