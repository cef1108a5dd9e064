import { useState, type FormEvent } from "react";
import { Navigate } from "react-router";
import { useNavigate, useSearchParams } from "../lib/navigation";
import { PageMeta } from "../components/layout/page-meta";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { fieldClasses } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { useAuth } from "../features/auth/auth-context";
import { isJoinRedirect } from "../features/auth/auth-redirect";
import { MONTH_NAMES, saveBirthDate } from "../features/consent/consent.api";
import { cn } from "../lib/cn";

/** Only same-site paths, so the `next` parameter cannot send anyone elsewhere. */
function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/welcome") ? next : "/dashboard";
}

/**
 * Where the step leads: a child still waiting for a parent goes to ask one, unless they were on
 * their way to join a class (issue 32: in the class the school's authorisation covers them, so
 * the join step comes first; the parent route stays for everything outside it).
 */
function afterBirthDate(user: { ageStatus: string; parentalConsent: string }, next: string | null): string {
  if (user.ageStatus === "child" && user.parentalConsent !== "approved") return isJoinRedirect(next) ? next : "/ask-a-parent";
  return safeNext(next);
}

/** Issue 16, first sign-in: the month and year of birth, nothing more. */
export default function BirthDatePage() {
  const { status, user, updateUser } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [month, setMonth] = useState("");
  const [year, setYear] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 100 }, (_, index) => thisYear - index);

  if (status === "unauthenticated") return <Navigate to="/login" replace />;
  if (user && user.ageStatus !== "unknown") return <Navigate to={afterBirthDate(user, params.get("next"))} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (month === "" || year === "") {
      setError("Please choose the month and the year you were born.");
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      const saved = await saveBirthDate(Number(year), Number(month));
      updateUser(saved);
      void navigate(afterBirthDate(saved, params.get("next")), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message.replace(/^\d+: /, "") : "That did not work. Please try again.");
      setIsSaving(false);
    }
  }

  return (
    <>
      <PageMeta title="When were you born?" description="PromptBlocks asks the month and year you were born, so children get a parent's permission first." />
      <div className="mx-auto flex max-w-md flex-col px-4 py-16">
        <Card>
          <CardHeader>
            <CardTitle className="text-2xl">When were you born?</CardTitle>
            <CardDescription>
              We only ask the month and the year. Children under 13 need a parent to say yes before they make their own blocks.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
              <div className="grid grid-cols-2 gap-3">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="birth-month">Month</Label>
                  <select id="birth-month" className={cn(fieldClasses, "h-11")} value={month} onChange={(event) => setMonth(event.target.value)}>
                    <option value="">Choose…</option>
                    {MONTH_NAMES.map((name, index) => (
                      <option key={name} value={index + 1}>
                        {name}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="birth-year">Year</Label>
                  <select id="birth-year" className={cn(fieldClasses, "h-11")} value={year} onChange={(event) => setYear(event.target.value)}>
                    <option value="">Choose…</option>
                    {years.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {error && (
                <p role="alert" className="font-semibold text-danger-700">
                  {error}
                </p>
              )}
              <Button type="submit" disabled={isSaving}>
                {isSaving ? "Saving..." : "Continue"}
              </Button>
              <p className="text-sm text-ink-soft">You cannot change this later, so please choose carefully.</p>
            </form>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
