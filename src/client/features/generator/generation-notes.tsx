import { Blocks, ListChecks, MessageCircle, Sparkles } from "lucide-react";
import { Card } from "../../components/ui/card";
import { buildGuideSentence, buildGuideSetup, categoryName, readBuildGuide, scriptComments } from "./build-guide";
import type { TGenerateSuccess } from "./generator.api";

/** "[space v]" is scratchblocks' way to write a dropdown; a child knows it as "[space ▾]". */
function readableBlockText(text: string): string {
  return text.replace(/ v([\])])/g, " ▾$1");
}

/** "We tidied 3 small things": what the server respelled before checking, so nothing changes unseen. */
export function tidiedSummary(count: number): string {
  return `We tidied ${count} small ${count === 1 ? "thing" : "things"}`;
}

function TidiedList({ rewrites }: { rewrites: NonNullable<TGenerateSuccess["rewrites"]> }) {
  return (
    <details className="text-ink-soft" data-testid="rewrites">
      <summary className="cursor-pointer font-semibold text-sea-700">{tidiedSummary(rewrites.length)}</summary>
      <p className="mt-1 text-sm">The AI wrote these in a way Scratch 3 does not show them. They mean the same thing, so we wrote them the Scratch 3 way.</p>
      <ul className="mt-2 space-y-1.5">
        {rewrites.map((rewrite, index) => (
          <li key={index} className="text-sm">
            <span className="font-semibold text-ink">Line {rewrite.line}: </span>
            <code className="break-words font-mono">{readableBlockText(rewrite.before)}</code>
            {" → "}
            <code className="break-words font-mono">{readableBlockText(rewrite.after)}</code>
            <span className="block">{rewrite.reason}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Under the picture: what to fetch from the palette ("You will need: ..."), what to make first,
 * and, in the program's own `//` comments, what each script does: enough for a child to
 * rebuild it by hand in Scratch.
 */
export function GenerationNotes({ result }: { result: TGenerateSuccess }) {
  const guide = buildGuideSentence(result.buildGuide);
  const groups = readBuildGuide(result.buildGuide).filter((group) => group.blocks.length > 0);
  const setup = buildGuideSetup(result.buildGuide);
  const comments = scriptComments(result.blocks);
  const explanation = result.explanation?.trim() || null;
  const rewrites = result.rewrites ?? [];
  if (!guide && comments.length === 0 && !explanation && rewrites.length === 0) return null;

  return (
    <Card className="space-y-4 p-5" data-testid="generation-notes">
      {(explanation || comments.length > 0) && (
        <div className="flex items-start gap-2" data-testid="explanation">
          <MessageCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <div className="min-w-0 space-y-1">
            <h3 className="text-base">What these blocks do</h3>
            {explanation && <p className="text-ink-soft">{explanation}</p>}
            {comments.length > 0 && (
              <ul className="list-disc space-y-0.5 ps-5 text-ink-soft">
                {comments.map((comment, index) => (
                  <li key={index}>{comment}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
      {guide && (
        <div className="flex items-start gap-2">
          <Blocks aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-sea-600" />
          <div className="min-w-0 space-y-1">
            <h3 className="text-base">Build it in Scratch</h3>
            <p className="font-semibold" data-testid="build-guide">
              {guide}
            </p>
            {setup.length > 0 && (
              <ul className="space-y-0.5 text-ink-soft" aria-label="Before you start">
                {setup.map((step) => (
                  <li key={step} className="flex items-start gap-1.5">
                    <ListChecks aria-hidden className="mt-1 h-4 w-4 shrink-0" />
                    {step}
                  </li>
                ))}
              </ul>
            )}
            {groups.length > 0 && (
              <details className="text-ink-soft">
                <summary className="cursor-pointer font-semibold text-sea-700">Show every block</summary>
                <dl className="mt-2 space-y-1.5">
                  {groups.map((group) => (
                    <div key={group.category}>
                      <dt className="font-bold text-ink">{categoryName(group.category)}</dt>
                      <dd className="font-mono text-sm">{group.blocks.map(readableBlockText).join(" · ")}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            )}
          </div>
        </div>
      )}
      {rewrites.length > 0 && (
        <div className="flex items-start gap-2">
          <Sparkles aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <TidiedList rewrites={rewrites} />
          </div>
        </div>
      )}
    </Card>
  );
}
