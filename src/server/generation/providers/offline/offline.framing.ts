import { OCCASION } from "./offline.requesters";
import { inTheLeadIn } from "./offline.opening-story";
import { wordsOfAShownQuote } from "./offline.own-blocks";
import { insideAFramingIdiom, meansABlock, wordDoneByBlocks } from "./offline.block-meanings";
import { conceptShown, numberFrames, readProgramLines, SCHOOL_YEAR, type TProgramLines } from "./offline.coverage";
import { FRAMING, PLAN_VOCABULARY } from "./plan/plan.vocabulary";
import { readWords, type TWord } from "./plan/plan.words";
import { partInTheSetting, PEOPLE, saidOnlyInTheSetting, squashedName, WISHING } from "./offline.setting";
import { CONCEPT_WORD, PAST } from "./offline.setting-words";

/**
 * Parts named as left out that only frame the request (issue 26, decision 720): they ask for
 * nothing a program could do, so naming them tells a child or a teacher that something is
 * missing when nothing is. Four kinds:
 *  - a sentence about the family or the class ("My twins argue about whose turn it is."),
 *  - a gloss in brackets after a character's name ("the Parrot (papagaio)"),
 *  - a title before the request's first colon ("Pumpkin carver: the pencil follows ..."),
 *  - an idiom for "all the time" that the program's forever check keeps ("at any point").
 * Each is framing only when it holds no quoted words, no number the program must use and no
 * action the generator knows that the program does not show.
 */

/** The people a parent or teacher writes about: a sentence they are the subject of is about them. */
const FAMILY = /^(?:son|sons|daughter|daughters|kid|kids|child|children|boy|boys|girl|girls|twins|youngest|oldest|eldest|grandson|grandsons|granddaughter|granddaughters|grandchildren|niece|nieces|nephew|nephews|cousins?|brother|sister|brothers|sisters|students|pupils|class|learners|group|family)$/;

/** Words that turn a sentence about the family into a request ("my son wants the cat to jump"). */
const ASKING = /^(?:want|wants|wanted|wish|wishes|would|needs?|asks?|asked|tries|trying|help|how|make|build|create|could|can|please|pls)$/;

/** The prompt's words without marks, with where each sentence (to "." "!" "?" or ":") starts. */
interface TLocated {
  words: TWord[];
  /** Index in `words` of the part's first word, or -1. */
  start: number;
  length: number;
}

const spoken = (words: readonly TWord[]) => words.filter((word) => word.mark === undefined || /^[.!?:;]$/.test(word.mark));

/** Where the part's words are in the prompt (marks between them skipped), or -1; `words` keeps the ends of sentences, or every mark. */
function locate(prompt: string, part: string, everyMark = false): TLocated {
  const words = everyMark ? readWords(prompt) : spoken(readWords(prompt));
  const partWords = readWords(part).filter((word) => word.mark === undefined);
  const plain = words.map((word, i) => ({ word, i })).filter(({ word }) => word.mark === undefined);
  const at = plain.findIndex((_, k) => partWords.length > 0 && partWords.every((word, j) => plain[k + j]?.word.word === word.word));
  if (at < 0) return { words, start: -1, length: 0 };
  const first = plain[at]?.i ?? -1;
  const last = plain[at + partWords.length - 1]?.i ?? first;
  return { words, start: first, length: last - first + 1 };
}

/** The sentence around words[at]: from after the last end mark before it to the next one. */
function sentenceAround(words: readonly TWord[], at: number): TWord[] {
  let from = at;
  while (from > 0 && !/^[.!?:;]$/.test(words[from - 1]?.mark ?? "")) from--;
  let to = at;
  while (to < words.length && !/^[.!?:;]$/.test(words[to]?.mark ?? "")) to++;
  return words.slice(from, to);
}

/** "My daughter (11) makes games for her little brother.": a sentence about the family that asks for nothing. */
function aboutTheFamily(located: TLocated, program: TProgramLines): boolean {
  const sentence = sentenceAround(located.words, located.start);
  // "my twins", "our youngest": the child's own people, never a character the program has ("the Boy")
  // "my 7 year old": the child by their age
  const age = (i: number) => sentence[i]?.number !== undefined && /^(?:years?|yrs?)$/.test(sentence[i + 1]?.word ?? "") && sentence[i + 2]?.word === "old";
  const subject = sentence.slice(0, 4).findIndex((word, i) => (FAMILY.test(word.word) && !program.sprites.includes(word.word)) || age(i));
  if (subject < 0 || !/^(?:my|our)$/.test(sentence[subject - 1]?.word ?? "") && !/^(?:my|our)$/.test(sentence[subject - 2]?.word ?? "")) return false;
  // an age in brackets or said as an age is the child's; any other number, a quote or a key is something to build
  // "a shark chases it": an action a block does, said of something in the sentence, is what the project does
  // (done by a thing named just before it, not by the family: "my twins argue about whose turn it is")
  const acts = (word: TWord, i: number) => {
    const doer = sentence[i - 1];
    // "my 9-year-old went ...": the child by their age does it, not a thing of the project
    if (doer?.word === "old" && age(i - 3)) return false;
    return word.isVerb && (meansABlock(word.word) || PLAN_VOCABULARY.has(word.lemma)) && doer !== undefined && doer.isNoun && !FAMILY.test(doer.word) && !/^(?:i|you|he|she|it|we|they|who|whose|my|our|me|him|her|them)$/.test(doer.word);
  };
  // "... and wants to make the game his own at home: the Hero ...": a wish that leads into the request after the colon asks for nothing of its own
  const end = located.words.indexOf(sentence[sentence.length - 1] as TWord) + 1;
  const leadsIn = located.words[end]?.mark === ":" && located.words.slice(end + 1).filter((word) => word.mark === undefined).length >= 4;
  const asking = sentence.findIndex((word) => ASKING.test(word.word));
  // (its only verbs the wish's own: "wants the pond to ripple" asks for the ripple)
  const wishOnly = leadsIn && asking >= 0 && sentence.slice(asking).every((word) => ASKING.test(word.word) || GENERIC_THING.test(word.word) || WISH_WORDS.test(word.word));
  // "a two-day course": how long something lasted
  const lasted = (i: number) => /^(?:days?|weeks?|hours?|minutes?|months?|years?)$/.test(sentence[i + 1]?.word ?? "");
  return sentence.every((word, i) => word.quote === undefined && (!ASKING.test(word.word) || wishOnly) && !acts(word, i) && (word.number === undefined || word.bracket !== undefined || age(i) || lasted(i)));
}

/** The other words of a wish that asks for nothing in particular: "to make the game his own at home". */
const WISH_WORDS = /^(?:to|the|a|an|his|her|their|my|our|its|own|at|in|for|with|home|house|school|grandma|grandpa|granny|friends?|family|it|this|that|one|too|also|so|and|more|better|again)$/;

/** Things a wish can be about that ask for nothing in particular: "make the game his own". */
const GENERIC_THING = /^(?:game|games|project|projects|program|one|it|this|that|own|code|scratch)$/;

/** Greetings a request may open with: "Good day,", "Bonjour,", "Merhaba.". */
export const GREETING = /^(?:hello|hi|hey|good|day|morning|afternoon|evening|dear|greetings|bonjour|salut|hola|ola|olá|oi|ciao|hallo|halo|merhaba|annyeong|namaste|salaam|jambo|sawubona|jó|napot|dobryi|den|privet)$/;

/** What a teller says of themselves: "I teach in Ukraine", "we use TurboWarp", "I run a homeschool group". */
const TELLER_VERBS = /^(?:making|building|creating|r|teach|teaches|teaching|work|works|working|run|runs|running|am|m|are|re|is|coach|coaches|lead|leads|volunteer|volunteers|use|uses|using|live|lives|do|doing|learn|learning|study|studying|meet|meets|show|shows|showing|present|presents|presenting|exhibit|exhibits)$/;

/**
 * "Good day, I teach in Ukraine.", "at the wednesday club we use turbowarp.", "I run a homeschool
 * group (ages 8 to 13) and we're doing the Hour of Code next week.": a sentence in which the
 * teller says who they are or where they work. It asks for nothing when its verbs are only the
 * teller's (teach, work, run, use, do), it quotes nothing, names no character of the program,
 * says no number but an age in brackets, and another sentence follows with the request.
 */
function aboutTheTeller(located: TLocated, program: TProgramLines): boolean {
  const sentence = sentenceAround(located.words, located.start);
  const end = located.words.indexOf(sentence[sentence.length - 1] as TWord) + 1;
  if (located.words.slice(end + 1).filter((word) => word.mark === undefined).length < 4 || located.words[end]?.mark === ":") return false;
  let from = 0;
  while (GREETING.test(sentence[from]?.word ?? "")) from++;
  const teller = sentence.findIndex((word, i) => i >= from && i <= from + 4 && /^(?:i|we|im|i'm)$/.test(word.word));
  if (teller < 0 || !TELLER_VERBS.test(sentence[teller + 1]?.word ?? "") && !/^(?:im|i'm)$/.test(sentence[teller]?.word ?? "")) return false;
  return sentence.every((word, i) => {
    // (a character that does something is the request's; "making a labyrint", one with no script, is what is made)
    if (word.quote !== undefined || ASKING.test(word.word) || program.scripts.some((script) => script.sprite === word.word)) return false;
    // "(ages 8 to 13)", "in class 6", "for the 5th graders": ages and classes
    if (word.number !== undefined) return word.bracket !== undefined || /^(?:class|year|grade|form|primary|standard|std|p|y|ks)$/.test(sentence[i - 1]?.word ?? "") || /^(?:th|st|nd|rd|graders?|grade|year|class)$/.test(sentence[i + 1]?.word ?? "");
    if (i > teller && TELLER_VERBS.test(word.word)) return true;
    // "we show computers made of recycled materials": a participle telling of the thing shown, after a noun
    if (i > teller + 2 && /^(?:made|built|drawn|painted|printed|designed|crafted)$/.test(word.word) && sentence[i - 1]?.isVerb === false && sentence[i - 1]?.mark === undefined) return true;
    // any other verb ("a pond that ripples") tells of something to build
    return !word.isVerb || word.bracket !== undefined || GREETING.test(word.word);
  });
}

/** What is wrong now, said of the program the child has: "wrong", "stuck", "straight through". */
const FAULT = /\b(?:wrong|stuck|broken|buggy|glitch(?:es|y)?|stra?i(?:gh)?t through|spins? (?:a)?round)\b/;

/**
 * "the Bee must go to the Flower but it go to the wrong side", "my sprite moves with the arrows
 * but it goes strait through the walls!!": what the program does now, told after "but" so the
 * request can say how it should be. The clause asks for nothing; what to build is said around it.
 * It must say what is wrong ("wrong", "stuck", "goes straight through"), and quote nothing.
 */
function describesTheFault(prompt: string, part: string): boolean {
  const { words, start, length } = locate(prompt, part, true);
  if (start < 0) return false;
  let from = start;
  while (from > 0 && words[from - 1]?.word !== "but" && !/^[.!?:;]$/.test(words[from - 1]?.mark ?? "")) from--;
  if (words[from - 1]?.word !== "but") return false;
  let to = start + length;
  while (to < words.length && !/^[.!?:;]$/.test(words[to]?.mark ?? "")) to++;
  const clause = words.slice(from, to);
  if (clause.some((word) => word.quote !== undefined || /^(?:should|must|want|wants|needs?|please|pls|make)$/.test(word.word))) return false;
  return FAULT.test(clause.filter((word) => word.mark === undefined).map((word) => word.word).join(" "));
}

/** "the Parrot (papagaio)": a bracket of a few words right after a character the program has. */
function glossAfterName(located: TLocated, program: TProgramLines): boolean {
  const inside = located.words.slice(located.start, located.start + located.length);
  const bracket = inside[0]?.bracket;
  if (bracket === undefined || inside.some((word) => word.bracket !== bracket || word.number !== undefined || word.quote !== undefined)) return false;
  const whole = located.words.filter((word) => word.bracket === bracket);
  if (whole.length !== inside.length || whole.length > 3) return false;
  const before = located.words[located.start - 1];
  return before !== undefined && before.bracket === undefined && program.sprites.includes(before.word.replace(/\s+/g, ""));
}

/**
 * "Paper doll dress-up: a Doll and ...": the words before the request's first colon name the
 * project the rest describes. Each of them is framing, a word the rest says again, or a name (a
 * word the generator has no action for); a word of its vocabulary said only in the title ("double
 * jump") is something asked, and stays named.
 */
function titleBeforeColon(located: TLocated, shownConcept: (word: string) => boolean): boolean {
  const colon = located.words.findIndex((word) => word.mark === ":");
  if (colon < 0 || located.start + located.length > colon) return false;
  const title = located.words.slice(0, colon);
  const rest = located.words.slice(colon + 1);
  // a title needs a request after it
  if (rest.filter((word) => word.mark === undefined).length < 4) return false;
  const again = new Set(rest.flatMap((word) => [word.word, word.lemma]));
  const inside = located.words.slice(located.start, located.start + located.length);
  // a part the rest says again ("Quiz with broadcasts: when the quiz is over") may be the rest's: not the title's alone
  const spokenRest = rest.filter((word) => word.mark === undefined);
  const plainInside = inside.filter((word) => word.mark === undefined);
  if (spokenRest.some((_, k) => plainInside.every((word, j) => spokenRest[k + j]?.word === word.word))) return false;
  return inside.every((word) => word.mark !== undefined || (word.number === undefined && word.quote === undefined && (FRAMING.has(word.word) || again.has(word.word) || again.has(word.lemma) || shownConcept(word.word) || namesTheProject(word, located.words[located.words.indexOf(word) + 1])))) && title.every((word) => word.quote === undefined);
}

/** Words that label a part of a lesson with the number after them: "Scene 2", "Step 3", "Level 1". */
const LABEL_WORDS = /^(?:scene|step|level|part|task|stage|round|chapter|unit|week|session|lesson|day|activity|challenge|mission)$/;

/**
 * "Scene 1:", "P6:": a label and its number, and nothing else. It names where a part of the
 * request begins, or the class it is for; what the part asks follows it.
 */
function labelWithNumber(located: TLocated): boolean {
  const inside = located.words.slice(located.start, located.start + located.length).filter((word) => word.mark === undefined);
  if (inside.length !== 2 || inside[1]?.number === undefined || inside[1].quote !== undefined) return false;
  const label = inside[0] as TWord;
  const before = located.words[located.start - 1];
  const startsSentence = before === undefined || /^[.!?:;(]$/.test(before.mark ?? "");
  return LABEL_WORDS.test(label.word) || (SCHOOL_YEAR.test(label.word) && startsSentence);
}

/** "three clothes sprites": a count of the sprites the request names next, every one of them a sprite of the program. */
function countsNamedSprites(located: TLocated, text: string): boolean {
  const inside = located.words.slice(located.start, located.start + located.length);
  const at = inside.findIndex((word) => word.number !== undefined);
  return at >= 0 && inside.every((word, i) => i === at || word.isNoun || FRAMING.has(word.word)) && numberFrames(located.words, located.start + at, text);
}

/**
 * A title word that names the project rather than asking for an action: a thing ("pumpkin
 * carver", "paper doll") the generator has no word of its own for, or a compound like "dress-up".
 * A word that can be a verb ("Asteroid dodge", "Rocket launch") is something to do, and stays
 * named unless the program shows it.
 */
const namesTheProject = (word: TWord, next: TWord | undefined) =>
  !(PLAN_VOCABULARY.has(word.word) || PLAN_VOCABULARY.has(word.lemma)) && (next?.word === "up" || !(word.isVerb || readWords(word.word)[0]?.isVerb));

/** Words that open a lesson's objective: "LO: to use sensing", "Learning objective: ...", "WALT: ...". */
const OBJECTIVE = /^(?:lo|los|objectives?|aims?|goals?|walt|wilf|outcomes?)$/;

/**
 * "Year 5, LO: to use sensing. The Cat asks ...": the words after an objective's colon, up to the
 * end of its sentence, say what the lesson teaches, never a script to build. They are framing as
 * long as every concept word in them ("loop", "sensing", "until") is one the program shows; an
 * objective whose concept the program lacks ("LO: to use lists" answered with no list) stays named.
 */
function insideAnObjective(located: TLocated, shownConcept: (word: string) => boolean): boolean {
  const { words, start, length } = located;
  let from = start;
  while (from > 0 && !/^[.!?;:]$/.test(words[from - 1]?.mark ?? "")) from--;
  // (the label as typed: "WALT" is no misspelt "want")
  if (words[from - 1]?.mark !== ":" || !OBJECTIVE.test(words[from - 2]?.raw ?? "")) return false;
  // the objective runs to its sentence's end: the part must not reach past it
  if (words.slice(from, start + length).some((word) => /^[.!?;]$/.test(word.mark ?? ""))) return false;
  const inside = words.slice(start, start + length).filter((word) => word.mark === undefined);
  return inside.every((word) => word.quote === undefined && word.number === undefined && (!CONCEPT_WORD.test(word.word) || shownConcept(word.word)));
}



/** Who tells it: "we", "I", "my class", "our kids". */
const TELLER = /^(?:i|we|my|our|the)$/;

/**
 * "We tried a one-minute Scratch activity at the science museum and my 6-year-old loved it.",
 * "i made a maze, how do i ...": a clause (to the next mark) in which the child tells what already
 * happened. Every verb of it is past, it quotes nothing and it starts with who tells it. A clause
 * with a verb of now ("I made a cat that jumps") asks for that verb, and stays named.
 */
function toldInThePast(prompt: string, part: string): boolean {
  // a clause ends at any mark, a comma too
  const { words, start, length } = locate(prompt, part, true);
  if (start < 0) return false;
  // ("My daughter (13) came home ...": back over an age in brackets to who tells it)
  // (only an age: "(parents could come too)" is a clause of its own, and says what could be done)
  const aside = (word: TWord | undefined) => word !== undefined && ((word.bracket !== undefined && (word.number !== undefined || /^(?:years?|yrs?|old|aged?)$/.test(word.word))) || /^[()]$/.test(word.mark ?? ""));
  let from = start;
  while (from > 0 && (words[from - 1]?.mark === undefined || aside(words[from - 1]))) from--;
  // ("... came home from the code camp and wants the Bag to ...": the wish after "and" is the request's, not the story's)
  let to = start + length;
  while (to < words.length && words[to]?.mark === undefined && !(words[to]?.word === "and" && ASKING.test(words[to + 1]?.word ?? ""))) to++;
  const clause = words.slice(from, to).filter((word) => !aside(word));
  if (clause.length < 3 || !TELLER.test(clause[0]?.word ?? "") || clause.some((word) => word.quote !== undefined || ASKING.test(word.word))) return false;
  const verbs = clause.filter((word, i) => (word.isVerb || PAST.test(word.word)) && !/^(?:to|and)$/.test(clause[i - 1]?.word ?? "__") && !/^(?:year|years|old|minute|minutes)$/.test(word.word));
  return verbs.length > 0 && verbs.every((word) => PAST.test(word.word) || (/[^e]ed$/.test(word.word) && word.word.length > 4));
}

/**
 * The setting of a request's title, before its first colon, comma piece by comma piece: a
 * school year or a class ("JHS 1", "4th grade", "Grades IV-VI", "class 6"), the children's ages
 * ("ages 9-12"), how long the session is ("45 minutes", "one hour"), an event ("International
 * Scratch Day") or what the class did before ("after building it with the physical blocks").
 * What the request asks is after the colon; a piece with a quote, a key or a verb of now stays
 * named.
 */
function settingOfTheTitle(prompt: string, part: string, shownConcept: (word: string) => boolean, lines: readonly string[] = []): boolean {
  const words = readWords(prompt);
  const colon = words.findIndex((word) => word.mark === ":");
  if (colon < 0 || words.slice(colon + 1).filter((word) => word.mark === undefined).length < 4) return false;
  // the part's words in the title, in order: words the reader used may be between them ("JHS 1 ICT, after ...")
  const partWords = readWords(part).filter((word) => word.mark === undefined);
  const found: number[] = [];
  for (const word of partWords) {
    const from = (found[found.length - 1] ?? -1) + 1;
    const at = words.findIndex((other, i) => i >= from && i < colon && other.word === word.word);
    if (at < 0) return false;
    found.push(at);
  }
  const start = found[0] ?? -1;
  const length = (found[found.length - 1] ?? start) - start + 1;
  if (start < 0) return false;
  // the title's comma pieces (as indexes into `words`) that hold words of the part
  const pieces: number[][] = [[]];
  for (let i = 0; i < colon; i++) {
    if (words[i]?.mark !== undefined) pieces.push([]);
    else (pieces[pieces.length - 1] as number[]).push(i);
  }
  const touched = pieces.filter((piece) => piece.some((i) => i >= start && i < start + length));
  return touched.length > 0 && touched.every((piece) => settingPiece(piece.map((i) => words[i] as TWord), (word) => found.includes(piece[word] ?? -1), shownConcept, lines));
}

/** Words a title's setting is said in: a school's labels, ages and lengths of time. */
const SETTING = /^(?:grades?|graders?|class|classes|form|year|years|yr|std|standard|primary|jhs|shs|ks|p|y|th|st|nd|rd|ages?|aged|old|minutes?|mins?|hours?|hrs?|lessons?|sessions?|weeks?|days?|club|camp|workshop|festival|own|project|institute|school|vocational|iv|vi|v|ii|iii|vii|viii|ix|x|to|a|an|the|and|for|one|in|at|of|on|with|my|our|ciclo|cycle|ano|año|curso|série|serie|classe|année|annee|sınıf|sinif|cm|ce|cp|pupils|students|children|kids|learners|special|needs|sen|send|autistic|mixed|ability|beginners?|advanced|live|coded|unplugged|lo|los|walt|wilf|racing)$/;

/** Kinds of things a class makes that name no behaviour: "a certificate animation", "a birthday card". */
const PROJECT_KINDS = /^(?:animations?|stor(?:y|ies)|cards?|posters?|scenes?|shows?|projects?|programs?|programmes?|activit(?:y|ies)|cartoons?|comics?|signs?|presentations?|greetings?|mazes?|labyrinths?|games?)$/;

/** A lesson's subjects that name no block of their own: "Boolean logic", "maths", "directions". */
const TOPICS = /^(?:boolean|logic|logical|events?|motion|looks|coordinates|directions?|repetition|iteration|algorithms?|maths?|geometry|angles?|science|art|computing|ict|informatics|programming|coding|computational|thinking)$/;

/** A lesson about finding what is wrong: "Finding errors", "Debugging", "Bug hunt". */
const FINDING = /^(?:finding|fixing|spotting|hunting|debugging|correcting)$/;
const FAULTS = /^(?:errors?|bugs?|mistakes?|faults?)$/;

function settingPiece(piece: readonly TWord[], inPart: (at: number) => boolean, shownConcept: (word: string) => boolean, lines: readonly string[] = []): boolean {
  // "chasing": a gerund whose verb a block of the program does
  const doneByTheProgram = (word: string) => [word, word.replace(/ing$/, ""), word.replace(/ing$/, "e"), word.replace(/ing$/, "s"), word.replace(/ing$/, "es")].some((form) => wordDoneByBlocks(form, lines));
  if (piece.length === 0 || piece.some((word) => word.quote !== undefined)) return false;
  // "after building it with the physical blocks": what the class did before
  if (/^(?:after|before|having)$/.test(piece[0]?.word ?? "") && /ing$/.test(piece[1]?.word ?? "")) return true;
  // "Boolean logic and chasing", "directions and coordinates": the lesson's topics, each one the program shows
  if (piece.every((word) => word.word === "and" || TOPICS.test(word.word) || (CONCEPT_WORD.test(word.word) && shownConcept(word.word)) || (/ing$/.test(word.word) && doneByTheProgram(word.word))) && piece.some((word) => word.word !== "and")) return !piece.some((word) => CONCEPT_WORD.test(word.word) && !shownConcept(word.word));
  // "Finding errors with my 6.º ano": a lesson about finding what is wrong, with the class's setting after it
  if (FINDING.test(piece[0]?.word ?? "") && FAULTS.test(piece[1]?.word ?? "")) return settingPiece(piece.slice(2), (at) => inPart(at + 2), shownConcept, lines) || piece.length === 2;
  // "International Scratch Day", "Africa Code Week", "CM1-CM2 coding club", "Club de codage": an event's name
  // (a number in it is a class's label: "CM1")
  const labelled = (word: TWord, i: number) => word.number === undefined || /^[a-z]{1,3}$/.test(piece[i - 1]?.word ?? "");
  const event = (word: TWord | undefined) => /^(?:day|week|month|festival|camp|club|fair|atelier|workshop)$/.test(word?.word ?? "");
  if ((event(piece[piece.length - 1]) || event(piece[0])) && piece.length <= 6 && piece.every(labelled)) return true;
  // "a certificate animation", "a shop sign": the kind of thing the class makes, which the request then describes
  if (/^(?:a|an)$/.test(piece[0]?.word ?? "") && piece.length <= 4 && PROJECT_KINDS.test(piece[piece.length - 1]?.word ?? "") && piece.every((word) => word.number === undefined && !word.isVerb)) return true;
  // "JHS 1", "ages 9 to 12", "45 minutes": numbers and the school's, age's or time's words ("JHS" the label of the number after it)
  // (a word of the piece the reader used, "ICT", is not the part's)
  const label = (i: number) => i === 0 && piece[1]?.number !== undefined;
  const setting = (i: number) => i >= 0 && i < piece.length && (SETTING.test(piece[i]?.word ?? "") || label(i));
  const number = (i: number) => setting(i - 1) || setting(i + 1);
  return piece.every((word, i) => !inPart(i) || (word.number !== undefined ? number(i) : setting(i) || FRAMING.has(word.word))) && !piece.some((word) => CONCEPT_WORD.test(word.word) && !shownConcept(word.word));
}

/** Words that open a request for a thing: "I want a", "We'd like a", "make a". */
const OPENING = /^(?:i|we|we'd|id|i'd|d|want|wants|would|like|love|please|pls|make|create|build|can|could|you|u|need|a|an|me|us|for|program|code)$/;

/** A word said again in the rest of the request, as it is or by its stem ("clicker" by "clicked"). */
const stem = (word: string) => word.replace(/(?:ers?|ing|ed|es|s)$/, "");

/**
 * "a birthday card for grandma that says ...", "A dice for board games: click it ...", "a drum
 * button that plays the drum": the thing the request asks for, named once and then described.
 * The name asks for nothing the description does not: each of its words is framing, a kind of
 * thing made ("card", "animation"), a sprite of the program, a word the description says again,
 * or in a "for ..." or "in ..." tail saying who it is for or where it is. Only the request's
 * opening object counts, and only when a description follows it.
 */
function nameOfTheThingMade(prompt: string, part: string, program: TProgramLines): boolean {
  const { words, start, length } = locate(prompt, part, true);
  if (start < 0) return false;
  // back over the name's first words to its "a"/"an", and before that only the opening ("We'd like a")
  let article = start - 1;
  while (article >= 0 && words[article]?.mark === undefined && !/^(?:a|an)$/.test(words[article]?.word ?? "") && !words[article]?.isVerb) article--;
  if (!/^(?:a|an)$/.test(words[article]?.word ?? "") || !words.slice(0, article).every((word) => word.mark === undefined && OPENING.test(word.word))) return false;
  // a description follows: "that/which/where ..." or a colon, with words to say it
  const after = words[start + length];
  const described = after !== undefined && (after.mark === ":" || /^(?:that|which|where|who|whose)$/.test(after.word));
  const rest = words.slice(start + length + 1).filter((word) => word.mark === undefined);
  if (!described || rest.length < 4) return false;
  const again = new Set(rest.flatMap((word) => [word.word, word.lemma, stem(word.word)]));
  const name = words.slice(article + 1, start + length).filter((word) => word.mark === undefined);
  const tail = name.findIndex((word) => /^(?:for|in|on|at|with|against)$/.test(word.word));
  return name.every((word, i) => {
    if (word.quote !== undefined || (word.number !== undefined && (tail < 0 || i < tail))) return false;
    // "for grandma", "in space": who it is for, or where
    if (tail >= 0 && i >= tail) return !meansABlock(word.word) && !PLAN_VOCABULARY.has(word.word);
    return FRAMING.has(word.word) || PROJECT_KINDS.test(word.word) || /^(?:things?|toys?|apps?)$/.test(word.word) || program.sprites.includes(word.word.replace(/s$/, "")) || program.sprites.includes(word.word) || again.has(word.word) || again.has(word.lemma) || again.has(stem(word.word));
  });
}

/** "for Ama's birthday" named as "ama birthday": the name (said nowhere else) and the day it is for, which ask for nothing to build. */
function forSomeonesDay(prompt: string, part: string): boolean {
  return [...prompt.matchAll(new RegExp(String.raw`\bfor\s+([A-Z][\p{Ll}-]+)['’]s\s+(${OCCASION})\b`, "gu"))].some((m) => {
    const name = (m[1] as string).toLowerCase();
    const said = part.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word !== "" && word !== "s" && word !== "for");
    const again = [...prompt.toLowerCase().matchAll(new RegExp(String.raw`(?<!\p{L})${name}(?!\p{L})`, "gu"))].length;
    return again === 1 && said.length > 0 && said.every((word) => word === name || (m[2] as string).split(" ").includes(word));
  });
}

/** "she wants only the space key": the program starts on that key and on nothing else (no green flag). */
function onlyOnTheKeySaid(prompt: string, lines: readonly string[]): boolean {
  const key = /\b(?:only|just) (?:the |with the |on the )?([a-z]|space|(?:up|down|left|right) arrow) key\b/i.exec(prompt)?.[1]?.toLowerCase();
  const hats = lines.filter((line) => line.startsWith("when "));
  return key !== undefined && hats.length > 0 && hats.every((hat) => hat === `when ${key} key pressed`);
}

/** The things a part names: "the Club as a sprite of its own", "goes to the Club" (a name written with its capital). */
function thingsOfThePart(part: string): string[] {
  const sprite = /^the (.+) as a sprite of its own$/.exec(part)?.[1];
  return sprite !== undefined ? [sprite] : [...part.matchAll(/\bthe ([A-Z][\p{Ll}]+)\b/gu)].map((m) => m[1] as string);
}

/** Where and when a wish is made: "At home he wants ...", "in class we want ...". */
const WISH_PLACE = /^(?:at|in|on|home|school|class|club|today|tonight|now|weekend|holidays?|this|next|week)$/;

/**
 * "At home he wants the Dhow boat (to sail ...)": who wishes, where, and the character the wish is
 * about, a sprite of the program. What the character should do is said after it, and checked there.
 */
function wishOpener(part: string, program: TProgramLines): boolean {
  const words = readWords(part).filter((word) => word.mark === undefined);
  const sprite = (i: number) => program.sprites.includes(squashedName(words[i]?.word ?? "")) || program.sprites.includes(squashedName(`${words[i - 1]?.word ?? ""}${words[i]?.word ?? ""}`));
  // "the Dhow boat": the kind of thing the sprite is, said after its name
  const kind = (i: number) => i > 0 && sprite(i - 1) && !meansABlock(words[i]?.word ?? "") && !PLAN_VOCABULARY.has(words[i]?.lemma ?? "");
  return (
    words.some((word) => WISHING.test(word.word)) &&
    words.some((_, i) => sprite(i)) &&
    words.every((word, i) => word.quote === undefined && word.number === undefined && (FRAMING.has(word.word) || PEOPLE.test(word.word) || WISHING.test(word.word) || WISH_PLACE.test(word.word) || sprite(i) || kind(i)))
  );
}

/**
 * "At home she wants the Presenter to ...", "in class we want ...": a part that is only where the wish is
 * made (each word a wish's place), at its sentence's start, right before who wishes and their wish.
 */
function placeOfTheWish(prompt: string, part: string): boolean {
  const { words, start, length } = locate(prompt, part);
  if (start < 0) return false;
  const said = words.slice(start, start + length);
  if (!said.every((word) => word.mark === undefined && WISH_PLACE.test(word.word))) return false;
  // (its sentence opens with it, maybe after "at" or "in")
  let from = start;
  while (from > 0 && words[from - 1]?.mark === undefined && WISH_PLACE.test(words[from - 1]?.word ?? "")) from--;
  if (from > 0 && !/^[.!?:;]$/.test(words[from - 1]?.mark ?? "")) return false;
  const after = words.slice(start + length, start + length + 4);
  const who = after.findIndex((word) => PEOPLE.test(word.word));
  return who >= 0 && after.slice(0, who).every((word) => /^(?:my|our|his|her|the)$/.test(word.word)) && WISHING.test(after[who + 1]?.word ?? "");
}

/**
 * "the three-legged Triskelion", "the one-eyed Monster": how a sprite looks, said in a hyphened word
 * between its article and its name. A costume shows it; no block is asked for. (A colour, a quote or
 * a word a block does stays named: "the fast-moving Car" asks for speed.)
 */
function lookOfASprite(prompt: string, part: string, program: TProgramLines): boolean {
  const said = readWords(part).filter((word) => word.mark === undefined);
  if (said.length === 0 || said.length > 3 || program.sprites.length === 0) return false;
  if (said.some((word) => word.quote !== undefined || COLOURS_SAID.test(word.word) || (word.number === undefined && (meansABlock(word.word) || PLAN_VOCABULARY.has(word.lemma))))) return false;
  const raw = said.map((word) => word.raw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("-");
  const names = program.sprites.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  // (the part may be the compound's tail, "eyed" of "one-eyed"; the compound has its hyphen)
  const compound = new RegExp(String.raw`(?<!\p{L})(?:the|a|an|my|our|his|her)\s+((?:[\p{L}\d]+-)*${raw})\s+(?:${names})(?!\p{L})`, "iu").exec(prompt);
  return compound !== null && (compound[1] as string).includes("-");
}

/** Colours, which a look may ask for by an effect: "the red-nosed Reindeer" stays named. */
const COLOURS_SAID = /^(?:red|orange|yellow|green|blue|purple|pink|black|white|grey|gray|brown|gold|golden|silver|rainbow)$/;

/** "the lighthouse's Beam": whose a sprite of the program is, said once, before its name. */
function ownerOfASprite(prompt: string, part: string, program: TProgramLines): boolean {
  const owner = part.trim().toLowerCase();
  if (!/^[\p{Ll}]+$/u.test(owner) || program.sprites.includes(owner)) return false;
  const said = [...prompt.toLowerCase().matchAll(new RegExp(String.raw`(?<!\p{L})${owner}(?!\p{L})`, "gu"))].length;
  const owned = new RegExp(String.raw`(?<!\p{L})${owner}['’]s\s+([\p{L}]+)(?:\s+([\p{L}]+))?`, "u").exec(prompt.toLowerCase());
  return said === 1 && owned !== null && (program.sprites.includes(owned[1] as string) || program.sprites.includes(`${owned[1] as string}${owned[2] ?? ""}`));
}

/** "the Club as a sprite of its own", "..., goes to the Club": a part about a thing said only in the request's setting ("the code club at ..."). */
export function aboutTheSetting(prompt: string, part: string, text: string): boolean {
  const program = readProgramLines(text);
  // ("at the fair our kite could fly by itself. can my Kite ...": a lead-in that asks for nothing the program lacks)
  // ("slowly" of "say 'Slowly!'": words said only in a quoted line the program says are that line)
  if (inTheLeadIn(prompt, part, text) || wordsOfAShownQuote(prompt, part, text)) return true;
  // ("the summer as a sprite of its own" for "After the summer training: the Boat ..."): a thing said only in the lead-in
  const thing = /^the ([\p{L}]+) as a sprite of its own$/u.exec(part)?.[1];
  if (thing !== undefined && inTheLeadIn(prompt, thing, text)) return true;
  if (part.startsWith("\"")) return false;
  // "the number 6 ("im in 6 at ...")": a number named with the words around it, all of them the setting's
  const seen = { lines: program.all, shows: (concept: string) => conceptShown(concept, text) };
  const said = /^the number \S+ \("(.+)"\)$/.exec(part)?.[1];
  if (said !== undefined) return partInTheSetting(readWords(prompt), readWords(said), program.sprites, seen);
  // "im 12 and i go to the code club at ...": a sentence about who asks, where or why, before the request
  return thingsOfThePart(part).some((name) => saidOnlyInTheSetting(prompt, name, program.sprites, true, seen)) || partInTheSetting(readWords(prompt), readWords(part), program.sprites, seen);
}

/** The parts (of `parts`) that only frame the request: named as left out, they would tell of something missing that was never asked. */
export function framingParts(prompt: string, parts: readonly string[], text: string, shownConcept: (word: string) => boolean): string[] {
  const program = readProgramLines(text);
  return parts.filter((part) => {
    if (aboutTheSetting(prompt, part, text)) return true;
    if (part.startsWith("\"") || /^the number |as a sprite of its own$|^when |^two scripts /.test(part)) return false;
    if (insideAFramingIdiom(prompt, part, program.all)) return true;
    // "the magician one from my book": "one" for the thing asked, and where it is from
    // ("one for home" stays named: what it is for may be what a program was picked by)
    const said = readWords(part).filter((word) => word.mark === undefined);
    if (said[0]?.raw === "one" && said[1]?.word === "from" && said.length <= 5 && said.slice(2).every((word) => word.number === undefined && word.quote === undefined && !word.isVerb && !meansABlock(word.word) && !program.sprites.includes(word.word))) return true;
    // "mine: the Lion says ...": whose the request is, before its colon
    if (/^(?:mine|ours|theirs|his|hers|here)$/.test(part.trim()) && new RegExp(`(?:^|[.!?]\\s*)${part.trim()}\\s*:`, "i").test(prompt)) return true;
    // "for Ama's birthday": who and what the program is for
    if (forSomeonesDay(prompt, part)) return true;
    // "only the space key": the word that keeps the program to one key, once every script starts on that key
    if (/^(?:only|just)$/.test(part.trim()) && onlyOnTheKeySaid(prompt, program.all)) return true;
    if (wishOpener(part, program) || ownerOfASprite(prompt, part, program) || placeOfTheWish(prompt, part) || lookOfASprite(prompt, part, program)) return true;
    if (settingOfTheTitle(prompt, part, shownConcept, program.all) || nameOfTheThingMade(prompt, part, program) || describesTheFault(prompt, part)) return true;
    const located = locate(prompt, part);
    if (located.start < 0) return false;
    return (
      labelWithNumber(located) ||
      countsNamedSprites(located, text) ||
      aboutTheFamily(located, program) ||
      aboutTheTeller(located, program) ||
      glossAfterName(located, program) ||
      titleBeforeColon(located, shownConcept) ||
      insideAnObjective(located, shownConcept) ||
      toldInThePast(prompt, part)
    );
  });
}
