import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/** Tooltips wait this long before opening on hover (the same everywhere). */
export const TOOLTIP_DELAY_MS = 300;

/**
 * A short text tip for one control: Radix's tooltip (WAI-ARIA's pattern), which opens after a
 * moment under a mouse or pen, at once on keyboard focus, never for a finger, describes the
 * control while open, and closes on leave, a press or Escape. The trigger is the one child
 * element. Each tip has its own provider: the tips are few and far apart, and a provider in the
 * app's frame would put Radix into every page's first load (decision 128).
 */
export function SimpleTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-lg bg-ink px-2.5 py-1.5 text-sm font-semibold text-white shadow-md"
          >
            {content}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
