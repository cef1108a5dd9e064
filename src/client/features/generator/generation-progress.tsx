import { Loader2, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";

/** After this long a generation counts as slow, and the line says waiting is fine. */
export const SLOW_GENERATION_SECONDS = 20;

/** "1 second", "42 seconds", "1 minute 5 seconds": words a child reads, not a stopwatch. */
export function elapsedWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  if (seconds < 60) return plural(seconds, "second");
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? plural(minutes, "minute") : `${plural(minutes, "minute")} ${plural(rest, "second")}`;
}

function useSecondsSince(since: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1000));
}

/**
 * Issue 31: while a generation runs, how long it has taken so far and a Cancel button that
 * really stops it (the request is aborted, the server aborts the provider call, nothing is used).
 * The ticking time is not announced each second; a screen reader hears the slow note.
 */
export function GenerationProgress({ since, onCancel }: { since: number; onCancel: () => void }) {
  const seconds = useSecondsSince(since);
  const isSlow = seconds >= SLOW_GENERATION_SECONDS;
  return (
    <div data-testid="generation-progress" className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border-2 border-brand-200 bg-brand-50 px-4 py-2.5">
      <Loader2 aria-hidden className="h-5 w-5 shrink-0 animate-spin text-brand-700" />
      <p className="min-w-48 flex-1 font-semibold">
        <span data-testid="generation-elapsed" className="whitespace-nowrap">
          Time so far: {elapsedWords(seconds)}
        </span>{" "}
        {/* Always there, so the slow note is announced when it appears; the panel's placeholder announces the start. */}
        <span role="status" className="text-ink-soft">
          {isSlow ? "This one is taking a while: you can wait or cancel." : ""}
        </span>
      </p>
      <Button type="button" variant="outline" onClick={onCancel} data-testid="cancel-generation">
        <X aria-hidden className="h-4 w-4" /> Cancel
      </Button>
    </div>
  );
}
