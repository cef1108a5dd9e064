import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { PageMeta } from "../components/layout/page-meta";
import { PageLoading } from "../components/layout/site-layout";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { toast } from "../components/ui/use-toast";
import { deleteChildAccount, downloadFile, fetchParentView, revokeParentalConsent } from "../features/consent/consent.api";
import { formatDateTime, formatDateTimeForReader } from "../lib/format";
import { ProjectBlockPanel } from "../features/project/project-block-panel";

/** Issue 16: a parent's page for one child, from the link e-mailed after saying yes. */
export default function ParentManagePage() {
  const { token = "" } = useParams();
  const queryClient = useQueryClient();
  const view = useQuery({ queryKey: ["parent-view", token], queryFn: () => fetchParentView(token), retry: false });
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isDeleted, setIsDeleted] = useState(false);

  const revoke = useMutation({
    mutationFn: () => revokeParentalConsent(token),
    onSuccess: async () => {
      toast({ title: "Consent withdrawn", description: "Your child can no longer make blocks." });
      await queryClient.invalidateQueries({ queryKey: ["parent-view", token] });
    },
    onError: () => toast({ title: "That did not work", description: "Please try again.", variant: "destructive" }),
  });
  const remove = useMutation({
    mutationFn: () => deleteChildAccount(token),
    onSuccess: () => setIsDeleted(true),
    onError: () => toast({ title: "That did not work", description: "Please try again.", variant: "destructive" }),
  });

  const meta = <PageMeta title="Your parent page" description="See what your child made on PromptBlocks, download their data, withdraw consent or delete the account." />;
  if (isDeleted) {
    return (
      <>
        {meta}
        <div className="mx-auto max-w-2xl px-4 py-16">
          <Card>
            <CardHeader>
              <CardTitle className="text-2xl">The account has been deleted</CardTitle>
              <CardDescription>Everything about your child is gone from PromptBlocks.</CardDescription>
            </CardHeader>
          </Card>
        </div>
      </>
    );
  }
  if (view.isPending) return <PageLoading />;
  if (view.isError || !view.data) {
    return (
      <>
        {meta}
        <div className="mx-auto max-w-2xl px-4 py-16">
          <Card>
            <CardHeader>
              <CardTitle className="text-2xl">This link no longer works</CardTitle>
              <CardDescription>The account may have been deleted, or the link has expired.</CardDescription>
            </CardHeader>
          </Card>
        </div>
      </>
    );
  }

  const { child, consent, generations } = view.data;
  const isActive = consent.status === "approved";
  return (
    <>
      {meta}
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
        <h1 className="text-3xl">{child.username}'s PromptBlocks</h1>
        <Card>
          <CardHeader>
            <CardTitle>Your permission</CardTitle>
            <CardDescription>
              {isActive
                ? `You said yes${consent.decidedAt ? ` on ${formatDateTimeForReader(consent.decidedAt)}` : ""}. ${child.username} can make blocks.`
                : `You withdrew your permission${consent.decidedAt ? ` on ${formatDateTimeForReader(consent.decidedAt)}` : ""}. ${child.username} cannot make blocks; the account will be deleted unless you say yes again to a new request.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => void downloadFile(`/consent/manage/${encodeURIComponent(token)}/export`, "promptblocks-child-data.zip")}>
              Download all their data
            </Button>
            {isActive && (
              <Button variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
                Withdraw my permission
              </Button>
            )}
            <Button variant="destructive" onClick={() => setIsConfirmingDelete(true)}>
              Delete the account
            </Button>
          </CardContent>
          {isConfirmingDelete && (
            <CardContent className="pt-0">
              <div className="flex flex-col gap-3 rounded-xl border-2 border-danger-600/30 bg-danger-50 p-4">
                <p className="font-bold">This deletes {child.username}'s account and everything they made, for good. Are you sure?</p>
                <div className="flex flex-wrap gap-3">
                  <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
                    Yes, delete everything
                  </Button>
                  <Button variant="outline" onClick={() => setIsConfirmingDelete(false)}>
                    Keep the account
                  </Button>
                </div>
              </div>
            </CardContent>
          )}
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What {child.username} made</CardTitle>
            <CardDescription>
              {generations.length === 0 ? "Nothing yet." : `${generations.length} ${generations.length === 1 ? "idea" : "ideas"}, newest first.`}
            </CardDescription>
          </CardHeader>
          {generations.length > 0 && (
            <CardContent className="flex flex-col gap-4">
              {generations.map((generation) => (
                <article key={generation.id} className="rounded-xl border-2 border-line p-4">
                  <p className="text-sm text-ink-soft">{formatDateTime(generation.createdAt)}</p>
                  <h2 className="mt-1 text-lg font-bold">{generation.prompt}</h2>
                  {/* Issue 31 point 4: the blocks as the child saw them, pictures rather than code. */}
                  <ProjectBlockPanel text={generation.blocks} title="The blocks" className="mt-3" />
                </article>
              ))}
            </CardContent>
          )}
        </Card>
      </div>
    </>
  );
}
