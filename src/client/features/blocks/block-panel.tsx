import { useRef, useState, type ReactNode, type Ref } from "react";
import { Button } from "../../components/ui/button";
import { SimpleTooltip } from "../../components/ui/tooltip";
import { BlockPanelFrame, EmptyBlocksNote, LoadingPlaceholder, PANEL_ACTIONS } from "./block-panel-frame";
import { BlockDiagnostics } from "./block-diagnostics";
import { BlockView } from "./block-view";
import type { TPrerenderedPicture } from "./blocks.prerendered";
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
   * The same picture drawn ahead of time by scratchblocks (the gallery, decision 610): it stands
   * in for the live drawing, so scratchblocks loads only when the visitor reaches for the panel
   * (pointer over it, focus in it), changes what it shows, or asks for the image.
   */
  picture?: TPrerenderedPicture;
};

/** The live drawing of a panel whose prerendered picture stands in for it until it is needed. */
function useLiveDrawing(picture: TPrerenderedPicture | undefined) {
  const [live, setLive] = useState(false);
  const [settled] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });
  return {
    live,
    reach: () => setLive(true),
    onLiveSettled: settled.resolve,
    /** Resolves once the live drawing is in place (or known impossible): the image actions read it. */
    ready: (): Promise<void> => {
      if (!picture) return Promise.resolve();
      setLive(true);
      return settled.promise;
    },
  };
}

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
  picture,
}: TBlockPanelProps) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [busy, setBusy] = useState<"download" | "copy-image" | null>(null);
  const drawing = useLiveDrawing(picture);
  const hasText = text.trim() !== "" && !isLoading;
  // A prerendered picture's text is known to be right (blocks.samples.test.ts): no checker to load.
  const computed = useBlockDiagnostics(text, hasText && givenDiagnostics === undefined && text !== picture?.text);
  const diagnostics = givenDiagnostics ?? computed ?? [];

  const runImageAction = async (kind: "download" | "copy-image") => {
    setBusy(kind);
    try {
      await drawing.ready();
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
      onReach={picture && !drawing.live ? drawing.reach : undefined}
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
      {sections && hasText ? (
        <SectionedBlockViews sections={sections} language={language} style={style} containerRef={containerRef} />
      ) : (
        <BlockView
          text={text}
          isLoading={isLoading}
          language={language}
          style={style}
          containerRef={containerRef}
          picture={picture}
          live={drawing.live}
          onLiveSettled={drawing.onLiveSettled}
        />
      )}
      {hasText && <BlockDiagnostics diagnostics={diagnostics} />}
      {children}
    </BlockPanelFrame>
  );
}
