// The parts of scratch-vm 4.8 the stage in the page uses, typed narrowly: the package ships no
// types, and reading only these keeps a change of engine version visible at one place.

export interface TStageBlock {
  id: string;
  opcode: string;
  next: string | null;
  topLevel: boolean;
  shadow: boolean;
}

export interface TStageBlocks {
  getScripts(): string[];
  getBlock(id: string): TStageBlock | undefined;
  getTopLevelScript(id: string): string | null;
}

export interface TStageTarget {
  id: string;
  isStage: boolean;
  isOriginal: boolean;
  x: number;
  y: number;
  visible: boolean;
  currentCostume: number;
  blocks: TStageBlocks;
  sprite: { name: string; costumes: { name: string; dataFormat?: string; asset?: { decodeText(): string } }[] };
  getName(): string;
}

export interface TStageThread {
  topBlock: string;
  target: TStageTarget;
  updateMonitor?: boolean;
  requestScriptGlowInFrame?: boolean;
  stackClick?: boolean;
}

/** One monitor as the engine keeps it (an Immutable record; read with get). */
export interface TStageMonitorRecord {
  get(key: "id" | "opcode" | "spriteName" | "mode" | "targetId"): string | null;
  get(key: "value"): unknown;
  get(key: "params"): Record<string, unknown> | null;
  get(key: "visible"): boolean;
  get(key: "x" | "y" | "width" | "height" | "sliderMin" | "sliderMax"): number | null;
}

export interface TStageMonitorMap {
  valueSeq(): { toArray(): TStageMonitorRecord[] };
}

export interface TStageRuntime {
  targets: TStageTarget[];
  threads: TStageThread[];
  audioEngine?: { inputNode: GainNode; audioContext: AudioContext };
  ioDevices: {
    cloud: { provider: unknown };
  };
  _updateGlows(extraThreads?: TStageThread[]): void;
  getTargetForStage(): TStageTarget | undefined;
  getSpriteTargetByName(name: string): TStageTarget | undefined;
  getTargetById(id: string): TStageTarget | undefined;
  toggleScript(topBlockId: string, options: { target?: TStageTarget; stackClick?: boolean }): void;
  on(event: string, listener: (...args: never[]) => void): void;
  off(event: string, listener: (...args: never[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
  handleProjectLoaded(): void;
}

export interface TStageVm {
  runtime: TStageRuntime;
  extensionManager: {
    loadExtensionURL(url: string): Promise<void>;
    isExtensionLoaded(id: string): boolean;
  };
  attachRenderer(renderer: unknown): void;
  attachAudioEngine(audioEngine: unknown): void;
  attachStorage(storage: unknown): void;
  attachV2BitmapAdapter(adapter: unknown): void;
  setCompatibilityMode(on: boolean): void;
  setTurboMode(on: boolean): void;
  deserializeProject(projectJson: object, zip: unknown): Promise<void>;
  start(): void;
  greenFlag(): void;
  stopAll(): void;
  quit(): void;
  postIOData(device: "keyboard" | "mouse", data: Record<string, unknown>): void;
  on(event: string, listener: (...args: never[]) => void): void;
  off(event: string, listener: (...args: never[]) => void): void;
}
