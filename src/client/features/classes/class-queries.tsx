import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fieldClasses } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { QueryClientScope } from "../../lib/query-client-scope";
import { useAuth } from "../auth/auth-context";
import { setActiveClassId, useActiveClassId } from "./active-class";
import { classLightKeys as classKeys, fetchMyClasses } from "./classes.light-api";

/**
 * A signed-in visitor's class, read through the query cache: this chunk comes only once someone
 * is signed in (pupil-class-bar.tsx, hints-first-gate.tsx), and brings TanStack Query with it, so
 * a prerendered page comes alive without it (decision 600).
 */

/**
 * Above the generator, for a pupil in a class (issue 32): which class their blocks are made in
 * (its tokens pay and their teacher sees it), the teacher's challenge, and today's count. Nothing
 * for anyone in no class.
 */
function ClassBar() {
  const { user } = useAuth();
  const activeId = useActiveClassId(user?.id);
  const mine = useQuery({ queryKey: classKeys.mine, queryFn: fetchMyClasses, enabled: user !== null });
  const classes = mine.data?.classes ?? [];
  const active = classes.find((klass) => klass.id === activeId) ?? null;

  // A class the pupil left or was removed from is forgotten here too.
  useEffect(() => {
    if (user && mine.data && activeId !== null && active === null) setActiveClassId(user.id, null);
  }, [user, mine.data, activeId, active]);

  if (user === null || classes.length === 0) return null;
  return (
    <div className="mb-4 grid gap-2 rounded-2xl border-2 border-sea-600/40 bg-sea-50 p-4" data-testid="pupil-class-bar">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="active-class" className="font-bold">
          Making blocks in
        </label>
        <select
          id="active-class"
          className={cn(fieldClasses, "h-10 w-auto")}
          value={active?.id ?? ""}
          onChange={(e) => setActiveClassId(user.id, e.target.value === "" ? null : Number(e.target.value))}
        >
          <option value="">My own account</option>
          {classes.map((klass) => (
            <option key={klass.id} value={klass.id}>
              {klass.name}
            </option>
          ))}
        </select>
        {active && (
          <span className="text-sm text-ink-soft">
            {active.usedToday} of {active.dailyCap} today · your teacher sees what you make here
          </span>
        )}
      </div>
      {active?.challenge && (
        <p data-testid="class-challenge">
          <span className="font-bold">Your teacher’s challenge:</span> {active.challenge}
        </p>
      )}
    </div>
  );
}

export function PupilClassBarLive() {
  return (
    <QueryClientScope>
      <ClassBar />
    </QueryClientScope>
  );
}

function ClassHintsFirst({ classId, onChange }: { classId: number; onChange: (classId: number, hintsFirst: boolean) => void }) {
  const mine = useQuery({ queryKey: classKeys.mine, queryFn: fetchMyClasses });
  const hintsFirst = mine.data?.classes.find((klass) => klass.id === classId)?.hintsFirst ?? false;
  useEffect(() => onChange(classId, hintsFirst), [classId, hintsFirst, onChange]);
  return null;
}

/** Tells the hints-first gate whether the class `classId` teaches hints first. */
export function ClassHintsFirstLive(props: { classId: number; onChange: (classId: number, hintsFirst: boolean) => void }) {
  return (
    <QueryClientScope>
      <ClassHintsFirst {...props} />
    </QueryClientScope>
  );
}
