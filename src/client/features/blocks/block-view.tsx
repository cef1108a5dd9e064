import { useEffect, useRef, useState, type Ref } from "react";
import { flushSync } from "react-dom";
import { cn } from "../../lib/cn";
import { useHasBeenTrue } from "../../lib/use-has-been-true";
import { applyCustomBlockColours } from "./blocks.colours";
import { fitLongComments } from "./blocks.comments";
import { DEFAULT_BLOCK_LANGUAGE, isRtlBlockLanguage } from "./blocks.languages";
import { loadBlocksModule } from "./blocks.module";
import { rememberPictureSource } from "./blocks.picture-source";
import type { TPrerenderedPicture } from "./blocks.prerendered";
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

/** "pictured": the prerendered picture stands in, and scratchblocks has not been asked for. */
export type TBlockViewState = "pictured" | "empty" | "rendering" | "rendered" | "unavailable" | "failed";

export type TBlockViewProps = {
  text: string;
  isLoading?: boolean;
  style?: TBlockStyle;
  language?: string;
  className?: string;
  /** The element that holds the SVG picture: the PNG export reads it. */
  containerRef?: Ref<HTMLDivElement>;
  /**
   * The same picture drawn ahead of time (decision 610): shown while `text`, `style` and
   * `language` are still the ones it shows and nobody asked for `live`, so scratchblocks is not
   * loaded; it is also the picture without JavaScript.
   */
  picture?: TPrerenderedPicture;
  /** Draw with scratchblocks now, even while the prerendered picture would do. */
  live?: boolean;
  /** Called when a live drawing is in place (colour pass done) or could not be made. */
  onLiveSettled?: () => void;
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
  picture,
  live = false,
  onLiveSettled,
}: TBlockViewProps) {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const pictureFits = picture !== undefined && !isLoading && text === picture.text && style === DEFAULT_BLOCK_STYLE && language === DEFAULT_BLOCK_LANGUAGE;
  // Once scratchblocks is wanted it stays: going back to the pictured text draws it live too.
  const drawsLive = useHasBeenTrue(live || !pictureFits);
  const [pictureShown, setPictureShown] = useState(pictureFits);
  const [state, setState] = useState<TBlockViewState>(drawsLive ? "empty" : "pictured");
  // The effect below reads these when a drawing ends, not when it starts.
  const latest = useRef({ onLiveSettled, pictureShown });
  useEffect(() => {
    latest.current = { onLiveSettled, pictureShown };
  });
  useEffect(() => {
    const host = hostRef.current;
    if (!host || !drawsLive) return;
    let cancelled = false;
    let colourTimer: ReturnType<typeof setTimeout> | undefined;
    // The mark belongs to the picture of the text before: it comes back when this one is done.
    delete host.dataset.colourPass;
    // The live drawing (or its absence) takes the prerendered picture's place in one commit,
    // before the browser paints again: the two are the same size, so nothing moves.
    const settle = (next?: TBlockViewState) => {
      const apply = () => {
        if (next) setState(next);
        setPictureShown(false);
      };
      if (latest.current.pictureShown) flushSync(apply);
      else apply();
      latest.current.onLiveSettled?.();
    };

    const renderTimer = setTimeout(() => {
      if (isLoading || text.trim() === "") {
        host.replaceChildren();
        settle("empty");
        return;
      }
      setState("rendering");
      void (async () => {
        const [scratchblocks, source] = await Promise.all([loadScratchblocks(), normalised(text)]);
        if (cancelled) return;
        if (!scratchblocks) {
          host.replaceChildren();
          settle("unavailable");
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
            settle();
          }, COLOUR_PASS_DELAY_MS);
        } catch (error) {
          console.error("PromptBlocks: these blocks could not be drawn.", error);
          host.replaceChildren();
          settle("failed");
        }
      })();
    }, RENDER_DELAY_MS);

    return () => {
      cancelled = true;
      clearTimeout(renderTimer);
      clearTimeout(colourTimer);
    };
  }, [text, isLoading, style, language, drawsLive]);

  return (
    <div className={cn("relative", className)}>
      {pictureShown && picture && (
        // The team's own SVG, loaded as an image, never as markup. Its text is its description.
        // The size is set as a style as well: the base styles' `height: auto` would round it to
        // the width's aspect ratio, a fraction of a pixel off the live drawing.
        <img
          src={picture.src}
          width={picture.width}
          height={picture.height}
          style={{ width: picture.width, height: picture.height }}
          alt={picture.text}
          className="max-w-none"
          data-testid="blocks-picture"
        />
      )}
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
        // While the prerendered picture shows, a live drawing is made here unseen, then swapped in.
        className={cn("blocks-container w-max min-w-full [&>svg]:inline-block [&>svg]:[direction:ltr]", pictureShown && picture && "invisible absolute left-0 top-0")}
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
