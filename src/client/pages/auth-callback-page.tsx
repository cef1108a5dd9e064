import { CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "../lib/navigation";
import { PageMeta } from "../components/layout/page-meta";
import { Card } from "../components/ui/card";
import { toast } from "../components/ui/use-toast";
import { FAILURE_REDIRECT_DELAY_MS, completeSignIn, planCallback } from "../features/auth/auth-callback";
import { useAuth } from "../features/auth/auth-context";
import { postLoginPath } from "../features/auth/auth-redirect";
import { exchangeAuthCode, signInWithGoogleIdToken } from "../features/auth/auth.api";

type TFailure = { title: string; back: string };

export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { login, refreshSession } = useAuth();
  const [message, setMessage] = useState("Signing you in…");
  const [failure, setFailure] = useState<TFailure | null>(null);
  // The code is single-use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const plan = planCallback({ code: params.get("code"), error: params.get("error"), idToken: params.get("id_token") });
    const target = postLoginPath(params.get("redirectTo"));

    const fail = (title: string, loginError?: string) => {
      toast({ title, variant: "destructive" });
      setFailure({ title, back: loginError ? `/login?error=${encodeURIComponent(loginError)}` : "/login" });
    };

    async function run() {
      if (plan.kind === "error") return fail(`Authentication error: ${plan.error}`, plan.error);
      if (plan.kind === "none") return fail("No authorization code or token provided");
      let auth;
      try {
        auth = plan.kind === "code" ? await exchangeAuthCode(plan.code) : await signInWithGoogleIdToken(plan.idToken);
      } catch (error) {
        console.warn("Authentication failed", error);
        return fail("Authentication failed", plan.kind === "code" ? "invalid_code" : "auth_failed");
      }
      setMessage("Checking your account…");
      const user = await completeSignIn(auth, { login, refreshSession });
      if (!user) return fail("Authentication failed: Unable to verify user session");
      toast({ title: "Welcome!", description: `You're signed in as ${user.username}.` });
      void navigate(target, { replace: true });
    }
    void run();
    // Runs once per visit: the URL's parameters are read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // SPEC 9: back to /login 3 s after a failure. Its own effect, so the timer survives StrictMode's
  // remount (the sign-in effect above runs only once) and is cleared if the person leaves first.
  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => void navigate(failure.back, { replace: true }), FAILURE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  return (
    <>
      <PageMeta title="Signing in" description="Finishing your PromptBlocks sign-in." />
      <div className="mx-auto max-w-md px-4 py-24">
        <Card className="flex flex-col items-center gap-4 p-8 text-center">
          {failure ? (
            <CircleAlert className="h-10 w-10 text-danger-700" aria-hidden="true" />
          ) : (
            <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
          )}
          <h1 className="text-2xl">Processing Authentication</h1>
          {failure ? (
            // No spinner under an error: say what happened and where the way on is.
            <div role="alert" className="flex flex-col gap-2" data-testid="auth-callback-failed">
              <p className="font-bold text-danger-700">{failure.title}</p>
              <p className="text-ink-soft">Taking you back to the sign-in page…</p>
              <Link to={failure.back} replace className="font-bold text-sea-700">
                Back to sign in now
              </Link>
            </div>
          ) : (
            <p className="text-ink-soft" role="status" aria-live="polite">
              {message}
            </p>
          )}
        </Card>
      </div>
    </>
  );
}
