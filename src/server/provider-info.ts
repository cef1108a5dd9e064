import type { TEnv } from "./env";

/**
 * A provider identity for apps that never generate (API tests of auth, health, config).
 * index.ts passes the real provider from generation/provider-selection instead.
 */
export function describeProvider(env: Pick<TEnv, "AI_PROVIDER" | "AI_MODEL">): { name: string; model: string } {
  return { name: env.AI_PROVIDER, model: env.AI_MODEL ?? (env.AI_PROVIDER === "offline" ? "offline" : "default") };
}
