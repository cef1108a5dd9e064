import type { TTokenPurchase } from "../../../shared/billing";

/**
 * Purchase detection (SPEC 4): when `tokensPurchased` grows, the buyer hears "Purchase
 * Successful!" and analytics gets one conversion. These are the pure parts, tested without a
 * browser; purchase-watcher.tsx wires them to the session.
 */

/** While a checkout tab may be open, the session is re-read this often... */
export const CHECKOUT_POLL_MS = 4_000;
/** ...for at most this long after the checkout was opened. */
export const CHECKOUT_WATCH_MS = 20 * 60_000;

export const PURCHASE_TOAST_TITLE = "Purchase Successful!";
export const purchaseToastText = (tokens: string) => `${tokens} tokens were added to your account. Happy creating!`;

export type TPurchaseBaseline = { userId: number; tokensPurchased: number };

/**
 * Compares the user now with what this tab saw before. A different (or first) user only sets the
 * baseline; growth for the same user is a purchase of `added` tokens.
 */
export function detectPurchase(
  baseline: TPurchaseBaseline | null,
  user: { id: number; tokensPurchased: number } | null,
): { baseline: TPurchaseBaseline | null; added: number } {
  if (!user) return { baseline: null, added: 0 };
  const next = { userId: user.id, tokensPurchased: user.tokensPurchased };
  if (!baseline || baseline.userId !== user.id) return { baseline: next, added: 0 };
  return { baseline: next, added: Math.max(0, user.tokensPurchased - baseline.tokensPurchased) };
}

/**
 * The conversion event for `added` new tokens: the newest purchases that make them up
 * (USD value, quantity = tokens, SPEC 1), identified by their order numbers.
 */
export function purchaseConversion(rows: TTokenPurchase[], added: number): { value: number; quantity: number; transactionId: string } {
  let tokens = 0;
  let value = 0;
  const ids: string[] = [];
  for (const row of rows) {
    if (tokens >= added) break;
    tokens += row.tokensPurchased;
    value += row.amountUsd;
    ids.push(row.gumroadOrderNumber ?? row.gumroadPurchaseId ?? String(row.id));
  }
  return { value: Math.round(value * 100) / 100, quantity: added, transactionId: ids.join(",") || `tokens-${added}` };
}

// When this tab last opened a checkout (module state: one tab, one clock).
let checkoutOpenedAt: number | null = null;
const listeners = new Set<() => void>();

export function markCheckoutOpened(now = Date.now()): void {
  checkoutOpenedAt = now;
  for (const listener of listeners) listener();
}

export function clearCheckoutOpened(): void {
  checkoutOpenedAt = null;
  for (const listener of listeners) listener();
}

export const getCheckoutOpenedAt = (): number | null => checkoutOpenedAt;

export function subscribeCheckout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
