import type { TWord } from "./plan.words";

/**
 * A teacher's lesson framing ("Year 3 lesson on coordinates:", "Demonstrate a repeat loop:",
 * "for our geometry lesson", "Show my class how a forever loop works with"): understood, never
 * reported as left out. It names the concept the program teaches, which its comments then say.
 */
export interface TLessonReading {
  /** Word positions that only frame the lesson. */
  framing: Set<number>;
  /** What the lesson teaches, in the teacher's words ("coordinates", "a repeat loop"). */
  concept: string | undefined;
}

const LESSON_VERB = /^(?:teach|teaching|demonstrate|demonstrating|introduce|introducing|explain|explaining|model|modelling|modeling|show|showing)$/;
const LESSON_NOUN = /^(?:lesson|lessons|ks1|ks2|ks3|y[1-9]|year|grade|class|pupils|students|computing|practice|practise)$/;
const CONCEPT_WORDS = /^(?:loops?|repeat|forever|variables?|selection|if|else|events?|sequenc(?:e|es|ing)|broadcast(?:ing|s)?|messages?|coordinates?|random|numbers?|timer|lists?|inputs?|operators?|conditions?|angles?|geometry|shapes?|debugging|nested|until|algorithms?)$/;

export function readLesson(words: TWord[]): TLessonReading {
  const framing = new Set<number>();
  const isLesson = words.some((w, i) => LESSON_NOUN.test(w.word) && (w.word !== "class" || words[i - 1]?.word === "my" || words[i - 1]?.word === "our") || (i === 0 && LESSON_VERB.test(w.word)));
  if (!isLesson) return { framing, concept: undefined };
  let concept: string | undefined;
  // "Year 5: ...", "Lesson on selection: ...", "Demonstrate a repeat loop: ...": everything before the colon frames
  const colon = words.findIndex((w) => w.mark === ":");
  if (colon > 0 && colon < 12 && words.slice(0, colon).some((w) => LESSON_NOUN.test(w.word) || LESSON_VERB.test(w.word) || CONCEPT_WORDS.test(w.word))) {
    for (let i = 0; i <= colon; i++) framing.add(i);
    const about = words.slice(0, colon).filter((w) => !LESSON_NOUN.test(w.word) && !LESSON_VERB.test(w.word) && w.number === undefined && !/^(?:on|about|for|my|our|a|an|the|to|how|use)$/.test(w.word));
    if (about.length > 0) concept = about.map((w) => w.raw).join(" ");
  }
  // "Show my class how a forever loop works with ...", "Show how to use a variable called speed that ..."
  if (LESSON_VERB.test(words[0]?.word ?? "")) {
    framing.add(0);
    let i = 1;
    while (words[i] && /^(?:my|our|the|class|pupils|students|children|kids|us|them|how|to|use|the|difference|between)$/.test((words[i] as TWord).word)) framing.add(i++);
    const works = words.findIndex((w, j) => j > i && (w.word === "works" || w.word === "work"));
    if (works > 0 && works < i + 6) {
      concept = words.slice(i, works).map((w) => w.raw).join(" ");
      for (let j = i; j <= works; j++) framing.add(j);
      if (words[works + 1]?.word === "with" || words[works + 1]?.mark === ":") framing.add(works + 1);
    } else if (!concept) {
      concept = words.slice(i, i + 4).filter((w) => CONCEPT_WORDS.test(w.word)).map((w) => w.raw).join(" ") || undefined;
    }
  }
  // "for my Year 4 class", "for our geometry lesson", "for debugging practice", "for angles"
  words.forEach((w, i) => {
    if (w.word !== "for" && w.word !== "so") return;
    const tail = words.slice(i + 1, i + 7);
    const end = tail.findIndex((t) => t.mark !== undefined);
    const phrase = end >= 0 ? tail.slice(0, end) : tail;
    if (phrase.length > 0 && phrase.every((t) => LESSON_NOUN.test(t.word) || CONCEPT_WORDS.test(t.word) || t.number !== undefined || /^(?:my|our|the|a|maths|math|shapes|geometry|science|we|can|discuss|of)$/.test(t.word)) && phrase.some((t) => LESSON_NOUN.test(t.word) || CONCEPT_WORDS.test(t.word))) {
      framing.add(i);
      phrase.forEach((_t, j) => framing.add(i + 1 + j));
      concept ??= phrase.filter((t) => CONCEPT_WORDS.test(t.word)).map((t) => t.raw).join(" ") || undefined;
    }
  });
  words.forEach((w, i) => {
    if (LESSON_NOUN.test(w.word) && w.word !== "class") framing.add(i);
    if (w.word === "year" && words[i + 1]?.number !== undefined) framing.add(i + 1);
  });
  return { framing, concept };
}
