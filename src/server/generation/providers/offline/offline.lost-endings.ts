/**
 * An ending that lost its moment (issue 26): "if the cat catches it, it's game over", "when it
 * gets to 0 it says game over", "it stops at the bus stop". When the condition is not read, the
 * ending is built on its own at the green flag: the program stops, or says "Game over", as soon
 * as it starts — a script nobody asked for that breaks the rest. Whatever built it (the plan or
 * the project library), such a script goes and the ending is named as left out, unless the
 * request asks for something at the start itself.
 */

/** Said words that end a game or a story: said at the very start, they lost their moment. */
const ENDING_WORDS = /\b(?:game over|you (?:win|won|lose|lost)|the end|times? up|time is up|well done|winner|you did it|too hot|too cold)\b|^(?:win|won|lose|lost)!?$/i;

/** The request asks for something at the start ("when the flag is clicked, say the end"). */
const ASKS_AT_START = /\bflag\b|\bat the (?:start|beginning)\b|\bwhen (?:it|the (?:game|program|project)) (?:starts|begins)\b|\bfirst\b/i;

const HAT = /^when |^define /;

interface TEnding {
  /** The script's lines, comments above it included. */
  lines: string[];
  /** What it does, in the words of its comment or its blocks. */
  does: string;
}

/** The green-flag scripts that only end the game at once: a stop, or an ending line said, and nothing that waits. */
function lostEndings(text: string): TEnding[] {
  const chunks = text.split(/\n{2,}/);
  const endings: TEnding[] = [];
  for (const chunk of chunks) {
    const lines = chunk.split("\n");
    const hatAt = lines.findIndex((line) => HAT.test(line));
    if (hatAt < 0 || lines[hatAt] !== "when green flag clicked") continue;
    const blocks = lines.slice(hatAt + 1).filter((line) => line.trim() !== "");
    if (blocks.length === 0 || lines.slice(hatAt + 1).some((line) => /^\/\/ sprite:|^when /.test(line))) continue;
    const stops = blocks.some((line) => /^stop \[(?:all|this script) v\]$/.test(line.trim()));
    const said = blocks.map((line) => /^(?:say|think) \[(.+?)\](?: for \(\d+(?:\.\d+)?\) seconds)?$/.exec(line.trim())?.[1]).filter((line) => line !== undefined);
    const onlyEnding = blocks.every((line) => /^stop \[(?:all|this script) v\]$/.test(line.trim()) || /^(?:say|think) \[.+?\](?: for \(\d+(?:\.\d+)?\) seconds)?$/.test(line.trim()));
    if (!onlyEnding || !(stops || said.some((words) => ENDING_WORDS.test(words)))) continue;
    const comment = lines.slice(0, hatAt).reverse().find((line) => line.startsWith("// ") && !/^\/\/ (?:sprite:|stage|x:|variable |list )/.test(line));
    const does = comment?.replace(/^\/\/ [^:]*: /, "").trim() ?? (said.length > 0 ? `says "${said.join('" and "')}"` : "stops the game");
    endings.push({ lines, does });
  }
  return endings;
}

const ENDING_LINE = /^(\s+)(?:stop \[all v\]|(?:say|think) \[(.+?)\](?: for \(\d+(?:\.\d+)?\) seconds)?)$/;

/**
 * "when the ball falls off the screen it says game over", built as a loop that says it every
 * time round: an ending line right inside a forever loop, under no condition. The line goes.
 */
function endingsInLoops(text: string): { text: string; said: string[] } {
  const lines = text.split("\n");
  const said: string[] = [];
  const kept = lines.filter((line, i) => {
    const m = ENDING_LINE.exec(line);
    if (!m || (m[2] !== undefined && !ENDING_WORDS.test(m[2]))) return true;
    const indent = (m[1] as string).length;
    const opener = lines.slice(0, i).reverse().find((before) => before.trim() !== "" && before.length - before.trimStart().length < indent);
    if (opener?.trim() !== "forever") return true;
    said.push(m[2] !== undefined ? `says "${m[2]}"` : "stops the game");
    return false;
  });
  return { text: kept.join("\n"), said };
}

/** Words a title says its goal in that carry nothing to build: "The Car must stop on red:". */
const TITLE_PLAIN = /^(?:a|an|the|it|its|his|her|must|should|has|have|to|will|can|on|at|in|of|and|when|is|be|always|never)$/;

/**
 * "The Car must stop on red: the Car moves 3 steps forever, but if it touches the red colour it
 * says 'Stop!' 2 seconds": a title before the colon that says the goal the rest then builds, every
 * word of it said again after the colon (in quotes or not). The stopping it tells of is the rest's,
 * not an ending of its own; when "stop" is said nowhere else (outside quotes), a lost stop is no
 * part left out.
 */
function stopOnlyInARestatedTitle(prompt: string): boolean {
  const lower = prompt.toLowerCase();
  const colon = lower.indexOf(":");
  if (!restatedTitle(prompt)) return false;
  const title = lower.slice(lower.lastIndexOf(".", colon) + 1, colon);
  const unquotedRest = lower.slice(colon + 1).replace(/(?<![a-z])['"“‘][^"“”‘]*?(?:['"”’](?![a-z])|$)/g, " ");
  return /\bstops?\b/.test(title) && !/\b(?:stops?|ends?|game ?over)\b/.test(unquotedRest);
}

/** True when the sentence before the request's first colon says only words the rest says again (in quotes or not): a title that restates the goal. */
export function restatedTitle(prompt: string): boolean {
  const lower = prompt.toLowerCase();
  const colon = lower.indexOf(":");
  if (colon < 0) return false;
  const title = lower.slice(lower.lastIndexOf(".", colon) + 1, colon);
  const rest = lower.slice(colon + 1);
  const words = title.split(/[^a-z]+/).filter((word) => word !== "" && !TITLE_PLAIN.test(word));
  return words.length > 0 && rest.split(/\s+/).length >= 6 && words.every((word) => new RegExp(`\\b${word.replace(/s$/, "")}`).test(rest));
}

/**
 * "The Bus must stop at the Stop: it moves 3 steps until it touches the Stop": the stopping is the
 * moving loop's own end, a `repeat until <touching (Stop)>` the program has. A lost stop is then no
 * part left out (it stops there, as asked); a stop at a thing the program never waits to touch stays named.
 */
function stopBuiltAsAnUntil(prompt: string, text: string): boolean {
  const things = [...prompt.toLowerCase().matchAll(/\bstops?\s+(?:at|on|by|in front of)\s+(?:the\s+|a\s+)?([a-z][a-z0-9]*)/g)].map((m) => m[1] as string);
  const untils = [...text.toLowerCase().matchAll(/^\s*(?:repeat|wait) until <touching \((.+?) v\)\?>/gm)].map((m) => (m[1] as string).replace(/\s+/g, ""));
  return things.length > 0 && things.every((thing) => untils.includes(thing));
}

export function dropLostEndings(prompt: string, text: string, explanation: string): { text: string; explanation: string; leftOut: string[] } {
  if (ASKS_AT_START.test(prompt)) return { text, explanation, leftOut: [] };
  const looped = endingsInLoops(text);
  const endings = [...lostEndings(looped.text), ...looped.said.map((does) => ({ lines: [], does }))];
  if (endings.length === 0) return { text, explanation, leftOut: [] };
  let kept = looped.text;
  let keptExplanation = explanation;
  for (const ending of endings) {
    if (ending.lines.length > 0) kept = kept.replace(ending.lines.join("\n"), "");
    // the explanation's sentence about a whole script gone goes with it
    if (ending.lines.length > 0) keptExplanation = keptExplanation
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !sentence.includes(ending.does))
      .join(" ");
  }
  const restated = stopOnlyInARestatedTitle(prompt) || stopBuiltAsAnUntil(prompt, kept);
  return {
    text: kept.replace(/\n{3,}/g, "\n\n").trim() + "\n",
    explanation: keptExplanation,
    leftOut: [...new Set(endings.filter((ending) => !(restated && /^stops the game$|^stop/.test(ending.does))).map((ending) => `the moment when it ${ending.does.replace(/ for \d+(?:\.\d+)? seconds?/g, "").replace(/, then (.+)$/, (all, rest: string) => (ending.does.startsWith(rest) ? "" : all)).replace(/\.$/, "")}`))],
  };
}
