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

/**
 * "question text (answer)", the question running back to the last list mark ("2.", "q2"), colon
 * or comma.
 */
const PAIR = /(?:^|[:,;.]|\s\d+[.)]\s|\bq\s?\d+[.):]?\s|\band\b)\s*([^:,;()]{2,120}?)\s*\(([^()]{1,40})\)/gi;
const LIST_MARK = /^\s*(?:\d+[.)]\s*|q\s?\d+[.):]?\s*|and\s+)/i;
const ASKS = /^(?:what|which|who|whose|how|where|when|why|is|are|was|were|does|do|did|can|name)\b/i;
/** "France (Paris)": a bare item and its answer, one to three words each, in a list that names a quiz. */
const BARE_ITEM = /^[\p{L}][\p{L}'-]*(?: [\p{L}][\p{L}'-]*){0,2}$/u;

/** The question a bare item of a quiz's list asks: a capitals quiz asks for the capital. */
const bareQuestion = (prompt: string, item: string) => (/\bcapital/i.test(prompt) ? `What is the capital of ${item}?` : `${item}?`);

/** The child's question-and-answer pairs, in order; none unless there are two or more. */
export function readOwnQuestions(prompt: string): { questions: TQuestion[]; rest: string } {
  const asked = readPairs(prompt, false);
  if (asked.questions.length >= 2) return asked;
  // "asks "What is 6 x 7?" and then "What is 9 x 8?"; each right answer (42, then 72)": quoted questions, their answers listed together
  const quoted = readQuotedQuestions(prompt);
  if (quoted.questions.length >= 2) return quoted;
  // "A capitals quiz: France (Paris), Japan (Tokyo), Kenya (Nairobi)": items with their answers, no question words
  const bare = /\bquiz/i.test(prompt) ? readPairs(prompt, true) : { questions: [], rest: prompt };
  return bare.questions.length >= 2 ? bare : { questions: [], rest: prompt };
}

/** A question the child quotes: "What is 6 x 7?", "Which planet is red?". */
const QUOTED_QUESTION = /["\u201c]([^"\u201d]{3,120}?\?)["\u201d]/g;
/**
 * The answers listed together, in the questions' order: "each right answer (42, then 72)", "the
 * answers are Paris and Rome", "right answers: 12, 20". The list runs to the bracket's end or the
 * sentence's.
 */
const LISTED_ANSWERS = /\banswers?\b(?:\s+(?:are|is|being))?\s*(?:\(([^()]{1,80})\)|:?\s+((?:[^\s,;.()"]+(?:\s*,\s*|\s*,?\s+(?:and|then|and then)\s+)){1,9}[^\s,;.()"]+))/i;
const ANSWER_MARK = /\s*,\s*(?:and\s+|then\s+|and then\s+)?|\s+(?:and then|then|and)\s+/i;

/**
 * Questions the child quotes, asked in order, with their answers listed together as many as there
 * are questions. None when the counts differ: the answers would be guessed.
 */
function readQuotedQuestions(prompt: string): { questions: TQuestion[]; rest: string } {
  const none = { questions: [], rest: prompt };
  const quotes = [...prompt.matchAll(QUOTED_QUESTION)].filter((match) => ASKS.test((match[1] as string).trim()));
  const listed = LISTED_ANSWERS.exec(prompt);
  if (quotes.length < 2 || !listed) return none;
  const answers = (listed[1] ?? listed[2] ?? "").split(ANSWER_MARK).map((answer) => answer.trim()).filter((answer) => answer.length > 0);
  if (answers.length !== quotes.length || answers.some((answer) => answer.split(/\s+/).length > 4)) return none;
  const questions = quotes.map((match, i) => ({ question: quoteAsBlockText((match[1] as string).trim()), answer: quoteAsBlockText(answers[i] as string) }));
  // the questions and the answers' list are read: what is left is who asks, the score and the ending
  const listEnd = listed.index + listed[0].length;
  const withoutAnswers = `${prompt.slice(0, listed.index)}answer${prompt.slice(listEnd)}`;
  const rest = withoutAnswers.replace(/(?:\s*,?\s*\b(?:and then|then|and)\b)?\s*["\u201c]([^"\u201d]{3,120}?\?)["\u201d]/g, (whole, asked: string) => (ASKS.test(asked.trim()) ? " ," : whole));
  return { questions, rest };
}

function readPairs(prompt: string, bareItems: boolean): { questions: TQuestion[]; rest: string } {
  const questions: TQuestion[] = [];
  const rest = prompt.replace(PAIR, (whole, question: string, answer: string) => {
    const trimmed = question.replace(LIST_MARK, "").trim();
    // (a colon or full stop before the question still ends what came before it)
    const lead = /^\s*([:;.])/.exec(whole)?.[1] ?? "";
    if (bareItems) {
      if (!BARE_ITEM.test(trimmed) || ASKS.test(trimmed) || !BARE_ITEM.test(answer.trim())) return whole;
      questions.push({ question: quoteAsBlockText(bareQuestion(prompt, trimmed)), answer: quoteAsBlockText(answer) });
      return `${lead} , `;
    }
    // "my quiz!!! q1 what is ... (cheetah)": words before the last list mark are not the question
    const marked = /^(.*?)(?:\bq\s?\d+[.):]?|\s\d+[.)])\s+((?:(?!\bq\s?\d+[.):]?\s|\s\d+[.)]\s).)+)$/i.exec(trimmed);
    if (marked) return pairAfter(marked[2] as string, answer, `${lead} ${marked[1] as string}`);
    return pairAfter(trimmed, answer, lead, whole);
  });
  return { questions, rest };

  /** One asked question and its answer, or the words as they were when they ask nothing. */
  function pairAfter(trimmed: string, answer: string, lead: string, whole = `${lead} ${trimmed} (${answer})`): string {
    if (trimmed.length < 6) return whole;
    // "the Teacher asks what chat means (cat)": who asks stays in the rest of the request, the question is what follows
    const asker = /^(.{0,40}?\b(?:asks|ask|asking))\s+(.+)$/i.exec(trimmed);
    // "asks "What colour is the sky?" (blue) and then "How many legs ...?" (8)": the question inside its quotes
    const unquoted = (text: string) => text.replace(/^(?:then\s+)/i, "").replace(/^["\u201c]([^"\u201d]+)["\u201d]$/, "$1");
    const asked = asker && ASKS.test(unquoted(asker[2] as string)) ? unquoted(asker[2] as string) : unquoted(trimmed);
    if (!ASKS.test(asked) || answer.trim().split(/\s+/).length > 4) return whole;
    questions.push({ question: quoteAsBlockText(/\?$/.test(asked) ? asked : `${asked}?`), answer: quoteAsBlockText(answer) });
    return asker && asked !== trimmed ? `${lead} ${asker[1]} , ` : `${lead} , `;
  }
}

/** Words a quiz request uses that the quiz itself is. */
const QUIZ_WORDS = /^(?:quiz|quizzes|questions?|own|score|scores|keep|point|points|each|every|right|correct|answers?|end|say|says|tell|tells|total|ask|asks|add|plus|get|gets|got|learning|learn|about|all|them|\+)$/;

/** A quiz of the child's own questions, with what the rest of the request asks that it does not do left out. */
export function ownQuizPlan(questions: readonly TQuestion[], rest: readonly TWord[]): TPlan {
  const used = new Set<number>();
  const { asker, score, points, saysScore } = quizParts(rest, used);
  const steps: TStep[] = [{ kind: "block", text: `set [${score} v] to (0)` }];
  for (const { question, answer } of questions) {
    steps.push({ kind: "block", text: `ask [${question}] and wait` }, { kind: "if", condition: { text: `<(answer) = [${answer}]>`, words: `the answer is ${answer}` }, then: [{ kind: "block", text: `change [${score} v] by (${points})` }] });
  }
  const ending = endingLine(rest, score, used);
  steps.push({ kind: "block", text: ending ?? (saysScore ? `say (${score}) for (2) seconds` : `say (join [Your score: ] (${score})) for (2) seconds`) });
  // "say 'Well done!' if all 3 are right": a line said when every answer was right
  rest.forEach((word, i) => {
    if (word.quote === undefined) return;
    const after = rest.slice(i + 1, i + 6);
    const all = after.findIndex((w) => w.word === "all" || w.word === "every");
    if (all < 0 || !after.some((w) => /^(?:right|correct)$/.test(w.word))) return;
    steps.push({ kind: "if", condition: { text: `<(${score}) = (${questions.length * points})>`, words: `every answer was right` }, then: [{ kind: "block", text: `say [${quoteAsBlockText(word.quote)}] for (2) seconds` }] });
    for (let j = Math.max(0, i - 1); j <= i + 1 + all + 3 && j < rest.length; j++) used.add(j);
  });
  // "French lesson, groep 8, a vocabulary quiz: ...": a title naming the quiz, before its colon, frames it
  const colon = rest.findIndex((w) => w.mark === ":");
  if (colon > 0 && rest.slice(0, colon).some((w) => w.lemma === "quiz")) for (let j = 0; j < colon; j++) used.add(j);
  // "a quiz about dinosaurs", "learning about the planets": the subject is what the questions are about
  rest.forEach((word, i) => {
    if ((word.word === "about" || word.word === "on") && rest[i - 1] !== undefined) for (let j = i + 1; j < rest.length && rest[j]?.mark === undefined; j++) used.add(j);
  });
  const leftOut = leftoverPhrases(rest, used, QUIZ_WORDS, (n) => n === questions.length || n === 1);
  return {
    characters: [{ name: asker ?? "Sprite1", scripts: [{ trigger: { kind: "flag" }, steps, says: `When the green flag is clicked: asks your ${questions.length} questions, a point for each right answer, then says the score` }] }],
    variables: [{ name: score, start: 0 }],
    lists: [],
    stageScripts: [],
    leftOut,
  };
}

/**
 * What a quiz request says around its questions: who asks ("the Teacher asks ..."), the variable
 * the points go in ("each right answer adds 1 to punten", "a variable called points") and how many,
 * and whether the end says that variable ("at the end she says punten"). The words read go in `used`.
 */
function quizParts(rest: readonly TWord[], used: Set<number>): { asker?: string; score: string; points: number; saysScore: boolean } {
  let asker: string | undefined;
  let score = "score";
  let points = 1;
  rest.forEach((word, i) => {
    if (asker === undefined && word.name !== undefined && rest[i + 1]?.lemma === "ask") {
      asker = word.name;
      used.add(i).add(i + 1);
      if (rest[i - 1]?.word === "the") used.add(i - 1);
    }
  });
  const named = (word: TWord | undefined) => word !== undefined && word.mark === undefined && word.number === undefined && /^[a-z][a-z0-9_]*$/.test(word.word) && !/^(?:the|a|my|your|their|it|them)$/.test(word.word);
  rest.forEach((word, i) => {
    // "adds 1 to punten", "gives 2 to points"
    const into = rest[i + 3];
    if (/^(?:add|give)$/.test(word.lemma) && rest[i + 1]?.number !== undefined && rest[i + 2]?.word === "to" && named(into) && into) {
      score = into.raw;
      points = rest[i + 1]?.number as number;
      for (let k = i; k <= i + 3; k++) used.add(k);
    }
    // "each right answer gives 2 points": the points, in the score
    if (/^(?:add|give|get|score|win|earn)$/.test(word.lemma) && rest[i + 1]?.number !== undefined && /^points?$/.test(rest[i + 2]?.word ?? "")) {
      points = rest[i + 1]?.number as number;
      for (let k = i; k <= i + 2; k++) used.add(k);
    }
    // "a variable called punten"
    const called = rest[i + 2];
    if (word.word === "variable" && /^(?:called|named)$/.test(rest[i + 1]?.word ?? "") && named(called) && called) {
      score = called.raw;
      for (let k = i; k <= i + 2; k++) used.add(k);
    }
  });
  // "the Owl sets score to 0": the quiz's own start (decision 1760)
  rest.forEach((word, i) => {
    if (word.lemma === "set" && rest[i + 1]?.raw.toLowerCase() === score.toLowerCase() && rest[i + 2]?.word === "to" && rest[i + 3]?.number === 0) for (let k = i; k <= i + 3; k++) used.add(k);
  });
  // "at the end she says punten", "and says the score"
  let saysScore = false;
  rest.forEach((word, i) => {
    const what = rest[i + 1]?.word === "the" ? i + 2 : i + 1;
    if (word.lemma !== "say" || rest[what]?.raw.toLowerCase() !== score.toLowerCase()) return;
    // "says score", "says the score": the child's own ending is the score alone, never a line of
    // the library's around it ("Your score: ") that nobody asked for
    saysScore = true;
    for (let k = i; k <= what; k++) used.add(k);
    // "at the end the Owl says score": when is the quiz's end, who is its asker
    const end = rest.slice(Math.max(0, i - 5), i).findIndex((w, k, before) => /^(?:at|in)$/.test(w.word) && before[k + 1]?.word === "the" && before[k + 2]?.word === "end");
    if (end >= 0) for (let k = Math.max(0, i - 5) + end; k < i; k++) used.add(k);
  });
  return { asker, score, points, saysScore };
}

/** A word that stands for the score in the child's own ending line: "You got X out of 4", "u got (score) out of 3". */
const standsForScore = (word: string, score: string) => word === score.toLowerCase() || /^(?:x|n|score|points)$/i.test(word);

/**
 * The end the child wrote around the score, as one `say` that joins the words and the score:
 * "You got X out of 4" in quotes, or "at the end say u got (score) out of 3" unquoted. None when
 * no line the request gives holds the score.
 */
function endingLine(rest: readonly TWord[], score: string, used: Set<number>): string | undefined {
  const sayJoined = (before: string, after: string) => {
    const parts = [before ? `[${before}] ` : "", `(${score})`, after ? ` [${after}]` : ""];
    const inner = before && after ? `(join [${before}] (join (${score}) [${after}]))` : before ? `(join ${parts[0]}${parts[1]})` : after ? `(join ${parts[1]}${parts[2]})` : `(${score})`;
    return `say ${inner} for (2) seconds`;
  };
  // (decision 1760) '"You got " joined with score', 'score joined to " points"': the child's line and the score, joined
  const isScore = (w: TWord | undefined) => w !== undefined && w.raw.toLowerCase() === score.toLowerCase();
  const joinedAt = (i: number) => (/^(?:join|joined|joins)$/.test(rest[i]?.word ?? "") && /^(?:with|to|and)$/.test(rest[i + 1]?.word ?? "") ? i + (rest[i + 2]?.word === "the" ? 3 : 2) : -1);
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] as TWord;
    const next = joinedAt(i + 1);
    const line = word.quote !== undefined ? quoteAsBlockText(word.quote) : undefined;
    if (line !== undefined && next >= 0 && isScore(rest[next])) {
      for (let k = i; k <= next; k++) used.add(k);
      if (rest[i - 1]?.lemma === "say") used.add(i - 1);
      return sayJoined(`${line.trimEnd()} `, "");
    }
    const after = rest[next]?.quote;
    if (isScore(word) && next >= 0 && after !== undefined) {
      for (let k = i; k <= next; k++) used.add(k);
      if (rest[i - 1]?.lemma === "say") used.add(i - 1);
      if (rest[i - 1]?.word === "the" && rest[i - 2]?.lemma === "say") used.add(i - 1).add(i - 2);
      return sayJoined("", ` ${quoteAsBlockText(after).trimStart()}`);
    }
  }
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] as TWord;
    if (word.quote !== undefined) {
      const pieces = quoteAsBlockText(word.quote).split(/\s+/);
      const at = pieces.findIndex((piece) => standsForScore(piece.replace(/[()]/g, ""), score));
      if (at < 0 || pieces.length < 2) continue;
      used.add(i);
      if (rest[i - 1]?.lemma === "say") used.add(i - 1);
      return sayJoined(pieces.slice(0, at).join(" ").concat(at > 0 ? " " : ""), `${at < pieces.length - 1 ? " " : ""}${pieces.slice(at + 1).join(" ")}`.trimEnd());
    }
    if (word.lemma !== "say") continue;
    // unquoted, to the end of its sentence: "say u got (score) out of 3"
    let end = i + 1;
    while (end < rest.length && rest[end]?.mark === undefined && rest[end]?.quote === undefined) end++;
    const line = rest.slice(i + 1, end);
    // the score written as a stand-in, "(score)" or X, not "say the score", which only says what to say
    const at = line.findIndex((w) => standsForScore(w.word, score) && (w.bracket !== undefined || /^[xn]$/.test(w.word)));
    if (at < 0 || line.length < 2 || line.length > 10) continue;
    for (let k = i; k < end; k++) used.add(k);
    const raw = (words: readonly TWord[]) => words.map((w) => w.raw).join(" ");
    return sayJoined(`${raw(line.slice(0, at))}${at > 0 ? " " : ""}`, `${at < line.length - 1 ? " " : ""}${raw(line.slice(at + 1))}`.trimEnd());
  }
  return undefined;
}
