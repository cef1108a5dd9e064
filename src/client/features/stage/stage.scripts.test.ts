import { describe, expect, it } from "vitest";
import { parse } from "scratchblocks/syntax/index.js";
import type { Scratchblocks } from "scratchblocks";
import * as blocks from "../../../blocks";
import { loadInVm } from "../../../blocks/sb3/test-support/scratch-vm.harness";
import type { TStageTarget } from "./stage.engine.types";
import { pictureScripts } from "./stage.picture";
import { matchScripts, readEngineScripts, STAGE_OWNER, type TPictureScript, type TVmScript } from "./stage.scripts";

// scratchblocks' own parser, as the page's renderer runs it (the browser bundle has the same parse).
const scratchblocks = { parse } as unknown as Scratchblocks;

const PROJECT = `// stage
when green flag clicked
switch backdrop to (backdrop1 v)

// sprite: Cat
// x: 0, y: 0
when [space v] key pressed
move (10) steps

when green flag clicked
forever
  turn right (15) degrees
end

// sprite: Dog
when [space v] key pressed
move (10) steps

when this sprite clicked
say [Woof!] for (2) seconds
`;

/** The project as the stage would run it, its scripts read from the real engine. */
async function engineScriptsOf(text: string): Promise<TVmScript[]> {
  const { project, diagnostics } = blocks.parseProject(blocks.normalizeBlocksText(text));
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const run = await loadInVm(blocks.projectToSb3(project));
  try {
    return readEngineScripts(run.vm.runtime.targets as unknown as TStageTarget[]);
  } finally {
    run.dispose();
  }
}

const pictureOf = (text: string, owner: string | null = null) => pictureScripts(scratchblocks, blocks, blocks.pictureText(blocks.normalizeBlocksText(text)), owner);

describe("the block picture's scripts and the engine's", () => {
  it("pairs every script of a whole project's picture with the engine's script of the same sprite", async () => {
    const engine = await engineScriptsOf(PROJECT);
    const picture = pictureOf(PROJECT);
    const matches = matchScripts(picture, engine);
    const described = [...matches].map(([index, script]) => [index, script.owner, script.opcodes[0]]);
    // Comments (the section lines) are scripts of the picture too, with no blocks: they stay unmatched.
    const withBlocks = picture.filter((script) => script.blocks.length > 0);
    expect(withBlocks).toHaveLength(5);
    expect(described.map(([, owner, hat]) => `${owner} ${hat}`)).toEqual([
      "Stage event_whenflagclicked",
      "Cat event_whenkeypressed",
      "Cat event_whenflagclicked",
      "Dog event_whenkeypressed",
      "Dog event_whenthisspriteclicked",
    ]);
    // Two identical scripts (space → move 10) go to their own sprites, never to the same engine script.
    const ids = [...matches.values()].map((script) => script.topBlockId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads the owner from a sprite's own panel when its text has no section line", async () => {
    const engine = await engineScriptsOf(PROJECT);
    const dogOnly = "when [space v] key pressed\nmove (10) steps";
    const [script] = [...matchScripts(pictureOf(dogOnly, "Dog"), engine).values()];
    expect(script?.owner).toBe("Dog");
  });

  it("matches stacks block by block and leaves a script the engine does not have unmatched", () => {
    const engine: TVmScript[] = [{ owner: "Cat", topBlockId: "a", opcodes: ["event_whenflagclicked", "motion_movesteps"] }];
    const same: TPictureScript = { index: 0, owner: "Cat", blocks: [new Set(["event_whenflagclicked"]), new Set(["motion_movesteps"])] };
    const longer: TPictureScript = { index: 1, owner: "Cat", blocks: [new Set(["event_whenflagclicked"]), new Set(["motion_movesteps"]), null] };
    const otherSprite: TPictureScript = { ...same, index: 2, owner: STAGE_OWNER };
    expect([...matchScripts([longer, otherSprite, same], engine).keys()]).toEqual([0]);
    // A custom block (no scratchblocks id) matches any opcode in its place.
    const custom: TPictureScript = { index: 3, owner: null, blocks: [new Set(["event_whenflagclicked"]), null] };
    expect(matchScripts([custom], engine).get(3)?.topBlockId).toBe("a");
  });
});
