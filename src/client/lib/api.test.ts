import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, apiUrl, createApiClient } from "./api";

type TSeen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };

// A tiny real HTTP server: each path answers one way, and every request is recorded.
let server: Server;
let baseUrl = "";
const seen: TSeen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      switch (req.url) {
        case "/api/ok":
          res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ hello: "world", echo: body }));
          return;
        case "/api/no-content":
          res.writeHead(204).end();
          return;
        case "/api/json-error":
          res.writeHead(403, "Forbidden", { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Free usage limit reached", freeLimitReached: true }));
          return;
        case "/api/json-no-message":
          res.writeHead(404, "Not Found", { "Content-Type": "application/json" }).end(JSON.stringify({ error: "x" }));
          return;
        case "/api/text-error":
          res.writeHead(502, "Bad Gateway", { "Content-Type": "text/plain" }).end("upstream exploded");
          return;
        case "/api/empty-error":
          res.writeHead(500, "Internal Server Error").end();
          return;
        default:
          res.writeHead(418).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = (): TSeen => {
  const entry = seen.at(-1);
  if (!entry) throw new Error("no request recorded");
  return entry;
};

describe("apiUrl", () => {
  it("puts every path under /api exactly once", () => {
    expect(apiUrl("/auth/session")).toBe("/api/auth/session");
    expect(apiUrl("auth/session")).toBe("/api/auth/session");
    expect(apiUrl("/api/auth/session")).toBe("/api/auth/session");
    expect(apiUrl("/apiary")).toBe("/api/apiary");
    expect(apiUrl("/x", "http://h:1")).toBe("http://h:1/api/x");
  });
});

describe("api client requests", () => {
  it("sends no content type without a body, and the bearer token when one is stored", async () => {
    const client = createApiClient({ baseUrl, getToken: () => "tok-123" });
    await expect(client.get("/ok")).resolves.toEqual({ hello: "world", echo: "" });
    const req = last();
    expect(req.method).toBe("GET");
    expect(req.headers["content-type"]).toBeUndefined();
    expect(req.headers.authorization).toBe("Bearer tok-123");
  });

  it("sends JSON with a content type when there is a body, and no bearer without a token", async () => {
    const client = createApiClient({ baseUrl, getToken: () => null });
    const answer = await client.post<{ echo: string }>("/ok", { prompt: "cat jumps" });
    expect(JSON.parse(answer.echo)).toEqual({ prompt: "cat jumps" });
    const req = last();
    expect(req.method).toBe("POST");
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.headers.authorization).toBeUndefined();
  });

  it("always asks for cookies (credentials: include)", async () => {
    let seenInit: RequestInit | undefined;
    const client = createApiClient({
      baseUrl,
      getToken: () => null,
      fetch: (input, init) => {
        seenInit = init;
        return fetch(input, init);
      },
    });
    await client.request("GET", "/ok");
    expect(seenInit?.credentials).toBe("include");
  });

  it("answers null for 204 and validates with a schema when given", async () => {
    const client = createApiClient({ baseUrl, getToken: () => null });
    await expect(client.post("/no-content")).resolves.toBeNull();
    await expect(client.get("/ok", z.object({ hello: z.literal("world") }))).resolves.toEqual({ hello: "world" });
    await expect(client.get("/ok", z.object({ hello: z.number() }))).rejects.toThrow();
  });
});

describe("api client errors (SPEC 8 Shared)", () => {
  const client = () => createApiClient({ baseUrl, getToken: () => null });

  it("uses the JSON body's message: 'status: message', keeping status and body", async () => {
    const error = await client().get("/json-error").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("403: Free usage limit reached");
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body).toEqual({ message: "Free usage limit reached", freeLimitReached: true });
  });

  it("falls back to the status text when the JSON has no message", async () => {
    await expect(client().get("/json-no-message")).rejects.toThrow(/^404: Not Found$/);
  });

  it("uses the text of a non-JSON body", async () => {
    await expect(client().get("/text-error")).rejects.toThrow(/^502: upstream exploded$/);
  });

  it("uses the status text when the body is empty", async () => {
    await expect(client().get("/empty-error")).rejects.toThrow(/^500: Internal Server Error$/);
  });
});
