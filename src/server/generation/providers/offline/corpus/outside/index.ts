import { createSafetyChecker } from "../../../../../modules/safety/safety.service";
import type { GenerationProvider } from "../../../types";
import { gradeAnswer, scoreGrades, type TCorpusScore, type TGrade, type TGradedAnswer } from "./rubric.check";
import type { TRubricRequest } from "./rubric.types";

export { DEVELOPMENT_REQUESTS } from "./development.requests";
export { gradeAnswer, normaliseLine, scoreGrades, type TCorpusScore, type TGrade, type TGradedAnswer } from "./rubric.check";
export type { TRubricRequest, TVerdict } from "./rubric.types";

/**
 * An answer before the structured `leftOut` field existed named what it left out only in its
 * explanation ("I couldn't make ..."): read that as named, so the baseline is measured fairly.
 */
const NAMED_IN_EXPLANATION = /\bcouldn['’]?t make\b|\bcould not make\b/i;

// What a child gets from the app on its embedded defaults: the offline kid-safety check (rules and
// word list, no moderation endpoint) before any provider, then the provider's answer.
const kidSafetyCheck = createSafetyChecker({ kind: "none" });

export async function gradeProviderAnswer(provider: GenerationProvider, request: TRubricRequest): Promise<{ grade: TGrade; answer: TGradedAnswer }> {
  if (!(await kidSafetyCheck.check(request.prompt)).safe) return { grade: gradeAnswer(request, { kind: "declined" }), answer: { kind: "declined" } };
  const answer = await provider.generate({ prompt: request.prompt });
  const graded: TGradedAnswer =
    answer.kind === "program"
      ? { kind: "program", text: answer.text, leftOut: answer.leftOut ?? (NAMED_IN_EXPLANATION.test(answer.explanation ?? "") ? [answer.explanation ?? ""] : []) }
      : { kind: "declined" };
  return { grade: gradeAnswer(request, graded), answer: graded };
}

export async function gradeCorpus(provider: GenerationProvider, requests: readonly TRubricRequest[]): Promise<{ score: TCorpusScore; grades: TGrade[] }> {
  const grades: TGrade[] = [];
  for (const request of requests) grades.push((await gradeProviderAnswer(provider, request)).grade);
  return { score: scoreGrades(grades), grades };
}
