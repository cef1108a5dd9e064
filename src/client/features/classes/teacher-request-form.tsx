import { lazy, Suspense } from "react";
import { Link } from "../../lib/navigation";
import { buttonClasses } from "../../components/ui/button";
import { useAuth } from "../auth/auth-context";

const TeacherRequestAsk = lazy(() => import("./teacher-request-ask"));

/** The /for-schools form (issue 32): a signed-in person asks for a teacher account; an administrator reviews it. */
export function TeacherRequestForm() {
  const { user, status } = useAuth();

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
  return (
    <Suspense fallback={null}>
      <TeacherRequestAsk />
    </Suspense>
  );
}
