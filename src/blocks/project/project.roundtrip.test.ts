// Property test: random vocabulary-only projects (several sprites and the stage, clones,
// broadcasts, local and global variables with starting values, lists with items) go through
// export → import → parse → export and come back as the same project.json, and run the same.
import { describe, expect, it } from "vitest";
import type { Block, Program } from "../program";
import { parseProgram } from "../program.parse";
import { exportableEntries, scriptFor } from "../sb3/test-support/vocabulary-programs";
import { loadInVm, seededRandom } from "../sb3/test-support/scratch-vm.harness";
import { projectToProjectJson } from "./project.export";
import { fromProjectJson } from "./project.import";
import { parseProject, type TProject, type TProjectTarget } from "./project.parse";

const random = seededRandom;

// Every exportable block a sprite may hold ("when stage clicked" is the stage's alone).
const spriteEntries = exportableEntries.filter((entry) => entry.opcode !== "event_whenstageclicked");

const pick = <T,>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

function program(blocks: Block[][], text?: string): Program {
  if (text !== undefined) return parseProgram(text).program;
  return { scripts: blocks.map((stack, index) => ({ line: index + 1, blocks: stack })), customBlocks: [], variables: [], lists: [], broadcasts: [], comments: [], extensions: [] };
}

/** Scripts the stage may hold: its palette has no motion, costumes or clones of itself. */
function stageScript(next: () => number, sprites: string[]): string {
  const sprite = pick(next, sprites);
  return pick(next, [
    `when green flag clicked\nset [score v] to (${Math.floor(next() * 100)})\nbroadcast (go v)`,
    `when green flag clicked\nrepeat (${1 + Math.floor(next() * 4)})\n  create clone of (${sprite} v)\nend`,
    `when I receive [go v]\nadd (score) to [log v]\nchange [score v] by (1)`,
    `when green flag clicked\nswitch backdrop to (night v)\nwait (0.1) seconds\nbroadcast (ready v) and wait`,
    `when [space v] key pressed\nset [score v] to ([x position v] of (${sprite} v))`,
  ]);
}

function randomProject(seed: number): TProject {
  const next = random(seed);
  const spriteCount = 1 + Math.floor(next() * 3);
  const names = Array.from({ length: spriteCount }, (_, index) => pick(next, ["Ball", "Paddle", "Cat", "Apple", "Rocket", "Hero"]) + (index + 1));
  const sprites = names.map((name): TProjectTarget => {
    const scripts = Array.from({ length: 1 + Math.floor(next() * 4) }, () => scriptFor(pick(next, spriteEntries)));
    const clone = `when I start as a clone\nchange [speed v] by (1)\ngo to x: (${Math.floor(next() * 200) - 100}) y: (0)\n\nwhen I receive [go v]\nchange [speed v] by (speed)`;
    const own = program([]);
    const fromText = program([], clone);
    const combined: Program = { ...own, scripts: [...scripts.map((blocks, index) => ({ line: index + 1, blocks })), ...fromText.scripts] };
    return {
      name,
      isStage: false,
      line: 0,
      settings: { x: Math.floor(next() * 400) - 200, y: Math.floor(next() * 300) - 150, direction: pick(next, [90, -90, 45, 180]), size: pick(next, [50, 100, 150]), visible: next() > 0.3 },
      variables: [{ name: "speed", value: Math.floor(next() * 10), line: 0 }],
      lists: next() > 0.5 ? [{ name: "bag", items: ["a", 2, "c d"], line: 0 }] : [],
      program: combined,
    };
  });
  const stageText = Array.from({ length: 1 + Math.floor(next() * 3) }, () => stageScript(next, names)).join("\n\n");
  return {
    stage: {
      name: "Stage",
      isStage: true,
      line: 0,
      settings: {},
      variables: [{ name: "score", value: Math.floor(next() * 50), line: 0 }],
      lists: [{ name: "log", items: next() > 0.5 ? ["start"] : [], line: 0 }],
      costumes: ["day", "night"],
      program: program([], stageText),
    },
    sprites,
  };
}

describe("random whole projects survive export → import → parse → export", () => {
  it.each(Array.from({ length: 40 }, (_, seed) => seed + 1))("seed %i gives the same project.json", (seed) => {
    const json = projectToProjectJson(randomProject(seed));
    const imported = fromProjectJson(json);
    expect(imported.problems).toEqual([]);
    const again = parseProject(imported.text);
    expect(again.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(projectToProjectJson(again.project)).toEqual(json);
  });

  it.each([3, 11, 27])("seed %i runs the same in scratch-vm before and after", async (seed) => {
    const json = projectToProjectJson(randomProject(seed));
    const again = projectToProjectJson(parseProject(fromProjectJson(json).text).project);
    const states = [];
    for (const project of [json, again]) {
      const run = await loadInVm(JSON.stringify(project));
      run.greenFlag();
      await run.step(90);
      states.push({
        stage: run.stage(),
        sprites: project.targets.slice(1).map((target) => {
          const { x, y, direction, visible, variables, lists } = run.sprite(target.name);
          return { x, y, direction, visible, variables, lists };
        }),
        said: run.saidTexts,
      });
      run.dispose();
    }
    expect(states[1]).toEqual(states[0]);
  });
});
