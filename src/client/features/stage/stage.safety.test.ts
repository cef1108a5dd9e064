import { describe, expect, it } from "vitest";
import VirtualMachine from "scratch-vm";
import { Map as ImmutableMap } from "immutable";
import * as blocks from "../../../blocks";
import type { TStageMonitorMap, TStageVm } from "./stage.engine.types";
import { readMonitors } from "./stage.monitors";
import { guardExtensions, refusedExtensionWords, switchOffCloud } from "./stage.safety";

/** A real project (made by our exporter) that also asks for text to speech and an extension from a URL. */
function hostileProject(): string {
  const { project } = blocks.parseProject("// stage\n// variable ☁ score = 0\nwhen green flag clicked\nerase all");
  const json = blocks.projectToProjectJson(project) as unknown as { targets: { blocks: Record<string, unknown> }[]; extensions: string[]; extensionURLs?: Record<string, string> };
  // The engine loads an extension for each block that names one, from extensionURLs when listed there.
  const block = (opcode: string) => ({ opcode, next: null, parent: null, inputs: {}, fields: {}, shadow: false, topLevel: true, x: 0, y: 0 });
  Object.assign(json.targets[0]!.blocks, { speak: block("text2speech_speakAndWait"), evil: block("evil_run") });
  json.extensions = [...json.extensions, "text2speech", "evil"];
  json.extensionURLs = { evil: "https://evil.example/extension.js" };
  return JSON.stringify(json);
}

describe("the stage's fence around the engine (real scratch-vm)", () => {
  it("loads only the extensions that run in the page, and never one from a URL", async () => {
    const vm = new VirtualMachine();
    const stageVm = vm as unknown as TStageVm;
    const refused: string[] = [];
    guardExtensions(stageVm, (id) => refused.push(id));
    switchOffCloud(stageVm);
    await vm.loadProject(hostileProject());
    expect(stageVm.extensionManager.isExtensionLoaded("pen")).toBe(true);
    expect(stageVm.extensionManager.isExtensionLoaded("text2speech")).toBe(false);
    // Whether the engine asks by id or by the project's URL, the answer is no; nothing is fetched.
    expect(refused).toEqual(["text2speech", "evil"]);
    expect(refusedExtensionWords(refused)).toEqual(["speaking words aloud (it needs the internet)", "an extension from outside PromptBlocks"]);
    // The cloud variable is an ordinary one here: no provider to send it anywhere.
    expect(stageVm.runtime.ioDevices.cloud.provider).toBeNull();
    vm.quit();
  });
});

describe("monitors", () => {
  const record = (fields: Record<string, unknown>) => ImmutableMap(fields);
  const monitors = (records: ReturnType<typeof record>[]) =>
    readMonitors({ valueSeq: () => ({ toArray: () => records }) } as unknown as TStageMonitorMap);

  it("labels a sprite's own variable with its name, shows lists as items, and skips hidden ones", () => {
    const shown = monitors([
      record({ id: "v1", opcode: "data_variable", params: { VARIABLE: "score" }, spriteName: "Cat", value: 3, visible: true, mode: "default", x: 5, y: 5 }),
      record({ id: "l1", opcode: "data_listcontents", params: { LIST: "things" }, spriteName: null, value: ["a", 2], visible: true, mode: "list", x: null, y: null }),
      record({ id: "x", opcode: "motion_xposition", params: {}, spriteName: "Cat", value: 12.5, visible: true, mode: "large" }),
      record({ id: "h", opcode: "data_variable", params: { VARIABLE: "hidden" }, spriteName: null, value: 1, visible: false }),
    ]);
    expect(shown.map((m) => [m.label, m.mode, m.value])).toEqual([
      ["Cat: score", "default", "3"],
      ["things", "list", "a 2"],
      ["Cat: x position", "large", "12.5"],
    ]);
    expect(shown[1]?.items).toEqual(["a", "2"]);
  });

  it("keeps a project's markup as text", () => {
    const [shown] = monitors([record({ id: "v", opcode: "data_variable", params: { VARIABLE: "<b>x</b>" }, spriteName: null, value: "<img src=x onerror=alert(1)>", visible: true })]);
    expect(shown?.label).toBe("<b>x</b>");
    expect(shown?.value).toBe("<img src=x onerror=alert(1)>");
  });
});
