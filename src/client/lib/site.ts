/** Site-wide facts shown in the header, footer and marketing pages (one place to change them). */
export const SITE = {
  name: "PromptBlocks",
  /** Public address used by the share links; the running origin is used when available. */
  url: "https://promptblocks.app",
  tagline: "Turn your ideas into blocks for Scratch.",
};
