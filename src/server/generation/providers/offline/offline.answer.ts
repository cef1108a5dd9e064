import { escapeRegExp } from "../../../../blocks";
import { composeRequest } from "./offline.compose";
import { addOwnCharacters, renameSprites } from "./offline.child-names";
import { placeOwnLines, placeOwnVariables } from "./offline.own-lines";
import { placeOwnSteps } from "./plan/plan.own-steps";
import { aboutTheSetting, framingParts } from "./offline.framing";
import { conceptShown, conceptsTheProgramShows, COUNTS_WHAT_THE_PROJECT_HAS, framesTheRequest, numberFrames, oneAsAPronoun, uncoveredParts, withoutFraming } from "./offline.coverage";
import { dropRequesterSprites } from "./offline.requesters";
import { walksBothWays } from "./offline.walk-costumes";
import { numberInItsWords } from "./offline.number-context";
import { goingTakesTime } from "./offline.going-to";
import { dropHidingOutOfSight } from "./offline.hiding-places";
import { keepListNames } from "./offline.list-names";
import { nameTheOnlyCharacter } from "./offline.only-character";
import { dropToldFaults, toldFaults } from "./offline.fault-scripts";
import { dropSpritesOfUnbuiltWords, dropTurnedAwayValues } from "./offline.turned-away";
import { dropExtraSpawners, dropFamilySprites, dropFlagCopiesOfKeyScripts, dropFramingSprites, dropGreetingSprites, dropRefusedSprites, dropSettingSprites, dropUnaskedKeyScripts, dropUnaskedSpeech, dropUnaskedTunes, dropUnnamedSprites } from "./offline.unasked";
import { comparable, countsACharacter, doneTheLibraryWay, givenNumbers, steeredByLibrary, keepAskedParts, recipeConcepts, scriptsOf, turnSideGiven } from "./offline.asked-parts";
import { dropLostEndings } from "./offline.lost-endings";
import { verbsGlossedAndBuilt } from "./offline.colon-gloss";
import { partsFramedPieceByPiece } from "./offline.part-pieces";
import { unbuiltTriggers } from "./offline.asked-triggers";
import { signsTurnedUp } from "./offline.asked-signs";
import { shapeFaults } from "./offline.shape-nets";
import { explainLongerComments, explainMovedScripts } from "./offline.moved-scripts";
import { goBackLast, goingsBackNotLast } from "./offline.going-back";
import { askersAsSprites, giveFramingScriptsToCharacters } from "./offline.framing-doers";
import { numbersChangedInTheirKind } from "./offline.bound-numbers";
import { looksNotVariables, moveSelfTouchingScripts, penBeforeItsDrawing, touchesItself } from "./offline.shape-mends";
import { speedChangesShown } from "./offline.speed-shown";
import { flagClickParts } from "./offline.flag-clicks";
import { countsGivenAway, loopsNotBuilt, pacesNotRepeated } from "./offline.loop-counts";
import { soundsOffTheirClick } from "./offline.click-sounds";
import { unbuiltTouchEndings } from "./offline.touch-endings";
import { kindsAndPathsDone } from "./offline.name-kinds";
import { listItemsAsSprites } from "./offline.list-items";
import { askInTurn } from "./offline.asks-in-turn";
import { placeLoopBodies } from "./offline.loop-bodies";
import { keepSaidWait } from "./offline.wait-seconds";
import { chaseEachStep, keepOneMover, keepTheSpeltOutMove } from "./offline.one-mover";
import { sayReporters } from "./offline.said-reporters";
import { followOn } from "./offline.after-that";
import { stageClicksAsMessages } from "./offline.stage-clicks";
import { startOnTheOnlyKey } from "./offline.flag-free";
import { speechIsNoCharacter } from "./offline.said-names";
import { partsDoneInOtherWords, partsGlossedAndDone, partsTheBlocksSay, partsTheProgramHas } from "./offline.own-blocks";
import { addVariableEndings } from "./offline.variable-endings";
import { sayDescribedValues } from "./offline.said-values";
import { answerSaidAsAWord, sayLinesWithoutManner } from "./offline.answer-said-manner";
import { cloneStepsOnTheSprite } from "./offline.answer-clones";
import { clickCountsAsLoops, sizesChangedByTheirTarget } from "./offline.answer-counted-events";
import { listensToKey, rebindArrowKeys } from "./offline.child-keys";
import { pressesAsEvents } from "./offline.key-presses";
import { stepsToTheirKeys } from "./offline.key-actions";
import { inPlaceParts, keepInPlace } from "./offline.in-place";
import { dropUnwantedVariables } from "./offline.unwanted-variables";
import { sayConstantsAsWords } from "./offline.constant-variables";
import { dropUnfilledScripts, unfilledSlotParts } from "./offline.unfilled-slots";
import { readPrompt } from "./offline.read";
import type { TDeclineReason } from "./offline.match";
import { compilePlan } from "./plan/plan.compile";
import { conceptProgram, readLesson } from "./plan/plan.lesson";
import { classicProject } from "./plan/plan.projects";
import { asksFromTwoLists } from "./plan/plan.list-quiz";
import { saidDownTo } from "./plan/plan.countdown";
import { drawsSpelledLoops } from "./plan/plan.pen-shapes";
import { keepsThePlan, withoutItsName } from "./offline.choice";
import { idleCharacterParts } from "./offline.idle-characters";
import { partsTurnedDown } from "./offline.refused-parts";
import { turningAwayHonoured } from "./offline.not-the-classic";
import { placesNamedAsDoers } from "./offline.setting-places";
import { quotedTitles } from "./offline.quoted-titles";
import { readWords, type TWord } from "./plan/plan.words";
import { COLOURS, FRAMING, PLAN_VOCABULARY } from "./plan/plan.vocabulary";
import { COLOUR_WORDS } from "./offline.lexicon";
import { readPlan, readPlanWords } from "./plan/plan.read";
import { readForbidden } from "./plan/plan.negation";
import { dialoguePlan } from "./plan/plan.dialogue";
import { checkedQuestionPlan } from "./plan/plan.ask";
import { ownQuizPlan, readOwnQuestions } from "./plan/plan.quiz";
import type { TFamily } from "./offline.types";
import type { TPlan, TScriptPlan, TStep, TTrigger } from "./plan/plan.types";
import { RECIPES_BY_ID } from "./recipes";
import { uprightWhenBouncing } from "./offline.upright-bounce";
import { namesKeptOtherwise } from "./offline.answer-names";
import { stepsOutOfTheirCount } from "./offline.answer-loop-steps";
import { costumesNotSwitchedTo, keepCostumeNames } from "./offline.answer-costumes";
import { drawingsNotAsked } from "./offline.answer-drawings";

/**
 * One contract for every offline answer (issue 26): a program that does everything the request
 * asks, or a program plus the exact parts it left out (`leftOut`, also said in the
 * explanation), or a kind decline with first steps a child can click. The request is read as a
 * plan first (plan/); a whole program the plan cannot build yet (a classic game, a quiz, a
 * drawing) comes from the project library, its sprites named as the child named them.
 */
export type TOfflineAnswer =
  | { kind: "program"; text: string; explanation: string; leftOut: string[]; source: "plan" | "library" }
  | { kind: "decline"; reason: TDeclineReason; suggestions: string[] };

/** Library recipes that are whole programs (games, quizzes, drawings, songs, stories), not one behaviour. */
const WHOLE_PROGRAMS = new Set<TFamily>(["pen", "music", "ask-answer", "lists", "pong", "clones", "collisions", "custom-blocks", "timers", "broadcasts", "games", "counters"]);

/** Gravity programs: a whole little physics engine, not one behaviour. */
const PHYSICS = new Set(["jump-gravity", "gravity-ball"]);

const blockLines = (steps: readonly TStep[]): string[] =>
  steps.flatMap((step) => (step.kind === "block" ? [step.text] : step.kind === "if" ? [...blockLines(step.then), ...blockLines(step.else ?? [])] : blockLines(step.body)));

/**
 * A key the child gave a script of its own ("space plays a beat") is heard by the library program
 * only if that key starts a script or is tested in a loop: the same blocks under another key do
 * not do what was asked.
 */
const keyHeard = (trigger: TTrigger, text: string): boolean => trigger.kind !== "key" || listensToKey(text, trigger.key);

/**
 * What the plan read that a library program does not do: each plan script whose blocks are not
 * all in the program, nor done there its own way, said in the script's own words. The plan is
 * the contract; the library is only one way to keep it.
 */
function missingFromLibrary(prompt: string, plan: TPlan, text: string): string[] {
  const lines = new Set(text.split("\n").map(comparable));
  const library = scriptsOf(text);
  const planScripts = scriptsOf(compilePlan(plan).text);
  const given = givenNumbers(prompt, plan.characters.map((character) => character.name));
  return plan.characters.flatMap((character) =>
    character.scripts
      .filter((script) => !blockLines(script.steps).every((line) => lines.has(comparable(line))) || !keyHeard(script.trigger, text))
      .filter((script) => {
        const compiled = planScripts.find((candidate) => candidate.comment === `// ${script.says}`);
        return !compiled || (!doneTheLibraryWay(compiled.lines, library, given, turnSideGiven(prompt)) && !steeredByLibrary(prompt, character.name, compiled.lines, text, given));
      })
      .map(partInChildsWords),
  );
}

/** The plan's key scripts whose key the program never listens to, in the child's words. */
function unheardKeyScripts(plan: TPlan, text: string): string[] {
  return plan.characters.flatMap((character) => character.scripts.filter((script) => !keyHeard(script.trigger, text)).map(partInChildsWords));
}

/** "When you press space: plays a beat" as a part left out: "when you press space, plays a beat". */
const partInChildsWords = (script: TScriptPlan): string => script.says.replace(/^[^:]*: /, (when) => `${when.slice(0, -2).toLowerCase()}, `);

/**
 * What the request gave that a library program changed: a number it does not use, quoted words it
 * does not say, a character the child named that has no sprite of its own. The library cannot
 * change them silently: each is named as left out. A character said only inside a part already
 * `named` (an unread clause of the setting) is named with that part, not again as a sprite.
 */
function changedFromRequest(prompt: string, plan: TPlan, text: string, named: readonly string[] = []): string[] {
  const numbers = new Set([...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0])));
  const { words } = readPlanWords(prompt);
  const characters = new Set(plan.characters.map((character) => character.name.toLowerCase()));
  const changed: string[] = [];
  for (const word of words) {
    // "two players": a count of sprites, which the sprites themselves show
    const next = words[words.indexOf(word) + 1]?.word;
    const countsSprites = COUNTS_WHAT_THE_PROJECT_HAS.test(next ?? "") || (word.number !== undefined && countsACharacter(prompt, word.number, next, characters));
    // "falls 5 steps at a time": a number said with its way ("falls", "left") is kept as the way's sign, -5
    const kept = word.number !== undefined && (numbers.has(word.number) || (word.number > 0 && numbers.has(-word.number)));
    if (word.number !== undefined && !kept && !countsSprites && !numberFrames(words, words.indexOf(word), text) && !oneAsAPronoun(words, words.indexOf(word))) changed.push(numberInItsWords(words, words.indexOf(word)));
    if (word.quote !== undefined && !text.includes(word.quote)) changed.push(`"${word.quote}"`);
  }
  const sprites = new Set([...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim()));
  // "Maze, day 3:": a word said only as a label with its number is no character, whatever the plan made of it
  const labelOnly = (name: string) => {
    const said = words.flatMap((word, i) => (word.word === name.toLowerCase() || word.lemma === name.toLowerCase() ? [i] : []));
    return said.length > 0 && said.every((i) => words[i + 1]?.number !== undefined);
  };
  // "tengo 11, a girl from texas teach us scratch": a word said only inside a part already named as not read is named with it
  const mentions = (said: string, name: string) => (said.toLowerCase().match(new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b`, "g")) ?? []).length;
  const insideUnread = (name: string) => named.reduce((sum, part) => sum + mentions(part, name), 0) >= Math.max(mentions(prompt, name), 1);
  for (const character of plan.characters) {
    if (character.name !== "Sprite1" && !sprites.has(character.name) && !labelOnly(character.name) && !insideUnread(character.name)) changed.push(`the ${character.name} as a sprite of its own`);
  }
  return [...new Set(changed)];
}

/** A part the plan could not read that the answer does all the same: each of its words is in the blocks or the explanation. */
function saidByAnswer(part: string, text: string, explanation: string): boolean {
  const answer = `${text}\n${explanation}`.toLowerCase();
  const words = part.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2 && !FRAMING.has(word));
  return words.length > 0 && words.every((word) => answer.includes(word) || answer.includes(word.replace(/s$/, "")));
}

/** A word's plain forms: "changing" is "change", "flutters" "flutter" (the lemma alone misses words read out of their sentence). */
const forms = (word: TWord): string[] => {
  const w = word.word;
  return [w, word.lemma, w.replace(/s$/, ""), w.replace(/es$/, ""), w.replace(/ing$/, ""), w.replace(/ing$/, "e"), w.replace(/ed$/, ""), w.replace(/ed$/, "e"), w.replace(/ly$/, "")];
};

const numberIn = (text: string, value: number) => [...text.matchAll(/-?\d+(?:\.\d+)?/g)].some((m) => Math.abs(Number(m[0])) === Math.abs(value));

/**
 * A part the plan could not read is done by a whole program only when every word of it is: a
 * word the program is about (`isAbout`, alone or with its neighbour: "count down"), a number it
 * uses, a word its blocks, names or said words hold, or a word that only frames a request. One
 * word the program knows ("countdown") does not carry the rest ("to blast off"): a part with a
 * word nothing in the program does is named as left out, never dropped.
 */
function doneByProgram(part: string, text: string, isAbout: (words: string) => boolean): boolean {
  const words = readWords(part).filter((word) => word.mark === undefined);
  const lower = text.toLowerCase();
  const content = words.filter((word) => !FRAMING.has(word.word) && !FRAMING.has(word.lemma));
  if (content.length === 0) return false;
  // the part is about what the program does: the generator's own words in it go with it
  const partIsAbout = isAbout(part);
  return content.every((word) => {
    const at = words.indexOf(word);
    // "two players", "two lists": a count of sprites or lists, which the project itself shows
    if (word.number !== undefined) return numberIn(text, word.number) || COUNTS_WHAT_THE_PROJECT_HAS.test(words[at + 1]?.word ?? "");
    // a colour is the program's only when its blocks use it: "red" is not done by a gold star
    const hexes = [COLOURS[word.word], ...COLOUR_WORDS.filter(([name]) => name === word.word).map(([, hex]) => hex)].filter((hex) => hex !== undefined);
    if (hexes.length > 0) return hexes.some((hex) => lower.includes(hex));
    // a known verb or describing word ("changing", "green") goes with it; a thing ("button") must be in the program itself
    if (partIsAbout && !word.isNoun && forms(word).some((form) => PLAN_VOCABULARY.has(form))) return true;
    const pairs = [words[at - 1], words[at + 1]].filter((other) => other !== undefined).map((other) => (words.indexOf(other) < at ? `${other.raw} ${word.raw}` : `${word.raw} ${other.raw}`));
    // a short word ("n", "up") is in the program as a word of its own, never inside another word ("n" of "when")
    const inText = (said: string) => (said.length <= 3 ? new RegExp(`(?<![a-z0-9])${escapeRegExp(said)}(?![a-z0-9])`).test(lower) : lower.includes(said));
    return isAbout(word.raw) || pairs.some(isAbout) || inText(word.word) || (word.lemma.length > 2 && inText(word.lemma));
  });
}

/**
 * A part named by the project library that is only the request's framing: every word of it that
 * asks for something is a word the plan reader set aside as framing (a lesson's title, an age,
 * a request for comments) and is nowhere else in the request.
 */
function onlyFraming(prompt: string, part: string): boolean {
  const all = readWords(prompt);
  const kept = new Set(readPlanWords(prompt).words.map((word) => word.word));
  const framed = new Set(all.map((word) => word.word).filter((word) => !kept.has(word)));
  const asks = readWords(part).filter((word) => word.mark === undefined && !FRAMING.has(word.word));
  return asks.length > 0 && asks.every((word) => framed.has(word.word));
}

/** "one ball", "two cats": a count and the character it counts, each a sprite of the program, as many as it says. */
function countsItsSprites(part: string, text: string): boolean {
  const words = readWords(part).filter((word) => word.mark === undefined);
  const sprites = [...text.matchAll(/^\/\/ sprite: (.+)$/gm)].map((m) => (m[1] as string).trim().toLowerCase());
  if (words.length !== 2 || words[0]?.number === undefined) return false;
  const name = words[1]?.word ?? "";
  return sprites.filter((sprite) => sprite === name || sprite === name.replace(/e?s$/, "")).length === words[0].number;
}

/** A whole-request reader's plan as the answer, with what it left out. */
function readerAnswer(prompt: string, readerPlan: TPlan): TOfflineAnswer {
  const { lesson } = readPlanWords(prompt);
  // a lesson's program explains itself in comments, as any other lesson's does
  if (lesson.comments || readLesson(readWords(prompt)).framing.size > 0) readerPlan.lesson = lesson.concept ?? "";
  // the compiled explanation already names what the plan left out, once
  const plan = { ...readerPlan, leftOut: unique(readerPlan.leftOut) };
  const { text, explanation } = compilePlan(plan);
  return { kind: "program", text, explanation, leftOut: plan.leftOut, source: "plan" };
}

/** The answer as built, before the coverage check. */
function buildAnswer(prompt: string): TOfflineAnswer {
  const reading = readPlan(prompt);
  const { understood } = reading;
  // a phrase the reader set aside twice ("dance ... dance") is one part to name
  let plan = { ...reading.plan, leftOut: unique(reading.plan.leftOut) };
  const hasScripts = plan.characters.some((character) => character.scripts.length > 0);
  if (hasScripts && plan.leftOut.length > 0) {
    // "A loop that draws a hexagon": the word "loop" the reader did not use is the loop the plan draws
    const planText = compilePlan(plan).text;
    const shown = new Set(conceptsTheProgramShows(plan.leftOut, planText));
    // "set to 0" that the plan's own `set [timer v] to (0)` says is built, not left out
    const said = new Set(partsTheBlocksSay(plan.leftOut, planText));
    if (said.size > 0) plan = { ...plan, leftOut: plan.leftOut.filter((part) => !said.has(part)) };
    // "you win at 20 gems": an ending on the plan's own variable is built on every answer (answerRequest), so it is not left out
    plan = { ...plan, leftOut: addVariableEndings(prompt, planText, "", plan.leftOut).leftOut };
    // a request that names what a program is made of ("using a loop") is about that: the program says it in comments
    if (shown.size > 0) plan = { ...plan, leftOut: plan.leftOut.filter((part) => !shown.has(part)), lesson: plan.lesson ?? "" };
  }
  // characters talking in turn, every line read: the story told in one script, whatever else the clauses read
  const planWords = readPlanWords(prompt);
  const story = dialoguePlan(planWords.words);
  if (story && story.leftOut.length === 0) return readerAnswer(prompt, story);
  // "the Clock says 10 down to 1": a count said aloud reads as one line, the countdown (plan.countdown.ts) says each number
  // "draw a square: 4 times move 50 and turn 90": a drawing whose loops the child spelled out is the pen classic's, built from them
  if (understood && hasScripts && plan.leftOut.length === 0 && saidDownTo(planWords.words) === undefined && !drawsSpelledLoops(planWords.words)) {
    const { text, explanation } = compilePlan(plan);
    return { kind: "program", text, explanation, leftOut: [], source: "plan" };
  }
  // a quiz kept in two lists, questions and answers, checks each answer against its list: the library's list quiz, below
  const listQuiz = asksFromTwoLists(readWords(prompt));
  // a quiz of the child's own questions, each with its answer in brackets
  const own = readOwnQuestions(prompt);
  if (own.questions.length > 0 && !listQuiz) {
    const read = ownQuizPlan(own.questions, readPlanWords(own.rest).words);
    const quiz = { ...read, leftOut: unique(read.leftOut) };
    const { text, explanation } = compilePlan(quiz);
    return { kind: "program", text, explanation, leftOut: quiz.leftOut, source: "plan" };
  }
  // characters talking in turn, each saying their own lines; a question whose answer is checked
  const readerPlan = story ?? (listQuiz ? undefined : checkedQuestionPlan(planWords.words));
  if (readerPlan) return readerAnswer(prompt, readerPlan);
  // a teacher's lesson that names only its concept ("Show how a variable works")
  const { lesson } = planWords;
  // a classic project the request names, its title included ("random name picker for my class: ...")
  const names = plan.characters.map((character) => character.name).filter((name) => name !== "Sprite1");
  const classic = classicProject(readPlanWords(prompt).words, names, readWords(prompt), prompt);
  const concept = !hasScripts && lesson.framing.size > 0 && (classic === undefined || classic.id === "arcade") ? conceptProgram(readWords(prompt)) : undefined;
  if (concept) {
    const { text, explanation } = compilePlan(concept);
    return { kind: "program", text, explanation, leftOut: [], source: "plan" };
  }
  // the partial plan, where it keeps more of the request than the whole program a keyword picked (offline.choice.ts)
  const planAnswer = (): TOfflineAnswer => ({ kind: "program", ...compilePlan(plan), leftOut: plan.leftOut, source: "plan" });
  const keepPlan = (text: string, ids: readonly string[]) => hasScripts && keepsThePlan(prompt, plan, compilePlan(plan).text, { text, ids });
  if (classic) {
    const compiled = compilePlan(classic.plan);
    // the child's own lines in place of the project's
    const own = placeOwnVariables(prompt, plan.variables.map((variable) => variable.name), placeOwnSteps(prompt, placeOwnLines(prompt, compiled.text)));
    // the child's characters the project has no sprite for, doing what the plan read: what the plan left out stays named
    const text = addOwnCharacters(prompt, plan, own);
    const merged = text !== own;
    const { explanation } = compiled;
    const about = new Set(classic.keywords);
    const unread = plan.leftOut.filter((part) => merged || !doneByProgram(part, text, (said) => said.toLowerCase().split(/\s+/).some((word) => about.has(word))) && !saidByAnswer(part, text, explanation));
    // the project is the request's own reading of its words; what it must not change is checked as for the library
    // a key the plan read a script for and the project never listens to ("space plays a beat on a loop")
    // what the project itself could not place ("plays a cheer" in a milestone) its compiled explanation already names; it is left out all the same
    const projectLeftOut = unique(classic.plan.leftOut);
    const leftOut = [...new Set([...projectLeftOut, ...unread, ...unheardKeyScripts(plan, text), ...changedFromRequest(prompt, { ...plan, characters: plan.characters.filter((character) => text.split("\n").includes(`// sprite: ${character.name}`)) }, text, [...projectLeftOut, ...unread])])];
    const unsaid = leftOut.filter((part) => !projectLeftOut.includes(part));
    const said = unsaid.length > 0 ? ` I didn't build ${unsaid.map((part) => `"${part}"`).join(" or ")} yet: try asking for that part on its own.` : "";
    if (keepPlan(own, [classic.id])) {
      // a classic the child spelled out step by step: its name is no part left out
      plan = withoutItsName(prompt, plan, [classic.id]);
      return planAnswer();
    }
    return { kind: "program", text, explanation: `${explanation}${said}`, leftOut, source: "plan" };
  }
  const composed = composeRequest(prompt);
  // a request that says what its characters do gets the library's scripts only where they do what the plan could not read
  const library = composed.kind === "program" ? { ...composed, program: keepAskedParts(prompt, plan, composed.program) } : composed;
  const wholeProgram =
    library.kind === "program" &&
    (!hasScripts || library.program.built.some((part) => part.kind === "recipe" && (WHOLE_PROGRAMS.has(RECIPES_BY_ID.get(part.id)?.family ?? "movement") || PHYSICS.has(part.id))));
  if (library.kind === "program" && wholeProgram) {
    const renamed = renameSprites(library.program.text, library.program.explanation, plan.characters.map((character) => character.name), prompt, plan.characters.filter((character) => character.scripts.length > 0).map((character) => character.name));
    const own = placeOwnVariables(prompt, plan.variables.map((variable) => variable.name), placeOwnSteps(prompt, placeOwnLines(prompt, renamed.text)));
    const named = { ...renamed, text: addOwnCharacters(prompt, plan, own) };
    const merged = named.text !== own;
    // words the plan could not read count as built only where the library's programs are about them;
    // what the plan did read, the library must do
    const about = new Set(library.program.built.flatMap((part) => recipeConcepts(part.id)));
    const unread = plan.leftOut.filter((part) => merged || !doneByProgram(withoutFraming(part), named.text, (said) => [...readPrompt(said).concepts].some((concept) => about.has(concept))) && !saidByAnswer(part, named.text, named.explanation));
    // the library reads the whole request: a part it names that only frames it ("Year 4 lesson on loops", "add comments") is not left out
    const framing = library.program.notBuilt.filter((part) => onlyFraming(prompt, part) || countsItsSprites(part, named.text));
    const notBuilt = library.program.notBuilt.filter((part) => !framing.includes(part));
    // the library's own sentence about a part that only frames the request goes with the part
    if (framing.length > 0) named.explanation = withoutNamed(named.explanation, new Set(framing));
    const leftOut = [...new Set([...notBuilt, ...unread, ...missingFromLibrary(prompt, plan, named.text), ...changedFromRequest(prompt, plan, named.text, [...notBuilt, ...unread])])];
    const said = leftOut.length > notBuilt.length ? ` I didn't build ${leftOut.filter((part) => !notBuilt.includes(part)).map((part) => (part.startsWith("\"") || part.startsWith("the ") ? part : `"${part}"`)).join(" or ")} the way you asked yet: try asking for that part on its own.` : "";
    if (keepPlan(own, library.program.built.map((part) => part.id))) return planAnswer();
    return { kind: "program", text: named.text, explanation: `${named.explanation}${said}`, leftOut, source: "library" };
  }
  if (hasScripts) {
    const { text, explanation } = compilePlan(plan);
    return { kind: "program", text, explanation, leftOut: plan.leftOut, source: "plan" };
  }
  return { kind: "decline", reason: library.kind === "none" ? library.reason : "no-match", suggestions: library.kind === "none" ? library.suggestions : [] };
}

/** The explanation without the parts it named that turned out to be built. */
function withoutNamed(explanation: string, shown: ReadonlySet<string>): string {
  let text = explanation;
  for (const part of shown) {
    if (part.startsWith("\"")) {
      // a quoted line is named as it is, as one item of a list ("build X or "Home!" yet"): only that item goes, not the same words inside another part
      const item = `"?${escapeRegExp(part)}"?`;
      text = text.replace(new RegExp(` or ${item}(?= or | yet\\b| the way\\b)|(?<=\\bbuild )${item} or |(?<=\\bbuild )${item}(?= yet\\b| the way\\b)`, "g"), "");
      continue;
    }
    // named in quotes, or as it is when it already starts with "the" ("the number 30")
    const said = part.startsWith("the ") ? `(?:"${escapeRegExp(part)}"|${escapeRegExp(part)}(?![\\w-]))` : `"${escapeRegExp(part)}"`;
    text = text.replace(new RegExp(`${said}(?: or )?|(?: or )?${said}`, "g"), "");
  }
  // a sentence that named nothing else goes
  return text
    .replace(/\s*I (?:didn't|couldn't) build\s+(?:the way you asked\s+)?yet:[^.]*\./g, "")
    .replace(/\s*I couldn't make\s+— try "[^"]*"\./g, "")
    .trim();
}

/**
 * The explanation without the sentences of scripts a mend took out: "// When the green flag is
 * clicked: moves 10 steps down" gone from the program is "When the green flag is clicked, the Sun
 * moves 10 steps down." gone from what the child reads.
 */
function withoutGoneScripts(before: string, after: string, explanation: string): string {
  const comments = (text: string) => [...text.matchAll(/^\/\/ (When [^:\n]+): (.+)$/gm)].map((m) => [m[0], m[1] as string, m[2] as string] as const);
  const kept = new Set(comments(after).map(([line]) => line));
  // (a script whose comment a mend rewrote is still there: only a drop in the scripts' count is a script gone)
  const count = (text: string) => (text.match(/^when /gm) ?? []).length;
  if (count(after) >= count(before)) return explanation;
  let text = explanation;
  for (const [line, when, what] of comments(before)) {
    if (kept.has(line)) continue;
    text = text.replace(new RegExp(`\\s*${escapeRegExp(when)}, the [^.,]+? ${escapeRegExp(what)}\\.`), "");
  }
  return text.trim();
}

/** A part as it is compared with another: the same words, whatever their case or spacing. */
const samePart = (part: string) => part.toLowerCase().replace(/\s+/g, " ").trim();

/** The parts in order, each once ("dance" read twice is one part to name). */
const unique = (parts: readonly string[]): string[] => parts.filter((part, i) => parts.findIndex((other) => samePart(other) === samePart(part)) === i);

/** "a", "b" or "c" for an explanation. */
const orList = (parts: readonly string[]) => parts.map((part) => (part.startsWith("\"") || part.startsWith("the ") ? part : `"${part}"`)).join(" or ");

/** The explanation's sentence naming what was left out; nothing when every part was built. */
const notBuiltYet = (parts: readonly string[]) => (parts.length > 0 ? ` I didn't build ${orList(parts)} yet: try asking for that part on its own.` : "");

/**
 * Mends of the program's text, in order, each keeping what was asked: two questions asked at once
 * asked one after the other; a loop holding what follows its count ("then, 6 times, ..."); the
 * child's wait length; one movement read twice kept once; a chase pointing at each step; a
 * reporter's name said as its value; an "After that" sentence going on from the script before; a
 * step said for one key, put in another key's script, in its own key's; a script holding a slot never
 * filled (offline.unfilled-slots.ts), gone; the scripts of a sprite that is only a group of people or a word
 * of the opening, on the character (offline.framing-doers.ts); a going back asked last, at the end of the one script that moves.
 */
const TEXT_FIX_UPS: ((prompt: string, text: string) => string)[] = [(_, text) => askInTurn(text), placeLoopBodies, keepSaidWait, keepOneMover, keepTheSpeltOutMove, (_, text) => chaseEachStep(text), sayReporters, followOn, stepsToTheirKeys, walksBothWays, goingTakesTime, dropHidingOutOfSight, keepListNames, dropTurnedAwayValues, nameTheOnlyCharacter, dropToldFaults, stageClicksAsMessages, startOnTheOnlyKey, speechIsNoCharacter, giveFramingScriptsToCharacters, moveSelfTouchingScripts, looksNotVariables, penBeforeItsDrawing, dropUnfilledScripts, goBackLast, keepCostumeNames];

/**
 * Every answer, then the coverage check (offline.coverage.ts): what the request asked that the
 * program neither does nor names yet is named now, in the explanation and in `leftOut`.
 */
export function answerRequest(prompt: string): TOfflineAnswer {
  const read = buildAnswer(prompt);
  if (read.kind !== "program") return read;
  // "game over at 0 lives": the ending on a variable, as a script of its own, and no longer named
  const ending = addVariableEndings(prompt, read.text, read.explanation, read.leftOut);
  const endingBuilt = new Set(read.leftOut.filter((part) => !ending.leftOut.includes(part)));
  const built = { ...read, text: ending.text, leftOut: ending.leftOut, explanation: endingBuilt.size > 0 ? withoutNamed(ending.explanation, endingBuilt) : ending.explanation };
  const rebound = rebindArrowKeys(prompt, built.text, built.explanation);
  const keysOnly = dropUnaskedKeyScripts(prompt, rebound.text, rebound.explanation);
  // "Hello!" said by a script when the request asks nothing to be said: a script nobody asked for
  const keysAsked = dropUnaskedSpeech(prompt, keysOnly.text, keysOnly.explanation);
  const greeted = dropGreetingSprites(prompt, dropExtraSpawners(prompt, dropFlagCopiesOfKeyScripts(prompt, dropUnaskedTunes(prompt, keysAsked.text))), keysAsked.explanation);
  const relatives = dropFamilySprites(prompt, greeted.text, greeted.explanation);
  const requested = dropRequesterSprites(prompt, relatives.text, relatives.explanation);
  const titled = dropFramingSprites(prompt, requested.text, requested.explanation);
  const framed = dropSettingSprites(prompt, titled.text, titled.explanation);
  const unrefused = dropRefusedSprites(prompt, framed.text, framed.explanation);
  const spritesAsked = dropUnnamedSprites(prompt, unrefused.text, unrefused.explanation);
  const unwanted = dropUnwantedVariables(prompt, spritesAsked.text, spritesAsked.explanation);
  const wanted = { ...unwanted, text: sayConstantsAsWords(unwanted.text) };
  const ended = dropLostEndings(prompt, wanted.text, wanted.explanation);
  const said = sayDescribedValues(prompt, ended.text);
  // "when I press f": a key's check in a loop, once the rest of the loop is gone, is the key's own script
  const pressed = pressesAsEvents(prompt, keepInPlace(prompt, said.text), ended.explanation);
  // two questions asked at once: asked one after the other
  const mended = TEXT_FIX_UPS.reduce((text, mend) => mend(prompt, text), pressed.text);
  const trimmed = { ...ended, ...pressed, text: mended, explanation: explainLongerComments(pressed.text, mended, explainMovedScripts(pressed.text, mended, withoutGoneScripts(pressed.text, mended, pressed.explanation))) };
  // a part named as left out that the program shows all the same ("loop" in "a loop that draws a hexagon") is not left out
  // a part that only frames the request (a sentence about the family, a title, a gloss) asks for nothing to build
  const framing = framingParts(prompt, built.leftOut, trimmed.text, (word) => conceptShown(word, trimmed.text));
  const shown = new Set([...conceptsTheProgramShows(built.leftOut, trimmed.text), ...built.leftOut.filter((part) => framesTheRequest(prompt, part, trimmed.text)), ...framing, ...partsDoneInOtherWords(prompt, built.leftOut, trimmed.text), ...partsTheProgramHas(prompt, built.leftOut, trimmed.text), ...partsGlossedAndDone(prompt, built.leftOut, trimmed.text), ...inPlaceParts(prompt, built.leftOut), ...flagClickParts(prompt, built.leftOut, trimmed.text), ...speedChangesShown(built.leftOut, trimmed.text)]);
  const answer = { ...built, text: trimmed.text, explanation: shown.size > 0 ? withoutNamed(trimmed.explanation, shown) : trimmed.explanation, leftOut: built.leftOut.filter((part) => !shown.has(part)) };
  // "no timer": a program that has one anyway names it as not kept
  const unkept = readForbidden(readWords(prompt)).forbidden.filter((promise) => promise.isIn(answer.text)).map((promise) => promise.words);
  // each part once: one already named (by the plan or the library) is not named again;
  // the words of a part that only frames the request ("4th grade, after ...") or that the program shows are not asked again
  const named = new Set(answer.leftOut.map(samePart));
  // a trigger named as not built ("press the space") is that key's part: the coverage check does not name "the space key" again
  const triggers = unbuiltTriggers(prompt, answer.text, [...answer.leftOut, ...ended.leftOut, ...said.leftOut]);
  const uncovered = unique([...ended.leftOut, ...said.leftOut, ...wanted.unkept, ...countsGivenAway(prompt, answer.text), ...pacesNotRepeated(prompt, answer.text), ...loopsNotBuilt(prompt, answer.text), ...signsTurnedUp(prompt, answer.text), ...numbersChangedInTheirKind(prompt, answer.text), ...namesKeptOtherwise(prompt, answer.text), ...stepsOutOfTheirCount(prompt, answer.text), ...costumesNotSwitchedTo(prompt, answer.text), ...drawingsNotAsked(prompt, answer.text), ...clickCountsAsLoops(prompt, answer.text), ...sizesChangedByTheirTarget(prompt, answer.text), ...answerSaidAsAWord(prompt, answer.text), ...cloneStepsOnTheSprite(prompt, answer.text), ...shapeFaults(prompt, answer.text), ...touchesItself(answer.text), ...soundsOffTheirClick(prompt, answer.text), ...unbuiltTouchEndings(prompt, answer.text), ...goingsBackNotLast(prompt, answer.text), ...unfilledSlotParts(prompt, pressed.text, [...answer.leftOut, ...ended.leftOut, ...said.leftOut]), ...triggers, ...uncoveredParts(prompt, answer.text, [...answer.leftOut, ...ended.leftOut, ...said.leftOut, ...shown, ...triggers, ...toldFaults(prompt).map((fault) => fault.sentence)]), ...unkept]).filter((part) => !named.has(samePart(part)) && !aboutTheSetting(prompt, part, answer.text) && !askersAsSprites(prompt, part));
  const whole = uncovered.length === 0 ? answer : { ...answer, leftOut: [...answer.leftOut, ...uncovered], explanation: `${answer.explanation}${notBuiltYet(uncovered)}` };
  // "to dance: turn right 15 degrees, ...": a verb whose gloss after its colon is built is done;
  // "the Luzzu boat", "along the river": a character's kind, a move's path, done with the character or the move
  // "standard 6 at bontleng , i want the zebra to run away": the setting, then a wish glossed and built, piece by piece
  const glossed = new Set([...verbsGlossedAndBuilt(prompt, whole.leftOut, whole.text), ...kindsAndPathsDone(prompt, whole.leftOut, whole.text), ...partsFramedPieceByPiece(prompt, whole.leftOut, whole.text)]);
  const glossedDone = glossed.size === 0 ? whole : { ...whole, leftOut: whole.leftOut.filter((part) => !glossed.has(part)), explanation: withoutNamed(whole.explanation, glossed) };
  // "the list snacks holds chips, apple and candy": an item is no character; the list is named when its items are not held
  const done = itemsNotCharacters(prompt, glossedDone);
  // a sprite made only of words named as not built is no character: it goes
  const characters = { ...done, ...dropSpritesOfUnbuiltWords(prompt, done.leftOut, done.text, done.explanation) };
  // "the Dog sleeps", and the Dog was made with no script: what it was told to do is named (offline.idle-characters.ts)
  const idle = idleCharacterParts(prompt, characters.text, characters.leftOut).filter((part) => !aboutTheSetting(prompt, part, characters.text));
  const withIdle = idle.length === 0 ? characters : { ...characters, leftOut: [...characters.leftOut, ...idle], explanation: `${characters.explanation}${notBuiltYet(idle)}` };
  // "no racing game and no keys": what the request turned down is never a part left out (a turned-down thing the program has anyway stays named: `unkept`)
  // "a Boat on the river": a place said only as where a character is does nothing, and was asked to do nothing
  // ""The Tortoise and the Hare" is a race": the story's title in quotes is no line to say
  const unasked = new Set([...partsTurnedDown(prompt, withIdle.leftOut).filter((part) => !unkept.includes(part)), ...placesNamedAsDoers(prompt, withIdle.leftOut, withIdle.text), ...quotedTitles(prompt, withIdle.leftOut, withIdle.text), ...turningAwayHonoured(prompt, withIdle.leftOut, withIdle.text)]);
  const finished = namedOnce(unasked.size === 0 ? withIdle : { ...withIdle, leftOut: withIdle.leftOut.filter((part) => !unasked.has(part)), explanation: withoutNamed(withIdle.explanation, unasked) });
  // "say hi together", "says hello loudly": how a line is said is no part of the line (offline.answer-said-manner.ts)
  const { named: manners, ...said2 } = sayLinesWithoutManner(prompt, finished);
  const plain = manners.length === 0 ? said2 : { ...said2, leftOut: [...said2.leftOut, ...manners], explanation: `${said2.explanation}${notBuiltYet(manners)}` };
  // a sprite bounced sideways walks back the right way up (offline.upright-bounce.ts): last, so no check takes the block for a part asked
  return { ...plain, text: uprightWhenBouncing(prompt, plain.text) };
}

/** The answer without a list's items named as characters, and with each list whose items it does not hold named. */
function itemsNotCharacters<T extends { leftOut: string[]; explanation: string; text: string }>(prompt: string, answer: T): T {
  const { items, lists } = listItemsAsSprites(prompt, answer.leftOut, answer.text);
  if (items.size === 0 && lists.length === 0) return answer;
  return { ...answer, leftOut: [...answer.leftOut.filter((part) => !items.has(part)), ...lists], explanation: `${withoutNamed(answer.explanation, items)}${notBuiltYet(lists)}` };
}

/** A part's own words, as compared: a number's words ("the number 4 ("4 rounds")" is "4 rounds"), lower case, marks spaced alike. */
const wordsOfPart = (part: string) => (NUMBER_PART.exec(part)?.[1] ?? part).toLowerCase().replace(/\s*([,;:])\s*/g, "$1 ").replace(/\s+/g, " ").trim();
const NUMBER_PART = /^the number \S+ \("(.*)"\)$/;

/** True when `part`'s words lie whole inside `other`'s: "2 seconds" in "waits 2 seconds", "4 rounds" in "the number 4 ("4 rounds")" and back. */
export function partInside(part: string, other: string): boolean {
  // (another number named in the same words is another number: "0.25" beside the 8 of "drum 8 for 0.25 beats")
  if (NUMBER_PART.test(part) && NUMBER_PART.test(other)) return false;
  const own = wordsOfPart(part);
  // (the same words twice: the plain part stays, the number's goes)
  if (own === wordsOfPart(other)) return NUMBER_PART.test(part) && !NUMBER_PART.test(other);
  return new RegExp(`(?<![\\w-])${escapeRegExp(own)}(?![\\w-])`).test(`${wordsOfPart(other)} ${other.toLowerCase()}`);
}

/**
 * One sentence per left-out part (decision 1580): a quoted line named on its own (""Home!"") that
 * another named part says too ("says "Home!""), or a part whose words another part says whole
 * ("2 seconds" beside "waits 2 seconds"), is that part, and goes from the list and the explanation.
 */
function namedOnce<T extends { leftOut: string[]; explanation: string }>(answer: T): T {
  const inside = new Set(answer.leftOut.filter((part) => answer.leftOut.some((other) => other !== part && (part.startsWith("\"") ? other.includes(part) : partInside(part, other)))));
  if (inside.size === 0) return answer;
  return { ...answer, leftOut: answer.leftOut.filter((part) => !inside.has(part)), explanation: withoutNamed(answer.explanation, inside) };
}
