import { readSentences } from "./kid-safety.normalize";
import { compileRules, SentenceMatcher, SlipIndex, type TCompiledRule } from "./kid-safety.match";
import { SAFETY_CATEGORIES, SAFETY_RULES, type TSafetyCategory } from "./kid-safety.rules";

/**
 * The kid-safety check of a text (issue 24, decision 120): the rules of kid-safety.rules.json,
 * read sentence by sentence. Pure and synchronous, no network: it runs before any provider and
 * before the offline generator, and again on every answer.
 */

export type TKidSafetyVerdict = { safe: true } | { safe: false; category: TSafetyCategory; ruleId: string };

/** Concepts of the rules file that the classifier reads itself, besides those the rules name. */
export const CONCEPTS_READ_BY_THE_CLASSIFIER = ["SAFETY_LESSON", "RIGHT_OR_WRONG_QUESTION", "ANSWERED_NO", "ANSWER_LEAD", "NOT_AN_ANSWER", "DONE_ANYWAY"] as const;

const compiled = compileRules(SAFETY_RULES);
const slips = new SlipIndex(compiled.vocabulary, SAFETY_RULES.fuzzyMinLength);
const precedence = new Map(SAFETY_CATEGORIES.map((category, index) => [category, index]));

/**
 * Does the rule match the sentence? `indexed`: first the rule's index (decision 1070), then its
 * needed concepts, and only then the walk; without it, every rule is walked at every word (the
 * reference the index is tested against).
 */
function fires(rule: TCompiledRule, matcher: SentenceMatcher, isLesson: () => boolean, indexed: boolean): boolean {
  if (indexed) {
    for (const id of rule.keySets) if (!matcher.meetsKeySet(id)) return false;
    for (const name of rule.needs) if (!matcher.occurs(name)) return false;
  }
  for (let start = 0; start < matcher.length; start++) {
    for (const end of matcher.ends(rule.pattern, start)) {
      const unless = rule.unlessFollowedBy;
      if (unless && followedBy(matcher, unless.concept, end, unless.within)) continue;
      if (rule.lessonNeutralizes && isLesson()) return false;
      return true;
    }
  }
  return false;
}

function followedBy(matcher: SentenceMatcher, concept: string, end: number, within: number): boolean {
  for (let start = end; start <= Math.min(end + within, matcher.length - 1); start++) if (matcher.endsOfConcept(concept, start).length > 0) return true;
  return false;
}

function classify(text: string, indexed: boolean): TKidSafetyVerdict {
  let worst: { category: TSafetyCategory; ruleId: string } | undefined;
  const sentences = readSentences(text, SAFETY_RULES);
  const matchers = sentences.map((sentence) => new SentenceMatcher(sentence, compiled, slips, indexed));
  for (const [index, matcher] of matchers.entries()) {
    const asks = sentences[index]?.asks ?? false;
    let lesson: boolean | undefined;
    const isLesson = () => (lesson ??= matcher.occurs("SAFETY_LESSON") || (asks && matcher.occurs("RIGHT_OR_WRONG_QUESTION") && answeredNo(matchers.slice(index + 1))));
    for (const rule of compiled.rules) {
      const category = rule.category as TSafetyCategory;
      if (worst && (precedence.get(category) ?? 99) >= (precedence.get(worst.category) ?? 99)) continue;
      if (fires(rule, matcher, isLesson, indexed)) worst = { category, ruleId: rule.id };
    }
  }
  return worst ? { safe: false, ...worst } : { safe: true };
}

/**
 * A right-or-wrong question ("should you …?", "is it ok to …?") answered in the next sentence the
 * way a lesson answers it (decision 1490): "should you record your friends without asking? no!
 * always ask first". The answer says no ("no", "never", "The Fox says: never") or is itself a
 * lesson; it holds no "no one will know" or "never mind", and nothing after it says "do it
 * anyway". A question answered yes, or not answered, or another kind of question ("how do I …? no,
 * really") is read alone as before.
 */
function answeredNo(after: readonly SentenceMatcher[]): boolean {
  const [answer] = after;
  if (!answer || answer.occurs("NOT_AN_ANSWER") || after.some((sentence) => sentence.occurs("DONE_ANYWAY"))) return false;
  if (answer.occurs("SAFETY_LESSON")) return true;
  const starts = [0];
  for (let start = 0; start < answer.length; start++) starts.push(...answer.endsOfConcept("ANSWER_LEAD", start));
  return starts.some((start) => answer.endsOfConcept("ANSWERED_NO", start).length > 0);
}

/** The first category (in order of precedence) any sentence of the text falls in. */
export function classifyForChildren(text: string): TKidSafetyVerdict {
  return classify(text, true);
}

/** The same verdict with no index: every rule walked, every phrase tried at every word (for the test that the index changes nothing). */
export function classifyWalkingEveryRule(text: string): TKidSafetyVerdict {
  return classify(text, false);
}
