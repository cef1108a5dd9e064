// The one small interface between PromptBlocks and any analytics service. Features report what
// happened (a page view, a purchase); sinks (GA4 when configured) decide where it goes. Nothing
// is sent until the visitor has consented and the user is not a child waiting on or covered by
// parental consent: until `setAnalyticsAllowed(true)`, events are dropped, never queued, so
// nothing collected before consent can leak out later.

export type TAnalyticsEvent =
  | { kind: "page_view"; path: string; title?: string }
  | {
      kind: "purchase";
      /** SPEC 1: purchase currency is USD; quantity is the token count. */
      currency: "USD";
      value: number;
      quantity: number;
      transactionId: string;
    };

export interface TAnalyticsSink {
  send(event: TAnalyticsEvent): void;
}

const sinks = new Set<TAnalyticsSink>();
let isAllowed = false;

/** Adds a destination; the returned function removes it. */
export function registerAnalyticsSink(sink: TAnalyticsSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** Consent given (and not a child's account): events flow. Withdrawn: they stop at once. */
export function setAnalyticsAllowed(allowed: boolean): void {
  isAllowed = allowed;
}

export function isAnalyticsAllowed(): boolean {
  return isAllowed;
}

function emit(event: TAnalyticsEvent): void {
  if (!isAllowed) return;
  for (const sink of sinks) {
    try {
      sink.send(event);
    } catch (error) {
      // Analytics must never break the page it measures.
      console.warn("Analytics sink failed", error);
    }
  }
}

export function trackPageView(path: string, title?: string): void {
  emit({ kind: "page_view", path, ...(title === undefined ? {} : { title }) });
}

export function trackPurchase(purchase: { value: number; quantity: number; transactionId: string }): void {
  emit({ kind: "purchase", currency: "USD", ...purchase });
}
