// Written by scripts/render-gallery-pictures.mjs: run it again instead of editing this file.
/** Each gallery sample's prerendered picture (public/images/gallery/<id>.svg): its size, and the text it shows. */
export const SAMPLE_PICTURES: Readonly<Record<string, { width: number; height: number; textHash: string }>> = {};
