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

export function audienceFraming(words: readonly TWord[]): Set<number> {
  const framing = new Set<number>();
  words.forEach((word, i) => {
    if (FILLER.test(word.raw)) framing.add(i);
    // "7 year old", "8 years old", "a 30 second timer" is not an age: "old" must follow
    const next = words[i + 1];
    if (isAgeNumber(word) && /^(?:year|years|yr|yrs)$/.test(next?.word ?? "") && words[i + 2]?.word === "old") {
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
