import { z } from "zod";

export { ZPublicConfig, type TPublicConfig } from "./public-contract";

/** GET /api/health (for deployments and the e2e runner). */
export const ZHealthResponse = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "error"]),
  provider: z.object({ name: z.string(), model: z.string() }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
