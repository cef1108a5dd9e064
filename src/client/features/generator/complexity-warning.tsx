import { toast } from "../../components/ui/use-toast";
import { COMPLEXITY_GAME_TITLE, COMPLEXITY_TRY_INSTEAD, complexityTitle, tipText } from "./complexity-words";
import type { TComplexityWarning } from "./generator.api";

/** SPEC 8: the complexity toast stays 10 s: long enough to read the suggestions. */
export const COMPLEXITY_TOAST_DURATION_MS = 10_000;
export const COMPLEXITY_TOAST_TITLE = COMPLEXITY_GAME_TITLE;

function ComplexityDetails({ warning, onPick }: { warning: TComplexityWarning; onPick?: (suggestion: string) => void }) {
  const tip = tipText(warning.tip);
  return (
    <div className="mt-1 space-y-2" data-testid="complexity-details">
      <p>{warning.message}</p>
      {warning.suggestions.length > 0 && (
        <>
          <p className="font-bold">{COMPLEXITY_TRY_INSTEAD}</p>
          <ol className="list-decimal space-y-0.5 ps-5">
            {warning.suggestions.map((suggestion, index) => (
              <li key={index}>
                {onPick ? (
                  // Each suggestion is a request a child can send as it is (issue 26): one click puts it in the box.
                  <button type="button" className="cursor-pointer text-start font-semibold underline decoration-2 underline-offset-2 hover:no-underline" onClick={() => onPick(suggestion)}>
                    {suggestion}
                  </button>
                ) : (
                  suggestion
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {tip && (
        <p>
          <strong>Tip:</strong> {tip}
        </p>
      )}
      {warning.serviceNote && <p className="text-sm opacity-80">{warning.serviceNote}</p>}
    </div>
  );
}

/**
 * Not an error (SPEC 8): a warning that nothing was used and how to ask for something smaller.
 * The request decides the title: SPEC's game title for a game, a plain one for anything else.
 */
export function showComplexityWarning(warning: TComplexityWarning, prompt = "", onPick?: (suggestion: string) => void): void {
  const shown = toast({
    title: complexityTitle(prompt),
    description: (
      <ComplexityDetails
        warning={warning}
        onPick={
          onPick &&
          ((suggestion) => {
            shown.dismiss();
            onPick(suggestion);
          })
        }
      />
    ),
    variant: "warning",
    duration: COMPLEXITY_TOAST_DURATION_MS,
  });
}
