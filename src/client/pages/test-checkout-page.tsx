import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, FlaskConical, Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "../lib/navigation";
import { PageMeta } from "../components/layout/page-meta";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { payWithTestCheckout } from "../features/account/billing.api";
import { useOffer } from "../features/marketing/pricing-plans";
import { formatCount } from "../lib/format";

const MAX_PACKS = 5;
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * The local test checkout: what Gumroad's storefront is on a live site, with no money involved.
 * It reads SPEC 7's parameters like the storefront does, and "Pay (test)" makes the server send a
 * realistic Gumroad ping to its own webhook. The server refuses it (404) in production.
 */
export default function TestCheckoutPage() {
  const [params] = useSearchParams();
  const offer = useOffer();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [packs, setPacks] = useState(1);
  const emailId = useId();
  const customUserId = params.get("custom_fields[custom_user_id]") ?? params.get("custom_user_id") ?? undefined;
  // Issue 32: the teacher dashboard's "buy for this class" link adds the class, as Gumroad's custom field.
  const classId = params.get("custom_fields[class_id]") ?? params.get("class_id") ?? undefined;
  const pay = useMutation({
    mutationFn: () => payWithTestCheckout({ email: email.trim(), quantity: packs, ...(customUserId ? { customUserId } : {}), ...(classId ? { classId } : {}) }),
  });
  const received = ["email", "custom_user_id", "custom_fields[custom_user_id]", "class_id", "variant", "timestamp"].map((key) => [key, params.get(key)] as const);

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <PageMeta title="Test checkout" description="The local test checkout of PromptBlocks: no real payment." />
      <p className="mb-4 flex items-start gap-2 rounded-xl border-2 border-sun-400 bg-sun-100 px-4 py-3 font-bold" data-testid="test-checkout-note">
        <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        Local test checkout: no real money moves. On a live site, Gumroad's checkout opens here instead.
      </p>

      {!offer.isTestCheckout && !offer.isPending ? (
        <Card className="p-7">
          <h1 className="text-2xl">Test checkout is not available</h1>
          <p className="mt-2 text-ink-soft">This server sells tokens through its real checkout. Go back to PromptBlocks and press Buy tokens.</p>
        </Card>
      ) : pay.isSuccess ? (
        <Card className="p-7 text-center" data-testid="test-checkout-done">
          <CheckCircle2 className="mx-auto h-14 w-14 text-sea-600" aria-hidden="true" />
          <h1 className="mt-3 text-2xl">Payment complete (test)</h1>
          <p className="mt-2 text-lg">
            {pay.data.status === "credited"
              ? `${formatCount(pay.data.tokens, "en-US")} tokens were added to ${pay.data.toClass ? "the class" : "the account"}.`
              : `The tokens wait for ${email} to sign in to PromptBlocks.`}
          </p>
          <p className="mt-1 text-ink-soft">Order #{pay.data.orderNumber}</p>
          <p className="mt-4">You can close this tab and go back to PromptBlocks.</p>
          <Button className="mt-4" variant="outline" onClick={() => window.close()}>
            Close this tab
          </Button>
        </Card>
      ) : (
        <Card className="p-7">
          <h1 className="text-2xl">PromptBlocks tokens</h1>
          <p className="mt-1 text-ink-soft">
            One pack: {usd.format(offer.priceUsd)} for {formatCount(offer.tokensPerPack, "en-US")} tokens. Tokens never expire.
          </p>
          <form
            className="mt-5 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              pay.mutate();
            }}
          >
            <div>
              <Label htmlFor={emailId}>E-mail</Label>
              <Input id={emailId} type="email" required value={email} onChange={(event) => setEmail(event.target.value)} className="mt-1" />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-bold">Packs</span>
              <Button type="button" size="icon" variant="outline" aria-label="One pack fewer" disabled={packs <= 1} onClick={() => setPacks(packs - 1)}>
                <Minus className="h-4 w-4" aria-hidden="true" />
              </Button>
              <span className="w-6 text-center text-xl font-black" data-testid="test-checkout-packs">
                {packs}
              </span>
              <Button type="button" size="icon" variant="outline" aria-label="One pack more" disabled={packs >= MAX_PACKS} onClick={() => setPacks(packs + 1)}>
                <Plus className="h-4 w-4" aria-hidden="true" />
              </Button>
              <span className="ms-auto text-end">
                <span className="block text-2xl font-black" data-testid="test-checkout-total">
                  {usd.format(offer.priceUsd * packs)}
                </span>
                <span className="text-sm text-ink-soft">{formatCount(offer.tokensPerPack * packs, "en-US")} tokens</span>
              </span>
            </div>
            {pay.isError && (
              <p role="alert" className="rounded-xl border-2 border-danger-600/30 bg-danger-50 px-4 py-2.5 font-semibold text-danger-700">
                {pay.error.message}
              </p>
            )}
            <Button type="submit" size="lg" disabled={pay.isPending || email.trim() === ""}>
              {pay.isPending ? "Paying..." : "Pay (test)"}
            </Button>
          </form>
          <details className="mt-5 text-sm text-ink-soft">
            <summary className="cursor-pointer font-bold">What the checkout received</summary>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="test-checkout-params">
              {received.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-mono">{key}</dt>
                  <dd className="break-all font-mono">{value ?? "—"}</dd>
                </div>
              ))}
            </dl>
          </details>
        </Card>
      )}
    </div>
  );
}
