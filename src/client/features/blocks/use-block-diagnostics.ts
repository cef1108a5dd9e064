import { useEffect, useState } from "react";
import { loadBlocksModule } from "./blocks.module";

/** What the panel lists under a picture; structurally the `Diagnostic` of src/blocks. */
export type TBlockDiagnostic = {
  line: number;
  column?: number;
  severity: "error" | "warning";
  code: string;
  message: string;
  hint?: string;
};

/**
 * Runs the strict parser on the text shown in a panel, so a person reads what is wrong
 * (line, message, hint) instead of only seeing red blocks. Null while it is being worked out.
 */
export function useBlockDiagnostics(text: string, enabled: boolean): TBlockDiagnostic[] | null {
  const [result, setResult] = useState<{ text: string; diagnostics: TBlockDiagnostic[] } | null>(null);

  useEffect(() => {
    if (!enabled || text.trim() === "") return;
    let cancelled = false;
    loadBlocksModule()
      .then((blocks) => {
        if (cancelled) return;
        const { diagnostics } = blocks.parseProgram(blocks.normalizeBlocksText(text));
        setResult({ text, diagnostics });
      })
      .catch((error: unknown) => {
        if (!cancelled) console.error("PromptBlocks: the block checker could not run.", error);
      });
    return () => {
      cancelled = true;
    };
  }, [text, enabled]);

  if (!enabled || text.trim() === "") return [];
  return result?.text === text ? result.diagnostics : null;
}
