import { AppError } from "../../lib/app-error";
import { phraseKeys } from "./kid-safety.normalize";
import { REQUEST_KINDS, SAFETY_RULES, type TRequestKind, type TSafetyCategory } from "./kid-safety.rules";

/**
 * The answer a child gets when PromptBlocks will not make something (issue 24): HTTP 422 with
 * `safetyRefusal: true` and the category, a short kind message that never repeats the child's
 * words, and three safe ideas close to what was asked, each a prompt the page can fill in. It is
 * not the complexity warning, and nothing is charged.
 */

/** Where the refusal came from: the child's request, a generated answer, or the model itself. */
export type TRefusalStage = "request" | "answer" | "model";

const ANSWER_MESSAGE = "PromptBlocks made something that isn't right for young coders, so it wasn't shown.";
const NOTHING_CHARGED = "Nothing was charged.";
const IDEAS = "Here are some ideas you could make instead.";
// Someone who may be hurting needs the adult, not the price: no "Nothing was charged" here.
const CALM_IDEAS = "If you like, here is something calm you could make.";

const kindWords = new Map<TRequestKind, Set<string>>(
  REQUEST_KINDS.map((kind) => [kind, new Set((SAFETY_RULES.requestKinds[kind] ?? []).flatMap((word) => phraseKeys(word, SAFETY_RULES.aliases)))]),
);

/** What the child was making (a game, a story, a quiz…), from the request's own words. */
function requestKindsOf(request: string): TRequestKind[] {
  const keys = new Set(phraseKeys(request, SAFETY_RULES.aliases));
  return REQUEST_KINDS.filter((kind) => kind !== "any" && [...(kindWords.get(kind) ?? [])].some((word) => keys.has(word)));
}

/** Three ideas of the category, those of the request's kind first. */
export function suggestionsFor(category: TSafetyCategory, request: string): string[] {
  const kinds = requestKindsOf(request);
  const ideas = SAFETY_RULES.categories[category].suggestions;
  const score = (idea: (typeof ideas)[number]) => (idea.kinds.some((kind) => kinds.includes(kind)) ? 0 : 1);
  return [...ideas]
    .map((idea, index) => ({ idea, index }))
    .sort((a, b) => score(a.idea) - score(b.idea) || a.index - b.index)
    .slice(0, 3)
    .map(({ idea }) => idea.text);
}

export function safetyRefusal(options: { category: TSafetyCategory; stage: TRefusalStage; request: string; helpText?: string }): AppError {
  const { category, stage, request } = options;
  const categoryText = SAFETY_RULES.categories[category].message;
  const message =
    stage === "answer" ? `${ANSWER_MESSAGE} ${NOTHING_CHARGED} ${IDEAS}` : category === "self_harm" ? `${categoryText} ${CALM_IDEAS}` : `${categoryText} ${NOTHING_CHARGED} ${IDEAS}`;
  const help = category === "self_harm" && options.helpText ? options.helpText : undefined;
  return new AppError(stage === "answer" ? "unsafe_answer" : "unsafe_request", 422, message, {
    safetyRefusal: true,
    category,
    suggestions: suggestionsFor(category, request),
    ...(help ? { help } : {}),
  });
}
