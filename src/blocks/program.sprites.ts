// Which sprites a program names: the one place that decides whether a sprite menu's value is a
// fixed option, the program's own sprite, another sprite of the project, or a mistake. The
// validator uses it to warn (not fail) about other sprites; the .sb3 exporter uses it to add
// them as empty sprites so the project runs; whole projects (issue 12) build on the same list.

import { walkBlocks, type Program } from "./program";
import { vocabularyByOpcode, type MenuSpec } from "./vocabulary";

import { DEFAULT_SPRITE_NAME } from "./project/project.sections";

/** Scratch's default sprite name, which a one-sprite program is written for (one constant for both). */
export { DEFAULT_SPRITE_NAME };

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Words that are never a sprite's name, even where a sprite menu could hold one. */
const NOT_SPRITE_NAMES = new Set([
  ...["stage", "backdrop", "background", "screen", "border", "edge", "edges", "random", "mouse", "pointer", "cursor"],
  ...["myself", "self", "me", "it", "sprite", "thissprite", "center", "centre", "middle", "home", "origin"],
  // Not `ground`, `floor` or `sky`: no menu option means them, so they can only be the game's own
  // sprites, as `wall` or `platform` is (decision 620).
  ...["top", "bottom", "left", "right", "up", "down"],
]);

export type SpriteMenuValue =
  | { kind: "option" }
  /** `name`: the declared spelling (Scratch finds sprites by exact name). */
  | { kind: "own"; name: string }
  | { kind: "other"; name: string }
  /** Not a usable sprite name: close to a fixed option (`mouse pointer`, `edges`) or a word like `stage`. */
  | { kind: "invalid" };

/**
 * Classifies what a sprite menu holds. `knownSprites` are the names the caller declared (the
 * program's own sprite first); anything else that could be a sprite's name is another sprite.
 */
export function classifySpriteMenuValue(menu: MenuSpec, written: string, knownSprites: readonly string[]): SpriteMenuValue {
  const trimmed = written.trim();
  if (menu.options.some((o) => o.text === trimmed || o.value === trimmed)) return { kind: "option" };
  const own = knownSprites.find((s) => s.toLowerCase() === trimmed.toLowerCase());
  if (own !== undefined) return { kind: "own", name: own };
  const k = key(trimmed);
  if (k === "" || NOT_SPRITE_NAMES.has(k)) return { kind: "invalid" };
  // `mousepointer`, `edges`, `randompos`: a misspelt fixed option, not a sprite.
  const nearOption = menu.options.some((o) => {
    const ok = key(o.text);
    return ok === k || (k.length >= 4 && (ok.startsWith(k) || k.startsWith(ok)));
  });
  if (nearOption) return { kind: "invalid" };
  return { kind: "other", name: trimmed };
}

/**
 * The other sprites a parsed program names in its sprite menus (`touching (Paddle v)?`,
 * `go to (Ball v)`, `([x position v] of (Cat v))`), first use first, each once (Scratch sprite
 * names are compared without case here because two sprites differing only in case confuse
 * children more than they help).
 */
export function otherSpritesNamed(program: Program, knownSprites: readonly string[] = [DEFAULT_SPRITE_NAME]): string[] {
  const found = new Map<string, string>();
  for (const script of program.scripts) {
    walkBlocks(script.blocks, (block) => {
      for (const slot of vocabularyByOpcode.get(block.opcode)?.slots ?? []) {
        if (slot.menu?.openTo !== "sprite") continue;
        const input = slot.slot === "input" ? block.inputs[slot.name] : undefined;
        // The stored value: the parser has already given every spelling of a sprite one name.
        const written = slot.slot === "field" ? block.fields[slot.name]?.value : input?.type === "menu" ? input.value : undefined;
        if (written === undefined) continue;
        const value = classifySpriteMenuValue(slot.menu, written, knownSprites);
        if (value.kind === "other" && !found.has(value.name.toLowerCase())) found.set(value.name.toLowerCase(), value.name);
      }
    });
  }
  return [...found.values()];
}
