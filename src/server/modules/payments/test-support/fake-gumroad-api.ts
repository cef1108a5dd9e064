import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Gumroad's API v2 as the webhook's confirmation step sees it, on 127.0.0.1 for tests:
 * GET /v2/sales/:id with a bearer token answers `{ success: true, sale }` (the fields of Gumroad's
 * sale JSON: price in cents, currency_symbol, quantity, refunded, chargedback, disputed, ...) or
 * Gumroad's 404 `{ success: false, message }`. `reachable = false` drops connections, like an
 * outage, so the real client code meets a real network failure.
 */
export interface TFakeSale {
  id: string;
  email: string;
  seller_id: string;
  product_id: string;
  product_name: string;
  product_permalink: string;
  price: number;
  currency_symbol?: string;
  quantity?: number;
  order_id?: number;
  refunded?: boolean;
  chargedback?: boolean;
  disputed?: boolean;
  dispute_won?: boolean;
  test?: boolean;
  created_at?: string;
}

export interface TFakeGumroadApi {
  baseURL: string;
  accessToken: string;
  sales: Map<string, TFakeSale>;
  reachable: boolean;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeGumroadApi(accessToken = "fake-gumroad-token"): Promise<TFakeGumroadApi> {
  const state: TFakeGumroadApi = {
    baseURL: "",
    accessToken,
    sales: new Map(),
    reachable: true,
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    if (!state.reachable) {
      request.socket.destroy();
      return;
    }
    state.requests.push(`${request.method} ${request.url}`);
    const json = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.headers.authorization !== `Bearer ${state.accessToken}`) return json(401, { success: false, message: "The access token is invalid." });
    const match = /^\/v2\/sales\/([^/?]+)$/.exec(request.url ?? "");
    if (request.method !== "GET" || !match) return json(404, { success: false, message: "Not found" });
    const sale = state.sales.get(decodeURIComponent(match[1] ?? ""));
    if (!sale) return json(404, { success: false, message: "The sale was not found." });
    return json(200, {
      success: true,
      sale: {
        currency_symbol: "$",
        quantity: 1,
        refunded: false,
        partially_refunded: false,
        chargedback: false,
        disputed: false,
        dispute_won: false,
        purchase_email: sale.email,
        formatted_display_price: `$${(sale.price / 100).toFixed(2)}`,
        created_at: new Date().toISOString(),
        ...sale,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
