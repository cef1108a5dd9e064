import type { TEnv } from "./env";

/**
 * The provider identity /api/health reports until the generation module passes its own
 * (it knows each provider's default model).
 */
export function describeProvider(env: Pick<TEnv, "AI_PROVIDER" | "AI_MODEL">): { name: string; model: string } {
  return { name: env.AI_PROVIDER, model: env.AI_MODEL ?? (env.AI_PROVIDER === "offline" ? "offline" : "default") };
}
