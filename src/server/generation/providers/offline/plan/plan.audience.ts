import type { TWord } from "./plan.words";

/**
 * Words about who the program is for, not what it does (issue 26): a child's age ("my 7 year
 * old", "for my 8-year-old", "my son (9)", "my kids (8 and 10)", "aged 6") and chat filler
 * ("lol", "plz help"). A parent's numbers are never a count, a duration or a score, so they are
 * framing, never a part left out and never a number the program must use.
 */

/** People a parent or teacher writes about; a number right after them is an age. */
const PEOPLE = /^(?:son|sons|daughter|daughters|kid|kids|child|children|boy|boys|girl|girls|twins|grandson|granddaughter|niece|nephew|brother|sister|sisters|brothers|students|pupils)$/;

/** Chat words that ask for nothing. */
const FILLER = /^(?:lol|lmao|haha|hahaha|omg|xd|plz|pls|thx|ty|btw|idk)$/;

/** How a child feels, said by a parent: never something to build. */
const FEELINGS = /^(?:upset|sad|scared|frightened|bored|frustrated|angry|cross|nervous|anxious|shy|excited)$/;

const isAgeNumber = (word: TWord | undefined) => word?.number !== undefined && word.number >= 2 && word.number <= 18;

/** What pupils do away from the program: "the pupils must predict 17", "the pupils read the code from the drawing". */
const CLASS_WORK = /^(?:predict|read|discuss|explain|learn|guess|write|work|think|talk|check|compare|copy|share|present|answer|decide|plan|reflect|test|try|debug|find|spot|notice|say)$/;
const CLASSES = /^(?:pupils|students|learners|children|kids|class|group|team|teams)$/;

/**
 * "The pupils must predict 17 before they run it.": a sentence whose subject is the class and whose
 * verb is their own work, not the program's, asks for nothing to build.
 */
function aboutTheClass(words: readonly TWord[], framing: Set<number>): void {
  let from = 0;
  for (let i = 0; i <= words.length; i++) {
    if (i < words.length && !/^[.!?;]$/.test(words[i]?.mark ?? "")) continue;
    let k = from;
    if (/^(?:the|our|my|all|then)$/.test(words[k]?.word ?? "")) k++;
    // "my teacher said use a custom block.": what someone told the child, reported
    if (/^(?:my|our)$/.test(words[from]?.word ?? "") && /^(?:teacher|teachers|mum|mom|dad|parents|coach|tutor)$/.test(words[from + 1]?.word ?? "") && /^(?:said|says|told|tells|wants|asked)$/.test(words[from + 2]?.word ?? "")) {
      for (let j = from; j <= i && j < words.length; j++) framing.add(j);
    } else if (CLASSES.test(words[k]?.word ?? "")) {
      k++;
      while (/^(?:must|should|will|can|then|now|have|has|need|to|first|each|all)$/.test(words[k]?.word ?? "")) k++;
      // ("my class says they want a game where ...": the class's wish, reported, is the request)
      const reportsAWish = /^(?:say|tell)$/.test(words[k]?.lemma ?? "") && words.slice(k + 1, i).some((w) => /^(?:want|wants|wanted|would)$/.test(w.word));
      if (CLASS_WORK.test(words[k]?.lemma ?? "") && !reportsAWish && !words.slice(from, i).some((w) => w.quote !== undefined)) for (let j = from; j <= i && j < words.length; j++) framing.add(j);
    }
    from = i + 1;
  }
}

/** Verbs of saying: what follows them, in their clause, is the words said. */
const SAYING = /^(?:say|tell|shout|yell|think|speak|announce|whisper|sing)$/;

/**
 * The word at `at` is in words a character says ("the Cat says I am 9 years old"): a verb of saying
 * before it in its clause, whose speaker is no person the request is about ("my son says he is 9
 * years old" is a parent telling the child's age).
 */
function saidByACharacter(words: readonly TWord[], at: number): boolean {
  for (let k = at - 1; k >= 0 && words[k]?.mark === undefined; k--) {
    if (!SAYING.test(words[k]?.lemma ?? "")) continue;
    const speaker = words[k - 1]?.word ?? "";
    return !PEOPLE.test(speaker) && !/^(?:he|she|they|i|we|teacher|mum|mom|dad)$/.test(speaker);
  }
  return false;
}

export function audienceFraming(words: readonly TWord[]): Set<number> {
  const framing = new Set<number>();
  aboutTheClass(words, framing);
  words.forEach((word, i) => {
    if (FILLER.test(word.raw)) framing.add(i);
    // "7 year old", "8 years old", "a 30 second timer" is not an age: "old" must follow
    const next = words[i + 1];
    // ("the Cat says I am 9 years old": words a character says, not a child's age)
    if (isAgeNumber(word) && /^(?:year|years|yr|yrs)$/.test(next?.word ?? "") && words[i + 2]?.word === "old" && !saidByACharacter(words, i)) {
      framing.add(i).add(i + 1).add(i + 2);
    }
    // "she gets upset when she loses": how the child feels is about the child, up to the clause's end
    if (/^(?:she|he|they)$/.test(word.word) && /^(?:get|gets|is|are|feels?)$/.test(next?.word ?? "") && FEELINGS.test(words[i + 2]?.word ?? "")) {
      for (let j = i; j < words.length && words[j]?.mark === undefined; j++) framing.add(j);
    }
    // "nothing else please", "nothing more": a limit on the program, which only the parts asked for keep
    if (word.word === "nothing" && /^(?:else|more)$/.test(next?.word ?? "")) {
      framing.add(i).add(i + 1);
      if (/^(?:please|pls|plz|thanks)$/.test(words[i + 2]?.word ?? "")) framing.add(i + 2);
    }
    // "my daughter says she wants ...", "our son said that ...": a parent reporting the child's words, which are the request
    if (/^(?:my|our)$/.test(words[i - 1]?.word ?? "") && (PEOPLE.test(word.word) || CLASSES.test(word.word)) && /^(?:says|said|tells|told)$/.test(next?.word ?? "")) {
      framing.add(i - 1).add(i).add(i + 1);
      if (/^(?:me|us)$/.test(words[i + 2]?.word ?? "")) framing.add(i + 2);
      if (words[i + 2]?.word === "that" || words[i + 3]?.word === "that") framing.add(words[i + 2]?.word === "that" ? i + 2 : i + 3);
      // ("... says he is 9 and wants ...": the child's age, said by the child)
      const is = words.findIndex((w, k) => k > i + 1 && k < i + 5 && /^(?:is|am|was)$/.test(w.word));
      if (is > 0 && /^(?:he|she|they|i)$/.test(words[is - 1]?.word ?? "") && isAgeNumber(words[is + 1])) {
        framing.add(is - 1).add(is).add(is + 1);
        if (/^(?:year|years|yr|yrs)$/.test(words[is + 2]?.word ?? "") && words[is + 3]?.word === "old") framing.add(is + 2).add(is + 3);
      }
    }
    // "aged 6", "age 9"
    if (/^(?:aged|age)$/.test(word.word) && isAgeNumber(next)) framing.add(i).add(i + 1);
    // "my son (9)", "my kids (8 and 10)": the numbers after the people are their ages
    if (PEOPLE.test(word.word)) {
      let j = i + 1;
      while (isAgeNumber(words[j]) || (words[j]?.word === "and" && isAgeNumber(words[j + 1]))) framing.add(j++);
    }
  });
  return framing;
}
