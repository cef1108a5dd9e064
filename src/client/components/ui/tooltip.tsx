import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { cn } from "../../lib/cn";

/** Tooltips wait this long before opening (the same everywhere). */
export const TOOLTIP_DELAY_MS = 300;
export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 rounded-lg bg-ink px-2.5 py-1.5 text-sm font-semibold text-white shadow-md", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/**
 * The common case: one trigger element with a short text tip. The trigger must forward refs.
 * It brings its own provider, so pages without tooltips never load Radix's (and floating-ui's) code.
 */
export function SimpleTooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent>{content}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
