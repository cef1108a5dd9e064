import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { SCHOOL_FIELD_MAX_CHARS } from "../../../shared/classes-limits";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { QueryClientScope } from "../../lib/query-client-scope";
import { askForTeacherAccount, classLightKeys as classKeys, fetchMyTeacherRequest } from "./classes.light-api";

/**
 * The request itself, for a signed-in person without a teacher account: its own chunk, which
 * brings the query cache, so /for-schools comes alive without TanStack Query (decision 600).
 */
function TeacherRequestAsk() {
  const queryClient = useQueryClient();
  const [school, setSchool] = useState("");
  const [country, setCountry] = useState("");
  const [roleAtSchool, setRoleAtSchool] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mine = useQuery({ queryKey: classKeys.myTeacherRequest, queryFn: fetchMyTeacherRequest });
  const ask = useMutation({
    mutationFn: () => askForTeacherAccount({ school, country, roleAtSchool }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.myTeacherRequest }),
    onError: (failure) => setError(failure instanceof Error ? failure.message.replace(/^\d+: /, "") : String(failure)),
  });

  const request = mine.data?.request;
  if (request?.status === "pending") {
    return (
      <p role="status" data-testid="teacher-request-pending">
        Thank you. Your request for {request.school} is waiting for review. Once it is granted, “My classes” appears in your account menu.
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    ask.mutate();
  };
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-3" aria-label="Ask for a teacher account">
      {request?.status === "declined" && <p>Your last request was not granted. You can ask again with more detail.</p>}
      <div className="flex flex-col gap-1">
        <Label htmlFor="teacher-school">School</Label>
        <Input id="teacher-school" value={school} required maxLength={SCHOOL_FIELD_MAX_CHARS} onChange={(e) => setSchool(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="teacher-country">Country</Label>
        <Input id="teacher-country" value={country} required maxLength={SCHOOL_FIELD_MAX_CHARS} onChange={(e) => setCountry(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="teacher-role">Your role at the school</Label>
        <Input id="teacher-role" value={roleAtSchool} required maxLength={SCHOOL_FIELD_MAX_CHARS} placeholder="Class teacher, head of computing…" onChange={(e) => setRoleAtSchool(e.target.value)} />
      </div>
      {error !== null && (
        <p role="alert" className="font-bold text-danger-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={ask.isPending}>
          Ask for a teacher account
        </Button>
      </div>
    </form>
  );
}

export default function TeacherRequestAskLive() {
  return (
    <QueryClientScope>
      <TeacherRequestAsk />
    </QueryClientScope>
  );
}
