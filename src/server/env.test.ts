import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { EnvError, parseEnv } from "./env";

function problemsOf(raw: Record<string, string | undefined>): string[] {
  try {
    parseEnv(raw);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected parseEnv to fail");
}

const OPERATOR = { OPERATOR_NAME: "Lighthouse Learning Ltd", OPERATOR_EMAIL: "hello@school.example", OPERATOR_POSTAL_ADDRESS: "2 Quay Road, Harbourtown" };

describe("parseEnv", () => {
  it("production refuses to start without the operator's name, e-mail and postal address; development runs without them (issue 31)", () => {
    expect(problemsOf({ NODE_ENV: "production" }).filter((problem) => problem.startsWith("OPERATOR_"))).toEqual([
      expect.stringMatching(/^OPERATOR_NAME is required in production/),
      expect.stringMatching(/^OPERATOR_EMAIL is required in production/),
      expect.stringMatching(/^OPERATOR_POSTAL_ADDRESS is required in production/),
    ]);
    expect(problemsOf({ NODE_ENV: "production", ...OPERATOR, OPERATOR_EMAIL: "nobody" })).toEqual([expect.stringMatching(/^OPERATOR_EMAIL must be an e-mail address/)]);
    expect(problemsOf({ NODE_ENV: "production", ...OPERATOR, OPERATOR_POSTAL_ADDRESS: "  " })).toEqual([expect.stringMatching(/^OPERATOR_POSTAL_ADDRESS is required/)]);
    expect(parseEnv({ NODE_ENV: "production", ...OPERATOR })).toMatchObject(OPERATOR);
    expect(parseEnv({}).OPERATOR_EMAIL).toBeUndefined();
  });


  it("runs on embedded defaults with no variables at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: resolve("./data"),
      pgliteDir: resolve("./data/pglite"),
      SERVE_CLIENT: true,
      GOOGLE_JWKS_URL: "https://www.googleapis.com/oauth2/v3/certs",
      GOOGLE_ISSUERS: ["https://accounts.google.com", "accounts.google.com"],
      AUTH_RATE_LIMIT_PER_MINUTE: 30,
      AI_PROVIDER: "offline",
      AI_TIMEOUT_MS: 60_000,
      GENERATE_RATE_LIMIT_PER_MINUTE: 20,
      ADMIN_EMAILS: [],
      isTestLoginEnabled: true,
    });
    expect([env.DATABASE_URL, env.SESSION_SECRET, env.GOOGLE_CLIENT_ID, env.PUBLIC_URL]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("treats blank values as unset", () => {
    const env = parseEnv({ PORT: "", GOOGLE_CLIENT_ID: "  ", AI_PROVIDER: "" });
    expect([env.PORT, env.GOOGLE_CLIENT_ID, env.AI_PROVIDER]).toEqual([3000, undefined, "offline"]);
  });

  it("names every bad variable in one message", () => {
    const problems = problemsOf({
      PORT: "eighty",
      DATABASE_URL: "mysql://nope",
      SESSION_SECRET: "short",
      SERVE_CLIENT: "maybe",
      AI_PROVIDER: "skynet",
      NODE_ENV: "staging",
      GOOGLE_JWKS_URL: "not a url",
    });
    const named = problems.map((problem) => problem.split(" ")[0]);
    expect(named).toEqual(expect.arrayContaining(["PORT", "DATABASE_URL", "SESSION_SECRET", "SERVE_CLIENT", "AI_PROVIDER", "NODE_ENV", "GOOGLE_JWKS_URL"]));
    expect(problems.find((problem) => problem.startsWith("PORT"))).toMatch(/whole number from 1 to 65535 \(got "eighty"\)/);
    expect(problems.find((problem) => problem.startsWith("AI_PROVIDER"))).toMatch(/offline, openai, anthropic, google, openai-compatible/);
    expect(new EnvError(problems).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it("requires the chosen provider's API key", () => {
    expect(problemsOf({ AI_PROVIDER: "anthropic" })).toEqual(["ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic (or set AI_API_KEY)"]);
    expect(problemsOf({ AI_PROVIDER: "openai" })[0]).toMatch(/^OPENAI_API_KEY is required/);
    expect(problemsOf({ AI_PROVIDER: "google" })[0]).toMatch(/^GOOGLE_GENERATIVE_AI_API_KEY is required/);
    expect(parseEnv({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test" }).AI_PROVIDER).toBe("openai");
    expect(parseEnv({ AI_PROVIDER: "google", AI_API_KEY: "key" }).AI_PROVIDER).toBe("google");
  });

  it("requires a base URL and a model for an OpenAI-compatible server", () => {
    expect(problemsOf({ AI_PROVIDER: "openai-compatible" }).map((p) => p.split(" ")[0]).sort()).toEqual(["AI_BASE_URL", "AI_MODEL"]);
    expect(parseEnv({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "qwen2.5-coder" }).AI_MODEL).toBe("qwen2.5-coder");
  });

  it("switches the test login by configuration", () => {
    expect(parseEnv({ GOOGLE_CLIENT_ID: "x.apps.googleusercontent.com" }).isTestLoginEnabled).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", ...OPERATOR }).isTestLoginEnabled).toBe(false);
    // Issue 16: production with the test login refuses to start without the explicit acknowledgement.
    expect(() => parseEnv({ NODE_ENV: "production", ENABLE_TEST_LOGIN: "true" })).toThrow(/ALLOW_TEST_LOGIN_IN_PRODUCTION/);
    expect(parseEnv({ NODE_ENV: "production", ENABLE_TEST_LOGIN: "true", ALLOW_TEST_LOGIN_IN_PRODUCTION: "true", ...OPERATOR }).isTestLoginEnabled).toBe(true);
    expect(parseEnv({ ENABLE_TEST_LOGIN: "false" }).isTestLoginEnabled).toBe(false);
  });

  it("parses lists and URLs", () => {
    const env = parseEnv({
      ADMIN_EMAILS: " Teacher@School.org, head@school.org ,",
      GOOGLE_ISSUERS: "http://127.0.0.1:9000",
      PUBLIC_URL: "https://promptblocks.example/",
      DATABASE_URL: "postgres://u@db:5432/pb",
    });
    expect(env.ADMIN_EMAILS).toEqual(["teacher@school.org", "head@school.org"]);
    expect(env.GOOGLE_ISSUERS).toEqual(["http://127.0.0.1:9000"]);
    expect(env.PUBLIC_URL).toBe("https://promptblocks.example");
    expect(env.DATABASE_URL).toBe("postgres://u@db:5432/pb");
  });

  it("asks for PUBLIC_URL whenever mail can leave the machine (issue 25: e-mailed links come from it)", () => {
    expect(problemsOf({ SMTP_URL: "smtp://mail.example:587" })[0]).toMatch(/^PUBLIC_URL is required when SMTP_URL is set/);
    expect(parseEnv({ SMTP_URL: "smtp://mail.example:587", PUBLIC_URL: "https://promptblocks.example" }).PUBLIC_URL).toBe("https://promptblocks.example");
  });

  it("asks for PUBLIC_URL when production uses the Google redirect sign-in", () => {
    expect(problemsOf({ NODE_ENV: "production", GOOGLE_CLIENT_ID: "x", GOOGLE_CLIENT_SECRET: "y", ...OPERATOR })[0]).toMatch(/^PUBLIC_URL is required in production/);
  });
});

describe(".env.example", () => {
  it("is a valid configuration as shipped, listing every variable env.ts reads", async () => {
    const { readFileSync } = await import("node:fs");
    const { parseEnv: parseDotenv } = await import("node:util");
    const text = readFileSync(resolve(".env.example"), "utf8");
    const env = parseEnv(parseDotenv(text));
    expect(env.PORT).toBe(3000);
    const listed = Object.keys(parseDotenv(text));
    const source = readFileSync(resolve("src/server/env.ts"), "utf8");
    const read = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    expect(read.length).toBeGreaterThan(20);
    expect(read.filter((name) => !listed.includes(name!))).toEqual([]);
  });
});
