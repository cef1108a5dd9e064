// A small library of PromptBlocks' own sprite drawings (never Scratch's assets), chosen from a
// sprite's name: a sprite called "Ball" looks like a ball, "Paddle" like a paddle. Each drawing
// takes a pose number so a sprite's second costume is a visibly different frame. SVG text is
// built deterministically, since assets are stored under the MD5 of their bytes.
import { spriteSvg } from "../sb3/sb3.costumes";

export interface TArt {
  name: string;
  /** Words in a sprite's name that pick this drawing. */
  words: readonly string[];
  width: number;
  height: number;
  svg(pose: number): string;
}

const PALETTE = ["#FF6F61", "#4C97FF", "#59C059", "#FFAB19", "#9966FF", "#FF8C1A"];
const colourOf = (pose: number, offset = 0) => PALETTE[(pose + offset) % PALETTE.length]!;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

export const ART: readonly TArt[] = [
  {
    name: "ball",
    words: ["ball", "puck", "bubble", "orb", "planet", "moon", "sun"],
    width: 40,
    height: 40,
    svg: (pose) => svg(40, 40, `<circle cx="20" cy="20" r="17" fill="${colourOf(pose)}" stroke="#333355" stroke-width="3"/><circle cx="14" cy="13" r="5" fill="#FFFFFF" opacity="0.6"/>`),
  },
  {
    name: "paddle",
    words: ["paddle", "bat", "racket", "platform", "board", "bar"],
    width: 120,
    height: 24,
    svg: (pose) => svg(120, 24, `<rect x="2" y="2" width="116" height="20" rx="10" fill="${colourOf(pose, 1)}" stroke="#333355" stroke-width="3"/>`),
  },
  {
    name: "apple",
    words: ["apple", "fruit", "food", "cherry", "berry", "orange"],
    width: 48,
    height: 52,
    svg: (pose) =>
      svg(48, 52, `<path d="M24 14 C10 4 0 18 4 32 C8 46 18 50 24 46 C30 50 40 46 44 32 C48 18 38 4 24 14 Z" fill="${pose % 2 ? "#59C059" : "#E8413C"}" stroke="#7A1F1C" stroke-width="3"/><path d="M24 14 Q26 6 32 2" fill="none" stroke="#6B4226" stroke-width="3" stroke-linecap="round"/><path d="M27 8 Q36 4 38 12 Q30 14 27 8 Z" fill="#3E9E3E"/>`),
  },
  {
    name: "star",
    words: ["star", "coin", "gem", "treasure", "prize", "diamond", "point"],
    width: 48,
    height: 48,
    svg: (pose) =>
      svg(48, 48, `<path d="M24 3 L30 18 L46 18 L33 28 L38 44 L24 34 L10 44 L15 28 L2 18 L18 18 Z" fill="${pose % 2 ? "#FFD84D" : "#FFAB19"}" stroke="#B36B00" stroke-width="3" stroke-linejoin="round"/>`),
  },
  {
    name: "arrow",
    words: ["arrow", "pointer", "cursor", "needle"],
    width: 60,
    height: 36,
    svg: (pose) => svg(60, 36, `<path d="M4 13 H36 V4 L56 18 L36 32 V23 H4 Z" fill="${colourOf(pose, 2)}" stroke="#333355" stroke-width="3" stroke-linejoin="round"/>`),
  },
  {
    name: "basket",
    words: ["basket", "bucket", "bowl", "catcher", "net", "cart"],
    width: 80,
    height: 52,
    svg: (pose) =>
      svg(80, 52, `<path d="M4 14 H76 L66 48 H14 Z" fill="${pose % 2 ? "#D9A066" : "#C68642"}" stroke="#6B4226" stroke-width="3" stroke-linejoin="round"/><path d="M20 14 L26 48 M40 14 V48 M60 14 L54 48 M9 30 H71" stroke="#6B4226" stroke-width="2"/><path d="M14 14 Q40 -6 66 14" fill="none" stroke="#6B4226" stroke-width="3"/>`),
  },
  {
    name: "rocket",
    words: ["rocket", "ship", "spaceship", "spacecraft", "jet", "plane", "shooter"],
    width: 48,
    height: 72,
    svg: (pose) =>
      svg(48, 72, `<path d="M24 2 C36 14 38 36 34 54 H14 C10 36 12 14 24 2 Z" fill="#E9EEF5" stroke="#333355" stroke-width="3"/><circle cx="24" cy="26" r="6" fill="#4C97FF" stroke="#333355" stroke-width="2"/><path d="M14 40 L4 58 L14 54 Z M34 40 L44 58 L34 54 Z" fill="#FF6F61" stroke="#333355" stroke-width="2"/><path d="M18 56 L24 ${pose % 2 ? 70 : 64} L30 56 Z" fill="#FFAB19"/>`),
  },
  {
    name: "bird",
    words: ["bird", "flappy", "chicken", "duck", "parrot"],
    width: 56,
    height: 44,
    svg: (pose) =>
      svg(56, 44, `<ellipse cx="26" cy="24" rx="20" ry="16" fill="#FFD84D" stroke="#B36B00" stroke-width="3"/><path d="M${pose % 2 ? "14 24 L4 12 L22 18" : "14 24 L4 34 L22 30"} Z" fill="#FFAB19" stroke="#B36B00" stroke-width="2"/><circle cx="34" cy="18" r="4" fill="#2B2B44"/><path d="M44 22 L54 25 L44 29 Z" fill="#FF6F61"/>`),
  },
  {
    name: "wall",
    words: ["wall", "pipe", "obstacle", "brick", "block", "maze", "barrier", "tower", "column"],
    width: 40,
    height: 160,
    svg: (pose) => svg(40, 160, `<rect x="2" y="2" width="36" height="156" rx="4" fill="${pose % 2 ? "#59C059" : "#3E8E41"}" stroke="#1F4F22" stroke-width="3"/><path d="M2 40 H38 M2 80 H38 M2 120 H38" stroke="#1F4F22" stroke-width="2"/>`),
  },
  {
    name: "snake",
    words: ["snake", "worm", "segment", "tail", "body"],
    width: 24,
    height: 24,
    svg: (pose) => svg(24, 24, `<rect x="2" y="2" width="20" height="20" rx="6" fill="${pose % 2 ? "#9BE27A" : "#59C059"}" stroke="#2F6B2F" stroke-width="3"/>`),
  },
  {
    name: "bullet",
    words: ["bullet", "laser", "shot", "projectile", "missile", "fireball", "bolt"],
    width: 12,
    height: 28,
    svg: (pose) => svg(12, 28, `<rect x="2" y="2" width="8" height="24" rx="4" fill="${pose % 2 ? "#FFD84D" : "#FF6F61"}" stroke="#7A1F1C" stroke-width="2"/>`),
  },
  {
    name: "ghost",
    words: ["enemy", "ghost", "alien", "monster", "asteroid", "rock", "bug", "zombie", "villain"],
    width: 56,
    height: 60,
    svg: (pose) =>
      svg(56, 60, `<path d="M6 56 V26 C6 12 16 4 28 4 C40 4 50 12 50 26 V56 L42 ${pose % 2 ? 48 : 52} L34 56 L28 ${pose % 2 ? 48 : 52} L22 56 L14 ${pose % 2 ? 48 : 52} Z" fill="#C7A6FF" stroke="#5B3E99" stroke-width="3"/><circle cx="20" cy="26" r="5" fill="#2B2B44"/><circle cx="36" cy="26" r="5" fill="#2B2B44"/>`),
  },
  {
    name: "heart",
    words: ["heart", "life", "love", "health"],
    width: 48,
    height: 44,
    svg: (pose) => svg(48, 44, `<path d="M24 40 C4 26 2 14 8 8 C14 2 22 4 24 12 C26 4 34 2 40 8 C46 14 44 26 24 40 Z" fill="${pose % 2 ? "#FF8FB8" : "#E8413C"}" stroke="#7A1F1C" stroke-width="3"/>`),
  },
  {
    name: "fish",
    words: ["fish", "shark", "whale"],
    width: 64,
    height: 40,
    svg: (pose) =>
      svg(64, 40, `<ellipse cx="28" cy="20" rx="22" ry="14" fill="${colourOf(pose, 1)}" stroke="#333355" stroke-width="3"/><path d="M48 20 L62 ${pose % 2 ? 10 : 6} L62 ${pose % 2 ? 30 : 34} Z" fill="${colourOf(pose, 1)}" stroke="#333355" stroke-width="3" stroke-linejoin="round"/><circle cx="16" cy="16" r="3" fill="#2B2B44"/>`),
  },
  {
    name: "car",
    words: ["car", "truck", "bus", "racer", "kart"],
    width: 80,
    height: 44,
    svg: (pose) =>
      svg(80, 44, `<path d="M4 30 V22 L18 20 L28 8 H54 L64 20 L76 22 V30 Z" fill="${colourOf(pose)}" stroke="#333355" stroke-width="3" stroke-linejoin="round"/><circle cx="22" cy="32" r="8" fill="#333355"/><circle cx="60" cy="32" r="8" fill="#333355"/><path d="M32 11 H50 L56 20 H30 Z" fill="#BFE6FF"/>`),
  },
];

/** The drawing whose words appear in the name ("Red Ball 2" → ball), if any. */
export function artForName(spriteName: string): TArt | undefined {
  const words = spriteName.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  return ART.find((art) => art.words.some((word) => words.some((part) => part === word || part === `${word}s`)));
}

/** SVG, width and height of a sprite's costume number `pose`; "Blob" when no drawing fits. */
export function spriteArt(spriteName: string, pose: number): { svg: string; width: number; height: number } {
  const art = artForName(spriteName);
  if (!art) return { svg: spriteSvg(pose), width: 96, height: 96 };
  return { svg: art.svg(pose), width: art.width, height: art.height };
}
