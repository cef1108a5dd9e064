import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Navigate } from "react-router";
import { Link } from "../lib/navigation";
import { PageMeta } from "../components/layout/page-meta";
import { Button, buttonClasses } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { useAuth } from "../features/auth/auth-context";
import { askParent } from "../features/consent/consent.api";

/** Issue 16: a child under 13 asks a parent, then waits; the examples stay open meanwhile. */
export default function AskParentPage() {
  const { status, user, updateUser, refreshSession } = useAuth();
  const [parentEmail, setParentEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  if (status === "unauthenticated") return <Navigate to="/login" replace />;
  if (!user) return null;
  if (user.ageStatus === "unknown") return <Navigate to="/welcome" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSending(true);
    setError(null);
    try {
      const sent = await askParent(parentEmail.trim());
      setSentTo(sent.parentEmail);
      setParentEmail("");
      updateUser({ parentalConsent: "requested" });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message.replace(/^\d+: /, "") : "That did not work. Please try again.");
    } finally {
      setIsSending(false);
    }
  }

  const approved = user.parentalConsent === "approved" || user.parentalConsent === "not_needed";
  const waiting = sentTo !== null || user.parentalConsent === "requested";

  return (
    <>
      <PageMeta title="Ask a parent" description="Children under 13 need a parent's permission before they make their own blocks." />
      <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-16">
        {approved ? (
          <Card>
            <CardHeader>
              <CardTitle className="text-2xl">You're all set!</CardTitle>
              <CardDescription>Your parent said yes. Have fun making blocks.</CardDescription>
            </CardHeader>
            <CardContent>
              <Link to="/#generator" className={buttonClasses("primary")}>
                Make blocks
              </Link>
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle className="text-2xl">Ask a parent</CardTitle>
              <CardDescription>
                Because you are under 13, a parent needs to say yes before you can make your own blocks. Type your parent's e-mail address and we
                will send them a message explaining everything.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {waiting && (
                <div role="status" className="flex items-start gap-3 rounded-xl border-2 border-sea-600/30 bg-sea-50 p-4">
                  <MailCheck className="mt-0.5 h-6 w-6 shrink-0 text-sea-700" aria-hidden="true" />
                  <div>
                    <p className="font-bold">We sent the e-mail{sentTo ? ` to ${sentTo}` : ""}.</p>
                    <p className="text-ink-soft">
                      Ask your parent to open it and choose yes or no. Then come back and press "Check again".
                    </p>
                  </div>
                </div>
              )}
              <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
                <Label htmlFor="parent-email">{waiting ? "Wrong address? Send it to another e-mail" : "Your parent's e-mail address"}</Label>
                <Input
                  id="parent-email"
                  type="email"
                  autoComplete="off"
                  required
                  value={parentEmail}
                  onChange={(event) => setParentEmail(event.target.value)}
                  placeholder="parent@example.com"
                />
                {error && (
                  <p role="alert" className="font-semibold text-danger-700">
                    {error}
                  </p>
                )}
                <Button type="submit" variant={waiting ? "outline" : "primary"} disabled={isSending || parentEmail.trim() === ""}>
                  {isSending ? "Sending..." : "Send to my parent"}
                </Button>
              </form>
              {waiting && (
                <Button onClick={() => void refreshSession()}>
                  Check again
                </Button>
              )}
            </CardContent>
          </Card>
        )}
        {!approved && (
          <p className="text-center" data-testid="join-class-instead">
            Using PromptBlocks at school? <Link to="/join">Join your class with your teacher’s code</Link>: in your class, your school says yes for
            schoolwork.
          </p>
        )}
        {!approved && (
          <p className="text-center text-ink-soft">
            While you wait, you can look at the{" "}
            <Link to="/#examples" className="font-bold text-sea-700 underline">
              example projects
            </Link>{" "}
            and read{" "}
            <Link to="/doc" className="font-bold text-sea-700 underline">
              how PromptBlocks works
            </Link>
            .
          </p>
        )}
      </div>
    </>
  );
}
