import { escapeRegExp } from "../../../../blocks";

/**
 * Parts a request gives in so many words that a program can hold in the wrong shape while every
 * number of them is somewhere in it (issue 26's contract: never change what the request gave
 * without saying so). Each check reads the request's own words and the program's plain lines
 * (offline.coverage.ts) and returns the parts the program does not hold as they were given, each
 * in the child's words, with the words that name it (so a part already named is not named twice).
 */

/** The program as the coverage check reads it: each script's plain lines under its sprite. */
export interface TGivenProgram {
  sprites: string[];
  scripts: { sprite: string; lines: string[] }[];
  all: string[];
  variables: string[];
}

type TParts = [part: string, raw: string][];

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;

const numbersIn = (line: string) => [...line.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

/** The value `n` in the line, whatever its sign. */
const holds = (line: string, n: number) => numbersIn(line).some((value) => Math.abs(value) === Math.abs(n));

/** The word said right before `at` in `lower`. */
const wordBefore = (lower: string, at: number) => /([a-z]+)\W*$/.exec(lower.slice(0, at))?.[1] ?? "";

/**
 * A number the program does not hold, named in the child's own words around it ("the number 3
 * ("change x by 3")"), as the coverage check names one: the request's words, not the reader's
 * ("the x changing by 3"), so the child knows which of their numbers it is. `match` is the value
 * (its last group) with its words, found in the request lowercased (the same length as `prompt`).
 */
function numberSaid(prompt: string, match: RegExpMatchArray): string {
  const at = match.index ?? 0;
  // (a letter whose lower case is longer, "İ", would move the words: then they are quoted lowercased)
  const said = prompt.toLowerCase().length === prompt.length ? prompt : prompt.toLowerCase();
  return `the number ${match[match.length - 1] as string} ("${said.slice(at, at + (match[0] as string).length).trim()}")`;
}

/** Words before a value that make it a change ("change y by 10", "goes up 10"), not a place or a size to be at. */
const CHANGING = /^(?:by|change|changes|changing|changed|grow|grows|growing|shrink|shrinks|shrinking|increase|increases|decrease|decreases|add|adds|up|down)$/;

/**
 * "bigger (size 120) then smaller (size 100)", "glide to y 100": a size or a place given as a value
 * is that value, set or gone to (`set size to 120`, `glide … y: 100`), not a change by it.
 */
function valuesToBeAt(prompt: string, lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  for (const m of lower.matchAll(new RegExp(String.raw`(?<![\d.]\s*)\b(size|x|y)(?:\s*(?:=|:|of|to|at))?\s+(${NUMBER})(?![\d.]*\s*(?:%?\s*(?:times|steps|seconds?|secs?)\b))`, "g"))) {
    const what = m[1] as string;
    const value = Number(m[2]);
    if (CHANGING.test(wordBefore(lower, m.index))) continue;
    // "x and y", "between x 0 and ...": a value named with its place only
    const at = (line: string) =>
      what === "size" ? line.includes("size") && !line.startsWith("change size by") && holds(line, value) : new RegExp(String.raw`\b${what}: ${escapeRegExp(String(value))}\b|^set ${what} to ${escapeRegExp(String(value))}\b|${what} position [<>=] ${escapeRegExp(String(value))}\b`).test(line);
    if (!program.all.some(at)) missing.push([numberSaid(prompt, m), `${what} ${value}`]);
  }
  return missing;
}

/** What a change said of a thing is, as a block says it: "pen colour" is `change pen color by`. */
const CHANGED_THINGS: [RegExp, RegExp][] = [
  [/^(?:pen )?colou?r$/, /^change (?:pen )?colou?r(?: effect)? by|^change pen \(?colou?r|^change colou?r effect by/],
  [/^pen size$/, /^change pen size by/],
  [/^size$/, /^change size by/],
  [/^x$/, /^change x by/],
  [/^y$/, /^change y by/],
  [/^ghost$/, /^change ghost effect by/],
  [/^volume$/, /^change volume by/],
];

/**
 * "the pen colour changing by 5 each time", "change the size by 10": a thing changed by a value is
 * a `change … by` block of that thing with that value. The value said elsewhere (a pen size of 5)
 * does not keep the change.
 */
function changesBy(prompt: string, lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  const patterns = [
    new RegExp(String.raw`\b((?:pen )?(?:colou?r|size)|x|y|ghost|volume)\s+(?:changes?|changing|changed|goes up|going up|increases?|increasing|grows?|growing)\s+by\s+(${NUMBER})`, "g"),
    new RegExp(String.raw`\bchang(?:e|es|ing)\s+(?:the\s+|its\s+|his\s+|her\s+)?((?:pen\s+)?(?:colou?r|size)|x|y|ghost|volume)(?:\s+effect)?\s+by\s+(${NUMBER})`, "g"),
  ];
  for (const pattern of patterns) {
    for (const m of lower.matchAll(pattern)) {
      const thing = (m[1] as string).replace(/\s+/g, " ");
      const value = Number(m[2]);
      const block = CHANGED_THINGS.find(([said]) => said.test(thing))?.[1];
      if (block && !program.all.some((line) => block.test(line) && holds(line, value))) missing.push([numberSaid(prompt, m), `${thing} changing by ${value}`]);
    }
  }
  return missing;
}

/** Words that say what an answer is like, not what it is. */
const NOT_AN_ANSWER = /^(?:right|correct|wrong|incorrect|the|a|an|not|it|what|that|this|true|false|empty|blank|more|less|bigger|smaller|over|under|higher|lower|equal|same|even|odd|divisible|multiple)$/;

/**
 * "if the answer is up it changes y by 50": an answer the request names is compared in the
 * program (`if <(answer) = [up]>`), or what was to happen on it never can.
 */
function answersChecked(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  for (const m of lower.matchAll(/\b(?:the |your |my )?answer (?:is|=|==|equals|was)\s+(?:at (?:least|most) )?["'“‘]?([a-z0-9]+)/g)) {
    const said = m[1] as string;
    if (NOT_AN_ANSWER.test(said)) continue;
    // "is 12 or more", "is at least 12": the answer compared with the bound (decision 1770)
    const bound = (line: string): boolean => line.includes(`answer < ${said}`) || line.includes(`answer > ${said}`);
    if (!program.all.some((line) => line.includes(`answer = ${said}`) || line.includes(`${said} = answer`) || bound(line))) missing.push([`checking if the answer is ${said}`, `answer is ${said}`]);
  }
  return missing;
}

/**
 * "a custom block called step", "make your own block named jump": a block of the child's own is
 * defined (`define step`) and used by its name.
 */
function ownBlocks(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  for (const m of lower.matchAll(/\bblock (?:called|named)\s+["'“‘]?([a-z][a-z0-9]*)/g)) {
    const name = m[1] as string;
    const defined = program.all.some((line) => line === `define ${name}` || line.startsWith(`define ${name} `));
    const used = program.all.some((line) => line === name || line.startsWith(`${name} `));
    if (!defined || !used) missing.push([`your own block called "${name}" (made with its steps, then used)`, `block called ${name}`]);
  }
  return missing;
}

/** A turn that points the other way: a move after it goes back. */
const TURNED = /^turn .* 180 degrees|^point in direction/;

/**
 * "moves forward 10, waits and moves back 10", "goes down 20": a way that is backwards on its
 * axis keeps the value's sign (`move -10 steps`, `change y by -20`), or turns round first.
 */
function backwardsMoves(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  for (const m of lower.matchAll(new RegExp(String.raw`\b(back|backwards?|down|left)\s+(?:by\s+)?(\d+(?:\.\d+)?)\b(?!\s*(?:degrees?|°|times?|seconds?|secs?)\b)`, "g"))) {
    if (/^(?:turn|turns|turning|rotate|rotates|point|points|press|presses|pressing|the|arrow|key)$/.test(wordBefore(lower, m.index))) continue;
    const value = Number(m[2]);
    if (value === 0) continue;
    // "turns right 90 degrees when he presses d and left 90 when he presses a": a turn said on, left, as a turn block
    const turnSaid = m[1] === "left" && /\bturn(?:s|ing|ed)?\b[^.;!?]*$/.test(lower.slice(0, m.index));
    if (turnSaid && program.scripts.some((script) => script.lines.some((line) => new RegExp(`^turn (?:left|ccw|↺) ${value} degrees$`).test(line)))) continue;
    const back = program.scripts.some((script) => script.lines.some((line) => numbersIn(line).includes(-value)) || (script.lines.some((line) => TURNED.test(line)) && script.lines.some((line) => holds(line, value))));
    if (!back) missing.push([`going ${m[1]} ${value}`, `${m[1]} ${m[2]}`]);
  }
  return missing;
}

/** A sentence's sprites, in the order the request names them. */
function spritesNamedIn(sentence: string, program: TGivenProgram): string[] {
  const said = [...sentence.matchAll(/[a-z][a-z0-9]*/g)].map((m) => m[0]);
  return program.sprites.filter((sprite) => said.some((word) => word === sprite || word.replace(/e?s$/, "") === sprite));
}

/**
 * "each animal makes its noise when clicked: the Cow …, the Duck … and the Sheep …": a click said
 * of each character is a click script on each of them.
 */
function eachClicked(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  const sentences = lower.split(/(?<=[.!?])\s+/);
  sentences.forEach((sentence, i) => {
    // "each click on the coin adds 1" counts clicks on one character, not a click for each
    // ("each 0.5 beat", "all the time", "each whack (a click)": how often or how long, not each character)
    // ("stops all" is the block that stops everything; "each Drop clone" counts the clones of one character)
    if (!/(?<!\b(?:stop|stops|stopped|stopping|at)\s+)\b(?:each|every|all|both)\b(?!\s+(?:the\s+)?(?:\d|click|clicks|tap|taps|whacks?|hits?|time|times|seconds?|secs?|beats?|frames?|steps?|rounds?|turns?|goes|game|day|while|along|over|at once|together|[a-z]+ clones?)\b)/.test(sentence) || !/\b(?:click|clicked|clicks|tap|tapped|taps)\b/.test(sentence) || /\bflag\b/.test(sentence)) return;
    // the characters may be listed in the next sentence ("… when clicked. The Cow moos, …")
    const named = spritesNamedIn(`${sentence} ${sentences[i + 1] ?? ""}`, program);
    if (named.length < 2) return;
    for (const sprite of named) {
      if (!program.scripts.some((script) => script.sprite === sprite && script.lines[0] === "when this sprite clicked")) missing.push([`the ${sprite} doing its part when you click it`, `${sprite} doing its part when you click`]);
    }
  });
  return missing;
}

/** "switches costume to ", "the backdrop ", "then switches to ": the words before a look's name, and which look. */
const LOOK_BEFORE = /\b(costume|backdrop|background|scene)s?\s+(?:(?:to|called|named)\s+)?$/;
const SWITCH_BEFORE = /\b(?:switch|switches|switched|switching|change|changes|changed|changing)\s+(?:back\s+)?to\s+$/;

/**
 * What a name is a name of, by the words said right before it: a costume ("switches costume to
 * Run1", and "then switches to Run2" after it), a backdrop ("the backdrop to Room2"), or a
 * character (decision 1580).
 */
function lookNamed(lower: string, at: number): "costume" | "backdrop" | undefined {
  const before = lower.slice(0, at);
  const look = LOOK_BEFORE.exec(before)?.[1];
  if (look !== undefined) return look === "costume" ? "costume" : "backdrop";
  if (!SWITCH_BEFORE.test(before)) return undefined;
  // "switches to Run2": the look last said before it, a costume when none was
  const said = [...before.matchAll(/\b(costume|backdrop|background|scene)s?\b/g)].at(-1)?.[1];
  return said === undefined || said === "costume" ? "costume" : "backdrop";
}

/**
 * "Die1 and Die2", "Player2": a name written with its number is one character's name, a sprite
 * of its own. A costume's or a backdrop's name ("switches costume to Dance1", "the backdrop to
 * Level2") is no character: the program switches to it, or that switch is named.
 */
function numberedNames(prompt: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  const lower = prompt.toLowerCase();
  for (const m of prompt.matchAll(/\b([A-Z][a-z]+)(\d{1,2})\b/g)) {
    const name = `${m[1]}${m[2]}`;
    const squashed = name.toLowerCase();
    if (missing.some(([, raw]) => raw === name)) continue;
    const look = lookNamed(lower, m.index ?? 0);
    if (look !== undefined) {
      const switched = new RegExp(`^switch ${look} to ${squashed}(?: and wait)?$`);
      if (!program.all.some((line) => switched.test(line))) missing.push([`switching the ${look} to ${name}`, name]);
    } else if (!program.sprites.includes(squashed)) missing.push([`the ${name} as a sprite of its own`, name]);
  }
  return missing;
}

/**
 * The lines inside each loop of project text whose first line `hat` matches (its first group the
 * loop's indent), nested loops' lines too, with the hat's match.
 */
export function loopBodies(text: string, hat: RegExp): { hat: RegExpExecArray; lines: string[] }[] {
  const lines = text.split("\n");
  const bodies: { hat: RegExpExecArray; lines: string[] }[] = [];
  lines.forEach((line, i) => {
    const m = hat.exec(line);
    if (!m) return;
    const indent = (m[1] as string).length;
    const body: string[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const inner = lines[j] as string;
      if (inner.trim() === "" || inner.trim().startsWith("//")) continue;
      if (inner.length - inner.trimStart().length <= indent) break;
      body.push(inner.trim());
    }
    bodies.push({ hat: m, lines: body });
  });
  return bodies;
}

/**
 * "up and down forever like a wave: glide to y 100 in 1 second and glide to y -100 in 1 second":
 * what a "forever" is said of, spelled out after its colon, goes round in a `forever`. Every value
 * said there is in a forever's body (the steps done once, beside another loop, are not the wave).
 */
function foreverSpelledOut(lower: string, text: string): TParts {
  const missing: TParts = [];
  const bodies = loopBodies(text, /^(\s*)forever\b/).map((loop) => loop.lines);
  for (const m of lower.matchAll(/\b(?:forever|over and over|again and again)\b[^.:;!?]{0,40}:\s*([^.;!?]+)/g)) {
    const said = (m[1] as string).trim();
    const values = numbersIn(said.replace(/\b\d+(?:\.\d+)?\s*(?:times?)\b/g, " "));
    if (values.length === 0) continue;
    if (!bodies.some((body) => values.every((value) => body.some((line) => holds(line, value))))) missing.push([`doing "${said}" forever`, said]);
  }
  return missing;
}

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twice: 2 };

/**
 * "hops and waves 3 times: change y by 20, wait 0.5 seconds, change y by -20": a count said just
 * before a colon goes round the steps spelled out after it. Every value said there is in the body
 * of a `repeat` of that count (the steps done once, or a library's own hop repeated, are not them).
 */
function countSpelledOut(lower: string, text: string): TParts {
  const missing: TParts = [];
  for (const m of lower.matchAll(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times\s*:\s*((?:[^.;!?]|\.(?=\d))+)/g)) {
    const count = COUNT_WORDS[m[1] as string] ?? Number(m[1]);
    const said = (m[2] as string).trim();
    const values = numbersIn(said);
    if (values.length === 0) continue;
    const bodies = loopBodies(text, new RegExp(`^(\\s*)repeat \\(${count}\\)`)).map((loop) => loop.lines);
    if (!bodies.some((body) => values.every((value) => body.some((line) => holds(line, value))))) missing.push([`doing "${said}" ${count} times`, said]);
  }
  return missing;
}

/** Operators a program computes with, by the signs and words a request writes them in. */
const OPERATORS: [RegExp, RegExp][] = [
  [/\*|\btimes\b|\bmultipl/, / \* /],
  [/\+|\bplus\b/, / \+ /],
  [/\/|\bdivided by\b/, / \/ /],
];

/**
 * "say the area (width * height)", "the total (a + b)": a sum written between brackets, of words
 * and not of numbers alone, is computed with its operator in the program, or named. (A sum of
 * numbers alone, "(3 x 4)", is a question's text, and the plan reads those itself.)
 */
function sumsWritten(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  // (words in quotes are said, not computed: "(yes/no)"; a lone "/" between words is "or")
  const unquoted = lower.replace(/["“][^"”]*["”]|(?<![a-z])['‘][^'’]*['’](?![a-z])/g, (quote) => " ".repeat(quote.length));
  for (const m of unquoted.matchAll(/\(([a-z][a-z ]*?)\s*(\*|\+|\s\/\s|\btimes\b|\bplus\b|\bdivided by\b)\s*([a-z][a-z ]*?)\)/g)) {
    const sign = (m[2] as string).trim();
    const operator = OPERATORS.find(([said]) => said.test(sign));
    if (!operator) continue;
    const before = /([a-z]+(?: [a-z]+)?)\s*$/.exec(lower.slice(0, m.index))?.[1] ?? "";
    if (program.all.some((line) => operator[1].test(line))) continue;
    missing.push([`${before} ${m[0]}`.trim(), m[0]]);
  }
  return missing;
}

/**
 * "every 10 coins the Coin gets bigger", "each 5 points": a change every so many of a thing the
 * program counts in a variable happens when that variable reaches each multiple (`mod`, or a
 * check of the variable against the number), not on every change of it.
 */
function everySoMany(lower: string, program: TGivenProgram): TParts {
  const missing: TParts = [];
  for (const m of lower.matchAll(/\b(?:every|each)\s+(\d+)\s+([a-z]+)/g)) {
    const count = Number(m[1]);
    const noun = m[2] as string;
    if (/^(?:seconds?|secs?|minutes?|mins?|times?|steps?|pixels?|degrees?|frames?|beats?)$/.test(noun)) continue;
    const variable = program.variables.find((name) => name.toLowerCase() === noun || `${name.toLowerCase()}s` === noun || name.toLowerCase() === `${noun}s`);
    if (variable === undefined) continue;
    const checked = program.all.some((line) => new RegExp(`(?<![a-z])${escapeRegExp(variable)}(?![a-z])`).test(line) && (/ mod /.test(line) || new RegExp(`[=>] ${count}(?![\\d.])|(?<![\\d.])${count} [=<]`).test(line)));
    if (checked) continue;
    const clause = lower.slice(m.index).split(/[.;!?]|,\s*(?:and|then)\b/)[0]?.trim() ?? m[0];
    missing.push([clause, m[0]]);
  }
  return missing;
}

/** Every given part the program does not hold as given. */
export function givenParts(prompt: string, text: string, program: TGivenProgram): TParts {
  const lower = prompt.toLowerCase();
  return [
    ...valuesToBeAt(prompt, lower, program),
    ...changesBy(prompt, lower, program),
    ...answersChecked(lower, program),
    ...ownBlocks(lower, program),
    ...backwardsMoves(lower, program),
    ...eachClicked(lower, program),
    ...numberedNames(prompt, program),
    ...foreverSpelledOut(lower, text),
    ...countSpelledOut(lower, text),
    ...sumsWritten(lower, program),
    ...everySoMany(lower, program),
  ];
}
