import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, createSignedInUser, readUser } from "../../generation/test-support/generation-test-kit";
import { AppError } from "../../lib/app-error";
import { createTestApp, testBackends, type TTestApp } from "../../test-support/create-test-app";
import { releaseReservation, reserveGeneration, settleReservation, sweepStaleReservations } from "./billing.service";

describe.each(testBackends())("billing service on %s", (backend) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  const now = new Date("2026-03-15T12:00:00Z");
  const reserve = (userId: number, at = now, holdMs = 60_000, monthlyTokenLimit = 0) =>
    reserveGeneration({ db: t.db, userId, maxTokens: 3_000, minTokens: 500, holdMs, now: at, monthlyTokenLimit });

  it("reserves the most a generation may cost, or the whole balance when less is left", async () => {
    const rich = await createSignedInUser(t, { isSubscribed: true, availableTokens: 10_000 });
    const reservation = await reserve(rich.id);
    expect(reservation).toMatchObject({ kind: "tokens", tokens: 3_000 });
    expect((await readUser(t, rich.id)).availableTokens).toBe(7_000);
    await releaseReservation({ db: t.db, reservation });
    expect((await readUser(t, rich.id)).availableTokens).toBe(10_000);

    const poor = await createSignedInUser(t, { isSubscribed: true, availableTokens: 800 });
    expect(await reserve(poor.id)).toMatchObject({ kind: "tokens", tokens: 800 });
    expect((await readUser(t, poor.id)).availableTokens).toBe(0);
  });

  it("refuses below the minimum with tokenLimitReached", async () => {
    const user = await createSignedInUser(t, { availableTokens: 499, freeUsagesUsed: 3 });
    const error = await reserve(user.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(403);
    expect((error as AppError).extra).toMatchObject({ tokenLimitReached: true, availableTokens: 499 });
    expect((await readUser(t, user.id)).availableTokens).toBe(499);
  });

  it("settles to the real usage: the rest of the reservation goes back", async () => {
    const user = await createSignedInUser(t, { isSubscribed: true, availableTokens: 10_000 });
    const reservation = await reserve(user.id);
    const { charged, usage } = await t.db.transaction((tx) => settleReservation({ tx, reservation, tokensUsed: 1_234 }));
    expect(charged).toBe(1_234);
    expect(usage).toMatchObject({ availableTokens: 10_000 - 1_234, tokensUsed: 1_234 });
    expect(await countRows(t, "generation_reservations", user.id)).toBe(0);
  });

  it("settles a reservation the sweep already returned by charging the balance exactly, or not at all (issue 25)", async () => {
    const user = await createSignedInUser(t, { isSubscribed: true, availableTokens: 4_000 });
    const reservation = await reserve(user.id, now, 1_000);
    expect(await sweepStaleReservations({ db: t.db, now: new Date(now.getTime() + 2_000) })).toBeGreaterThanOrEqual(1);
    expect((await readUser(t, user.id)).availableTokens).toBe(4_000);
    // More than the balance: refused whole, never a part payment.
    const refused = await t.db.transaction((tx) => settleReservation({ tx, reservation, tokensUsed: 9_999 })).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, code: "token_limit_reached" });
    expect((await readUser(t, user.id)).availableTokens).toBe(4_000);
    const { charged } = await t.db.transaction((tx) => settleReservation({ tx, reservation, tokensUsed: 3_000 }));
    expect(charged).toBe(3_000);
    expect((await readUser(t, user.id)).availableTokens).toBe(1_000);
  });

  it("the sweep gives back stale holds only: tokens and free usages", async () => {
    const premium = await createSignedInUser(t, { isSubscribed: true, availableTokens: 5_000 });
    const free = await createSignedInUser(t, { freeUsagesAllowed: 3 });
    await reserve(premium.id, now, 10_000);
    await reserve(free.id, now, 10_000);
    expect((await readUser(t, premium.id)).availableTokens).toBe(2_000);
    expect((await readUser(t, free.id)).freeUsagesUsed).toBe(1);

    await sweepStaleReservations({ db: t.db, now: new Date(now.getTime() + 5_000) });
    expect((await readUser(t, premium.id)).availableTokens).toBe(2_000);
    expect((await readUser(t, free.id)).freeUsagesUsed).toBe(1);

    await sweepStaleReservations({ db: t.db, now: new Date(now.getTime() + 11_000) });
    expect((await readUser(t, premium.id)).availableTokens).toBe(5_000);
    expect((await readUser(t, free.id)).freeUsagesUsed).toBe(0);
    expect(await countRows(t, "generation_reservations", premium.id)).toBe(0);
  });

  it("MONTHLY_TOKEN_LIMIT stops a premium user for the month and resets at the month boundary", async () => {
    const user = await createSignedInUser(t, { availableTokens: 50_000, freeUsagesUsed: 3, tokensUsed: 5_000, lastResetDate: new Date("2026-03-02T00:00:00Z") });
    const error = await reserve(user.id, now, 60_000, 5_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe("Monthly token limit reached. Resets next month.");
    expect((error as AppError).extra).toMatchObject({ tokenLimitReached: true, currentUsage: 5_000, allowedUsage: 5_000 });

    const nextMonth = new Date("2026-04-01T00:00:05Z");
    const reservation = await reserve(user.id, nextMonth, 60_000, 5_000);
    expect(reservation.kind).toBe("tokens");
    const row = await readUser(t, user.id);
    expect(row.tokensUsed).toBe(0);
    expect(row.lastResetDate?.toISOString()).toBe(nextMonth.toISOString());
  });

  it("pays with a free usage when the balance cannot pay and free usages are left, whatever the stored flag says (issue 31)", async () => {
    // Issue 31: an admin added and removed tokens; the stored flag still says subscribed.
    const stranded = await createSignedInUser(t, { isSubscribed: true, availableTokens: 0, freeUsagesUsed: 1 });
    expect(await reserve(stranded.id)).toMatchObject({ kind: "free-usage" });
    expect((await readUser(t, stranded.id)).freeUsagesUsed).toBe(2);
    // A few tokens, too few for the request's input: the free usage pays, the tokens stay.
    const fewTokens = await createSignedInUser(t, { availableTokens: 100 });
    expect(await reserve(fewTokens.id)).toMatchObject({ kind: "free-usage" });
    expect((await readUser(t, fewTokens.id)).availableTokens).toBe(100);
    // Past the monthly limit, free usages still pay.
    const capped = await createSignedInUser(t, { availableTokens: 50_000, tokensUsed: 5_000, lastResetDate: now });
    expect(await reserve(capped.id, now, 60_000, 5_000)).toMatchObject({ kind: "free-usage" });
    // Tokens come first while there are any: free usages are kept for later.
    const both = await createSignedInUser(t, { availableTokens: 10_000 });
    expect(await reserve(both.id)).toMatchObject({ kind: "tokens" });
    expect((await readUser(t, both.id)).freeUsagesUsed).toBe(0);
  });

  it("with nothing to pay with, a user without tokens is told the free limit, whatever the stored flag says", async () => {
    const user = await createSignedInUser(t, { isSubscribed: true, availableTokens: 0, freeUsagesUsed: 3 });
    const error = await reserve(user.id).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("free_limit_reached");
    expect((error as AppError).extra).toMatchObject({ freeLimitReached: true, currentUsage: 3, allowedUsage: 3 });
  });

  it("a subscriber whose only obstacle is their own other generations in flight is told 'busy' (429), not out of tokens", async () => {
    const user = await createSignedInUser(t, { isSubscribed: true, availableTokens: 3_200 });
    const first = await reserve(user.id);
    expect(first).toMatchObject({ kind: "tokens", tokens: 3_000 });
    const error = await reserve(user.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).code).toBe("generation_busy");
    expect((error as AppError).headers["Retry-After"]).toBe("5");
    await releaseReservation({ db: t.db, reservation: first });
    // Once the other one is done, the same request goes through.
    expect(await reserve(user.id)).toMatchObject({ kind: "tokens", tokens: 3_000 });
  });
});
