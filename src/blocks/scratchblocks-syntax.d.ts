// scratchblocks ships no type definitions. This describes only the parts of its DOM-free
// parser (`scratchblocks/syntax/index.js`) that src/blocks reads.
declare module "scratchblocks/syntax/index.js" {
  export interface SbLanguage {
    commands: Record<string, string>;
    aliases: Record<string, string>;
    renamedBlocks?: Record<string, string>;
    dropdowns: Record<string, string>;
    nativeDropdowns?: Record<string, string>;
    blocksByHash?: Record<string, SbBlockInfo[]>;
    definePrefix?: string[];
    defineSuffix?: string[];
    name?: string;
  }

  export interface SbBlockInfo {
    id?: string;
    shape: string;
    category: string;
    categoryIsDefault?: boolean;
    hash?: string;
    selector?: string;
    /** Custom-block definitions and calls: scratchblocks' spec with %n/%s/%b. */
    call?: string;
    names?: string[];
    /** Custom-block arguments inside a define's outline. */
    argument?: "number" | "string" | "boolean";
    spec?: string;
  }

  export class Label {
    value: string;
    readonly isLabel: true;
  }
  export class Icon {
    name: string;
    readonly isIcon: true;
  }
  export class Input {
    shape: "number" | "string" | "dropdown" | "number-dropdown" | "boolean" | "color" | "stack" | "reporter";
    value: string | undefined;
    menu: string | null;
    readonly isInput: true;
    stringify(): string;
  }
  export class Comment {
    label: Label;
    hasBlock: boolean | number | undefined;
    readonly isComment: true;
    stringify(): string;
  }
  export class Block {
    info: SbBlockInfo;
    children: SbNode[];
    comment: Comment | null;
    readonly isBlock: true;
    isHat: boolean;
    isFinal: boolean;
    isCommand: boolean;
    isReporter: boolean;
    isBoolean: boolean;
    isRing: boolean;
    isOutline: boolean;
    hasScript: boolean;
    isElse: boolean;
    isEnd: boolean;
    stringify(): string;
  }
  export class Glow {
    child: Script | Block;
    readonly isGlow: true;
  }
  export class Script {
    blocks: (Block | Comment | Glow)[];
    readonly isScript: true;
  }
  export class Document {
    scripts: Script[];
  }
  export type SbNode = Label | Icon | Input | Block | Script | Comment | Glow;

  export function parse(code: string, options?: { languages?: string[]; inline?: boolean }): Document;
  export const allLanguages: Record<string, SbLanguage>;
  export function loadLanguages(languages: Record<string, Partial<SbLanguage>>): void;
}
