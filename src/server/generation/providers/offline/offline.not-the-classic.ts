/**
 * A classic the child says the program is NOT (issue 26, decision 1480). "a snake but not the
 * game!! just the Snake slithering ...", "Not a quiz, a fact show: ...", "he asked for a flappy
 * thing, but he only wants the Butterfly to flap its wings ... No game.": the classic's keyword is
 * in the request, but the child turns it away and describes something smaller. A program picked by
 * that keyword (the whole snake game, a maths quiz, the flappy game with gravity and pipes) adds
 * everything the child said no to; the steps the child described are the answer.
 *
 * Likewise a question the child ASKS ("loop question: how do i make the Lantern blink") is a
 * question about making something, not a request for a quiz.
 */

/** A word that names a game or a kind of program the child could turn away. */
const PROGRAM_KIND = String.raw`(?:game|games|quiz|quizzes|test|trivia|story|animation)`;

/**
 * "not the game", "not a quiz", "no game", "isn't a snake game", "don't want a real game",
 * "without any game", "not a virtual pet game": a negation, an article and two words at most, then a
 * kind of program (the classic's own name may be two words: "virtual pet", "space shooter").
 * "no game over" is no losing, and "not in the game" says where, not what is turned away.
 */
const NEGATED_KIND = new RegExp(
  String.raw`\b(?:not|no|isn'?t|without|never|nor|(?:do|does|did)(?:n'?t| not) (?:want|need|like)(?: it to be)?)\s+(?:(?:a|an|the|any|one)\s+)?(?:(?!(?:in|on|at|of|to|for|with|by|from|into|out|the|a|an)\b)[a-z'-]+\s+){0,2}${PROGRAM_KIND}\b(?!\s+over\b)`,
  "i",
);

/**
 * "he only wants the Butterfly to flap", "just the Snake slithering", "I just want my Robot to
 * wave": only one named character doing what follows. The name is one the request makes a
 * character of (capitalised in the request, as children name their sprites).
 */
const ONLY_THE_CHARACTER = /\b(?:only|just)\s+(?:(?:wants?|wanted|needs?|likes?|asks? for)\s+)?(?:the|his|her|my|our|their)\s+([A-Z][\w-]*)/g;

/**
 * The words of each kind of program the child turns away ("not a dice game" gives "dice game",
 * "it isn't a racing game" gives "racing game"): a classic named by one of them is not built.
 */
export function turnedAwayWords(prompt: string): string[] {
  const all = new RegExp(NEGATED_KIND.source, "gi");
  return [...prompt.matchAll(all)].flatMap((m) => m[0].toLowerCase().split(/[^a-z'-]+/).filter((word) => word !== ""));
}

/** Whether the child turns away the classic a keyword of the request names, and asks only for what it describes. */
export function turnsTheClassicAway(prompt: string, characters: readonly string[]): boolean {
  if (NEGATED_KIND.test(prompt)) return true;
  const named = new Set(characters.map((name) => name.toLowerCase()));
  return [...prompt.matchAll(ONLY_THE_CHARACTER)].some((m) => named.has((m[1] as string).toLowerCase()));
}

/**
 * "loop question: how do i make ...", "I have a question, how can the Cat ...", "quick question -
 * why does ...": the child asks a question of their own about making the program. The word
 * "question" there asks for help, not for a quiz.
 */
const ASKERS_QUESTION =
  /\b(?:(?:a|one|my|quick|small|little|simple|short|[a-z]+)\s+)?question\s*(?:[:,\-–—!?.]+\s*|\s+(?:is|here)\s*:?\s*)(?:how|what|why|where|when|which|can|could|is|are|do|does|will|would|should|i|my)\b/i;

/** "question" said as the child's own question about making something ("loop question: how do i ..."). */
export function asksOwnQuestion(prompt: string): boolean {
  // (a quiz named outright stays a quiz: "a quiz. question 1: what is ...")
  if (/\b(?:quiz|quizzes|trivia|questions)\b/i.test(prompt)) return false;
  return ASKERS_QUESTION.test(prompt) || /\bi (?:have|got) a question\b/i.test(prompt);
}

/** "nothing random", "no sound", "without any score": one thing turned down with the classic. */
const NOTHING_THING = /^(?:nothing|no|without(?: any)?|and no)\s+([a-z]+)$/;

/** A game's signs in a program's text: a program that has none of them is no game. */
const GAME_SIGNS = /\b(?:variable (?:score|lives|points|hits)|create clone of|stop \[all v\]|pick random)\b/i;

/**
 * A part left out that is only the child turning a classic away (issue 26, decision 1760): "'dice'
 * but not a dice game, nothing random", "a space shooter but NOT a game lol, just a picture of
 * stars". The classic's name before "but", the turning away, and what is turned down with it
 * ("nothing random": the program has no `pick random`) or what it is instead ("just a picture of
 * ...", described by the steps that follow) are honoured when the program has none of what was
 * turned down: none of a game's signs (a score, clones, random numbers, stopping all), no questions
 * for a quiz turned away, no `pick random` for "nothing random". Such a part is no part left out.
 */
export function turningAwayHonoured(prompt: string, parts: readonly string[], text: string): string[] {
  if (!NEGATED_KIND.test(prompt)) return [];
  const program = text.toLowerCase();
  const honoured = parts.filter((part) => {
    const whole = part.toLowerCase().replace(/["']/g, "").replace(/\s+,/g, ",").replace(/\s+/g, " ").trim();
    const m = /^(?:(?:a|an|the|my)\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)\s+but\s+(.*)$/.exec(whole);
    if (!m) return false;
    const rest = m[2] as string;
    const away = new RegExp(`^${NEGATED_KIND.source}`, "i").exec(rest);
    if (!away) return false;
    const tail = rest.slice(away[0].length).split(/[,;]/).map((piece) => piece.replace(/\b(?:lol|please|pls)\b/g, "").trim()).filter((piece) => piece !== "");
    const honoured = tail.every((piece) => {
      const thing = NOTHING_THING.exec(piece)?.[1];
      if (thing) return !program.includes(thing.replace(/s$/, ""));
      // "just a picture of stars", "only the Snake slithering": what it is instead, which the steps describe
      return /^(?:just|only)\b/.test(piece);
    });
    // the program is none of what was turned away: no game's signs, and no questions for a quiz
    return honoured && !GAME_SIGNS.test(text) && !(/\b(?:quiz|quizzes|test|trivia)\b/.test(away[0]) && /^ask \[/m.test(text));
  });
  // ('dice' in quotes: the classic's name, named again on its own as quoted words the program does not say)
  const names = new Set(honoured.flatMap((part) => /^"([^"]+)"\s+but\b/.exec(part)?.[1] ?? []).map((name) => `"${name}"`.toLowerCase()));
  return [...honoured, ...parts.filter((part) => names.has(part.toLowerCase()))];
}
