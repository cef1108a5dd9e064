// The package root of scratchblocks 3.7.1 is a browser bundle (build/scratchblocks.min.es.js)
// with no type definitions. It calls init(window) and appends its <style> elements when
// imported, so the client only ever imports it dynamically (see blocks.renderer.ts).
// Only the members the client uses are typed here.
declare module "scratchblocks" {
  export type TScratchblocksStyle = "scratch2" | "scratch3" | "scratch3-high-contrast";

  export interface ScratchblocksLanguage {
    code: string;
    name?: string;
  }

  export interface ScratchblocksDocument {
    scripts: unknown[];
    translate(language: ScratchblocksLanguage): void;
    stringify(): string;
  }

  export interface ScratchblocksParseOptions {
    languages?: string[];
    inline?: boolean;
  }

  export interface ScratchblocksRenderOptions {
    style: TScratchblocksStyle;
    scale?: number;
  }

  export interface Scratchblocks {
    allLanguages: Record<string, ScratchblocksLanguage>;
    loadLanguages(languages: Record<string, unknown>): void;
    parse(code: string, options?: ScratchblocksParseOptions): ScratchblocksDocument;
    render(doc: ScratchblocksDocument, options: ScratchblocksRenderOptions): SVGSVGElement;
  }

  const scratchblocks: Scratchblocks;
  export default scratchblocks;
}
