import { useEffect, useRef, useSyncExternalStore } from "react";
import { toast } from "../../components/ui/use-toast";
import { trackPurchase } from "../../lib/analytics";
import { formatCount } from "../../lib/format";
import { invalidateLoadedQueries } from "../../lib/loaded-query-client";
import { queryKeys } from "../../lib/query-keys";
import { fetchSessionUser } from "../auth/auth.api";
import { useAuth } from "../auth/auth-context";
import { fetchTokenPurchases } from "./billing.api";
import {
  CHECKOUT_POLL_MS,
  CHECKOUT_WATCH_MS,
  clearCheckoutOpened,
  detectPurchase,
  getCheckoutOpenedAt,
  PURCHASE_TOAST_TITLE,
  purchaseConversion,
  purchaseToastText,
  subscribeCheckout,
  type TPurchaseBaseline,
} from "./checkout-state";

/**
 * SPEC 4 purchase detection, mounted once for the whole app. The session is re-read when the
 * tab regains focus (the storefront tab closed) and every few seconds while a checkout this tab
 * opened may still be running; growth of tokensPurchased shows the toast and reports one
 * conversion. A failed re-read changes nothing (it never signs anyone out).
 */
export function PurchaseWatcher() {
  const { user, updateUser } = useAuth();
  const baseline = useRef<TPurchaseBaseline | null>(null);
  const openedAt = useSyncExternalStore(subscribeCheckout, getCheckoutOpenedAt, () => null);
  const userId = user?.id ?? null;

  useEffect(() => {
    const { baseline: next, added } = detectPurchase(baseline.current, user);
    baseline.current = next;
    if (added <= 0) return;
    clearCheckoutOpened();
    toast({ title: PURCHASE_TOAST_TITLE, description: purchaseToastText(formatCount(added)), duration: 8_000 });
    void invalidateLoadedQueries({ queryKey: queryKeys.tokenPurchases });
    void fetchTokenPurchases(10)
      .then((rows) => trackPurchase(purchaseConversion(rows, added)))
      .catch((error: unknown) => console.warn("Purchase recorded, but its details could not be read for analytics", error));
  }, [user]);

  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    const reread = async () => {
      try {
        const fresh = await fetchSessionUser();
        if (!stopped && fresh.id === userId) {
          updateUser({ tokensPurchased: fresh.tokensPurchased, availableTokens: fresh.availableTokens, isSubscribed: fresh.isSubscribed, subscriptionId: fresh.subscriptionId });
        }
      } catch {
        // Offline or signed out elsewhere: the next focus or poll tries again.
      }
    };
    const onFocus = () => void reread();
    const onVisible = () => {
      if (document.visibilityState === "visible") void reread();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onVisible);
    const poll =
      openedAt !== null
        ? setInterval(() => {
            if (Date.now() - openedAt > CHECKOUT_WATCH_MS) clearCheckoutOpened();
            else void reread();
          }, CHECKOUT_POLL_MS)
        : undefined;
    return () => {
      stopped = true;
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onVisible);
      clearInterval(poll);
    };
  }, [userId, openedAt, updateUser]);

  return null;
}
