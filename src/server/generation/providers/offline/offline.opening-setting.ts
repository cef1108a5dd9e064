import { meansABlock, wordDoneByBlocks } from "./offline.block-meanings";
import { COLOURS, GAME_VERBS, JUMP_VERBS, MOVE_VERBS, SAY_VERBS, SOUND_VERBS, TURN_VERBS } from "./plan/plan.vocabulary";
import type { TWord } from "./plan/plan.words";
import { CLASS_LABEL, CODING, CONCEPT_WORD, COUNTED, EVENTS, PEOPLE, squashedName, TITLED } from "./offline.setting-words";

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

/** A school's, a club's or an event's words: a clause with one is about where the request comes from. */
const SETTING_NOUNS = /^(?:schools?|clubs?|codeclub|classroom|lessons?|sessions?|workshops?|camps?|courses?|training|modules?|units?|worksheets?|week|weekend|day|evening|morning|afternoon|holidays?|term|semester|olympiad|category|contest|competition|festival|fair|dojo|coderdojo|hackathon|hour|library|academy|centre|center|university|college|hub|lab|programme|practice|homework|assignment|exercise|zoom|online|grade|year|form|primary|secondary|education|cs|colleagues|partners?|follow)$/;

/** A lesson's subject in its title, which names no block: "problem solving", "climate change", "computational thinking". */
const SUBJECTS = /^(?:problem|problems|solving|thinking|logic|logical|algorithms?|algorithmic|computational|flowcharts?|decomposition|abstraction|climate|environment|environmental|recycling|sustainability|science|maths?|mathematics|geography|history|biology|physics|literacy|numeracy)$/;

/** Labels of a number in the setting: "session 2", "module 5", "category 3". */
const NUMBER_LABELS = /^(?:sessions?|modules?|units?|lessons?|worksheets?|weeks?|days?|category|part|parts|chapters?|workshops?|tasks?|classes|term|semester|programme|club|camp|course|no|number)$/;

/** A task on the program as a lesson's title: "Find the error:", "Read it and run it by hand:". */
const TASK_WORDS = /^(?:read|run|find|fix|spot|debug|predict|trace|check|it|the|this|and|then|by|hand|out|what|happens|errors?|bugs?|mistakes?|program|script|code)$/;
const TASK_VERBS = /^(?:read|find|fix|spot|debug|predict|trace)$/;

/** Words that open a place's name or a language: "in Lima", "from ecuador", "at Sujatha Vidyalaya". */
const PLACE_BEFORE = /^(?:in|at|from|near|of|on)$/;

/** What a program with the pen shows: "drawing shapes" is done by drawing. */
const PEN_TOPICS = /^(?:draw|draws|drawing|drawings|shapes?|patterns?)$/;

/** Prepositions a leading phrase opens with: "After the Scratch evening at school my daughter wants ...". */
const LEADING = /^(?:after|before|during|since|at|in|on|for)$/;

/** Words that start the person a leading phrase ends at: "my daughter", "we", "she". */
const OWNER = /^(?:my|our|his|her|their)$/;
const SUBJECT = /^(?:i|im|i'm|we|he|she|they)$/;

const isSprite = (word: TWord, sprites: readonly string[]) => sprites.includes(squashedName(word.word)) || sprites.includes(squashedName(word.raw)) || sprites.includes(word.lemma);

/** The generator's action words: what a sprite can be asked to do. */
export const ACTIONS = new Set([...MOVE_VERBS, ...JUMP_VERBS, ...TURN_VERBS, ...SAY_VERBS, ...Object.keys(SOUND_VERBS), ...GAME_VERBS, "hide", "show", "grow", "shrink", "change", "follow", "chase", "bounce", "glide", "wait", "stop", "draw", "clone", "appear", "disappear", "repeat", "animate", "broadcast", "play", "count", "touch", "fall", "rise"]);

/** A word some block could do: "show", "follow", "spin" ("a greeting", "a drawing": a thing, after its article). */
const blockWord = (word: TWord, before: TWord | undefined) =>
  !(/ing$/.test(word.word) && /^(?:a|an|the|our|my|your)$/.test(before?.word ?? "")) && [word.word, word.lemma].some((form) => meansABlock(form) || ACTIONS.has(form) || PEN_TOPICS.test(form));

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
    if (isSprite(word, sprites)) {
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
