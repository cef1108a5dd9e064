import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "../../lib/navigation";
import { PageHeader } from "../../components/layout/page-header";
import { PageMeta } from "../../components/layout/page-meta";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { useAuth } from "../auth/auth-context";
import { loginPathForJoin } from "../auth/auth-redirect";
import { setActiveClassId } from "./active-class";
import { classKeys, fetchMyClasses, joinClass, leaveClass } from "./classes.api";

/** /join (issue 32): a pupil types their teacher's code (or opens the join link) after signing in. */
export default function JoinPage() {
  const { user, status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(params.get("code") ?? "");
  const [error, setError] = useState<string | null>(null);
  const mine = useQuery({ queryKey: classKeys.mine, queryFn: fetchMyClasses, enabled: user !== null });
  const join = useMutation({
    mutationFn: () => joinClass(code),
    onSuccess: async (joined) => {
      if (user) setActiveClassId(user.id, joined.classId);
      await queryClient.invalidateQueries({ queryKey: classKeys.mine });
      void navigate("/#generator");
    },
    onError: (failure) => setError(failure instanceof Error ? failure.message.replace(/^\d+: /, "") : String(failure)),
  });
  const leave = useMutation({
    mutationFn: (classId: number) => leaveClass(classId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.mine }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    join.mutate();
  };

  return (
    <>
      <PageMeta title="Join a class" description="Join your class on PromptBlocks with the code from your teacher." />
      <PageHeader title="Join a class" intro="Type the code your teacher gave you." />
      <div className="mx-auto grid max-w-xl gap-6 px-4 pb-16">
        {status !== "loading" && user === null ? (
          <Card className="p-5">
            <p>Sign in first. Then you come straight back here to join your class.</p>
            <Link to={loginPathForJoin(code)} className={buttonClasses("primary", "md", "mt-3 no-underline")}>
              Sign in
            </Link>
          </Card>
        ) : (
          <Card className="p-5">
            <form onSubmit={submit} className="grid gap-3">
              <Label htmlFor="join-code">Class code</Label>
              <Input
                id="join-code"
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                className="font-mono text-2xl uppercase tracking-widest"
                maxLength={20}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={error !== null}
                aria-describedby={error !== null ? "join-error" : undefined}
              />
              {error !== null && (
                <p id="join-error" role="alert" className="font-bold text-danger-700">
                  {error}
                </p>
              )}
              <div>
                <Button type="submit" disabled={code.trim() === "" || join.isPending}>
                  {join.isPending ? "Joining…" : "Join class"}
                </Button>
              </div>
            </form>
          </Card>
        )}
        {mine.data && mine.data.classes.length > 0 && (
          <Card className="p-5">
            <h2 className="mb-2 text-xl">Your classes</h2>
            <ul className="grid gap-2">
              {mine.data.classes.map((klass) => (
                <li key={klass.id} className="flex items-center justify-between gap-2">
                  <span className="font-bold">
                    {klass.name} <span className="font-normal text-ink-soft">{klass.yearGroup}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      if (window.confirm(`Leave ${klass.name}? Your account and everything you made stay yours.`)) leave.mutate(klass.id);
                    }}
                  >
                    Leave
                  </Button>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}
