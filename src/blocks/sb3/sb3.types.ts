// The shapes of Scratch 3's project.json that the exporter writes (the subset of the official
// schema, scratch-parser's sb3_definitions.json, that PromptBlocks produces).

/** Primitive input codes of the sb3 format: [code, value] arrays stand in for shadow blocks. */
export const PRIMITIVE = {
  math_number: 4,
  math_positive_number: 5,
  math_whole_number: 6,
  math_integer: 7,
  math_angle: 8,
  colour_picker: 9,
  text: 10,
  event_broadcast_menu: 11,
  data_variable: 12,
  data_listcontents: 13,
} as const;

export type TPrimitiveOpcode = keyof typeof PRIMITIVE;

/** [4..10, value] for literals, [11, name, id] for broadcasts, [12|13, name, id, x?, y?] for data. */
export type TSb3Primitive =
  | [4 | 5 | 6 | 7 | 8 | 9 | 10, string | number]
  | [11, string, string]
  | [12 | 13, string, string]
  | [12 | 13, string, string, number, number];

export type TSb3InputValue = string | TSb3Primitive | null;

/** 1: shadow only, 2: block with no shadow, 3: block covering a shadow. */
export type TSb3Input = [1, TSb3InputValue] | [2, TSb3InputValue] | [3, TSb3InputValue, TSb3InputValue];

export type TSb3Field = [string | number | boolean, (string | null)?];

export interface TSb3Mutation {
  tagName: "mutation";
  children: [];
  proccode?: string;
  argumentids?: string;
  argumentnames?: string;
  argumentdefaults?: string;
  warp?: "true" | "false";
  hasnext?: "true" | "false";
}

export interface TSb3Block {
  opcode: string;
  next: string | null;
  parent: string | null;
  inputs: Record<string, TSb3Input>;
  fields: Record<string, TSb3Field>;
  shadow: boolean;
  topLevel: boolean;
  x?: number;
  y?: number;
  mutation?: TSb3Mutation;
  comment?: string;
}

export interface TSb3Comment {
  blockId: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  minimized: boolean;
  text: string;
}

export interface TSb3Costume {
  assetId: string;
  name: string;
  md5ext: string;
  dataFormat: "svg";
  bitmapResolution: number;
  rotationCenterX: number;
  rotationCenterY: number;
}

export interface TSb3Sound {
  assetId: string;
  name: string;
  dataFormat: "wav";
  format: "";
  rate: number;
  sampleCount: number;
  md5ext: string;
}

interface TSb3TargetCommon {
  name: string;
  variables: Record<string, [string, string | number] | [string, string | number, true]>;
  lists: Record<string, [string, (string | number)[]]>;
  broadcasts: Record<string, string>;
  blocks: Record<string, TSb3Block>;
  comments: Record<string, TSb3Comment>;
  currentCostume: number;
  costumes: TSb3Costume[];
  sounds: TSb3Sound[];
  volume: number;
  layerOrder: number;
}

export interface TSb3Stage extends TSb3TargetCommon {
  isStage: true;
  tempo: number;
  videoTransparency: number;
  videoState: "on" | "off" | "on-flipped";
  textToSpeechLanguage: null;
}

export interface TSb3Sprite extends TSb3TargetCommon {
  isStage: false;
  visible: boolean;
  x: number;
  y: number;
  size: number;
  direction: number;
  draggable: boolean;
  rotationStyle: "all around" | "left-right" | "don't rotate";
}

export interface TSb3Project {
  /** The stage, the program's own sprite, then the other sprites its menus name (empty ones). */
  targets: [TSb3Stage, TSb3Sprite, ...TSb3Sprite[]];
  monitors: never[];
  extensions: string[];
  meta: { semver: "3.0.0"; vm: string; agent: string };
}

/** A file stored in the .sb3 archive beside project.json. */
export interface TSb3Asset {
  md5ext: string;
  bytes: Uint8Array;
}
