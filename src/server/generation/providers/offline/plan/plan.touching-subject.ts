/**
 * Issue 26, decision 1370: "an Asteroid touching a Laser hides", "the Ball touching the Net says
 * goal": a character touching another, said as the subject of what it then does, is the touch
 * watched for and the toucher's answer, as "when an Asteroid touches a Laser it hides" is read.
 */
import { isActionWord } from "./plan.clause";
import { isCharacterWord } from "./plan.characters";
import { DETERMINERS } from "./plan.ahead";
import { madeWord as word, type TWord } from "./plan.words";

export function touchingSubject(words: TWord[]): void {
  // (with clones spoken of, "a Laser touching the Alien" may be any clone: the clones' own reading takes it)
  if (words.some((w) => w.lemma === "clone")) return;
  for (let at = 1; at + 3 < words.length; at++) {
    if (words[at]?.word !== "touching" || !DETERMINERS.has(words[at - 2]?.word ?? "") || !DETERMINERS.has(words[at + 1]?.word ?? "")) continue;
    // (opening its clause: nothing but a mark before the subject, so "the Cat is touching the Dog" and "if ... touching" stay as read)
    const before = words[at - 3];
    if (before !== undefined && before.mark === undefined && !/^(?:and|then)$/.test(before.word)) continue;
    const toucher = words[at - 1] as TWord;
    const touched = words[at + 2] as TWord;
    const verb = words[at + 3] as TWord;
    if (!isCharacterWord(toucher, words[at]) || !isCharacterWord(touched, verb) || verb.mark !== undefined || !isActionWord(verb)) continue;
    words.splice(at - 2, 0, word("when"));
    words.splice(at + 1, 1, word("touches", { lemma: "touch", isVerb: true }));
    words.splice(at + 4, 0, word("it"));
    at += 4;
  }
}
