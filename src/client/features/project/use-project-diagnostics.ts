import { useEffect, useState } from "react";
import { loadBlocksModule } from "../blocks/blocks.module";
import type { TBlockDiagnostic } from "../blocks/use-block-diagnostics";
import { withoutFences, type TProjectTab } from "./project-sections";

export type TProjectDiagnostics = {
  /** Every diagnostic, its message starting with the sprite or stage it is in. */
  whole: TBlockDiagnostic[];
  /** Each tab's own, with line numbers counted in that tab's text. */
  byTab: Map<string, TBlockDiagnostic[]>;
};

/**
 * Checks a whole project as parseProject does (each section as what it is, sprites knowing each
 * other), so a tab never reports "Paddle is not a choice" just because Paddle is in another tab.
 * Null while the checker loads.
 */
export function useProjectDiagnostics(text: string, tabs: readonly TProjectTab[] | null): TProjectDiagnostics | null {
  const [result, setResult] = useState<{ text: string; diagnostics: TProjectDiagnostics } | null>(null);

  useEffect(() => {
    if (!tabs) return;
    let cancelled = false;
    loadBlocksModule()
      .then((blocks) => {
        if (cancelled) return;
        const { diagnostics } = blocks.parseProject(withoutFences(text));
        const byTab = new Map<string, TBlockDiagnostic[]>(tabs.map((tab) => [tab.name, []]));
        for (const diagnostic of diagnostics) {
          const tab = tabs.find((candidate) => candidate.name === diagnostic.target);
          const line = tab ? tab.lineMap.indexOf(diagnostic.line) + 1 : 0;
          if (tab && line > 0) byTab.get(tab.name)!.push({ ...diagnostic, line });
        }
        const whole = diagnostics.map((diagnostic) => ({ ...diagnostic, message: `${diagnostic.target}: ${diagnostic.message}` }));
        setResult({ text, diagnostics: { whole, byTab } });
      })
      .catch((error: unknown) => {
        if (!cancelled) console.error("PromptBlocks: the block checker could not run.", error);
      });
    return () => {
      cancelled = true;
    };
  }, [text, tabs]);

  return result?.text === text ? result.diagnostics : null;
}
