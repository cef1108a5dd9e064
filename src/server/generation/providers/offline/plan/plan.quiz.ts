import { leftoverPhrases } from "./plan.leftover";
import type { TPlan, TStep } from "./plan.types";
import { quoteAsBlockText, type TWord } from "./plan.words";

/**
 * A quiz made of the child's own questions and answers (issue 26): "1. what dinosaur had 3 horns
 * (triceratops) 2. what does carnivore mean (meat eater)", "which planet is closest to the sun
 * (Mercury), which is the biggest (Jupiter)". Each question is asked word for word, its answer
 * checked, a right answer scores a point, and the score is said at the end; "say 'Well done!' if
 * all 3 are right" is kept as asked. The generator knows no facts: it only ever asks what the
 * child wrote.
 */

interface TQuestion {
  question: string;
  answer: string;
}

/** "question text (answer)", the question running back to the last list mark, colon or comma. */
const PAIR = /(?:^|[:,;.]|\s\d+[.)]\s|\band\b)\s*([^:,;()]{6,120}?)\s*\(([^()]{1,40})\)/gi;
const ASKS = /^(?:what|which|who|whose|how|where|when|why|is|are|was|were|does|do|did|can|name)\b/i;

/** The child's question-and-answer pairs, in order; none unless there are two or more. */
export function readOwnQuestions(prompt: string): { questions: TQuestion[]; rest: string } {
  const questions: TQuestion[] = [];
  const rest = prompt.replace(PAIR, (whole, question: string, answer: string) => {
    const asked = question.replace(/^\s*(?:\d+[.)]\s*|and\s+)/i, "").trim();
    if (!ASKS.test(asked) || answer.trim().split(/\s+/).length > 4) return whole;
    questions.push({ question: quoteAsBlockText(/\?$/.test(asked) ? asked : `${asked}?`), answer: quoteAsBlockText(answer) });
    return " , ";
  });
  return questions.length >= 2 ? { questions, rest } : { questions: [], rest: prompt };
}

/** Words a quiz request uses that the quiz itself is. */
const QUIZ_WORDS = /^(?:quiz|quizzes|questions?|own|score|scores|keep|point|points|each|every|right|correct|answers?|end|say|says|tell|tells|total|ask|asks|add|plus|get|gets|got|learning|learn|about|all|them|\+)$/;

/** A quiz of the child's own questions, with what the rest of the request asks that it does not do left out. */
export function ownQuizPlan(questions: readonly TQuestion[], rest: readonly TWord[]): TPlan {
  const steps: TStep[] = [{ kind: "block", text: "set [score v] to (0)" }];
  for (const { question, answer } of questions) {
    steps.push({ kind: "block", text: `ask [${question}] and wait` }, { kind: "if", condition: { text: `<(answer) = [${answer}]>`, words: `the answer is ${answer}` }, then: [{ kind: "block", text: "change [score v] by (1)" }] });
  }
  steps.push({ kind: "block", text: `say (join [Your score: ] (score)) for (2) seconds` });
  const used = new Set<number>();
  // "say 'Well done!' if all 3 are right": a line said when every answer was right
  rest.forEach((word, i) => {
    if (word.quote === undefined) return;
    const after = rest.slice(i + 1, i + 6);
    const all = after.findIndex((w) => w.word === "all" || w.word === "every");
    if (all < 0 || !after.some((w) => /^(?:right|correct)$/.test(w.word))) return;
    steps.push({ kind: "if", condition: { text: `<(score) = (${questions.length})>`, words: `every answer was right` }, then: [{ kind: "block", text: `say [${quoteAsBlockText(word.quote)}] for (2) seconds` }] });
    for (let j = Math.max(0, i - 1); j <= i + 1 + all + 3 && j < rest.length; j++) used.add(j);
  });
  // "a quiz about dinosaurs", "learning about the planets": the subject is what the questions are about
  rest.forEach((word, i) => {
    if ((word.word === "about" || word.word === "on") && rest[i - 1] !== undefined) for (let j = i + 1; j < rest.length && rest[j]?.mark === undefined; j++) used.add(j);
  });
  const leftOut = leftoverPhrases(rest, used, QUIZ_WORDS, (n) => n === questions.length || n === 1);
  return {
    characters: [{ name: "Sprite1", scripts: [{ trigger: { kind: "flag" }, steps, says: `When the green flag is clicked: asks your ${questions.length} questions, a point for each right answer, then says the score` }] }],
    variables: [{ name: "score", start: 0 }],
    lists: [],
    stageScripts: [],
    leftOut,
  };
}
