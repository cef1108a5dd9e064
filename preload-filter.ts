import type { Plugin } from "vite";

type TChunkGraph = Record<string, { type: string; imports?: string[]; isEntry?: boolean }>;

/**
 * Vite preloads every chunk a dynamic import needs by appending a `<link rel="modulepreload">`
 * for each, while the page starts. The chunks the importing chunk already loaded through its own
 * static imports are in the browser by then, so preloading them again only costs time: on a phone
 * the home page's 49 links took 100-200 ms of the main thread (decision 119). This keeps the
 * links for what is really missing. The entry's own static imports are in the browser before any
 * other chunk runs, so they are never missing either (decision 550: leaving them out of every
 * list keeps the lists, which the first load carries, short).
 */
export function preloadOnlyWhatIsMissing() {
  let bundle: TChunkGraph | undefined;
  const closures = new Map<string, Set<string>>();

  /** Every chunk `fileName` loads through static imports, itself included. */
  function staticClosure(fileName: string): Set<string> {
    const known = closures.get(fileName);
    if (known) return known;
    const closure = new Set<string>();
    const visit = (name: string) => {
      if (closure.has(name)) return;
      closure.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === "chunk") for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(fileName);
    closures.set(fileName, closure);
    return closure;
  }

  const captureBundle: Plugin = {
    name: "promptblocks:preload-only-what-is-missing",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        bundle = output as unknown as TChunkGraph;
        closures.clear();
      },
    },
  };

  function resolveDependencies(_file: string, deps: string[], context: { hostId: string; hostType: "html" | "js" }): string[] {
    if (context.hostType !== "js" || !bundle) return deps;
    const loaded = staticClosure(context.hostId);
    const entries = Object.entries(bundle).filter(([, chunk]) => chunk.type === "chunk" && chunk.isEntry === true);
    const loadedFirst = entries.map(([fileName]) => staticClosure(fileName));
    return deps.filter((dep) => !loaded.has(dep) && !loadedFirst.some((closure) => closure.has(dep)));
  }

  return { captureBundle, resolveDependencies };
}
