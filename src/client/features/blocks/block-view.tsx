import { useEffect, useRef, useState, type Ref } from "react";
import { cn } from "../../lib/cn";
import { applyCustomBlockColours } from "./blocks.colours";
import { fitLongComments } from "./blocks.comments";
import { DEFAULT_BLOCK_LANGUAGE, isRtlBlockLanguage } from "./blocks.languages";
import { loadBlocksModule } from "./blocks.module";
import { rememberPictureSource } from "./blocks.picture-source";
import {
  DEFAULT_BLOCK_STYLE,
  ensureBlockLanguage,
  loadScratchblocks,
  renderBlocksSvg,
  type TBlockStyle,
} from "./blocks.renderer";

/** SPEC 9 timings: render 100 ms after a change, colour pass 100 ms after rendering. */
export const RENDER_DELAY_MS = 100;
export const COLOUR_PASS_DELAY_MS = 100;

export type TBlockViewState = "empty" | "rendering" | "rendered" | "unavailable" | "failed";

export type TBlockViewProps = {
  text: string;
  isLoading?: boolean;
  style?: TBlockStyle;
  language?: string;
  className?: string;
  /** The element that holds the SVG picture: the PNG export reads it. */
  containerRef?: Ref<HTMLDivElement>;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/** The text scratchblocks draws: normalised, with the author's own names marked (see pictureText). */
async function normalised(text: string): Promise<string> {
  try {
    const blocks = await loadBlocksModule();
    return blocks.pictureText(blocks.normalizeBlocksText(text));
  } catch {
    // Without the normaliser the raw text still renders; fences would show as odd blocks only.
    return text;
  }
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One block picture drawn by scratchblocks. The SVG is put in place with DOM calls into a
 * host element React leaves empty, because scratchblocks builds SVG nodes, not markup.
 */
export function BlockView({
  text,
  isLoading = false,
  style = DEFAULT_BLOCK_STYLE,
  language = DEFAULT_BLOCK_LANGUAGE,
  className,
  containerRef,
}: TBlockViewProps) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<TBlockViewState>("empty");
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let colourTimer: ReturnType<typeof setTimeout> | undefined;
    // The mark belongs to the picture of the text before: it comes back when this one is done.
    delete host.dataset.colourPass;

    const renderTimer = setTimeout(() => {
      if (isLoading || text.trim() === "") {
        host.replaceChildren();
        setState("empty");
        return;
      }
      setState("rendering");
      void (async () => {
        const [scratchblocks, source] = await Promise.all([loadScratchblocks(), normalised(text)]);
        if (cancelled) return;
        if (!scratchblocks) {
          host.replaceChildren();
          setState("unavailable");
          return;
        }
        await ensureBlockLanguage(scratchblocks, language);
        // Every picture waiting for scratchblocks resumes in the same task when it arrives:
        // drawing them all there blocks a school tablet for a second. One task per picture.
        await yieldToBrowser();
        if (cancelled) return;
        try {
          const svg = renderBlocksSvg(scratchblocks, source, { style, language });
          rememberPictureSource(svg, source, language);
          host.replaceChildren(svg);
          fitLongComments(svg);
          setState("rendered");
          delete host.dataset.colourPass;
          colourTimer = setTimeout(() => {
            // The pass uses SPEC's normal-theme colours; the high-contrast theme keeps its own,
            // which are chosen for legibility and would lose it under pink with white text.
            if (style === "scratch3") applyCustomBlockColours(svg);
            host.dataset.colourPass = "done";
          }, COLOUR_PASS_DELAY_MS);
        } catch (error) {
          console.error("PromptBlocks: these blocks could not be drawn.", error);
          host.replaceChildren();
          setState("failed");
        }
      })();
    }, RENDER_DELAY_MS);

    return () => {
      cancelled = true;
      clearTimeout(renderTimer);
      clearTimeout(colourTimer);
    };
  }, [text, isLoading, style, language]);

  return (
    <div className={cn("relative", className)}>
      <div
        ref={(element) => {
          hostRef.current = element;
          assignRef(containerRef, element);
        }}
        dir={isRtlBlockLanguage(language) ? "rtl" : "ltr"}
        lang={language.replace(/_/g, "-")}
        data-testid="blocks-container"
        data-state={state}
        data-style={style}
        // dir="rtl" puts the picture at the right edge; the SVG itself stays ltr because
        // scratchblocks already lays right-to-left blocks out mirrored and anchors every label
        // at its left end, which an inherited rtl direction would move.
        className="blocks-container w-max min-w-full [&>svg]:inline-block [&>svg]:[direction:ltr]"
      />
      {state === "unavailable" && (
        <p role="alert" className="text-sm text-danger-700">
          The block pictures could not load. Check your connection and reload the page; you can still copy the block text.
        </p>
      )}
      {state === "failed" && (
        <p role="alert" className="text-sm text-danger-700">
          These blocks could not be drawn. You can still copy the block text.
        </p>
      )}
    </div>
  );
}
