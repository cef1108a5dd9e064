import { useState, type FormEvent } from "react";
import type { TAuthResponse } from "../../../shared/user";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { signInWithTestLogin } from "./auth.api";

/**
 * SPEC 2 /login "on a local host": instead of Google, ask for an e-mail and sign in through the
 * server's test login (which a production configuration refuses).
 */
export function TestLoginDialog({
  open,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (auth: TAuthResponse) => Promise<void>;
}) {
  const [email, setEmail] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  // Also shown inline: while the dialog is open, screen readers cannot reach the toast area.
  const [isEmailMissing, setIsEmailMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    setIsEmailMissing(!trimmed);
    if (!trimmed) {
      toast({ title: "Please enter an email", description: "Email is required for test login", variant: "destructive" });
      return;
    }
    setIsBusy(true);
    try {
      await onSignedIn(await signInWithTestLogin(trimmed));
      onOpenChange(false);
    } catch (error) {
      console.error("Test login failed", error);
      toast({ title: "Test Login Failed", description: "Could not complete mock login", variant: "destructive" });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Test login</DialogTitle>
          <DialogDescription>
            This copy of PromptBlocks runs locally, so you can sign in with any e-mail address. No Google account is
            used.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
          <Label htmlFor="test-login-email">E-mail</Label>
          <Input
            id="test-login-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={isEmailMissing}
            aria-describedby={isEmailMissing ? "test-login-email-error" : undefined}
            autoFocus
          />
          {isEmailMissing && (
            <p id="test-login-email-error" className="text-sm font-semibold text-danger-700">
              Please enter an email.
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBusy}>
              {isBusy ? "Signing in..." : "Sign in"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
