import { count, desc, eq } from "drizzle-orm";
import type { TTokenPurchase, TTokenUsage } from "../../../shared/billing";
import type { TDb } from "../../db/client";
import { tokenPurchases, tokenUsage } from "../../db/schema";

/** The user's own ledger rows, newest first, one page at a time (SPEC 7 token-purchases / token-usage). */

export async function findTokenPurchases(options: { db: TDb; userId: number; page: number; limit: number }): Promise<{ items: TTokenPurchase[]; total: number }> {
  const { db, userId, page, limit } = options;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tokenPurchases)
      .where(eq(tokenPurchases.userId, userId))
      .orderBy(desc(tokenPurchases.createdAt), desc(tokenPurchases.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(tokenPurchases).where(eq(tokenPurchases.userId, userId)),
  ]);
  return {
    total: Number(counted?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      amountUsd: Number(row.amountUsd),
      tokensPurchased: row.tokensPurchased,
      gumroadPurchaseId: row.gumroadPurchaseId,
      gumroadSubscriptionId: row.gumroadSubscriptionId,
      gumroadProductId: row.gumroadProductId,
      gumroadProductName: row.gumroadProductName,
      gumroadOrderNumber: row.gumroadOrderNumber,
      quantity: row.quantity,
      tokensRefunded: row.tokensRefunded,
      refundedAt: row.refundedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function findTokenUsage(options: { db: TDb; userId: number; page: number; limit: number }): Promise<{ items: TTokenUsage[]; total: number }> {
  const { db, userId, page, limit } = options;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tokenUsage)
      .where(eq(tokenUsage.userId, userId))
      .orderBy(desc(tokenUsage.createdAt), desc(tokenUsage.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(tokenUsage).where(eq(tokenUsage.userId, userId)),
  ]);
  return {
    total: Number(counted?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      blockGenerationId: row.blockGenerationId,
      tokensUsed: row.tokensUsed,
      operation: row.operation,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
