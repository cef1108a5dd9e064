import { leftoverPhrases } from "./plan.leftover";
import type { TPlan, TStep } from "./plan.types";
import { quoteAsBlockText, type TWord } from "./plan.words";

/**
 * A question with its answer checked (issue 26), the first program of every "if ... else" lesson:
 * "ask 'Is it raining?'. If the answer is yes, say 'Take an umbrella!', otherwise say 'Enjoy the
 * sunshine!'", "say 'correct!' if u type 12 and 'wrong' if not. the question is 'what is 3 x 4'".
 * One script asks the child's question word for word, compares the answer with the child's own,
 * and says the child's lines; the rest of the request is named as left out.
 */

const ASK = /^(?:ask|asks|asking)$/;
const SAY = /^(?:say|says|saying|said|tell|tells|answer|answers|reply|replies)$/;
/** Words of the if ... else this reader is. */
const OWN = /^(?:ask|asks|question|questions|answer|answers|if|else|otherwise|not|type|types|typed|write|writes|enter|say|says|said|they|you|u|then|correct|right|wrong|quiz|made|yes|no|is|equal|equals|selection|condition|conditions|teach|question)$/;

interface TCheck {
  /** "the Teacher asks ...": the one who asks, a sprite of that name. */
  asker?: string;
  question: string;
  expected: string;
  yes: string;
  no?: string;
}

/** The word or quote at `at` as an answer to compare with ("yes", "12", 'Paris'). */
const answerAt = (word: TWord | undefined): string | undefined => (word === undefined || word.mark !== undefined ? undefined : (word.quote ?? (word.number !== undefined ? String(word.number) : word.raw)));

/** "the Teacher asks", "Gato asks": the character named just before the asking verb, as the child spelled it. */
function askerBefore(words: readonly TWord[], askAt: number): { name: string; used: number[] } | undefined {
  const who = words[askAt - 1];
  if (!who || who.mark !== undefined || who.quote !== undefined || who.number !== undefined || !who.isNoun || PRONOUNS.test(who.word)) return undefined;
  const the = /^(?:the|a|an|my|our|your)$/.test(words[askAt - 2]?.word ?? "");
  // a name the child wrote with a capital, or a kind of thing after "the"
  if (who.name === undefined && !the) return undefined;
  const name = who.name ?? who.raw.replace(/^[a-z]/, (c) => c.toUpperCase());
  return { name, used: the ? [askAt - 2, askAt - 1] : [askAt - 1] };
}

const PRONOUNS = /^(?:it|he|she|they|you|u|i|we|computer|program|game|sprite|question|quiz)$/;

function readCheck(words: readonly TWord[], used: Set<number>): TCheck | undefined {
  let asker: string | undefined;
  let question: string | undefined;
  let expected: string | undefined;
  let yes: string | undefined;
  let no: string | undefined;
  words.forEach((word, i) => {
    // "ask 'Is it raining?'", "the question is 'what is 3 x 4'"
    const asked = ASK.test(word.word) ? words[i + 1] : word.word === "question" && words[i + 1]?.word === "is" ? words[i + 2] : undefined;
    if (question === undefined && asked?.quote !== undefined) {
      question = asked.quote;
      for (let j = i; j <= words.indexOf(asked); j++) used.add(j);
      const who = askerBefore(words, i);
      if (who) {
        asker = who.name;
        for (const j of who.used) used.add(j);
      }
    }
    if (word.word !== "if") return;
    // "if yes", "if the answer is yes", "if u type 12", "if they say Paris"
    let at = i + 1;
    while (at < i + 5 && /^(?:the|answer|is|u|you|they|type|types|typed|say|says|write|enter|=|equals)$/.test(words[at]?.word ?? "")) at++;
    if (words[at]?.word === "not" || words[at]?.word === "no" && words[at + 1]?.mark !== undefined) {
      // "'wrong' if not": the quote before is the else line
      const before = words[i - 1];
      if (before?.quote !== undefined) {
        no = before.quote;
        used.add(i - 1).add(i).add(at);
      }
      return;
    }
    const value = answerAt(words[at]);
    if (value === undefined || expected !== undefined) return;
    // "say 'correct!' if ...": the line before the if; else the line after it. An if with no line ("If/else with ...") is not the check.
    const before = words[i - 1]?.quote !== undefined ? i - 1 : undefined;
    const after = words.slice(at + 1, at + 4).findIndex((w) => w.quote !== undefined);
    const line = before ?? (after >= 0 ? at + 1 + after : undefined);
    if (line === undefined) return;
    expected = value;
    yes = words[line]?.quote;
    for (let j = i; j <= at; j++) used.add(j);
    used.add(line);
    if (SAY.test(words[line - 1]?.word ?? "")) used.add(line - 1);
  });
  // "otherwise say 'Enjoy the sunshine!'", "else 'no'"
  words.forEach((word, i) => {
    if (no !== undefined || !/^(?:otherwise|else)$/.test(word.word)) return;
    const after = words.slice(i + 1, i + 4).findIndex((w) => w.quote !== undefined);
    if (after < 0) return;
    no = words[i + 1 + after]?.quote;
    for (let j = i; j <= i + 1 + after; j++) used.add(j);
  });
  if (question === undefined || expected === undefined || yes === undefined) return undefined;
  return { ...(asker !== undefined ? { asker } : {}), question: quoteAsBlockText(question), expected: quoteAsBlockText(expected), yes: quoteAsBlockText(yes), ...(no !== undefined ? { no: quoteAsBlockText(no) } : {}) };
}

/** The question-and-check program, or none when the request has no quoted question, answer and line. */
export function checkedQuestionPlan(words: readonly TWord[]): TPlan | undefined {
  const used = new Set<number>();
  const check = readCheck(words, used);
  if (!check) return undefined;
  const ifStep: TStep = { kind: "if", condition: { text: `<(answer) = [${check.expected}]>`, words: `the answer is ${check.expected}` }, then: [{ kind: "block", text: `say [${check.yes}] for (2) seconds` }], ...(check.no !== undefined ? { else: [{ kind: "block", text: `say [${check.no}] for (2) seconds` }] } : {}) };
  const says = `When the green flag is clicked: asks "${check.question}"; the answer ${check.expected} gets "${check.yes}"${check.no !== undefined ? `, any other answer "${check.no}"` : ""}`;
  return {
    characters: [{ name: check.asker ?? "Sprite1", scripts: [{ trigger: { kind: "flag" }, steps: [{ kind: "block", text: `ask [${check.question}] and wait` }, ifStep], says }] }],
    variables: [],
    lists: [],
    stageScripts: [],
    leftOut: leftoverPhrases(words, used, OWN),
  };
}
