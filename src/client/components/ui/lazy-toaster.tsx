import { lazy, Suspense } from "react";
import { useHasBeenTrue } from "../../lib/use-has-been-true";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster"));

/**
 * The toast area (Radix Toast: SPEC 9's swipe, F8 and labels) arrives with the first toast,
 * not with every page: most visits show none, and its code is about 10 KB of a first load that
 * issue 12 keeps small. From then on it stays, so F8 and the next toasts are immediate.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const needed = useHasBeenTrue(toasts.length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
