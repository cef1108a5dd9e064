import { HeartHandshake, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import type { TSafetyRefusal } from "./generator.api";

export const SAFETY_REFUSAL_TITLE = "Let's make something else";

/**
 * The kid-safety check's answer (issue 24), where the blocks would have been: kind, short and
 * honest, never repeating the child's words, with safe ideas to click. Not an error (it is not
 * red, and no free usage was used), and not the complexity warning.
 */
export function SafetyRefusal({ refusal, onPickIdea }: { refusal: TSafetyRefusal; onPickIdea: (idea: string) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen-reader and keyboard users land on the answer, as everyone else sees it appear.
  useEffect(() => heading.current?.focus(), [refusal]);

  return (
    <section aria-labelledby="safety-refusal-title" data-testid="safety-refusal" className="rounded-2xl border-2 border-brand-200 bg-brand-50 p-5 shadow-block">
      <h3 id="safety-refusal-title" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-extrabold outline-none">
        <HeartHandshake aria-hidden className="h-6 w-6 shrink-0 text-brand-600" />
        {SAFETY_REFUSAL_TITLE}
      </h3>
      <p className="mt-2 text-lg">{refusal.message}</p>
      {refusal.help && (
        <p className="mt-3 rounded-xl border-2 border-line bg-surface px-4 py-2.5 font-semibold" data-testid="safety-help">
          {refusal.help}
        </p>
      )}
      {refusal.suggestions.length > 0 && (
        <ul aria-label="Ideas you could make" className="mt-4 grid gap-2 sm:grid-cols-3">
          {refusal.suggestions.map((idea) => (
            <li key={idea}>
              <button
                type="button"
                onClick={() => onPickIdea(idea)}
                className="flex h-full w-full cursor-pointer items-start gap-2 rounded-xl border-2 border-line bg-surface px-3 py-2 text-start font-semibold hover:border-brand-200 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2"
              >
                <Sparkles aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                <span>{idea}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
