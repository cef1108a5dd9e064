import { useEffect, useState, type ComponentType } from "react";
import { useHasBeenTrue } from "../../lib/use-has-been-true";
import { useToast } from "./use-toast";

const loadToaster = () => import("./toaster");

/** How long after the page comes alive the toast area's code is fetched, if the browser is busy. */
const PREFETCH_TIMEOUT_MS = 3000;

/**
 * The toast area (Radix Toast: SPEC 9's swipe, F8 and labels) is not part of a page's first
 * load: most visits show no toast, and its code is about 10 KB of a first load that issue 12
 * keeps small. It is fetched once the page is idle (or with the first toast, if that comes
 * sooner) and rendered as soon as the code is here, without React.lazy: Suspense holds back a
 * revealed boundary for about 300 ms, long enough for "Preparing download..." to be replaced by
 * "Downloaded!" before it was ever seen. Once mounted it stays, so F8 works from then on.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const needed = useHasBeenTrue(toasts.length > 0);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadToaster().then((module) => {
        if (!cancelled) setToaster(() => module.default);
      });
    if (needed) {
      load();
      return () => void (cancelled = true);
    }
    const handle = typeof requestIdleCallback === "function" ? requestIdleCallback(load, { timeout: PREFETCH_TIMEOUT_MS }) : undefined;
    const timer = handle === undefined ? setTimeout(load, PREFETCH_TIMEOUT_MS) : undefined;
    return () => {
      cancelled = true;
      if (handle !== undefined) cancelIdleCallback(handle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [needed]);

  return needed && Toaster ? <Toaster /> : null;
}
