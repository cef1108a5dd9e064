import type { TPlan, TScriptPlan, TStep } from "./plan.types";
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
  /** The request asks for comments ("Add comments explaining each step"): the program explains itself. */
  comments?: boolean;
}

const COMMENT = /^(?:comment|comments|commented|commenting)$/;
/** Words that may lead up to a request for comments in its clause ("please add some comments"). */
const COMMENT_LEAD = /^(?:add|please|and|with|use|include|put|some|the|also|plus|lots|of|clear|short|helpful)$/;

/**
 * "Add comments explaining each step.", "Comment the condition so pupils can read it.", "and
 * comments so the class can find the bug": asking for comments is asking how the program is
 * written, which the compiler's comments do; the words run to the end of their sentence.
 */
export function commentRequest(words: readonly TWord[]): Set<number> {
  const framing = new Set<number>();
  words.forEach((word, i) => {
    if (!COMMENT.test(word.word)) return;
    let from = i;
    while (from > 0 && words[from - 1]?.mark === undefined && COMMENT_LEAD.test(words[from - 1]?.word ?? "")) from--;
    if (from > 0 && words[from - 1]?.mark === undefined && words[from - 1]?.word !== "and" && words[from]?.word !== "and") return;
    // asked for: "Comment the ..." as the clause's verb, or "add / with / and comments"; "the comments game" is a name
    const asked = (from === i && word.word === "comment") || words.slice(from, i).some((w) => /^(?:add|with|include|put|use|and|please)$/.test(w.word));
    if (!asked) return;
    for (let j = from; j < words.length && !/^[.!?;]$/.test(words[j]?.mark ?? ""); j++) framing.add(j);
  });
  return framing;
}

const LESSON_VERB = /^(?:teach|teaching|demonstrate|demonstrating|introduce|introducing|explain|explaining|model|modelling|modeling|show|showing)$/;
// ("Primary 5 maths:", "Form 3 ICT:": a school level or a subject names a class too)
// ("2.º ciclo", "6.º ano", "kelas 5", "5. Klasse": school levels in the languages teachers write in)
const LESSON_NOUN = /^(?:lesson|lessons|ks1|ks2|ks3|y[1-9]|year|grade|grades|class|pupils|students|computing|practice|practise|primary|secondary|ict|maths|math|ciclo|ano|kelas|klasse)$/;
/** "LO:", "Objective:", "WALT:": what comes after is the lesson's learning objective. */
const OBJECTIVE = /^(?:lo|objective|objectives|walt|aim|aims|goal|focus|target)$/;
const CONCEPT_WORDS = /^(?:loops?|repeat|forever|variables?|selection|if|else|events?|sequenc(?:e|es|ing)|broadcast(?:ing|s)?|messages?|coordinates?|random|numbers?|timer|lists?|inputs?|operators?|conditions?|angles?|geometry|shapes?|debugging|nested|until|algorithms?)$/;

export function readLesson(words: TWord[]): TLessonReading {
  const framing = new Set<number>();
  // "Y3 coordinates:" is read as "y 3": a school year at the very start
  const schoolYear = words[0]?.word === "y" && words[1]?.number !== undefined && words.slice(2, 6).some((w) => w.mark === ":");
  const isLesson = schoolYear || words.some((w, i) => LESSON_NOUN.test(w.word) && (w.word !== "class" || words[i - 1]?.word === "my" || words[i - 1]?.word === "our" || (i === 1 && words[0]?.number !== undefined)) || (i === 0 && LESSON_VERB.test(w.word)));
  if (!isLesson) return { framing, concept: undefined };
  let concept: string | undefined;
  // "Year 5: ...", "Lesson on selection: ...", "Demonstrate a repeat loop: ...": everything before the colon frames
  const colon = words.findIndex((w) => w.mark === ":");
  if (colon > 0 && colon < 12 && words.slice(0, colon).some((w) => LESSON_NOUN.test(w.word) || LESSON_VERB.test(w.word) || CONCEPT_WORDS.test(w.word))) {
    for (let i = 0; i <= colon; i++) framing.add(i);
    // (a title's own punctuation, "Years 5-6", "count-controlled" is no part of the concept's name)
    const about = words.slice(schoolYear ? 2 : 0, colon).filter((w) => w.mark === undefined && !LESSON_NOUN.test(w.word) && !/^(?:years|grades)$/.test(w.word) && !LESSON_VERB.test(w.word) && w.number === undefined && !/^(?:on|about|for|my|our|a|an|the|to|how|use|with|using|in|scratch)$/.test(w.word));
    if (about.length > 0) concept = about.map((w) => w.raw).join(" ");
    // "Year 5, LO: to use if-else with sensing.": the learning objective's sentence says what the lesson teaches, it asks for nothing
    if (OBJECTIVE.test(words[colon - 1]?.word ?? "") && words[colon + 1]?.word === "to") {
      let end = colon + 1;
      while (end < words.length && !/^[.!?;:]$/.test(words[end]?.mark ?? "")) end++;
      if (end < words.length - 1) {
        for (let i = colon + 1; i <= end; i++) framing.add(i);
        const taught = words.slice(colon + 2, end).filter((w) => w.mark === undefined && !/^(?:use|using|make|write|follow|understand|know|learn|create|sense|the|a|an|and|with|in|to)$/.test(w.word));
        if (taught.length > 0) concept = taught.map((w) => w.raw).join(" ");
      }
    }
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
    // "Grades 4-6", "Years 5 to 6": a range of school years
    if (/^(?:years|grades)$/.test(w.word) && words[i + 1]?.number !== undefined) {
      framing.add(i).add(i + 1);
      if (words[i + 2]?.word === "to" && words[i + 3]?.number !== undefined) framing.add(i + 2).add(i + 3);
    }
  });
  return { framing, concept };
}

// ---- a concept alone ("Show how a variable works"): a short program that teaches exactly that

const b = (text: string): TStep => ({ kind: "block", text });
const flag = { kind: "flag" } as const;
const lessonPlan = (concept: string, scripts: TScriptPlan[], variables: TPlan["variables"] = [], lists: TPlan["lists"] = []): TPlan => ({
  characters: [{ name: "Sprite1", scripts }],
  variables,
  lists,
  stageScripts: [],
  lesson: concept,
  leftOut: [],
});

const CONCEPT_PROGRAMS: { words: RegExp; build: () => TPlan }[] = [
  {
    words: /^variables?$/,
    build: () =>
      lessonPlan("variables", [{ trigger: flag, says: "When the green flag is clicked: the variable counter starts at 0 and goes up by 1, five times, saying its value each time", steps: [b("set [counter v] to (0)"), { kind: "repeat", times: 5, body: [b("change [counter v] by (1)"), b("say (counter) for (1) seconds")] }] }], [{ name: "counter", start: 0 }]),
  },
  {
    words: /^(?:loops?|repeat|repetition)$/,
    build: () => lessonPlan("loops", [{ trigger: flag, says: "When the green flag is clicked: the same two blocks, repeated 4 times, walk a square", steps: [{ kind: "repeat", times: 4, body: [b("move (100) steps"), b("turn right (90) degrees")] }] }]),
  },
  {
    words: /^forever$/,
    build: () => lessonPlan("a forever loop", [{ trigger: flag, says: "When the green flag is clicked: it moves and bounces for ever, until you press the stop sign", steps: [{ kind: "forever", body: [b("move (5) steps"), b("if on edge, bounce")] }] }]),
  },
  {
    words: /^(?:selection|if|else|conditions?|conditionals?)$/,
    build: () =>
      lessonPlan("selection (if ... else)", [
        { trigger: flag, says: "When the green flag is clicked: it asks a question and chooses what to say from the answer", steps: [b("ask [What is 2 + 2?] and wait"), { kind: "if", condition: { text: "<(answer) = (4)>", words: "the answer is 4" }, then: [b("say [Correct!] for (2) seconds")], else: [b("say [Not quite: it's 4.] for (2) seconds")] }] },
      ]),
  },
  {
    words: /^events?$/,
    build: () =>
      lessonPlan("events", [
        { trigger: flag, says: "When the green flag is clicked: it says hello", steps: [b("say [Hello!] for (2) seconds")] },
        { trigger: { kind: "key", key: "space" }, says: "When you press the space key: it turns", steps: [b("turn right (15) degrees")] },
        { trigger: { kind: "click" }, says: "When you click it: it changes colour", steps: [b("change [color v] effect by (25)")] },
      ]),
  },
  {
    words: /^(?:random|randomness)$/,
    build: () => lessonPlan("random numbers", [{ trigger: flag, says: "When the green flag is clicked: it picks a random number from 1 to 10 and says it", steps: [b("say (pick random (1) to (10)) for (2) seconds")] }]),
  },
  {
    words: /^(?:coordinates?|x|y)$/,
    build: () =>
      lessonPlan("coordinates", [
        { trigger: flag, says: "When the green flag is clicked: it visits the middle and the four corners of a square, by their x and y", steps: [b("go to x: (0) y: (0)"), b("wait (1) seconds"), b("glide (1) secs to x: (100) y: (100)"), b("glide (1) secs to x: (-100) y: (100)"), b("glide (1) secs to x: (-100) y: (-100)"), b("glide (1) secs to x: (100) y: (-100)")] },
      ]),
  },
  {
    words: /^(?:sequenc(?:e|es|ing)|algorithms?)$/,
    build: () => lessonPlan("sequencing", [{ trigger: flag, says: "When the green flag is clicked: three steps, one after the other, in order", steps: [b("say [First, hello!] for (1) seconds"), b("move (50) steps"), b("say [Last, goodbye!] for (1) seconds")] }]),
  },
  {
    words: /^lists?$/,
    build: () =>
      lessonPlan("lists", [{ trigger: flag, says: "When the green flag is clicked: it says every item of the list fruits, one by one", steps: [b("set [item number v] to (1)"), { kind: "repeat", times: 3, body: [b("say (item (item number) of [fruits v]) for (1) seconds"), b("change [item number v] by (1)")] }] }], [{ name: "item number", start: 1 }], [{ name: "fruits", items: ["apple", "banana", "cherry"] }]),
  },
];

/** A lesson that names only its concept gets a short program teaching it; none when it names none. */
export function conceptProgram(words: TWord[]): TPlan | undefined {
  for (const word of words) {
    const found = CONCEPT_PROGRAMS.find((program) => program.words.test(word.word));
    if (found) return found.build();
  }
  return undefined;
}
