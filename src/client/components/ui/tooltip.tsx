import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";

/** Tooltips wait this long before opening on hover (the same everywhere). */
export const TOOLTIP_DELAY_MS = 300;
/** Space between the trigger and its tip, and between the tip and the window's edge. */
const GAP_PX = 6;
const EDGE_PX = 8;

type TTriggerProps = HTMLAttributes<HTMLElement>;

/**
 * Where a tip of `tip` size goes for a trigger at `anchor`: centred above it, below it when
 * there is no room above, and kept inside the window's width.
 */
export function tooltipPosition(anchor: DOMRect, tip: { width: number; height: number }, viewportWidth: number) {
  const above = anchor.top - GAP_PX - tip.height;
  const top = above >= EDGE_PX ? above : anchor.bottom + GAP_PX;
  const centred = anchor.left + anchor.width / 2 - tip.width / 2;
  const left = Math.max(EDGE_PX, Math.min(centred, viewportWidth - EDGE_PX - tip.width));
  return { top: Math.round(top), left: Math.round(left) };
}

function TooltipBubble({ id, anchor, children }: { id: string; anchor: HTMLElement; children: ReactNode }) {
  const bubble = useRef<HTMLDivElement>(null);
  // Placed before the browser paints, so the tip never shows at the corner first.
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const { top, left } = tooltipPosition(anchor.getBoundingClientRect(), element.getBoundingClientRect(), document.documentElement.clientWidth);
    element.style.transform = `translate(${left}px, ${top}px)`;
    element.style.visibility = "visible";
  }, [anchor]);
  return (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      style={{ position: "fixed", top: 0, left: 0, visibility: "hidden" }}
      className="pointer-events-none z-50 max-w-xs rounded-lg bg-ink px-2.5 py-1.5 text-sm font-semibold text-white shadow-md"
    >
      {children}
    </div>
  );
}

/**
 * A short text tip for one control (WAI-ARIA's tooltip pattern): it opens after a moment under a
 * mouse or pen, at once on keyboard focus, and closes on leave, blur, a press, a scroll or Escape.
 * The trigger is the one child element, given the handlers and `aria-describedby` while open.
 * (Hand-written rather than Radix's: decision 118.)
 */
export function SimpleTooltip({ content, children }: { content: ReactNode; children: ReactElement<TTriggerProps> }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };
  const show = (element: HTMLElement, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchor(element), delayMs);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  // Listening from before the tip is painted: an Escape pressed the moment it shows closes it.
  useLayoutEffect(() => {
    if (!anchor) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", hide, { capture: true, passive: true });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", hide, { capture: true });
    };
  }, [anchor]);

  const own = children.props;
  const trigger = cloneElement(children, {
    "aria-describedby": anchor ? id : own["aria-describedby"],
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      // A finger has no hover: on a touch screen the tip would only cover the button.
      if (event.pointerType !== "touch") show(event.currentTarget, TOOLTIP_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      // Focus from the keyboard shows the tip; focus from a click does not.
      if (event.currentTarget.matches(":focus-visible")) show(event.currentTarget, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {anchor?.isConnected &&
        createPortal(
          <TooltipBubble id={id} anchor={anchor}>
            {content}
          </TooltipBubble>,
          document.body,
        )}
    </>
  );
}
