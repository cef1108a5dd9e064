import { readPlanWords } from "./plan/plan.read";

/**
 * "a Butterfly what follow the mouse but slow: glide 1 second to the mouse pointer, forever", "a
 * Basket at the bottom moves with the mouse" (issue 26): one movement asked, read twice. Two
 * green-flag scripts that move one sprite for ever fight on the stage (the run check names it).
 * When one of them is the request's own and the other is not, the other goes:
 *  - a loop that moves by a number the request never said ("move (5) steps" beside the Basket's
 *    `set x to (mouse x)`), beside one whose moves use no number it did not say;
 *  - a loop toward the mouse with no number ("go to (mouse-pointer)") beside one toward the mouse
 *    with the request's own number ("glide (1) secs to (mouse-pointer)").
 * Two loops that both keep the request's numbers are both asked: they stay (the run check names them).
 */

const MOVES = /^\s*(?:move |change [xy] by|set [xy] to|go to |glide |turn |point )/;
const TOWARD_MOUSE = /mouse-pointer|mouse [xy]/;

/** Which way a block moves its sprite: across (x), up and down (y), or both. */
const axesOf = (line: string): string[] => (/^\s*(?:change|set) x/.test(line) ? ["x"] : /^\s*(?:change|set) y/.test(line) ? ["y"] : /^\s*(?:move |go to |glide )/.test(line) ? ["x", "y"] : []);

const numbersIn = (line: string) => [...line.replace(/\s\/\/.*$/, "").matchAll(/\((-?\d+(?:\.\d+)?)\)/g)].map((m) => Math.abs(Number(m[1])));

export function keepOneMover(prompt: string, text: string): string {
  const said = new Set(readPlanWords(prompt).words.flatMap((word) => (word.number !== undefined ? [Math.abs(word.number)] : [])));
  const pick = (sprite: readonly number[], blocks: readonly string[]): number[] => {
    if (sprite.length < 2) return [];
    const gone = new Set<number>();
    const loops = sprite.map((i) => {
      const lines = (blocks[i] as string).split("\n");
      const at = lines.findIndex((line) => /^\s*forever\b/.test(line));
      // the moves the loop makes by itself: a loop steered by keys is the child's control, never an extra
      const steered = lines.slice(at + 1).some((line) => /^\s*if <key \(/.test(line));
      const moving = steered ? [] : lines.slice(at + 1).filter((line) => MOVES.test(line));
      const numbers = moving.flatMap(numbersIn);
      return { i, unsaid: numbers.some((n) => !said.has(n)), saysOne: numbers.some((n) => said.has(n)), mouse: moving.some((line) => TOWARD_MOUSE.test(line)), plain: numbers.length === 0, axes: new Set(moving.flatMap(axesOf)) };
    }).filter((loop) => loop.axes.size > 0);
    for (const loop of loops) {
      // only loops that move the sprite the same way fight: a fall (y) beside a scroll (x) does not
      const others = loops.filter((other) => other !== loop && !gone.has(other.i) && [...other.axes].some((axis) => loop.axes.has(axis)));
      const unasked = loop.unsaid && others.some((other) => !other.unsaid);
      const vaguer = loop.mouse && loop.plain && others.some((other) => other.mouse && other.saysOne && !other.unsaid);
      if (unasked || vaguer) gone.add(loop.i);
    }
    return [...gone];
  };
  return dropPerSprite(text, (lines) => {
    const forever = lines.findIndex((line) => /^\s*forever\b/.test(line));
    return lines[0] === "when green flag clicked" && forever > 0 && lines.slice(forever + 1).some((line) => MOVES.test(line));
  }, pick);
}

/**
 * The program without the scripts `pick` chooses, sprite by sprite: `candidate` says which of a
 * sprite's scripts (their lines, comments aside) are weighed, and `pick` the indexes of those that go.
 */
function dropPerSprite(text: string, candidate: (lines: readonly string[]) => boolean, pick: (scripts: readonly number[], blocks: readonly string[]) => number[]): string {
  const blocks = text.split("\n\n");
  const gone = new Set<number>();
  let sprite: number[] = [];
  blocks.forEach((block, i) => {
    if (/^\/\/ (?:sprite:|stage\b)/.test(block)) {
      for (const at of pick(sprite, blocks)) gone.add(at);
      sprite = [];
      return;
    }
    if (candidate(block.split("\n").filter((line) => !line.startsWith("//")))) sprite.push(i);
  });
  for (const at of pick(sprite, blocks)) gone.add(at);
  if (gone.size === 0) return text;
  return blocks.filter((_, i) => !gone.has(i)).join("\n\n");
}

/**
 * "the Shark chases the Fish, pointing towards the Fish and moving 2 steps forever": a sprite that
 * points towards another once, then moves for ever, misses it as soon as it moves. Pointing is
 * part of each step of a chase: a `point towards` right before a `forever` whose loop moves goes
 * into the loop, first.
 */
export function chaseEachStep(text: string): string {
  const lines = text.split("\n");
  for (let i = 0; i + 1 < lines.length; i++) {
    const point = /^(\s*)point towards \((?!random)[^()]+ v\)$/.exec(lines[i] as string);
    if (!point || lines[i + 1] !== `${point[1] as string}forever`) continue;
    const indent = `${point[1] as string}  `;
    let end = i + 2;
    while (end < lines.length && (lines[end] as string).startsWith(indent)) end++;
    if (!lines.slice(i + 2, end).some((line) => /^\s*(?:move |change [xy] by)/.test(line))) continue;
    lines.splice(i, 2, lines[i + 1] as string, `${indent}${(lines[i] as string).trim()}`);
  }
  return lines.join("\n");
}

/**
 * "the Sun to go down slowly: change y by -2, 100 times" (issue 26, decision 1300): a move said in
 * words, then spelt out in steps, read twice. A green-flag script that only makes one move by a
 * number the request never said ("change y by (-10)" for "go down"), beside a green-flag script of
 * the same sprite that moves the same way by the request's own numbers, is the words' reading of
 * the steps: it goes, and the steps stay.
 */
export function keepTheSpeltOutMove(prompt: string, text: string): string {
  const said = new Set(readPlanWords(prompt).words.flatMap((word) => (word.number !== undefined ? [Math.abs(word.number)] : [])));
  const pick = (sprite: readonly number[], blocks: readonly string[]): number[] => {
    const scripts = sprite.map((i) => {
      const lines = (blocks[i] as string).split("\n").filter((line) => !line.startsWith("//"));
      const moving = lines.filter((line) => MOVES.test(line));
      const numbers = moving.flatMap(numbersIn);
      return { i, lone: lines.length === 2 && moving.length === 1 && numbers.length > 0 && numbers.every((n) => !said.has(n)), own: moving.length > 0 && numbers.length > 0 && numbers.every((n) => said.has(n)), axes: new Set(moving.flatMap(axesOf)) };
    });
    return scripts.filter((script) => script.lone && script.axes.size > 0 && scripts.some((other) => other.own && [...script.axes].every((axis) => other.axes.has(axis)))).map((script) => script.i);
  };
  return dropPerSprite(text, (lines) => lines[0] === "when green flag clicked", pick);
}
