import { Lightbulb } from "lucide-react";
import { useId } from "react";
import { behaviourNotes, type TStageBehaviour } from "./stage.behaviour";

/**
 * Beside the stage: what happened when these blocks were tried before they were shown (a program
 * that stops at once, scripts that fight, a freeze, nothing happening). Said as something to look
 * at together when pressing Run, never as a failure; nothing shows when the check found nothing.
 */
export function StageBehaviourNote({ behaviour }: { behaviour: TStageBehaviour | null | undefined }) {
  const titleId = useId();
  const notes = behaviourNotes(behaviour);
  if (notes.length === 0) return null;
  return (
    <div role="note" aria-labelledby={titleId} data-testid="stage-behaviour" className="flex items-start gap-2 rounded-xl bg-warn-50 px-3 py-2 text-sm text-ink">
      <Lightbulb aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warn-700" />
      <div className="min-w-0">
        <p id={titleId} className="font-bold text-warn-700">
          We tried these blocks before showing them. Something to look at when you press Run:
        </p>
        <ul className="mt-1 list-disc space-y-0.5 ps-5">
          {notes.map((note) => (
            <li key={`${note.title}\u0000${note.detail}`}>
              <span className="font-semibold">{note.title}:</span> {note.detail}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
