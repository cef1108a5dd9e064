import { lazy, type ComponentType } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take any props
export type TPageModule = { default: ComponentType<any> };
export type TPageLoader = () => Promise<TPageModule>;

const loadedPages = new Map<TPageLoader, TPageModule>();

/**
 * React.lazy for a page that may arrive prerendered. Once `preloadPage` has fetched the module,
 * the lazy component resolves synchronously (a thenable that answers at once), so hydration
 * finishes in one pass. Otherwise the page's Suspense boundary would wait, dehydrated, and the
 * first state change (the session check) would make React throw the prerendered HTML away.
 */
export function lazyPage(load: TPageLoader) {
  return lazy(() => {
    const loaded = loadedPages.get(load);
    if (loaded) return { then: (resolve: (module: TPageModule) => void) => resolve(loaded) } as unknown as Promise<TPageModule>;
    return load().then((module) => {
      loadedPages.set(load, module);
      return module;
    });
  });
}

/** Fetches a page's module, so its lazy component (and the caller) has it at once. */
export async function preloadPage(load: TPageLoader): Promise<TPageModule> {
  const module = await load();
  loadedPages.set(load, module);
  return module;
}
