import { Blocks, MessageCircle } from "lucide-react";
import { buildGuideSentence, scriptComments } from "./build-guide";
import type { TGenerateSuccess } from "./generator.api";

/**
 * Under the picture: what to fetch from the palette ("You will need: ...") and, in the
 * program's own `//` comments, what each script does: enough for a child to rebuild it by hand.
 */
export function GenerationNotes({ result }: { result: TGenerateSuccess }) {
  const guide = buildGuideSentence(result.buildGuide);
  const comments = scriptComments(result.blocks);
  const explanation = result.explanation?.trim() || null;
  if (!guide && comments.length === 0 && !explanation) return null;

  return (
    <div className="mt-5 space-y-3 border-t-2 border-line pt-4" data-testid="generation-notes">
      {guide && (
        <p className="flex items-start gap-2 font-bold" data-testid="build-guide">
          <Blocks aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-sea-600" />
          <span>{guide}</span>
        </p>
      )}
      {(explanation || comments.length > 0) && (
        <div className="flex items-start gap-2" data-testid="explanation">
          <MessageCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <div className="min-w-0 space-y-1 text-ink-soft">
            <h3 className="text-base text-ink">What these blocks do</h3>
            {explanation && <p>{explanation}</p>}
            {comments.length > 0 && (
              <ul className="list-disc space-y-0.5 ps-5">
                {comments.map((comment, index) => (
                  <li key={index}>{comment}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
