import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { useAuth } from "../auth/auth-context";
import { useActiveClassId } from "./active-class";
import { classLightKeys, fetchMyClasses } from "./classes.light-api";

/**
 * Teaching mode "hints first" (issue 32): in a class that uses it, a fresh answer's blocks wait
 * behind a button; the build guide and explanation below them show first. `result` is the answer
 * shown (null: none), so each new answer starts hidden again.
 */
export function HintsFirstGate({ result, children }: { result: object | null; children: ReactNode }) {
  const { user } = useAuth();
  const activeId = useActiveClassId(user?.id);
  const mine = useQuery({ queryKey: classLightKeys.mine, queryFn: fetchMyClasses, enabled: user !== null && activeId !== null });
  const [shownFor, setShownFor] = useState<object | null>(null);
  const hintsFirst = mine.data?.classes.find((klass) => klass.id === activeId)?.hintsFirst ?? false;
  if (!hintsFirst || result === null || shownFor === result) return children;
  return (
    <div className="grid gap-3 rounded-2xl border-2 border-sea-600/40 bg-sea-50 p-5" data-testid="hints-first">
      <p className="font-bold">Hints first: read the guide below and try to build it yourself.</p>
      <div>
        <Button variant="secondary" onClick={() => setShownFor(result)}>
          Show me the blocks
        </Button>
      </div>
    </div>
  );
}
