import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient, type TApiClient } from "../../lib/api";
import { InvalidGenerationResponseError, requestGeneration } from "./generator.api";

/** A real HTTP server answering whatever the next test queued, recording what the client sent. */
type TReply = { status: number; body: string; contentType?: string };
let server: Server;
let client: TApiClient;
let nextReply: TReply;
const seen: Array<{ url: string; headers: IncomingMessage["headers"]; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({ url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(nextReply.status, { "content-type": nextReply.contentType ?? "application/json" }).end(nextReply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  client = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, getToken: () => "session-token" });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const success = {
  blocks: "// Jump\nwhen [space v] key pressed\nchange y by (50)",
  tokensUsed: 412,
  user: { tokensUsed: 0, freeUsageUsed: true, freeUsagesUsed: 1, freeUsagesAllowed: 3, availableTokens: 0 },
  diagnostics: [],
  buildGuide: [{ category: "events", count: 1 }],
  explanation: "The sprite jumps.",
};

describe("requestGeneration", () => {
  it("posts the prompt with the bearer token and an idempotency key, and reads the program", async () => {
    nextReply = { status: 200, body: JSON.stringify(success) };
    const outcome = await requestGeneration("make the cat jump", { client, idempotencyKey: "key-1" });
    expect(outcome).toMatchObject({ kind: "program", result: { tokensUsed: 412, user: { freeUsagesUsed: 1 } } });
    const request = seen.at(-1);
    expect(request?.url).toBe("/api/blocks/generate");
    expect(JSON.parse(request?.body ?? "")).toEqual({ prompt: "make the cat jump" });
    expect(request?.headers.authorization).toBe("Bearer session-token");
    expect(request?.headers["idempotency-key"]).toBe("key-1");
    expect(request?.headers["content-type"]).toBe("application/json");
  });

  it("makes a fresh idempotency key per call when none is given", async () => {
    nextReply = { status: 200, body: JSON.stringify(success) };
    await requestGeneration("a", { client });
    await requestGeneration("a", { client });
    const [first, second] = seen.slice(-2).map((request) => request.headers["idempotency-key"]);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(second).not.toBe(first);
  });

  it("returns a 422 complexity answer as a warning, not an error", async () => {
    const warning = {
      complexityWarning: true,
      message: "That is a big game!",
      suggestions: ["A cat that jumps", "A falling apple"],
      tip: "Start small.",
      serviceNote: "Nothing was charged.",
    };
    nextReply = { status: 422, body: JSON.stringify(warning) };
    const outcome = await requestGeneration("a whole platformer with levels", { client });
    expect(outcome).toEqual({ kind: "complexity", warning: { ...warning, isComplexityWarning: true } });
  });

  it("throws the shared ApiError with the body for other failures", async () => {
    const body = { message: "Free usage limit reached", freeLimitReached: true, limitExceeded: true, currentUsage: 3, allowedUsage: 3 };
    nextReply = { status: 403, body: JSON.stringify(body) };
    const error = await requestGeneration("x", { client }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, body, message: "403: Free usage limit reached" });
  });

  it("throws 'Server returned invalid JSON response' for a 200 that is not a program", async () => {
    nextReply = { status: 200, body: "<html>proxy login</html>", contentType: "text/html" };
    await expect(requestGeneration("x", { client })).rejects.toBeInstanceOf(InvalidGenerationResponseError);
    nextReply = { status: 200, body: JSON.stringify({ hello: "world" }) };
    await expect(requestGeneration("x", { client })).rejects.toThrow("Server returned invalid JSON response");
  });
});
