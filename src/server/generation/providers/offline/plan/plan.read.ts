import { describedValue } from "./plan.described";
import { withVariablesAsWritten } from "./plan.spelling";
import { readBlockWords, readBracketBlock, readReporter } from "./plan.block-words";
import { quoteAsBlockText, readWords, type TWord } from "./plan.words";
import { AUX, COLOURS, FRAMING, GAME_VERBS, JUMP_VERBS, MOVE_VERBS, PROGRAM_WORDS, SAY_VERBS, SOUND_VERBS, TURN_VERBS } from "./plan.vocabulary";
import type { TCondition, TPlan, TScriptPlan, TStep, TTrigger } from "./plan.types";
import { commentRequest, readLesson } from "./plan.lesson";
import { audienceFraming } from "./plan.audience";
import { readForbidden } from "./plan.negation";
import { bounceTurnsTheMove, edgeBlockBefore, readTurnBack } from "./plan.edge";
import { chainsOnto, continuesBranch, elseAhead, type TOpenBranch } from "./plan.else-chain";
import { closingEachTime, isActionWord, JOINERS, TRIGGER_WORDS, type TClause, type TClauseReading } from "./plan.clause";
import { asksForPolledKeys, findKey, readLetterPair, keyForAction, keySubjectAhead, markTriggerWords, polledKey, readArrowKeys, readArrowPair, useAmount } from "./plan.keys";
import { readAddTo } from "./plan.arithmetic";
import { namingSentences } from "./plan.choices";
import { readSetTo } from "./plan.set-to";
import { readSpacing } from "./plan.spacing";
import { lastLinesFor, readEachLasts } from "./plan.each-lasts";
import { joinedWithAnswer } from "./plan.join-answer";
import { addsToList, askEachOfCount, listReporter, readLists, saidFromList, saysEachItem, type TList } from "./plan.lists";
import { readJumpHeights } from "./plan.jump";
import { backdropSettings, showsBackdrops } from "./plan.backdrop-setting";
import { ownNameSaid } from "./plan.own-name";
import { intoLastLoop, readCopies } from "./plan.shape-copies";
import { meansPointer, nameTheMouse } from "./plan.mouse";
import { isSizeMultiple, readSizeTo } from "./plan.size";
import { ongoingLook, twinkleIsTheSong } from "./plan.ongoing-looks";
import { GLIDING_VERBS, motionPlace, motionWord, spelledOutAfter } from "./plan.motion-words";
import { LEFT_RIGHT, readRotationStyle, setStyleFirst } from "./plan.rotation";
import { readLayer } from "./plan.layers";
import { touchingSubject } from "./plan.touching-subject";
import { commaAfterEvent, touchedByAnother } from "./plan.event-subject";
import { readPenUpDown } from "./plan.pen";
import { verbsForBareBlocks } from "./plan.bare-blocks";
import { bareLoopEnds, closesWithItsLoop, movementSaidAfter, countInTheMiddle, leadsTheSteps, stepText, movesAlready, oneMovement, shapeSpelledAfter, trailingMotion, type TLoopAhead } from "./plan.loop-scope";
import { atRandomPlaces, cloneCount, cloneHat, clonesSpokenOf, countedClones, deletesTheClone } from "./plan.clones";
import { lastSoundsFor, oneLengthForAll, pairedNotes, readEachBeats, readMusic, readTempo, tempoBeforeItsLoop, tempoSaidAsPlace, tuneNamedBeforeItsNotes } from "./plan.music";
import { readFacing } from "./plan.facing";
import { placeAt, placesNamedBefore, readPlaceList, type TListedPlace } from "./plan.place-list";
import { readFaster, SPEED, speedDrivesTheMove } from "./plan.speed";
import { speakingAsSaying } from "./plan.speech-verbs";
import { eitherTouch, splitEitherTouch, teachesOr } from "./plan.either-touch";
import { propertySubjects } from "./plan.property-subject";
import { penSizeBeforeColon } from "./plan.pen-size-with";
import { ownTouchWatch, settleHandedOverChecks, sentMessage, tellsAnother, uniqueMessage } from "./plan.messages";
import { namedGroups } from "./plan.named-group";
import { randomAmountsInOrder } from "./plan.random-amounts";
import { COUNT_VARIABLE, countEndsReached, countInNamedVariable, countSaidByItsName, countNamedForItsThing, countSaidLater, unrollListedCounts, eachNumberSaid, numberListAsCount, pauseBetweenNumbers, readCounting, sayEachNumberFor, type TCounting } from "./plan.counting";
import { namesCostumes, readLooksFor } from "./plan.looks-for";
import { amountWayAhead, bareMove, bareWalkStep, walkSaidAsBlock, DETERMINERS, elidedVerbAhead, gappedControlAhead, landingOnly, placeAhead, quoteAhead, secondHalfAhead, turnSaidNext, untilMark } from "./plan.ahead";
import { readCostumeName } from "./plan.costume-names";
import { stepBeforeItsTrigger, takenBack } from "./plan.trailing-trigger";
import { pacedBody, repeatsWithThePace } from "./plan.every-reach";
import { countedClonesLoop, pacedClones } from "./plan.paced-clones";
import { wantedBy } from "./plan.wanted-by";
import { openingSubject } from "./plan.opening-subject";
import { insideTheLoop, intoLoop, lastLoop } from "./plan.in-loop";
import { backToTheStart, eachLasting, placeBlock, readStartPlace, readStartState } from "./plan.start-place";
import type { TContext } from "./plan.context";
import { BACKDROP_WORDS, partOfOneSpokenOf, characterName, DEPICTIONS, findActor, isBackdropName, isCharacterWord, isDetermined, isNamedCharacter, noteCharacters, titleCase, toldApartNouns } from "./plan.characters";
import { countReached, saysWhichKind, valueCondition } from "./plan.value-conditions";
import { readSignedChange, readVariableChange, readVariables } from "./plan.variables";

/**
 * Request → plan (issue 26). The request is cut into clauses (sentences, then "and", "then", a
 * comma where a new verb or trigger follows); each clause is read for its trigger, the character
 * it is about, how often it repeats, a condition, and its actions with their exact arguments.
 * Every word a clause uses is marked: content words no reading used are what the plan leaves
 * out, named in the child's own words, so nothing is dropped silently.
 */

export interface TPlanReading {
  plan: TPlan;
  /** Content words of the request the plan used none of: the request was not understood. */
  understood: boolean;
  /** Whole-program kinds the request names (pong, quiz...), for the project library. */
  programKinds: string[];
}



function splitClauses(words: TWord[]): TClause[] {
  const clauses: TClause[] = [];
  let sentence = 0;
  let current: TWord[] = [];
  let joiner: TClause["joiner"] = "start";
  const push = (next: TClause["joiner"]) => {
    const content = current.filter((w) => !w.mark);
    if (content.length > 0) clauses.push({ words: current, used: current.map(() => false), sentence, joiner });
    current = [];
    joiner = next;
  };
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as TWord;
    // "jumps (each jump: change y by 40, wait 0.3 seconds)": what brackets hold belongs to the words before them
    // ("a square (4 times move 80 turn 90) and then the roof": a count opening the brackets is a loop of the steps in them, a clause of its own)
    const loopInBrackets = word.bracket !== undefined && words[i - 1]?.bracket !== word.bracket && word.number !== undefined && words[i + 1]?.word === "times" && words[i + 1]?.bracket === word.bracket && isActionWord(words[i + 2]) && words[i + 2]?.bracket === word.bracket;
    // (not in a block of the child's own, "a custom block square draws a square (4 times move 50, turn 90)", which its own reader reads)
    if (loopInBrackets && current.some((w) => !w.mark) && !words.some((w) => w.lemma === "block" || /^(?:define|function)$/.test(w.word))) {
      push("comma");
      const glossed = clauses[clauses.length - 1];
      if (glossed && glossed.sentence === sentence) glossed.beforeLoopBrackets = true;
      // (its words are the clause's own steps, no longer a gloss of the words before: read as if said without brackets)
      let end = i;
      while (words[end]?.bracket === word.bracket) {
        const { bracket: _, ...plain } = words[end] as TWord;
        current.push(plain);
        end++;
      }
      i = end - 1;
      continue;
    }
    if (word.bracket !== undefined && current.length > 0) {
      current.push(word);
      continue;
    }
    // "glides 2 seconds to each corner: x -150 y 120, x 150 y 120, ...": the places after the colon are where it goes
    // ("jump when i press space: up 80, wait 0.5 seconds, down 80": the jump's heights, after its colon, are the jump's)
    const heightsAfter = word.mark === ":" && current.some((w) => JUMP_VERBS.has(w.lemma)) ? readJumpHeights(words, i) : undefined;
    if (heightsAfter) {
      const last = Math.max(...heightsAfter.used);
      current.push(...words.slice(i, last + 1));
      i = last;
      continue;
    }
    const named = word.mark === ":" ? placesNamedBefore(current, words, i + 1) : undefined;
    if (named) {
      current = named;
      continue;
    }
    // "it says GOAL!! and goals +1", "shouts Yay! then jumps": the sentence goes on after a shout
    // (not when a new subject follows: "says see you! and the frog hops" is the frog's turn)
    const goesOn = words.slice(i + 1).findIndex((w) => w.mark !== "!" && w.mark !== "?") + i + 1;
    if ((word.mark === "!" || word.mark === "?") && /^(?:and|then)$/.test(words[goesOn]?.word ?? "") && !/^(?:the|a|an|he|she|it|they|i|you|we|my|his|her|their)$/.test(words[goesOn + 1]?.word ?? "") && words[goesOn + 1]?.name === undefined) continue;
    if (word.mark === "." || word.mark === "!" || word.mark === "?" || word.mark === ";" || word.mark === ":") {
      // ("flies when I press space: it glides ..."): what follows a colon says more about the clause before it
      const last = current.some((w) => !w.mark) ? undefined : clauses[clauses.length - 1];
      push("start");
      const closed = last ?? clauses[clauses.length - 1];
      if (word.mark === ":" && closed && closed.sentence === sentence) closed.beforeColon = true;
      sentence++;
      continue;
    }
    // "left and right", "up and down": both ways of one move, never two clauses nor a second subject
    // ("jumps up 50 and down 50": a jump's two heights, read together by the jump)
    const jumpHeights = word.word === "and" && words[i - 1]?.number !== undefined && OPPOSITE[words[i - 2]?.word ?? ""] === words[i + 1]?.word && JUMP_VERBS.has([...current].reverse().find(isActionWord)?.lemma ?? "");
    const aPair = (word.word === "and" && OPPOSITE[words[i - 1]?.word ?? ""] === words[i + 1]?.word) || jumpHeights;
    if ((word.word === "else" || word.word === "otherwise") && current.length > 0) {
      // '"Teen", else if ...': a verb carried over the comma has nothing of its own to say before the else
      if (current.length === 1 && isActionWord(current[0] as TWord)) current = [];
      // "... say nice else say oh no": the else branch is a clause of its own
      push("and");
      current.push(word);
      continue;
    }
    // (", and if they are equal ...": a condition of its own follows, with its own verb)
    const conditionAhead = words.slice(i + 1, i + 3).some((w) => /^(?:if|else|otherwise)$/.test(w.word)) && words.slice(i + 1, i + 9).some((w) => isActionWord(w) && !w.quote);
    if (!aPair && !conditionAhead && (word.word === "and" || word.mark === ",") && current.length > 0 && hasVerbOrTrigger(current) && (elidedVerbAhead(words, i + 1, [...current].reverse().find(isActionWord)) || secondHalfAhead(current, words, i + 1))) {
      // "flies up when I press w and down when I press s": the second clause's verb is the first's
      const verb = [...current].reverse().find(isActionWord);
      push("and");
      // a verb of saying takes any words as what is said ("and meow when ...")
      if (verb && (!words.slice(i + 1, i + 4).some(isActionWord) || (/^(?:say|think|shout|yell)$/.test(verb.lemma) && !words.slice(i + 1, i + 4).some((w) => SAY_VERBS.has(w.lemma))))) current.push({ ...verb });
      continue;
    }
    if ((word.word === "then" || word.word === "and" || word.mark === ",") && current.length > 0 && placeAhead(words, i + 1)) {
      // "go to the right edge, wait 1 second, then to the bottom edge": the place's verb is the last move's
      const before = [...clauses.flatMap((c) => c.words), ...current];
      const going = before.findLast((w) => isActionWord(w) && (MOVE_VERBS.has(w.lemma) || /^(?:go|glide)$/.test(w.lemma)));
      if (going) {
        push(word.word === "then" || words[i + 1]?.word === "then" ? "then" : "and");
        // "glides 1 second each to ..., to ... and back": each place takes as long
        current.push({ ...going }, ...eachLasting(before.slice(before.lastIndexOf(going))));
        while (/^(?:then|and)$/.test(words[i + 1]?.word ?? "")) i++;
        continue;
      }
    }
    if ((word.word === "then" || word.word === "and" || word.mark === ",") && current.length > 0 && amountWayAhead(words, i + 1)) {
      // "turn 15 degrees right, then 15 degrees left": the amount and way with no verb of their own are the turn's (or the move's) again
      const verb = [...current].reverse().find((w) => isActionWord(w) && (TURN_VERBS.has(w.lemma) || MOVE_VERBS.has(w.lemma)) && w.lemma !== "step");
      if (verb) {
        push(word.word === "then" || words[i + 1]?.word === "then" ? "then" : "and");
        current.push({ ...verb });
        while (/^(?:then|and)$/.test(words[i + 1]?.word ?? "")) i++;
        continue;
      }
    }
    if ((JOINERS.has(word.word) || word.mark === ",") && current.length > 0 && quoteAhead(words, i + 1)) {
      // 'says "Hi" then "I like football"': a line with no verb of its own is said the same way
      const saying = [...current].reverse().find((w) => isActionWord(w) && SAY_VERBS.has(w.lemma));
      if (saying) {
        push(word.word === "then" || words[i + 1]?.word === "then" ? "then" : "and");
        current.push({ ...saying });
        while (/^(?:then|and)$/.test(words[i + 1]?.word ?? "")) i++;
        continue;
      }
    }
    if (!aPair && (word.word === "and" || word.mark === ",") && current.some(isActionWord) && gappedControlAhead(words, i + 1)) {
      // "the cat moves with the arrow keys and the dog with w a s d": the dog's verb is the cat's
      // ("moves 10 steps with ...": "steps" is no verb to say again)
      const verb = ([...current].reverse().find((w) => isActionWord(w) && w.lemma !== "step") ?? [...current].reverse().find(isActionWord)) as TWord;
      push("and");
      const subjectEnd = words.findIndex((w, k) => k > i && /^(?:with|using)$/.test(w.word));
      // (an amount is the verb's own: "and -10 with the left arrow" moves -10)
      if (words[i + 1]?.number !== undefined) current.push({ ...verb }, ...words.slice(i + 1, subjectEnd));
      else current.push(...words.slice(i + 1, subjectEnd), { ...verb });
      i = subjectEnd - 1;
      continue;
    }
    // "up and down", "left and right": both ways of one move, never two clauses
    if (word.word === "and" && OPPOSITE[words[i - 1]?.word ?? ""] === words[i + 1]?.word) {
      current.push(word);
      continue;
    }
    // ", S to fly down", "and space to breathe fire": a key and what it is for, a clause of its own
    if ((JOINERS.has(word.word) || word.mark === ",") && current.length > 0 && hasVerbOrTrigger(current) && (keyForAction(words, /^(?:the|and)$/.test(words[i + 1]?.word ?? "") ? i + 2 : i + 1) || keySubjectAhead(words, i + 1))) {
      push(word.mark === "," ? "comma" : "and");
      continue;
    }
    // ("if on edge, bounce": the block's name, one clause)
    if (word.mark === "," && words[i + 1]?.lemma === "bounce" && edgeBlockBefore(words, i + 1)) {
      current.push(word);
      continue;
    }
    // ("n starts at 2, and 10 times it says n ...": a count leading the actions after it opens a clause after a setting with no verb too)
    let lead = i + 1;
    while (/^(?:and|then)$/.test(words[lead]?.word ?? "")) lead++;
    const countLeads = words[lead]?.number !== undefined && words[lead + 1]?.word === "times" && current.length >= 3 && current.some((w) => w.number !== undefined);
    if ((JOINERS.has(word.word) || word.mark === ",") && current.length > 0 && startsClause(words, i + 1) && (hasVerbOrTrigger(current) || countLeads)) {
      const then = word.word === "then" || words[i + 1]?.word === "then" || (word.word === "and" && words[i + 1]?.word === "after");
      push(then ? "then" : word.mark === "," ? "comma" : "and");
      continue;
    }
    current.push(word);
  }
  push("start");
  return clauses;
}

/** Where each edge of the stage is: "the right edge" is x 240, "the bottom edge" y -180. */
const EDGE_AT: Record<string, { axis: "x" | "y"; value: number }> = { right: { axis: "x", value: 240 }, left: { axis: "x", value: -240 }, top: { axis: "y", value: 180 }, bottom: { axis: "y", value: -180 } };

const OPPOSITE: Record<string, string> = { up: "down", down: "up", left: "right", right: "left", in: "out", back: "forth" };


function hasVerbOrTrigger(words: TWord[]): boolean {
  // ("On go, the Horse and the Camel move": the word after an opening "on" names a message, not the clause's verb)
  return words.some((w, i) => (isActionWord(w) && !(i === 1 && words[0]?.word === "on")) || TRIGGER_WORDS.has(w.word) || w.word === "forever");
}

/** What follows a joiner opens a clause: a verb or a trigger within a few words ("and then the cat jumps"). */
function startsClause(words: TWord[], from: number): boolean {
  // "... and the Frog uses it when I press space": using a block of the child's own is a verb of its own
  const definesBlock = words.some((w, i) => w.lemma === "block" && /^(?:called|named)$/.test(words[i + 1]?.word ?? ""));
  if (definesBlock) {
    let k = from;
    while (k < from + 3 && (DETERMINERS.has(words[k]?.word ?? "") || words[k]?.name !== undefined || (words[k]?.isNoun && !isActionWord(words[k])))) k++;
    if (/^(?:use|uses|call|calls)$/.test(words[k]?.word ?? "") && k > from) return true;
  }
  // "and then, 6 times, moves 50 steps": a count between commas after "then" opens what follows
  if (words[from]?.word === "then" && words[from + 1]?.mark === "," && words[from + 2]?.number !== undefined && words[from + 3]?.word === "times" && words[from + 4]?.mark === ",") return true;
  // ("sets n to 1 and, 5 times, says n ...": after "and" too, the count between commas opens what follows)
  if (/^(?:and|then)$/.test(words[from - 1]?.word ?? "") && words[from]?.mark === "," && words[from + 1]?.number !== undefined && words[from + 2]?.word === "times" && words[from + 3]?.mark === "," && isActionWord(words[from + 4])) return true;
  for (let i = from; i < Math.min(words.length, from + 5); i++) {
    const word = words[i] as TWord;
    if (word.mark) return false;
    // (", clicking the Cloud says ...", "and pressing space ...": an event said as an -ing word opens a clause too)
    if (TRIGGER_WORDS.has(word.word) || word.word === "forever" || (/ing$/.test(word.word) && TRIGGER_WORDS.has(word.lemma))) return true;
    if (isActionWord(word)) {
      // "left and right", "up and down": directions of the verb before, not a new clause
      return true;
    }
    // "then four times it turns ...": a count opening what follows, which the verb after it starts
    if (word.number !== undefined && words[i + 1]?.word === "times" && i === from + (words[from]?.word === "then" ? 1 : 0)) {
      i++;
      continue;
    }
    if (word.number !== undefined) return false;
    if (!FRAMING.has(word.word) && !word.isNoun && !AUX.has(word.word)) return false;
  }
  return false;
}

/**
 * "four times it turns 90 degrees and moves 100 steps", "repeat 4 times, move 100 steps, turn
 * 90 degrees": a count said before its actions opens a loop that holds them, and the actions
 * joined to them after it in the sentence. The count, or none.
 */
function leadingCount(clause: TClause): number | undefined {
  let i = 0;
  // ("and then, 6 times, moves 50 steps": after "then" a comma still leads the count)
  while (/^(?:then|and|so)$/.test(clause.words[i]?.word ?? "") || (clause.words[i]?.mark === "," && (clause.joiner === "then" || clause.joiner === "and" || clause.words[i + 1]?.word === "then"))) i++;
  if (clause.words[i]?.word === "repeat") i++;
  // ("the Star does 7 times move 50 and turn 144": the subject before the count, with no verb of its own)
  let subject = i;
  while (subject < i + 4 && clause.words[subject] !== undefined && clause.words[subject]?.number === undefined && !clause.words[subject]?.mark && !isActionWord(clause.words[subject]) && !TRIGGER_WORDS.has(clause.words[subject]?.word ?? "")) subject++;
  if (subject > i && clause.words[subject]?.number !== undefined && clause.words[subject + 1]?.word === "times" && isActionWord(clause.words[subject + 2])) i = subject;
  const count = clause.words[i]?.number;
  return count !== undefined && Number.isInteger(count) && count > 1 && clause.words[i + 1]?.word === "times" ? count : undefined;
}

/** "forever it moves 6 steps and ...", "and then forever it spins": a clause opening with its never-ending loop. */
function leadingForever(clause: TClause): boolean {
  let i = 0;
  while (/^(?:then|and|so|repeat)$/.test(clause.words[i]?.word ?? "")) i++;
  return clause.words[i]?.word === "forever" && clause.words[i + 1]?.mark === undefined;
}

// ---- the reading of one clause

/**
 * "a random 1 to 10 steps": the two numbers of a random distance and the words that say it, or
 * nothing when the words name no distance ("to a random place"). ("A random number of steps
 * between 5 and 20" is not read yet: "steps" there starts an action of its own.)
 */
function randomDistance(rest: readonly TWord[], unit = /^step$/): { from: number; to: number; used: number[] } | undefined {
  const at = rest.findIndex((w) => w.word === "random");
  if (at < 0) return undefined;
  const span = rest.slice(at, at + 9);
  const numbers = span.map((w, i) => (w.number !== undefined ? at + i : -1)).filter((i) => i >= 0);
  const steps = span.findIndex((w) => unit.test(w.lemma));
  if (numbers.length < 2 || steps < 0) return undefined;
  const [first, second] = numbers as [number, number];
  const joiner = rest[first + 1]?.word;
  if (second !== first + 2 || (joiner !== "to" && joiner !== "and")) return undefined;
  const end = Math.max(second, at + steps);
  const used = [...Array(end - at + 1).keys()].map((i) => at + i).filter((i) => rest[i]?.mark === undefined);
  // the "a" before "random"
  if (rest[at - 1]?.word === "a") used.push(at - 1);
  return { from: rest[first]?.number as number, to: rest[second]?.number as number, used };
}

// ---- keys

// ---- conditions

/** Verbs of one thing meeting another: a condition on touching. */
const TOUCH_VERBS = /^(?:touch|hit|reach|bump|collide|catch|meet|get)$/;

/** Where a clause's own words start, after the joiners that tie it to the one before. */
function firstContentWord(clause: TClause): number {
  const at = clause.words.findIndex((w) => !w.mark && !JOINERS.has(w.word));
  return at < 0 ? 0 : at;
}

/** The swatch for a colour the child names by what it paints ("the wall colour"): dark, as walls and platforms are drawn; the child sets it in the block. */
const NAMED_COLOUR = "#000000";

/**
 * "grows 20, then shrinks back": "back" with no amount of its own undoes the size change read
 * before it (`sign` 1 for a change that grew it, -1 for one that shrank it); with none read, its
 * size goes back to 100 %. A number after it belongs to what follows ("back after 1 second").
 */
function sizeBack(ctx: TContext, clause: TClause, at: number, sign: 1 | -1): { steps: TStep[]; says: string } | undefined {
  if (clause.words[at + 1]?.word !== "back" || clause.words[at + 2]?.number !== undefined || /^(?:by|to)$/.test(clause.words[at + 2]?.word ?? "")) return undefined;
  clause.used[at] = clause.used[at + 1] = true;
  const last = ctx.lastSizeChange;
  ctx.lastSizeChange = undefined;
  if (last !== undefined && Math.sign(last) === sign) return { steps: [block(`change size by (${-last})`)], says: `${sign > 0 ? "shrinks" : "grows"} back by ${Math.abs(last)}` };
  return { steps: [block("set size to (100) %")], says: `${sign > 0 ? "shrinks" : "grows"} back to its size` };
}

function touchCondition(ctx: TContext, clause: TClause, from: number, toucher?: string): { condition: TCondition; end: number } | undefined {
  const first = oneTouchCondition(ctx, clause, from, toucher);
  // "touches the Pipe or the Ground": either touch (plan.either-touch.ts)
  if (!first || clause.words[first.end]?.word !== "or" || !/^<touching \(/.test(first.condition.text)) return first;
  const second = oneTouchCondition(ctx, clause, first.end + 1, toucher);
  if (!second || !/^<touching \(/.test(second.condition.text)) return first;
  return { condition: eitherTouch(first.condition, second.condition), end: second.end };
}

function oneTouchCondition(ctx: TContext, clause: TClause, from: number, toucher?: string): { condition: TCondition; end: number } | undefined {
  const { words } = clause;
  let j = from;
  while (words[j] && /^(?:the|a|an|any|anything|something|into|on|against|with|to|at|of|colour|color)$/.test((words[j] as TWord).word)) j++;
  const target = words[j];
  if (!target) return undefined;
  const colourWord = COLOURS[target.word] ?? (target.word.startsWith("#") ? target.word : undefined);
  // "the wall colour", "the platform color": a colour the child paints with, which the block's swatch picks
  if (!colourWord && target.quote === undefined && target.number === undefined && /^colou?r$/.test(words[j + 1]?.lemma ?? "")) {
    return { condition: { text: `<touching color [${NAMED_COLOUR}]?>`, words: `it touches the ${target.raw} colour` }, end: j + 2 };
  }
  if (colourWord) {
    const thing = words[j + 1];
    const end = thing && (thing.lemma === "wall" || thing.lemma === "colour" || thing.lemma === "color" || thing.lemma === "thing" || thing.lemma === "line" || thing.lemma === "block") ? j + 2 : j + 1;
    return { condition: { text: `<touching color [${colourWord}]?>`, words: `it touches ${target.word}` }, end };
  }
  // "the Wall", "the wall sprite": a sprite the child named, not the stage's edge
  // ("touching the Fire": a name the child wrote with a capital is the sprite touched, even a word that is also a verb)
  if ((isNamedCharacter(target, words[j + 1]) && isCharacterWord(target, words[j + 1])) || (target.name !== undefined && target.quote === undefined && !COLOURS[target.word] && !/^(?:edge|mouse)$/.test(target.word))) {
    const name = characterName(ctx, target, clause, j);
    return { condition: { text: `<touching (${name} v)?>`, words: `it touches the ${name}` }, end: j + 1 };
  }
  if (/^(?:edge|wall|border|side)$/.test(target.lemma)) return { condition: { text: "<touching (edge v)?>", words: "it touches the edge" }, end: j + 1 };
  if (meansPointer(target)) return { condition: { text: "<touching (mouse-pointer v)?>", words: "it touches the mouse-pointer" }, end: j + (words[j + 1]?.word === "pointer" ? 2 : 1) };
  if (/^(?:ground|floor|bottom)$/.test(target.lemma)) return { condition: { text: "<(y position) < (-150)>", words: "it reaches the ground" }, end: j + 1 };
  if (target.lemma === "top") return { condition: { text: "<(y position) > (150)>", words: "it reaches the top" }, end: j + 1 };
  if (isCharacterWord(target)) {
    const name = characterName(ctx, target, clause, j);
    return { condition: { text: `<touching (${name} v)?>`, words: `it touches the ${name}` }, end: j + 1 };
  }
  // "when the Cheetah catches it", "if the Fox touches him": the one spoken of before, other than the toucher
  if (/^(?:it|him|her)$/.test(target.word) && toucher !== undefined) {
    const other = [ctx.last, ...[...ctx.characters.values()].reverse()].find((name) => name !== undefined && name !== toucher);
    if (other) return { condition: { text: `<touching (${other} v)?>`, words: `it touches the ${other}` }, end: j + 1 };
  }
  return undefined;
}

// ---- actions

interface TAction {
  steps: TStep[];
  says: string;
  /** The action runs for ever by itself (following the mouse). */
  loops?: boolean;
  /** Scripts the action gives another character: "tells the dog to bark" gives the Dog its bark. */
  elsewhere?: { actor: string; script: TScriptPlan }[];
  /** A count said aloud, whose loop takes the pause between the numbers. */
  counting?: TCounting;
}

const block = (text: string): TStep => ({ kind: "block", text });
/** An action's script for the character the clause is about, whoever that turns out to be ("makes 5 clones at random spots"). */
const SAME_ACTOR = "\u0000same";
const numberAfter = (words: TWord[], from: number, to: number, unit?: RegExp): { value: number; at: number } | undefined => {
  for (let i = from; i < to; i++) {
    const w = words[i] as TWord;
    if (w.number === undefined) continue;
    if (!unit || unit.test(words[i + 1]?.lemma ?? "") || unit.test(words[i + 1]?.word ?? "")) return { value: w.number, at: i };
  }
  return undefined;
};
/** "turn 144", "turns right 15": a number straight after the turn (and its way) is its degrees, unless a count or a time. */
const bareDegrees = (words: TWord[], from: number, to: number): { value: number; at: number } | undefined => {
  let i = from;
  while (i < to && /^(?:right|left|by|clockwise|anticlockwise)$/.test(words[i]?.word ?? "")) i++;
  const value = words[i]?.number;
  if (i >= to || value === undefined || /^(?:times?|seconds?|secs?|minutes?|steps?)$/.test(words[i + 1]?.word ?? "")) return undefined;
  return { value, at: i };
};
/** A distance: the first number that is not a count or a time ("goes up 5 times", "every 2 seconds" give none). */
const distanceAfter = (words: TWord[], from: number, to: number): { value: number; at: number } | undefined => {
  for (let i = from; i < to; i++) {
    const w = words[i] as TWord;
    if (w.number === undefined) continue;
    if (/^(?:time|second|sec|minute|go)$/.test(words[i + 1]?.lemma ?? "")) continue;
    return { value: w.number, at: i };
  }
  return undefined;
};

/**
 * A word of unquoted speech as the child wrote it: a name keeps its capital ("my name is Tom"), and
 * "I" is a capital wherever it stands ("hello I am Bob"), as the words are otherwise read lower case.
 */
const spokenForm = (word: TWord): string => word.name ?? word.raw.replace(/^i(?=$|['’])/, "I");

function speechText(ctx: TContext, clause: TClause, from: number, to: number, asking = false): { text: string; reporter?: string; end: number; unread?: boolean; shown?: string } {
  const { words } = clause;
  const quote = words.slice(from, to).findIndex((w) => w.quote !== undefined);
  // 'says "Ka pai" joined with the name', "say nice to meet you and my name": the words joined with the answer
  const withAnswer = (text: string, end: number): { text: string; reporter: string; end: number } | undefined => {
    const joined = ctx.hasAsk && !asking ? joinedWithAnswer(words, end) : undefined;
    if (joined === undefined || joined > to && to !== words.length) return undefined;
    for (let k = end; k < joined; k++) clause.used[k] = true;
    return { text: "", reporter: `(join [${text} ] (${ctx.answerIn ?? "answer"}))`, end: joined };
  };
  // "says a random one (from the list choices)", "says the length of foods", "picks a random name ... and says it"
  const fromList = asking ? undefined : listReporter(ctx.listsRead ?? new Map(), words, from);
  if (fromList && fromList.end <= to) {
    for (let k = from; k < fromList.end; k++) clause.used[k] = true;
    return { text: "", reporter: fromList.reporter, end: fromList.end };
  }
  // "says its x position", "says the timer": the reporter block the words name
  const reporterSaid = asking ? undefined : readReporter(words, from);
  if (reporterSaid && reporterSaid.end <= to && (reporterSaid.end === to || words[reporterSaid.end]?.mark !== undefined || /^(?:for|and|then|when|after|each|every|forever)$/.test(words[reporterSaid.end]?.word ?? ""))) {
    for (let k = from; k < reporterSaid.end; k++) clause.used[k] = true;
    return { text: "", reporter: reporterSaid.text, end: reporterSaid.end };
  }
  if (!asking && ctx.picked && /^(?:it|that|them)$/.test(words[from]?.word ?? "")) {
    clause.used[from] = true;
    return { text: "", reporter: `(item (choice) of [${ctx.picked.name} v])`, end: from + 1 };
  }
  if (quote >= 0) {
    for (let i = from; i <= from + quote; i++) clause.used[i] = true;
    const said = words[from + quote]?.quote ?? "";
    return withAnswer(said, from + quote + 1) ?? { text: said, end: from + quote + 1 };
  }
  // "says first + answer", "says the answer times 2", "says score minus 1": a sum of values, its block
  // (the answer named beside a value kept from an earlier answer is the newest answer)
  // (never over a character's name: "the Minus" who acts is no sign)
  const sum = asking || words.slice(from, to).some((w) => SUM_SIGNS.some(([sign]) => sign.test(w.word)) && ctx.characters.has(w.word)) ? undefined : readSum(words, from, to, (word) => (word === "answer" && ctx.hasAsk ? "answer" : [...ctx.variables.keys()].find((name) => name.toLowerCase() === word)));
  if (sum) {
    for (let k = from; k < sum.end; k++) clause.used[k] = true;
    return { text: "", reporter: sum.text, end: sum.end, shown: words.slice(from, sum.end).map((w) => w.raw).join(" ") };
  }
  const out: string[] = [];
  let i = from;
  // "say hello to you" after an ask greets by the answer
  while (i < to) {
    const w = words[i] as TWord;
    if (w.mark || /^(?:when|whenever|if|for|after|every|forever|then|until|while|and|but|each|before|once|twice|thrice)$/.test(w.word)) break;
    // ("says hi 5 times": the count is how often it is said, never words to say; "times" keeps its s in the lemma)
    if (w.number !== undefined && (/^(?:second|time)$/.test(words[i + 1]?.lemma ?? "") || /^(?:seconds|secs|times)$/.test(words[i + 1]?.word ?? ""))) break;
    // "asks my name at the start": when it is said, not what
    if (/^(?:at|in)$/.test(w.word) && words[i + 1]?.word === "the" && /^(?:start|beginning)$/.test(words[i + 2]?.word ?? "")) break;
    out.push(spokenForm(w));
    clause.used[i] = true;
    i++;
  }
  let text = out.join(" ").replace(/^(?:that|the words?|out|out loud)\s+/, "");
  const lower = text.toLowerCase();
  // "the new value", "my name back", "what I typed": the value they name, never those words
  const lastChanged = ctx.lastVariable?.name;
  const described = asking ? undefined : describedValue(lower, [...(lastChanged ? [lastChanged] : []), ...[...ctx.variables.keys()].filter((name) => name !== lastChanged)], ctx.hasAsk);
  if (described?.kind === "unknown") {
    for (let k = from; k < i; k++) clause.used[k] = false;
    return { text: "", end: from, unread: true };
  }
  if (described) {
    if (described.variable && !ctx.variables.has(described.variable)) ctx.variables.set(described.variable, 0);
    return { text: "", reporter: described.reporter, end: i };
  }
  // "tell me a joke", "say the 3 times table": a request to the generator, not words to say
  // ("me too", "me first" are words to say)
  // ("asks how old are you", "asks what is your name": a question written with no quotes is what is asked)
  // (not a sum, "asks what 20 minus n is", which the arithmetic reading asks; nor a question told, "what the answer is")
  const questionAsked = asking && /^(?:how|what|why|where|who|which|do|does|are|is|can)\s+\S+/.test(lower) && !/\d|\b(?:minus|plus|times|divided|multiplied|x)\b|\s(?:is|are)$/.test(lower);
  if (!questionAsked && /^(?:me|us|them|him|her|a|an|how|what|why|something|stuff|things|the \d|\d|to|with|about)\b/.test(lower) && !/^(?:a random number|the answer|the score|the points)|^me (?:too|neither|either|first)\b/.test(lower)) {
    for (let k = from; k < i; k++) clause.used[k] = false;
    return { text: "", end: from, unread: true };
  }
  if (out.length > 6) {
    for (let k = from; k < i; k++) clause.used[k] = false;
    return { text: "", end: from, unread: true };
  }
  if (/^it$/.test(lower) && ctx.hasAsk) return { text: "", reporter: `(${ctx.answerIn ?? "answer"})`, end: i };
  if (/(?:hello|hi) to (?:you|them|him|her)$/.test(lower) && ctx.hasAsk) return { text: "", reporter: `(join [${titleCase(lower.split(" ")[0] as string)} ] (${ctx.answerIn ?? "answer"}))`, end: i };
  if (/^(?:a )?random number/.test(lower)) {
    // "between 1 and 6": the numbers after the "and" the reading stopped at are the range's too
    while (i < to && /^(?:and|to|until|-?\d+(?:\.\d+)?)$/.test(words[i]?.word ?? "") && !/^(?:and|to|until)$/.test(words[i + 1]?.word ?? "x")) {
      out.push((words[i] as TWord).raw);
      clause.used[i] = true;
      i++;
    }
    const m = /(?:between|from) (-?\d+) (?:and|to|until) (-?\d+)/.exec(out.join(" ").toLowerCase());
    return { text: "", reporter: `(pick random (${m?.[1] ?? 1}) to (${m?.[2] ?? 10}))`, end: i };
  }
  text = text.replace(/^(?:hi|hello|bye)\b/, (m) => m);
  const capitalised = text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : "";
  return (capitalised ? withAnswer(capitalised, i) : undefined) ?? { text: capitalised, end: i };
}

const SUM_SIGNS: [RegExp, string, number][] = [[/^(?:plus|add)$/, "+", 1], [/^minus$/, "-", 1], [/^times$/, "*", 1], [/^multiplied$/, "*", 2], [/^divided$/, "/", 2]];

/**
 * "first plus answer", "the answer times 2", "score minus 1" from `from`: two values (a number, or a
 * value `named` gives the variable of) with a sign between, at least one of them no number, ending
 * where the speech ends. The sum's block, or nothing.
 */
function readSum(words: readonly TWord[], from: number, to: number, named: (word: string) => string | undefined): { text: string; end: number } | undefined {
  const value = (at: number): { text: string; end: number; number: boolean } | undefined => {
    const i = /^(?:the|my|your)$/.test(words[at]?.word ?? "") ? at + 1 : at;
    const w = words[i];
    if (!w || w.mark) return undefined;
    if (w.number !== undefined) return { text: `(${w.number})`, end: i + 1, number: true };
    const name = named(w.word);
    return name ? { text: `(${name})`, end: i + 1, number: false } : undefined;
  };
  const left = value(from);
  if (!left) return undefined;
  const sign = SUM_SIGNS.find(([pattern, , length]) => pattern.test(words[left.end]?.word ?? "") && (length === 1 || words[left.end + 1]?.word === "by"));
  if (!sign) return undefined;
  const right = value(left.end + sign[2]);
  if (!right || (left.number && right.number) || right.end > to) return undefined;
  const after = words[right.end];
  if (right.end < to && after && !after.mark && !/^(?:for|and|then|when|after|each|every|forever|out|loud)$/.test(after.word)) return undefined;
  return { text: `(${left.text} ${sign[1]} ${right.text})`, end: right.end };
}

/**
 * "changes size by 10 and then by -10": "by" and a number left after "then" (or "and"), with no
 * verb of their own, change what the clause's last change changed, by the new amount.
 */
function changeByAgain(words: readonly TWord[], used: readonly boolean[], steps: readonly TStep[]): { text: string; says: string; used: number[] } | undefined {
  const at = words.findIndex((w, i) => !used[i] && w.word === "by" && words[i + 1]?.number !== undefined && !used[i + 1] && /^(?:then|and|again)$/.test(words[i - 1]?.word ?? ""));
  const last = steps.findLast((step) => step.kind === "block" && /^change .* by \(-?[\d.]+\)$/.test(step.text));
  if (at < 0 || last?.kind !== "block") return undefined;
  const amount = words[at + 1]?.number as number;
  const joined = words[at - 2]?.word === "and" && words[at - 1]?.word === "then" ? [at - 2, at - 1] : [at - 1];
  return { text: last.text.replace(/\(-?[\d.]+\)$/, `(${amount})`), says: `by ${amount}`, used: [...joined, at, at + 1] };
}

/** "to Desert", "to the Night": the name after "to" at `at`, as the child wrote it, and where it ends. */
function nameAfterTo(words: readonly TWord[], at: number, to: number): { name: string; end: number } | undefined {
  if (words[at]?.word !== "to") return undefined;
  const k = words[at + 1]?.word === "the" ? at + 2 : at + 1;
  const word = words[k];
  // ("changes to the next one", "to a random one": no name, the usual readings say which)
  if (!word || k >= to || word.mark || word.number !== undefined || !/^[\p{L}\p{M}\d]+$/u.test(word.raw) || /^(?:next|previous|last|first|one|random|a|an|another|other)$/.test(word.word)) return undefined;
  return { name: word.quote ?? word.name ?? titleCase(word.raw), end: k + 1 };
}

/**
 * "when the backdrop switches to Windy", "once the background changes to Night": the stage's backdrop
 * changing is what starts the script (Scratch's own hat), never a switch the sprite makes.
 */
function backdropSwitchHat(words: readonly TWord[], used: readonly boolean[]): { name: string; used: number[] } | undefined {
  for (let i = 0; i < words.length; i++) {
    if (!/^(?:when|whenever|once)$/.test(words[i]?.word ?? "") || used[i]) continue;
    let k = words[i + 1]?.word === "the" ? i + 2 : i + 1;
    if (!BACKDROP_WORDS.test(words[k]?.word ?? "")) continue;
    k++;
    if (!/^(?:change|switch|turn|go)$/.test(words[k]?.lemma ?? "")) continue;
    const named = nameAfterTo(words, k + 1, words.length);
    if (!named) continue;
    return { name: named.name, used: Array.from({ length: named.end - i }, (_v, n) => i + n) };
  }
  return undefined;
}

/** Reads one verb and the words after it (up to `to`) into steps. */
/** "moves to the next backdrop", "goes on to its next costume": a verb of going whose place is the next costume or backdrop. */
function toTheNext(words: readonly TWord[], at: number, to: number): { backdrop: boolean; end: number } | undefined {
  if (!MOVE_VERBS.has(words[at]?.lemma ?? "") && !/^(?:go|skip|jump|move|step)$/.test(words[at]?.lemma ?? "")) return undefined;
  let i = at + 1;
  if (/^(?:on|over|along|forward)$/.test(words[i]?.word ?? "")) i++;
  if (words[i]?.word !== "to") return undefined;
  i++;
  if (/^(?:the|its|his|her|their|a)$/.test(words[i]?.word ?? "")) i++;
  if (words[i]?.word !== "next" || i + 1 >= to) return undefined;
  const look = words[i + 1]?.lemma ?? "";
  if (/^(?:backdrop|background|scene)$/.test(look)) return { backdrop: true, end: i + 2 };
  if (/^(?:costume|outfit|look|picture|frame)$/.test(look)) return { backdrop: false, end: i + 2 };
  return undefined;
}

/** "touching the Rock is game over", "then it's game over": the game ends there, said with no verb. */
const isGameOver = (words: readonly TWord[], i: number) => words[i]?.word === "game" && words[i + 1]?.word === "over" && /^(?:is|means|its|it)$/.test(words[i - 1]?.word ?? "");

/**
 * "makes 10 clones of the Lava", "creates a clone of the Laser": the clones of another character
 * than the one acting, named right after "of the"; its name, the words marked used.
 */
function clonesOfAnother(ctx: TContext, clause: TClause, cloneWord: number, to: number): string | undefined {
  const { words } = clause;
  const at = cloneWord + 1;
  if (words[at]?.word !== "of" || words[at + 1]?.word !== "the" || at + 2 >= to || !isCharacterWord(words[at + 2], words[at + 3])) return undefined;
  // ("a clone of the Laser that goes up 15": what each clone does said after it, which the clone reading builds as the Laser's own)
  if (/^(?:that|which|who)$/.test(words[at + 3]?.word ?? "")) return undefined;
  const name = characterName(ctx, words[at + 2] as TWord, clause, at + 2);
  if (ctx.acting === undefined || ctx.acting === name) return undefined;
  for (const k of [at, at + 1, at + 2]) clause.used[k] = true;
  return name;
}

function readAction(ctx: TContext, clause: TClause, at: number, to: number): TAction | undefined {
  const { words } = clause;
  const verb = words[at] as TWord;
  const lemma = verb.lemma;
  if (isGameOver(words, at)) {
    clause.used[at + 1] = true;
    for (let k = at - 1; k >= 0 && /^(?:is|means|its|it)$/.test(words[k]?.word ?? "") && !clause.used[k]; k--) clause.used[k] = true;
    return { steps: [block("say [Game over!] for (2) seconds"), block("stop [all v]")], says: "says \"Game over!\" and stops the game" };
  }
  const rest = words.slice(at + 1, to);
  const restWords = rest.map((w) => w.word);
  const has = (...wanted: string[]) => restWords.some((w) => wanted.includes(w));
  const use = (...wanted: string[]) => rest.forEach((w, i) => wanted.includes(w.word) && (clause.used[at + 1 + i] = true));
  const useNumber = (n: { at: number } | undefined, unitLength = 1) => {
    if (!n) return;
    for (let i = n.at; i <= n.at + unitLength && i < to; i++) clause.used[i] = true;
  };
  clause.used[at] = true;
  // "the Octopus wiggles", "the Robot waves", "the Bee buzzes round and round" (plan.motion-words.ts)
  const motion = motionWord(clause, at, to, (moving) => MOVE_VERBS.has(moving), ctx.following);
  if (motion) return motion;

  // "puts the pen down", "lifts the pen up", "and a lifts it"
  const pen = readPenUpDown(words, at, to, ctx.penSentence === clause.sentence || words.some((w) => w.lemma === "pen"));
  if (pen) {
    for (const k of pen.used) clause.used[k] = true;
    ctx.penSentence = clause.sentence;
    return { steps: [block(pen.block)], says: pen.block === "pen up" ? "lifts its pen" : "puts its pen down" };
  }
  // "points it right", "faces left", "points towards the mouse"
  const facing = readFacing(words, at, to);
  if (facing) {
    for (const k of facing.used) clause.used[k] = true;
    return { steps: [block(facing.block)], says: facing.says };
  }
  // "adds each answer to the list foods": the answer is the list's new item
  const added = addsToList(ctx.listsRead ?? new Map(), words, at, to);
  if (added) {
    for (let k = at; k < added.end; k++) clause.used[k] = true;
    return { steps: [added.step], says: added.says };
  }
  // "stores them in a and b", "keeps them in variables x and y": the two answers asked for, each in its variable
  if (/^(?:store|keep|save|put|hold)$/.test(lemma) && /^(?:them|both)$/.test(words[at + 1]?.word ?? "") && /^(?:in|into)$/.test(words[at + 2]?.word ?? "")) {
    let k = at + 3;
    if (/^(?:the|two)$/.test(words[k]?.word ?? "")) k++;
    if (/^variables?$/.test(words[k]?.word ?? "")) k++;
    const [a, b] = [words[k], words[k + 2]];
    if (a && b && words[k + 1]?.word === "and" && k + 2 < to && [a, b].every((w) => !w.mark && w.number === undefined && /^[a-z]+$/.test(w.word))) {
      for (let u = at; u <= k + 2; u++) clause.used[u] = true;
      for (const w of [a, b]) if (!ctx.variables.has(w.word)) ctx.variables.set(w.word, 0);
      ctx.pair = [a.word, b.word];
      return { steps: [block(`${STORE_BOTH} ${a.word} ${b.word}`)], says: `keeps them in ${a.word} and ${b.word}` };
    }
  }
  // "keeps it in a variable player", "saves the answer in name": the answer just asked for, kept in a variable
  const kept = ctx.hasAsk ? keptAnswer(ctx, words, at, to) : undefined;
  if (kept) {
    for (let k = at; k < kept.end; k++) clause.used[k] = true;
    ctx.answerIn = kept.name;
    return { steps: [block(`set [${kept.name} v] to (answer)`)], says: `keeps the answer in ${kept.name}` };
  }
  // "picks a random name from the list: ... and says it": the item picked, kept to be said
  if (/^(?:pick|choose|select)$/.test(lemma)) {
    const picked = listReporter(ctx.listsRead ?? new Map(), words, at + 1);
    if (picked && picked.end <= to && picked.reporter.startsWith("(item (pick random")) {
      for (let k = at; k < picked.end; k++) clause.used[k] = true;
      ctx.picked = picked.list;
      (ctx.listHelpers ??= new Set()).add("choice");
      const upTo = picked.list.items.length > 0 ? `${picked.list.items.length}` : `length of [${picked.list.name} v]`;
      return { steps: [block(`set [choice v] to (pick random (1) to (${upTo}))`)], says: `picks a random one from ${picked.list.name}` };
    }
  }

  // "counts from 10 to 1": a variable said and stepped towards the last number
  const counting = readCounting(words, at, to);
  if (counting) {
    for (const k of counting.used) clause.used[k] = true;
    // (a list of numbers is said as written: no variable)
    if (counting.listed) (ctx.listedCounts ??= []).push(counting);
    else if (!ctx.variables.has(COUNT_VARIABLE)) ctx.variables.set(COUNT_VARIABLE, counting.from);
    return { steps: counting.steps, says: counting.says, counting };
  }

  // "tells the dog to bark": a message, and the dog's script that answers it
  if (lemma === "tell" || lemma === "ask" || lemma === "get") {
    let j = at + 1;
    while (words[j] && /^(?:the|a|my|his|her)$/.test((words[j] as TWord).word)) j++;
    const who = words[j];
    if (who && isCharacterWord(who) && words[j + 1]?.word === "to" && isActionWord(words[j + 2])) {
      const name = characterName(ctx, who, clause, j);
      for (let k = at + 1; k <= j + 1; k++) clause.used[k] = true;
      const verbAt = j + 2;
      // ("tells the Tree to grow (change size by 5)": the brackets after the told verb say how the told one does it)
      let ownBracket = verbAt + 1;
      while (words[ownBracket]?.bracket !== undefined && words[ownBracket]?.bracket === words[verbAt + 1]?.bracket) ownBracket++;
      const nextVerb = words.findIndex((w, k) => k >= ownBracket && isActionWord(w));
      const spelledIn = ownBracket > verbAt + 1 ? blockWordsAction(ctx, clause, verbAt, ownBracket) : undefined;
      const answer = spelledIn ?? readAction(ctx, clause, verbAt, nextVerb > 0 ? nextVerb : words.length);
      if (answer) {
        const message = (words[verbAt] as TWord).lemma;
        // (what the brackets spelled, after the verb they spell)
        const answerSays = spelledIn ? `${message}: ${spelledIn.says.split(" ").slice(1).join(" ")}` : answer.says;
        return {
          steps: [block(`broadcast [${message} v]`)],
          says: `tells the ${name} to ${message} (the message "${message}")`,
          elsewhere: [{ actor: name, script: { trigger: { kind: "message", name: message }, steps: answer.loops ? [{ kind: "forever", body: answer.steps }] : answer.steps, says: `When it gets the message "${message}": ${answerSays}` } }],
        };
      }
    }
  }
  if (SAY_VERBS.has(lemma) && lemma !== "show") {
    if (lemma === "ask") {
      ctx.hasAsk = true;
      // "ask for the pupil's name": "for" starts what is asked
      const asksFor = words[at + 1]?.word === "for";
      if (asksFor) clause.used[at + 1] = true;
      // "asks for a number", "asks for a whole number n": a number typed in (decision 1050)
      const number = asksFor ? askedNumber(words, at + 2, to) : undefined;
      if (number) {
        for (const k of number.used) clause.used[k] = true;
        return { steps: [block(`ask [${number.question}] and wait`)], says: `asks "${number.question}"` };
      }
      const speech = speechText(ctx, clause, at + (asksFor ? 2 : 1), to, true);
      let question = speech.text;
      if (/^(?:(?:for )?(?:your|my|the user|the|his|her) name|(?:you )?(?:your|the) name|what your name is|name)$/i.test(question)) question = "What's your name?";
      else if (/^(?:your |my |the |for )?age$|^how old/i.test(question)) question = "How old are you?";
      else if (/^(?:a |the )?questions?$/i.test(question) || question === "") question = "What is the answer?";
      // "ask for the pupil's favourite food": the question is about that
      else if (/^(?:for )?(?:(?:the|a) [a-z]+(?:['’]s)?|your|their|his|her|my) ([a-z]+(?: [a-z]+)?)$/i.test(question)) question = `What is your ${/^(?:for )?(?:(?:the|a) [a-z]+(?:['’]s)?|your|their|his|her|my) ([a-z]+(?: [a-z]+)?)$/i.exec(question)?.[1]?.toLowerCase() ?? "answer"}?`;
      else if (!/[?]$/.test(question) && speech.reporter === undefined) question = `${question}?`;
      return { steps: [block(`ask [${question}] and wait`)], says: `asks "${question}"` };
    }
    // "says the days, one each 1 second": every item of a list in turn
    const eachItem = lemma === "say" ? saysEachItem(ctx.listsRead ?? new Map(), words, at + 1, to) : undefined;
    if (eachItem) {
      for (const k of eachItem.used) clause.used[k] = true;
      (ctx.listHelpers ??= new Set()).add("item number");
      return { steps: eachItem.steps, says: eachItem.says };
    }
    // "says whether it is even or odd": the verdict on the answer, not those words
    const kind = lemma === "say" && ctx.hasAsk ? saysWhichKind(words, at + 1, to) : undefined;
    if (kind) {
      for (const k of kind.used) clause.used[k] = true;
      return { steps: kind.steps, says: kind.says };
    }
    const speech = speechText(ctx, clause, at + 1, to);
    if (speech.unread) return undefined;
    const seconds = numberAfter(words, speech.end, to, /^second$/);
    useNumber(seconds);
    if (seconds) for (let i = speech.end; i < seconds.at; i++) if (words[i]?.word === "for" || words[i]?.word === "during") clause.used[i] = true;
    const think = lemma === "think";
    const value = speech.reporter ?? `[${speech.text || "Hello!"}]`;
    const joined = /^\(join \[(.*) \] \((?:answer|[^()]+)\)\)$/.exec(speech.reporter ?? "");
    const fromList = speech.reporter ? saidFromList(speech.reporter) : undefined;
    const shown = speech.shown ?? (joined ? `"${joined[1]}" with the answer` : fromList ? fromList : speech.reporter ? (/^\((?:answer|[a-z ]+)\)$/.test(speech.reporter) ? `the ${speech.reporter.slice(1, -1)}` : /^\((costume|backdrop) \[(number|name) v\]\)$/.test(speech.reporter) ? speech.reporter.replace(/^\((costume|backdrop) \[(number|name) v\]\)$/, "the $1 $2") : "the answer") : `"${speech.text || "Hello!"}"`);
    if (seconds) return { steps: [block(`${think ? "think" : "say"} ${value} for (${seconds.value}) seconds`)], says: `${think ? "thinks" : "says"} ${shown} for ${seconds.value} seconds` };
    return { steps: [block(`${think ? "think" : "say"} ${value} for (2) seconds`)], says: `${think ? "thinks" : "says"} ${shown}` };
  }
  // "the mole pops up", "a ghost pops out": popping up is appearing, not the Pop sound
  const popsUp = lemma === "pop" && /^(?:up|out)$/.test(rest[0]?.word ?? "");
  // "plays notes 60, 62 and 64, each for 0.5 beats", "plays drum 2": the notes and drums by their numbers
  const music = lemma === "play" ? readMusic(words, at, to) : undefined;
  if (music) {
    for (const k of music.used) clause.used[k] = true;
    return { steps: music.steps, says: music.says };
  }
  const sound = popsUp ? undefined : SOUND_VERBS[lemma];
  // "click the Balloon and it pops", "the bubble bursts": a thing that pops makes the sound and is gone
  if ((lemma === "pop" || lemma === "burst") && !popsUp && (rest.length === 0 || rest[0]?.mark !== undefined || /^(?:and|when|if|then)$/.test(rest[0]?.word ?? ""))) {
    return { steps: [block("start sound (Pop v)"), block("hide")], says: "pops and is gone" };
  }
  if (sound || (lemma === "play" && has("sound", "noise")) || (lemma === "make" && has("sound", "noise"))) {
    use("a", "sound", "noise", "the");
    // "plays a pop sound": the sound's name read as its verb, the "plays a" before it is the same step
    const article = /^(?:a|an|the)$/.test(words[at - 1]?.word ?? "") ? 1 : 0;
    if (sound && words[at - 1 - article]?.lemma === "play" && !clause.used[at - 1 - article]) for (let k = at - 1 - article; k < at; k++) clause.used[k] = true;
    const named = sound ?? rest.map((w) => SOUND_VERBS[w.lemma]).find(Boolean);
    // "plays a tick sound": a sound the library has none of is played as Pop, and said so
    const asked = rest.findIndex((w, k) => /^(?:sound|noise)$/.test(rest[k + 1]?.word ?? "") && !w.mark && w.quote === undefined && w.number === undefined && !FRAMING.has(w.word) && !SOUND_VERBS[w.lemma]);
    // "plays the cymbal sound", "a drum sound": a drum of the music extension's kit, by its name
    const drum = asked >= 0 ? DRUM_KIT[(rest[asked] as TWord).lemma] : undefined;
    if (!named && drum) {
      clause.used[at + 1 + asked] = true;
      return { steps: [block(`play drum (${drum} v) for (0.25) beats`)], says: `plays the ${drum.toLowerCase()}` };
    }
    if (!named && asked >= 0) {
      clause.used[at + 1 + asked] = true;
      return { steps: [block("play sound (Pop v) until done")], says: `plays the Pop sound for the ${(rest[asked] as TWord).raw} sound` };
    }
    return { steps: [block(`play sound (${named ?? "Pop"} v) until done`)], says: `plays the ${named ?? "Pop"} sound` };
  }
  if (lemma === "play" && has("drum", "drums", "beat")) {
    use("a", "drum", "drums", "beat", "the");
    return { steps: [block("play drum (1 v) for (0.25) beats")], says: "plays a drum" };
  }
  if (lemma === "play" && has("note", "notes", "music", "song", "tune", "melody")) {
    use("a", "note", "notes", "music", "song", "tune", "melody", "the", "some");
    const song = ["60", "62", "64", "65", "67"].map((note) => block(`play note (${note}) for (0.5) beats`));
    return { steps: song, says: "plays a tune" };
  }
  if (lemma === "hide" || lemma === "disappear" || lemma === "vanish" || (lemma === "go" && has("invisible")) || (lemma === "become" && has("invisible"))) {
    use("invisible", "away");
    // ("hides for 0.5 seconds": gone that long, then back)
    const gone = words[at + 1]?.word === "for" && words[at + 2]?.number !== undefined && /^(?:seconds?|secs?)$/.test(words[at + 3]?.word ?? "") && at + 3 < to ? (words[at + 2]?.number as number) : undefined;
    if (gone !== undefined) {
      clause.used[at + 1] = clause.used[at + 2] = clause.used[at + 3] = true;
      return { steps: [block("hide"), block(`wait (${gone}) seconds`), block("show")], says: `hides for ${gone} seconds` };
    }
    return { steps: [block("hide")], says: "hides" };
  }
  if (popsUp || lemma === "appear" || lemma === "reappear" || (lemma === "come" && has("back") && !rest.some((w, k) => /^[xy]$/.test(w.word) && rest[k + 1]?.number !== undefined)) || (lemma === "show" && (rest.length === 0 || /^(?:again|itself|up|back|when|and|then|after|every|each|forever|over|until|whenever|once)$/.test(rest[0]?.word ?? ""))) || (lemma === "become" && has("visible"))) {
    use("back", "again", "up", "out", "visible", "itself");
    return { steps: [block("show")], says: "shows itself" };
  }
  // "grows to twice its size", "shrinks to half its size": a whole size, set at once
  const sizeTo = readSizeTo(words, at);
  if (sizeTo && sizeTo.end <= to) {
    for (let i = at; i < sizeTo.end; i++) clause.used[i] = true;
    return { steps: [block(`set size to (${sizeTo.percent}) %`)], says: `grows to ${sizeTo.percent}% of its size` };
  }
  if (lemma === "grow" || ((lemma === "get" || lemma === "go" || lemma === "become" || lemma === "make") && has("bigger", "big", "larger")) || lemma === "bigger") {
    use("bigger", "big", "larger", "by", "size");
    const back = sizeBack(ctx, clause, at, -1);
    if (back) return back;
    const n = numberAfter(words, at + 1, to);
    useNumber(n, 0);
    ctx.lastSizeChange = n?.value ?? 10;
    return { steps: [block(`change size by (${n?.value ?? 10})`)], says: `grows by ${n?.value ?? 10}` };
  }
  if (lemma === "shrink" || ((lemma === "get" || lemma === "go" || lemma === "become" || lemma === "make") && has("smaller", "small", "tiny")) || lemma === "smaller") {
    use("smaller", "small", "tiny", "by", "size");
    const back = sizeBack(ctx, clause, at, 1);
    if (back) return back;
    const n = numberAfter(words, at + 1, to);
    useNumber(n, 0);
    const by = Math.abs(n?.value ?? 10);
    ctx.lastSizeChange = -by;
    return { steps: [block(`change size by (-${by})`)], says: `shrinks by ${by}` };
  }
  // "moves to the next backdrop", "goes on to its next costume", "skips to the next scene": where it moves is the next look, not a place
  const nextLook = toTheNext(words, at, to);
  if (nextLook) {
    for (let k = at; k < nextLook.end; k++) clause.used[k] = true;
    return nextLook.backdrop ? { steps: [block("next backdrop")], says: "changes the backdrop" } : { steps: [block("next costume")], says: "changes costume" };
  }
  // "turns back at the edge", "changes direction", "stays inside the screen" (decision 700)
  const turnBack = readTurnBack(words, at, to);
  if (turnBack) {
    for (let i = at; i < turnBack.end; i++) clause.used[i] = true;
    if (turnBack.atEdge) return { steps: [block("if on edge, bounce")], says: "turns back at the edge", loops: true };
    return { steps: [block("turn right (180) degrees")], says: "turns back" };
  }
  if ((lemma === "change" || lemma === "switch" || lemma === "turn") && has("colour", "color", "colours", "colors") || lemma === "flash") {
    use("its", "colour", "color", "colours", "colors", "the");
    // ("changes its colour effect by 5": the child's own amount)
    const by = has("effect") && has("by") && !has("pen") ? distanceAfter(words, at + 1, to) : undefined;
    if (by) {
      use("effect", "by");
      clause.used[by.at] = true;
      return { steps: [block(`change [color v] effect by (${by.value})`)], says: `changes its colour effect by ${by.value}` };
    }
    return { steps: [block("change [color v] effect by (25)")], says: "changes colour" };
  }
  // "switches to a random costume from 1 to 6", "shows a random face between 1 and 6": one of those costumes, by chance
  // ("switches to a random costume (pick random 1 to 3)": the brackets right after say which, even with a verb of their own)
  let through = to;
  while (words[through]?.bracket !== undefined && words[through]?.bracket === words[to]?.bracket && words[to - 1]?.bracket === undefined) through++;
  // "the backdrop switches to Desert", "the background changes to Night": the backdrop is who changes, so the name is a backdrop's
  const backdropNamed = /^(?:change|switch|go|turn)$/.test(lemma) && BACKDROP_WORDS.test(words[at - 1]?.word ?? "") ? nameAfterTo(words, at + 1, to) : undefined;
  if (backdropNamed) {
    for (let k = at - 1; k < backdropNamed.end; k++) clause.used[k] = true;
    if (words[at - 2]?.word === "the") clause.used[at - 2] = true;
    return { steps: [block(`switch backdrop to (${backdropNamed.name} v)`)], says: `changes the backdrop to ${backdropNamed.name}` };
  }
  // ("the backdrop changes to the next one")
  if (/^(?:change|switch|go|turn)$/.test(lemma) && BACKDROP_WORDS.test(words[at - 1]?.word ?? "") && has("next")) {
    clause.used[at - 1] = true;
    if (words[at - 2]?.word === "the") clause.used[at - 2] = true;
    use("to", "the", "next", "one");
    return { steps: [block("next backdrop")], says: "changes the backdrop" };
  }
  const randomLook = /^(?:change|switch|show|go|turn|pick)$/.test(lemma) ? randomDistance(words.slice(at + 1, through), /^(?:costume|face|picture|side)$/) : undefined;
  if (randomLook) {
    for (const i of randomLook.used) clause.used[at + 1 + i] = true;
    for (let k = to; k < through; k++) if (/^(?:pick|random)$/.test(words[k]?.word ?? "")) clause.used[k] = true;
    use("to", "its", "the", "a", "from", "between");
    return { steps: [block(`switch costume to (pick random (${randomLook.from}) to (${randomLook.to}))`)], says: `switches to a random costume from ${randomLook.from} to ${randomLook.to}` };
  }
  // "changes to the angry costume", "switches costume to red": that costume, by its name
  const named = /^(?:change|switch|go|turn|put)$/.test(lemma) ? readCostumeName(words, at + 1, to) : undefined;
  if (named) {
    for (const k of named.used) clause.used[k] = true;
    ctx.costumeNamedIn = clause.sentence;
    return { steps: [block(`switch costume to (${named.name} v)`)], says: `switches to its ${named.name} costume` };
  }
  // "switches costume to Green, waits 3 seconds, switches to Yellow": in the sentence that switched costumes by name, a name after "switches to" is the next costume's
  const nameAt = words[at + 1]?.word === "to" ? at + 2 : -1;
  const another = words[nameAt];
  if (lemma === "switch" && ctx.costumeNamedIn === clause.sentence && another?.name !== undefined && nameAt < to && !ctx.characters.has(another.lemma) && !isBackdropName(words, nameAt)) {
    clause.used[at + 1] = clause.used[nameAt] = true;
    return { steps: [block(`switch costume to (${another.name} v)`)], says: `switches to its ${another.name} costume` };
  }
  // "the Star twinkles", "the Lamp blinks", "the Bat flaps its wings": a look that goes on (plan.ongoing-looks.ts)
  // (not the song "Twinkle Twinkle Little Star", nor a verb the words after its colon spell out: "make the Lake sparkle: its colour ...")
  const goesOn = ongoingLook(lemma);
  if (goesOn && !spelledOutAfter(clause, at) && !(lemma === "twinkle" && twinkleIsTheSong(words.map((w) => w.word)))) {
    use("its", "wings", "tail", "the", "light", "lights", "eyes");
    return { ...goesOn, loops: true };
  }
  if (((lemma === "change" || lemma === "switch") && has("costume", "outfit", "costumes", "look", "clothes")) || lemma === "animate" || lemma === "wag" || lemma === "flap") {
    use("its", "costume", "outfit", "costumes", "look", "clothes", "the", "to", "next", "her", "his");
    return { steps: [block("next costume")], says: "changes costume" };
  }
  if ((lemma === "change" || lemma === "switch" || lemma === "go") && (has("backdrop", "background", "scene") || words.some((_w, k) => isBackdropName(words, k)))) {
    use("the", "backdrop", "background", "scene", "next");
    const named = words.findIndex((_w, k) => isBackdropName(words, k) && !clause.used[k]);
    if (named >= 0) {
      // ("the backdrop Stars": the name as the child wrote it, never its singular)
      const name = (words[named] as TWord).name ?? titleCase((words[named] as TWord).lemma);
      clause.used[named] = true;
      if (words[named - 1]?.word === "to") clause.used[named - 1] = true;
      if (words[named - 2]?.word === "to") clause.used[named - 2] = true;
      for (let k = 0; k < words.length; k++) if (BACKDROP_WORDS.test(words[k]?.word ?? "")) clause.used[k] = true;
      return { steps: [block(`switch backdrop to (${name} v)`)], says: `changes the backdrop to ${name}` };
    }
    return { steps: [block("next backdrop")], says: "changes the backdrop" };
  }
  // "resets the timer", "the timer is reset": Scratch's own timer back to 0
  if ((lemma === "reset" || lemma === "restart") && !ctx.variables.has("timer")) {
    const after = rest[0]?.word === "the" ? 1 : 0;
    const passive = /^(?:is|gets|get)$/.test(words[at - 1]?.word ?? "") && words[at - 2]?.word === "timer" ? at - 2 : -1;
    if (rest[after]?.word === "timer" || passive >= 0) {
      if (passive >= 0) for (let k = passive - (words[passive - 1]?.word === "the" ? 1 : 0); k < at; k++) clause.used[k] = true;
      else for (let k = at + 1; k <= at + 1 + after; k++) clause.used[k] = true;
      return { steps: [block("reset timer")], says: "resets the timer" };
    }
  }
  // "waits until the timer is more than 5": the wait is the condition's (wrapped() makes it one block)
  if (lemma === "wait" && /^(?:until|till)$/.test(words[at + 1]?.word ?? "")) return { steps: [block(WAIT_UNTIL)], says: "waits" };
  // "waits a random 2 to 5 seconds": a wait of a random length
  const randomWait = lemma === "wait" ? randomDistance(words.slice(at + 1, Math.min(words.length, to + 1)), /^(?:second|sec)$/) : undefined;
  if (randomWait) {
    for (const i of randomWait.used) clause.used[at + 1 + i] = true;
    return { steps: [block(`wait (pick random (${randomWait.from}) to (${randomWait.to})) seconds`)], says: `waits a random ${randomWait.from} to ${randomWait.to} seconds` };
  }
  if (lemma === "wait") {
    const n = numberAfter(words, at + 1, to);
    useNumber(n);
    return { steps: [block(`wait (${n?.value ?? 1}) seconds`)], says: `waits ${n?.value ?? 1} seconds` };
  }
  // "the ball falls and when it touches the ground it stops": the ball stops, not the game
  const before = words[at - 1];
  const aCharacterStops = lemma === "stop" && !has("game") && !has("everything") && !has("all") && !has("program") && before !== undefined && (/^(?:it|he|she|they)$/.test(before.word) || (isCharacterWord(before) && before.lemma !== "game"));
  if (aCharacterStops) return { steps: [block("stop [this script v]")], says: "stops" };
  if (lemma === "stop" || (lemma === "end" && has("game")) ) {
    use("the", "game", "everything", "all", "program");
    // "and everything stops", "the game stops": the whole program, said before the verb
    if (before && /^(?:everything|game|program)$/.test(before.word)) clause.used[at - 1] = true;
    return { steps: [block("stop [all v]")], says: "stops the game" };
  }
  // "if on edge, bounce": the block said by its name, one bounce where it stands
  const edgeBlock = lemma === "bounce" ? edgeBlockBefore(words, at) : undefined;
  if (edgeBlock) {
    for (const k of edgeBlock) clause.used[k] = true;
    return { steps: [block("if on edge, bounce")], says: "bounces if on the edge" };
  }
  if (lemma === "bounce") {
    use("off", "the", "edge", "edges", "wall", "walls", "around", "border", "borders", "on", "at");
    return { steps: [block("move (10) steps"), block("if on edge, bounce")], says: BOUNCES_AROUND, loops: true };
  }
  const pointer = rest.some(meansPointer);
  if ((lemma === "follow" || lemma === "chase") && pointer) {
    use("the", "mouse", "pointer", "cursor", "my");
    return { steps: [block("go to (mouse-pointer v)")], says: "follows the mouse-pointer", loops: true };
  }
  if (lemma === "chase" || lemma === "follow") {
    const target = rest.findIndex((w) => isCharacterWord(w));
    if (target >= 0) {
      const name = characterName(ctx, rest[target] as TWord, clause, at + 1 + target);
      clause.used[at + 1 + target] = true;
      use("the", "a");
      // ("chases the Germ (point towards the Germ, move 3, forever)": the brackets spell the chase, the child's own steps)
      const spelled = [clause, ctx.following].some((said) => said?.sentence === clause.sentence && said.words.some((w) => w.bracket !== undefined && w.lemma === "point") && said.words.some((w) => w.bracket !== undefined && w.word === name.toLowerCase()));
      if (spelled) return { steps: [], says: `chases the ${name}` };
      return { steps: [block(`point towards (${name} v)`), block("move (3) steps")], says: `chases the ${name}`, loops: true };
    }
  }
  // "jumps to a random position", "hops to x 20 y 0": a jump to a place is a move there at once
  if (JUMP_VERBS.has(lemma) && words[at + 1]?.word === "to" && /^(?:a|the|random|x|y|mouse|position|spot|place)$/.test(words[at + 2]?.word ?? "")) return readMove(ctx, clause, at, to);
  // "jumps 4 times (up 30 and down 30 each time)": the child's heights
  const colon = words.findIndex((w, k) => k > at && w.mark === ":");
  // ("jumps up 50 and goes down 30": a way down with its own number, said next, is not the same jump's)
  const nextDown = ctx.following?.sentence === clause.sentence && ctx.following.words.some((w, k, all) => w.word === "down" && (all[k + 1]?.number !== undefined || all[k - 1]?.number !== undefined));
  const heights = JUMP_VERBS.has(lemma) ? readJumpHeights(words, at, nextDown ? "rise" : "jump") ?? (colon > at ? readJumpHeights(words, colon) : undefined) : undefined;
  if (heights) {
    for (const k of heights.used) clause.used[k] = true;
    if (heights.down === 0) return { steps: [block(`change y by (${heights.up})`)], says: `jumps ${heights.up} up` };
    return { steps: [block(`change y by (${heights.up})`), block(`wait (${heights.wait ?? 0.2}) seconds`), block(`change y by (-${heights.down})`)], says: `jumps ${heights.up} up${heights.wait !== undefined ? `, waits ${heights.wait} seconds` : ""} and ${heights.down} down` };
  }
  if (JUMP_VERBS.has(lemma) && !has("to")) {
    const n = numberAfter(words, at + 1, to, /^(?:step|high|pixel)$/);
    useNumber(n);
    use("up", "high");
    const height = Math.abs(n?.value ?? 100);
    // ten small steps up and ten down: a jump the eye can follow
    const stepSize = Math.round((height / 10) * 100) / 100;
    return { steps: [{ kind: "repeat", times: 10, body: [block(`change y by (${stepSize})`)] }, { kind: "repeat", times: 10, body: [block(`change y by (-${stepSize})`)] }], says: `jumps ${height} steps up and lands` };
  }
  // "the lamp turns on and off": switching, not turning round; unread, so it is named and never built as a turn
  if (lemma === "turn" && /^(?:on|off)$/.test(rest[0]?.word ?? "")) return undefined;
  if (TURN_VERBS.has(lemma) && !has("into", "invisible")) {
    const n = numberAfter(words, at + 1, to, /^degree$/) ?? bareDegrees(words, at + 1, to);
    useNumber(n);
    // ("turns 15 degrees with the left arrow" turns left; "turns -15 degrees with the left arrow" is the minus that turns it left)
    const leftKey = rest.some((w, i) => w.word === "left" && /^(?:arrow|key)$/.test(rest[i + 1]?.word ?? ""));
    const left = rest.some((w, i) => /^(?:left|anticlockwise|counterclockwise)$/.test(w.word) && !/^(?:arrow|key)$/.test(rest[i + 1]?.word ?? "")) || (leftKey && (n?.value ?? 0) >= 0);
    use("left", "right", "clockwise", "anticlockwise", "around", "round", "degree", "degrees", "by");
    const direction = left ? "left" : "right";
    if (n) return { steps: [block(`turn ${direction} (${n.value}) degrees`)], says: `turns ${n.value} degrees` };
    // "spins forever, turning 5 degrees every 0.1 seconds": the turn said next is how it spins
    if ((lemma === "spin" || lemma === "twirl") && turnSaidNext(ctx.following, clause)) return { steps: [], says: verb.raw };
    if (lemma === "spin" || lemma === "twirl") return { steps: [{ kind: "repeat", times: 36, body: [block(`turn ${direction} (10) degrees`)] }], says: "spins round once" };
    if (has("around", "round")) return { steps: [block(`turn ${direction} (180) degrees`)], says: "turns around" };
    return { steps: [block(`turn ${direction} (15) degrees`)], says: "turns 15 degrees" };
  }
  // "it goes faster", "gets slower": the speed its moving loop moves by (checked once the plan is whole)
  const faster = readFaster(words, at);
  if (faster) {
    for (let i = at; i < faster.end; i++) clause.used[i] = true;
    return { steps: [block(`change [${SPEED} v] by (${faster.by})`)], says: faster.by > 0 ? "goes faster" : "goes slower" };
  }
  if (lemma === "glide" || MOVE_VERBS.has(lemma) || lemma === "fall" || lemma === "rise" || lemma === "teleport") return readMove(ctx, clause, at, to);
  if (lemma === "score" || ((lemma === "get" || lemma === "gain" || lemma === "win" || lemma === "add") && has("point", "points", "score"))) {
    const n = numberAfter(words, at + 1, to);
    useNumber(n, 0);
    use("a", "point", "points", "score", "to", "the", "one", "more");
    ctx.variables.set("score", ctx.variables.get("score") ?? 0);
    return { steps: [block(`change [score v] by (${n?.value ?? 1})`)], says: `scores ${n?.value ?? 1}` };
  }
  if (lemma === "lose" && has("life", "lives", "heart", "point", "points")) {
    const isLife = has("life", "lives", "heart");
    const name = isLife ? "lives" : "score";
    use("a", "one", "life", "lives", "heart", "point", "points");
    const n = numberAfter(words, at + 1, to);
    useNumber(n, 0);
    if (!ctx.variables.has(name)) ctx.variables.set(name, isLife ? 3 : 0);
    const by = Math.abs(n?.value ?? 1);
    return { steps: [block(`change [${name} v] by (-${by})`)], says: `loses ${by} ${isLife ? "life" : "point"}` };
  }
  if (lemma === "clone" || ((lemma === "make" || lemma === "create") && has("clone", "clones", "copy", "copies"))) {
    use("a", "clone", "clones", "copy", "copies", "of", "itself", "myself", "the", "it");
    // "makes 12 clones" read from "clones": the count and the verb before it
    const counted: ReturnType<typeof cloneCount> = lemma === "clone" ? cloneCount(words, at, ctx.hasAsk || words.some((w) => w.lemma === "ask")) : { used: [] };
    for (const k of counted.used) clause.used[k] = true;
    // "... clones at random spots": each clone goes to a random position when it starts
    const cloneWord = lemma === "clone" ? at : at + 1 + rest.findIndex((w) => /^(?:clone|copy)$/.test(w.lemma));
    const random = atRandomPlaces(words, cloneWord + 1, to);
    for (const k of random ?? []) clause.used[k] = true;
    const spread = random ? { elsewhere: [{ actor: SAME_ACTOR, script: { trigger: { kind: "clone" as const }, steps: [block("go to (random position v)")], says: "When it starts as a clone: goes to a random place" } }] } : {};
    const count = counted.times !== undefined || counted.reporter !== undefined ? -1 : rest.findIndex((w) => w.number !== undefined && /^(?:clone|copy)$/.test(rest[rest.indexOf(w) + 1]?.lemma ?? ""));
    // ("the Volcano ... makes 10 clones of the Lava": another's clones, made by the one acting)
    const another = clonesOfAnother(ctx, clause, cloneWord, to);
    if (another) {
      const times = counted.times ?? rest.find((w, i) => w.number !== undefined && /^(?:clone|copy)$/.test(rest[i + 1]?.lemma ?? ""))?.number;
      const make = block(`create clone of (${another} v)`);
      return times !== undefined && times > 1 ? { steps: [{ kind: "repeat", times, body: [make] }], says: `makes ${times} clones of the ${another}` } : { steps: [make], says: `makes a clone of the ${another}` };
    }
    if (counted.times !== undefined) return { steps: [{ kind: "repeat", times: counted.times, body: [block("create clone of (myself v)")] }], says: `makes ${counted.times} clones of itself`, ...spread };
    if (counted.reporter !== undefined) return { steps: [{ kind: "repeat", times: 0, reporter: counted.reporter, body: [block("create clone of (myself v)")] }], says: `makes as many clones of itself as the ${counted.reporter}`, ...spread };
    if (count >= 0) {
      clause.used[at + 1 + count] = true;
      const times = rest[count]?.number as number;
      // "10 clones of the star": the star's own clones
      const of = rest.findIndex((w, i) => i > count && isCharacterWord(w));
      if (of >= 0) {
        const name = characterName(ctx, rest[of] as TWord, clause, at + 1 + of);
        clause.used[at + 1 + of] = true;
        if (!ctx.last) ctx.last = name;
      }
      return { steps: [{ kind: "repeat", times, body: [block("create clone of (myself v)")] }], says: `makes ${times} clones of itself`, ...spread };
    }
    return { steps: [block("create clone of (myself v)")], says: "makes a clone of itself", ...spread };
  }
  // "clicking a clone deletes it", "then deletes itself": the clone goes away
  const deleted = ctx.clones ? deletesTheClone(words, at, to) : undefined;
  if (deleted) {
    for (const k of deleted) clause.used[k] = true;
    return { steps: [block("delete this clone")], says: "deletes the clone" };
  }
  if (lemma === "draw") return readDrawing(ctx, clause, at, to);
  // "the flag sends the Cat to x 0 y 0", "puts the Ball in the middle": the character goes there
  const sent = /^(?:send|put|bring|take)$/.test(lemma) ? sentToAPlace(words, at, to) : undefined;
  if (sent !== undefined) {
    const moved = readMove(ctx, clause, at, to);
    if (moved) {
      clause.used[sent] = true;
      return moved;
    }
  }
  if (lemma === "broadcast" || lemma === "send") {
    const called = rest.findIndex((w) => w.word === "called" || w.word === "named");
    const calledName = called >= 0 ? rest.slice(called + 1).filter((w) => !w.mark && !/^(?:when|if|and|then)$/.test(w.word)).slice(0, 3) : [];
    calledName.forEach((w) => (clause.used[words.indexOf(w)] = true));
    // "broadcasts start", "sends go": the word right after the verb names the message, even a word that elsewhere only frames
    let firstAt = at + 1;
    while (/^(?:a|an|the|message)$/.test(words[firstAt]?.word ?? "")) firstAt++;
    const first = words[firstAt];
    const named = first && !first.mark && first.quote === undefined && first.number === undefined && !JOINERS.has(first.word) && !TRIGGER_WORDS.has(first.word) && !/^(?:to|it|out|everyone|all|for|is|are|that|which|who|with)$/.test(first.word) ? first.raw : undefined;
    if (named && !rest.some((w) => w.quote !== undefined) && calledName.length === 0) clause.used[firstAt] = true;
    const name = rest.find((w) => w.quote !== undefined)?.quote ?? (calledName.length > 0 ? calledName.map((w) => w.raw).join(" ") : undefined) ?? named ?? rest.find((w) => !FRAMING.has(w.word) && w.word !== "message" && !w.mark)?.raw ?? "message1";
    rest.forEach((w, i) => (w.raw === name || w.quote === name || w.word === "message") && (clause.used[at + 1 + i] = true));
    (ctx.sent ??= new Set()).add(name.toLowerCase());
    return { steps: [block(`broadcast [${name} v]`)], says: `sends the message "${name}"` };
  }
  if (lemma === "pick" && has("random")) {
    const m = numberAfter(words, at + 1, to);
    const n = m ? numberAfter(words, m.at + 1, to) : undefined;
    use("a", "random", "number", "between", "from", "and", "to");
    useNumber(m, 0);
    useNumber(n, 0);
    ctx.variables.set("number", 0);
    return { steps: [block(`set [number v] to (pick random (${m?.value ?? 1}) to (${n?.value ?? 10}))`)], says: `picks a random number from ${m?.value ?? 1} to ${n?.value ?? 10}` };
  }
  return undefined;
}

const DIRECTIONS: Record<string, { axis: "x" | "y"; sign: 1 | -1 }> = {
  right: { axis: "x", sign: 1 }, left: { axis: "x", sign: -1 }, up: { axis: "y", sign: 1 }, down: { axis: "y", sign: -1 },
  upward: { axis: "y", sign: 1 }, upwards: { axis: "y", sign: 1 }, downward: { axis: "y", sign: -1 }, downwards: { axis: "y", sign: -1 },
};

/** "from x -240 to x 240", "from x 0 y 0 to x 100 y 50": two places by their numbers, a journey's start and end. */
function readJourney(rest: readonly TWord[]): { from: { x: number; y?: number }; to: { x: number; y?: number }; used: number[] } | undefined {
  const fromAt = rest.findIndex((w, i) => w.word === "from" && rest[i + 1]?.word === "x" && rest[i + 2]?.number !== undefined);
  if (fromAt < 0) return undefined;
  const place = (at: number): { x: number; y?: number; end: number } => {
    const x = rest[at + 1]?.number as number;
    let end = at + 2;
    if (rest[end]?.word === "and") end++;
    if (rest[end]?.word === "y" && rest[end + 1]?.number !== undefined) return { x, y: rest[end + 1]?.number as number, end: end + 2 };
    return { x, end: at + 2 };
  };
  const start = place(fromAt + 1);
  if (rest[start.end]?.word !== "to" || rest[start.end + 1]?.word !== "x" || rest[start.end + 2]?.number === undefined) return undefined;
  const end = place(start.end + 1);
  const used = Array.from({ length: end.end - fromAt }, (_v, k) => fromAt + k);
  return { from: { x: start.x, ...(start.y !== undefined ? { y: start.y } : {}) }, to: { x: end.x, ...(end.y !== undefined ? { y: end.y } : {}) }, used };
}

/** "sends the Cat to x 0 y 0", "puts the Ball back in the middle": where the character sent is, or undefined when the words send no character to a place. */
function sentToAPlace(words: readonly TWord[], at: number, to: number): number | undefined {
  let k = at + 1;
  while (k < to && DETERMINERS.has(words[k]?.word ?? "")) k++;
  const who = k;
  // ("touching the Fire sends him back to x -200 y -150": the one spoken of, sent there)
  const pronoun = /^(?:him|her|it|them)$/.test(words[who]?.word ?? "") && who === at + 1;
  if ((!isCharacterWord(words[who]) && !pronoun) || words[who]?.quote !== undefined) return undefined;
  k++;
  if (words[k]?.word === "back") k++;
  if (!/^(?:to|in|into|at)$/.test(words[k]?.word ?? "")) return undefined;
  const place = words.slice(k + 1, Math.min(to, k + 4)).map((w) => w.word);
  return (place[0] === "x" || place[0] === "y") && words[k + 2]?.number !== undefined ? who : place.some((w) => /^(?:centre|center|middle|start|random)$/.test(w)) ? who : undefined;
}

/** "Up is move 5", "the left arrow = turn left 15": a clause opening with a key and what it is. */
function lateKeyAction(clause: TClause): { key: string; used: number[] } | undefined {
  const { words } = clause;
  let k = 0;
  while (/^(?:the|and|then)$/.test(words[k]?.word ?? "")) k++;
  const way = words[k]?.word ?? "";
  if (!/^(?:up|down|left|right)$/.test(way)) return undefined;
  const used = [k];
  if (/^(?:arrow|key)$/.test(words[k + 1]?.lemma ?? "")) used.push(++k);
  if (words[k + 1]?.lemma === "key") used.push(++k);
  if (!/^(?:is|=|means|does)$/.test(words[k + 1]?.word ?? "")) return undefined;
  used.push(k + 1);
  return { key: `${way} arrow`, used: [...Array(used[0]).keys(), ...used] };
}

/** The steps a key runs in a script already read for the actor: its own hat's, or its branch in a loop of held keys. */
function keyStepsOf(scripts: readonly { actor: string | undefined; script: TScriptPlan }[], actor: string | undefined, key: string): TStep[] | undefined {
  for (const entry of scripts) {
    if (entry.actor !== actor) continue;
    if (entry.script.trigger.kind === "key" && entry.script.trigger.key === key) return entry.script.steps;
    const loop = entry.script.steps.find((step) => step.kind === "forever");
    const branch = loop?.kind === "forever" ? loop.body.find((step) => step.kind === "if" && step.condition.text === `<key (${key} v) pressed?>`) : undefined;
    if (branch?.kind === "if") return branch.then;
  }
  return undefined;
}

/**
 * "the Robot says Hallo! and then walks 4 times: move 25 steps and wait 0.5 seconds": a counted verb
 * joined after the steps of a script its sentence is building, spelled after a colon, is a loop at
 * the end of that script (the steps after the colon fill it), not a script of its own that would run
 * at the same time as the saying. The loop, put on the script, or none when the clause starts no
 * part of that script.
 */
function colonLoopAfter(current: { actor: string | undefined; script: TScriptPlan; sentence: number; wrapTimes?: number | "forever"; lastIf?: unknown }, clause: TClause, actor: string | undefined, times: number | "forever"): Extract<TStep, { kind: "repeat" | "forever" }> | undefined {
  const joined = clause.joiner === "and" || clause.joiner === "then" || clause.joiner === "comma";
  const sameScript = current.sentence === clause.sentence && joined && (actor === undefined || actor === current.actor);
  const stillOpen = current.wrapTimes === undefined && current.lastIf === undefined && current.script.steps.length > 0 && !current.script.steps.some((step) => step.kind === "forever");
  if (!sameScript || !stillOpen) return undefined;
  const loop: Extract<TStep, { kind: "repeat" | "forever" }> = times === "forever" ? { kind: "forever", body: [] } : { kind: "repeat", times, body: [] };
  current.script.steps.push(loop);
  current.script.says += times === "forever" ? ", then, over and over," : `, then, ${times} times,`;
  return loop;
}

/** "when the Train is clicked, the Barrier ...": the next clause, in the same sentence, opens with another character than `actor`. */
function anotherSubjectNext(ctx: TContext, clause: TClause, next: TClause | undefined, actor: string): boolean {
  if (!next || next.sentence !== clause.sentence) return false;
  const [first, second, third] = next.words.filter((w) => !w.mark);
  if (!first || !DETERMINERS.has(first.word) || !isCharacterWord(second, third) || !second) return false;
  const named = ctx.characters.get(second.lemma) ?? second.name ?? titleCase(second.raw);
  return named.toLowerCase() !== actor.toLowerCase();
}

/**
 * "touching the Door when key is 1 ...", "when it touches the Gate and pearls is 3, ...": a touch
 * and a variable's value said together, the touch first: the steps happen only when both hold, so
 * both go in one check (`and`), never the touch alone. Only a variable the request names is read.
 */
function touchWithValue(ctx: TContext, clause: TClause, touch: { condition: TCondition; end: number }): { condition: TCondition; end: number } {
  const joiner = clause.words[touch.end]?.word ?? "";
  if (!/^(?:when|and|if|while|but)$/.test(joiner)) return touch;
  const from = clause.words[touch.end + 1]?.word === "only" ? touch.end + 2 : touch.end + 1;
  const value = valueCondition(ctx, clause, from);
  const onVariable = value !== undefined && [...ctx.variables.keys()].some((name) => value.condition.text.includes(`(${name})`));
  if (!value || !onVariable) return touch;
  return { condition: { text: `<${touch.condition.text} and ${value.condition.text}>`, words: `${touch.condition.words} and ${value.condition.words}` }, end: value.end };
}

/** Words saying a part is done once, first: "at the start", "at the beginning", "first", "once", "to begin". */
const saidOnce = (clauses: readonly TClause[]) => clauses.some((c) => c.words.some((w, k) => /^(?:start|beginning|begin)$/.test(w.word) && /^(?:the|to)$/.test(c.words[k - 1]?.word ?? "")) || c.words.some((w) => /^(?:first|firstly|once)$/.test(w.word)));

/** Steps that make ready rather than act: a variable set, the pen put down, a look or size set. */
const SETUP = /^(?:set \[|pen (?:down|up)$|erase all$|show$|set size to |switch (?:costume|backdrop) to |set pen )/;

/**
 * "plays a sound at the start, then next costume and wait 0.5, 8 times", "sets n to 1, then
 * says n and changes n by 1, 5 times": a count closing a sentence whose ", then" (or "and then")
 * came after a part said to be done first, or after setting things up, repeats what follows the
 * "then" only; the part before it runs once, first. Otherwise ("says left and moves left, then
 * says right and moves right, 4 times"; "says Moo and then waits 3 seconds, forever") the whole
 * sentence repeats, and one movement said across the "then" always does. Where the loop starts, or none.
 */
function repeatsFromThen(entry: { script: TScriptPlan; thenAt?: { sentence: number; at: number; once: boolean } }, sentence: number, more: readonly TStep[]): number | undefined {
  const at = entry.thenAt?.sentence === sentence ? entry.thenAt.at : undefined;
  if (at === undefined || at <= 0 || at >= entry.script.steps.length + more.length) return undefined;
  const before = entry.script.steps.slice(0, at);
  const after = [...entry.script.steps.slice(at), ...more];
  const setsUp = before.every((step) => step.kind === "block" && SETUP.test(step.text));
  return (entry.thenAt?.once || setsUp) && !oneMovement(before, after) ? at : undefined;
}

/** A script whose count closed a sentence ("..., 4 times"): its steps so far go into the loop, once. */
function wrapInItsLoop(entry: { script: TScriptPlan; wrapTimes?: number | "forever"; sealed?: boolean; wrapFrom?: number }): void {
  if (entry.wrapTimes === undefined) return;
  // ("plays a sound, then next costume and wait 0.5, 8 times": what was said before its "then" runs once, first)
  const once = entry.script.steps.slice(0, entry.wrapFrom ?? 0);
  entry.script.steps = entry.script.steps.slice(entry.wrapFrom ?? 0);
  // ("forever: change x by 5, and when x is more than 240 set x to -240": a watch said inside a loop that never stops is checked in it, each time round)
  const watchesInside = (steps: TStep[]) => steps.flatMap((step) => (step.kind === "forever" && step.body.length > 0 && step.body.every((inner) => inner.kind === "if") ? step.body : [step]));
  entry.script.steps = [...once, ...(entry.wrapTimes === "forever" ? [{ kind: "forever" as const, body: watchesInside(entry.script.steps) }] : [{ kind: "repeat" as const, times: entry.wrapTimes, body: entry.script.steps }])];
  entry.script.says += entry.wrapTimes === "forever" ? ", over and over" : `, ${entry.wrapTimes} times`;
  delete entry.wrapTimes;
  delete entry.sealed;
  delete entry.wrapFrom;
}

/** What "bounces", said alone, does: it moves and bounces off the edges, over and over. */
const BOUNCES_AROUND = "moves and bounces off the edges";

/** How a script of held keys starts to say what it does. */
const HELD_KEYS = "When the green flag is clicked: moves the way of each key you hold";

function readMove(ctx: TContext, clause: TClause, at: number, to: number): TAction | undefined {
  const { words } = clause;
  const verb = words[at] as TWord;
  const rest = words.slice(at + 1, to);
  const restWords = rest.map((w) => w.word);
  const has = (...wanted: string[]) => restWords.some((w) => wanted.includes(w));
  const use = (...wanted: string[]) => rest.forEach((w, i) => wanted.includes(w.word) && (clause.used[at + 1 + i] = true));
  const glides = verb.lemma === "glide" || verb.lemma === "slide" || verb.lemma === "fly" || GLIDING_VERBS.has(verb.lemma);
  // ("goes to a random position every 0.8 seconds": how often it goes, not how long the going takes)
  const timed = numberAfter(words, at + 1, to, /^second$/);
  const seconds = timed && /^(?:every|each)$/.test(words[timed.at - 1]?.word ?? "") ? undefined : timed;
  if (seconds) {
    clause.used[seconds.at] = true;
    clause.used[seconds.at + 1] = true;
    if (words[seconds.at + 2]?.word === "each") clause.used[seconds.at + 2] = true;
    use("in", "for", "during", "over");
  }
  const secs = seconds?.value ?? 1;
  // "to the top right corner", "slowly across the sky" (plan.motion-words.ts)
  const place = motionPlace(clause, at, to, { glides, seconds: seconds?.value });
  if (place) return place;
  // "runs in place", "walks on the spot": it does not go anywhere (what it does there is said by what follows)
  const stays = /^(?:in place|on the spot|on the same spot|in the same place|on one spot)\b/.exec(restWords.slice(0, 4).join(" "));
  // (only with what it does there in the same clause, "by switching costume ..."; alone it is named, not dropped)
  if (stays && words.slice(to).some(isActionWord)) {
    for (let i = 0; i < stays[0].split(" ").length; i++) clause.used[at + 1 + i] = true;
    return { steps: [], says: `${verb.raw} ${stays[0]}` };
  }
  // layers: "comes to the front layer", "goes to the back", "goes back one layer"
  const layer = readLayer(rest);
  if (layer) {
    rest.forEach((w, i) => i < layer.length && (clause.used[at + 1 + i] = true));
    return { steps: [block(layer.block)], says: layer.says };
  }
  // "goes from x -240 to x 240 in 6 seconds": it starts at the first place and travels to the second
  const journey = readJourney(rest);
  if (journey) {
    for (const i of journey.used) clause.used[at + 1 + i] = true;
    const [start, end] = [journey.from, journey.to].map((p) => `x: (${p.x}) y: (${p.y ?? 0})`);
    return { steps: [block(`go to ${start}`), block(`glide (${secs}) secs to ${end}`)], says: `starts at x ${journey.from.x} and glides to x ${journey.to.x}` };
  }
  // coordinates: "to x 100 y -50"
  const xAt = restWords.indexOf("x");
  if (xAt >= 0 && rest[xAt + 1]?.number !== undefined) {
    const x = rest[xAt + 1]?.number as number;
    const yAt = restWords.indexOf("y", xAt);
    const y = yAt >= 0 ? rest[yAt + 1]?.number : undefined;
    // "flies to x 200 y 100 in 2 seconds and back again": back to where it started, when the request said where
    const last = Math.max(xAt + 1, yAt + 1);
    const backAt = rest.findIndex((w, i) => i > last && w.word === "back" && /^(?:and|then)$/.test(rest[i - 1]?.word ?? "") && !untilMark(rest, i + 1).some((after) => after.number !== undefined || after.word === "to"));
    const home = backAt >= 0 && ctx.acting !== undefined ? ctx.startPlaces?.get(ctx.acting) : undefined;
    // "glides 1 second to x -100 y 100, x 100 y 100, x 100 y -100": every place listed, in turn, the same way
    const listed = backAt < 0 ? readPlaceList(rest, placeAt(rest, xAt)?.end ?? xAt + 2) : undefined;
    if (listed && listed.places.length > 0) {
      for (const i of [xAt, xAt + 1, ...listed.used]) clause.used[at + 1 + i] = true;
      if (yAt >= 0 && yAt < (listed.used[0] ?? 0)) clause.used[at + 1 + yAt] = clause.used[at + 2 + yAt] = true;
      const places = [{ x, ...(y !== undefined ? { y } : {}) }, ...listed.places];
      // ("the 4 corners (x .. y .., ...)": the places' own count and name)
      rest.forEach((w, i) => i < xAt && (/^(?:to|the|all|its|position|point|coordinates|places|place|corners|points)$/.test(w.word) || (w.number === places.length && /^(?:corners|points|places)$/.test(rest[i + 1]?.word ?? ""))) && (clause.used[at + 1 + i] = true));
      const go = (p: TListedPlace) => (glides || seconds ? `glide (${secs}) secs to x: (${p.x}) y: (${p.y ?? "y position"})` : `go to x: (${p.x}) y: (${p.y ?? "y position"})`);
      return { steps: places.map((p) => block(go(p))), says: `${glides || seconds ? "glides" : "goes"} to ${places.map((p) => `x ${p.x}${p.y === undefined ? "" : ` y ${p.y}`}`).join(", then ")}` };
    }
    // "goes back to the start at x -210 y 160": the start is where the numbers say
    // (a "back" after the place with nowhere known to go back to is left unread, so it is named)
    rest.forEach((w, i) => (backAt < 0 || i < backAt || home) && ["to", "x", "y", "position", "and", "the", "point", "coordinates", "back", "start", "beginning", "at", "of", "its", "starting", "place"].includes(w.word) && (clause.used[at + 1 + i] = true));
    for (const i of [xAt + 1, yAt + 1]) if (i > 0) clause.used[at + 1 + i] = true;
    // ("glides to x 150 in 3 seconds": only x is said, so it keeps its own y)
    const target = `x: (${x}) y: (${y ?? "y position"})`;
    if (y === undefined && !home && !(glides || seconds)) return { steps: [block(`set x to (${x})`)], says: `goes to x ${x}` };
    if (home && (glides || seconds)) {
      if (rest[backAt + 1]?.word === "again") clause.used[at + 2 + backAt] = true;
      return { steps: [block(`glide (${secs}) secs to ${target}`), block(`glide (${secs}) secs to x: (${home.x ?? "x position"}) y: (${home.y ?? "y position"})`)], says: `glides to x ${x}, y ${y ?? 0} and back` };
    }
    return glides || seconds ? { steps: [block(`glide (${secs}) secs to ${target}`)], says: y === undefined ? `glides to x ${x}` : `glides to x ${x}, y ${y}` } : { steps: [block(`go to ${target}`)], says: `goes to x ${x}, y ${y ?? 0}` };
  }
  // "glides up to y 150 in 2 seconds", "goes down to y -150": only y is said, so it keeps its own x
  const yAt = restWords.indexOf("y");
  // ("glides 1 second to y -150", "glides in 2 seconds to y 0": how long it takes may come before)
  if (yAt >= 1 && rest[yAt - 1]?.word === "to" && rest[yAt + 1]?.number !== undefined && !rest.slice(0, yAt - 1).some((w) => !/^(?:up|down|back|in|for|seconds?|secs?)$/.test(w.word) && w.number === undefined)) {
    const y = rest[yAt + 1]?.number as number;
    for (let i = 0; i <= yAt + 1; i++) clause.used[at + 1 + i] = true;
    return glides || seconds ? { steps: [block(`glide (${secs}) secs to x: (x position) y: (${y})`)], says: `glides to y ${y}` } : { steps: [block(`set y to (${y})`)], says: `goes to y ${y}` };
  }
  // "moves a random 1 to 10 steps", "walks a random 5 and 20 steps": a random distance, not a random place
  // ("steps" is a verb of its own to the clause reader, so the word after the move's words is read with them)
  const randomSteps = randomDistance(words.slice(at + 1, Math.min(words.length, to + 1)));
  if (randomSteps && !glides && !seconds) {
    for (const i of randomSteps.used) clause.used[at + 1 + i] = true;
    return { steps: [block(`move (pick random (${randomSteps.from}) to (${randomSteps.to})) steps`)], says: `moves a random ${randomSteps.from} to ${randomSteps.to} steps` };
  }
  if (has("random", "randomly", "somewhere", "anywhere")) {
    use("to", "a", "random", "randomly", "place", "position", "spot", "somewhere", "anywhere", "location", "around");
    return glides || seconds ? { steps: [block(`glide (${secs}) secs to (random position v)`)], says: "glides to a random place" } : { steps: [block("go to (random position v)")], says: "goes to a random place" };
  }
  if (rest.some(meansPointer)) {
    use("to", "the", "mouse", "pointer", "cursor", "towards", "toward", "my");
    return glides || seconds ? { steps: [block(`glide (${secs}) secs to (mouse-pointer v)`)], says: "glides to the mouse-pointer" } : { steps: [block("go to (mouse-pointer v)")], says: "goes to the mouse-pointer" };
  }
  // "and then back to the start": where it started, when the request said where that is
  const startedAt = ctx.acting !== undefined ? ctx.startPlaces?.get(ctx.acting) : undefined;
  const back = startedAt && !has("middle", "centre", "center") ? backToTheStart(rest) : undefined;
  if (startedAt && back) {
    for (const i of back) clause.used[at + 1 + i] = true;
    const target = `x: (${startedAt.x ?? "x position"}) y: (${startedAt.y ?? "y position"})`;
    const moves = glides || seconds ? `glide (${secs}) secs to ${target}` : startedAt.x !== undefined && startedAt.y !== undefined ? `go to ${target}` : placeBlock(startedAt);
    return { steps: [block(moves)], says: "goes back to where it started" };
  }
  if (has("middle", "centre", "center", "start", "beginning")) {
    use("to", "the", "middle", "centre", "center", "start", "beginning", "back", "of", "screen", "stage");
    return { steps: [block("go to x: (0) y: (0)")], says: "goes back to the middle" };
  }
  const toAt = restWords.indexOf("to");
  const targetAt = toAt >= 0 ? rest.findIndex((w, i) => i > toAt && isCharacterWord(w)) : -1;
  if (targetAt >= 0 && !has("right", "left", "up", "down")) {
    const name = characterName(ctx, rest[targetAt] as TWord, clause, at + 1 + targetAt);
    clause.used[at + 1 + targetAt] = true;
    use("to", "the", "towards");
    return glides || seconds ? { steps: [block(`glide (${secs}) secs to (${name} v)`)], says: `glides to the ${name}` } : { steps: [block(`go to (${name} v)`)], says: `goes to the ${name}` };
  }
  if (has("up") && has("down") && !has("left", "right") && !rest.some((w) => w.number !== undefined)) {
    // "flies up and down": both ways, one after the other (a bounce would go sideways)
    use("up", "down", "and", "the", "screen", "all", "over");
    return { steps: [{ kind: "repeat", times: 10, body: [block("change y by (5)")] }, { kind: "repeat", times: 10, body: [block("change y by (-5)")] }], says: "goes up and then down again", loops: true };
  }
  if ((has("left") && has("right")) || has("around", "about", "forth") || (has("up") && has("down") && !rest.some((w) => w.number !== undefined))) {
    use("left", "right", "and", "around", "about", "back", "forth", "up", "down", "the", "screen", "all", "over");
    return { steps: [block("move (10) steps"), block("if on edge, bounce")], says: "moves and bounces off the edges", loops: true };
  }
  if (has("across")) {
    use("across", "the", "screen", "stage");
    return { steps: [block(`glide (${secs === 1 ? 2 : secs}) secs to x: (200) y: (y position)`)], says: "goes across the stage" };
  }
  const steps: TStep[] = [];
  const says: string[] = [];
  // "goes to the right edge", "walks to the left side of the stage": the edge's x or y, not a step that way
  // ("glides to the top of the screen", "goes to the bottom": the top and the bottom are edges without the word)
  const edgeWord = (i: number) => /^(?:edge|side)$/.test(rest[i + 1]?.lemma ?? "") || (/^(?:top|bottom)$/.test(rest[i]?.word ?? "") && (rest[i + 1] === undefined || rest[i + 1]?.mark !== undefined || /^(?:of|in|and|then)$/.test(rest[i + 1]?.word ?? "")));
  const edge = rest.findIndex((w, i) => EDGE_AT[w.word] !== undefined && edgeWord(i) && rest[i - 1]?.word === "the" && rest[i - 2]?.word === "to");
  if (edge >= 0) {
    const place = EDGE_AT[(rest[edge] as TWord).word] as { axis: "x" | "y"; value: number };
    const named = /^(?:edge|side)$/.test(rest[edge + 1]?.lemma ?? "") ? 1 : 0;
    for (let k = edge - 2; k <= edge + named; k++) clause.used[at + 1 + k] = true;
    const of = edge + named + 1;
    if (rest[of]?.word === "of" && /^(?:stage|screen)$/.test(rest[of + 2]?.word ?? "")) for (let k = of; k <= of + 2; k++) clause.used[at + 1 + k] = true;
    const target = place.axis === "x" ? `x: (${place.value}) y: (y position)` : `x: (x position) y: (${place.value})`;
    return glides || seconds ? { steps: [block(`glide (${secs}) secs to ${target}`)], says: `glides to the ${(rest[edge] as TWord).word} edge` } : { steps: [block(`set ${place.axis} to (${place.value})`)], says: `goes to the ${(rest[edge] as TWord).word} edge` };
  }
  // "go up 100 and down 100", "move right 20 steps"
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i] as TWord;
    const dir = DIRECTIONS[w.word];
    if (!dir) continue;
    clause.used[at + 1 + i] = true;
    if (rest[i + 1]?.word === "arrow" || rest[i + 1]?.word === "key") continue;
    const n = distanceAfter(words, at + 1, to);
    const amount = n?.value ?? 10;
    if (n) {
      clause.used[n.at] = true;
      if (/^(?:step|pixel)$/.test(words[n.at + 1]?.lemma ?? "")) clause.used[n.at + 1] = true;
    }
    // "goes up from the fish": it starts where the other character is
    const fromAt = restWords.indexOf("from");
    const startAt = fromAt >= 0 ? (rest[fromAt + 1]?.word === "the" ? fromAt + 2 : fromAt + 1) : -1;
    const start = startAt > 0 ? rest[startAt] : undefined;
    // (said with "every 2 seconds" or "5 times" it is a stream of copies, which this reader does not build: left unread)
    const repeated = words.some((x) => /^(?:every|each|times|forever|always)$/.test(x.word));
    const isPlace = start !== undefined && isCharacterWord(start) && !/^(?:edge|side|top|bottom|sky|ground|screen|stage)$/.test(start.lemma);
    if (isPlace && repeated) (clause.heldBack ??= new Set()).add(at + 1 + startAt);
    if (start && isPlace && !repeated) {
      const name = characterName(ctx, start, clause, at + 1 + startAt);
      for (let k = fromAt; k <= startAt; k++) clause.used[at + 1 + k] = true;
      steps.push(block(`go to (${name} v)`));
      says.push(`starts at the ${name}`);
    }
    // ("-10 to the left", "-10 when I press left": the sign already says the way, so it is not turned round twice; decision 1770)
    steps.push(block(`change ${dir.axis} by (${amount < 0 && dir.sign < 0 ? amount : dir.sign * amount})`));
    says.push(`moves ${amount} steps ${w.word}`);
    use("to", "the", "side", "way");
    break;
  }
  // "falls 3 at a time", "rises 2 steps each time": the child's amount each time round
  const fallAt = /^(?:by|down|up)$/.test(words[at + 1]?.word ?? "") ? at + 2 : at + 1;
  const fallBy = (verb.lemma === "fall" || verb.lemma === "rise") && words[fallAt]?.number !== undefined && fallAt < to && !/^(?:second|time)$/.test(words[fallAt + 1]?.lemma ?? "") ? { value: words[fallAt]?.number as number, at: fallAt } : undefined;
  if (fallBy) useAmount(clause, fallBy.at);
  const amount = fallBy?.value ?? 5;
  if (verb.lemma === "fall" || (verb.lemma === "come" && has("down"))) {
    use("down", "from", "the", "sky", "top");
    return { steps: [block(`change y by (${-amount})`)], says: fallBy ? `falls ${amount} at a time` : "falls down", loops: true };
  }
  if (verb.lemma === "rise") return { steps: [block(`change y by (${amount})`)], says: fallBy ? `rises ${amount} at a time` : "rises", loops: true };
  if (steps.length > 0) return { steps, says: says.join(" and ") };
  // (a count's number, "3 times", or one another reading took, is no distance)
  const distance = distanceAfter(words, at + 1, to);
  const n = distance && !clause.used[distance.at] ? distance : undefined;
  if (n) {
    clause.used[n.at] = true;
    if (/^(?:step|pixel)$/.test(words[n.at + 1]?.lemma ?? "")) clause.used[n.at + 1] = true;
  }
  // "the dragon runs away", "the bus drives off": it leaves the scene, to the side of the stage (not hidden: the next run starts with it there)
  // ("runs away from the cat" is fleeing another character, which this does not read)
  const awayAt = rest.findIndex((w, i) => (w.word === "away" && rest[i + 1]?.word !== "from") || (w.word === "off" && rest.length === 1));
  if (awayAt >= 0 && !n && verb.lemma !== "come" && verb.lemma !== "go") {
    clause.used[at + 1 + awayAt] = true;
    return { steps: [block(`glide (${secs}) secs to x: (240) y: (y position)`)], says: "goes away to the side of the stage" };
  }
  // "moves 100 steps ... and moves back": back the way it came, as far as it went
  const backAt = rest.findIndex((w) => /^(?:back|backwards|backward)$/.test(w.word));
  if (backAt >= 0 && !n && verb.lemma !== "come" && verb.lemma !== "go") {
    clause.used[at + 1 + backAt] = true;
    const by = ctx.lastMove ?? 10;
    return { steps: [block(`move (${-by}) steps`)], says: `moves back ${by} steps` };
  }
  use("forward", "forwards", "ahead", "back", "backwards", "backward");
  const animated = rest.findIndex((w) => /^(?:animation|animated|animating)$/.test(w.word));
  if (animated >= 0) {
    // "walk with animation": a step and the next costume, each time round
    clause.used[at + 1 + animated] = true;
    use("with");
    return { steps: [block(`move (${n?.value ?? 10}) steps`), block("next costume"), block("wait (0.1) seconds")], says: `walks ${n?.value ?? 10} steps at a time, changing costume as it goes`, loops: true };
  }
  if (verb.lemma === "come" || verb.lemma === "go" && !n) return undefined;
  // "drives for 4 seconds": a step is no time, so the seconds stay unread and are named as left out
  if (seconds && !glides) clause.used[seconds.at] = clause.used[seconds.at + 1] = false;
  // "moves back 20", "walks 10 steps backwards": the way it faces, the other way round
  if (backAt >= 0 && n && n.value > 0 && verb.lemma !== "come") return { steps: [block(`move (${-n.value}) steps`)], says: `moves back ${n.value} steps` };
  return { steps: [block(`move (${n?.value ?? 10}) steps`)], says: `moves ${n?.value ?? 10} steps` };
}

const SHAPES: Record<string, number> = { triangle: 3, square: 4, rectangle: 4, pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, nonagon: 9, decagon: 10 };

function readDrawing(ctx: TContext, clause: TClause, at: number, to: number): TAction | undefined {
  const { words } = clause;
  const rest = words.slice(at + 1, to);
  const use = (...wanted: string[]) => rest.forEach((w, i) => wanted.includes(w.word) && (clause.used[at + 1 + i] = true));
  use("a", "an", "with", "the", "pen", "using", "loop", "repeat");
  const colour = rest.find((w, i) => COLOURS[w.word] && !clause.used[at + 1 + i] && rest[i + 1]?.word !== "flag");
  const setColour: TStep[] = colour ? [block(`set pen color to [${COLOURS[colour.word]}]`)] : [];
  if (colour) use(colour.word);
  if (rest.some((w) => /^(?:mouse|pointer)$/.test(w.word))) {
    use("mouse", "pointer");
    return { steps: [...setColour, { kind: "forever", body: [block("go to (mouse-pointer v)"), { kind: "if", condition: { text: "<mouse down?>", words: "the mouse button is down" }, then: [block("pen down")], else: [block("pen up")] }] }], says: "draws wherever you hold the mouse button down" };
  }
  const shape = rest.find((w) => SHAPES[w.lemma] !== undefined || w.lemma === "circle" || w.lemma === "star" || w.lemma === "spiral");
  const sidesWord = rest.findIndex((w) => w.lemma === "side" || w.word === "sided");
  const sides = shape ? SHAPES[shape.lemma] : sidesWord > 0 ? rest[sidesWord - 1]?.number : undefined;
  const size = numberAfter(words, at + 1, to, /^(?:step|pixel|long|big)$/);
  if (size) clause.used[size.at] = clause.used[size.at + 1] = true;
  const length = size?.value ?? 100;
  // the shape starts in the middle, facing right, so it closes where it began
  const start: TStep[] = [block("erase all"), block("pen up"), block("go to x: (0) y: (0)"), block("point in direction (90)"), ...setColour, block("pen down")];
  if (shape) clause.used[at + 1 + rest.indexOf(shape)] = true;
  if (sidesWord > 0) clause.used[at + sidesWord] = clause.used[at + 1 + sidesWord] = true;
  if (shape?.lemma === "circle") return { steps: [...start, { kind: "repeat", times: 36, body: [block("move (10) steps"), block("turn right (10) degrees")] }, block("pen up")], says: "draws a circle" };
  if (shape?.lemma === "star") return { steps: [...start, { kind: "repeat", times: 5, body: [block(`move (${length}) steps`), block("turn right (144) degrees")] }, block("pen up")], says: "draws a star" };
  if (shape?.lemma === "spiral") return { steps: [...start, { kind: "repeat", times: 100, body: [block("move (length) steps"), block("turn right (20) degrees"), block("change [length v] by (1)")] }, block("pen up")], says: "draws a spiral" };
  if (sides !== undefined && sides >= 3) {
    const angle = Math.round((360 / sides) * 100) / 100;
    // "6 squares in a ring": the shape's loop inside a loop of copies (what comes between them is read with "after each")
    const copies = shape ? readCopies(words, at + 1 + rest.indexOf(shape)) : undefined;
    if (copies) {
      for (const k of copies.used) clause.used[k] = true;
      const one: TStep = { kind: "repeat", times: sides, body: [block(`move (${length}) steps`), block(`turn right (${angle}) degrees`)] };
      return { steps: [...start, { kind: "repeat", times: copies.count, body: [one] }, block("pen up")], says: `draws ${copies.count} shapes with ${sides} sides` };
    }
    return { steps: [...start, { kind: "repeat", times: sides, body: [block(`move (${length}) steps`), block(`turn right (${angle}) degrees`)] }, block("pen up")], says: `draws a shape with ${sides} sides, turning ${angle} degrees at each corner` };
  }
  return undefined;
}

/**
 * "the Tree grows by 10 every time the Sun is clicked": a character named as the subject, before
 * its verb, acts on a click on another one. The one clicked tells it (a message of its own) and
 * the subject answers that message, since its own "when this sprite clicked" would wait for a click
 * on itself.
 */
function clickOnAnother(ctx: TContext, clause: TClause, reading: TClauseReading, clickAt: number): void {
  const { words } = clause;
  const clicked = reading.actor;
  const first = words.findIndex((w) => w.mark === undefined);
  const subjectAt = first + (DETERMINERS.has(words[first]?.word ?? "") ? 1 : 0);
  const subject = words[subjectAt];
  if (clicked === undefined || subject === undefined || subjectAt >= clickAt || !isCharacterWord(subject, words[subjectAt + 1]) || !isActionWord(words[subjectAt + 1] as TWord)) return;
  const name = characterName(ctx, subject, clause, subjectAt);
  if (name === clicked) return;
  clause.used[subjectAt] = true;
  const message = `${clicked} clicked`;
  reading.actor = name;
  reading.trigger = { kind: "message", name: message };
  reading.elsewhere.push({ actor: clicked, script: { trigger: { kind: "click" }, steps: [block(`broadcast [${message} v]`)], says: `When you click it: tells the ${name} (the message "${message}")` } });
}

/** "the Frog jumps over the Log, which moves left 5 forever": the character a "which" or "who" clause right after it is about. */
function relativeOwner(before: TClause | undefined, clause: TClause): { word: TWord; clause: TClause; at: number } | undefined {
  if (!before || before.sentence !== clause.sentence || clause.joiner !== "comma" || !/^(?:which|who)$/.test(clause.words.find((w) => w.mark === undefined)?.word ?? "")) return undefined;
  const at = before.words.findLastIndex((w) => w.mark === undefined);
  const word = before.words[at];
  return word !== undefined && isCharacterWord(word, undefined) && isDetermined(before.words, at) ? { word, clause: before, at } : undefined;
}

// ---- putting a clause together

function readClause(ctx: TContext, clause: TClause): TClauseReading {
  const { words } = clause;
  const reading: TClauseReading = { actor: undefined, trigger: undefined, condition: undefined, until: undefined, repeat: undefined, steps: [], says: [], isElse: false, delay: undefined, elsewhere: [] };
  words.forEach((w, i) => {
    if (w.mark || w.listWord || w.inList !== undefined) clause.used[i] = true;
  });
  // "(like in Angry Birds)", "(just like Flappy Bird)": brackets that compare the request with a game frame it, they ask for nothing
  words.forEach((w, i) => {
    if (w.bracket === undefined || words[i - 1]?.bracket === w.bracket) return;
    const opening = words.slice(i, i + 2).map((b) => b.word).join(" ");
    if (!/^(?:like|just like|as in|similar to|kind of|sort of)\b/.test(opening)) return;
    for (let k = i; words[k]?.bracket === w.bracket; k++) clause.used[k] = true;
  });
  // "a cartoon of a Dress": the picture's words say what the character is, they ask for nothing
  words.forEach((w, i) => {
    if (DEPICTIONS.test(w.lemma) && words[i + 1]?.word === "of" && isCharacterWord(words[i + (/^(?:a|an|the)$/.test(words[i + 2]?.word ?? "") ? 3 : 2)])) clause.used[i] = clause.used[i + 1] = true;
  });
  if (words[0]?.word === "else" || words[0]?.word === "otherwise") {
    reading.isElse = true;
    clause.used[0] = true;
  }
  // "if the age is bigger than 17 he says ..., if not he says ...": "if not" is the else
  if (words[0]?.word === "if" && words[1]?.word === "not" && (words[2] === undefined || words[2].mark !== undefined || !/^(?:touching|pressed|clicked|equal|the|a|an)$/.test(words[2].word)) && clause.joiner !== "start") {
    reading.isElse = true;
    clause.used[0] = clause.used[1] = true;
  }
  // green flag / start
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as TWord;
    if (w.word === "flag" || (w.word === "green" && words[i + 1]?.word === "flag")) {
      reading.trigger = { kind: "flag" };
      markTriggerWords(clause, i, i + (w.word === "green" ? 2 : 1));
      for (let j = i; j < Math.min(words.length, i + 5); j++) if (/^(?:is|clicked|click|pressed|green|flag)$/.test(words[j]?.word ?? "")) clause.used[j] = true;
    }
    // ("says Hi on start", "on the start": "on" the start, said after what is done, is when it starts too;
    // "On start, the Fox runs" opening a sentence may be a message's name)
    const onAt = words[i - 1]?.word === "on" ? i - 1 : words[i - 1]?.word === "the" && words[i - 2]?.word === "on" ? i - 2 : -1;
    const startsNear = words.slice(Math.max(0, i - 3), i).some((before) => before.word === "when" || before.word === "at" || before.word === "once") || (onAt > 0 && words.slice(0, onAt).some(isActionWord));
    if ((w.word === "start" || w.word === "starts" || w.word === "begin" || w.word === "beginning") && i > 0 && startsNear && words[i - 1]?.word !== "to" && words[i - 2]?.word !== "to") {
      reading.trigger = { kind: "flag" };
      markTriggerWords(clause, i, i + 1);
      for (let j = Math.max(0, i - 3); j <= i; j++) if (/^(?:when|the|game|at|it|program|project|start|starts)$/.test(words[j]?.word ?? "") || (words[j]?.word === "on" && j >= i - 2)) clause.used[j] = true;
    }
  }
  // ("drives with the arrows up and down and turns with left and right": the arrows said before in the sentence are the pair's)
  const found = readArrowPair(clause, reading, ctx.arrowsSentence === clause.sentence) || readLetterPair(clause, reading) ? undefined : findKey(clause);
  if (words.some((w) => w.lemma === "arrow")) ctx.arrowsSentence = clause.sentence;
  // ("if b is bigger": a one-letter variable the request made is no key)
  const key = found !== undefined && /^[a-z]$/.test(found) && ctx.variables.has(found) && !clause.words.some((w) => w.word === "key" || w.word === "press" || w.word === "pressed") ? undefined : found;
  if (key) reading.trigger = { kind: "key", key };
  // "each clone goes to a random position", "when it starts as a clone": what each clone does when it starts
  const hat = reading.trigger ? undefined : cloneHat(words, ctx.clones === true);
  if (hat) {
    for (const k of hat.used) clause.used[k] = true;
    reading.trigger = { kind: "clone" };
    if (hat.actorAt !== undefined && isCharacterWord(words[hat.actorAt])) reading.actor = characterName(ctx, words[hat.actorAt] as TWord, clause, hat.actorAt);
  }
  // "when the backdrop switches to Windy": the backdrop's own hat
  const switched = reading.trigger ? undefined : backdropSwitchHat(words, clause.used);
  if (switched) {
    for (const k of switched.used) clause.used[k] = true;
    reading.trigger = { kind: "backdrop", name: switched.name };
  }
  // clicks: "when i click it", "click the balloon", "when the cat is clicked"
  for (let i = 0; i < words.length && !reading.trigger; i++) {
    const w = words[i] as TWord;
    if (w.lemma !== "click" && w.lemma !== "tap" && w.word !== "clicked") continue;
    // ("plays a click sound", "a tap noise": the name of a sound, which the sound's own reading takes, not a click on anything)
    if (/^(?:sounds?|noises?)$/.test(words[i + 1]?.word ?? "") && /^(?:a|the|its|his|her)$/.test(words[i - 1]?.word ?? "")) continue;
    clause.used[i] = true;
    markTriggerWords(clause, i, i + 1);
    let j = i + 1;
    while (words[j] && /^(?:on|the|a|an|it|him|her|them|me)$/.test((words[j] as TWord).word)) clause.used[j++] = true;
    // "clicking a clone", "clicking one": a clone clicked runs its sprite's own click script
    if (ctx.clones && (words[j]?.word === "clone" || words[j]?.raw === "one")) clause.used[j++] = true;
    const target = words[j];
    if (target && /^(?:stage|background|backdrop|screen)$/.test(target.word)) {
      clause.used[j] = true;
      reading.trigger = { kind: "stage-click" };
    } else {
      if (target && isCharacterWord(target, words[j + 1])) {
        reading.actor = characterName(ctx, target, clause, j);
        clause.used[j] = true;
      }
      // "when the cat is clicked": the character before it
      if (w.word === "clicked" && !reading.actor) {
        for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
          if (isCharacterWord(words[k])) {
            reading.actor = characterName(ctx, words[k] as TWord, clause, k);
            clause.used[k] = true;
            break;
          }
        }
      }
      reading.trigger = { kind: "click" };
      clickOnAnother(ctx, clause, reading, i);
    }
  }
  // "when the Dog receives start", "when it gets the message go", "when I receive party": a message's hat
  if (!reading.trigger) readReceive(ctx, clause, reading);
  readGivenName(ctx, clause, reading);
  // every N seconds, after N seconds
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as TWord;
    if ((w.word === "every" || w.word === "each") && (words[i + 1]?.lemma === "second" || (words[i + 1]?.number !== undefined && words[i + 2]?.lemma === "second"))) {
      const seconds = words[i + 1]?.number ?? 1;
      reading.repeat = { kind: "every", seconds };
      for (let j = i; j <= i + (words[i + 1]?.number !== undefined ? 2 : 1); j++) clause.used[j] = true;
    }
    if (w.word === "after" && words[i + 1]?.number !== undefined && words[i + 2]?.lemma === "second") {
      reading.delay = words[i + 1]?.number;
      clause.used[i] = clause.used[i + 1] = clause.used[i + 2] = true;
    }
  }
  // how often: "5 times", "forever", "keep", "all the time"
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as TWord;
    // ("(change y by 10, ten times)": a count in a block's brackets is that block's)
    if (w.number !== undefined && words[i + 1]?.word === "times" && !clause.used[i] && !isSizeMultiple(words, i) && !(w.bracket !== undefined && words.some((b) => b.bracket === w.bracket && isActionWord(b)))) {
      // ("switches costume every 0.1 sec, 40 times": 40 times, with the pause after each)
      reading.repeat = reading.repeat?.kind === "every" ? { kind: "times", count: w.number, seconds: reading.repeat.seconds } : { kind: "times", count: w.number };
      clause.used[i] = clause.used[i + 1] = true;
      // "repeat 4 times, move ...": the block's own name says the count
      if (/^(?:repeat|repeats)$/.test(words[i - 1]?.word ?? "")) clause.used[i - 1] = true;
    }
    if (/^(?:forever|continuously|constantly|nonstop)$/.test(w.word) || ((w.word === "keep" || w.word === "keeps") && words[i + 1] && !words[i + 1]?.mark && !KEEPS_A_VALUE.test(`${words[i + 1]?.word} ${words[i + 2]?.word}`) && !SAID_BEFORE.test(words[i - 1]?.word ?? "")) || (w.word === "all" && words[i + 1]?.word === "the" && words[i + 2]?.word === "time")) {
      if (!reading.repeat) reading.repeat = { kind: "forever" };
      clause.used[i] = true;
      if (w.word === "all") clause.used[i + 1] = clause.used[i + 2] = true;
    }
    if ((w.word === "again" || w.word === "over") && words[i + 1]?.word === "and" && words[i + 2]?.word === w.word) {
      reading.repeat = { kind: "forever" };
      clause.used[i] = clause.used[i + 1] = clause.used[i + 2] = true;
    }
  }
  // "use forever and if key pressed, not the when key pressed block": which blocks to use for the keys (built by polledKey)
  words.forEach((w, i) => {
    if (w.lemma !== "key" || words[i + 1]?.lemma !== "press" || !/^(?:if|when)$/.test(words[i - 1]?.word ?? "")) return;
    const end = words[i + 2]?.lemma === "block" ? i + 3 : i + 2;
    const start = words[i - 2]?.word === "the" ? (words[i - 3]?.word === "not" ? i - 3 : i - 2) : i - 1;
    if (ctx.pollsKeys) for (let k = start; k < end; k++) clause.used[k] = true;
  });
  // "a variable called power which starts at 5, when power is 0 ...": named before its condition is read
  readVariables(ctx, clause);
  // conditions: "if/when X touches Y", "if the score is over 10", "until it touches the edge"
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as TWord;
    // "Touching the Shark makes the Fish say ...", "Reaching the Star, it says ...": a touch said as an -ing word opens the clause's condition
    // (the -ing word's own stem too: after "... below -240;" compromise may take "touching" for a noun)
    const touching = i === firstContentWord(clause) && /ing$/.test(w.raw) && (TOUCH_VERBS.test(w.lemma) || TOUCH_VERBS.test(w.word.replace(/(?:([^aeiou])\1)?ing$/, "$1"))) && !clause.used[i];
    // ("but only while light = green": a condition the actions keep to)
    const onlyWhile = w.word === "while" && words[i - 1]?.word === "only";
    // ("each time it touches the Coin, ...", "every time the Ball hits the Goalkeeper": a touch watched for, like "whenever")
    // (only with the toucher named as a sprite or a pronoun: "every time the player touch a coin" names no sprite to check it)
    const touchVerbAt = words.findIndex((later, k) => k > i && k < i + 6 && TOUCH_VERBS.test(later.lemma));
    const eachTime = w.word === "time" && /^(?:each|every)$/.test(words[i - 1]?.word ?? "") && !clause.used[i] && touchVerbAt > i && words.slice(i + 1, touchVerbAt).every((between, k) => /^(?:it|he|she|they|the|a|an)$/.test(between.word) || (isNamedCharacter(between, words[i + 2 + k]) && isCharacterWord(between, words[i + 2 + k])));
    if (!touching && !onlyWhile && !eachTime && (!/^(?:if|when|whenever|until|once|after)$/.test(w.word) || clause.used[i] && w.word !== "when" && w.word !== "if")) continue;
    let found: { condition: TCondition; end: number } | undefined;
    let touchAt = touching ? i : -1;
    for (let j = i + 1; j < Math.min(words.length, i + 6) && !touching; j++) {
      // ("when she walks past the boy", "when it passes the tree": going past another character touches it on the way)
      const past = words[j]?.word === "past" && MOVE_VERBS.has(words[j - 1]?.lemma ?? "") || words[j]?.lemma === "pass" && !/^(?:ball|turn|time|message|note)$/.test(words[j + (/^(?:the|a|my|his|her)$/.test(words[j + 1]?.word ?? "") ? 2 : 1)]?.lemma ?? "");
      if (past || TOUCH_VERBS.test(words[j]?.lemma ?? "") && !(words[j]?.lemma === "get" && !/^(?:to)$/.test(words[j + 1]?.word ?? ""))) {
        touchAt = j;
        break;
      }
    }
    if (touchAt >= 0) {
      // the toucher: "when the cat touches the mouse" is the cat's
      for (let k = i + 1; k < touchAt; k++) {
        if (isCharacterWord(words[k])) {
          reading.actor = characterName(ctx, words[k] as TWord, clause, k);
          clause.used[k] = true;
        }
      }
      // "when the Pig is touched by the Bird", "if it gets hit by a Rock": the one touched acts, touching the one after "by"
      const passive = words[touchAt + 1]?.word === "by" && (/ed$/.test(words[touchAt]?.raw ?? "") || /^(?:is|gets|get|got|was|are|be|been)$/.test(words[touchAt - 1]?.word ?? "")) ? 1 : 0;
      // (a pronoun touched is another than the one named touching: "when the Cheetah catches it")
      found = touchCondition(ctx, clause, touchAt + 1 + passive, passive ? undefined : reading.actor);
      // ("each time Dumbledore catches Cuddles or Tom": either one is not read yet, so the touch is left whole, named)
      if (eachTime && /^(?:or|and)$/.test(words[found?.end ?? -1]?.word ?? "")) continue;
      // "when it touches Trash ..., the trash goes ..., if it touches a Fish ...": "it" that touches is the one that touched before, not the last one spoken of
      // (and "touching the Crab is game over", said with no subject at all)
      const pronoun = (touching || (touchAt === i + 2 && /^(?:it|he|she)$/.test(words[i + 1]?.word ?? ""))) && !passive;
      const touched = /<touching \((.+?) v\)\?>/.exec(found?.condition.text ?? "")?.[1];
      if (found && !reading.actor && pronoun && ctx.toucher !== undefined && ctx.toucher !== touched && ctx.toucher !== ctx.last) reading.actor = ctx.toucher;
      if (found) for (let k = i; k <= touchAt + passive; k++) if (!clause.used[k] || k === touchAt) clause.used[k] = true;
      // "if it is not touching the grass", "when it doesn't touch the ground": the touch turned round
      if (found && words.slice(i + 1, touchAt).some((w) => w.word === "not" || w.word === "never")) {
        found = { ...found, condition: { text: `<not ${found.condition.text}>`, words: found.condition.words.replace(/^it touches/, "it is not touching").replace(/^it reaches/, "it has not reached") } };
      }
      // "touching the Door when key is 1 makes it say ...": a value the touch counts only with, both checked
      if (found) found = touchWithValue(ctx, clause, found);
    }
    if (!found && w.word === "after") found = countReached(ctx, clause, i);
    if (!found) found = valueCondition(ctx, clause, i + 1);
    if (!found) continue;
    for (let k = i; k < found.end; k++) clause.used[k] = true;
    if (onlyWhile) for (let k = Math.max(0, i - 2); k < i; k++) if (/^(?:but|only)$/.test(words[k]?.word ?? "")) clause.used[k] = true;
    if (eachTime) clause.used[i - 1] = true;
    if (w.word === "until") reading.until = found.condition;
    else reading.condition = found.condition;
    // "when a Minnow clone touches the Shark": each clone checks it, from when it starts (a clone runs no green-flag script)
    // ("... and deletes itself when its y is below -170": only a clone deletes itself, so the clone checks it)
    const clonesCheck = words.slice(i, found.end).some((word) => word.lemma === "clone") || words.some((word, k) => word.lemma === "delete" && /^(?:itself|clone)$/.test(words[k + 1]?.word ?? words[k + 2]?.word ?? ""));
    if (w.word !== "until" && !reading.trigger && ctx.clones && clonesCheck) reading.trigger = { kind: "clone" };
    if (ctx.pair && ctx.pair.some((name) => found?.condition.text.includes(`(${name})`))) reading.checkedOnce = true;
    break;
  }
  readVariableChange(ctx, clause, reading);
  // "adds 10 to hunger", "takes 1 away from lives", "adds 1" to the request's one variable; "goals +1", "lives -1"
  const changesAfter: { step: TStep; says: string }[] = [];
  const changeAt = (i: number, change: { name: string; by: number }) => {
    if (!ctx.variables.has(change.name)) ctx.variables.set(change.name, change.name === "lives" ? 3 : 0);
    ctx.lastVariable = { name: change.name, sentence: clause.sentence };
    const step = block(`change [${change.name} v] by (${change.by})`);
    const says = `${change.by >= 0 ? "adds" : "takes"} ${Math.abs(change.by)} ${change.by >= 0 ? "to" : "from"} ${change.name}`;
    // ("the Frog says the counter and takes away 7": said after the actions before it, it comes after them)
    const afterActions = words.some((w, k) => k < i && !clause.used[k] && isActionWord(w)) && !words.some((w, k) => k > i && !clause.used[k] && isActionWord(w));
    if (afterActions) changesAfter.push({ step, says });
    else {
      reading.steps.push(step);
      reading.says.push(says);
    }
  };
  // (a character's name or a verb is no variable: "goals +1" counts goals even with a Goal sprite)
  for (const signed of readSignedChange(ctx, clause, (word) => ctx.characters.has(word.word) || word.name !== undefined || isActionWord(word))) changeAt(signed.at, signed);
  words.forEach((_w, i) => {
    if (clause.used[i]) return;
    // ("says score minus 1": a sign between two values is a sum said, no change)
    const before = words[i - 1];
    if (/^(?:minus|plus)$/.test(words[i]?.word ?? "") && before !== undefined && (before.number !== undefined || before.word === "answer" || ctx.variables.has(before.word))) return;
    const change = readAddTo(words, i, ctx.variables);
    // ("adds 1 to a variable called roars": the naming was read already, the change still is one)
    const naming = (k: number) => /^(?:variable|called|named)$/.test(words[k]?.word ?? "") || words[k]?.word === change?.name;
    if (!change || change.used.some((k) => clause.used[k] && !naming(k))) return;
    for (const k of change.used) clause.used[k] = true;
    changeAt(i, change);
  });
  // "if the score is under 0 put it to 0", "reset the lives": a variable put to a value
  words.forEach((_w, i) => {
    if (clause.used[i]) return;
    const put = readSetTo(words, i, ctx.variables, ctx.lastVariable?.name);
    if (!put || put.used.some((k) => clause.used[k])) return;
    for (const k of put.used) clause.used[k] = true;
    reading.steps.push(block(`set [${put.name} v] to (${put.value})`));
    reading.says.push(`puts ${put.name} to ${put.value}`);
  });
  // "makes the Fish say", "make the cat jump": the one made to act is the actor, "make" asks for nothing more
  words.forEach((w, i) => {
    const who = DETERMINERS.has(words[i + 1]?.word ?? "") ? i + 2 : i + 1;
    if (w.lemma === "make" && !clause.used[i] && isCharacterWord(words[who], words[who + 1]) && isActionWord(words[who + 1]) && !reading.actor) {
      clause.used[i] = true;
      reading.actor = characterName(ctx, words[who] as TWord, clause, who);
      clause.used[who] = true;
    }
    // "clicking the Bird makes it say ...": the one made to act is the one the clause is about already
    if (w.lemma === "make" && !clause.used[i] && /^(?:it|him|her|them)$/.test(words[i + 1]?.word ?? "") && isActionWord(words[i + 2])) clause.used[i] = clause.used[i + 1] = true;
    // "the flag sends the Cat to x 0 y 0": the one sent is the actor
    const sent = /^(?:send|put|bring|take)$/.test(w.lemma) && !clause.used[i] && !reading.actor ? sentToAPlace(words, i, words.length) : undefined;
    if (sent !== undefined && isCharacterWord(words[sent])) reading.actor = characterName(ctx, words[sent] as TWord, clause, sent);
  });
  const named = reading.actor !== undefined;
  if (!reading.actor) reading.actor = findActor(ctx, clause);
  notTouchingItself(ctx, reading, named);
  if (/<touching \(/.test(reading.condition?.text ?? "")) ctx.toucher = reading.actor ?? ctx.last;
  readArrowKeys(clause, reading);
  // "and inside the loop, if it touches the edge, it turns": this clause's steps, or the next one's, go into the loop before
  const inside = insideTheLoop(words);
  if (inside) for (let k = inside.from; k < inside.end; k++) clause.used[k] = true;
  if (inside && !inside.closing) reading.inLoop = true;
  else if (ctx.inLoopNext) reading.inLoop = true;
  ctx.inLoopNext = inside?.closing === true;
  const eachTime = closingEachTime(words);
  if (eachTime !== undefined) {
    reading.eachTime = true;
    for (let k = eachTime.from; k < eachTime.end; k++) clause.used[k] = true;
  }
  // "10 times, 0.1 seconds apart", "with a 1 second wait between": the pause between the repeats, read after the actions
  const spacing = readSpacing(words);
  if (spacing) for (let k = spacing.from; k < spacing.end; k++) clause.used[k] = true;
  // "without turning upside down" (read with the request's words, see readPlanWords): the clause it closed sets the style
  if (ctx.leftRightAfter !== undefined && words.includes(ctx.leftRightAfter)) {
    reading.steps.push(block(LEFT_RIGHT));
    reading.says.push("never turns upside down");
  }
  // "the Light is red for 3 seconds, yellow for 1 second, ...": a costume worn for each time
  if (namesCostumes(words)) words.forEach((_w, k) => (clause.used[k] = true));
  const looks = readLooksFor(words, clause.used);
  if (looks) {
    for (const k of looks.used) clause.used[k] = true;
    reading.steps.push(...looks.steps);
    reading.says.push(looks.says);
  }
  // "the Rabbit is hidden at the start", "the Ghost starts hidden": how it is when the program starts
  const startState = readStartState(words, clause.used);
  if (startState) {
    for (const k of startState.used) clause.used[k] = true;
    const who = reading.actor ?? ctx.last;
    // ("starts hidden and shows when I press g": how it starts is the green flag's, not the key's)
    if (reading.trigger && reading.trigger.kind !== "flag" && who) reading.elsewhere.push({ actor: who, script: { trigger: { kind: "flag" }, steps: [block(startState.block)], says: `When the green flag is clicked: ${startState.says}` } });
    else {
      reading.steps.unshift(block(startState.block));
      reading.says.unshift(startState.says);
    }
  }
  // "the Robot starts at x -200 y 150": where it starts, before what it does
  const startPlace = readStartPlace(words, clause.used);
  if (startPlace) {
    for (const k of startPlace.used) clause.used[k] = true;
    reading.startStep = block(startPlace.block);
    reading.steps.unshift(reading.startStep);
    reading.says.unshift(startPlace.says);
    const who = reading.actor ?? ctx.last;
    if (who) (ctx.startPlaces ??= new Map()).set(who, startPlace);
  }
  // "make a block called jump that changes y by 40 ...": a block of the child's own, defined by what follows
  const defined = reading.trigger ? undefined : readDefinition(words, clause.used);
  if (defined) {
    for (const k of defined.used) clause.used[k] = true;
    reading.trigger = { kind: "define", name: defined.name };
    (ctx.defined ??= new Set()).add(defined.name);
    ctx.lastDefined = defined.name;
  }
  ctx.acting = reading.actor ?? ctx.last;
  // ("the Kangaroo uses jump 3 times", "uses it": runs the block of its own)
  const usesDefined = (i: number): string | undefined => {
    if (!/^(?:use|call|run)$/.test(words[i]?.lemma ?? "") || clause.used[i]) return undefined;
    const next = words[i + 1];
    if (next?.word === "it" && ctx.lastDefined) return ctx.lastDefined;
    return next && ctx.defined?.has(next.word) ? next.word : undefined;
  };
  // actions, in order: each verb takes the words up to the next verb
  const verbs: number[] = [];
  words.forEach((w, i) => {
    // ("moves 30 steps right": steps after a verb's number are the distance's unit, not a verb)
    const unit = w.lemma === "step" && words[i - 1]?.number !== undefined && isActionWord(words[i - 2]);
    // ("changes costume so its legs move": a part of the one spoken of moving is the costume's change said again, no move of its own)
    if (i > 0 && partOfOneSpokenOf(words, i - 1) && words[i + 1]?.bracket === undefined && MOVE_VERBS.has(w.lemma)) {
      clause.used[i] = clause.used[i - 1] = clause.used[i - 2] = true;
      if (words[i - 3]?.word === "so") clause.used[i - 3] = true;
      return;
    }
    // ("a race game", "the catch game": a verb naming the kind of game is no action)
    const namesAGame = /^(?:game|project)$/.test(words[i + 1]?.lemma ?? "") && DETERMINERS.has(words[i - 1]?.word ?? "");
    if (!clause.used[i] && (isActionWord(w) || usesDefined(i) || keepsAValue(words, i) || isGameOver(words, i)) && !unit && !namesAGame && !(w.lemma === "show" && words[i + 1]?.word === "how")) verbs.push(i);
  });
  // "goes to x 0 y -150, repeats 30 times change y by 10": what is said before the count runs once, before its loop
  const countAt = countInTheMiddle(words, verbs);
  let counted: TCounting | undefined;
  // "counts from 1 to 6, saying each number for 2 seconds": the count said before says its numbers so
  const saidNumbers = ctx.lastCounting?.sentence === clause.sentence ? eachNumberSaid(words, 0) : undefined;
  if (saidNumbers && ctx.lastCounting && saidNumbers.used.every((k) => !clause.used[k])) {
    for (const k of saidNumbers.used) clause.used[k] = true;
    sayEachNumberFor(ctx.lastCounting.counting, saidNumbers.seconds);
  }
  for (let v = 0; v < verbs.length; v++) {
    const at = verbs[v] as number;
    if (clause.used[at]) continue;
    // what is said runs on past words that look like verbs ("say got you"): the speech stops at its own end
    const isSpeech = SAY_VERBS.has((words[at] as TWord).lemma) && (words[at] as TWord).lemma !== "show";
    const own = usesDefined(at);
    if (own) {
      clause.used[at] = clause.used[at + 1] = true;
      reading.steps.push(block(own));
      reading.says.push(`runs its block "${own}"`);
      continue;
    }
    if (countAt !== undefined && at > countAt && reading.onceBefore === undefined) reading.onceBefore = reading.steps.length;
    const action = blockWordsAction(ctx, clause, at, isSpeech ? at + 1 : (verbs[v + 1] ?? words.length)) ?? readAction(ctx, clause, at, isSpeech ? words.length : (verbs[v + 1] ?? words.length));
    if (!action) {
      clause.used[at] = false;
      continue;
    }
    reading.steps.push(...action.steps);
    reading.says.push(action.says);
    if (action.counting) {
      counted = action.counting;
      ctx.lastCounting = { counting: action.counting, sentence: clause.sentence };
    }
    // the last distance walked forward, which "moves back" walks again the other way
    const moved = action.steps.map((step) => (step.kind === "block" ? /^move \((\d+(?:\.\d+)?)\) steps$/.exec(step.text) : null)).findLast((match) => match !== null);
    if (moved) ctx.lastMove = Number(moved[1]);
    reading.elsewhere.push(...(action.elsewhere ?? []));
    if (action.loops && !reading.repeat) reading.repeat = { kind: "forever" };
  }
  // "changes size by 10 and then by -10": the same change again, by its new amount
  const again = changeByAgain(words, clause.used, reading.steps);
  if (again) {
    for (const k of again.used) clause.used[k] = true;
    reading.steps.push(block(again.text));
    reading.says.push(again.says);
  }
  for (const change of changesAfter) {
    reading.steps.push(change.step);
    reading.says.push(change.says);
  }
  // "counts from 10 to 1, one number a second", "... every second": the pause after each number, in the count's own loop
  const pace = counted && !spacing && reading.repeat?.kind === "every" ? reading.repeat.seconds : undefined;
  if (counted && (spacing || pace !== undefined)) {
    pauseBetweenNumbers(counted, spacing?.seconds ?? (pace as number));
    // ("one number every 2 seconds": the pace of the count, not a loop round it)
    if (reading.repeat?.kind === "every") reading.repeat = undefined;
  } else if (spacing && countedClonesLoop(reading.steps)) {
    // "makes 5 clones of itself, one every second": the pace of the clones, in their count's own loop (plan.paced-clones.ts)
    pacedClones(reading, spacing.seconds);
  } else if (spacing) {
    // (a clause that is only the pause goes into the loop before it, once each time round)
    if (reading.steps.length === 0) reading.eachTime = true;
    reading.steps.push(block(`wait (${spacing.seconds}) seconds`));
    reading.says.push(`waits ${spacing.seconds} seconds each time`);
  }
  words.forEach((w, i) => {
    if (w.word === "by" && /^(?:itself|himself|herself|themselves)$/.test(words[i + 1]?.word ?? "")) clause.used[i] = clause.used[i + 1] = true;
  });
  noteCharacters(ctx, clause);
  return reading;
}

/**
 * "a sprite named Zip", "my character is called Pip", "add a sprite called Bo": a character the
 * child names with no kind of thing to name it by; the name is the sprite, and "it" means it.
 */
function readGivenName(ctx: TContext, clause: TClause, reading: TClauseReading): void {
  const { words, used } = clause;
  for (let i = 0; i < words.length; i++) {
    // ("my dog is called Rex": the dog is Rex)
    const kindOfThing = !/^(?:sprite|character)$/.test(words[i]?.lemma ?? "") && isCharacterWord(words[i], words[i + 1]) && words[i + 1]?.word === "is";
    if (!/^(?:sprite|character)$/.test(words[i]?.lemma ?? "") && !kindOfThing) continue;
    const called = words[i + 1]?.word === "is" ? i + 2 : i + 1;
    const given = words[called + 1];
    if (!/^(?:called|named)$/.test(words[called]?.word ?? "") || !given || given.mark || given.number !== undefined || TRIGGER_WORDS.has(given.word) || JOINERS.has(given.word)) continue;
    const name = given.quote ?? given.name ?? titleCase(given.raw);
    ctx.characters.set(given.lemma, name);
    if (kindOfThing) ctx.characters.set((words[i] as TWord).lemma, name);
    for (let k = i; k <= called + 1; k++) used[k] = true;
    // "add a sprite called Bo": adding it is having it
    if (/^(?:add|new)$/.test(words[i - 2]?.word ?? "") && DETERMINERS.has(words[i - 1]?.word ?? "")) used[i - 2] = true;
    if (!reading.actor) reading.actor = name;
    return;
  }
}

/** "when the Dog receives start", "when it gets the message "go"": the message's hat, on the one who receives it. */
/** Whether a word names a message the request has sent before. */
const w0Sent = (ctx: TContext, word: TWord | undefined) => word !== undefined && ctx.sent?.has(word.quote?.toLowerCase() ?? word.raw) === true;

function readReceive(ctx: TContext, clause: TClause, reading: TClauseReading): void {
  const { words } = clause;
  // "On go, the horses run": a message sent before, opening the clause, is what starts it
  const on = words[0]?.word === "on" ? words[1] : undefined;
  if (on && !clause.used[1] && ctx.sent?.has(on.quote?.toLowerCase() ?? on.raw) && (words[2]?.mark === "," || DETERMINERS.has(words[2]?.word ?? ""))) {
    clause.used[0] = clause.used[1] = true;
    reading.trigger = { kind: "message", name: [...(ctx.sent ?? [])].includes(on.raw) ? on.raw : (on.quote ?? on.raw) };
    return;
  }
  // ("the Drop receives heat, glides up ...": a message sent before, received, is the clause's start with no "when")
  const sentBefore = (i: number) => w0Sent(ctx, words[i + 1 + (words[i + 1]?.word === "the" ? 1 : 0)]);
  const at = words.findIndex((w, i) => (w.lemma === "receive" || w.lemma === "hear" || (w.lemma === "get" && words[i + 1]?.word === "the" && words[i + 2]?.word === "message")) && (words.slice(Math.max(0, i - 4), i).some((b) => b.word === "when" || b.word === "whenever") || (w.lemma === "receive" && sentBefore(i))));
  if (at < 0) return;
  let nameAt = at + 1;
  while (/^(?:the|a|message|broadcast|signal)$/.test(words[nameAt]?.word ?? "")) nameAt++;
  // ("when the Phone receives signal it says ...": "signal" itself, sent before, is the message's name)
  const named = words[nameAt];
  const bare = nameAt > at + 1 && words[nameAt - 1]?.word === "signal" && (!named || named.mark !== undefined || JOINERS.has(named.word) || TRIGGER_WORDS.has(named.word) || /^(?:it|he|she|they)$/.test(named.word) || isActionWord(named));
  if (bare) nameAt--;
  const name = words[nameAt];
  if (!name || name.mark || name.number !== undefined || JOINERS.has(name.word) || TRIGGER_WORDS.has(name.word) || /^(?:it|from)$/.test(name.word)) return;
  const when = words.slice(0, at).findLastIndex((w) => w.word === "when" || w.word === "whenever");
  for (let k = when + 1; k < at; k++) if (isCharacterWord(words[k], words[k + 1]) && !clause.used[k]) reading.actor = characterName(ctx, words[k] as TWord, clause, k);
  for (let k = Math.max(0, when); k <= nameAt; k++) clause.used[k] = true;
  reading.trigger = { kind: "message", name: name.quote ?? name.raw };
}

/** "change upspeed by -1", "set x to 240": a clause that spells a block with its values is that block. */
function blockWordsAction(ctx: TContext, clause: TClause, at: number, to: number): TAction | undefined {
  const { words } = clause;
  // "sets the tempo to 90": the music extension's tempo, never a variable of that name
  const tempo = readTempo(words, at, to);
  if (tempo) {
    for (const k of tempo.used) clause.used[k] = true;
    return { steps: [tempo.step], says: tempo.says };
  }
  const blocks = {
    variables: new Set(ctx.variables.keys()),
    characterAt: (k: number) => (isCharacterWord(words[k]) && !isBackdropName(words, k) ? characterName(ctx, words[k] as TWord, clause, k) : undefined),
  };
  // "a variable light is "red" or "green"; the Light sets it to red": "it" is the variable of those values
  const valued = ctx.lastVariable && ctx.variableValues?.get(ctx.lastVariable.name);
  const target = words[at + 3];
  if (valued && words[at]?.lemma === "set" && words[at + 1]?.word === "it" && words[at + 2]?.word === "to" && target && (valued.includes(target.quote ?? target.raw) || target.number !== undefined) && at + 3 < to) {
    const name = (ctx.lastVariable as { name: string }).name;
    for (let k = at; k <= at + 3; k++) clause.used[k] = true;
    const value = target.number !== undefined ? `(${target.number})` : `[${target.quote ?? target.raw}]`;
    return { steps: [block(`set [${name} v] to ${value}`)], says: `sets ${name} to ${target.quote ?? target.raw}` };
  }
  // "if ... it sets its ghost effect to 70, else it sets it to 0": "it" is the setting just named
  const setting = ctx.lastSetting;
  if (setting && setting.sentence === clause.sentence && words[at]?.lemma === "set" && words[at + 1]?.word === "it" && words[at + 2]?.word === "to" && words[at + 3]?.number !== undefined && at + 3 < to) {
    for (let k = at; k <= at + 3; k++) clause.used[k] = true;
    return { steps: [block(`${setting.prefix} (${words[at + 3]?.number as number})`)], says: `sets it to ${words[at + 3]?.number as number}` };
  }
  // "make it small (size 50)": the brackets say which block the words before them mean
  const read = readBracketBlock(words, at + 1, to, blocks) ?? readBlockWords(words, at, blocks);
  if (!read) return undefined;
  const settingRead = /^(set \[[a-z ]+ v\] effect to|set size to|set volume to|point in direction|set x to|set y to) \(/.exec(read.text);
  if (settingRead) ctx.lastSetting = { prefix: settingRead[1] as string, sentence: clause.sentence };
  // "moves 30 steps right", "move 15 steps to the left": a move that way, not the block "move (30) steps"
  let way = read.end;
  while (/^(?:to|the)$/.test(words[way]?.word ?? "") && way < to) way++;
  if (read.text.startsWith("move (") && DIRECTIONS[words[way]?.word ?? ""] !== undefined && !/^(?:arrow|key)$/.test(words[way + 1]?.word ?? "")) return undefined;
  // "adds 1 to pears" where pears is a variable: the variable goes up, it is not a list's new item
  const added = /^add \[(-?\d+(?:\.\d+)?)\] to \(?\[?([^\]()]+?)(?: v)?\]?\)?$/.exec(read.text);
  const found = added && ctx.variables.has(added[2] as string) && !ctx.lists.has(added[2] as string) ? { ...read, text: `change [${added[2]} v] by (${added[1]})`, variable: added[2] as string } : read;
  for (let k = at; k < found.end; k++) clause.used[k] = true;
  if (found.variable) {
    if (!ctx.variables.has(found.variable)) ctx.variables.set(found.variable, 0);
    ctx.lastVariable = { name: found.variable, sentence: clause.sentence };
  }
  // a list of blocks keeps its commas ("change y by 40, wait 0.3 seconds")
  const says = words.slice(at, found.end).filter((w) => !w.mark || (w.mark === "," && w.bracket !== undefined)).map((w) => (w.mark ? w.mark : w.quote !== undefined ? `"${w.quote}"` : w.raw)).join(" ").replace(/ ,/g, ",");
  const times = "times" in found && typeof found.times === "number" ? found.times : undefined;
  const sequence = "sequence" in found && Array.isArray(found.sequence) ? [...(found.sequence as string[])] : [found.text];
  // "glide 1 second to x -100 y 100, x 100 y 100, x 100 y -100": the block again for every place listed after it
  const going = /^(glide \(.+\) secs to|go to) x: \(/.exec(found.text);
  const listed = going ? readPlaceList(words, found.end, to) : undefined;
  for (const k of listed?.used ?? []) clause.used[k] = true;
  for (const p of listed?.places ?? []) sequence.push(`${going?.[1] as string} x: (${p.x}) y: (${p.y ?? "y position"})`);
  // (a block of the sequence with a count of its own runs in its own loop)
  const counts = "counts" in found && Array.isArray(found.counts) ? (found.counts as number[]) : [];
  const steps = sequence.map((text, k): TStep => ((counts[k] ?? 0) > 0 ? { kind: "repeat", times: counts[k] as number, body: [block(text)] } : block(text)));
  return times ? { steps: [{ kind: "repeat", times, body: steps }], says } : { steps, says };
}

/** The clause's words no reading used, as the child wrote them. */
function leftoverWords(clause: TClause): string {
  const left = clause.words.map((w, i) => (!clause.used[i] && !w.mark && !FRAMING.has(w.word) && !AUX.has(w.word) ? i : -1)).filter((i) => i >= 0);
  if (left.length === 0) return "";
  const from = left[0] as number;
  const to = left[left.length - 1] as number;
  return clause.words
    .slice(from, to + 1)
    .map((w) => w.quote !== undefined ? `"${w.quote}"` : w.raw)
    .join(" ");
}


// ---- from readings to scripts

function triggerWords(trigger: TTrigger): string {
  switch (trigger.kind) {
    case "flag": return "When the green flag is clicked";
    case "key": return `When you press the ${trigger.key} key`;
    case "click": return "When you click it";
    case "stage-click": return "When you click the stage";
    case "backdrop": return `When the backdrop switches to ${trigger.name}`;
    case "message": return `When it gets the message "${trigger.name}"`;
    case "clone": return "When it starts as a clone";
    case "define": return `Its own block "${trigger.name}"`;
  }
}

/** The music extension's drums, by the word a child names them with. */
const DRUM_KIT: Record<string, string> = { drum: "Snare Drum", snare: "Snare Drum", bass: "Bass Drum", cymbal: "Crash Cymbal", crash: "Crash Cymbal", hihat: "Closed Hi-Hat", tambourine: "Tambourine", clap: "Hand Clap", claves: "Claves", cowbell: "Cowbell", triangle: "Triangle", bongo: "Bongo", conga: "Conga" };

/** "keeps it in a variable player", "stores the answer in name", "saves that as age": the one answer asked for and the variable it goes in. */
function keptAnswer(ctx: TContext, words: readonly TWord[], at: number, to: number): { name: string; end: number } | undefined {
  if (!/^(?:store|keep|save|put|hold|remember)$/.test(words[at]?.lemma ?? "")) return undefined;
  let k = at + 1;
  if (words[k]?.word === "the" && /^(?:answer|name|age|reply)$/.test(words[k + 1]?.word ?? "")) k += 2;
  else if (/^(?:it|that|this|answer)$/.test(words[k]?.word ?? "")) k++;
  else return undefined;
  if (!/^(?:in|into|as)$/.test(words[k]?.word ?? "")) return undefined;
  k++;
  if (/^(?:a|an|the|my|its)$/.test(words[k]?.word ?? "")) k++;
  const said = /^variables?$/.test(words[k]?.word ?? "");
  if (said) k++;
  if (/^(?:called|named)$/.test(words[k]?.word ?? "")) k++;
  const name = words[k];
  if (!name || k >= to || name.mark || name.number !== undefined || !/^[\p{L}\p{M}][\p{L}\p{M}\d]*$/u.test(name.word)) return undefined;
  const varName = name.quote ?? name.word;
  // ("keeps it in a box": a variable only when the request says so or has one by that name)
  if (!said && !ctx.variables.has(varName)) return undefined;
  if (!ctx.variables.has(varName)) ctx.variables.set(varName, 0);
  return { name: varName, end: k + 1 };
}

/** "keep it in a variable", "keeps them in a and b": keeping a value somewhere, not doing something over and over. */
/**
 * 'else "Cold"', "otherwise 'Try again'": an else clause that is one quoted line and nothing more
 * (an "it" may stand before it) is said with the same block as the check's last line.
 */
function elseLineAlone(clause: TClause, then: readonly TStep[]): TStep | undefined {
  const at = clause.words.findIndex((w, i) => !clause.used[i] && w.quote !== undefined);
  if (at < 0 || clause.words.some((w, i) => i !== at && !clause.used[i] && w.mark === undefined && !/^(?:it|he|she|they)$/.test(w.word))) return undefined;
  const last = then.findLast((step) => step.kind === "block" && /^(?:say|think) \[.*\](?: for \([\d.]+\) seconds)?$/.test(step.text));
  if (last?.kind !== "block") return undefined;
  const verb = last.text.startsWith("think") ? "think" : "say";
  const seconds = /for \(([\d.]+)\) seconds$/.exec(last.text)?.[1];
  clause.used[at] = true;
  const line = quoteAsBlockText(clause.words[at]?.quote as string);
  return { kind: "block", text: seconds !== undefined ? `${verb} [${line}] for (${seconds}) seconds` : `${verb} [${line}]` };
}

/** "say Keep going": "keep" right after a saying verb is what is said, not a loop (decision 1770). */
const SAID_BEFORE = /^(?:say|says|said|shout|shouts|yell|yells|think|thinks|write|writes)$/;
const KEEPS_A_VALUE = /^(?:it|them|that|this|the) (?:in|into|as|answer|answers|name|age|number)$/;

/** "keep it in ...", "saves the answer as ...": a verb of keeping a value, which is no action word elsewhere ("keeps moving"). */
const keepsAValue = (words: readonly TWord[], i: number) => /^(?:keep|save|remember|hold)$/.test(words[i]?.lemma ?? "") && KEEPS_A_VALUE.test(`${words[i + 1]?.word} ${words[i + 2]?.word}`);

/** "asks for two numbers and stores them in a and b": marks where the two answers go (storeBothAnswers makes the blocks). */
const STORE_BOTH = "store both answers in";

/** `ask [Two numbers?]` then the two variables to keep them in: one question each, each answer kept. */
function storeBothAnswers(steps: TStep[]): { asked: string; now: string } | undefined {
  let changed: { asked: string; now: string } | undefined;
  for (let k = 0; k < steps.length; k++) {
    const store = steps[k];
    if (store?.kind !== "block" || !store.text.startsWith(STORE_BOTH)) continue;
    const [a, b] = store.text.slice(STORE_BOTH.length).trim().split(" ") as [string, string];
    const ask = steps[k - 1];
    const question = ask?.kind === "block" ? /^ask \[(.*)\] and wait$/.exec(ask.text)?.[1] : undefined;
    const thing = question ? /^(?:for )?(?:two|2) (\w+?)s?\??$/i.exec(question)?.[1]?.toLowerCase() : undefined;
    const noun = thing ?? "number";
    const blocks: TStep[] = [block(`ask [What is the first ${noun}?] and wait`), block(`set [${a} v] to (answer)`), block(`ask [What is the second ${noun}?] and wait`), block(`set [${b} v] to (answer)`)];
    const from = thing ? k - 1 : k;
    steps.splice(from, k - from + 1, ...blocks);
    changed = { asked: question ? `asks "${question}"` : "", now: `asks for the first ${noun} and the second` };
    k = from + blocks.length - 1;
  }
  return changed;
}

/** "make a block called jump that ...", "a custom block named spin which": the block's name and the words that define it. */
function readDefinition(words: readonly TWord[], used: readonly boolean[]): { name: string; used: number[] } | undefined {
  const at = words.findIndex((w, i) => w.lemma === "block" && !used[i] && /^(?:called|named)$/.test(words[i + 1]?.word ?? "") && words[i + 2] !== undefined && !words[i + 2]?.mark && words[i + 2]?.number === undefined && /^(?:that|which|to|:)$/.test(words[i + 3]?.word ?? words[i + 3]?.mark ?? ""));
  if (at < 0) return undefined;
  let from = at;
  while (from > 0 && /^(?:a|an|the|new|custom|own|my|your|make|makes|create|creates|add|adds|build|builds|define|defines)$/.test(words[from - 1]?.word ?? "")) from--;
  const name = (words[at + 2] as TWord).word;
  const read: number[] = [];
  for (let k = from; k <= at + 3; k++) read.push(k);
  return { name, used: read };
}

/** A block of the child's own lives in the sprite that uses it: its definition goes there. */
function defineWhereUsed(scripts: { actor: string | undefined; script: TScriptPlan }[]): void {
  for (const entry of scripts) {
    const trigger = entry.script.trigger;
    if (trigger.kind !== "define") continue;
    const calls = (steps: readonly TStep[]): boolean => steps.some((step) => (step.kind === "block" ? step.text === trigger.name : step.kind === "if" ? calls(step.then) || calls(step.else ?? []) : calls(step.body)));
    const user = scripts.find((other) => other !== entry && calls(other.script.steps));
    if (user?.actor) entry.actor = user.actor;
  }
}

/** A wait said with "until": the clause's condition makes it `wait until <...>`. */
const WAIT_UNTIL = "wait until (the condition)";

/**
 * A sprite never checks whether it touches itself. "if it touches the goal it says GOAL": with no
 * subject named, the one touching is the sprite that acted last (the Ball), which does the rest.
 * "touching the Pacman ... sends the Pacman back": the one touched acts, so the touch it checks is
 * with the sprite that acted last (the Ghost).
 */
function notTouchingItself(ctx: TContext, reading: TClauseReading, subjectNamed: boolean): void {
  const condition = reading.condition;
  const touched = /<touching \((.+?) v\)\?>/.exec(condition?.text ?? "")?.[1];
  // ("... the Asteroid moves ...; touching the Asteroid is game over": with no subject the last one acting would be the Asteroid itself)
  const other = [ctx.last, ctx.toucher, ...[...ctx.characters.values()].reverse()].find((name) => name !== undefined && name !== touched);
  if (!condition || touched === undefined || (reading.actor ?? ctx.last) !== touched || other === undefined) return;
  if (!subjectNamed) {
    reading.actor = other;
    return;
  }
  reading.condition = { ...condition, text: condition.text.replace(`(${touched} v)`, `(${other} v)`), words: condition.words.replace(new RegExp(`\\b${touched}\\b`, "i"), other) };
}

function wrap(reading: TClauseReading, steps: TStep[]): TStep[] {
  // "starts at x -200 y 100 and flies ..., 5 times": it starts there once, before the loop
  const loops = (reading.repeat !== undefined || reading.until !== undefined) && !reading.condition;
  const start = Math.max(reading.startStep !== undefined && steps[0] === reading.startStep && loops ? 1 : 0, loops && steps === reading.steps ? reading.onceBefore ?? 0 : 0);
  return [...steps.slice(0, start), ...wrapped(reading, steps.slice(start))];
}

/** The steps with a pause after them, once: "one every 0.25 seconds" may have said it already. */
function withPause(steps: TStep[], seconds: number): TStep[] {
  const wait = `wait (${seconds}) seconds`;
  const last = steps[steps.length - 1];
  return last?.kind === "block" && last.text === wait ? steps : [...steps, { kind: "block", text: wait }];
}

function wrapped(reading: TClauseReading, steps: TStep[]): TStep[] {
  let body = steps;
  if (reading.repeat?.kind === "every" || (reading.repeat?.kind === "times" && reading.repeat.seconds !== undefined)) body = withPause(body, reading.repeat.seconds as number);
  // an answer is given once, after its question: it is checked once, where it stands
  const aboutTheAnswer = (reading.condition?.text.includes("(answer)") ?? false) || reading.checkedOnce === true;
  if (reading.condition && !aboutTheAnswer && (!reading.trigger || reading.trigger.kind === "flag" || reading.trigger.kind === "clone") && reading.repeat?.kind !== "times") {
    // a condition with no event of its own is checked all the time
    return [{ kind: "forever", body: [{ kind: "if", condition: reading.condition, then: body }] }];
  }
  if (reading.condition) body = [{ kind: "if", condition: reading.condition, then: body }];
  const first = body[0];
  if (reading.until && first?.kind === "block" && first.text === WAIT_UNTIL) return [{ kind: "block", text: `wait until ${reading.until.text}` }, ...body.slice(1)];
  if (reading.until) return [{ kind: "until", condition: reading.until, body }];
  if (reading.repeat?.kind === "times") return [{ kind: "repeat", times: reading.repeat.count, body }];
  if (reading.repeat) return [{ kind: "forever", body }];
  return body;
}

/**
 * Steps that go on until a condition: the whole of them, or, when they end in a loop that never
 * stops, the steps before it once and the loop's body until then.
 */
function repeatUntil(steps: TStep[], condition: TCondition, wholeRepeats: boolean): TStep[] {
  const last = steps[steps.length - 1];
  if (!wholeRepeats && last?.kind === "forever") return [...steps.slice(0, -1), { kind: "until", condition, body: last.body }];
  return [{ kind: "until", condition, body: steps }];
}

/** "Repeat that 5 times", "do it 3 times": a clause that is only a count, for what comes next. */
function countOnly(clause: TClause): boolean {
  // ("the Parrot repeats 3 times:", "it does this 4 times": the one counted, named, and the verb's other forms count nothing else)
  // ("please make the Crab repeat 12 times:", "i want a Fish that repeats 4 times:": the asking around it says nothing more,
  // when the count comes with a loop's own word)
  const asked = clause.words.some((w) => /^(?:repeat|repeats|loop|loops)$/.test(w.word)) && clause.words.every((w) => !isActionWord(w) || /^(?:repeat|repeats|make|makes|want|wants|let|lets)$/.test(w.word));
  return clause.words.every((w, i) => clause.used[i] || w.mark !== undefined || w.number !== undefined || /^(?:repeat|do|that|this|it|all|times|time|please|in|inside|a|loop|use|using)$/.test(w.word) || /^(?:repeats|does)$/.test(w.word) || (w.word === "the" && clause.used[i + 1] === true) || (asked && /^(?:i|we|want|wants|make|let|can|could|you|should|would|like|to|my|our|he|she|needs?|has|have|must)$/.test(w.word)));
}

/** ", 10 times" closing a clause: a count after a comma, the clause's last words. */
const isWalkStep = (step: TStep) => step.kind === "block" && /^(?:move|turn (?:right|left)) \(/.test(step.text);

/**
 * "moves 50 steps and turns 90 degrees 4 times": a count after a walk and a turn repeats both,
 * the way every shape is drawn; turning on the spot 4 times alone draws nothing.
 */
function walksAShape(before: readonly TStep[] | undefined, steps: readonly TStep[]): boolean {
  return before !== undefined && before.length > 0 && before.every(isWalkStep) && steps.length > 0 && steps.every(isWalkStep) && [...before, ...steps].some((step) => step.kind === "block" && step.text.startsWith("turn")) && [...before, ...steps].some((step) => step.kind === "block" && step.text.startsWith("move"));
}

/** "change y by 10, 10 times, then change y by -10, 10 times": a count the sentence said already closed what a count after it repeats. */
const countSaidBefore = (clauses: readonly TClause[], index: number) => clauses.slice(0, index).some((c) => c.sentence === clauses[index]?.sentence && c.words.some((w, k) => w.word === "times" && c.words[k - 1]?.number !== undefined));

function trailingCount(clause: TClause): boolean {
  const words = clause.words.filter((w) => w.mark !== "." && w.mark !== "!");
  const n = words.length;
  if (n >= 3 && words[n - 1]?.word === "times" && words[n - 2]?.number !== undefined && words[n - 3]?.mark === ",") return true;
  // ", over and over", ", again and again", ", forever": the whole sentence's steps repeat
  // (", repeat forever", ", and repeat it forever": the loop named before its word)
  const last = words.map((w) => w.word).slice(-5).join(" ");
  return /(?:^|^\S+ ), (?:(over|again) and \1|forever)$|, forever$|, (?:and )?(?:repeat|loop)(?: it| that| this| them)? forever$/.test(last);
}

/** [from, to) of each sentence, ends included. */
function sentenceSpans(words: TWord[]): [number, number][] {
  const spans: [number, number][] = [];
  let from = 0;
  words.forEach((w, i) => {
    if (w.mark === "." || w.mark === "!" || w.mark === "?") {
      spans.push([from, i + 1]);
      from = i + 1;
    }
  });
  if (from < words.length) spans.push([from, words.length]);
  return spans;
}

const goesOnByItselfAhead = (reading: TClauseReading) => (reading.repeat?.kind === "forever" || reading.repeat?.kind === "every") && !reading.condition && reading.trigger === undefined;

/**
 * The other characters of a subject joined by "and" ("the dog and the cat race"): named before
 * the clause's first action, right after the actor or another of them.
 */
function coActors(ctx: TContext, clause: TClause, actor: string | undefined, clicked = false): string[] {
  if (actor === undefined) return [];
  const { words } = clause;
  // ("On go, the Horse and the Camel each move": the message that opens the clause is no verb of it)
  const opening = words[0]?.word === "on" && clause.used[1] ? 2 : 0;
  const firstAction = words.findIndex((w, i) => i >= opening && isActionWord(w));
  if (firstAction < 0) return [];
  // the runs of names joined by "and" before the verb ("the Horse and the Camel each move"): the actor's run acts together
  const runs: string[][] = [];
  let run: string[] = [];
  let joined = false;
  for (let i = 0; i < firstAction; i++) {
    const word = words[i] as TWord;
    const name = ctx.characters.get(word.lemma);
    if (name !== undefined) {
      if (!joined && run.length > 0) {
        runs.push(run);
        run = [];
      }
      if (!run.includes(name)) run.push(name);
      joined = false;
    } else if (word.word === "and" || (clicked && (word.word === "or" || word.mark === ","))) joined = true;
    // ("clicking the Hat, the Dress or the Boots switches it ...": each one clicked runs the script for itself)
    else if (!DETERMINERS.has(word.word) && word.word !== "," && !/^(?:each|both|all)$/.test(word.word)) {
      if (run.length > 0) runs.push(run);
      run = [];
      joined = false;
    }
  }
  if (run.length > 0) runs.push(run);
  const together = runs.find((names) => names.includes(actor));
  return together && together.length > 1 ? together.filter((name) => name !== actor) : [];
}

const isSpeech = (steps: readonly TStep[]) => steps.some((step) => step.kind === "block" && /^(?:say|think) /.test(step.text));

/**
 * The message that starts a character's turn, when a clause is another character's next step:
 * "then" between them, or one line of a conversation after another's (sentence after sentence).
 * Only a script that ends can hand on a turn; one that goes on forever runs beside the next.
 */
function takesTurnAfter(previous: { actor: string | undefined; script: TScriptPlan }, actor: string | undefined, trigger: TTrigger, clause: TClause, steps: readonly TStep[], triggerGiven: boolean): string | undefined {
  if (actor === undefined || previous.actor === undefined || previous.actor === actor) return undefined;
  // "... and then the knight says 'Run!'": a turn after a turn goes on the chain, not back to the green flag
  const afterATurn = previous.script.trigger.kind === "message" && previous.script.trigger.name.endsWith(" turn") && trigger.kind === "flag" && !triggerGiven;
  const then = clause.joiner === "then" || clause.words[0]?.word === "then";
  // "when the Water receives open it glides up ..., and after that the Boat moves": the next one's turn comes after, whatever started the first
  const afterThat = !triggerGiven && trigger.kind === "flag" && clause.words.slice(0, 3).some((w, k) => w.word === "after" && /^(?:that|this)$/.test(clause.words[k + 1]?.word ?? "")) && previous.script.trigger.kind !== "flag";
  if (!afterATurn && !afterThat && (JSON.stringify(previous.script.trigger) !== JSON.stringify(trigger) || trigger.kind === "message")) return undefined;
  if (previous.script.steps.some((step) => step.kind === "forever") || steps.some((step) => step.kind === "forever")) return undefined;
  // "then the dog says 'Got you!' and the cat says 'Oh no!'": lines said after a line are turns too
  const lastSaid = previous.script.steps[previous.script.steps.length - 1];
  const conversation = (clause.joiner === "start" || (clause.joiner === "and" && !triggerGiven && lastSaid !== undefined && isSpeech([lastSaid]))) && isSpeech(previous.script.steps) && isSpeech(steps);
  // "..., then the king says see you and the frog hops away": in a story told in turns, what another character does next is its turn too
  const nextInStory = afterATurn && (clause.joiner === "and" || clause.words[0]?.word === "and");
  return then || afterThat || conversation || nextInStory ? `${actor} turn` : undefined;
}

/**
 * "they talk one after the other", "they speak in turns", "taking turns": how the lines before
 * are said, which the turns the reader hands on already do; never a line or a count of its own.
 */
function inTurns(words: readonly TWord[]): number[] {
  const at: number[] = [];
  words.forEach((w, i) => {
    const phrase = w.word === "one" && words[i + 1]?.word === "after" && /^(?:the|another)$/.test(words[i + 2]?.word ?? "") ? (words[i + 2]?.word === "the" && words[i + 3]?.word === "other" ? 4 : words[i + 2]?.word === "another" ? 3 : 0) : (w.word === "in" || w.word === "taking") && /^turns?$/.test(words[i + 1]?.word ?? "") ? 2 : 0;
    if (phrase === 0) return;
    for (let k = i; k < i + phrase; k++) at.push(k);
    // "they talk ...", "they say their lines ...": the sentence only says how
    if (/^(?:talk|speak|chat|take|say)$/.test(words[i - 1]?.lemma ?? "") && /^(?:they|both|all)$/.test(words[i - 2]?.word ?? "") && (i - 2 === 0 || words[i - 3]?.mark !== undefined)) at.push(i - 1, i - 2);
  });
  return at;
}

/** The request's words without a lesson's framing, titles and sentences about the asker. */
export function readPlanWords(prompt: string): { words: TWord[]; lesson: ReturnType<typeof readLesson>; title: TWord[]; lists: TList[]; backdrops: string[]; leftRightAfter?: TWord } {
  const allWords = readWords(prompt);
  const lesson = readLesson(allWords);
  for (const at of audienceFraming(allWords)) lesson.framing.add(at);
  const comments = commentRequest(allWords);
  for (const at of comments) lesson.framing.add(at);
  if (comments.size > 0) lesson.comments = true;
  // "no timer and no way to lose": a promise the answer is checked against, not a part to build
  for (const at of readForbidden(allWords).framing) lesson.framing.add(at);
  // "In space (the backdrop Stars) ...", "Underwater backdrop, two players: ...": the backdrop the request happens on
  const setting = backdropSettings(allWords);
  for (const at of setting.used) lesson.framing.add(at);
  // "Balloon pop: click the balloon ...": a project's title names what the rest describes
  // (past an opening framed whole: "Atelier de code, 7-10 ans, Fort-de-France: the Mango falls from the tree: ...", decision 1780)
  const colon = allWords.findIndex((w, i) => w.mark === ":" && !(allWords.slice(i + 1).some((x) => x.mark === ":") && allWords.slice(0, i + 1).every((x, k) => lesson.framing.has(k) || x.mark !== undefined)));
  let title: TWord[] = [];
  // ("Spider joke:", "Birthday card:": a story's kind names no program of its own, so it frames too)
  const namesAProgram = (w: TWord) => (PROGRAM_WORDS.has(w.lemma) || PROGRAM_WORDS.has(w.word) || GAME_VERBS.has(w.lemma)) && !STORY_KINDS.test(w.lemma);
  // ("coderdojo tonight we did the sushi cards, i want my own one:": a longer title frames too, when it asks for nothing itself)
  const asksNothing = (span: TWord[]) => !span.some((w) => isActionWord(w) || TRIGGER_WORDS.has(w.word) || w.quote !== undefined || w.word === "forever" || /^[.!?]$/.test(w.mark ?? ""));
  // ("the Cat says hi and dances: ...": words that ask for a step and then name what the colon spells are no title)
  const stepsBefore = (span: TWord[]) => span.some((w, i) => (w.word === "and" || w.word === "then") && span.slice(0, i).some(isActionWord) && span.slice(i + 1).some((w) => !w.mark && !DETERMINERS.has(w.word)) && !/^(?:make|let|teach|help)$/.test(span.find(isActionWord)?.lemma ?? ""));
  // ("im 14 and our team is making a game for the tech challenge!!! the Coin should spin: ...": counted past framing sentences, decision 1780)
  const opened = allWords.findIndex((w, i) => !lesson.framing.has(i) && w.mark === undefined);
  const before = opened > 0 && opened < colon && allWords.slice(0, opened).every((w, i) => lesson.framing.has(i) || w.mark !== undefined) && /^[.!?:]$/.test(allWords[opened - 1]?.mark ?? "") && allWords.slice(opened, colon).some((w) => w.name !== undefined) ? opened : 0;
  if (colon > 0 && (colon - before <= 6 || (colon <= 16 && asksNothing(allWords.slice(0, colon)))) && colon < allWords.length - 3 && !allWords.slice(0, colon).some(namesAProgram) && !stepsBefore(allWords.slice(0, colon))) {
    title = allWords.slice(0, colon).filter((_w, i) => !lesson.framing.has(i));
    // ("Teach the cat to walk: ...": a lesson's framing that names who is taught names who acts)
    const taught = allWords.findIndex((w, i) => i < colon && DETERMINERS.has(w.word) && isCharacterWord(allWords[i + 1], allWords[i + 2]) && allWords[i + 2]?.word === "to" && isActionWord(allWords[i + 3]));
    if (taught >= 0 && !title.some((w) => isCharacterWord(w))) title = allWords.slice(taught, taught + 4);
    for (let i = 0; i <= colon; i++) lesson.framing.add(i);
  }
  // "My daughter loves horses.": a sentence about who asks, which asks for nothing
  for (const [from, to] of sentenceSpans(allWords)) {
    const sentence = allWords.slice(from, to);
    if (/^(?:my|our|she|he|they|we|i)$/.test(sentence[0]?.word ?? "") && sentence.some((w) => /^(?:love|like|enjoy|is|are|am)$/.test(w.lemma)) && !sentence.some((w) => w.word === "called" || w.word === "named") && !sentence.some((w) => isActionWord(w) || TRIGGER_WORDS.has(w.word) || /^(?:want|need|make|would)$/.test(w.lemma))) {
      for (let i = from; i < to; i++) lesson.framing.add(i);
    }
  }
  for (const at of aboutTheProject(allWords)) lesson.framing.add(at);
  // "the juniors want the Printer sprite to ...": the people who want it are no character (plan.wanted-by.ts)
  for (const at of wantedBy(allWords)) lesson.framing.add(at);
  // "Cuddles the cat and Tom the dog run": what kind of thing a named character is glosses its name, it asks for nothing
  for (const at of kindsAfterNames(allWords)) lesson.framing.add(at);
  for (const at of inTurns(allWords)) lesson.framing.add(at);
  for (const at of namingSentences(allWords)) lesson.framing.add(at);
  speakingAsSaying(allWords);
  // "the Cat chases the Mouse", "the mouse runs away": a character called Mouse, not the pointer
  nameTheMouse(allWords);
  // "without turning upside down" asks for a setting, no turn: its words are set aside (so no check looks for a turn) and the word before it kept
  const style = readRotationStyle(allWords);
  let leftRightAfter: TWord | undefined;
  if (style) {
    for (let i = style.from; i < style.end; i++) lesson.framing.add(i);
    for (let i = style.from - 1; i >= 0 && !leftRightAfter; i--) if (!lesson.framing.has(i) && !allWords[i]?.mark) leftRightAfter = allWords[i];
  }
  // "say my name Namuli", "say my name ... my name is Aanya.": the child's name is what is said
  for (const at of ownNameSaid(allWords)) lesson.framing.add(at);
  const words = allWords.filter((_w, i) => !lesson.framing.has(i));
  // "pen down, then ...", "costume yellow, wait 1 second": block names written with no verb before them
  verbsForBareBlocks(words);
  // "its size changes by 10", "the ghost effect is set to 100": the value as the subject of its block
  propertySubjects(words);
  penSizeBeforeColon(words);
  // "plays Twinkle Twinkle: notes 60, 60, 67", "the keys a, s and d play notes 60, 62 and 64": the notes each plays
  tempoSaidAsPlace(words);
  tuneNamedBeforeItsNotes(words);
  pairedNotes(words);
  // "5 Ghost clones appear at random places": the Ghost makes 5 clones there
  countedClones(words);
  // "an Asteroid touching a Laser hides": when the Asteroid touches a Laser, it hides
  touchingSubject(words);
  // "when the Person touches the Door the Door should open": the comma left out before a new subject
  commaAfterEvent(words);
  // "the Coin hides when the Hero touches it": the Coin's, when it touches the Hero
  touchedByAnother(words, title);
  // "counts 3, 2, 1", "says 4, 3 and 2": the count from the first number to the last
  numberListAsCount(words);
  countSaidLater(words);
  countEndsReached(words);
  // "a random number of steps from 1 to 5", "a random time from 2 to 5 seconds": "a random 1 to 5 steps"
  randomAmountsInOrder(words);
  // "the two clouds, Cloud1 and Cloud2, move left": each named one does it
  namedGroups(words);
  // "Lily, Omar and Zoe in a list called names": a list and its items, values and no characters
  const { lists, drop } = readLists(words);
  return { words: drop.size > 0 ? words.filter((_w, i) => !drop.has(i)) : words, lesson, title, lists, backdrops: setting.names, ...(leftRightAfter ? { leftRightAfter } : {}) };
}

/** "Cuddles the cat and Tom the dog": "the cat" after a capitalised name, before "and", a comma or a verb, is what the named one is. */
function kindsAfterNames(words: readonly TWord[]): number[] {
  const at: number[] = [];
  words.forEach((w, i) => {
    const kind = words[i + 2];
    const next = words[i + 3];
    if (w.name === undefined || words[i + 1]?.word !== "the" || !kind || kind.name !== undefined || kind.mark || !kind.isNoun || isActionWord(kind)) return;
    if (next === undefined || !(next.word === "and" || next.mark === "," || isActionWord(next))) return;
    at.push(i + 1, i + 2);
  });
  return at;
}

/** "a number", "a whole number", "any number" after "asks for" at `at`: the question that asks for it. */
function askedNumber(words: readonly TWord[], at: number, to: number): { question: string; used: number[] } | undefined {
  let k = at;
  if (/^(?:a|an|any|one)$/.test(words[k]?.word ?? "")) k++;
  const whole = /^(?:whole|positive)$/.test(words[k]?.word ?? "");
  if (whole) k++;
  if (words[k]?.word !== "number" || k >= to) return undefined;
  return { question: whole ? "Type a whole number" : "Type a number", used: Array.from({ length: k - at + 1 }, (_n, i) => at + i) };
}

/** Kinds of story, told by what the rest of the request says: a title with one of them is only a title. */
const STORY_KINDS = /^(?:joke|story|conversation|card|chat|dialogue|comic|poem)$/;

const MADE = /^(?:made|make|making|built|build|building|created|create|creating|started|start|starting|doing|did|learnt|learned|learn|learning)$/;

/**
 * "I made a project about my friend Leo.", "we are making a game about space,": the asker
 * telling what the project is, up to the sentence's first mark, which asks for nothing the
 * sentences after it do not say. Only a project word ("project", "game", "maze") is told
 * about, so a character ("I made a cat") is never set aside.
 */
function aboutTheProject(words: readonly TWord[]): number[] {
  const framing: number[] = [];
  for (let start = 0; start < words.length; start++) {
    if (start > 0 && !/^[.!?]$/.test(words[start - 1]?.mark ?? "")) continue;
    if (!/^(?:i|we)$/.test(words[start]?.word ?? "")) continue;
    let i = start + 1;
    while (/^(?:am|are|have|just|already|been)$/.test(words[i]?.word ?? "")) i++;
    if (!MADE.test(words[i]?.word ?? "")) continue;
    i++;
    if (/^(?:a|an|the|my|our|this)$/.test(words[i]?.word ?? "")) i++;
    if (!PROGRAM_WORDS.has(words[i]?.lemma ?? "") && !/^(?:project|game|scratch)$/.test(words[i]?.word ?? "")) continue;
    let end = i + 1;
    while (end < words.length && words[end]?.mark === undefined) end++;
    const span = words.slice(start, end);
    // a request in the same breath ("I made a maze where the player ...") is not only about the project
    if (span.some((w) => w.quote !== undefined || TRIGGER_WORDS.has(w.word) || /^(?:where|that|which|with)$/.test(w.word))) continue;
    for (let k = start; k < end && words[end]?.mark !== ","; k++) framing.push(k);
    if (words[end]?.mark !== ",") framing.push(end);
  }
  return framing;
}

/**
 * "Make the ballerina dance: switch costume ...": a title that says who acts and what they do
 * names the character the rest of the request is about, so its scripts are that character's
 * and not a nameless sprite's. A title with no action word ("Computing lesson:") names nobody.
 */
function titleActor(ctx: TContext, title: TWord[]): string | undefined {
  // ("the Pencil: space puts the pen down, ...": a title that is only a character's name, spelled as a name, is who acts)
  const content = title.filter((w) => !w.mark && !DETERMINERS.has(w.word));
  const onlyAName = content.length === 1 && content[0]?.name !== undefined && isCharacterWord(content[0]);
  if (!title.some(isActionWord) && !onlyAName) return undefined;
  return findActor(ctx, { words: title, used: title.map(() => false), sentence: -1, joiner: "start" });
}

/**
 * "then a football appears", "the dog comes on stage": a character that appears on a later turn
 * or event is not on the stage before it; it hides when the green flag is clicked.
 */
function hideUntilAppearing(scripts: { actor: string | undefined; script: TScriptPlan }[]): void {
  const actors = new Set(scripts.filter((entry) => entry.script.trigger.kind !== "flag" && entry.script.steps[0]?.kind === "block" && entry.script.steps[0].text === "show").map((entry) => entry.actor));
  for (const actor of actors) {
    const own = scripts.filter((entry) => entry.actor === actor);
    if (own.some((entry) => JSON.stringify(entry.script.steps).includes('"hide"'))) continue;
    const flag = own.find((entry) => entry.script.trigger.kind === "flag" && !entry.script.steps.some((step) => step.kind === "forever"));
    if (flag) flag.script.steps.unshift({ kind: "block", text: "hide" });
    else scripts.push({ actor, script: { trigger: { kind: "flag" }, steps: [{ kind: "block", text: "hide" }], says: "When the green flag is clicked: hides until it appears" } });
  }
}

const asksQuestion = (steps: readonly TStep[]) => steps.some((step) => step.kind === "block" && /^ask /.test(step.text));

/**
 * "Ask 'Is it raining?'. If the answer is yes, say ...": a check on the answer belongs after the
 * question, in the script that asked it, not in a loop of its own (which would check the empty
 * answer before anything was asked, and again for ever).
 */
function joinAnswerChecks(scripts: { actor: string | undefined; script: TScriptPlan }[]): void {
  // ("stores them in a and b. If a is bigger ...": a variable set to the answer is the answer kept)
  const kept = [...JSON.stringify(scripts.map((entry) => entry.script.steps)).matchAll(/set \[([^\]]+?) v\] to \(answer\)/g)].map((m) => `(${m[1] as string})`);
  const checksAnswer = (text: string) => text.includes("(answer)") || kept.some((reporter) => text.includes(reporter));
  for (let i = scripts.length - 1; i > 0; i--) {
    const entry = scripts[i] as (typeof scripts)[number];
    // the checks of this script, out of the loop that would run them before anything was asked
    const steps = entry.script.steps.length === 1 && entry.script.steps[0]?.kind === "forever" ? entry.script.steps[0].body : entry.script.steps;
    if (asksQuestion(entry.script.steps) || !steps.some((step) => step.kind === "if" && checksAnswer(step.condition.text))) continue;
    // the question it checks: the last one asked before it, by the same character, once (not in a loop)
    const asker = scripts
      .slice(0, i)
      .reverse()
      .find((other) => other.actor === entry.actor && asksQuestion(other.script.steps) && !other.script.steps.some((step) => step.kind === "forever"));
    // a check started by an event of its own ("when I press space, if the answer is yes...") stays there
    if (!asker || (entry.script.trigger.kind !== "flag" && JSON.stringify(entry.script.trigger) !== JSON.stringify(asker.script.trigger))) continue;
    asker.script.steps.push(...steps);
    asker.script.says += `; ${entry.script.says.replace(/^When /, "when ")}`;
    scripts.splice(i, 1);
  }
}

export function readPlan(prompt: string): TPlanReading {
  const { words, lesson, title, leftRightAfter, lists, backdrops } = readPlanWords(prompt);
  const clauses = splitClauses(words);
  const ctx: TContext = { last: undefined, characters: new Map(), variables: new Map(), lists: new Map(lists.map((list) => [list.name, list.items])), listsRead: new Map(lists.map((list) => [list.name, list])), hasAsk: false, programKinds: new Set(), toldApart: toldApartNouns(words) };
  ctx.last = titleActor(ctx, title);
  ctx.pollsKeys = asksForPolledKeys(words);
  ctx.clones = clonesSpokenOf(words);
  ctx.leftRightAfter = leftRightAfter;
  const scripts: { actor: string | undefined; script: TScriptPlan; sentence: number; open: boolean; lastIf?: Extract<TStep, { kind: "if" }>; wrapTimes?: number | "forever"; sealed?: boolean; byDefault?: number; thenAt?: { sentence: number; at: number; once: boolean }; wrapFrom?: number }[] = [];
  // the branch of an if its sentence is still filling: "if ... it says Off and plays a sound" (both are the branch's)
  let openBranch: TOpenBranch | undefined;
  /** "Repeat that 5 times:": a count for the whole of the next sentence's script. */
  let countAhead: { times: number | "forever"; sentence: number } | undefined;
  // "The Crab walks forever: move 4 steps ...": a title saying how often its character acts is how often the rest runs
  const titleCount = ctx.last !== undefined ? title.findIndex((w, i) => i > 0 && w.number !== undefined && title[i + 1]?.word === "times") : -1;
  if (ctx.last !== undefined && title.some((w) => w.word === "forever")) countAhead = { times: "forever", sentence: -1 };
  else if (titleCount >= 0) countAhead = { times: title[titleCount]?.number as number, sentence: -1 };
  /** "repeat 4 times, move ..., turn ...": a count for the actions after it in its sentence. */
  let loopAhead: { loop: TLoopAhead; sentence: number } | undefined;
  /** The loop a leading count opened, which the actions joined after it go into. */
  let openLoop: { step: Extract<TStep, { kind: "repeat" | "forever" | "until" }>; sentence: number } | undefined;
  const leftOut: string[] = [];
  let pendingTrigger: TTrigger | undefined;
  let current: (typeof scripts)[number] | undefined;
  // the scripts of characters who do what another does ("the Dog and the Cat say hi and jump"), copied once all its steps are read
  const copies: { copy: (typeof scripts)[number]; of: TScriptPlan }[] = [];
  /** The scripts of the keys pressed one by one in the clause just read, which what is joined after it goes into. */
  let pressed: { sentence: number; actor: string | undefined; entries: (typeof scripts)[number][] } | undefined;
  let contentWords = 0;
  let usedContent = 0;
  /** The sentence whose last clause was only a trigger ("click the tree"), if the clause just before was. */
  let triggerJustRead: number | false = false;
  /** "draws a star with the pen: 5 times move 100 ...": the pen made ready for the steps a colon spells, put before the next script. */
  let penReady: TStep[] | undefined;
  /** The check whose branch told another sprite to answer, which the checker's own part of the sentence goes back into. */
  let toldFrom: { actor: string; check: Extract<TStep, { kind: "if" }>; sentence: number } | undefined;
  // checks a touched character took over as its own watch (plan.messages.ts): dropped at the end if the checker kept nothing under them
  const handedOver = new Map<TStep, { told: TScriptPlan; checker: TScriptPlan }>();
  /** The bare walk the clause just read ("walks to the right"), which a block named next may say in full. */
  let bareWalk: { step: TStep; sentence: number } | undefined;
  /** The sentence whose colon closed words that built nothing ("puts the pen down and draws an L:"). */
  let colonAfterNothing: number | undefined;
  /** Whether the open loop is one a colon spells ("walks 4 times: move 25 steps, then wait"): its steps, "then" too, go in. */
  let colonLoop = false;
  /** Its words ("draws an L"), which name what the steps after the colon draw. */
  let colonNamed: string | undefined;
  for (const [index, clause] of clauses.entries()) {
    // "moves 20 and waits 1 second, 3 times, then says Again?": what comes after a closing count runs after its loop
    const closed = index > 0 && current?.sealed && typeof current.wrapTimes === "number" && clauses[index - 1]?.words.some((w, k) => w.word === "times" && clauses[index - 1]?.words[k - 1]?.number === current?.wrapTimes) ? current : undefined;
    if (closed) wrapInItsLoop(closed);
    const triggerBefore = triggerJustRead;
    triggerJustRead = false;
    ctx.following = clauses[index + 1];
    const reading = readClause(ctx, clause);
    // "... over the Log, which moves left 5 forever": a relative clause is the character it follows
    const relativeTo = reading.actor === undefined ? relativeOwner(clauses[index - 1], clause) : undefined;
    if (relativeTo) reading.actor = characterName(ctx, relativeTo.word, relativeTo.clause, relativeTo.at);
    const content = clause.words.filter((w, i) => !w.mark && !FRAMING.has(w.word) && !AUX.has(w.word) && (clause.used[i] || true));
    contentWords += content.length;
    usedContent += clause.words.filter((w, i) => clause.used[i] && !w.mark && !FRAMING.has(w.word)).length;
    const actor = reading.actor ?? (/^(?:it|he|she|they|him|her)$/.test(clause.words[0]?.word ?? "") || clause.joiner !== "start" ? ctx.last : undefined) ?? ctx.last;
    if (reading.actor) ctx.last = reading.actor;
    // "walk to the right, change x by 5": the block named right after a bare walk says how it walks, no second walk
    const glossed = bareWalk !== undefined && bareWalk.sentence === clause.sentence && clause.joiner === "comma" && current !== undefined && current.script.steps[current.script.steps.length - 1] === bareWalk.step && actor === current.actor && !reading.trigger && !reading.condition && walkSaidAsBlock(reading.steps[0]);
    if (glossed && current) current.script.steps.pop();
    // "starts at y 180 and falls, change y by -5 until ...": the steps said right after a bare movement are how it moves, no loop of its own
    const glossedLoop = current !== undefined && current.sentence === clause.sentence && clause.joiner === "comma" && actor === current.actor && !reading.trigger && !reading.condition && (walkSaidAsBlock(reading.steps[0]) || /^glide /.test(stepText(reading.steps[0]))) && bareLoopEnds(current.script.steps, clauses[index - 1], clause);
    if (glossedLoop && current) {
      current.script.steps.pop();
      current.script.says = current.script.says.replace(/, over and over$/, "");
    }
    const walkStep = bareWalkStep(clause, reading.steps);
    bareWalk = walkStep ? { step: walkStep, sentence: clause.sentence } : undefined;
    // "jumps when I press space and falls back down": the landing is the jump's own, already built
    if (clause.joiner !== "start" && landingOnly(clause) && current !== undefined && current.sentence === clause.sentence && /\bjumps\b/.test(current.script.says)) continue;
    // "says 'Ready' and 'Steady' for 1 second each": the length is every line's in the list
    const eachLasts = readEachLasts(clause.words);
    if (eachLasts) {
      const own = lastLinesFor(reading.steps, eachLasts.seconds);
      const before = isSpeech(reading.steps) || reading.steps.length === 0 ? current !== undefined && current.sentence === clause.sentence && lastLinesFor(current.script.steps, eachLasts.seconds) : false;
      if (own || before) for (const k of eachLasts.used) clause.used[k] = true;
    }
    // "key a plays note 60, key s plays note 62, each 0.5 beats": one length for every note its sentence gave
    const eachBeats = readEachBeats(clause.words);
    if (eachBeats) {
      const own = lastSoundsFor(reading.steps, eachBeats.beats);
      const before = reading.steps.length === 0 && scripts.filter((entry) => entry.sentence === clause.sentence).map((entry) => lastSoundsFor(entry.script.steps, eachBeats.beats)).includes(true);
      if (own || before) for (const k of eachBeats.used) clause.used[k] = true;
    }
    // "the Bee flies when I press space: it glides to the Rose": a verb said with nothing about how, then how after a colon,
    // is that how; the clause's trigger is the next one's
    // ("The Crab walks forever: move 4 steps and ...": what the colon says runs that often)
    const loopsAhead = !reading.trigger && !reading.condition && (reading.repeat?.kind === "forever" || reading.repeat?.kind === "times");
    if (clause.beforeColon && (reading.trigger || loopsAhead) && (bareMove(clause, reading.steps) || ((reading.trigger !== undefined || reading.repeat?.kind === "times") && movementSaidAfter(clause, reading.steps, reading.repeat?.kind === "times" ? reading.repeat.count : undefined, reading.trigger !== undefined))) && clauses[index + 1] !== undefined && !clauses[index + 1]?.words.some((w) => TRIGGER_WORDS.has(w.word))) {
      reading.steps = [];
      reading.says = [];
      if (loopsAhead && reading.repeat) {
        const times = reading.repeat.kind === "times" ? reading.repeat.count : "forever";
        // ("says Hallo! and then walks 4 times: move 25 steps ...": the counted steps come after the rest of its script, in it)
        const stepsAfter = current !== undefined ? colonLoopAfter(current, clause, reading.actor, times) : undefined;
        if (stepsAfter) {
          openLoop = { step: stepsAfter, sentence: clause.sentence + 1 };
          colonLoop = true;
          continue;
        }
        countAhead = { times, sentence: clause.sentence };
        reading.repeat = undefined;
        continue;
      }
    }
    // "the Crab must walk side to side: glide 2 second to x -200 and ...": the walk the colon goes on to say step by step, not a move of its own
    const saysHowAfter = clause.beforeColon && !reading.trigger && !reading.condition && reading.repeat === undefined && clauses[index + 1]?.sentence === clause.sentence + 1 && clauses[index + 1]?.words.some((w) => MOVE_VERBS.has(w.lemma) || w.lemma === "glide" || (w.lemma === "change" && /^(?:x|y)$/.test(clauses[index + 1]?.words[clauses[index + 1]?.words.indexOf(w) as number + 1]?.word ?? "")));
    if (saysHowAfter && bareMove(clause, reading.steps)) {
      reading.steps = [];
      reading.says = [];
      clause.words.forEach((w, k) => /^(?:side|to|back|and|forth)$/.test(w.word) && (clause.used[k] = true));
    }
    // "the Pencil draws a hexagon: pen down, then 6 times move 70 steps and turn 60 degrees": the shape the colon goes on to spell
    // step by step is drawn by those steps; the pen is made ready for them only when they do not put it down themselves
    // ("draws a square (4 times move 100 and turn 90)": the brackets spell it the same way)
    const spelled = clause.beforeColon && !reading.trigger && !reading.condition ? shapeSpelledAfter(reading.steps, clauses.filter((c) => c.sentence === clause.sentence + 1).flatMap((c) => c.words)) : clause.beforeLoopBrackets && !reading.trigger && !reading.condition ? shapeSpelledAfter(reading.steps, clauses[index + 1]?.words ?? []) : undefined;
    if (spelled) {
      reading.steps = [];
      reading.says = [];
      penReady = spelled.ready;
    }
    // "a Rocket that takes off when you press space: it counts ...": going off said with nothing about how, then how after the colon
    if (clause.beforeColon && reading.trigger && reading.steps.length === 0 && clauses[index + 1] !== undefined && !clauses[index + 1]?.words.some((w) => TRIGGER_WORDS.has(w.word) && w.word !== "each")) {
      clause.words.forEach((w, k) => {
        if (!clause.used[k] && /^(?:take|lift|blast|set|head|zoom|shoot)s?$/.test(w.lemma) && clause.words[k + 1]?.word === "off") clause.used[k] = clause.used[k + 1] = true;
      });
    }
    // "the Owl says hoot and flaps: next costume, wait 0.5 seconds": a verb alone, joined after another step, that the colon
    // goes on to spell, is named by the steps spelled, not built as well
    const said = clause.words.filter((w) => !w.mark);
    const glossedVerb = clause.beforeColon && clause.joiner === "and" && !reading.trigger && !reading.condition && reading.repeat === undefined && said.length === 1 && said[0]?.name === undefined && !isCharacterWord(said[0]) && clauses[index + 1]?.sentence === clause.sentence + 1 && !clauses[index + 1]?.words.some((w) => TRIGGER_WORDS.has(w.word) && w.word !== "every" && w.word !== "each");
    if (glossedVerb) {
      reading.steps = [];
      reading.says = [];
      clause.used[clause.words.indexOf(said[0] as TWord)] = true;
    }
    // ('says "Hot" if ..., else "Cold"': a line alone in the else is said the way the check's own line is; decision 1770)
    // (only after one check in the sentence: "says 'Yum' if sushi, else 'Slurp'" inside another if leaves unsure whose else it is)
    const checksBefore = clauses.slice(0, index).filter((before) => before.sentence === clause.sentence).flatMap((before) => before.words).filter((w) => /^(?:if|when|whenever)$/.test(w.word)).length;
    const aloneInElse = reading.isElse && reading.steps.length === 0 && current?.lastIf && checksBefore === 1 ? elseLineAlone(clause, current.lastIf.then) : undefined;
    if (aloneInElse) {
      reading.steps.push(aloneInElse);
      reading.says.push(`says "${/\[(.*)\]/.exec(aloneInElse.kind === "block" ? aloneInElse.text : "")?.[1] ?? ""}"`);
    }
    const left = leftoverWords(clause);
    for (const other of reading.elsewhere) scripts.push({ actor: other.actor === SAME_ACTOR ? actor : other.actor, script: other.script, sentence: -1, open: false });
    // "... with the arrows up and down. Up is move 5, down is move -5": what a key said before does, said late
    const late = lateKeyAction(clause);
    const lateSteps = late && reading.steps.length > 0 && !reading.trigger ? keyStepsOf(scripts, actor, late.key) : undefined;
    if (late && lateSteps) {
      for (const k of late.used) clause.used[k] = true;
      lateSteps.splice(0, lateSteps.length, ...reading.steps);
      const after = leftoverWords(clause);
      if (after) leftOut.push(after);
      continue;
    }
    // "each arrow key points it that way and moves 10": what is joined after the keys' clause is every key's too
    if (pressed && pressed.sentence === clause.sentence && clause.joiner !== "start" && !reading.trigger && !reading.keyMoves && !reading.condition && reading.steps.length > 0 && (reading.actor === undefined || reading.actor === pressed.actor)) {
      for (const entry of pressed.entries) {
        entry.script.steps.push(...structuredClone(reading.steps));
        entry.script.says += ` and ${reading.says.join(" and ")}`;
      }
      if (left) leftOut.push(left);
      continue;
    }
    pressed = undefined;
    if (reading.keyMoves && reading.keyPresses) {
      // "each arrow key points it that way and moves 10": a script per key, run once each press
      // (it says how the keys move already said in its sentence: "flies with the arrow keys, each arrow points it that way")
      const held = scripts.findIndex((entry) => entry.actor === actor && entry.sentence === clause.sentence && entry.script.says.startsWith(HELD_KEYS));
      if (held >= 0) scripts.splice(held, 1);
      const entries = reading.keyMoves.map((move) => ({ actor, script: { trigger: { kind: "key", key: move.key }, steps: move.text.split("\n").map(block), says: `When you press the ${move.key} key: ${move.text.includes("point") ? "points that way" : "moves that way"}` } as TScriptPlan, sentence: clause.sentence, open: false }));
      scripts.push(...entries);
      pressed = { sentence: clause.sentence, actor, entries };
      if (reading.steps.length === 0) {
        if (left) leftOut.push(left);
        continue;
      }
    } else if (reading.keyMoves) {
      // held keys move smoothly: one loop asks about each key, every frame
      const body: TStep[] = reading.keyMoves.map((move) => ({ kind: "if", condition: { text: `<key (${move.key} v) pressed?>`, words: `the ${move.key} key is pressed` }, then: move.text.split("\n").map(block) }));
      const keys = reading.keyMoves.map((move) => move.key);
      scripts.push({ actor, script: { trigger: { kind: "flag" }, steps: [{ kind: "forever", body }], says: `${HELD_KEYS} (${keys.slice(0, -1).join(", ")} and ${keys[keys.length - 1]})` }, sentence: clause.sentence, open: false });
      if (reading.steps.length === 0) {
        if (left) leftOut.push(left);
        continue;
      }
    }
    // (a colon after words that built nothing of their own, "and draws an L:", leaves the spelling to the script before it)
    if (clause.beforeColon) colonAfterNothing = reading.steps.length === 0 && !reading.trigger && !reading.condition ? clause.sentence : undefined;
    if (clause.beforeColon) colonNamed = colonAfterNothing !== undefined ? left : undefined;
    if (reading.steps.length === 0) {
      if (reading.isElse && current?.lastIf) {
        // "else ..." with no verb read: nothing to add
      }
      // "moves 4 steps forever, but only while light = green": the sentence's script does it only then
      if (reading.condition && !reading.trigger && !left && current && current.sentence === clause.sentence && clause.words.some((w) => w.word === "only")) {
        clause.words.forEach((w, k) => /^(?:but|only)$/.test(w.word) && (clause.used[k] = true));
        const loop = current.script.steps.find((step) => step.kind === "forever");
        const guard = (body: TStep[]): TStep[] => [{ kind: "if", condition: reading.condition as TCondition, then: body }];
        if (loop && loop.kind === "forever") loop.body = guard(loop.body);
        else current.script.steps = guard(current.script.steps);
        current.script.says += `, only while ${reading.condition.words}`;
        continue;
      }
      // "sets seconds to 60 and, until seconds is 0, waits 1 second and ...": the loop said first holds what comes after it
      if (reading.until && !reading.trigger && !reading.condition && !left && leadsTheSteps(clauses, index)) {
        loopAhead = { loop: { kind: "until", condition: reading.until }, sentence: clause.sentence };
        continue;
      }
      // "..., over and over, until it touches the cat": the sentence's script runs until then
      if (reading.until && !reading.trigger && !left && current && current.sentence === clause.sentence) {
        current.script.steps = repeatUntil(current.script.steps, reading.until, current.wrapTimes === "forever");
        if (current.wrapTimes === "forever") delete current.wrapTimes;
        current.script.says += `, until ${reading.until.words}`;
        continue;
      }
      if ((reading.trigger || reading.condition) && !left) {
        // "when the Train is clicked, the Barrier switches ...": the click is the Train's, which tells the one named next to answer
        if (reading.trigger?.kind === "click" && !reading.condition && reading.actor !== undefined && anotherSubjectNext(ctx, clause, clauses[index + 1], reading.actor)) {
          current = { actor: reading.actor, script: { trigger: { kind: "click" }, steps: [], says: "When you click it:" }, sentence: clause.sentence, open: true };
          scripts.push(current);
          continue;
        }
        // "when I press space," a trigger for the clauses after it
        pendingTrigger = reading.trigger;
        triggerJustRead = reading.trigger !== undefined && clause.sentence;
        if (reading.condition) {
          const ifStep: TStep = { kind: "if", condition: reading.condition, then: [] };
          // ("... 20 times. Inside the loop, if ...": the loop said before, even a sentence before)
          const host = current && (current.sentence === clause.sentence || (reading.inLoop && current.actor === actor)) ? current : undefined;
          if (host) {
            const last = host.script.steps[host.script.steps.length - 1];
            const inside = reading.inLoop ? lastLoop(host.script.steps) : undefined;
            if (inside) intoLoop(inside, [ifStep]);
            else if (last?.kind === "forever") last.body.push(ifStep);
            else host.script.steps.push(ifStep);
            host.lastIf = ifStep;
          } else {
            const script: TScriptPlan = { trigger: reading.trigger ?? { kind: "flag" }, steps: [{ kind: "forever", body: [ifStep] }], says: `When ${reading.condition.words}` };
            current = { actor, script, sentence: clause.sentence, open: true, lastIf: ifStep };
            scripts.push(current);
          }
        }
        continue;
      }
      // "Repeat that 5 times:", "In a forever loop:": how often the next sentence's script runs
      const ahead = reading.repeat?.kind === "times" && countOnly(clause) && clauses[index + 1]?.sentence === clause.sentence ? leadingCount(clause) : undefined;
      if (ahead !== undefined) {
        loopAhead = { loop: { kind: "repeat", times: ahead }, sentence: clause.sentence };
        continue;
      }
      // "forever, the Jaguar points towards the Tapir and moves 3 steps": a loop said first holds the rest of its sentence (plan.loop-scope.ts)
      if (reading.repeat?.kind === "forever" && countOnly(clause) && leadsTheSteps(clauses, index)) {
        loopAhead = { loop: { kind: "forever" }, sentence: clause.sentence };
        continue;
      }
      if ((reading.repeat?.kind === "times" || reading.repeat?.kind === "forever") && countOnly(clause)) {
        // "points at the ball and moves 4 steps, forever": a count closing a sentence is for the script the sentence built
        const closesItsSentence = clause.joiner !== "start" && current !== undefined && current.sentence === clause.sentence && current.wrapTimes === undefined && !current.script.steps.some((step) => step.kind === "forever");
        if (closesItsSentence && current) {
          current.wrapTimes = reading.repeat.kind === "times" ? reading.repeat.count : "forever";
          current.sealed = true;
          current.wrapFrom = repeatsFromThen(current, clause.sentence, []);
          continue;
        }
        // "goes to a random position every 0.8 seconds, forever": the loop the sentence's script has already, said again, never a loop for the next sentence
        if (reading.repeat.kind === "forever" && clause.joiner !== "start" && current !== undefined && current.sentence === clause.sentence && (current.wrapTimes === "forever" || current.script.steps.some((step) => step.kind === "forever"))) continue;
        countAhead = { times: reading.repeat.kind === "times" ? reading.repeat.count : "forever", sentence: clause.sentence };
        continue;
      }
      if (left) leftOut.push(left);
      continue;
    }
    if (left) leftOut.push(left);
    // "the Lion roars and grows 20 when it touches the pointer": the steps joined before a trigger said last are its too
    const earlier = reading.trigger || reading.condition ? takenBack(current, clause, actor) : undefined;
    if (earlier) {
      const delay = reading.delay !== undefined ? [block(`wait (${reading.delay}) seconds`)] : [];
      const own = wrap({ ...reading, condition: undefined }, reading.steps);
      earlier.script.steps = wrapped({ ...reading, repeat: undefined, until: undefined }, [...earlier.script.steps, ...delay, ...own]);
      earlier.script.trigger = reading.trigger ?? { kind: "flag" };
      const before = earlier.script.says.slice(earlier.script.says.indexOf(": ") + 2);
      earlier.script.says = `${reading.condition && !reading.trigger ? `When ${reading.condition.words}` : triggerWords(earlier.script.trigger)}: ${before} and ${reading.says.join(" and ")}`;
      delete earlier.byDefault;
      const ifStep = earlier.script.steps[0]?.kind === "forever" ? earlier.script.steps[0].body[0] : earlier.script.steps[0];
      if (ifStep?.kind === "if") {
        earlier.lastIf = ifStep;
        openBranch = { steps: ifStep.then, script: earlier.script, sentence: clause.sentence };
      }
      pendingTrigger = reading.trigger ?? pendingTrigger;
      continue;
    }
    // "... turns 90 degrees and moves 100 steps": joined to a loop its count opened, inside it
    // ("forever, it says In and grows by 5, 20 times, then says Out ...": nothing runs after a loop said first that never
    // stops, so the rest of its sentence, "then" and counted parts too, is inside it; plan.loop-scope.ts)
    const neverEnds = openLoop?.step.kind === "forever";
    const countedInside = neverEnds && reading.repeat?.kind === "times" && reading.repeat.seconds === undefined && !reading.until;
    // ("forever: change x by 5, and when x is more than 240 set x to -240": a check said in a loop that never stops is checked each time round, in it)
    const checkedInside = neverEnds && reading.condition !== undefined && reading.repeat === undefined && reading.delay === undefined && reading.steps.length > 0 && !reading.checkedOnce;
    // ("8 times it grows 20 and waits 1 second, and then it says done": after a comma, "then" is after the counted loop)
    const afterTheCount = !neverEnds && clause.joiner === "comma" && clause.words.slice(0, 2).some((w) => w.word === "then");
    const intoOpenLoop = openLoop !== undefined && openLoop.sentence === clause.sentence && (clause.joiner === "and" || (clause.joiner === "comma" && !afterTheCount) || ((neverEnds || colonLoop) && clause.joiner === "then") || (colonLoop && clause.joiner === "start")) && !reading.trigger && (!reading.condition || checkedInside) && !reading.until && !reading.isElse && (reading.repeat === undefined || countedInside) && (reading.actor === undefined || reading.actor === current?.actor);
    if (openLoop && current && intoOpenLoop) {
      current.sentence = clause.sentence;
      const delay = reading.delay !== undefined ? [{ kind: "block" as const, text: `wait (${reading.delay}) seconds` }] : [];
      if (countedInside && reading.repeat?.kind === "times") {
        // (the count is for the movement said last in the loop: "moves 5 and turns 3, 12 times" repeats both)
        const body = openLoop.step.body;
        const own = trailingCount(clause) ? body.splice(body.length - trailingMotion(body, reading.steps)) : [];
        body.push(...delay, { kind: "repeat", times: reading.repeat.count, body: [...own, ...reading.steps] });
        current.script.says += ` and ${reading.says.join(" and ")}, ${reading.repeat.count} times`;
        continue;
      }
      if (checkedInside && reading.condition) {
        const check: Extract<TStep, { kind: "if" }> = { kind: "if", condition: reading.condition, then: reading.steps };
        openLoop.step.body.push(check);
        current.lastIf = check;
        current.script.says += `, and if ${reading.condition.words}, ${reading.says.join(" and ")}`;
        continue;
      }
      openLoop.step.body.push(...delay, ...reading.steps);
      current.script.says += `${colonLoop && clause.joiner === "start" ? " " : " and "}${reading.says.join(" and ")}`;
      continue;
    }
    openLoop = undefined;
    colonLoop = false;
    // "moves 10 steps and switches costume, 40 times, and bounces at the edge": the sentence's counted walk bounces as it goes, no second walk of its own
    const lastStep = current?.script.steps[current.script.steps.length - 1];
    const countedWalk = typeof current?.wrapTimes === "number" ? current.script.steps : lastStep?.kind === "repeat" ? lastStep.body : undefined;
    const walksCounted = current !== undefined && current.sentence === clause.sentence && clause.joiner !== "start" && (reading.actor === undefined || reading.actor === current.actor) && !reading.trigger && !reading.condition;
    if (walksCounted && current && countedWalk && reading.says.length === 1 && reading.says[0] === BOUNCES_AROUND && countedWalk.some((step) => step.kind === "block" && /^move \(/.test(step.text))) {
      countedWalk.push(block("if on edge, bounce"));
      current.script.says += " and bounces off the edges";
      continue;
    }
    // "moves 7 and bounces on the edge forever": the loop closing the clause repeats the whole movement its sentence said (plan.loop-scope.ts)
    const joinedMotion = current !== undefined && current.sentence === clause.sentence && (clause.joiner === "and" || clause.joiner === "comma") && !reading.trigger && !reading.condition && !reading.until && (reading.actor === undefined || reading.actor === current.actor) && current.wrapTimes === undefined && leadingCount(clause) === undefined;
    const bouncesAlong = joinedMotion && reading.says.length === 1 && reading.says[0] === BOUNCES_AROUND && movesAlready(current?.script.steps ?? []) && oneMovement(current?.script.steps ?? [], [block("if on edge, bounce")]);
    // ("moves 8 forever and bounces on the edge": the loop said already moves it, the bounce goes into it)
    const loopMoving = current?.script.steps[current.script.steps.length - 1];
    const bouncesInItsLoop = current !== undefined && current.sentence === clause.sentence && clause.joiner !== "start" && !reading.trigger && !reading.condition && (reading.actor === undefined || reading.actor === current.actor) && reading.says.length === 1 && reading.says[0] === BOUNCES_AROUND && loopMoving?.kind === "forever" && movesAlready(loopMoving.body) && oneMovement(loopMoving.body, [block("if on edge, bounce")]);
    // ("move 4 steps and next costume forever, and if on edge it bounces": into the movement the sentence loops already)
    const bouncesInItsWrap = current !== undefined && current.sentence === clause.sentence && clause.joiner !== "start" && current.wrapTimes === "forever" && !reading.trigger && !reading.condition && (reading.actor === undefined || reading.actor === current.actor) && reading.says.length === 1 && reading.says[0] === BOUNCES_AROUND && movesAlready(current.script.steps);
    if (bouncesAlong || bouncesInItsLoop || bouncesInItsWrap) {
      reading.steps = [block("if on edge, bounce")];
      reading.says = ["bounces off the edges"];
      if (bouncesInItsWrap) reading.repeat = undefined;
    }
    // "says beep boop and switches costume every 1 second forever": a pace said last repeats the whole breath (plan.every-reach.ts)
    const pacedBreath = reading.repeat?.kind === "every" && current !== undefined && current.sentence === clause.sentence && clause.joiner === "and" && !reading.trigger && !reading.condition && !reading.until && reading.delay === undefined && reading.startStep === undefined && (reading.actor === undefined || reading.actor === current.actor) && current.wrapTimes === undefined && current.lastIf === undefined && repeatsWithThePace(current.script.steps) && stepBeforeItsTrigger(clause);
    if (pacedBreath && current && reading.repeat?.kind === "every") {
      const seconds = reading.repeat.seconds;
      current.script.steps = [{ kind: "forever", body: pacedBody([...current.script.steps, ...reading.steps], seconds) }];
      current.script.says += ` and ${reading.says.join(" and ")}, every ${seconds === 1 ? "second" : `${seconds} seconds`}`;
      delete current.byDefault;
      continue;
    }
    const wholeMovement = joinedMotion && (closesWithItsLoop(clause) || bouncesAlong) && oneMovement(current?.script.steps ?? [], reading.steps);
    // "switch costume and wait half a second, 10 times": the count is for the whole sentence's script
    const countsAll = leadingCount(clause) === undefined && (wholeMovement || reading.repeat?.kind === "times" && walksAShape(current?.script.steps, reading.steps) || ((reading.repeat?.kind === "times" || reading.repeat?.kind === "forever") && trailingCount(clause) && !countSaidBefore(clauses, index))) && current !== undefined && current.sentence === clause.sentence && clause.joiner !== "start" && !reading.trigger;
    if (countsAll && current && (reading.repeat?.kind === "times" || reading.repeat?.kind === "forever")) {
      current.wrapTimes = reading.repeat.kind === "times" ? reading.repeat.count : "forever";
      current.sealed = true;
      current.wrapFrom = repeatsFromThen(current, clause.sentence, reading.steps);
      // ("... every 0.1 sec, 40 times": the pause after each time closes the loop's body)
      if (reading.repeat.kind === "times" && reading.repeat.seconds !== undefined) reading.steps = withPause(reading.steps, reading.repeat.seconds);
      reading.repeat = undefined;
    }
    // "moves 4 steps and switches costume until it touches the Wall": a movement said in one breath with
    // "until" closing it goes on as a whole until then, not its last verb alone (plan.loop-scope.ts)
    const untilWhole = reading.until !== undefined && reading.repeat === undefined && reading.delay === undefined && current !== undefined && current.sentence === clause.sentence && (clause.joiner === "and" || clause.joiner === "comma") && !reading.trigger && !reading.condition && (reading.actor === undefined || reading.actor === current.actor) && current.wrapTimes === undefined && current.lastIf === undefined && oneMovement(current.script.steps, reading.steps);
    if (untilWhole && current && reading.until) {
      current.script.steps = repeatUntil([...current.script.steps, ...reading.steps], reading.until, true);
      current.script.says += ` and ${reading.says.join(" and ")}, until ${reading.until.words}`;
      continue;
    }
    let steps: TStep[] = [...(reading.delay !== undefined ? [{ kind: "block" as const, text: `wait (${reading.delay}) seconds` }] : []), ...wrap(reading, reading.steps)];
    // ("forever, change y by 2 ten times, then ...": a counted part first inside a loop that never stops)
    const countedFirst = loopAhead?.loop.kind === "forever" && reading.repeat?.kind === "times" && !reading.until;
    if (loopAhead && loopAhead.sentence === clause.sentence && !reading.trigger && !reading.condition && (reading.repeat === undefined || countedFirst)) {
      const loop = { ...loopAhead.loop, body: steps };
      const often = loopAhead.loop.kind === "forever" ? "over and over" : loopAhead.loop.kind === "until" ? `until ${loopAhead.loop.condition.words}` : undefined;
      if (often && reading.says.length > 0) reading.says[0] = `${often}, ${reading.says[0]}`;
      steps = [loop];
      openLoop = { step: loop, sentence: clause.sentence };
    } else if ((leadingCount(clause) !== undefined && steps[0]?.kind === "repeat") || (leadingForever(clause) && steps[0]?.kind === "forever")) {
      // ("forever it moves 6 steps and turns 4 degrees": a loop said first holds the steps joined after it, as a count does)
      if (steps.length === 1) openLoop = { step: steps[0], sentence: clause.sentence };
    }
    loopAhead = undefined;
    // "when it touches the Bin, the Bin says "Thanks!" and the Bottle goes back to x 0 y 150": the checker's own part of the branch is its check's again
    if (toldFrom && toldFrom.sentence === clause.sentence && reading.actor === toldFrom.actor && clause.joiner !== "start" && !reading.trigger && !reading.condition && !reading.until && reading.repeat === undefined && !reading.isElse) {
      const then = toldFrom.check.then;
      const told = then.findIndex((step) => step.kind === "block" && step.text.startsWith("broadcast ["));
      then.splice(told < 0 ? then.length : told, 0, ...steps);
      continue;
    }
    // else: the branch of the last if
    if (reading.isElse && current?.lastIf) {
      current.lastIf.else = [...(current.lastIf.else ?? []), ...steps];
      // "else if it is less than 5 say Tiny, otherwise say Medium": the next else is the inner if's
      const inner = steps.length === 1 && steps[0]?.kind === "if" && reading.condition !== undefined ? steps[0] : undefined;
      if (inner) current.lastIf = inner;
      openBranch = { steps: inner ? inner.then : current.lastIf.else ?? [], script: current.script, sentence: clause.sentence };
      continue;
    }
    // "when the Cat touches the Ball it hides and the Dog grows": another character's part of the branch's sentence answers the same check
    // (the check is the last thing its script does, so what the sentence adds comes after it)
    const lastOf = (list: readonly TStep[] | undefined): TStep | undefined => { const end = list?.[list.length - 1]; return end?.kind === "forever" ? lastOf(end.body) ?? end : end; };
    const answersTheCheck = current?.lastIf !== undefined && current.sentence === clause.sentence && lastOf(current.script.steps) === current.lastIf && current.lastIf.then.length > 0 && (clause.joiner === "and" || clause.joiner === "comma") && !reading.trigger && !reading.condition && !reading.until && reading.repeat === undefined && !reading.isElse && !steps.some((step) => step.kind === "forever");
    if (answersTheCheck && current?.lastIf && current.actor !== undefined && reading.actor !== undefined && reading.actor !== current.actor) {
      const told = tellsAnother(current.lastIf, current.actor, reading.actor, steps, reading.says, scripts.map((entry) => entry.script));
      toldFrom = { actor: current.actor, check: current.lastIf, sentence: clause.sentence };
      const watch = ownTouchWatch(told);
      if (watch) handedOver.set(current.lastIf, { told, checker: current.script });
      else current.script.says += `, and tells the ${reading.actor}`;
      current = { actor: reading.actor, script: told, sentence: clause.sentence, open: true, ...(watch ? { lastIf: watch } : {}) };
      openBranch = watch ? { steps: watch.then, script: told, sentence: clause.sentence } : undefined;
      scripts.push(current);
      continue;
    }
    // an if waiting for its steps ("if the answer is good, say nice")
    if (current?.lastIf && current.lastIf.then.length === 0 && !reading.trigger) {
      // "When the Cat touches the Rocks, the Dog says ...": another character's answer to what the first one checks
      if (reading.actor !== undefined && current.actor !== undefined && reading.actor !== current.actor) {
        const told = tellsAnother(current.lastIf, current.actor, reading.actor, steps, reading.says, scripts.map((entry) => entry.script));
        toldFrom = { actor: current.actor, check: current.lastIf, sentence: clause.sentence };
        const watch = ownTouchWatch(told);
        if (watch) handedOver.set(current.lastIf, { told, checker: current.script });
        else current.script.says += `, it tells the ${reading.actor}`;
        // what the sentence says next ("... and says 'You found me!'") is the answerer's too
        current = { actor: reading.actor, script: told, sentence: clause.sentence, open: true, ...(watch ? { lastIf: watch } : {}) };
        if (watch) openBranch = { steps: watch.then, script: told, sentence: clause.sentence };
        scripts.push(current);
        continue;
      }
      current.lastIf.then.push(...reading.steps);
      current.script.says += `, it ${reading.says.join(" and ")}`;
      openBranch = { steps: current.lastIf.then, script: current.script, sentence: clause.sentence };
      continue;
    }
    // "clicking the Cloud plays a sound and makes the Tree grow": another character's part of a click's breath
    // answers a message the clicked one sends (its own "when this sprite clicked" would wait for a click on itself)
    // ("hides when I click it and then the Cat says merci": what comes next in the click's sentence is the click's too)
    const clickedTells = current !== undefined && current.script.trigger.kind === "click" && current.sentence === clause.sentence && (clause.joiner === "and" || clause.joiner === "comma" || clause.joiner === "then") && !reading.trigger && !reading.condition && !reading.until && reading.repeat === undefined && !reading.isElse && reading.actor !== undefined && current.actor !== undefined && reading.actor !== current.actor;
    if (clickedTells && current && reading.actor) {
      // (a click that sends a message of the child's own, "broadcasts found", is answered on that message)
      const own = sentMessage(current.script.steps);
      const message = own ?? uniqueMessage(`${current.actor} clicked`, scripts.map((entry) => entry.script));
      if (!own) current.script.steps.push(block(`broadcast [${message} v]`));
      const joined = current.script.steps.length > (own ? 0 : 1) ? ", and" : "";
      current.script.says += own ? `, which the ${reading.actor} answers` : `${joined} tells the ${reading.actor} (the message "${message}")`;
      current = { actor: reading.actor, script: { trigger: { kind: "message", name: message }, steps, says: `When it gets the message "${message}": ${reading.says.join(", then ")}` }, sentence: clause.sentence, open: true };
      scripts.push(current);
      continue;
    }
    // "when the Train is clicked, the Barrier switches ..., the Train glides ...": the clicked one's own part goes on its click's script
    const clickOfItsOwn = current !== undefined && current.script.trigger.kind === "message" && reading.actor !== undefined && reading.actor !== current.actor && (clause.joiner === "and" || clause.joiner === "comma") && !reading.trigger && !reading.condition && !reading.until && reading.repeat === undefined && !reading.isElse ? scripts.find((entry) => entry.sentence === clause.sentence && entry.actor === reading.actor && entry.script.trigger.kind === "click" && entry.script.steps.some((step) => step.kind === "block" && step.text === `broadcast [${(current?.script.trigger as { name: string }).name} v]`)) : undefined;
    if (clickOfItsOwn) {
      clickOfItsOwn.script.steps.push(...steps);
      clickOfItsOwn.script.says += `, then ${reading.says.join(" and ")}`;
      current = clickOfItsOwn;
      continue;
    }
    // "click the tree and it says hello": a clause that is only a trigger starts the next one in its sentence
    const afterItsTrigger = triggerBefore === clause.sentence && clause.joiner !== "start";
    // "When it touches the Goal it says ...": a condition opening a sentence is watched from the start, not under the key read before it
    const watchOfItsOwn = reading.condition !== undefined && !afterItsTrigger;
    // "pressing space moves to the next backdrop, and the Peacock says ...": another character's part of the same breath answers the same key
    const sharedKey = (clause.joiner === "and" || clause.joiner === "comma") && !reading.trigger && !reading.condition && !reading.until && reading.repeat === undefined && current !== undefined && current.sentence === clause.sentence && reading.actor !== undefined && current.actor !== reading.actor && (current.script.trigger.kind === "key" || current.script.trigger.kind === "stage-click" || (current.script.trigger.kind === "message" && !clause.words.slice(0, 3).some((w) => /^(?:after|then|afterwards|next|later)$/.test(w.word)))) ? current.script.trigger : undefined;
    const trigger = reading.trigger ?? sharedKey ?? ((clause.joiner === "start" || afterItsTrigger) && !goesOnByItselfAhead(reading) && !watchOfItsOwn ? pendingTrigger : undefined);
    // "and fall down by itself": something that goes on by itself is a script of its own, from the green flag
    // ("appears and bounces": what it does once it has appeared is the same script's)
    const justAppeared = current?.script.steps[current.script.steps.length - 1]?.kind === "block" && (current.script.steps[current.script.steps.length - 1] as { text: string }).text === "show";
    // ("each clone goes to the top and falls 2 at a time": a clone's own script goes on by itself already)
    const goesOnByItself = (reading.repeat?.kind === "forever" || reading.repeat?.kind === "every") && !reading.condition && current !== undefined && current.script.trigger.kind !== "flag" && current.script.trigger.kind !== "clone" && !justAppeared;
    // ("says Hi when the flag is clicked, and each time you click it, it grows": a trigger just read starts a script of its own)
    const newTrigger = afterItsTrigger && pendingTrigger !== undefined && current !== undefined && JSON.stringify(pendingTrigger) !== JSON.stringify(current.script.trigger);
    const continues = current !== undefined && !reading.trigger && !goesOnByItself && !newTrigger && clause.joiner !== "start" && (current.actor === actor || !reading.actor) && current.sentence === clause.sentence;
    // ("... says Hello! Then the Alien says who are you?": another character's "then" is its turn, not more of this script)
    // ("After that it says its x position.", "Next, it turns": the same, in other words)
    const w0 = clause.words[0]?.word ?? "";
    const opensWithThen = w0 === "then" || w0 === "next" || w0 === "afterwards" || (w0 === "after" && /^(?:that|this)$/.test(clause.words[1]?.word ?? ""));
    // "puts the pen down and draws an L: move 100 steps, turn left 90 ...": the steps a colon spells go on the script before it
    // (not when the words before the colon left a count, a loop or a pen for the next script to take)
    const afterItsColon = current !== undefined && clause.joiner === "start" && clauses[index - 1]?.beforeColon === true && colonAfterNothing === clause.sentence - 1 && current.sentence === clause.sentence - 1 && clauses[index - 1]?.sentence === current.sentence && !reading.trigger && !reading.condition && !reading.until && reading.repeat?.kind !== "every" && (current.actor === actor || !reading.actor) && countAhead === undefined && penReady === undefined && current.wrapTimes === undefined && current.lastIf === undefined;
    if (afterItsColon && current) {
      current.sentence = clause.sentence;
      if (colonNamed !== undefined && leftOut.lastIndexOf(colonNamed) >= 0) leftOut.splice(leftOut.lastIndexOf(colonNamed), 1);
      colonNamed = undefined;
    }
    const continuesSentence = current !== undefined && !reading.trigger && clause.joiner === "start" && (opensWithThen || afterItsColon) && (current.actor === actor || !reading.actor);
    if (continuesSentence && w0 !== "then") clause.used[0] = clause.used[1] = true;
    // "goes up when I press up and when it touches the top it says bye": a watch that runs from the
    // green flag, not a loop inside the key's script (which would never hear the key again)
    // ("walks across the screen and when she walks past the boy ...": a watch after a glide would start only once the glide is over)
    // (a forever loop before it takes the watch inside it instead)
    const takesTime = (list: readonly TStep[]) => list[list.length - 1]?.kind !== "forever" && list.some((step) => step.kind === "repeat" || step.kind === "until" || (step.kind === "block" && /^(?:glide|wait|say .* for|think .* for|play sound .* until done)/.test(step.text)));
    const watchesFromTheStart = reading.condition !== undefined && steps[0]?.kind === "forever" && current !== undefined && ((current.script.trigger.kind !== "flag" && current.script.trigger.kind !== "message") || (current.script.trigger.kind === "flag" && takesTime(current.script.steps)));
    // "inside the loop, if it touches the edge, it turns": into the loop the script ends with, the check and all
    const saidInside = current && reading.inLoop && !reading.trigger && (current.actor === actor || !reading.actor) ? lastLoop(current.script.steps) : undefined;
    if (saidInside && current) {
      intoLoop(saidInside, reading.condition && steps.length === 1 && steps[0]?.kind === "forever" ? steps[0].body : steps);
      current.script.says += `, and each time round ${reading.condition ? `if ${reading.condition.words}, ` : ""}${reading.says.join(" and ")}`;
      if (reading.condition) current.lastIf = saidInside.body.findLast((s): s is Extract<TStep, { kind: "if" }> => s.kind === "if");
      continue;
    }
    if ((continues || continuesSentence) && current && watchesFromTheStart) {
      current = { actor, script: { trigger: { kind: "flag" }, steps, says: `When ${reading.condition?.words}: ${reading.says.join(", then ")}` }, sentence: clause.sentence, open: true, ...(steps[0]?.kind === "forever" && steps[0].body[0]?.kind === "if" ? { lastIf: steps[0].body[0] } : {}) };
      scripts.push(current);
      continue;
    }
    if ((continues || continuesSentence) && current) {
      // "and then ...", "then ...": more steps for the same script
      const lastStep = current.script.steps[current.script.steps.length - 1];
      if (lastStep?.kind === "forever") {
        // nothing runs after a forever loop: a checked condition goes inside it, anything else in a script of its own
        if (steps[0]?.kind === "forever") lastStep.body.push(...steps[0].body);
        // "turns 6 degrees every second and plays a tick sound each time": inside the loop, once a time round
        else if (reading.eachTime && !reading.repeat && !reading.condition) {
          // (an "every second" loop ends with its wait: each time round comes before it)
          const last = lastStep.body[lastStep.body.length - 1];
          const waits = last?.kind === "block" && /^wait \(/.test(last.text) ? 1 : 0;
          lastStep.body.splice(lastStep.body.length - waits, 0, ...steps);
        } else if (current.lastIf && current.lastIf.then.length > 0 && lastStep.body.includes(current.lastIf) && !reading.repeat && !reading.condition) {
          // "when it reaches zero it says bye and everything stops": the rest of the sentence is the condition's too
          current.lastIf.then.push(...steps);
          current.script.says += ` and ${reading.says.join(" and ")}`;
          continue;
        } else {
          current = { actor, script: { trigger: current.script.trigger, steps, says: `${triggerWords(current.script.trigger)}: ${reading.says.join(", then ")}` }, sentence: clause.sentence, open: true };
          scripts.push(current);
          continue;
        }
      } else if (reading.eachTime && !reading.repeat && !reading.condition && intoLastLoop(current.script.steps, steps)) {
        // "draw 6 squares, turning 60 degrees after each square": inside the copies' loop
      } else if (continuesBranch(openBranch, current.script, clause, reading)) {
        (openBranch as TOpenBranch).steps.push(...steps);
      } else if (chainsOnto(current.lastIf, current.script.steps, steps, reading) && elseAhead(clauses, index)) {
        // "if more than 25 say Hot, if less than 10 say Cold, otherwise say Nice": one chain, so exactly one branch runs
        (current.lastIf as Extract<TStep, { kind: "if" }>).else = steps;
      } else {
        // ("..., then next costume and wait 0.5, 8 times": where the sentence's "then" starts, which a count closing it repeats from)
        if (clause.joiner === "then" && clause.words[0]?.word === "then" && current.sentence === clause.sentence && current.wrapTimes === undefined) current.thenAt = { sentence: clause.sentence, at: current.script.steps.length, once: saidOnce(clauses.slice(0, index).filter((c) => c.sentence === clause.sentence)) };
        current.script.steps.push(...steps);
      }
      const ifStep = steps.find((s): s is Extract<TStep, { kind: "if" }> => s.kind === "if") ?? (steps[0]?.kind === "forever" ? steps[0].body.find((s): s is Extract<TStep, { kind: "if" }> => s.kind === "if") : undefined);
      if (ifStep) current.lastIf = ifStep;
      openBranch = ifStep && reading.condition && steps[0] === ifStep ? { steps: ifStep.then, script: current.script, sentence: clause.sentence } : openBranch;
      current.script.says += ` and ${reading.says.join(" and ")}`;
      continue;
    }
    let finalTrigger: TTrigger = trigger ?? { kind: "flag" as const };
    // "the teacher broadcasts start and the student says ready": another character's part of the sentence answers the message
    // ("it broadcasts a message; the Bulb then switches costume to On": another character's "then" right after a message sent, in the next sentence, is its answer)
    const lastSent = current?.script.steps[current.script.steps.length - 1];
    const answersNext = current !== undefined && clause.joiner === "start" && current.sentence === clause.sentence - 1 && lastSent?.kind === "block" && lastSent.text.startsWith("broadcast [") && reading.actor !== undefined && clause.words.slice(0, 4).some((w) => /^(?:then|next|afterwards)$/.test(w.word));
    const heard = current && (answersNext || (current.sentence === clause.sentence && clause.joiner !== "start")) && !reading.trigger && actor !== undefined && current.actor !== actor ? sentMessage(current.script.steps) : undefined;
    if (heard) finalTrigger = { kind: "message", name: heard };
    // "the lion says roar and then the zebra says run": the next character's turn starts when the last one's ends
    const turnOf = current ? takesTurnAfter(current, actor, finalTrigger, clause, steps, reading.trigger !== undefined) : undefined;
    // each turn has a message of its own: a character's second turn must not start its first again
    const turn = turnOf && uniqueMessage(turnOf, scripts.map((entry) => entry.script));
    if (turn && current) {
      current.script.steps.push({ kind: "block", text: `broadcast [${turn} v]` });
      current.script.says += ` and then tells the ${actor} it is their turn`;
      finalTrigger = { kind: "message", name: turn };
    }
    const saysCondition = reading.condition && !reading.trigger ? `When ${reading.condition.words}` : reading.repeat?.kind === "every" && !reading.trigger ? `Every ${reading.repeat.seconds === 1 ? "second" : `${reading.repeat.seconds} seconds`}` : triggerWords(finalTrigger);
    // the comment a teacher reads says how often, as the blocks do: "moves 10 steps" over a forever loop misleads
    // ("forever it moves 6 steps and turns": the loop said first holds what is joined after it, so it is said first too)
    const foreverFirst = reading.repeat?.kind === "forever" && openLoop?.step === steps[0] && reading.says.length > 0 && !reading.condition && !reading.until;
    if (foreverFirst) reading.says[0] = `over and over, ${reading.says[0]}`;
    const howOften = reading.condition || reading.until || foreverFirst ? "" : reading.repeat?.kind === "times" ? `, ${reading.repeat.count} times` : reading.repeat?.kind === "forever" ? ", over and over" : "";
    const script: TScriptPlan = { trigger: finalTrigger, steps, says: `${saysCondition}: ${reading.says.join(", then ")}${howOften}` };
    const ifStep = steps.find((s): s is Extract<TStep, { kind: "if" }> => s.kind === "if") ?? (steps[0]?.kind === "forever" ? steps[0].body.find((s): s is Extract<TStep, { kind: "if" }> => s.kind === "if") : undefined);
    // (started at the green flag only because nothing said when: a trigger said last in the sentence may take it, plan.trailing-trigger.ts)
    const byDefault = trigger === undefined && !heard && !turn && !reading.condition && !reading.until && reading.repeat === undefined && reading.startStep === undefined && reading.delay === undefined;
    current = { actor, script, sentence: clause.sentence, open: true, ...(ifStep ? { lastIf: ifStep } : {}), ...(byDefault ? { byDefault: clause.sentence } : {}) };
    openBranch = ifStep && reading.condition && steps[0] === ifStep ? { steps: ifStep.then, script, sentence: clause.sentence } : undefined;
    if (penReady) {
      script.steps.unshift(...penReady);
      penReady = undefined;
    }
    if (countAhead && clause.sentence > countAhead.sentence) {
      current.wrapTimes = countAhead.times;
      countAhead = undefined;
    }
    scripts.push(current);
    // "the dog and the cat race to the right": each of them does it, in a sprite of its own
    for (const other of coActors(ctx, clause, actor, reading.trigger?.kind === "click")) {
      const copy = { actor: other, script: { ...script, steps: structuredClone(script.steps) }, sentence: clause.sentence, open: false };
      copies.push({ copy, of: script });
      scripts.push(copy);
    }
    pendingTrigger = reading.trigger ?? pendingTrigger;
  }
  for (const { copy, of } of copies) copy.script = { ...of, steps: structuredClone(of.steps) };
  for (const entry of scripts) wrapInItsLoop(entry);
  for (const entry of scripts) entry.script.steps = tempoBeforeItsLoop(setStyleFirst(bounceTurnsTheMove(entry.script.steps)));
  oneLengthForAll(words, scripts.map((entry) => entry.script));
  // a speed changed only counts where a loop moves by it
  for (const actor of new Set(scripts.map((entry) => entry.actor))) {
    const own = scripts.filter((entry) => entry.actor === actor).map((entry) => entry.script);
    const hasChange = JSON.stringify(own).includes(`change [${SPEED} v]`);
    if (!hasChange) continue;
    const start = speedDrivesTheMove(own);
    if (start !== undefined) { if (!ctx.variables.has(SPEED)) ctx.variables.set(SPEED, start); }
    else leftOut.push("going faster or slower (say how it moves)");
  }
  for (const entry of scripts) {
    const asked = askEachOfCount(entry.script.steps);
    if (asked) entry.script.says = entry.script.says.replace(asked.asked, asked.now);
    const stored = storeBothAnswers(entry.script.steps);
    if (stored?.asked) entry.script.says = entry.script.says.replace(stored.asked, stored.now);
  }
  joinAnswerChecks(scripts);
  defineWhereUsed(scripts);
  unrollListedCounts(scripts.map((entry) => entry.script.steps), ctx.listedCounts ?? []);
  countInNamedVariable(scripts.map((entry) => entry.script), ctx.variables);
  countSaidByItsName(words, scripts.map((entry) => entry.script), ctx.variables);
  countNamedForItsThing(words, scripts.map((entry) => entry.script), ctx.variables);
  hideUntilAppearing(scripts);
  settleHandedOverChecks(scripts, handedOver);
  if (!teachesOr(prompt)) for (const entry of scripts) splitEitherTouch(entry.script.steps);
  if (ctx.pollsKeys) for (const entry of scripts) entry.script = polledKey(entry.script);
  // characters: each named one is a sprite; scripts with no actor go to the first
  const names = [...new Set([...ctx.characters.values()])];
  // ("Star spins when i click it": with no character named, the capitalised word the request opens with)
  const main = names[0] ?? openingSubject(prompt, words) ?? "Sprite1";
  const characters = (names.length > 0 ? names : [main]).map((name) => ({ name, scripts: scripts.filter((s) => (s.actor ?? main) === name).map((s) => s.script) }));
  const variables = [...ctx.variables.entries()].map(([name, start]) => ({ name, start }));
  // a variable a program changes starts at its value when the green flag is clicked
  const mainCharacter = characters[0];
  if (mainCharacter && variables.length > 0 && scripts.length > 0) {
    const flag = mainCharacter.scripts.find((s) => s.trigger.kind === "flag");
    // (a flag script that sets the variable itself first, as a count does, needs no second set)
    const setsItself = (name: string) => flag?.steps[0]?.kind === "block" && flag.steps[0].text.startsWith(`set [${name} v] to `);
    const setup = variables.filter((v) => !setsItself(v.name)).map((v) => ({ kind: "block" as const, text: typeof v.start === "string" ? `set [${v.name} v] to [${v.start}]` : `set [${v.name} v] to (${v.start})` }));
    if (flag) flag.steps.unshift(...setup);
    else mainCharacter.scripts.unshift({ trigger: { kind: "flag" }, steps: setup, says: `When the green flag is clicked: ${variables.map((v) => `${v.name} starts at ${v.start}`).join(", ")}` });
  }
  if (ctx.countdown) leftOut.push("the timer counting down (say how many seconds it starts at)");
  for (const helper of ctx.listHelpers ?? []) if (!variables.some((v) => v.name === helper)) variables.push({ name: helper, start: 1 });
  return {
    plan: withVariablesAsWritten({ characters, variables, lists: lists.map(({ name, items }) => ({ name, items })), stageScripts: showsBackdrops(backdrops), ...(lesson.concept ? { lesson: lesson.concept } : lesson.comments || readLesson(readWords(prompt)).framing.size > 0 ? { lesson: "" } : {}), leftOut }, prompt),
    understood: scripts.length > 0 && usedContent > 0 && contentWords > 0,
    programKinds: [...ctx.programKinds],
  };
}
