// Typings for the browser builds of Scratch's renderer and audio engine (they ship none). Only
// what the stage touches is typed. scratch-vm and scratch-storage are typed in
// src/blocks/sb3/test-support/scratch-modules.d.ts; the stage reads the engine through its own
// narrower interfaces (stage.engine.types.ts) instead of widening those.

declare module "scratch-render" {
  export default class RenderWebGL {
    constructor(canvas: HTMLCanvasElement, xLeft?: number, xRight?: number, yBottom?: number, yTop?: number);
    resize(pixelsWide: number, pixelsTall: number): void;
    draw(): void;
    setUseHighQualityRender(enabled: boolean): void;
    /** Draws the next frame and hands over its pixels as a PNG data URL. */
    requestSnapshot(callback: (dataUrl: string) => void): void;
    dispose?(): void;
    /** The WebGL context the renderer draws with. */
    readonly gl: WebGLRenderingContext;
    /** Makes the skin of an SVG costume; returns its id in _allSkins. */
    createSVGSkin(svgData: string, rotationCenter?: [number, number]): number;
    /** Every skin by id (internal to the renderer; the stage reaches in for SVG costumes' canvases). */
    readonly _allSkins: Array<{ _canvas?: HTMLCanvasElement; _context?: CanvasRenderingContext2D } | undefined>;
  }
}

declare module "scratch-audio" {
  export default class AudioEngine {
    constructor(audioContext?: AudioContext);
    readonly audioContext: AudioContext;
    readonly inputNode: GainNode;
  }
}
