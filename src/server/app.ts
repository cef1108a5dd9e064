import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { TAppBindings, TAppDeps } from "./app-context";
import { AppError } from "./lib/app-error";
import { assertReadableText } from "./lib/text-input";
import { apiFallback, apiNotFound, errorHandler, notFoundHandler } from "./middleware/error-handler";
import { securityHeaders } from "./middleware/security-headers";
import { hasBuiltClient, serveClient } from "./middleware/serve-client";
import { resolveGenerationProvider } from "./generation/provider-selection";
import { createAdminRoutes } from "./modules/admin/admin.routes";
import { createAuthRoutes } from "./modules/auth/auth.routes";
import { createBillingRoutes, createSubscriptionRoutes } from "./modules/billing/billing.routes";
import { createConfigRoutes } from "./modules/config/config.routes";
import { createGenerationRoutes } from "./modules/generation/generation.routes";
import { createHealthRoutes } from "./modules/health/health.routes";
import { createHistoryRoutes } from "./modules/history/history.routes";
import { createVersionRoutes } from "./modules/history/versions.routes";
import { createProjectBaseRoutes, PROJECT_BASE_UPLOAD_PATH } from "./modules/project-bases/project-bases.routes";
import { createAccountDataRoutes } from "./modules/account-data/account-data.routes";
import { createConsentRoutes } from "./modules/consent/consent.routes";
import { createAdminTeacherRequestRoutes, createClassRoutes, createTeacherRequestRoutes } from "./modules/classes/classes.routes";
import { createMailer } from "./modules/mail/mail.service";
import { createGumroadWebhookRoutes, createPaymentsRoutes } from "./modules/payments/payments.routes";
import { createAdminTestimonialRoutes, createPublicTestimonialRoutes } from "./modules/testimonials/testimonials.routes";

/** JSON bodies are prompts and small forms; anything bigger is a mistake or an attack. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** The Hono app without a listener: index.ts serves it, tests call app.request in-process. */
export function createApp(deps: TAppDeps) {
  const app = new Hono<TAppBindings>();

  app.onError(errorHandler);
  app.notFound(notFoundHandler);

  app.use("*", securityHeaders({ analyticsMeasurementId: deps.env.VITE_GA_MEASUREMENT_ID }));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("db", deps.database.db);
    await next();
  });
  const smallBody = bodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: () => {
        // The rest of the body is never read, so Node may drop the connection after answering: say
        // so, or a client reusing it for its next request fails (issue 25).
        throw new AppError("payload_too_large", 413, "The request is too large.", {}, { Connection: "close" });
      },
    });
  // An opened project's base is the one larger body; its route sets its own limit.
  app.use("/api/*", (c, next) => (c.req.path === PROJECT_BASE_UPLOAD_PATH ? next() : smallBody(c, next)));
  // Query strings are text the services pass to the database: unreadable text stops here (issue 25).
  app.use("/api/*", async (c, next) => {
    assertReadableText(c.req.queries());
    await next();
  });
  app.use("/api/*", async (c, next) => {
    await next();
    // API answers are per user; no shared cache may keep them.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  const api = app
    .route("/api/health", createHealthRoutes(deps))
    .route("/api/config", createConfigRoutes(deps))
    .route("/api/auth", createAuthRoutes(deps))
    // index.ts passes the real provider; apps built with only an identity (tests) get one from the env.
    .route("/api/blocks", createGenerationRoutes(deps, resolveGenerationProvider(deps)))
    .route("/api/user", createBillingRoutes())
    .route("/api/user", createHistoryRoutes())
    .route("/api/user", createVersionRoutes())
    .route("/api/user", createProjectBaseRoutes())
    .route("/api/admin", createAdminRoutes())
    .route("/api", createConsentRoutes(deps, deps.mailer ?? createMailer(deps.env)))
    .route("/api/user", createAccountDataRoutes())
    .route("/api/subscription", createSubscriptionRoutes())
    .route("/api/testimonials", createPublicTestimonialRoutes())
    .route("/api/admin/testimonials", createAdminTestimonialRoutes())
    .route("/api/classes", createClassRoutes(deps))
    .route("/api/teacher-requests", createTeacherRequestRoutes())
    .route("/api/admin/teacher-requests", createAdminTeacherRequestRoutes());

  const gumroadWebhook = createGumroadWebhookRoutes(deps);
  app.route("/api/webhooks", gumroadWebhook);
  app.route("/api/payments", createPaymentsRoutes(deps, gumroadWebhook));

  // Unknown /api paths answer JSON, never the SPA's index.html.
  // A known path with the wrong method answers 405; unknown ones the JSON 404.
  const fallback = apiFallback(app as never);
  app.all("/api/*", fallback);
  app.all("/api", apiNotFound);

  if (deps.env.SERVE_CLIENT && hasBuiltClient(deps.clientDir)) app.use("*", serveClient(deps.clientDir));

  return api;
}

export type AppType = ReturnType<typeof createApp>;
