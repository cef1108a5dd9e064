import { isActionWord } from "./plan.clause";
import type { TWord } from "./plan.words";

/**
 * The mouse: the pointer, or a character called Mouse (issue 26, decisions 650 and 730). "The
 * Mouse" written with a capital is a character (the word reader gives it its name); so is a mouse
 * that acts or is acted on as one: "I am a mouse", "the mouse runs away", "catch the mouse",
 * "move the mouse with w a s d". "The mouse pointer", "the mouse button", "when the mouse is down"
 * and a mouse only chased or followed ("the bat follows the mouse") stay the pointer.
 */

/** Words after "mouse" that make it the pointer or its button. */
const POINTER_AFTER = /^(?:pointer|cursor|button|buttons|click|clicks|clicked|down|over|wheel|position|x|y)$/;

/** "is down", "is pressed": the pointer's button, not a character being something. */
const BUTTON_STATE = /^(?:down|pressed|clicked|held|over|up)$/;

export function mouseIsCharacter(words: readonly TWord[]): boolean {
  return words.some((word, i) => {
    if (word.word !== "mouse" || POINTER_AFTER.test(words[i + 1]?.word ?? "")) return false;
    const before = words.slice(Math.max(0, i - 2), i).map((w) => w.lemma);
    const after = words[i + 1];
    if (after?.word === "is" && BUTTON_STATE.test(words[i + 2]?.word ?? "")) return false;
    // ("with the mouse", "hold the mouse": the pointer in a child's hand)
    if (/^(?:with|hold|click|press|use|using)$/.test(before[1] ?? "") || (before[1] === "the" && /^(?:with|hold|click|press|use|using|drag)$/.test(before[0] ?? ""))) return false;
    return (before[1] === "a" && before[0] === "be") || before.some((lemma) => lemma === "catch" || lemma === "move") || (after !== undefined && after.mark === undefined && (after.isVerb || isActionWord(after) || /^(?:must|should|can|has|is)$/.test(after.word)) && !POINTER_AFTER.test(after.word));
  });
}

/**
 * Gives every "mouse" that is not plainly the pointer the name Mouse, when the request makes the
 * mouse a character anywhere: then "the cat chases the mouse" chases the Mouse sprite.
 */
export function nameTheMouse(words: TWord[]): void {
  const named = words.some((word) => word.word === "mouse" && word.name !== undefined) || mouseActs(words);
  if (!named) return;
  words.forEach((word, i) => {
    if (word.word === "mouse" && word.quote === undefined && !POINTER_AFTER.test(words[i + 1]?.word ?? "")) word.name = "Mouse";
  });
}

/**
 * "the mouse runs away", "and the mouse hides": the mouse as the subject of a clause (a "the"
 * opening it), doing something. "When it touches the mouse say got you" touches the pointer.
 */
function mouseActs(words: readonly TWord[]): boolean {
  return words.some((word, i) => {
    if (word.word !== "mouse" || !/^(?:the|a)$/.test(words[i - 1]?.word ?? "")) return false;
    const opener = words[i - 2];
    const opensClause = opener === undefined || opener.mark !== undefined || /^(?:and|then|but|when|if|while|so)$/.test(opener.word);
    const after = words[i + 1];
    return opensClause && after !== undefined && !POINTER_AFTER.test(after.word) && !(after.word === "is" && BUTTON_STATE.test(words[i + 2]?.word ?? "")) && (isActionWord(after) || (after.isVerb && after.word !== "is"));
  });
}

/** "mouse" said of the pointer (no name), or "pointer", "cursor". */
export function meansPointer(word: TWord): boolean {
  return /^(?:pointer|cursor)$/.test(word.word) || (word.word === "mouse" && word.name === undefined);
}
