import { useEffect } from "react";
import { useLocation, useNavigate } from "../../lib/navigation";
import { setAnalyticsAllowed } from "../../lib/analytics";
import { useAuth } from "../auth/auth-context";

/** Pages a signed-in person may see before the birth-date step (a parent's link, the policies). */
const OPEN_PATHS = ["/welcome", "/consent/", "/privacy-policy", "/terms-of-service", "/auth/callback", "/login"];

/**
 * Issue 16: the first thing after a first sign-in is the birth-date step. Anyone signed in whose
 * age we do not know yet is sent there, then back to where they were going.
 */
export function AgeGate() {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const mustAsk = status === "authenticated" && user?.ageStatus === "unknown" && !OPEN_PATHS.some((path) => location.pathname.startsWith(path));
  // No analytics for a child, ever, nor for someone whose age we do not know yet (issue 16); the
  // consent banner decides for grown-ups.
  const isNotAdult = status === "authenticated" && user !== null && user.ageStatus !== "adult";
  useEffect(() => {
    if (isNotAdult) setAnalyticsAllowed(false);
  }, [isNotAdult]);
  useEffect(() => {
    if (!mustAsk) return;
    const next = `${location.pathname}${location.search}${location.hash}`;
    void navigate(`/welcome?next=${encodeURIComponent(next)}`, { replace: true });
  }, [mustAsk, navigate, location.pathname, location.search, location.hash]);
  return null;
}
