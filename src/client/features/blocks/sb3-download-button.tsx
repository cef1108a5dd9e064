import { lazy, Suspense, useState } from "react";
import { SimpleTooltip } from "../../components/ui/tooltip";
import { downloadSb3, type TSb3Refusal } from "./sb3.actions";
import { useHasBeenTrue } from "../../lib/use-has-been-true";
import { SB3_HELP_TITLE } from "./sb3-help-title";
import { SB3_BUTTONS_CLASS, Sb3DownloadFace, Sb3HelpFace } from "./sb3-button-faces";

const Sb3Dialogs = lazy(() => import("./sb3-dialogs"));

export type TSb3DownloadButtonProps = {
  /** scratchblocks text; a code fence or prose around it is fine, the exporter normalises it. */
  text: string;
  /** Language the text is written in; the display language of a panel is not this. */
  language?: string;
  spriteName?: string;
  /** An opened project's base in this browser (see project-base.store): the download keeps its costumes and sounds. */
  baseKey?: string | null;
  disabled?: boolean;
};

/**
 * "Download .sb3" for a BlockPanel's actions slot (generator, history, gallery), with its
 * "How to open it in Scratch" help beside it. Programs with mistakes open a dialog listing them.
 */
export function Sb3DownloadButton({ text, language, spriteName, baseKey, disabled = false }: TSb3DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [refusal, setRefusal] = useState<TSb3Refusal | null>(null);
  const empty = text.trim() === "";
  // Once loaded, the dialogs stay mounted so they can animate closed.
  const hasOpenedDialog = useHasBeenTrue(helpOpen || refusal !== null);

  const download = async () => {
    setBusy(true);
    try {
      const result = await downloadSb3({ text, language, spriteName, baseKey });
      // A failure of the exporter itself is already toasted; only mistakes in the program are listed.
      if (!result.ok && result.reasons.length > 0) setRefusal(result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={SB3_BUTTONS_CLASS}>
      <SimpleTooltip content="Download as a Scratch project">
        <Sb3DownloadFace disabled={disabled || empty || busy} aria-busy={busy} onClick={() => void download()} />
      </SimpleTooltip>
      <SimpleTooltip content={SB3_HELP_TITLE}>
        <Sb3HelpFace onClick={() => setHelpOpen(true)} />
      </SimpleTooltip>
      {(helpOpen || refusal !== null || hasOpenedDialog) && (
        <Suspense fallback={null}>
          <Sb3Dialogs
            text={text}
            spriteName={spriteName}
            isHelpOpen={helpOpen}
            onHelpOpenChange={setHelpOpen}
            refusal={refusal}
            onRefusalClose={() => setRefusal(null)}
          />
        </Suspense>
      )}
    </span>
  );
}
