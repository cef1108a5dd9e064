import { meansABlock, wordDoneByBlocks } from "./offline.block-meanings";
import { conceptShown, readProgramLines, THINGS, type TProgramLines } from "./offline.coverage";
import { actionWord, numberAsks } from "./offline.opening";
import { BEING, CONTROL, PLACE_BEFORE, SETTING_NOUNS, SUBJECTS } from "./offline.opening-words";
import { doerOf, placesOfThePart } from "./offline.setting";
import { CODING, CONCEPT_WORD, EVENTS, PAST, PEOPLE, squashedName, WISHING } from "./offline.setting-words";
import { COLOURS, SAY_VERBS } from "./plan/plan.vocabulary";
import { readWords, type TWord } from "./plan/plan.words";

/**
 * The request's lead-in (issue 26, decision 1570): the sentences and titles at its start, each up to
 * a ".", "!", "?" or ":", that ask for nothing the program lacks, before the request goes on.
 *
 * The opening reader (offline.opening.ts) ends the opening at the first word that could ask for
 * something, and a part holding one of the request's characters is never framing there. Openings
 * often name the character in a story of their own ("at the fair our kite could fly by itself.
 * can my Kite ..."), make sprites of their words ("soy 9 y voy al club Luna!!"), or title the
 * steps the colon spells out ("Eight-week course, week 2, a chase game: ..."). This reader judges
 * each lead sentence by what it asks instead: a sentence is lead-in when no word in it asks for
 * something the program does not have —
 *  - every verb is the teller's or the people's ("i read", "we built"), in the past ("built",
 *    "loved"), a verb of being or feeling, a wish whose things the program has ("want a polar
 *    bear on ice" with a Bear and the Ice), or something the program's blocks do;
 *  - it quotes only a title (no say verb before it, no "called" or "named");
 *  - every number is an age, a label or a count of people (no number bound to an action or unit);
 *  - it names no loop or condition word, no colour but a place's, no key or click the program
 *    lacks, and no thing of blocks (a timer, a list) the program does not show.
 * A part named as left out that lies wholly in the lead-in is framing. A lead sentence that asks
 * for anything unbuilt ends the lead-in, so what it asks stays named.
 */

/** Kinds of program a title names, which the steps after its colon spell out: "a catch game", "animation". */
const KINDS = /^(?:games?|animations?|projects?|programs?|simulations?|challenges?|activit(?:y|ies)|stor(?:y|ies)|versions?|mission|level)$/;

/** Words of a teller's age: "im 10", "i am 9", "tengo 12", "soy 11", "aged 8", "ik ben 11", "mi 12 yia", "mwen gen 10 an", "tenho 15". */
const AGE_BEFORE = /^(?:im|i'm|am|tengo|soy|aged|age|ages|j'ai|ho|sono|ich|bin|ben|mi|gen|tenho)$/;

/** Words for years after an age, in the languages children write in: "6 years", "12 yia", "10 an", "11 jaar". */
const YEARS_AFTER = /^(?:years?|yrs?|yo|yia|yiers|an|ans|anos|años|jaar|jahre|anni)$/;

/** Who is meant by "my son", "our girl": a person of the family after "my", "our", "his" or "her". */
const OWNED_PERSON = /^(?:my|our|his|her|their)$/;
const AGED_PERSON = /^(?:sons?|daughters?|boys?|girls?|kids?|child|children|nieces?|nephews?|grandsons?|granddaughters?|brothers?|sisters?|cousins?|twins|youngest|oldest|eldest)$/;

/**
 * "my son 12", "my daughter 9 years", "ik ben 11", "mi 12 yia": the number at words[at] is an age,
 * said right after the person it is the age of (or the teller's own words for their age), or with
 * a word for years after it. A number bound to a unit of blocks ("12 steps") is none of these.
 */
function ageAt(words: readonly TWord[], at: number): boolean {
  const before = words[at - 1];
  if (AGE_BEFORE.test(before?.word ?? "") || words[at]?.bracket !== undefined) return true;
  if (YEARS_AFTER.test(words[at + 1]?.word ?? "") && words[at + 1]?.mark === undefined) return true;
  return before !== undefined && before.mark === undefined && AGED_PERSON.test(before.word) && OWNED_PERSON.test(words[at - 2]?.word ?? "");
}

/** "my son 12 go to ...", "my son 6 years go ...": the doer before an age said after them is the person. */
function doerPastAnAge(words: readonly TWord[], from: number, at: number): TWord | undefined {
  let i = at - 1;
  if (YEARS_AFTER.test(words[i]?.word ?? "") && words[i - 1]?.number !== undefined) i--;
  if (words[i]?.number === undefined || !ageAt(words, i)) return undefined;
  const person = words[i - 1];
  return i - 1 >= from && person !== undefined && (PEOPLE.test(person.word) || AGED_PERSON.test(person.word)) ? person : undefined;
}

/** Past and modal helpers that put what follows in the past or in a story: "our robot could feel", "we had". */
const STORY_HELPERS = /^(?:did|didn't|didnt|had|was|were|used)$/;

/** Words around a thing that make a kind noun a title's: "a two-person game", "pong 2 players". */
const PLAYERS = /^(?:players?|persons?|people|teams?)$/;

/** True when the program shows what an event word names: "touch" with a touching check, "click" with a click hat. */
function eventShown(word: string, program: TProgramLines): boolean {
  const all = program.all.join("\n");
  if (/^touch/.test(word)) return all.includes("touching") || all.includes("distance to");
  if (/^(?:click|tap)/.test(word)) return all.includes("clicked");
  if (/^(?:press|key|arrow|space)/.test(word)) return all.includes("key pressed") || all.includes("key (");
  if (word === "mouse") return all.includes("mouse");
  if (word === "flag") return all.includes("green flag");
  return false;
}

/** "first time with a mouse", "using the mouse": the mouse one clicks with, which a click's script shows. */
const mouseTheDevice = (words: readonly TWord[], at: number) => words[at]?.word === "mouse" && /^(?:a|the)$/.test(words[at - 1]?.word ?? "") && /^(?:with|using|use|uses)$/.test(words[at - 2]?.word ?? "");

/** A sprite or a variable of the program by this word (as typed, read or as its lemma). */
const programThing = (word: TWord, program: TProgramLines) => [word.word, word.raw, word.lemma].map(squashedName).some((name) => program.sprites.includes(name) || program.variables.includes(name));

/**
 * True when a thing of the program said in the lead-in is the request's character: a variable, a
 * sprite with no script, or one the request names again after the lead sentence as a character
 * ("can my Kite", "the Kite"), not as a word said ("say Mars!").
 */
function characterLater(words: readonly TWord[], to: number, word: TWord, program: TProgramLines): boolean {
  const names = [word.word, word.raw, word.lemma].map(squashedName);
  if (program.variables.some((name) => names.includes(name))) return true;
  if (!program.scripts.some((script) => names.includes(script.sprite))) return true;
  return words.some((other, at) => at > to && other.quote === undefined && [other.word, other.raw, other.lemma].map(squashedName).some((name) => names.includes(name)) && NAMING_BEFORE.test(words[at - 1]?.word ?? ""));
}

/** Words before a character's name: "the Kite", "my Robot". */
const NAMING_BEFORE = /^(?:the|a|an|my|our|his|her|their|your|its)$/;

/** The word is done by the program's blocks ("says" with a say block, "glides" with a glide). */
function doneByBlocks(word: TWord, program: TProgramLines): boolean {
  const forms = [word.word, word.lemma, word.word.replace(/(?:ing|ed|s)$/, ""), word.word.replace(/ing$/, "e")];
  return forms.some((form) => form.length > 1 && (wordDoneByBlocks(form, program.all) || program.all.some((line) => line.trim().startsWith(`${form} `))));
}

/** A verb of the sentence (the tagger's, or a word the lexicon maps to blocks said as a verb). */
const verbAt = (words: readonly TWord[], at: number) => !PREPOSITION.test(words[at]?.word ?? "") && !settingCompound(words, at) && !MODALS.test(words[at]?.word ?? "") && !nameOfTheSetting(words, at) && !NO_VERB_AFTER.test(words[at - 1]?.word ?? "") && !COMPARING.test(words[at]?.word ?? "") && (words[at]?.isVerb === true || actionWord(words, at));

/** "the summer training", "our robotics workshop": a setting's noun closing a name after its article, never a verb. */
const settingCompound = (words: readonly TWord[], at: number) => SETTING_NOUNS.test(words[at]?.word ?? "") && words[at - 1]?.isNoun === true && words[at - 1]?.mark === undefined && NO_VERB_AFTER.test(words[at - 2]?.word ?? "");

/** Words that are never a verb, whatever the tagger makes of them: "working in Cayman". */
const PREPOSITION = /^(?:in|at|on|from|of|with|into|near)$/;

/** Words after which a word names a thing or a place, never a verb: "at camp", "the science centre". */
const NO_VERB_AFTER = /^(?:at|in|from|near|of|on|about|for|with|like|the|a|an|our|my|his|her|their|your|its|this|that)$/;

/** "the science centre", "code week": a word after a school's, a subject's or the coding's word is their name's. */
const nameOfTheSetting = (words: readonly TWord[], at: number) => [SETTING_NOUNS, SUBJECTS, CODING].some((kind) => kind.test(words[at - 1]?.word ?? ""));

/** Helpers of a verb that may tell of a thing or wish for it: "our kite could fly", "can my Kite fly". */
const MODALS = /^(?:can|could|will|would|should|must|may|might)$/;

/** Words that point at a thing or a person, never a thing wished for themselves: "it", "his". */
const POINTING = /^(?:it|its|he|she|they|them|him|his|her|their|this|that|these|those|one|something|only|just)$/;

/** "in Santiago de Cuba", "at St Mary's": a name after a place's preposition. */
const placeWord = (words: readonly TWord[], at: number) => words[at]?.name !== undefined && [1, 2, 3].some((back) => PLACE_BEFORE.test(words[at - back]?.word ?? "") && words.slice(at - back + 1, at).every((other) => other.mark === undefined));

/**
 * A noun a title may hold without asking for it: a kind of program, a word of the setting or of a
 * subject, a person, a place's or a setting's name ("Africa Code Week", "at the YMCA"), a count
 * of people. ("the Mars mission" is a kind; "pet", "pong" name what to build.)
 */
function titleNoun(words: readonly TWord[], at: number): boolean {
  const word = words[at] as TWord;
  // ("the island's new code club": a place's word before its setting's name, an adjective between)
  const between = words[at + 1];
  const after = between !== undefined && between.mark === undefined && !between.isNoun && !between.isVerb && [KINDS, SETTING_NOUNS, CODING].some((kind) => kind.test(words[at + 2]?.word ?? "")) ? (words[at + 2]?.word ?? "") : (words[at + 1]?.word ?? "");
  // ("in Port Vila", "in George Town": a place's name of two words)
  const twoWordName = words[at - 1]?.isNoun === true && words[at - 1]?.mark === undefined && PLACE_BEFORE.test(words[at - 2]?.word ?? "");
  // ("at the YMCA", "in Nis": a place, whatever its capitals)
  const place = PLACE_BEFORE.test(words[at - 1]?.word ?? "") || (/^(?:the|a)$/.test(words[at - 1]?.word ?? "") && PLACE_BEFORE.test(words[at - 2]?.word ?? "")) || twoWordName;
  // ("a short play:", "a puppet show:": a piece of theatre the steps after the colon spell out, a noun here)
  if (STAGED.test(word.word) && word.isNoun && !word.isVerb) return true;
  return place || [KINDS, SETTING_NOUNS, SUBJECTS, CODING, PEOPLE, PLAYERS, POINTING].some((kind) => kind.test(word.word) || kind.test(word.lemma)) || word.name !== undefined || placeWord(words, at) || nameOfTheSetting(words, at) || [KINDS, SETTING_NOUNS, CODING].some((kind) => kind.test(after));
}

/** Pieces of theatre a title may name: "a short play", "a puppet show", "a dialogue". */
const STAGED = /^(?:play|plays|skit|skits|sketch|dialogue|dialogues|conversation|conversations|shows?|performance)$/;

/** "a racing game like at his club": a comparison, no verb. */
const COMPARING = /^(?:like|unlike)$/;

/**
 * True when the verb at words[at] asks for nothing the program lacks: the teller's or the people's,
 * in the past, of being, a wish for the program's things, or done by the blocks.
 */
function verbAsksNothing(words: readonly TWord[], from: number, at: number, program: TProgramLines): boolean {
  const word = words[at] as TWord;
  if (BEING.test(word.word) || PAST.test(word.word) || (/ed$/.test(word.word) && !actionWord(words, at))) return true;
  // ("our robot could feel", "we had fun"): a helper of the past or a story before it
  if (STORY_HELPERS.test(words[at - 1]?.word ?? "")) return true;
  // ("I am from Honduras working in Cayman": what the teller is doing, in a clause about themselves, no block's verb)
  if (/ing$/.test(word.word) && !actionWord(words, at) && tellerIsTheSubject(words, from, at)) return true;
  let verb = at;
  while (verb > from && MODALS.test(words[verb - 1]?.word ?? "")) verb--;
  const doer = words[at - 1]?.word === "to" ? words[at - 2] : (doerPastAnAge(words, from, verb) ?? doerOf(words, from, verb));
  // "i read", "we built robots", "coding helps": what people do, unless they do it to the program's thing
  if (doer === undefined || PEOPLE.test(doer.word) || CODING.test(doer.word) || PEOPLE.test(doer.lemma)) return !actionWord(words, at) || !programThing(words[at + 1] ?? word, program) || doneByBlocks(word, program);
  // "my Fish to jump": a character of the program doing something is the request
  if (programThing(doer, program)) return false;
  return doneByBlocks(word, program);
}

/** "I am ...", "we are ...", "im ...": the clause words[from..at) opens with the teller saying what they are. */
function tellerIsTheSubject(words: readonly TWord[], from: number, at: number): boolean {
  const teller = words.slice(from, at).findIndex((word) => /^(?:i|we|im|i'm)$/.test(word.word));
  return teller >= 0 && teller <= 1 && (/^(?:im|i'm)$/.test(words[from + teller]?.word ?? "") || /^(?:am|are|m|re)$/.test(words[from + teller + 1]?.word ?? ""));
}

/**
 * "in Trinidad, Santa Bárbara,": a clause of one to three words, each written with a capital, right
 * after a clause that ends in a place's name, is the place's region or country, and asks for nothing.
 */
function regionOfAPlace(prompt: string, words: readonly TWord[], clause: number): boolean {
  const comma = words[clause - 1];
  if (comma?.mark !== "," || !placeWord(words, clause - 2)) return false;
  let end = clause;
  while (end < words.length && words[end]?.mark === undefined) end++;
  const region = words.slice(clause, end);
  const capitalised = (word: TWord) => word.number === undefined && word.quote === undefined && new RegExp(String.raw`(?<!\p{L})\p{Lu}${word.raw.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\p{L})`, "u").test(prompt);
  return region.length >= 1 && region.length <= 3 && region.every(capitalised);
}

/** "first time with a mouse": the first, second ... time, a moment of the setting. */
const ORDINAL_TIME = (words: readonly TWord[], at: number) => /^times?$/.test(words[at]?.word ?? "") && /^(?:first|second|third|1st|2nd|3rd|last)$/.test(words[at - 1]?.word ?? "");

/** True when the quote at words[at] is a title (no say verb before it in its clause, not a name given). */
function titleQuote(words: readonly TWord[], at: number): boolean {
  for (let i = at - 1; i >= 0 && words[i]?.mark === undefined; i--) {
    const word = words[i] as TWord;
    if (SAY_VERBS.has(word.word) || SAY_VERBS.has(word.lemma) || /^(?:called|named|to|shows?|writes?)$/.test(word.word)) return false;
  }
  return (words[at]?.quote ?? "").split(/\s+/).length <= 5;
}

/** True when the sentence words[from..to) asks for nothing the program lacks (see above). */
function sentenceAsksNothing(prompt: string, words: readonly TWord[], from: number, to: number, program: TProgramLines, text: string): boolean {
  return firstAskIn(prompt, words, from, to, program, text) < 0;
}

/** The index of the first word of words[from..to) that asks for something the program lacks, or -1. */
function firstAskIn(prompt: string, words: readonly TWord[], from: number, to: number, program: TProgramLines, text: string): number {
  let clause = from;
  // (a wish said earlier in the same sentence covers this clause: "i want a bear, a penguin")
  let back = from - 1;
  while (back >= 0 && !SENTENCE_END.test(words[back]?.mark ?? "")) back--;
  let end = to;
  while (end < words.length && !SENTENCE_END.test(words[end]?.mark ?? "")) end++;
  const title = words[end]?.mark === ":";
  let wished = words.slice(back + 1, from).some((word) => word.mark === undefined && WISHING.test(word.word));
  for (let at = from; at < to; at++) {
    const word = words[at] as TWord;
    if (word.mark !== undefined) {
      clause = at + 1;
      wished = false;
      continue;
    }
    // (a place's region after it: skip its words)
    if (at === clause && regionOfAPlace(prompt, words, at)) {
      while (words[at + 1] !== undefined && words[at + 1]?.mark === undefined) at++;
      continue;
    }
    if (word.quote !== undefined) {
      if (!titleQuote(words, at)) return at;
      continue;
    }
    if (word.number !== undefined) {
      const age = ageAt(words, at);
      const people = PLAYERS.test(words[at + 1]?.word ?? "");
      // "Code4Climate": a number written into a name
      const before = words[at - 1];
      const glued = before !== undefined && before.mark === undefined && prompt.toLowerCase().includes(`${before.raw}${String(word.number)}`);
      if (!age && !people && !glued && numberAsks(prompt, words, at, program)) return at;
      continue;
    }
    // ("it is only a water balloon": what a thing is, no condition)
    if (CONTROL.test(word.word) && !(word.word === "only" && /^(?:a|an)$/.test(words[at + 1]?.word ?? ""))) return at;
    if (COLOURS[word.word] !== undefined && !PLACE_BEFORE.test(words[at - 1]?.word ?? "")) return at;
    if (EVENTS.test(word.word)) {
      if (!eventShown(word.word, program) && !(mouseTheDevice(words, at) && eventShown("click", program))) return at;
      continue;
    }
    // ("the science fair", "code week": a word of the setting's name)
    if (KINDS.test(word.word) || (nameOfTheSetting(words, at) && !programThing(word, program))) continue;
    if (programThing(word, program)) {
      // ("at the club we made a Kite" with a Club sprite that flies): a sprite made of the lead-in's words that acts is the answer's mistake, to be named
      if (!characterLater(words, to, word, program)) return at;
      continue;
    }
    // "a catch game", "a racing game": the kind of game the steps spell out
    if (KINDS.test(words[at + 1]?.word ?? "") && words[at + 1]?.mark === undefined) continue;
    // "a game with a message about the sea": what the game tells, no message between sprites
    if (/^messages?$/.test(word.word) && words[at + 1]?.word === "about") continue;
    if (CONCEPT_WORD.test(word.word) || THINGS.some(([thing]) => thing.test(word.word) || thing.test(word.lemma))) {
      if (!conceptShown(word.word, text) && !conceptShown(word.lemma, text)) return at;
      continue;
    }
    // ("our kite could feel the wind": a modal after a thing tells of it, and wishes nothing)
    const modalOfAThing = MODALS.test(word.word) && at > clause && words[at - 1]?.isNoun === true && !PEOPLE.test(words[at - 1]?.word ?? "");
    if (WISHING.test(word.word) && !modalOfAThing) {
      wished = true;
      continue;
    }
    // what is wished for must be the program's: "want a polar bear on ice" with a Bear and the Ice
    // ("polar bear", "finish line": a word said of the program's thing right beside it)
    if (wished && word.isNoun && !word.isVerb && !POINTING.test(word.word) && !nameOfTheSetting(words, at) && !SETTING_NOUNS.test(word.word) && !placeWord(words, at) && ![words[at + 1], words[at - 1]].some((other) => other !== undefined && other.mark === undefined && programThing(other, program)) && !PEOPLE.test(word.word) && !CODING.test(word.word)) return at;
    // ("my animated pet:", "pong for two:": a title before the colon that names a thing of its own names what to build)
    if (title && word.isNoun && !word.isVerb && !titleNoun(words, at) && !ORDINAL_TIME(words, at)) return at;
    // ("a short play:": the title's piece of theatre, a noun, whatever block its word could also name)
    if (title && word.isNoun && !word.isVerb && STAGED.test(word.word)) continue;
    // ("our kite dances": a word right after the program's thing is what it does, whatever the tagger makes of it)
    const plainNoun = word.isNoun && !word.isVerb && !/[^s]s$/.test(word.word);
    const afterAThing = at > clause && !plainNoun && !settingCompound(words, at) && programThing(words[at - 1] as TWord, program) && !NO_VERB_AFTER.test(word.word) && !MODALS.test(word.word) && !PEOPLE.test(word.word) && !CODING.test(word.word);
    // ("teach the Frog to swim", "an owl that flies": what a thing is made to do, or does, after "to" or "that")
    const ofAThing = (words[at - 1]?.word === "to" && programThing(words[at - 2] ?? word, program) && words[at - 2] !== undefined) || (/^(?:that|which|who)$/.test(words[at - 1]?.word ?? "") && (word.isVerb || /[^s]s$/.test(word.word)));
    if ((verbAt(words, at) || afterAThing || ofAThing) && !verbAsksNothing(words, clause, at, program)) return at;
    if (!word.isVerb && !word.isNoun && meansABlock(word.word) && !doneByBlocks(word, program)) return at;
  }
  return -1;
}

/** The end of each lead clause: a ",", ".", "!", "?", ";" or ":" outside brackets. */
const LEAD_MARK = /^(?:[,.!?:;]+)$/;

/** The end of a sentence, which a wish does not reach past. */
const SENTENCE_END = /^(?:[.!?:;]+)$/;

/**
 * The number of words at the request's start that are its lead-in (0 when there is none): the
 * sentences from the start while each asks for nothing the program lacks, up to the last one after
 * which the request still says four words or more.
 */
export function leadInLength(prompt: string, words: readonly TWord[], program: TProgramLines, text: string): number {
  const goesOn = (from: number) => words.slice(from).filter((word) => word.mark === undefined).length >= 4;
  let length = 0;
  let from = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TWord;
    if (word.bracket !== undefined || !LEAD_MARK.test(word.mark ?? "")) continue;
    if (!sentenceAsksNothing(prompt, words, from, i, program, text)) break;
    if (goesOn(i + 1)) length = i + 1;
    from = i + 1;
  }
  return length;
}

/** True when the part (named as left out) lies wholly in the request's lead-in (see above). */
export function inTheLeadIn(prompt: string, part: string, text: string): boolean {
  const program = readProgramLines(text);
  if (program.scripts.length === 0) return false;
  const words = readWords(prompt);
  const places = placesOfThePart(words, readWords(part));
  if (places.length === 0) return false;
  const length = leadInLength(prompt, words, program, text);
  return places.every((place) => place.every((i) => i < length));
}
