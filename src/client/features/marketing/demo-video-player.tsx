import type { RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { DEMO_VIDEO } from "./demo-video";

/** Read when the dialog opens (the content never renders on the server, where it is closed). */
function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * SPEC 2 "Watch Demo": a modal player for the recording in /videos, in its own chunk (with the
 * dialog's code) since most visits never open it. The <video> exists only while the dialog is
 * open, so the file is not downloaded by visitors who never watch it, and closing the dialog
 * stops playback. Focus goes back to the Watch Demo button when it closes.
 */
export default function DemoVideoPlayer({
  isOpen,
  onOpenChange,
  returnFocusTo,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-4xl p-4 sm:p-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>PromptBlocks demo</DialogTitle>
          <DialogDescription>
            A request typed into PromptBlocks becomes blocks for Scratch in a few seconds. The video has no sound;
            captions describe each step.
          </DialogDescription>
        </DialogHeader>
        <video
          className="aspect-[8/5] w-full rounded-xl border-2 border-line bg-ink"
          width={DEMO_VIDEO.width}
          height={DEMO_VIDEO.height}
          poster={DEMO_VIDEO.poster}
          controls
          // Starts on its own only for people who have not asked their system for less motion.
          autoPlay={!prefersReducedMotion()}
          muted
          playsInline
          preload="metadata"
          data-testid="demo-video"
        >
          <source src={DEMO_VIDEO.src} type="video/webm" />
          <track kind="captions" src={DEMO_VIDEO.captions} srcLang="en" label="English" default />
          Your browser cannot play this video. <a href={DEMO_VIDEO.src}>Download the demo (WebM)</a>.
        </video>
      </DialogContent>
    </Dialog>
  );
}
