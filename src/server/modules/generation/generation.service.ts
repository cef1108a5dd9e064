import { buildGuide, type Diagnostic, type Program } from "../../../blocks";
import type { TDb } from "../../db/client";
import { generatedBlocks, tokenUsage } from "../../db/schema";
import { runGenerationPipeline } from "../../generation/generation-pipeline";
import { ProviderError } from "../../generation/providers/provider-error";
import type { TBehaviourReport } from "../../generation/behaviour";
import type { GenerationProvider } from "../../generation/providers/types";
import { estimateTokenBudget } from "../../generation/token-budget";
import { AppError } from "../../lib/app-error";
import type { TBlocksRewrite } from "../../../shared/generation";
import type { TSafetyGate } from "../safety/safety.service";
import { CLASS_GENERATION_OPERATION, FREE_GENERATION_OPERATION, PAID_GENERATION_OPERATION } from "../billing/billing.purchases";
import type { TDbOrTx } from "../billing/billing.sql";
import { releaseReservation, reserveGeneration, settleReservation, sweepStaleReservations, type TReservation, type TUsageSnapshot } from "../billing/billing.service";
import { holdGrowingProvider } from "./generation.charging";
import { followUpRequestKey, versionColumns, versionPlace, type TFollowUpBase, type TVersionPlace } from "./follow-up.base";
import { claimIdempotencyKey, completeIdempotencyKey, forgetIdempotencyKey, hashRequest } from "./idempotency.service";

/** The ledger row's operation for what paid a generation. */
const GENERATION_OPERATION_OF = {
  tokens: PAID_GENERATION_OPERATION,
  "free-usage": FREE_GENERATION_OPERATION,
  "class-tokens": CLASS_GENERATION_OPERATION,
} as const satisfies Record<TReservation["kind"], string>;

/** SPEC 3 generation response, plus what the generator section shows under the picture. */
export interface TGenerateSuccess {
  generationId: number;
  blocks: string;
  tokensUsed: number;
  user: TUsageSnapshot;
  /** Warnings only: a delivered program has no errors. */
  diagnostics: Diagnostic[];
  buildGuide: ReturnType<typeof buildGuide>;
  explanation: string;
  /** Spellings tidied before checking (src/shared/generation.ts ZBlocksRewrite). */
  rewrites: TBlocksRewrite[];
  /** Parts of the request the program does not do, in the child's words (issue 26). */
  leftOut: string[];
  /** What running it in Scratch's engine showed before it was shown (issue 29). */
  behaviour?: TBehaviourReport;
  /** A follow-up's place among the versions (issue 30): the thread (its first version's id) and the version it changed. */
  version?: TVersionPlace;
}

/** SPEC's complexity-warning variant: HTTP 422, nothing charged. */
export interface TComplexityWarning {
  complexityWarning: true;
  message: string;
  suggestions: string[];
  tip: string;
  serviceNote: string;
}

export type TGenerateOutcome =
  | { kind: "success"; status: 200; body: TGenerateSuccess; replayed: boolean }
  | { kind: "complexity"; status: 422; body: TComplexityWarning };

export const INVALID_PROGRAM_MESSAGE =
  "The AI could not write blocks that work for this idea, even after a second try. Nothing was charged. Please try again, or describe it in a simpler way.";

/** Provider failures as HTTP: our server is fine, the AI behind it is not (so 5xx, never 401/429). */
const PROVIDER_FAILURE_STATUS = { auth: 502, "rate-limit": 503, timeout: 504, unavailable: 502, "bad-answer": 502 } as const;

/** A comment line above each script says what it does in a child's words: together, the explanation. */
function explain(program: Program, providerExplanation: string | undefined): string {
  if (providerExplanation?.trim()) return providerExplanation.trim();
  const lines = [...program.comments.map((comment) => comment.text), ...program.scripts.flatMap((script) => (script.comment ? [script.comment] : []))];
  return lines.map((line) => line.trim()).filter((line) => line !== "").join(" ");
}

export interface TGenerateOptions {
  db: TDb;
  provider: GenerationProvider;
  userId: number;
  /** Trimmed, validated by the route. */
  prompt: string;
  idempotencyKey?: string;
  now: Date;
  /** How long a reservation may be held: the longest a request can legitimately run. */
  holdMs: number;
  /** Release stale reservations first (default true; the route throttles it). */
  sweep?: boolean;
  /** Aborts the provider call when the client goes away: nothing is delivered, nothing charged. */
  signal?: AbortSignal;
  /**
   * Kid-safety of the answers (issue 24): the program's text is checked before it is stored or
   * shown, and a model's own refusal becomes the same child-facing refusal. Both throw the
   * refusal; the hold is released, so nothing is charged.
   */
  safety: Pick<TSafetyGate, "checkAnswer" | "refuseModel">;
  /** Runs each valid answer in Scratch's engine before it is shown (issue 29); absent: not run. */
  checkBehaviour?: (text: string, signal?: AbortSignal) => Promise<TBehaviourReport>;
  /** MONTHLY_TOKEN_LIMIT for subscribers; 0 or absent = none. */
  monthlyTokenLimit?: number;
  /** This server process: its hold and claim go back if it dies mid-generation (issue 25). */
  instanceId?: string;
  /** A follow-up (issue 30): the project text it changes and, from history, the version it came from. */
  base?: TFollowUpBase;
  /**
   * A generation made in a class (issue 32, classes/class-generation.ts): who pays (the class
   * pool first) and the link that shows it to the teacher, stored in the charging transaction.
   */
  classUse?: {
    reserve: (budget: { maxTokens: number; minTokens: number }) => Promise<TReservation>;
    onStored: (tx: TDbOrTx, generationId: number) => Promise<void>;
  };
}

/**
 * One generation: reserve → provider pipeline → settle (delivered) or release (anything else).
 * The provider call runs with no transaction open and nothing locked.
 */
/** The person cancelled (their request was aborted): no one reads this answer, and the finally block gives the hold back. */
function cancelledError(): AppError {
  return new AppError("generation_cancelled", 400, "The generation was cancelled. Nothing was used.");
}

export async function generateBlocks(options: TGenerateOptions): Promise<TGenerateOutcome> {
  const { db, provider, userId, prompt, idempotencyKey, now } = options;

  // Requests tidy up after requests that died: their holds go back to their owners.
  if (options.sweep !== false) await sweepStaleReservations({ db, now });

  if (idempotencyKey !== undefined) {
    const claim = await claimIdempotencyKey({ db, userId, key: idempotencyKey, requestHash: hashRequest(followUpRequestKey(prompt, options.base)), now, instanceId: options.instanceId });
    if (claim.kind === "replay") return { kind: "success", status: 200, body: claim.body as TGenerateSuccess, replayed: true };
  }

  let reservation: TReservation | undefined;
  let settled = false;
  try {
    const providerBase = options.base ? { projectText: options.base.projectText } : undefined;
    const budget = estimateTokenBudget(prompt, providerBase);
    reservation = options.classUse ? await options.classUse.reserve(budget) : await reserveGeneration({
      db,
      userId,
      ...budget,
      holdMs: options.holdMs,
      now,
      monthlyTokenLimit: options.monthlyTokenLimit,
      instanceId: options.instanceId,
    });

    let result;
    try {
      // A repair round grows the hold first, so the whole generation is charged exactly (issue 25).
      result = await runGenerationPipeline({
        provider: holdGrowingProvider({ provider, db, reservation }),
        prompt,
        ...(providerBase ? { base: providerBase } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.checkBehaviour ? { checkBehaviour: options.checkBehaviour } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw cancelledError();
      if (error instanceof ProviderError) {
        throw new AppError(`provider_${error.kind.replace("-", "_")}`, PROVIDER_FAILURE_STATUS[error.kind], error.message);
      }
      throw error;
    }

    // Cancelled while the answer was on its way (issue 31): not delivered, so neither stored nor charged.
    if (options.signal?.aborted) throw cancelledError();

    if (result.kind === "complexity") {
      const { message, suggestions, tip, serviceNote } = result;
      return { kind: "complexity", status: 422, body: { complexityWarning: true, message, suggestions, tip, serviceNote } };
    }
    if (result.kind === "refusal") return await options.safety.refuseModel(result.category);
    if (result.kind === "invalid") throw new AppError("generation_invalid", 502, INVALID_PROGRAM_MESSAGE);
    await options.safety.checkAnswer([result.text, result.explanation ?? ""].join("\n"));

    const held = reservation;
    const body = await db.transaction(async (tx) => {
      let success: TGenerateSuccess | undefined;
      // The rows the charge pays for are written inside the settlement (a class pool's row is written after them).
      await settleReservation({
        tx,
        reservation: held,
        tokensUsed: result.tokensUsed,
        record: async ({ charged, usage }) => {
          const [generation] = await tx
            .insert(generatedBlocks)
            .values({ userId, prompt, blocks: result.text, tokensUsed: result.tokensUsed, createdAt: now, behaviour: result.behaviour ?? null, ...versionColumns(options.base) })
            .returning({ id: generatedBlocks.id, threadId: generatedBlocks.threadId, parentId: generatedBlocks.parentId, projectBaseId: generatedBlocks.projectBaseId });
          if (!generation) throw new Error("generated_blocks insert returned no row");
          // The ledger row holds what was charged, so balance + spends always adds up to what was bought.
          await tx.insert(tokenUsage).values({ userId, blockGenerationId: generation.id, tokensUsed: charged, operation: GENERATION_OPERATION_OF[held.kind], createdAt: now });
          await options.classUse?.onStored(tx, generation.id);
          success = {
            generationId: generation.id,
            blocks: result.text,
            tokensUsed: result.tokensUsed,
            user: usage,
            diagnostics: result.diagnostics,
            buildGuide: buildGuide(result.program),
            explanation: explain(result.program, result.explanation),
            rewrites: result.rewrites,
            leftOut: result.leftOut ?? [],
            ...(result.behaviour ? { behaviour: result.behaviour } : {}),
            ...(options.base ? { version: versionPlace(generation) } : {}),
          };
          if (idempotencyKey !== undefined) await completeIdempotencyKey({ tx, userId, key: idempotencyKey, status: 200, body: success });
        },
      });
      if (!success) throw new Error("settleReservation returned without recording the generation");
      return success;
    });
    settled = true;
    return { kind: "success", status: 200, body, replayed: false };
  } finally {
    if (!settled) {
      // Nothing delivered, nothing charged: give back the hold and the idempotency claim. A
      // failure here must not hide the original error; the sweep returns the hold later anyway.
      try {
        if (reservation) await releaseReservation({ db, reservation });
        if (idempotencyKey !== undefined) await forgetIdempotencyKey({ db, userId, key: idempotencyKey });
      } catch (cleanupError) {
        console.error("Releasing a generation reservation failed (the sweep will retry):", cleanupError);
      }
    }
  }
}
