/**
 * An "if not" is no "otherwise" (issue 26). "if not touching the Dog it says Lonely" asks for one
 * test, turned round (`if <not <touching (Dog v)?>> then`), and nothing for when the Dog is touched;
 * naming "what happens otherwise (the else part)" as left out made a right answer look unfinished.
 * The else part is asked only by an "else" or an "otherwise", or by an "if not" that stands for one:
 * "..., if not, say Bye", "if not then it sleeps", "if not say Bye".
 */

/** The part the coverage check names for an else it could not find. */
const OTHERWISE_PART = "what happens otherwise (the else part)";

/** An "else" or "otherwise" that asks for one ("somewhere else", "anything else" ask for none). */
const ELSE_WORD = /(?<!\b(?:somewhere|anywhere|everywhere|nowhere|something|anything|everything|nothing|someone|anyone|everyone|no one|nobody|what|who|where)\s)\belse\b|\botherwise\b/;

/** An "if not" that stands for an otherwise: a stop after it, a "then", a doer, or a step said at once. */
const IF_NOT_AS_OTHERWISE = /\bif not\b(?:\s*(?:[,;:.!?)]|$)|\s+(?:then|it|he|she|they|you|we|i|say|says|show|shows|hide|hides|go|goes|play|plays|do|does|think|thinks|stop|stops|move|moves|make|makes)\b)/;

/** True when `part` names an else the request never asked for and the program turned its "if not" into a `not` test. */
export function otherwiseNotAsked(prompt: string, part: string, text: string): boolean {
  if (part !== OTHERWISE_PART) return false;
  const lower = prompt.toLowerCase();
  if (ELSE_WORD.test(lower) || IF_NOT_AS_OTHERWISE.test(lower) || !/\bif not\b/.test(lower)) return false;
  return /\b(?:if|wait until|repeat until) <not </.test(text);
}
