import { useCallback } from "react";
import { useNavigate } from "../../lib/navigation";
import { toast } from "../../components/ui/use-toast";
import { useSharedRead } from "../../lib/shared-read";
import { configRead } from "../auth/session-read";
import { useAuth } from "../auth/auth-context";
import { paymentPageUrl, PRICING_PATH, readGeneratorConfig } from "../generator/payment-link";
import { markCheckoutOpened } from "./checkout-state";

/**
 * Every upgrade control's one behaviour (issue 10): a signed-in user gets the checkout (Gumroad,
 * or the local test checkout) in a new tab with SPEC 7's parameters; a visitor goes to sign in
 * first; without any checkout the plans page explains instead.
 */
export function useCheckout(options: { loginRedirect?: string } = {}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const config = useSharedRead(configRead);
  const { paymentUrl } = readGeneratorConfig(config.data);
  const loginPath = options.loginRedirect ? `/login?redirect=${encodeURIComponent(options.loginRedirect)}` : "/login";

  const openCheckout = useCallback(() => {
    if (!user) {
      void navigate(loginPath);
      return;
    }
    if (!paymentUrl) {
      if (window.location.pathname === PRICING_PATH) {
        toast({ title: "Buying tokens is not available yet", description: "This PromptBlocks server has no checkout set up. Please ask its owner." });
      } else {
        void navigate(PRICING_PATH);
      }
      return;
    }
    // noopener: the storefront gets no handle on this tab. Detection polls the session instead.
    window.open(paymentPageUrl(paymentUrl, user), "_blank", "noopener,noreferrer");
    markCheckoutOpened();
  }, [user, paymentUrl, navigate, loginPath]);

  return { openCheckout, hasCheckout: paymentUrl !== null, isSignedIn: user !== null };
}
