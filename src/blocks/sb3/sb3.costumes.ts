// PromptBlocks' own costume and backdrop art (drawn here, no Scratch assets), as SVG text.
// Scratch stores every asset under the MD5 of its bytes, so the text is built deterministically:
// the same program always yields byte-identical archives.
import { md5Hex } from "./sb3.md5";
import type { TSb3Asset, TSb3Costume } from "./sb3.types";

/** Scratch's default names, so "next costume" and "switch costume to (costume2)" just work. */
export const DEFAULT_COSTUME_NAMES = ["costume1", "costume2"] as const;
export const DEFAULT_BACKDROP_NAME = "backdrop1";

const SPRITE_SIZE = 96;
const BODY_COLOURS = [
  { fill: "#FFB547", stroke: "#C97A00" },
  { fill: "#7FD0FF", stroke: "#2C8CC4" },
  { fill: "#9BE27A", stroke: "#4E9A2E" },
  { fill: "#FF8FB8", stroke: "#C9457A" },
  { fill: "#C7A6FF", stroke: "#7A52C9" },
];
const BACKDROP_TINTS = ["#FFFFFF", "#EAF6FF", "#FFF4E0", "#EEFBE7", "#FCEBFA"];

/**
 * "Blob", a round friendly character. Even poses smile with arms down; odd poses wave, so two
 * costumes in a row read as a little animation.
 */
export function spriteSvg(pose: number): string {
  const colour = BODY_COLOURS[Math.floor(pose / 2) % BODY_COLOURS.length] ?? BODY_COLOURS[0]!;
  const waving = pose % 2 === 1;
  const arms = waving
    ? `<path d="M14 52 L4 30" stroke="${colour.stroke}" stroke-width="6" stroke-linecap="round"/><path d="M82 52 L92 30" stroke="${colour.stroke}" stroke-width="6" stroke-linecap="round"/>`
    : `<path d="M12 60 L4 72" stroke="${colour.stroke}" stroke-width="6" stroke-linecap="round"/><path d="M84 60 L92 72" stroke="${colour.stroke}" stroke-width="6" stroke-linecap="round"/>`;
  const mouth = waving
    ? `<ellipse cx="48" cy="64" rx="9" ry="7" fill="#7A2E1E"/>`
    : `<path d="M36 60 Q48 72 60 60" fill="none" stroke="#7A2E1E" stroke-width="4" stroke-linecap="round"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SPRITE_SIZE}" height="${SPRITE_SIZE}" viewBox="0 0 ${SPRITE_SIZE} ${SPRITE_SIZE}">`,
    arms,
    `<circle cx="48" cy="52" r="38" fill="${colour.fill}" stroke="${colour.stroke}" stroke-width="4"/>`,
    `<path d="M48 14 Q52 4 60 6" fill="none" stroke="${colour.stroke}" stroke-width="4" stroke-linecap="round"/>`,
    `<ellipse cx="35" cy="44" rx="7" ry="9" fill="#FFFFFF"/><circle cx="37" cy="46" r="4" fill="#2B2B44"/>`,
    `<ellipse cx="61" cy="44" rx="7" ry="9" fill="#FFFFFF"/><circle cx="63" cy="46" r="4" fill="#2B2B44"/>`,
    `<circle cx="26" cy="58" r="5" fill="#FF6F61" opacity="0.5"/><circle cx="70" cy="58" r="5" fill="#FF6F61" opacity="0.5"/>`,
    mouth,
    `</svg>`,
  ].join("");
}

/** A plain 480×360 backdrop with a soft ground line; `index` picks the tint. */
export function backdropSvg(index: number): string {
  const tint = BACKDROP_TINTS[index % BACKDROP_TINTS.length] ?? "#FFFFFF";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">`,
    `<rect width="480" height="360" fill="${tint}"/>`,
    `<rect y="300" width="480" height="60" fill="#000000" opacity="0.04"/>`,
    `</svg>`,
  ].join("");
}

export interface TCostumeWithAsset {
  costume: TSb3Costume;
  asset: TSb3Asset;
}

function svgCostume(name: string, svg: string, centerX: number, centerY: number): TCostumeWithAsset {
  const bytes = new TextEncoder().encode(svg);
  const assetId = md5Hex(bytes);
  const md5ext = `${assetId}.svg`;
  return {
    costume: { assetId, name, md5ext, dataFormat: "svg", bitmapResolution: 1, rotationCenterX: centerX, rotationCenterY: centerY },
    asset: { md5ext, bytes },
  };
}

/** Costumes for the sprite: one pose per name, centred so the sprite turns about its middle. */
export function spriteCostumes(names: readonly string[]): TCostumeWithAsset[] {
  return names.map((name, index) => svgCostume(name, spriteSvg(index), SPRITE_SIZE / 2, SPRITE_SIZE / 2));
}

/**
 * The one costume of another sprite the program names but does not make (`touching (Paddle v)?`):
 * a differently coloured Blob, so the child sees there is a sprite to finish.
 */
export function otherSpriteCostume(index: number): TCostumeWithAsset {
  return svgCostume("costume1", spriteSvg(2 * (index + 1)), SPRITE_SIZE / 2, SPRITE_SIZE / 2);
}

/** Backdrops for the stage, centred on the 480×360 stage as Scratch expects. */
export function stageBackdrops(names: readonly string[]): TCostumeWithAsset[] {
  return names.map((name, index) => svgCostume(name, backdropSvg(index), 240, 180));
}
