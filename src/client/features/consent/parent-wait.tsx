import { Hourglass } from "lucide-react";
import { Link } from "../../lib/navigation";
import type { TUser } from "../../../shared/user";
import { cn } from "../../lib/cn";

/**
 * Issue 31 point 3: a child under CONSENT_AGE cannot generate until a parent says yes. Until
 * then every place that would offer a generation says so at once (generator, dashboard), instead
 * of counting free generations and explaining only after Generate is pressed.
 *   ask: no parent has been asked yet; waiting: the e-mail went out, no answer yet.
 */
export type TParentWait = "ask" | "waiting";

export function parentWaitOf(user: Pick<TUser, "parentalConsent"> | null | undefined): TParentWait | null {
  if (user?.parentalConsent === "needed") return "ask";
  if (user?.parentalConsent === "requested") return "waiting";
  return null;
}

const TEXTS: Record<TParentWait, { title: string; body: string; link: string }> = {
  ask: {
    title: "A parent needs to say yes first",
    body: "Because you are under 13, you can make your own blocks once a parent agrees. Until then, look at the examples and the guide.",
    link: "Ask a parent",
  },
  waiting: {
    title: "Waiting for your parent's yes",
    body: "We sent your parent an e-mail. You can make your own blocks as soon as they agree.",
    link: "Resend or change your parent's address",
  },
};

/** Why Generate is switched off, said next to the button (its aria-describedby). */
export const GENERATE_BLOCKED_REASON = "You can generate once your parent says yes.";

export function ParentWaitNotice({ wait, className, testId = "parent-wait" }: { wait: TParentWait; className?: string; testId?: string }) {
  const text = TEXTS[wait];
  return (
    <div role="status" data-testid={testId} data-wait={wait} className={cn("flex items-start gap-3 rounded-xl border-2 border-sea-600/30 bg-sea-50 p-4", className)}>
      <Hourglass className="mt-0.5 h-6 w-6 shrink-0 text-sea-700" aria-hidden="true" />
      <div>
        <p className="font-bold">{text.title}</p>
        <p className="text-ink-soft">{text.body}</p>
        <Link to="/ask-a-parent" className="mt-1 inline-block font-bold text-sea-700 underline">
          {text.link}
        </Link>
      </div>
    </div>
  );
}
