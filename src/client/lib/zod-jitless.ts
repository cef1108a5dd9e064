import { config } from "zod";

// Our CSP forbids eval. Zod probes for it with `new Function("")` when its first object schema
// is built and swallows the error, but the browser still files a CSP violation report on every
// page. jitless skips the probe (and the compiled fast path we could not use anyway). This module
// must be the client entry's first import: the shared schemas are built as their modules load.
config({ jitless: true });
