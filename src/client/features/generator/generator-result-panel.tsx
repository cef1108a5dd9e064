import type { TBlockDiagnostic } from "../blocks/use-block-diagnostics";
import { Sb3DownloadButton } from "../blocks/sb3-download-button";
import { ProjectBlockPanel } from "../project/project-block-panel";

// The notes under an answer (build guide, script comments) are read only once there is one: they
// come in this chunk, not with the home page.
export { GenerationNotes } from "./generation-notes";

/** The generator's blocks with their actions: a chunk of its own, loaded on intent (generator-section.tsx). */
export function GeneratorResultPanel({ text, isLoading, diagnostics, baseKey }: { text: string; isLoading: boolean; diagnostics?: readonly TBlockDiagnostic[]; baseKey?: string | null }) {
  return <ProjectBlockPanel text={text} isLoading={isLoading} diagnostics={diagnostics} actions={<Sb3DownloadButton text={text} baseKey={baseKey} disabled={isLoading} />} />;
}
