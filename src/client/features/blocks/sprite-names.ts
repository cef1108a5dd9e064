import { DEFAULT_SPRITE_NAME, isWholeProjectText, splitProjectText } from "../../../blocks/project/project.sections";

/**
 * The sprites a downloaded project will have, in the order the text declares them (issue 31:
 * help texts name a Paddle and Ball project's real sprites, not "Sprite1"). A one-sprite text
 * is `spriteName` (Scratch's Sprite1 unless the caller names it). The stage is not a sprite.
 */
export function spriteNamesOf(text: string, spriteName: string = DEFAULT_SPRITE_NAME): string[] {
  if (!isWholeProjectText(text)) return [spriteName];
  const { sections, lines } = splitProjectText(text);
  // The empty Sprite1 a stage-only project gets (line 0: never declared) holds none of the blocks.
  const holdsBlocks = (section: (typeof sections)[number]) => section.line > 0 || section.lines.some((line) => lines[line - 1]!.trim() !== "");
  return sections.filter((section) => !section.isStage && holdsBlocks(section)).map((section) => section.name);
}

/** "The sprite is called Paddle." / "The sprites are called Paddle and Ball." / the stage alone. */
export function spriteNamesSentence(names: readonly string[]): string {
  if (names.length === 0) return "The blocks are on the Stage.";
  if (names.length === 1) return `The sprite is called ${names[0]}.`;
  return `The sprites are called ${new Intl.ListFormat("en", { type: "conjunction" }).format(names)}.`;
}
