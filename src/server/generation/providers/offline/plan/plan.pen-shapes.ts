import type { TPlan, TScriptPlan, TStep } from "./plan.types";
import type { TWord } from "./plan.words";
import { keysOf } from "../offline.coverage";
import { COLOURS } from "./plan.vocabulary";
import { readCopies } from "./plan.shape-copies";
import { dropsOwnScripts, wordsAsText } from "./plan.project-scope";
import { readPlan } from "./plan.read";

/**
 * Pen drawing and shapes as a classic project (issue 26), built on the child's details and never
 * on a library drawing's defaults: each shape in the order said ("a square, then a circle"), how
 * many sides ("a hexagon", "7 sides"), how long each side is ("of 70 steps", "side 60", "sides of
 * 40"), the pen's colour by name and its size ("size 5", "thick"), where it starts ("at x -100 y
 * 50"), copies of a shape ("8 squares, turning 45 degrees after each", "five houses in a row, 80
 * steps apart"), and a trail that follows the mouse with the pen colour changing. A drawing of
 * something else (a star, a spiral, a flower, a block of the child's own) is the library's.
 */

const b = (text: string): TStep => ({ kind: "block", text });

const POLYGONS: Record<string, number> = { triangle: 3, square: 4, pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, nonagon: 9, decagon: 10 };
const NAMES: Record<number, string> = Object.fromEntries(Object.entries(POLYGONS).map(([name, sides]) => [sides, name]));

/** Drawings this project does not make: they stay the library's (its star, spiral, flower, grid, letters, own blocks). */
const OTHER_DRAWINGS = /^(?:star|stars|spiral|spirals|flower|flowers|petal|petals|grid|letter|letters|define|block|stamp|stamps|clone|clones|rainbow|arrow|arrows|key|keys|graph|name|word|heart|tree|snowflake|fractal|pattern|rectangle|sun|spirograph)$/;

/** "draw", "pen": the request is about drawing with the pen. */
const DRAWING = /^(?:draw|draws|drawing|drew|pen|trail|paint|paints)$/;

type TShape = { kind: "polygon"; sides: number } | { kind: "circle" } | { kind: "house" };

interface TShapeSaid {
  shape: TShape;
  /** Where its word is. */
  at: number;
  /** The words that are about it: from the end of the one before to the last "then" or mark before the next. */
  from: number;
  to: number;
  copies?: number;
}

const isBoundary = (w: TWord | undefined) => w !== undefined && (w.mark !== undefined || w.word === "then");

function shapeAt(words: readonly TWord[], i: number): TShape | undefined {
  const w = words[i] as TWord;
  if (w.lemma === "house" || w.word === "houses") return { kind: "house" };
  if (w.lemma === "circle" || w.word === "circles") return { kind: "circle" };
  const sides = POLYGONS[w.lemma] ?? POLYGONS[w.word.replace(/s$/, "")];
  if (sides !== undefined) return { kind: "polygon", sides };
  // "a shape with 7 sides", "a 9-sided shape": a polygon by its count of sides
  const count = words[i - 1]?.number;
  if (/^(?:sides|sided)$/.test(w.word) && count !== undefined && Number.isInteger(count) && count >= 3 && count <= 36 && !/^(?:of|all)$/.test(words[i - 2]?.word ?? "")) return { kind: "polygon", sides: count };
  return undefined;
}

const sameShape = (a: TShape, b: TShape) => a.kind === b.kind && (a.kind !== "polygon" || (b.kind === "polygon" && a.sides === b.sides));

/**
 * The shapes said, in order. A shape named again with a count ("a house ... then five houses") is
 * the one shape drawn that many times; "a hexagon, 6 sides" is the hexagon; inside a house, its
 * square and its triangle roof are the house.
 */
function shapesSaid(words: readonly TWord[]): TShapeSaid[] {
  const said: TShapeSaid[] = [];
  const house = words.findIndex((w) => w.lemma === "house" || w.word === "houses");
  for (let i = 0; i < words.length; i++) {
    const shape = shapeAt(words, i);
    if (!shape) continue;
    if (house >= 0 && shape.kind === "polygon" && (shape.sides === 3 || shape.sides === 4)) continue;
    // "8 squares": copies of the shape; "6 sides" counts its sides, no copies
    const copies = /^(?:sides|sided)$/.test(words[i]?.word ?? "") ? undefined : readCopies(words, i)?.count;
    const last = said[said.length - 1];
    // "6 sides" after "a hexagon": the same shape, said again
    if (last && sameShape(last.shape, shape) && (copies === undefined || last.copies === undefined)) {
      if (copies !== undefined) last.copies = copies;
      continue;
    }
    if (last && last.shape.kind === "polygon" && shape.kind === "polygon" && /^(?:sides|sided)$/.test(words[i]?.word ?? "") && !words.slice(last.at, i).some(isBoundary)) continue;
    said.push({ shape, at: i, from: 0, to: words.length, ...(copies !== undefined ? { copies } : {}) });
  }
  said.forEach((one, k) => {
    const next = said[k + 1];
    if (next) {
      let end = next.at;
      while (end > one.at && !isBoundary(words[end])) end--;
      one.to = end > one.at ? end : next.at;
    }
    one.from = k === 0 ? 0 : (said[k - 1] as TShapeSaid).to;
  });
  return said;
}

/** A number a word after it gives a meaning to ("70 steps", "45 degrees"), in a stretch of words. */
function numberBefore(words: readonly TWord[], from: number, to: number, unit: RegExp, not?: RegExp): number | undefined {
  for (let i = from + 1; i < to; i++) {
    const n = words[i - 1]?.number;
    if (n !== undefined && unit.test(words[i]?.word ?? "") && !(not?.test(words[i + 1]?.word ?? "") ?? false)) return n;
  }
  return undefined;
}

/** How long each side is: "70 steps" (not "80 steps apart"), "side 60", "sides of 40", "side length 50", "of size 100". */
function sideLength(words: readonly TWord[], from: number, to: number): number | undefined {
  const steps = numberBefore(words, from, to, /^(?:steps?|pixels?|long)$/, /^(?:apart|between|away|right|left|along|forward|across)$/);
  if (steps !== undefined) return steps;
  for (let i = from; i < to; i++) {
    const w = words[i] as TWord;
    if (w.number === undefined || w.number <= 0) continue;
    const before = words.slice(Math.max(from, i - 3), i).map((one) => one.word);
    if (before.some((word) => /^(?:side|sides|length|each|size|big)$/.test(word)) && !penSizeAt(words, i)) return w.number;
    if (words[i - 1]?.word === "of" && shapeAt(words, i - 2) !== undefined) return w.number;
  }
  return undefined;
}

/** "pen size 5", "thick (size 5)", "a line width of 4", "5 thick": the number is the pen's size. */
function penSizeAt(words: readonly TWord[], i: number): boolean {
  // the pen said in the same sentence before it: "the pen is red and the size 3"
  let from = i;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  const before = words.slice(from, i).map((w) => w.word);
  const unit = /^(?:size|thickness|width)$/;
  if (/^(?:thick|wide)$/.test(words[i + 1]?.word ?? "")) return true;
  const sized = unit.test(words[i - 1]?.word ?? "") || (words[i - 1]?.word === "of" && unit.test(words[i - 2]?.word ?? "")) || (/^(?:to|is)$/.test(words[i - 1]?.word ?? "") && unit.test(words[i - 2]?.word ?? ""));
  return sized && before.some((word) => /^(?:pen|thick|thickness|line|lines|width|brush)$/.test(word));
}

/** The pen's size the child gives; "thick" alone is 5 and "thin" 1; none when nothing is said. */
function penSize(words: readonly TWord[]): number | undefined {
  const at = words.findIndex((w, i) => w.number !== undefined && penSizeAt(words, i));
  if (at >= 0) return words[at]?.number;
  if (words.some((w) => /^(?:thick|thicker|bold)$/.test(w.word))) return 5;
  if (words.some((w) => /^(?:thin|thinner)$/.test(w.word))) return 1;
  return undefined;
}

/** The pen colour said in a stretch of words ("the pen is green", "a red square"); a green flag is no colour. */
function colourIn(words: readonly TWord[], from: number, to: number): string | undefined {
  for (let i = from; i < to; i++) {
    const w = words[i] as TWord;
    if (COLOURS[w.word] !== undefined && words[i + 1]?.word !== "flag") return w.word;
  }
  return undefined;
}

/** "at x -100 y 50", "go to x: 0, y: 0": where the drawing starts. */
function startPlace(words: readonly TWord[]): { x: number; y: number } | undefined {
  const at = words.findIndex((w, i) => w.word === "x" && words[i + 1]?.number !== undefined && words[i + 2]?.word === "y" && words[i + 3]?.number !== undefined);
  return at < 0 ? undefined : { x: words[at + 1]?.number as number, y: words[at + 3]?.number as number };
}

/** One shape's blocks, drawn from where the pen is and ending where it began, facing the same way. */
function shapeSteps(shape: TShape, length: number, circle: { times?: number; turn?: number } = {}, eachSide: TStep[] = []): { steps: TStep[]; says: string } {
  if (shape.kind === "circle") {
    // "repeat 360: move 1 step, turn 1 degree": the child's circle; else 36 steps of 10 degrees
    const times = circle.times ?? (circle.turn !== undefined && circle.turn > 0 ? Math.round(360 / circle.turn) : 36);
    const turn = circle.turn ?? Math.round((360 / times) * 100) / 100;
    return { steps: [{ kind: "repeat", times, body: [b(`move (${length}) steps`), b(`turn right (${turn}) degrees`)] }], says: `a circle (${times} times ${length} ${length === 1 ? "step" : "steps"} and a turn of ${turn} degrees)` };
  }
  if (shape.kind === "house") {
    // the walls below the pen's line, the roof on top of them
    return {
      steps: [{ kind: "repeat", times: 4, body: [b(`move (${length}) steps`), b("turn right (90) degrees")] }, { kind: "repeat", times: 3, body: [b(`move (${length}) steps`), b("turn left (120) degrees")] }],
      says: `a house (a square of side ${length} and a triangle roof of side ${length})`,
    };
  }
  const turn = Math.round((360 / shape.sides) * 100) / 100;
  const name = NAMES[shape.sides] ?? `shape with ${shape.sides} sides`;
  const changing = eachSide.length > 0 ? ", the pen colour changing after each side" : "";
  return { steps: [{ kind: "repeat", times: shape.sides, body: [b(`move (${length}) steps`), b(`turn right (${turn}) degrees`), ...eachSide] }], says: `${/^[aeiou]/.test(name) ? "an" : "a"} ${name} with sides of ${length} steps${changing}` };
}

/**
 * A loop the child spells out step by step ("36 times move 10 turn 10", "repeat 4: move 100 steps
 * and turn 90 degrees", "repeats answer times: move 50 steps and turn 360 / answer degrees", "move
 * 100 and turn 90, 4 times"): its count, its move and its turn, each as the child gave it. The
 * answer to a question may be the count and what 360 is divided by (the "/" is no word: "360
 * answer" is 360 / answer).
 */
export interface TSpelledLoop {
  /** Where its words start and end. */
  at: number;
  end: number;
  times: number | "answer";
  move: number;
  turn: number | "answer";
  side: "right" | "left";
}

const MOVES = /^(?:move|moves|moving|go|goes|walk|walks|forward)$/;
const TURNS = /^(?:turn|turns|turning|rotate|rotates)$/;
const LINKS = /^(?:and|then|,|:)$/;
const linkAt = (w: TWord | undefined) => w !== undefined && (LINKS.test(w.word) || (w.mark !== undefined && LINKS.test(w.mark)));

/** "move 10 (steps) (and) turn (right) 10 (degrees)" from word `i`: the move, the turn and where it ends. */
function moveAndTurn(words: readonly TWord[], i: number): { move: number; turn: number | "answer"; side: "right" | "left"; end: number } | undefined {
  if (!MOVES.test(words[i]?.word ?? "")) return undefined;
  let k = i + 1;
  const move = words[k]?.number;
  if (move === undefined) return undefined;
  k++;
  if (/^(?:steps?|pixels?)$/.test(words[k]?.word ?? "")) k++;
  while (linkAt(words[k])) k++;
  if (!TURNS.test(words[k]?.word ?? "")) return undefined;
  k++;
  const side = words[k]?.word === "left" ? "left" : "right";
  if (/^(?:right|left)$/.test(words[k]?.word ?? "")) k++;
  const turn = words[k]?.number;
  if (turn === undefined) return undefined;
  k++;
  // "turn 360 / answer degrees": the turn is 360 divided by the answer
  const byAnswer = turn === 360 && words[k]?.word === "answer";
  if (byAnswer) k++;
  if (/^(?:degrees?|deg)$/.test(words[k]?.word ?? "")) k++;
  return { move, turn: byAnswer ? "answer" : turn, side, end: k };
}

/** Verbs of a step a drawing loop could hold. */
const STEP_VERBS = /^(?:move|moves|go|goes|walk|walks|turn|turns|pen|put|puts|change|changes|wait|waits|set|sets|say|says|stamp|stamps|point|points|glide|glides|lift|lifts)$/;

/**
 * The loops the child spells out, in order; none when the request's loops are more than a move
 * and a turn ("5 times move 40, turn left 90, move 40, turn right 90", "36 times move 10 and turn
 * 10, and then changes the pen color by 50") or sit in another loop ("5 times the Pen put pen
 * down, draw a circle (repeat 36, move 5, turn 10 degree), ..."): those steps are the plan's to read.
 */
export function spelledLoops(words: readonly TWord[]): TSpelledLoop[] {
  const loops = loopsOfMoveAndTurn(words);
  const counts = words.flatMap((w, i) => ((w.number !== undefined && /^(?:times|x)$/.test(words[i + 1]?.word ?? "")) || (/^(?:repeat|repeats|repeating)$/.test(w.word) && (words[i + 1]?.number !== undefined || words[i + 1]?.word === "answer")) ? [i] : []));
  // every count is a spelled loop's own ("repeat 36" and its 36 are one count)
  const own = (i: number) => loops.some((loop) => i >= loop.at && i < loop.end);
  if (!counts.every(own)) return [];
  // nothing more in the loop after its turn but a change of pen colour at every side
  const more = loops.some((loop) => {
    let k = loop.end;
    while (k < words.length && (words[k]?.mark !== undefined || /^(?:and|then)$/.test(words[k]?.word ?? ""))) k++;
    if (!STEP_VERBS.test(words[k]?.word ?? "") || loops.some((other) => other.at === k)) return false;
    const next = words.slice(k, k + 10).map((w) => w.word).join(" ");
    return !/^chang\w* (?:the )?pen colou?r by \S+ (?:after |at )?(?:each|every) (?:side|line|corner|edge)\b/.test(next);
  });
  return more ? [] : loops;
}

function loopsOfMoveAndTurn(words: readonly TWord[]): TSpelledLoop[] {
  const loops: TSpelledLoop[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as TWord;
    // "repeat 4", "repeats answer times", "36 times", "4 x"
    let times: number | "answer" | undefined;
    let k = i;
    if (/^(?:repeat|repeats|repeating)$/.test(w.word) && (words[i + 1]?.number !== undefined || words[i + 1]?.word === "answer")) {
      times = words[i + 1]?.number ?? "answer";
      k = i + 2;
      if (/^(?:times|x)$/.test(words[k]?.word ?? "")) k++;
    } else if (w.number !== undefined && Number.isInteger(w.number) && w.number > 0 && /^(?:times|x)$/.test(words[i + 1]?.word ?? "") && !/^(?:repeat|repeats)$/.test(words[i - 1]?.word ?? "")) {
      times = w.number;
      k = i + 2;
    }
    if (times !== undefined) {
      while (linkAt(words[k])) k++;
      const body = moveAndTurn(words, k);
      if (body) {
        loops.push({ at: i, times, ...body });
        i = body.end - 1;
        continue;
      }
    }
    // "move 100 and turn 90, 4 times"
    const body = moveAndTurn(words, i);
    if (!body) continue;
    let after = body.end;
    if (words[after]?.mark === ",") after++;
    const count = words[after]?.number;
    if (count !== undefined && Number.isInteger(count) && count > 0 && /^(?:times|x)$/.test(words[after + 1]?.word ?? "")) {
      loops.push({ at: i, times: count, ...body, end: after + 2 });
      i = after + 1;
    }
  }
  return loops;
}

/** "asks "How many sides?"": the question asked before a loop run by the answer, as the child wrote it. */
function questionAsked(words: readonly TWord[]): string | undefined {
  const at = words.findIndex((w) => /^(?:ask|asks|asking)$/.test(w.word));
  if (at < 0) return undefined;
  const quoted = words.slice(at + 1, at + 4).find((w) => w.quote !== undefined)?.quote;
  if (quoted !== undefined) return quoted;
  let to = at + 1;
  while (to < words.length && words[to]?.mark === undefined && words[to]?.quote === undefined) to++;
  const said = words.slice(at + 1, to).map((w) => w.raw).join(" ");
  return said === "" ? undefined : `${said.charAt(0).toUpperCase()}${said.slice(1)}?`;
}

/** One spelled loop's blocks, with the change made at each side. */
function loopSteps(loop: TSpelledLoop, eachSide: readonly TStep[]): TStep {
  const turn = loop.turn === "answer" ? "((360) / (answer))" : `(${loop.turn})`;
  const body = [b(`move (${loop.move}) steps`), b(`turn ${loop.side} ${turn} degrees`), ...eachSide];
  return loop.times === "answer" ? { kind: "repeat", times: 0, reporter: "answer", body } : { kind: "repeat", times: loop.times, body };
}

/** "36 times 10 steps and a turn of 10 degrees": a spelled loop in a child's words. */
const loopSays = (loop: TSpelledLoop) => {
  const steps = `${loop.move} ${loop.move === 1 ? "step" : "steps"} and a turn ${loop.side} of ${loop.turn === "answer" ? "360 divided by the answer" : loop.turn} degrees`;
  return loop.times === "answer" ? `${steps}, as many times as the answer` : `${loop.times} times ${steps}`;
};

/** What comes between two copies of a shape: "turning 45 degrees after each", "80 steps apart"; a ring when nothing is said. */
function betweenCopies(words: readonly TWord[], one: TShapeSaid, count: number): { steps: TStep[]; says: string } {
  const apart = numberBefore(words, one.from, one.to, /^(?:steps?|pixels?)$/) !== undefined ? words.slice(one.from, one.to).findIndex((w, i, all) => w.number !== undefined && /^(?:steps?|pixels?)$/.test(all[i + 1]?.word ?? "") && /^(?:apart|between)$/.test(all[i + 2]?.word ?? "")) : -1;
  if (apart >= 0) {
    const gap = words[one.from + apart]?.number as number;
    return { steps: [b("pen up"), b(`move (${gap}) steps`), b("pen down")], says: `${gap} steps apart` };
  }
  const degrees = numberBefore(words, one.from, one.to, /^(?:degrees?|deg)$/);
  const turn = degrees ?? Math.round((360 / count) * 100) / 100;
  return { steps: [b(`turn right (${turn}) degrees`)], says: `turning ${turn} degrees after each` };
}

/**
 * "the pen colour changing by 5", "changes the pen colour by 20": how much the pen's colour
 * changes, said in a stretch of words; none when it is not said.
 */
function colourChangeBy(words: readonly TWord[], from = 0, to = words.length): number | undefined {
  const change = words.findIndex((w, i) => i >= from && i < to && /^(?:colou?r)$/.test(w.word) && [...words.slice(Math.max(from, i - 3), i), ...words.slice(i + 1, i + 4)].some((next) => /^(?:chang\w*)$/.test(next.word)));
  return change >= 0 ? words.slice(change, Math.min(to, change + 6)).find((w, i, all) => w.number !== undefined && all[i - 1]?.word === "by")?.number : undefined;
}

/** "changes the pen colour by 20 after each side": the change made at every side of a shape. */
function colourChangeEachSide(words: readonly TWord[], from: number, to: number): TStep[] {
  const by = colourChangeBy(words, from, to);
  const eachSide = /\b(?:each|every) (?:side|line|corner|edge)\b/.test(words.slice(from, to).map((w) => w.word).join(" "));
  return by !== undefined && eachSide ? [b(`change pen (color v) by (${by})`)] : [];
}

/** "follows the mouse ... with the pen down, the pen colour changing by 5": a trail, its colour changing as it goes. */
function mouseTrail(words: readonly TWord[]): { steps: TStep[]; says: string } | undefined {
  const follows = words.some((w) => /^(?:follow|follows|following)$/.test(w.word)) && words.some((w) => /^(?:mouse|pointer)$/.test(w.word));
  if (!follows) return undefined;
  const by = colourChangeBy(words);
  const colourChange = by !== undefined ? [b(`change pen (color v) by (${by})`)] : [];
  return { steps: [{ kind: "forever", body: [b("go to (mouse-pointer v)"), ...colourChange] }], says: `follows the mouse pointer with the pen down${by !== undefined ? `, the pen colour changing by ${by} each time` : ""}` };
}

/** Whether the request is a pen drawing of shapes this project makes, each from the child's details. */
export function drawsShapes(words: readonly TWord[]): boolean {
  if (!words.some((w) => DRAWING.test(w.word))) return false;
  if (words.some((w) => OTHER_DRAWINGS.test(w.word))) return false;
  const said = shapesSaid(words);
  // "draw a house": with no size or copies of the child's, the library's house (walls and roof) is that drawing
  const loops = spelledLoops(words);
  if (said.length === 1 && said[0]?.shape.kind === "house" && said[0].copies === undefined && sideLength(words, 0, words.length) === undefined && loops.length === 0) return false;
  if (said.length === 0 && mouseTrail(words) === undefined && loops.length === 0) return false;
  // the drawer's other scripts in the request ("and play twinkle twinkle") are not dropped for the drawing
  const drawer = penShapes(words, []).characters[0];
  const drawn = drawer?.scripts[0];
  // "changes the pen colour by 20", read by the plan alone as a colour effect, is the drawing's own change of pen colour
  const changesColour = JSON.stringify(drawn?.steps ?? []).includes("change pen (color v)") ? "|change \\[color v\\] effect" : "";
  const asks = drawn?.steps[0]?.kind === "block" && drawn.steps[0].text.startsWith("ask [") ? "|ask \\[" : "";
  const keeps = new RegExp(`^(?:erase all|pen (?:up|down)|go to|point in direction|set pen|change pen|move|turn|set size|change size|wait|set \\[length${changesColour}${asks})`);
  // with the child's steps spelled out, sentences before the drawing's that give no character a script only say who asks
  const own = loops.length > 0 ? fromTheDrawingSentence(words) : words;
  return drawer !== undefined && drawn !== undefined && !dropsOwnScripts(own, drawer.name, keeps, drawn.trigger, PEN_SHAPE_WORDS);
}

/**
 * "My daughter is in sixième ... She wants the Cat to draw a triangle: ...": the words from the
 * sentence that draws on, when the sentences before it give no character anything to do.
 */
function fromTheDrawingSentence(words: readonly TWord[]): readonly TWord[] {
  const drawing = words.findIndex((w) => DRAWING.test(w.word));
  let from = drawing;
  while (from > 0 && !/^[.!?]$/.test(words[from - 1]?.mark ?? "")) from--;
  if (from <= 0) return words;
  const { plan } = readPlan(wordsAsText(words.slice(0, from)));
  return plan.characters.some((character) => character.scripts.length > 0) ? words : words.slice(from);
}

/** A drawing of shapes whose loops the child spelled out ("draw a square: 4 times move 50 and turn 90"): the pen classic draws exactly those. */
export const drawsSpelledLoops = (words: readonly TWord[]): boolean => spelledLoops(words).length > 0 && drawsShapes(words);

/** The clause of the drawing verb, with a "when ..." clause just before it. */
function drawingClause(words: readonly TWord[], drawing: number): TWord[] {
  let from = drawing;
  while (from > 0 && words[from - 1]?.mark === undefined) from--;
  let to = drawing;
  while (to < words.length && words[to]?.mark === undefined) to++;
  let before = from - 1;
  while (before > 0 && words[before - 1]?.mark === undefined) before--;
  const leading = before >= 0 && before < from - 1 && /^(?:when|whenever|if)$/.test(words[before]?.word ?? "") && words[from - 1]?.mark === ",";
  return words.slice(leading ? before : from, to);
}

/** The drawing as a plan, for the child's character (the one who draws) or a sprite of its own. */
export function penShapes(words: readonly TWord[], names: readonly string[]): TPlan {
  const said = shapesSaid(words);
  // the character who draws ("the Cat draws", "the Pen must draw"), else the first the child named
  // the drawing verb nearest before the first shape ("how to draw shapes. The cat draws a square": the cat's)
  const firstShape = said[0]?.at ?? words.length;
  const drawing = words.reduce((found, w, i) => (DRAWING.test(w.word) && i < firstShape ? i : found), words.findIndex((w) => DRAWING.test(w.word)));
  const drawer = names.find((candidate) => words.slice(Math.max(0, drawing - 3), drawing).some((w) => w.word === candidate.toLowerCase()));
  const capital = words.slice(Math.max(0, drawing - 3), drawing).find((w) => w.name !== undefined)?.name;
  // "the Pen must draw": the one before the verb, as the child wrote it
  let at = drawing - 1;
  while (at > 0 && /^(?:must|will|can|should|then|always|also|now)$/.test(words[at]?.word ?? "")) at--;
  const subject = words[at - 1]?.word === "the" && words[at]?.mark === undefined && words[at]?.number === undefined && (words[at]?.isNoun || !words[at]?.isVerb) ? words[at] : undefined;
  const named = subject ? `${subject.word.charAt(0).toUpperCase()}${subject.word.slice(1)}` : undefined;
  const name = drawer ?? capital ?? named ?? names[0] ?? "Sprite1";
  const size = penSize(words);
  const place = startPlace(words) ?? { x: 0, y: 0 };
  const firstColour = colourIn(words, 0, words.length);
  const start: TStep[] = [b("erase all"), b("pen up"), b(`go to x: (${place.x}) y: (${place.y})`), b("point in direction (90)"), ...(firstColour ? [b(`set pen color to [${COLOURS[firstColour]}]`)] : []), ...(size !== undefined ? [b(`set pen size to (${size})`)] : []), b("pen down")];
  const trail = mouseTrail(words);
  // what starts it is said in the drawing's own clause ("when I press c, the Pen draws ..."), not in another one's ("and when I click the Cat it meows")
  const clause = drawingClause(words, drawing);
  const key = keysOf(clause.map((w) => w.raw).join(" ")).find((k) => k !== "any");
  const trigger: TScriptPlan["trigger"] = key !== undefined ? { kind: "key", key } : clause.some((w) => /^(?:click|clicked|clicks)$/.test(w.word)) && !clause.some((w) => w.word === "flag") ? { kind: "click" } : { kind: "flag" };
  const when = trigger.kind === "key" ? `When you press ${trigger.key}` : trigger.kind === "click" ? `When you click the ${name}` : "When the green flag is clicked";
  const penWords = [firstColour ? `a ${firstColour} pen` : "the pen", ...(size !== undefined ? [`of size ${size}`] : [])].join(" ");
  const withPen = firstColour !== undefined || size !== undefined ? `, with ${penWords}` : "";
  if (trail && said.length === 0) return { characters: [{ name, scripts: [{ trigger, says: `${when}: ${trail.says}${withPen}`, steps: [...start, ...trail.steps] }] }], variables: [], lists: [], stageScripts: [], leftOut: [] };
  // the child's own steps ("36 times move 10 turn 10") are the drawing, with their numbers, whatever shape they name
  const loops = spelledLoops(words);
  if (loops.length > 0) {
    const asked = loops.some((loop) => loop.times === "answer" || loop.turn === "answer") ? questionAsked(words) : undefined;
    const drawn = loops.map((loop, k) => loopSteps(loop, colourChangeEachSide(words, loop.at, loops[k + 1]?.at ?? words.length)));
    const says = loops.map((loop) => {
      let at = loop.at - 1;
      while (at >= Math.max(0, loop.at - 6) && shapeAt(words, at) === undefined) at--;
      const shape = at >= Math.max(0, loop.at - 6) ? shapeAt(words, at) : undefined;
      const name = shape === undefined ? "a shape" : shape.kind === "circle" ? "a circle" : shape.kind === "house" ? "a house" : `a ${NAMES[shape.sides] ?? `shape with ${shape.sides} sides`}`;
      return `${name} (${loopSays(loop)})`;
    });
    const changing = drawn.some((loop) => JSON.stringify(loop).includes("change pen (color v)")) ? ", the pen colour changing after each side" : "";
    const asks = asked !== undefined ? `asks "${asked}", then ` : "";
    return { characters: [{ name, scripts: [{ trigger, says: `${when}: ${asks}draws ${says.join(", then ")}${changing}${withPen}`, steps: [...(asked !== undefined ? [b(`ask [${asked}] and wait`)] : []), ...start, ...drawn, b("pen up")] }] }], variables: [], lists: [], stageScripts: [], leftOut: [] };
  }
  const steps: TStep[] = [...start];
  const parts: string[] = [];
  let colour = firstColour;
  for (const one of said) {
    const own = colourIn(words, one.from, one.to);
    if (own !== undefined && own !== colour) {
      steps.push(b(`set pen color to [${COLOURS[own]}]`));
      colour = own;
    }
    const length = sideLength(words, one.from, one.to) ?? (one.shape.kind === "circle" ? 5 : 100);
    const repeatAt = words.findIndex((w, i) => i >= one.from && i < one.to && w.word === "repeat" && words[i + 1]?.number !== undefined);
    const times = repeatAt >= 0 ? words[repeatAt + 1]?.number : undefined;
    const drawn = shapeSteps(one.shape, length, { ...(times !== undefined ? { times } : {}), ...(one.shape.kind === "circle" ? { turn: numberBefore(words, one.from, one.to, /^(?:degrees?|deg)$/) } : {}) }, colourChangeEachSide(words, one.from, one.to));
    if (one.copies !== undefined) {
      const between = betweenCopies(words, one, one.copies);
      steps.push({ kind: "repeat", times: one.copies, body: [...drawn.steps, ...between.steps] });
      parts.push(`${one.copies} times ${drawn.says}, ${between.says}`);
    } else {
      steps.push(...drawn.steps);
      parts.push(drawn.says);
    }
  }
  steps.push(b("pen up"));
  return { characters: [{ name, scripts: [{ trigger, says: `${when}: draws ${parts.join(", then ")}${withPen}`, steps }] }], variables: [], lists: [], stageScripts: [], leftOut: [] };
}

/** Words a pen drawing does: a part of the request made only of them (and its numbers) is built. */
export const PEN_SHAPE_WORDS = ["pen", "times", "draw", "draws", "drawing", "shape", "shapes", "side", "sides", "step", "steps", "long", "length", "thick", "thin", "size", "colour", "color", "is", "each", "corner", "corners", "turn", "turning", "turns", "degrees", "after", "row", "apart", "roof", "house", "houses", "walls", "with", "of", "a", "the", "and", "then", "in", "down", "up", "trail", "follows", "mouse", "pointer", "changing", "by", "time", "start", "starts", "at", "x", "y", "go", "to", ...Object.keys(POLYGONS), "triangles", "squares", "hexagons", "pentagons", "octagons", "circle", "circles"];
