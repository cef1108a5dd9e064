import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../env";
import { createGenerationProvider, describeGenerationProvider, ProviderConfigError, resolveGenerationProvider } from "./provider-selection";
import type { GenerationProvider } from "./providers/types";

const envOf = (raw: Record<string, string>) => parseEnv({ NODE_ENV: "test", ...raw });

describe("provider selection", () => {
  it("serves with the offline generator when AI_PROVIDER is not set", () => {
    const provider = createGenerationProvider(envOf({}));
    expect(provider.name).toBe("offline");
    expect(describeGenerationProvider(provider, {})).toMatch(/^Generation: the offline generator/);
  });

  it("builds each AI provider with its default or chosen model", () => {
    expect(createGenerationProvider(envOf({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" }))).toMatchObject({ name: "openai", model: "gpt-4o-mini" });
    expect(createGenerationProvider(envOf({ AI_PROVIDER: "anthropic", ANTHROPIC_API_KEY: "k", AI_MODEL: "claude-x" }))).toMatchObject({ name: "anthropic", model: "claude-x" });
    expect(createGenerationProvider(envOf({ AI_PROVIDER: "google", AI_API_KEY: "k" }))).toMatchObject({ name: "google", model: "gemini-2.0-flash" });
    const local = createGenerationProvider(envOf({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.1" }));
    expect(local).toMatchObject({ name: "openai-compatible", model: "llama3.1" });
    expect(describeGenerationProvider(local, { AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toBe("Generation: openai-compatible, model llama3.1 at http://127.0.0.1:11434/v1");
  });

  it("stops start-up with a clear message when a provider is set without its key or URL", () => {
    expect(() => envOf({ AI_PROVIDER: "openai" })).toThrow(EnvError);
    expect(() => envOf({ AI_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY is required when AI_PROVIDER=openai/);
    expect(() => envOf({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toThrow(/AI_BASE_URL is required/);
    expect(() => envOf({ AI_PROVIDER: "claude" })).toThrow(/AI_PROVIDER must be one of/);
    // A hand-built env (bench, tests) that skipped parseEnv gets the same refusal here.
    const unchecked = { ...envOf({}), AI_PROVIDER: "anthropic" as const };
    expect(() => createGenerationProvider(unchecked)).toThrow(ProviderConfigError);
  });

  it("uses an injected provider and builds one from the env otherwise", () => {
    const injected: GenerationProvider = { name: "scripted", model: "m", generate: () => Promise.reject(new Error("unused")) };
    expect(resolveGenerationProvider({ provider: injected, env: envOf({}) })).toBe(injected);
    expect(resolveGenerationProvider({ provider: { name: "offline", model: "offline" }, env: envOf({}) }).name).toBe("offline");
  });
});
