import { escapeRegExp } from "../../../../blocks";
import { describedValue, type TDescribed } from "./plan/plan.described";
import { readWords } from "./plan/plan.words";

/**
 * The last guard against words said as text (issue 26): whatever path built an answer (the plan,
 * a reader, the project library), a `say` or `think` block whose text describes a value ("The new
 * value", "My name back", "What I typed", "the hour of the computer", "the number I type times
 * 2", "correct or wrong") and is not the child's own quoted words says the value it names when
 * the program has it (a variable, the answer to its question, the computer's clock); when it does
 * not, the block goes and the part is named as left out, never said as those words. A quoted
 * line with a stand-in for a value ("Hello NAME") is a line to fill in, not words to say.
 */

const SAID = /^(\s*)(say|think) \[([^\]]+)\]((?: for \(\d+(?:\.\d+)?\) seconds)?)\s*$/;

/** The computer's clock, as Scratch's `current` block names its parts. */
const CLOCK = /^(?:the )?(?:current |real )?(year|month|date|day of (?:the )?week|hour|minute|second)s?( (?:of|on|from|in) (?:the )?(?:computer|clock|laptop|pc|tablet|phone)| (?:right )?now)?$/;

/** "times 2", "plus 1", "+1": sums on a described value. */
const SUM = /^(.+?)\s*(?:\b(times|multiplied by|plus|add|minus|take away|divided by)\b|([+*/x-]))\s*(-?\d+(?:\.\d+)?)$/;
const OPERATORS: Record<string, string> = { times: "*", "multiplied by": "*", x: "*", "*": "*", plus: "+", add: "+", "+": "+", minus: "-", "take away": "-", "-": "-", "divided by": "/", "/": "/" };

/** A verdict on an answer said as a pair of choices ("correct or wrong"): a check, not words to say. */
const VERDICT = "(?:correct|right|wrong|incorrect|yes|no|true|false|well done|good job|try again|you win|you lose)";
const VERDICTS = new RegExp(`^${VERDICT}!?,? or ${VERDICT}!?$`);

/** What the child does, said in the present ("the number I type"), as the description reader knows it. */
const PRESENT: [RegExp, string][] = [
  [/\b(i|you|we|they) type\b/, "$1 typed"],
  [/\b(i|you|we|they) write\b/, "$1 wrote"],
  [/\b(i|you|we|they) pick\b/, "$1 picked"],
  [/\b(i|you|we|they) choose\b/, "$1 chose"],
  [/\b(i|you|we|they) get\b/, "$1 got"],
];

/** A stand-in for a value in the child's quoted line: "Hello NAME", "you are AGE". */
const PLACEHOLDER = /\b(NAME|AGE|ANSWER|NUMBER|SCORE|COLOU?R|TOTAL|RESULT)\b/g;

/** The child's words around each stand-in of a quoted line ("Hi NAME, welcome" → "Hi ", ", welcome"), or undefined when it has none. */
export function standInPieces(quote: string): { pieces: string[]; standIns: string[] } | undefined {
  if (quote === quote.toUpperCase()) return undefined;
  const standIns = [...quote.matchAll(PLACEHOLDER)].map((p) => (p[1] as string).toLowerCase());
  if (standIns.length === 0) return undefined;
  return { pieces: quote.split(PLACEHOLDER).filter((_, i) => i % 2 === 0), standIns };
}

/** Text pieces and reporters said one after another, as nested `join` blocks. */
function joined(parts: readonly string[]): string {
  const blocks = parts.filter((part) => part !== "").map((part) => (part.startsWith("(") ? part : `[${part}]`));
  return blocks.reduceRight((rest, block) => (rest === "" ? block : `(join ${block} ${rest})`), "");
}

/** What said words describe: the description reader first, then the clock, sums, a clause after it, and verdicts. */
export function describedSaying(said: string, variables: readonly string[], hasAsk: boolean): TDescribed | undefined {
  const lower = said.toLowerCase().replace(/[.!?]+$/, "").trim();
  const present = PRESENT.reduce((words, [pattern, past]) => words.replace(pattern, past), lower);
  const described = describedValue(present, variables, hasAsk);
  if (described) return described;
  const clock = CLOCK.exec(lower);
  // "the second" alone is an order, not the clock: seconds are the clock's only when it is said
  if (clock && (clock[1] !== "second" || clock[2] !== undefined)) return { kind: "reporter", reporter: `(current [${(clock[1] as string).replace(/ of (?:the )?/, " of ")} v])` };
  const sum = SUM.exec(present);
  if (sum) {
    const value = describedSaying(sum[1] as string, variables, hasAsk);
    if (value?.kind === "reporter" && value.variable === undefined) return { kind: "reporter", reporter: `(${value.reporter} ${OPERATORS[(sum[2] ?? sum[3]) as string] as string} (${sum[4] as string}))` };
    if (value) return { kind: "unknown" };
  }
  // "my name, what I write": a description and the clause that says where it comes from
  const clause = /^(.+?),? (what (?:i|you|he|she|they|we) .+)$/.exec(present);
  if (clause && (describedValue(clause[2] as string, variables, hasAsk) || describedValue(clause[1] as string, variables, hasAsk))) {
    return describedValue(clause[2] as string, variables, hasAsk) ?? { kind: "unknown" };
  }
  if (VERDICTS.test(lower)) return { kind: "unknown" };
  // "how many times I pressed space", "how long it took": a count or a time, never words to say
  if (/^how (?:many|much|long|often|far|fast)\b/.test(lower)) return { kind: "unknown" };
  return undefined;
}

/** The value named right after a quoted line ("'Well done' and the score"), when the program has it. */
function valueAfterQuote(prompt: string, quote: string, variables: readonly string[], hasAsk: boolean): string | undefined {
  const after = new RegExp(`${escapeRegExp(quote.toLowerCase())}[.!?]?['"’”]\\s*,?\\s*(?:and|plus|followed by|then|with) ((?:the|my|your|his|her|their) [a-z]+(?: [a-z]+)?)`).exec(prompt.toLowerCase());
  if (!after) return undefined;
  // the longest words that describe a value: "the score", not "the score at the end"
  const words = (after[1] as string).split(" ");
  for (let n = words.length; n >= 2; n--) {
    const described = describedValue(words.slice(0, n).join(" "), variables, hasAsk);
    if (described?.kind === "reporter" && (described.variable === undefined || variables.includes(described.variable))) return described.reporter;
  }
  return undefined;
}

export function sayDescribedValues(prompt: string, text: string): { text: string; leftOut: string[] } {
  const quotes = readWords(prompt).flatMap((word) => (word.quote !== undefined ? [word.quote] : []));
  const quoted = quotes.map((quote) => quote.toLowerCase());
  const variables = [...text.matchAll(/^\/\/ variable (.+?) = /gm)].map((m) => (m[1] as string).trim());
  const asks = (text.match(/^\s*ask \[/gm) ?? []).length;
  const hasAsk = asks > 0;
  const leftOut: string[] = [];
  const lines = text.split("\n").flatMap((line) => {
    const m = SAID.exec(line);
    if (!m) return [line];
    const [, indent, verb, said, seconds] = m as unknown as [string, string, string, string, string];
    const saying = verb === "say" ? "saying" : "thinking";
    const ownQuote = quotes.find((quote) => quote.toLowerCase().replace(/[.!?]+$/, "") === said.toLowerCase().replace(/[.!?]+$/, ""));
    if (ownQuote !== undefined) {
      // "Hello NAME": the child's line with a value to put in; the answer to the program's one
      // question fills one stand-in, anything more is named as left out
      const standIn = standInPieces(ownQuote);
      if (!standIn) {
        // "say 'You scored' and the score": the line, then the value it names
        const value = valueAfterQuote(prompt, ownQuote, variables, hasAsk);
        return [value ? `${indent}${verb} ${joined([`${said.replace(/\s+$/, "")} `, value])}${seconds}` : line];
      }
      const [before, after] = standIn.pieces as [string, string];
      if (standIn.standIns.length === 1 && asks === 1) return [`${indent}${verb} ${joined([before, "(answer)", after])}${seconds}`];
      leftOut.push(`${saying} "${ownQuote}" with the ${[...new Set(standIn.standIns)].join(" and ")} put in`);
      return [];
    }
    if (quoted.some((quote) => quote.replace(/[.!?]+$/, "") === said.toLowerCase().replace(/[.!?]+$/, ""))) return [line];
    const described = describedSaying(said, variables, hasAsk);
    if (!described) return [line];
    if (described.kind === "reporter" && (described.variable === undefined || variables.includes(described.variable))) return [`${indent}${verb} ${described.reporter}${seconds}`];
    leftOut.push(`${saying} ${said.toLowerCase()}`);
    return [];
  });
  return { text: lines.join("\n"), leftOut };
}
