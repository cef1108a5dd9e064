// Minimal typings for the test-only Scratch engine packages (they ship none). Only what the
// harness touches is typed; everything else stays `unknown` so misuse fails to compile.
declare module "scratch-vm" {
  export interface TVmVariable {
    id: string;
    name: string;
    type: string;
    value: unknown;
  }
  export interface TVmCostume {
    name: string;
    assetId: string;
    md5?: string;
    dataFormat: string;
    asset?: { data: Uint8Array } | null;
  }
  export interface TVmSprite {
    name: string;
    costumes: TVmCostume[];
    sounds: { name: string; assetId: string; asset?: { data: Uint8Array } | null }[];
    clones: TVmTarget[];
  }
  export interface TVmTarget {
    id: string;
    isStage: boolean;
    isOriginal: boolean;
    x: number;
    y: number;
    direction: number;
    size: number;
    visible: boolean;
    currentCostume: number;
    rotationStyle: string;
    volume: number;
    effects: Record<string, number>;
    variables: Record<string, TVmVariable>;
    sprite: TVmSprite;
    getName(): string;
    getCostumes(): TVmCostume[];
    getCustomState(name: string): unknown;
    lookupVariableByNameAndType(name: string, type: string, skipStage?: boolean): TVmVariable | undefined;
  }
  export interface TVmThread {
    topBlock: string;
    target: TVmTarget;
  }
  export interface TVmRuntime {
    targets: TVmTarget[];
    threads: TVmThread[];
    currentMSecs: number;
    currentStepTime: number;
    redrawRequested: boolean;
    _steppingInterval: ReturnType<typeof setInterval> | null;
    sequencer: { timer: { nowObj: { now(): number } } };
    _step(): void;
    updateCurrentMSecs(): void;
    startHats(opcode: string, matchFields?: Record<string, unknown>, target?: TVmTarget): TVmThread[] | undefined;
    getTargetForStage(): TVmTarget | undefined;
    getSpriteTargetByName(name: string): TVmTarget | undefined;
    on(event: string, listener: (...args: unknown[]) => void): void;
    emit(event: string, ...args: unknown[]): void;
    ioDevices: {
      keyboard: { postData(data: { key: string; isDown: boolean }): void };
      mouse: { postData(data: Record<string, unknown>): void };
    };
    quit(): void;
  }
  export default class VirtualMachine {
    runtime: TVmRuntime;
    loadProject(input: string | object | ArrayBuffer | Uint8Array): Promise<void>;
    attachStorage(storage: unknown): void;
    start(): void;
    greenFlag(): void;
    stopAll(): void;
    quit(): void;
    toJSON(): string;
  }
}

declare module "scratch-storage" {
  export default class ScratchStorage {
    constructor();
  }
}

declare module "scratch-parser" {
  type TCallback = (error: unknown, result: [Record<string, unknown>, unknown]) => void;
  export default function parse(input: Uint8Array | string, isSprite: boolean, callback: TCallback): void;
}

declare module "minilog" {
  const minilog: { enable(): void; disable(): void };
  export default minilog;
}
