import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "../../lib/navigation";
import type { TClassSummary } from "../../../shared/classes";
import { PageHeader } from "../../components/layout/page-header";
import { PageMeta } from "../../components/layout/page-meta";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/cn";
import { useAuth } from "../auth/auth-context";
import { ClassRoster, ClassWeek, ClassWorkList } from "./class-work";
import { classKeys, deleteClass, fetchClassDetail, fetchTaughtClasses } from "./classes.api";
import { CreateClassForm, JoinCodePanel, PoolAndCapPanel, TeachingModePanel } from "./teacher-class-forms";

/** /teacher (issue 32): a teacher's classes, each with its code, pool, roster, week and work. */
export default function TeacherPage() {
  const { user, isAdmin, updateUser } = useAuth();
  const classes = useQuery({ queryKey: classKeys.taught, queryFn: fetchTaughtClasses, enabled: user !== null && (isAdmin || user.role === "teacher") });
  const [chosen, setChosen] = useState<number | null>(null);

  if (user === null) return null;
  if (!isAdmin && user.role !== "teacher") {
    return (
      <>
        <PageMeta title="Teacher dashboard" description="Classes, pupils and their work." />
        <PageHeader title="Teacher dashboard" intro="This page is for teacher accounts.">
          <p className="mt-4">
            You can ask for a teacher account on the <Link to="/for-schools#teacher-account">For schools</Link> page.
          </p>
        </PageHeader>
      </>
    );
  }

  const list = classes.data?.classes ?? [];
  const selected = list.find((klass) => klass.id === chosen) ?? list[0];
  return (
    <>
      <PageMeta title="Teacher dashboard" description="Your classes, your pupils and what they made in class." />
      <PageHeader title="Teacher dashboard" intro="Your classes, your pupils, and what they made in class. You see only work made in your classes." />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-16">
        {list.length > 0 && (
          <nav aria-label="Your classes" className="flex flex-wrap gap-2">
            {list.map((klass) => (
              <button
                key={klass.id}
                type="button"
                onClick={() => setChosen(klass.id)}
                aria-current={klass.id === selected?.id ? "true" : undefined}
                className={cn(
                  "rounded-full border-2 px-4 py-1.5 font-bold",
                  klass.id === selected?.id ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-surface hover:border-brand-200",
                )}
              >
                {klass.name} <span className="font-normal">· {klass.pupilCount} {klass.pupilCount === 1 ? "pupil" : "pupils"}</span>
              </button>
            ))}
          </nav>
        )}
        {selected && (
          <ClassView
            key={selected.id}
            klass={selected}
            availableTokens={user.availableTokens}
            checkoutUrl={classes.data?.checkoutUrl ?? null}
            onBalance={(availableTokens) => updateUser({ availableTokens })}
            onDeleted={() => setChosen(null)}
          />
        )}
        <Card className="min-w-0 p-5">
          <h2 className="mb-3 text-xl">{list.length === 0 ? "Set up your first class" : "Add a class"}</h2>
          <CreateClassForm onCreated={setChosen} />
        </Card>
      </div>
    </>
  );
}

function ClassView({
  klass,
  availableTokens,
  checkoutUrl,
  onBalance,
  onDeleted,
}: {
  klass: TClassSummary;
  availableTokens: number;
  checkoutUrl: string | null;
  onBalance: (available: number) => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: classKeys.detail(klass.id), queryFn: () => fetchClassDetail(klass.id) });
  const remove = useMutation({
    mutationFn: () => deleteClass(klass.id),
    onSuccess: async () => {
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: ["/api/classes"] });
    },
    onError: (error) => toast({ title: "The class could not be deleted", description: String(error), variant: "destructive" }),
  });
  return (
    <section aria-labelledby={`class-${klass.id}-title`} className="grid gap-4" data-testid="class-view">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`class-${klass.id}-title`} className="text-2xl">
          {klass.name} <span className="text-lg font-normal text-ink-soft">{klass.yearGroup}</span>
        </h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            if (window.confirm(`Delete ${klass.name}? Pupils keep their accounts and their work; the class’s tokens go back to you.`)) remove.mutate();
          }}
        >
          Delete class
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="min-w-0 p-5">
          <JoinCodePanel klass={klass} />
        </Card>
        <Card className="min-w-0 p-5">
          <PoolAndCapPanel klass={klass} availableTokens={availableTokens} checkoutUrl={checkoutUrl} onBalance={onBalance} />
        </Card>
        <Card className="min-w-0 p-5">
          <TeachingModePanel klass={klass} />
        </Card>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="min-w-0 p-5">
          <h3 className="mb-2 text-lg">Pupils</h3>
          {detail.data ? <ClassRoster detail={detail.data} /> : <p className="text-ink-soft">Loading pupils…</p>}
        </Card>
        <Card className="min-w-0 p-5">
          <h3 className="mb-2 text-lg">This week</h3>
          <ClassWeek classId={klass.id} />
        </Card>
      </div>
      <Card className="min-w-0 p-5">
        <h3 className="mb-3 text-lg">Work made in this class</h3>
        {detail.data ? <ClassWorkList detail={detail.data} /> : <p className="text-ink-soft">Loading…</p>}
      </Card>
    </section>
  );
}
