import { lazy, Suspense } from "react";
import { useAuth } from "../auth/auth-context";

const ClassBar = lazy(() => import("./class-queries").then((module) => ({ default: module.PupilClassBarLive })));

/**
 * Above the generator, for a pupil in a class (issue 32): which class their blocks are made in
 * (its tokens pay and their teacher sees it), the teacher's challenge, and today's count. Nothing
 * for anyone in no class, and nothing to load for a visitor who is not signed in.
 */
export function PupilClassBar() {
  const { user } = useAuth();
  if (user === null) return null;
  return (
    <Suspense fallback={null}>
      <ClassBar />
    </Suspense>
  );
}
