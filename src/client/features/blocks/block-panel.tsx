import { ClipboardCopy, Copy, Download } from "lucide-react";
import { useRef, useState, type ReactNode, type Ref } from "react";
import { Button } from "../../components/ui/button";
import { SimpleTooltip } from "../../components/ui/tooltip";
import { cn } from "../../lib/cn";
import { BlockDiagnostics } from "./block-diagnostics";
import { BlockView } from "./block-view";
import { PNG_SECTION_ATTRIBUTE } from "./blocks.png";
import { copyBlocksImage, copyBlocksText, downloadBlocksImage } from "./blocks.actions";
import type { TBlockStyle } from "./blocks.renderer";
import { useBlockDiagnostics, type TBlockDiagnostic } from "./use-block-diagnostics";

/** One titled part of a whole project (a sprite or the stage) with its own scripts. */
export type TPanelSection = { title: string; text: string };

export type TBlockPanelProps = {
  /** scratchblocks text; a surrounding code fence is fine, it is stripped for display and copy. */
  text: string;
  isLoading?: boolean;
  language?: string;
  style?: TBlockStyle;
  title?: string;
  /** Diagnostics the caller already has (e.g. from the server); otherwise they are worked out here. */
  diagnostics?: readonly TBlockDiagnostic[];
  /** Extra header actions beside Copy and Download (the place for "Download .sb3"). */
  actions?: ReactNode;
  /** Shown under the picture and its diagnostics (e.g. a build guide). */
  children?: ReactNode;
  className?: string;
  /**
   * A whole project's sections (issue 31): each is drawn under its own heading, and the PNG has
   * a title per section, instead of the section lines showing as notes in one picture. Copy still
   * copies `text`, the whole project.
   */
  sections?: readonly TPanelSection[];
  /**
   * The same picture drawn ahead of time as a file (the gallery's samples, issue 31 point 8),
   * shown only where JavaScript is off: scratchblocks cannot draw there. The team's own SVG,
   * loaded as an image, never as markup.
   */
  noScriptPicture?: { src: string; width: number; height: number };
};

/** Each section under its heading; the container holds every picture, so Download PNG takes them all. */
function SectionedBlockViews({ sections, language, style, containerRef }: { sections: readonly TPanelSection[]; language?: string; style?: TBlockStyle; containerRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={containerRef} className="flex flex-col gap-5" data-testid="block-sections">
      {sections.map((section) => (
        <div key={section.title} {...{ [PNG_SECTION_ATTRIBUTE]: section.title }}>
          <h3 className="mb-2 text-base">{section.title}</h3>
          <BlockView text={section.text} language={language} style={style} />
        </div>
      ))}
    </div>
  );
}

function LoadingPlaceholder() {
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

/**
 * SPEC's "Generated Blocks" panel: the picture, Copy (text), Download (PNG), Copy image, and a
 * list of what is wrong when the text has errors. The generator, history and dashboard reuse it.
 */
export function BlockPanel({
  text,
  isLoading = false,
  language,
  style,
  title = "Generated Blocks",
  diagnostics: givenDiagnostics,
  actions,
  children,
  className,
  sections,
  noScriptPicture,
}: TBlockPanelProps) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [busy, setBusy] = useState<"download" | "copy-image" | null>(null);
  const hasText = text.trim() !== "" && !isLoading;
  const computed = useBlockDiagnostics(text, hasText && givenDiagnostics === undefined);
  const diagnostics = givenDiagnostics ?? computed ?? [];

  const runImageAction = async (kind: "download" | "copy-image") => {
    setBusy(kind);
    try {
      if (kind === "download") await downloadBlocksImage(containerRef.current);
      else await copyBlocksImage(containerRef.current);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-label={title}
      data-testid="block-panel"
      // min-w-0: a wide picture scrolls inside the panel instead of widening the page.
      className={cn("min-w-0 rounded-2xl border-2 border-line bg-surface shadow-block", className)}
    >
      <header className="flex flex-col gap-3 border-b-2 border-line px-5 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <h2 className="text-xl">{title}</h2>
        {/* On a phone the buttons share each row evenly instead of leaving one stranded. */}
        <div className="flex flex-wrap items-center gap-2 [&>*]:grow sm:[&>*]:grow-0" data-testid="block-panel-toolbar">
          {actions}
          <SimpleTooltip content="Copy blocks">
            <Button variant="outline" size="sm" aria-label="Copy blocks" disabled={!hasText} onClick={() => void copyBlocksText(text)}>
              <Copy aria-hidden className="h-4 w-4" />
              Copy
            </Button>
          </SimpleTooltip>
          <SimpleTooltip content="Download as image">
            <Button
              variant="outline"
              size="sm"
              aria-label="Download as image"
              disabled={!hasText || busy !== null}
              onClick={() => void runImageAction("download")}
            >
              <Download aria-hidden className="h-4 w-4" />
              Download PNG
            </Button>
          </SimpleTooltip>
          <SimpleTooltip content="Copy image">
            <Button
              variant="outline"
              size="sm"
              aria-label="Copy image"
              disabled={!hasText || busy !== null}
              onClick={() => void runImageAction("copy-image")}
            >
              <ClipboardCopy aria-hidden className="h-4 w-4" />
              Copy image
            </Button>
          </SimpleTooltip>
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
        {isLoading ? (
          <LoadingPlaceholder />
        ) : text.trim() === "" ? (
          <p className="flex min-h-[160px] items-center justify-center text-center text-ink-soft">
            Generated blocks will appear here
          </p>
        ) : null}
        {noScriptPicture && (
          <noscript>
            <img src={noScriptPicture.src} width={noScriptPicture.width} height={noScriptPicture.height} alt={text} className="max-w-none" data-testid="blocks-noscript-picture" />
          </noscript>
        )}
        {sections && hasText ? (
          <SectionedBlockViews sections={sections} language={language} style={style} containerRef={containerRef} />
        ) : (
          <BlockView text={text} isLoading={isLoading} language={language} style={style} containerRef={containerRef} />
        )}
        {hasText && <BlockDiagnostics diagnostics={diagnostics} />}
        {children}
      </div>
    </section>
  );
}
