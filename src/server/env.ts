import { z } from "zod";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The only reader of process.env (DESIGN habit 1). Every variable has an embedded default or is
 * optional, so `npm start` with no .env works; `.env.example` documents each one.
 */

const GOOGLE_ISSUERS_DEFAULT = "https://accounts.google.com,accounts.google.com";

/** Env vars are strings; "" counts as unset so a blank line in .env does not override a default. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

/** true/false, or undefined when unset (the caller decides the default). */
const optionalBooleanFlag = z
  .string()
  .optional()
  .transform((value, ctx): boolean | undefined => {
    if (value === undefined || value.trim() === "") return undefined;
    const normalised = value.trim().toLowerCase();
    if (["true", "1", "yes", "on"].includes(normalised)) return true;
    if (["false", "0", "no", "off"].includes(normalised)) return false;
    ctx.addIssue({ code: "custom", message: `must be true or false (got "${value}")` });
    return z.NEVER;
  });

const booleanFlag = (fallback: boolean) => optionalBooleanFlag.transform((value) => value ?? fallback);

const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER, min = 1) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return fallback;
      const parsed = Number(value.trim());
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max} (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    });

const url = (protocols: string[]) =>
  optionalString.superRefine((value, ctx) => {
    if (value === undefined) return;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        ctx.addIssue({ code: "custom", message: `must start with ${protocols.join(" or ")} (got "${value}")` });
      }
    } catch {
      ctx.addIssue({ code: "custom", message: `must be a URL (got "${value}")` });
    }
  });

const commaList = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (value === undefined || value.trim() === "" ? fallback : value)
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== ""),
    );

/** An address only this machine can reach: 127.0.0.0/8, ::1 or the name localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || bare === "::1" || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

export const AI_PROVIDERS = ["offline", "openai", "anthropic", "google", "openai-compatible"] as const;
export type TAiProvider = (typeof AI_PROVIDERS)[number];

const ZRawEnv = z.object({
  NODE_ENV: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? "development" : value.trim()))
    .pipe(z.enum(["development", "production", "test"], { error: "must be development, production or test" })),
  PORT: positiveInt(3000, 65535),
  DATA_DIR: optionalString.transform((value) => resolve(value ?? "./data")),
  DATABASE_URL: url(["postgres:", "postgresql:"]),
  SESSION_SECRET: optionalString.superRefine((value, ctx) => {
    if (value !== undefined && value.length < 32) {
      ctx.addIssue({ code: "custom", message: "must be at least 32 characters (leave it unset to have one generated)" });
    }
  }),
  PUBLIC_URL: url(["http:", "https:"]).transform((value) => value?.replace(/\/+$/, "")),
  SERVE_CLIENT: booleanFlag(true),
  TRUST_PROXY: booleanFlag(false),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_JWKS_URL: url(["http:", "https:"]).transform((value) => value ?? "https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: commaList(GOOGLE_ISSUERS_DEFAULT),
  GOOGLE_AUTH_URL: url(["http:", "https:"]).transform((value) => value ?? "https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: url(["http:", "https:"]).transform((value) => value ?? "https://oauth2.googleapis.com/token"),
  ENABLE_TEST_LOGIN: optionalBooleanFlag,
  ADMIN_EMAILS: commaList("").transform((emails) => emails.map((email) => email.toLowerCase())),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(30),

  // Filled in by the generation issue; validated here so a bad deployment fails at start-up.
  AI_PROVIDER: optionalString
    .transform((value) => value ?? "offline")
    .pipe(z.enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(", ")}` })),
  AI_MODEL: optionalString,
  AI_BASE_URL: url(["http:", "https:"]),
  AI_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  AI_TIMEOUT_MS: positiveInt(60_000),
  GENERATE_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  /**
   * Issue 29: every answer runs this many simulated seconds in Scratch's engine (on a worker
   * thread) before it is shown; 0 turns the behaviour check off (a very small server).
   */
  BEHAVIOUR_CHECK_SECONDS: positiveInt(3, 10, 0),

  // Issue 16: children's consent, e-mail, safe content, hardening.
  /** Under this age (in whole years) an account waits for a parent's consent. */
  CONSENT_AGE: positiveInt(13, 21),
  /** How long a parent's consent link stays valid; unanswered, the child's account is deleted. */
  CONSENT_LINK_TTL_HOURS: positiveInt(7 * 24, 90 * 24),
  SMTP_URL: url(["smtp:", "smtps:"]),
  MAIL_FROM: optionalString.transform((value) => value ?? "PromptBlocks <no-reply@promptblocks.localhost>"),
  /** Interface to listen on; unset: 127.0.0.1 while the test login is on, every interface otherwise. */
  HOST: optionalString,
  /** The explicit acknowledgement that lets ENABLE_TEST_LOGIN=true start with NODE_ENV=production. */
  ALLOW_TEST_LOGIN_IN_PRODUCTION: booleanFlag(false),
  /** openai: also ask OpenAI's moderation endpoint; none: the offline check only. Default: openai when AI_PROVIDER=openai. */
  MODERATION_PROVIDER: optionalString.pipe(z.enum(["none", "openai"], { error: "must be none or openai" }).optional()),
  MODERATION_BASE_URL: url(["http:", "https:"]).transform((value) => value?.replace(/\/+$/, "") ?? "https://api.openai.com/v1"),
  MODERATION_API_KEY: optionalString,
  MODERATION_MODEL: optionalString.transform((value) => value ?? "omni-moderation-latest"),
  /**
   * Shown with a refusal about self-harm, after "talk to a grown-up you trust": where a child can
   * find help where this site is used (a helpline's name and number). Unset: nothing more is shown;
   * PromptBlocks never makes up a number.
   */
  SAFETY_HELP_TEXT: optionalString.pipe(z.string().max(500, "must be at most 500 characters").optional()),
  // Buying tokens (issue 10): Gumroad storefront, Ping webhook, sale confirmation, local test checkout.
  GUMROAD_PRODUCT_URL: url(["https:", "http:"]),
  GUMROAD_PRODUCT_ID: optionalString,
  /**
   * Issue 32: the schools' product (its own price on Gumroad, e.g. a discounted bulk pack), opened
   * by the teacher dashboard's buy button; its sales are credited like the main product's.
   */
  GUMROAD_SCHOOLS_PRODUCT_URL: url(["https:", "http:"]),
  GUMROAD_SCHOOLS_PRODUCT_ID: optionalString,
  /**
   * The schools' product's price for one pack (1 pack = the tokens-per-$5 setting), in US cents:
   * what a sale of it credits is its price divided by this, not by $5, so the schools' discount
   * on Gumroad buys the same tokens (decision 360). Default 500: no discount.
   */
  GUMROAD_SCHOOLS_PACK_PRICE_CENTS: positiveInt(500, 100_000),
  GUMROAD_WEBHOOK_SECRET: optionalString.superRefine((value, ctx) => {
    if (value !== undefined && !/^[A-Za-z0-9_-]{16,200}$/.test(value)) {
      ctx.addIssue({ code: "custom", message: "must be 16 to 200 letters, digits, - or _ (it is part of the webhook URL)" });
    }
  }),
  GUMROAD_SELLER_ID: optionalString,
  GUMROAD_ACCESS_TOKEN: optionalString,
  GUMROAD_API_BASE_URL: url(["https:", "http:"]).transform((value) => (value ?? "https://api.gumroad.com").replace(/\/+$/, "")),
  GUMROAD_ACCEPT_TEST: booleanFlag(false),
  ENABLE_TEST_CHECKOUT: optionalBooleanFlag,
  MONTHLY_TOKEN_LIMIT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return 0;
      const parsed = Number(value.trim());
      if (!Number.isSafeInteger(parsed) || parsed < 0) {
        ctx.addIssue({ code: "custom", message: `must be a whole number of tokens, 0 or more (got "${value}"); unset means no limit` });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * Issue 31: who runs this site and how to reach them, on every page that refers to them
   * (a privacy notice for children must name the operator). Built into the pages (Vite reads
   * OPERATOR_*); production refuses to start without all three.
   */
  OPERATOR_NAME: optionalString.pipe(z.string().max(200, "must be at most 200 characters").optional()),
  OPERATOR_EMAIL: optionalString.pipe(z.email({ error: "must be an e-mail address" }).max(254).optional()),
  OPERATOR_POSTAL_ADDRESS: optionalString.pipe(z.string().max(500, "must be at most 500 characters").optional()),
  // GA4, built into the client by Vite; the server reads it only to let its hosts into the CSP.
  VITE_GA_MEASUREMENT_ID: optionalString.refine((value) => value === undefined || /^G-[A-Z0-9]{4,}$/.test(value), {
    message: "must be a GA4 measurement id like G-XXXXXXXXXX",
  }),
});

/** The operator's contact details (issue 31), in the order the pages show them. */
export const OPERATOR_VARIABLES = ["OPERATOR_NAME", "OPERATOR_EMAIL", "OPERATOR_POSTAL_ADDRESS"] as const;

/** Which variable a chosen provider cannot work without (besides the model). */
const PROVIDER_KEY: Record<Exclude<TAiProvider, "offline" | "openai-compatible">, "OPENAI_API_KEY" | "ANTHROPIC_API_KEY" | "GOOGLE_GENERATIVE_AI_API_KEY"> = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
};

const ZEnv = ZRawEnv.superRefine((env, ctx) => {
  if (env.AI_PROVIDER !== "offline" && env.AI_PROVIDER !== "openai-compatible") {
    const keyName = PROVIDER_KEY[env.AI_PROVIDER];
    if (env[keyName] === undefined && env.AI_API_KEY === undefined) {
      ctx.addIssue({ code: "custom", path: [keyName], message: `is required when AI_PROVIDER=${env.AI_PROVIDER} (or set AI_API_KEY)` });
    }
  }
  if (env.AI_PROVIDER === "openai-compatible") {
    if (env.AI_BASE_URL === undefined) {
      ctx.addIssue({ code: "custom", path: ["AI_BASE_URL"], message: "is required when AI_PROVIDER=openai-compatible (e.g. http://127.0.0.1:11434/v1)" });
    }
    if (env.AI_MODEL === undefined) {
      ctx.addIssue({ code: "custom", path: ["AI_MODEL"], message: "is required when AI_PROVIDER=openai-compatible" });
    }
  }
  if (env.NODE_ENV === "production" && env.ENABLE_TEST_LOGIN === true && !env.ALLOW_TEST_LOGIN_IN_PRODUCTION) {
    // Anyone who can reach the server could sign in as anyone, administrators included.
    ctx.addIssue({
      code: "custom",
      path: ["ENABLE_TEST_LOGIN"],
      message: "=true with NODE_ENV=production lets anyone sign in as anyone; refusing to start. Set ALLOW_TEST_LOGIN_IN_PRODUCTION=true only if you really mean it",
    });
  }
  const moderation = env.MODERATION_PROVIDER ?? (env.AI_PROVIDER === "openai" ? "openai" : "none");
  if (moderation === "openai" && (env.MODERATION_API_KEY ?? env.OPENAI_API_KEY ?? env.AI_API_KEY) === undefined) {
    ctx.addIssue({ code: "custom", path: ["MODERATION_API_KEY"], message: "is required when MODERATION_PROVIDER=openai (or set OPENAI_API_KEY)" });
  }
  if (env.GOOGLE_ISSUERS.length === 0) {
    ctx.addIssue({ code: "custom", path: ["GOOGLE_ISSUERS"], message: "must list at least one issuer" });
  }
  if (env.NODE_ENV === "production" && env.PUBLIC_URL === undefined && env.GOOGLE_CLIENT_SECRET !== undefined) {
    // Google only redirects back to a registered URI; guessing it from the request behind a proxy fails.
    ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required in production when GOOGLE_CLIENT_SECRET enables the Google redirect sign-in" });
  }
  if (env.NODE_ENV === "production") {
    for (const name of OPERATOR_VARIABLES) {
      if (env[name] === undefined) {
        ctx.addIssue({ code: "custom", path: [name], message: "is required in production: the site must say who runs it and how to reach them (see .env.example)" });
      }
    }
  }
  if (env.NODE_ENV === "production" && env.ENABLE_TEST_CHECKOUT === true) {
    // Free tokens for anyone: never on a public site.
    ctx.addIssue({ code: "custom", path: ["ENABLE_TEST_CHECKOUT"], message: "cannot be true in production" });
  }
  if (env.SMTP_URL !== undefined && env.PUBLIC_URL === undefined) {
    // Links in real e-mails (a parent's consent link) are built from it, never from a request's Host.
    ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required when SMTP_URL is set: e-mailed links point at it (e.g. https://promptblocks.example)" });
  }
  const wanted = wantedConveniences(env);
  const host = listenHostOf(env, wanted);
  if (host === undefined || !isLoopbackHost(host)) {
    // Local conveniences exist only on a server nobody else can reach (issue 25).
    for (const name of ["ENABLE_TEST_LOGIN", "ENABLE_TEST_CHECKOUT"] as const) {
      if (env[name] === true) {
        ctx.addIssue({ code: "custom", path: [name], message: `=true needs a server only this machine can reach: HOST must be a loopback address such as 127.0.0.1 (it is ${host ?? "every interface"})` });
      }
    }
  }
}).transform((env) => {
  const wanted = wantedConveniences(env);
  const listenHost = listenHostOf(env, wanted);
  const isLoopbackOnly = listenHost !== undefined && isLoopbackHost(listenHost);
  return {
    ...env,
    pgliteDir: resolve(env.DATA_DIR, "pglite"),
    /** HOST, or 127.0.0.1 while a local convenience is wanted; undefined: every interface. */
    listenHost,
    /** Only this machine can reach the server: the one place local conveniences may be on (issue 25). */
    isLoopbackOnly,
    /** Local use only (DESIGN security rules): on by default only without Google and outside production. */
    isTestLoginEnabled: isLoopbackOnly && wanted.testLogin,
    /** The local test checkout stands in for Gumroad: without a storefront, never in production. */
    isTestCheckoutEnabled: isLoopbackOnly && wanted.testCheckout,
    /** E-mails written to DATA_DIR/outbox instead of sent: without SMTP_URL, never in production. */
    isMailOutboxEnabled: isLoopbackOnly && wanted.mailOutbox,
    /** The moderation endpoint asked besides the offline check, with its key. */
    moderation:
      (env.MODERATION_PROVIDER ?? (env.AI_PROVIDER === "openai" ? "openai" : "none")) === "openai"
        ? { kind: "openai" as const, baseUrl: env.MODERATION_BASE_URL, apiKey: env.MODERATION_API_KEY ?? env.OPENAI_API_KEY ?? env.AI_API_KEY ?? "", model: env.MODERATION_MODEL }
        : { kind: "none" as const },
  };
});

type TRawEnv = z.output<typeof ZRawEnv>;

/** The local conveniences the configuration asks for, before where the server listens is known. */
function wantedConveniences(env: TRawEnv) {
  const notProduction = env.NODE_ENV !== "production";
  return {
    testLogin: env.ENABLE_TEST_LOGIN ?? (env.GOOGLE_CLIENT_ID === undefined && notProduction),
    testCheckout: notProduction && (env.ENABLE_TEST_CHECKOUT ?? env.GUMROAD_PRODUCT_URL === undefined),
    mailOutbox: notProduction && env.SMTP_URL === undefined,
  };
}

/**
 * The interface to listen on: HOST when set; otherwise loopback while any local convenience is
 * wanted (with them, whoever reaches the server could sign in as anyone or mint test tokens);
 * otherwise every interface (undefined).
 */
function listenHostOf(env: TRawEnv, wanted: ReturnType<typeof wantedConveniences>): string | undefined {
  if (env.HOST !== undefined) return env.HOST;
  return wanted.testLogin || wanted.testCheckout || wanted.mailOutbox ? "127.0.0.1" : undefined;
}

export type TEnv = z.output<typeof ZEnv>;

/** The environment the app runs with: the session secret is always known by then. */
export type TAppEnv = Omit<TEnv, "SESSION_SECRET"> & { SESSION_SECRET: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses an env object (process.env or a test's own); throws EnvError naming each bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): TEnv {
  const result = ZEnv.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.map(String).join(".") || "environment";
    return `${name} ${issue.message}`;
  });
  throw new EnvError(problems);
}

/**
 * Start-up entry: read ./.env when there is one (variables already set in the environment win),
 * parse process.env, or print every problem and exit.
 */
export function loadEnv(envFile = resolve(".env")): TEnv {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      console.error("See .env.example for every variable and its meaning.");
      process.exit(1);
    }
    throw error;
  }
}
