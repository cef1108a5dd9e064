/**
 * The complexity warning's words, for a child, a parent or a teacher (issue 12): SPEC's title only
 * when the request really is a game, no doubled "Tip:", and a plain lead-in to what to try instead.
 */

/** SPEC 8's title, for a game that is too big for one go. */
export const COMPLEXITY_GAME_TITLE = "Complex Game Request Detected";
/** For anything else (a story, an essay, a big animation): no talk of games. */
export const COMPLEXITY_OTHER_TITLE = "Let's start with a smaller idea";
export const COMPLEXITY_TRY_INSTEAD = "Try one of these instead:";

const GAME_WORDS = /\b(games?|platformers?|levels?|boss(es)?|shooters?|enemies|enemy|players?|lives|high ?scores?|racing|maze|rpg|minecraft|mario|pac-?man|flappy)\b/i;

export function complexityTitle(prompt: string): string {
  return GAME_WORDS.test(prompt) ? COMPLEXITY_GAME_TITLE : COMPLEXITY_OTHER_TITLE;
}

/** The tip without a "Tip:" of its own (the toast adds one), or undefined when nothing is left. */
export function tipText(tip: string | undefined): string | undefined {
  const text = tip?.replace(/^\s*(tip\s*:\s*)+/i, "").trim();
  return text ? text : undefined;
}
