// Test support: `touching` another sprite, worked out from the sprites' distance. Scratch's
// engine needs its renderer for `touching`, and none is drawn in Node. Not imported by the generator.
import type { TVmRun } from "../../../../../blocks/sb3/test-support/scratch-vm.harness";

/** Touching another sprite: within 40 steps, as the drawn costumes would overlap. */
export function touchByDistance(vm: TVmRun): void {
  for (const target of vm.vm.runtime.targets) {
    (target as unknown as { isTouchingSprite: (name: string) => boolean }).isTouchingSprite = (name: string) => {
      const other = vm.vm.runtime.getSpriteTargetByName(name);
      return other !== undefined && Math.hypot(other.x - target.x, other.y - target.y) < 40;
    };
  }
}
