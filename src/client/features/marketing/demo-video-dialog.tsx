import { CirclePlay } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonClasses } from "../../components/ui/button";
import { useHasBeenTrue } from "../../lib/use-has-been-true";

const DemoVideoPlayer = lazy(() => import("./demo-video-player"));

/**
 * The hero's Watch Demo button. It toggles the modal player and says so in aria-expanded; the
 * player and the dialog's code load with the first press.
 */
export function DemoVideoDialog() {
  const [isOpen, setOpen] = useState(false);
  const hasOpened = useHasBeenTrue(isOpen);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClasses("outline", "lg")}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
      >
        <CirclePlay className="h-5 w-5 text-brand-700" aria-hidden="true" /> Watch Demo
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <DemoVideoPlayer isOpen={isOpen} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
