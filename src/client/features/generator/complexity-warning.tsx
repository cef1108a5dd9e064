import { toast } from "../../components/ui/use-toast";
import type { TComplexityWarning } from "./generator.api";

/** SPEC 8: the complexity toast stays 10 s: long enough to read the suggestions. */
export const COMPLEXITY_TOAST_DURATION_MS = 10_000;
export const COMPLEXITY_TOAST_TITLE = "Complex Game Request Detected";

function ComplexityDetails({ warning }: { warning: TComplexityWarning }) {
  return (
    <div className="mt-1 space-y-2" data-testid="complexity-details">
      <p>{warning.message}</p>
      {warning.suggestions.length > 0 && (
        <ol className="list-decimal space-y-0.5 ps-5">
          {warning.suggestions.map((suggestion, index) => (
            <li key={index}>{suggestion}</li>
          ))}
        </ol>
      )}
      {warning.tip && (
        <p>
          <strong>Tip:</strong> {warning.tip}
        </p>
      )}
      {warning.serviceNote && <p className="text-sm opacity-80">{warning.serviceNote}</p>}
    </div>
  );
}

/** Not an error (SPEC 8): a warning that nothing was used and how to ask for something smaller. */
export function showComplexityWarning(warning: TComplexityWarning): void {
  toast({
    title: COMPLEXITY_TOAST_TITLE,
    description: <ComplexityDetails warning={warning} />,
    variant: "warning",
    duration: COMPLEXITY_TOAST_DURATION_MS,
  });
}
