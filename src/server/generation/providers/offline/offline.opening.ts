import { meansABlock, wordDoneByBlocks } from "./offline.block-meanings";
import { ACTIONS as ACTION_BLOCKS, conceptShown, THINGS, type TProgramLines } from "./offline.coverage";
import { BEING, CONTROL, LEADING, NAMING, NUMBER_LABELS, OWNER, PEN_TOPICS, PLACE_BEFORE, SETTING_NOUNS, SUBJECT, SUBJECTS, TASK_VERBS, TASK_WORDS, UNIT, VALUE_OF, WAYS } from "./offline.opening-words";
import { doerOf } from "./offline.setting";
import { CLASS_LABEL, CODING, CONCEPT_WORD, COUNTED, EVENTS, PEOPLE, squashedName, TITLED, WISHING } from "./offline.setting-words";
import { COLOURS, GAME_VERBS, JUMP_VERBS, MOVE_VERBS, SAY_VERBS, SOUND_VERBS, TURN_VERBS, VARIABLE_NOUNS } from "./plan/plan.vocabulary";
import { quoteAsBlockText, type TWord } from "./plan/plan.words";

/**
 * The request's opening: the one reader of what a request says before it asks for anything
 * (issue 26; decisions 1200, 1360 and 1460, which made the two readers one module).
 *
 * Two readings of the same opening, read by the same words:
 *  - the **opening setting** (`openingSettingLength`, decision 1200): the clauses at the request's
 *    start, each up to a ",", ":", "!", "." or ";", that say who asks, where, in what class, club,
 *    camp or session, and never what the program does. The sentence reading (offline.setting.ts)
 *    drops names and words said only there.
 *  - the **opening up to the first ask** (`instructionsStartAt`, `inTheOpening`, decision 1360):
 *    every word before the first word that asks for something a program is built of. A part named
 *    as left out that lies wholly there, and names none of the request's characters, is framing.
 */

/**
 * The opening setting of a request (issue 26, decision 1200): the clauses at its start, each up to
 * a ",", ":", "!", "." or ";", that say who asks, where, in what class, club, camp or session, and
 * never what the program does. "Dojo session 2, drawing shapes:", "hola im 9 from ecuador, make
 * a ...", "Weekend workshop in Lima, make your own video game:", "Find the error:". The sentence
 * reading (offline.setting.ts) needs a person in a whole sentence; a title has none, and a
 * setting often ends at a comma, before the request in the same sentence.
 *
 * A clause is the setting when it quotes nothing, names no key, click, flag or colour, names a
 * sprite of the program only as a title ("the T-Rex game", "Dancing Robots:"), each number in it
 * labels a class, an age, a session or a length of time, each word a block could do is done by
 * people or by the program itself, and something in it anchors it to a setting: a person, a
 * place, the coding itself, a school's or an event's word, or a task on the program ("Find the
 * error"). The opening is the clauses from the start while each is the setting, up to the last
 * mark after which the request still goes on.
 */

/** What the setting is read against: the program's block lines, and which lesson concepts ("lists", "loops") it shows. */
export interface TProgramSeen {
  lines: readonly string[];
  shows: (concept: string) => boolean;
}

const NOTHING_SEEN: TProgramSeen = { lines: [], shows: () => false };

/** True when the word, as typed, as read or as its lemma, is one of the names (squashed): a sprite's or a variable's. */
const namesOneOf = (word: TWord, names: readonly string[]) => [word.word, word.raw, word.lemma].some((form) => names.includes(squashedName(form)));

/** The generator's action words: what a sprite can be asked to do. */
const ACTION_VERBS = new Set([...MOVE_VERBS, ...JUMP_VERBS, ...TURN_VERBS, ...SAY_VERBS, ...Object.keys(SOUND_VERBS), ...GAME_VERBS, "hide", "show", "grow", "shrink", "change", "follow", "chase", "bounce", "glide", "wait", "stop", "draw", "clone", "appear", "disappear", "repeat", "animate", "broadcast", "play", "count", "touch", "fall", "rise"]);

/** A word some block could do: "show", "follow", "spin" ("a greeting", "a drawing": a thing, after its article). */
const blockWord = (word: TWord, before: TWord | undefined) =>
  !(/ing$/.test(word.word) && /^(?:a|an|the|our|my|your)$/.test(before?.word ?? "")) && [word.word, word.lemma].some((form) => meansABlock(form) || ACTION_VERBS.has(form) || PEN_TOPICS.test(form));

/**
 * "code week at blue zone", "in Red Hill": a colour right after a place's preposition and before a
 * noun is a word of the place's name, and asks for no colour ("touches the blue" and "says hi in
 * blue" have no noun after it).
 */
function colourOfAPlace(words: readonly TWord[], at: number): boolean {
  const before = words[at - 1];
  const after = words[at + 1];
  return before !== undefined && before.mark === undefined && /^(?:at|in|from|near)$/.test(before.word) && after !== undefined && after.mark === undefined && after.quote === undefined && after.number === undefined && after.isNoun && COLOURS[after.word] === undefined;
}

/**
 * "I teach 20 girls", "we coach 12 boys": people counted by the number before them, the object of
 * what people of the setting do. They are the class, even when the program has a Girl.
 */
function peopleCounted(words: readonly TWord[], at: number): boolean {
  const verb = at - 2;
  if (!PEOPLE.test(words[at]?.word ?? "") || words[at - 1]?.number === undefined || words[verb]?.isVerb !== true) return false;
  let from = verb;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  return PEOPLE.test(doerOf(words, from, verb)?.word ?? "");
}

/** True when the program does the word: "drawing shapes" with the pen, "chasing" by pointing towards. */
function doneByTheProgram(word: TWord, lines: readonly string[]): boolean {
  if (PEN_TOPICS.test(word.word)) return lines.includes("pen down");
  const forms = [word.word, word.lemma, word.word.replace(/ing$/, ""), word.word.replace(/ing$/, "e"), word.word.replace(/ing$/, "s")];
  // ("climate change" beside "change y by 1": a block the program has, by its own first word)
  return forms.some((form) => wordDoneByBlocks(form, lines) || lines.some((line) => line.trim().startsWith(`${form} `)));
}

/** A number of the setting: a class's, an age's, a session's, a length of time's, or the end of a range of one ("ages 8 to 9"). */
export function settingNumber(clause: readonly TWord[], k: number, range = true): boolean {
  const word = clause[k] as TWord;
  const before = clause[k - 1]?.word ?? "";
  const after = clause[k + 1]?.word ?? "";
  if (word.bracket !== undefined && clause.every((other) => other.bracket !== word.bracket || other.number !== undefined || CLASS_LABEL.test(other.word) || other.word === "to")) return true;
  // "12 years old", "9-14 year olds"
  if (/^(?:years?|yrs?)$/.test(after) && /^olds?$/.test(clause[k + 2]?.word ?? "")) return true;
  // ("9 to 14 year olds": the range's start is the setting's as its end is)
  if (range && after === "to" && clause[k + 2]?.number !== undefined && settingNumber(clause, k + 2, false)) return true;
  // ("level 3" is a game's level, no class)
  if ((CLASS_LABEL.test(before) && !/^(?:level|group)$/.test(before)) || NUMBER_LABELS.test(before) || COUNTED.test(after) || /^(?:th|st|nd|rd|year|yr|grade|graders?|class|form|standard)$/.test(after)) return true;
  // ("ages 8 to 9": the range's end is the setting's as its start is)
  return range && before === "to" && clause[k - 2]?.number !== undefined && settingNumber(clause, k - 2, false);
}

/** True when the clause (its words, then the mark that ends it) is a piece of the request's setting. */
function settingClause(clause: readonly TWord[], end: string | undefined, sprites: readonly string[], seen: TProgramSeen, afterSetting = false, rest: readonly TWord[] = []): boolean {
  const plain = clause.filter((word) => word.mark === undefined);
  if (plain.length === 0 || plain.length > 14) return false;
  if (end === ":" && plain.every((word) => TASK_WORDS.test(word.word)) && plain.some((word) => TASK_VERBS.test(word.word))) return true;
  let anchored = false;
  for (const [k, word] of clause.entries()) {
    if (word.mark !== undefined) continue;
    if (word.quote !== undefined || EVENTS.test(word.word) || COLOURS[word.word] !== undefined) return false;
    // "Y8, lists and chasing:": a lesson's concept is the setting's only when the program shows it
    if (CONCEPT_WORD.test(word.word)) {
      if (!seen.shows(word.word)) return false;
      if (afterSetting) anchored = true;
      continue;
    }
    if (word.number !== undefined) {
      if (!settingNumber(clause, k)) return false;
      anchored = true;
      continue;
    }
    // "in Lima", "in hong kong", "in a Hong Kong school" (a place's words, whatever the spelling mender made of them: "kong" is no "song")
    const placeAt = [1, 2, 3].find((back) => PLACE_BEFORE.test(clause[k - back]?.word ?? "") && clause.slice(k - back + 1, k).every((other) => other.mark === undefined && !blockWord(other, undefined)));
    const place = placeAt !== undefined && (word.name !== undefined || (word.raw !== word.word && !blockWord({ ...word, word: word.raw, lemma: word.raw }, undefined)));
    // a sprite only as a title: "the T-Rex game", "Dancing Robots:" (what the title's sprite does is said after it)
    if (namesOneOf(word, sprites)) {
      // ("Guyanese Girls Code": a club named after the children it is for, its coding word right after them)
      const club = PEOPLE.test(word.word) && CODING.test(clause[k + 1]?.word ?? "") && !blockWord(clause[k + 1] as TWord, word);
      // ("ghost catching:": the title's topic, the sprite and what is done to it, which the program does)
      const next = clause[k + 1];
      const topic = end === ":" && next !== undefined && next === plain[plain.length - 1] && /ing$/.test(next.word) && doneByTheProgram(next, seen.lines);
      if (topic) continue;
      if (clause.slice(k + 1, k + 4).some((other) => TITLED.test(other.word)) || (end === ":" && word === plain[plain.length - 1]) || club) continue;
      return false;
    }
    // ("a list class holds ...": a class after a thing's word is that thing's name, no one of the setting)
    const person = PEOPLE.test(word.word) && (k === 0 || !clause[k - 1]?.isNoun || /^(?:my|our|his|her|their|your|each|every|the|a|an)$/.test(clause[k - 1]?.word ?? ""));
    if (person || CODING.test(word.word) || CODING.test(word.raw) || SETTING_NOUNS.test(word.word) || place || SUBJECTS.test(word.word)) anchored = true;
    // "problem solving in steps", "step by step": how the lesson goes
    if (/^steps?$/.test(word.word) && /^(?:in|by)$/.test(clause[k - 1]?.word ?? "") && clause[k - 2]?.number === undefined) continue;
    if (/^steps?$/.test(word.word) && clause[k + 1]?.word === "by" && clause[k + 2]?.word === "step") continue;
    // "a pond that ripples": a thing doing something is the request's
    if (word.isVerb && /^(?:that|which|it)$/.test(clause[k - 1]?.word ?? "") && !CODING.test(word.word)) return false;
    if (CODING.test(word.word) || PEOPLE.test(word.word) || place || !blockWord(word, clause[k - 1])) continue;
    // "on zoom", "at the workshop": a school's or a session's word after its place word is where it is
    if (SETTING_NOUNS.test(word.word) && PLACE_BEFORE.test(clause[k - 1]?.word ?? "")) continue;
    // "the ict clubs zoom", "code week": a word after a school's or the coding's word is their name's
    if (SETTING_NOUNS.test(clause[k - 1]?.word ?? "") || CODING.test(clause[k - 1]?.word ?? "")) continue;
    // "follow-up": a noun, and its "up" no way to go
    if ((word.word === "follow" && clause[k + 1]?.word === "up") || (word.word === "up" && clause[k - 1]?.word === "follow")) continue;
    // done by people: "we learn ...", "to show colleagues" (and never "count pupils": the program may count them)
    // ("im 8 and went to ...": the doer is the one before the "and", past the age)
    const doer = clause.slice(0, k).reverse().find((other) => other.mark === undefined && other.number === undefined && other.word !== "and");
    const forPeople = clause[k - 1]?.word === "to" && (PEOPLE.test(clause[k + 1]?.word ?? "") || SETTING_NOUNS.test(clause[k + 1]?.word ?? ""));
    if ((doer !== undefined && PEOPLE.test(doer.word)) || forPeople) continue;
    if (!doneByTheProgram(word, seen.lines)) return false;
    // "Robotics club, making patterns:": the lesson's topic, which the program shows, after the setting
    if (afterSetting) anchored = true;
  }
  // "first project", "our final game": which project of the course this is
  if (plain.length <= 3 && /^(?:first|second|third|next|last|final|own|new)$/.test(plain[plain.length - 2]?.word ?? "") && /^(?:projects?|games?|programs?|activit(?:y|ies))$/.test(plain[plain.length - 1]?.word ?? "")) return true;
  // "build your own arcade game": the wish for a project of one's own, which the request then describes
  const wish = /^(?:make|build|create|design|code)$/.test(plain[0]?.word ?? "") && /^(?:games?|projects?|programs?|animations?|stor(?:y|ies)|cards?)$/.test(plain[plain.length - 1]?.word ?? "");
  // ("Olympiad category A (ages 5-8), Dancing Robots:": the project's title, after the setting, before the request
  // that says again each thing it names: "Year 3, the Dragon: it flies" has the Dragon only in its title, and is the request's)
  // ("in English and Cantonese:": words the program's quotes carry, "English or Cantonese?", are said again too)
  const again = new Set(rest.flatMap((word) => [word.word, word.lemma, ...(word.quote?.toLowerCase().split(/[^a-z]+/) ?? [])]));
  return anchored || (afterSetting && wish) || (afterSetting && end === ":" && plain.every((word) => !word.isNoun || again.has(word.word) || again.has(word.lemma)));
}

/**
 * The number of words at the request's start that are its opening setting (0 when there is none).
 * `sprites` are the program's sprites (squashed); `seen` its block lines and the concepts it shows.
 */
export function openingSettingLength(words: readonly TWord[], sprites: readonly string[], seen: TProgramSeen = NOTHING_SEEN): number {
  const goesOn = (from: number) => words.slice(from).filter((word) => word.mark === undefined).length >= 4;
  let length = 0;
  let from = 0;
  for (let i = 0; i <= words.length; i++) {
    const word = words[i];
    const ends = word === undefined || (word.bracket === undefined && /^[,:!.;]$/.test(word.mark ?? ""));
    if (!ends) continue;
    const clause = words.slice(from, i);
    if (clause.every((other) => other.mark !== undefined)) {
      from = i + 1;
      continue;
    }
    if (!settingClause(clause, word?.mark, sprites, seen, length > 0, words.slice(i + 1))) {
      // "After the Scratch evening at school my daughter (9) wants ...": a leading phrase, up to the person who asks
      const person = clause.findIndex((other, k) => k > 1 && (SUBJECT.test(other.word) || (OWNER.test(other.word) && PEOPLE.test(clause[k + 1]?.word ?? ""))));
      if (LEADING.test(clause[0]?.word ?? "") && person > 1 && settingClause(clause.slice(0, person), undefined, sprites, seen) && goesOn(from + person)) length = from + person;
      break;
    }
    if (word !== undefined && goesOn(i + 1)) length = i + 1;
    from = i + 1;
  }
  return length;
}

/**
 * The request's opening, up to its first ask (issue 26, decision 1360). A request often opens with
 * who asks, where, when or why ("we won 3rd place in sarajevo!!!", "Africa Code Week at the
 * reading centre, ages 7-17, two or three to a computer:", "hola soy henry i have 10 years, i
 * drew"), and only then says what to build. Previous readers recognised such openings one wording
 * at a time (ages, clubs, zoom); this one reads them by what they lack: the opening is every word
 * before the first word that asks for something a program is built of —
 *  - an action the lexicon maps to blocks, done by a thing (not by the teller, the class or the family),
 *  - a wish ("make", "i want", "can you"),
 *  - a key, a click, the flag or the mouse,
 *  - a character or a variable of the program, or a colour,
 *  - a loop's, a condition's or a manner's word ("forever", "if", "slowly"),
 *  - a concept or a thing of blocks ("lists", "costume", "timer") the program does not show already,
 *  - a quoted line, unless it is a title standing among names ("theme 1 "Space Travel":"),
 *  - a number bound to an action or a unit ("10 steps", "x 0", "-5"); an age, a grade, a place
 *    ("3rd"), an event's number ("cop27") or a count of people binds to nothing.
 * A part named as left out that lies wholly in the opening asks for nothing buildable: it is the
 * request's framing, and naming it would tell of something missing that was never asked.
 */

/** A sprite or a variable of the program by this word. */
const isSprite = (word: TWord, program: TProgramLines) => namesOneOf(word, [...program.sprites, ...program.variables]);

/**
 * A character of the program (a sprite that does something, or one the request names twice) or a
 * variable. A sprite named once and doing nothing ("cop27 challenge!!" read as a Cop) is a word of
 * the opening that a character was wrongly made of, not a character asked for.
 */
function characterAt(words: readonly TWord[], at: number, program: TProgramLines): boolean {
  const word = words[at] as TWord;
  if (!isSprite(word, program) || peopleCounted(words, at)) return false;
  const names = [word.word, word.raw, word.lemma].map(squashedName);
  if (program.variables.some((variable) => names.includes(variable))) return true;
  const acts = program.scripts.some((script) => names.includes(script.sprite));
  return acts || words.filter((other) => other !== word && [other.word, other.raw, other.lemma].map(squashedName).some((name) => names.includes(name))).length > 0;
}

/** A word the lexicon maps to blocks as an action: "spin", "honk", "jumps" ("a drawing", "a shooting game": a thing, after its article). */
export function actionWord(words: readonly TWord[], at: number): boolean {
  const word = words[at] as TWord;
  if (/ing$/.test(word.word) && NAMING.test(words[at - 1]?.word ?? "")) return false;
  // ("my animated pet": "animate" said as what the pet is)
  const forms = [word.word, word.lemma, ...["ed", "d", "ing", "s", "es"].map((ending) => word.word.replace(new RegExp(`${ending}$`), "")), word.word.replace(/ing$/, "e")];
  return forms.some((form) => ACTION_VERBS.has(form) || ACTION_BLOCKS.some(([verb]) => verb.test(form))) || (word.isVerb && forms.some(meansABlock));
}

/**
 * "cop27", "No.17", "3rd", "P6": a number written into a word or a label, every time the request
 * says it. It names an event, a place or a class, never a value of a block.
 */
function gluedToAWord(prompt: string, value: number): boolean {
  const said = [...prompt.matchAll(new RegExp(String.raw`(?<![\d.])${value}(?![\d]|\.\d)`, "g"))];
  // ("10x", "3s", "5px": a unit written onto the number, which binds it)
  const glued = (m: RegExpMatchArray) => /[\p{L}#.]$/u.test(prompt.slice(0, m.index)) || /^(?!(?:x|s|px|secs?)\b)\p{L}/iu.test(prompt.slice((m.index ?? 0) + m[0].length));
  return said.length > 0 && said.every(glued);
}

/** "5, 4, 3, 2, 1", "drum 1 2 4 and 17": three numbers or more in a row ("7 to 17" is a range, "two or three" a guess). */
function inARun(words: readonly TWord[], at: number): boolean {
  const joins = (word: TWord | undefined) => word !== undefined && (word.mark === "," || /^(?:and|then)$/.test(word.word));
  const count = (step: number) => {
    let n = 0;
    for (let i = at + step; words[i]?.number !== undefined || (joins(words[i]) && words[i + step]?.number !== undefined); i += step) if (words[i]?.number !== undefined) n++;
    return n;
  };
  return 1 + count(-1) + count(1) >= 3;
}

/**
 * A number that asks for something: bound to an action or a unit ("10 steps", "x 0", "-5", "0.5"),
 * counting a thing ("12 lines"), or one of a run ("5, 4, 3"). An age, a grade, a place ("3rd"),
 * an event's number ("cop27"), a count of people or a label's number ("theme 1") asks for nothing.
 */
export function numberAsks(prompt: string, words: readonly TWord[], at: number, program: TProgramLines): boolean {
  const word = words[at] as TWord;
  const value = word.number as number;
  if (value < 0 || !Number.isInteger(value)) return true;
  if (gluedToAWord(prompt, value)) return false;
  const next = words[at + 1];
  const before = words[at - 1];
  if (before !== undefined && before.mark === undefined && (VALUE_OF.test(before.word) || isSprite(before, program))) return true;
  // "set the tempo to 90", "a number from 1 to 10": a value set, or a range to pick from ("ages 7 to 17" is the children's)
  if (before?.word === "to" && words[at - 2]?.number === undefined) return true;
  if (before?.word === "from" && next?.word === "to" && words[at + 2]?.number !== undefined) return true;
  if (before?.word === "to" && words[at - 3]?.word === "from") return true;
  if (peopleCounted(words, at + 1)) return false;
  if (next !== undefined && next.mark === undefined && (UNIT.test(next.word) || UNIT.test(next.lemma) || VARIABLE_NOUNS.has(next.word) || isSprite(next, program))) return true;
  // ("one player pong", "two or three to a computer": how many people play or share)
  if (settingNumber(words, at) || PEOPLE.test(next?.word ?? "") || /^players?$/.test(next?.word ?? "")) return false;
  // ("12 stars": a plural after it is what it counts, whatever the tagger makes of it)
  return inARun(words, at) || (next !== undefined && next.mark === undefined && next.quote === undefined && (next.isNoun || /[^s]s$/.test(next.word)));
}

/**
 * '"Space Travel"' in "theme 1 "Space Travel":": a quote among names and numbers, ending its clause,
 * that no verb says and the program never shows: the title of a theme, a session or a motto.
 */
function titleQuote(words: readonly TWord[], at: number, text: string): boolean {
  const quote = words[at]?.quote as string;
  if (text.toLowerCase().includes(quoteAsBlockText(quote).toLowerCase())) return false;
  const after = words[at + 1];
  if (after !== undefined && after.mark === undefined) return false;
  for (let i = at - 1; i >= 0 && words[i]?.mark === undefined; i--) {
    const word = words[i] as TWord;
    if (word.quote !== undefined || SAY_VERBS.has(word.word) || SAY_VERBS.has(word.lemma) || /^(?:called|named|to)$/.test(word.word)) return false;
  }
  return true;
}

/** Nouns "space" names the topic of, not the key: "a space theme", "space week", "the space camp". */
const TOPIC_NOUNS = /^(?:theme|themed|topic|week|camp|club|unit|lesson|project|station|adventure|mission|exploration|museum|cent(?:er|re)|day|month|race|age)$/;

/** "a space theme", "space week": "space" naming what something is about, and no key (decision 1720). */
const spaceAsATopic = (words: readonly TWord[], at: number) => words[at]?.word === "space" && words[at]?.mark === undefined && TOPIC_NOUNS.test(words[at + 1]?.word ?? "") && words[at + 1]?.mark === undefined;

/** People by what they do: "a boat captain", "a bus driver", "the robot engineers". */
const ROLES = /^(?:captains?|drivers?|pilots?|teachers?|coach(?:es)?|engineers?|scientists?|doctors?|nurses?|farmers?|fisherm[ae]n|keepers?|builders?|makers?|designers?|experts?|volunteers?|visitors?|guides?|rangers?|officers?|man|men|woman|women|lady|ladies|guy|guys|people)$/;

/**
 * "a boat captain came to teach us coding": a thing's word right before a person's role says what
 * that person works with, and names no character, even when the program has a Boat (decision 1720).
 */
export const beforeARole = (words: readonly TWord[], at: number) => words[at]?.mark === undefined && words[at + 1]?.mark === undefined && ROLES.test(words[at + 1]?.word ?? "") && words[at + 2]?.isVerb === true;

/**
 * "a name picker for reading turns", "for taking turns": a word after a preposition's "-ing" word
 * is what that activity is of, a noun, and no verb of the request's (decision 1720).
 */
const afterAnActivity = (words: readonly TWord[], at: number) =>
  words[at]?.number === undefined && /ing$/.test(words[at - 1]?.word ?? "") && words[at - 1]?.mark === undefined && /^(?:for|of|about)$/.test(words[at - 2]?.word ?? "") && /s$/.test(words[at]?.word ?? "") && words[at + 1]?.mark !== undefined;

/** True when words[at] asks for something a program is built of (see above). */
export function asksForSomething(prompt: string, words: readonly TWord[], at: number, program: TProgramLines, text: string): boolean {
  const word = words[at];
  if (word === undefined || word.mark !== undefined) return false;
  if (word.quote !== undefined) return !titleQuote(words, at, text);
  if (word.number !== undefined) return numberAsks(prompt, words, at, program);
  if ((EVENTS.test(word.word) && !spaceAsATopic(words, at)) || (COLOURS[word.word] !== undefined && !colourOfAPlace(words, at)) || CONTROL.test(word.word) || (characterAt(words, at, program) && !beforeARole(words, at))) return true;
  if (afterAnActivity(words, at)) return false;
  if (WAYS.test(word.word)) return !(words[at - 1]?.isVerb === true && !actionWord(words, at - 1));
  if (CONCEPT_WORD.test(word.word) || THINGS.some(([thing]) => thing.test(word.word) || thing.test(word.lemma))) return !conceptShown(word.word, text) && !conceptShown(word.lemma, text);
  if (WISHING.test(word.word)) return true;
  // "we won", "students ask", "i go to the code club": what people of the setting do
  let from = at;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  // ("our drawings come alive": a thing of theirs that is no character of the program)
  const doer = doerOf(words, from, at);
  const theirs = doer !== undefined && /^(?:my|our|his|her|their)$/.test(words[words.indexOf(doer) - 1]?.word ?? "");
  // ("a boat captain came to teach us": a person by their role, a visitor of the setting)
  const people = doer !== undefined && (PEOPLE.test(doer.word) || (ROLES.test(doer.word) && !isSprite(doer, program)) || theirs);
  // ("a Christmas greeting", "our robot dancing show"?: an "-ing" thing after its article and a word that is no character names a thing)
  const named = /ing$/.test(word.word) && NAMING.test(words[at - 2]?.word ?? "") && words[at - 1]?.isNoun === true && words[at - 1]?.mark === undefined && !characterAt(words, at - 1, program);
  if (named) return false;
  if (actionWord(words, at)) return !people;
  // "the crosshair wobbles around": a thing doing what the lexicon has no word for is asked all the same
  // ("the moon wobbles:": a word in -s ending the clause after a thing is its verb, whatever the tagger makes of it)
  const verb = word.isVerb || (/[^s]s$/.test(word.word) && (words[at + 1] === undefined || words[at + 1]?.mark !== undefined));
  return verb && !BEING.test(word.word) && doer !== undefined && doer.isNoun && doer.number === undefined && !people && /^(?:the|a|an|its)$/.test(words[words.indexOf(doer) - 1]?.word ?? "");
}

/** The index of the request's first word that asks for something (words.length when none does). */
export function firstAskAt(prompt: string, words: readonly TWord[], program: TProgramLines, text: string): number {
  const at = words.findIndex((_, i) => asksForSomething(prompt, words, i, program, text));
  return at < 0 ? words.length : at;
}

/**
 * Where the request's instructions start: at its first ask, or, when that ask is in the clause
 * right after a colon, at the colon ("poetry generator: pick random words from a list ... and say
 * a poem": every word after the colon is the instruction the "say" is in, known to the lexicon or
 * not). A comma's or an exclamation's clause ("i drew a Bus and i want it to honk") keeps the
 * words before its ask, which tell who asks.
 */
export function instructionsStartAt(prompt: string, words: readonly TWord[], program: TProgramLines, text: string): number {
  const ask = firstAskAt(prompt, words, program, text);
  let at = ask;
  while (at > 0 && at < words.length && words[at - 1]?.mark === undefined) at--;
  return words[at - 1]?.mark === ":" ? at : ask;
}
