import { prerender } from "react-dom/static";
import { PageHeadCollector, pageHeadHtml, type TPageHead } from "./components/layout/page-meta";
import { staticNavigation } from "./lib/light-navigation";
import { PrerenderedApp } from "./prerendered-app";
import { PRERENDERED_ROUTES } from "./prerender-routes";

export { PRERENDERED_ROUTES } from "./prerender-routes";
export { SITE_ORIGIN } from "./components/layout/page-meta";

/**
 * Build-time only (scripts/build.mjs): one route as a signed-out visitor first sees it. The body
 * is the HTML the browser hydrates (React's prerender waits for every lazy page and Suspense
 * boundary, so the text is complete and needs no script to finish it, which the CSP would block);
 * the head is the page's <title> and <meta> tags, which the build puts in <head>.
 */
export async function renderRoute(path: string): Promise<{ head: string; body: string }> {
  const route = PRERENDERED_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not a prerendered route`);
  const { default: Page } = await route.load();
  let pageHead: TPageHead | undefined;
  // The tree the browser adopts (main.tsx): the page in the site's frame, without the router.
  const { prelude } = await prerender(
    <PageHeadCollector.Provider value={(head) => (pageHead = head)}>
      <PrerenderedApp Page={Page} navigation={staticNavigation(path)} />
    </PageHeadCollector.Provider>,
    // Every part inline, where it stands: React would move a part larger than its chunk size
    // (12.8 KB by default) to the end of the HTML with a script to put it back.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await new Response(prelude).text();
  if (/<script/i.test(body)) throw new Error(`${path} prerenders a script, which the CSP would block`);
  if (!pageHead) throw new Error(`${path} renders no PageMeta`);
  return { head: pageHeadHtml(pageHead), body };
}
