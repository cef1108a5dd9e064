import type { TTestCheckoutResponse, TTokenPurchase, TTokenUsage } from "../../../shared/billing";
import type { TPaymentOffer } from "../../../shared/public-contract";
import { PaymentOfferReader, UnknownListReader } from "../../../shared/public-contract-readers";
import { api } from "../../lib/api";
import { sharedRead } from "../../lib/shared-read";

/**
 * The billing calls the client makes. SPEC 3: the client accepts camelCase and snake_case
 * spellings of a purchase (createdAt/created_at, amountUsd/amount_usd, ...), so rows are read
 * leniently and normalised here, once.
 */

const pick = (row: Record<string, unknown>, camel: string, snake: string): unknown => row[camel] ?? row[snake];
const num = (value: unknown): number => (typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : 0);
const textOrNull = (value: unknown): string | null => (typeof value === "string" || typeof value === "number" ? String(value) : null);

export function readTokenPurchase(raw: unknown): TTokenPurchase {
  const row = (raw ?? {}) as Record<string, unknown>;
  return {
    id: num(row.id),
    userId: row.userId === null || row.user_id === null ? null : num(pick(row, "userId", "user_id")),
    amountUsd: num(pick(row, "amountUsd", "amount_usd")),
    tokensPurchased: num(pick(row, "tokensPurchased", "tokens_purchased")),
    gumroadPurchaseId: textOrNull(pick(row, "gumroadPurchaseId", "gumroad_purchase_id")),
    gumroadSubscriptionId: textOrNull(pick(row, "gumroadSubscriptionId", "gumroad_subscription_id")),
    gumroadProductId: textOrNull(pick(row, "gumroadProductId", "gumroad_product_id")),
    gumroadProductName: textOrNull(pick(row, "gumroadProductName", "gumroad_product_name")),
    gumroadOrderNumber: textOrNull(pick(row, "gumroadOrderNumber", "gumroad_order_number")),
    quantity: num(row.quantity) || 1,
    tokensRefunded: num(pick(row, "tokensRefunded", "tokens_refunded")),
    refundedAt: textOrNull(pick(row, "refundedAt", "refunded_at")),
    createdAt: textOrNull(pick(row, "createdAt", "created_at")) ?? "",
  };
}

export function readTokenUsage(raw: unknown): TTokenUsage {
  const row = (raw ?? {}) as Record<string, unknown>;
  const generation = pick(row, "blockGenerationId", "block_generation_id");
  return {
    id: num(row.id),
    blockGenerationId: generation === null || generation === undefined ? null : num(generation),
    tokensUsed: num(pick(row, "tokensUsed", "tokens_used")),
    operation: textOrNull(row.operation) ?? "",
    createdAt: textOrNull(pick(row, "createdAt", "created_at")) ?? "",
  };
}

export async function fetchTokenPurchases(limit = 20): Promise<TTokenPurchase[]> {
  return (await api.get(`/user/token-purchases?limit=${limit}`, UnknownListReader)).map(readTokenPurchase);
}

export async function fetchTokenUsage(limit = 20): Promise<TTokenUsage[]> {
  return (await api.get(`/user/token-usage?limit=${limit}`, UnknownListReader)).map(readTokenUsage);
}

export function fetchPaymentOffer(): Promise<TPaymentOffer> {
  return api.get("/payments/offer", PaymentOfferReader);
}

export async function payWithTestCheckout(order: { email: string; customUserId?: string; classId?: string; quantity: number }): Promise<TTestCheckoutResponse> {
  // The rest of the billing contract (full zod) loads with the first call that needs it.
  const { ZTestCheckoutResponse } = await import("../../../shared/billing");
  return api.post("/payments/test-checkout", order, ZTestCheckoutResponse);
}

/** Query key of the offer (price, tokens per pack from the live setting, where to buy). */
/** The live offer, shared by every view that shows a price (decision 600). */
export const offerRead = sharedRead(fetchPaymentOffer);
