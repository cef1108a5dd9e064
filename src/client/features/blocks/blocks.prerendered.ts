import { SAMPLE_PICTURES } from "./blocks.samples.pictures";

/**
 * A block picture scratchblocks drew ahead of time (scripts/render-gallery-pictures.mjs), in the
 * normal colours and English, at the size the live drawing has: shown instead of the live
 * renderer until the visitor needs it (decision 610), and as the picture without JavaScript.
 */
export type TPrerenderedPicture = { src: string; width: number; height: number; text: string };

/** The prerendered picture under `id` (blocks.samples.test.ts holds each to the text it was drawn from). */
export function prerenderedPicture(id: string, text: string): TPrerenderedPicture | undefined {
  const picture = SAMPLE_PICTURES[id];
  return picture && { src: `/images/gallery/${id}.svg`, width: picture.width, height: picture.height, text };
}
