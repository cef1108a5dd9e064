import { CircleAlert, Info } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "../lib/navigation";
import type { TAuthResponse } from "../../shared/user";
import { PageMeta } from "../components/layout/page-meta";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { toast } from "../components/ui/use-toast";
import { useAuth } from "../features/auth/auth-context";
import { isJoinRedirect, postLoginPath } from "../features/auth/auth-redirect";
import { googleRedirectUrl, signInWithGoogleIdToken } from "../features/auth/auth.api";
import { GoogleMark } from "../features/auth/google-mark";
import { GoogleCancelledError, GoogleUnavailableError, requestGoogleIdToken } from "../features/auth/google-identity";
import { loginErrorText } from "../features/auth/login-errors";
import { TestLoginDialog } from "../features/auth/test-login-dialog";
import { useSharedRead } from "../lib/shared-read";
import { configRead } from "../features/auth/session-read";

export default function LoginPage() {
  const [params] = useSearchParams();
  const error = params.get("error");
  const redirect = params.get("redirect");
  const target = postLoginPath(redirect);
  const navigate = useNavigate();
  const { status, login } = useAuth();
  const config = useSharedRead(configRead);
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [isTestLoginOpen, setIsTestLoginOpen] = useState(false);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (status === "authenticated" && !isSigningIn) void navigate(target, { replace: true });
  }, [status, isSigningIn, navigate, target]);

  async function finish(auth: TAuthResponse) {
    await login(auth);
    toast({ title: "Welcome!", description: `You're signed in as ${auth.user.username}.` });
    void navigate(target, { replace: true });
  }

  async function signIn() {
    if (config.data?.testLoginEnabled) {
      setIsTestLoginOpen(true);
      return;
    }
    const clientId = config.data?.googleClientId;
    setIsSigningIn(true);
    try {
      if (!clientId) throw new GoogleUnavailableError("No Google client id configured");
      await finish(await signInWithGoogleIdToken(await requestGoogleIdToken(clientId)));
    } catch (failure) {
      if (failure instanceof GoogleCancelledError) {
        setIsSigningIn(false);
        return;
      }
      if (failure instanceof GoogleUnavailableError) {
        // Full-page redirect through the server's authorization-code flow; it ends at /auth/callback.
        window.location.assign(googleRedirectUrl(redirect));
        return;
      }
      console.error("Google authentication failed", failure);
      toast({ title: "Authentication Error", description: "Unable to authenticate with Google", variant: "destructive" });
      setIsSigningIn(false);
    }
  }

  return (
    <>
      <PageMeta title="Sign in" description="Sign in to PromptBlocks with your Google account to generate and save blocks for Scratch." />
      <div className="mx-auto flex max-w-md flex-col px-4 py-16">
        <Card>
          <CardHeader className="items-center text-center">
            <CardTitle as="h1" className="text-2xl">Sign in to PromptBlocks</CardTitle>
            <CardDescription>Sign in to create blocks for Scratch and keep everything you make.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {error && (
              <div role="alert" className="flex items-start gap-2 rounded-xl border-2 border-danger-600/30 bg-danger-50 p-3 text-danger-700">
                <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                <p className="font-semibold">{loginErrorText(error)}</p>
              </div>
            )}
            {(redirect === "generator" || isJoinRedirect(redirect)) && (
              <div className="flex items-start gap-2 rounded-xl bg-sea-50 p-3 text-sea-700" data-testid="login-goes-back">
                <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                <p className="font-semibold">
                  {redirect === "generator" ? "After signing in you'll go straight back to the generator." : "After signing in you'll go straight back to join your class."}
                </p>
              </div>
            )}
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={() => void signIn()}
              disabled={isSigningIn || config.isPending}
            >
              <GoogleMark className="h-5 w-5" />
              {isSigningIn ? "Signing in..." : "Sign in with Google"}
            </Button>
            {config.isError && (
              <p className="text-center text-sm text-danger-700">We couldn't reach PromptBlocks. Check your connection and reload the page.</p>
            )}
            <p className="text-center text-sm text-ink-soft">
              New here? Signing in with Google creates your free account.
            </p>
            <Link to="/" className="text-center font-bold text-sea-700">
              Continue as guest
            </Link>
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-sm text-ink-soft">
          By signing in you agree to our <Link to="/terms-of-service" className="text-sea-700">Terms of Service</Link> and{" "}
          <Link to="/privacy-policy" className="text-sea-700">Privacy Policy</Link>. Children under 13 need a parent's permission.
        </p>
      </div>
      <TestLoginDialog
        open={isTestLoginOpen}
        onOpenChange={setIsTestLoginOpen}
        onSignedIn={async (auth) => {
          setIsSigningIn(true);
          try {
            await finish(auth);
          } finally {
            setIsSigningIn(false);
          }
        }}
      />
    </>
  );
}
