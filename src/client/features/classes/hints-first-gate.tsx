import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { useAuth } from "../auth/auth-context";
import { useActiveClassId } from "./active-class";

const ClassHintsFirst = lazy(() => import("./class-queries").then((module) => ({ default: module.ClassHintsFirstLive })));

/**
 * Teaching mode "hints first" (issue 32): in a class that uses it, a fresh answer's blocks wait
 * behind a button; the build guide and explanation below them show first. `result` is the answer
 * shown (null: none), so each new answer starts hidden again. Whether the class uses it is read
 * beside the gate, in the chunk that comes once someone is signed in (decision 600), so the
 * blocks below keep their place in the tree when it arrives.
 */
export function HintsFirstGate({ result, children }: { result: object | null; children: ReactNode }) {
  const { user } = useAuth();
  const activeId = useActiveClassId(user?.id);
  const [hintsFirstIn, setHintsFirstIn] = useState<{ classId: number; hintsFirst: boolean } | null>(null);
  const [shownFor, setShownFor] = useState<object | null>(null);
  const report = useCallback((classId: number, value: boolean) => {
    setHintsFirstIn((known) => (known?.classId === classId && known.hintsFirst === value ? known : { classId, hintsFirst: value }));
  }, []);
  const inClass = user !== null && activeId !== null;
  const hintsFirst = inClass && hintsFirstIn?.classId === activeId && hintsFirstIn.hintsFirst;
  return (
    <>
      {!hintsFirst || result === null || shownFor === result ? (
        children
      ) : (
        <div className="grid gap-3 rounded-2xl border-2 border-sea-600/40 bg-sea-50 p-5" data-testid="hints-first">
          <p className="font-bold">Hints first: read the guide below and try to build it yourself.</p>
          <div>
            <Button variant="secondary" onClick={() => setShownFor(result)}>
              Show me the blocks
            </Button>
          </div>
        </div>
      )}
      {inClass && (
        <Suspense fallback={null}>
          <ClassHintsFirst classId={activeId} onChange={report} />
        </Suspense>
      )}
    </>
  );
}
