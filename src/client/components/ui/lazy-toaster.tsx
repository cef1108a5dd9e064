import { useEffect, useState, type ComponentType } from "react";
import { useHasBeenTrue } from "../../lib/use-has-been-true";
import { useToast } from "./use-toast";

const loadToaster = () => import("./toaster");

/** What a visitor does before most toasts: a press, a key, a touch (toasts answer actions). */
const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The toast area (Radix Toast: SPEC 9's swipe, F8 and labels) is not part of a page's first
 * load: most visits show no toast, and its code is about 5 KB of a first load that issue 28 keeps
 * small. It is fetched at the visitor's first press, key or touch anywhere (most toasts answer
 * one, and this gives the code a head start on the action's own work), or with the first toast
 * if that comes sooner, and rendered as soon as the code is here, without React.lazy: Suspense
 * holds back a revealed boundary for about 300 ms, long enough for "Preparing download..." to be
 * replaced by "Downloaded!" before it was ever seen. Once mounted it stays, so F8 works from then on.
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
    const onIntent = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
      load();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      cancelled = true;
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    };
  }, [needed]);

  return needed && Toaster ? <Toaster /> : null;
}
