import { MessageSquarePlus, Undo2 } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button";
import type { TFollowUp } from "./use-follow-up";

/**
 * Above the prompt box once there is a program (issue 30): change it, or start something new,
 * and a few changes that fit it; clicking one puts it in the box.
 */
export function ChangeThis({ followUp, disabled, onPick }: { followUp: TFollowUp; disabled: boolean; onPick: (request: string) => void }) {
  const name = useId();
  if (!followUp.currentText) return null;
  const changing = followUp.mode === "change";
  return (
    <fieldset className="mb-4 rounded-xl border-2 border-brand-200 bg-brand-50 p-3" data-testid="change-this">
      <legend className="px-1 font-extrabold">
        <MessageSquarePlus aria-hidden className="me-1 inline h-5 w-5" />
        Change this
      </legend>
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label="What your next request does">
        <label className="flex items-center gap-2 font-semibold">
          <input type="radio" name={name} checked={changing} onChange={() => followUp.setMode("change")} disabled={disabled} />
          Change this program
        </label>
        <label className="flex items-center gap-2 font-semibold">
          <input type="radio" name={name} checked={!changing} onChange={() => followUp.setMode("new")} disabled={disabled} />
          Start something new
        </label>
      </div>
      {changing && followUp.suggestions.length > 0 && (
        <ul aria-label="Changes you could ask for" className="mt-3 flex flex-wrap gap-2">
          {followUp.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(suggestion)}
                className="cursor-pointer rounded-full border-2 border-line bg-surface px-3 py-1 text-sm font-semibold hover:border-brand-200 disabled:cursor-not-allowed disabled:opacity-55"
              >
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The conversation so far, above the result: each request, and for a change what changed in words. */
export function Conversation({ followUp }: { followUp: TFollowUp }) {
  const headingId = useId();
  if (followUp.turns.length < 2 && !followUp.turns.some((turn) => turn.before !== null)) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border-2 border-line bg-surface p-4" data-testid="conversation">
      <h3 id={headingId} className="text-lg">
        Your requests
      </h3>
      <ol className="mt-2 space-y-3">
        {followUp.turns.map((turn, index) => (
          <li key={`${index}-${turn.generationId ?? "opened"}`} className={turn.undone ? "opacity-60" : undefined}>
            <p className="font-semibold">
              <span className="text-ink-soft">You asked:</span> {turn.prompt}
              {turn.undone && <span className="ms-2 text-sm text-ink-soft">(undone)</span>}
            </p>
            {turn.before !== null && (
              <ul aria-label="What changed" data-testid="what-changed" className="mt-1 list-disc space-y-0.5 ps-6 text-ink">
                {turn.words.length > 0 ? turn.words.map((words, line) => <li key={line}>{words}</li>) : <li>Nothing changed in the blocks.</li>}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {followUp.canUndo && (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => void followUp.undo()} data-testid="undo-change">
          <Undo2 aria-hidden className="h-4 w-4" /> Undo this change
        </Button>
      )}
      {followUp.undoError && (
        <p role="alert" className="mt-2 font-semibold text-danger-700">
          {followUp.undoError}
        </p>
      )}
      {followUp.shownText !== null && (
        <p role="status" className="mt-2 text-ink-soft">
          Back to the program before that change.
        </p>
      )}
    </section>
  );
}
