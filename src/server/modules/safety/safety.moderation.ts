import { z } from "zod";

/**
 * OpenAI's moderation endpoint (POST {base}/moderations), over its HTTP API: the second half of
 * the kid-safety check when a key is configured. Plain "violence" and "harassment" are not
 * reasons to refuse: games are full of shooting and defeating enemies, and the model flags
 * "kill the clone" style phrases there. Graphic violence, threats, sexual content, hate and
 * self-harm are.
 */
const IGNORED_CATEGORIES = new Set(["violence", "harassment"]);

const ZModerationResponse = z.object({
  results: z.array(z.object({ flagged: z.boolean(), categories: z.record(z.string(), z.boolean().nullable()) })),
});

export interface TModerationConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

export class ModerationUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The moderation service did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "ModerationUnavailableError";
  }
}

/** The refused categories per input (empty: fine). */
export async function moderateTexts(config: TModerationConfig, texts: string[]): Promise<string[][]> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/moderations`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, input: texts }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new ModerationUnavailableError(error);
  }
  if (!response.ok) throw new ModerationUnavailableError(new Error(`HTTP ${response.status}`));
  const parsed = ZModerationResponse.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success || parsed.data.results.length !== texts.length) throw new ModerationUnavailableError(new Error("unexpected answer"));
  return parsed.data.results.map((result) =>
    Object.entries(result.categories)
      .filter(([name, isFlagged]) => isFlagged === true && !IGNORED_CATEGORIES.has(name))
      .map(([name]) => name),
  );
}
