import { z } from "zod";

/**
 * What the behaviour check found when it ran an answer before showing it (issue 29, point 3), as
 * the generation response carries it and as history gives it back with the answer. The server's
 * own type (generation/behaviour/behaviour.types.ts) names the codes; the page reads any code, so
 * a newer server's problem still shows.
 */
export const ZBehaviourReport = z.object({
  ran: z.boolean(),
  seconds: z.number(),
  problems: z.array(z.object({ code: z.string(), message: z.string(), sprite: z.string().optional() })),
});
export type TBehaviourReportData = z.infer<typeof ZBehaviourReport>;
