import { z } from "zod";

/**
 * One spelling the server tidied in a generated program before checking it (src/blocks
 * repairBlocksText): a Scratch 2 wording, `if <…>` without `then`, `>=`, a menu in the other
 * bracket. The generate response lists them as `rewrites`; the generator says "We tidied 3
 * small things" and shows the list.
 */
export const ZBlocksRewrite = z.object({
  /** 1-based line of the delivered blocks text. */
  line: z.number().int(),
  before: z.string(),
  after: z.string(),
  rule: z.string(),
  reason: z.string(),
});
export type TBlocksRewrite = z.infer<typeof ZBlocksRewrite>;
