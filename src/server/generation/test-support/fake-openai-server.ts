import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small OpenAI-compatible HTTP server on 127.0.0.1 for tests: it answers
 * POST /v1/chat/completions from a queue of canned replies and records every request body, so a
 * test drives the real provider code (AI SDK → HTTP) and can assert on what was sent.
 */
export interface CannedReply {
  /** Assistant text. */
  text?: string;
  /** HTTP status to answer with instead of a completion (e.g. 500, 401, 429). */
  status?: number;
  /** Milliseconds to wait before answering (timeouts). */
  delayMs?: number;
  promptTokens?: number;
  completionTokens?: number;
}

export interface FakeOpenAiServer {
  baseURL: string;
  requests: Array<{ model: string; messages: Array<{ role: string; content: unknown }> }>;
  /** How many calls the caller gave up on (closed the connection) before their answer was sent: aborted calls. */
  abandoned: number;
  /** Queue replies in order; when the queue is empty, `fallback` answers (if set). */
  enqueue(...replies: CannedReply[]): void;
  fallback: ((body: unknown) => CannedReply) | null;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeOpenAiServer(port = 0): Promise<FakeOpenAiServer> {
  const queue: CannedReply[] = [];
  const state: FakeOpenAiServer = {
    baseURL: "",
    requests: [],
    abandoned: 0,
    enqueue: (...replies) => queue.push(...replies),
    fallback: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = JSON.parse(raw) as FakeOpenAiServer["requests"][number];
    state.requests.push(body);
    response.on("close", () => {
      if (!response.writableFinished) state.abandoned += 1;
    });
    const reply = queue.shift() ?? state.fallback?.(body) ?? { status: 500 };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.status && reply.status !== 200) {
      response
        .writeHead(reply.status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: `fake provider status ${reply.status}`, type: "fake_error" } }));
      return;
    }
    const promptTokens = reply.promptTokens ?? 300;
    const completionTokens = reply.completionTokens ?? 100;
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: `chatcmpl-fake-${state.requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content: reply.text ?? "" }, finish_reason: "stop" }],
        usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
      }),
    );
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  // Keep-alive sockets from the client would hold close() open; tests should end promptly.
  server.keepAliveTimeout = 100;
  state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
