// Issue 30, "What must show it": follow-up requests on programs of the classic-projects list,
// each with the change expected (in the words the page lists) and a run in Scratch's real engine
// (scratch-vm, headless, seeded, on a virtual clock) showing that every sprite the change did not
// touch behaves exactly as before, frame by frame; the changed program has no errors, and every
// line the change did not touch is the base's line byte for byte.
import { describe, expect, it } from "vitest";
import { parseProject, projectToSb3, toSb3, isWholeProjectText, parseProgram } from "../../../../../blocks";
import { describeDiff, diffProjectTexts } from "../../../../../blocks/diff";
import { loadInVm, seededRandom, type TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";
import { readProgramText } from "../../../generation-pipeline";
import { answerRequest } from "../offline.answer";
import { answerFollowUp } from "./edit.answer";

interface TFollowUpCase {
  base: string;
  request: string;
  /** Each must be one of the listed changes. */
  expect: RegExp[];
  /** Sprites the change must not touch (beyond those the diff already shows untouched). */
  untouched?: string[];
  /** The change itself in the engine: a figure measured on each run (after the frames compared), and what it must show. */
  plays?: { measure: (run: TVmRun) => Promise<number>; shows: (before: number, after: number) => void };
}

const PONG = "make pong";
const CATCH = "a catch game with a basket and falling apples";
const MOLE = "make a whack-a-mole game";
const CHASE = "a chase game where a monster chases me";
const PLATFORMER = "make a platformer";
const PET = "make a virtual pet";
const DICE = "Dice: click the dice to roll a random number from 1 to 6";

/** How far a sprite travels over some frames: a faster one goes further. */
async function travel(run: TVmRun, sprite: string, frames: number): Promise<number> {
  let distance = 0;
  let last = run.sprite(sprite);
  for (let frame = 0; frame < frames; frame += 1) {
    await run.step(1);
    const now = run.sprite(sprite);
    distance += Math.hypot(now.x - last.x, now.y - last.y);
    last = now;
  }
  return distance;
}

const CASES: TFollowUpCase[] = [
  { base: PONG, request: "make the ball faster", expect: [/^Ball: move \(6\) steps → move \(9\) steps$/], untouched: ["Paddle"], plays: { measure: (run) => travel(run, "Ball", 20), shows: (before, after) => expect(after).toBeGreaterThan(before * 1.3) } },
  { base: PONG, request: "make the ball a bit slower", expect: [/^Ball: move \(6\) steps → move \(5\) steps$/], untouched: ["Paddle"] },
  { base: PONG, request: "make the paddle bigger", expect: [/^Paddle: x: 0, y: -150 → x: 0, y: -150, size: 150$/], untouched: ["Ball"], plays: { measure: async (run) => run.sprite("Paddle").size, shows: (before, after) => expect([before, after]).toEqual([100, 150]) } },
  { base: PONG, request: "give me 3 lives", expect: [/^Stage: added variable lives = 3$/, /^Ball: added change \[lives v\] by \(-1\)$/, /^Ball: added set \[lives v\] to \(3\)$/], untouched: ["Paddle"] },
  { base: PONG, request: "add a 60 second timer", expect: [/^Stage: added variable time = 60$/, /^Stage: added stop \[all v\]$/], untouched: ["Ball", "Paddle"], plays: { measure: async (run) => { await run.step(125); return Number(run.stage().variables.time ?? NaN); }, shows: (_, after) => expect(after).toBeLessThanOrEqual(58) } },
  { base: PONG, request: "play a sound when the ball bounces", expect: [/^Ball: added start sound \(Pop v\)$/], untouched: ["Paddle"] },
  { base: PONG, request: "remove the score", expect: [/^Stage: removed variable score = 0$/, /^Ball: removed change \[score v\] by \(1\)$/], untouched: ["Paddle"] },
  { base: PONG, request: "rename the paddle to Bat", expect: [/^Paddle is now called Bat$/, /^Ball: .*\(Paddle v\).* → .*\(Bat v\)/] },
  { base: PONG, request: "make the ball say ouch when it hits the paddle", expect: [/^Ball: added say \[ouch\] for \(2\) seconds$/], untouched: ["Paddle"] },
  // the words and names the child writes keep their capitals
  { base: PONG, request: 'Make the ball say "Well done!" when it hits the paddle', expect: [/^Ball: added say \[Well done!\] for \(2\) seconds$/], untouched: ["Paddle"] },
  { base: PONG, request: "rename the score to Points", expect: [/^Stage: variable score = 0 → variable Points = 0$/, /^Ball: .*\[score v\].* → .*\[Points v\]/] },
  // the new Ball draws its own random direction, so the first Ball's draws differ: only the Paddle is compared
  { base: PONG, request: "add another ball", expect: [/^New sprite: Ball2$/], untouched: ["Paddle"], plays: { measure: async (run) => { await run.step(30); return run.vm.runtime.getSpriteTargetByName("Ball2") ? Math.round(Math.hypot(run.sprite("Ball2").x - run.sprite("Ball").x, run.sprite("Ball2").y - run.sprite("Ball").y)) : -1; }, shows: (before, after) => expect([before, after > 0]).toEqual([-1, true]) } },
  { base: CATCH, request: "make the basket faster", expect: [/^Basket: change x by \(-10\) → change x by \(-15\)$/, /^Basket: change x by \(10\) → change x by \(15\)$/], untouched: ["Apple"] },
  { base: CATCH, request: "use a and d instead of the arrow keys", expect: [/^Basket: .*\(left arrow v\).* → .*\(a v\)/, /^Basket: .*\(right arrow v\).* → .*\(d v\)/], untouched: ["Apple"] },
  { base: CATCH, request: "make the apples fall faster", expect: [/^Apple: change y by \(-4\) → change y by \(-6\)$/], untouched: ["Basket"] },
  { base: CATCH, request: "make the basket smaller", expect: [/^Basket: x: 0, y: -140 → x: 0, y: -140, size: 67$/], untouched: ["Apple"] },
  { base: MOLE, request: "make the mole say got me when you click it", expect: [/^Mole: added say \[got me\] for \(2\) seconds$/] },
  { base: MOLE, request: "add a sound when you click it", expect: [/^Mole: added start sound \(Pop v\)$/] },
  { base: MOLE, request: "make the mole bigger", expect: [/size: 150/] },
  { base: CHASE, request: "make the monster slower", expect: [/^Monster: /], untouched: ["Player"] },
  { base: CHASE, request: "rename the monster to Zombie", expect: [/^Monster is now called Zombie$/] },
  { base: CHASE, request: "give me 3 lives", expect: [/^Stage: added variable lives = 3$/] },
  { base: PLATFORMER, request: "play a sound when it jumps", expect: [/^Player: added start sound \(Pop v\)$/] },
  { base: PLATFORMER, request: "make the player smaller", expect: [/size: /] },
  { base: PET, request: "make it say hello instead", expect: [/→ .*\[hello\]/] },
  { base: DICE, request: "add a score", expect: [/^Stage: added variable score = 0$|^Dice: added change \[score v\] by \(1\)$/] },
  { base: DICE, request: "make the dice bigger", expect: [/^Dice: .*size: 150$|^Dice: added .*size/] },
];

async function sb3Of(text: string): Promise<Uint8Array> {
  if (isWholeProjectText(text)) {
    const { project, diagnostics } = parseProject(text);
    expect(diagnostics.filter((d) => d.severity === "error"), text).toEqual([]);
    return projectToSb3(project);
  }
  const { program, diagnostics } = parseProgram(text);
  expect(diagnostics.filter((d) => d.severity === "error"), text).toEqual([]);
  return toSb3(program);
}

/** What can be seen of a sprite in one frame. */
const seen = (run: TVmRun, name: string) => {
  const state = run.sprite(name);
  return [Math.round(state.x * 100), Math.round(state.y * 100), state.direction, state.size, state.visible, state.costumeName, state.bubble?.text ?? ""].join(",");
};

/** Runs a project for 90 frames after the green flag, recording what each sprite shows, then the figure. */
async function play(sb3: Uint8Array, sprites: string[], measure?: (run: TVmRun) => Promise<number>): Promise<{ frames: Map<string, string[]>; figure: number }> {
  const run = await loadInVm(sb3, { seed: 30, workMsPerIteration: 7 });
  const frames = new Map(sprites.map((name) => [name, [] as string[]]));
  try {
    // seeded again at the flag: loading draws random ids, more of them for a project with more data
    Math.random = seededRandom(30);
    run.greenFlag();
    const figure = measure ? await measure(run) : 0;
    for (let frame = 0; frame < 90; frame += 1) {
      await run.step(1);
      for (const name of sprites) frames.get(name)!.push(seen(run, name));
    }
    return { frames, figure };
  } finally {
    run.dispose();
  }
}

const baseCache = new Map<string, string>();
function baseText(prompt: string): string {
  const cached = baseCache.get(prompt);
  if (cached) return cached;
  const answer = answerRequest(prompt);
  if (answer.kind !== "program") throw new Error(`the classic project was declined: ${prompt}`);
  const { text } = readProgramText(answer.text);
  baseCache.set(prompt, text);
  return text;
}

describe("follow-up requests on classic projects, answered by the offline generator", () => {
  it.each(CASES.map((entry) => [`${entry.base} → ${entry.request}`, entry] as const))("%s", async (_, entry) => {
    const base = baseText(entry.base);
    const answer = answerFollowUp(entry.request, base);
    expect(answer.kind, `declined: ${entry.request}`).toBe("program");
    if (answer.kind !== "program") return;
    expect(answer.leftOut).toEqual([]);
    const { text, diagnostics } = readProgramText(answer.text);
    expect(diagnostics.filter((d) => d.severity === "error"), text).toEqual([]);

    const diff = diffProjectTexts(base, text);
    const words = describeDiff(diff);
    for (const wanted of entry.expect) expect(words.some((line) => wanted.test(line)), `${wanted} in\n${words.join("\n")}`).toBe(true);

    // Every base line the change did not name is still there, byte for byte.
    const named = new Set(diff.changes.flatMap((change) => (change.before !== undefined ? [change.before] : [])));
    const renamed = diff.renamedTargets.length > 0;
    const kept = new Set(text.split("\n"));
    const keptWords = new Set(text.split("\n").map((line) => line.trim()));
    // a block the change put inside a new `if` keeps its words, one step further in
    for (const line of base.split("\n")) if (!named.has(line.trim()) && !renamed) expect(kept.has(line) || keptWords.has(line.trim()), `kept: ${line}`).toBe(true);
    const untouchedLines = base.split("\n").filter((line) => !named.has(line.trim()));
    expect(untouchedLines.filter((line) => !kept.has(line)).length, "lines whose indentation changed").toBeLessThanOrEqual(2);

    // In the engine, seeded the same: every sprite the change did not touch does exactly what it did.
    const changedTargets = new Set([...diff.changes.map((change) => change.target), ...diff.addedTargets, ...diff.removedTargets, ...diff.renamedTargets.flatMap((pair) => [pair.from, pair.to])]);
    const sprites = (entry.untouched ?? []).filter((name) => !changedTargets.has(name));
    expect(sprites, "the sprites this case says are untouched are untouched by the diff").toEqual(entry.untouched ?? []);
    // one run at a time: the harness's clock and seeded random are the process's own
    const before = await play(await sb3Of(base), sprites, entry.plays?.measure);
    const after = await play(await sb3Of(text), sprites, entry.plays?.measure);
    for (const name of sprites) expect(after.frames.get(name), name).toEqual(before.frames.get(name));
    if (entry.plays) entry.plays.shows(before.figure, after.figure);
  });
});
