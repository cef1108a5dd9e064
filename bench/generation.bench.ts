// Generation: the server's own time per generation (sign-in check, rate limit, reservation,
// normalise + parse + validate, settle transaction, JSON) with the provider's latency taken out,
// and the token cost of a generation for SPEC's example prompts (o200k, gpt-tokenizer).
// Run: node --import tsx bench/generation.bench.ts   (prints tables, writes bench/results/generation.json)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { blockReference } from "../src/blocks/index";
import { createApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { users } from "../src/server/db/schema";
import { parseEnv } from "../src/server/env";
import { createGenerationProvider } from "../src/server/generation/provider-selection";
import { createOfflineProvider, EXAMPLE_PROMPTS } from "../src/server/generation/providers/offline/index";
import type { GenerationProvider } from "../src/server/generation/providers/types";
import { buildStaticSystemPrompt, buildSystemPrompt, selectCategories } from "../src/server/generation/system-prompt";
import { startFakeOpenAiServer } from "../src/server/generation/test-support/fake-openai-server";
import { createSession } from "../src/server/modules/auth/session.service";

const WARMUP = 30;
const RUNS = 300;
const SECRET = "bench-session-secret-0123456789-abcdefghijklmnop";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? (sorted[Math.floor(mid)] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

// ---- 1. Token cost per example prompt -------------------------------------------------------
// Input = what the provider is sent (system prompt for this prompt + the prompt). Output: the
// offline generator's program for the same prompt, fenced as a model would answer: a stand-in
// for a model's answer of the same program (models add little around the fence when told not to).
const offline = createOfflineProvider();
const tokenRows: Array<{ prompt: string; categories: string[]; systemPrompt: number; prompt_: number; input: number; output: number; total: number }> = [];
for (const prompt of EXAMPLE_PROMPTS) {
  const answer = await offline.generate({ prompt });
  const output = answer.kind === "program" ? countTokens("```scratchblocks\n" + answer.text + "\n```") : 0;
  const systemPrompt = countTokens(buildSystemPrompt(prompt));
  const promptTokens = countTokens(prompt);
  const input = systemPrompt + promptTokens;
  tokenRows.push({ prompt, categories: selectCategories(prompt), systemPrompt, prompt_: promptTokens, input, output, total: input + output });
}
const staticTokens = countTokens(buildStaticSystemPrompt());
const fullReferenceTokens = countTokens(blockReference());

console.log(`System prompt, static part: ${staticTokens} tokens (the full block reference alone would be ${fullReferenceTokens})`);
console.log("\n| example prompt | categories added | system | prompt | input | output* | total |\n|---|---|---:|---:|---:|---:|---:|");
for (const row of tokenRows) {
  console.log(`| ${row.prompt} | ${row.categories.join(", ") || "-"} | ${row.systemPrompt} | ${row.prompt_} | ${row.input} | ${row.output} | ${row.total} |`);
}
const medianTotal = median(tokenRows.map((r) => r.total));
console.log(`\nMedian total per generation: ${medianTotal} tokens (goal <= 1,000). *output = the offline generator's program for the prompt, as a stand-in for a model's answer.`);

// ---- 2. Server time per generation, provider latency excluded --------------------------------
const fake = await startFakeOpenAiServer();
const program = (await offline.generate({ prompt: EXAMPLE_PROMPTS[0] ?? "make the cat jump" })) as { text: string };
fake.fallback = () => ({ text: "```scratchblocks\n" + program.text + "\n```", promptTokens: 600, completionTokens: 80 });

const env = parseEnv({
  NODE_ENV: "test",
  SESSION_SECRET: SECRET,
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: fake.baseURL,
  AI_MODEL: "fake-model",
  GENERATE_RATE_LIMIT_PER_MINUTE: "100000",
});
const inner = createGenerationProvider(env);
let providerMs = 0;
// The provider's own time (AI SDK + HTTP + the fake server) is measured around each call and
// subtracted: what is left is our server's work.
const timed: GenerationProvider = {
  name: inner.name,
  model: inner.model,
  async generate(request) {
    const start = performance.now();
    try {
      return await inner.generate(request);
    } finally {
      providerMs += performance.now() - start;
    }
  },
};

const database = await openDatabase({ kind: "pglite" });
await database.migrate();
const app = createApp({ env: { ...env, SESSION_SECRET: SECRET }, database, provider: timed });
const [user] = await database.db.insert(users).values({ email: "bench@example.com", username: "Bench", isSubscribed: true, availableTokens: 1_000_000_000 }).returning({ id: users.id });
if (!user) throw new Error("no bench user");
const token = await createSession({ db: database.db, secret: SECRET, userId: user.id, now: new Date() });

const totals: number[] = [];
const servers: number[] = [];
const providers: number[] = [];
for (let i = 0; i < WARMUP + RUNS; i++) {
  providerMs = 0;
  const start = performance.now();
  const response = await app.request("/api/blocks/generate", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ prompt: EXAMPLE_PROMPTS[i % EXAMPLE_PROMPTS.length] }),
  });
  await response.text();
  const total = performance.now() - start;
  if (response.status !== 200) throw new Error(`generation ${i} answered ${response.status}`);
  if (i < WARMUP) continue;
  totals.push(total);
  providers.push(providerMs);
  servers.push(total - providerMs);
}
await fake.close();
await database.close();

const timing = {
  runs: RUNS,
  database: "PGlite (in memory)",
  serverMs: { p50: round(percentile(servers, 50)), p99: round(percentile(servers, 99)) },
  providerMs: { p50: round(percentile(providers, 50)), p99: round(percentile(providers, 99)) },
  totalMs: { p50: round(percentile(totals, 50)), p99: round(percentile(totals, 99)) },
};
console.log(`\nServer time per generation over ${RUNS} requests (fake provider on 127.0.0.1, no delay; PGlite in memory):`);
console.log("| measure | p50 ms | p99 ms |\n|---|---:|---:|");
console.log(`| server (provider excluded) | ${timing.serverMs.p50} | ${timing.serverMs.p99} |`);
console.log(`| provider call (AI SDK + HTTP + fake) | ${timing.providerMs.p50} | ${timing.providerMs.p99} |`);
console.log(`| whole request | ${timing.totalMs.p50} | ${timing.totalMs.p99} |`);

const out = join(dirname(fileURLToPath(import.meta.url)), "results", "generation.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      tokens: {
        tokenizer: "o200k_base (gpt-tokenizer)",
        staticSystemPrompt: staticTokens,
        fullBlockReference: fullReferenceTokens,
        outputNote: "output = the offline generator's program for the prompt, fenced, as a stand-in for a model's answer",
        perExamplePrompt: tokenRows.map(({ prompt_, ...row }) => ({ ...row, promptTokens: prompt_ })),
        medianTotal,
        goal: 1000,
      },
      timing,
    },
    null,
    2,
  ) + "\n",
);
console.log(`\nWrote ${out}`);
