import { getStoredToken } from "./token-storage";

/**
 * The one way the client talks to the server (SPEC 7 and 8 "Shared"): every path under /api,
 * a JSON content type only when there is a body, cookies always, the stored bearer token when
 * there is one, and any non-ok answer thrown as an Error reading "status: message".
 */

export const API_PREFIX = "/api";

/** A non-ok answer. `message` is SPEC's "status: message" text; status and body stay readable. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(`${status}: ${message}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export type TApiClientOptions = {
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Origin to prefix, e.g. "http://127.0.0.1:3100" in Node; empty in the browser (same origin). */
  baseUrl?: string;
  getToken?: () => string | null;
};

/** A response schema: zod's full or small build, or anything else that parses or throws. */
export type TResponseSchema<T> = { parse(data: unknown): T };

export type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function apiUrl(path: string, baseUrl = ""): string {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  const full = withSlash === API_PREFIX || withSlash.startsWith(`${API_PREFIX}/`) ? withSlash : `${API_PREFIX}${withSlash}`;
  return `${baseUrl}${full}`;
}

/**
 * SPEC 8: the body's `message` when the body is JSON and has one, else the status text; a body
 * that is not JSON is shown as its text.
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  const fallback = res.statusText || `HTTP ${res.status}`;
  let body: unknown = text;
  let message = text.trim() === "" ? fallback : text;
  try {
    body = JSON.parse(text);
    message =
      typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
        ? (body as { message: string }).message
        : fallback;
  } catch {
    // not JSON: the text itself is the message
  }
  throw new ApiError(res.status, message, body);
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (text === "") return null;
  return JSON.parse(text) as unknown;
}

export function createApiClient(options: TApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const baseUrl = options.baseUrl ?? "";
  const getToken = options.getToken ?? getStoredToken;

  /** Sends a request and throws on a non-ok answer; the caller reads the Response. Bytes (a file) go as they are, anything else as JSON. */
  async function request(method: THttpMethod, path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const isBytes = body instanceof Uint8Array;
    if (body !== undefined) headers.set("Content-Type", isBytes ? "application/octet-stream" : "application/json");
    const token = getToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    const res = await doFetch(apiUrl(path, baseUrl), {
      ...init,
      method,
      headers,
      body: body === undefined ? undefined : isBytes ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body),
      credentials: "include",
    });
    await throwIfNotOk(res);
    return res;
  }

  /** Request + parse; with a schema the answer is validated so a contract drift fails loudly. */
  async function json<T>(method: THttpMethod, path: string, body?: unknown, schema?: TResponseSchema<T>): Promise<T> {
    const data = await readJson(await request(method, path, body));
    return schema ? schema.parse(data) : (data as T);
  }

  return {
    request,
    get: <T>(path: string, schema?: TResponseSchema<T>) => json<T>("GET", path, undefined, schema),
    post: <T>(path: string, body?: unknown, schema?: TResponseSchema<T>) => json<T>("POST", path, body, schema),
    patch: <T>(path: string, body?: unknown, schema?: TResponseSchema<T>) => json<T>("PATCH", path, body, schema),
  };
}

export type TApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same origin, token from localStorage. */
export const api: TApiClient = createApiClient();
