import { spriteNames } from "./offline.program-sections";
import { readWords } from "./plan/plan.words";

/**
 * A story's title in quotes is no line to say (issue 26, decision 1650). "\"The Tortoise and the
 * Hare\" is a race: the Hare glides ...": the quote names the story the program's characters act,
 * and nobody is asked to say it. A quoted part goes from `leftOut` when the quote names a sprite of
 * the program, is the subject of what follows ("is", "was"), and no speaking word comes before it;
 * "the Hare says \"The Tortoise is slow\"" stays a line to say.
 */

/** Words after which a quote is said, shown or typed. */
const SPEAKING = /^(?:say|says|said|saying|think|thinks|ask|asks|shout|shouts|yell|yells|answer|answers|reply|replies|write|writes|type|types|show|shows|display|displays|text|message|words?|line)$/;

/** The quoted parts (of `parts`) that are the title of the story the program acts. */
export function quotedTitles(prompt: string, parts: readonly string[], text: string): string[] {
  const words = readWords(prompt);
  const sprites = spriteNames(text).map((name) => name.toLowerCase());
  return parts.filter((part) => {
    const quote = /^"(.+)"$/.exec(part)?.[1];
    if (quote === undefined) return false;
    const at = words.findIndex((word) => word.quote === quote);
    if (at < 0) return false;
    const before = words.slice(0, at).reverse().find((word) => word.mark === undefined);
    const after = words[at + 1];
    const namesASprite = readWords(quote).some((word) => sprites.includes(word.word));
    return namesASprite && /^(?:is|was)$/.test(after?.word ?? "") && !SPEAKING.test(before?.word ?? "");
  });
}
