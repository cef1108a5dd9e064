// Test-only: projects through the real Scratch engine. A Scratch 2 file becomes the .sb3 Scratch 3
// itself would save (its project.json and asset files, as scratch-vm serialises them), and a
// project's run is recorded per target, with seeded randomness and scripted inputs, so the run
// of an opened-and-downloaded project can be compared with the original's.
import { strToU8, zipSync, type Zippable } from "fflate";
import { loadInVm, type TSpriteState, type TVmRun } from "../../sb3/test-support/scratch-vm.harness";

interface TVmAsset {
  assetId: string;
  dataFormat: string;
  data: Uint8Array;
}

/** The .sb3 scratch-vm saves for any project it loads (.sb2 or .sb3). */
export async function sb3ViaScratchVm(bytes: Uint8Array): Promise<Uint8Array> {
  const run = await loadInVm(bytes);
  try {
    const vm = run.vm as unknown as { toJSON(): string };
    const files: Zippable = { "project.json": strToU8(vm.toJSON()) };
    for (const target of run.vm.runtime.targets.filter((t) => t.isOriginal)) {
      for (const item of [...target.sprite.costumes, ...target.sprite.sounds] as { asset?: TVmAsset | null; broken?: { asset?: TVmAsset } }[]) {
        const asset = item.broken?.asset ?? item.asset;
        if (asset) files[`${asset.assetId}.${asset.dataFormat}`] = asset.data;
      }
    }
    return zipSync(files, { level: 6, mtime: new Date(Date.UTC(2024, 0, 1)) });
  } finally {
    run.dispose();
  }
}

/** What a self-checking fixture of the Scratch team said: "pass …", "fail …", "plan N", "end". */
export interface TFixtureOutcome {
  passes: string[];
  fails: string[];
  ended: boolean;
}

export async function runSelfCheckingFixture(bytes: Uint8Array): Promise<TFixtureOutcome> {
  const run = await loadInVm(bytes, { seed: 27 });
  try {
    run.greenFlag();
    await run.runUntilIdle(60 * 20);
    const outcome: TFixtureOutcome = { passes: [], fails: [], ended: false };
    for (const said of run.saidTexts) {
      const command = said.split(/\s+/, 1)[0]!.toLowerCase();
      const rest = said.slice(command.length).trim();
      if (command === "pass") outcome.passes.push(rest);
      else if (command === "fail") outcome.fails.push(rest);
      else if (command === "end") outcome.ended = true;
    }
    return outcome;
  } finally {
    run.dispose();
  }
}

/** One target's state after a run: what a child would see and what its variables hold. */
export type TTargetTrace = Pick<TSpriteState, "name" | "x" | "y" | "direction" | "size" | "visible" | "variables" | "lists"> & {
  costume: string;
  layer: number;
  bubble: string | null;
  clones: number;
};

export interface TRunTrace {
  /** Every target's state after each phase of scripted input. */
  phases: { phase: string; targets: TTargetTrace[] }[];
  said: string[];
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function traceTargets(run: TVmRun): TTargetTrace[] {
  const runtime = run.vm.runtime as unknown as {
    targets: (import("scratch-vm").TVmTarget & { getLayerOrder?: () => number; layerOrder?: number })[];
  };
  const originals = runtime.targets.filter((t) => t.isOriginal);
  return originals.map((target) => {
    const variables: Record<string, unknown> = {};
    const lists: Record<string, unknown[]> = {};
    for (const variable of Object.values(target.variables)) {
      if (variable.type === "list") lists[variable.name] = [...(variable.value as unknown[])].map(String);
      else if (variable.type === "") variables[variable.name] = typeof variable.value === "number" ? round(variable.value) : String(variable.value);
    }
    const bubble = target.getCustomState("Scratch.looks") as { text?: unknown } | undefined;
    return {
      name: target.getName(),
      x: round(target.x),
      y: round(target.y),
      direction: round(target.direction),
      size: round(target.size),
      visible: target.visible,
      costume: target.getCostumes()[target.currentCostume]?.name ?? "",
      layer: target.isStage ? 0 : originals.filter((t) => !t.isStage).indexOf(target) + 1,
      variables,
      lists,
      bubble: bubble?.text ? String(bubble.text) : null,
      clones: target.sprite.clones.length - 1,
    };
  });
}

/**
 * Runs a project with seeded randomness and a fixed script of inputs: the green flag, a few
 * seconds, the mouse moved and clicked, keys pressed (space, arrows, letters), more seconds.
 * Records every target after each phase.
 */
export async function traceProject(bytes: Uint8Array, seed = 27): Promise<TRunTrace> {
  const run = await loadInVm(bytes, { seed, workMsPerIteration: 1 });
  const phases: TRunTrace["phases"] = [];
  try {
    run.greenFlag();
    await run.step(90);
    phases.push({ phase: "green flag, 1.5 s", targets: traceTargets(run) });
    run.moveMouse(100, 50);
    const mouse = run.vm.runtime.ioDevices.mouse as unknown as { postData(data: object): void };
    mouse.postData({ x: 340, y: 130, canvasWidth: 480, canvasHeight: 360, isDown: true });
    await run.step(2);
    mouse.postData({ x: 340, y: 130, canvasWidth: 480, canvasHeight: 360, isDown: false });
    await run.step(30);
    phases.push({ phase: "mouse moved and clicked", targets: traceTargets(run) });
    for (const key of [" ", "ArrowRight", "ArrowUp", "ArrowLeft", "ArrowDown", "a", "w", "1"]) {
      await run.pressKey(key);
      await run.step(10);
    }
    phases.push({ phase: "keys pressed", targets: traceTargets(run) });
    await run.step(120);
    phases.push({ phase: "2 s more", targets: traceTargets(run) });
    return { phases, said: [...run.saidTexts] };
  } finally {
    run.dispose();
  }
}
