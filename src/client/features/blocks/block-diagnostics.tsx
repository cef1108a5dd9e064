import { TriangleAlert, Lightbulb } from "lucide-react";
import type { TBlockDiagnostic } from "./use-block-diagnostics";

/** Errors first, then by line, so the first thing read is the first thing to fix. */
function ordered(diagnostics: readonly TBlockDiagnostic[]): TBlockDiagnostic[] {
  return [...diagnostics].sort(
    (a, b) => Number(a.severity === "warning") - Number(b.severity === "warning") || a.line - b.line,
  );
}

export function BlockDiagnostics({ diagnostics }: { diagnostics: readonly TBlockDiagnostic[] }) {
  if (diagnostics.length === 0) return null;
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const heading =
    errors > 0
      ? `${errors === 1 ? "1 block needs" : `${errors} blocks need`} fixing before this works in Scratch`
      : "Tips for these blocks";

  return (
    <section
      aria-label="Problems in these blocks"
      data-testid="block-diagnostics"
      className={
        errors > 0
          ? "mt-4 rounded-xl border-2 border-danger-600/30 bg-danger-50 p-4"
          : "mt-4 rounded-xl border-2 border-warn-700/30 bg-warn-50 p-4"
      }
    >
      <h3 className="mb-2 flex items-center gap-2 text-base">
        {errors > 0 ? (
          <TriangleAlert aria-hidden className="h-5 w-5 shrink-0 text-danger-700" />
        ) : (
          <Lightbulb aria-hidden className="h-5 w-5 shrink-0 text-warn-700" />
        )}
        {heading}
      </h3>
      <ul className="space-y-2">
        {ordered(diagnostics).map((diagnostic, index) => (
          <li key={`${diagnostic.line}:${diagnostic.code}:${index}`} data-code={diagnostic.code} className="text-sm">
            <span className="font-bold">
              Line {diagnostic.line}
              {diagnostic.severity === "warning" ? " (tip)" : ""}:
            </span>{" "}
            {diagnostic.message}
            {diagnostic.hint && <span className="mt-0.5 block text-ink-soft">{diagnostic.hint}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
