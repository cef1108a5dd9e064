import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "../../lib/navigation";
import { SCHOOL_FIELD_MAX_CHARS } from "../../../shared/classes-limits";
import { Button, buttonClasses } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { useAuth } from "../auth/auth-context";
import { askForTeacherAccount, classLightKeys as classKeys, fetchMyTeacherRequest } from "./classes.light-api";

/** The /for-schools form (issue 32): a signed-in person asks for a teacher account; an administrator reviews it. */
export function TeacherRequestForm() {
  const { user, status } = useAuth();
  const queryClient = useQueryClient();
  const [school, setSchool] = useState("");
  const [country, setCountry] = useState("");
  const [roleAtSchool, setRoleAtSchool] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mine = useQuery({ queryKey: classKeys.myTeacherRequest, queryFn: fetchMyTeacherRequest, enabled: user !== null && user.role === "user" });
  const ask = useMutation({
    mutationFn: () => askForTeacherAccount({ school, country, roleAtSchool }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.myTeacherRequest }),
    onError: (failure) => setError(failure instanceof Error ? failure.message.replace(/^\d+: /, "") : String(failure)),
  });

  if (status === "loading") return null;
  if (user === null) {
    return (
      <p>
        <Link to="/login">Sign in</Link> with the account you will teach with, then come back here to ask for a teacher account.
      </p>
    );
  }
  if (user.role !== "user") {
    return (
      <p>
        Your account can run classes. <Link to="/teacher" className={buttonClasses("primary", "sm", "ml-2 no-underline")}>Open the teacher dashboard</Link>
      </p>
    );
  }
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
