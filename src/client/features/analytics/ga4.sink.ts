import type { TAnalyticsEvent, TAnalyticsSink } from "../../lib/analytics";

/** Where Google's tag is loaded from; the server's CSP names the same hosts (security-headers.ts). */
export const GA4_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

type TGtag = (...args: unknown[]) => void;
type TGaWindow = { dataLayer?: unknown[]; gtag?: TGtag };

export type TGa4Options = {
  measurementId: string;
  /** Adds Google's script to the page; tests pass their own. */
  loadScript?: (src: string) => void;
  /** The object gtag lives on (window in the browser). */
  target?: TGaWindow;
};

function appendScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * GA4 through Google's gtag.js, without the inline snippet (our CSP allows no inline script):
 * the same dataLayer queue is set up here. Google's script is fetched only with the first event,
 * and events only arrive after consent (lib/analytics.ts), so a visitor who never accepts never
 * contacts Google. Page views are sent by us on each route change, not by gtag's own guess.
 */
export function createGa4Sink({ measurementId, loadScript = appendScript, target }: TGa4Options): TAnalyticsSink {
  let gtag: TGtag | undefined;
  const start = (): TGtag => {
    if (gtag) return gtag;
    const host = target ?? (window as unknown as TGaWindow);
    host.dataLayer = host.dataLayer ?? [];
    const queue = host.dataLayer;
    // gtag.js reads the `arguments` objects it finds in dataLayer, exactly as Google's snippet pushes them.
    const push = function () {
      // eslint-disable-next-line prefer-rest-params
      queue.push(arguments);
    } as TGtag;
    host.gtag = push;
    push("js", new Date());
    push("config", measurementId, { send_page_view: false, anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false });
    loadScript(`${GA4_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`);
    gtag = push;
    return push;
  };

  return {
    send(event: TAnalyticsEvent) {
      const send = start();
      if (event.kind === "page_view") {
        send("event", "page_view", {
          page_path: event.path,
          page_location: typeof location === "undefined" ? event.path : location.origin + event.path,
          ...(event.title === undefined ? {} : { page_title: event.title }),
        });
        return;
      }
      send("event", "purchase", {
        currency: event.currency,
        value: event.value,
        transaction_id: event.transactionId,
        items: [{ item_id: "tokens", item_name: "PromptBlocks tokens", quantity: event.quantity }],
      });
    },
  };
}
