import type { TPlan, TStep } from "./plan.types";
import type { TWord } from "./plan.words";
import { escapeRegExp } from "../../../../../blocks";
import { readLists, type TList } from "./plan.lists";
import { unplacedScripts } from "./plan.list-memory";

/**
 * A quiz kept in two lists, the way teachers teach lists (issue 26): the questions in one list, the
 * right answers in another, and a counter that walks both: "ask item i of questions, and if the
 * answer equals item i of answers add 1 to score". Built on the child's details: the lists' names
 * and items, the counter's name, how many questions, the one who asks, the score and what is said
 * at the end. Items are taken as typed ("2+2?", which the words read as 2 2); lists whose items the
 * request does not give are the child's to fill, and the script's comment says so.
 */

const b = (text: string): TStep => ({ kind: "block", text });

const QUESTIONS = /^(?:questions?|qs|quiz|questionlist)$/;
const ANSWERS = /^(?:answers?|replies|solutions?|answerlist)$/;

/** A quiz in two lists: the request speaks of lists, of questions and of answers, and asks them. */
export function asksFromTwoLists(words: readonly TWord[]): boolean {
  const said = (pattern: RegExp) => words.some((w) => pattern.test(w.word));
  return said(/^lists?$/) && said(/^(?:questions?|quiz)$/) && said(/^answers?$/) && said(/^(?:asks?|asking|quiz|questions)$/) && (said(/^(?:item|items|two|2|both|counter|index)$/) || words.filter((w) => w.lemma === "list").length >= 2);
}

/**
 * A list's items as typed, in the brackets after its name ("questions (2+2?, Capital of France?)"):
 * for items the words lost a sign of. None when the request has no such brackets.
 */
function typedItems(prompt: string | undefined, name: string): string[] {
  const typed = prompt === undefined ? undefined : new RegExp(`\\b${escapeRegExp(name)}\\s*\\(([^()]*)\\)`, "i").exec(prompt);
  return typed ? (typed[1] as string).split(",").map((item) => item.trim()).filter((item) => item.length > 0) : [];
}

/** The list of questions and the list of answers, with their items where the child gave them. */
function twoLists(words: readonly TWord[], prompt: string | undefined): { questions: string; answers: string; items: [string[], string[]] } {
  const declared = readLists(words.map((word) => ({ ...word }))).lists;
  // the list asked from ("ask item n of quiz") holds the questions; the one the answer is checked against, the answers
  const usedAfter = (verb: RegExp) => declared.find((list) => words.some((w, i) => verb.test(w.word) && words.slice(i + 1, i + 6).some((u, k, next) => u.word === "of" && next[k + 1]?.raw === list.name)));
  const questionList = declared.find((list) => QUESTIONS.test(list.name.toLowerCase())) ?? usedAfter(/^(?:asks?|asking)$/) ?? declared[0];
  const answerList = declared.find((list) => list !== questionList && ANSWERS.test(list.name.toLowerCase())) ?? declared.find((list) => list !== questionList);
  const questions = questionList?.name ?? "questions";
  const answers = answerList?.name ?? "answers";
  // a list the reader declared empty for its lost signs is filled as typed
  const itemsOf = (list: TList | undefined) => (list === undefined ? [] : list.items.length > 0 ? list.items : typedItems(prompt, list.name));
  return { questions, answers, items: [itemsOf(questionList), itemsOf(answerList)] };
}

/** The counter's name: "a counter i", "a variable called number", "with an index n"; else "question number". */
function counterName(words: readonly TWord[]): string {
  const at = words.findIndex((w) => /^(?:counter|index)$/.test(w.word));
  const after = words[at + 1];
  if (at >= 0 && after && after.mark === undefined && after.number === undefined && !/^(?:that|which|to|goes|going|and|for|of|from|variable)$/.test(after.word)) return after.raw;
  const called = words.findIndex((w, i) => w.word === "variable" && /^(?:called|named)$/.test(words[i + 1]?.word ?? "") && words[i + 2]?.mark === undefined);
  const name = words[called + 2];
  if (called >= 0 && name && !/^(?:score|points?)$/.test(name.word)) return name.raw;
  // "ask item i of questions": the word between "item" and "of"
  const item = words.findIndex((w, i) => w.word === "item" && words[i + 2]?.word === "of" && words[i + 1]?.number === undefined && words[i + 1]?.mark === undefined);
  return item >= 0 ? (words[item + 1]?.raw as string) : "question number";
}

/** How many questions: "3 questions", "4 of each", "the 5 questions", "repeat 3"; else as many as the list holds. */
function questionCount(words: readonly TWord[], given: number): number | undefined {
  const counted = words.find((w, i) => w.number !== undefined && w.bracket === undefined && (/^questions?$/.test(words[i + 1]?.word ?? "") || (words[i + 1]?.word === "of" && words[i + 2]?.word === "each") || words[i - 1]?.word === "repeat"));
  return counted?.number ?? (given > 0 ? given : undefined);
}

/**
 * The quiz itself: the asker empties nothing (the lists hold the quiz), sets the score and the
 * counter, and for each question asks it, adds 1 to score when the answer equals its answer, and
 * moves the counter on; then says the score when the child asked for it.
 */
export function listQuizProject(words: readonly TWord[], names: readonly string[], prompt?: string): TPlan | undefined {
  if (!asksFromTwoLists(words)) return undefined;
  const { questions, answers, items } = twoLists(words, prompt);
  const counter = counterName(words);
  const [questionItems, answerItems] = items;
  const filled = questionItems.length > 0 && questionItems.length === answerItems.length;
  const count = questionCount(words, filled ? questionItems.length : 0);
  const text = words.map((w) => w.word).join(" ");
  const scores = /\b(?:score|points?)\b/.test(text);
  // the child's word for it: "adds 1 to points" keeps points
  const score = /\bpoints\b/.test(text) && !/\bscore\b/.test(text) ? "points" : "score";
  const saysScore = scores && /\b(?:says?|tells?|shows?|display|displays)\b[^.;]*\b(?:score|points)\b/.test(text);
  // a word of a question or an answer ("Capital of France?") is no one who asks
  const inItems = new Set(words.filter((w) => w.bracket !== undefined || w.inList !== undefined).map((w) => w.word));
  const candidates = names.filter((name) => !inItems.has(name.toLowerCase()) && ![questions, answers, counter].includes(name.toLowerCase()) && !/^(?:year|grade|quiz|list|lists|score|capital|end|start|beginning)$/i.test(name));
  // the one said to ask ("the Fox asks them"), else the first named ("Science quiz" names no one who asks)
  const asks = (name: string) => words.some((w, i) => w.word === name.toLowerCase() && /^(?:asks?|asking|quizzes|reads?)$/.test(words[i + 1]?.word ?? ""));
  const asker = candidates.find(asks) ?? candidates.find((name) => !words.some((w, i) => w.word === name.toLowerCase() && /^(?:quiz|lesson|class|test)$/.test(words[i + 1]?.word ?? ""))) ?? "Cat";
  const right = `<(answer) = (item (${counter}) of [${answers} v])>`;
  const body: TStep[] = [
    b(`ask (item (${counter}) of [${questions} v]) and wait`),
    ...(scores ? [{ kind: "if", condition: { text: right, words: `the answer is item ${counter} of ${answers}` }, then: [b(`change [${score} v] by (1)`)] } as TStep] : []),
    b(`change [${counter} v] by (1)`),
  ];
  const steps: TStep[] = [
    ...(scores ? [b(`set [${score} v] to (0)`)] : []),
    b(`set [${counter} v] to (1)`),
    count !== undefined ? { kind: "repeat", times: count, body } : { kind: "until", condition: { text: `<(${counter}) > (length of [${questions} v])>`, words: `every question is asked` }, body },
    ...(saysScore ? [b(`say (join [Your ${score}: ] (${score})) for (2) seconds`)] : []),
  ];
  // questions the request does not give are the child's to type in: nothing asked is left out, the comment says where they go
  const fill = filled ? "" : ` (type your questions into the list ${questions} and their answers into ${answers})`;
  const says = `When the green flag is clicked${fill}: asks each question of ${questions} in turn (${counter} counts them)${scores ? `, adds 1 to ${score} when the answer is the same item of ${answers}` : ""}${saysScore ? `, then says the ${score}` : ""}`;
  return {
    characters: [{ name: asker, scripts: [{ trigger: { kind: "flag" }, says, steps }] }],
    variables: [...(scores ? [{ name: score, start: 0 }] : []), { name: counter, start: 1 }],
    lists: [
      { name: questions, items: filled ? questionItems : [] },
      { name: answers, items: filled ? answerItems : [] },
    ],
    stageScripts: [],
    leftOut: unplacedScripts(words, steps),
  };
}

/** Words a quiz in two lists does: a part of the request made only of them (and its numbers) is built. */
export const LIST_QUIZ_WORDS = ["quiz", "list", "lists", "two", "called", "question", "questions", "answer", "answers", "ask", "asks", "item", "items", "of", "each", "counter", "index", "variable", "goes", "through", "them", "if", "equals", "equal", "is", "the", "same", "as", "add", "adds", "score", "point", "points", "right", "correct", "one", "at", "end", "then", "say", "says", "repeat", "with", "in", "from", "and", "a", "are", "keep", "kept", "store", "stored", "turn"];
