import { escapeRegExp } from "../../../../blocks";
import type { TGivenProgram } from "./offline.given-parts";

/**
 * Parts a request gives whose words can all be somewhere in a program while the part itself is
 * not built (issue 26: an answer never changes what was asked without saying so). Each check
 * reads the request's words and the program's plain lines (offline.coverage.ts) and returns the
 * parts the program does not hold, in the child's words, with the words that name them:
 * - a click said of a named character needs a click script on that character;
 * - "happiness goes up 5" needs a change of that variable by that value;
 * - "that many" after a question repeats the answer's number of times;
 * - "at 10 clicks ..." checks the count against 10;
 * - "says the timer" says the reporter, not other words;
 * - "no green flag" starts nothing on the green flag.
 */

type TParts = [part: string, raw: string][];

const squash = (name: string) => name.toLowerCase().replace(/\s+/g, "");

/** Words after "click" that are no character of the program. */
const NOT_CLICKED = /^(?:the|a|an|on|it|him|her|them|me|green|flag|stage|backdrop|background|screen|mouse|button|here|there|anywhere|somewhere|start|i|you)$/i;

/**
 * "If you click the Hueso, ...", "clicking Y1867 makes ...", "when the Drum is clicked": a
 * character named with a capital that the child clicks has a click script of its own (or a loop
 * that waits for the mouse on it). A click on a word written in lower case is left to the other
 * checks: it may be a thing, not a character.
 */
function namedClicks(prompt: string, program: TGivenProgram): TParts {
  const names = new Set<string>();
  for (const m of prompt.matchAll(/\b(?:[Cc]lick(?:s|ing)?|[Tt]ap(?:s|ping)?)\s+(?:on\s+)?(?:the\s+)?([A-Z][\p{L}\d]*)/gu)) names.add(m[1] as string);
  for (const m of prompt.matchAll(/\b(?:the\s+)?([A-Z][\p{L}\d]*)\s+(?:is|gets|was)\s+(?:clicked|tapped)\b/gu)) names.add(m[1] as string);
  const missing: TParts = [];
  for (const name of names) {
    if (NOT_CLICKED.test(name)) continue;
    const sprite = squash(name);
    const scripts = program.scripts.filter((script) => script.sprite === sprite);
    const clicked = scripts.some((script) => script.lines[0] === "when this sprite clicked" || (script.lines.some((line) => line.includes("mouse down")) && script.lines.some((line) => line.includes("touching mouse-pointer"))));
    if (!clicked) missing.push([`clicking the ${name}`, `click ${name}`]);
  }
  return missing;
}

/**
 * "the hunger goes up 1", "happiness go up by 5", "lives go down 1": a variable the program keeps,
 * said to go up or down by a value, is changed by that value (`change [happiness v] by (5)`).
 */
function variableSteps(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  for (const variable of program.variables) {
    if (variable.length < 3) continue;
    const said = new RegExp(String.raw`\b${escapeRegExp(variable)}\s+(?:go|goes|went|gets?|will go|should go)\s+(up|down)\s+(?:by\s+)?(\d+(?:\.\d+)?)\b`, "g");
    for (const m of lower.matchAll(said)) {
      const value = Number(m[2]) * (m[1] === "down" ? -1 : 1);
      const changed = program.all.some((line) => line.startsWith(`change ${variable} by `) && Number(line.slice(`change ${variable} by `.length)) === value);
      if (!changed) missing.push([`${variable} going ${m[1]} by ${m[2]}`, `${m[0]}`]);
    }
  }
  return missing;
}

/**
 * "asks how many robots and makes that many clones": the answer's number is how often the steps
 * after it repeat (`repeat (answer)`), not once.
 */
function answerTimes(lower: string, program: TGivenProgram): TParts {
  const m = /\b(?:that many|as many (?:\w+ )?as (?:the |my |your )?(?:answer|number)(?: says)?)(?:\s+[a-z]+){0,3}/.exec(lower);
  if (!m || !program.all.some((line) => line.startsWith("ask "))) return [];
  // a loop run by a value, not a number: the answer, or a variable set from it
  if (program.all.some((line) => /^repeat (?!until\b)(?!-?\d+(?:\.\d+)?$)\S/.test(line))) return [];
  return [[`doing it as many times as the answer says ("${m[0]}")`, m[0]]];
}

/** Counted things a milestone is said in: "at 10 clicks", "at 50 cookies", not "at 2 seconds". */
const NOT_COUNTED = /^(?:seconds?|secs?|steps|degrees|beats|percent|pixels|times|o|and|or|the|a)$/;

/**
 * "at 10 clicks it says diez", "at 8 points it says u win": what happens at a count is checked
 * against the count (`if <(clicks) = (10)>`, `wait until <not <(score) < (8)>>`), not done on each click.
 */
function milestones(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  for (const m of lower.matchAll(/\b(?:at|after|reaching|reaches)\s+(\d+)\s+([a-z]+s)\b/g)) {
    const counted = m[2] as string;
    if (NOT_COUNTED.test(counted)) continue;
    const n = Number(m[1]);
    const checks = program.all.filter((line) => /^(?:if |wait until |repeat until )/.test(line));
    const compared = checks.some((line) => new RegExp(String.raw`[=<>] ${n}\b|\b${n} [=<>]|> ${n - 1}\b|\b${n - 1} <|< ${n + 1}\b|mod ${n}\b`).test(line));
    if (!compared) missing.push([`checking for ${n} ${counted} ("${m[0]}")`, m[0]]);
  }
  return missing;
}

/** Reporters a child asks a character to say by name. */
const REPORTERS = ["timer", "score", "x position", "y position"];

/**
 * "it says the timer for 2 seconds", "the Cat says the score": a reporter said by name is said
 * as its value (`say (timer)`), not other words.
 */
function saidReporters(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  const names = [...new Set([...REPORTERS, ...program.variables.filter((name) => name.length > 2)])];
  for (const name of names) {
    const m = new RegExp(String.raw`\b(?:says?|saying|shows?|tells?)\s+(?:the|its|his|her|their|my)\s+${escapeRegExp(name)}\b(?!\s+(?:is|was|are|has|of)\b)`).exec(lower);
    if (!m) continue;
    if (!program.all.some((line) => /^(?:say|think) /.test(line) && line.includes(name))) missing.push([`saying the ${name}`, m[0]]);
  }
  return missing;
}

/** The green flag turned down: "no green flag", "without the flag", "don't use the flag". */
export const NO_FLAG = /\b(?:no|without(?: the| a)?|not(?: on| with)?(?: the)?|never(?: the)?|don'?t (?:use|want|click)(?: the)?)\s+(?:green\s+)?flag\b/;

/** "no green flag, only the space key": a program that still starts on the green flag does not do as asked. */
function flagTurnedDown(lower: string, program: TGivenProgram): TParts {
  const m = NO_FLAG.exec(lower);
  return m && program.all.includes("when green flag clicked") ? [["starting without the green flag", m[0]]] : [];
}

/** The parts these checks find missing. */
export function givenShapes(prompt: string, program: TGivenProgram): TParts {
  const lower = prompt.toLowerCase();
  return [...namedClicks(prompt, program), ...variableSteps(lower, program), ...answerTimes(lower, program), ...milestones(lower, program), ...saidReporters(lower, program), ...flagTurnedDown(lower, program)];
}
