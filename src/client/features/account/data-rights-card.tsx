import { Download, LogOut, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { api } from "../../lib/api";
import { useAuth } from "../auth/auth-context";
import { downloadFile } from "../consent/consent.api";

const failed = (title: string) => toast({ title, description: "Please try again.", variant: "destructive" });

/**
 * Issue 16, everyone's data rights on /account: download every row we hold, delete the account
 * (after a confirmation that says what is kept), and end every session on every device.
 */
export function DataRightsCard() {
  const { logout } = useAuth();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [busy, setBusy] = useState<"download" | "delete" | "everywhere" | null>(null);

  async function download() {
    setBusy("download");
    try {
      await downloadFile("/user/export", "promptblocks-my-data.zip");
    } catch {
      failed("Download failed");
    } finally {
      setBusy(null);
    }
  }

  async function deleteAccount() {
    setBusy("delete");
    try {
      await api.request("DELETE", "/user");
      toast({ title: "Account deleted", description: "Everything about you is gone from PromptBlocks." });
      await logout();
    } catch (error) {
      failed(error instanceof Error ? error.message.replace(/^\d+: /, "") : "Deleting failed");
      setBusy(null);
    }
  }

  async function logOutEverywhere() {
    setBusy("everywhere");
    try {
      await api.post("/user/logout-everywhere");
      toast({ title: "Logged out everywhere", description: "Every device signed in to your account is now signed out." });
      await logout();
    } catch {
      failed("Logging out everywhere failed");
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Everything PromptBlocks keeps about you is yours: take a copy, or remove it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={busy !== null} onClick={() => void download()}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {busy === "download" ? "Preparing..." : "Download my data"}
        </Button>
        <Button variant="outline" disabled={busy !== null} onClick={() => void logOutEverywhere()}>
          <LogOut className="h-5 w-5" aria-hidden="true" />
          Log out everywhere
        </Button>
        <Button variant="destructive" disabled={busy !== null} onClick={() => setIsConfirmOpen(true)}>
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          Delete my account
        </Button>
      </CardContent>
      <Dialog open={isConfirmOpen} onOpenChange={setIsConfirmOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your account, your saved blocks, your usage and your sign-ins are deleted at once, for good. Token purchases are kept only as
              anonymised accounting records, as the law requires: no name, no e-mail, nothing that links them to you. Unused tokens are lost.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy !== null} onClick={() => void deleteAccount()}>
              {busy === "delete" ? "Deleting..." : "Yes, delete everything"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
