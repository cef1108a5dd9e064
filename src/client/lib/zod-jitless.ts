// Our CSP forbids eval. Zod probes for it with `new Function("")` when its first object schema
// is built and swallows the error, but the browser still files a CSP violation report on every
// page. jitless skips the probe (and the compiled fast path we could not use anyway).
// Zod keeps its settings on globalThis.__zod_globalConfig (so that every copy of zod shares them):
// setting it here, first thing in the client entry, reaches the schemas that load later without
// putting zod itself into the first download. zod-jitless.test.ts checks zod still reads it.
type TZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const holder = globalThis as TZodGlobal;
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
export {};
