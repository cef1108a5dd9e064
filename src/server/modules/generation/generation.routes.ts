import { Hono } from "hono";
import { z } from "zod";
import type { TAppBindings, TAppDeps } from "../../app-context";
import type { GenerationProvider } from "../../generation/providers/types";
import { AppError } from "../../lib/app-error";
import { readJsonBody } from "../../lib/request-body";
import { rateLimit } from "../../middleware/rate-limit";
import { nowOf, requireUser } from "../auth/auth.middleware";
import { assertMayGenerateHere, classUseOf, ZClassIdField } from "../classes/class-generation";
import { createSafetyChecker, createSafetyGate } from "../safety/safety.service";
import { generateBlocks } from "./generation.service";
import { readIdempotencyKey } from "./idempotency.service";
import { resolveFollowUpBase, ZFollowUpFields } from "./follow-up.base";

/** SPEC 3: a prompt; longer ideas are split into steps (the complexity rule says the same). */
export const MAX_PROMPT_CHARS = 2_000;

// Strict: a misspelt field (a follow-up's base) is a 400, never silently a fresh generation.
// classId: a pupil's generation made in a class (issue 32).
const ZGenerateRequest = z.object({ prompt: z.unknown().optional(), classId: ZClassIdField.optional(), ...ZFollowUpFields }).strict();

function readPrompt(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") {
    throw new AppError("empty_prompt", 400, "Empty prompt - Please enter a description of what you want to create");
  }
  const prompt = value.trim();
  // PostgreSQL text cannot hold U+0000: refused here, before any provider call (issue 16).
  if (prompt.includes("\u0000")) throw new AppError("invalid_characters", 400, "Your description contains a character we cannot read. Please type it again.");
  if (prompt.length > MAX_PROMPT_CHARS) {
    throw new AppError(
      "prompt_too_long",
      400,
      `Your description is too long (${prompt.length.toLocaleString("en-US")} characters). Please keep it under ${MAX_PROMPT_CHARS.toLocaleString("en-US")} characters.`,
    );
  }
  return prompt;
}

/**
 * POST /api/blocks/generate. Thin: sign-in, rate limit, input checks; the generation service
 * does the work and the charging.
 */
export function createGenerationRoutes(deps: TAppDeps, provider: GenerationProvider) {
  // A reservation must outlive the longest legitimate request: two provider calls plus slack.
  const holdMs = 2 * deps.env.AI_TIMEOUT_MS + 60_000;
  // The stale-reservation sweep runs with a request at most this often per server instance:
  // stale holds are rare (a crashed request) and minutes old, so a per-request sweep would be
  // a wasted statement. Only a throttle lives in memory; the holds themselves are in the database.
  const SWEEP_EVERY_MS = 30_000;
  let lastSweep = Number.NEGATIVE_INFINITY;
  const safety = createSafetyChecker(deps.env.moderation);

  return new Hono<TAppBindings>().post(
    "/generate",
    requireUser,
    // Issue 16: no provider work, and nothing stored (not even a rate-limit bucket), for an
    // unknown age or a child without a parent's yes (or, in their class, the school's: issue 32).
    async (c, next) => {
      await assertMayGenerateHere(c);
      await next();
    },
    rateLimit({ name: "generate", limit: (c) => c.var.deps.env.GENERATE_RATE_LIMIT_PER_MINUTE, key: (c) => `user:${c.var.user.id}` }),
    async (c) => {
      const { prompt: rawPrompt, baseGenerationId, baseProjectText, baseProjectId, classId } = await readJsonBody(c, ZGenerateRequest);
      const prompt = readPrompt(rawPrompt);
      const now = nowOf(c);
      // Issue 24: before any provider and before the offline generator. A refused request costs
      // nothing and is not stored: nothing has been reserved yet.
      const gate = createSafetyGate({ checker: safety, db: c.var.db, now, request: prompt, helpText: deps.env.SAFETY_HELP_TEXT });
      await gate.checkRequest();
      // Issue 30: a follow-up's base (the user's own version, or an opened project's text), read before anything is reserved.
      const base = await resolveFollowUpBase({ db: c.var.db, userId: c.var.user.id, baseGenerationId, baseProjectText, baseProjectId });
      const idempotencyKey = readIdempotencyKey(c.req.header("idempotency-key"));
      const user = c.var.user;
      const sweep = now.getTime() - lastSweep >= SWEEP_EVERY_MS || now.getTime() < lastSweep;
      if (sweep) lastSweep = now.getTime();
      const outcome = await generateBlocks({
        db: c.var.db,
        provider,
        userId: user.id,
        prompt,
        idempotencyKey,
        now,
        holdMs,
        sweep,
        signal: c.req.raw.signal,
        safety: gate,
        ...(deps.behaviour ? { checkBehaviour: deps.behaviour.check } : {}),
        monthlyTokenLimit: deps.env.MONTHLY_TOKEN_LIMIT,
        instanceId: deps.instance?.id,
        ...(base ? { base } : {}),
        ...(classId !== undefined
          ? { classUse: classUseOf({ db: c.var.db, userId: user.id, classId, holdMs, now, monthlyTokenLimit: deps.env.MONTHLY_TOKEN_LIMIT, ...(deps.instance ? { instanceId: deps.instance.id } : {}) }) }
          : {}),
      });
      if (outcome.kind === "complexity") return c.json(outcome.body, 422);
      if (outcome.replayed) c.header("Idempotent-Replayed", "true");
      return c.json(outcome.body, 200);
    },
  );
}
