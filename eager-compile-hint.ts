import type { Plugin } from "vite";

/** V8's explicit compile hint (Chromium 136+): compile every function of this file as it arrives. */
const COMPILE_ALL_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks chunks whose functions all run as soon as they are imported for eager compilation
 * (decision 500). Without the hint, V8 compiles a function on the main thread when it is first
 * called; the stage engine's chunk wraps Scratch's prebuilt bundles in functions nested three
 * deep, each called once at import, so each level was parsed again on the main thread after the
 * Run click. With the hint V8 compiles them while the chunk streams in, off the main thread. The
 * hint must be the file's first line, so it is added after minifying.
 */
export function eagerCompileHint(chunkName: RegExp): Plugin {
  return {
    name: "promptblocks:eager-compile-hint",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk" && chunkName.test(output.fileName)) output.code = COMPILE_ALL_HINT + output.code;
        }
      },
    },
  };
}
