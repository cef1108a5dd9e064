import { CircleHelp, FileDown } from "lucide-react";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Button } from "../../components/ui/button";
import { SB3_HELP_TITLE } from "./sb3-help-title";

/**
 * The .sb3 buttons' faces, apart from what they do: the full button (sb3-download-button.tsx)
 * brings the exporter's loader, the dialogs and Radix's tooltips; an empty panel on the home page
 * shows these faces alone until the visitor reaches for the generator (issue 28).
 */
export const SB3_BUTTONS_CLASS = "inline-flex items-center gap-1 [&>button:first-child]:grow sm:[&>button:first-child]:grow-0";

type TFaceProps = ButtonHTMLAttributes<HTMLButtonElement>;

// forwardRef and spread props: Radix's tooltip trigger hands its ref and handlers to the face.
export const Sb3DownloadFace = forwardRef<HTMLButtonElement, TFaceProps>(function Sb3DownloadFace(props, ref) {
  return (
    <Button ref={ref} variant="outline" size="sm" aria-label="Download .sb3" {...props}>
      <FileDown aria-hidden className="h-4 w-4" />
      Download .sb3
    </Button>
  );
});

export const Sb3HelpFace = forwardRef<HTMLButtonElement, TFaceProps>(function Sb3HelpFace(props, ref) {
  return (
    // Words, not a bare "?": the visible name starts the accessible one.
    <Button ref={ref} variant="ghost" size="sm" className="px-2" aria-label={SB3_HELP_TITLE} {...props}>
      <CircleHelp aria-hidden className="h-4 w-4" />
      How to open
    </Button>
  );
});

/** Download .sb3 (nothing to download yet) and How to open, as the empty panel shows them. */
export function Sb3ButtonsPlaceholder({ onHelp }: { onHelp?: () => void }) {
  return (
    <span className={SB3_BUTTONS_CLASS}>
      <Sb3DownloadFace disabled />
      <Sb3HelpFace onClick={onHelp} />
    </span>
  );
}
