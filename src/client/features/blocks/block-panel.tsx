import { useRef, useState, type ReactNode, type Ref } from "react";
import { Button } from "../../components/ui/button";
import { SimpleTooltip } from "../../components/ui/tooltip";
import { BlockPanelFrame, EmptyBlocksNote, LoadingPlaceholder, PANEL_ACTIONS } from "./block-panel-frame";
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

  const onAction: Record<(typeof PANEL_ACTIONS)[number]["label"], { disabled: boolean; run: () => void }> = {
    "Copy blocks": { disabled: !hasText, run: () => void copyBlocksText(text) },
    "Download as image": { disabled: !hasText || busy !== null, run: () => void runImageAction("download") },
    "Copy image": { disabled: !hasText || busy !== null, run: () => void runImageAction("copy-image") },
  };

  return (
    <BlockPanelFrame
      title={title}
      className={className}
      toolbar={
        <>
          {actions}
          {PANEL_ACTIONS.map(({ label, text: face, Icon }) => (
            <SimpleTooltip key={label} content={label}>
              <Button variant="outline" size="sm" aria-label={label} disabled={onAction[label].disabled} onClick={onAction[label].run}>
                <Icon aria-hidden className="h-4 w-4" />
                {face}
              </Button>
            </SimpleTooltip>
          ))}
        </>
      }
    >
      {isLoading ? <LoadingPlaceholder /> : text.trim() === "" ? <EmptyBlocksNote /> : null}
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
    </BlockPanelFrame>
  );
}
