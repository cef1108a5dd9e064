import { ClipboardCopy, Copy, Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

/**
 * The "Generated Blocks" panel's frame, apart from its code: the full panel (block-panel.tsx)
 * brings the renderer, the diagnostics and Radix's tooltips, and a page that only shows the panel
 * empty (the home page before any generation, issue 28) draws this instead, without them.
 */
export function BlockPanelFrame({
  title,
  toolbar,
  className,
  children,
  onReach,
}: {
  title: string;
  toolbar: ReactNode;
  className?: string;
  children: ReactNode;
  /** The visitor reaches for the panel: the pointer comes over it, or focus comes into it. */
  onReach?: () => void;
}) {
  return (
    <section
      aria-label={title}
      // A move too: when the page scrolls under a resting pointer, Chromium sends no pointerenter.
      onPointerEnter={onReach}
      onPointerMove={onReach}
      onFocus={onReach}
      data-testid="block-panel"
      // min-w-0: a wide picture scrolls inside the panel instead of widening the page.
      className={cn("min-w-0 rounded-2xl border-2 border-line bg-surface shadow-block", className)}
    >
      <header className="flex flex-col gap-3 border-b-2 border-line px-5 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <h2 className="text-xl">{title}</h2>
        {/* On a phone the buttons share each row evenly instead of leaving one stranded. */}
        <div className="flex flex-wrap items-center gap-2 [&>*]:grow sm:[&>*]:grow-0" data-testid="block-panel-toolbar">
          {toolbar}
        </div>
      </header>
      <div
        className="min-h-[200px] max-h-[700px] overflow-auto p-5"
        data-testid="block-panel-body"
        // Long scripts scroll here: keyboard users must be able to reach and scroll it too.
        tabIndex={0}
        role="group"
        aria-label="Blocks"
      >
        {children}
      </div>
    </section>
  );
}

export function LoadingPlaceholder() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3 p-2" data-testid="blocks-loading">
      {[62, 48, 74, 40].map((width, index) => (
        <div
          key={index}
          aria-hidden
          className="h-10 animate-pulse rounded-lg bg-brand-100"
          style={{ width: `${width}%`, marginInlineStart: index === 2 || index === 3 ? "1.5rem" : 0 }}
        />
      ))}
      <p className="text-sm font-semibold text-ink-soft">Building your blocks...</p>
    </div>
  );
}

export function EmptyBlocksNote() {
  return <p className="flex min-h-[160px] items-center justify-center text-center text-ink-soft">Generated blocks will appear here</p>;
}

/** The panel's own buttons' faces: the full panel wraps each in its tooltip and gives it its action. */
export const PANEL_ACTIONS = [
  { label: "Copy blocks", text: "Copy", Icon: Copy },
  { label: "Download as image", text: "Download PNG", Icon: Download },
  { label: "Copy image", text: "Copy image", Icon: ClipboardCopy },
] as const;

/**
 * The panel with nothing to act on yet (empty, or blocks being built): every action of its own is
 * disabled, so it needs none of the full panel's code. `actions` are the caller's extra buttons.
 */
export function BlockPanelPlaceholder({ title = "Generated Blocks", isLoading = false, actions }: { title?: string; isLoading?: boolean; actions?: ReactNode }) {
  return (
    <BlockPanelFrame
      title={title}
      toolbar={
        <>
          {actions}
          {PANEL_ACTIONS.map(({ label, text, Icon }) => (
            <Button key={label} variant="outline" size="sm" aria-label={label} disabled>
              <Icon aria-hidden className="h-4 w-4" />
              {text}
            </Button>
          ))}
        </>
      }
    >
      {isLoading ? <LoadingPlaceholder /> : <EmptyBlocksNote />}
    </BlockPanelFrame>
  );
}
