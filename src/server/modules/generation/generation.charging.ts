import type { TDb } from "../../db/client";
import type { GenerationProvider } from "../../generation/providers/types";
import { estimateCallBudget } from "../../generation/token-budget";
import { classPoolRunOutError, growReservation, notEnoughTokensToContinue, type TReservation } from "../billing/billing.service";

/**
 * The provider as one generation uses it, charging kept exact (issue 25): before every call after
 * the first (a repair round), the generation's hold grows to what the calls so far used plus that
 * call's worst case. If the balance cannot cover at least that call's input, the generation stops
 * there, charged nothing (429 while the user's other generations hold the tokens, else 403). The
 * settlement then charges the whole generation's reported usage exactly.
 */
export function holdGrowingProvider(options: { provider: GenerationProvider; db: TDb; reservation: TReservation }): GenerationProvider {
  const { provider, db, reservation } = options;
  let calls = 0;
  let used = 0;
  return {
    name: provider.name,
    model: provider.model,
    async generate(request) {
      if (calls > 0 && reservation.kind !== "free-usage") {
        const budget = estimateCallBudget(request);
        const held = await growReservation({ db, reservation, toTokens: used + budget.maxTokens });
        if (held < used + budget.minTokens) {
          if (reservation.kind === "class-tokens") throw classPoolRunOutError();
          throw await notEnoughTokensToContinue({ db, userId: reservation.userId, neededTokens: used + budget.minTokens - held });
        }
      }
      calls += 1;
      const answer = await provider.generate(request);
      used += answer.usage.totalTokens;
      return answer;
    },
  };
}
