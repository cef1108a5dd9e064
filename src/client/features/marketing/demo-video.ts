/**
 * The demo recording under public/videos/, made by scripts/record-demo-video.mjs from the app
 * itself (re-run it to refresh all three files).
 */
export const DEMO_VIDEO = {
  src: "/videos/promptblocks-demo.webm",
  poster: "/videos/promptblocks-demo-poster.jpg",
  captions: "/videos/promptblocks-demo.en.vtt",
  width: 960,
  height: 600,
} as const;

/** The hero picture: real scratchblocks output saved as an SVG by the same script. */
export const HERO_BLOCKS_IMAGE = {
  src: "/images/hero-blocks.svg",
  alt: "Blocks for Scratch: when space key pressed, repeat 10 times change y by 10, then repeat 10 times change y by -10.",
} as const;
