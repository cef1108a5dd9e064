import type { TStageEngine } from "./stage.engine";

export type TStageTestHook = {
  /** A sprite as the engine has it, or null when there is no such sprite. */
  sprite(name: string): { x: number; y: number; costume: string; visible: boolean } | null;
  spriteNames(): string[];
  /** The SVG text of a sprite's current costume as the engine holds it, or null (no such sprite, or a bitmap). */
  costumeSvg(name: string): string | null;
  /** A sprite's sounds, and how many of them have a player in its sound bank (can be played). */
  sounds(name: string): { total: number; playable: number } | null;
  /** The stage's pixels as the renderer draws them (a PNG data URL). */
  snapshot(): Promise<string>;
};

declare global {
  interface Window {
    __promptblocksStage?: TStageTestHook;
  }
}

/**
 * The end-to-end tests read the engine's own state (a sprite's position) through this. It exists
 * only in builds made with VITE_STAGE_TEST_HOOK=true (the e2e server's); in any other build the
 * condition is false at build time and the whole body is removed.
 */
export function exposeStageForTests(engine: TStageEngine | null): void {
  if (import.meta.env.VITE_STAGE_TEST_HOOK !== "true") return;
  if (!engine) {
    delete window.__promptblocksStage;
    return;
  }
  const { runtime } = engine.vm;
  window.__promptblocksStage = {
    sprite(name) {
      const target = runtime.getSpriteTargetByName(name);
      if (!target) return null;
      return { x: target.x, y: target.y, visible: target.visible, costume: target.sprite.costumes[target.currentCostume]?.name ?? "" };
    },
    costumeSvg(name) {
      const target = runtime.getSpriteTargetByName(name);
      const costume = target?.sprite.costumes[target.currentCostume];
      return costume?.dataFormat === "svg" && costume.asset ? costume.asset.decodeText() : null;
    },
    sounds(name) {
      const target = runtime.getSpriteTargetByName(name);
      if (!target) return null;
      const sprite = target.sprite as unknown as { sounds: { soundId?: string }[]; soundBank?: { soundPlayers: Record<string, unknown> } | null };
      const playable = sprite.sounds.filter((sound) => sound.soundId !== undefined && sprite.soundBank?.soundPlayers[sound.soundId] !== undefined);
      return { total: sprite.sounds.length, playable: playable.length };
    },
    snapshot: () => engine.snapshot(),
    spriteNames: () => runtime.targets.filter((target) => !target.isStage && target.isOriginal).map((target) => target.getName()),
  };
}
