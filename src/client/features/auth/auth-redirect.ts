/** The join step, with a code of letters and digits at most (the join page normalises it). */
const JOIN_TARGET = /^\/join(\?code=[A-Za-z0-9]{1,20})?$/;

/** True when /login was opened from a class's join link (issue 32). */
export const isJoinRedirect = (redirect: string | null | undefined): redirect is string => typeof redirect === "string" && JOIN_TARGET.test(redirect);

/**
 * Where to go after signing in (SPEC 2 /login): redirect=generator goes back to the home
 * page's generator, a class's join link back to its join step (issue 32), anything else to the
 * dashboard. Only these targets exist, so a crafted ?redirect= can never send someone off-site
 * or anywhere unexpected.
 */
export function postLoginPath(redirect: string | null | undefined): string {
  if (redirect === "generator") return "/#generator";
  if (isJoinRedirect(redirect)) return redirect;
  return "/dashboard";
}

/**
 * /login for a pupil who opened a join link while signed out: after signing in (Google's script,
 * its redirect flow, or the test login) they come back to the join step with the code filled in.
 */
export function loginPathForJoin(code: string): string {
  const clean = code.replace(/[^A-Za-z0-9]/g, "").slice(0, 20);
  return `/login?redirect=${encodeURIComponent(clean === "" ? "/join" : `/join?code=${clean}`)}`;
}
