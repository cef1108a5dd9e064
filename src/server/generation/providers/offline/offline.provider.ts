import type { GenerateRequest, GenerationProvider, ProviderAnswer } from "../types";
import type { TBehaviourProblem } from "../../behaviour";
import type { TDeclineReason } from "./offline.match";
import { loadTokenCounter } from "./offline.tokens";
import { RECIPES_BY_ID } from "./recipes";

/**
 * The offline generator: the default provider when no AI provider is configured. It answers
 * from a library of recipes, so a classroom laptop with no network and no API key still turns
 * requests into working programs. Requests it cannot match get a complexity answer (nothing is
 * charged for those) instead of a guess.
 */

export const OFFLINE_MODEL = "planner-v3";

/** Always three first steps: the closest recipes, then friendly defaults the generator surely makes. */
const FIRST_STEPS = ["move-arrows", "pen-star", "quiz-math", "jump-simple"];

function declineSuggestions(ids: string[]): string[] {
  const unique = [...new Set([...ids, ...FIRST_STEPS])].slice(0, 3);
  return unique.map((id) => RECIPES_BY_ID.get(id)?.suggestion ?? id);
}

/** Children's words only: never a provider, a recipe or a setting (those are in the README and the admin console). */
export const OFFLINE_COMPLEXITY_TIP = "Say what your sprite should do and when, like \"jump when I press space\", and build one part at a time.";
export const OFFLINE_SERVICE_NOTE = "Nothing was used up for this one.";

/**
 * Declines in words a child (or the teacher beside them) can act on, with two or three first
 * steps close to what was asked, each a request the child can send as it is.
 */
const MESSAGES: Record<TDeclineReason | "no-change", string> = {
  "no-change": "I couldn't work out that change yet. Say what should change and in which sprite (\"make the ball faster\"), or pick one of these.",
  "no-match":
    "I couldn't work out a Scratch program from that yet. Tell me which sprite should do what, and when (\"make the dog bark when I click it\"), or start with one of these.",
  "too-big":
    "That's a big idea, and a great one to work towards! It's too much to build in one go, so let's start with one small part you can test, then grow it. Try one of these first.",
  "not-a-program":
    "That isn't something a Scratch program can do, but here are some things we could make together in Scratch. Pick one to start.",
};

/** A problem the behaviour check saw, in a child's words. */
function problemWords(problem: TBehaviourProblem): string {
  switch (problem.code) {
    case "stops-at-once":
      return "it stops by itself as soon as it starts";
    case "no-reaction":
      return problem.message.replace(/^It listens for (.*), but nothing happens when you do it\.$/, "$1 does nothing yet");
    case "scripts-fight":
      // two questions at once are not two moves: say which fight it is
      return /ask questions/.test(problem.message) ? `two scripts of the ${problem.sprite ?? "sprite"} ask questions at the same time` : `two scripts move the ${problem.sprite ?? "sprite"} at the same time`;
    case "does-not-load":
    case "runtime-error":
      return "Scratch could not run it";
    case "freezes":
      return "a loop never lets the stage draw";
    case "nothing-happens":
      return "nothing starts it";
  }
}

/** A follow-up (issue 30): the base project edited; a change it does not know is declined with changes that fit. */
async function answerChange(prompt: string, baseText: string) {
  const { answerFollowUp } = await import("./edit/edit.answer");
  const answer = answerFollowUp(prompt, baseText);
  if (answer.kind === "program") return answer;
  return { kind: "decline" as const, reason: "no-change" as const, suggestions: answer.suggestions };
}

export function createOfflineProvider(): GenerationProvider {
  // start loading the tokenizer now, in the background; the first request waits for it if needed
  loadTokenCounter().catch(() => undefined);
  // and the plan reader (compromise, the word list) and the engine the behaviour check runs answers in:
  // loaded in the background, so starting the server stays quick
  const reader = import("./offline.answer");
  reader.catch(() => undefined);
  import("../../behaviour").catch(() => undefined);
  return {
    name: "offline",
    model: OFFLINE_MODEL,
    async generate(request: GenerateRequest): Promise<ProviderAnswer> {
      request.signal?.throwIfAborted();
      const countTokens = await loadTokenCounter();
      const inputTokens = countTokens(request.prompt);
      // same request, same program: the composer is pure, so a repair round gets it again too
      const answer = request.base ? await answerChange(request.prompt, request.base.projectText) : (await reader).answerRequest(request.prompt);
      if (answer.kind === "decline") {
        return {
          kind: "complexity",
          message: MESSAGES[answer.reason],
          // a change's suggestions are already requests that fit the program
          suggestions: answer.reason === "no-change" ? answer.suggestions : declineSuggestions(answer.suggestions),
          tip: OFFLINE_COMPLEXITY_TIP,
          serviceNote: OFFLINE_SERVICE_NOTE,
          usage: { totalTokens: inputTokens, inputTokens, outputTokens: 0 },
        };
      }
      const { text } = answer;
      // run before answering: what the engine shows wrong is named, never delivered as if it worked
      const { checkBehaviour } = await import("../../behaviour");
      const report = await checkBehaviour(text, { seconds: 3, budgetMs: 1_500 });
      const seen = report.problems.map(problemWords);
      const leftOut = [...answer.leftOut, ...seen];
      const explanation = seen.length > 0 ? `${answer.explanation} When I tried it, ${seen.join(", and ")}: that part isn't built right yet.` : answer.explanation;
      const outputTokens = countTokens(text);
      return {
        kind: "program",
        text,
        explanation,
        leftOut,
        behaviour: report,
        usage: { totalTokens: inputTokens + outputTokens, inputTokens, outputTokens },
      };
    },
  };
}
