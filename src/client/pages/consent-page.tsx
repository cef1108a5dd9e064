import { useQuery } from "@tanstack/react-query";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { Link } from "../lib/navigation";
import type { TConsentDecisionResponse } from "../../shared/consent";
import { PageMeta } from "../components/layout/page-meta";
import { PageLoading } from "../components/layout/site-layout";
import { Button, buttonClasses } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { decideConsent, fetchConsentView } from "../features/consent/consent.api";
import { formatDateTimeForReader } from "../lib/format";

/** Issue 16: the page behind the link in a parent's e-mail, in plain words. */
export default function ConsentPage() {
  const { token = "" } = useParams();
  const view = useQuery({ queryKey: ["consent", token], queryFn: () => fetchConsentView(token), retry: false });
  const [answer, setAnswer] = useState<TConsentDecisionResponse | null>(null);
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: "approve" | "decline") {
    setIsSending(true);
    setError(null);
    try {
      setAnswer(await decideConsent(token, decision));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message.replace(/^\d+: /, "") : "That did not work. Please try again.");
    } finally {
      setIsSending(false);
    }
  }

  const meta = <PageMeta title="A parent's permission" description="Read what PromptBlocks keeps about your child and why, then say yes or no." />;
  if (view.isPending) return <PageLoading />;

  if (answer) {
    return (
      <>
        {meta}
        <div className="mx-auto max-w-2xl px-4 py-16">
          <Card>
            <CardHeader>
              <CardTitle className="text-2xl">{answer.decision === "approve" ? "Thank you, you said yes" : "You said no"}</CardTitle>
              <CardDescription>
                {answer.decision === "approve"
                  ? "Your child can now make blocks. We also e-mailed you a link to your parent page; keep it."
                  : "The account and everything in it has been deleted. Nothing about your child is kept."}
              </CardDescription>
            </CardHeader>
            {answer.managePath && (
              <CardContent>
                <Link to={answer.managePath} className={buttonClasses("primary")}>
                  Open your parent page
                </Link>
              </CardContent>
            )}
          </Card>
        </div>
      </>
    );
  }

  if (view.isError || !view.data) {
    return (
      <>
        {meta}
        <div className="mx-auto max-w-2xl px-4 py-16">
          <Card>
            <CardHeader>
              <CardTitle className="text-2xl">This link no longer works</CardTitle>
              <CardDescription>
                It has expired or has already been used. If your child still wants to use PromptBlocks, they can ask you again after signing in.
              </CardDescription>
            </CardHeader>
          </Card>
        </div>
      </>
    );
  }

  const data = view.data;
  return (
    <>
      {meta}
      <div className="mx-auto max-w-2xl px-4 py-12">
        <Card>
          <CardHeader>
            <CardTitle className="text-2xl">Can {data.childName} use PromptBlocks?</CardTitle>
            <CardDescription>
              {data.childName} ({data.childEmail}) asked you, {data.parentEmail}, to say yes. Please read this first.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <div className="flex flex-col gap-3 text-lg leading-relaxed">
              {data.wording.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <p className="text-sm text-ink-soft">This link works once, until {formatDateTimeForReader(data.expiresAt)}.</p>
            {error && (
              <p role="alert" className="flex items-center gap-2 font-semibold text-danger-700">
                <CircleAlert className="h-5 w-5" aria-hidden="true" />
                {error}
              </p>
            )}
            {isConfirmingDecline ? (
              <div className="flex flex-col gap-3 rounded-xl border-2 border-danger-600/30 bg-danger-50 p-4">
                <p className="font-bold">Saying no deletes {data.childName}'s account and everything in it, now. Are you sure?</p>
                <div className="flex flex-wrap gap-3">
                  <Button variant="destructive" disabled={isSending} onClick={() => void decide("decline")}>
                    Yes, say no and delete the account
                  </Button>
                  <Button variant="outline" disabled={isSending} onClick={() => setIsConfirmingDecline(false)}>
                    Go back
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap gap-3">
                <Button disabled={isSending} onClick={() => void decide("approve")}>
                  Yes, I agree
                </Button>
                <Button variant="outline" disabled={isSending} onClick={() => setIsConfirmingDecline(true)}>
                  No, I do not agree
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
