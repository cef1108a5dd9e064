/**
 * Issue 26, decision 1630: "when the Person touches the Door the Door should switch to costume
 * Open", "when the Sun is clicked the backdrop switches to Night": an event said about one sprite,
 * then a new subject with its own verb, with no comma between them. Written with the comma
 * ("when the Sun is clicked, the backdrop ...") the reader already gives the steps to the new
 * subject; without it the subject's words ran into the event's clause and its steps went to the
 * sprite the event named. So the comma the child left out is put back, and only where the words
 * after the event are a subject and a verb of their own (a modal such as "should" may stand between).
 */
import { isActionWord } from "./plan.clause";
import { isCharacterWord } from "./plan.characters";
import { DETERMINERS } from "./plan.ahead";
import { madeWord as word, type TWord } from "./plan.words";

/** Words that open an event said about a sprite. */
const OPENS_EVENT = /^(?:when|whenever|if|once)$/;
/** Verbs of one sprite meeting another (as the plan reader's touch conditions). */
const TOUCH_LEMMAS = /^(?:touch|hit|reach|bump|collide|catch|meet)$/;
/** "is clicked", "gets tapped": a click on the sprite just named. */
const CLICKED = /^(?:clicked|tapped|pressed)$/;
/** Modal verbs that may stand between a subject and its verb: "the Door should switch". */
const MODALS = /^(?:should|must|will|can|could|would|shall)$/;
/** Not a character, but a subject with steps of its own: "the backdrop switches to Night". */
const STAGE_SUBJECTS = /^(?:backdrop|stage|background)$/;

export function commaAfterEvent(words: TWord[]): void {
  for (let at = 0; at < words.length; at++) {
    if (!OPENS_EVENT.test(words[at]?.word ?? "")) continue;
    const end = eventEnd(words, at + 1);
    if (end === undefined || !subjectWithVerbAt(words, end)) continue;
    words.splice(end, 0, word(",", { mark: "," }));
    at = end;
  }
}

/** Past "[the] Sun is clicked" or "[the] Person touches [the] Door", starting at `from`: where the event's words end. */
function eventEnd(words: readonly TWord[], from: number): number | undefined {
  let i = from;
  if (DETERMINERS.has(words[i]?.word ?? "")) i++;
  if (!isCharacterWord(words[i], words[i + 1])) return undefined;
  i++;
  if (/^(?:is|gets|get)$/.test(words[i]?.word ?? "") && CLICKED.test(words[i + 1]?.word ?? "")) return i + 2;
  if (CLICKED.test(words[i]?.word ?? "")) return i + 1;
  if (words[i]?.word === "is" && words[i + 1]?.word === "touching") i++;
  if (!TOUCH_LEMMAS.test(words[i]?.lemma ?? "") || words[i]?.mark !== undefined) return undefined;
  i++;
  if (DETERMINERS.has(words[i]?.word ?? "")) i++;
  if (!isCharacterWord(words[i], words[i + 1]) || words[i]?.mark !== undefined) return undefined;
  return i + 1;
}

/** "the Door should switch", "the backdrop switches", "the Lamp says": a subject and its own verb open at `at`. */
function subjectWithVerbAt(words: readonly TWord[], at: number): boolean {
  if (!DETERMINERS.has(words[at]?.word ?? "")) return false;
  const subject = words[at + 1];
  let verb = at + 2;
  if (MODALS.test(words[verb]?.word ?? "")) verb++;
  const isSubject = STAGE_SUBJECTS.test(subject?.word ?? "") || isCharacterWord(subject, words[at + 2]);
  return isSubject && subject?.mark === undefined && isActionWord(words[verb]) && words[verb]?.mark === undefined;
}

/** Verbs of meeting that are the same seen from either side, as Scratch's `touching` is. */
const MEETS = /^(?:touch|hit|bump|reach|collide)$/;
/** What "it" after such a verb stands for: a sprite already spoken of. */
const OBJECT_PRONOUNS = /^(?:it|him|her)$/;

/**
 * Issue 26, decision 1750: "the Coin hides when the Hero touches it", "..., and when the Hero
 * touches it, it hides": "it" is the sprite spoken of before, and the steps are its own. Read as
 * written, the steps went to the Hero (the event's subject) and the Coin was named as not built.
 * Touching is the same from either side, so the event is turned round to the form the reader
 * gives the right sprite: "when it touches the Hero". Only where a sprite other than the one who
 * touches was spoken of earlier in the sentence (or in the request's title before its colon), and
 * "it" ends the event.
 */
export function touchedByAnother(words: TWord[], title: readonly TWord[] = []): void {
  let sentenceStart = 0;
  for (let at = 0; at < words.length; at++) {
    if (/^[.!?;]$/.test(words[at]?.mark ?? "")) sentenceStart = at + 1;
    if (!OPENS_EVENT.test(words[at]?.word ?? "")) continue;
    const subjectAt = DETERMINERS.has(words[at + 1]?.word ?? "") ? at + 2 : at + 1;
    const subject = words[subjectAt];
    if (!subject || subject.mark !== undefined || !isCharacterWord(subject, words[subjectAt + 1])) continue;
    const verb = words[subjectAt + 1];
    const pronoun = words[subjectAt + 2];
    if (!verb || !MEETS.test(verb.lemma) || !pronoun || !OBJECT_PRONOUNS.test(pronoun.word)) continue;
    const after = words[subjectAt + 3];
    if (after !== undefined && after.mark === undefined && !/^(?:and|then|it|he|she)$/.test(after.word)) continue;
    // (or in the title before the colon, in the first sentence: "the Coin should spin: ..., and when the Hero touches it")
    const before = sentenceStart === 0 ? [...title, ...words.slice(0, at)] : words.slice(sentenceStart, at);
    const spokenOf = before.some((w, k) => w.lemma !== subject.lemma && isCharacterWord(w, before[k + 1]));
    if (!spokenOf) continue;
    // "[the] Hero touches it" → "it touches [the] Hero"
    const the = subjectAt > at + 1 ? [words[at + 1] as TWord] : [];
    words.splice(at + 1, subjectAt + 3 - (at + 1), word("it", { lemma: "it" }), verb, ...the, subject);
    at = subjectAt + 2;
  }
}
