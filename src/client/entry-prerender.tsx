import { renderToStringAsync } from "preact-render-to-string";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app-providers";
import { PageHeadCollector, pageHeadHtml, type TPageHead } from "./components/layout/page-meta";
import { createQueryClient } from "./lib/query-client";

export { PRERENDERED_ROUTES } from "./prerender-routes";
export { SITE_ORIGIN } from "./components/layout/page-meta";

/**
 * Build-time only (scripts/build.mjs): one route as a signed-out visitor first sees it. The body
 * is the HTML the browser hydrates (the async render waits for every lazy page, so the text is
 * complete); the head is the page's <title> and <meta> tags, which the build puts in <head>.
 */
export async function renderRoute(path: string): Promise<{ head: string; body: string }> {
  let pageHead: TPageHead | undefined;
  const body = await renderToStringAsync(
    <PageHeadCollector.Provider value={(head) => (pageHead = head)}>
      <StaticRouter location={path}>
        <AppProviders queryClient={createQueryClient()} />
      </StaticRouter>
    </PageHeadCollector.Provider>,
  );
  if (!pageHead) throw new Error(`${path} renders no PageMeta`);
  return { head: pageHeadHtml(pageHead), body };
}
