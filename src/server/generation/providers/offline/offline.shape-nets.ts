import { programSections, spriteSections, type TProgramSection } from "./offline.program-sections";
import { squashedName } from "./offline.setting-words";
import { readWords } from "./plan/plan.words";

/**
 * Nets for programs whose shape no child asks for (issue 26, decision 1350). Studying the wordings
 * of requests never seen does not carry over; a program that is wrong in its shape is wrong
 * whatever the request's words were. Each net reads the built program (and the request only to
 * know what was asked of whom) and names the part the shape loses, in a child's words:
 * - a `forever` inside a `repeat (N)`: the count can never be reached ("the Balloon doing it 20 times");
 * - blocks after a `forever` in the same script: they never run;
 * - a variable said or shown that is never changed while the request asks for counting;
 * - "N clones of the Lava" with no clone of the Lava ever made;
 * - a character the request gives something to do ("the Log, which moves left") with no script;
 * - two sprites moving with the arrow keys when the request asks one to;
 * - the mouse pointer followed in the request and never read by the program;
 * - a step said with the loop's steps ("says hi and turns, forever") built once before the loop.
 */

const indent = (line: string) => /^\s*/.exec(line)?.[0].length ?? 0;

/** Who a section is, for a part's words: "the Cat", or nothing for the stage and an unnamed sprite. */
const whose = (section: TProgramSection) => (section.name === undefined || section.name === "Sprite1" ? "" : `the ${section.name} `);

/** "repeat (20)" holding a "forever": the 20 never counts (the loop inside never ends). */
export function countsAroundForever(text: string): string[] {
  const named: string[] = [];
  for (const section of programSections(text)) {
    for (const script of section.scripts) {
      script.lines.forEach((line, i) => {
        const count = /^\s*repeat \((\d+(?:\.\d+)?)\)\s*$/.exec(line)?.[1];
        if (count === undefined) return;
        const depth = indent(line);
        for (let j = i + 1; j < script.lines.length && indent(script.lines[j] as string) > depth; j++) {
          if ((script.trimmed[j] as string) === "forever") {
            named.push(`${whose(section)}doing it ${count} times`.trim());
            return;
          }
        }
      });
    }
  }
  return [...new Set(named)];
}

/** Blocks after a `forever` in the same stack of a script: they never run. */
export function blocksAfterForever(text: string): string[] {
  const named: string[] = [];
  for (const section of programSections(text)) {
    for (const script of section.scripts) {
      script.lines.forEach((line, i) => {
        if (script.trimmed[i] !== "forever") return;
        const depth = indent(line);
        let j = i + 1;
        while (j < script.lines.length && indent(script.lines[j] as string) > depth) j++;
        // j is the forever's "end"; a block after it at the same depth is in the same stack
        const after = script.lines[j + 1];
        if (script.trimmed[j] === "end" && after !== undefined && indent(after) === depth && !/^(?:end|else)$/.test(after.trim())) {
          named.push(`${whose(section)}doing "${after.trim().replace(/\s+\/\/.*$/, "")}" after the loop that never ends`.replace(/^./, (first) => first.toLowerCase()));
        }
      });
    }
  }
  return [...new Set(named)];
}

/** Words that ask a value to count: "counts from 1 to 10", "goes up", "adds 1". */
const COUNTING = /\bcount(?:s|ing|ed)?\b|\bgoes up\b|\bincreases?\b|\badds? \d/;

/**
 * A variable said or shown (`say (n)`), never changed, set to one number only, while the request
 * asks for counting and says the variable's name: it is stuck at its start ("n counting").
 */
export function stuckCounts(prompt: string, text: string): string[] {
  const lower = prompt.toLowerCase();
  if (!COUNTING.test(lower)) return [];
  const said = new Set(readWords(prompt).map((word) => word.word));
  const named: string[] = [];
  for (const m of text.matchAll(/^\/\/ variable (.+?) = /gm)) {
    const name = (m[1] as string).trim();
    if (!said.has(name.toLowerCase())) continue;
    const lines = text.split("\n").map((line) => line.trim());
    const reporter = `(${name})`;
    if (lines.some((line) => line.startsWith(`change [${name} v] by `))) continue;
    const sets = new Set(lines.flatMap((line) => (line.startsWith(`set [${name} v] to `) ? [line.replace(/\s+\/\/.*$/, "")] : [])));
    if (sets.size > 1 || [...sets].some((line) => !/to \(-?\d+(?:\.\d+)?\)$/.test(line))) continue;
    // read only where it is said: a move or a test by a constant is a setting, not a count
    const reads = lines.filter((line) => line.includes(reporter) && !line.startsWith("set ") && !line.startsWith("//"));
    if (reads.length > 0 && reads.every((line) => /^(?:say|think) /.test(line))) named.push(`${name} counting`);
  }
  return named;
}

const COUNT_WORD = String.raw`\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|some|many|lots of`;

/** "makes 10 clones of the Lava", "a clone of the Laser": clones of a sprite no script ever makes. */
export function clonesNeverMade(prompt: string, text: string): string[] {
  const sprites = spriteSections(text);
  const named: string[] = [];
  for (const m of prompt.matchAll(new RegExp(String.raw`\b(?:(?:${COUNT_WORD})\s+)?clones?\s+of\s+(?:the\s+|a\s+|an\s+)?([A-Za-z][\w-]*)`, "gi"))) {
    const said = squashedName(m[1] as string);
    const sprite = sprites.find((section) => [said, said.replace(/s$/, ""), said.replace(/es$/, "")].includes(squashedName(section.name)));
    if (sprite === undefined) continue;
    const made = sprites.some((section) => section.scripts.some((script) => script.trimmed.some((line) => {
      const of = /create clone of \((.+?) v\)/.exec(line)?.[1];
      return of !== undefined && (squashedName(of) === squashedName(sprite.name) || (of === "myself" && section === sprite));
    })));
    if (!made) named.push(m[0].trim());
  }
  return [...new Set(named)];
}

/**
 * "over the Log, which moves left 5 forever": a character the request gives something to do (its
 * name, then "which", "who" or "that", then a verb) that has no script while another sprite has
 * some: what it does was built on someone else, or not at all ("what the Log does").
 */
export function idleDoers(prompt: string, text: string): string[] {
  const sprites = spriteSections(text);
  if (!sprites.some((section) => section.scripts.length > 0)) return [];
  const idle = new Map(sprites.filter((section) => section.scripts.length === 0).map((section) => [squashedName(section.name), section.name]));
  if (idle.size === 0) return [];
  const words = readWords(prompt);
  const named: string[] = [];
  words.forEach((word, i) => {
    const name = idle.get(squashedName(word.word));
    if (name === undefined) return;
    let k = i + 1;
    if (words[k]?.mark === ",") k++;
    if (!/^(?:which|who|that)$/.test(words[k]?.word ?? "")) return;
    const verb = words[k + 1];
    if (verb !== undefined && verb.isVerb && !/^(?:is|are|was|be|has|have|can|will|looks?|i|you)$/.test(verb.word)) named.push(`what the ${name} does`);
  });
  return [...new Set(named)];
}

/** A sprite's scripts that move it with an arrow key (a key's hat or a key's test, and a move). */
const movesWithArrows = (section: TProgramSection) =>
  section.scripts.some((script) => script.trimmed.some((line) => /(?:when \[|key \(|key \[)(?:up|down|left|right) arrow v/.test(line)) && script.trimmed.some((line) => /^(?:change [xy] by|move |go to |glide |set [xy] to)/.test(line)));

/**
 * "the Cat moves with the arrows": one mover asked. Two sprites both moving with the arrow keys,
 * when the request says the arrows once and names one of them in that sentence, is a second
 * mover nobody asked for, and the game's touches are likely the other's: named as the one mover.
 */
export function oneArrowMover(prompt: string, text: string): string[] {
  const lower = prompt.toLowerCase();
  if ((lower.match(/\barrows?\b/g) ?? []).length !== 1) return [];
  const movers = spriteSections(text).filter(movesWithArrows);
  if (movers.length < 2) return [];
  const sentence = lower.split(/[.!?;]+(?:\s|$)/).find((part) => /\barrows?\b/.test(part)) ?? "";
  const words = new Set(sentence.split(/[^a-z0-9]+/).map(squashedName));
  const named = movers.filter((section) => words.has(squashedName(section.name)));
  return named.length === 1 ? [`only the ${(named[0] as TProgramSection).name as string} moving with the arrow keys`] : [];
}

/**
 * "the Mouse follows the mouse pointer": the pointer asked (said as a pointer or a cursor, or as
 * "the mouse" when no sprite is called Mouse) and no block of the program reads it.
 */
export function pointerNeverFollowed(prompt: string, text: string): string[] {
  const lower = prompt.toLowerCase();
  const mouseSprite = spriteSections(text).some((section) => squashedName(section.name) === "mouse");
  const asked = /\b(?:follow(?:s|ing)?|chases?|chasing|towards?|points? at|goes to|go to|glides? to|to) (?:the )?(?:mouse[- ]?(?:pointer|cursor)|cursor|pointer)\b/.exec(lower) ?? (mouseSprite ? null : /\b(?:follow(?:s|ing)?|chases?|chasing) the mouse\b/.exec(lower));
  if (asked === null || /mouse-pointer|\(mouse [xy]\)/.test(text)) return [];
  return ["following the mouse pointer"];
}

/** The kinds of step a verb of the request asks for, and the blocks that do them. */
const STEP_KINDS: [RegExp, RegExp][] = [
  [/^(?:say|shout|tell)$/, /^say /],
  [/^think$/, /^think /],
  [/^(?:move|walk|run|step|go)$/, /^(?:move |change [xy] by )/],
  [/^(?:turn|spin|rotate)$/, /^turn /],
  [/^(?:costume|switch)$/, /^(?:next costume|switch costume)/],
  [/^(?:play|beep|meow|bark|ring)$/, /^(?:play sound|start sound|play note|play drum)/],
  [/^(?:grow|shrink)$/, /^change size /],
];
const kindOfStep = (line: string) => STEP_KINDS.findIndex(([, block]) => block.test(line));

/**
 * "the Robot says beep boop and switches costume every 1 second forever", "the Moto moves 4 steps
 * and changes costume until it touches the Market": steps joined by "and" before the loop's word
 * are the loop's. A script that does the first step once, right before a loop that does the
 * second and never the first, left the first out of the loop: named ("the Robot doing "say
 * [Beep boop]" each time round the loop"). Steps said with "then", "first" or "once" between
 * them are left alone.
 */
export function stepsLeftBeforeTheirLoop(prompt: string, text: string): string[] {
  const words = readWords(prompt);
  // the pairs of step kinds said "A and B ... forever/until", in that order
  const pairs = new Set<string>();
  let start = 0;
  words.forEach((word, i) => {
    if (/^[.!?;]$/.test(word.mark ?? "")) start = i + 1;
    if (!/^(?:forever|until)$/.test(word.word)) return;
    const said = words.slice(start, i);
    if (said.some((other) => /^(?:then|first|once|after|before|when|if)$/.test(other.word))) return;
    const kinds = said.flatMap((other, k) => {
      const kind = STEP_KINDS.findIndex(([verb]) => verb.test(other.lemma) && (other.isVerb || other.lemma === "costume" || said[k + 1]?.number !== undefined));
      return kind < 0 ? [] : [{ kind, at: k }];
    });
    kinds.forEach((first, k) => {
      const second = kinds[k + 1];
      if (second !== undefined && second.kind !== first.kind && said.slice(first.at, second.at).some((other) => other.word === "and")) pairs.add(`${first.kind}>${second.kind}`);
    });
  });
  if (pairs.size === 0) return [];
  const named: string[] = [];
  for (const section of programSections(text)) {
    for (const script of section.scripts) {
      script.trimmed.forEach((line, i) => {
        if (i === 0 || !/^(?:forever|repeat until )/.test(line)) return;
        const before = script.trimmed[i - 1] as string;
        if (indent(script.lines[i - 1] as string) !== indent(script.lines[i] as string)) return;
        const depth = indent(script.lines[i] as string);
        let end = i + 1;
        while (end < script.lines.length && indent(script.lines[end] as string) > depth) end++;
        const inside = script.trimmed.slice(i + 1, end).map(kindOfStep);
        const first = kindOfStep(before);
        if (first < 0 || inside.includes(first)) return;
        if (inside.some((second) => second >= 0 && pairs.has(`${first}>${second}`))) named.push(`${whose(section)}doing "${before.replace(/\s+\/\/.*$/, "")}" each time round the loop`.replace(/^./, (c) => c.toLowerCase()));
      });
    }
  }
  return [...new Set(named)];
}

/** Every net's parts, in order. */
export function shapeFaults(prompt: string, text: string): string[] {
  return [...countsAroundForever(text), ...blocksAfterForever(text), ...stuckCounts(prompt, text), ...clonesNeverMade(prompt, text), ...idleDoers(prompt, text), ...oneArrowMover(prompt, text), ...pointerNeverFollowed(prompt, text), ...stepsLeftBeforeTheirLoop(prompt, text)];
}
