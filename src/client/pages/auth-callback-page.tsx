import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageMeta } from "../components/layout/page-meta";
import { Card } from "../components/ui/card";
import { toast } from "../components/ui/use-toast";
import { FAILURE_REDIRECT_DELAY_MS, completeSignIn, planCallback } from "../features/auth/auth-callback";
import { useAuth } from "../features/auth/auth-context";
import { postLoginPath } from "../features/auth/auth-redirect";
import { exchangeAuthCode, signInWithGoogleIdToken } from "../features/auth/auth.api";

export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { login, refreshSession } = useAuth();
  const [message, setMessage] = useState("Signing you in…");
  // The code is single-use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const plan = planCallback({ code: params.get("code"), error: params.get("error"), idToken: params.get("id_token") });
    const target = postLoginPath(params.get("redirectTo"));
    let failTimer: ReturnType<typeof setTimeout> | undefined;

    const fail = (title: string, loginError?: string) => {
      setMessage(title);
      toast({ title, variant: "destructive" });
      const back = loginError ? `/login?error=${encodeURIComponent(loginError)}` : "/login";
      failTimer = setTimeout(() => void navigate(back, { replace: true }), FAILURE_REDIRECT_DELAY_MS);
    };

    async function run() {
      if (plan.kind === "error") return fail(`Authentication error: ${plan.error}`, plan.error);
      if (plan.kind === "none") return fail("No authorization code or token provided");
      let auth;
      try {
        auth = plan.kind === "code" ? await exchangeAuthCode(plan.code) : await signInWithGoogleIdToken(plan.idToken);
      } catch (error) {
        console.error("Authentication failed", error);
        return fail("Authentication failed", plan.kind === "code" ? "invalid_code" : "auth_failed");
      }
      const user = await completeSignIn(auth, { login, refreshSession });
      if (!user) return fail("Authentication failed: Unable to verify user session");
      toast({ title: "Welcome!", description: `You're signed in as ${user.username}.` });
      void navigate(target, { replace: true });
    }
    void run();
    return () => clearTimeout(failTimer);
    // Runs once per visit: the URL's parameters are read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <PageMeta title="Signing in" description="Finishing your PromptBlocks sign-in." />
      <div className="mx-auto max-w-md px-4 py-24">
        <Card className="flex flex-col items-center gap-4 p-8 text-center" role="status" aria-live="polite">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
          <h1 className="text-2xl">Processing Authentication</h1>
          <p className="text-ink-soft">{message}</p>
        </Card>
      </div>
    </>
  );
}
