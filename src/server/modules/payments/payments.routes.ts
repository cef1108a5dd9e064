import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import {
  GUMROAD_LIBRARY_URL,
  PACK_PRICE_USD,
  TEST_CHECKOUT_PATH,
  ZTestCheckoutRequest,
  type TPaymentOffer,
  type TTestCheckoutResponse,
} from "../../../shared/billing";
import type { TAppBindings, TAppDeps } from "../../app-context";
import type { TAppEnv } from "../../env";
import { AppError, notFound } from "../../lib/app-error";
import { clientIp } from "../../lib/client-ip";
import { linkBaseUrl } from "../../lib/link-base-url";
import { readJsonBody } from "../../lib/request-body";
import { assertReadableText } from "../../lib/text-input";
import { rateLimit } from "../../middleware/rate-limit";
import { errorHandler } from "../../middleware/error-handler";
import { getTokensPerPack, PACK_PRICE_CENTS } from "../billing/billing.purchases";
import { createGumroadApiClient } from "./gumroad-api.client";
import { buildGumroadPing, newOrderNumber, newSaleId } from "./gumroad-ping.build";
import { lastPathSegment, readGumroadPing, readPingBody } from "./gumroad-ping.parse";
import { handleGumroadSale, type TWebhookPolicy } from "./gumroad-webhook.service";

/** The local test checkout sells this product; its (test) sales are accepted only while it is on. */
export const TEST_CHECKOUT_PRODUCT = {
  id: "promptblocks-local-test-pack",
  permalink: "promptblocks-test-tokens",
  name: "PromptBlocks tokens (local test checkout)",
  sellerId: "local-test-seller",
} as const;

/** Resource subscriptions without a sale to credit or take back (subscriptions are not sold here). */
const NON_SALE_RESOURCES = new Set(["cancellation", "subscription_ended", "subscription_restarted", "subscription_updated"]);

/**
 * The webhook's path secret: GUMROAD_WEBHOOK_SECRET, or, while only the local test checkout
 * sells, one derived from the session secret (the same on every instance, nothing to configure).
 * Undefined: the webhook route does not exist.
 */
export function webhookSecretOf(env: TAppEnv): string | undefined {
  if (env.GUMROAD_WEBHOOK_SECRET !== undefined) return env.GUMROAD_WEBHOOK_SECRET;
  if (!env.isTestCheckoutEnabled) return undefined;
  return createHmac("sha256", env.SESSION_SECRET).update("promptblocks:test-checkout-webhook").digest("base64url");
}

/** Constant time whatever the lengths: compare digests, never the strings. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Where upgrade controls send a signed-in user (SPEC 7 adds the query parameters). */
export function checkoutUrlOf(env: TAppEnv): string | null {
  return env.GUMROAD_PRODUCT_URL ?? (env.isTestCheckoutEnabled ? TEST_CHECKOUT_PATH : null);
}

/** Where the teacher dashboard's buy button goes: the schools' product when set (issue 32), else the usual one. */
export function schoolsCheckoutUrlOf(env: TAppEnv): string | null {
  return env.GUMROAD_SCHOOLS_PRODUCT_URL ?? checkoutUrlOf(env);
}

function webhookPolicy(env: TAppEnv): TWebhookPolicy {
  const permalinks = [env.GUMROAD_PRODUCT_URL, env.GUMROAD_SCHOOLS_PRODUCT_URL].flatMap((url) => (url === undefined ? [] : [lastPathSegment(url)]));
  const ids = [env.GUMROAD_PRODUCT_ID, env.GUMROAD_SCHOOLS_PRODUCT_ID].flatMap((id) => (id ? [id] : []));
  const schoolsPermalink = env.GUMROAD_SCHOOLS_PRODUCT_URL === undefined ? "" : lastPathSegment(env.GUMROAD_SCHOOLS_PRODUCT_URL);
  return {
    sellerId: env.GUMROAD_SELLER_ID,
    product: { ids, permalinks: permalinks.filter((permalink): permalink is string => Boolean(permalink)) },
    schools: {
      product: { ids: env.GUMROAD_SCHOOLS_PRODUCT_ID ? [env.GUMROAD_SCHOOLS_PRODUCT_ID] : [], permalinks: schoolsPermalink ? [schoolsPermalink] : [] },
      packPriceCents: env.GUMROAD_SCHOOLS_PACK_PRICE_CENTS,
    },
    testCheckoutProduct: env.isTestCheckoutEnabled ? { ids: [TEST_CHECKOUT_PRODUCT.id], permalinks: [TEST_CHECKOUT_PRODUCT.permalink] } : null,
    acceptTest: env.GUMROAD_ACCEPT_TEST,
    api: env.GUMROAD_ACCESS_TOKEN ? createGumroadApiClient({ baseUrl: env.GUMROAD_API_BASE_URL, accessToken: env.GUMROAD_ACCESS_TOKEN }) : undefined,
  };
}

/**
 * POST /api/webhooks/gumroad/:secret, Gumroad's Ping and resource subscriptions. Self-contained
 * (database and clock from deps, its own error handler) so the local test checkout can deliver
 * its pings through this very route in-process.
 */
export function createGumroadWebhookRoutes(deps: TAppDeps) {
  const { env } = deps;
  const secret = webhookSecretOf(env);
  const policy = webhookPolicy(env);
  const routes = new Hono();
  routes.onError(errorHandler);
  routes.post("/gumroad/:secret", async (c) => {
    // A wrong secret looks exactly like a route that does not exist, and stores nothing.
    if (secret === undefined || !sameSecret(c.req.param("secret"), secret)) return c.json({ message: "Not found", code: "not_found" }, 404);
    let payload: unknown;
    try {
      payload = await readPingBody(c.req.raw);
    } catch {
      throw new AppError("invalid_body", 400, "The ping body could not be read.");
    }
    // A field PostgreSQL cannot store is a 400, which Gumroad does not retry for ever (issue 25).
    assertReadableText(payload);
    const resource = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>).resource_name : undefined;
    if (typeof resource === "string" && NON_SALE_RESOURCES.has(resource)) return c.json({ status: "ignored", reason: `${resource}: nothing to do` });
    const ping = readGumroadPing(payload);
    const outcome = await handleGumroadSale({ db: deps.database.db, policy, ping, now: deps.now?.() ?? new Date() });
    console.info(`Gumroad ping ${ping.saleId}: ${outcome.status}${"reason" in outcome ? ` (${outcome.reason})` : ""}`);
    return c.json(outcome, 200);
  });
  return routes;
}

/**
 * /api/payments: the offer (price, tokens per pack from the live setting, where to buy) and the
 * local test checkout, which answers 404 unless it is on (never in production).
 */
export function createPaymentsRoutes(deps: TAppDeps, webhook: ReturnType<typeof createGumroadWebhookRoutes>) {
  const { env } = deps;
  const requireTestCheckout: MiddlewareHandler<TAppBindings> = async (c, next) => {
    if (!env.isTestCheckoutEnabled) throw notFound(`No API route for ${c.req.method} ${c.req.path}`);
    await next();
  };
  // Test tokens cost nothing; even on this machine, a runaway script should not mint without end.
  const limitTestCheckout = rateLimit({ name: "test-checkout", limit: () => 30, key: (c) => clientIp(c, env.TRUST_PROXY) });

  return new Hono<TAppBindings>()
    .get("/offer", async (c) =>
      c.json<TPaymentOffer>({
        priceUsd: PACK_PRICE_USD,
        tokensPerPack: await getTokensPerPack(c.var.db),
        checkoutUrl: checkoutUrlOf(env),
        isTestCheckout: env.GUMROAD_PRODUCT_URL === undefined && env.isTestCheckoutEnabled,
        libraryUrl: GUMROAD_LIBRARY_URL,
        monthlyTokenLimit: env.MONTHLY_TOKEN_LIMIT,
      }),
    )
    .post("/test-checkout", requireTestCheckout, limitTestCheckout, async (c) => {
      const order = await readJsonBody(c, ZTestCheckoutRequest);
      const saleId = newSaleId();
      const orderNumber = newOrderNumber();
      const ping = buildGumroadPing({
        saleId,
        orderNumber,
        sellerId: env.GUMROAD_SELLER_ID ?? TEST_CHECKOUT_PRODUCT.sellerId,
        productId: TEST_CHECKOUT_PRODUCT.id,
        productName: TEST_CHECKOUT_PRODUCT.name,
        productUrl: `${linkBaseUrl(env)}${TEST_CHECKOUT_PATH}/${TEST_CHECKOUT_PRODUCT.permalink}`,
        email: order.email,
        priceCents: PACK_PRICE_CENTS * order.quantity,
        quantity: order.quantity,
        test: true,
        ...(order.customUserId !== undefined ? { customUserId: order.customUserId } : {}),
        ...(order.classId !== undefined ? { classId: order.classId } : {}),
      });
      // Delivered through the real webhook route, exactly as Gumroad would post it.
      const delivered = await webhook.request(`/gumroad/${encodeURIComponent(webhookSecretOf(env) ?? "")}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: ping.toString(),
      });
      const answer = (await delivered.json()) as { status?: string; tokens?: number; message?: string; classId?: number };
      if (!delivered.ok) throw new AppError("test_checkout_failed", 502, answer.message ?? "The test payment could not be delivered.");
      return c.json<TTestCheckoutResponse>({ status: answer.status ?? "unknown", saleId, orderNumber, tokens: answer.tokens ?? 0, toClass: answer.classId !== undefined });
    });
}
