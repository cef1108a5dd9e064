// Test support: `touching` another sprite, worked out from the sprites' distance. Scratch's
// engine needs its renderer for `touching`, and none is drawn in Node. Not imported by the generator.
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";

type TTouchable = { x: number; y: number; visible: boolean; isTouchingSprite: (name: string) => boolean };

/**
 * Touching another sprite: within 40 steps of it or of any of its clones that shows, as the drawn
 * costumes would overlap (a hidden sprite is never touched). Clones made later (falling apples, bullets, pipes) are given the same test.
 */
export function touchByDistance(vm: TVmRun): void {
  const runtime = vm.vm.runtime;
  const touchable = (target: unknown) => {
    const self = target as TTouchable;
    self.isTouchingSprite = (name: string) => {
      const original = runtime.getSpriteTargetByName(name) as unknown as { sprite: { clones: TTouchable[] } } | undefined;
      const others = original?.sprite.clones ?? [];
      return others.some((other) => other !== self && other.visible && Math.hypot(other.x - self.x, other.y - self.y) < 40);
    };
  };
  for (const target of runtime.targets) touchable(target);
  // clones reach the engine through addTarget (control_create_clone)
  const engine = runtime as unknown as { addTarget: (target: unknown) => void };
  const addTarget = engine.addTarget.bind(engine);
  engine.addTarget = (target: unknown) => {
    touchable(target);
    addTarget(target);
  };
}
