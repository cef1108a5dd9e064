/**
 * Where to go after signing in (SPEC 2 /login): redirect=generator goes back to the home
 * page's generator, anything else to the dashboard. Only these two targets exist, so a crafted
 * ?redirect= can never send someone off-site.
 */
export function postLoginPath(redirect: string | null | undefined): string {
  return redirect === "generator" ? "/#generator" : "/dashboard";
}
