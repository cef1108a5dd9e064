/**
 * Words that describe a value instead of giving the words to say (issue 26): "says the new
 * value", "says my name back", "tells the score", "says what I typed". Such words are never said
 * as text: they are the reporter they name (a variable, the answer), or, when the program has
 * nothing they could name, a part left out.
 */

/** Nouns whose value a program keeps in a variable of that name. */
const VARIABLE_NOUNS = /^(?:score|points|lives|energy|hunger|happiness|health|coins|counter|count|level|speed|temperature|total|money|stars|time)$/;

/** Nouns for whatever a question's answer was. */
const ANSWER_NOUNS = /^(?:name|answer|reply|age|colou?r|food|animal|word|guess|choice|number|favourite \w+)$/;

/** Nouns for "the value" of whatever the program counts. */
const VALUE_NOUNS = /^(?:value|number|result|total|amount|count|sum)$/;

const POSSESSIVE = "(?:the|my|your|his|her|its|their|our|this|that)";
const DESCRIPTION = new RegExp(`^${POSSESSIVE} ((?:new|current|final|latest|updated|own|whole) )?([a-z]+(?: [a-z]+)?)( (?:it|he|she|they|you|i|we) (?:rolled|got|picked|typed|wrote|said|chose|has|have|made|scored))?$`);
const TYPED = /^what (?:i|you|he|she|they|we|the (?:user|player|pupil|child|kid)s?) (?:typed?|wrote|write|said|says?|answered|answers?|entered|enters?|put|puts|chose|picked)(?: in)?$/;
/** Scratch's own timer, described: "how long it took", "the time on the timer". */
const TIMER = /^(?:how long (?:it|that|you|he|she|they|i|we) (?:took|takes?|has taken|have taken)|how many seconds (?:it|that|you) took|(?:the )?time (?:from|on|of) the timer|the timer)$/;

/** "how many pears there are": a count the program keeps, named by what it counts. */
const HOW_MANY = /^how many ([a-z]+)(?: (?:there are|there is|are there|it has|he has|she has|they have|you have|i have|we have|it got|you got|i got|it has got|are left|is left))?$/;

/** Words after a description that only say how it is said: "my name back", "the score out loud". */
const MANNER = /\s+(?:back|again|too|out loud|aloud|to (?:me|you|him|her|them))$/;

export type TDescribed =
  /** the reporter it names, and a variable to make when the program has none yet */
  | { kind: "reporter"; reporter: string; variable?: string }
  /** a description of a value the program does not have: never said as text */
  | { kind: "unknown" };

/**
 * What said words describe, or undefined when they are words to say. `variables` are the
 * variables the request has so far (the one changed last first); `hasAsk`: a question was asked.
 */
export function describedValue(said: string, variables: readonly string[], hasAsk: boolean): TDescribed | undefined {
  const lower = said.toLowerCase().replace(/[.!?]+$/, "").replace(MANNER, "").trim();
  if (TIMER.test(lower) && !variables.some((name) => name.toLowerCase() === "timer")) return { kind: "reporter", reporter: "(timer)" };
  // "how many pears there are", "how many coins you have": the variable that counts them
  const howMany = HOW_MANY.exec(lower);
  const counted = howMany ? variables.find((name) => [howMany[1], `${howMany[1]}s`, howMany[1]?.replace(/s$/, "")].includes(name.toLowerCase())) : undefined;
  if (counted) return { kind: "reporter", reporter: `(${counted})` };
  // "then it says code": a variable's own name, said bare, is its value
  const bare = variables.find((name) => name.toLowerCase() === lower);
  if (bare) return { kind: "reporter", reporter: `(${bare})` };
  if (TYPED.test(lower)) return hasAsk ? { kind: "reporter", reporter: "(answer)" } : { kind: "unknown" };
  const m = DESCRIPTION.exec(lower);
  if (!m) return undefined;
  const phrase = m[2] as string;
  const noun = phrase.split(" ").pop() as string;
  const qualified = m[1] !== undefined || m[3] !== undefined;
  const variable = variables.find((name) => name.toLowerCase() === noun || name.toLowerCase() === phrase);
  if (variable) return { kind: "reporter", reporter: `(${variable})` };
  if (hasAsk && (ANSWER_NOUNS.test(noun) || ANSWER_NOUNS.test(phrase))) return { kind: "reporter", reporter: "(answer)" };
  if (VALUE_NOUNS.test(noun) && variables.length > 0) return { kind: "reporter", reporter: `(${variables[0] as string})` };
  if (VARIABLE_NOUNS.test(noun)) return { kind: "reporter", reporter: `(${noun})`, variable: noun };
  // "the new value", "my name" with nothing to name: a description all the same, not words to say
  if (VALUE_NOUNS.test(noun) || ANSWER_NOUNS.test(noun) || qualified) return { kind: "unknown" };
  return undefined;
}
