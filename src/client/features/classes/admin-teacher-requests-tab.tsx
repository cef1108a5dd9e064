import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { formatDateTime } from "../../lib/format";
import { classKeys, decideTeacherRequest, fetchTeacherRequests } from "./classes.api";

const STATUSES = ["pending", "granted", "declined"] as const;

/** The admin console's review of teacher-account requests (issue 32): grant or decline, audited by the server. */
export function AdminTeacherRequestsTab() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>("pending");
  const requests = useQuery({ queryKey: classKeys.teacherRequests(status), queryFn: () => fetchTeacherRequests(status) });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "grant" | "decline" }) => decideTeacherRequest(id, decision),
    onSuccess: (_answer, { decision }) => {
      toast({ title: decision === "grant" ? "Teacher account granted" : "Request declined" });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/teacher-requests"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/users"] });
    },
    onError: (error) => toast({ title: "Could not decide", description: String(error), variant: "destructive" }),
  });
  return (
    <div className="grid gap-4">
      <div className="flex gap-2" role="group" aria-label="Show requests">
        {STATUSES.map((value) => (
          <Button key={value} size="sm" variant={value === status ? "primary" : "outline"} onClick={() => setStatus(value)}>
            {value === "pending" ? "Waiting" : value === "granted" ? "Granted" : "Declined"}
          </Button>
        ))}
      </div>
      {requests.data?.items.length === 0 && <p className="text-ink-soft">No requests here.</p>}
      <ul className="grid gap-3">
        {requests.data?.items.map((request) => (
          <li key={request.id} className="rounded-2xl border-2 border-line bg-surface p-4" data-testid="teacher-request">
            <p className="font-bold">
              {request.username} · {request.email}
            </p>
            <p>
              {request.roleAtSchool} at {request.school}, {request.country}
            </p>
            <p className="text-sm text-ink-soft">Asked {formatDateTime(request.createdAt)}{request.decidedAt ? ` · decided ${formatDateTime(request.decidedAt)}` : ""}</p>
            {request.status === "pending" && (
              <div className="mt-2 flex gap-2">
                <Button size="sm" onClick={() => decide.mutate({ id: request.id, decision: "grant" })}>
                  Grant teacher account
                </Button>
                <Button size="sm" variant="outline" onClick={() => decide.mutate({ id: request.id, decision: "decline" })}>
                  Decline
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
