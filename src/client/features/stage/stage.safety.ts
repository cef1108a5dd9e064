// What the stage in the page refuses, whatever a project asks (issue 29, point 4): it never
// loads an extension from a URL, never one that talks to a server, a camera or a device; it has
// no cloud; its assets come only from the project's own file. The page's CSP (connect-src
// 'self', no inline script) is the second wall behind these.
import type { TStageVm } from "./stage.engine.types";

/** Extensions that run entirely in this page: drawing, notes from sounds the engine carries, keys. */
export const PLAYABLE_EXTENSIONS: ReadonlySet<string> = new Set(["pen", "music", "makeymakey"]);

/** Why an extension a project uses is left out, in words for a child. */
const REFUSAL_WORDS: Record<string, string> = {
  text2speech: "speaking words aloud (it needs the internet)",
  translate: "translating words (it needs the internet)",
  videoSensing: "the camera",
  speech2text: "listening to speech",
  wedo2: "a LEGO WeDo robot",
  ev3: "a LEGO EV3 robot",
  boost: "a LEGO BOOST robot",
  microbit: "a micro:bit",
  gdxfor: "a force and acceleration sensor",
};

/** Text to show for the extensions a project wanted and did not get. */
export function refusedExtensionWords(refused: readonly string[]): string[] {
  return [...new Set(refused)].map((id) => REFUSAL_WORDS[id] ?? "an extension from outside PromptBlocks");
}

export function isPlayableExtension(id: string): boolean {
  return PLAYABLE_EXTENSIONS.has(id);
}

/**
 * Puts the engine's extension loader behind the allow-list. A refused extension is reported and
 * resolved as if loaded, so the rest of the project still runs: its blocks do nothing, which is
 * what a child can be told, instead of no stage at all. A URL never reaches the engine, which
 * would otherwise start a worker that loads and runs it.
 */
export function guardExtensions(vm: TStageVm, onRefused: (id: string) => void): void {
  const manager = vm.extensionManager;
  const load = manager.loadExtensionURL.bind(manager);
  manager.loadExtensionURL = (idOrUrl: string) => {
    if (isPlayableExtension(idOrUrl)) return load(idOrUrl);
    onRefused(idOrUrl);
    return Promise.resolve();
  };
}

/** No cloud: a project's cloud variables act as ordinary variables on this page and are sent nowhere. */
export function switchOffCloud(vm: TStageVm): void {
  vm.runtime.ioDevices.cloud.provider = null;
}
